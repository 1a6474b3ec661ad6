//! Why the game refuses a command: a stable code and the facts behind it.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Rejection, Seat};

use super::config::{JailPayTurns, TradeWindow};
use super::event::Timer;
use super::state::{BuildingType, TradeStatus};

/// Why the game refused a command: a stable `code` and, in `details`, the facts behind it.
/// A refused command changes nothing. Squares are board indices; amounts are dollars.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
pub enum MonopolyRejection {
    /// The caller is bankrupt (or has resigned) and may send nothing.
    NotYourTurn,
    /// The command, or a field of it, needs an option this game does not have.
    OptionDisabled {
        /// The option that is off: `income_tax` (for `choose_income_tax`) or
        /// `rescue_negotiation` (for a rescue offer).
        option: String,
    },
    /// `end_turn` after doubles: the active player must roll again first.
    MustRollAgain {
        /// Doubles thrown so far this turn, 1 or 2.
        doubles_count: u8,
    },
    /// No seat may send this command in the current phase.
    WrongPhase {
        /// The current phase, e.g. `auction`.
        phase: String,
        /// The command types the caller may send now.
        allowed: Vec<String>,
    },
    /// The command is allowed in this phase, but only for another seat (e.g. only the
    /// bidder to act may mortgage during an auction).
    NotYourDecision {
        /// The current phase, e.g. `auction`.
        phase: String,
        /// The seats that may send it now.
        seats: Vec<Seat>,
    },
    /// The caller is not in jail.
    NotInJail,
    /// The fine may not be paid voluntarily on the third jail turn; roll instead (a third
    /// failure forces the fine).
    FineNotAllowedThisTurn {
        /// The caller's failed jail rolls so far: 2.
        jail_attempts: u8,
        /// The game's option: `first_two`.
        jail_pay_turns: JailPayTurns,
    },
    /// The payer has too little cash (raise cash first by mortgaging or selling).
    InsufficientFunds {
        /// For `accept_trade`: the party that cannot pay; absent otherwise (the caller).
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<Seat>,
        /// Dollars needed.
        required: i64,
        /// Dollars that player holds.
        cash: i64,
    },
    /// The caller holds no Get Out of Jail Free card.
    NoJailCard,
    /// The caller does not hold the named Get Out of Jail Free card.
    CardNotHeld {
        /// The card named.
        card_id: String,
    },
    /// The command names another square than the one on offer.
    SquareMismatch {
        /// The square named.
        square: i64,
        /// The square on offer.
        offered: u8,
    },
    /// The named auction is not the one running.
    AuctionNotFound {
        /// The auction id named.
        auction_id: String,
    },
    /// The bid is not a multiple of the auction's step.
    BidNotMultipleOfStep {
        /// Dollars bid.
        amount: i64,
        /// Dollars: the step.
        step: i64,
    },
    /// The bid is below the opening minimum or the high bid plus the step.
    BidTooLow {
        /// Dollars bid.
        amount: i64,
        /// Dollars: the lowest acceptable bid now.
        minimum: i64,
    },
    /// The group is not a colour group (a railroad, a utility or an unknown name).
    UnknownGroup {
        /// The group named.
        group: String,
    },
    /// A key of `target` is not a street of the group.
    SquareNotInGroup {
        /// The key as given.
        square: String,
        /// The group named.
        group: String,
    },
    /// The caller does not own every street of the group.
    NotMonopoly {
        /// The group named.
        group: String,
    },
    /// A street of the group is mortgaged, so nothing can be built on it.
    GroupHasMortgage {
        /// The group named.
        group: String,
        /// Its mortgaged streets.
        mortgaged: Vec<u8>,
    },
    /// A target level is outside 0–5.
    LevelOutOfRange {
        /// The street.
        square: u8,
        /// The level asked for.
        level: i64,
    },
    /// `build` asks for a level below the current one.
    LevelDecrease {
        /// The street.
        square: u8,
        /// Its current level, 0–5.
        current: u8,
        /// The level asked for.
        target: u8,
    },
    /// `sell_buildings` asks for a level above the current one.
    LevelIncrease {
        /// The street.
        square: u8,
        /// Its current level, 0–5.
        current: u8,
        /// The level asked for.
        target: u8,
    },
    /// The request changes no level in the required direction.
    NoChange {
        /// The group named.
        group: String,
    },
    /// After building, the group's levels would differ by more than one.
    UnevenBuild {
        /// The requested final level of each street of the group, in board order.
        levels: Vec<u8>,
    },
    /// After selling, the group's levels would differ by more than one.
    UnevenSell {
        /// The requested final level of each street of the group, in board order.
        levels: Vec<u8>,
    },
    /// The bank has too few houses for the request.
    InsufficientHouses {
        /// Houses the request needs from the bank.
        needed: u32,
        /// Houses the bank holds.
        bank: u32,
    },
    /// The bank has too few hotels for the request.
    InsufficientHotels {
        /// Hotels the request needs from the bank.
        needed: u32,
        /// Hotels the bank holds.
        bank: u32,
    },
    /// With `hotel_breakdown` = `redistribute_only`, selling a hotel may not take houses
    /// from the bank; only the houses standing in the group may be redistributed.
    HotelBreakdownNeedsBankHouses {
        /// Houses the sale would take from the bank.
        draw: i64,
    },
    /// The square has no title deed (or is not 0–39).
    NotOwnable {
        /// The square named.
        square: i64,
    },
    /// The caller (or, in a trade, the giver) does not own what the command names.
    NotOwner {
        /// For `mortgage` / `unmortgage`: the deed named.
        #[serde(skip_serializing_if = "Option::is_none")]
        square: Option<i64>,
        /// For `sell_buildings`: the group whose streets the caller does not own.
        #[serde(skip_serializing_if = "Option::is_none")]
        group: Option<String>,
        /// For trades: the item not held, a square index or a card id, as a string.
        #[serde(skip_serializing_if = "Option::is_none")]
        item: Option<String>,
        /// For trades: the seat that should hold `item`.
        #[serde(skip_serializing_if = "Option::is_none")]
        giver: Option<Seat>,
    },
    /// The deed is already mortgaged.
    AlreadyMortgaged {
        /// The deed named.
        square: u8,
    },
    /// The deed is not mortgaged.
    NotMortgaged {
        /// The deed named.
        square: u8,
    },
    /// A street of the group has buildings: sell them before mortgaging or trading.
    GroupHasBuildings {
        /// For trades: the listed square; absent for `mortgage`.
        #[serde(skip_serializing_if = "Option::is_none")]
        square: Option<u8>,
        /// The colour group with buildings.
        group: String,
    },
    /// `to` is not a seat of this game.
    UnknownPlayer {
        /// The seat named.
        player: Seat,
    },
    /// A trade must be with another player.
    SelfTrade,
    /// The other party is bankrupt.
    CounterpartyBankrupt {
        /// The seat named.
        player: Seat,
    },
    /// A side of the trade offers negative cash.
    NegativeCash {
        /// `give` or `take`.
        side: String,
    },
    /// A square or card is listed twice in the trade.
    DuplicateItem {
        /// The item: a square index or a card id, as a string.
        item: String,
    },
    /// A side of the trade hands over nothing; each side must give something.
    EmptySide {
        /// `give` or `take`.
        side: String,
    },
    /// The trade moves only cash: at least one deed or Get Out of Jail Free card must
    /// change hands (no loans and no mere financial aid between players).
    CashOnlyTrade,
    /// A mortgaged deed the caller would receive has no lift-or-keep choice.
    MissingMortgageChoice {
        /// The mortgaged deeds without a choice.
        squares: Vec<u8>,
    },
    /// The caller already has the most open proposals allowed.
    TooManyOpenTrades {
        /// The limit: `max_open_trades_per_player`.
        limit: u32,
    },
    /// No trade with this id that the caller may see.
    TradeNotFound {
        /// The trade id named.
        trade_id: String,
    },
    /// The trade is no longer open.
    TradeNotOpen {
        /// The trade id named.
        trade_id: String,
        /// Where it stands.
        status: TradeStatus,
    },
    /// A rescue offer needs a running `rescue` phase.
    NoRescueInProgress,
    /// A rescue offer must be made to the debtor.
    NotTheDebtor {
        /// The debtor of the running rescue.
        debtor: Seat,
    },
    /// A creditor of the debt may not make a rescue offer (other trades are fine).
    CreditorCannotRescue,
    /// A rescue offer must give the debtor cash (more than $0) and nothing else, and take
    /// only deeds or Get Out of Jail Free cards, never cash.
    RescueMustGiveCashOnly,
    /// Only the trade's recipient may accept or reject it.
    NotTradeRecipient {
        /// The trade id named.
        trade_id: String,
    },
    /// Only the trade's proposer may cancel it.
    NotTradeProposer {
        /// The trade id named.
        trade_id: String,
    },
    /// The trade was voided because what it lists changed since it was proposed.
    TradeStale {
        /// The trade id named.
        trade_id: String,
    },
    /// Trades cannot execute now (e.g. during an auction, or outside the `trade_window`;
    /// during a debt only trades with the debtor can).
    TradeWindowClosed {
        /// The current phase.
        phase: String,
        /// The game's option.
        trade_window: TradeWindow,
    },
    /// The named shortage is not the running claim round.
    ShortageNotFound {
        /// The shortage id named.
        shortage_id: String,
    },
    /// The caller may not answer this claim round.
    NotEligible {
        /// The seats that may.
        eligible: Vec<Seat>,
    },
    /// The caller has already claimed or waived in this round.
    AlreadyAnswered,
    /// The claim asks for none of the building types in short supply.
    ClaimWrongType {
        /// The building types in short supply.
        contested: Vec<BuildingType>,
    },
    /// The caller has no open debt.
    NotInDebt,
    /// Bankruptcy is refused: selling every building and mortgaging every deed would cover
    /// the debt.
    CanPayByLiquidation {
        /// Dollars the caller could raise: cash + half the cost of their buildings + the
        /// mortgage value of their unmortgaged deeds.
        liquidation_value: i64,
        /// Dollars owed.
        total: i64,
    },
    /// Bankruptcy is refused: the open rescue offers, with a liquidation of the rest,
    /// would cover the debt; accept them instead.
    RescueAvailable {
        /// The ids of the rescue offers that would cover it.
        offers: Vec<String>,
    },
    /// A key of `choices` is not one of the received mortgaged deeds.
    UnknownSquare {
        /// The key as given.
        square: String,
    },
    /// The timer does not fit the current phase and seat; nothing changes.
    TimeoutNotApplicable {
        /// The timer named.
        timer: Timer,
        /// The current phase.
        phase: String,
    },
}

