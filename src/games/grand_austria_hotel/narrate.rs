//! What each event of the game says, as its viewer may see it. Nothing of the game is secret,
//! so every viewer reads the same sentence; it is built from the event alone, with the
//! printed tables for what the event names by code (staff types, room groups).

use super::GrandAustriaHotelEvent as E;
use super::data::{self, Color, ColorFilter, Discount};
use super::effect::{Effect, EffectKind, FrameOrder, Source};
use super::event::{Action, BoardDeal, CheckResult, KroneReason, RankingRow};
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(view: &E) -> Message {
    match view {
        E::GameCreated { player_count, .. } => {
            Message::new("grand_austria_hotel-game-created").with("count", *player_count)
        }
        E::StartPlayerChosen {
            start_player,
            seats,
        } => Message::new("grand_austria_hotel-start-player-chosen")
            .with("seat", *start_player)
            .with(
                "order",
                seats
                    .iter()
                    .enumerate()
                    .map(|(i, seat)| {
                        Message::new("grand_austria_hotel-order-item")
                            .with("position", i + 1)
                            .with("seat", *seat)
                    })
                    .collect::<Vec<_>>(),
            ),
        E::BoardsAssigned { boards } => Message::new("grand_austria_hotel-boards-assigned")
            .with("deals", boards.iter().map(board_deal).collect::<Vec<_>>()),
        E::FacesChosen {
            seat,
            hotel_side,
            staff_side,
        } => Message::new("grand_austria_hotel-faces-chosen")
            .with("seat", *seat)
            .with("hotel", hotel_side.as_str())
            .with("staff", staff_side.as_str()),
        E::StartingKroneGranted { seat, krone } => {
            Message::new("grand_austria_hotel-starting-krone")
                .with("seat", *seat)
                .with("krone", *krone)
        }
        E::RoundStarted {
            round,
            start_seat,
            active_track,
        } => Message::new("grand_austria_hotel-round-started")
            .with("round", *round)
            .with("seat", *start_seat)
            .with("track", track(active_track)),
        E::DiceRolled {
            round,
            values,
            counts,
        } => Message::new("grand_austria_hotel-dice-rolled")
            .with("round", *round)
            .with("total", values.len())
            .with("spaces", dice_per_space(counts)),
        E::TurnStarted {
            round, seat, pass, ..
        } => Message::new("grand_austria_hotel-turn-started")
            .with("round", *round)
            .with("seat", *seat)
            .with("pass", *pass),
        E::TurnEnded { seat, .. } => {
            Message::new("grand_austria_hotel-turn-ended").with("seat", *seat)
        }
        E::LoanTaken {
            seat,
            loan_number,
            krone,
            penalty,
        } => Message::new("grand_austria_hotel-loan-taken")
            .with("seat", *seat)
            .with("number", *loan_number)
            .with("krone", *krone)
            .with("penalty", *penalty),
        E::DieTaken {
            seat,
            space,
            strength,
            action,
            copied_action,
            ..
        } => match copied_action {
            Some(copied) => Message::new("grand_austria_hotel-die-taken-copy")
                .with("seat", *seat)
                .with("space", *space)
                .with("copied", *copied)
                .with("action", action_term(*action))
                .with("strength", *strength),
            None => Message::new("grand_austria_hotel-die-taken")
                .with("seat", *seat)
                .with("space", *space)
                .with("action", action_term(*action))
                .with("strength", *strength),
        },
        E::DieForfeited { seat, space } => Message::new("grand_austria_hotel-die-forfeited")
            .with("seat", *seat)
            .with("space", *space),
        E::DieDiscarded { seat, space } => Message::new("grand_austria_hotel-die-discarded")
            .with("seat", *seat)
            .with("space", *space),
        E::KroneGained {
            seat,
            amount,
            reason,
            ..
        } => Message::new("grand_austria_hotel-krone-gained")
            .with("seat", *seat)
            .with("amount", *amount)
            .with("reason", krone_reason(*reason)),
        E::KronePaid {
            seat,
            amount,
            reason,
        } => Message::new("grand_austria_hotel-krone-paid")
            .with("seat", *seat)
            .with("amount", *amount)
            .with("reason", krone_reason(*reason)),
        E::EffectsQueued { order, effects, .. } => effects_queued(*order, effects),
        E::EffectResolved { remaining, .. } => match remaining {
            Some(rooms) if *rooms > 0 => {
                Message::new("grand_austria_hotel-effect-resolved-remaining").with("rooms", *rooms)
            }
            Some(_) | None => Message::new("grand_austria_hotel-effect-resolved"),
        },
        E::EffectSkipped { .. } => Message::new("grand_austria_hotel-effect-skipped"),
        E::RoomPrepared {
            seat, room, cost, ..
        } => Message::new("grand_austria_hotel-room-prepared")
            .with("seat", *seat)
            .with("room", room_term(*room))
            .with("cost", *cost),
        E::RoomOccupied {
            seat, room, cost, ..
        } => Message::new("grand_austria_hotel-room-occupied")
            .with("seat", *seat)
            .with("room", room_term(*room))
            .with("cost", *cost),
        E::RowClaimed { seat, id, points } => Message::new("grand_austria_hotel-line-claimed")
            .with("seat", *seat)
            .with("line", row_term(id))
            .with("points", *points),
        E::ColumnClaimed { seat, id, points } => Message::new("grand_austria_hotel-line-claimed")
            .with("seat", *seat)
            .with("line", column_term(id))
            .with("points", *points),
        E::RowCompletedUnclaimed {
            seat,
            id,
            claimed_by,
        } => Message::new("grand_austria_hotel-line-completed-unclaimed")
            .with("seat", *seat)
            .with("line", row_term(id))
            .with("claimer", *claimed_by),
        E::ColumnCompletedUnclaimed {
            seat,
            id,
            claimed_by,
        } => Message::new("grand_austria_hotel-line-completed-unclaimed")
            .with("seat", *seat)
            .with("line", column_term(id))
            .with("claimer", *claimed_by),
        E::GroupCompleted {
            seat, color, size, ..
        } => Message::new("grand_austria_hotel-group-completed")
            .with("seat", *seat)
            .with("color", color_term(*color))
            .with("size", *size),
        E::BluePointsRecorded {
            seat,
            group,
            points,
        } => match group_size(group) {
            Some(size) => Message::new("grand_austria_hotel-blue-points-recorded")
                .with("seat", *seat)
                .with("size", size)
                .with("points", *points),
            None => Message::new("grand_austria_hotel-blue-points-recorded-group")
                .with("seat", *seat)
                .with("points", *points),
        },
        E::EmperorAdvanced {
            seat,
            steps,
            wasted,
            ..
        } => {
            if *wasted > 0 {
                Message::new("grand_austria_hotel-emperor-advanced-wasted")
                    .with("seat", *seat)
                    .with("steps", *steps)
                    .with("wasted", *wasted)
            } else {
                Message::new("grand_austria_hotel-emperor-advanced")
                    .with("seat", *seat)
                    .with("steps", *steps)
            }
        }
        E::EmperorTrackFirstFinished {
            seat,
            track: id,
            points,
        } => Message::new("grand_austria_hotel-emperor-track-first-finished")
            .with("seat", *seat)
            .with("track", track(id))
            .with("points", *points),
        E::EmperorBonusReached {
            seat,
            track: id,
            space,
            ..
        } => Message::new("grand_austria_hotel-emperor-bonus-reached")
            .with("seat", *seat)
            .with("track", track(id))
            .with("space", *space),
        E::StaffHired {
            seat,
            slot,
            staff_type,
            cost,
        } => Message::new("grand_austria_hotel-staff-hired")
            .with("seat", *seat)
            .with("slot", *slot)
            .with("staff", staff_term(staff_type))
            .with("cost", *cost),
        E::RoundEnded { round, leftover } => Message::new("grand_austria_hotel-round-ended")
            .with("round", *round)
            .with("left", leftover.iter().map(|&n| u32::from(n)).sum::<u32>()),
        E::EmperorChecked {
            round,
            track: id,
            results,
        } => Message::new("grand_austria_hotel-emperor-checked")
            .with("round", *round)
            .with("track", track(id))
            .with(
                "results",
                results.iter().map(check_result).collect::<Vec<_>>(),
            ),
        E::StartMarkerPassed { from_seat, to_seat } => {
            Message::new("grand_austria_hotel-start-marker-passed")
                .with("from", *from_seat)
                .with("to", *to_seat)
        }
        E::FinalScored {
            seat,
            breakdown,
            total,
        } => Message::new("grand_austria_hotel-final-scored")
            .with("seat", *seat)
            .with("total", *total)
            .with("staff", breakdown.staff)
            .with("blue", breakdown.blue_groups)
            .with("rooms", breakdown.rooms)
            .with("emperor", breakdown.emperor)
            .with("money", breakdown.money)
            .with("lines", breakdown.rows_columns)
            .with("loans", breakdown.loans),
        E::GameEnded { ranking, winners } => game_ended(ranking, winners),
        E::TimedOut { seat } => Message::new("grand_austria_hotel-timed-out").with("seat", *seat),
        E::PlayerResigned { seat } => {
            Message::new("grand_austria_hotel-player-resigned").with("seat", *seat)
        }
    }
}

