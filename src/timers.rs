//! The server's turn timers: every process polls for due timed decisions and acts on them —
//! a game's own default commands (e.g. Monopoly's `timeout`), move clocks running out,
//! reminders, and the turns of seats the server plays. Several processes may poll one
//! database: the game's version lets exactly one submission land.

use std::time::Duration;

use actix_web::web;
use tokio::sync::broadcast::error::RecvError;

use crate::play::Play;
use crate::store::now_millis;
use crate::wake::Topic;

/// How often due decisions are looked for (at once, too, when this process learns that one
/// is due now).
pub const POLL_INTERVAL: Duration = Duration::from_millis(500);
/// Most decisions fired per poll.
const BATCH: i64 = 100;

/// Polls forever (until the runtime stops).
pub async fn run(play: web::Data<Play>) {
    let mut wakes = play.wakes().subscribe();
    loop {
        let fired = fire_due(&play).await;
        if fired {
            // Firing may have made the next decision due at once (a bot's next turn).
            continue;
        }
        let poll = tokio::time::sleep(POLL_INTERVAL);
        tokio::pin!(poll);
        loop {
            tokio::select! {
                woken = wakes.recv() => match woken {
                    Ok(topic) if *topic == Topic::Timers => break,
                    Ok(_) => {}
                    Err(RecvError::Lagged(_)) => break,
                    Err(RecvError::Closed) => {
                        (&mut poll).await;
                        break;
                    }
                },
                () = &mut poll => break,
            }
        }
    }
}

/// Fires the decisions due now; returns whether any entry was appended.
async fn fire_due(play: &Play) -> bool {
    let due = match play.store().due_deadlines(now_millis(), BATCH).await {
        Ok(due) => due,
        Err(error) => {
            tracing::warn!(%error, "cannot read due deadlines");
            return false;
        }
    };
    let mut fired = false;
    for deadline in due {
        match play.fire_deadline(&deadline).await {
            Ok(true) => {
                fired = true;
                tracing::info!(game = %deadline.game_id, seat = %deadline.seat, slot = %deadline.slot, "deadline fired");
            }
            Ok(false) => {}
            Err(error) => tracing::warn!(game = %deadline.game_id, %error, "deadline failed"),
        }
    }
    fired
}
