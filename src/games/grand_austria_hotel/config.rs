//! The table options, all with their defaults.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::{MAX_TIMER_SECONDS, Seat};

/// How much krone each player starts with, by position in the playing order (1 = start
/// player): `seed` 7 + position (8, 9, 10, 11); `bga` 6 + position (7, 8, 9, 10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelStartingKrone)]
pub enum StartingKrone {
    /// 7 + the seat's position from the start player (8, 9, 10, 11).
    #[default]
    Seed,
    /// 6 + the position (7, 8, 9, 10), as the digital implementation does.
    Bga,
}

impl StartingKrone {
    /// The krone of the player at `position` (1 = start player).
    pub fn krone(self, position: usize) -> i64 {
        let base = match self {
            StartingKrone::Seed => 7,
            StartingKrone::Bga => 6,
        };
        base + position as i64
    }
}

/// When a die may be taken and ignored for 1 krone (`forfeit_die`): `only_if_unable` only
/// when no way of taking a die from that space could be carried out with the krone at hand;
/// `any_time` always.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelForfeitPolicy)]
pub enum ForfeitPolicy {
    /// Only when the die's action cannot be carried out at all.
    #[default]
    OnlyIfUnable,
    /// Always.
    AnyTime,
}

/// The options of a table, fixed at creation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct GrandAustriaHotelConfig {
    /// Starting krone: `seed` (7 + position in the playing order) or `bga` (6 + position).
    pub starting_krone: StartingKrone,
    /// When a die may be forfeited for 1 krone: `only_if_unable` or `any_time`.
    pub forfeit_policy: ForfeitPolicy,
    /// Each player picks the faces of the boards dealt to them instead of a coin flip.
    pub choose_faces: bool,
    /// The seat (in join order, from 0) that takes the start marker; random when null. It
    /// must be one of the table's seats (0 to the seat count − 1).
    pub start_player: Option<Seat>,
    /// Seconds an awaited seat has before the server plays `timeout` for it; no timer when
    /// null. A server setting of the table, not a game rule.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub turn_timeout_seconds: Option<u64>,
}

impl GrandAustriaHotelConfig {
    /// Checks the options.
    pub fn validate(&self) -> Result<(), String> {
        if let Some(seat) = self.start_player
            && seat.0 >= 4
        {
            return Err("start_player must be a seat from 0 to 3".into());
        }
        if let Some(seconds) = self.turn_timeout_seconds
            && !(1..=MAX_TIMER_SECONDS).contains(&seconds)
        {
            return Err(format!(
                "turn_timeout_seconds must be between 1 and {MAX_TIMER_SECONDS}"
            ));
        }
        Ok(())
    }

    /// Checks the options that depend on the seat count: `start_player` must be a seat of
    /// the table.
    pub fn validate_seats(&self, seats: usize) -> Result<(), String> {
        match self.start_player {
            Some(seat) if seat.index() >= seats => Err(format!(
                "start_player must be one of the table's seats, 0 to {}, not {seat}",
                seats.saturating_sub(1)
            )),
            _ => Ok(()),
        }
    }
}
