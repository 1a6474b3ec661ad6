//! Legal commands: the concrete commands a seat may send now, the templates of commands whose
//! parameters the player picks (`purchase` per item, `propose_trade`), and their expansion
//! into concrete commands, so that a client needs no geometry code. Every listed command is
//! one the engine accepts: each candidate goes through the same checks as the command.

use super::TokyoCapsuleHotel;
use super::command::{
    CapsulePlacement, Item, Laundry, LaundryLayout, Payment, Point, Promise, Side,
    TokyoCapsuleHotelCommand as C, TradeItem, Transfer,
};
use super::config::{BuildingType, Colour, Dir, HeadTimeoutMode};
use super::flow::Script;
use super::geometry::{self, Cell};
use super::purchase;
use super::state::{AreaKind, Phase, Status, TokyoCapsuleHotelState as State};
use crate::engine::{Seat, Template};

/// The purchase items a template may name (`item=land_board` lists land parcels).
pub const PURCHASE_ITEMS: [&str; 7] = [
    "land_board",
    "capsules",
    "pink_capsules",
    "vending_machine",
    "graveyard",
    "entrance_hotel",
    "building",
];

fn accepted(state: &State, seat: Seat, command: &C) -> bool {
    TokyoCapsuleHotel::decide_with(state, seat, command, &mut Script::default()).is_ok()
}

/// Every concrete command `seat` may send now (templates excluded).
pub fn legal_commands(state: &State, seat: Seat) -> Vec<C> {
    if seat.index() >= state.players.len() {
        return Vec::new();
    }
    let p = &state.players[seat.index()];
    let mut out = Vec::new();
    match state.phase {
        Phase::LoanSelection if p.chosen_loan.is_none() => {
            out.extend(
                state
                    .config
                    .loan
                    .options
                    .iter()
                    .map(|&amount| C::ChooseLoan { amount }),
            );
        }
        Phase::Open | Phase::WindDown if p.status != Status::Passed => {
            let open = state.phase == Phase::Open;
            if open && p.status == Status::Free && !state.negotiating(seat) {
                out.push(C::JoinQueue {});
            }
            if open && p.status == Status::Queued {
                out.push(C::LeaveQueue {});
            }
            if open
                && state.config.timing.head_timeout_mode == HeadTimeoutMode::OnWarning
                && state.queue.first().is_some_and(|&h| h != seat)
            {
                out.push(C::WarnHead {});
            }
            for t in state.trades_of(seat) {
                let trade_id = t.id.clone();
                if t.proposer == seat {
                    out.push(C::WithdrawTrade { trade_id });
                    continue;
                }
                let accept = C::AcceptTrade {
                    trade_id: trade_id.clone(),
                };
                if !t.accepted.contains(&seat) && accepted(state, seat, &accept) {
                    out.push(accept);
                }
                out.push(C::RejectTrade { trade_id });
            }
            out.push(C::Pass {});
        }
        _ => {}
    }
    out
}

/// The templates `seat` may expand now.
pub fn templates(state: &State, seat: Seat) -> Vec<Template> {
    let mut out = Vec::new();
    if seat.index() >= state.players.len() || state.phase != Phase::Open {
        return out;
    }
    let p = &state.players[seat.index()];
    if state.queue.first() == Some(&seat) {
        for item in PURCHASE_ITEMS {
            out.push(Template {
                command: "purchase".into(),
                params: [("item".to_string(), item.to_string())].into(),
            });
        }
    }
    if p.status == Status::Free
        && state.trades.iter().filter(|t| t.proposer == seat).count()
            < state.config.trade.max_open_proposals as usize
    {
        out.push(Template {
            command: "propose_trade".into(),
            params: Default::default(),
        });
    }
    out
}