fn board_deal(deal: &BoardDeal) -> Message {
    match (&deal.hotel_side, &deal.staff_side) {
        (Some(hotel), Some(staff)) => Message::new("grand_austria_hotel-board-deal-sides")
            .with("seat", deal.seat)
            .with("hotel", hotel.as_str())
            .with("staff", staff.as_str()),
        _ => Message::new("grand_austria_hotel-board-deal")
            .with("seat", deal.seat)
            .with("hotel", deal.hotel_board.as_str())
            .with("staff", deal.staff_board.as_str()),
    }
}

/// The dice on each space that has any.
pub(super) fn dice_per_space(counts: &[u8; 6]) -> Vec<Message> {
    counts
        .iter()
        .enumerate()
        .filter(|&(_, &count)| count > 0)
        .map(|(i, &count)| {
            Message::new("grand_austria_hotel-dice-on-space")
                .with("space", i + 1)
                .with("count", count)
        })
        .collect()
}

/// An emperor track by its id (`top`, `middle`, `bottom`).
pub(super) fn track(id: &str) -> Message {
    Message::new(match id {
        "middle" => "grand_austria_hotel-track-middle",
        "bottom" => "grand_austria_hotel-track-bottom",
        _ => "grand_austria_hotel-track-top",
    })
}

pub(super) fn action_term(action: Action) -> Message {
    Message::new(match action {
        Action::Prepare => "grand_austria_hotel-action-prepare",
        Action::Occupy => "grand_austria_hotel-action-occupy",
        Action::Emperor => "grand_austria_hotel-action-emperor",
        Action::Krone => "grand_austria_hotel-action-krone",
        Action::Hire => "grand_austria_hotel-action-hire",
    })
}

