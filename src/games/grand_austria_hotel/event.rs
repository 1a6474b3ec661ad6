//! What happened: every event of the log. Seats are the engine's seats (join order, from 0);
//! `StartPlayerChosen.seats` gives the playing order that the rules number 1 to n.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

use super::config::GrandAustriaHotelConfig;
use super::data::Color;
use super::effect::{Effect, FrameOrder};

/// The action a die is used for: `prepare` rooms, `occupy` a room, advance on the
/// `emperor` tracks, gain `krone`, or `hire` staff.
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

/// Why krone moved: `action` (the krone option of space 4), `copy_fee` (space 6), `room_bonus`,
/// `group_bonus` (a completed red group), `emperor_bonus`, `staff` (a staff effect), `loan`,
/// `forfeit` (a forfeited die), or the price paid to `prepare` or `occupy` a room or to
/// `hire` staff.
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
    /// The seat the boards are dealt to.
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

/// Emperor positions: spaces checked on each track (0 = none), and steps beyond the bottom
/// track.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelEmperor)]
pub struct Emperor {
    /// Spaces checked on the top track (rounds 1 to 3), 0 to 5.
    pub top: u8,
    /// Spaces checked on the middle track (rounds 4 and 5), 0 to 6.
    pub middle: u8,
    /// Spaces checked on the bottom track (rounds 6 and 7), 0 to 7.
    pub bottom: u8,
    /// Steps taken beyond a full bottom track, 0 to 10; 1 point each at the end.
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
    /// The seat checked.
    pub seat: Seat,
    /// The seat's position on the checked track (spaces checked).
    pub position: u8,
    /// The position needed to escape the penalty: 4 on the top and middle tracks, 5 on the
    /// bottom track.
    pub threshold: u8,
    /// Points lost (0 when the position reached the threshold).
    pub penalty: u32,
}

/// A seat's score by scoring step, in points; the total is their sum.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelBreakdown)]
pub struct Breakdown {
    /// Points of the hired end-game staff (staff board slots 5 and 6).
    pub staff: i64,
    /// Points recorded for completed blue groups (3, 6 or 10 for 2, 3 or 4 rooms).
    pub blue_groups: i64,
    /// 1, 2, 3 or 4 points per occupied room on floor 1, 2, 3 or 4.
    pub rooms: i64,
    /// First-finisher points of the emperor tracks (2, 3, 4), plus overflow points (at most
    /// 10), minus the emperor-check penalties; may be negative.
    pub emperor: i64,
    /// 1 point per 3 krone held, rounded down.
    pub money: i64,
    /// Points of the rows and columns this seat was the first to fully occupy.
    pub rows_columns: i64,
    /// Loan penalties: 0, -2, -5 or -9 for 0, 1, 2 or 3 loans (never positive).
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
    /// The seat.
    pub seat: Seat,
    /// Its final score, in points.
    pub total: i64,
}

/// The rules version of a game whose `GameCreated` records none.
fn first_rules_version() -> u32 {
    1
}

/// Version 1 is written as it always was: without the field.
fn is_first_rules_version(version: &u32) -> bool {
    *version == 1
}

/// Dice per action space 1 to 6.
pub type Counts = [u8; 6];

