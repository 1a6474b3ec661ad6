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

/// Which contact breaks the gap rule between two structures: `all_neighbours` (any shared
/// edge or corner, as the rulebook's "visible gap" asks) or `edges_only` (a shared edge; two
/// structures may touch at a corner).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelGapRule)]
pub enum GapRule {
    /// No cell of a structure may share an edge or a corner with another structure's cell.
    #[default]
    AllNeighbours,
    /// No cell of a structure may share an edge with another structure's cell; corners may
    /// touch.
    EdgesOnly,
}

/// The map size in cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelMapSize)]
pub struct MapSize {
    /// Cells from west to east, 8 to 100.
    #[schema(minimum = 8, maximum = 100)]
    pub width: i32,
    /// Cells from north to south, 8 to 100.
    #[schema(minimum = 8, maximum = 100)]
    pub height: i32,
}

/// The printed starting slots and which seat reserves which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelStarting)]
pub struct Starting {
    /// The side of a square slot, in cells: 1 to 20.
    #[schema(minimum = 1, maximum = 20)]
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
    /// The amounts a player may borrow: 1 to 10 options, each 1 to 1,000,000 yen.
    pub options: Vec<i64>,
    /// Coupons granted with a loan amount (keyed by one of the amounts): 0 to 20 each.
    pub coupon_bonus: BTreeMap<String, u32>,
    /// The amount given to a player who does not choose in time: one of the options.
    pub default: i64,
    /// Interest per round, in percent of the loan: 0 to 100.
    #[schema(minimum = 0, maximum = 100)]
    pub interest_percent: i64,
}

/// The pink capsules: bought in any number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPinkCapsules)]
pub struct PinkCapsules {
    /// Pink capsules on the capsule board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub board: u32,
    /// Price of the first capsule of one purchase: 0 to 100,000 yen.
    #[schema(minimum = 0, maximum = 100_000)]
    pub first: i64,
    /// Price of every further capsule of the same purchase: 0 to 100,000 yen.
    #[schema(minimum = 0, maximum = 100_000)]
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
    /// Red capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub red: u32,
    /// Orange capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub orange: u32,
    /// Yellow capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub yellow: u32,
    /// Green capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub green: u32,
    /// Blue capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub blue: u32,
    /// Purple capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub purple: u32,
    /// White capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub white: u32,
    /// Black capsules on the board at the start: 0 to 100.
    #[schema(maximum = 100)]
    pub black: u32,
    /// Yen per capsule of a non-pink colour on the board; buying the colour takes all of them
    /// at once. 0 to 100,000.
    #[schema(minimum = 0, maximum = 100_000)]
    pub price_per_capsule_nonpink: i64,
    /// Capsules of each colour set aside as the franchise marker (never usable, not counted
    /// on the board): 0 to 10.
    #[schema(maximum = 10)]
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
    /// Price in yen: 1 to 100,000.
    #[schema(minimum = 1, maximum = 100_000)]
    pub cost: i64,
    /// The shape, row 0 north: one string per row, `#` for a cell and `.` for none; at most
    /// 20 rows of at most 20 characters, the cells connected.
    pub rows: Vec<String>,
}

/// Fixed prices in yen (a graveyard's is negative: the buyer receives that much).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPrices)]
pub struct Prices {
    /// Price of a vending machine: 0 to 100,000.
    #[schema(minimum = 0, maximum = 100_000)]
    pub vending_machine: i64,
    /// Price of a graveyard, −100,000 to 0 (negative: paid to the buyer).
    #[schema(minimum = -100_000, maximum = 0)]
    pub graveyard: i64,
    /// Price of an entrance, the cost of building an entrance hotel: 0 to 100,000.
    #[schema(minimum = 0, maximum = 100_000)]
    pub entrance: i64,
}

/// Limited piece supplies at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelSupplies)]
pub struct Supplies {
    /// Entrances, so at most this many entrance hotels: 0 to 100.
    #[schema(maximum = 100)]
    pub entrances: u32,
    /// Vending machines: 0 to 100.
    #[schema(maximum = 100)]
    pub vending_machines: u32,
}

/// One face of a bonus die: coupons for the building's owner, yen of attraction, or the
/// graveyard nullifier.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelDieFace)]
pub struct DieFace {
    /// Coupons for the building's owner (not income), 1 to 10; absent for none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 10)]
    pub c: Option<u32>,
    /// Yen of attraction income for every hotel of the parcel, 1 to 100,000; absent for none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 100_000)]
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
    /// Pending proposals one player may have open at once: 1 to 20.
    #[schema(minimum = 1, maximum = 20)]
    pub max_open_proposals: u32,
    /// Who sees pending proposals and promise texts.
    pub visibility: TradeVisibility,
    /// Yen in a trade must be a positive multiple of this: 1 to 100,000.
    #[schema(minimum = 1, maximum = 100_000)]
    pub yen_multiple: i64,
    /// The longest promise text, in characters: 1 to 10,000.
    #[schema(minimum = 1, maximum = 10_000)]
    pub promise_max_chars: usize,
}

