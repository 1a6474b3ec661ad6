//! Why the rules refuse a command, in words: one sentence per rejection, with its facts,
//! said in the caller's language in the problem document's `detail`.

use serde_json::Value;

use super::TokyoCapsuleHotelRejection as R;
use super::command::LaundryLayout;
use super::config::{AttractionMode, BuildingType, Colour, HeadTimeoutMode};
use super::narrate::{building_name, cell, colour, colour_named, side_name};
use super::tables::COUPON_VALUE;
use crate::engine::Seat;
use crate::engine::words::{Arg, Message};

/// The sentence of a rejection.
pub fn explain(rejection: &R) -> Message {
    match rejection {
        R::WrongPhase {
            phase,
            sub_phase,
            allowed,
        } => Message::new("tokyo_capsule_hotel-rejection-wrong-phase")
            .with("phase", phase_term(phase, *sub_phase))
            .with(
                "allowed",
                allowed.iter().map(|c| command(c)).collect::<Vec<_>>(),
            )
            .with("count", allowed.len()),
        R::LoanAmountInvalid { amount, options } => {
            Message::new("tokyo_capsule_hotel-rejection-loan-amount-invalid")
                .with("amount", *amount)
                .with(
                    "options",
                    options.iter().map(|&o| yen(o)).collect::<Vec<_>>(),
                )
        }
        R::AlreadyInQueue { position } => {
            Message::new("tokyo_capsule_hotel-rejection-already-in-queue")
                .with("place", position.saturating_add(1))
        }
        R::NotInQueue {} => Message::new("tokyo_capsule_hotel-rejection-not-in-queue"),
        R::HasOpenNegotiation { trade_ids } => {
            Message::new("tokyo_capsule_hotel-rejection-has-open-negotiation")
                .with("trades", trade_ids.join(", "))
                .with("count", trade_ids.len())
        }
        R::SpendingLimitReached { spent, limit } => {
            Message::new("tokyo_capsule_hotel-rejection-spending-limit-reached")
                .with("spent", *spent)
                .with("limit", *limit)
        }
        R::NotAllowedInMode { mode } => {
            Message::new("tokyo_capsule_hotel-rejection-not-allowed-in-mode").with(
                "mode",
                Message::new(match mode {
                    HeadTimeoutMode::Automatic => "tokyo_capsule_hotel-head-timeout-automatic",
                    HeadTimeoutMode::OnWarning => "tokyo_capsule_hotel-head-timeout-on-warning",
                }),
            )
        }
        R::NoHead {} => Message::new("tokyo_capsule_hotel-rejection-no-head"),
        R::CannotWarnSelf {} => Message::new("tokyo_capsule_hotel-rejection-cannot-warn-self"),
        R::NotAtHead { head } => match head {
            Some(seat) => {
                Message::new("tokyo_capsule_hotel-rejection-not-at-head").with("head", *seat)
            }
            None => Message::new("tokyo_capsule_hotel-rejection-not-at-head-nobody"),
        },
        R::CouponsNotAllowed { coupons } => {
            Message::new("tokyo_capsule_hotel-rejection-coupons-not-allowed")
                .with("count", *coupons)
        }
        R::NotEnoughCoupons { coupons, held } => {
            Message::new("tokyo_capsule_hotel-rejection-not-enough-coupons")
                .with("count", *coupons)
                .with("held", *held)
        }
        R::TooManyCoupons { coupons, price } => {
            Message::new("tokyo_capsule_hotel-rejection-too-many-coupons")
                .with("count", *coupons)
                .with("worth", COUPON_VALUE.saturating_mul(i64::from(*coupons)))
                .with("price", *price)
        }
        R::InsufficientFunds { required, yen } => {
            Message::new("tokyo_capsule_hotel-rejection-insufficient-funds")
                .with("required", *required)
                .with("yen", *yen)
        }
        R::SupplyExhausted { piece } => {
            Message::new("tokyo_capsule_hotel-rejection-supply-exhausted")
                .with("piece", piece_term(piece))
        }
        R::ColourUnavailable {
            colour: name,
            reason,
        } => Message::new("tokyo_capsule_hotel-rejection-colour-unavailable")
            .with("colour", colour_named(name))
            .with("reason", *reason),
        R::PinkCountInvalid { count, available } => {
            Message::new("tokyo_capsule_hotel-rejection-pink-count-invalid")
                .with("count", *count)
                .with("available", *available)
        }
        R::NotEnoughCapsules {
            colour: name,
            required,
            held,
        } => Message::new("tokyo_capsule_hotel-rejection-not-enough-capsules")
            .with("colour", colour_named(name))
            .with("required", *required)
            .with("held", *held),
        R::CapsuleCountInvalid { count } => {
            Message::new("tokyo_capsule_hotel-rejection-capsule-count-invalid")
                .with("count", *count)
        }
        R::LaundryLayoutInvalid {
            building,
            layout,
            count,
        } => {
            if *building == BuildingType::CoinLaundry && *layout == LaundryLayout::Stacked {
                Message::new("tokyo_capsule_hotel-rejection-laundry-layout-invalid")
                    .with("count", *count)
            } else {
                Message::new("tokyo_capsule_hotel-rejection-laundry-layout-invalid-building")
                    .with("building", building_name(*building))
            }
        }
        R::SideRequired { building, mode: _ } => {
            Message::new("tokyo_capsule_hotel-rejection-side-required")
                .with("building", building_name(*building))
        }
        R::SideNotAllowed {
            building,
            side,
            mode,
            locked_side,
        } => {
            let id = if *mode == AttractionMode::Off {
                "tokyo_capsule_hotel-rejection-side-not-allowed-cards-off"
            } else if !building.is_large() {
                "tokyo_capsule_hotel-rejection-side-not-allowed-no-card"
            } else if *mode == AttractionMode::AllB {
                "tokyo_capsule_hotel-rejection-side-not-allowed-all-b"
            } else if locked_side.is_some() {
                "tokyo_capsule_hotel-rejection-side-not-allowed-locked"
            } else {
                "tokyo_capsule_hotel-rejection-side-not-allowed"
            };
            let message = Message::new(id)
                .with("building", building_name(*building))
                .with("side", side.map_or("—", side_name));
            match locked_side {
                Some(locked) => message.with("locked", side_name(*locked)),
                None => message,
            }
        }
        R::UnknownLandBoard { board } => {
            Message::new("tokyo_capsule_hotel-rejection-unknown-land-board")
                .with("board", board.as_str())
        }
        R::BadOrientation {
            field,
            value,
            allowed,
        } => match *field {
            "rotation" => Message::new("tokyo_capsule_hotel-rejection-bad-orientation")
                .with("value", printed(value))
                .with("allowed", joined(allowed, "°")),
            "mirror" => Message::new("tokyo_capsule_hotel-rejection-bad-orientation-mirror"),
            "dir" => Message::new("tokyo_capsule_hotel-rejection-bad-orientation-dir")
                .with("dir", direction(value))
                .with(
                    "allowed",
                    Arg::List(
                        allowed
                            .iter()
                            .map(|v| match direction(v) {
                                Arg::Message(m) => *m,
                                _ => Message::new("tokyo_capsule_hotel-dir-other")
                                    .with("dir", printed(v)),
                            })
                            .collect(),
                    ),
                ),
            other => Message::new("tokyo_capsule_hotel-rejection-bad-orientation-other")
                .with("field", other)
                .with("value", printed(value))
                .with("allowed", joined(allowed, "")),
        },
        R::OutOfBounds { cell: at } => {
            Message::new("tokyo_capsule_hotel-rejection-out-of-bounds").with("cell", cell(at))
        }
        R::LandOverlap { cell: at, area_id } => {
            Message::new("tokyo_capsule_hotel-rejection-land-overlap")
                .with("cell", cell(at))
                .with("area", area_id.as_str())
        }
        R::LandNotAdjacent {} => Message::new("tokyo_capsule_hotel-rejection-land-not-adjacent"),
        R::NotOwnLand { cell: at, owner } => match owner {
            Some(owner) => Message::new("tokyo_capsule_hotel-rejection-not-own-land")
                .with("cell", cell(at))
                .with("owner", *owner),
            None => Message::new("tokyo_capsule_hotel-rejection-not-own-land-no-land")
                .with("cell", cell(at)),
        },
        R::SpansMultipleAreas { areas } => {
            Message::new("tokyo_capsule_hotel-rejection-spans-multiple-areas")
                .with("areas", areas.join(", "))
        }
        R::CellOccupied {
            cell: at,
            structure_id,
        } => Message::new("tokyo_capsule_hotel-rejection-cell-occupied")
            .with("cell", cell(at))
            .with("structure", structure_id.as_str()),
        R::GapViolation {
            cell: at,
            conflicts_with,
        } => Message::new("tokyo_capsule_hotel-rejection-gap-violation")
            .with("cell", cell(at))
            .with("structure", conflicts_with.as_str()),
        R::GraveyardLimit {
            parcel_id,
            graveyards,
        } => Message::new("tokyo_capsule_hotel-rejection-graveyard-limit")
            .with("parcel", parcel_id.as_str())
            .with("count", *graveyards),
        R::GoldenRule {
            area_id,
            hotels,
            vending_machines,
            graveyards,
        } => Message::new("tokyo_capsule_hotel-rejection-golden-rule")
            .with("area", area_id.as_str())
            .with("hotels", *hotels)
            .with("machines", *vending_machines)
            .with("graveyards", *graveyards),
        R::FloorSequenceInvalid { floors } => {
            Message::new("tokyo_capsule_hotel-rejection-floor-sequence-invalid").with(
                "floors",
                floors
                    .iter()
                    .map(i32::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        }
        R::HotelSelfOverlap { cell: at } => {
            Message::new("tokyo_capsule_hotel-rejection-hotel-self-overlap").with("cell", cell(at))
        }
        R::CapsuleNotSupported { index, cell: at } => {
            Message::new("tokyo_capsule_hotel-rejection-capsule-not-supported")
                .with("number", index.saturating_add(1))
                .with("cell", cell(at))
        }
        R::GroundNotConnected {} => {
            Message::new("tokyo_capsule_hotel-rejection-ground-not-connected")
        }
        R::EntranceNotTouching { entrance } => {
            Message::new("tokyo_capsule_hotel-rejection-entrance-not-touching")
                .with("cell", cell(entrance))
        }
        R::TooManyFloors {
            floors,
            ground_capsules,
        } => Message::new("tokyo_capsule_hotel-rejection-too-many-floors")
            .with("floors", *floors)
            .with("ground", *ground_capsules),
        R::NegotiationClosed {} => Message::new("tokyo_capsule_hotel-rejection-negotiation-closed"),
        R::NotFree { status } => {
            Message::new("tokyo_capsule_hotel-rejection-not-free").with("status", *status)
        }
        R::TooManyOpenProposals { limit } => {
            Message::new("tokyo_capsule_hotel-rejection-too-many-open-proposals")
                .with("limit", *limit)
        }
        R::InvalidParties { reason, index } => {
            Message::new("tokyo_capsule_hotel-rejection-invalid-parties")
                .with("reason", *reason)
                .with("number", index.saturating_add(1))
        }
        R::UnknownParty { player_id } => {
            Message::new("tokyo_capsule_hotel-rejection-unknown-party").with("player", *player_id)
        }
        R::SelfTrade {} => Message::new("tokyo_capsule_hotel-rejection-self-trade"),
        R::PartyPassed { player_id } => {
            Message::new("tokyo_capsule_hotel-rejection-party-passed").with("player", *player_id)
        }
        R::EmptyContribution { player_id } => {
            Message::new("tokyo_capsule_hotel-rejection-empty-contribution")
                .with("player", *player_id)
        }
        R::BadAmount { field, index } => Message::new("tokyo_capsule_hotel-rejection-bad-amount")
            .with("field", *field)
            .with("number", index.saturating_add(1)),
        R::AmountOutOfRange { field, index } => {
            Message::new("tokyo_capsule_hotel-rejection-amount-out-of-range")
                .with("field", *field)
                .with("number", index.saturating_add(1))
        }
        R::ItemNotOwned {
            player_id,
            item,
            required,
            held,
        } => {
            let message = match (item.as_str(), Colour::parse(item)) {
                ("yen", _) => Message::new("tokyo_capsule_hotel-rejection-item-not-owned-yen"),
                ("coupons", _) => {
                    Message::new("tokyo_capsule_hotel-rejection-item-not-owned-coupons")
                }
                (_, Some(c)) => {
                    Message::new("tokyo_capsule_hotel-rejection-item-not-owned-capsules")
                        .with("colour", colour(c))
                }
                (area, None) => {
                    Message::new("tokyo_capsule_hotel-rejection-item-not-owned").with("area", area)
                }
            };
            message
                .with("player", *player_id)
                .with("required", *required)
                .with("held", *held)
        }
        R::TradeLandConflict { area_id } => {
            Message::new("tokyo_capsule_hotel-rejection-trade-land-conflict")
                .with("area", area_id.as_str())
        }
        R::SubdivisionOutsideParent { cell: at } => {
            Message::new("tokyo_capsule_hotel-rejection-subdivision-outside-parent")
                .with("cell", cell(at))
        }
        R::SubdivisionNotConnected {} => {
            Message::new("tokyo_capsule_hotel-rejection-subdivision-not-connected")
        }
        R::SubdivisionWholeArea { area_id } => {
            Message::new("tokyo_capsule_hotel-rejection-subdivision-whole-area")
                .with("area", area_id.as_str())
        }
        R::SubdivisionSplitsStructure { structure_id } => {
            Message::new("tokyo_capsule_hotel-rejection-subdivision-splits-structure")
                .with("structure", structure_id.as_str())
        }
        R::SubdivisionGoldenRule {
            area_id,
            hotels,
            vending_machines,
            graveyards,
        } => Message::new("tokyo_capsule_hotel-rejection-subdivision-golden-rule")
            .with("area", area_id.as_str())
            .with("hotels", *hotels)
            .with("machines", *vending_machines)
            .with("graveyards", *graveyards),
        R::TradeNotFound { trade_id } => {
            Message::new("tokyo_capsule_hotel-rejection-trade-not-found")
                .with("trade", trade_id.as_str())
        }
        R::NotAddressee { trade_id } => Message::new("tokyo_capsule_hotel-rejection-not-addressee")
            .with("trade", trade_id.as_str()),
        R::NotProposer { trade_id } => Message::new("tokyo_capsule_hotel-rejection-not-proposer")
            .with("trade", trade_id.as_str()),
        R::TradeAlreadyAnswered { trade_id } => {
            Message::new("tokyo_capsule_hotel-rejection-trade-already-answered")
                .with("trade", trade_id.as_str())
        }
        R::TradeNoLongerValid {
            trade_id,
            reason,
            details,
        } => {
            let why: Arg = match inner(reason, details) {
                Some(inner) => explain(&inner).into(),
                None => (*reason).into(),
            };
            Message::new("tokyo_capsule_hotel-rejection-trade-no-longer-valid")
                .with("trade", trade_id.as_str())
                .with("reason", why)
        }
        R::TimeoutNotApplicable { timer, reason } => {
            Message::new("tokyo_capsule_hotel-rejection-timeout-not-applicable")
                .with("timer", timer_term(timer))
                .with("reason", *reason)
        }
    }
}

/// The rejection a trade's failing check stands for, rebuilt from its code and details when
/// the check is one a trade can fail after its proposal (a good no longer held, a party that
/// passed, a broken golden rule, …).
fn inner(reason: &str, details: &Value) -> Option<R> {
    let seat = |key: &str| {
        details[key]
            .as_u64()
            .and_then(|n| u8::try_from(n).ok())
            .map(Seat)
    };
    let text = |key: &str| details[key].as_str().map(String::from);
    let count = |key: &str| details[key].as_u64().and_then(|n| usize::try_from(n).ok());
    match reason {
        "item_not_owned" => Some(R::ItemNotOwned {
            player_id: seat("player_id")?,
            item: details["item"].as_str()?.to_string(),
            required: details["required"].as_i64()?,
            held: details["held"].as_i64()?,
        }),
        "party_passed" => Some(R::PartyPassed {
            player_id: seat("player_id")?,
        }),
        "empty_contribution" => Some(R::EmptyContribution {
            player_id: seat("player_id")?,
        }),
        "unknown_party" => Some(R::UnknownParty {
            player_id: seat("player_id")?,
        }),
        "trade_land_conflict" => Some(R::TradeLandConflict {
            area_id: text("area_id")?,
        }),
        "subdivision_whole_area" => Some(R::SubdivisionWholeArea {
            area_id: text("area_id")?,
        }),
        "subdivision_splits_structure" => Some(R::SubdivisionSplitsStructure {
            structure_id: text("structure_id")?,
        }),
        "golden_rule" | "subdivision_golden_rule" => {
            let area_id = text("area_id")?;
            let hotels = count("hotels")?;
            let vending_machines = count("vending_machines")?;
            let graveyards = count("graveyards")?;
            Some(if reason == "golden_rule" {
                R::GoldenRule {
                    area_id,
                    hotels,
                    vending_machines,
                    graveyards,
                }
            } else {
                R::SubdivisionGoldenRule {
                    area_id,
                    hotels,
                    vending_machines,
                    graveyards,
                }
            })
        }
        "not_free" => Some(R::NotFree {
            status: match details["status"].as_str()? {
                "queued" => "queued",
                "passed" => "passed",
                _ => return None,
            },
        }),
        _ => None,
    }
}

/// The phase a command was sent in, as an adverbial ("in the loan phase").
fn phase_term(phase: &str, sub_phase: Option<&str>) -> Message {
    Message::new(match (phase, sub_phase) {
        ("loan", _) => "tokyo_capsule_hotel-during-loan",
        ("purchase", Some("wind_down")) => "tokyo_capsule_hotel-during-wind-down",
        ("purchase", _) => "tokyo_capsule_hotel-during-purchase",
        ("setup", _) => "tokyo_capsule_hotel-during-setup",
        ("game_over", _) => "tokyo_capsule_hotel-during-game-over",
        (other, _) => {
            return Message::new("tokyo_capsule_hotel-during-other").with("phase", other);
        }
    })
}

/// A command type's term.
fn command(kind: &str) -> Message {
    Message::new(match kind {
        "choose_loan" => "tokyo_capsule_hotel-command-choose-loan",
        "join_queue" => "tokyo_capsule_hotel-command-join-queue",
        "leave_queue" => "tokyo_capsule_hotel-command-leave-queue",
        "pass" => "tokyo_capsule_hotel-command-pass",
        "warn_head" => "tokyo_capsule_hotel-command-warn-head",
        "purchase" => "tokyo_capsule_hotel-command-purchase",
        "propose_trade" => "tokyo_capsule_hotel-command-propose-trade",
        "accept_trade" => "tokyo_capsule_hotel-command-accept-trade",
        "reject_trade" => "tokyo_capsule_hotel-command-reject-trade",
        "withdraw_trade" => "tokyo_capsule_hotel-command-withdraw-trade",
        "resign" => "tokyo_capsule_hotel-command-resign",
        other => {
            return Message::new("tokyo_capsule_hotel-command-other").with("type", other);
        }
    })
}

/// An amount of yen as a term ("6,000 yen").
fn yen(amount: i64) -> Message {
    Message::new("tokyo_capsule_hotel-face-yen").with("yen", amount)
}

/// A piece of the supply: an entrance, a vending machine or a building by its printed name.
fn piece_term(piece: &str) -> Arg {
    match piece {
        "entrance" => Message::new("tokyo_capsule_hotel-piece-entrance").into(),
        "vending_machine" => Message::new("tokyo_capsule_hotel-piece-vending-machine").into(),
        other => serde_json::from_value::<BuildingType>(Value::from(other))
            .map_or_else(|_| other.into(), |b| building_name(b).into()),
    }
}

/// A timer's term, or its name as written.
fn timer_term(timer: &str) -> Arg {
    let id = match timer {
        "loan" => "tokyo_capsule_hotel-timer-loan",
        "head" => "tokyo_capsule_hotel-timer-head",
        "trade_response" => "tokyo_capsule_hotel-timer-trade-response",
        "idle" => "tokyo_capsule_hotel-timer-idle",
        "winddown" => "tokyo_capsule_hotel-timer-winddown",
        other => return other.into(),
    };
    Message::new(id).into()
}

/// A capsule orientation's term (`h`, `v`), or the value as written.
fn direction(value: &Value) -> Arg {
    match value.as_str() {
        Some("h") => Message::new("tokyo_capsule_hotel-dir-h").into(),
        Some("v") => Message::new("tokyo_capsule_hotel-dir-v").into(),
        _ => printed(value).into(),
    }
}

/// A JSON value as printed: a string without its quotes.
fn printed(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// Values as a printed list, each followed by `unit`.
fn joined(values: &[Value], unit: &str) -> String {
    values
        .iter()
        .map(|v| format!("{}{unit}", printed(v)))
        .collect::<Vec<_>>()
        .join(", ")
}