/// An event of the log. Seats are numbered from 0 in join order; nothing is hidden, so
/// every viewer reads every event in full.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelEvent)]
pub enum GrandAustriaHotelEvent {
    /// The table was set up: its seat count and options.
    GameCreated {
        /// The number of players, 2 to 4.
        player_count: u8,
        /// The table options the game was created with.
        options: GrandAustriaHotelConfig,
        /// The rules version the game is played under (1 when absent: games created before
        /// versions were recorded here).
        #[serde(
            default = "first_rules_version",
            skip_serializing_if = "is_first_rules_version"
        )]
        rules_version: u32,
    },
    /// The start player was chosen, and with it the playing order.
    StartPlayerChosen {
        /// The seat holding the start marker in round 1.
        start_player: Seat,
        /// Every seat in playing order, clockwise from the start player; a seat's position
        /// in this list (from 1) decides its starting krone.
        seats: Vec<Seat>,
    },
    /// The physical boards were dealt, with their sides unless the players choose the faces.
    BoardsAssigned {
        /// One deal per seat, in playing order.
        boards: Vec<BoardDeal>,
    },
    /// A player chose (or the timer flipped) the faces of their boards.
    FacesChosen {
        /// The seat that chose.
        seat: Seat,
        /// The hotel side now played (`H1` … `H8`).
        hotel_side: String,
        /// The staff side now played (`S1` … `S8`).
        staff_side: String,
    },
    /// A seat received its starting krone.
    StartingKroneGranted {
        /// The seat.
        seat: Seat,
        /// Its starting krone.
        krone: i64,
    },
    /// A round starts; emperor steps go to `active_track`.
    RoundStarted {
        /// The round, 1 to 7.
        round: u8,
        /// The seat holding the start marker, who takes the round's first turn.
        start_seat: Seat,
        /// The emperor track taking steps this round: `top` (rounds 1 to 3), `middle` (4
        /// and 5) or `bottom` (6 and 7).
        active_track: String,
    },
    /// All dice of the pool were rolled (attributed to the start player); each die lies on
    /// the space of its value.
    DiceRolled {
        /// The round, 1 to 7.
        round: u8,
        /// Every die's value, 1 to 6 (10, 12 or 14 dice for 2, 3 or 4 players).
        values: Vec<u8>,
        /// Dice per space 1 to 6.
        #[schema(value_type = Vec<u8>)]
        counts: Counts,
    },
    /// A player's turn starts: they are to take or forfeit one die.
    TurnStarted {
        /// The round, 1 to 7.
        round: u8,
        /// The turn within the round, from 0 to twice the player count minus 1.
        turn_index: u8,
        /// The seat whose turn it is.
        seat: Seat,
        /// 1 for the seat's first turn of the round, 2 for its second.
        pass: u8,
    },
    /// A turn ended: its die was used and no effect is pending.
    TurnEnded {
        /// The round, 1 to 7.
        round: u8,
        /// The turn within the round, from 0.
        turn_index: u8,
        /// The seat whose turn ended.
        seat: Seat,
        /// 1 for the seat's first turn of the round, 2 for its second.
        pass: u8,
    },
    /// A player took a loan.
    LoanTaken {
        /// The borrowing seat.
        seat: Seat,
        /// Which loan this is, 1 to 3.
        loan_number: u8,
        /// Krone received (2).
        krone: u32,
        /// Points this loan costs at the end (2, 3 or 4 for the 1st, 2nd or 3rd).
        penalty: u32,
    },
    /// A die was taken: its space, the strength of its action and the action.
    DieTaken {
        /// The seat that took it.
        seat: Seat,
        /// The space (1 to 6) the die was taken from.
        space: u8,
        /// Dice on the space before the die was removed, the taken die included.
        base_strength: u8,
        /// The action's strength: the base strength plus staff bonuses.
        strength: u8,
        /// The action carried out (for space 6, the copied one).
        action: Action,
        /// The mode chosen on space 3 or 4 (or for the copied action).
        mode: Option<Action>,
        /// The action copied with space 6.
        copied_action: Option<u8>,
    },
    /// A die was taken and its action ignored (for 1 krone).
    DieForfeited {
        /// The seat that forfeited.
        seat: Seat,
        /// The space (1 to 6) the die was taken from.
        space: u8,
    },
    /// A timed-out player's die was taken and its action ignored without the forfeit's
    /// krone, because `forfeit_die` would have been refused for it (rules version 2 on).
    DieDiscarded {
        /// The seat whose timer ran out.
        seat: Seat,
        /// The space (1 to 6) the die was taken from.
        space: u8,
    },
    /// A seat gained krone.
    KroneGained {
        /// The seat.
        seat: Seat,
        /// Krone gained.
        amount: u32,
        /// Why.
        reason: KroneReason,
        /// The gain effect whose krone part this is, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effect_id: Option<String>,
    },
    /// A seat paid krone.
    KronePaid {
        /// The seat.
        seat: Seat,
        /// Krone paid.
        amount: u32,
        /// What for.
        reason: KroneReason,
    },
    /// A frame of effects was put on the stack (on top; a main action's frame at the bottom).
    EffectsQueued {
        /// The new frame's id (`fr-…`, unique per game).
        frame_id: String,
        /// Whether its effects may be taken in any order or only first to last.
        order: FrameOrder,
        /// Its effects, in frame order.
        effects: Vec<Effect>,
    },
    /// An effect was resolved; for a prepare effect, the rooms it still allows (0 = done).
    EffectResolved {
        /// The resolved effect.
        effect_id: String,
        /// Prepare effects only: rooms it may still prepare; it stays pending while above 0.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remaining: Option<u8>,
    },
    /// An effect was skipped and left the stack without effect.
    EffectSkipped {
        /// The skipped effect.
        effect_id: String,
    },
    /// A room of a seat's hotel was prepared.
    RoomPrepared {
        /// The seat.
        seat: Seat,
        /// The room id, 1 to 28.
        room: u8,
        /// Krone paid for it.
        cost: u32,
        /// The prepare effect used.
        effect_id: String,
    },
    /// A prepared room of a seat's hotel was occupied.
    RoomOccupied {
        /// The seat.
        seat: Seat,
        /// The room id, 1 to 28.
        room: u8,
        /// Krone paid for it.
        cost: u32,
        /// The occupy effect used.
        effect_id: String,
    },
    /// A seat was the first to fully occupy a row and claims its points.
    RowClaimed {
        /// The claiming seat.
        seat: Seat,
        /// The row (`F1L` … `F4R`: floor and side of the stairs).
        id: String,
        /// Points it scores at the end.
        points: u32,
    },
    /// A seat was the first to fully occupy a column and claims its points.
    ColumnClaimed {
        /// The claiming seat.
        seat: Seat,
        /// The column (`C1` … `C7`).
        id: String,
        /// Points it scores at the end.
        points: u32,
    },
    /// A seat fully occupied a row another seat claimed earlier: no points.
    RowCompletedUnclaimed {
        /// The seat that completed it.
        seat: Seat,
        /// The row (`F1L` … `F4R`).
        id: String,
        /// The seat holding the claim.
        claimed_by: Seat,
    },
    /// A seat fully occupied a column another seat claimed earlier: no points.
    ColumnCompletedUnclaimed {
        /// The seat that completed it.
        seat: Seat,
        /// The column (`C1` … `C7`).
        id: String,
        /// The seat holding the claim.
        claimed_by: Seat,
    },
    /// The last room of a group was occupied: blue groups record points for the end, red
    /// groups give krone and yellow groups emperor steps (queued as a gain effect).
    GroupCompleted {
        /// The seat.
        seat: Seat,
        /// The group's id on the seat's hotel side (e.g. `H1-G3`).
        group: String,
        /// Its colour.
        color: Color,
        /// Its rooms, 2 to 4.
        size: u8,
    },
    /// Points of a completed blue group were recorded for the end.
    BluePointsRecorded {
        /// The seat.
        seat: Seat,
        /// The blue group's id (e.g. `H1-G1`).
        group: String,
        /// Points recorded: 3, 6 or 10 for 2, 3 or 4 rooms.
        points: u32,
    },
    /// A seat moved on the emperor tracks (from the round's active track on, then into the
    /// overflow).
    EmperorAdvanced {
        /// The seat.
        seat: Seat,
        /// Steps gained.
        steps: u32,
        /// The positions before.
        from: Emperor,
        /// The positions after.
        to: Emperor,
        /// Steps lost beyond an overflow of 10.
        wasted: u32,
    },
    /// A seat was the first to check the last space of an emperor track.
    EmperorTrackFirstFinished {
        /// The seat.
        seat: Seat,
        /// `top`, `middle` or `bottom`.
        track: String,
        /// Points it scores at the end (2, 3 or 4).
        points: u32,
    },
    /// A seat reached a space carrying a printed bonus on an emperor track; the bonus is
    /// queued as an effect.
    EmperorBonusReached {
        /// The seat.
        seat: Seat,
        /// `top`, `middle` or `bottom`.
        track: String,
        /// The space reached (1 = the track's first space).
        space: u8,
        /// The effect queued for the bonus.
        effect_id: String,
    },
    /// A seat hired a staff member.
    StaffHired {
        /// The seat.
        seat: Seat,
        /// The slot of its staff board, 1 to 6.
        slot: u8,
        /// The staff type (`T1` … `T27`).
        staff_type: String,
        /// Krone paid.
        cost: u32,
    },
    /// The round's last turn ended; the leftover dice go back to the pool.
    RoundEnded {
        /// The round, 1 to 7.
        round: u8,
        /// Dice left per space 1 to 6.
        #[schema(value_type = Vec<u8>)]
        leftover: Counts,
    },
    /// After rounds 3, 5 and 7: every seat below the threshold on that round's track loses
    /// the penalty points (2, 3 or 4).
    EmperorChecked {
        /// The round just ended (3, 5 or 7).
        round: u8,
        /// The track checked: `top`, `middle` or `bottom`.
        track: String,
        /// One result per seat, in playing order.
        results: Vec<CheckResult>,
    },
    /// The start marker passed clockwise to the next seat for the next round.
    StartMarkerPassed {
        /// The seat that held it.
        from_seat: Seat,
        /// The seat that holds it now.
        to_seat: Seat,
    },
    /// A seat's final score, after round 7.
    FinalScored {
        /// The seat.
        seat: Seat,
        /// The points of each scoring step.
        breakdown: Breakdown,
        /// The final score, in points.
        total: i64,
    },
    /// The game is over.
    GameEnded {
        /// Every seat, highest total first (ties by seat).
        ranking: Vec<RankingRow>,
        /// Every seat with the highest total (no tie-breaker), by seat.
        winners: Vec<Seat>,
    },
    /// The server's timer played for this seat.
    TimedOut {
        /// The seat whose time ran out.
        seat: Seat,
    },
    /// A seat resigned and the game stopped unscored.
    PlayerResigned {
        /// The seat that left.
        seat: Seat,
    },
}