/// The server's timer settings (read by the server only) and the timing rules the engine
/// applies (`head_timeout_mode`, and `max_timeouts_per_phase` in rules-version-1 games).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTiming)]
pub struct Timing {
    /// Seconds for the round-1 loan choice (every timer: 1 second to 366 days).
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
    /// Games created under rules version 1 only: head timeouts in one purchase phase after
    /// which the player is auto-passed (earlier ones only cost the turn). Since version 2 every
    /// head timeout costs that purchase action only, as the rulebook says; a player who then
    /// stays idle is auto-passed by the idle timer (`idle_autopass_secs`). 1 to 100.
    #[schema(minimum = 1, maximum = 100)]
    pub max_timeouts_per_phase: u32,
    /// Seconds pending proposals get to resolve once the spending limit is reached.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub winddown_secs: u64,
}

/// The most rounds a game may have.
const MAX_ROUNDS: u32 = 20;

/// The largest price, fixed income or trade multiple an option may set, in yen.
const MAX_PRICE: i64 = 100_000;

/// The largest loan or spending limit an option may set, in yen.
const MAX_YEN: i64 = 1_000_000;

/// `Ok` when an option's value lies in its range, else an error naming the option.
fn within<T: PartialOrd + std::fmt::Display>(
    field: &str,
    value: T,
    range: std::ops::RangeInclusive<T>,
) -> Result<(), String> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(format!(
            "{field} must lie in {}..={}, not {value}",
            range.start(),
            range.end()
        ))
    }
}

/// A starting slot: its id and cells.
pub type Slot = (String, Vec<[i32; 2]>);

