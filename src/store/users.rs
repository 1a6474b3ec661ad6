//! Accounts.

use sqlx::Row;

use super::{Store, StoreError, with_pool};
use crate::auth::Holder;
use crate::i18n::Language;

/// A stored account.
#[derive(Clone, Debug)]
pub struct UserRecord {
    pub id: String,
    pub username: String,
    pub password_hash: String,
    pub created_at: i64,
    /// Tokens issued in another generation are revoked.
    pub token_generation: i64,
    /// The language the user chose for the server's words, if any.
    pub language: Option<Language>,
    /// Whether the profile is hidden from strangers.
    pub profile_hidden: bool,
    /// Whether the account is a bot's (for good).
    pub bot: bool,
}

const COLUMNS: &str =
    "id, username, password_hash, created_at, token_generation, language, profile_hidden, bot";

/// What marking an account as a bot's came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotMarking {
    /// The account is a bot's now (or was already).
    Marked,
    /// The account holds seats in these games, open or running: it stays a person's.
    Seated(Vec<String>),
    /// No such account.
    NoUser,
}

/// A stored language tag as a language (a tag the server no longer speaks reads as none).
fn language_of(tag: Option<String>) -> Option<Language> {
    tag.as_deref().and_then(Language::matching)
}

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
                    language: language_of(row.try_get("language")?),
                    profile_hidden: row.try_get("profile_hidden")?,
                    bot: row.try_get("bot")?,
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

    /// What a token of the user issued in `session` (if any) is checked against: its
    /// generation, whether the session is still open, and the user's language setting; `None`
    /// when there is no such user.
    pub async fn holder(
        &self,
        user_id: &str,
        session: Option<&str>,
    ) -> Result<Option<Holder>, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(i64, Option<String>, i64)> = sqlx::query_as(
                "SELECT token_generation, language, (SELECT COUNT(*) FROM sessions s \
                 WHERE s.id = $2 AND s.user_id = $1 AND s.revoked_at IS NULL) \
                 FROM users WHERE id = $1",
            )
            .bind(user_id)
            .bind(session)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(token_generation, language, open)| Holder {
                token_generation,
                session_open: session.is_none() || open == 1,
                language: language_of(language),
            }))
        })
    }

    /// Marks the account as a bot's, unless it holds a seat in a game that is open or
    /// running (whose players sat down with a person). The account's row is locked first, so
    /// a join at once either comes before (and is seen here) or after (and sees the mark).
    pub async fn make_bot(&self, user_id: &str) -> Result<BotMarking, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            let locked = sqlx::query("UPDATE users SET bot = bot WHERE id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if locked == 0 {
                return Ok(BotMarking::NoUser);
            }
            let seated: Vec<(String,)> = sqlx::query_as(
                "SELECT g.id FROM game_players p JOIN games g ON g.id = p.game_id \
                 WHERE p.user_id = $1 AND g.status IN ('open', 'active') \
                 ORDER BY g.created_at, g.id",
            )
            .bind(user_id)
            .fetch_all(&mut *tx)
            .await?;
            if !seated.is_empty() {
                return Ok(BotMarking::Seated(seated.into_iter().map(|(id,)| id).collect()));
            }
            sqlx::query("UPDATE users SET bot = TRUE WHERE id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(BotMarking::Marked)
        })
    }

    /// Sets (or, with `None`, clears) the user's language; `false` when there is no such user.
    pub async fn set_user_language(
        &self,
        user_id: &str,
        language: Option<Language>,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let updated = sqlx::query("UPDATE users SET language = $1 WHERE id = $2")
                .bind(language.map(Language::tag))
                .bind(user_id)
                .execute(pool)
                .await?;
            Ok(updated.rows_affected() == 1)
        })
    }

    /// Revokes every token issued to the user so far and every session, announcing it
    /// (`t:<user id>`) to the other processes sharing the database, whose open streams of the
    /// user end.
    pub async fn revoke_tokens(&self, user_id: &str, now: i64) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("UPDATE users SET token_generation = token_generation + 1 WHERE id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL",
            )
            .bind(user_id)
            .bind(now)
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
