//! Correspondence play: move clocks with reminders, vacations that stop them, and seats the
//! server plays once their player has left. Whatever the server does on a seat's behalf is an
//! ordinary log entry, submitted by the timers poller against the game's current version, so
//! several server processes never act twice.

pub mod clock;
pub mod slots;
pub mod vacation;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::AnyGame;

/// What becomes of the seat of a player who resigns (or forfeits on a move clock) while the
/// game runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnLeave {
    /// The game's built-in player takes the seat over and the game goes on; when the last
    /// human player leaves, the game is abandoned. The default for every kind without an
    /// elimination rule.
    BotTakeover,
    /// The rules' own way: Monopoly's bankruptcy to the bank (its default); for the other
    /// kinds a resignation ends the game for everyone (abandoned).
    Rules,
}

impl OnLeave {
    /// The default of a kind: its rules where they eliminate a player who leaves and let the
    /// others play on, a bot otherwise.
    pub fn default_for(kind: &dyn AnyGame) -> OnLeave {
        if kind.resign_eliminates() {
            OnLeave::Rules
        } else {
            OnLeave::BotTakeover
        }
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            OnLeave::BotTakeover => "bot_takeover",
            OnLeave::Rules => "rules",
        }
    }

    /// Reads a stored name (anything unknown is the rules' way).
    pub fn parse(text: &str) -> OnLeave {
        if text == "bot_takeover" {
            OnLeave::BotTakeover
        } else {
            OnLeave::Rules
        }
    }
}
