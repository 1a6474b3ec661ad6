//! The trade proposals the expansion lists: every two-party proposal in which the proposer
//! gives one item and the other party gives one item back, without promises ("swaps").
//! Proposals with more items, more parties or promises are valid too, but not listed: their
//! space has no bound (promise texts are free). An item is narrowed by a spec, a prefix of
//! `kind:detail:detail` (see [`Spec`]); new subdivisions are every connected cell set of an
//! area's own part that the subdivision checks allow, listed depth first or drawn along a
//! random path of the same search.

use std::ops::ControlFlow;

use super::catalogue::rectangles;
use super::connected::{self, Graph, Roots};
use crate::engine::{GameRng, Seat};
use crate::games::tokyo_capsule_hotel::command::TradeItem;
use crate::games::tokyo_capsule_hotel::geometry::{self, Cell};
use crate::games::tokyo_capsule_hotel::placement;
use crate::games::tokyo_capsule_hotel::state::{StructureKind, TokyoCapsuleHotelState as State};

/// A narrowing spec of a trade item: `yen[:amount]`, `coupons[:count]`,
/// `capsules[:colour[:count]]`, `area[:area_id]` or
/// `new_subdivision[:parent_area_id[:x,y,w,h;x,y,w,h…]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    pub kind: Option<String>,
    pub parts: Vec<String>,
}

impl Spec {
    /// Reads a spec; `None` when its kind is not a trade item's.
    pub fn parse(text: &str) -> Option<Spec> {
        let mut parts = text.splitn(3, ':').map(String::from);
        let kind = parts.next()?;
        let known = ["yen", "coupons", "capsules", "area", "new_subdivision"];
        if !known.contains(&kind.as_str()) {
            return None;
        }
        Some(Spec {
            kind: Some(kind),
            parts: parts.collect(),
        })
    }

    /// Whether the spec names one item exactly.
    pub fn pinned(&self) -> bool {
        let needed = match self.kind.as_deref() {
            None => return false,
            Some("capsules" | "new_subdivision") => 2,
            Some(_) => 1,
        };
        self.parts.len() >= needed
    }

    fn allows_kind(&self, kind: &str) -> bool {
        self.kind.as_deref().is_none_or(|k| k == kind)
    }

    fn part(&self, i: usize) -> Option<&str> {
        self.parts.get(i).map(String::as_str)
    }
}

/// The items of one kind a giver may give, or the new subdivisions of one area.
#[derive(Clone, Debug)]
pub enum Offer {
    Items(Vec<TradeItem>),
    Subdivisions(Subdivisions),
}

/// Every item `giver` may give under `spec`: yen in multiples of the trade's multiple up to
/// the yen held, coupons and capsules up to the count held, each of the giver's areas, and the
/// new subdivisions of each of them.
pub fn offers(state: &State, giver: Seat, spec: &Spec) -> Vec<Offer> {
    let p = &state.players[giver.index()];
    let mut items = Vec::new();
    if spec.allows_kind("yen") {
        let m = state.config.trade.yen_multiple;
        let asked: Option<i64> = spec.part(0).and_then(|a| a.parse().ok());
        for k in 1..=(p.yen / m).max(0) {
            if asked.is_none_or(|a| a == k * m) {
                items.push(TradeItem::Yen { amount: k * m });
            }
        }
    }
    if spec.allows_kind("coupons") {
        let asked: Option<i64> = spec.part(0).and_then(|a| a.parse().ok());
        for count in 1..=i64::from(p.coupons) {
            if asked.is_none_or(|a| a == count) {
                items.push(TradeItem::Coupons { count });
            }
        }
    }
    if spec.allows_kind("capsules") {
        let asked: Option<i64> = spec.part(1).and_then(|a| a.parse().ok());
        for (&colour, &held) in &p.supply {
            if spec.part(0).is_some_and(|c| c != colour.name()) {
                continue;
            }
            for count in 1..=i64::from(held) {
                if asked.is_none_or(|a| a == count) {
                    items.push(TradeItem::Capsules {
                        colour: colour.name().into(),
                        count,
                    });
                }
            }
        }
    }
    let own: Vec<usize> = (0..state.areas.len())
        .filter(|&a| state.areas[a].owner == giver)
        .filter(|&a| spec.part(0).is_none_or(|id| id == state.areas[a].id))
        .collect();
    if spec.allows_kind("area") {
        for &a in &own {
            items.push(TradeItem::Area {
                area_id: state.areas[a].id.clone(),
            });
        }
    }
    let mut out = vec![Offer::Items(items)];
    if spec.allows_kind("new_subdivision") {
        let asked: Option<Vec<[i32; 4]>> = spec.part(1).map(|r| parse_rects(r).unwrap_or_default());
        for &a in &own {
            match &asked {
                Some(rects) => {
                    let parent = state.areas[a].id.clone();
                    let valid = !rects.is_empty()
                        && super::super::trade::subdivision(state, &parent, rects).is_ok();
                    let items = if valid {
                        vec![TradeItem::NewSubdivision {
                            parent_area_id: parent,
                            rects: rects.clone(),
                        }]
                    } else {
                        Vec::new()
                    };
                    out.push(Offer::Items(items));
                }
                None => out.push(Offer::Subdivisions(Subdivisions::new(state, a))),
            }
        }
    }
    out
}

