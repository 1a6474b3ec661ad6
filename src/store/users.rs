//! Accounts.

use sqlx::Row;

use super::{Store, StoreError, with_pool};

/// A stored account.
#[derive(Clone, Debug)]
pub struct UserRecord {
    pub id: String,
    pub username: String,
    pub password_hash: String,
    pub created_at: i64,
    /// Tokens issued in another generation are revoked.
    pub token_generation: i64,
}

const COLUMNS: &str = "id, username, password_hash, created_at, token_generation";

impl Store {
    /// Creates an account; [`StoreError::Conflict`] when the username is taken.
    pub async fn create_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO users (id, username, password_hash, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(&user.id)
        .bind(&user.username)
        .bind(&user.password_hash)
        .bind(user.created_at)
        .execute(pool)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// The account with this username.
    pub async fn user_by_name(&self, username: &str) -> Result<Option<UserRecord>, StoreError> {
        self.user_where("username", username).await
    }

    /// The account with this id.
    pub async fn user_by_id(&self, id: &str) -> Result<Option<UserRecord>, StoreError> {
        self.user_where("id", id).await
    }

    async fn user_where(
        &self,
        column: &str,
        value: &str,
    ) -> Result<Option<UserRecord>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM users WHERE {column} = $1");
        with_pool!(self, pool => {
            let row = sqlx::query(&sql).bind(value).fetch_optional(pool).await?;
            row.map(|row| -> Result<UserRecord, StoreError> {
                Ok(UserRecord {
                    id: row.try_get("id")?,
                    username: row.try_get("username")?,
                    password_hash: row.try_get("password_hash")?,
                    created_at: row.try_get("created_at")?,
                    token_generation: row.try_get("token_generation")?,
                })
            })
            .transpose()
        })
    }

    /// The token generation of a user, or `None` when there is no such user.
    pub async fn token_generation(&self, user_id: &str) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(i64,)> =
                sqlx::query_as("SELECT token_generation FROM users WHERE id = $1")
                    .bind(user_id)
                    .fetch_optional(pool)
                    .await?;
            Ok(row.map(|row| row.0))
        })
    }

    /// Revokes every token issued to the user so far, announcing it (`t:<user id>`) to the
    /// other processes sharing the database, whose open streams of the user end.
    pub async fn revoke_tokens(&self, user_id: &str) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("UPDATE users SET token_generation = token_generation + 1 WHERE id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            super::announce!(self, tx, [format!("t:{user_id}")]);
            tx.commit().await?;
            Ok(())
        })
    }

    /// Marks stream ticket `id` (valid until `expires_at`, Unix ms) as used; `false` when it
    /// was used before. Tickets past their expiry are forgotten on the way.
    pub async fn use_stream_ticket(&self, id: &str, expires_at: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            sqlx::query("DELETE FROM used_stream_tickets WHERE expires_at < $1")
                .bind(super::now_millis())
                .execute(pool)
                .await?;
            let inserted = sqlx::query(
                "INSERT INTO used_stream_tickets (id, expires_at) VALUES ($1, $2) \
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(id)
            .bind(expires_at)
            .execute(pool)
            .await?;
            Ok(inserted.rows_affected() == 1)
        })
    }
}
