//! The printed tables of the game: land boards, capsules, buildings and their dice, starting
//! slots and the default options built from them.

use std::collections::BTreeMap;

use super::config::*;

/// Land boards: id, cost, shape rows in base orientation.
pub const LAND_BOARDS: [(&str, i64, &[&str]); 5] = [
    ("L3000", 3000, &["######"; 5]),
    (
        "L3500",
        3500,
        &[
            "########", "########", "########", "####....", "####....", "####....",
        ],
    ),
    (
        "L4000",
        4000,
        &[
            "#######...",
            "#######...",
            "#######...",
            "...#######",
            "...#######",
            "...#######",
        ],
    ),
    ("L5000", 5000, &["#########"; 6]),
    (
        "L6000",
        6000,
        &[
            "############",
            "############",
            "############",
            "############",
            "...######...",
            "...######...",
            "...######...",
        ],
    ),
];

/// Building costs (printed on the buildings, not an option).
pub const BUILDING_COSTS: [(BuildingType, i64); 6] = [
    (BuildingType::CoinLaundry, 2000),
    (BuildingType::SweetsBuffet, 3000),
    (BuildingType::TokyoSpike, 3000),
    (BuildingType::Park, 4000),
    (BuildingType::Arcade, 5000),
    (BuildingType::SumoDohyo, 6000),
];

/// Copies and footprints `[w, h]` of each building type.
pub const BUILDINGS: [(BuildingType, u32, [i32; 2]); 6] = [
    (BuildingType::CoinLaundry, 4, [2, 2]),
    (BuildingType::SweetsBuffet, 3, [2, 2]),
    (BuildingType::TokyoSpike, 1, [2, 2]),
    (BuildingType::Park, 1, [3, 3]),
    (BuildingType::Arcade, 1, [3, 2]),
    (BuildingType::SumoDohyo, 1, [3, 3]),
];

/// A die face as (coupons, yen, nullifier).
type Face = (u32, i64, bool);

/// Each building's die faces, side A.
pub const DICE: [(BuildingType, &[Face]); 6] = [
    (
        BuildingType::CoinLaundry,
        &[
            (1, 0, false),
            (0, 100, false),
            (0, 200, false),
            (0, 300, false),
            (0, 400, false),
            (0, 500, false),
        ],
    ),
    (
        BuildingType::SweetsBuffet,
        &[
            (1, 200, false),
            (0, 400, false),
            (0, 500, false),
            (0, 600, false),
            (0, 800, false),
            (0, 1000, false),
        ],
    ),
    (
        BuildingType::TokyoSpike,
        &[
            (0, 0, true),
            (0, 0, true),
            (0, 600, false),
            (0, 600, false),
            (2, 0, false),
            (2, 0, false),
        ],
    ),
    (
        BuildingType::Park,
        &[
            (1, 500, false),
            (0, 1000, false),
            (0, 2000, false),
            (0, 3000, false),
        ],
    ),
    (
        BuildingType::Arcade,
        &[
            (1, 500, false),
            (1, 500, false),
            (0, 1000, false),
            (0, 2000, false),
            (0, 2000, false),
            (0, 3000, false),
            (0, 3000, false),
            (0, 4000, false),
        ],
    ),
    (
        BuildingType::SumoDohyo,
        &[
            (1, 1000, false),
            (0, 2000, false),
            (0, 3000, false),
            (0, 5000, false),
        ],
    ),
];

/// Starting slots: id and north-west cell.
pub const SLOTS: [(&str, [i32; 2]); 5] = [
    ("S-NW", [15, 15]),
    ("S-NE", [20, 15]),
    ("S-SE", [20, 20]),
    ("S-SW", [15, 20]),
    ("S-S", [17, 25]),
];

/// The franchise coupon thresholds.
pub const FRANCHISE_THRESHOLDS: [i64; 3] = [500, 1000, 1500];
/// Franchise income per hotel and per parcel with a hotel of the colour.
pub const FRANCHISE_UNIT: i64 = 100;
/// Graveyard deduction per graveyard in a parcel.
pub const GRAVEYARD_DEDUCTION: i64 = 100;
/// At most this many graveyards per parcel.
pub const GRAVEYARDS_PER_PARCEL: usize = 5;
/// The least a hotel earns after the graveyard deduction.
pub const INCOME_FLOOR: i64 = 100;
/// A hotel earns at most this per capsule.
pub const INCOME_CAP_PER_CAPSULE: i64 = 1000;
/// The value of a coupon when paying.
pub const COUPON_VALUE: i64 = 500;
/// Fixed attraction of a Sweets Buffet on side B.
pub const SWEETS_B_ATTRACTION: i64 = 300;
/// Fixed attraction of an Arcade on side B.
pub const ARCADE_B_ATTRACTION: i64 = 1000;
/// Attraction bonus of the Park on side B to adjacent parcels.
pub const PARK_B_BONUS: i64 = 500;
/// Coupons for buying a Tokyo Spike with side B.
pub const SPIKE_B_COUPONS: u32 = 7;
/// Coupons for buying an Arcade with side B.
pub const ARCADE_B_COUPONS: u32 = 1;

