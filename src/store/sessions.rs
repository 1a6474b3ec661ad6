//! Sessions: one per sign-in, kept alive by rotating refresh tokens (stored by their SHA-256
//! only). Presenting a refresh token that was already rotated revokes its whole session.

use super::{Store, StoreError, with_pool};

/// A session as its owner lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    pub id: String,
    /// Unix ms.
    pub created_at: i64,
    /// When its refresh token was last used (or the sign-in), Unix ms.
    pub last_used_at: i64,
    /// When it ends unless refreshed before, Unix ms.
    pub expires_at: i64,
    /// The `User-Agent` of the sign-in, if it sent one.
    pub user_agent: Option<String>,
}

/// A new session: its first refresh token's hash and when it ends unless refreshed.
pub struct NewSession<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub refresh_hash: &'a str,
    pub user_agent: Option<&'a str>,
    pub now: i64,
    pub expires_at: i64,
}

/// The account a refreshed session belongs to, as new tokens need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionHolder {
    pub session_id: String,
    pub user_id: String,
    pub username: String,
    pub token_generation: i64,
    /// Whether the account is a bot's.
    pub bot: bool,
}

/// What presenting a refresh token came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refresh {
    /// The token was the session's current one: it is rotated, the fresh one is current.
    Rotated(SessionHolder),
    /// The token had been rotated already: the session is revoked now (its user's streams
    /// are told).
    Reused { user_id: String },
    /// No such token, or its session ended (revoked or expired).
    Invalid,
}

/// A row of the refresh-token lookup: session, rotated?, replaced by, user, revoked?, expiry,
/// username, token generation, bot account?
type TokenRow = (
    String,
    Option<i64>,
    Option<String>,
    String,
    Option<i64>,
    i64,
    String,
    i64,
    bool,
);

impl Store {
    /// Opens a session with its first refresh token.
    pub async fn create_session(&self, session: &NewSession<'_>) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            sqlx::query(
                "INSERT INTO sessions (id, user_id, created_at, last_used_at, expires_at, \
                 user_agent) VALUES ($1, $2, $3, $3, $4, $5)",
            )
            .bind(session.id)
            .bind(session.user_id)
            .bind(session.now)
            .bind(session.expires_at)
            .bind(session.user_agent)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO refresh_tokens (hash, session_id, issued_at) VALUES ($1, $2, $3)",
            )
            .bind(session.refresh_hash)
            .bind(session.id)
            .bind(session.now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// Presents the refresh token hashed `hash`: when it is its session's current token, it is
    /// rotated to `fresh_hash` and the session lives until `expires_at`. When it was rotated
    /// before, the session is revoked, unless it was rotated after `grace_from` and the token
    /// that replaced it was never presented: then its answer was lost on the way (a closed
    /// tab, a dropped connection), and that unused successor is rotated to `fresh_hash`
    /// instead.
    pub async fn refresh_session(
        &self,
        hash: &str,
        fresh_hash: &str,
        now: i64,
        grace_from: i64,
        expires_at: i64,
    ) -> Result<Refresh, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            // Two presentations at once are taken one after the other: SQLite's write
            // transaction is exclusive already, PostgreSQL locks the token's row.
            let lock = match self.backend() {
                super::Backend::Postgres => " FOR UPDATE OF r",
                super::Backend::Sqlite => "",
            };
            let sql = format!(
                "SELECT r.session_id, r.rotated_at, r.replaced_by, s.user_id, s.revoked_at, \
                 s.expires_at, u.username, u.token_generation, u.bot FROM refresh_tokens r \
                 JOIN sessions s ON s.id = r.session_id JOIN users u ON u.id = s.user_id \
                 WHERE r.hash = $1{lock}"
            );
            let row: Option<TokenRow> = sqlx::query_as(&sql)
            .bind(hash)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((
                session_id,
                rotated_at,
                replaced_by,
                user_id,
                revoked_at,
                ends_at,
                username,
                generation,
                bot,
            )) = row
            else {
                return Ok(Refresh::Invalid);
            };
            if revoked_at.is_some() || ends_at <= now {
                return Ok(Refresh::Invalid);
            }
            // The token to rotate: the one presented, or (its answer lost) its unused
            // successor. Taking it over is one conditional write: of two presentations at
            // once, one rotates it and the other finds it rotated.
            let taken = match (rotated_at, replaced_by) {
                (None, _) => Some(hash.to_string()),
                (Some(at), Some(successor)) if at >= grace_from => Some(successor),
                _ => None,
            };
            let rotated = match &taken {
                Some(token) => {
                    sqlx::query(
                        "UPDATE refresh_tokens SET rotated_at = $2, replaced_by = $3 \
                         WHERE hash = $1 AND rotated_at IS NULL",
                    )
                    .bind(token)
                    .bind(now)
                    .bind(fresh_hash)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
                        == 1
                }
                None => false,
            };
            if !rotated {
                sqlx::query("UPDATE sessions SET revoked_at = $2 WHERE id = $1")
                    .bind(&session_id)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                super::announce!(self, tx, [format!("t:{user_id}")]);
                tx.commit().await?;
                return Ok(Refresh::Reused { user_id });
            }
            sqlx::query(
                "INSERT INTO refresh_tokens (hash, session_id, issued_at) VALUES ($1, $2, $3)",
            )
            .bind(fresh_hash)
            .bind(&session_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE sessions SET last_used_at = $2, expires_at = $3 WHERE id = $1")
                .bind(&session_id)
                .bind(now)
                .bind(expires_at)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Refresh::Rotated(SessionHolder {
                session_id,
                user_id,
                username,
                token_generation: generation,
                bot,
            }))
        })
    }

    /// The user's sessions that have not ended at `now`, newest first.
    pub async fn sessions(
        &self,
        user_id: &str,
        now: i64,
    ) -> Result<Vec<SessionRecord>, StoreError> {
        with_pool!(self, pool => {
            let rows: Vec<(String, i64, i64, i64, Option<String>)> = sqlx::query_as(
                "SELECT id, created_at, last_used_at, expires_at, user_agent FROM sessions \
                 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 \
                 ORDER BY created_at DESC, id",
            )
            .bind(user_id)
            .bind(now)
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(id, created_at, last_used_at, expires_at, user_agent)| SessionRecord {
                    id,
                    created_at,
                    last_used_at,
                    expires_at,
                    user_agent,
                })
                .collect())
        })
    }

    /// Revokes one session of the user (its refresh tokens stop working, and so do the access
    /// tokens issued in it), announcing it to the user's streams; `false` when the user has no
    /// such session open.
    pub async fn revoke_session(
        &self,
        user_id: &str,
        session_id: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            let revoked = sqlx::query(
                "UPDATE sessions SET revoked_at = $3 \
                 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL",
            )
            .bind(session_id)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if revoked {
                super::announce!(self, tx, [format!("t:{user_id}")]);
            }
            tx.commit().await?;
            Ok(revoked)
        })
    }
}