fn krone_reason(reason: KroneReason) -> Message {
    Message::new(match reason {
        KroneReason::Action => "grand_austria_hotel-reason-action",
        KroneReason::CopyFee => "grand_austria_hotel-reason-copy-fee",
        KroneReason::RoomBonus => "grand_austria_hotel-reason-room-bonus",
        KroneReason::GroupBonus => "grand_austria_hotel-reason-group-bonus",
        KroneReason::EmperorBonus => "grand_austria_hotel-reason-emperor-bonus",
        KroneReason::Staff => "grand_austria_hotel-reason-staff",
        KroneReason::Loan => "grand_austria_hotel-reason-loan",
        KroneReason::Forfeit => "grand_austria_hotel-reason-forfeit",
        KroneReason::Prepare => "grand_austria_hotel-reason-prepare",
        KroneReason::Occupy => "grand_austria_hotel-reason-occupy",
        KroneReason::Hire => "grand_austria_hotel-reason-hire",
    })
}

pub(super) fn color_term(color: Color) -> Message {
    Message::new(match color {
        Color::Blue => "grand_austria_hotel-room-blue",
        Color::Red => "grand_austria_hotel-room-red",
        Color::Yellow => "grand_austria_hotel-room-yellow",
    })
}

pub(super) fn color_filter_term(filter: ColorFilter) -> Message {
    match filter {
        ColorFilter::Any => Message::new("grand_austria_hotel-room-any"),
        ColorFilter::Blue => color_term(Color::Blue),
        ColorFilter::Red => color_term(Color::Red),
        ColorFilter::Yellow => color_term(Color::Yellow),
    }
}

