//! The printed data a client needs to draw and price a game: the map, starting slots, land
//! boards with their cells, capsule prices, fixed prices, buildings with costs, footprints
//! and dice, and the round track.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::config::{BuildingType, DieFace, LandBoard, TokyoCapsuleHotelConfig};
use super::geometry::{self, Cell};
use super::tables;

/// A land board with its base-orientation cells.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelLandBoardData)]
pub struct LandBoardData {
    pub id: String,
    pub cost: i64,
    pub rows: Vec<String>,
    /// The cells of the base orientation, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// One building type.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelBuildingData)]
pub struct BuildingData {
    pub building: BuildingType,
    pub cost: i64,
    pub count: u32,
    /// `[w, h]` at rotation 0 (an Arcade may be turned by 90).
    #[schema(value_type = Vec<i32>)]
    pub footprint: [i32; 2],
    /// Whether it has an attraction card (side B).
    pub large: bool,
    pub dice_faces: Vec<DieFace>,
}

/// A starting slot.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSlotData)]
pub struct SlotData {
    pub id: String,
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// The printed data of a game under its options.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelData)]
pub struct TokyoCapsuleHotelData {
    pub map_width: i32,
    pub map_height: i32,
    pub rounds: u32,
    pub starting_slots: Vec<SlotData>,
    /// The slot of each clockwise seat, by player count.
    pub slot_assignment: BTreeMap<String, Vec<String>>,
    pub land_boards: Vec<LandBoardData>,
    /// Capsules of each colour on the board at the start (price: 500 each for a non-pink
    /// colour; pink 2000 for the first of a purchase and 500 for each further one).
    pub capsule_board: BTreeMap<String, u32>,
    pub pink_first: i64,
    pub pink_extra: i64,
    pub price_per_capsule_nonpink: i64,
    pub vending_machine_price: i64,
    pub graveyard_price: i64,
    pub entrance_price: i64,
    pub coupon_value: i64,
    pub loan_options: Vec<i64>,
    pub interest_percent: i64,
    pub coupon_rounds: Vec<u32>,
    pub spend_limits: BTreeMap<String, i64>,
    pub franchise_thresholds: Vec<i64>,
    pub buildings: Vec<BuildingData>,
}

fn board_data(id: &str, board: &LandBoard) -> LandBoardData {
    LandBoardData {
        id: id.into(),
        cost: board.cost,
        rows: board.rows.clone(),
        cells: geometry::sorted(geometry::board_cells(&board.rows)),
    }
}

/// The printed data under `config`.
pub fn data(config: &TokyoCapsuleHotelConfig) -> TokyoCapsuleHotelData {
    let size = config.starting.slot_size;
    TokyoCapsuleHotelData {
        map_width: config.map.width,
        map_height: config.map.height,
        rounds: config.rounds,
        starting_slots: config
            .starting
            .slots
            .iter()
            .map(|(id, [x, y])| SlotData {
                id: id.clone(),
                cells: geometry::rect_cells(*x, *y, size, size),
            })
            .collect(),
        slot_assignment: config.starting.assignment.clone(),
        land_boards: config
            .land_boards
            .iter()
            .map(|(id, b)| board_data(id, b))
            .collect(),
        capsule_board: super::config::Colour::ALL
            .iter()
            .map(|&c| (c.name().to_string(), config.capsules.board(c)))
            .collect(),
        pink_first: config.capsules.pink.first,
        pink_extra: config.capsules.pink.extra,
        price_per_capsule_nonpink: config.capsules.price_per_capsule_nonpink,
        vending_machine_price: config.prices.vending_machine,
        graveyard_price: config.prices.graveyard,
        entrance_price: config.prices.entrance,
        coupon_value: tables::COUPON_VALUE,
        loan_options: config.loan.options.clone(),
        interest_percent: config.loan.interest_percent,
        coupon_rounds: config.coupon_rounds.clone(),
        spend_limits: config.spend_limits.clone(),
        franchise_thresholds: tables::FRANCHISE_THRESHOLDS.to_vec(),
        buildings: BuildingType::ALL
            .iter()
            .map(|&b| BuildingData {
                building: b,
                cost: tables::building_cost(b),
                count: config.building_count(b),
                footprint: config.footprint(b),
                large: b.is_large(),
                dice_faces: config.faces(b).to_vec(),
            })
            .collect(),
    }
}
