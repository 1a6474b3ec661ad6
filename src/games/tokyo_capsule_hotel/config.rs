//! The options of a game (Appendix A of the rules), every one with its default. The printed
//! tables the defaults come from live in [`super::tables`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::geometry;
use super::tables;
use crate::engine::MAX_TIMER_SECONDS;

/// A capsule colour. All capsules of a hotel share one colour, which is the hotel's
/// franchise.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelColour)]
pub enum Colour {
    Pink,
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Purple,
    White,
    Black,
}

impl Colour {
    /// Every colour, in the order of the capsule table.
    pub const ALL: [Colour; 9] = [
        Colour::Pink,
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
        Colour::White,
        Colour::Black,
    ];

    /// The colour named `name` (snake_case), if it is one.
    pub fn parse(name: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Pink => "pink",
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
            Colour::White => "white",
            Colour::Black => "black",
        }
    }
}

/// One of the six building types. All but `coin_laundry` are large buildings, with an
/// attraction card.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelBuildingType)]
pub enum BuildingType {
    CoinLaundry,
    SweetsBuffet,
    TokyoSpike,
    Park,
    Arcade,
    SumoDohyo,
}

impl BuildingType {
    /// Every building type, cheapest first.
    pub const ALL: [BuildingType; 6] = [
        BuildingType::CoinLaundry,
        BuildingType::SweetsBuffet,
        BuildingType::TokyoSpike,
        BuildingType::Park,
        BuildingType::Arcade,
        BuildingType::SumoDohyo,
    ];

    /// Large buildings have an attraction card (every type but the Coin Laundry).
    pub fn is_large(self) -> bool {
        self != BuildingType::CoinLaundry
    }
}

/// A capsule's orientation: `h` covers (x, y) and (x+1, y), `v` covers (x, y) and (x, y+1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[schema(as = TokyoCapsuleHotelDir)]
pub enum Dir {
    #[serde(rename = "h")]
    H,
    #[serde(rename = "v")]
    V,
}

/// How attraction cards (the side B effects of large buildings) are used: `off` (every
/// building uses side A and a purchase names no side), `buyer_chooses` (the buyer of a large
/// building picks `A` or `B`) or `all_b` (every large building uses side B).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelAttractionMode)]
pub enum AttractionMode {
    /// Every building uses side A; a purchase names no side.
    #[default]
    Off,
    /// The buyer of a large building chooses side A or B.
    BuyerChooses,
    /// Every large building uses side B.
    AllB,
}

/// Who sees pending trade proposals and promise texts: `participants` (only the trade's
/// parties) or `public` (everyone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelTradeVisibility)]
pub enum TradeVisibility {
    /// Only the parties of the trade.
    #[default]
    Participants,
    /// Everyone.
    Public,
}

/// How the head of the queue is timed: `automatic` (the head deadline only) or `on_warning`
/// (other players may also `warn_head`, leaving the head at most the warning window).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelHeadTimeoutMode)]
pub enum HeadTimeoutMode {
    /// The head timer always runs.
    #[default]
    Automatic,
    /// Other players may `warn_head`, which cuts the head's remaining time to the warning
    /// window.
    OnWarning,
}

/// The map size in cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelMapSize)]
pub struct MapSize {
    /// Cells from west to east.
    pub width: i32,
    /// Cells from north to south.
    pub height: i32,
}

/// The printed starting slots and which seat reserves which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelStarting)]
pub struct Starting {
    /// The side of a square slot, in cells.
    pub slot_size: i32,
    /// Every slot's north-west cell, by slot id.
    #[schema(value_type = BTreeMap<String, Vec<i32>>)]
    pub slots: BTreeMap<String, [i32; 2]>,
    /// For each player count, the slot of each seat in clockwise seat order.
    pub assignment: BTreeMap<String, Vec<String>>,
}

/// The loan options of round 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelLoanConfig)]
pub struct LoanConfig {
    /// The amounts a player may borrow.
    pub options: Vec<i64>,
    /// Coupons granted with a loan amount (keyed by the amount).
    pub coupon_bonus: BTreeMap<String, u32>,
    /// The amount given to a player who does not choose in time.
    pub default: i64,
    /// Interest per round, in percent of the loan.
    pub interest_percent: i64,
}

