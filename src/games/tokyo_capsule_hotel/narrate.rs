//! What each event of the game says, as its viewer may see it. Every sentence is built from
//! the event view alone, so it never says more than the view: a loan chosen by another player
//! is only `loan_submitted`, and a private trade's promises are absent for non-parties.

use std::collections::BTreeSet;

use super::TokyoCapsuleHotelEvent as E;
use super::command::{LaundryLayout, Promise, Side, TradeItem, Transfer};
use super::config::{Colour, DieFace};
use super::event::{
    CouponReason, EndReason, HotelKind, LeaveReason, PassReason, PhaseEndReason, Score,
    TradeEndReason,
};
use super::geometry::Cell;
use crate::engine::words::{Arg, Message};

/// The sentence of an event view.
pub fn narrate(view: &E) -> Message {
    match view {
        E::GameCreated {
            config: _,
            seats,
            rules_version,
        } => Message::new("tokyo_capsule_hotel-game-created")
            .with("seats", *seats)
            .with("version", *rules_version),
        E::PlayerJoined { player_id } => {
            Message::new("tokyo_capsule_hotel-player-joined").with("player", *player_id)
        }
        E::GameStarted {
            seats,
            starting_parcels,
            supply,
        } => {
            let mut order = seats.clone();
            order.sort_by_key(|s| s.seat);
            let order: Vec<Message> = order
                .iter()
                .map(|s| {
                    Message::new("tokyo_capsule_hotel-seat-number")
                        .with("player", s.player_id)
                        .with("number", s.seat)
                })
                .collect();
            let parcels: Vec<Message> = starting_parcels
                .iter()
                .map(|p| {
                    Message::new("tokyo_capsule_hotel-starting-parcel")
                        .with("player", p.owner)
                        .with("area", p.area_id.as_str())
                })
                .collect();
            Message::new("tokyo_capsule_hotel-game-started")
                .with("order", order)
                .with("parcels", parcels)
                .with("entrances", supply.entrances)
                .with("machines", supply.vending_machines)
        }
        E::RoundStarted { round } => {
            Message::new("tokyo_capsule_hotel-round-started").with("round", *round)
        }
        E::CouponsGranted { reason, grants } => {
            let reason = coupon_reason(*reason);
            if grants.is_empty() {
                Message::new("tokyo_capsule_hotel-coupons-none").with("reason", reason)
            } else {
                let grants: Vec<Message> = grants
                    .iter()
                    .map(|(seat, count)| {
                        Message::new("tokyo_capsule_hotel-coupon-grant")
                            .with("player", *seat)
                            .with("count", *count)
                    })
                    .collect();
                Message::new("tokyo_capsule_hotel-coupons-granted")
                    .with("reason", reason)
                    .with("grants", grants)
            }
        }
        E::LoanSelectionStarted {} => Message::new("tokyo_capsule_hotel-loan-selection-started"),
        E::LoanChosen { player_id, amount } => Message::new("tokyo_capsule_hotel-loan-chosen")
            .with("player", *player_id)
            .with("yen", *amount),
        E::LoanSubmitted { player_id } => {
            Message::new("tokyo_capsule_hotel-loan-submitted").with("player", *player_id)
        }
        E::LoanDefaulted {
            player_id,
            amount,
            reason: _,
        } => Message::new("tokyo_capsule_hotel-loan-defaulted")
            .with("player", *player_id)
            .with("yen", *amount),
        E::LoansRevealed {
            loans,
            coupon_bonus,
        } => {
            let loans: Vec<Message> = loans
                .iter()
                .map(|(seat, amount)| match coupon_bonus.get(seat) {
                    Some(&count) if count > 0 => {
                        Message::new("tokyo_capsule_hotel-loan-with-coupons")
                            .with("player", *seat)
                            .with("yen", *amount)
                            .with("count", count)
                    }
                    _ => Message::new("tokyo_capsule_hotel-loan")
                        .with("player", *seat)
                        .with("yen", *amount),
                })
                .collect();
            Message::new("tokyo_capsule_hotel-loans-revealed").with("loans", loans)
        }
        E::PurchasePhaseStarted {
            round,
            limit,
            queue,
            tie_breaks,
        } => {
            let places: Vec<Message> = queue
                .iter()
                .enumerate()
                .map(|(index, seat)| {
                    Message::new("tokyo_capsule_hotel-queue-place")
                        .with("player", *seat)
                        .with("place", index + 1)
                })
                .collect();
            let message = Message::new("tokyo_capsule_hotel-purchase-phase-started")
                .with("round", *round)
                .with("limit", *limit)
                .with("queue", places);
            if tie_breaks.is_empty() {
                message
            } else {
                let draws: Vec<Message> = tie_breaks
                    .iter()
                    .map(|t| {
                        Message::new("tokyo_capsule_hotel-tie-break")
                            .with("player", t.drawn_first)
                            .with("count", t.group.len())
                    })
                    .collect();
                Message::new("tokyo_capsule_hotel-purchase-phase-started-ties")
                    .with("phase", message)
                    .with("draws", draws)
            }
        }
        E::PlayerJoinedQueue {
            player_id,
            position,
        } => Message::new("tokyo_capsule_hotel-joined-queue")
            .with("player", *player_id)
            .with("place", position + 1),
        E::PlayerLeftQueue { player_id, reason } => Message::new(match reason {
            LeaveReason::Voluntary => "tokyo_capsule_hotel-left-queue",
            LeaveReason::Purchased => "tokyo_capsule_hotel-left-queue-purchased",
            LeaveReason::Timeout => "tokyo_capsule_hotel-left-queue-timeout",
            LeaveReason::Limit => "tokyo_capsule_hotel-left-queue-limit",
        })
        .with("player", *player_id),
        E::HeadChanged { player_id } => match player_id {
            Some(seat) => Message::new("tokyo_capsule_hotel-head-changed").with("player", *seat),
            None => Message::new("tokyo_capsule_hotel-queue-empty"),
        },
        E::HeadWarned { by, head } => Message::new("tokyo_capsule_hotel-head-warned")
            .with("player", *by)
            .with("head", *head),
        E::PlayerPassed {
            player_id,
            auto: _,
            reason,
        } => Message::new(match reason {
            PassReason::Voluntary => "tokyo_capsule_hotel-passed",
            PassReason::Timeouts => "tokyo_capsule_hotel-passed-timeouts",
            PassReason::Idle => "tokyo_capsule_hotel-passed-idle",
        })
        .with("player", *player_id),
        E::PurchaseMade {
            player_id,
            kind,
            price,
            paid_yen,
            paid_coupons,
            spent,
            limit,
        } => {
            if *price < 0 {
                Message::new("tokyo_capsule_hotel-purchase-graveyard")
                    .with("player", *player_id)
                    .with("yen", -*paid_yen)
            } else if *paid_coupons > 0 {
                Message::new("tokyo_capsule_hotel-purchase-coupons")
                    .with("player", *player_id)
                    .with("item", item(kind))
                    .with("price", *price)
                    .with("yen", *paid_yen)
                    .with("count", *paid_coupons)
                    .with("spent", *spent)
                    .with("limit", *limit)
            } else {
                Message::new("tokyo_capsule_hotel-purchase")
                    .with("player", *player_id)
                    .with("item", item(kind))
                    .with("price", *price)
                    .with("spent", *spent)
                    .with("limit", *limit)
            }
        }
        E::LandParcelPlaced {
            area_id,
            board,
            x,
            y,
            rotation,
            mirror,
            cells,
            owner,
        } => Message::new(match (*mirror, *rotation == 0) {
            (true, false) => "tokyo_capsule_hotel-land-placed-mirrored",
            (true, true) => "tokyo_capsule_hotel-land-placed-mirrored-unturned",
            (false, false) => "tokyo_capsule_hotel-land-placed",
            (false, true) => "tokyo_capsule_hotel-land-placed-unturned",
        })
        .with("player", *owner)
        .with("board", board.as_str())
        .with("area", area_id.as_str())
        .with("cell", cell(&[*x, *y]))
        .with("rotation", *rotation)
        .with("count", cells.len()),
        E::CapsulesBought {
            player_id,
            colour: c,
            count,
            price,
        } => Message::new("tokyo_capsule_hotel-capsules-bought")
            .with("player", *player_id)
            .with("colour", colour(*c))
            .with("count", *count)
            .with("yen", *price),
        E::VendingMachinePlaced {
            id,
            cell: at,
            area_id,
        } => Message::new("tokyo_capsule_hotel-vending-machine-placed")
            .with("id", id.as_str())
            .with("cell", cell(at))
            .with("area", area_id.as_str()),
        E::GraveyardPlaced {
            id,
            cell: at,
            area_id,
            parcel_graveyards,
        } => Message::new("tokyo_capsule_hotel-graveyard-placed")
            .with("id", id.as_str())
            .with("cell", cell(at))
            .with("area", area_id.as_str())
            .with("count", *parcel_graveyards),
        E::BuildingBuilt {
            id,
            building,
            cells,
            side,
            area_id,
        } => {
            let message = Message::new(match side {
                Some(_) => "tokyo_capsule_hotel-building-built-side",
                None => "tokyo_capsule_hotel-building-built",
            })
            .with("building", building_name(*building))
            .with("id", id.as_str())
            .with("cells", span(cells))
            .with("area", area_id.as_str());
            match side {
                Some(side) => message.with("side", side_name(*side)),
                None => message,
            }
        }
        E::HotelBuilt {
            id,
            colour: c,
            kind,
            entrance,
            capsules: _,
            layout,
            height,
            capsule_count,
            area_id,
            parcel_id,
        } => {
            let id_for = match (kind, entrance, layout) {
                (HotelKind::Entrance, Some(_), _) => "tokyo_capsule_hotel-hotel-built",
                (HotelKind::Laundry, _, Some(LaundryLayout::Stacked)) => {
                    "tokyo_capsule_hotel-laundry-hotel-stacked"
                }
                (HotelKind::Laundry, _, Some(LaundryLayout::Flat) | None) => {
                    "tokyo_capsule_hotel-laundry-hotel-flat"
                }
                (HotelKind::Entrance, None, _) => "tokyo_capsule_hotel-hotel-built-plain",
            };
            let message = Message::new(id_for)
                .with("id", id.as_str())
                .with("colour", colour(*c))
                .with("count", *capsule_count)
                .with("height", *height)
                .with("area", area_id.as_str())
                .with("parcel", parcel_id.as_str());
            match entrance {
                Some(at) => message.with("cell", cell(at)),
                None => message,
            }
        }
        E::FranchiseIncomeChanged {
            colour: c,
            old,
            new,
        } => Message::new("tokyo_capsule_hotel-franchise-income-changed")
            .with("colour", colour(*c))
            .with("old", *old)
            .with("new", *new),
        E::FranchiseThresholdReached {
            colour: c,
            threshold,
            recipients,
        } => Message::new("tokyo_capsule_hotel-franchise-threshold")
            .with("colour", colour(*c))
            .with("threshold", *threshold)
            .with("count", recipients.len()),
        E::TallestHotelClaimed {
            player_id,
            hotel_id,
            height,
        } => Message::new("tokyo_capsule_hotel-tallest-hotel")
            .with("player", *player_id)
            .with("hotel", hotel_id.as_str())
            .with("height", *height),
        E::SpendingLimitReached { spent, limit } => {
            Message::new("tokyo_capsule_hotel-spending-limit-reached")
                .with("spent", *spent)
                .with("limit", *limit)
        }
        E::TradeProposed {
            trade_id,
            proposer,
            parties: _,
            transfers,
            promises,
        } => with_promises(
            Message::new("tokyo_capsule_hotel-trade-proposed")
                .with("player", *proposer)
                .with("trade", trade_id.as_str())
                .with("transfers", transfer_list(transfers)),
            promises,
        ),
        E::TradeAccepted {
            trade_id,
            player_id,
        } => Message::new("tokyo_capsule_hotel-trade-accepted")
            .with("player", *player_id)
            .with("trade", trade_id.as_str()),
        E::TradeRejected {
            trade_id,
            player_id,
            reason,
        } => Message::new(match reason {
            TradeEndReason::Passed => "tokyo_capsule_hotel-trade-rejected-passed",
            TradeEndReason::Rejected | TradeEndReason::Withdrawn | TradeEndReason::Deadline => {
                "tokyo_capsule_hotel-trade-rejected"
            }
        })
        .with("player", *player_id)
        .with("trade", trade_id.as_str()),
        E::TradeWithdrawn { trade_id, reason } => Message::new(match reason {
            TradeEndReason::Passed => "tokyo_capsule_hotel-trade-withdrawn-passed",
            TradeEndReason::Withdrawn | TradeEndReason::Rejected | TradeEndReason::Deadline => {
                "tokyo_capsule_hotel-trade-withdrawn"
            }
        })
        .with("trade", trade_id.as_str()),
        E::TradeExpired {
            trade_id,
            reason: _,
        } => Message::new("tokyo_capsule_hotel-trade-expired").with("trade", trade_id.as_str()),
        E::TradeExecuted {
            trade_id,
            parties: _,
            transfers,
            new_area_ids: _,
            promises,
        } => with_promises(
            Message::new("tokyo_capsule_hotel-trade-executed")
                .with("trade", trade_id.as_str())
                .with("transfers", transfer_list(transfers)),
            promises.as_deref().unwrap_or_default(),
        ),
        E::SubdivisionCreated {
            area_id,
            parent,
            cells,
            owner,
        } => Message::new("tokyo_capsule_hotel-subdivision-created")
            .with("area", area_id.as_str())
            .with("parent", parent.as_str())
            .with("count", cells.len())
            .with("cells", span(cells))
            .with("player", *owner),
        E::AreaOwnerChanged { area_id, from, to } => {
            Message::new("tokyo_capsule_hotel-area-owner-changed")
                .with("area", area_id.as_str())
                .with("from", *from)
                .with("to", *to)
        }
        E::PurchasePhaseEnded { reason } => Message::new(match reason {
            PhaseEndReason::AllPassed => "tokyo_capsule_hotel-purchase-phase-ended-passed",
            PhaseEndReason::LimitReached => "tokyo_capsule_hotel-purchase-phase-ended-limit",
        }),
        E::IncomePhaseStarted { round } => {
            Message::new("tokyo_capsule_hotel-income-phase-started").with("round", *round)
        }
        E::DiceRolled {
            building_id,
            parcel_id,
            face_index: _,
            face,
        } => Message::new("tokyo_capsule_hotel-dice-rolled")
            .with("building", building_id.as_str())
            .with("parcel", parcel_id.as_str())
            .with("face", die_face(face)),
        E::ParcelAttractionComputed {
            parcel_id,
            attraction,
            graveyards,
            deduction,
            nullified,
        } => Message::new(if *nullified {
            "tokyo_capsule_hotel-parcel-attraction-nullified"
        } else {
            "tokyo_capsule_hotel-parcel-attraction"
        })
        .with("parcel", parcel_id.as_str())
        .with("attraction", *attraction)
        .with("count", *graveyards)
        .with("deduction", *deduction),
        E::HotelIncomePaid {
            hotel_id,
            owner,
            colour: c,
            f,
            a,
            g,
            raw,
            paid,
        } => {
            let message = Message::new(if raw == paid {
                "tokyo_capsule_hotel-hotel-income"
            } else {
                "tokyo_capsule_hotel-hotel-income-adjusted"
            })
            .with("hotel", hotel_id.as_str())
            .with("colour", colour(*c))
            .with("player", *owner)
            .with("franchise", *f)
            .with("attraction", *a)
            .with("graveyards", *g)
            .with("yen", *paid);
            if raw == paid {
                message
            } else {
                message.with("raw", *raw)
            }
        }
        E::PlayerIncomeTotalled { player_id, total } => {
            Message::new("tokyo_capsule_hotel-income-total")
                .with("player", *player_id)
                .with("yen", *total)
        }
        E::IncomePhaseEnded { round } => {
            Message::new("tokyo_capsule_hotel-income-phase-ended").with("round", *round)
        }
        E::GameEnded {
            reason,
            round,
            scores,
            winners,
        } => {
            let mut standings: Vec<&Score> = scores.iter().collect();
            standings.sort_by_key(|s| std::cmp::Reverse(s.net));
            let standings: Vec<Message> = standings
                .into_iter()
                .map(|s| {
                    Message::new(if winners.contains(&s.player_id) {
                        "tokyo_capsule_hotel-score-winner"
                    } else {
                        "tokyo_capsule_hotel-score"
                    })
                    .with("player", s.player_id)
                    .with("net", s.net)
                    .with("yen", s.yen)
                    .with("debt", s.debt)
                })
                .collect();
            Message::new(match reason {
                EndReason::DebtRepayable => "tokyo_capsule_hotel-game-ended-debt",
                EndReason::RoundLimit => "tokyo_capsule_hotel-game-ended-rounds",
            })
            .with("round", *round)
            .with("scores", standings)
        }
        E::PlayerResigned { player_id } => {
            Message::new("tokyo_capsule_hotel-player-resigned").with("player", *player_id)
        }
    }
}

