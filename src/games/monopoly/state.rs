//! The whole truth of a game: players, deeds, buildings, decks, the phase and the pending
//! work of the current roll, and trades.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::{Outcome, Seat};

use super::config::MonopolyConfig;
use super::data::{self, BANK_HOTELS, BANK_HOUSES, HOTEL_LEVEL, SQUARES};

/// Who pays or receives money.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyParty)]
pub enum Party {
    /// The bank (unlimited money).
    Bank,
    /// The Free Parking pot (`free_parking_jackpot` only).
    Jackpot,
    /// A player.
    Player(Seat),
}

/// A house or a hotel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBuildingType)]
pub enum BuildingType {
    House,
    Hotel,
}

/// Buildings in the bank.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySupply)]
pub struct Supply {
    pub houses: u32,
    pub hotels: u32,
}

/// One level change of one street.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyLevelStep)]
pub struct LevelStep {
    pub square: u8,
    pub from: u8,
    pub to: u8,
}

impl LevelStep {
    /// The unit a raise by one level takes from the bank.
    pub fn unit(&self) -> BuildingType {
        if self.to == HOTEL_LEVEL {
            BuildingType::Hotel
        } else {
            BuildingType::House
        }
    }
}

/// Lift or keep the mortgage of a received mortgaged deed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyMortgageChoice)]
pub enum MortgageChoice {
    /// Pay mortgage + interest now; the deed becomes unmortgaged.
    Lift,
    /// Pay the interest now (if `mortgage_transfer_fee`); the deed stays mortgaged.
    Keep,
}

/// A player at the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    pub cash: i64,
    pub position: u8,
    pub in_jail: bool,
    pub jail_attempts: u8,
    pub jail_cards: Vec<String>,
    pub bankrupt: bool,
}

/// The ownable state of one square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deed {
    pub owner: Option<Seat>,
    pub mortgaged: bool,
    pub level: u8,
}

/// The turn counters (§4.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub active: Seat,
    pub first_player: Seat,
    pub round: u32,
    pub turn_no: u32,
    pub doubles_count: u8,
    pub roll_again: bool,
    pub rolled_this_turn: bool,
    pub sent_to_jail_this_turn: bool,
}

impl Default for Turn {
    fn default() -> Self {
        Turn {
            active: Seat(0),
            first_player: Seat(0),
            round: 0,
            turn_no: 0,
            doubles_count: 0,
            roll_again: false,
            rolled_this_turn: false,
            sent_to_jail_this_turn: false,
        }
    }
}

/// How a token reached the square being resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "via", rename_all = "snake_case")]
#[schema(as = MonopolyArrival)]
pub enum Arrival {
    /// By a dice roll of this total.
    Dice { total: u8 },
    /// By this card.
    Card { card_id: String },
}

/// Why money moves (the ledger's `reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyCashReason)]
pub enum CashReason {
    Salary,
    Rent,
    Tax,
    JailFine,
    JailFineForced,
    Card,
    Purchase,
    Auction,
    Buildings,
    BuildingSale,
    Mortgage,
    Unmortgage,
    MortgageInterest,
    Trade,
    Bankruptcy,
    Jackpot,
}

/// One creditor of a debt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyClaim)]
pub struct Claim {
    pub creditor: Party,
    pub amount: i64,
}

/// Work still to do for the current roll or card, in order (§4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = MonopolyPendingItem)]
pub enum PendingItem {
    /// One payment.
    Payment {
        payer: Seat,
        payee: Party,
        amount: i64,
        reason: CashReason,
    },
    /// Resolve the square a token reached.
    ResolveSquare {
        player: Seat,
        square: u8,
        arrival: Arrival,
    },
    /// Leave jail after the forced fine and move by the roll.
    LeaveJailAndMove { player: Seat, steps: u8 },
    /// The bank auctions these deeds one after the other.
    BankAuctions {
        squares: Vec<u8>,
        mortgaged: Vec<u8>,
        after: Seat,
    },
    /// The receiver of mortgaged deeds decides lift or keep.
    MortgageTransfer { player: Seat, squares: Vec<u8> },
    /// Go back to an interrupted phase.
    Resume { phase: Box<Phase> },
}

/// What an auction sells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[schema(as = MonopolyAuctionItem)]
pub enum AuctionItem {
    /// A title deed (`mortgaged` only for `bank_auction_mortgaged` = as_is).
    Property { square: u8, mortgaged: bool },
    /// One building unit in a shortage.
    Building {
        building: BuildingType,
        shortage_id: String,
    },
}

