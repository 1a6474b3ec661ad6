//! The events (§5.8) and how each one changes the state.
//!
//! `phase` and `queue` change only through `PhaseChanged`, which closes every entry that
//! changes them; every other field changes through the event that states the fact.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::{Outcome, Seat, Standing as SeatStanding};

use super::config::MonopolyConfig;
use super::data;
use super::state::{
    AuctionItem, AuctionReason, BuildRequest, BuildingType, CashReason, Claim, LevelStep,
    MonopolyState, MortgageChoice, Party, PendingItem, Phase, Supply, Trade, TradeStatus,
    VoidReason,
};

/// A card deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDeck)]
pub enum Deck {
    Chance,
    CommunityChest,
}

impl Deck {
    /// The deck a card id belongs to.
    pub fn of(card_id: &str) -> Deck {
        if data::is_chance(card_id) {
            Deck::Chance
        } else {
            Deck::CommunityChest
        }
    }
}

/// Where a card goes back into its deck (always the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyCardPosition)]
pub enum CardPosition {
    Bottom,
}

/// Why dice were thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDicePurpose)]
pub enum DicePurpose {
    TurnOrder,
    Move,
    JailAttempt,
    UtilityRent,
}

/// What moved a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyMoveVia)]
pub enum MoveVia {
    Dice,
    Card,
}

/// Direction of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDirection)]
pub enum Direction {
    Forward,
    Backward,
}

/// Why a player went to jail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyJailReason)]
pub enum JailReason {
    GoToJailSquare,
    Card,
    ThreeDoubles,
}

/// How a player left jail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyLeaveJailMethod)]
pub enum LeaveJailMethod {
    Fine,
    Card,
    Doubles,
    FineAfterThirdAttempt,
}

/// How a deed was bought.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyPurchaseVia)]
pub enum PurchaseVia {
    Offer,
    Auction,
}

/// The income tax answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyIncomeTaxOption)]
pub enum IncomeTaxOption {
    Flat,
    Percent,
}

/// Who a bankrupt player owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBankruptcyCreditor)]
pub enum BankruptcyCreditor {
    Player(Seat),
    Bank,
    Several,
}

/// How a rescue window ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyRescueOutcome)]
pub enum RescueOutcome {
    Covered,
    Bankrupt,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyEndReason)]
pub enum EndReason {
    LastPlayerStanding,
    RoundLimit,
    Deadline,
}

/// A ranked player of a limited game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyStanding)]
pub struct Standing {
    pub player: Seat,
    pub net_worth: i64,
    pub cash: i64,
}

/// A mortgage fee paid on a traded deed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyTransferFee)]
pub struct TransferFee {
    pub player: Seat,
    pub square: u8,
    pub choice: MortgageChoice,
    pub amount: i64,
}

/// The server timers (§4.17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTimer)]
pub enum Timer {
    Decision,
    Auction,
    Claim,
    Rescue,
    TradeExpiry,
    GameDeadline,
}

