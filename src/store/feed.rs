//! Each user's personal feed (turns, starts, ends, seats taken), written in the same
//! transaction as the change that causes it, and the wake-up signal other processes hear.

use serde_json::Value;

use super::{Store, StoreError, with_pool};

/// The PostgreSQL channel on which a commit announces the games and users it touched.
pub const WAKE_CHANNEL: &str = "hotel_games_wake";

/// An item to add to a user's feed.
#[derive(Clone, Debug, PartialEq)]
pub struct FeedItem {
    pub user_id: String,
    /// `your_turn`, `game_started`, `game_finished` or `seat_taken`.
    pub kind: &'static str,
    pub game_id: String,
    /// The item's details, a JSON object.
    pub payload: Value,
}

/// A stored feed item.
#[derive(Clone, Debug)]
pub struct FeedRecord {
    /// The item's number in its user's feed (1, 2, …).
    pub seq: i64,
    pub kind: String,
    pub game_id: String,
    pub payload: Value,
    pub created_at: i64,
}

/// Adds `$items` to their users' feeds inside the transaction `$tx`, numbering each user's
/// items under that user's row lock (users in a fixed order, so two transactions never wait
/// on each other's locks). The caller announces the users (`u:<id>`) with [`announce!`].
macro_rules! insert_feed {
    ($store:expr, $tx:expr, $items:expr, $now:expr) => {{
        let mut items: Vec<&$crate::store::FeedItem> = $items.iter().collect();
        items.sort_by(|a, b| a.user_id.cmp(&b.user_id));
        for item in items {
            if $store.backend() == $crate::store::Backend::Postgres {
                // One round trip: number the item under the user's row lock and insert it.
                sqlx::query(
                    "WITH numbered AS (UPDATE users SET feed_seq = feed_seq + 1 WHERE id = $1 \
                     RETURNING feed_seq) \
                     INSERT INTO user_feed (user_id, seq, type, game_id, payload, created_at) \
                     SELECT $1, feed_seq, $2, $3, $4, $5 FROM numbered",
                )
                .bind(&item.user_id)
                .bind(item.kind)
                .bind(&item.game_id)
                .bind(item.payload.to_string())
                .bind($now)
                .execute(&mut *$tx)
                .await?;
            } else {
                let (seq,): (i64,) = sqlx::query_as(
                    "UPDATE users SET feed_seq = feed_seq + 1 WHERE id = $1 RETURNING feed_seq",
                )
                .bind(&item.user_id)
                .fetch_one(&mut *$tx)
                .await?;
                sqlx::query(
                    "INSERT INTO user_feed (user_id, seq, type, game_id, payload, created_at) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(&item.user_id)
                .bind(seq)
                .bind(item.kind)
                .bind(&item.game_id)
                .bind(item.payload.to_string())
                .bind($now)
                .execute(&mut *$tx)
                .await?;
            }
        }
    }};
}
pub(crate) use insert_feed;

/// Announces `$topics` (an iterator of topic strings) on [`WAKE_CHANNEL`] at the commit of
/// `$tx`, in one statement (PostgreSQL only: SQLite has no other process to tell).
macro_rules! announce {
    ($store:expr, $tx:expr, $topics:expr) => {
        if $store.backend() == $crate::store::Backend::Postgres {
            let topics: Vec<String> = $topics.into_iter().collect();
            if !topics.is_empty() {
                let calls: Vec<String> = (2..topics.len() + 2)
                    .map(|index| format!("pg_notify($1, ${index})"))
                    .collect();
                let sql = format!("SELECT {}", calls.join(", "));
                let mut query = sqlx::query(&sql).bind($crate::store::WAKE_CHANNEL);
                for topic in &topics {
                    query = query.bind(topic);
                }
                query.execute(&mut *$tx).await?;
            }
        }
    };
}
pub(crate) use announce;

/// Items of a user's feed (`$1`) with `seq > $2`, at most `$3`, in order.
pub(crate) const FEED_PAGE: &str = "SELECT seq, type, game_id, payload, created_at FROM user_feed \
     WHERE user_id = $1 AND seq > $2 ORDER BY seq LIMIT $3";

/// A row of [`FEED_PAGE`].
pub(crate) type FeedRow = (i64, String, String, String, i64);

/// The record of a row of [`FEED_PAGE`].
pub(crate) fn feed_record(
    (seq, kind, game_id, payload, created_at): FeedRow,
) -> Result<FeedRecord, StoreError> {
    Ok(FeedRecord {
        seq,
        kind,
        game_id,
        payload: serde_json::from_str(&payload)?,
        created_at,
    })
}

impl Store {
    /// Items of `user_id`'s feed with `seq > after`, at most `limit`, in order.
    pub async fn feed(
        &self,
        user_id: &str,
        after: i64,
        limit: i64,
    ) -> Result<Vec<FeedRecord>, StoreError> {
        let rows: Vec<FeedRow> = with_pool!(self, pool => {
            sqlx::query_as(FEED_PAGE)
                .bind(user_id)
                .bind(after)
                .bind(limit)
                .fetch_all(pool)
                .await?
        });
        rows.into_iter().map(feed_record).collect()
    }

    /// A listener on [`WAKE_CHANNEL`], when the store is PostgreSQL.
    pub async fn wake_listener(&self) -> Result<Option<sqlx::postgres::PgListener>, StoreError> {
        match &self.pool {
            super::Pool::Postgres(pool) => {
                let mut listener = sqlx::postgres::PgListener::connect_with(pool).await?;
                listener.listen(WAKE_CHANNEL).await?;
                Ok(Some(listener))
            }
            super::Pool::Sqlite(_) => Ok(None),
        }
    }
}
