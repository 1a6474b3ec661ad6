//! Placement legality on the map, each check in the rules' order: land parcels, the general
//! footprint checks (own land, one area, no overlap, the gap), entrance-hotel shapes, the
//! golden rule and the graveyard limit.

use std::collections::BTreeSet;

use serde_json::json;

use super::command::{CapsulePlacement, Item};
use super::config::{BuildingType, Colour};
use super::geometry::{self, Cell};
use super::rejection::TokyoCapsuleHotelRejection as R;
use super::state::{AreaKind, StructureKind, TokyoCapsuleHotelState as State};
use super::tables::GRAVEYARDS_PER_PARCEL;
use crate::engine::Seat;

/// How far from the map a command's coordinate may lie before it is refused as out of
/// bounds without further geometry (so that no cell arithmetic can overflow).
const COORDINATE_LIMIT: i32 = 10_000;

/// Refuses an item with a coordinate far off the map (`out_of_bounds`, naming that cell).
pub fn coordinates_in_range(item: &Item) -> Result<(), R> {
    let cells: Vec<Cell> = match item {
        Item::Land { x, y, .. }
        | Item::VendingMachine { x, y }
        | Item::Graveyard { x, y }
        | Item::Building { x, y, .. } => vec![[*x, *y]],
        Item::EntranceHotel {
            entrance, capsules, ..
        } => std::iter::once([entrance.x, entrance.y])
            .chain(capsules.iter().map(|c| [c.x, c.y]))
            .collect(),
        Item::Capsules { .. } | Item::PinkCapsules { .. } => Vec::new(),
    };
    let near = -COORDINATE_LIMIT..=COORDINATE_LIMIT;
    match cells
        .into_iter()
        .find(|c| !near.contains(&c[0]) || !near.contains(&c[1]))
    {
        Some(cell) => Err(R::OutOfBounds { cell }),
        None => Ok(()),
    }
}

/// The payload checks of a land purchase: the board exists and the orientation is allowed.
pub fn land_payload(state: &State, board: &str, rotation: i32, mirror: bool) -> Result<(), R> {
    if !state.config.land_boards.contains_key(board) {
        return Err(R::UnknownLandBoard {
            board: board.into(),
        });
    }
    if ![0, 90, 180, 270].contains(&rotation) {
        return Err(R::BadOrientation {
            field: "rotation",
            value: json!(rotation),
            allowed: vec![json!(0), json!(90), json!(180), json!(270)],
        });
    }
    if mirror && !state.config.land.allow_mirror {
        return Err(R::BadOrientation {
            field: "mirror",
            value: json!(true),
            allowed: vec![json!(false)],
        });
    }
    Ok(())
}

/// The geometry of a land purchase (after the payload checks): the new parcel's cells.
pub fn land_geometry(state: &State, cells: &[Cell]) -> Result<(), R> {
    if let Some(&cell) = cells.iter().find(|&&c| !state.config.on_map(c)) {
        return Err(R::OutOfBounds { cell });
    }
    if let Some((cell, area)) = cells.iter().find_map(|&c| state.area_of(c).map(|a| (c, a))) {
        return Err(R::LandOverlap {
            cell,
            area_id: state.areas[state.areas[area].parcel].id.clone(),
        });
    }
    let adjacent = cells.iter().any(|&c| {
        geometry::neighbours(c)
            .iter()
            .any(|&n| state.area_of(n).is_some())
    });
    if !adjacent {
        return Err(R::LandNotAdjacent {});
    }
    Ok(())
}

/// The cells a land board covers in an orientation.
pub fn land_cells(state: &State, board: &str, rotation: i32, mirror: bool, at: Cell) -> Vec<Cell> {
    state
        .config
        .land_boards
        .get(board)
        .map(|b| geometry::transform(&b.rows, rotation, mirror, at))
        .unwrap_or_default()
}

