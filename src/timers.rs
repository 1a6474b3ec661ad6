//! The server's turn timers: every process polls for due timed decisions and submits their
//! default commands (e.g. Monopoly's `timeout`). Several processes may poll one database:
//! the game's version lets exactly one submission land.

use std::time::Duration;

use actix_web::web;

use crate::play::Play;
use crate::store::now_millis;

/// How often due decisions are looked for.
pub const POLL_INTERVAL: Duration = Duration::from_millis(500);
/// Most decisions fired per poll.
const BATCH: i64 = 100;

/// Polls forever (until the runtime stops).
pub async fn run(play: web::Data<Play>) {
    let mut interval = tokio::time::interval(POLL_INTERVAL);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        let due = match play.store().due_deadlines(now_millis(), BATCH).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!(%error, "cannot read due deadlines");
                continue;
            }
        };
        for deadline in due {
            match play.fire_deadline(&deadline).await {
                Ok(true) => {
                    tracing::info!(game = %deadline.game_id, seat = %deadline.seat, command = %deadline.command, "deadline fired")
                }
                Ok(false) => {}
                Err(error) => tracing::warn!(game = %deadline.game_id, %error, "deadline failed"),
            }
        }
    }
}