/// Why an auction runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyAuctionReason)]
pub enum AuctionReason {
    DeclinedPurchase,
    BankruptcyLiquidation,
    BuildingShortage,
}

/// The current high bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyBid)]
pub struct Bid {
    pub player: Seat,
    pub amount: i64,
}

/// A build request still being served in a shortage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyPendingBuild)]
pub struct PendingBuild {
    pub player: Seat,
    pub group: String,
    /// The unit steps not executed yet, in execution order.
    pub steps: Vec<LevelStep>,
}

/// The allocation of a building shortage (§4.11 step 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyAllocation)]
pub struct Allocation {
    pub shortage_id: String,
    pub contested: Vec<BuildingType>,
    pub requests: Vec<PendingBuild>,
}

/// A running auction (§4.9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyAuction)]
pub struct Auction {
    pub auction_id: String,
    pub item: AuctionItem,
    pub reason: AuctionReason,
    pub order: Vec<Seat>,
    pub passed: Vec<Seat>,
    pub high: Option<Bid>,
    pub to_act: Seat,
    pub min_opening: i64,
    pub step: i64,
    /// For building auctions: the allocation the auction is part of.
    pub allocation: Option<Allocation>,
}

impl Auction {
    /// The lowest acceptable bid now.
    pub fn min_next_bid(&self) -> i64 {
        self.high.map_or(self.min_opening, |h| h.amount + self.step)
    }
}

/// A build request: final levels of some streets of a group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyBuildRequest)]
pub struct BuildRequest {
    pub player: Seat,
    pub group: String,
    pub target: BTreeMap<u8, u8>,
}

/// A building-shortage claim round (§4.11 step 2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyClaimRound)]
pub struct ClaimRound {
    pub shortage_id: String,
    pub request: BuildRequest,
    pub contested: Vec<BuildingType>,
    pub supply: Supply,
    pub eligible: Vec<Seat>,
    pub answered: Vec<Seat>,
    pub claims: Vec<BuildRequest>,
}

/// An open debt (§4.14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyDebt)]
pub struct Debt {
    pub debt_id: String,
    pub debtor: Seat,
    pub creditors: Vec<Claim>,
    pub total: i64,
    pub reason: CashReason,
}

/// The phase of the game and its data (§4.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "name", rename_all = "snake_case")]
#[schema(as = MonopolyPhase)]
pub enum Phase {
    /// Before the setup events.
    #[default]
    NotStarted,
    AwaitingRoll,
    AwaitingBuyDecision {
        player: Seat,
        square: u8,
        price: i64,
    },
    Auction(Auction),
    IncomeTaxChoice {
        player: Seat,
    },
    BuildingClaim(ClaimRound),
    DebtResolution(Debt),
    Rescue(Debt),
    MortgageTransferDecision {
        player: Seat,
        squares: Vec<u8>,
    },
    AwaitingEndTurn,
    Finished,
}

impl Phase {
    /// The snake_case name of the phase.
    pub fn name(&self) -> &'static str {
        match self {
            Phase::NotStarted => "not_started",
            Phase::AwaitingRoll => "awaiting_roll",
            Phase::AwaitingBuyDecision { .. } => "awaiting_buy_decision",
            Phase::Auction(_) => "auction",
            Phase::IncomeTaxChoice { .. } => "income_tax_choice",
            Phase::BuildingClaim(_) => "building_claim",
            Phase::DebtResolution(_) => "debt_resolution",
            Phase::Rescue(_) => "rescue",
            Phase::MortgageTransferDecision { .. } => "mortgage_transfer_decision",
            Phase::AwaitingEndTurn => "awaiting_end_turn",
            Phase::Finished => "finished",
        }
    }

    /// Whether this is a stable phase (§4.2).
    pub fn is_stable(&self) -> bool {
        matches!(
            self,
            Phase::AwaitingRoll | Phase::AwaitingBuyDecision { .. } | Phase::AwaitingEndTurn
        )
    }

    /// The debt of a `debt_resolution` or `rescue` phase.
    pub fn debt(&self) -> Option<&Debt> {
        match self {
            Phase::DebtResolution(debt) | Phase::Rescue(debt) => Some(debt),
            _ => None,
        }
    }
}

/// One side of a trade.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
#[schema(as = MonopolyTradeSide)]
pub struct TradeSide {
    pub cash: i64,
    pub squares: Vec<i64>,
    pub jail_cards: Vec<String>,
}

