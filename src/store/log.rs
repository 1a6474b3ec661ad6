//! Each game's append-only log and the idempotency records of move submissions.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::Row;
use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;
use utoipa::ToSchema;

use super::ratings::{RatingUpdate, apply_ratings};
use super::snapshots::replace_snapshot;
use super::{
    FeedItem, GameRecord, GameStatus, Pool, SnapshotRecord, Store, StoreError, WAKE_CHANNEL,
    insert_feed, now_millis, with_pool,
};
use crate::engine::{Outcome, Seat};

/// A stored log entry.
#[derive(Clone, Debug)]
pub struct EntryRecord {
    pub seq: i64,
    /// The acting seat; `None` for the setup entry.
    pub seat: Option<Seat>,
    pub command: Value,
    /// The entry's events, a JSON array.
    pub events: Value,
    pub created_at: i64,
    pub hash: String,
    /// Who submitted the command when it was not the seat's player.
    pub actor: Option<Actor>,
}

/// An entry to append.
#[derive(Clone, Debug)]
pub struct NewEntry {
    pub seat: Option<Seat>,
    pub command: Value,
    pub events: Value,
    pub created_at: i64,
    pub hash: String,
    /// Who submitted the command when it was not the seat's player.
    pub actor: Option<Actor>,
}

/// Who submitted an entry's command on a seat's behalf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    /// The game's own timer ran out (e.g. Monopoly's `timeout`).
    Timer,
    /// The seat's move clock ran out and the server decided for it.
    Clock,
    /// The server's built-in player, playing the seat of a player who left.
    Bot,
    /// The seat's standing order answered the decision.
    StandingOrder,
}

impl Actor {
    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Timer => "timer",
            Actor::Clock => "clock",
            Actor::Bot => "bot",
            Actor::StandingOrder => "standing_order",
        }
    }

    fn parse(text: &str) -> Result<Actor, StoreError> {
        serde_json::from_value(Value::String(text.into())).map_err(StoreError::from)
    }
}

/// A pending decision with a timer, and when it is due (milliseconds since the epoch).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadlineRecord {
    pub game_id: String,
    pub seat: Seat,
    /// The command to submit, as JSON text.
    pub command: String,
    pub started_at: i64,
    pub due_at: i64,
    /// The timer's name among the seat's timers (see [`crate::engine::Deadline`]).
    pub slot: String,
    /// Which decision of the seat the timer belongs to (see [`crate::engine::Deadline`]).
    pub decision: i64,
    /// The seats that may see the timer; `None` for everyone.
    pub audience: Option<Vec<Seat>>,
}

/// The first response to a move submitted with an `Idempotency-Key`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdempotencyRecord {
    pub user_id: String,
    pub key: String,
    /// SHA-256 of the request body, to refuse a reused key with another request.
    pub request_hash: String,
    /// The response body sent the first time.
    pub response: String,
}

/// One conditional append: the entry lands only if the game is still at `expected_version`.
#[derive(Clone, Debug)]
pub struct Append<'a> {
    pub game_id: &'a str,
    pub expected_version: i64,
    pub entry: &'a NewEntry,
    /// The game's status after the entry.
    pub status: GameStatus,
    /// The seats awaited after the entry.
    pub awaited_seats: &'a [Seat],
    /// The users holding those seats (the "whose turn" inbox).
    pub awaited_users: &'a [String],
    /// The seat count, when the entry starts the game (the players present take the seats).
    pub seat_count: Option<i64>,
    pub idempotency: Option<&'a IdempotencyRecord>,
    /// The timed decisions pending after the entry (they replace the previous ones).
    pub deadlines: &'a [DeadlineRecord],
    /// How the game ended, when the entry finishes it.
    pub result: Option<&'a Outcome>,
    /// What the entry tells the players in their feeds.
    pub feed: &'a [FeedItem],
    /// How many seats the server plays (their players left) as the entry was decided: the
    /// entry does not land if a player left meanwhile ([`AppendError::SeatsChanged`]).
    pub seats_left: usize,
    /// The state after the entry, to keep as the game's snapshot.
    pub snapshot: Option<&'a SnapshotRecord>,
    /// What the entry does to its players' ratings, when it finishes a rated game.
    pub ratings: Option<&'a RatingUpdate>,
}