/// The pink capsules: bought in any number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPinkCapsules)]
pub struct PinkCapsules {
    /// Pink capsules on the capsule board at the start.
    pub board: u32,
    /// Price of the first capsule of one purchase.
    pub first: i64,
    /// Price of every further capsule of the same purchase.
    pub extra: i64,
}

/// The capsule board: how many capsules of each colour it holds at the start, and their
/// prices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelCapsuleConfig)]
pub struct CapsuleConfig {
    /// Pink capsules: count and prices.
    pub pink: PinkCapsules,
    /// Red capsules on the board at the start.
    pub red: u32,
    /// Orange capsules on the board at the start.
    pub orange: u32,
    /// Yellow capsules on the board at the start.
    pub yellow: u32,
    /// Green capsules on the board at the start.
    pub green: u32,
    /// Blue capsules on the board at the start.
    pub blue: u32,
    /// Purple capsules on the board at the start.
    pub purple: u32,
    /// White capsules on the board at the start.
    pub white: u32,
    /// Black capsules on the board at the start.
    pub black: u32,
    /// Yen per capsule of a non-pink colour on the board; buying the colour takes all of them
    /// at once.
    pub price_per_capsule_nonpink: i64,
    /// Capsules of each colour set aside as the franchise marker (never usable, not counted
    /// on the board).
    pub markers_per_colour: u32,
}