impl TradeSide {
    /// Whether the side gives nothing.
    pub fn is_empty(&self) -> bool {
        self.cash == 0 && self.squares.is_empty() && self.jail_cards.is_empty()
    }

    /// The squares as board indices (valid once the trade has been validated).
    pub fn square_indices(&self) -> impl Iterator<Item = u8> + '_ {
        self.squares.iter().map(|&s| s as u8)
    }
}

/// Where a trade stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTradeStatus)]
pub enum TradeStatus {
    Open,
    Executed,
    Rejected,
    Cancelled,
    Voided,
}

/// Why a trade was voided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyVoidReason)]
pub enum VoidReason {
    Stale,
    Expired,
    Bankruptcy,
}

/// The facts a trade was proposed against, for one listed square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySquareSnapshot)]
pub struct SquareSnapshot {
    pub square: u8,
    pub owner: Option<Seat>,
    pub mortgaged: bool,
    pub group_levels: Vec<u8>,
}

/// A trade proposal (§4.13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyTrade)]
pub struct Trade {
    pub trade_id: String,
    pub proposer: Seat,
    pub recipient: Seat,
    pub give: TradeSide,
    pub take: TradeSide,
    pub proposer_mortgage_choices: BTreeMap<String, MortgageChoice>,
    pub counter_to: Option<String>,
    pub expires_at: Option<String>,
    pub rescue: bool,
    pub status: TradeStatus,
    pub void_reason: Option<VoidReason>,
    pub snapshot: Vec<SquareSnapshot>,
}

impl Trade {
    /// Whether `seat` is one of the two parties.
    pub fn is_party(&self, seat: Seat) -> bool {
        self.proposer == seat || self.recipient == seat
    }
}

/// Numbers of the ids handed out so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub auctions: u32,
    pub trades: u32,
    pub shortages: u32,
    pub debts: u32,
}

/// The whole state of a game, secrets included.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MonopolyState {
    pub config: MonopolyConfig,
    pub players: Vec<Player>,
    pub deeds: Vec<Deed>,
    pub bank: Supply,
    /// Chance deck, top first (secret).
    pub chance: Vec<String>,
    /// Community Chest deck, top first (secret).
    pub community_chest: Vec<String>,
    /// The initial orders (Chance, Community Chest), revealed after the game.
    pub initial_orders: (Vec<String>, Vec<String>),
    pub turn: Turn,
    pub phase: Phase,
    pub queue: Vec<PendingItem>,
    pub trades: Vec<Trade>,
    pub counters: Counters,
    pub jackpot: i64,
    pub deadline_passed: bool,
    /// Seats in the order they went bankrupt.
    pub bankrupt_order: Vec<Seat>,
    pub outcome: Option<Outcome>,
    /// The number of `PhaseChanged` and `DiceRolled` events so far: a new value hands the
    /// deciding seats a new decision (their timers restart).
    pub decision_points: u64,
}

impl MonopolyState {
    /// A fresh board for `seats` players under `config`.
    pub fn new(config: MonopolyConfig, seats: usize) -> Self {
        MonopolyState {
            config,
            players: vec![Player::default(); seats],
            deeds: vec![Deed::default(); usize::from(SQUARES)],
            bank: Supply {
                houses: BANK_HOUSES,
                hotels: BANK_HOTELS,
            },
            ..MonopolyState::default()
        }
    }

    /// The player in `seat`.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// The player in `seat`, mutably.
    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// The deed state of square `index`.
    pub fn deed(&self, index: u8) -> &Deed {
        &self.deeds[usize::from(index)]
    }