impl Append<'_> {
    /// `game`, read at the expected version, as this append left it when it landed at
    /// `landed_at` (what [`Store::game`] would now read, without reading it).
    pub fn applied_to(&self, game: &GameRecord, landed_at: i64) -> GameRecord {
        let mut deadlines = self.deadlines.to_vec();
        deadlines.sort_by_key(|deadline| (deadline.due_at, deadline.seat));
        GameRecord {
            version: self.expected_version + 1,
            status: self.status,
            awaited_seats: self.awaited_seats.to_vec(),
            last_hash: self.entry.hash.clone(),
            updated_at: landed_at,
            seat_count: self.seat_count.unwrap_or(game.seat_count),
            result: self.result.cloned(),
            deadlines,
            ..game.clone()
        }
    }
}

/// Why an append did not land.
#[derive(Debug, thiserror::Error)]
pub enum AppendError {
    /// Another entry landed first: the game is at `current`.
    #[error("the game is at version {current}")]
    StaleVersion { current: i64 },
    /// A player left the game while the entry was being decided: decide it again.
    #[error("a player left the game meanwhile")]
    SeatsChanged,
    /// A player's rating changed (another game of theirs finished) while this finishing
    /// entry's ratings were computed: compute them again.
    #[error("a player's rating changed meanwhile")]
    RatingsChanged,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl Store {
    /// Log entries with `seq > after`, at most `limit`, in order.
    pub async fn entries(
        &self,
        game_id: &str,
        after: i64,
        limit: i64,
    ) -> Result<Vec<EntryRecord>, StoreError> {
        with_pool!(self, pool => {
            let rows = sqlx::query(
                "SELECT seq, seat, command, events, created_at, hash, actor FROM game_entries \
                 WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
            )
            .bind(game_id)
            .bind(after)
            .bind(limit)
            .fetch_all(pool)
            .await?;
            rows.into_iter()
                .map(|row| {
                    let seat: Option<i64> = row.try_get("seat")?;
                    let command: String = row.try_get("command")?;
                    let events: String = row.try_get("events")?;
                    Ok(EntryRecord {
                        seq: row.try_get("seq")?,
                        seat: seat.map(|seat| Seat(seat as u8)),
                        command: serde_json::from_str(&command)?,
                        events: serde_json::from_str(&events)?,
                        created_at: row.try_get("created_at")?,
                        hash: row.try_get("hash")?,
                        actor: row
                            .try_get::<Option<String>, _>("actor")?
                            .as_deref()
                            .map(Actor::parse)
                            .transpose()?,
                    })
                })
                .collect()
        })
    }

    /// Appends an entry in one transaction, conditional on the expected version. Of any
    /// number of concurrent appends at the same version (from any number of processes),
    /// exactly one lands; the others get [`AppendError::StaleVersion`]. Returns when it
    /// landed (milliseconds since the epoch).
    pub async fn append(&self, append: &Append<'_>) -> Result<i64, AppendError> {
        let now = now_millis();
        let awaited = serde_json::to_string(append.awaited_seats).map_err(StoreError::from)?;
        let result = append
            .result
            .map(serde_json::to_string)
            .transpose()
            .map_err(StoreError::from)?;
        let result = match &self.pool {
            Pool::Postgres(pool) if append.ratings.is_some() => {
                append_rated(pool, append, now, &awaited, result).await
            }
            Pool::Postgres(pool) => append_in_one_call(pool, append, now, &awaited, result).await,
            Pool::Sqlite(pool) => {
                self.append_in_transaction(pool, append, now, &awaited, result)
                    .await
            }
        };
        match result {
            Ok(Landed::Yes) => Ok(now),
            Ok(Landed::RatingsChanged) => Err(AppendError::RatingsChanged),
            Ok(Landed::Not) | Err(StoreError::Conflict) => {
                match self.version(append.game_id).await? {
                    // Still at the expected version: a player left while it was decided.
                    current if current == append.expected_version => Err(AppendError::SeatsChanged),
                    current => Err(AppendError::StaleVersion { current }),
                }
            }
            Err(other) => Err(other.into()),
        }
    }

    /// [`Store::append`] on SQLite: one transaction of several statements.
    async fn append_in_transaction(
        &self,
        pool: &SqlitePool,
        append: &Append<'_>,
        now: i64,
        awaited: &str,
        result: Option<String>,
    ) -> Result<Landed, StoreError> {
        let seq = append.expected_version + 1;
        let _turn = self.sqlite_appends.lock().await;
        let mut tx = pool.begin().await?;
        // The game moves on only from the expected version and with the seats as they
        // were when the entry was decided.
        let moved = sqlx::query(
            "UPDATE games SET version = $3, status = $4, awaited_seats = $5, last_hash = $6, \
             updated_at = $7, seat_count = COALESCE($8, seat_count), result = $9 \
             WHERE id = $1 AND version = $2 AND (SELECT COUNT(*) FROM game_players \
             WHERE game_id = $1 AND left_at IS NOT NULL) = $10",
        )
        .bind(append.game_id)
        .bind(append.expected_version)
        .bind(seq)
        .bind(append.status.as_str())
        .bind(awaited)
        .bind(&append.entry.hash)
        .bind(now)
        .bind(append.seat_count)
        .bind(result.as_deref())
        .bind(append.seats_left as i64)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if moved == 0 {
            return Ok(Landed::Not);
        }
        sqlx::query(
            "INSERT INTO game_entries (game_id, seq, seat, command, events, created_at, hash, actor) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(append.game_id)
        .bind(seq)
        .bind(append.entry.seat.map(|seat| i64::from(seat.0)))
        .bind(append.entry.command.to_string())
        .bind(append.entry.events.to_string())
        .bind(append.entry.created_at)
        .bind(&append.entry.hash)
        .bind(append.entry.actor.map(Actor::as_str))
        .execute(&mut *tx)
        .await?;
        // The "whose turn" flags, in one statement that touches only the rows that change.
        let awaited_now = if append.awaited_users.is_empty() {
            "FALSE".to_string()
        } else {
            let placeholders: Vec<String> = (2..append.awaited_users.len() + 2)
                .map(|index| format!("${index}"))
                .collect();
            format!("(user_id IN ({}))", placeholders.join(", "))
        };
        let flags = format!(
            "UPDATE game_players SET awaited = {awaited_now} \
             WHERE game_id = $1 AND awaited <> {awaited_now}"
        );
        let mut query = sqlx::query(&flags).bind(append.game_id);
        for user in append.awaited_users {
            query = query.bind(user);
        }
        query.execute(&mut *tx).await?;
        replace_deadlines!(tx, append.game_id, append.deadlines);
        if let Some(record) = append.idempotency {
            sqlx::query(
                "INSERT INTO idempotency_keys (user_id, game_id, key, request_hash, response, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&record.user_id)
            .bind(append.game_id)
            .bind(&record.key)
            .bind(&record.request_hash)
            .bind(&record.response)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(snapshot) = append.snapshot {
            replace_snapshot!(tx, append.game_id, snapshot, now);
        }
        // No announcement: SQLite has no other process to tell.
        insert_feed!(self, tx, append.feed, now);
        if let Some(update) = append.ratings
            && !apply_ratings!(tx, append.game_id, update, now)
        {
            return Ok(Landed::RatingsChanged);
        }
        tx.commit().await?;
        Ok(Landed::Yes)
    }

    /// The timed decisions pending in each game, earliest first.
    pub(super) async fn deadlines_of(
        &self,
        game_ids: &[String],
    ) -> Result<Vec<Vec<DeadlineRecord>>, StoreError> {
        if game_ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=game_ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT {DEADLINE_COLUMNS} FROM game_deadlines WHERE game_id IN ({}) \
             ORDER BY due_at, seat",
            placeholders.join(", ")
        );
        let rows = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql);
            for id in game_ids {
                query = query.bind(id);
            }
            query.fetch_all(pool).await?
        });
        let records = deadline_records(rows)?;
        Ok(game_ids
            .iter()
            .map(|id| {
                records
                    .iter()
                    .filter(|record| &record.game_id == id)
                    .cloned()
                    .collect()
            })
            .collect())
    }