impl CapsuleConfig {
    /// Capsules of `colour` on the board at the start.
    pub fn board(&self, colour: Colour) -> u32 {
        match colour {
            Colour::Pink => self.pink.board,
            Colour::Red => self.red,
            Colour::Orange => self.orange,
            Colour::Yellow => self.yellow,
            Colour::Green => self.green,
            Colour::Blue => self.blue,
            Colour::Purple => self.purple,
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// Every capsule of the game, markers included.
    pub fn total(&self) -> u32 {
        Colour::ALL
            .iter()
            .map(|&c| self.board(c) + self.markers_per_colour)
            .sum()
    }
}

/// Land options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelLandConfig)]
pub struct LandConfig {
    /// Whether a land board may be laid mirrored.
    pub allow_mirror: bool,
}

/// A land board: its cost and its shape in base orientation (`#` = cell, row 0 north).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelLandBoard)]
pub struct LandBoard {
    /// Price in yen.
    pub cost: i64,
    /// The shape, row 0 north: one string per row, `#` for a cell and `.` for none.
    pub rows: Vec<String>,
}

/// Fixed prices in yen (a graveyard's is negative: the buyer receives that much).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPrices)]
pub struct Prices {
    /// Price of a vending machine.
    pub vending_machine: i64,
    /// Price of a graveyard (negative: paid to the buyer).
    pub graveyard: i64,
    /// Price of an entrance, the cost of building an entrance hotel.
    pub entrance: i64,
}

/// Limited piece supplies at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelSupplies)]
pub struct Supplies {
    /// Entrances, so at most this many entrance hotels.
    pub entrances: u32,
    /// Vending machines.
    pub vending_machines: u32,
}

/// One face of a bonus die: coupons for the building's owner, yen of attraction, or the
/// graveyard nullifier.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelDieFace)]
pub struct DieFace {
    /// Coupons for the building's owner (not income); absent for none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<u32>,
    /// Yen of attraction income for every hotel of the parcel; absent for none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<i64>,
    /// `true`: the graveyard nullifier, no graveyard deduction in the parcel this round;
    /// absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<bool>,
}

/// Income options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelIncomeConfig)]
pub struct IncomeConfig {
    /// Whether buildings in a parcel without hotels still roll (their coupons still pay).
    pub roll_without_hotels: bool,
}

/// Trade options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTradeConfig)]
pub struct TradeConfig {
    /// Pending proposals one player may have open at once.
    pub max_open_proposals: u32,
    /// Who sees pending proposals and promise texts.
    pub visibility: TradeVisibility,
    /// Yen in a trade must be a positive multiple of this.
    pub yen_multiple: i64,
    /// The longest promise text, in characters.
    pub promise_max_chars: usize,
}

/// The server's timer settings (read by the server only) and the two timing rules the
/// engine applies (`head_timeout_mode`, `max_timeouts_per_phase`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTiming)]
pub struct Timing {
    /// Seconds for the round-1 loan choice.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub loan_secs: u64,
    /// Seconds the head of the queue has to act.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub head_deadline_secs: u64,
    /// `automatic`: the head has the head deadline; `on_warning`: other players may also warn
    /// the head, who then has at most the warning window left.
    pub head_timeout_mode: HeadTimeoutMode,
    /// Seconds the head has at most after a `warn_head` (`on_warning` mode).
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub warn_window_secs: u64,
    /// Seconds before a pending proposal expires.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub trade_response_secs: u64,
    /// Seconds before a free player who is party to no pending proposal is auto-passed.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub idle_autopass_secs: u64,
    /// Head timeouts in one purchase phase after which the player is auto-passed; earlier ones
    /// only cost the turn.
    pub max_timeouts_per_phase: u32,
    /// Seconds pending proposals get to resolve once the spending limit is reached.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub winddown_secs: u64,
}

/// A starting slot: its id and cells.
pub type Slot = (String, Vec<[i32; 2]>);

/// The options chosen when a game is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelConfig)]
pub struct TokyoCapsuleHotelConfig {
    /// Fewest players to start the game (2 to 5).
    pub min_players: u8,
    /// Most players (from `min_players` to 5).
    pub max_players: u8,
    /// Rounds in a game; the game ends after the last round's income at the latest.
    pub rounds: u32,
    /// The map size.
    pub map: MapSize,
    /// The starting slots and which seat gets which.
    pub starting: Starting,
    /// The round-1 loan options.
    pub loan: LoanConfig,
    /// Rounds at whose start every player gets a coupon.
    pub coupon_rounds: Vec<u32>,
    /// The spending limit of one purchase phase, in yen, keyed by player count (`"2"` … `"5"`).
    pub spend_limits: BTreeMap<String, i64>,
    /// The capsule board and capsule prices.
    pub capsules: CapsuleConfig,
    /// The capsule orientations allowed in hotels.
    pub capsule_orientations: Vec<Dir>,
    /// Land options.
    pub land: LandConfig,
    /// The land boards by id.
    pub land_boards: BTreeMap<String, LandBoard>,
    /// Fixed prices.
    pub prices: Prices,
    /// Limited piece supplies.
    pub supplies: Supplies,
    /// Copies of each building type.
    pub building_counts: BTreeMap<BuildingType, u32>,
    /// Each building's footprint `[w, h]` in cells, before turning.
    #[schema(value_type = BTreeMap<String, Vec<i32>>)]
    pub footprints: BTreeMap<BuildingType, [i32; 2]>,
    /// Each building's die: a list of faces, every face equally likely (a face listed twice
    /// comes up twice as often).
    pub dice_faces: BTreeMap<BuildingType, Vec<DieFace>>,
    /// Income options.
    pub income: IncomeConfig,
    /// How attraction cards are used.
    pub attraction_cards: AttractionMode,
    /// The tallest-hotel variant: a hotel strictly taller than every hotel already on the map
    /// earns its builder a coupon (the first hotel of the game earns nothing).
    pub tallest_hotel: bool,
    /// The lenient gap rule: a vending machine or graveyard may touch another structure when
    /// no cell of that land area would keep the gap.
    pub lenient_small_items: bool,
    /// Trade options.
    pub trade: TradeConfig,
    /// Timer settings and timing rules.
    pub timing: Timing,
}

impl Default for TokyoCapsuleHotelConfig {
    fn default() -> Self {
        tables::default_config()
    }
}

impl TokyoCapsuleHotelConfig {
    /// Checks the options (the setup's `bad_config` checks).
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=5).contains(&self.min_players)
            || !(self.min_players..=5).contains(&self.max_players)
        {
            return Err("min_players and max_players must satisfy 2 <= min <= max <= 5".into());
        }
        if self.rounds == 0 {
            return Err("rounds must be at least 1".into());
        }
        if !(8..=100).contains(&self.map.width) || !(8..=100).contains(&self.map.height) {
            return Err("map.width and map.height must lie in 8..=100".into());
        }
        if !self.loan.options.contains(&self.loan.default) {
            return Err("loan.default must be one of loan.options".into());
        }
        if self.loan.options.iter().any(|&a| a <= 0) || self.loan.interest_percent < 0 {
            return Err("loan options must be positive".into());
        }
        if self
            .coupon_rounds
            .iter()
            .any(|r| !(1..=self.rounds).contains(r))
        {
            return Err("coupon_rounds must lie in 1..=rounds".into());
        }
        if self.capsule_orientations.is_empty() {
            return Err("capsule_orientations must not be empty".into());
        }
        if self.land_boards.is_empty() {
            return Err("land_boards must not be empty".into());
        }
        for (id, board) in &self.land_boards {
            let cells = geometry::board_cells(&board.rows);
            if cells.is_empty() || !geometry::connected(&cells) || board.cost <= 0 {
                return Err(format!(
                    "land board {id} must be a connected non-empty shape with a positive cost"
                ));
            }
        }
        for players in self.min_players..=self.max_players {
            match self.spend_limits.get(&players.to_string()) {
                Some(&limit) if limit > 0 => {}
                _ => return Err(format!("spend_limits needs a positive entry for {players}")),
            }
            self.slots_for(usize::from(players))
                .map_err(|e| format!("starting: {e}"))?;
        }
        for building in BuildingType::ALL {
            let [w, h] = self.footprint(building);
            if w < 1 || h < 1 || (building != BuildingType::Arcade && w != h) {
                return Err(format!(
                    "footprint of {building:?} must be a positive square"
                ));
            }
            if self.faces(building).is_empty() {
                return Err(format!("dice_faces of {building:?} must not be empty"));
            }
        }
        let t = &self.timing;
        if [
            t.loan_secs,
            t.head_deadline_secs,
            t.warn_window_secs,
            t.trade_response_secs,
            t.idle_autopass_secs,
            t.winddown_secs,
        ]
        .iter()
        .any(|seconds| !(1..=MAX_TIMER_SECONDS).contains(seconds))
            || t.max_timeouts_per_phase == 0
        {
            return Err(format!(
                "timing values must be at least 1, and timers at most {MAX_TIMER_SECONDS} seconds"
            ));
        }
        if self.trade.yen_multiple < 1 || self.trade.max_open_proposals == 0 {
            return Err("trade.yen_multiple and trade.max_open_proposals must be positive".into());
        }
        Ok(())
    }

