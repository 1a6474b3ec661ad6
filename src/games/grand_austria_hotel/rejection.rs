//! Why the game refuses a command: a stable code plus the facts behind it, serialized as
//! `{"code": "...", "details": {...}}`. The shared layer's codes are not repeated here.

use serde::Serialize;
use utoipa::ToSchema;

use super::data::{Color, ColorFilter};
use super::effect::EffectKind;
use super::event::Action;
use crate::engine::Rejection;

/// A rule the command breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelRejection)]
pub enum GrandAustriaHotelRejection {
    /// The command is not accepted in the current status: `choose_faces` only while faces
    /// are being chosen, every other command only once play has started.
    WrongPhase {
        /// The game's status: `choosing_faces` or `in_progress`.
        status: String,
        /// The command types the caller may send now.
        allowed: Vec<String>,
    },
    /// A die was already taken or forfeited this turn.
    DieAlreadyTaken {},
    /// No die lies on that space.
    SpaceEmpty {
        /// The space named, 1 to 6.
        space: u8,
    },
    /// `mode` (space 3 or 4), `copy` (space 6) or `copy.mode` (copying action 3 or 4) is
    /// missing.
    ModeRequired {
        /// The space named, 1 to 6.
        space: u8,
        /// The missing field: `mode`, `copy` or `copy.mode`.
        field: String,
    },
    /// A mode the action does not take (or a mode for an action that takes none).
    InvalidMode {
        /// The action the mode was given for: the space, or the copied action with space 6.
        action: u8,
        /// The mode given.
        mode: Option<String>,
        /// The modes this action takes (empty when it takes none).
        allowed: Vec<String>,
    },
    /// A copy target outside 1 to 5, or `copy` for a space other than 6.
    InvalidCopyTarget {
        /// The `copy.action` given.
        action: i64,
    },
    /// The chosen action has no legal target at all: nothing to prepare, no prepared room
    /// to occupy, or every staff member already hired.
    ActionImpossible {
        /// The action that cannot be carried out.
        action: Action,
    },
    /// Not enough krone for the payment (a loan may help).
    InsufficientKrone {
        /// Krone the payment needs (for several rooms, their running total up to the first
        /// room that cannot be paid).
        required: u32,
        /// Krone the player holds.
        krone: i64,
    },
    /// `params` (or `main`) do not fit the effect's kind, or were given for a gain effect.
    ParamsMismatch {
        /// The effect; null when `main` was given with a die whose action is a gain
        /// (emperor or krone).
        effect_id: Option<String>,
        /// The effect's kind.
        kind: EffectKind,
        /// The field this kind takes (`rooms`, `room` or `slot`), or none.
        expected: Option<String>,
    },
    /// Nothing is pending.
    NoPending {},
    /// No pending effect has this id.
    NoSuchEffect {
        /// The id given.
        effect_id: String,
    },
    /// The effect is pending but not actionable now: it lies in a lower frame, or after the
    /// first effect of a sequential frame.
    EffectOrder {
        /// The effect named.
        effect_id: String,
        /// The ids of the effects actionable now.
        actionable: Vec<String>,
    },
    /// Gain effects cannot be skipped.
    EffectNotSkippable {
        /// The gain effect named.
        effect_id: String,
    },
    /// A room id that is not 1 to 28.
    RoomInvalid {
        /// The id given.
        room: i64,
    },
    /// An empty room list.
    NoRooms {},
    /// More rooms than the prepare effect still allows.
    TooManyRooms {
        /// Rooms named.
        count: usize,
        /// Rooms the effect still allows.
        remaining: u8,
    },
    /// A room named twice in one list.
    DuplicateRoom {
        /// The room named twice.
        room: u8,
    },
    /// The room to prepare is already prepared or occupied.
    RoomNotEmpty {
        /// The room.
        room: u8,
    },
    /// The room to prepare touches no prepared or occupied room (rooms earlier in the same
    /// list count).
    RoomNotAdjacent {
        /// The room.
        room: u8,
    },
    /// The room to occupy is empty or already occupied.
    RoomNotPrepared {
        /// The room.
        room: u8,
    },
    /// The room's colour does not fit the effect.
    RoomWrongColor {
        /// The room.
        room: u8,
        /// Its colour.
        color: Color,
        /// The colour the effect accepts.
        required: ColorFilter,
    },
    /// A slot that is not 1 to 6.
    StaffInvalid {
        /// The slot given.
        slot: i64,
    },
    /// That staff member is already hired.
    StaffAlreadyHired {
        /// The slot, 1 to 6.
        slot: u8,
        /// The staff type in it (`T1` … `T27`).
        staff_type: String,
    },
    /// Three loans taken already.
    LoanLimit {
        /// Loans taken (3).
        loans: u8,
    },
    /// Under the `only_if_unable` forfeit policy, a die may be forfeited only when no way of
    /// taking it could be carried out; this one could.
    ForfeitNotAllowed {
        /// The space named, 1 to 6.
        space: u8,
    },
}

impl Rejection for GrandAustriaHotelRejection {
    fn code(&self) -> &'static str {
        use GrandAustriaHotelRejection as R;
        match self {
            R::WrongPhase { .. } => "wrong_phase",
            R::DieAlreadyTaken {} => "die_already_taken",
            R::SpaceEmpty { .. } => "space_empty",
            R::ModeRequired { .. } => "mode_required",
            R::InvalidMode { .. } => "invalid_mode",
            R::InvalidCopyTarget { .. } => "invalid_copy_target",
            R::ActionImpossible { .. } => "action_impossible",
            R::InsufficientKrone { .. } => "insufficient_krone",
            R::ParamsMismatch { .. } => "params_mismatch",
            R::NoPending {} => "no_pending",
            R::NoSuchEffect { .. } => "no_such_effect",
            R::EffectOrder { .. } => "effect_order",
            R::EffectNotSkippable { .. } => "effect_not_skippable",
            R::RoomInvalid { .. } => "room_invalid",
            R::NoRooms {} => "no_rooms",
            R::TooManyRooms { .. } => "too_many_rooms",
            R::DuplicateRoom { .. } => "duplicate_room",
            R::RoomNotEmpty { .. } => "room_not_empty",
            R::RoomNotAdjacent { .. } => "room_not_adjacent",
            R::RoomNotPrepared { .. } => "room_not_prepared",
            R::RoomWrongColor { .. } => "room_wrong_color",
            R::StaffInvalid { .. } => "staff_invalid",
            R::StaffAlreadyHired { .. } => "staff_already_hired",
            R::LoanLimit { .. } => "loan_limit",
            R::ForfeitNotAllowed { .. } => "forfeit_not_allowed",
        }
    }
}