/// A cell as printed: `(x, y)`.
pub(super) fn cell([x, y]: &Cell) -> String {
    format!("({x}, {y})")
}

/// A set of cells as the corners of its bounding box: `(x, y)–(x, y)`, or one cell.
fn span(cells: &[Cell]) -> String {
    let xs = cells.iter().map(|c| c[0]);
    let ys = cells.iter().map(|c| c[1]);
    match (xs.clone().min(), ys.clone().min(), xs.max(), ys.max()) {
        (Some(x0), Some(y0), Some(x1), Some(y1)) if (x0, y0) != (x1, y1) => {
            format!("{}–{}", cell(&[x0, y0]), cell(&[x1, y1]))
        }
        (Some(x0), Some(y0), _, _) => cell(&[x0, y0]),
        _ => String::new(),
    }
}

/// A colour's term.
pub(super) fn colour(colour: Colour) -> Message {
    Message::new(match colour {
        Colour::Pink => "tokyo_capsule_hotel-colour-pink",
        Colour::Red => "tokyo_capsule_hotel-colour-red",
        Colour::Orange => "tokyo_capsule_hotel-colour-orange",
        Colour::Yellow => "tokyo_capsule_hotel-colour-yellow",
        Colour::Green => "tokyo_capsule_hotel-colour-green",
        Colour::Blue => "tokyo_capsule_hotel-colour-blue",
        Colour::Purple => "tokyo_capsule_hotel-colour-purple",
        Colour::White => "tokyo_capsule_hotel-colour-white",
        Colour::Black => "tokyo_capsule_hotel-colour-black",
    })
}

