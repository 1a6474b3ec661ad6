//! The game options of Appendix A.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The chain set and price tiers: `2008` (default; the 2008 Hasbro edition, with `sackson`)
/// or `classic` (the original 3M edition: `luxor` instead of `sackson`, and other tiers).
/// `1999` is read as an old name of `2008`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireEdition)]
pub enum Edition {
    /// The 2008 Hasbro chain set and tiers (default): Sackson and Worldwide cheapest;
    /// Festival, Imperial and American in the middle; Continental and Tower dearest.
    /// `"1999"`, the name this edition was first given here, is still read, so stored games
    /// and configurations keep working; it is always written as `"2008"`.
    #[default]
    #[serde(rename = "2008", alias = "1999")]
    Y2008,
    /// The original 3M chain set (`luxor` instead of `sackson`).
    #[serde(rename = "classic")]
    Classic,
}

/// How the first player is found: the start tile closest to `1A` plays first, comparing
/// rows first (`row_then_column`, default: `9A` beats `1B`) or columns first
/// (`column_then_row`: `1B` beats `9A`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireFirstPlayerOrder)]
#[serde(rename_all = "snake_case")]
pub enum FirstPlayerOrder {
    #[default]
    RowThenColumn,
    ColumnThenRow,
}

/// The order of turns after the first player: `seat` (default; seat order from the first
/// player, wrapping around) or `start_tile` (every player ranked by start tile, as for the
/// first player).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireTurnOrder)]
#[serde(rename_all = "snake_case")]
pub enum TurnOrder {
    /// Seat order starting at the first player.
    #[default]
    Seat,
    /// All players ranked by their start tile.
    StartTile,
}

/// How a bonus split between tied shareholders is rounded to a multiple of $100: `up`
/// (default), `down` or `nearest` (exact halves round up).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireBonusRounding)]
#[serde(rename_all = "snake_case")]
pub enum BonusRounding {
    #[default]
    Up,
    Down,
    /// Nearest, exact halves up.
    Nearest,
}

impl BonusRounding {
    /// `R(amount / parts)` of §6.4.
    pub fn split(self, amount: u32, parts: u32) -> u32 {
        let hundreds_x_parts = amount; // amount / parts / 100, kept exact as a fraction
        let denominator = parts * 100;
        let whole = hundreds_x_parts / denominator;
        let remainder = hundreds_x_parts % denominator;
        let rounded = match self {
            BonusRounding::Up => whole + u32::from(remainder > 0),
            BonusRounding::Down => whole,
            BonusRounding::Nearest => whole + u32::from(2 * remainder >= denominator),
        };
        rounded * 100
    }
}

/// What happens when a turn starts and the player holds no playable tile: `skip` (default;
/// no placement, the player may still buy) or `redraw_hand` (the hand is shown and set aside,
/// its cells become dead, and a new hand is drawn, until one is playable or the pool is
/// empty).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireNoPlayableTile)]
#[serde(rename_all = "snake_case")]
pub enum NoPlayableTile {
    #[default]
    Skip,
    RedrawHand,
}

/// How dead tiles (tiles that would merge two safe chains) are replaced at the end of their
/// owner's turn: `once_per_turn` (default; one discard-and-draw pass, a dead replacement waits
/// for the next turn) or `repeat` (until the hand holds no dead tile).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireDeadTileReplacement)]
#[serde(rename_all = "snake_case")]
pub enum DeadTileReplacement {
    #[default]
    OncePerTurn,
    Repeat,
}

/// Whether players' cash and share holdings are public: `open` (default) or `hidden` (others'
/// cash and shares show as `null` and their purchases and exchanges as share counts only,
/// until the game is over; bank counts, bonuses and disposals stay public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireAssetVisibility)]
#[serde(rename_all = "snake_case")]
pub enum AssetVisibility {
    #[default]
    Open,
    Hidden,
}

/// The order in which the defunct chains of a merger of three or four chains are settled:
/// `chain_by_chain` (default; each chain's bonuses, then its holders' disposals, largest chain
/// first) or `all_bonuses_then_players` (every bonus first, then each holder disposes of all
/// their defunct chains in turn).
///
/// Both orders pay the same bonuses: a defunct chain's bonus depends only on the holdings of
/// that chain and its price before the merger, and disposing of one defunct chain never
/// changes the holdings of another. They differ only when the survivor's bank runs short of
/// shares for 2:1 trades: then who trades first gets the last survivor shares, and the
/// players left may only sell or keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireMergerDisposalOrder)]
#[serde(rename_all = "snake_case")]
pub enum MergerDisposalOrder {
    /// The official order (default): one defunct chain at a time, largest first; its
    /// bonuses are paid, then every holder disposes of it, from the mergemaker on.
    #[default]
    ChainByChain,
    /// The bonuses of every defunct chain are paid first (largest chain first); then each
    /// holder, from the mergemaker on, disposes of all their defunct chains (largest first)
    /// before the next player does.
    AllBonusesThenPlayers,
}

