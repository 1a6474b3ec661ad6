//! What a seat asks for (§5.1). Unknown types and unknown fields fail to deserialize.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

use super::event::{IncomeTaxOption, Timer};
use super::state::{MortgageChoice, TradeSide};

/// A command of a seat. `timeout` is submitted by the server only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum MonopolyCommand {
    /// Roll the dice (a jail attempt when in jail).
    RollDice {},
    /// Pay the jail fine before rolling.
    PayJailFine {},
    /// Use a Get Out of Jail Free card (the smaller id if omitted).
    UseJailCard {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card_id: Option<String>,
    },
    /// Buy the property on offer at its printed price.
    BuyProperty { square: i64 },
    /// Decline the property on offer: it is auctioned.
    DeclineProperty { square: i64 },
    /// End the turn.
    EndTurn {},
    /// Answer the income tax choice.
    ChooseIncomeTax { option: IncomeTaxOption },
    /// Bid in the running auction.
    Bid { auction_id: String, amount: i64 },
    /// Drop out of the running auction.
    PassBid { auction_id: String },
    /// Build up to the target levels (square index as a decimal string → level).
    Build {
        group: String,
        target: BTreeMap<String, i64>,
    },
    /// Sell buildings down to the target levels.
    SellBuildings {
        group: String,
        target: BTreeMap<String, i64>,
    },
    /// Mortgage a deed.
    Mortgage { square: i64 },
    /// Lift a mortgage.
    Unmortgage { square: i64 },
    /// Propose a trade to another player.
    ProposeTrade {
        to: Seat,
        #[serde(default)]
        give: TradeSide,
        #[serde(default)]
        take: TradeSide,
        #[serde(default)]
        proposer_mortgage_choices: BTreeMap<String, MortgageChoice>,
        #[serde(default)]
        counter_to: Option<String>,
        /// When the offer lapses unanswered (RFC 3339); `null`: it stays open.
        #[serde(default)]
        #[schema(value_type = Option<String>, format = DateTime)]
        expires_at: Option<chrono::DateTime<chrono::Utc>>,
        #[serde(default)]
        rescue: bool,
    },
    /// Accept a trade addressed to the caller (executes it).
    AcceptTrade {
        trade_id: String,
        #[serde(default)]
        recipient_mortgage_choices: BTreeMap<String, MortgageChoice>,
    },
    /// Reject a trade addressed to the caller.
    RejectTrade { trade_id: String },
    /// Withdraw the caller's own proposal.
    CancelTrade { trade_id: String },
    /// Claim buildings in a shortage claim round.
    ClaimBuildings {
        shortage_id: String,
        group: String,
        target: BTreeMap<String, i64>,
    },
    /// Waive the claim in a shortage claim round.
    WaiveClaim { shortage_id: String },
    /// Declare bankruptcy (only when the debt cannot be covered).
    DeclareBankruptcy {},
    /// Lift or keep each received mortgaged deed.
    ResolveMortgageTransfer {
        choices: BTreeMap<String, MortgageChoice>,
    },
    /// Leave the game (treated as bankruptcy).
    Resign {},
    /// System command: a server timer ran out (§4.17).
    Timeout {
        timer: Timer,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trade_id: Option<String>,
    },
}

impl MonopolyCommand {
    /// The snake_case type name.
    pub fn type_name(&self) -> &'static str {
        use MonopolyCommand as C;
        match self {
            C::RollDice {} => "roll_dice",
            C::PayJailFine {} => "pay_jail_fine",
            C::UseJailCard { .. } => "use_jail_card",
            C::BuyProperty { .. } => "buy_property",
            C::DeclineProperty { .. } => "decline_property",
            C::EndTurn {} => "end_turn",
            C::ChooseIncomeTax { .. } => "choose_income_tax",
            C::Bid { .. } => "bid",
            C::PassBid { .. } => "pass_bid",
            C::Build { .. } => "build",
            C::SellBuildings { .. } => "sell_buildings",
            C::Mortgage { .. } => "mortgage",
            C::Unmortgage { .. } => "unmortgage",
            C::ProposeTrade { .. } => "propose_trade",
            C::AcceptTrade { .. } => "accept_trade",
            C::RejectTrade { .. } => "reject_trade",
            C::CancelTrade { .. } => "cancel_trade",
            C::ClaimBuildings { .. } => "claim_buildings",
            C::WaiveClaim { .. } => "waive_claim",
            C::DeclareBankruptcy {} => "declare_bankruptcy",
            C::ResolveMortgageTransfer { .. } => "resolve_mortgage_transfer",
            C::Resign {} => "resign",
            C::Timeout { .. } => "timeout",
        }
    }
}