impl Rejection for MonopolyRejection {
    fn code(&self) -> &'static str {
        use MonopolyRejection as R;
        match self {
            R::NotYourTurn => "not_your_turn",
            R::OptionDisabled { .. } => "option_disabled",
            R::MustRollAgain { .. } => "must_roll_again",
            R::WrongPhase { .. } => "wrong_phase",
            R::NotYourDecision { .. } => "not_your_decision",
            R::NotInJail => "not_in_jail",
            R::FineNotAllowedThisTurn { .. } => "fine_not_allowed_this_turn",
            R::InsufficientFunds { .. } => "insufficient_funds",
            R::NoJailCard => "no_jail_card",
            R::CardNotHeld { .. } => "card_not_held",
            R::SquareMismatch { .. } => "square_mismatch",
            R::AuctionNotFound { .. } => "auction_not_found",
            R::BidNotMultipleOfStep { .. } => "bid_not_multiple_of_step",
            R::BidTooLow { .. } => "bid_too_low",
            R::UnknownGroup { .. } => "unknown_group",
            R::SquareNotInGroup { .. } => "square_not_in_group",
            R::NotMonopoly { .. } => "not_monopoly",
            R::GroupHasMortgage { .. } => "group_has_mortgage",
            R::LevelOutOfRange { .. } => "level_out_of_range",
            R::LevelDecrease { .. } => "level_decrease",
            R::LevelIncrease { .. } => "level_increase",
            R::NoChange { .. } => "no_change",
            R::UnevenBuild { .. } => "uneven_build",
            R::UnevenSell { .. } => "uneven_sell",
            R::InsufficientHouses { .. } => "insufficient_houses",
            R::InsufficientHotels { .. } => "insufficient_hotels",
            R::HotelBreakdownNeedsBankHouses { .. } => "hotel_breakdown_needs_bank_houses",
            R::NotOwnable { .. } => "not_ownable",
            R::NotOwner { .. } => "not_owner",
            R::AlreadyMortgaged { .. } => "already_mortgaged",
            R::NotMortgaged { .. } => "not_mortgaged",
            R::GroupHasBuildings { .. } => "group_has_buildings",
            R::UnknownPlayer { .. } => "unknown_player",
            R::SelfTrade => "self_trade",
            R::CounterpartyBankrupt { .. } => "counterparty_bankrupt",
            R::NegativeCash { .. } => "negative_cash",
            R::DuplicateItem { .. } => "duplicate_item",
            R::EmptySide { .. } => "empty_side",
            R::CashOnlyTrade => "cash_only_trade",
            R::MissingMortgageChoice { .. } => "missing_mortgage_choice",
            R::TooManyOpenTrades { .. } => "too_many_open_trades",
            R::TradeNotFound { .. } => "trade_not_found",
            R::TradeNotOpen { .. } => "trade_not_open",
            R::NoRescueInProgress => "no_rescue_in_progress",
            R::NotTheDebtor { .. } => "not_the_debtor",
            R::CreditorCannotRescue => "creditor_cannot_rescue",
            R::RescueMustGiveCashOnly => "rescue_must_give_cash_only",
            R::NotTradeRecipient { .. } => "not_trade_recipient",
            R::NotTradeProposer { .. } => "not_trade_proposer",
            R::TradeStale { .. } => "trade_stale",
            R::TradeWindowClosed { .. } => "trade_window_closed",
            R::ShortageNotFound { .. } => "shortage_not_found",
            R::NotEligible { .. } => "not_eligible",
            R::AlreadyAnswered => "already_answered",
            R::ClaimWrongType { .. } => "claim_wrong_type",
            R::NotInDebt => "not_in_debt",
            R::CanPayByLiquidation { .. } => "can_pay_by_liquidation",
            R::RescueAvailable { .. } => "rescue_available",
            R::UnknownSquare { .. } => "unknown_square",
            R::TimeoutNotApplicable { .. } => "timeout_not_applicable",
        }
    }
}
