//! Events (Appendix C): what happened, draws included. Stored events are never renamed.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::chain::Chain;
use super::command::{Power, PurchasePower};
use super::config::AcquireConfig;
use super::tile::Tile;
use crate::engine::Seat;

/// What placing a tile would do on the current board: `lone` (no occupied neighbour),
/// `found` (touches only loose tiles: founds a chain), `grow` (touches one chain), `merge`
/// (touches two or more chains, at most one of them safe), `blocked` (would found an eighth
/// chain: not playable now) or `dead` (touches two or more safe chains: never playable).
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

/// Why a tile was drawn: `initial` (starting hand), `refill` (end of turn, back to 6 tiles),
/// `dead_replacement` (for a discarded dead tile), `redraw` (a new hand after an unplayable one
/// was set aside) or `power` (the `take_5_tiles` card).
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

/// Who made a choice: `player` (the player decided) or `rule` (only one answer was possible,
/// so the server made it).
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
    /// The merging chain.
    pub chain: Chain,
    /// Its size in tiles before the merging tile was placed.
    pub size0: u32,
    /// Its share price in dollars at that size; a defunct chain's bonuses and sale price use
    /// it.
    pub price0: u32,
}

/// How a bonus was earned: `sole` (the only holder: majority and minority bonus),
/// `majority` (the largest holder), `majority_tie` (tied largest holders share both bonuses),
/// `minority` (the second-largest holder) or `minority_tie` (tied second-largest holders share
/// the minority bonus).
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
    /// The seat paid.
    pub player: Seat,
    /// Why it was paid.
    pub role: BonusRole,
    /// Dollars paid, a multiple of $100.
    pub amount: u32,
}

/// A player's share count of one chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireHolding)]
pub struct Holding {
    /// The seat.
    pub player: Seat,
    /// Shares of the chain it holds.
    pub count: u32,
}

/// Shares of one chain bought in one purchase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquirePurchase)]
pub struct Purchase {
    /// The chain bought.
    pub chain: Chain,
    /// Shares of it bought.
    pub count: u32,
    /// Dollars per share: the chain's current price, or 0 with the `free_3` card.
    pub unit_price: u32,
}

/// One `trade_2` exchange: 2 `give` shares to the bank, 2 `take` shares from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireExchange)]
pub struct Exchange {
    /// The chain of which 2 shares went back to the bank.
    pub give: Chain,
    /// The chain of which 2 shares came from the bank.
    pub take: Chain,
}

/// Why the game ended: `declared` (a player declared the end) or `stalemate` (no tile could
/// be placed any more, and every player had one more turn).
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
    /// The seat.
    pub player: Seat,
    /// Final cash in dollars, after the final bonuses and share sales.
    pub cash: u32,
    /// 1 = most cash; equal cash shares a rank (1, 1, 3).
    pub rank: u32,
}

/// A hand shown at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireRevealedHand)]
pub struct RevealedHand {
    /// The seat.
    pub player: Seat,
    /// The tiles in its hand.
    pub tiles: Vec<Tile>,
}

