//! The printed data a client needs to draw a game: the board, the chains of the edition with
//! their tiers, and the price chart with its bonuses.

use serde::Serialize;
use utoipa::ToSchema;

use super::chain::{BRACKETS, Chain, MAJORITY_MULTIPLIER, MINORITY_MULTIPLIER};
use super::config::AcquireConfig;
use super::rules::BUY_LIMIT;
use super::state::{HAND_SIZE, SHARES_PER_CHAIN, STARTING_CASH};
use super::tile::{COLUMNS, ROWS, TILE_COUNT};

/// The printed data of an Acquire game under its options.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireData)]
pub struct AcquireData {
    /// Board columns, numbered 1 to this.
    pub columns: u8,
    /// Board rows, lettered from `A`; a cell (and its tile) is named column then row, e.g. `7C`.
    pub rows: Vec<String>,
    /// Tiles in the game (one per cell).
    pub tiles: usize,
    /// Cash each player starts with, in dollars.
    pub starting_cash: u32,
    /// Shares of each chain in the bank at the start.
    pub shares_per_chain: u32,
    /// Tiles in a full hand.
    pub hand_size: usize,
    /// Shares a player may buy per turn.
    pub buy_limit: u32,
    /// A chain of at least this many tiles is safe: it cannot be merged away.
    pub safe_chain_size: u32,
    /// A chain of at least this many tiles lets the active player declare the end.
    pub end_chain_size: u32,
    /// The majority shareholder's bonus is this many times the share price.
    pub majority_multiplier: u32,
    /// The minority shareholder's bonus is this many times the share price.
    pub minority_multiplier: u32,
    /// The seven chains of the edition, in its canonical order.
    pub chains: Vec<ChainData>,
}

/// One chain's row of the price chart.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireChainData)]
pub struct ChainData {
    /// The chain.
    pub chain: Chain,
    /// 1 (cheapest) to 3 (most expensive).
    pub tier: u32,
    /// Share price and bonuses by chain size, smallest size first.
    pub prices: Vec<PriceBracket>,
}

/// The price of a share, and the bonuses, for chains of `min_size` to `max_size` tiles.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquirePriceBracket)]
pub struct PriceBracket {
    /// The smallest chain size of the bracket, in tiles.
    pub min_size: u32,
    /// The largest chain size of the bracket, in tiles (108 for the last bracket).
    pub max_size: u32,
    /// Price of one share, in dollars.
    pub price: u32,
    /// Bonus of the majority shareholder when the chain is merged away or at the end, in
    /// dollars.
    pub majority_bonus: u32,
    /// Bonus of the minority shareholder, in dollars.
    pub minority_bonus: u32,
}

/// The printed data under `config` (the edition selects the chains and their tiers).
pub fn data(config: &AcquireConfig) -> AcquireData {
    let edition = config.edition;
    AcquireData {
        columns: COLUMNS,
        rows: (0..ROWS)
            .map(|row| char::from(b'A' + row).to_string())
            .collect(),
        tiles: TILE_COUNT,
        starting_cash: STARTING_CASH,
        shares_per_chain: SHARES_PER_CHAIN,
        hand_size: HAND_SIZE,
        buy_limit: BUY_LIMIT,
        safe_chain_size: config.safe_chain_size,
        end_chain_size: config.end_chain_size,
        majority_multiplier: MAJORITY_MULTIPLIER,
        minority_multiplier: MINORITY_MULTIPLIER,
        chains: edition
            .chains()
            .into_iter()
            .map(|chain| ChainData {
                chain,
                tier: edition.tier(chain),
                prices: BRACKETS
                    .iter()
                    .map(|bracket| {
                        let price = edition.price(chain, bracket.min);
                        PriceBracket {
                            min_size: bracket.min,
                            max_size: bracket.max,
                            price,
                            majority_bonus: price * MAJORITY_MULTIPLIER,
                            minority_bonus: price * MINORITY_MULTIPLIER,
                        }
                    })
                    .collect(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_prices_every_size_of_every_chain_as_the_rules_do() {
        let config = AcquireConfig::default();
        let data = data(&config);
        assert_eq!(data.chains.len(), 7);
        for chain in &data.chains {
            let mut next_size = 2;
            for bracket in &chain.prices {
                assert_eq!(bracket.min_size, next_size);
                for size in bracket.min_size..=bracket.max_size {
                    assert_eq!(config.edition.price(chain.chain, size), bracket.price);
                }
                next_size = bracket.max_size + 1;
            }
            assert_eq!(next_size as usize, TILE_COUNT + 1);
        }
        assert_eq!(data.rows.join(""), "ABCDEFGHI");
    }
}