/// The options chosen when a game is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelConfig)]
pub struct TokyoCapsuleHotelConfig {
    /// Fewest players to start the game (2 to 5).
    #[schema(minimum = 2, maximum = 5)]
    pub min_players: u8,
    /// Most players (from `min_players` to 5).
    #[schema(minimum = 2, maximum = 5)]
    pub max_players: u8,
    /// Rounds in a game, 1 to 20; the game ends after the last round's income at the latest.
    #[schema(minimum = 1, maximum = 20)]
    pub rounds: u32,
    /// The map size.
    pub map: MapSize,
    /// The starting slots and which seat gets which.
    pub starting: Starting,
    /// The round-1 loan options.
    pub loan: LoanConfig,
    /// Rounds at whose start every player gets a coupon (each from 1 to `rounds`).
    pub coupon_rounds: Vec<u32>,
    /// The spending limit of one purchase phase, in yen, keyed by player count (`"2"` … `"5"`):
    /// 1 to 1,000,000 each, one for every player count the game allows.
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
    /// Copies of each building type: 0 to 20 each.
    pub building_counts: BTreeMap<BuildingType, u32>,
    /// Each building's footprint `[w, h]` in cells, before turning: 1 to 10 cells a side,
    /// square except the Arcade's.
    #[schema(value_type = BTreeMap<String, Vec<i32>>)]
    pub footprints: BTreeMap<BuildingType, [i32; 2]>,
    /// Each building's die: a list of 1 to 20 faces, every face equally likely (a face listed
    /// twice comes up twice as often).
    pub dice_faces: BTreeMap<BuildingType, Vec<DieFace>>,
    /// Income options.
    pub income: IncomeConfig,
    /// How attraction cards are used.
    pub attraction_cards: AttractionMode,
    /// The tallest-hotel variant: a hotel strictly taller than every hotel already on the map
    /// earns its builder a coupon (the first hotel of the game earns nothing).
    pub tallest_hotel: bool,
    /// Which contact between two structures breaks the gap rule: `all_neighbours` (an edge or
    /// a corner) or `edges_only` (an edge).
    pub gap: GapRule,
    /// The lenient gap rule the rulebook recommends: a vending machine or graveyard may touch
    /// another structure when no cell of that land area would keep the gap.
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
    /// Checks the options (the setup's `bad_config` checks): every number within its
    /// documented range; the error names the field.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=5).contains(&self.min_players)
            || !(self.min_players..=5).contains(&self.max_players)
        {
            return Err("min_players and max_players must satisfy 2 <= min <= max <= 5".into());
        }
        within("rounds", self.rounds, 1..=MAX_ROUNDS)?;
        within("map.width", self.map.width, 8..=100)?;
        within("map.height", self.map.height, 8..=100)?;
        within("starting.slot_size", self.starting.slot_size, 1..=20)?;
        self.validate_loan()?;
        if let Some(round) = self
            .coupon_rounds
            .iter()
            .find(|r| !(1..=self.rounds).contains(r))
        {
            return Err(format!("coupon_rounds: {round} must lie in 1..=rounds"));
        }
        self.validate_pieces()?;
        for players in self.min_players..=self.max_players {
            match self.spend_limits.get(&players.to_string()) {
                Some(&limit) => within(&format!("spend_limits.{players}"), limit, 1..=MAX_YEN)?,
                None => return Err(format!("spend_limits needs an entry for {players}")),
            }
            self.slots_for(usize::from(players))
                .map_err(|e| format!("starting: {e}"))?;
        }
        for building in BuildingType::ALL {
            let name = serde_json::to_value(building)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            let [w, h] = self.footprint(building);
            within(&format!("footprints.{name}"), w, 1..=10)?;
            within(&format!("footprints.{name}"), h, 1..=10)?;
            if building != BuildingType::Arcade && w != h {
                return Err(format!("footprints.{name} must be a square"));
            }
            within(
                &format!("building_counts.{name}"),
                self.building_count(building),
                0..=20,
            )?;
            let faces = self.faces(building);
            within(&format!("dice_faces.{name}"), faces.len(), 1..=20)?;
            for face in faces {
                if let Some(c) = face.c {
                    within(&format!("dice_faces.{name}.c"), c, 1..=10)?;
                }
                if let Some(y) = face.y {
                    within(&format!("dice_faces.{name}.y"), y, 1..=MAX_PRICE)?;
                }
            }
        }
        let t = &self.timing;
        for (field, seconds) in [
            ("timing.loan_secs", t.loan_secs),
            ("timing.head_deadline_secs", t.head_deadline_secs),
            ("timing.warn_window_secs", t.warn_window_secs),
            ("timing.trade_response_secs", t.trade_response_secs),
            ("timing.idle_autopass_secs", t.idle_autopass_secs),
            ("timing.winddown_secs", t.winddown_secs),
        ] {
            within(field, seconds, 1..=MAX_TIMER_SECONDS)?;
        }
        within(
            "timing.max_timeouts_per_phase",
            t.max_timeouts_per_phase,
            1..=100,
        )?;
        within(
            "trade.max_open_proposals",
            self.trade.max_open_proposals,
            1..=20,
        )?;
        within("trade.yen_multiple", self.trade.yen_multiple, 1..=MAX_PRICE)?;
        within(
            "trade.promise_max_chars",
            self.trade.promise_max_chars,
            1..=10_000,
        )?;
        Ok(())
    }

    /// The loan options, their coupons, the default and the interest.
    fn validate_loan(&self) -> Result<(), String> {
        let loan = &self.loan;
        within("loan.options", loan.options.len(), 1..=10)?;
        for &amount in &loan.options {
            within("loan.options", amount, 1..=MAX_YEN)?;
        }
        if !loan.options.contains(&loan.default) {
            return Err("loan.default must be one of loan.options".into());
        }
        for (amount, &coupons) in &loan.coupon_bonus {
            if !loan.options.iter().any(|o| o.to_string() == *amount) {
                return Err(format!(
                    "loan.coupon_bonus.{amount} must be keyed by one of loan.options"
                ));
            }
            within(&format!("loan.coupon_bonus.{amount}"), coupons, 0..=20)?;
        }
        within("loan.interest_percent", loan.interest_percent, 0..=100)
    }

    /// The capsule board, the prices, the land boards and the supplies.
    fn validate_pieces(&self) -> Result<(), String> {
        let c = &self.capsules;
        within("capsules.pink.board", c.pink.board, 0..=100)?;
        within("capsules.pink.first", c.pink.first, 0..=MAX_PRICE)?;
        within("capsules.pink.extra", c.pink.extra, 0..=MAX_PRICE)?;
        for colour in Colour::ALL.into_iter().filter(|&c| c != Colour::Pink) {
            within(
                &format!("capsules.{}", colour.name()),
                c.board(colour),
                0..=100,
            )?;
        }
        within(
            "capsules.price_per_capsule_nonpink",
            c.price_per_capsule_nonpink,
            0..=MAX_PRICE,
        )?;
        within("capsules.markers_per_colour", c.markers_per_colour, 0..=10)?;
        if self.capsule_orientations.is_empty() {
            return Err("capsule_orientations must not be empty".into());
        }
        if self.land_boards.is_empty() {
            return Err("land_boards must not be empty".into());
        }
        for (id, board) in &self.land_boards {
            within(&format!("land_boards.{id}.cost"), board.cost, 1..=MAX_PRICE)?;
            within(&format!("land_boards.{id}.rows"), board.rows.len(), 1..=20)?;
            for row in &board.rows {
                within(
                    &format!("land_boards.{id}.rows"),
                    row.chars().count(),
                    1..=20,
                )?;
            }
            let cells = geometry::board_cells(&board.rows);
            if cells.is_empty() || !geometry::connected(&cells) {
                return Err(format!(
                    "land_boards.{id}.rows must be a connected non-empty shape"
                ));
            }
        }
        let p = &self.prices;
        within("prices.vending_machine", p.vending_machine, 0..=MAX_PRICE)?;
        within("prices.graveyard", p.graveyard, -MAX_PRICE..=0)?;
        within("prices.entrance", p.entrance, 0..=MAX_PRICE)?;
        within("supplies.entrances", self.supplies.entrances, 0..=100)?;
        within(
            "supplies.vending_machines",
            self.supplies.vending_machines,
            0..=100,
        )
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