/// Something that happened (§5.8). Random outcomes are recorded here.
///
/// The only secret is `DeckShuffled.order`, which event views remove for every viewer but
/// the auditor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = MonopolyEvent)]
pub enum MonopolyEvent {
    GameCreated {
        options: MonopolyConfig,
        seats: u8,
    },
    /// A player takes a seat and receives the starting cash.
    PlayerJoined {
        player: Seat,
        cash: i64,
    },
    DeckShuffled {
        deck: Deck,
        card_count: u8,
        /// Server-only: the initial order, top first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        order: Option<Vec<String>>,
    },
    TurnOrderRolled {
        player: Seat,
        d1: u8,
        d2: u8,
    },
    GameStarted {
        first_player: Seat,
        seat_order: Vec<Seat>,
    },
    TurnStarted {
        player: Seat,
        round: u32,
        turn_no: u32,
    },
    TurnEnded {
        player: Seat,
        round: u32,
        turn_no: u32,
    },
    PhaseChanged {
        phase: Phase,
        deciding: Vec<Seat>,
        queue: Vec<PendingItem>,
    },
    DiceRolled {
        player: Seat,
        d1: u8,
        d2: u8,
        purpose: DicePurpose,
        doubles_count: u8,
    },
    TokenMoved {
        player: Seat,
        from: u8,
        to: u8,
        via: MoveVia,
        direction: Direction,
        passed_go: bool,
    },
    SalaryCollected {
        player: Seat,
        amount: i64,
    },
    SentToJail {
        player: Seat,
        reason: JailReason,
    },
    JailAttemptFailed {
        player: Seat,
        failed_attempts: u8,
    },
    LeftJail {
        player: Seat,
        method: LeaveJailMethod,
    },
    CardDrawn {
        player: Seat,
        deck: Deck,
        card_id: String,
    },
    CardReturned {
        deck: Deck,
        card_id: String,
        position: CardPosition,
    },
    JailCardKept {
        player: Seat,
        card_id: String,
    },
    JailCardUsed {
        player: Seat,
        card_id: String,
    },
    PropertyPurchased {
        player: Seat,
        square: u8,
        price: i64,
        via: PurchaseVia,
        mortgaged: bool,
    },
    PurchaseDeclined {
        player: Seat,
        square: u8,
    },
    AuctionStarted {
        auction_id: String,
        item: AuctionItem,
        reason: AuctionReason,
        order: Vec<Seat>,
        min_opening: i64,
        step: i64,
    },
    BidPlaced {
        auction_id: String,
        player: Seat,
        amount: i64,
    },
    BidPassed {
        auction_id: String,
        player: Seat,
    },
    AuctionEnded {
        auction_id: String,
        winner: Option<Seat>,
        amount: Option<i64>,
    },
    RentCharged {
        payer: Seat,
        owner: Seat,
        square: u8,
        amount: i64,
        basis: String,
    },
    TaxCharged {
        payer: Seat,
        square: u8,
        amount: i64,
    },
    IncomeTaxAssessed {
        player: Seat,
        option: IncomeTaxOption,
        total_worth: Option<i64>,
        amount: i64,
    },
    /// The money ledger: every balance is the sum of these.
    CashTransferred {
        from: Party,
        to: Party,
        amount: i64,
        reason: CashReason,
    },
    DebtOpened {
        debt_id: String,
        debtor: Seat,
        creditors: Vec<Claim>,
        total: i64,
        liquidation_value: i64,
    },
    DebtPaid {
        debt_id: String,
        debtor: Seat,
        total: i64,
    },
    RescueOpened {
        debt_id: String,
    },
    RescueClosed {
        debt_id: String,
        outcome: RescueOutcome,
    },
    BuildingsBought {
        player: Seat,
        group: String,
        steps: Vec<LevelStep>,
        paid: i64,
        bank: Supply,
    },
    BuildingsSold {
        player: Seat,
        group: String,
        changes: Vec<LevelStep>,
        proceeds: i64,
        bank: Supply,
        bankruptcy: bool,
    },
    /// A bankrupt player's buildings go back to the bank without payment.
    BuildingsReturned {
        player: Seat,
        group: String,
        changes: Vec<LevelStep>,
        bank: Supply,
    },
    BuildingClaimRoundStarted {
        shortage_id: String,
        requester: Seat,
        request: BuildRequest,
        contested: Vec<BuildingType>,
        supply: Supply,
        eligible: Vec<Seat>,
    },
    BuildingClaimSubmitted {
        shortage_id: String,
        player: Seat,
        request: BuildRequest,
    },
    BuildingClaimWaived {
        shortage_id: String,
        player: Seat,
    },
    BuildingClaimRoundClosed {
        shortage_id: String,
        demand: Supply,
        supply: Supply,
    },
    BuildRequestCancelled {
        shortage_id: String,
        player: Seat,
        group: String,
        units: u32,
    },
    PropertyMortgaged {
        player: Seat,
        square: u8,
        amount: i64,
    },
    PropertyUnmortgaged {
        player: Seat,
        square: u8,
        principal: i64,
        interest: i64,
    },
    MortgageInterestPaid {
        player: Seat,
        square: u8,
        amount: i64,
    },
    MortgageTransferResolved {
        player: Seat,
        square: u8,
        choice: MortgageChoice,
        amount: i64,
    },
    TradeProposed {
        trade: Trade,
    },
    TradeRejected {
        trade_id: String,
        countered: bool,
    },
    TradeCancelled {
        trade_id: String,
    },
    TradeVoided {
        trade_id: String,
        reason: VoidReason,
    },
    TradeExecuted {
        trade: Trade,
        fees: Vec<TransferFee>,
    },
    AssetsTransferred {
        from: Seat,
        to: Party,
        cash: i64,
        squares: Vec<u8>,
        jail_cards: Vec<String>,
    },
    PlayerWentBankrupt {
        player: Seat,
        creditor: BankruptcyCreditor,
    },
    PlayerResigned {
        player: Seat,
    },
    DeadlineExpired {
        timer: Timer,
        phase: String,
        player: Seat,
        default_action: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trade_id: Option<String>,
    },
    JackpotCollected {
        player: Seat,
        amount: i64,
    },
    GameEnded {
        reason: EndReason,
        winner: Option<Seat>,
        standings: Vec<Standing>,
        /// Rank of every seat (1 = best).
        ranks: Vec<u32>,
    },
    DeckOrderRevealed {
        deck: Deck,
        initial_order: Vec<String>,
    },
}