/// The footprint of a building at (x, y) with a rotation of 0 or 90.
pub fn building_cells(state: &State, building: BuildingType, at: Cell, rotation: i32) -> Vec<Cell> {
    let [mut w, mut h] = state.config.footprint(building);
    if rotation == 90 {
        std::mem::swap(&mut w, &mut h);
    }
    geometry::rect_cells(at[0], at[1], w, h)
}

/// The general checks of a structure's ground footprint (out of bounds, own land, a single
/// area, free cells, the gap); returns the home area. `lenient` applies the lenient
/// small-items variant to a one-cell vending machine or graveyard.
pub fn footprint(state: &State, actor: Seat, cells: &[Cell], lenient: bool) -> Result<usize, R> {
    if let Some(&cell) = cells.iter().find(|&&c| !state.config.on_map(c)) {
        return Err(R::OutOfBounds { cell });
    }
    for &cell in cells {
        match state.area_of(cell) {
            Some(a) if state.areas[a].owner == actor => {}
            other => {
                return Err(R::NotOwnLand {
                    cell,
                    owner: other.map(|a| state.areas[a].owner),
                });
            }
        }
    }
    let areas: BTreeSet<usize> = cells.iter().filter_map(|&c| state.area_of(c)).collect();
    if areas.len() > 1 {
        return Err(R::SpansMultipleAreas {
            areas: areas.iter().map(|&a| state.areas[a].id.clone()).collect(),
        });
    }
    let home = *areas.iter().next().expect("a footprint has cells");
    for &cell in cells {
        if let Some(s) = state.structure_at(cell) {
            return Err(R::CellOccupied {
                cell,
                structure_id: state.structures[s].id.clone(),
            });
        }
    }
    if let Some(conflict) = gap_conflict(state, cells)
        && !(lenient && no_room(state, home))
    {
        return Err(conflict);
    }
    Ok(home)
}

/// The first gap violation of a footprint: a cell touching another structure (at an edge,
/// or at a corner unless corners may touch).
fn gap_conflict(state: &State, cells: &[Cell]) -> Option<R> {
    let own: BTreeSet<Cell> = cells.iter().copied().collect();
    for &cell in cells {
        for n in state.contact_cells(cell) {
            if own.contains(&n) {
                continue;
            }
            if let Some(s) = state.structure_at(n) {
                return Some(R::GapViolation {
                    cell,
                    conflicts_with: state.structures[s].id.clone(),
                });
            }
        }
    }
    None
}

/// Whether no cell of the area's direct part could take a one-cell item with the gap kept
/// (the condition of the lenient small-items variant).
fn no_room(state: &State, area: usize) -> bool {
    !state
        .direct_cells(area)
        .into_iter()
        .any(|c| state.structure_at(c).is_none() && gap_conflict(state, &[c]).is_none())
}

/// Graveyards in a parcel, subdivisions included.
pub fn parcel_graveyards(state: &State, parcel: usize) -> usize {
    state
        .structures
        .iter()
        .filter(|s| s.kind == StructureKind::Graveyard && state.areas[s.area].parcel == parcel)
        .count()
}

/// The graveyard limit for a new graveyard in `area`.
pub fn graveyard_limit(state: &State, area: usize) -> Result<(), R> {
    let parcel = state.areas[area].parcel;
    let graveyards = parcel_graveyards(state, parcel);
    if graveyards >= GRAVEYARDS_PER_PARCEL {
        return Err(R::GraveyardLimit {
            parcel_id: state.areas[parcel].id.clone(),
            graveyards,
        });
    }
    Ok(())
}

/// Whether the golden rule is waived in a parcel (a Sumo Dohyo on side B stands in it).
pub fn golden_rule_waived(state: &State, parcel: usize) -> bool {
    state.structures.iter().any(|s| {
        s.kind == StructureKind::Building(BuildingType::SumoDohyo)
            && s.side == Some(super::command::Side::B)
            && state.areas[s.area].parcel == parcel
    })
}

