//! The whole truth of a game: players, deeds, buildings, decks, the phase and the pending
//! work of the current roll, and trades.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::shared::Shared;
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

/// A building unit: `house` or `hotel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBuildingType)]
pub enum BuildingType {
    House,
    Hotel,
}

/// A number of houses and hotels, e.g. what the bank holds (32 houses and 12 hotels at the
/// start).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySupply)]
pub struct Supply {
    /// Number of houses.
    pub houses: u32,
    /// Number of hotels.
    pub hotels: u32,
}

/// One level change of one street (level: 0–4 houses, 5 a hotel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyLevelStep)]
pub struct LevelStep {
    /// The street's square (board index).
    pub square: u8,
    /// Its level before, 0–5.
    pub from: u8,
    /// Its level after, 0–5.
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

/// Lift or keep the mortgage of a received mortgaged deed: `lift` (pay the mortgage value
/// plus 10 % interest now; the deed becomes unmortgaged) or `keep` (pay only the 10 %
/// interest now, nothing without `mortgage_transfer_fee`; lifting it later costs the
/// mortgage value plus interest again).
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
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub cash: i64,
    pub position: u8,
    pub in_jail: bool,
    pub jail_attempts: u8,
    pub jail_cards: Vec<String>,
    pub bankrupt: bool,
}

/// The ownable state of one square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deed {
    pub owner: Option<Seat>,
    pub mortgaged: bool,
    pub level: u8,
}

/// The turn counters (§4.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// How a token reached the square being resolved, selected by `via`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "via", rename_all = "snake_case")]
#[schema(as = MonopolyArrival)]
pub enum Arrival {
    /// By a dice roll (sets a utility's rent).
    Dice {
        /// The roll's total, 2–12.
        total: u8,
    },
    /// By a card.
    Card {
        /// The card's id, e.g. `CH05`.
        card_id: String,
    },
}

/// Why money moves: `salary` (Go), `rent`, `tax`, `jail_fine` (paid voluntarily),
/// `jail_fine_forced` (after the third failed jail roll), `card`, `purchase` (at the
/// printed price), `auction`, `buildings` (bought), `building_sale`, `mortgage` (the bank
/// lends), `unmortgage`, `mortgage_interest`, `trade`, `bankruptcy` or `jackpot` (the Free
/// Parking pot).
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
    /// Who is owed: a player, the bank or the Free Parking pot.
    pub creditor: Party,
    /// Dollars owed to this creditor.
    pub amount: i64,
}

/// A step still to be done for the current roll or card, selected by `type`; the game
/// works through the queue in order, pausing whenever a player must decide.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = MonopolyPendingItem)]
pub enum PendingItem {
    /// A payment still to be made (a debt opens if the payer cannot pay it).
    Payment {
        /// The paying seat.
        payer: Seat,
        /// Who receives it.
        payee: Party,
        /// Dollars.
        amount: i64,
        /// Why the money moves.
        reason: CashReason,
    },
    /// Resolve the square a token reached (buy offer, rent, tax, card, …).
    ResolveSquare {
        /// The seat whose token is there.
        player: Seat,
        /// The square (board index).
        square: u8,
        /// How the token got there.
        arrival: Arrival,
    },
    /// Leave jail after paying the fine forced by a third failed roll, then move by it.
    LeaveJailAndMove {
        /// The seat leaving jail.
        player: Seat,
        /// Squares to move forward: the total of the failed roll.
        steps: u8,
    },
    /// The bank auctions a bankrupt player's deeds one after the other.
    BankAuctions {
        /// The deeds still to auction (board indices), in board order.
        squares: Vec<u8>,
        /// Which of the bankrupt player's deeds were mortgaged (board indices).
        mortgaged: Vec<u8>,
        /// The bankrupt seat; bidding starts with the next player after them.
        after: Seat,
    },
    /// The receiver of mortgaged deeds decides to lift or keep each mortgage.
    MortgageTransfer {
        /// The receiving seat.
        player: Seat,
        /// The mortgaged deeds received (board indices).
        squares: Vec<u8>,
    },
    /// Go back to a phase that was interrupted (e.g. by a building claim round).
    Resume {
        /// The phase to return to.
        phase: Box<Phase>,
    },
}