    /// Timed decisions of any game due at `now` (milliseconds), earliest first.
    pub async fn due_deadlines(
        &self,
        now: i64,
        limit: i64,
    ) -> Result<Vec<DeadlineRecord>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as(&format!(
                "SELECT {DEADLINE_COLUMNS} FROM game_deadlines \
                 WHERE due_at <= $1 ORDER BY due_at, game_id, seat LIMIT $2"
            ))
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?
        });
        deadline_records(rows)
    }

    /// The game's current version (0 before it starts).
    pub async fn version(&self, game_id: &str) -> Result<i64, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(i64,)> = sqlx::query_as("SELECT version FROM games WHERE id = $1")
                .bind(game_id)
                .fetch_optional(pool)
                .await?;
            Ok(row.map_or(0, |row| row.0))
        })
    }

    /// The recorded first response to a move with this key, if any.
    pub async fn idempotency_record(
        &self,
        user_id: &str,
        game_id: &str,
        key: &str,
    ) -> Result<Option<IdempotencyRecord>, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(String, String)> = sqlx::query_as(
                "SELECT request_hash, response FROM idempotency_keys \
                 WHERE user_id = $1 AND game_id = $2 AND key = $3",
            )
            .bind(user_id)
            .bind(game_id)
            .bind(key)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(request_hash, response)| IdempotencyRecord {
                user_id: user_id.into(),
                key: key.into(),
                request_hash,
                response,
            }))
        })
    }
}