/// Everything that can happen in a game of Acquire.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AcquireEvent {
    /// The game was set up with these options and seats (the first event of every game).
    GameCreated {
        /// The game's options.
        options: AcquireConfig,
        /// The number of players.
        seats: u8,
    },
    /// The draw order of the tile pool; only auditors see it, players never do.
    TilePoolShuffled {
        /// All 108 tiles in draw order, front first, start tiles and hands included.
        order: Vec<Tile>,
    },
    /// A player drew a start tile; it goes face up on its cell as a loose tile.
    StartTileDrawn {
        /// The seat that drew it.
        player: Seat,
        /// The tile, now on the board.
        tile: Tile,
    },
    /// The first player was found from the start tiles, and the order of play fixed.
    FirstPlayerDetermined {
        /// The seat that plays first.
        player: Seat,
        /// Every seat in the order of play, first player first.
        turn_order: Vec<Seat>,
    },
    /// A player drew a tile from the pool; other viewers get it without `tile`.
    TileDrawn {
        /// The seat that drew.
        player: Seat,
        /// The tile drawn.
        tile: Tile,
        /// Why it was drawn.
        reason: DrawReason,
    },
    /// A player's turn began.
    TurnStarted {
        /// The seat whose turn it is.
        player: Seat,
        /// The turn's number, from 1 for the first turn of the game.
        turn_number: u32,
    },
    /// The player on turn places no tile (none of theirs is playable) and goes on to the
    /// purchase.
    PlacementSkipped {
        /// The seat that skipped.
        player: Seat,
    },
    /// With `no_playable_tile` = `redraw_hand`: a hand without a playable tile was shown and
    /// set aside, and a new one is drawn.
    HandRevealedAndDiscarded {
        /// The seat whose hand it was.
        player: Seat,
        /// The tiles set aside; their cells are dead from now on.
        tiles: Vec<Tile>,
    },
    /// A player placed a tile from their hand.
    TilePlaced {
        /// The seat that placed it.
        player: Seat,
        /// The tile placed.
        tile: Tile,
        /// What it did: `lone`, `found`, `grow` or `merge`.
        class: TileClass,
    },
    /// A chain grew by the placed tile and the loose tiles connected to it.
    ChainGrown {
        /// The chain that grew.
        chain: Chain,
        /// The cells that joined it, the placed tile included.
        tiles_added: Vec<Tile>,
        /// Its size in tiles now.
        size: u32,
    },
    /// A chain was founded on the placed tile and the loose tiles connected to it.
    ChainFounded {
        /// The founder (the player on turn).
        player: Seat,
        /// The chain founded.
        chain: Chain,
        /// Its cells.
        tiles: Vec<Tile>,
        /// Its size in tiles.
        size: u32,
        /// Whether the founder received a free share of it (only if the bank had one left).
        founder_share: bool,
        /// `player` when the founder chose the chain, `rule` when it was the only one off the
        /// board.
        by: ChoiceBy,
    },
    /// A placed tile joined two or more chains: the merger begins.
    MergerStarted {
        /// The seat that placed the tile (the mergemaker).
        mergemaker: Seat,
        /// The merging tile.
        tile: Tile,
        /// The merging chains with their size and price before the tile, largest first.
        chains: Vec<MergingChain>,
    },
    /// The merger's surviving chain was fixed.
    SurvivorChosen {
        /// The chain that survives and absorbs the others.
        chain: Chain,
        /// `rule` when it was the only largest chain, `player` when the mergemaker broke a
        /// tie.
        by: ChoiceBy,
    },
    /// The next defunct chain to settle was selected: its bonuses are paid, then its holders
    /// dispose of their shares.
    DefunctChainSelected {
        /// The defunct chain.
        chain: Chain,
        /// Its size in tiles before the merger.
        size: u32,
        /// Its share price in dollars before the merger, used for its bonuses and sales.
        price: u32,
        /// `rule` when it was the only largest one left, `player` when the mergemaker broke a
        /// tie.
        by: ChoiceBy,
    },
    /// With hidden assets: every player's holding of the defunct chain is shown before its
    /// bonuses are paid.
    DefunctHoldingsRevealed {
        /// The defunct chain.
        chain: Chain,
        /// Every seat's shares of it, in seat order.
        holdings: Vec<Holding>,
    },
    /// The majority and minority bonuses of a defunct chain were paid.
    MergerBonusPaid {
        /// The defunct chain.
        chain: Chain,
        /// Its share price in dollars before the merger; the majority bonus is 10 times it,
        /// the minority bonus 5 times.
        price: u32,
        /// The payments, in turn order from the mergemaker (empty if nobody held shares).
        payouts: Vec<Payout>,
    },
    /// A holder decided on their shares of the defunct chain.
    SharesDisposed {
        /// The seat that disposed.
        player: Seat,
        /// The defunct chain.
        defunct: Chain,
        /// The surviving chain.
        survivor: Chain,
        /// Defunct shares sold to the bank.
        sold: u32,
        /// Dollars per share sold (the defunct chain's price before the merger).
        sale_price: u32,
        /// Dollars received for the shares sold.
        sale_total: u32,
        /// Defunct shares traded in (an even number).
        traded: u32,
        /// Survivor shares received for them (half of `traded`).
        received: u32,
        /// Defunct shares still held.
        kept: u32,
    },
    /// The merger is over: the survivor absorbed the defunct chains, which leave the board and
    /// may be founded again.
    MergerCompleted {
        /// The surviving chain.
        survivor: Chain,
        /// The defunct chains, now off the board.
        absorbed: Vec<Chain>,
        /// Every cell that joined the survivor: the defunct chains' tiles, the merging tile
        /// and the loose tiles connected to it.
        tiles: Vec<Tile>,
        /// The survivor's size in tiles now.
        size: u32,
    },
    /// The player on turn stopped placing tiles (`finish_placements`, with `place_4_tiles`)
    /// and goes on to the purchase.
    PlacementsFinished {
        /// The seat that stopped placing.
        player: Seat,
    },
    /// A player declared the end: the game ends after their purchase this turn.
    GameEndDeclared {
        /// The seat that declared.
        player: Seat,
    },
    /// A player used a power card; it is spent.
    PowerUsed {
        /// The seat that used it.
        player: Seat,
        /// The card.
        power: Power,
    },
    /// A player swapped shares with the `trade_2` card; with hidden assets other viewers get
    /// only the number of shares received.
    SharesExchanged {
        /// The seat that swapped.
        player: Seat,
        /// The exchanges, in the order applied.
        exchanges: Vec<Exchange>,
    },
    /// A player bought shares (possibly none), ending their purchase phase; with hidden assets
    /// other viewers get only the number of shares bought.
    SharesPurchased {
        /// The buyer.
        player: Seat,
        /// The shares bought, per chain (empty when none).
        purchases: Vec<Purchase>,
        /// Dollars paid in all.
        total: u32,
        /// The power card used with the purchase (`free_3` or `buy_5`); absent without one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        power: Option<PurchasePower>,
    },
    /// At the end of their turn a player showed and discarded their dead tiles (tiles that
    /// would merge two safe chains); replacements are drawn.
    DeadTilesDiscarded {
        /// The seat that discarded.
        player: Seat,
        /// The tiles discarded; their cells are dead from now on.
        tiles: Vec<Tile>,
    },
    /// The last tile of the pool was drawn; from now on nobody draws.
    PoolExhausted {},
    /// The game ended; final scoring follows.
    GameEnded {
        /// Why it ended.
        reason: EndReason,
        /// The seat that declared the end; absent after a stalemate.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared_by: Option<Seat>,
    },
    /// Final scoring: a chain on the board paid its majority and minority bonuses (chains are
    /// scored smallest first).
    FinalBonusPaid {
        /// The chain.
        chain: Chain,
        /// Its final size in tiles.
        size: u32,
        /// Its final share price in dollars; the majority bonus is 10 times it, the minority
        /// bonus 5 times.
        price: u32,
        /// The payments, in seat order (empty if nobody held shares).
        payouts: Vec<Payout>,
    },
    /// Final scoring: a player sold all their shares of a chain on the board to the bank.
    SharesLiquidated {
        /// The seat that sold.
        player: Seat,
        /// The chain.
        chain: Chain,
        /// Shares sold.
        count: u32,
        /// Dollars per share (the chain's final price).
        unit_price: u32,
        /// Dollars received.
        total: u32,
    },
    /// The final ranking by cash.
    FinalStandings {
        /// Every seat's final cash and rank, best rank first, ties in seat order.
        standings: Vec<Standing>,
        /// The seats ranked first (several on a tie).
        winners: Vec<Seat>,
    },
    /// Every player's remaining tiles, shown once the game is scored (option
    /// `reveal_hands_at_end`).
    HandsRevealed {
        /// One entry per seat, in seat order.
        hands: Vec<RevealedHand>,
    },
    /// A player resigned: the game stopped, abandoned and unscored.
    PlayerResigned {
        /// The seat that resigned.
        player: Seat,
    },
}

/// The redacted form of a private or hidden event, as others see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = AcquireRedactedEvent)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum RedactedEvent {
    /// Another seat drew a tile (which one is secret).
    TileDrawn {
        /// The seat that drew.
        player: Seat,
        /// Why it was drawn.
        reason: DrawReason,
    },
    /// Hidden assets: another seat bought `count` shares.
    SharesPurchased {
        /// The buyer.
        player: Seat,
        /// Shares bought in all (0 when none).
        count: u32,
    },
    /// Hidden assets: another seat exchanged shares and received `count` shares.
    SharesExchanged {
        /// The seat that swapped.
        player: Seat,
        /// Shares received in all (2 per exchange).
        count: u32,
    },
}

/// An event as one viewer may see it: in full, or redacted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum AcquireEventView {
    Full(AcquireEvent),
    Redacted(RedactedEvent),
}