/// What an auction sells, selected by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[schema(as = MonopolyAuctionItem)]
pub enum AuctionItem {
    /// A title deed.
    Property {
        /// The deed's square (board index).
        square: u8,
        /// Whether the deed is sold still mortgaged (only for a bankrupt player's deed under
        /// `bank_auction_mortgaged` = `as_is`); the winner then lifts or keeps the mortgage.
        mortgaged: bool,
    },
    /// One building unit in a building shortage; the winner places it on their request.
    Building {
        /// A house or a hotel.
        building: BuildingType,
        /// The shortage the unit belongs to (e.g. `s3`).
        shortage_id: String,
    },
}

/// Why an auction runs: `declined_purchase` (the lander declined to buy),
/// `bankruptcy_liquidation` (the bank sells a bankrupt player's deed) or
/// `building_shortage` (one scarce building unit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyAuctionReason)]
pub enum AuctionReason {
    DeclinedPurchase,
    BankruptcyLiquidation,
    BuildingShortage,
}

/// A bid of an auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyBid)]
pub struct Bid {
    /// The bidding seat.
    pub player: Seat,
    /// Dollars bid.
    pub amount: i64,
}

/// A build request still being served in a building shortage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyPendingBuild)]
pub struct PendingBuild {
    /// The requesting seat.
    pub player: Seat,
    /// The colour group built on, e.g. `orange`.
    pub group: String,
    /// The unit steps not executed yet, in execution order.
    pub steps: Vec<LevelStep>,
}

/// How the bank's scarce buildings are being shared out after a claim round: the requests
/// still being served, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyAllocation)]
pub struct Allocation {
    /// The shortage's id (e.g. `s3`).
    pub shortage_id: String,
    /// The building types there are too few of.
    pub contested: Vec<BuildingType>,
    /// The requests in serving order: the one that started the shortage, then the claims
    /// in seat order after its requester.
    pub requests: Vec<PendingBuild>,
}

/// A running ascending auction: bidders take turns in `order`, each bidding more than the
/// high bid or passing for good; the last bidder left wins and pays the bank.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyAuction)]
pub struct Auction {
    /// The auction's id (e.g. `a7`), named by `bid` and `pass_bid`.
    pub auction_id: String,
    /// What is sold.
    pub item: AuctionItem,
    /// Why the auction runs.
    pub reason: AuctionReason,
    /// The participating seats in bidding order, first bidder first.
    pub order: Vec<Seat>,
    /// Seats that have passed (out for good).
    pub passed: Vec<Seat>,
    /// The highest bid so far; `null` before the first bid.
    pub high: Option<Bid>,
    /// The seat whose turn it is to bid or pass.
    pub to_act: Seat,
    /// Dollars: the smallest acceptable first bid.
    pub min_opening: i64,
    /// Dollars: the smallest raise; every bid is a multiple of it.
    pub step: i64,
    /// For building auctions: the shortage allocation the auction is part of; `null` for
    /// deeds.
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
    /// The requesting seat.
    pub player: Seat,
    /// The colour group, e.g. `orange`.
    pub group: String,
    /// Final level of each listed street: square index (as a decimal string) → level 0–5.
    #[serde(with = "street_levels")]
    pub target: BTreeMap<u8, u8>,
}

