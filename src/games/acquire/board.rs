//! [`Board`]: the 108 cells of §2.4, kept as one [`TileSet`] per kind of content. It reads
//! and writes as the list of its cells, by tile index (empty before the game is created).

use std::fmt;

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::chain::Chain;
use super::state::Cell;
use super::tile::{TILE_COUNT, Tile};
use super::tile_set::TileSet;

/// The cells of the board; every tile is in at most one of its sets (none: an empty cell).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Board {
    /// Whether the cells are laid out (from `game_created` on).
    laid: bool,
    loose: TileSet,
    pending: TileSet,
    dead: TileSet,
    /// The cells of each chain, by its place in [`Chain::ALL`].
    chains: [TileSet; Chain::ALL.len()],
}

impl Board {
    /// A board of 108 empty cells.
    pub fn laid_out() -> Board {
        Board {
            laid: true,
            ..Board::default()
        }
    }

    /// Whether the cells are laid out (not before the game is created).
    pub fn is_laid_out(&self) -> bool {
        self.laid
    }

    /// The content of a cell.
    pub fn cell(&self, tile: Tile) -> Cell {
        if self.loose.contains(tile) {
            Cell::Loose
        } else if self.pending.contains(tile) {
            Cell::Pending
        } else if self.dead.contains(tile) {
            Cell::Dead
        } else {
            match Chain::ALL
                .into_iter()
                .find(|&chain| self.chains[chain.index()].contains(tile))
            {
                Some(chain) => Cell::Chain(chain),
                None => Cell::Empty,
            }
        }
    }

    /// Puts `cell` on the cell of `tile`.
    pub fn set(&mut self, tile: Tile, cell: Cell) {
        for set in [&mut self.loose, &mut self.pending, &mut self.dead]
            .into_iter()
            .chain(&mut self.chains)
        {
            set.remove(tile);
        }
        match cell {
            Cell::Empty => {}
            Cell::Loose => self.loose.insert(tile),
            Cell::Pending => self.pending.insert(tile),
            Cell::Dead => self.dead.insert(tile),
            Cell::Chain(chain) => self.chains[chain.index()].insert(tile),
        }
    }

    /// Every cell, by tile index (none before the board is laid out).
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Tile::all()
            .take(if self.laid { TILE_COUNT } else { 0 })
            .map(|tile| self.cell(tile))
    }

    /// The loose tiles.
    pub fn loose(&self) -> TileSet {
        self.loose
    }

    /// The tiles of a chain.
    pub fn chain(&self, chain: Chain) -> TileSet {
        self.chains[chain.index()]
    }

    /// The tiles of every chain.
    pub fn in_chains(&self) -> TileSet {
        self.chains
            .iter()
            .fold(TileSet::EMPTY, |all, &chain| all | chain)
    }

    /// The cells holding a tile that takes part in play: loose, pending or in a chain.
    pub fn occupied(&self) -> TileSet {
        self.loose | self.pending | self.in_chains()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cells()).finish()
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.cells())
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cells = Vec::<Cell>::deserialize(deserializer)?;
        match cells.len() {
            0 => Ok(Board::default()),
            TILE_COUNT => {
                let mut board = Board::laid_out();
                for (tile, cell) in Tile::all().zip(cells) {
                    board.set(tile, cell);
                }
                Ok(board)
            }
            other => Err(D::Error::invalid_length(other, &"0 or 108 cells")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_keeps_one_content_per_cell_and_reads_back_as_its_cells() {
        assert_eq!(serde_json::to_string(&Board::default()).unwrap(), "[]");
        let mut board = Board::laid_out();
        let tile = |name| Tile::parse(name).unwrap();
        board.set(tile("1A"), Cell::Loose);
        board.set(tile("1A"), Cell::Chain(Chain::Luxor));
        board.set(tile("1B"), Cell::Chain(Chain::Sackson));
        board.set(tile("5E"), Cell::Pending);
        board.set(tile("12I"), Cell::Dead);
        board.set(tile("3C"), Cell::Loose);
        board.set(tile("3C"), Cell::Empty);
        assert_eq!(board.cell(tile("1A")), Cell::Chain(Chain::Luxor));
        assert_eq!(board.cell(tile("3C")), Cell::Empty);
        assert_eq!(board.loose(), TileSet::EMPTY);
        assert_eq!(board.occupied().iter().count(), 3);
        assert_eq!(board.in_chains().iter().count(), 2);
        assert_eq!(board.cell(tile("12I")), Cell::Dead);
        let json = serde_json::to_value(board).unwrap();
        assert_eq!(json.as_array().unwrap().len(), TILE_COUNT);
        assert_eq!(json[0], serde_json::json!({"Chain": "luxor"}));
        assert_eq!(serde_json::from_value::<Board>(json).unwrap(), board);
        assert!(serde_json::from_str::<Board>("[\"Empty\"]").is_err());
    }
}
