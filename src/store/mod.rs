//! The event store: accounts, games with their seats, and each game's append-only log.
//!
//! One API over two backends — PostgreSQL for production (any number of server processes
//! may share one database) and an embedded SQLite file as the zero-setup default. Every
//! query is written once: the SQL is common to both dialects and [`with_pool!`] runs it on
//! whichever pool is configured.

mod email;
mod feed;
mod game_records;
mod games;
mod invitations;
mod log;
mod messages;
mod orders;
mod ratings;
mod replies;
mod rows;
mod seats;
mod sessions;
mod snapshots;
mod users;
mod webhooks;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

use crate::config::{DEFAULT_SQLITE_FILE, DatabaseConfig};

pub use email::{EmailMessageRecord, EmailSettingsRecord, NewEmailSettings, Planned};
pub use feed::{FeedItem, FeedRecord, WAKE_CHANNEL};
pub(crate) use feed::{announce, insert_feed};
pub use game_records::{
    Bots, GameFilter, GameRecord, GameStatus, JoinOutcome, Joiner, ListPosition, NO_DEADLINE,
    NewGame, PlayerRecord, SeatTaken, Visibility, seat_deadline, seating,
};
pub use invitations::{InvitationRecord, InvitationState, Invited};
pub use log::{
    Actor, Append, AppendError, DeadlineRecord, EntryRecord, IdempotencyRecord, NewEntry,
};
pub use messages::MessageRecord;
pub use orders::StandingOrdersRecord;
pub use ratings::{LeaderRecord, RatingChangeRecord, RatingUpdate};
pub use replies::{InboundCounts, InboundOutcome, TokenOwner};
pub use seats::Left;
pub use sessions::{NewSession, Refresh, SessionHolder, SessionRecord};
pub use snapshots::SnapshotRecord;
pub use users::{BotMarking, UserRecord};
pub use webhooks::{
    Attempt, ClaimedDelivery, DeliveryRecord, EndpointBehind, NewDelivery, NewWebhook,
    WebhookRecord,
};

/// Runs `$body` with `$pool` bound to the configured backend's pool (or a transaction
/// begun on it): the same SQL and the same code for PostgreSQL and SQLite.
macro_rules! with_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::Pool::Postgres($pool) => $body,
            $crate::store::Pool::Sqlite($pool) => $body,
        }
    };
}
pub(crate) use with_pool;

/// A failure of the database, as the callers need to tell them apart.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached (or the pool timed out).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    /// A uniqueness constraint refused the write.
    #[error("conflicting write")]
    Conflict,
    /// A value the database cannot store (e.g. text with a NUL character).
    #[error("invalid input: {0}")]
    InvalidInput(String),
    /// Stored data that does not parse.
    #[error("corrupt record: {0}")]
    Corrupt(String),
    /// Any other database error.
    #[error("database error: {0}")]
    Database(sqlx::Error),
    /// Migrations failed.
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match error {
            sqlx::Error::Database(ref db) if db.is_unique_violation() => StoreError::Conflict,
            sqlx::Error::Database(ref db) => match db.code().as_deref() {
                // PostgreSQL: a NUL character or invalid encoding in text.
                Some("22021" | "22P05") => StoreError::InvalidInput(db.message().to_string()),
                // PostgreSQL shutting down, starting, or the connection failing.
                Some(code) if code.starts_with("57P") || code.starts_with("08") => {
                    StoreError::Unavailable(error.to_string())
                }
                _ => StoreError::Database(error),
            },
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Protocol(_)
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable(error.to_string()),
            other => StoreError::Database(other),
        }
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(error: serde_json::Error) -> Self {
        StoreError::Corrupt(error.to_string())
    }
}

/// Connections a server process keeps to PostgreSQL.
pub const POSTGRES_CONNECTIONS: u32 = 32;
/// Connections a server process keeps to its SQLite file (one writes at a time).
pub const SQLITE_CONNECTIONS: u32 = 8;

#[derive(Clone, Debug)]
pub(crate) enum Pool {
    Postgres(PgPool),
    Sqlite(SqlitePool),
}

/// The handle every request uses; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
    /// Taken by this process's appends on SQLite, which allows one writer at a time: they
    /// queue here instead of in SQLite's busy handler, which sleeps (1 ms, then longer and
    /// longer) before it tries again.
    sqlite_appends: Arc<tokio::sync::Mutex<()>>,
}

/// Which database a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

impl Store {
    /// Connects to the configured database and applies the embedded migrations.
    pub async fn connect(database: &DatabaseConfig) -> Result<Self, StoreError> {
        let url = match database {
            DatabaseConfig::Url(url) => url.clone(),
            DatabaseConfig::EmbeddedDefault => format!("sqlite://{DEFAULT_SQLITE_FILE}"),
        };
        let store = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let pool = PgPoolOptions::new()
                .max_connections(POSTGRES_CONNECTIONS)
                // No ping before every use (a round trip per query): a connection that died
                // fails its query, which answers 503 `database_unavailable`, and is dropped.
                .test_before_acquire(false)
                .acquire_timeout(Duration::from_secs(5))
                .connect(&url)
                .await?;
            sqlx::migrate!("migrations/postgres").run(&pool).await?;
            Store {
                pool: Pool::Postgres(pool),
                sqlite_appends: Arc::default(),
            }
        } else {
            let options = SqliteConnectOptions::from_str(&url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true);
            let pool = SqlitePoolOptions::new()
                .max_connections(SQLITE_CONNECTIONS)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            sqlx::migrate!("migrations/sqlite").run(&pool).await?;
            Store {
                pool: Pool::Sqlite(pool),
                sqlite_appends: Arc::default(),
            }
        };
        Ok(store)
    }

    /// The backend in use.
    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Postgres(_) => Backend::Postgres,
            Pool::Sqlite(_) => Backend::Sqlite,
        }
    }

    /// Checks that the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        with_pool!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|_| ()))?;
        Ok(())
    }

    /// Closes every connection.
    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await)
    }

    /// The value of a server setting, storing `default` first when it is unset. The first
    /// writer wins, so every server process sharing the database reads the same value.
    pub async fn setting_or_insert(&self, key: &str, default: &str) -> Result<String, StoreError> {
        with_pool!(self, pool => {
            sqlx::query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING")
                .bind(key)
                .bind(default)
                .execute(pool)
                .await?;
            let value: (String,) = sqlx::query_as("SELECT value FROM settings WHERE key = $1")
                .bind(key)
                .fetch_one(pool)
                .await?;
            Ok(value.0)
        })
    }
}

/// Milliseconds since the Unix epoch, the time unit of every stored timestamp.
pub fn now_millis() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

impl From<StoreError> for crate::error::ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Unavailable(_) => crate::error::ApiError::DatabaseUnavailable,
            StoreError::InvalidInput(reason) => crate::error::ApiError::InvalidRequest(reason),
            other => crate::error::ApiError::Internal(other.to_string()),
        }
    }
}
