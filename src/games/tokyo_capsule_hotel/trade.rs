//! Trades: validating a proposal (also when its last acceptance arrives), subdivisions and
//! the atomic execution.

use std::collections::{BTreeMap, BTreeSet};

use super::command::{Promise, TradeItem, Transfer};
use super::config::Colour;
use super::event::TokyoCapsuleHotelEvent as E;
use super::flow::Ctx;
use super::geometry::{self, Cell};
use super::placement;
use super::rejection::TokyoCapsuleHotelRejection as R;
use super::state::{Status, TokyoCapsuleHotelState as State};
use crate::engine::Seat;
use crate::engine::text::Lines;

/// The parties of a trade: the proposer and everyone named, in clockwise order.
pub fn parties(
    state: &State,
    proposer: Seat,
    transfers: &[Transfer],
    promises: &[Promise],
) -> Vec<Seat> {
    let mut set: BTreeSet<Seat> = BTreeSet::from([proposer]);
    for t in transfers {
        set.insert(t.from);
        set.insert(t.to);
    }
    for p in promises {
        set.insert(p.from);
        set.insert(p.to);
    }
    let mut out: Vec<Seat> = set.into_iter().collect();
    out.sort_by_key(|&s| (s.index() >= state.players.len(), state.position(s)));
    out
}

/// A promise's text: 1 to `max_chars` characters on one line that every reader sees as
/// written (no control character, no direction override, something visible; see
/// [`crate::engine::text`]). Markup is kept as text: every renderer escapes it.
fn promise_text_ok(text: &str, max_chars: usize) -> bool {
    let len = text.chars().count();
    (1..=max_chars).contains(&len) && crate::engine::text::check(text, Lines::Single).is_ok()
}

/// The checks of a proposal from `invalid_parties` on (the status checks are the caller's).
pub fn validate(
    state: &State,
    proposer: Seat,
    transfers: &[Transfer],
    promises: &[Promise],
) -> Result<Vec<Seat>, R> {
    for (index, t) in transfers.iter().enumerate() {
        if t.from == t.to {
            return Err(R::InvalidParties {
                reason: "transfer_to_self",
                index,
            });
        }
    }
    for (index, p) in promises.iter().enumerate() {
        if p.from == p.to {
            return Err(R::InvalidParties {
                reason: "promise_to_self",
                index,
            });
        }
    }
    let parties = parties(state, proposer, transfers, promises);
    if let Some(&unknown) = parties.iter().find(|s| s.index() >= state.players.len()) {
        return Err(R::UnknownParty { player_id: unknown });
    }
    if parties.len() < 2 {
        return Err(R::SelfTrade {});
    }
    if let Some(&passed) = parties
        .iter()
        .find(|s| state.players[s.index()].status == Status::Passed)
    {
        return Err(R::PartyPassed { player_id: passed });
    }
    if let Some(&empty) = parties
        .iter()
        .find(|&&s| !transfers.iter().any(|t| t.from == s) && !promises.iter().any(|p| p.from == s))
    {
        return Err(R::EmptyContribution { player_id: empty });
    }
    let cfg = &state.config.trade;
    for (index, t) in transfers.iter().enumerate() {
        let bad = |field| Err(R::BadAmount { field, index });
        match &t.item {
            TradeItem::Yen { amount } if *amount < 1 || amount % cfg.yen_multiple != 0 => {
                return bad("amount");
            }
            TradeItem::Coupons { count } | TradeItem::Capsules { count, .. } if *count < 1 => {
                return bad("count");
            }
            TradeItem::NewSubdivision { rects, .. }
                if rects.is_empty() || rects.iter().any(|r| r[2] < 1 || r[3] < 1) =>
            {
                return bad("rects");
            }
            _ => {}
        }
    }
    for (index, p) in promises.iter().enumerate() {
        if !promise_text_ok(&p.text, cfg.promise_max_chars) {
            return Err(R::BadAmount {
                field: "text",
                index,
            });
        }
    }
    // Holdings, summed per giver and good.
    let mut needed: BTreeMap<(Seat, String), i64> = BTreeMap::new();
    for (index, t) in transfers.iter().enumerate() {
        let (good, n, field) = match &t.item {
            TradeItem::Yen { amount } => ("yen".to_string(), *amount, "amount"),
            TradeItem::Coupons { count } => ("coupons".to_string(), *count, "count"),
            TradeItem::Capsules { colour, count } => {
                (format!("capsules:{colour}"), *count, "count")
            }
            TradeItem::Area { area_id }
            | TradeItem::NewSubdivision {
                parent_area_id: area_id,
                ..
            } => {
                let owned = state
                    .area_by_id(area_id)
                    .is_some_and(|a| state.areas[a].owner == t.from);
                if !owned {
                    return Err(R::ItemNotOwned {
                        player_id: t.from,
                        item: area_id.clone(),
                        required: 1,
                        held: 0,
                    });
                }
                continue;
            }
        };
        let total = needed.entry((t.from, good)).or_default();
        *total = total
            .checked_add(n)
            .ok_or(R::AmountOutOfRange { field, index })?;
    }
    for ((giver, good), required) in needed {
        let p = &state.players[giver.index()];
        let held = match good.as_str() {
            "yen" => p.yen,
            "coupons" => i64::from(p.coupons),
            other => {
                let colour = other.trim_start_matches("capsules:");
                Colour::parse(colour)
                    .map_or(0, |c| i64::from(p.supply.get(&c).copied().unwrap_or(0)))
            }
        };
        if held < required {
            return Err(R::ItemNotOwned {
                player_id: giver,
                item: good.trim_start_matches("capsules:").to_string(),
                required,
                held,
            });
        }
    }
    let mut land = BTreeSet::new();
    for t in transfers {
        if let TradeItem::Area { area_id }
        | TradeItem::NewSubdivision {
            parent_area_id: area_id,
            ..
        } = &t.item
            && !land.insert(area_id.clone())
        {
            return Err(R::TradeLandConflict {
                area_id: area_id.clone(),
            });
        }
    }
    for t in transfers {
        if let TradeItem::NewSubdivision {
            parent_area_id,
            rects,
        } = &t.item
        {
            subdivision(state, parent_area_id, rects)?;
        }
    }
    Ok(parties)
}

