//! The options of a game (§1.3), all with their defaults.

use crate::engine::MAX_TIMER_SECONDS;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// How the starting player is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTurnOrder)]
pub enum TurnOrder {
    /// Every player rolls; the highest total starts (ties roll again).
    #[default]
    RollOff,
    /// Seat 0 starts.
    SeatOrder,
    /// A uniformly random seat starts.
    Random,
}

/// How Income Tax is charged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyIncomeTax)]
pub enum IncomeTax {
    /// Always $200.
    #[default]
    #[serde(rename = "flat_200")]
    Flat200,
    /// The player chooses $200 or 10 % of total worth.
    #[serde(rename = "choice_200_or_10pct")]
    Choice200Or10pct,
}

/// Which printing of the Community Chest deck is used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDeckSet)]
pub enum DeckSet {
    #[default]
    UsModern,
    UsClassic,
    UsHasbro2021,
}

impl DeckSet {
    /// The snake_case name, as used by the deck variant table.
    pub fn name(self) -> &'static str {
        match self {
            DeckSet::UsModern => "us_modern",
            DeckSet::UsClassic => "us_classic",
            DeckSet::UsHasbro2021 => "us_hasbro_2021",
        }
    }
}

/// How cards are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDeckMode)]
pub enum DeckMode {
    /// Shuffle once, draw from the top, return to the bottom.
    #[default]
    Physical,
    /// Each draw picks uniformly among the cards in the deck (for statistics).
    RandomDraw,
}

/// Who bids first in the auction of a declined property.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyAuctionFirstBidder)]
pub enum AuctionFirstBidder {
    #[default]
    Decliner,
    NextAfterDecliner,
}

/// Whether a hotel may be broken down with houses taken from the bank.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyHotelBreakdown)]
pub enum HotelBreakdown {
    #[default]
    BankHouses,
    /// Japanese convention: only the houses standing in the group may be redistributed.
    RedistributeOnly,
}

/// How a building shortage is resolved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBuildingShortage)]
pub enum BuildingShortage {
    /// Claim round, then unit auctions (§4.11).
    #[default]
    ClaimAuction,
    /// First request served first.
    FirstCome,
}

/// The opening bid of a building-shortage auction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyShortageMinBid)]
pub enum ShortageMinBid {
    #[default]
    LowestHousePrice,
    AuctionStep,
}

/// When trades may be concluded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTradeWindow)]
pub enum TradeWindow {
    #[default]
    StablePhases,
    BetweenTurns,
}

/// Who sees trade proposals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTradeVisibility)]
pub enum TradeVisibility {
    #[default]
    Parties,
    Public,
}

/// Rounding of the 10 % mortgage interest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyInterestRounding)]
pub enum InterestRounding {
    #[default]
    Up,
    Down,
}

/// How the bank sells the mortgaged deeds of a player bankrupt to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBankAuctionMortgaged)]
pub enum BankAuctionMortgaged {
    #[default]
    Cleared,
    AsIs,
}

/// When the voluntary jail fine may be paid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyJailPayTurns)]
pub enum JailPayTurns {
    #[default]
    FirstTwo,
    Any,
}

/// How the game ends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = MonopolyEndCondition)]
pub enum EndCondition {
    /// Play until one player is left.
    #[default]
    LastPlayerStanding,
    /// End after `rounds` rounds; ranked by net worth.
    RoundLimit { rounds: u32 },
    /// End at the end of the round in progress once the server's deadline timer fired.
    Deadline {
        /// When the deadline timer fires (RFC 3339).
        #[schema(value_type = String, format = DateTime)]
        at: chrono::DateTime<chrono::Utc>,
    },
}

/// A bundle of option values; options given explicitly override it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyPreset)]
pub enum Preset {
    /// Japanese tournament conventions, every one of them from the Japanese rules
    /// description the game follows: $10 auctions, hotel redistribution only, trades
    /// between turns, rescue negotiation, the $50 fine payable before rolling on any jail
    /// turn, and no 10 % fee on receiving a mortgaged deed (the 10 % is charged only when
    /// the mortgage is lifted).
    JpTournament,
}

impl Preset {
    fn options(self) -> MonopolyConfig {
        match self {
            Preset::JpTournament => MonopolyConfig {
                preset: Some(self),
                auction_step: 10,
                hotel_breakdown: HotelBreakdown::RedistributeOnly,
                trade_window: TradeWindow::BetweenTurns,
                rescue_negotiation: true,
                jail_pay_turns: JailPayTurns::Any,
                mortgage_transfer_fee: false,
                ..MonopolyConfig::default()
            },
        }
    }
}

