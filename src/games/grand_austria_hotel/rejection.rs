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
    /// Not accepted in the current status (face choice vs. play).
    WrongPhase {
        status: String,
        allowed: Vec<String>,
    },
    /// A die was already taken or forfeited this turn.
    DieAlreadyTaken {},
    /// No die on that space.
    SpaceEmpty { space: u8 },
    /// `mode`, `copy` or `copy.mode` missing.
    ModeRequired { space: u8, field: String },
    /// A mode that the action does not take.
    InvalidMode {
        action: u8,
        mode: Option<String>,
        allowed: Vec<String>,
    },
    /// A copy target outside 1–5, or `copy` for a space other than 6.
    InvalidCopyTarget { action: i64 },
    /// The action has no legal target at all.
    ActionImpossible { action: Action },
    /// Not enough krone (take a loan first).
    InsufficientKrone { required: u32, krone: i64 },
    /// Parameters that do not fit the effect's kind.
    ParamsMismatch {
        effect_id: Option<String>,
        kind: EffectKind,
        /// The field this kind takes, or none.
        expected: Option<String>,
    },
    /// Nothing is pending.
    NoPending {},
    /// No pending effect has this id.
    NoSuchEffect { effect_id: String },
    /// The effect is pending but not actionable now.
    EffectOrder {
        effect_id: String,
        actionable: Vec<String>,
    },
    /// Gains cannot be skipped.
    EffectNotSkippable { effect_id: String },
    /// A room id that is not 1–28.
    RoomInvalid { room: i64 },
    /// An empty room list.
    NoRooms {},
    /// More rooms than the effect still allows.
    TooManyRooms { count: usize, remaining: u8 },
    /// A room named twice.
    DuplicateRoom { room: u8 },
    /// The room to prepare is prepared or occupied.
    RoomNotEmpty { room: u8 },
    /// The room to prepare touches no marked room.
    RoomNotAdjacent { room: u8 },
    /// The room to occupy is empty or occupied.
    RoomNotPrepared { room: u8 },
    /// The room's colour does not fit the effect.
    RoomWrongColor {
        room: u8,
        color: Color,
        required: ColorFilter,
    },
    /// A slot that is not 1–6.
    StaffInvalid { slot: i64 },
    /// That staff member is already hired.
    StaffAlreadyHired { slot: u8, staff_type: String },
    /// Three loans taken already.
    LoanLimit { loans: u8 },
    /// Forfeiting is only allowed when the action cannot be carried out.
    ForfeitNotAllowed { space: u8 },
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