fn adjust(state: &mut MonopolyState, party: Party, delta: i64) {
    match party {
        Party::Bank => {}
        Party::Jackpot => state.jackpot += delta,
        Party::Player(seat) => state.player_mut(seat).cash += delta,
    }
}

fn deck_mut(state: &mut MonopolyState, deck: Deck) -> &mut Vec<String> {
    match deck {
        Deck::Chance => &mut state.chance,
        Deck::CommunityChest => &mut state.community_chest,
    }
}

fn apply_levels(state: &mut MonopolyState, steps: &[LevelStep], bank: Supply) {
    for step in steps {
        state.deeds[usize::from(step.square)].level = step.to;
    }
    state.bank = bank;
}

fn set_trade_status(state: &mut MonopolyState, trade_id: &str, status: TradeStatus) {
    if let Some(trade) = state.trades.iter_mut().find(|t| t.trade_id == trade_id) {
        trade.status = status;
    }
}

/// Applies one event to the state. Total: a stored fact always applies.
pub fn evolve(state: &mut MonopolyState, event: &MonopolyEvent) {
    use MonopolyEvent as E;
    match event {
        E::GameCreated { options, seats } => {
            *state = MonopolyState::new(options.clone(), usize::from(*seats));
        }
        E::PlayerJoined { player, cash } => state.player_mut(*player).cash = *cash,
        E::DeckShuffled { deck, order, .. } => {
            let order = order.clone().unwrap_or_default();
            match deck {
                Deck::Chance => state.initial_orders.0 = order.clone(),
                Deck::CommunityChest => state.initial_orders.1 = order.clone(),
            }
            *deck_mut(state, *deck) = order;
        }
        E::GameStarted { first_player, .. } => state.turn.first_player = *first_player,
        E::TurnStarted {
            player,
            round,
            turn_no,
        } => {
            state.turn.active = *player;
            state.turn.round = *round;
            state.turn.turn_no = *turn_no;
            state.turn.doubles_count = 0;
            state.turn.roll_again = false;
            state.turn.rolled_this_turn = false;
            state.turn.sent_to_jail_this_turn = false;
        }
        E::PhaseChanged { phase, queue, .. } => {
            state.phase = phase.clone();
            state.queue = queue.clone();
            state.decision_points += 1;
        }
        E::DiceRolled {
            d1,
            d2,
            purpose,
            doubles_count,
            ..
        } => {
            // A roll hands its roller a new decision even when the phase stays (doubles).
            state.decision_points += 1;
            match purpose {
                DicePurpose::Move => {
                    state.turn.rolled_this_turn = true;
                    state.turn.doubles_count = *doubles_count;
                    state.turn.roll_again = d1 == d2 && *doubles_count < 3;
                }
                DicePurpose::JailAttempt => {
                    state.turn.rolled_this_turn = true;
                    state.turn.roll_again = false;
                }
                DicePurpose::TurnOrder | DicePurpose::UtilityRent => {}
            }
        }
        E::TokenMoved { player, to, .. } => state.player_mut(*player).position = *to,
        E::SentToJail { player, .. } => {
            let p = state.player_mut(*player);
            p.position = data::JAIL;
            p.in_jail = true;
            p.jail_attempts = 0;
            state.turn.roll_again = false;
            state.turn.sent_to_jail_this_turn = true;
        }
        E::JailAttemptFailed {
            player,
            failed_attempts,
        } => {
            state.player_mut(*player).jail_attempts = *failed_attempts;
        }
        E::LeftJail { player, .. } => {
            let p = state.player_mut(*player);
            p.in_jail = false;
            p.jail_attempts = 0;
        }
        E::CardDrawn { deck, card_id, .. } => {
            let cards = deck_mut(state, *deck);
            if let Some(i) = cards.iter().position(|c| c == card_id) {
                cards.remove(i);
            }
        }
        E::CardReturned { deck, card_id, .. } => {
            for p in &mut state.players {
                p.jail_cards.retain(|c| c != card_id);
            }
            let cards = deck_mut(state, *deck);
            if !cards.contains(card_id) {
                cards.push(card_id.clone());
            }
        }
        E::JailCardKept { player, card_id } => {
            state.player_mut(*player).jail_cards.push(card_id.clone());
        }
        E::JailCardUsed { player, card_id } => {
            state
                .player_mut(*player)
                .jail_cards
                .retain(|c| c != card_id);
        }
        E::PropertyPurchased {
            player,
            square,
            mortgaged,
            ..
        } => {
            let deed = &mut state.deeds[usize::from(*square)];
            deed.owner = Some(*player);
            deed.mortgaged = *mortgaged;
        }
        E::AuctionStarted { .. } => state.counters.auctions += 1,
        E::CashTransferred {
            from, to, amount, ..
        } => {
            adjust(state, *from, -amount);
            adjust(state, *to, *amount);
        }
        E::DebtOpened { .. } => state.counters.debts += 1,
        E::BuildingsBought { steps, bank, .. } => apply_levels(state, steps, *bank),
        E::BuildingsSold { changes, bank, .. } | E::BuildingsReturned { changes, bank, .. } => {
            apply_levels(state, changes, *bank)
        }
        E::BuildingClaimRoundStarted { .. } => state.counters.shortages += 1,
        E::PropertyMortgaged { square, .. } => state.deeds[usize::from(*square)].mortgaged = true,
        E::PropertyUnmortgaged { square, .. } => {
            state.deeds[usize::from(*square)].mortgaged = false;
        }
        E::TradeProposed { trade } => {
            state.counters.trades += 1;
            state.trades.push(trade.clone());
        }
        E::TradeRejected { trade_id, .. } => {
            set_trade_status(state, trade_id, TradeStatus::Rejected)
        }
        E::TradeCancelled { trade_id } => set_trade_status(state, trade_id, TradeStatus::Cancelled),
        E::TradeVoided { trade_id, reason } => {
            set_trade_status(state, trade_id, TradeStatus::Voided);
            if let Some(trade) = state.trades.iter_mut().find(|t| &t.trade_id == trade_id) {
                trade.void_reason = Some(*reason);
            }
        }
        E::TradeExecuted { trade, .. } => {
            for square in trade.give.square_indices() {
                state.deeds[usize::from(square)].owner = Some(trade.recipient);
            }
            for square in trade.take.square_indices() {
                state.deeds[usize::from(square)].owner = Some(trade.proposer);
            }
            for (cards, from, to) in [
                (&trade.give.jail_cards, trade.proposer, trade.recipient),
                (&trade.take.jail_cards, trade.recipient, trade.proposer),
            ] {
                for card in cards {
                    state.player_mut(from).jail_cards.retain(|c| c != card);
                    state.player_mut(to).jail_cards.push(card.clone());
                }
            }
            set_trade_status(state, &trade.trade_id, TradeStatus::Executed);
        }
        E::AssetsTransferred {
            from,
            to,
            squares,
            jail_cards,
            ..
        } => {
            for &square in squares {
                let deed = &mut state.deeds[usize::from(square)];
                match to {
                    Party::Player(seat) => deed.owner = Some(*seat),
                    Party::Bank | Party::Jackpot => *deed = Default::default(),
                }
            }
            state
                .player_mut(*from)
                .jail_cards
                .retain(|c| !jail_cards.contains(c));
            if let Party::Player(seat) = to {
                state
                    .player_mut(*seat)
                    .jail_cards
                    .extend(jail_cards.iter().cloned());
            }
        }
        E::PlayerWentBankrupt { player, .. } => {
            let p = state.player_mut(*player);
            p.bankrupt = true;
            p.in_jail = false;
            p.jail_attempts = 0;
            state.bankrupt_order.push(*player);
        }
        E::DeadlineExpired {
            timer: Timer::GameDeadline,
            ..
        } => state.deadline_passed = true,
        E::GameEnded { ranks, reason, .. } => {
            // Scores are net worths at the end (0 for a bankrupt player); ranks are the
            // event's, which break net-worth ties by cash and place bankrupt players by the
            // order they left.
            let standings = ranks
                .iter()
                .enumerate()
                .map(|(index, &rank)| {
                    let seat = Seat(index as u8);
                    let score = if state.player(seat).bankrupt {
                        0
                    } else {
                        state.net_worth(seat)
                    };
                    SeatStanding { seat, rank, score }
                })
                .collect();
            let reason = match reason {
                EndReason::LastPlayerStanding => "last_player_standing",
                EndReason::RoundLimit => "round_limit",
                EndReason::Deadline => "deadline",
            };
            state.outcome = Some(Outcome {
                standings,
                reason: reason.into(),
            })
        }
        E::TurnOrderRolled { .. }
        | E::TurnEnded { .. }
        | E::SalaryCollected { .. }
        | E::PurchaseDeclined { .. }
        | E::BidPlaced { .. }
        | E::BidPassed { .. }
        | E::AuctionEnded { .. }
        | E::RentCharged { .. }
        | E::TaxCharged { .. }
        | E::IncomeTaxAssessed { .. }
        | E::DebtPaid { .. }
        | E::RescueOpened { .. }
        | E::RescueClosed { .. }
        | E::BuildingClaimSubmitted { .. }
        | E::BuildingClaimWaived { .. }
        | E::BuildingClaimRoundClosed { .. }
        | E::BuildRequestCancelled { .. }
        | E::MortgageInterestPaid { .. }
        | E::MortgageTransferResolved { .. }
        | E::PlayerResigned { .. }
        | E::DeadlineExpired { .. }
        | E::JackpotCollected { .. }
        | E::DeckOrderRevealed { .. } => {}
    }
}