/// A colour given by name in a trade: its term, or the name as written.
pub(super) fn colour_named(name: &str) -> Arg {
    match Colour::parse(name) {
        Some(c) => colour(c).into(),
        None => name.into(),
    }
}

/// A building type's printed name, kept in English in every language.
pub(super) fn building_name(building: super::config::BuildingType) -> &'static str {
    use super::config::BuildingType as B;
    match building {
        B::CoinLaundry => "Coin Laundry",
        B::SweetsBuffet => "Sweets Buffet",
        B::TokyoSpike => "Tokyo Spike",
        B::Park => "Park",
        B::Arcade => "Arcade",
        B::SumoDohyo => "Sumo Dohyo",
    }
}

pub(super) fn side_name(side: Side) -> &'static str {
    match side {
        Side::A => "A",
        Side::B => "B",
    }
}

/// A purchasable item's term, by its `kind`.
fn item(kind: &str) -> Message {
    let id = match kind {
        "land" => "tokyo_capsule_hotel-item-land",
        "capsules" => "tokyo_capsule_hotel-item-capsules",
        "pink_capsules" => "tokyo_capsule_hotel-item-pink-capsules",
        "vending_machine" => "tokyo_capsule_hotel-item-vending-machine",
        "graveyard" => "tokyo_capsule_hotel-item-graveyard",
        "entrance_hotel" => "tokyo_capsule_hotel-item-entrance-hotel",
        "building" => "tokyo_capsule_hotel-item-building",
        other => {
            return Message::new("tokyo_capsule_hotel-item-other").with("kind", other);
        }
    };
    Message::new(id)
}

