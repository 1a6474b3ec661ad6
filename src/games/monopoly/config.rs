//! The options of a game, all with their defaults.

use crate::engine::MAX_TIMER_SECONDS;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// How the starting player is chosen: `roll_off` (every player rolls two dice, the highest
/// total starts, ties roll again), `seat_order` (seat 0 starts) or `random`.
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

/// How Income Tax is charged: `flat_200` (always $200) or `choice_200_or_10pct` (the player
/// chooses $200 or 10 % of total worth before it is computed).
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

/// Which printing of the Community Chest deck is used: `us_modern`, `us_classic` or
/// `us_hasbro_2021` (also read as `us_hasbro2021`, its earlier name). Only a few money cards
/// differ; the Chance deck is the same in all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDeckSet)]
pub enum DeckSet {
    #[default]
    UsModern,
    UsClassic,
    #[serde(rename = "us_hasbro_2021", alias = "us_hasbro2021")]
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

/// How cards are drawn: `physical` (shuffled once, drawn from the top, returned to the
/// bottom) or `random_draw` (each draw picks uniformly among the cards in the deck; for
/// statistical testing).
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

/// Who bids first in the auction of a declined property: the `decliner` or the
/// `next_after_decliner` in seat order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyAuctionFirstBidder)]
pub enum AuctionFirstBidder {
    #[default]
    Decliner,
    NextAfterDecliner,
}

/// Whether a hotel may be broken down with houses taken from the bank: `bank_houses` (yes,
/// if the bank has them) or `redistribute_only` (Japanese convention: only the houses
/// already standing in the group may be redistributed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyHotelBreakdown)]
pub enum HotelBreakdown {
    #[default]
    BankHouses,
    /// Japanese convention: only the houses standing in the group may be redistributed.
    RedistributeOnly,
}

/// How a building shortage is resolved: `claim_auction` (the other players who could build
/// may claim units; scarce units are auctioned one by one) or `first_come` (a request is
/// served if the bank has the units).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBuildingShortage)]
pub enum BuildingShortage {
    /// Claim round, then unit auctions.
    #[default]
    ClaimAuction,
    /// First request served first.
    FirstCome,
}

/// The opening minimum of a building-shortage auction: `lowest_house_price` (the lowest
/// house price among the competing groups) or `auction_step`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyShortageMinBid)]
pub enum ShortageMinBid {
    #[default]
    LowestHousePrice,
    AuctionStep,
}

/// When trades may be concluded: `stable_phases` (whenever nothing is being resolved:
/// before a roll, at a purchase offer, before the turn ends) or `between_turns` (Japanese
/// convention: only before the active player's first roll of the turn or once their moves
/// are over).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTradeWindow)]
pub enum TradeWindow {
    #[default]
    StablePhases,
    BetweenTurns,
}

/// Who sees trade proposals, rejections, cancellations and voids: the two `parties` only,
/// or everyone (`public`). Executed trades are always public.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTradeVisibility)]
pub enum TradeVisibility {
    #[default]
    Parties,
    Public,
}

/// Rounding of the 10 % mortgage interest to whole dollars: `up` or `down`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyInterestRounding)]
pub enum InterestRounding {
    #[default]
    Up,
    Down,
}

/// How the bank auctions the mortgaged deeds of a player bankrupt to it: `cleared` (sold
/// unmortgaged) or `as_is` (still mortgaged; the buyer then lifts or keeps the mortgage).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBankAuctionMortgaged)]
pub enum BankAuctionMortgaged {
    #[default]
    Cleared,
    AsIs,
}

/// When the voluntary jail fine may be paid: `first_two` (on the first or second jail turn)
/// or `any` jail turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyJailPayTurns)]
pub enum JailPayTurns {
    #[default]
    FirstTwo,
    Any,
}

/// How the game ends, selected by `type`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = MonopolyEndCondition)]
pub enum EndCondition {
    /// Play until one player is left.
    #[default]
    LastPlayerStanding,
    /// End after a number of rounds; the players left are ranked by net worth.
    RoundLimit {
        /// The number of rounds (at least 1); a round ends when the turn passes back round
        /// to the starting player.
        rounds: u32,
    },
    /// End at the end of the round in progress once the deadline has passed; the players
    /// left are ranked by net worth.
    Deadline {
        /// When the deadline timer fires (RFC 3339).
        #[schema(value_type = String, format = DateTime)]
        at: chrono::DateTime<chrono::Utc>,
    },
}

/// A bundle of option values; options given explicitly override it. `jp_tournament`: $10
/// auctions, hotel redistribution only, trades between turns, rescue negotiation, the jail
/// fine payable on any jail turn, and no fee for keeping a received mortgage.
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

/// The options chosen when the game is created, fixed for the whole game. Amounts are in
/// dollars. With a `preset`, the options not given explicitly take the preset's values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(remote = "Self")]
#[serde(default, deny_unknown_fields)]
pub struct MonopolyConfig {
    /// A bundle of option values (explicit options override it); `null`: none.
    pub preset: Option<Preset>,
    /// The fewest seats the game starts with, 2–8.
    pub players_min: u8,
    /// The most seats, 2–8, not below `players_min`.
    pub players_max: u8,
    /// Dollars each player starts with.
    pub starting_cash: i64,
    /// Dollars paid by the bank for passing or landing on Go.
    pub go_salary: i64,
    /// Extra dollars for landing exactly on Go (0: none).
    pub go_landing_bonus: i64,
    /// How the starting player is chosen.
    pub turn_order: TurnOrder,
    /// How Income Tax (square 4) is charged.
    pub income_tax: IncomeTax,
    /// Dollars charged on Luxury Tax (square 38).
    pub luxury_tax: i64,
    /// Which printing of the Community Chest deck is used.
    pub deck_set: DeckSet,
    /// How cards are drawn.
    pub deck_mode: DeckMode,
    /// Auction step in dollars, 1 or 10: the opening minimum of a property auction, the
    /// smallest raise, and every bid must be a multiple of it.
    pub auction_step: i64,
    /// Who bids first in the auction of a declined property.
    pub auction_first_bidder: AuctionFirstBidder,
    /// Whether selling a hotel may take houses from the bank.
    pub hotel_breakdown: HotelBreakdown,
    /// How competing build requests are served when the bank runs short of buildings.
    pub building_shortage: BuildingShortage,
    /// The opening minimum of a building-shortage auction.
    pub shortage_min_bid: ShortageMinBid,
    /// When accepted trades may execute.
    pub trade_window: TradeWindow,
    /// Who sees trade proposals and their outcome short of execution.
    pub trade_visibility: TradeVisibility,
    /// The most open proposals one player may have at a time.
    pub max_open_trades_per_player: u32,
    /// Whether receiving a mortgaged deed costs the 10 % interest at once even when the
    /// mortgage is kept (`false`: keeping is free).
    pub mortgage_transfer_fee: bool,
    /// Rounding of the 10 % mortgage interest.
    pub interest_rounding: InterestRounding,
    /// Whether an owner's mortgaged railroads and utilities still count towards the rent
    /// of their others.
    pub count_mortgaged_for_sets: bool,
    /// How the bank auctions the mortgaged deeds of a player bankrupt to it.
    pub bank_auction_mortgaged: BankAuctionMortgaged,
    /// Japanese rescue negotiation: a debtor who cannot pay even by selling everything
    /// first gets a window in which other players may offer cash for their deeds.
    pub rescue_negotiation: bool,
    /// Length of the rescue window in seconds (timer setting read only by the server).
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub rescue_window_seconds: u64,
    /// Whether a debtor may declare bankruptcy even when selling buildings and mortgaging
    /// would cover the debt.
    pub voluntary_bankruptcy: bool,
    /// Dollars paid to leave jail.
    pub jail_fine: i64,
    /// On which jail turns the fine may be paid voluntarily before rolling.
    pub jail_pay_turns: JailPayTurns,
    /// Whether an owner in jail still collects rent.
    pub rent_in_jail: bool,
    /// House rule: taxes, fines and card payments to the bank go into a pot that a player
    /// ending a move on Free Parking collects.
    pub free_parking_jackpot: bool,
    /// How the game ends.
    pub end_condition: EndCondition,
    /// Seconds a player has for a turn decision (roll, buy, end turn, income tax, debt,
    /// mortgage transfer) before the server plays the default; `null`: no automatic moves.
    /// Read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub decision_timeout_seconds: Option<u64>,
    /// Seconds the bidder to act has before the server passes for them; `null`: no timer.
    /// Read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub auction_timeout_seconds: Option<u64>,
    /// Seconds an eligible player has to answer a building claim round before the server
    /// waives for them; `null`: no timer. Read only by the server.
    #[schema(minimum = 1, maximum = 31_622_400)]
    pub claim_timeout_seconds: Option<u64>,
    /// Whether each player's cash is shown only to that player in views (payments stay
    /// public in the log).
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

#[cfg(test)]
mod tests {
    use super::DeckSet;

    #[test]
    fn the_hasbro_deck_set_is_named_as_in_the_rules_and_still_read_by_its_old_name() {
        let named = serde_json::to_value(DeckSet::UsHasbro2021).unwrap();
        assert_eq!(named, "us_hasbro_2021");
        assert_eq!(named, DeckSet::UsHasbro2021.name());
        for name in ["us_hasbro_2021", "us_hasbro2021"] {
            let read: DeckSet = serde_json::from_value(serde_json::json!(name)).unwrap();
            assert_eq!(read, DeckSet::UsHasbro2021);
        }
    }
}
