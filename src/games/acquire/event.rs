//! Events (Appendix C): what happened, draws included. Stored events are never renamed.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::chain::Chain;
use super::command::{Power, PurchasePower};
use super::config::AcquireConfig;
use super::tile::Tile;
use crate::engine::Seat;

/// The classification of a tile against the current board (§4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireTileClass)]
#[serde(rename_all = "snake_case")]
pub enum TileClass {
    Lone,
    Found,
    Grow,
    Merge,
    Blocked,
    Dead,
}

impl TileClass {
    /// Whether a tile of this class may be placed now.
    pub fn playable(self) -> bool {
        matches!(
            self,
            TileClass::Lone | TileClass::Found | TileClass::Grow | TileClass::Merge
        )
    }
}

/// Why a tile was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireDrawReason)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    Initial,
    Refill,
    DeadReplacement,
    Redraw,
    Power,
}

/// Who made a choice: a player, or the rules when only one answer was legal (§5.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireChoiceBy)]
#[serde(rename_all = "snake_case")]
pub enum ChoiceBy {
    Player,
    Rule,
}

/// A chain taking part in a merger, with its size and price before the merging tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireMergingChain)]
pub struct MergingChain {
    pub chain: Chain,
    pub size0: u32,
    pub price0: u32,
}

/// How a bonus was earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireBonusRole)]
#[serde(rename_all = "snake_case")]
pub enum BonusRole {
    Sole,
    Majority,
    MajorityTie,
    Minority,
    MinorityTie,
}

/// One bonus payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquirePayout)]
pub struct Payout {
    pub player: Seat,
    pub role: BonusRole,
    pub amount: u32,
}

/// A player's share count of one chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireHolding)]
pub struct Holding {
    pub player: Seat,
    pub count: u32,
}

/// Shares of one chain bought in one purchase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquirePurchase)]
pub struct Purchase {
    pub chain: Chain,
    pub count: u32,
    /// $0 with the `free_3` power.
    pub unit_price: u32,
}

/// One `trade_2` exchange: 2 `give` shares to the bank, 2 `take` shares from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireExchange)]
pub struct Exchange {
    pub give: Chain,
    pub take: Chain,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireEndReason)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    Declared,
    Stalemate,
}

/// A player's final cash and rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireStanding)]
pub struct Standing {
    pub player: Seat,
    pub cash: u32,
    pub rank: u32,
}

/// A hand shown at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireRevealedHand)]
pub struct RevealedHand {
    pub player: Seat,
    pub tiles: Vec<Tile>,
}

/// Everything that can happen in a game of Acquire.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AcquireEvent {
    GameCreated {
        options: AcquireConfig,
        seats: u8,
    },
    /// Server-only: the pool order (front first), start tiles and hands included.
    TilePoolShuffled {
        order: Vec<Tile>,
    },
    StartTileDrawn {
        player: Seat,
        tile: Tile,
    },
    FirstPlayerDetermined {
        player: Seat,
        turn_order: Vec<Seat>,
    },
    /// Private to `player`; others see it without the tile.
    TileDrawn {
        player: Seat,
        tile: Tile,
        reason: DrawReason,
    },
    TurnStarted {
        player: Seat,
        turn_number: u32,
    },
    PlacementSkipped {
        player: Seat,
    },
    HandRevealedAndDiscarded {
        player: Seat,
        tiles: Vec<Tile>,
    },
    TilePlaced {
        player: Seat,
        tile: Tile,
        class: TileClass,
    },
    ChainGrown {
        chain: Chain,
        tiles_added: Vec<Tile>,
        size: u32,
    },
    ChainFounded {
        player: Seat,
        chain: Chain,
        tiles: Vec<Tile>,
        size: u32,
        founder_share: bool,
        by: ChoiceBy,
    },
    MergerStarted {
        mergemaker: Seat,
        tile: Tile,
        chains: Vec<MergingChain>,
    },
    SurvivorChosen {
        chain: Chain,
        by: ChoiceBy,
    },
    DefunctChainSelected {
        chain: Chain,
        size: u32,
        price: u32,
        by: ChoiceBy,
    },
    /// Hidden assets only: every seat's holding of the defunct chain, in seat order.
    DefunctHoldingsRevealed {
        chain: Chain,
        holdings: Vec<Holding>,
    },
    MergerBonusPaid {
        chain: Chain,
        price: u32,
        payouts: Vec<Payout>,
    },
    SharesDisposed {
        player: Seat,
        defunct: Chain,
        survivor: Chain,
        sold: u32,
        sale_price: u32,
        sale_total: u32,
        traded: u32,
        received: u32,
        kept: u32,
    },
    /// `absorbed` are the defunct chains; `tiles` every cell that joined the survivor.
    MergerCompleted {
        survivor: Chain,
        absorbed: Vec<Chain>,
        tiles: Vec<Tile>,
        size: u32,
    },
    /// `finish_placements` (place_4_tiles power): the placement phase ends.
    PlacementsFinished {
        player: Seat,
    },
    GameEndDeclared {
        player: Seat,
    },
    PowerUsed {
        player: Seat,
        power: Power,
    },
    SharesExchanged {
        player: Seat,
        exchanges: Vec<Exchange>,
    },
    SharesPurchased {
        player: Seat,
        purchases: Vec<Purchase>,
        total: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        power: Option<PurchasePower>,
    },
    DeadTilesDiscarded {
        player: Seat,
        tiles: Vec<Tile>,
    },
    PoolExhausted {},
    GameEnded {
        reason: EndReason,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared_by: Option<Seat>,
    },
    FinalBonusPaid {
        chain: Chain,
        size: u32,
        price: u32,
        payouts: Vec<Payout>,
    },
    SharesLiquidated {
        player: Seat,
        chain: Chain,
        count: u32,
        unit_price: u32,
        total: u32,
    },
    FinalStandings {
        standings: Vec<Standing>,
        winners: Vec<Seat>,
    },
    HandsRevealed {
        hands: Vec<RevealedHand>,
    },
    /// Not in the rulebooks: a seat resigned and the game stopped (Abandoned, unscored).
    PlayerResigned {
        player: Seat,
    },
}

/// The redacted form of a private or hidden event, as others see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = AcquireRedactedEvent)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum RedactedEvent {
    /// Another seat drew a tile (which one is secret).
    TileDrawn { player: Seat, reason: DrawReason },
    /// Hidden assets: another seat bought `count` shares.
    SharesPurchased { player: Seat, count: u32 },
    /// Hidden assets: another seat exchanged shares and received `count` shares.
    SharesExchanged { player: Seat, count: u32 },
}

/// An event as one viewer may see it: in full, or redacted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum AcquireEventView {
    Full(AcquireEvent),
    Redacted(RedactedEvent),
}
