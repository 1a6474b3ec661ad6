//! Rejections (§5, §10.3, Appendix B): a stable code plus the facts behind it, serialized as
//! `{"code": "...", "details": {...}}`.

use serde::Serialize;
use utoipa::ToSchema;

use super::chain::Chain;
use super::command::Power;
use super::config::Edition;
use super::tile::Tile;
use crate::engine::Rejection;

/// Why the game refuses a command (the shared layer's codes are not repeated here).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
pub enum AcquireRejection {
    InvalidTileName {
        tile: String,
    },
    UnknownChain {
        chain: String,
        edition: Edition,
    },
    PowersDisabled {},
    WrongPhase {
        state: &'static str,
        allowed: Vec<&'static str>,
    },
    TileNotInHand {
        tile: Tile,
    },
    TilePermanentlyUnplayable {
        tile: Tile,
        safe_chains: Vec<Chain>,
    },
    TileTemporarilyUnplayable {
        tile: Tile,
    },
    HasPlayableTile {
        tiles: Vec<Tile>,
    },
    ChainAlreadyOnBoard {
        chain: Chain,
        candidates: Vec<Chain>,
    },
    NotASurvivorCandidate {
        chain: Chain,
        candidates: Vec<Chain>,
    },
    NotADefunctCandidate {
        chain: Chain,
        candidates: Vec<Chain>,
    },
    TradeOdd {
        trade: u32,
    },
    DisposalExceedsHolding {
        defunct: Chain,
        sell: u32,
        trade: u32,
        held: u32,
    },
    TradeExceedsBank {
        survivor: Chain,
        requested: u32,
        bank: u32,
    },
    TooManyShares {
        requested: u32,
        limit: u32,
    },
    ChainNotOnBoard {
        chain: Chain,
        /// Position in `exchanges` (only for `trade_2`).
        #[serde(skip_serializing_if = "Option::is_none")]
        index: Option<usize>,
    },
    SharesExceedBank {
        chain: Chain,
        requested: u32,
        bank: u32,
    },
    InsufficientCash {
        total: u32,
        cash: u32,
    },
    EndAlreadyDeclared {},
    EndConditionNotMet {
        largest_size: u32,
        end_chain_size: u32,
        unsafe_chains: Vec<Chain>,
    },
    PowerAlreadyUsed {
        power: Power,
    },
    PowerPerTurnLimit {
        power: Power,
        powers_per_turn: u32,
    },
    PowerNotUsableNow {
        power: Power,
        state: &'static str,
    },
    #[serde(rename = "take5_pool_empty")]
    Take5PoolEmpty {},
    #[serde(rename = "trade2_too_many_exchanges")]
    Trade2TooManyExchanges {
        count: usize,
        max: usize,
    },
    #[serde(rename = "trade2_same_chain")]
    Trade2SameChain {
        index: usize,
        chain: Chain,
    },
    #[serde(rename = "trade2_insufficient_holding")]
    Trade2InsufficientHolding {
        index: usize,
        chain: Chain,
        held: u32,
    },
    #[serde(rename = "trade2_bank_short")]
    Trade2BankShort {
        index: usize,
        chain: Chain,
        bank: u32,
    },
}

impl Rejection for AcquireRejection {
    fn code(&self) -> &'static str {
        use AcquireRejection::*;
        match self {
            InvalidTileName { .. } => "invalid_tile_name",
            UnknownChain { .. } => "unknown_chain",
            PowersDisabled {} => "powers_disabled",
            WrongPhase { .. } => "wrong_phase",
            TileNotInHand { .. } => "tile_not_in_hand",
            TilePermanentlyUnplayable { .. } => "tile_permanently_unplayable",
            TileTemporarilyUnplayable { .. } => "tile_temporarily_unplayable",
            HasPlayableTile { .. } => "has_playable_tile",
            ChainAlreadyOnBoard { .. } => "chain_already_on_board",
            NotASurvivorCandidate { .. } => "not_a_survivor_candidate",
            NotADefunctCandidate { .. } => "not_a_defunct_candidate",
            TradeOdd { .. } => "trade_odd",
            DisposalExceedsHolding { .. } => "disposal_exceeds_holding",
            TradeExceedsBank { .. } => "trade_exceeds_bank",
            TooManyShares { .. } => "too_many_shares",
            ChainNotOnBoard { .. } => "chain_not_on_board",
            SharesExceedBank { .. } => "shares_exceed_bank",
            InsufficientCash { .. } => "insufficient_cash",
            EndAlreadyDeclared {} => "end_already_declared",
            EndConditionNotMet { .. } => "end_condition_not_met",
            PowerAlreadyUsed { .. } => "power_already_used",
            PowerPerTurnLimit { .. } => "power_per_turn_limit",
            PowerNotUsableNow { .. } => "power_not_usable_now",
            Take5PoolEmpty {} => "take5_pool_empty",
            Trade2TooManyExchanges { .. } => "trade2_too_many_exchanges",
            Trade2SameChain { .. } => "trade2_same_chain",
            Trade2InsufficientHolding { .. } => "trade2_insufficient_holding",
            Trade2BankShort { .. } => "trade2_bank_short",
        }
    }
}
