//! Snapshots of long games' states: the latest one per game, written in the transaction of the
//! entry it follows, read when a game's state is not cached.

use super::{Store, StoreError, with_pool};

/// A game's state at a version, serialized by its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotRecord {
    /// The version the state is at.
    pub version: i64,
    /// The kind's snapshot format (rules version and state shape) it was written with.
    pub format: String,
    /// The serialized state.
    pub state: String,
}

impl Store {
    /// The latest snapshot of a game, if one was taken.
    pub async fn snapshot(&self, game_id: &str) -> Result<Option<SnapshotRecord>, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(i64, String, String)> = sqlx::query_as(
                "SELECT version, format, state FROM game_snapshots WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(version, format, state)| SnapshotRecord { version, format, state }))
        })
    }
}

/// Replaces the snapshot of game `$game_id` by `$snapshot` within `$tx`.
macro_rules! replace_snapshot {
    ($tx:expr, $game_id:expr, $snapshot:expr, $now:expr) => {{
        sqlx::query(
            "INSERT INTO game_snapshots (game_id, version, format, state, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO UPDATE SET \
             version = excluded.version, format = excluded.format, state = excluded.state, \
             created_at = excluded.created_at",
        )
        .bind($game_id)
        .bind($snapshot.version)
        .bind(&$snapshot.format)
        .bind(&$snapshot.state)
        .bind($now)
        .execute(&mut *$tx)
        .await?;
    }};
}
pub(super) use replace_snapshot;
