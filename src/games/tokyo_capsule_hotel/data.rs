//! The printed data a client needs to draw and price a game: the map, starting slots, land
//! boards with their cells, capsule prices, fixed prices, buildings with costs, footprints
//! and dice, and the round track.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::config::{BuildingType, DieFace, LandBoard, TokyoCapsuleHotelConfig};
use super::geometry::{self, Cell};
use super::tables;

/// A land board, as printed: its id, cost and shape in base orientation.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelLandBoardData)]
pub struct LandBoardData {
    /// The board's id, used as `board` in a land purchase.
    pub id: String,
    /// Price in yen.
    pub cost: i64,
    /// The shape, row 0 north: one string per row, `#` for a cell and `.` for none.
    pub rows: Vec<String>,
    /// The shape's cells `[x, y]` relative to its north-west corner, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// One building type, as printed.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelBuildingData)]
pub struct BuildingData {
    /// The building type.
    pub building: BuildingType,
    /// Price in yen.
    pub cost: i64,
    /// Copies in the game; once all are built, no more can be bought.
    pub count: u32,
    /// `[w, h]` in cells at rotation 0 (an Arcade may be turned by 90 to `[h, w]`).
    #[schema(value_type = Vec<i32>)]
    pub footprint: [i32; 2],
    /// Whether it has an attraction card, so it can use side B (all but the Coin Laundry).
    pub large: bool,
    /// The faces of its die (side A), every face equally likely.
    pub dice_faces: Vec<DieFace>,
}

/// A starting slot: a square of cells that a seat may get as its starting parcel.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSlotData)]
pub struct SlotData {
    /// The slot's id (e.g. `S-NW`), which becomes the starting parcel's area id.
    pub id: String,
    /// Its cells `[x, y]`, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// The printed data of a game under its options: map, starting slots, land boards, prices,
/// buildings and the round track. Money is in yen.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelData)]
pub struct TokyoCapsuleHotelData {
    /// Map width in cells (x runs 0 … width − 1, west to east).
    pub map_width: i32,
    /// Map height in cells (y runs 0 … height − 1, north to south).
    pub map_height: i32,
    /// Rounds in the game.
    pub rounds: u32,
    /// Every starting slot; only those assigned for the player count become starting parcels.
    pub starting_slots: Vec<SlotData>,
    /// For each player count (`"2"` … `"5"`), the slot id of each seat in clockwise seat
    /// order; other slots stay unused and may be covered by bought land.
    pub slot_assignment: BTreeMap<String, Vec<String>>,
    /// The land boards, which may be bought any number of times.
    pub land_boards: Vec<LandBoardData>,
    /// Capsules of each colour on the capsule board at the start, keyed by colour (markers
    /// not included).
    pub capsule_board: BTreeMap<String, u32>,
    /// Price of the first pink capsule of a purchase.
    pub pink_first: i64,
    /// Price of each further pink capsule of the same purchase.
    pub pink_extra: i64,
    /// Price per capsule of a non-pink colour; buying it takes every capsule of it left.
    pub price_per_capsule_nonpink: i64,
    /// Price of a vending machine.
    pub vending_machine_price: i64,
    /// Price of a graveyard; negative, as the buyer receives it.
    pub graveyard_price: i64,
    /// Price of an entrance (the cost of an entrance hotel).
    pub entrance_price: i64,
    /// What one coupon is worth when paying for a purchase (coupons never repay debt).
    pub coupon_value: i64,
    /// The loan amounts a player may choose in round 1.
    pub loan_options: Vec<i64>,
    /// Interest per round in percent of the loan: debt = loan + loan × percent / 100 × round.
    pub interest_percent: i64,
    /// Rounds at whose start every player gets a coupon.
    pub coupon_rounds: Vec<u32>,
    /// The spending limit of one purchase phase, keyed by player count (`"2"` … `"5"`).
    pub spend_limits: BTreeMap<String, i64>,
    /// Franchise incomes whose first crossing gives a coupon to every owner of a hotel of
    /// that colour.
    pub franchise_thresholds: Vec<i64>,
    /// The six building types.
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