/// A map from streets to levels as JSON keeps it: the square index as a decimal string key.
/// Read through the string (a request inside a tagged event or phase reaches the map as
/// buffered content, where a string key never turns into a number by itself).
mod street_levels {
    use std::collections::BTreeMap;

    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(
        levels: &BTreeMap<u8, u8>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        levels.serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BTreeMap<u8, u8>, D::Error> {
        BTreeMap::<String, u8>::deserialize(deserializer)?
            .into_iter()
            .map(|(square, level)| {
                square
                    .parse()
                    .map(|square| (square, level))
                    .map_err(|_| D::Error::custom(format!("`{square}` is not a square index")))
            })
            .collect()
    }
}

/// A building-shortage claim round: a build request needs units the bank has too few of
/// for everyone who could build, so each eligible player may claim units or waive before
/// they are shared out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyClaimRound)]
pub struct ClaimRound {
    /// The shortage's id (e.g. `s3`), named by `claim_buildings` and `waive_claim`.
    pub shortage_id: String,
    /// The build request that started the round.
    pub request: BuildRequest,
    /// The building types there are too few of.
    pub contested: Vec<BuildingType>,
    /// The bank's houses and hotels when the round started.
    pub supply: Supply,
    /// The seats that may claim or waive.
    pub eligible: Vec<Seat>,
    /// The eligible seats that have answered so far.
    pub answered: Vec<Seat>,
    /// The claims submitted so far.
    pub claims: Vec<BuildRequest>,
}

/// An open debt: a payment the debtor cannot make from cash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyDebt)]
pub struct Debt {
    /// The debt's id (e.g. `d2`).
    pub debt_id: String,
    /// The seat that owes.
    pub debtor: Seat,
    /// Who is owed how much.
    pub creditors: Vec<Claim>,
    /// Dollars owed in all.
    pub total: i64,
    /// What the payment was for.
    pub reason: CashReason,
}

/// The phase of the game and its data, selected by `name`; the phase says who the game
/// waits for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "name", rename_all = "snake_case")]
#[schema(as = MonopolyPhase)]
pub enum Phase {
    /// Before the setup events.
    #[default]
    NotStarted,
    /// The active player rolls (in jail: may first pay the fine or use a card); also after
    /// doubles, to roll again.
    AwaitingRoll,
    /// A player reached an unowned deed and buys it at the printed price or declines it
    /// (it is then auctioned).
    AwaitingBuyDecision {
        /// The deciding seat.
        player: Seat,
        /// The deed on offer (board index).
        square: u8,
        /// Its printed price in dollars.
        price: i64,
    },
    /// An auction runs; the bidder to act bids or passes.
    Auction(Auction),
    /// The active player chooses how to pay Income Tax: $200 or 10 % of total worth.
    IncomeTaxChoice {
        /// The deciding seat.
        player: Seat,
    },
    /// A building-shortage claim round; every eligible player who has not answered claims
    /// or waives.
    BuildingClaim(ClaimRound),
    /// A debtor must raise cash (sell buildings, mortgage, trade) or declare bankruptcy.
    DebtResolution(Debt),
    /// A debtor who cannot pay even by selling everything waits for rescue offers from
    /// non-creditors until the server's rescue window closes (`rescue_negotiation` only).
    Rescue(Debt),
    /// A player who received mortgaged deeds lifts or keeps each mortgage.
    MortgageTransferDecision {
        /// The deciding seat.
        player: Seat,
        /// The mortgaged deeds received (board indices).
        squares: Vec<u8>,
    },
    /// Movement is finished; the active player may still manage and then ends the turn.
    AwaitingEndTurn,
    /// The game is over.
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

/// What one party of a trade hands over.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
#[schema(as = MonopolyTradeSide)]
pub struct TradeSide {
    /// Dollars, 0 or more.
    pub cash: i64,
    /// Title deeds (board indices); their colour groups must have no buildings.
    pub squares: Vec<i64>,
    /// Get Out of Jail Free cards (`CH08`, `CC05`).
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

/// Where a trade stands: `open` (awaiting the recipient), `executed`, `rejected`,
/// `cancelled` (withdrawn by the proposer) or `voided` (see the void reason).
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

/// Why a trade was voided: `stale` (a listed item changed hands, or a listed deed's
/// mortgage or its group's buildings changed), `expired` (its `expires_at` passed) or
/// `bankruptcy` (a party went bankrupt).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyVoidReason)]
pub enum VoidReason {
    Stale,
    Expired,
    Bankruptcy,
}

/// The facts a trade was proposed against, for one listed square; if they change, the
/// trade is voided as stale.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySquareSnapshot)]
pub struct SquareSnapshot {
    /// The listed square (board index).
    pub square: u8,
    /// Its owner at the proposal.
    pub owner: Option<Seat>,
    /// Whether it was mortgaged.
    pub mortgaged: bool,
    /// The levels of its colour group's streets in board order (0–4 houses, 5 a hotel);
    /// empty for railroads and utilities.
    pub group_levels: Vec<u8>,
}

/// A trade between two players: cash, deeds and Get Out of Jail Free cards each way. It
/// executes when the recipient accepts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyTrade)]
pub struct Trade {
    /// The trade's id (e.g. `t12`).
    pub trade_id: String,
    /// The proposing seat.
    pub proposer: Seat,
    /// The seat the offer is made to.
    pub recipient: Seat,
    /// What the proposer gives.
    pub give: TradeSide,
    /// What the proposer receives from the recipient.
    pub take: TradeSide,
    /// The proposer's lift-or-keep choice for each mortgaged deed in `take` (square index
    /// as a decimal string).
    pub proposer_mortgage_choices: BTreeMap<String, MortgageChoice>,
    /// The trade this one counters; `null`: a fresh offer.
    pub counter_to: Option<String>,
    /// When the offer lapses unanswered (RFC 3339); `null`: it stays open.
    pub expires_at: Option<String>,
    /// Whether this is a rescue offer to a debtor in the `rescue` phase.
    pub rescue: bool,
    /// Where the trade stands.
    pub status: TradeStatus,
    /// Why it was voided; `null` unless `status` is `voided`.
    pub void_reason: Option<VoidReason>,
    /// The state of each listed square when proposed.
    pub snapshot: Vec<SquareSnapshot>,
}

impl Trade {
    /// Whether `seat` is one of the two parties.
    pub fn is_party(&self, seat: Seat) -> bool {
        self.proposer == seat || self.recipient == seat
    }
}

/// What the state keeps of a closed trade: its parties and how it ended. Its terms are in
/// the log, so a long game's state and views do not grow with every trade ever made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClosedTrade {
    pub proposer: Seat,
    pub recipient: Seat,
    /// How it ended (never `open`).
    pub status: TradeStatus,
    /// Why it was voided; `None` unless `status` is `voided`.
    pub void_reason: Option<VoidReason>,
}

/// A trade the state knows of: the whole of an open one, or the end of a closed one.
#[derive(Clone, Copy, Debug)]
pub enum KnownTrade<'a> {
    Open(&'a Trade),
    Closed(&'a ClosedTrade),
}

impl KnownTrade<'_> {
    /// Whether `seat` is one of the two parties.
    pub fn is_party(&self, seat: Seat) -> bool {
        self.proposer() == seat || self.recipient() == seat
    }

    /// The proposing seat.
    pub fn proposer(&self) -> Seat {
        match self {
            KnownTrade::Open(t) => t.proposer,
            KnownTrade::Closed(t) => t.proposer,
        }
    }

    /// The seat the offer was made to.
    pub fn recipient(&self) -> Seat {
        match self {
            KnownTrade::Open(t) => t.recipient,
            KnownTrade::Closed(t) => t.recipient,
        }
    }

    /// Where the trade stands.
    pub fn status(&self) -> TradeStatus {
        match self {
            KnownTrade::Open(t) => t.status,
            KnownTrade::Closed(t) => t.status,
        }
    }
}

/// Numbers of the ids handed out so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counters {
    pub auctions: u32,
    pub trades: u32,
    pub shortages: u32,
    pub debts: u32,
}

/// The whole state of a game, secrets included. The decks and the trades are shared by the
/// copies of a state until one of them changes them.
///
/// Only open trades are kept whole: a closed trade leaves its parties and its end behind
/// (enough for the rejection codes and for who may see its events), so a move costs the
/// same in a game's first hour as after thousands of trades.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonopolyState {
    pub config: MonopolyConfig,
    pub players: Vec<Player>,
    pub deeds: Vec<Deed>,
    pub bank: Supply,
    /// Chance deck, top first (secret).
    pub chance: Shared<Vec<String>>,
    /// Community Chest deck, top first (secret).
    pub community_chest: Shared<Vec<String>>,
    /// The initial orders (Chance, Community Chest), revealed after the game.
    pub initial_orders: Shared<(Vec<String>, Vec<String>)>,
    pub turn: Turn,
    pub phase: Phase,
    pub queue: Vec<PendingItem>,
    /// The open trades, in the order proposed.
    pub open_trades: Shared<Vec<Shared<Trade>>>,
    /// Every closed trade by id.
    pub closed_trades: Shared<BTreeMap<String, ClosedTrade>>,
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

    /// The open trade with this id.
    pub fn open_trade(&self, trade_id: &str) -> Option<&Trade> {
        self.open_trades
            .iter()
            .find(|t| t.trade_id == trade_id)
            .map(|t| &**t)
    }

    /// The trade with this id, open or closed.
    pub fn trade(&self, trade_id: &str) -> Option<KnownTrade<'_>> {
        self.open_trade(trade_id)
            .map(KnownTrade::Open)
            .or_else(|| self.closed_trades.get(trade_id).map(KnownTrade::Closed))
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