/// Every concrete command of a template, or `None` when it is not a template of `seat` now.
///
/// `purchase` takes `item` (one of [`PURCHASE_ITEMS`]; without it, all items), optionally
/// `coupons` (the payment, 0 by default) and for `entrance_hotel` optionally `colour`.
/// `propose_trade` lists a bounded sample of simple offers (the space of trades is not
/// finite).
pub fn expand(state: &State, seat: Seat, template: &Template) -> Option<Vec<C>> {
    if !templates(state, seat)
        .iter()
        .any(|t| t.command == template.command)
    {
        return None;
    }
    match template.command.as_str() {
        "purchase" => {
            let coupons: u32 = match template.params.get("coupons") {
                Some(v) => v.parse().ok()?,
                None => 0,
            };
            let items: Vec<&str> = match template.params.get("item") {
                Some(item) => vec![PURCHASE_ITEMS.iter().copied().find(|i| i == item)?],
                None => PURCHASE_ITEMS.to_vec(),
            };
            let colour = match template.params.get("colour") {
                Some(c) => Some(Colour::parse(c)?),
                None => None,
            };
            let payment = (coupons > 0).then_some(Payment { coupons });
            let mut out = Vec::new();
            for item in items {
                for candidate in candidates(state, seat, item, colour) {
                    if purchase::check(state, seat, &candidate, payment).is_ok() {
                        out.push(C::Purchase {
                            item: candidate,
                            payment,
                        });
                    }
                }
            }
            Some(out)
        }
        "propose_trade" => Some(trade_offers(state, seat)),
        _ => None,
    }
}

/// The cells of `seat`'s land that hold no structure.
fn own_free_cells(state: &State, seat: Seat) -> Vec<Cell> {
    let mut out = Vec::new();
    for a in state
        .areas
        .iter()
        .enumerate()
        .filter(|(_, a)| a.owner == seat)
    {
        out.extend(
            state
                .direct_cells(a.0)
                .into_iter()
                .filter(|&c| state.structure_at(c).is_none()),
        );
    }
    geometry::sorted(out)
}

fn candidates(state: &State, seat: Seat, item: &str, colour: Option<Colour>) -> Vec<Item> {
    match item {
        "land_board" => land_candidates(state),
        "capsules" => Colour::ALL
            .iter()
            .filter(|&&c| c != Colour::Pink && state.board.get(&c).copied().unwrap_or(0) > 0)
            .map(|c| Item::Capsules {
                colour: c.name().into(),
            })
            .collect(),
        "pink_capsules" => (1..=state.board.get(&Colour::Pink).copied().unwrap_or(0) as i32)
            .map(|count| Item::PinkCapsules { count })
            .collect(),
        "vending_machine" => own_free_cells(state, seat)
            .into_iter()
            .map(|[x, y]| Item::VendingMachine { x, y })
            .collect(),
        "graveyard" => own_free_cells(state, seat)
            .into_iter()
            .map(|[x, y]| Item::Graveyard { x, y })
            .collect(),
        "entrance_hotel" => hotel_candidates(state, seat, colour),
        "building" => building_candidates(state, seat),
        _ => Vec::new(),
    }
}