fn coupon_reason(reason: CouponReason) -> Message {
    Message::new(match reason {
        CouponReason::RoundTrack => "tokyo_capsule_hotel-coupon-reason-round-track",
        CouponReason::LoanBonus => "tokyo_capsule_hotel-coupon-reason-loan",
        CouponReason::TokyoSpikeB => "tokyo_capsule_hotel-coupon-reason-tokyo-spike",
        CouponReason::ArcadeB => "tokyo_capsule_hotel-coupon-reason-arcade",
        CouponReason::FranchiseThreshold => "tokyo_capsule_hotel-coupon-reason-franchise",
        CouponReason::TallestHotel => "tokyo_capsule_hotel-coupon-reason-tallest",
        CouponReason::Dice => "tokyo_capsule_hotel-coupon-reason-dice",
    })
}

/// A die face: its yen, coupons and graveyard nullifier, or a blank face.
fn die_face(face: &DieFace) -> Message {
    let mut parts = Vec::new();
    if let Some(yen) = face.y {
        parts.push(Message::new("tokyo_capsule_hotel-face-yen").with("yen", yen));
    }
    if let Some(count) = face.c {
        parts.push(Message::new("tokyo_capsule_hotel-face-coupons").with("count", count));
    }
    if face.n == Some(true) {
        parts.push(Message::new("tokyo_capsule_hotel-face-nullifier"));
    }
    if parts.is_empty() {
        Message::new("tokyo_capsule_hotel-face-blank")
    } else {
        Message::new("tokyo_capsule_hotel-face").with("parts", parts)
    }
}