/// Reads `x,y,w,h;x,y,w,h…`.
pub fn parse_rects(text: &str) -> Option<Vec<[i32; 4]>> {
    text.split(';')
        .map(|r| {
            let v: Vec<i32> = r
                .split(',')
                .map(|n| n.trim().parse().ok())
                .collect::<Option<_>>()?;
            <[i32; 4]>::try_from(v).ok()
        })
        .collect()
}

/// The new subdivisions of one area: connected sets of its own cells that leave it some
/// cells, cut no structure and keep the golden rule on both sides (unless waived).
#[derive(Clone, Debug)]
pub struct Subdivisions {
    parent: String,
    cells: Vec<Cell>,
    graph: Graph,
    /// The area's structures, as the cell indexes they cover, and whether each is a hotel
    /// or serves the golden rule.
    structures: Vec<(Vec<usize>, bool, bool)>,
    waived: bool,
}

impl Subdivisions {
    /// The search over `area`'s own cells.
    pub fn new(state: &State, area: usize) -> Self {
        let cells = state.direct_cells(area);
        let index = |c: &Cell| cells.iter().position(|x| x == c);
        let graph = Graph {
            links: cells
                .iter()
                .map(|&c| geometry::neighbours(c).iter().filter_map(&index).collect())
                .collect(),
            clashes: vec![Vec::new(); cells.len()],
        };
        let structures = state
            .structures
            .iter()
            .filter(|s| s.area == area)
            .map(|s| {
                let covered = s.cells.iter().filter_map(index).collect();
                let serves = matches!(
                    s.kind,
                    StructureKind::VendingMachine | StructureKind::Graveyard
                );
                (covered, s.hotel.is_some(), serves)
            })
            .collect();
        Subdivisions {
            parent: state.areas[area].id.clone(),
            waived: placement::golden_rule_waived(state, state.areas[area].parcel),
            cells,
            graph,
            structures,
        }
    }

    /// Whether there surely are more than `n` new subdivisions, from a lower bound that costs
    /// no search: when the area keeps the golden rule as it is, every connected set of cells no
    /// structure covers is one (but the whole area), and a spanning tree of such cells has
    /// fewer connected sets than they do, which its shape counts exactly.
    pub fn surely_more_than(&self, n: usize) -> bool {
        let (hotels, serves) = self.structures.iter().fold((0, 0), |(h, s), structure| {
            (h + usize::from(structure.1), s + usize::from(structure.2))
        });
        if !self.waived && hotels > serves {
            return false;
        }
        let mut free = vec![true; self.cells.len()];
        for (covered, _, _) in &self.structures {
            for &i in covered {
                free[i] = false;
            }
        }
        let mut sets = 0u64;
        let mut reached = vec![false; self.cells.len()];
        for start in 0..self.cells.len() {
            if !free[start] || reached[start] {
                continue;
            }
            // A breadth-first tree of the free cells around `start`, then, leaves first, the
            // connected sets of the tree whose cell nearest the start is each cell.
            reached[start] = true;
            let mut tree = vec![(start, usize::MAX)];
            let mut next = 0;
            while next < tree.len() {
                let (cell, _) = tree[next];
                for &link in &self.graph.links[cell] {
                    if free[link] && !reached[link] {
                        reached[link] = true;
                        tree.push((link, next));
                    }
                }
                next += 1;
            }
            let mut rooted_at = vec![1u64; tree.len()];
            for k in (1..tree.len()).rev() {
                let parent = tree[k].1;
                rooted_at[parent] =
                    rooted_at[parent].saturating_mul(rooted_at[k].saturating_add(1));
            }
            let whole_area = u64::from(tree.len() == self.cells.len());
            sets = rooted_at
                .iter()
                .fold(sets, |total, &count| total.saturating_add(count))
                - whole_area;
        }
        sets > n as u64
    }

