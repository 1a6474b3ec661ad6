//! Commands (§5): what a seat asks for. Tile names and chain ids travel as strings, read into
//! [`TileName`]s and [`ChainName`]s, so that a bad one gets the game's own
//! `invalid_tile_name` / `unknown_chain`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::name::{ChainName, TileName};

/// A special power card (only with `special_powers`); every player starts with one of each,
/// each usable once per game: `free_3` (this turn's purchase of up to 3 shares costs nothing),
/// `buy_5` (buy up to 5 shares this turn), `trade_2` (swap shares 2 for 2, up to 3 times),
/// `take_5_tiles` (draw 5 extra tiles) and `place_4_tiles` (place up to 4 tiles this turn).
// The default card only fills the unused places of inline lists.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[schema(as = AcquirePower)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    #[default]
    #[serde(rename = "free_3")]
    Free3,
    #[serde(rename = "buy_5")]
    Buy5,
    #[serde(rename = "trade_2")]
    Trade2,
    #[serde(rename = "take_5_tiles")]
    Take5Tiles,
    #[serde(rename = "place_4_tiles")]
    Place4Tiles,
}

impl Power {
    /// Every card, in canonical order.
    pub const ALL: [Power; 5] = [
        Power::Free3,
        Power::Buy5,
        Power::Trade2,
        Power::Take5Tiles,
        Power::Place4Tiles,
    ];
}

/// The power cards a purchase may name: `free_3` (the shares cost nothing) or `buy_5` (up to
/// 5 shares).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquirePurchasePower)]
pub enum PurchasePower {
    #[serde(rename = "free_3")]
    Free3,
    #[serde(rename = "buy_5")]
    Buy5,
}

impl From<PurchasePower> for Power {
    fn from(power: PurchasePower) -> Power {
        match power {
            PurchasePower::Free3 => Power::Free3,
            PurchasePower::Buy5 => Power::Buy5,
        }
    }
}

/// One exchange of the `trade_2` card: 2 `give` shares for 2 `take` shares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireExchangeRequest)]
#[serde(deny_unknown_fields)]
pub struct ExchangeRequest {
    /// Id of the chain of which you return 2 shares to the bank; it must be on the board and
    /// you must hold at least 2 of its shares.
    #[schema(value_type = String)]
    pub give: ChainName,
    /// Id of the chain of which you take 2 shares from the bank; on the board and different
    /// from `give`.
    #[schema(value_type = String)]
    pub take: ChainName,
}

/// A command a seated player sends as a move, selected by `type`; fields other than those
/// listed are refused. Tile names and chain ids are strings: a malformed tile or a chain
/// outside the game's edition is refused with `invalid_tile_name` or `unknown_chain`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    try_from = "RawCommand"
)]
pub enum AcquireCommand {
    /// Place a tile from your hand on its cell; once per turn (up to 4 times with
    /// `place_4_tiles`), and compulsory while you hold a playable tile.
    PlaceTile {
        /// The tile, column 1–12 then row A–I in canonical form, e.g. `7C` (not `7c`, `07C`).
        #[schema(value_type = String)]
        tile: TileName,
    },
    /// Name the chain founded by the tile you just placed (asked only when several chains
    /// are off the board).
    ChooseChain {
        /// Id of a chain of the game's edition that is not on the board.
        #[schema(value_type = String)]
        chain: ChainName,
    },
    /// As mergemaker, pick the surviving chain among the merging chains tied for the largest
    /// size.
    ChooseSurvivor {
        /// Id of one of the merging chains tied for the largest size before the merger.
        #[schema(value_type = String)]
        chain: ChainName,
    },
    /// As mergemaker, pick which of the defunct chains tied in size is settled next (its
    /// bonuses are paid, then its holders dispose of their shares).
    ChooseNextDefunct {
        /// Id of one of the defunct chains still to be settled and tied for the largest size.
        #[schema(value_type = String)]
        chain: ChainName,
    },
    /// Decide on your shares of the defunct chain when it is your turn to dispose: sell some,
    /// trade some 2 for 1 for shares of the survivor, and keep the rest.
    DisposeShares {
        /// Shares sold to the bank at the defunct chain's price before the merger; 0 when
        /// omitted.
        #[serde(default)]
        sell: u32,
        /// Shares traded to the bank for one survivor share per 2; even, 0 when omitted.
        #[serde(default)]
        trade: u32,
    },
    /// Buy shares of chains on the board at their current prices, then end your turn; an
    /// empty list buys nothing and also ends the turn.
    BuyShares {
        /// One chain id per share bought: at most 3 entries (5 with `buy_5`); repeat an id to
        /// buy several shares of that chain.
        #[schema(value_type = Vec<String>)]
        chains: Vec<ChainName>,
        /// A power card to use with this purchase: `free_3` (the shares cost nothing) or
        /// `buy_5` (up to 5 shares); omit for a normal purchase.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        power: Option<PurchasePower>,
    },
    /// Declare that the game ends after this turn's purchase; allowed in your placement or
    /// purchase phase while a chain has at least `end_chain_size` tiles or every chain on the
    /// board is safe.
    DeclareGameEnd {},
    /// Go on to the purchase without placing a tile; accepted only before your first placement
    /// of the turn and while you hold no playable tile.
    SkipPlacement {},
    /// Use a power card: `take_5_tiles` or `place_4_tiles` before your first placement of the
    /// turn, `trade_2` in your purchase phase before buying.
    UsePower {
        /// The card: `take_5_tiles`, `place_4_tiles` or `trade_2` (`free_3` and `buy_5` are
        /// named in `buy_shares`).
        power: Power,
        /// With `trade_2`, and only then: 1–3 exchanges, checked in order and applied all or
        /// nothing.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exchanges: Option<Vec<ExchangeRequest>>,
    },
    /// Stop placing tiles and go on to the purchase, in a turn with `place_4_tiles` after at
    /// least one placement.
    FinishPlacements {},
    /// Resign, at any time and also out of turn: the game stops at once and is abandoned,
    /// unscored.
    Resign {},
}

