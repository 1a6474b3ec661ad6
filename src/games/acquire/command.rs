//! Commands (§5): what a seat asks for. Tile names and chain ids travel as strings so that a
//! bad one gets the game's own `invalid_tile_name` / `unknown_chain`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A special power card (§10).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
#[schema(as = AcquirePower)]
#[serde(rename_all = "snake_case")]
pub enum Power {
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

/// The powers a purchase may name.
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
    pub give: String,
    pub take: String,
}

/// A command (§5.1). Fields other than those listed are refused at deserialization.
///
/// `resign` is not in the rulebooks: Acquire defines no resignation. A seated player may send
/// it at any time while the game runs (also out of turn); the game then stops with
/// `player_resigned` and is `Abandoned` (it is not scored: the game cannot go on without
/// the seat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    try_from = "RawCommand"
)]
pub enum AcquireCommand {
    PlaceTile {
        tile: String,
    },
    ChooseChain {
        chain: String,
    },
    ChooseSurvivor {
        chain: String,
    },
    ChooseNextDefunct {
        chain: String,
    },
    DisposeShares {
        #[serde(default)]
        sell: u32,
        #[serde(default)]
        trade: u32,
    },
    BuyShares {
        chains: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        power: Option<PurchasePower>,
    },
    DeclareGameEnd {},
    SkipPlacement {},
    /// `exchanges` is present with `trade_2` and only then (a missing list counts as empty).
    UsePower {
        power: Power,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exchanges: Option<Vec<ExchangeRequest>>,
    },
    FinishPlacements {},
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
        tile: String,
    },
    ChooseChain {
        chain: String,
    },
    ChooseSurvivor {
        chain: String,
    },
    ChooseNextDefunct {
        chain: String,
    },
    DisposeShares {
        #[serde(default)]
        sell: u32,
        #[serde(default)]
        trade: u32,
    },
    BuyShares {
        chains: Vec<String>,
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