    /// The starting slots reserved with `players` players, in seat order: (slot id, cells).
    pub fn slots_for(&self, players: usize) -> Result<Vec<Slot>, String> {
        let ids = self
            .starting
            .assignment
            .get(&players.to_string())
            .ok_or_else(|| format!("no assignment for {players} players"))?;
        if ids.len() != players {
            return Err(format!(
                "the assignment for {players} needs one slot per seat"
            ));
        }
        let size = self.starting.slot_size;
        let mut slots: Vec<Slot> = Vec::new();
        for id in ids {
            let [x0, y0] = *self
                .starting
                .slots
                .get(id)
                .ok_or_else(|| format!("unknown slot {id}"))?;
            let cells = geometry::rect_cells(x0, y0, size, size);
            if cells.iter().any(|c| !self.on_map(*c)) {
                return Err(format!("slot {id} leaves the map"));
            }
            if slots
                .iter()
                .any(|(_, other)| other.iter().any(|c| cells.contains(c)))
            {
                return Err(format!("slot {id} overlaps another slot"));
            }
            slots.push((id.clone(), cells));
        }
        Ok(slots)
    }

    /// Whether a cell is on the map.
    pub fn on_map(&self, [x, y]: [i32; 2]) -> bool {
        (0..self.map.width).contains(&x) && (0..self.map.height).contains(&y)
    }

    /// The spending limit with `players` players.
    pub fn spend_limit(&self, players: usize) -> i64 {
        self.spend_limits
            .get(&players.to_string())
            .copied()
            .unwrap_or(4000 * players as i64)
    }

    /// A building's footprint `[w, h]` before rotation.
    pub fn footprint(&self, building: BuildingType) -> [i32; 2] {
        self.footprints.get(&building).copied().unwrap_or([2, 2])
    }

    /// A building's die faces.
    pub fn faces(&self, building: BuildingType) -> &[DieFace] {
        self.dice_faces
            .get(&building)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Copies of a building type.
    pub fn building_count(&self, building: BuildingType) -> u32 {
        self.building_counts.get(&building).copied().unwrap_or(0)
    }

    /// The coupons granted with a loan amount.
    pub fn loan_coupons(&self, amount: i64) -> u32 {
        self.loan
            .coupon_bonus
            .get(&amount.to_string())
            .copied()
            .unwrap_or(0)
    }

    /// A player's debt in round `round`: the loan plus the interest of `round` rounds.
    pub fn debt(&self, loan: i64, round: u32) -> i64 {
        loan + loan * self.loan.interest_percent / 100 * i64::from(round)
    }
}
