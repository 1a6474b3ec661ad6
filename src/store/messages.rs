//! Table talk: the messages players post to their game's table, and the seats each user has
//! muted in a game. Messages are not log entries: writing one changes neither the game's
//! state nor its version.

use super::{Store, StoreError, now_millis, with_pool};
use crate::engine::Seat;

/// A stored message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageRecord {
    /// The message's number in its game (1, 2, …).
    pub seq: i64,
    /// The seat it was posted from.
    pub seat: Seat,
    /// The poster's username.
    pub username: String,
    pub text: String,
    /// The game's version when it was written.
    pub version: i64,
    pub created_at: i64,
}

/// A row of the message queries.
type MessageRow = (i64, i64, String, String, i64, i64);

fn message_record(
    (seq, seat, username, text, version, created_at): MessageRow,
) -> Result<MessageRecord, StoreError> {
    Ok(MessageRecord {
        seq,
        seat: Seat(
            u8::try_from(seat).map_err(|_| StoreError::Corrupt(format!("message seat {seat}")))?,
        ),
        username,
        text,
        version,
        created_at,
    })
}

impl Store {
    /// Adds a message to the game's table from `seat`, numbered and stamped with the game's
    /// version under the game's row lock (the lock an appended entry takes too), so messages
    /// become visible in the order of their numbers and no entry lands between reading the
    /// version and the commit. Announces the game like an appended entry. `None` when the
    /// game does not exist.
    pub async fn post_message(
        &self,
        game_id: &str,
        seat: Seat,
        user_id: &str,
        text: &str,
    ) -> Result<Option<MessageRecord>, StoreError> {
        let now = now_millis();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let numbered: Option<(i64, i64)> = sqlx::query_as(
                "UPDATE games SET message_seq = message_seq + 1 WHERE id = $1 \
                 RETURNING message_seq, version",
            )
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((seq, version)) = numbered else {
                return Ok(None);
            };
            sqlx::query(
                "INSERT INTO game_messages (game_id, seq, seat, user_id, text, version, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(game_id)
            .bind(seq)
            .bind(i64::from(seat.0))
            .bind(user_id)
            .bind(text)
            .bind(version)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            let (username,): (String,) = sqlx::query_as("SELECT username FROM users WHERE id = $1")
                .bind(user_id)
                .fetch_one(&mut *tx)
                .await?;
            super::announce!(self, tx, [format!("g:{game_id}")]);
            tx.commit().await?;
            Ok(Some(MessageRecord {
                seq,
                seat,
                username,
                text: text.to_string(),
                version,
                created_at: now,
            }))
        })
    }

    /// The game's messages with `seq > after` that `viewer_id` has not muted, at most
    /// `limit`, oldest first.
    pub async fn messages(
        &self,
        game_id: &str,
        viewer_id: &str,
        after: i64,
        limit: i64,
    ) -> Result<Vec<MessageRecord>, StoreError> {
        let rows: Vec<MessageRow> = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT m.seq, m.seat, u.username, m.text, m.version, m.created_at \
                 FROM game_messages m JOIN users u ON u.id = m.user_id \
                 WHERE m.game_id = $1 AND m.seq > $2 AND NOT EXISTS \
                 (SELECT 1 FROM game_mutes x WHERE x.user_id = $3 AND x.game_id = m.game_id \
                 AND x.seat = m.seat) ORDER BY m.seq LIMIT $4",
            )
            .bind(game_id)
            .bind(after)
            .bind(viewer_id)
            .bind(limit)
            .fetch_all(pool)
            .await?
        });
        rows.into_iter().map(message_record).collect()
    }

    /// The number of the game's last message written before it reached `version` (0 when
    /// none): a reader that has seen the entries up to `version` resumes the messages after
    /// it.
    pub async fn last_message_before(
        &self,
        game_id: &str,
        version: i64,
    ) -> Result<i64, StoreError> {
        with_pool!(self, pool => {
            let (seq,): (i64,) = sqlx::query_as(
                "SELECT COALESCE(MAX(seq), 0) FROM game_messages WHERE game_id = $1 AND version < $2",
            )
            .bind(game_id)
            .bind(version)
            .fetch_one(pool)
            .await?;
            Ok(seq)
        })
    }

    /// Mutes `seat` of the game for `user_id` (nothing changes when it already is).
    pub async fn mute(&self, user_id: &str, game_id: &str, seat: Seat) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO game_mutes (user_id, game_id, seat, created_at) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (user_id, game_id, seat) DO NOTHING",
            )
            .bind(user_id)
            .bind(game_id)
            .bind(i64::from(seat.0))
            .bind(now_millis())
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Unmutes `seat` of the game for `user_id` (nothing changes when it is not muted).
    pub async fn unmute(&self, user_id: &str, game_id: &str, seat: Seat) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query("DELETE FROM game_mutes WHERE user_id = $1 AND game_id = $2 AND seat = $3")
                .bind(user_id)
                .bind(game_id)
                .bind(i64::from(seat.0))
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// The seats of the game `user_id` has muted, in order.
    pub async fn mutes(&self, user_id: &str, game_id: &str) -> Result<Vec<Seat>, StoreError> {
        let rows: Vec<(i64,)> = with_pool!(self, pool => {
            sqlx::query_as("SELECT seat FROM game_mutes WHERE user_id = $1 AND game_id = $2 ORDER BY seat")
                .bind(user_id)
                .bind(game_id)
                .fetch_all(pool)
                .await?
        });
        rows.into_iter()
            .map(|(seat,)| {
                u8::try_from(seat)
                    .map(Seat)
                    .map_err(|_| StoreError::Corrupt(format!("muted seat {seat}")))
            })
            .collect()
    }
}
