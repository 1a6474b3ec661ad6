//! The `purchase` command: every check in the rules' order ([`check`], also used to list
//! legal placements) and the effects of an accepted purchase ([`apply`]).

use std::collections::BTreeMap;

use serde_json::json;

use super::command::{CapsulePlacement, Item, LaundryLayout, Payment, Side};
use super::config::{AttractionMode, BuildingType, Colour};
use super::event::{CouponReason, HotelKind, LeaveReason, TokyoCapsuleHotelEvent as E};
use super::flow::{self, Ctx};
use super::geometry::Cell;
use super::placement;
use super::rejection::TokyoCapsuleHotelRejection as R;
use super::state::{Phase, TokyoCapsuleHotelState as State};
use super::tables::{self, COUPON_VALUE, FRANCHISE_THRESHOLDS};
use crate::engine::Seat;

/// What an accepted purchase does, computed by the checks.
#[derive(Clone, Debug)]
pub struct Plan {
    pub price: i64,
    pub coupons: u32,
    pub yen_paid: i64,
    pub what: Placed,
}

/// The item as it will be placed or bought.
#[derive(Clone, Debug)]
pub enum Placed {
    Land {
        board: String,
        at: Cell,
        rotation: i32,
        mirror: bool,
        cells: Vec<Cell>,
    },
    Capsules {
        colour: Colour,
        count: u32,
    },
    VendingMachine {
        cell: Cell,
        area: usize,
    },
    Graveyard {
        cell: Cell,
        area: usize,
    },
    Hotel {
        colour: Colour,
        entrance: Cell,
        capsules: Vec<CapsulePlacement>,
        height: u32,
        area: usize,
    },
    Building {
        building: BuildingType,
        cells: Vec<Cell>,
        side: Option<Side>,
        area: usize,
        laundry: Option<(Colour, u32, LaundryLayout)>,
    },
}

fn colour_of(name: &str) -> Result<Colour, R> {
    Colour::parse(name).ok_or_else(|| R::ColourUnavailable {
        colour: name.into(),
        reason: "unknown",
    })
}

fn rotation_error(value: i32, allowed: &[i32]) -> R {
    R::BadOrientation {
        field: "rotation",
        value: json!(value),
        allowed: allowed.iter().map(|a| json!(a)).collect(),
    }
}

/// The side a building uses, or why the requested side is refused.
fn resolve_side(
    state: &State,
    building: BuildingType,
    side: Option<Side>,
) -> Result<Option<Side>, R> {
    let mode = state.config.attraction_cards;
    let not_allowed = |locked_side| R::SideNotAllowed {
        building,
        side,
        mode,
        locked_side,
    };
    if !building.is_large() || mode == AttractionMode::Off {
        return match side {
            None => Ok(None),
            Some(_) => Err(not_allowed(None)),
        };
    }
    let locked = (building == BuildingType::SweetsBuffet)
        .then_some(state.sweets_side)
        .flatten();
    match (mode, side, locked) {
        (AttractionMode::AllB, Some(Side::A), _) => Err(not_allowed(locked)),
        (AttractionMode::AllB, _, _) => Ok(Some(Side::B)),
        (_, None, Some(l)) => Ok(Some(l)),
        (_, Some(s), Some(l)) if s != l => Err(not_allowed(Some(l))),
        (_, Some(s), _) => Ok(Some(s)),
        (_, None, None) => Err(R::SideRequired { building, mode }),
    }
}

/// The price of an item (checked payload).
pub fn price(state: &State, item: &Item) -> i64 {
    let c = &state.config;
    match item {
        Item::Land { board, .. } => c.land_boards.get(board).map_or(0, |b| b.cost),
        Item::Capsules { colour } => Colour::parse(colour).map_or(0, |col| {
            c.capsules.price_per_capsule_nonpink
                * i64::from(state.board.get(&col).copied().unwrap_or(0))
        }),
        Item::PinkCapsules { count } => c
            .capsules
            .pink
            .extra
            .saturating_mul(i64::from((*count).max(1) - 1))
            .saturating_add(c.capsules.pink.first),
        Item::VendingMachine { .. } => c.prices.vending_machine,
        Item::Graveyard { .. } => c.prices.graveyard,
        Item::EntranceHotel { .. } => c.prices.entrance,
        Item::Building { building, .. } => tables::building_cost(*building),
    }
}