/// A room by its id and floor (rooms are numbered floor by floor, 7 to a floor).
pub(super) fn room_term(room: u8) -> Message {
    let floor = if room == 0 { 1 } else { data::floor_of(room) };
    Message::new("grand_austria_hotel-room")
        .with("room", room)
        .with("floor", floor)
}

/// A row (`F1L` … `F4R`): its floor and side of the stairs.
fn row_term(id: &str) -> Message {
    let floor = id
        .get(1..id.len().saturating_sub(1))
        .and_then(|n| n.parse::<u8>().ok());
    match (floor, id.chars().last()) {
        (Some(floor), Some('L')) => {
            Message::new("grand_austria_hotel-row-left").with("floor", floor)
        }
        (Some(floor), Some('R')) => {
            Message::new("grand_austria_hotel-row-right").with("floor", floor)
        }
        _ => Message::new("grand_austria_hotel-row-code").with("id", id),
    }
}

/// A column (`C1` … `C7`).
fn column_term(id: &str) -> Message {
    match id.get(1..).and_then(|n| n.parse::<u8>().ok()) {
        Some(column) => Message::new("grand_austria_hotel-column").with("column", column),
        None => Message::new("grand_austria_hotel-column-code").with("id", id),
    }
}

/// The rooms of a printed group (`H1-G3`).
fn group_size(group: &str) -> Option<u8> {
    data::tables()
        .hotel_sides
        .iter()
        .flat_map(|side| &side.groups)
        .find(|g| g.id == group)
        .map(|g| g.size)
}

/// A staff type (`T1` … `T27`) by what its printed card does.
pub(super) fn staff_term(staff_type: &str) -> Message {
    let id = match staff_type {
        "T1" => "grand_austria_hotel-staff-t1",
        "T2" => "grand_austria_hotel-staff-t2",
        "T3" => "grand_austria_hotel-staff-t3",
        "T4" => "grand_austria_hotel-staff-t4",
        "T5" => "grand_austria_hotel-staff-t5",
        "T6" => "grand_austria_hotel-staff-t6",
        "T7" => "grand_austria_hotel-staff-t7",
        "T8" => "grand_austria_hotel-staff-t8",
        "T9" => "grand_austria_hotel-staff-t9",
        "T10" => "grand_austria_hotel-staff-t10",
        "T11" => "grand_austria_hotel-staff-t11",
        "T12" => "grand_austria_hotel-staff-t12",
        "T13" => "grand_austria_hotel-staff-t13",
        "T14" => "grand_austria_hotel-staff-t14",
        "T15" => "grand_austria_hotel-staff-t15",
        "T16" => "grand_austria_hotel-staff-t16",
        "T17" => "grand_austria_hotel-staff-t17",
        "T18" => "grand_austria_hotel-staff-t18",
        "T19" => "grand_austria_hotel-staff-t19",
        "T20" => "grand_austria_hotel-staff-t20",
        "T21" => "grand_austria_hotel-staff-t21",
        "T22" => "grand_austria_hotel-staff-t22",
        "T23" => "grand_austria_hotel-staff-t23",
        "T24" => "grand_austria_hotel-staff-t24",
        "T25" => "grand_austria_hotel-staff-t25",
        "T26" => "grand_austria_hotel-staff-t26",
        "T27" => "grand_austria_hotel-staff-t27",
        other => {
            return Message::new("grand_austria_hotel-staff-code").with("id", other);
        }
    };
    Message::new(id)
}

fn discount_term(discount: Option<Discount>) -> Message {
    match discount {
        Some(Discount::Free(_)) => Message::new("grand_austria_hotel-discount-free"),
        Some(Discount::Amount(amount)) if amount > 0 => {
            Message::new("grand_austria_hotel-discount-amount").with("amount", amount)
        }
        Some(Discount::Amount(_)) | None => Message::new("grand_austria_hotel-discount-none"),
    }
}

