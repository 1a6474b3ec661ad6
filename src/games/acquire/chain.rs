//! Hotel chains: the ids of both editions, their tiers, and the price chart of §2.3 as data.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::config::Edition;

/// A hotel chain id. A game knows the seven ids of its edition, listed in this order:
/// `sackson` (2008 edition) or `luxor` (classic edition), then `tower`, `american`,
/// `festival`, `worldwide`, `continental` and `imperial`.
// The default chain only fills the unused places of inline lists.
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
#[schema(as = AcquireChain)]
#[serde(rename_all = "snake_case")]
pub enum Chain {
    #[default]
    Sackson,
    Luxor,
    Tower,
    American,
    Festival,
    Worldwide,
    Continental,
    Imperial,
}

/// The number of chains in a game.
pub const CHAIN_COUNT: usize = 7;

impl Chain {
    /// Every chain id of both editions, in declaration order.
    pub const ALL: [Chain; 8] = [
        Chain::Sackson,
        Chain::Luxor,
        Chain::Tower,
        Chain::American,
        Chain::Festival,
        Chain::Worldwide,
        Chain::Continental,
        Chain::Imperial,
    ];

    /// The place of the chain in [`Chain::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The slot of the chain in per-chain arrays (0..7); `sackson` and `luxor` share slot 0
    /// because a game knows only one of them.
    pub fn slot(self) -> usize {
        match self {
            Chain::Sackson | Chain::Luxor => 0,
            Chain::Tower => 1,
            Chain::American => 2,
            Chain::Festival => 3,
            Chain::Worldwide => 4,
            Chain::Continental => 5,
            Chain::Imperial => 6,
        }
    }

    /// The lower-case ids, in the order of [`Chain::ALL`].
    const IDS: [&'static str; 8] = [
        "sackson",
        "luxor",
        "tower",
        "american",
        "festival",
        "worldwide",
        "continental",
        "imperial",
    ];

    /// The lower-case id.
    pub fn id(self) -> &'static str {
        Self::IDS[self.index()]
    }
}

impl Edition {
    /// The 7 chains of the edition, in canonical order (index = slot).
    pub fn chains(self) -> [Chain; CHAIN_COUNT] {
        let first = match self {
            Edition::Y2008 => Chain::Sackson,
            Edition::Classic => Chain::Luxor,
        };
        // The other six follow `sackson` and `luxor` in `ALL`.
        let mut chains = [first; CHAIN_COUNT];
        chains[1..].copy_from_slice(&Chain::ALL[2..]);
        chains
    }

    /// The chain in a slot.
    pub fn chain(self, slot: usize) -> Chain {
        self.chains()[slot]
    }

    /// A chain id of this edition, or `None` for any other string.
    pub fn parse_chain(self, id: &str) -> Option<Chain> {
        self.chains().into_iter().find(|c| c.id() == id)
    }

    /// The tier (1 cheapest … 3 most expensive) of a chain of this edition (§2.2).
    pub fn tier(self, chain: Chain) -> u32 {
        match (self, chain) {
            (Edition::Y2008, Chain::Sackson | Chain::Worldwide) => 1,
            (Edition::Y2008, Chain::Festival | Chain::Imperial | Chain::American) => 2,
            (Edition::Y2008, _) => 3,
            (Edition::Classic, Chain::Luxor | Chain::Tower) => 1,
            (Edition::Classic, Chain::American | Chain::Festival | Chain::Worldwide) => 2,
            (Edition::Classic, _) => 3,
        }
    }

    /// The share price of a chain of `size` tiles (0 below 2 tiles), from the chart of §2.3.
    pub fn price(self, chain: Chain, size: u32) -> u32 {
        match BRACKET_OF_SIZE.get(size as usize) {
            Some(&Some(bracket)) => {
                BRACKETS[usize::from(bracket)].price[self.tier(chain) as usize - 1]
            }
            _ => 0,
        }
    }
}

/// One row of the price chart: sizes `min..=max` cost `price[tier − 1]` per share.
pub struct Bracket {
    pub min: u32,
    pub max: u32,
    pub price: [u32; 3],
}

/// The price chart of §2.3 (the same for both editions).
pub const BRACKETS: [Bracket; 9] = [
    Bracket {
        min: 2,
        max: 2,
        price: [200, 300, 400],
    },
    Bracket {
        min: 3,
        max: 3,
        price: [300, 400, 500],
    },
    Bracket {
        min: 4,
        max: 4,
        price: [400, 500, 600],
    },
    Bracket {
        min: 5,
        max: 5,
        price: [500, 600, 700],
    },
    Bracket {
        min: 6,
        max: 10,
        price: [600, 700, 800],
    },
    Bracket {
        min: 11,
        max: 20,
        price: [700, 800, 900],
    },
    Bracket {
        min: 21,
        max: 30,
        price: [800, 900, 1000],
    },
    Bracket {
        min: 31,
        max: 40,
        price: [900, 1000, 1100],
    },
    Bracket {
        min: 41,
        max: 108,
        price: [1000, 1100, 1200],
    },
];

/// The row of [`BRACKETS`] of every chain size up to 108 tiles (`None` below 2 tiles).
static BRACKET_OF_SIZE: [Option<u8>; 109] = {
    let mut rows = [None; 109];
    let mut row = 0;
    while row < BRACKETS.len() {
        let mut size = BRACKETS[row].min;
        while size <= BRACKETS[row].max {
            rows[size as usize] = Some(row as u8);
            size += 1;
        }
        row += 1;
    }
    rows
};

/// Majority bonus = 10 × price.
pub const MAJORITY_MULTIPLIER: u32 = 10;
/// Minority bonus = 5 × price.
pub const MINORITY_MULTIPLIER: u32 = 5;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_serialized_names() {
        for chain in Chain::ALL {
            assert_eq!(
                serde_json::to_value(chain).unwrap(),
                chain.id(),
                "{chain:?}"
            );
        }
    }

    /// The closed form of §2.3 must agree with the chart everywhere.
    #[test]
    fn chart_matches_the_closed_form() {
        for edition in [Edition::Y2008, Edition::Classic] {
            for chain in edition.chains() {
                for size in 0..=108u32 {
                    let base = if size < 2 {
                        0
                    } else if size <= 10 {
                        100 * size.min(6)
                    } else {
                        100 * (((size - 1) / 10).min(4) + 6)
                    };
                    let expected = if size < 2 {
                        0
                    } else {
                        base + 100 * (edition.tier(chain) - 1)
                    };
                    assert_eq!(
                        edition.price(chain, size),
                        expected,
                        "{edition:?} {chain:?} {size}"
                    );
                }
            }
        }
    }

    #[test]
    fn editions_have_seven_chains_split_two_three_two() {
        for edition in [Edition::Y2008, Edition::Classic] {
            let mut tiers = [0; 3];
            for (slot, chain) in edition.chains().into_iter().enumerate() {
                assert_eq!(chain.slot(), slot);
                tiers[edition.tier(chain) as usize - 1] += 1;
            }
            assert_eq!(tiers, [2, 3, 2]);
        }
        assert_eq!(Edition::Y2008.parse_chain("luxor"), None);
        assert_eq!(Edition::Classic.parse_chain("sackson"), None);
    }
}
