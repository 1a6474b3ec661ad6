//! Grid geometry: cells, edge adjacency, board transforms, rectangles and connectivity.
//! x grows east and y grows south; a diagonal contact is never adjacency (but counts as
//! contact for the gap rule, see [`surrounding`]).

use std::collections::BTreeSet;

use super::config::Dir;

/// A cell `[x, y]`.
pub type Cell = [i32; 2];

/// The four edge neighbours of a cell.
pub fn neighbours([x, y]: Cell) -> [Cell; 4] {
    [[x, y - 1], [x - 1, y], [x + 1, y], [x, y + 1]]
}

/// The eight cells sharing an edge or a corner with a cell: the edge neighbours first.
pub fn surrounding([x, y]: Cell) -> [Cell; 8] {
    let [n, w, e, s] = neighbours([x, y]);
    [
        n,
        w,
        e,
        s,
        [x - 1, y - 1],
        [x + 1, y - 1],
        [x - 1, y + 1],
        [x + 1, y + 1],
    ]
}

/// Whether two cells share an edge.
pub fn edge_adjacent(a: Cell, b: Cell) -> bool {
    (a[0] - b[0]).abs() + (a[1] - b[1]).abs() == 1
}

/// Sorts cells by y, then x, without duplicates.
pub fn sorted(cells: impl IntoIterator<Item = Cell>) -> Vec<Cell> {
    let mut cells: Vec<Cell> = cells.into_iter().collect();
    cells.sort_unstable_by_key(|&[x, y]| (y, x));
    cells.dedup();
    cells
}

/// The cells of a rectangle with north-west cell (x, y), sorted.
pub fn rect_cells(x: i32, y: i32, w: i32, h: i32) -> Vec<Cell> {
    (y..y + h)
        .flat_map(|cy| (x..x + w).map(move |cx| [cx, cy]))
        .collect()
}

/// The cells of a board's base shape (`#` = cell, row 0 north, column 0 west).
pub fn board_cells(rows: &[String]) -> Vec<Cell> {
    rows.iter()
        .enumerate()
        .flat_map(|(y, row)| {
            row.chars()
                .enumerate()
                .filter(|(_, c)| *c == '#')
                .map(move |(x, _)| [x as i32, y as i32])
        })
        .collect()
}

/// A board's cells mirrored (first), rotated clockwise `rotation / 90` times and translated
/// so that the transformed bounding box's north-west corner is `anchor`. Sorted.
pub fn transform(rows: &[String], rotation: i32, mirror: bool, anchor: Cell) -> Vec<Cell> {
    let mut w = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0) as i32;
    let mut h = rows.len() as i32;
    let mut cells = board_cells(rows);
    if mirror {
        for c in &mut cells {
            c[0] = w - 1 - c[0];
        }
    }
    for _ in 0..(rotation / 90).rem_euclid(4) {
        for c in &mut cells {
            *c = [h - 1 - c[1], c[0]];
        }
        std::mem::swap(&mut w, &mut h);
    }
    sorted(
        cells
            .into_iter()
            .map(|[x, y]| [x + anchor[0], y + anchor[1]]),
    )
}

/// The two cells of a capsule.
pub fn capsule_cells(x: i32, y: i32, dir: Dir) -> [Cell; 2] {
    match dir {
        Dir::H => [[x, y], [x + 1, y]],
        Dir::V => [[x, y], [x, y + 1]],
    }
}

/// Whether a cell set is orthogonally connected (an empty set is not).
pub fn connected(cells: &[Cell]) -> bool {
    let Some(&first) = cells.first() else {
        return false;
    };
    let all: BTreeSet<Cell> = cells.iter().copied().collect();
    let mut seen = BTreeSet::from([first]);
    let mut stack = vec![first];
    while let Some(cell) = stack.pop() {
        for n in neighbours(cell) {
            if all.contains(&n) && seen.insert(n) {
                stack.push(n);
            }
        }
    }
    seen.len() == all.len()
}

/// Whether two cell sets are adjacent (some pair of cells shares an edge).
pub fn sets_adjacent(a: &[Cell], b: &BTreeSet<Cell>) -> bool {
    a.iter()
        .any(|&c| neighbours(c).iter().any(|n| b.contains(n)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(r: &[&str]) -> Vec<String> {
        r.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn l3500_rotated_and_mirrored_as_the_rules_check() {
        let board = rows(&[
            "########", "########", "########", "####....", "####....", "####....",
        ]);
        let rotated = transform(&board, 90, false, [25, 12]);
        let mut expected = rect_cells(28, 12, 3, 8);
        expected.extend(rect_cells(25, 12, 3, 4));
        assert_eq!(rotated, sorted(expected));
        let mirrored = transform(&board, 90, true, [25, 12]);
        let mut expected = rect_cells(28, 12, 3, 8);
        expected.extend(rect_cells(25, 16, 3, 4));
        assert_eq!(mirrored, sorted(expected));
    }

    #[test]
    fn diagonal_contact_is_not_adjacency() {
        assert!(edge_adjacent([1, 1], [1, 2]));
        assert!(!edge_adjacent([1, 1], [2, 2]));
        assert!(!connected(&[[0, 0], [1, 1]]));
        assert!(connected(&[[0, 0], [1, 0], [1, 1]]));
    }

    #[test]
    fn sorting_orders_by_row_then_column_without_duplicates() {
        let cells: Vec<Cell> = (0..60).map(|i| [(i * 7) % 5 - 1, (i * 11) % 4]).collect();
        let set: BTreeSet<(i32, i32)> = cells.iter().map(|&[x, y]| (y, x)).collect();
        let expected: Vec<Cell> = set.into_iter().map(|(y, x)| [x, y]).collect();
        assert_eq!(sorted(cells), expected);
        assert_eq!(
            sorted([[2, 1], [0, 3], [1, 1], [2, 1]]),
            vec![[1, 1], [2, 1], [0, 3]]
        );
    }
}
