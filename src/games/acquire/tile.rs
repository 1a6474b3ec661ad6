//! Tiles and board cells: the newtype over the tile index of the rules (§0), parsing and
//! display of canonical names (`1A` … `12I`), and orthogonal neighbours.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

/// Number of columns (1–12).
pub const COLUMNS: u8 = 12;
/// Number of rows (A–I).
pub const ROWS: u8 = 9;
/// Number of tiles (= cells).
pub const TILE_COUNT: usize = 108;

/// A tile (and its cell): index `(column − 1) × 9 + (row − 'A')`, so `1A` = 0, `1I` = 8,
/// `2A` = 9, `12I` = 107. Serialized as its canonical name. The default tile, `1A`, only
/// fills the unused places of inline lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    /// The tile of an index in `0..108`.
    pub fn from_index(index: usize) -> Option<Tile> {
        (index < TILE_COUNT).then_some(Tile(index as u8))
    }

    /// The tile at a column (1–12) and row (0 = A … 8 = I).
    pub fn at(column: u8, row: u8) -> Option<Tile> {
        ((1..=COLUMNS).contains(&column) && row < ROWS).then(|| Tile((column - 1) * ROWS + row))
    }

    /// The index of §0.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Column, 1–12.
    pub fn column(self) -> u8 {
        self.0 / ROWS + 1
    }

    /// Row, 0 (A) – 8 (I).
    pub fn row(self) -> u8 {
        self.0 % ROWS
    }

    /// All 108 tiles in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..TILE_COUNT as u8).map(Tile)
    }

    /// Parses a canonical name (`7C`, `12I`); anything else (`7c`, `07C`, `13A`) is `None`.
    pub fn parse(name: &str) -> Option<Tile> {
        let bytes = name.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return None;
        }
        let (digits, row) = bytes.split_at(bytes.len() - 1);
        let row = row[0];
        if !(b'A'..=b'I').contains(&row)
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let column = digits
            .iter()
            .fold(0u8, |column, digit| column * 10 + (digit - b'0'));
        Tile::at(column, row - b'A')
    }

    /// The orthogonal neighbours on the board: left, right, up, down.
    pub fn neighbours(self) -> impl Iterator<Item = Tile> {
        NEIGHBOURS[self.index()].into_iter().flatten()
    }

    /// The order used to find the first player: `row_then_column` (default) compares rows
    /// first; otherwise columns first.
    pub fn start_key(self, row_first: bool) -> (u8, u8) {
        if row_first {
            (self.row(), self.column())
        } else {
            (self.column(), self.row())
        }
    }
}

/// The neighbours of every tile, by index: left, right, up and down (`None` off the board).
static NEIGHBOURS: [[Option<Tile>; 4]; TILE_COUNT] = {
    let mut table = [[None; 4]; TILE_COUNT];
    let mut index = 0;
    while index < TILE_COUNT {
        let (rows, column, row) = (ROWS as usize, index / ROWS as usize, index % ROWS as usize);
        if column > 0 {
            table[index][0] = Some(Tile((index - rows) as u8));
        }
        if column + 1 < COLUMNS as usize {
            table[index][1] = Some(Tile((index + rows) as u8));
        }
        if row > 0 {
            table[index][2] = Some(Tile((index - 1) as u8));
        }
        if row + 1 < rows {
            table[index][3] = Some(Tile((index + 1) as u8));
        }
        index += 1;
    }
    table
};

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = self.column();
        let row = b'A' + self.row();
        let name = [b'0' + column / 10, b'0' + column % 10, row];
        let name = if column < 10 { &name[1..] } else { &name[..] };
        f.write_str(std::str::from_utf8(name).expect("ASCII"))
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        Tile::parse(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("invalid tile name {name:?}")))
    }
}

impl PartialSchema for Tile {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some("^([1-9]|1[0-2])[A-I]$"))
            .description(Some(
                "A tile / board cell, column 1–12 then row A–I, e.g. `7C`.",
            ))
            .into()
    }
}

impl ToSchema for Tile {
    fn name() -> std::borrow::Cow<'static, str> {
        "AcquireTile".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_indices_round_trip() {
        assert_eq!(Tile::parse("1A").unwrap().index(), 0);
        assert_eq!(Tile::parse("1I").unwrap().index(), 8);
        assert_eq!(Tile::parse("2A").unwrap().index(), 9);
        assert_eq!(Tile::parse("12I").unwrap().index(), 107);
        for tile in Tile::all() {
            assert_eq!(Tile::parse(&tile.to_string()), Some(tile));
        }
        for bad in ["6f", "07C", "13A", "0A", "A1", "1J", "", "1", "123A", " 1A"] {
            assert_eq!(Tile::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbours_are_orthogonal() {
        let mut n: Vec<String> = Tile::parse("1A")
            .unwrap()
            .neighbours()
            .map(|t| t.to_string())
            .collect();
        n.sort();
        assert_eq!(n, ["1B", "2A"]);
        assert_eq!(Tile::parse("6E").unwrap().neighbours().count(), 4);
        for tile in Tile::all() {
            let mut listed: Vec<Tile> = tile.neighbours().collect();
            listed.sort();
            let expected: Vec<Tile> = Tile::all()
                .filter(|other| {
                    other.column().abs_diff(tile.column()) + other.row().abs_diff(tile.row()) == 1
                })
                .collect();
            assert_eq!(listed, expected, "{tile}");
        }
    }
}
