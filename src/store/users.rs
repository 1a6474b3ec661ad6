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

    /// Revokes every token issued to the user so far.
    pub async fn revoke_tokens(&self, user_id: &str) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query("UPDATE users SET token_generation = token_generation + 1 WHERE id = $1")
                .bind(user_id)
                .execute(pool)
                .await?;
            Ok(())
        })
    }
}