/// The subdivision checks from `subdivision_outside_parent` on; the new area's cells.
pub fn subdivision(state: &State, parent_id: &str, rects: &[[i32; 4]]) -> Result<Vec<Cell>, R> {
    let parent = state.area_by_id(parent_id).expect("checked as owned");
    for r in rects {
        let far = [r[0].checked_add(r[2] - 1), r[1].checked_add(r[3] - 1)];
        let [Some(x1), Some(y1)] = far else {
            return Err(R::SubdivisionOutsideParent { cell: [r[0], r[1]] });
        };
        for corner in [[r[0], r[1]], [x1, y1]] {
            if !state.config.on_map(corner) {
                return Err(R::SubdivisionOutsideParent { cell: corner });
            }
        }
    }
    let cells = geometry::sorted(
        rects
            .iter()
            .flat_map(|r| geometry::rect_cells(r[0], r[1], r[2], r[3])),
    );
    if let Some(&cell) = cells.iter().find(|&&c| state.area_of(c) != Some(parent)) {
        return Err(R::SubdivisionOutsideParent { cell });
    }
    if !geometry::connected(&cells) {
        return Err(R::SubdivisionNotConnected {});
    }
    if cells.len() == state.direct_cells(parent).len() {
        return Err(R::SubdivisionWholeArea {
            area_id: parent_id.into(),
        });
    }
    let inside: BTreeSet<Cell> = cells.iter().copied().collect();
    let mut counts_in = (0, 0, 0);
    let mut counts_out = (0, 0, 0);
    for s in state.structures.iter().filter(|s| s.area == parent) {
        let n = s.cells.iter().filter(|c| inside.contains(*c)).count();
        if n != 0 && n != s.cells.len() {
            return Err(R::SubdivisionSplitsStructure {
                structure_id: s.id.clone(),
            });
        }
        let counts = if n > 0 {
            &mut counts_in
        } else {
            &mut counts_out
        };
        if s.hotel.is_some() {
            counts.0 += 1;
        }
        match s.kind {
            super::state::StructureKind::VendingMachine => counts.1 += 1,
            super::state::StructureKind::Graveyard => counts.2 += 1,
            _ => {}
        }
    }
    if !placement::golden_rule_waived(state, state.areas[parent].parcel) {
        let next_id = format!("D{}", state.counters.subdivisions + 1);
        for (area_id, (hotels, vending_machines, graveyards)) in
            [(next_id, counts_in), (parent_id.to_string(), counts_out)]
        {
            if hotels > vending_machines + graveyards {
                return Err(R::SubdivisionGoldenRule {
                    area_id,
                    hotels,
                    vending_machines,
                    graveyards,
                });
            }
        }
    }
    Ok(cells)
}

/// Executes a trade whose last acceptance arrived (already re-validated).
pub fn execute(ctx: &mut Ctx, trade_id: &str) {
    let trade = ctx
        .s
        .trades
        .iter()
        .find(|t| t.id == trade_id)
        .cloned()
        .expect("a pending trade");
    let mut new_area_ids = Vec::new();
    let mut land_events = Vec::new();
    let mut next = ctx.s.counters.subdivisions;
    for t in &trade.transfers {
        match &t.item {
            TradeItem::NewSubdivision {
                parent_area_id,
                rects,
            } => {
                next += 1;
                let id = format!("D{next}");
                let cells = subdivision(&ctx.s, parent_area_id, rects).unwrap_or_default();
                new_area_ids.push(id.clone());
                land_events.push(E::SubdivisionCreated {
                    area_id: id,
                    parent: parent_area_id.clone(),
                    cells,
                    owner: t.to,
                });
            }
            TradeItem::Area { area_id } => land_events.push(E::AreaOwnerChanged {
                area_id: area_id.clone(),
                from: t.from,
                to: t.to,
            }),
            _ => {}
        }
    }
    ctx.emit(E::TradeExecuted {
        trade_id: trade.id.clone(),
        parties: trade.parties.clone(),
        transfers: trade.transfers.clone(),
        new_area_ids,
        promises: Some(trade.promises.clone()),
    });
    for event in land_events {
        ctx.emit(event);
    }
}