/// Every check of a purchase, in the rules' order; the plan of its effects.
pub fn check(state: &State, seat: Seat, item: &Item, payment: Option<Payment>) -> Result<Plan, R> {
    match state.phase {
        Phase::Open => {}
        Phase::WindDown => {
            return Err(R::SpendingLimitReached {
                spent: state.spent,
                limit: state.limit,
            });
        }
        _ => return Err(super::decide::wrong_phase(state, seat)),
    }
    if state.queue.first() != Some(&seat) {
        return Err(R::NotAtHead {
            head: state.queue.first().copied(),
        });
    }
    let player = &state.players[seat.index()];
    // Payload.
    let mut side = None;
    let mut laundry = None;
    match item {
        Item::Land {
            board,
            rotation,
            mirror,
            ..
        } => placement::land_payload(state, board, *rotation, *mirror)?,
        Item::Capsules { colour } => {
            if colour_of(colour)? == Colour::Pink {
                return Err(R::ColourUnavailable {
                    colour: colour.clone(),
                    reason: "pink",
                });
            }
        }
        Item::PinkCapsules { count } => {
            if *count < 1 {
                return Err(R::PinkCountInvalid {
                    count: *count,
                    available: state.board.get(&Colour::Pink).copied().unwrap_or(0),
                });
            }
        }
        Item::VendingMachine { .. } | Item::Graveyard { .. } => {}
        Item::EntranceHotel {
            colour, capsules, ..
        } => {
            if let Some(c) = capsules
                .iter()
                .find(|c| !state.config.capsule_orientations.contains(&c.dir))
            {
                return Err(R::BadOrientation {
                    field: "dir",
                    value: json!(c.dir),
                    allowed: state
                        .config
                        .capsule_orientations
                        .iter()
                        .map(|d| json!(d))
                        .collect(),
                });
            }
            colour_of(colour)?;
            if capsules.is_empty() {
                return Err(R::CapsuleCountInvalid { count: 0 });
            }
        }
        Item::Building {
            building,
            rotation,
            side: requested,
            laundry: requested_laundry,
            ..
        } => {
            let allowed: &[i32] = if *building == BuildingType::Arcade {
                &[0, 90]
            } else {
                &[0]
            };
            if !allowed.contains(rotation) {
                return Err(rotation_error(*rotation, allowed));
            }
            if let Some(l) = requested_laundry {
                let colour = colour_of(&l.colour)?;
                if !(0..=2).contains(&l.count) {
                    return Err(R::CapsuleCountInvalid { count: l.count });
                }
                if *building != BuildingType::CoinLaundry
                    || (l.layout == LaundryLayout::Stacked && l.count != 2)
                {
                    return Err(R::LaundryLayoutInvalid {
                        building: *building,
                        layout: l.layout,
                        count: l.count,
                    });
                }
                if l.count > 0 {
                    laundry = Some((colour, l.count as u32, l.layout));
                }
            }
            side = resolve_side(state, *building, *requested)?;
        }
    }
    // Payment form.
    let price = price(state, item);
    let coupons = payment.map_or(0, |p| p.coupons);
    if price < 0 && coupons > 0 {
        return Err(R::CouponsNotAllowed { coupons });
    }
    if coupons > player.coupons {
        return Err(R::NotEnoughCoupons {
            coupons,
            held: player.coupons,
        });
    }
    if coupons > 0 && COUPON_VALUE * i64::from(coupons) > price {
        return Err(R::TooManyCoupons { coupons, price });
    }
    let yen_paid = price - COUPON_VALUE * i64::from(coupons);
    // Supply.
    let held = |colour: Colour| i64::from(player.supply.get(&colour).copied().unwrap_or(0));
    match item {
        Item::EntranceHotel {
            colour, capsules, ..
        } => {
            if state.entrances_left == 0 {
                return Err(R::SupplyExhausted {
                    piece: "entrance".into(),
                });
            }
            let colour = colour_of(colour)?;
            if held(colour) < capsules.len() as i64 {
                return Err(R::NotEnoughCapsules {
                    colour: colour.name().into(),
                    required: capsules.len() as i64,
                    held: held(colour),
                });
            }
        }
        Item::VendingMachine { .. } if state.vending_left == 0 => {
            return Err(R::SupplyExhausted {
                piece: "vending_machine".into(),
            });
        }
        Item::Building { building, .. } => {
            if state.buildings_left.get(building).copied().unwrap_or(0) == 0 {
                return Err(R::SupplyExhausted {
                    piece: serde_json::to_value(building)
                        .ok()
                        .and_then(|v| v.as_str().map(String::from))
                        .unwrap_or_default(),
                });
            }
            if let Some((colour, count, _)) = laundry
                && held(colour) < i64::from(count)
            {
                return Err(R::NotEnoughCapsules {
                    colour: colour.name().into(),
                    required: i64::from(count),
                    held: held(colour),
                });
            }
        }
        Item::Capsules { colour } => {
            let colour = colour_of(colour)?;
            if state.board.get(&colour).copied().unwrap_or(0) == 0 {
                return Err(R::ColourUnavailable {
                    colour: colour.name().into(),
                    reason: "bought",
                });
            }
        }
        Item::PinkCapsules { count } => {
            let available = state.board.get(&Colour::Pink).copied().unwrap_or(0);
            if u32::try_from(*count).map_or(true, |count| count > available) {
                return Err(R::PinkCountInvalid {
                    count: *count,
                    available,
                });
            }
        }
        _ => {}
    }
    if player.yen < yen_paid {
        return Err(R::InsufficientFunds {
            required: yen_paid,
            yen: player.yen,
        });
    }
    // Geometry and the type-specific checks.
    placement::coordinates_in_range(item)?;
    let what = match item {
        Item::Land {
            board,
            x,
            y,
            rotation,
            mirror,
        } => {
            let cells = placement::land_cells(state, board, *rotation, *mirror, [*x, *y]);
            placement::land_geometry(state, &cells)?;
            Placed::Land {
                board: board.clone(),
                at: [*x, *y],
                rotation: *rotation,
                mirror: *mirror,
                cells,
            }
        }
        Item::Capsules { colour } => {
            let colour = colour_of(colour)?;
            Placed::Capsules {
                colour,
                count: state.board.get(&colour).copied().unwrap_or(0),
            }
        }
        Item::PinkCapsules { count } => Placed::Capsules {
            colour: Colour::Pink,
            count: u32::try_from(*count).unwrap_or_default(),
        },
        Item::VendingMachine { x, y } => {
            let lenient = state.config.lenient_small_items;
            let area = placement::footprint(state, seat, &[[*x, *y]], lenient)?;
            Placed::VendingMachine {
                cell: [*x, *y],
                area,
            }
        }
        Item::Graveyard { x, y } => {
            let lenient = state.config.lenient_small_items;
            let area = placement::footprint(state, seat, &[[*x, *y]], lenient)?;
            placement::graveyard_limit(state, area)?;
            Placed::Graveyard {
                cell: [*x, *y],
                area,
            }
        }
        Item::EntranceHotel {
            colour,
            entrance,
            capsules,
        } => {
            let colour = colour_of(colour)?;
            let entrance = [entrance.x, entrance.y];
            let (cells, height) = placement::hotel_shape(colour, entrance, capsules)?;
            let area = placement::footprint(state, seat, &cells, false)?;
            placement::golden_rule(state, area)?;
            Placed::Hotel {
                colour,
                entrance,
                capsules: capsules.clone(),
                height,
                area,
            }
        }
        Item::Building {
            building,
            x,
            y,
            rotation,
            ..
        } => {
            let cells = placement::building_cells(state, *building, [*x, *y], *rotation);
            let area = placement::footprint(state, seat, &cells, false)?;
            if laundry.is_some() {
                placement::golden_rule(state, area)?;
            }
            Placed::Building {
                building: *building,
                cells,
                side,
                area,
                laundry,
            }
        }
    };
    Ok(Plan {
        price,
        coupons,
        yen_paid,
        what,
    })
}