/// What one pending effect does.
fn effect_term(effect: &Effect) -> Message {
    let color = color_filter_term(effect.color_filter());
    match effect.kind {
        EffectKind::Prepare => Message::new("grand_austria_hotel-effect-prepare")
            .with("rooms", effect.max_rooms.unwrap_or(1))
            .with("color", color)
            .with("discount", discount_term(effect.discount)),
        EffectKind::Occupy => Message::new("grand_austria_hotel-effect-occupy")
            .with("color", color)
            .with("discount", discount_term(effect.discount)),
        EffectKind::Hire => Message::new("grand_austria_hotel-effect-hire")
            .with("discount", discount_term(effect.discount)),
        EffectKind::Gain => {
            let krone = effect.krone.unwrap_or(0);
            let steps = effect.emperor.unwrap_or(0);
            match (krone, steps) {
                (0, steps) => {
                    Message::new("grand_austria_hotel-effect-gain-emperor").with("steps", steps)
                }
                (krone, 0) => {
                    Message::new("grand_austria_hotel-effect-gain-krone").with("krone", krone)
                }
                (krone, steps) => Message::new("grand_austria_hotel-effect-gain-both")
                    .with("krone", krone)
                    .with("steps", steps),
            }
        }
    }
}

/// Where a frame's effects come from (its first effect's source).
fn source_term(source: &Source) -> Message {
    match source {
        Source::MainAction { space } => {
            Message::new("grand_austria_hotel-source-main").with("space", *space)
        }
        Source::RoomBonus { room } => {
            Message::new("grand_austria_hotel-source-room").with("room", room_term(*room))
        }
        Source::GroupBonus { .. } => Message::new("grand_austria_hotel-source-group"),
        Source::EmperorBonus { track: id, space } => {
            Message::new("grand_austria_hotel-source-emperor")
                .with("track", track(id))
                .with("space", *space)
        }
        Source::Staff { staff_type, .. } => {
            Message::new("grand_austria_hotel-source-staff").with("staff", staff_term(staff_type))
        }
    }
}

fn effects_queued(order: FrameOrder, effects: &[Effect]) -> Message {
    let list: Vec<Message> = effects.iter().map(effect_term).collect();
    let Some(first) = effects.first() else {
        return Message::new("grand_austria_hotel-effects-queued-none");
    };
    let id = match (order, effects.len()) {
        (FrameOrder::Sequential, 2..) => "grand_austria_hotel-effects-queued-in-order",
        (FrameOrder::Sequential, _) | (FrameOrder::Any, _) => "grand_austria_hotel-effects-queued",
    };
    Message::new(id)
        .with("source", source_term(&first.source))
        .with("effects", list)
}

fn check_result(result: &CheckResult) -> Message {
    if result.penalty > 0 {
        Message::new("grand_austria_hotel-check-penalty")
            .with("seat", result.seat)
            .with("position", result.position)
            .with("threshold", result.threshold)
            .with("penalty", result.penalty)
    } else {
        Message::new("grand_austria_hotel-check-safe")
            .with("seat", result.seat)
            .with("position", result.position)
    }
}

fn standing(row: &RankingRow) -> Message {
    Message::new("grand_austria_hotel-standing")
        .with("seat", row.seat)
        .with("points", row.total)
}

fn game_ended(ranking: &[RankingRow], winners: &[crate::engine::Seat]) -> Message {
    let standings: Vec<Message> = ranking.iter().map(standing).collect();
    let winning: Vec<Message> = winners
        .iter()
        .map(|seat| {
            ranking
                .iter()
                .find(|row| row.seat == *seat)
                .map(standing)
                .unwrap_or_else(|| {
                    standing(&RankingRow {
                        seat: *seat,
                        total: 0,
                    })
                })
        })
        .collect();
    match winning.len() {
        0 => Message::new("grand_austria_hotel-game-ended").with("standings", standings),
        1 => Message::new("grand_austria_hotel-game-ended-winner")
            .with("winner", winning)
            .with("standings", standings),
        _ => Message::new("grand_austria_hotel-game-ended-tie")
            .with("winners", winning)
            .with("standings", standings),
    }
}
