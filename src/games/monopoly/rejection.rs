//! Why the game refuses a command (§5.1–§5.7): a stable code and the facts behind it.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Rejection, Seat};

use super::config::{JailPayTurns, TradeWindow};
use super::event::Timer;
use super::state::{BuildingType, TradeStatus};

/// A rule the command breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
pub enum MonopolyRejection {
    NotYourTurn,
    OptionDisabled {
        option: String,
    },
    MustRollAgain {
        doubles_count: u8,
    },
    WrongPhase {
        phase: String,
        allowed: Vec<String>,
    },
    NotYourDecision {
        phase: String,
        seats: Vec<Seat>,
    },
    NotInJail,
    FineNotAllowedThisTurn {
        jail_attempts: u8,
        jail_pay_turns: JailPayTurns,
    },
    InsufficientFunds {
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<Seat>,
        required: i64,
        cash: i64,
    },
    NoJailCard,
    CardNotHeld {
        card_id: String,
    },
    SquareMismatch {
        square: i64,
        offered: u8,
    },
    AuctionNotFound {
        auction_id: String,
    },
    BidNotMultipleOfStep {
        amount: i64,
        step: i64,
    },
    BidTooLow {
        amount: i64,
        minimum: i64,
    },
    UnknownGroup {
        group: String,
    },
    SquareNotInGroup {
        square: String,
        group: String,
    },
    NotMonopoly {
        group: String,
    },
    GroupHasMortgage {
        group: String,
        mortgaged: Vec<u8>,
    },
    LevelOutOfRange {
        square: u8,
        level: i64,
    },
    LevelDecrease {
        square: u8,
        current: u8,
        target: u8,
    },
    LevelIncrease {
        square: u8,
        current: u8,
        target: u8,
    },
    NoChange {
        group: String,
    },
    UnevenBuild {
        levels: Vec<u8>,
    },
    UnevenSell {
        levels: Vec<u8>,
    },
    InsufficientHouses {
        needed: u32,
        bank: u32,
    },
    InsufficientHotels {
        needed: u32,
        bank: u32,
    },
    HotelBreakdownNeedsBankHouses {
        draw: i64,
    },
    NotOwnable {
        square: i64,
    },
    NotOwner {
        #[serde(skip_serializing_if = "Option::is_none")]
        square: Option<i64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        group: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        item: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        giver: Option<Seat>,
    },
    AlreadyMortgaged {
        square: u8,
    },
    NotMortgaged {
        square: u8,
    },
    GroupHasBuildings {
        #[serde(skip_serializing_if = "Option::is_none")]
        square: Option<u8>,
        group: String,
    },
    UnknownPlayer {
        player: Seat,
    },
    SelfTrade,
    CounterpartyBankrupt {
        player: Seat,
    },
    NegativeCash {
        side: String,
    },
    DuplicateItem {
        item: String,
    },
    EmptySide {
        side: String,
    },
    /// The trade moves only cash: at least one deed or Get Out of Jail Free card must
    /// change hands (no loans and no mere financial aid between players).
    CashOnlyTrade,
    MissingMortgageChoice {
        squares: Vec<u8>,
    },
    TooManyOpenTrades {
        limit: u32,
    },
    TradeNotFound {
        trade_id: String,
    },
    TradeNotOpen {
        trade_id: String,
        status: TradeStatus,
    },
    NoRescueInProgress,
    NotTheDebtor {
        debtor: Seat,
    },
    CreditorCannotRescue,
    /// A rescue offer must give the debtor cash (more than $0) and nothing else, and take
    /// only deeds or Get Out of Jail Free cards, never cash.
    RescueMustGiveCashOnly,
    NotTradeRecipient {
        trade_id: String,
    },
    NotTradeProposer {
        trade_id: String,
    },
    TradeStale {
        trade_id: String,
    },
    TradeWindowClosed {
        phase: String,
        trade_window: TradeWindow,
    },
    ShortageNotFound {
        shortage_id: String,
    },
    NotEligible {
        eligible: Vec<Seat>,
    },
    AlreadyAnswered,
    ClaimWrongType {
        contested: Vec<BuildingType>,
    },
    NotInDebt,
    CanPayByLiquidation {
        liquidation_value: i64,
        total: i64,
    },
    RescueAvailable {
        offers: Vec<String>,
    },
    UnknownSquare {
        square: String,
    },
    TimeoutNotApplicable {
        timer: Timer,
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
