//! Why a command is refused, in words: one sentence per rejection, with its facts. Rooms,
//! colours, actions and staff are said as the narrations' terms; effect ids and command
//! types as printed codes.

use super::effect::EffectKind;
use super::narrate::{action_term, color_filter_term, color_term, room_term, staff_term};
use super::rejection::GrandAustriaHotelRejection;
use crate::engine::words::{Arg, Message};

/// The sentence saying why the rules refuse a command.
pub fn explain(rejection: &GrandAustriaHotelRejection) -> Message {
    use GrandAustriaHotelRejection as R;
    match rejection {
        R::WrongPhase { status, allowed } => {
            Message::new("grand_austria_hotel-rejection-wrong-phase")
                .with("status", status_term(status))
                .with("count", allowed.len())
                .with("allowed", allowed.join(", "))
        }
        R::DieAlreadyTaken {} => Message::new("grand_austria_hotel-rejection-die-already-taken"),
        R::SpaceEmpty { space } => {
            Message::new("grand_austria_hotel-rejection-space-empty").with("space", *space)
        }
        R::ModeRequired { space, field } => {
            Message::new("grand_austria_hotel-rejection-mode-required")
                .with("space", *space)
                .with("field", field_term(field))
        }
        R::InvalidMode {
            action,
            mode,
            allowed,
        } => Message::new("grand_austria_hotel-rejection-invalid-mode")
            .with("action", *action)
            .with(
                "mode",
                mode.as_deref()
                    .map_or(Arg::Name("—".into()), |mode| Arg::from(mode_term(mode))),
            )
            .with("count", allowed.len())
            .with(
                "allowed",
                allowed
                    .iter()
                    .map(|mode| mode_term(mode))
                    .collect::<Vec<_>>(),
            ),
        R::InvalidCopyTarget { action } => {
            Message::new("grand_austria_hotel-rejection-invalid-copy-target")
                .with("action", *action)
        }
        R::ActionImpossible { action } => {
            Message::new("grand_austria_hotel-rejection-action-impossible")
                .with("action", action_term(*action))
        }
        R::InsufficientKrone { required, krone } => {
            Message::new("grand_austria_hotel-rejection-insufficient-krone")
                .with("required", *required)
                .with("krone", *krone)
        }
        R::ParamsMismatch {
            effect_id,
            kind,
            expected,
        } => Message::new("grand_austria_hotel-rejection-params-mismatch")
            .with("effect", effect_id.as_deref().unwrap_or("none"))
            .with("kind", kind_term(*kind))
            .with("expected", expected.as_deref().unwrap_or("none")),
        R::NoPending {} => Message::new("grand_austria_hotel-rejection-no-pending"),
        R::NoSuchEffect { effect_id } => {
            Message::new("grand_austria_hotel-rejection-no-such-effect")
                .with("effect", effect_id.as_str())
        }
        R::EffectOrder {
            effect_id,
            actionable,
        } => Message::new("grand_austria_hotel-rejection-effect-order")
            .with("effect", effect_id.as_str())
            .with("count", actionable.len())
            .with("actionable", actionable.join(", ")),
        R::EffectNotSkippable { effect_id } => {
            Message::new("grand_austria_hotel-rejection-effect-not-skippable")
                .with("effect", effect_id.as_str())
        }
        R::RoomInvalid { room } => {
            Message::new("grand_austria_hotel-rejection-room-invalid").with("room", *room)
        }
        R::NoRooms {} => Message::new("grand_austria_hotel-rejection-no-rooms"),
        R::TooManyRooms { count, remaining } => {
            Message::new("grand_austria_hotel-rejection-too-many-rooms")
                .with("count", *count)
                .with("remaining", *remaining)
        }
        R::DuplicateRoom { room } => Message::new("grand_austria_hotel-rejection-duplicate-room")
            .with("room", room_term(*room)),
        R::RoomNotEmpty { room } => Message::new("grand_austria_hotel-rejection-room-not-empty")
            .with("room", room_term(*room)),
        R::RoomNotAdjacent { room } => {
            Message::new("grand_austria_hotel-rejection-room-not-adjacent")
                .with("room", room_term(*room))
        }
        R::RoomNotPrepared { room } => {
            Message::new("grand_austria_hotel-rejection-room-not-prepared")
                .with("room", room_term(*room))
        }
        R::RoomWrongColor {
            room,
            color,
            required,
        } => Message::new("grand_austria_hotel-rejection-room-wrong-color")
            .with("room", room_term(*room))
            .with("color", color_term(*color))
            .with("required", color_filter_term(*required)),
        R::StaffInvalid { slot } => {
            Message::new("grand_austria_hotel-rejection-staff-invalid").with("slot", *slot)
        }
        R::StaffAlreadyHired { slot, staff_type } => {
            Message::new("grand_austria_hotel-rejection-staff-already-hired")
                .with("slot", *slot)
                .with("staff", staff_term(staff_type))
        }
        R::LoanLimit { loans } => {
            Message::new("grand_austria_hotel-rejection-loan-limit").with("loans", *loans)
        }
        R::ForfeitNotAllowed { space } => {
            Message::new("grand_austria_hotel-rejection-forfeit-not-allowed").with("space", *space)
        }
    }
}

/// The game's status, as a term; a status without one as its code.
fn status_term(status: &str) -> Arg {
    let id = match status {
        "setup" => "grand_austria_hotel-status-setup",
        "choosing_faces" => "grand_austria_hotel-status-choosing-faces",
        "in_progress" => "grand_austria_hotel-status-in-progress",
        "finished" => "grand_austria_hotel-status-finished",
        "abandoned" => "grand_austria_hotel-status-abandoned",
        other => return Arg::Name(other.to_string()),
    };
    Arg::from(Message::new(id))
}

/// The missing field of a die taken, as a term; another field as its code.
fn field_term(field: &str) -> Arg {
    let id = match field {
        "mode" => "grand_austria_hotel-field-mode",
        "copy" => "grand_austria_hotel-field-copy",
        "copy.mode" => "grand_austria_hotel-field-copy-mode",
        other => return Arg::Name(other.to_string()),
    };
    Arg::from(Message::new(id))
}

/// A mode (`prepare`, `occupy`, `emperor`, `krone`) as its action's term; another as its code.
fn mode_term(mode: &str) -> Message {
    let id = match mode {
        "prepare" => "grand_austria_hotel-action-prepare",
        "occupy" => "grand_austria_hotel-action-occupy",
        "emperor" => "grand_austria_hotel-action-emperor",
        "krone" => "grand_austria_hotel-action-krone",
        other => return Message::new("grand_austria_hotel-mode-code").with("mode", other),
    };
    Message::new(id)
}

/// What an effect does, as a term.
fn kind_term(kind: EffectKind) -> Message {
    Message::new(match kind {
        EffectKind::Prepare => "grand_austria_hotel-action-prepare",
        EffectKind::Occupy => "grand_austria_hotel-action-occupy",
        EffectKind::Hire => "grand_austria_hotel-action-hire",
        EffectKind::Gain => "grand_austria_hotel-effect-kind-gain",
    })
}
