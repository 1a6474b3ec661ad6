//! Seats in correspondence play: players leaving a running game (the server plays their
//! seats, or the game is abandoned), timers planned again between entries, reminders sent
//! once, and vacations.

use super::log::replace_deadlines;
use super::{
    Actor, DeadlineRecord, FeedItem, NewEntry, Store, StoreError, announce, insert_feed,
    now_millis, with_pool,
};
use crate::correspondence::vacation::Vacation;

/// What became of a player leaving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Left {
    /// The server plays the seat from now on.
    TakenOver,
    /// Nobody human is left: the game is abandoned.
    Abandoned,
    /// The game moved on (or ended) meanwhile: decide again.
    Stale,
}

impl Store {
    /// Marks `user_id` as gone from the running game at `version`: the server plays the seat
    /// with `deadlines` planned for it, or, with an `abandonment` entry, the game is abandoned
    /// by that entry (appended as entry `version + 1`).
    pub async fn leave_seat(
        &self,
        game_id: &str,
        user_id: &str,
        version: i64,
        abandonment: Option<&NewEntry>,
        deadlines: &[DeadlineRecord],
    ) -> Result<Left, StoreError> {
        let now = now_millis();
        let abandon = abandonment.is_some();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let status = if abandon { "abandoned" } else { "active" };
            let locked = sqlx::query(
                "UPDATE games SET updated_at = $3, status = $4 \
                 WHERE id = $1 AND version = $2 AND status = 'active'",
            )
            .bind(game_id)
            .bind(version)
            .bind(now)
            .bind(status)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if locked == 0 {
                return Ok(Left::Stale);
            }
            let left = sqlx::query(
                "UPDATE game_players SET left_at = $3, awaited = FALSE \
                 WHERE game_id = $1 AND user_id = $2 AND left_at IS NULL",
            )
            .bind(game_id)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if left == 0 {
                return Ok(Left::Stale);
            }
            if let Some(entry) = abandonment {
                sqlx::query(
                    "UPDATE games SET awaited_seats = '[]', version = $2, last_hash = $3 \
                     WHERE id = $1",
                )
                .bind(game_id)
                .bind(version + 1)
                .bind(&entry.hash)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO game_entries (game_id, seq, seat, command, events, created_at, \
                     hash, actor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind(game_id)
                .bind(version + 1)
                .bind(entry.seat.map(|seat| i64::from(seat.0)))
                .bind(entry.command.to_string())
                .bind(entry.events.to_string())
                .bind(entry.created_at)
                .bind(&entry.hash)
                .bind(entry.actor.map(Actor::as_str))
                .execute(&mut *tx)
                .await?;
                sqlx::query("UPDATE game_players SET awaited = FALSE WHERE game_id = $1")
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
                replace_deadlines!(tx, game_id, &[] as &[DeadlineRecord]);
            } else {
                replace_deadlines!(tx, game_id, deadlines);
            }
            announce!(self, tx, [format!("g:{game_id}")]);
            tx.commit().await?;
            Ok(if abandon { Left::Abandoned } else { Left::TakenOver })
        })
    }

    /// Replaces the timers of the game at `version` (planned again between entries, e.g.
    /// after a vacation changed). Returns whether the game was still at that version.
    pub async fn replan_deadlines(
        &self,
        game_id: &str,
        version: i64,
        deadlines: &[DeadlineRecord],
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let locked = sqlx::query(
                "UPDATE games SET updated_at = updated_at \
                 WHERE id = $1 AND version = $2 AND status = 'active'",
            )
            .bind(game_id)
            .bind(version)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if locked == 0 {
                return Ok(false);
            }
            replace_deadlines!(tx, game_id, deadlines);
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Sends a reminder once: removes its timer and writes `item` to the player's feed in one
    /// transaction. Returns whether this call sent it (another process may have).
    pub async fn send_reminder(
        &self,
        reminder: &DeadlineRecord,
        item: &FeedItem,
    ) -> Result<bool, StoreError> {
        let now = now_millis();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let taken = sqlx::query(
                "DELETE FROM game_deadlines WHERE game_id = $1 AND seat = $2 AND slot = $3 \
                 AND decision = $4",
            )
            .bind(&reminder.game_id)
            .bind(i64::from(reminder.seat.0))
            .bind(&reminder.slot)
            .bind(reminder.decision)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if taken == 0 {
                return Ok(false);
            }
            insert_feed!(self, tx, std::slice::from_ref(item), now);
            announce!(self, tx, [format!("u:{}", item.user_id)]);
            tx.commit().await?;
            Ok(true)
        })
    }

    /// The vacations of each user that end after `since`, sorted by start.
    pub async fn vacations(
        &self,
        user_ids: &[String],
        since: i64,
    ) -> Result<Vec<(String, Vacation)>, StoreError> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (2..=user_ids.len() + 1).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT user_id, starts_at, ends_at FROM vacations WHERE ends_at > $1 \
             AND user_id IN ({}) ORDER BY user_id, starts_at",
            placeholders.join(", ")
        );
        let rows: Vec<(String, i64, i64)> = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql).bind(since);
            for id in user_ids {
                query = query.bind(id);
            }
            query.fetch_all(pool).await?
        });
        Ok(rows
            .into_iter()
            .map(|(user_id, starts_at, ends_at)| (user_id, Vacation { starts_at, ends_at }))
            .collect())
    }

    /// Replaces a user's vacations that end after `since` by `plan(current)`, where `current`
    /// are those vacations; `plan` may refuse. Concurrent changes of one user's vacations are
    /// serialized.
    pub async fn change_vacations<E>(
        &self,
        user_id: &str,
        since: i64,
        plan: impl FnOnce(&[Vacation]) -> Result<Vec<Vacation>, E>,
    ) -> Result<Result<Vec<Vacation>, E>, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            // Writing first takes the user's row lock (PostgreSQL) or the write lock (SQLite).
            sqlx::query("UPDATE users SET token_generation = token_generation WHERE id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            let rows: Vec<(i64, i64)> = sqlx::query_as(
                "SELECT starts_at, ends_at FROM vacations WHERE user_id = $1 AND ends_at > $2 \
                 ORDER BY starts_at",
            )
            .bind(user_id)
            .bind(since)
            .fetch_all(&mut *tx)
            .await?;
            let current: Vec<Vacation> = rows
                .into_iter()
                .map(|(starts_at, ends_at)| Vacation { starts_at, ends_at })
                .collect();
            let planned = match plan(&current) {
                Ok(planned) => planned,
                Err(refused) => return Ok(Err(refused)),
            };
            sqlx::query("DELETE FROM vacations WHERE user_id = $1 AND ends_at > $2")
                .bind(user_id)
                .bind(since)
                .execute(&mut *tx)
                .await?;
            for vacation in &planned {
                sqlx::query("INSERT INTO vacations (user_id, starts_at, ends_at) VALUES ($1, $2, $3)")
                    .bind(user_id)
                    .bind(vacation.starts_at)
                    .bind(vacation.ends_at)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(Ok(planned))
        })
    }
}