/// Replaces the timed decisions of game `$game_id` by `$deadlines` within `$tx`.
macro_rules! replace_deadlines {
    ($tx:expr, $game_id:expr, $deadlines:expr) => {{
        sqlx::query("DELETE FROM game_deadlines WHERE game_id = $1")
            .bind($game_id)
            .execute(&mut *$tx)
            .await?;
        for deadline in $deadlines {
            sqlx::query(
                "INSERT INTO game_deadlines (game_id, seat, command, started_at, due_at, \
                 slot, decision, audience) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind($game_id)
            .bind(i64::from(deadline.seat.0))
            .bind(&deadline.command)
            .bind(deadline.started_at)
            .bind(deadline.due_at)
            .bind(&deadline.slot)
            .bind(deadline.decision)
            .bind(serde_json::to_string(&deadline.audience).map_err(StoreError::from)?)
            .execute(&mut *$tx)
            .await?;
        }
    }};
}
pub(super) use replace_deadlines;

/// [`Store::append`] on PostgreSQL of an entry that finishes a rated game: the call of
/// [`append_in_one_call`] and the ratings' update in one transaction.
async fn append_rated(
    pool: &PgPool,
    append: &Append<'_>,
    now: i64,
    awaited: &str,
    result: Option<String>,
) -> Result<Landed, StoreError> {
    let mut tx = pool.begin().await?;
    let landed = append_in_one_call(&mut *tx, append, now, awaited, result).await?;
    if let (Landed::Yes, Some(update)) = (&landed, append.ratings)
        && !apply_ratings!(tx, append.game_id, update, now)
    {
        return Ok(Landed::RatingsChanged);
    }
    tx.commit().await?;
    Ok(landed)
}

/// [`Store::append`] on PostgreSQL: one call of the `append_entry` function (see its
/// migration), one round trip and, called on its own, its own transaction.
async fn append_in_one_call<'e>(
    pool: impl sqlx::PgExecutor<'e>,
    append: &Append<'_>,
    now: i64,
    awaited: &str,
    result: Option<String>,
) -> Result<Landed, StoreError> {
    let entry = append.entry;
    let deadlines = append.deadlines;
    let audiences = column(deadlines, |d| serde_json::to_string(&d.audience))
        .into_iter()
        .collect::<Result<Vec<_>, _>>()?;
    let idempotency = append.idempotency;
    let snapshot = append.snapshot;
    // Ordered by user, the order the function takes the users' row locks in.
    let mut feed: Vec<&FeedItem> = append.feed.iter().collect();
    feed.sort_by(|a, b| a.user_id.cmp(&b.user_id));
    let (landed,): (bool,) = sqlx::query_as(
        "SELECT append_entry($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
         $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, \
         $33, $34)",
    )
    .bind(append.game_id)
    .bind(append.expected_version)
    .bind(append.status.as_str())
    .bind(awaited)
    .bind(now)
    .bind(append.seat_count)
    .bind(result)
    .bind(append.seats_left as i64)
    .bind(entry.seat.map(|seat| i64::from(seat.0)))
    .bind(entry.command.to_string())
    .bind(entry.events.to_string())
    .bind(entry.created_at)
    .bind(&entry.hash)
    .bind(entry.actor.map(Actor::as_str))
    .bind(append.awaited_users)
    .bind(column(deadlines, |d| i64::from(d.seat.0)))
    .bind(column(deadlines, |d| d.command.as_str()))
    .bind(column(deadlines, |d| d.started_at))
    .bind(column(deadlines, |d| d.due_at))
    .bind(column(deadlines, |d| d.slot.as_str()))
    .bind(column(deadlines, |d| d.decision))
    .bind(audiences)
    .bind(idempotency.map(|record| record.user_id.as_str()))
    .bind(idempotency.map(|record| record.key.as_str()))
    .bind(idempotency.map(|record| record.request_hash.as_str()))
    .bind(idempotency.map(|record| record.response.as_str()))
    .bind(snapshot.map(|snapshot| snapshot.version))
    .bind(snapshot.map(|snapshot| snapshot.format.as_str()))
    .bind(snapshot.map(|snapshot| snapshot.state.as_str()))
    .bind(column(&feed, |item| item.user_id.as_str()))
    .bind(column(&feed, |item| item.kind))
    .bind(column(&feed, |item| item.game_id.as_str()))
    .bind(column(&feed, |item| item.payload.to_string()))
    .bind(WAKE_CHANNEL)
    .fetch_one(pool)
    .await?;
    Ok(if landed { Landed::Yes } else { Landed::Not })
}

/// One field of every row, as the array the function takes for that column.
fn column<'a, R, T>(rows: &'a [R], field: impl Fn(&'a R) -> T) -> Vec<T> {
    rows.iter().map(field).collect()
}

/// Whether an append landed.
enum Landed {
    Yes,
    /// The game was not at the expected version, or its seats changed.
    Not,
    /// A player's rating changed since the entry's ratings were computed.
    RatingsChanged,
}

pub(super) const DEADLINE_COLUMNS: &str =
    "game_id, seat, command, started_at, due_at, slot, decision, audience";

pub(super) type DeadlineRow = (String, i64, String, i64, i64, String, i64, String);

pub(super) fn deadline_records(rows: Vec<DeadlineRow>) -> Result<Vec<DeadlineRecord>, StoreError> {
    rows.into_iter()
        .map(
            |(game_id, seat, command, started_at, due_at, slot, decision, audience)| {
                Ok(DeadlineRecord {
                    game_id,
                    seat: Seat(seat as u8),
                    command,
                    started_at,
                    due_at,
                    slot,
                    decision,
                    audience: serde_json::from_str(&audience)?,
                })
            },
        )
        .collect()
}