/// The cost of a building type.
pub fn building_cost(building: BuildingType) -> i64 {
    BUILDING_COSTS
        .iter()
        .find(|(b, _)| *b == building)
        .map_or(0, |(_, cost)| *cost)
}

/// The default options (Appendix A).
pub fn default_config() -> TokyoCapsuleHotelConfig {
    let names = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    TokyoCapsuleHotelConfig {
        min_players: 2,
        max_players: 5,
        rounds: 8,
        map: MapSize {
            width: 40,
            height: 40,
        },
        starting: Starting {
            slot_size: 5,
            slots: SLOTS.iter().map(|(id, at)| (id.to_string(), *at)).collect(),
            assignment: [
                ("2", names(&["S-NW", "S-SE"])),
                ("3", names(&["S-NW", "S-NE", "S-SE"])),
                ("4", names(&["S-NW", "S-NE", "S-SE", "S-SW"])),
                ("5", names(&["S-NW", "S-NE", "S-SE", "S-SW", "S-S"])),
            ]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        },
        loan: LoanConfig {
            options: vec![4000, 6000, 8000, 10000],
            coupon_bonus: BTreeMap::from([("4000".to_string(), 1)]),
            default: 4000,
            interest_percent: 10,
        },
        coupon_rounds: vec![3, 5, 7],
        spend_limits: (2..=5).map(|n| (n.to_string(), 4000 * n as i64)).collect(),
        capsules: CapsuleConfig {
            pink: PinkCapsules {
                board: 38,
                first: 2000,
                extra: 500,
            },
            red: 8,
            orange: 7,
            yellow: 6,
            green: 6,
            blue: 5,
            purple: 4,
            white: 3,
            black: 2,
            price_per_capsule_nonpink: 500,
            markers_per_colour: 1,
        },
        capsule_orientations: vec![Dir::H, Dir::V],
        land: LandConfig { allow_mirror: true },
        land_boards: LAND_BOARDS
            .iter()
            .map(|(id, cost, rows)| {
                (
                    id.to_string(),
                    LandBoard {
                        cost: *cost,
                        rows: rows.iter().map(|r| r.to_string()).collect(),
                    },
                )
            })
            .collect(),
        prices: Prices {
            vending_machine: 500,
            graveyard: -200,
            entrance: 1000,
        },
        supplies: Supplies {
            entrances: 20,
            vending_machines: 20,
        },
        building_counts: BUILDINGS.iter().map(|(b, n, _)| (*b, *n)).collect(),
        footprints: BUILDINGS.iter().map(|(b, _, f)| (*b, *f)).collect(),
        dice_faces: DICE
            .iter()
            .map(|(b, faces)| {
                (
                    *b,
                    faces
                        .iter()
                        .map(|&(c, y, n)| DieFace {
                            c: (c > 0).then_some(c),
                            y: (y > 0).then_some(y),
                            n: n.then_some(true),
                        })
                        .collect(),
                )
            })
            .collect(),
        income: IncomeConfig {
            roll_without_hotels: true,
        },
        attraction_cards: AttractionMode::Off,
        tallest_hotel: false,
        gap: GapRule::AllNeighbours,
        lenient_small_items: true,
        trade: TradeConfig {
            max_open_proposals: 3,
            visibility: TradeVisibility::Participants,
            yen_multiple: 100,
            promise_max_chars: 500,
        },
        timing: Timing {
            loan_secs: 172_800,
            head_deadline_secs: 86_400,
            head_timeout_mode: HeadTimeoutMode::Automatic,
            warn_window_secs: 3600,
            trade_response_secs: 86_400,
            idle_autopass_secs: 172_800,
            max_timeouts_per_phase: 2,
            winddown_secs: 86_400,
        },
    }
}