/// Every board, orientation and anchor whose cells are on the map, free and adjacent to a
/// parcel (a fast pre-filter; the purchase checks decide).
fn land_candidates(state: &State) -> Vec<Item> {
    let mut out = Vec::new();
    let (w, h) = (state.config.map.width, state.config.map.height);
    let mirrors: &[bool] = if state.config.land.allow_mirror {
        &[false, true]
    } else {
        &[false]
    };
    for (id, board) in &state.config.land_boards {
        for rotation in [0, 90, 180, 270] {
            for &mirror in mirrors {
                let shape = geometry::transform(&board.rows, rotation, mirror, [0, 0]);
                let bw = shape.iter().map(|c| c[0]).max().unwrap_or(0) + 1;
                let bh = shape.iter().map(|c| c[1]).max().unwrap_or(0) + 1;
                for y in 0..=(h - bh) {
                    for x in 0..=(w - bw) {
                        let free = shape
                            .iter()
                            .all(|c| state.area_of([c[0] + x, c[1] + y]).is_none());
                        let touches = free
                            && shape.iter().any(|c| {
                                geometry::neighbours([c[0] + x, c[1] + y])
                                    .iter()
                                    .any(|&n| state.area_of(n).is_some())
                            });
                        if touches {
                            out.push(Item::Land {
                                board: id.clone(),
                                x,
                                y,
                                rotation,
                                mirror,
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

fn capsule(floor: i32, [x, y]: Cell, dir: Dir) -> CapsulePlacement {
    CapsulePlacement { floor, x, y, dir }
}

/// Entrance hotels of one or two ground capsules (with at most one upper floor) and pink
/// stacks, on `seat`'s free land, for every colour held (or the given one).
fn hotel_candidates(state: &State, seat: Seat, only: Option<Colour>) -> Vec<Item> {
    let free = own_free_cells(state, seat);
    let free_set: std::collections::BTreeSet<Cell> = free.iter().copied().collect();
    let dirs = state.config.capsule_orientations.clone();
    let placements: Vec<(Cell, Dir)> = free
        .iter()
        .flat_map(|&c| dirs.iter().map(move |&d| (c, d)))
        .filter(|&(c, d)| {
            geometry::capsule_cells(c[0], c[1], d)
                .iter()
                .all(|x| free_set.contains(x))
        })
        .collect();
    let p = &state.players[seat.index()];
    let mut out = Vec::new();
    for colour in Colour::ALL {
        let held = p.supply.get(&colour).copied().unwrap_or(0) as usize;
        if held == 0 || only.is_some_and(|o| o != colour) {
            continue;
        }
        let mut shapes: Vec<Vec<CapsulePlacement>> = Vec::new();
        for &(c, d) in &placements {
            shapes.push(vec![capsule(1, c, d)]);
            if colour == Colour::Pink {
                for floors in 4..=held as i32 {
                    shapes.push((1..=floors).map(|f| capsule(f, c, d)).collect());
                }
            }
        }
        if held >= 2 {
            for (i, &(c1, d1)) in placements.iter().enumerate() {
                let cells1 = geometry::capsule_cells(c1[0], c1[1], d1);
                for &(c2, d2) in &placements[i + 1..] {
                    let cells2 = geometry::capsule_cells(c2[0], c2[1], d2);
                    let overlap = cells1.iter().any(|a| cells2.contains(a));
                    let linked = cells1
                        .iter()
                        .any(|&a| cells2.iter().any(|&b| geometry::edge_adjacent(a, b)));
                    if overlap || !linked {
                        continue;
                    }
                    let ground = vec![capsule(1, c1, d1), capsule(1, c2, d2)];
                    shapes.push(ground.clone());
                    if held >= 3 {
                        let all: Vec<Cell> = cells1.iter().chain(cells2.iter()).copied().collect();
                        for &a in &all {
                            for &d in &dirs {
                                let up = geometry::capsule_cells(a[0], a[1], d);
                                if up.iter().all(|x| all.contains(x)) {
                                    let mut s = ground.clone();
                                    s.push(capsule(2, a, d));
                                    shapes.push(s);
                                }
                            }
                        }
                    }
                }
            }
        }
        for capsules in shapes {
            let ground: Vec<Cell> = capsules
                .iter()
                .filter(|c| c.floor == 1)
                .flat_map(|c| geometry::capsule_cells(c.x, c.y, c.dir))
                .collect();
            let entrances = geometry::sorted(
                ground
                    .iter()
                    .flat_map(|&c| geometry::neighbours(c))
                    .filter(|n| free_set.contains(n) && !ground.contains(n)),
            );
            for [x, y] in entrances {
                out.push(Item::EntranceHotel {
                    colour: colour.name().into(),
                    entrance: Point { x, y },
                    capsules: capsules.clone(),
                });
            }
        }
    }
    out
}

/// Every building type, rotation, side and Coin Laundry load on `seat`'s free land.
fn building_candidates(state: &State, seat: Seat) -> Vec<Item> {
    let free = own_free_cells(state, seat);
    let p = &state.players[seat.index()];
    let mut laundries: Vec<Option<Laundry>> = vec![None];
    for colour in Colour::ALL {
        let held = p.supply.get(&colour).copied().unwrap_or(0);
        for count in 1..=held.min(2) as i32 {
            laundries.push(Some(Laundry {
                colour: colour.name().into(),
                count,
                layout: LaundryLayout::Flat,
            }));
            if count == 2 {
                laundries.push(Some(Laundry {
                    colour: colour.name().into(),
                    count,
                    layout: LaundryLayout::Stacked,
                }));
            }
        }
    }
    let mut out = Vec::new();
    for building in BuildingType::ALL {
        if state.buildings_left.get(&building).copied().unwrap_or(0) == 0 {
            continue;
        }
        let rotations: &[i32] = if building == BuildingType::Arcade {
            &[0, 90]
        } else {
            &[0]
        };
        let sides: &[Option<Side>] = if building.is_large() {
            &[None, Some(Side::A), Some(Side::B)]
        } else {
            &[None]
        };
        let loads: &[Option<Laundry>] = if building == BuildingType::CoinLaundry {
            &laundries
        } else {
            &[None]
        };
        for &[x, y] in &free {
            for &rotation in rotations {
                for &side in sides {
                    for laundry in loads {
                        out.push(Item::Building {
                            building,
                            x,
                            y,
                            rotation,
                            side,
                            laundry: laundry.clone(),
                        });
                    }
                }
            }
        }
    }
    out
}

/// A bounded sample of simple trade offers with every other player who has not passed:
/// yen for one capsule, one capsule for yen, a coupon for yen, an area for yen, and a small
/// new subdivision for yen; every listed offer passes the proposal checks.
fn trade_offers(state: &State, seat: Seat) -> Vec<C> {
    let me = &state.players[seat.index()];
    let mut out = Vec::new();
    let thanks = |from: Seat, to: Seat| Promise {
        from,
        to,
        text: "Thank you.".into(),
    };
    for &other in &state.order {
        if other == seat || state.players[other.index()].status == Status::Passed {
            continue;
        }
        let them = &state.players[other.index()];
        let mut offers: Vec<(Vec<Transfer>, Vec<Promise>)> = Vec::new();
        let give = |item| Transfer {
            from: seat,
            to: other,
            item,
        };
        let take = |item| Transfer {
            from: other,
            to: seat,
            item,
        };
        for (colour, &n) in &them.supply {
            if n > 0 {
                offers.push((
                    vec![
                        give(TradeItem::Yen { amount: 500 }),
                        take(TradeItem::Capsules {
                            colour: colour.name().into(),
                            count: 1,
                        }),
                    ],
                    vec![],
                ));
            }
        }
        for (colour, &n) in &me.supply {
            if n > 0 {
                offers.push((
                    vec![
                        give(TradeItem::Capsules {
                            colour: colour.name().into(),
                            count: 1,
                        }),
                        take(TradeItem::Yen { amount: 500 }),
                    ],
                    vec![],
                ));
            }
        }
        if me.coupons > 0 {
            offers.push((
                vec![
                    give(TradeItem::Coupons { count: 1 }),
                    take(TradeItem::Yen { amount: 400 }),
                ],
                vec![],
            ));
        }
        for (i, area) in state.areas.iter().enumerate() {
            if area.owner != seat {
                continue;
            }
            if area.kind != AreaKind::Starting {
                offers.push((
                    vec![
                        give(TradeItem::Area {
                            area_id: area.id.clone(),
                        }),
                        take(TradeItem::Yen { amount: 2000 }),
                    ],
                    vec![],
                ));
            }
            if let Some(rect) = small_subdivision(state, i) {
                offers.push((
                    vec![
                        give(TradeItem::NewSubdivision {
                            parent_area_id: area.id.clone(),
                            rects: vec![rect],
                        }),
                        take(TradeItem::Yen { amount: 1000 }),
                    ],
                    vec![thanks(seat, other)],
                ));
            }
        }
        for (transfers, promises) in offers {
            let command = C::ProposeTrade {
                transfers,
                promises,
            };
            if accepted(state, seat, &command) {
                out.push(command);
            }
        }
    }
    out
}

/// The first 2 × 2 (or 1 × 1) square of an area's direct cells that passes the subdivision
/// checks.
fn small_subdivision(state: &State, area: usize) -> Option<[i32; 4]> {
    let direct = state.direct_cells(area);
    for size in [2, 1] {
        for &[x, y] in &direct {
            let rect = [x, y, size, size];
            if super::trade::subdivision(state, &state.areas[area].id, &[rect]).is_ok() {
                return Some(rect);
            }
        }
    }
    None
}