fn transfer_list(transfers: &[Transfer]) -> Vec<Message> {
    transfers.iter().map(transfer).collect()
}

/// One transfer of a trade: who gives whom what.
fn transfer(t: &Transfer) -> Message {
    let message = match &t.item {
        TradeItem::Yen { amount } => {
            Message::new("tokyo_capsule_hotel-give-yen").with("yen", *amount)
        }
        TradeItem::Coupons { count } => {
            Message::new("tokyo_capsule_hotel-give-coupons").with("count", *count)
        }
        TradeItem::Capsules { colour, count } => Message::new("tokyo_capsule_hotel-give-capsules")
            .with("colour", colour_named(colour))
            .with("count", *count),
        TradeItem::Area { area_id } => {
            Message::new("tokyo_capsule_hotel-give-area").with("area", area_id.as_str())
        }
        TradeItem::NewSubdivision {
            parent_area_id,
            rects,
        } => {
            let cells: BTreeSet<Cell> = rects
                .iter()
                .flat_map(|&[x, y, w, h]| {
                    (y..y.saturating_add(h.clamp(0, 1000))).flat_map(move |cy| {
                        (x..x.saturating_add(w.clamp(0, 1000))).map(move |cx| [cx, cy])
                    })
                })
                .collect();
            let cells: Vec<Cell> = cells.into_iter().collect();
            Message::new("tokyo_capsule_hotel-give-subdivision")
                .with("area", parent_area_id.as_str())
                .with("count", cells.len())
                .with("cells", span(&cells))
        }
    };
    message.with("from", t.from).with("to", t.to)
}

/// A trade's sentence, with its promises when there are some.
fn with_promises(message: Message, promises: &[Promise]) -> Message {
    if promises.is_empty() {
        return message;
    }
    let promises: Vec<Message> = promises
        .iter()
        .map(|p| {
            Message::new("tokyo_capsule_hotel-promise")
                .with("from", p.from)
                .with("to", p.to)
                .with("text", p.text.as_str())
        })
        .collect();
    Message::new("tokyo_capsule_hotel-with-promises")
        .with("trade", message)
        .with("promises", promises)
}
