//! Every item the head of the queue may buy now, by kind, narrowed by the expansion's
//! parameters: exact generators (each item they give passes every check of a purchase but
//! the payment's), shared by the legal-moves expansion and the random player. How an item
//! may be paid is [`payments`].

use std::ops::ControlFlow;

use super::hotels::{HotelFilter, Site, usable_cells};
use crate::engine::Seat;
use crate::games::tokyo_capsule_hotel::command::{Item, Laundry, LaundryLayout, Payment, Side};
use crate::games::tokyo_capsule_hotel::config::{AttractionMode, BuildingType, Colour};
use crate::games::tokyo_capsule_hotel::geometry::{self, Cell};
use crate::games::tokyo_capsule_hotel::placement;
use crate::games::tokyo_capsule_hotel::state::TokyoCapsuleHotelState as State;
use crate::games::tokyo_capsule_hotel::tables::COUPON_VALUE;

/// The narrowing parameters of a purchase expansion (each item kind reads its own).
#[derive(Clone, Debug, Default)]
pub struct ItemFilter {
    pub board: Option<String>,
    pub rotation: Option<i32>,
    pub mirror: Option<bool>,
    /// The anchor of a land board, the cell of a vending machine or graveyard, the north-west
    /// cell of a building.
    pub cell: Option<Cell>,
    pub area: Option<usize>,
    /// The colour of capsules bought or built.
    pub colour: Option<Colour>,
    pub building: Option<BuildingType>,
    /// A Coin Laundry's load: `Some(None)` for none, `Some(Some(colour))` for that colour.
    pub laundry: Option<Option<Colour>>,
    pub hotel: HotelFilter,
}

/// The ways an item of this price may be paid by `seat` now: no coupons (the payment left
/// out) or 1, 2, … coupons, each within the coupons held, the price and the yen held.
pub fn payments(state: &State, seat: Seat, price: i64) -> Vec<Option<Payment>> {
    let p = &state.players[seat.index()];
    let mut out = Vec::new();
    if p.yen >= price {
        out.push(None);
    }
    if price > 0 {
        for coupons in 1..=p.coupons {
            let covered = COUPON_VALUE * i64::from(coupons);
            if covered > price {
                break;
            }
            if p.yen >= price - covered {
                out.push(Some(Payment { coupons }));
            }
        }
    }
    out
}

/// Counts of marked cells over rectangles in constant time (a summed-area table).
struct Sums {
    width: i32,
    table: Vec<u32>,
}

impl Sums {
    fn new(state: &State, marked: impl Fn(Cell) -> bool) -> Self {
        let (w, h) = (state.config.map.width, state.config.map.height);
        let mut table = vec![0u32; ((w + 1) * (h + 1)) as usize];
        for y in 0..h {
            for x in 0..w {
                let i = ((y + 1) * (w + 1) + x + 1) as usize;
                table[i] = u32::from(marked([x, y])) + table[i - 1] + table[i - (w + 1) as usize]
                    - table[i - (w + 2) as usize];
            }
        }
        Sums {
            width: w + 1,
            table,
        }
    }

    /// Marked cells in the rectangle `[x, y, w, h]` (on the map).
    fn count(&self, [x, y, w, h]: [i32; 4]) -> u32 {
        let at = |x: i32, y: i32| self.table[(y * self.width + x) as usize];
        at(x + w, y + h) + at(x, y) - at(x + w, y) - at(x, y + h)
    }
}

/// A cell set as rectangles: each row's runs, merged with the same run of the row above.
pub fn rectangles(cells: &[Cell]) -> Vec<[i32; 4]> {
    let mut rects: Vec<[i32; 4]> = Vec::new();
    for [x, y] in geometry::sorted(cells.iter().copied()) {
        match rects.last_mut() {
            Some(r) if r[1] == y && r[0] + r[2] == x && r[3] == 1 => r[2] += 1,
            _ => rects.push([x, y, 1, 1]),
        }
    }
    let mut merged: Vec<[i32; 4]> = Vec::new();
    for r in rects {
        match merged
            .iter_mut()
            .find(|m| m[0] == r[0] && m[2] == r[2] && m[1] + m[3] == r[1])
        {
            Some(m) => m[3] += 1,
            None => merged.push(r),
        }
    }
    merged
}

/// The smallest rectangle `[min x, min y, max x, max y]` holding the cells, if any.
fn bounding_box(cells: impl Iterator<Item = Cell>) -> Option<[i32; 4]> {
    cells.fold(None, |bounds, [x, y]| {
        Some(match bounds {
            None => [x, y, x, y],
            Some([x0, y0, x1, y1]) => [x0.min(x), y0.min(y), x1.max(x), y1.max(y)],
        })
    })
}

