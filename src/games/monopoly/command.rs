//! What a seat asks for. Unknown types and unknown fields fail to deserialize.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

use super::event::{IncomeTaxOption, Timer};
use super::state::{MortgageChoice, TradeSide};

/// A command of a seat, selected by `type`. `timeout` is submitted by the server only.
/// Squares are board indices 0 (Go) to 39; amounts are whole dollars.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum MonopolyCommand {
    /// Roll the dice and move (in jail: try for doubles to get out).
    RollDice {},
    /// Pay the jail fine (`jail_fine`, $50 by default) before rolling, while in jail.
    PayJailFine {},
    /// Use a Get Out of Jail Free card before rolling, while in jail.
    UseJailCard {
        /// The card to use (`CH08` or `CC05`); omitted: the held card with the smaller id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card_id: Option<String>,
    },
    /// Buy the property on offer at its printed price.
    BuyProperty {
        /// The square on offer (board index 0–39); any other is refused.
        square: i64,
    },
    /// Decline the property on offer: it is auctioned at once among all players.
    DeclineProperty {
        /// The square on offer (board index 0–39); any other is refused.
        square: i64,
    },
    /// End the turn once movement is finished; the next player's turn starts.
    EndTurn {},
    /// Answer the Income Tax choice: $200 flat or 10 % of total worth (only with
    /// `income_tax` = `choice_200_or_10pct`).
    ChooseIncomeTax {
        /// `flat` ($200) or `percent` (10 % of total worth, rounded up).
        option: IncomeTaxOption,
    },
    /// Bid in the running auction (only the bidder whose turn it is).
    Bid {
        /// The running auction's id (e.g. `a7`).
        auction_id: String,
        /// Dollars: at least the opening minimum or the high bid plus the step, a multiple
        /// of the step, and no more than the bidder's cash.
        amount: i64,
    },
    /// Drop out of the running auction; a pass is final for that auction.
    PassBid {
        /// The running auction's id (e.g. `a7`).
        auction_id: String,
    },
    /// Buy houses or a hotel on a complete, unmortgaged colour group, up to the target
    /// levels; placed evenly, lowest level first, all or nothing.
    Build {
        /// The colour group, e.g. `light_blue` (not `railroad` or `utility`).
        group: String,
        /// Final level of each listed street: square index as a decimal string → level
        /// 0–4 houses or 5 for a hotel. Unlisted streets keep their level.
        target: BTreeMap<String, i64>,
    },
    /// Sell buildings back to the bank at half price, down to the target levels.
    SellBuildings {
        /// The colour group, e.g. `light_blue`.
        group: String,
        /// Final level of each listed street: square index as a decimal string → level
        /// 0–5. Unlisted streets keep their level.
        target: BTreeMap<String, i64>,
    },
    /// Mortgage an own deed: the bank pays its mortgage value.
    Mortgage {
        /// The deed's square (board index 0–39); its colour group must have no buildings.
        square: i64,
    },
    /// Lift the mortgage of an own deed: pay the mortgage value plus 10 % interest.
    Unmortgage {
        /// The deed's square (board index 0–39).
        square: i64,
    },
    /// Propose a trade to another player. Nothing changes hands until the recipient
    /// accepts; the proposal is private to the two players unless `trade_visibility` is
    /// `public`.
    ProposeTrade {
        /// The seat the offer is made to.
        to: Seat,
        /// What the proposer gives (an omitted member is 0 or empty).
        #[serde(default)]
        give: TradeSide,
        /// What the proposer asks for in return (an omitted member is 0 or empty).
        #[serde(default)]
        take: TradeSide,
        /// For each mortgaged square in `take` (square index as a decimal string): lift the
        /// mortgage or keep it when the deed arrives. Required for every such square.
        #[serde(default)]
        proposer_mortgage_choices: BTreeMap<String, MortgageChoice>,
        /// The id of an open trade addressed to the proposer that this offer counters (it
        /// is marked rejected); `null`: a fresh offer.
        #[serde(default)]
        counter_to: Option<String>,
        /// When the offer lapses unanswered (RFC 3339); `null`: it stays open.
        #[serde(default)]
        #[schema(value_type = Option<String>, format = DateTime)]
        expires_at: Option<chrono::DateTime<chrono::Utc>>,
        /// A rescue offer to a player in the `rescue` phase (only with
        /// `rescue_negotiation`): the proposer gives cash only and takes only deeds or
        /// cards of the debtor.
        #[serde(default)]
        rescue: bool,
    },
    /// Accept a trade addressed to the caller: it executes at once.
    AcceptTrade {
        /// The trade's id (e.g. `t12`).
        trade_id: String,
        /// For each mortgaged square the caller receives (square index as a decimal
        /// string): lift the mortgage or keep it. Required for every such square.
        #[serde(default)]
        recipient_mortgage_choices: BTreeMap<String, MortgageChoice>,
    },
    /// Reject a trade addressed to the caller; final.
    RejectTrade {
        /// The trade's id (e.g. `t12`).
        trade_id: String,
    },
    /// Withdraw the caller's own open proposal; final.
    CancelTrade {
        /// The trade's id (e.g. `t12`).
        trade_id: String,
    },
    /// Claim buildings in a building-shortage claim round: a build request of the caller's
    /// own, checked like `build`.
    ClaimBuildings {
        /// The running claim round's id (e.g. `s3`).
        shortage_id: String,
        /// The colour group to build on, e.g. `orange`.
        group: String,
        /// Final level of each listed street: square index as a decimal string → level
        /// 0–5, as for `build`.
        target: BTreeMap<String, i64>,
    },
    /// Take no buildings in a building-shortage claim round.
    WaiveClaim {
        /// The running claim round's id (e.g. `s3`).
        shortage_id: String,
    },
    /// Declare bankruptcy on the open debt; only when selling every building and
    /// mortgaging every deed would still not cover it (unless `voluntary_bankruptcy`).
    DeclareBankruptcy {},
    /// Lift or keep the mortgage of each mortgaged deed received from a bankrupt player or
    /// bought as is at the bank's auction.
    ResolveMortgageTransfer {
        /// One choice per received mortgaged deed: square index as a decimal string →
        /// `lift` (pay mortgage value + interest) or `keep` (pay the interest only).
        choices: BTreeMap<String, MortgageChoice>,
    },
    /// Leave the game; treated as bankruptcy (to the creditor of an open debt owed to one
    /// player, otherwise to the bank).
    Resign {},
    /// System command, submitted only by the server when one of its timers runs out; it
    /// applies that timer's default move (e.g. pass for an auction bidder).
    Timeout {
        /// The timer that ran out.
        timer: Timer,
        /// For `trade_expiry`: the trade that expired; absent otherwise.
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