/// The direct contents of an area: (hotels, vending machines, graveyards).
pub fn direct_counts(state: &State, area: usize) -> (usize, usize, usize) {
    let mut counts = (0, 0, 0);
    for s in state.structures.iter().filter(|s| s.area == area) {
        if s.hotel.is_some() {
            counts.0 += 1;
        }
        match s.kind {
            StructureKind::VendingMachine => counts.1 += 1,
            StructureKind::Graveyard => counts.2 += 1,
            _ => {}
        }
    }
    counts
}

/// The golden rule for a new hotel in `area`.
pub fn golden_rule(state: &State, area: usize) -> Result<(), R> {
    if golden_rule_waived(state, state.areas[area].parcel) {
        return Ok(());
    }
    let (hotels, vending_machines, graveyards) = direct_counts(state, area);
    if hotels + 1 > vending_machines + graveyards {
        return Err(R::GoldenRule {
            area_id: state.areas[area].id.clone(),
            hotels: hotels + 1,
            vending_machines,
            graveyards,
        });
    }
    Ok(())
}

/// The shape of an entrance hotel (floors, overlaps, support, connection, entrance contact,
/// the floor limit with the pink single-stack exception): its ground footprint and height.
pub fn hotel_shape(
    colour: Colour,
    entrance: Cell,
    capsules: &[CapsulePlacement],
) -> Result<(Vec<Cell>, u32), R> {
    if capsules.is_empty() {
        return Err(R::CapsuleCountInvalid { count: 0 });
    }
    let floors: BTreeSet<i32> = capsules.iter().map(|c| c.floor).collect();
    let top = floors.iter().copied().max().unwrap_or(0);
    if floors.iter().copied().ne(1..=top) {
        return Err(R::FloorSequenceInvalid {
            floors: floors.into_iter().collect(),
        });
    }
    let floor_cells = |floor: i32| -> Vec<Cell> {
        capsules
            .iter()
            .filter(|c| c.floor == floor)
            .flat_map(|c| geometry::capsule_cells(c.x, c.y, c.dir))
            .collect()
    };
    for floor in 1..=top {
        let mut seen = BTreeSet::new();
        for cell in floor_cells(floor) {
            if !seen.insert(cell) || (floor == 1 && cell == entrance) {
                return Err(R::HotelSelfOverlap { cell });
            }
        }
    }
    for (index, c) in capsules.iter().enumerate().filter(|(_, c)| c.floor >= 2) {
        let below = floor_cells(c.floor - 1);
        if let Some(&cell) = geometry::capsule_cells(c.x, c.y, c.dir)
            .iter()
            .find(|cell| !below.contains(cell))
        {
            return Err(R::CapsuleNotSupported { index, cell });
        }
    }
    let ground = floor_cells(1);
    if !geometry::connected(&ground) {
        return Err(R::GroundNotConnected {});
    }
    if !ground.iter().any(|&c| geometry::edge_adjacent(c, entrance)) {
        return Err(R::EntranceNotTouching { entrance });
    }
    let ground_capsules = capsules.iter().filter(|c| c.floor == 1).count();
    let first = capsules[0];
    let pink_stack = colour == Colour::Pink
        && ground_capsules == 1
        && capsules.len() == top as usize
        && capsules
            .iter()
            .all(|c| (c.x, c.y, c.dir) == (first.x, first.y, first.dir))
        && top >= 4;
    if top as usize > ground_capsules && !pink_stack {
        return Err(R::TooManyFloors {
            floors: top,
            ground_capsules,
        });
    }
    let mut footprint = ground;
    footprint.push(entrance);
    Ok((geometry::sorted(footprint), top as u32))
}

/// Parcels adjacent to parcel `q` (subdivisions play no part).
pub fn adjacent_parcels(state: &State, q: usize) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for &c in &state.areas[q].cells {
        for n in geometry::neighbours(c) {
            if let Some(a) = state.area_of(n) {
                let p = state.areas[a].parcel;
                if p != q {
                    out.insert(p);
                }
            }
        }
    }
    out
}

/// The root parcels, in creation order.
pub fn parcels(state: &State) -> Vec<usize> {
    (0..state.areas.len())
        .filter(|&i| state.areas[i].kind != AreaKind::Subdivision)
        .collect()
}