/// The options of an Acquire game, fixed when it is created. Every option has a default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct AcquireConfig {
    /// The chain set and the price tier of each chain.
    pub edition: Edition,
    /// Allow two players, with otherwise unchanged rules (normally 3–6).
    pub allow_two_players: bool,
    /// How the first player is found from the start tiles.
    pub first_player_order: FirstPlayerOrder,
    /// The order of turns after the first player.
    pub turn_order: TurnOrder,
    /// How a bonus split between tied shareholders is rounded to a multiple of $100.
    pub bonus_rounding: BonusRounding,
    /// In a merger of three or four chains, whether each defunct chain's holders dispose of
    /// it right after its bonuses, or only once every bonus is paid.
    pub merger_disposal_order: MergerDisposalOrder,
    /// A chain of at least this many tiles is safe: it can no longer be merged away (2–108).
    pub safe_chain_size: u32,
    /// A chain of at least this many tiles lets the player on turn declare the end (2–108).
    pub end_chain_size: u32,
    /// What happens when a turn starts without a playable tile in hand.
    pub no_playable_tile: NoPlayableTile,
    /// How dead tiles in hand are replaced at the end of their owner's turn.
    pub dead_tile_replacement: DeadTileReplacement,
    /// Whether players' cash and share holdings are public.
    pub asset_visibility: AssetVisibility,
    /// Play with the special power cards: every player gets one each of `free_3`, `buy_5`,
    /// `trade_2`, `take_5_tiles` and `place_4_tiles`, each usable once per game.
    pub special_powers: bool,
    /// At most this many power cards may be used in one turn (1–5).
    pub powers_per_turn: u32,
    /// Show every player's remaining tiles when the game ends.
    pub reveal_hands_at_end: bool,
}

impl Default for AcquireConfig {
    fn default() -> Self {
        AcquireConfig {
            edition: Edition::Y2008,
            allow_two_players: false,
            first_player_order: FirstPlayerOrder::RowThenColumn,
            turn_order: TurnOrder::Seat,
            bonus_rounding: BonusRounding::Up,
            merger_disposal_order: MergerDisposalOrder::ChainByChain,
            safe_chain_size: 11,
            end_chain_size: 41,
            no_playable_tile: NoPlayableTile::Skip,
            dead_tile_replacement: DeadTileReplacement::OncePerTurn,
            asset_visibility: AssetVisibility::Open,
            special_powers: false,
            powers_per_turn: 1,
            reveal_hands_at_end: true,
        }
    }
}

impl AcquireConfig {
    /// Checks the integer options.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=108).contains(&self.safe_chain_size) {
            return Err("safe_chain_size must be between 2 and 108".into());
        }
        if !(2..=108).contains(&self.end_chain_size) {
            return Err("end_chain_size must be between 2 and 108".into());
        }
        if !(1..=5).contains(&self.powers_per_turn) {
            return Err("powers_per_turn must be between 1 and 5".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_reference_values() {
        use BonusRounding::*;
        let cases = [
            (4500, 2, [2300, 2200, 2300]),
            (10500, 4, [2700, 2600, 2600]),
            (2500, 2, [1300, 1200, 1300]),
            (1000, 3, [400, 300, 300]),
            (10500, 3, [3500, 3500, 3500]),
        ];
        for (amount, parts, [up, down, nearest]) in cases {
            assert_eq!(Up.split(amount, parts), up);
            assert_eq!(Down.split(amount, parts), down);
            assert_eq!(Nearest.split(amount, parts), nearest);
        }
    }

    #[test]
    fn config_defaults_and_json() {
        let config: AcquireConfig = serde_json::from_str("{}").unwrap();
        assert_eq!(config, AcquireConfig::default());
        let json = serde_json::to_value(&config).unwrap();
        assert_eq!(json["edition"], "2008");
        let classic: AcquireConfig = serde_json::from_str(r#"{"edition":"classic"}"#).unwrap();
        assert_eq!(classic.edition, Edition::Classic);
        assert!(serde_json::from_str::<AcquireConfig>(r#"{"colour":"red"}"#).is_err());
    }
}
