//! Rejections (§5, §10.3, Appendix B): a stable code plus the facts behind it, serialized as
//! `{"code": "...", "details": {...}}`.

use serde::Serialize;
use utoipa::ToSchema;

use super::chain::Chain;
use super::command::Power;
use super::config::Edition;
use super::tile::Tile;
use crate::engine::Rejection;

/// Why the game refuses a command: a stable `code`, and in `details` the facts behind it
/// (what was sent, public facts, or the caller's own cash, shares and tiles). Codes every game
/// shares, such as `not_your_turn`, are not listed here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
pub enum AcquireRejection {
    /// A tile name is not in canonical form: column 1–12 without a leading zero, then an
    /// upper-case row A–I (e.g. `7C`).
    InvalidTileName {
        /// The tile name as sent.
        tile: String,
    },
    /// A chain id is not one of the seven chains of the game's edition (e.g. `luxor` in a
    /// `2008` game).
    UnknownChain {
        /// The chain id as sent.
        chain: String,
        /// The game's edition.
        edition: Edition,
    },
    /// The game is played without power cards: `use_power`, `finish_placements` and
    /// `buy_shares` with `power` are refused.
    PowersDisabled {},
    /// The command cannot be sent at this point of the turn.
    WrongPhase {
        /// What the game waits for now, e.g. `awaiting_placement` or `awaiting_purchase`.
        state: &'static str,
        /// The command types the caller may send now.
        allowed: Vec<&'static str>,
    },
    /// The tile is not in your hand.
    TileNotInHand {
        /// The tile named.
        tile: Tile,
    },
    /// The tile would merge two or more safe chains, so it can never be placed; it is
    /// discarded at the end of your turn and replaced while the pool lasts.
    TilePermanentlyUnplayable {
        /// The tile named.
        tile: Tile,
        /// The safe chains it touches.
        safe_chains: Vec<Chain>,
    },
    /// The tile would found an eighth chain while all seven are on the board; it becomes
    /// playable once a chain leaves the board.
    TileTemporarilyUnplayable {
        /// The tile named.
        tile: Tile,
    },
    /// You hold a playable tile, so you must place one instead of skipping.
    HasPlayableTile {
        /// Your playable tiles.
        tiles: Vec<Tile>,
    },
    /// The chain named for the founding is already on the board.
    ChainAlreadyOnBoard {
        /// The chain named.
        chain: Chain,
        /// The chains off the board, any of which may be founded.
        candidates: Vec<Chain>,
    },
    /// The chain named is not one of the merging chains tied for the largest size.
    NotASurvivorCandidate {
        /// The chain named.
        chain: Chain,
        /// The chains that may survive.
        candidates: Vec<Chain>,
    },
    /// The chain named is not one of the defunct chains still to settle that are tied for
    /// the largest size.
    NotADefunctCandidate {
        /// The chain named.
        chain: Chain,
        /// The chains that may be settled next.
        candidates: Vec<Chain>,
    },
    /// Shares are traded 2 for 1, so `trade` must be even.
    TradeOdd {
        /// The `trade` count sent.
        trade: u32,
    },
    /// `sell` plus `trade` is more than your shares of the defunct chain.
    DisposalExceedsHolding {
        /// The defunct chain.
        defunct: Chain,
        /// The `sell` count sent.
        sell: u32,
        /// The `trade` count sent.
        trade: u32,
        /// Your shares of the defunct chain.
        held: u32,
    },
    /// The bank has fewer survivor shares than the trade asks for (one per 2 shares traded).
    TradeExceedsBank {
        /// The surviving chain.
        survivor: Chain,
        /// Survivor shares asked for (`trade` / 2).
        requested: u32,
        /// Survivor shares in the bank.
        bank: u32,
    },
    /// The purchase names more shares than allowed: 3, or 5 with `buy_5`.
    TooManyShares {
        /// Shares requested.
        requested: u32,
        /// Most shares this purchase may buy.
        limit: u32,
    },
    /// A chain named in a purchase or in a `trade_2` exchange is not on the board.
    ChainNotOnBoard {
        /// The chain named.
        chain: Chain,
        /// Position of the exchange in `exchanges`, from 0; absent for a purchase.
        #[serde(skip_serializing_if = "Option::is_none")]
        index: Option<usize>,
    },
    /// The bank holds fewer shares of a chain than the purchase asks for.
    SharesExceedBank {
        /// The chain.
        chain: Chain,
        /// Shares of it requested.
        requested: u32,
        /// Shares of it in the bank.
        bank: u32,
    },
    /// The purchase costs more than your cash.
    InsufficientCash {
        /// The purchase's cost in dollars.
        total: u32,
        /// Your cash in dollars.
        cash: u32,
    },
    /// The end of the game has already been declared this turn.
    EndAlreadyDeclared {},
    /// The end may be declared only while a chain has at least `end_chain_size` tiles, or
    /// while every chain on the board is safe (and at least one is on it).
    EndConditionNotMet {
        /// Size in tiles of the largest chain on the board (0 when none is).
        largest_size: u32,
        /// The chain size that allows declaring the end.
        end_chain_size: u32,
        /// The chains on the board that are not safe yet.
        unsafe_chains: Vec<Chain>,
    },
    /// You have already used that power card (each is usable once per game).
    PowerAlreadyUsed {
        /// The card named.
        power: Power,
    },
    /// You have already used as many power cards this turn as the game allows.
    PowerPerTurnLimit {
        /// The card named.
        power: Power,
        /// Most cards a player may use in one turn.
        powers_per_turn: u32,
    },
    /// The card cannot be used now: `take_5_tiles` and `place_4_tiles` only before your first
    /// placement of the turn, `trade_2` only in your purchase phase, and `free_3` and `buy_5`
    /// only with `buy_shares`.
    PowerNotUsableNow {
        /// The card named.
        power: Power,
        /// What the game waits for now, e.g. `awaiting_placement`.
        state: &'static str,
    },
    /// `take_5_tiles` cannot be used: the tile pool is empty.
    #[serde(rename = "take5_pool_empty")]
    Take5PoolEmpty {},
    /// `trade_2` takes 1 to 3 exchanges.
    #[serde(rename = "trade2_too_many_exchanges")]
    Trade2TooManyExchanges {
        /// Exchanges sent.
        count: usize,
        /// Most exchanges allowed (3).
        max: usize,
    },
    /// An exchange gives and takes the same chain.
    #[serde(rename = "trade2_same_chain")]
    Trade2SameChain {
        /// Position of the exchange in `exchanges`, from 0.
        index: usize,
        /// The chain named twice.
        chain: Chain,
    },
    /// You hold fewer than 2 shares of the chain an exchange gives, after the exchanges
    /// before it.
    #[serde(rename = "trade2_insufficient_holding")]
    Trade2InsufficientHolding {
        /// Position of the exchange in `exchanges`, from 0.
        index: usize,
        /// The chain to give.
        chain: Chain,
        /// Your shares of it at that exchange.
        held: u32,
    },
    /// The bank holds fewer than 2 shares of the chain an exchange takes, after the exchanges
    /// before it.
    #[serde(rename = "trade2_bank_short")]
    Trade2BankShort {
        /// Position of the exchange in `exchanges`, from 0.
        index: usize,
        /// The chain to take.
        chain: Chain,
        /// Its shares in the bank at that exchange.
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
