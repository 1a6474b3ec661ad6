//! [`TileSet`]: a set of tiles (or cells) as one bit per tile index, so that questions about
//! whole regions of the board (what lies next to a chain, which loose tiles connect) take a
//! few word operations.

use std::ops::{BitAnd, BitOr, BitOrAssign, Sub};

use super::tile::{ROWS, TILE_COUNT, Tile};

/// A set of tiles; iterates in index order (the order of [`Tile`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TileSet(u128);

/// Every tile.
const ALL: u128 = (1 << TILE_COUNT) - 1;

/// The tiles of one row (`row` 0 = A … 8 = I).
const fn row(row: u8) -> u128 {
    let mut set = 0;
    let mut index = row as usize;
    while index < TILE_COUNT {
        set |= 1 << index;
        index += ROWS as usize;
    }
    set
}

/// Row A, whose tiles have no neighbour above, and row I, whose tiles have none below.
const ROW_A: u128 = row(0);
const ROW_I: u128 = row(ROWS - 1);

impl TileSet {
    /// No tile.
    pub const EMPTY: TileSet = TileSet(0);

    /// The set of one tile.
    pub fn of(tile: Tile) -> TileSet {
        TileSet(1 << tile.index())
    }

    /// Whether `tile` belongs to the set.
    pub fn contains(self, tile: Tile) -> bool {
        self.0 & (1 << tile.index()) != 0
    }

    /// Adds `tile`.
    pub fn insert(&mut self, tile: Tile) {
        self.0 |= 1 << tile.index();
    }

    /// Removes `tile`.
    pub fn remove(&mut self, tile: Tile) {
        self.0 &= !(1 << tile.index());
    }

    /// Whether the set has no tile.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Every tile orthogonally next to a tile of the set (tiles of the set included when
    /// they are next to one another).
    pub fn neighbours(self) -> TileSet {
        let set = self.0;
        TileSet(
            ((set & !ROW_A) >> 1) | ((set & !ROW_I) << 1) | (set >> ROWS) | ((set << ROWS) & ALL),
        )
    }

    /// The tiles of `within` connected to the set through tiles of `within`, the set's own
    /// tiles included.
    pub fn flood(self, within: TileSet) -> TileSet {
        let mut reached = self;
        loop {
            let next = reached | (reached.neighbours() & within);
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }

    /// The tiles, in index order.
    pub fn iter(self) -> impl Iterator<Item = Tile> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let index = rest.trailing_zeros() as usize;
            rest &= rest.wrapping_sub(1);
            Tile::from_index(index)
        })
    }
}

impl BitOr for TileSet {
    type Output = TileSet;
    fn bitor(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }
}

impl BitOrAssign for TileSet {
    fn bitor_assign(&mut self, other: TileSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for TileSet {
    type Output = TileSet;
    fn bitand(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }
}

/// The tiles of the first set that are not in the second.
impl Sub for TileSet {
    type Output = TileSet;
    fn sub(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(tiles: I) -> Self {
        let mut set = TileSet::EMPTY;
        for tile in tiles {
            set.insert(tile);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_those_of_each_tile() {
        for tile in Tile::all() {
            let expected: TileSet = tile.neighbours().collect();
            assert_eq!(TileSet::of(tile).neighbours(), expected, "{tile}");
        }
        let pair: TileSet = [Tile::at(1, 0).unwrap(), Tile::at(12, 8).unwrap()]
            .into_iter()
            .collect();
        assert_eq!(pair.neighbours().iter().count(), 4);
    }

    #[test]
    fn a_set_lists_its_tiles_in_order_and_floods_through_a_region() {
        let tiles = ["7C", "1A", "12I", "3D"].map(|name| Tile::parse(name).unwrap());
        let set: TileSet = tiles.into_iter().collect();
        let mut sorted = tiles.to_vec();
        sorted.sort();
        assert_eq!(set.iter().collect::<Vec<_>>(), sorted);
        assert_eq!(set.iter().count(), 4);
        assert!(set.contains(tiles[0]) && !set.contains(Tile::at(2, 0).unwrap()));
        assert_eq!((set - TileSet::of(tiles[1])).iter().count(), 3);
        // A row of three loose tiles reached from its left end, a fourth one apart.
        let row: TileSet = ["2A", "3A", "4A", "6A"]
            .map(|name| Tile::parse(name).unwrap())
            .into_iter()
            .collect();
        let start = TileSet::of(Tile::parse("1A").unwrap());
        assert_eq!(start.flood(row).iter().count(), 4);
        assert!(!start.flood(row).contains(Tile::parse("6A").unwrap()));
    }
}