    /// All seats.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).map(|i| Seat(i as u8))
    }

    /// Seats of players not bankrupt.
    pub fn active_seats(&self) -> Vec<Seat> {
        self.seats().filter(|&s| !self.player(s).bankrupt).collect()
    }

    /// Active seats in seat order starting after `seat` (excluding it).
    pub fn active_after(&self, seat: Seat) -> Vec<Seat> {
        let n = self.players.len();
        (1..n)
            .map(|k| Seat(((seat.index() + k) % n) as u8))
            .filter(|&s| !self.player(s).bankrupt)
            .collect()
    }

    /// Squares owned by `seat`, in board order.
    pub fn owned_by(&self, seat: Seat) -> Vec<u8> {
        (0..SQUARES)
            .filter(|&i| self.deed(i).owner == Some(seat))
            .collect()
    }

    /// Levels of the streets of `group` in board order.
    pub fn group_levels(&self, group: &str) -> Vec<u8> {
        data::group_squares(group)
            .map(|squares| squares.iter().map(|&s| self.deed(s).level).collect())
            .unwrap_or_default()
    }

    /// Whether the colour group of street `square` has any building.
    pub fn group_of_square_has_buildings(&self, square: u8) -> bool {
        match data::square(square)
            .group
            .as_deref()
            .and_then(data::group_squares)
        {
            Some(squares) => squares.iter().any(|&s| self.deed(s).level > 0),
            None => false,
        }
    }

    /// Whether `seat` owns every street of `group`.
    pub fn owns_group(&self, seat: Seat, group: &str) -> bool {
        data::group_squares(group)
            .is_some_and(|squares| squares.iter().all(|&s| self.deed(s).owner == Some(seat)))
    }

    /// Groups `seat` may build on: wholly owned, none mortgaged.
    pub fn buildable_groups(&self, seat: Seat) -> Vec<&'static str> {
        data::board()
            .groups
            .iter()
            .filter(|(_, squares)| {
                squares
                    .iter()
                    .all(|&s| self.deed(s).owner == Some(seat) && !self.deed(s).mortgaged)
            })
            .map(|(name, _)| name.as_str())
            .collect()
    }

    /// Houses and hotels standing on `seat`'s streets.
    pub fn buildings_of(&self, seat: Seat) -> (i64, i64) {
        self.owned_by(seat)
            .iter()
            .fold((0, 0), |(h, t), &s| match self.deed(s).level {
                HOTEL_LEVEL => (h, t + 1),
                level => (h + i64::from(level), t),
            })
    }

    /// Liquidation value (§4.14): cash + half the building cost + mortgage values.
    pub fn liquidation_value(&self, seat: Seat) -> i64 {
        self.player(seat).cash
            + self
                .owned_by(seat)
                .iter()
                .map(|&s| self.asset_liquidation(s))
                .sum::<i64>()
    }

    /// What square `s` raises when its buildings are sold and it is mortgaged.
    pub fn asset_liquidation(&self, s: u8) -> i64 {
        let deed = self.deed(s);
        let data = data::square(s);
        let buildings = data.house_cost() / 2 * i64::from(deed.level);
        buildings
            + if deed.mortgaged {
                0
            } else {
                data.mortgage_value()
            }
    }

    /// Net worth (§4.16): cash + deeds (price, or mortgage value if mortgaged) + buildings.
    pub fn net_worth(&self, seat: Seat) -> i64 {
        self.player(seat).cash
            + self
                .owned_by(seat)
                .iter()
                .map(|&s| {
                    let data = data::square(s);
                    let deed = self.deed(s);
                    let deed_value = if deed.mortgaged {
                        data.mortgage_value()
                    } else {
                        data.price()
                    };
                    deed_value + data.house_cost() * i64::from(deed.level)
                })
                .sum::<i64>()
    }

    /// Total worth for the income tax percentage (§4.4): printed prices of every deed.
    pub fn total_worth(&self, seat: Seat) -> i64 {
        self.player(seat).cash
            + self
                .owned_by(seat)
                .iter()
                .map(|&s| {
                    let data = data::square(s);
                    data.price() + data.house_cost() * i64::from(self.deed(s).level)
                })
                .sum::<i64>()
    }

    /// The trade with this id.
    pub fn trade(&self, trade_id: &str) -> Option<&Trade> {
        self.trades.iter().find(|t| t.trade_id == trade_id)
    }

    /// The debtor of the open debt, if any.
    pub fn debtor(&self) -> Option<Seat> {
        self.phase.debt().map(|d| d.debtor)
    }

    /// The seats whose decision the game waits for (§4.2), from public facts.
    pub fn deciding(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::NotStarted | Phase::Finished => vec![],
            Phase::AwaitingRoll | Phase::AwaitingEndTurn => vec![self.turn.active],
            Phase::AwaitingBuyDecision { player, .. }
            | Phase::IncomeTaxChoice { player }
            | Phase::MortgageTransferDecision { player, .. } => vec![*player],
            Phase::Auction(auction) => vec![auction.to_act],
            Phase::BuildingClaim(round) => round
                .eligible
                .iter()
                .copied()
                .filter(|s| !round.answered.contains(s))
                .collect(),
            Phase::DebtResolution(debt) | Phase::Rescue(debt) => vec![debt.debtor],
        }
    }
}
