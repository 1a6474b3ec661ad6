//! What happened: every event of the log. Seats are the engine's seats (join order, from 0);
//! `StartPlayerChosen.seats` gives the playing order that the rules number 1 to n.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

use super::config::GrandAustriaHotelConfig;
use super::data::Color;
use super::effect::{Effect, FrameOrder};

/// An action of the action board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelAction)]
pub enum Action {
    Prepare,
    Occupy,
    Emperor,
    Krone,
    Hire,
}

/// Why krone moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelKroneReason)]
pub enum KroneReason {
    Action,
    CopyFee,
    RoomBonus,
    GroupBonus,
    EmperorBonus,
    Staff,
    Loan,
    Forfeit,
    Prepare,
    Occupy,
    Hire,
}

/// The boards dealt to one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelBoardDeal)]
pub struct BoardDeal {
    pub seat: Seat,
    /// `HB1` … `HB4`.
    pub hotel_board: String,
    /// `H1` … `H8`; null until chosen with `choose_faces`.
    pub hotel_side: Option<String>,
    /// `SB1` … `SB4`.
    pub staff_board: String,
    /// `S1` … `S8`; null until chosen with `choose_faces`.
    pub staff_side: Option<String>,
}

/// Emperor positions: steps checked per track, and steps beyond the bottom track.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelEmperor)]
pub struct Emperor {
    pub top: u8,
    pub middle: u8,
    pub bottom: u8,
    pub overflow: u8,
}

impl Emperor {
    /// The position on track `t` (0 top, 1 middle, 2 bottom).
    pub fn get(&self, t: usize) -> u8 {
        [self.top, self.middle, self.bottom][t]
    }

    /// Sets the position on track `t`.
    pub fn set(&mut self, t: usize, value: u8) {
        match t {
            0 => self.top = value,
            1 => self.middle = value,
            _ => self.bottom = value,
        }
    }
}

/// One seat's result of an emperor check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelCheckResult)]
pub struct CheckResult {
    pub seat: Seat,
    pub position: u8,
    pub threshold: u8,
    /// Points lost (0 when the position reached the threshold).
    pub penalty: u32,
}

/// The final score of one seat, step by step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelBreakdown)]
pub struct Breakdown {
    pub staff: i64,
    pub blue_groups: i64,
    pub rooms: i64,
    pub emperor: i64,
    pub money: i64,
    pub rows_columns: i64,
    pub loans: i64,
}

impl Breakdown {
    /// The sum of the steps.
    pub fn total(&self) -> i64 {
        self.staff
            + self.blue_groups
            + self.rooms
            + self.emperor
            + self.money
            + self.rows_columns
            + self.loans
    }
}

/// One seat's final total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelRankingRow)]
pub struct RankingRow {
    pub seat: Seat,
    pub total: i64,
}

/// Dice per action space 1 to 6.
pub type Counts = [u8; 6];

/// An event of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelEvent)]
pub enum GrandAustriaHotelEvent {
    /// The table: its seat count and options.
    GameCreated {
        player_count: u8,
        options: GrandAustriaHotelConfig,
    },
    /// The start player, and the playing order (the rules' seats 1 to n).
    StartPlayerChosen {
        start_player: Seat,
        seats: Vec<Seat>,
    },
    /// The boards dealt, with their sides unless the players choose the faces.
    BoardsAssigned {
        boards: Vec<BoardDeal>,
    },
    /// A player chose (or the timer flipped) the faces of their boards.
    FacesChosen {
        seat: Seat,
        hotel_side: String,
        staff_side: String,
    },
    /// A seat's starting krone.
    StartingKroneGranted {
        seat: Seat,
        krone: i64,
    },
    /// A round starts; steps go to `active_track`.
    RoundStarted {
        round: u8,
        start_seat: Seat,
        active_track: String,
    },
    /// All dice of the pool were rolled (attributed to the start player).
    DiceRolled {
        round: u8,
        values: Vec<u8>,
        /// Dice per space 1 to 6.
        #[schema(value_type = Vec<u8>)]
        counts: Counts,
    },
    TurnStarted {
        round: u8,
        turn_index: u8,
        seat: Seat,
        pass: u8,
    },
    TurnEnded {
        round: u8,
        turn_index: u8,
        seat: Seat,
        pass: u8,
    },
    LoanTaken {
        seat: Seat,
        loan_number: u8,
        krone: u32,
        penalty: u32,
    },
    /// A die was taken: its space, the strength of its action and the action.
    DieTaken {
        seat: Seat,
        space: u8,
        base_strength: u8,
        strength: u8,
        action: Action,
        /// The mode chosen on space 3 or 4 (or for the copied action).
        mode: Option<Action>,
        /// The action copied with space 6.
        copied_action: Option<u8>,
    },
    /// A die was taken and its action ignored.
    DieForfeited {
        seat: Seat,
        space: u8,
    },
    KroneGained {
        seat: Seat,
        amount: u32,
        reason: KroneReason,
        /// The gain effect whose krone part this is, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effect_id: Option<String>,
    },
    KronePaid {
        seat: Seat,
        amount: u32,
        reason: KroneReason,
    },
    /// A frame of effects was put on the stack (on top; a main action's frame at the bottom).
    EffectsQueued {
        frame_id: String,
        order: FrameOrder,
        effects: Vec<Effect>,
    },
    /// An effect was resolved; for a prepare effect, the rooms it still allows (0 = done).
    EffectResolved {
        effect_id: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remaining: Option<u8>,
    },
    EffectSkipped {
        effect_id: String,
    },
    RoomPrepared {
        seat: Seat,
        room: u8,
        cost: u32,
        effect_id: String,
    },
    RoomOccupied {
        seat: Seat,
        room: u8,
        cost: u32,
        effect_id: String,
    },
    RowClaimed {
        seat: Seat,
        id: String,
        points: u32,
    },
    ColumnClaimed {
        seat: Seat,
        id: String,
        points: u32,
    },
    RowCompletedUnclaimed {
        seat: Seat,
        id: String,
        claimed_by: Seat,
    },
    ColumnCompletedUnclaimed {
        seat: Seat,
        id: String,
        claimed_by: Seat,
    },
    GroupCompleted {
        seat: Seat,
        group: String,
        color: Color,
        size: u8,
    },
    BluePointsRecorded {
        seat: Seat,
        group: String,
        points: u32,
    },
    EmperorAdvanced {
        seat: Seat,
        steps: u32,
        from: Emperor,
        to: Emperor,
        /// Steps lost beyond an overflow of 10.
        wasted: u32,
    },
    EmperorTrackFirstFinished {
        seat: Seat,
        track: String,
        points: u32,
    },
    EmperorBonusReached {
        seat: Seat,
        track: String,
        space: u8,
        effect_id: String,
    },
    StaffHired {
        seat: Seat,
        slot: u8,
        staff_type: String,
        cost: u32,
    },
    RoundEnded {
        round: u8,
        /// Dice left per space 1 to 6.
        #[schema(value_type = Vec<u8>)]
        leftover: Counts,
    },
    EmperorChecked {
        round: u8,
        track: String,
        results: Vec<CheckResult>,
    },
    StartMarkerPassed {
        from_seat: Seat,
        to_seat: Seat,
    },
    FinalScored {
        seat: Seat,
        breakdown: Breakdown,
        total: i64,
    },
    GameEnded {
        ranking: Vec<RankingRow>,
        winners: Vec<Seat>,
    },
    /// The server's timer played for this seat.
    TimedOut {
        seat: Seat,
    },
    /// Not in the rules: a seat left and the game stopped unscored.
    PlayerResigned {
        seat: Seat,
    },
}