    /// Whether the cell set (indexes) passes the subdivision checks.
    fn valid(&self, set: &[usize]) -> bool {
        // (hotels, vending machines and graveyards) outside and inside.
        let mut counts = [[0u32; 2]; 2];
        for (covered, hotel, serves) in &self.structures {
            let n = covered.iter().filter(|i| set.contains(i)).count();
            if n != 0 && n != covered.len() {
                return false;
            }
            let side = usize::from(n > 0);
            counts[side][0] += u32::from(*hotel);
            counts[side][1] += u32::from(*serves);
        }
        self.waived || counts.iter().all(|[h, s]| h <= s)
    }

    /// The trade item of a cell set (indexes).
    pub fn item(&self, set: &[usize]) -> TradeItem {
        let cells: Vec<Cell> = set.iter().map(|&i| self.cells[i]).collect();
        TradeItem::NewSubdivision {
            parent_area_id: self.parent.clone(),
            rects: rectangles(&cells),
        }
    }

    fn max(&self) -> usize {
        self.cells.len().saturating_sub(1)
    }

    /// Visits every new subdivision as its cell indexes; stops when `visit` breaks.
    pub fn each(&self, visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>) -> ControlFlow<()> {
        let roots = Roots::lowest(self.cells.len());
        let banned = vec![false; self.cells.len()];
        connected::each_set(&self.graph, &roots, &banned, self.max(), &mut |set| {
            if self.valid(set) {
                visit(set)
            } else {
                ControlFlow::Continue(())
            }
        })
    }

    /// Draws one new subdivision (its cell indexes) along a random path of
    /// [`Subdivisions::each`]'s search, with the path's probability.
    pub fn random(&self, rng: &mut GameRng) -> Option<(Vec<usize>, f64)> {
        let roots = Roots::lowest(self.cells.len());
        let banned = vec![false; self.cells.len()];
        connected::random_set(&self.graph, &roots, &banned, self.max(), rng, &|set| {
            self.valid(set)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::simulate::Player;
    use crate::games::tokyo_capsule_hotel::tests::each_self_played_state;

    /// The new subdivisions of an area, counted up to `limit`.
    fn counted(subdivisions: &Subdivisions, limit: usize) -> usize {
        let mut count = 0;
        let _ = subdivisions.each(&mut |_| {
            count += 1;
            if count == limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        count
    }

    #[test]
    fn the_lower_bound_never_promises_more_subdivisions_than_there_are() {
        let (mut promised, mut not_promised) = (0, 0);
        let games = [
            (0, 2, Player::Random),
            (1, 3, Player::Random),
            (2, 4, Player::Policy),
        ];
        each_self_played_state(&games, |state, seq| {
            if !seq.is_multiple_of(7) {
                return;
            }
            for area in 0..state.areas.len() {
                let subdivisions = Subdivisions::new(state, area);
                for n in [0, 5, 60, 400, 1024] {
                    if subdivisions.surely_more_than(n) {
                        assert!(counted(&subdivisions, n + 1) > n, "area {area}, {n}");
                        promised += 1;
                    } else {
                        not_promised += 1;
                    }
                }
            }
        });
        assert!(
            promised > 100 && not_promised > 100,
            "{promised} and {not_promised}"
        );
    }
}