impl AcquireCommand {
    /// The command's `type`.
    pub fn type_name(&self) -> &'static str {
        match self {
            AcquireCommand::PlaceTile { .. } => "place_tile",
            AcquireCommand::ChooseChain { .. } => "choose_chain",
            AcquireCommand::ChooseSurvivor { .. } => "choose_survivor",
            AcquireCommand::ChooseNextDefunct { .. } => "choose_next_defunct",
            AcquireCommand::DisposeShares { .. } => "dispose_shares",
            AcquireCommand::BuyShares { .. } => "buy_shares",
            AcquireCommand::DeclareGameEnd {} => "declare_game_end",
            AcquireCommand::SkipPlacement {} => "skip_placement",
            AcquireCommand::UsePower { .. } => "use_power",
            AcquireCommand::FinishPlacements {} => "finish_placements",
            AcquireCommand::Resign {} => "resign",
        }
    }
}

/// The wire shape, checked for the one cross-field rule serde cannot express.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum RawCommand {
    PlaceTile {
        tile: TileName,
    },
    ChooseChain {
        chain: ChainName,
    },
    ChooseSurvivor {
        chain: ChainName,
    },
    ChooseNextDefunct {
        chain: ChainName,
    },
    DisposeShares {
        #[serde(default)]
        sell: u32,
        #[serde(default)]
        trade: u32,
    },
    BuyShares {
        chains: Vec<ChainName>,
        #[serde(default)]
        power: Option<PurchasePower>,
    },
    DeclareGameEnd {},
    SkipPlacement {},
    UsePower {
        power: Power,
        #[serde(default)]
        exchanges: Option<Vec<ExchangeRequest>>,
    },
    FinishPlacements {},
    Resign {},
}

impl TryFrom<RawCommand> for AcquireCommand {
    type Error = String;

    fn try_from(raw: RawCommand) -> Result<Self, String> {
        Ok(match raw {
            RawCommand::PlaceTile { tile } => AcquireCommand::PlaceTile { tile },
            RawCommand::ChooseChain { chain } => AcquireCommand::ChooseChain { chain },
            RawCommand::ChooseSurvivor { chain } => AcquireCommand::ChooseSurvivor { chain },
            RawCommand::ChooseNextDefunct { chain } => AcquireCommand::ChooseNextDefunct { chain },
            RawCommand::DisposeShares { sell, trade } => {
                AcquireCommand::DisposeShares { sell, trade }
            }
            RawCommand::BuyShares { chains, power } => AcquireCommand::BuyShares { chains, power },
            RawCommand::DeclareGameEnd {} => AcquireCommand::DeclareGameEnd {},
            RawCommand::SkipPlacement {} => AcquireCommand::SkipPlacement {},
            RawCommand::UsePower { power, exchanges } => {
                if exchanges.is_some() && power != Power::Trade2 {
                    return Err("`exchanges` is only allowed with the trade_2 power".into());
                }
                AcquireCommand::UsePower { power, exchanges }
            }
            RawCommand::FinishPlacements {} => AcquireCommand::FinishPlacements {},
            RawCommand::Resign {} => AcquireCommand::Resign {},
        })
    }
}