/// The effects of a checked purchase.
pub fn apply(ctx: &mut Ctx, seat: Seat, kind: &str, plan: Plan) {
    ctx.emit(E::PurchaseMade {
        player_id: seat,
        kind: kind.into(),
        price: plan.price,
        paid_yen: plan.yen_paid,
        paid_coupons: plan.coupons,
        spent: ctx.s.spent + plan.price.max(0),
        limit: ctx.s.limit,
    });
    let mut new_hotel: Option<(String, Colour, u32)> = None;
    match plan.what {
        Placed::Land {
            board,
            at,
            rotation,
            mirror,
            cells,
        } => ctx.emit(E::LandParcelPlaced {
            area_id: format!("P{}", ctx.s.counters.parcels + 1),
            board,
            x: at[0],
            y: at[1],
            rotation,
            mirror,
            cells,
            owner: seat,
        }),
        Placed::Capsules { colour, count } => ctx.emit(E::CapsulesBought {
            player_id: seat,
            colour,
            count,
            price: plan.price,
        }),
        Placed::VendingMachine { cell, area } => ctx.emit(E::VendingMachinePlaced {
            id: format!("V{}", ctx.s.counters.vending + 1),
            cell,
            area_id: ctx.s.areas[area].id.clone(),
        }),
        Placed::Graveyard { cell, area } => ctx.emit(E::GraveyardPlaced {
            id: format!("G{}", ctx.s.counters.graveyards + 1),
            cell,
            area_id: ctx.s.areas[area].id.clone(),
            parcel_graveyards: placement::parcel_graveyards(&ctx.s, ctx.s.areas[area].parcel) + 1,
        }),
        Placed::Hotel {
            colour,
            entrance,
            capsules,
            height,
            area,
        } => {
            let id = format!("H{}", ctx.s.counters.hotels + 1);
            new_hotel = Some((id.clone(), colour, height));
            ctx.emit(E::HotelBuilt {
                id,
                colour,
                kind: HotelKind::Entrance,
                entrance: Some(entrance),
                capsule_count: capsules.len() as u32,
                capsules,
                layout: None,
                height,
                area_id: ctx.s.areas[area].id.clone(),
                parcel_id: ctx.s.areas[ctx.s.areas[area].parcel].id.clone(),
            });
        }
        Placed::Building {
            building,
            cells,
            side,
            area,
            laundry,
        } => {
            let id = match laundry {
                Some(_) => format!("H{}", ctx.s.counters.hotels + 1),
                None => format!("B{}", ctx.s.counters.buildings + 1),
            };
            let area_id = ctx.s.areas[area].id.clone();
            ctx.emit(E::BuildingBuilt {
                id: id.clone(),
                building,
                cells,
                side,
                area_id: area_id.clone(),
            });
            if let Some((colour, count, layout)) = laundry {
                let height = match layout {
                    LaundryLayout::Flat => 2,
                    LaundryLayout::Stacked => 3,
                };
                new_hotel = Some((id.clone(), colour, height));
                ctx.emit(E::HotelBuilt {
                    id,
                    colour,
                    kind: HotelKind::Laundry,
                    entrance: None,
                    capsules: Vec::new(),
                    layout: Some(layout),
                    height,
                    capsule_count: count,
                    area_id,
                    parcel_id: ctx.s.areas[ctx.s.areas[area].parcel].id.clone(),
                });
            }
            let bonus = match (building, side) {
                (BuildingType::TokyoSpike, Some(Side::B)) => {
                    Some((CouponReason::TokyoSpikeB, tables::SPIKE_B_COUPONS))
                }
                (BuildingType::Arcade, Some(Side::B)) => {
                    Some((CouponReason::ArcadeB, tables::ARCADE_B_COUPONS))
                }
                _ => None,
            };
            if let Some((reason, n)) = bonus {
                ctx.emit(E::CouponsGranted {
                    reason,
                    grants: BTreeMap::from([(seat, n)]),
                });
            }
        }
    }
    if let Some((id, colour, height)) = new_hotel {
        hotel_effects(ctx, seat, &id, colour, height);
    }
    ctx.emit(E::PlayerLeftQueue {
        player_id: seat,
        reason: LeaveReason::Purchased,
    });
    if ctx.s.spent >= ctx.s.limit {
        ctx.emit(E::SpendingLimitReached {
            spent: ctx.s.spent,
            limit: ctx.s.limit,
        });
        for queued in ctx.s.queue.clone() {
            ctx.emit(E::PlayerLeftQueue {
                player_id: queued,
                reason: LeaveReason::Limit,
            });
        }
        ctx.emit(E::HeadChanged { player_id: None });
        flow::check_phase_end(ctx);
    } else {
        let head = ctx.s.queue.first().copied();
        ctx.emit(E::HeadChanged { player_id: head });
    }
}