/// Every land board, orientation and anchor whose cells are on the map, free and next to
/// a parcel.
pub fn land(
    state: &State,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let (w, h) = (state.config.map.width, state.config.map.height);
    let taken = Sums::new(state, |c| state.area_of(c).is_some());
    let is_beside = |c: Cell| {
        state.area_of(c).is_none()
            && geometry::neighbours(c)
                .iter()
                .any(|&n| state.area_of(n).is_some())
    };
    let beside = Sums::new(state, is_beside);
    // A board whose bounding box misses every free cell beside a parcel is never listed.
    let Some(near) = bounding_box(
        (0..h)
            .flat_map(|y| (0..w).map(move |x| [x, y]))
            .filter(|&c| is_beside(c)),
    ) else {
        return ControlFlow::Continue(());
    };
    let mirrors: &[bool] = if state.config.land.allow_mirror {
        &[false, true]
    } else {
        &[false]
    };
    for (id, board) in &state.config.land_boards {
        if filter.board.as_ref().is_some_and(|b| b != id) {
            continue;
        }
        for rotation in [0, 90, 180, 270] {
            if filter.rotation.is_some_and(|r| r != rotation) {
                continue;
            }
            for &mirror in mirrors {
                if filter.mirror.is_some_and(|m| m != mirror) {
                    continue;
                }
                let shape = geometry::transform(&board.rows, rotation, mirror, [0, 0]);
                let rects = rectangles(&shape);
                let bw = shape.iter().map(|c| c[0]).max().unwrap_or(0) + 1;
                let bh = shape.iter().map(|c| c[1]).max().unwrap_or(0) + 1;
                for y in (near[1] - bh + 1).max(0)..=(h - bh).min(near[3]) {
                    for x in (near[0] - bw + 1).max(0)..=(w - bw).min(near[2]) {
                        if filter.cell.is_some_and(|c| c != [x, y]) {
                            continue;
                        }
                        let moved = |r: &[i32; 4]| [r[0] + x, r[1] + y, r[2], r[3]];
                        let free = rects.iter().all(|r| taken.count(moved(r)) == 0);
                        if free && rects.iter().any(|r| beside.count(moved(r)) > 0) {
                            visit(Item::Land {
                                board: id.clone(),
                                x,
                                y,
                                rotation,
                                mirror,
                            })?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every non-pink colour still on the capsule board.
pub fn capsules(
    state: &State,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for colour in Colour::ALL {
        if colour != Colour::Pink
            && state.board.get(&colour).copied().unwrap_or(0) > 0
            && filter.colour.is_none_or(|c| c == colour)
        {
            visit(Item::Capsules {
                colour: colour.name().into(),
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// Every count of pink capsules left on the board.
pub fn pink_capsules(
    state: &State,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for count in 1..=state.board.get(&Colour::Pink).copied().unwrap_or(0) as i32 {
        visit(Item::PinkCapsules { count })?;
    }
    ControlFlow::Continue(())
}

/// The areas of `seat` the filter allows, in creation order.
fn own_areas(state: &State, seat: Seat, filter: &ItemFilter) -> Vec<usize> {
    (0..state.areas.len())
        .filter(|&a| state.areas[a].owner == seat && filter.area.is_none_or(|f| f == a))
        .collect()
}

/// The free cells of `seat`'s areas where a one-cell item may stand: the gap kept, or in the
/// lenient variant any free cell of an area with no room left to keep it.
fn small_item_cells(state: &State, seat: Seat, filter: &ItemFilter) -> Vec<(usize, Cell)> {
    let mut out = Vec::new();
    for area in own_areas(state, seat, filter) {
        let usable = usable_cells(state, area);
        let lenient = state.config.lenient_small_items && usable.is_empty();
        for c in state.direct_cells(area) {
            if (usable.contains(&c) || (lenient && state.structure_at(c).is_none()))
                && filter.cell.is_none_or(|f| f == c)
            {
                out.push((area, c));
            }
        }
    }
    out
}

/// Every cell of `seat`'s land where a vending machine may stand (while the supply lasts).
pub fn vending_machines(
    state: &State,
    seat: Seat,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if state.vending_left == 0 {
        return ControlFlow::Continue(());
    }
    for (_, [x, y]) in small_item_cells(state, seat, filter) {
        visit(Item::VendingMachine { x, y })?;
    }
    ControlFlow::Continue(())
}

/// Every cell of `seat`'s land where a graveyard may go (parcels below the limit).
pub fn graveyards(
    state: &State,
    seat: Seat,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for (area, [x, y]) in small_item_cells(state, seat, filter) {
        if placement::graveyard_limit(state, area).is_ok() {
            visit(Item::Graveyard { x, y })?;
        }
    }
    ControlFlow::Continue(())
}

/// The sides a purchase of `building` may name under the attraction-card mode.
fn sides(state: &State, building: BuildingType) -> Vec<Option<Side>> {
    if !building.is_large() {
        return vec![None];
    }
    let locked = (building == BuildingType::SweetsBuffet)
        .then_some(state.sweets_side)
        .flatten();
    match (state.config.attraction_cards, locked) {
        (AttractionMode::Off, _) => vec![None],
        (AttractionMode::AllB, _) => vec![None, Some(Side::B)],
        (AttractionMode::BuyerChooses, Some(side)) => vec![None, Some(side)],
        (AttractionMode::BuyerChooses, None) => vec![Some(Side::A), Some(Side::B)],
    }
}

/// The loads a Coin Laundry may carry in an area: none, and 1 or 2 capsules (flat, or 2
/// stacked) of a colour held when the golden rule leaves room for a hotel.
fn laundry_loads(
    state: &State,
    seat: Seat,
    area: usize,
    filter: &ItemFilter,
) -> Vec<Option<Laundry>> {
    let mut loads = Vec::new();
    if filter.laundry.is_none_or(|l| l.is_none()) {
        loads.push(None);
    }
    if placement::golden_rule(state, area).is_err() {
        return loads;
    }
    let supply = &state.players[seat.index()].supply;
    for colour in Colour::ALL {
        if filter.laundry.is_some_and(|l| l != Some(colour)) {
            continue;
        }
        let held = supply.get(&colour).copied().unwrap_or(0);
        for (count, layout) in [
            (1, LaundryLayout::Flat),
            (2, LaundryLayout::Flat),
            (2, LaundryLayout::Stacked),
        ] {
            if held >= count {
                loads.push(Some(Laundry {
                    colour: colour.name().into(),
                    count: count as i32,
                    layout,
                }));
            }
        }
    }
    loads
}

/// Every building with copies left, at every north-west cell and rotation whose footprint
/// lies on usable cells of one of `seat`'s areas, with every side and load it may take.
pub fn buildings(
    state: &State,
    seat: Seat,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for building in BuildingType::ALL {
        if state.buildings_left.get(&building).copied().unwrap_or(0) == 0
            || filter.building.is_some_and(|b| b != building)
            || (filter.laundry.is_some_and(|l| l.is_some())
                && building != BuildingType::CoinLaundry)
        {
            continue;
        }
        let rotations: &[i32] = if building == BuildingType::Arcade {
            &[0, 90]
        } else {
            &[0]
        };
        let sides = sides(state, building);
        for area in own_areas(state, seat, filter) {
            let usable = usable_cells(state, area);
            let loads = if building == BuildingType::CoinLaundry {
                laundry_loads(state, seat, area, filter)
            } else {
                vec![None]
            };
            for &[x, y] in &usable {
                if filter.cell.is_some_and(|c| c != [x, y]) {
                    continue;
                }
                for &rotation in rotations {
                    let cells = placement::building_cells(state, building, [x, y], rotation);
                    if !cells.iter().all(|c| usable.contains(c)) {
                        continue;
                    }
                    for &side in &sides {
                        for laundry in &loads {
                            visit(Item::Building {
                                building,
                                x,
                                y,
                                rotation,
                                side,
                                laundry: laundry.clone(),
                            })?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The hotel sites of `seat`: every colour held (and allowed by the filter) in every area
/// of the seat's (allowed by the filter) where the golden rule leaves room, while entrances
/// last.
pub fn hotel_sites(state: &State, seat: Seat, filter: &ItemFilter) -> Vec<Site> {
    if state.entrances_left == 0 {
        return Vec::new();
    }
    let supply = &state.players[seat.index()].supply;
    let areas: Vec<usize> = own_areas(state, seat, filter)
        .into_iter()
        .filter(|&a| placement::golden_rule(state, a).is_ok())
        .collect();
    let mut out = Vec::new();
    for colour in Colour::ALL {
        let held = supply.get(&colour).copied().unwrap_or(0);
        if held == 0 || filter.colour.is_some_and(|c| c != colour) {
            continue;
        }
        for &area in &areas {
            out.push(Site::new(state, colour, area, held, filter.hotel.clone()));
        }
    }
    out
}
