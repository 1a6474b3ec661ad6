//! The names a command gives tiles and chains ([`TileName`], [`ChainName`]): read once, when
//! the command is, into the tile or chain they name, the text being kept only when it names
//! none, so that the rules refuse it with their own rejection (`invalid_tile_name`,
//! `unknown_chain`). Both read and write as the name's text.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::chain::Chain;
use super::tile::Tile;

/// A tile as a command names it: `7C` names a tile, `7c` or `13A` none.
#[derive(Clone, PartialEq, Eq)]
pub struct TileName(Result<Tile, Box<str>>);

impl TileName {
    /// The tile named, or the text that names none.
    pub fn tile(&self) -> Result<Tile, &str> {
        self.0.as_ref().copied().map_err(|text| &**text)
    }
}

impl From<Tile> for TileName {
    fn from(tile: Tile) -> TileName {
        TileName(Ok(tile))
    }
}

impl From<&str> for TileName {
    fn from(text: &str) -> TileName {
        TileName(Tile::parse(text).ok_or_else(|| text.into()))
    }
}

impl fmt::Display for TileName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Ok(tile) => tile.fmt(f),
            Err(text) => f.write_str(text),
        }
    }
}

/// A chain as a command names it: one of the eight ids of both editions (whether the game's
/// edition has it is for the rules to say), or a text that is none of them.
#[derive(Clone, PartialEq, Eq)]
pub struct ChainName(Result<Chain, Box<str>>);

impl ChainName {
    /// The chain named, or the text that names none.
    pub fn chain(&self) -> Result<Chain, &str> {
        self.0.as_ref().copied().map_err(|text| &**text)
    }
}

impl From<Chain> for ChainName {
    fn from(chain: Chain) -> ChainName {
        ChainName(Ok(chain))
    }
}

impl From<&str> for ChainName {
    fn from(text: &str) -> ChainName {
        let chain = Chain::ALL.into_iter().find(|chain| chain.id() == text);
        ChainName(chain.ok_or_else(|| text.into()))
    }
}

impl fmt::Display for ChainName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match &self.0 {
            Ok(chain) => chain.id(),
            Err(text) => text,
        })
    }
}

/// Names show as their text, as they read and write.
macro_rules! as_text {
    ($($name:ty),*) => {$(
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.to_string(), f)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                Ok(<$name>::from(String::deserialize(deserializer)?.as_str()))
            }
        }
    )*};
}

as_text!(TileName, ChainName);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_what_they_name_and_keep_other_text() {
        for tile in Tile::all() {
            let name = TileName::from(tile.to_string().as_str());
            assert_eq!(name, TileName::from(tile));
            assert_eq!(name.tile(), Ok(tile));
        }
        for chain in Chain::ALL {
            let name: ChainName = serde_json::from_value(serde_json::json!(chain.id())).unwrap();
            assert_eq!(name, ChainName::from(chain));
            assert_eq!(serde_json::to_value(&name).unwrap(), chain.id());
        }
        for text in ["7c", "07C", "13A", ""] {
            let name: TileName = serde_json::from_value(serde_json::json!(text)).unwrap();
            assert_eq!(name.tile(), Err(text));
            assert_eq!(serde_json::to_value(&name).unwrap(), text);
        }
        let name = ChainName::from("Tower");
        assert_eq!(name.chain(), Err("Tower"));
        assert_eq!(format!("{name:?}"), "\"Tower\"");
        assert_ne!(name, ChainName::from(Chain::Tower));
    }
}