/// The options chosen when the game is created (§1.3). With a `preset`, the options not
/// given explicitly take the preset's values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(remote = "Self")]
#[serde(default, deny_unknown_fields)]
pub struct MonopolyConfig {
    /// A bundle of option values (explicit options override it).
    pub preset: Option<Preset>,
    pub players_min: u8,
    pub players_max: u8,
    pub starting_cash: i64,
    pub go_salary: i64,
    pub go_landing_bonus: i64,
    pub turn_order: TurnOrder,
    pub income_tax: IncomeTax,
    pub luxury_tax: i64,
    pub deck_set: DeckSet,
    pub deck_mode: DeckMode,
    /// 1 or 10.
    pub auction_step: i64,
    pub auction_first_bidder: AuctionFirstBidder,
    pub hotel_breakdown: HotelBreakdown,
    pub building_shortage: BuildingShortage,
    pub shortage_min_bid: ShortageMinBid,
    pub trade_window: TradeWindow,
    pub trade_visibility: TradeVisibility,
    pub max_open_trades_per_player: u32,
    pub mortgage_transfer_fee: bool,
    pub interest_rounding: InterestRounding,
    pub count_mortgaged_for_sets: bool,
    pub bank_auction_mortgaged: BankAuctionMortgaged,
    pub rescue_negotiation: bool,
    /// Timer setting read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub rescue_window_seconds: u64,
    pub voluntary_bankruptcy: bool,
    pub jail_fine: i64,
    pub jail_pay_turns: JailPayTurns,
    pub rent_in_jail: bool,
    pub free_parking_jackpot: bool,
    pub end_condition: EndCondition,
    /// Timer setting read only by the server (`null`: no automatic moves).
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub decision_timeout_seconds: Option<u64>,
    /// Timer setting read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub auction_timeout_seconds: Option<u64>,
    /// Timer setting read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub claim_timeout_seconds: Option<u64>,
    pub hide_cash: bool,
}

impl Default for MonopolyConfig {
    fn default() -> Self {
        MonopolyConfig {
            preset: None,
            players_min: 2,
            players_max: 8,
            starting_cash: 1500,
            go_salary: 200,
            go_landing_bonus: 0,
            turn_order: TurnOrder::RollOff,
            income_tax: IncomeTax::Flat200,
            luxury_tax: 100,
            deck_set: DeckSet::UsModern,
            deck_mode: DeckMode::Physical,
            auction_step: 1,
            auction_first_bidder: AuctionFirstBidder::Decliner,
            hotel_breakdown: HotelBreakdown::BankHouses,
            building_shortage: BuildingShortage::ClaimAuction,
            shortage_min_bid: ShortageMinBid::LowestHousePrice,
            trade_window: TradeWindow::StablePhases,
            trade_visibility: TradeVisibility::Parties,
            max_open_trades_per_player: 10,
            mortgage_transfer_fee: true,
            interest_rounding: InterestRounding::Up,
            count_mortgaged_for_sets: true,
            bank_auction_mortgaged: BankAuctionMortgaged::Cleared,
            rescue_negotiation: false,
            rescue_window_seconds: 172_800,
            voluntary_bankruptcy: false,
            jail_fine: 50,
            jail_pay_turns: JailPayTurns::FirstTwo,
            rent_in_jail: true,
            free_parking_jackpot: false,
            end_condition: EndCondition::LastPlayerStanding,
            decision_timeout_seconds: None,
            auction_timeout_seconds: None,
            claim_timeout_seconds: None,
            hide_cash: false,
        }
    }
}

impl Serialize for MonopolyConfig {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        MonopolyConfig::serialize(self, serializer)
    }
}

impl<'de> Deserialize<'de> for MonopolyConfig {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let explicit = Map::<String, Value>::deserialize(deserializer)?;
        let preset: Option<Preset> = match explicit.get("preset") {
            Some(value) => serde_json::from_value(value.clone()).map_err(D::Error::custom)?,
            None => None,
        };
        let base = preset.map_or_else(MonopolyConfig::default, Preset::options);
        let mut merged = match serde_json::to_value(&base).map_err(D::Error::custom)? {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        merged.extend(explicit);
        MonopolyConfig::deserialize(Value::Object(merged)).map_err(D::Error::custom)
    }
}

impl MonopolyConfig {
    /// Checks the option values.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=8).contains(&self.players_min)
            || !(2..=8).contains(&self.players_max)
            || self.players_min > self.players_max
        {
            return Err("players_min and players_max must satisfy 2 <= min <= max <= 8".into());
        }
        if self.auction_step != 1 && self.auction_step != 10 {
            return Err("auction_step must be 1 or 10".into());
        }
        let amounts = [
            self.starting_cash,
            self.go_salary,
            self.go_landing_bonus,
            self.luxury_tax,
            self.jail_fine,
        ];
        if amounts.iter().any(|&a| a < 0) {
            return Err("amounts must not be negative".into());
        }
        if let EndCondition::RoundLimit { rounds: 0 } = self.end_condition {
            return Err("round_limit needs at least one round".into());
        }
        let timers = [
            ("rescue_window_seconds", Some(self.rescue_window_seconds)),
            ("decision_timeout_seconds", self.decision_timeout_seconds),
            ("auction_timeout_seconds", self.auction_timeout_seconds),
            ("claim_timeout_seconds", self.claim_timeout_seconds),
        ];
        for (name, seconds) in timers {
            if let Some(seconds) = seconds
                && !(1..=MAX_TIMER_SECONDS).contains(&seconds)
            {
                return Err(format!("{name} must be between 1 and {MAX_TIMER_SECONDS}"));
            }
        }
        Ok(())
    }

    /// The mortgage interest on a mortgage value, rounded as configured.
    pub fn interest(&self, mortgage: i64) -> i64 {
        match self.interest_rounding {
            InterestRounding::Up => (mortgage + 9) / 10,
            InterestRounding::Down => mortgage / 10,
        }
    }
}