/// A new hotel: the franchise income, its threshold coupons and the tallest-hotel variant.
fn hotel_effects(ctx: &mut Ctx, seat: Seat, id: &str, colour: Colour, height: u32) {
    let old = ctx.s.franchises.get(&colour).map_or(0, |f| f.income);
    let new = flow::franchise_income(&ctx.s, colour);
    ctx.emit(E::FranchiseIncomeChanged { colour, old, new });
    for threshold in FRANCHISE_THRESHOLDS {
        let reached = ctx
            .s
            .franchises
            .get(&colour)
            .is_some_and(|f| f.thresholds_reached.contains(&threshold));
        if old < threshold && threshold <= new && !reached {
            let recipients: Vec<Seat> = ctx
                .s
                .order
                .iter()
                .copied()
                .filter(|&p| {
                    ctx.s
                        .hotels()
                        .any(|(s, h)| h.colour == colour && ctx.s.owner_of_structure(s) == p)
                })
                .collect();
            ctx.emit(E::FranchiseThresholdReached {
                colour,
                threshold,
                recipients: recipients.clone(),
            });
            ctx.emit(E::CouponsGranted {
                reason: CouponReason::FranchiseThreshold,
                grants: recipients.into_iter().map(|p| (p, 1)).collect(),
            });
        }
    }
    if ctx.s.config.tallest_hotel {
        let others = ctx
            .s
            .hotels()
            .filter(|(s, _)| s.id != id)
            .map(|(_, h)| h.height)
            .max();
        if let Some(tallest) = others
            && height > tallest
        {
            ctx.emit(E::TallestHotelClaimed {
                player_id: seat,
                hotel_id: id.into(),
                height,
            });
            ctx.emit(E::CouponsGranted {
                reason: CouponReason::TallestHotel,
                grants: BTreeMap::from([(seat, 1)]),
            });
        }
    }
}
