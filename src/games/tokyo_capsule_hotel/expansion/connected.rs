//! Connected sets of pieces (map cells, capsule placements) in a graph, each set exactly once
//! (Redelmeier's method): listed depth first, or drawn along one random path of the same
//! search tree together with that path's probability, which lets a sampler estimate how many
//! sets there are and draw one nearly uniformly when they are too many to list.

use std::ops::ControlFlow;

use crate::engine::GameRng;

/// Pieces, which pairs link (a set must be connected through links) and which clash (may
/// not lie in one set, e.g. overlapping capsules).
#[derive(Clone, Debug, Default)]
pub struct Graph {
    pub links: Vec<Vec<usize>>,
    pub clashes: Vec<Vec<usize>>,
}

/// Where sets grow from: root `i` grows from piece `order[i]`, and its sets hold none of
/// the pieces before it in the order, so that every set is grown once, from the first piece
/// of the order it holds.
#[derive(Clone, Debug)]
pub struct Roots {
    order: Vec<usize>,
}

impl Roots {
    /// One root per piece, each set counted at its lowest piece (the usual partition).
    pub fn lowest(pieces: usize) -> Self {
        Roots {
            order: (0..pieces).collect(),
        }
    }

    /// Roots for the sets that contain at least one of `firsts`: each set is counted at the
    /// first of them it contains.
    pub fn among(firsts: &[usize]) -> Self {
        Roots {
            order: firsts.to_vec(),
        }
    }
}

/// The search state along one path of the tree.
struct Walk<'a> {
    graph: &'a Graph,
    /// How many members of the set (or the root's forbidden pieces) exclude each piece.
    blocked: Vec<u32>,
    /// Pieces already offered on this path.
    seen: Vec<bool>,
    set: Vec<usize>,
    /// The pieces each member of the set offered, member after member.
    offered: Vec<usize>,
    max: usize,
}

impl<'a> Walk<'a> {
    /// A walk with nothing forbidden beyond `banned`.
    fn new(graph: &'a Graph, banned: &[bool], max: usize) -> Self {
        Walk {
            graph,
            blocked: banned.iter().map(|&b| u32::from(b)).collect(),
            seen: vec![false; graph.links.len()],
            set: Vec::new(),
            offered: Vec::new(),
            max,
        }
    }

    /// Whether a set may grow from `root` (it is not excluded and sets may hold a piece).
    fn may_start(&self, root: usize) -> bool {
        self.blocked[root] == 0 && self.max > 0
    }

    /// Adds a piece; the pieces it newly offers are `self.offered[from..]`, `from` returned.
    fn add(&mut self, piece: usize) -> usize {
        self.set.push(piece);
        for &c in &self.graph.clashes[piece] {
            self.blocked[c] += 1;
        }
        let from = self.offered.len();
        for &w in &self.graph.links[piece] {
            if !self.seen[w] && self.blocked[w] == 0 {
                self.seen[w] = true;
                self.offered.push(w);
            }
        }
        from
    }

    /// Undoes the last [`Walk::add`], which returned `from`.
    fn remove(&mut self, from: usize) {
        for &w in &self.offered[from..] {
            self.seen[w] = false;
        }
        self.offered.truncate(from);
        let piece = self.set.pop().expect("a piece to remove");
        for &c in &self.graph.clashes[piece] {
            self.blocked[c] -= 1;
        }
    }

    /// Visits the set and every set grown from it with the untried pieces `untried[start..]`
    /// (tried from the last one down); leaves `untried` at `start` long.
    fn grow(
        &mut self,
        untried: &mut Vec<usize>,
        start: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        visit(&self.set)?;
        if self.set.len() >= self.max {
            untried.truncate(start);
            return ControlFlow::Continue(());
        }
        while untried.len() > start {
            let v = untried.pop().expect("an untried piece");
            if self.blocked[v] > 0 {
                continue;
            }
            // The child tries the pieces still untried here and those `v` offers.
            let child = untried.len();
            untried.extend_from_within(start..child);
            let from = self.add(v);
            untried.extend_from_slice(&self.offered[from..]);
            let flow = self.grow(untried, child, visit);
            untried.truncate(child);
            self.remove(from);
            flow?;
        }
        ControlFlow::Continue(())
    }
}

/// Visits every connected clash-free set of at most `max` pieces that some root grows, none
/// holding a `banned` piece, each once; stops when `visit` breaks.
pub fn each_set(
    graph: &Graph,
    roots: &Roots,
    banned: &[bool],
    max: usize,
    visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut walk = Walk::new(graph, banned, max);
    let mut untried = Vec::new();
    for &root in &roots.order {
        if walk.may_start(root) {
            walk.seen[root] = true;
            let from = walk.add(root);
            untried.extend_from_slice(&walk.offered[from..]);
            walk.grow(&mut untried, 0, visit)?;
            walk.remove(from);
            walk.seen[root] = false;
        }
        // Later roots grow no set holding this one.
        walk.blocked[root] += 1;
    }
    ControlFlow::Continue(())
}

/// Draws one path of the tree [`each_set`] walks: a uniform root, then at every set either
/// stopping there (when `may_stop` allows it) or growing to one of its children, all options
/// equally likely. Returns the set it stopped at and the probability of that path, or `None`
/// when the path ends without a set it may stop at.
pub fn random_set(
    graph: &Graph,
    roots: &Roots,
    banned: &[bool],
    max: usize,
    rng: &mut GameRng,
    may_stop: &dyn Fn(&[usize]) -> bool,
) -> Option<(Vec<usize>, f64)> {
    let order = &roots.order;
    if order.is_empty() {
        return None;
    }
    let index = rng.below(order.len() as u32) as usize;
    let root = order[index];
    let mut probability = 1.0 / order.len() as f64;
    let mut walk = Walk::new(graph, banned, max);
    for &f in &order[..index] {
        walk.blocked[f] += 1;
    }
    if !walk.may_start(root) {
        return None;
    }
    walk.seen[root] = true;
    let from = walk.add(root);
    let mut untried = walk.offered[from..].to_vec();
    let mut children = Vec::new();
    loop {
        children.clear();
        if walk.set.len() < walk.max {
            children.extend((0..untried.len()).filter(|&i| walk.blocked[untried[i]] == 0));
        }
        let stop = may_stop(&walk.set);
        let options = children.len() + usize::from(stop);
        if options == 0 {
            return None;
        }
        probability /= options as f64;
        let pick = rng.below(options as u32) as usize;
        if pick == children.len() {
            return Some((walk.set, probability));
        }
        // The child of `untried[i]` keeps the pieces popped after it in the depth-first
        // order (those before it in the list) and the neighbours it offers.
        let i = children[pick];
        let v = untried[i];
        untried.truncate(i);
        let from = walk.add(v);
        untried.extend_from_slice(&walk.offered[from..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path of `n` pieces, each linked to the next.
    fn path(n: usize) -> Graph {
        Graph {
            links: (0..n)
                .map(|i| {
                    let mut l = Vec::new();
                    if i > 0 {
                        l.push(i - 1);
                    }
                    if i + 1 < n {
                        l.push(i + 1);
                    }
                    l
                })
                .collect(),
            clashes: vec![Vec::new(); n],
        }
    }

    #[test]
    fn every_connected_set_once() {
        // A path of 5 has 15 intervals; with 1 and 3 clashing, the intervals holding both go.
        let mut sets = Vec::new();
        let _ = each_set(&path(5), &Roots::lowest(5), &[false; 5], 5, &mut |s| {
            let mut s = s.to_vec();
            s.sort();
            sets.push(s);
            ControlFlow::Continue(())
        });
        assert_eq!(sets.len(), 15);
        sets.sort();
        sets.dedup();
        assert_eq!(sets.len(), 15);
        let mut graph = path(5);
        graph.clashes[1].push(3);
        graph.clashes[3].push(1);
        let mut n = 0;
        let _ = each_set(&graph, &Roots::lowest(5), &[false; 5], 5, &mut |_| {
            n += 1;
            ControlFlow::Continue(())
        });
        assert_eq!(n, 15 - 4);
    }

    #[test]
    fn random_paths_estimate_the_number_of_sets() {
        let graph = path(6);
        let roots = Roots::among(&[2, 4]);
        let mut exact = 0;
        let _ = each_set(&graph, &roots, &[false; 6], 6, &mut |_| {
            exact += 1;
            ControlFlow::Continue(())
        });
        let mut rng = GameRng::for_entry(&[3; 32], 1);
        let draws = 20_000;
        let total: f64 = (0..draws)
            .filter_map(|_| random_set(&graph, &roots, &[false; 6], 6, &mut rng, &|_| true))
            .map(|(_, p)| 1.0 / p)
            .sum();
        let estimate = total / draws as f64;
        assert!(
            (estimate - exact as f64).abs() < 0.05 * exact as f64,
            "{estimate} vs {exact}"
        );
    }

    /// The search as first written: a fresh copy of the untried list for every child and a
    /// fresh walk for every root, forbidding the pieces before it.
    fn reference_sets(
        graph: &Graph,
        order: &[usize],
        banned: &[bool],
        max: usize,
    ) -> Vec<Vec<usize>> {
        fn grow(
            graph: &Graph,
            blocked: &mut [u32],
            seen: &mut [bool],
            set: &mut Vec<usize>,
            mut untried: Vec<usize>,
            max: usize,
            out: &mut Vec<Vec<usize>>,
        ) {
            out.push(set.clone());
            if set.len() >= max {
                return;
            }
            while let Some(v) = untried.pop() {
                if blocked[v] > 0 {
                    continue;
                }
                let offered = add(graph, blocked, seen, set, v);
                let mut next = untried.clone();
                next.extend(&offered);
                grow(graph, blocked, seen, set, next, max, out);
                for &w in &offered {
                    seen[w] = false;
                }
                for &c in &graph.clashes[v] {
                    blocked[c] -= 1;
                }
                set.pop();
            }
        }
        fn add(
            graph: &Graph,
            blocked: &mut [u32],
            seen: &mut [bool],
            set: &mut Vec<usize>,
            piece: usize,
        ) -> Vec<usize> {
            set.push(piece);
            for &c in &graph.clashes[piece] {
                blocked[c] += 1;
            }
            let mut offered = Vec::new();
            for &w in &graph.links[piece] {
                if !seen[w] && blocked[w] == 0 {
                    seen[w] = true;
                    offered.push(w);
                }
            }
            offered
        }
        let mut out = Vec::new();
        for (i, &root) in order.iter().enumerate() {
            let mut blocked: Vec<u32> = banned.iter().map(|&b| u32::from(b)).collect();
            for &f in &order[..i] {
                blocked[f] += 1;
            }
            if blocked[root] > 0 || max == 0 {
                continue;
            }
            let mut seen = vec![false; graph.links.len()];
            seen[root] = true;
            let mut set = Vec::new();
            let offered = add(graph, &mut blocked, &mut seen, &mut set, root);
            grow(
                graph,
                &mut blocked,
                &mut seen,
                &mut set,
                offered,
                max,
                &mut out,
            );
        }
        out
    }

    /// A grid of `w` × `h` cells with horizontal and vertical dominoes as pieces: dominoes
    /// link when they touch and clash when they overlap (the shape of the hotel search).
    fn dominoes(w: i32, h: i32) -> Graph {
        let mut pieces = Vec::new();
        for y in 0..h {
            for x in 0..w {
                if x + 1 < w {
                    pieces.push([[x, y], [x + 1, y]]);
                }
                if y + 1 < h {
                    pieces.push([[x, y], [x, y + 1]]);
                }
            }
        }
        let touch = |a: [i32; 2], b: [i32; 2]| (a[0] - b[0]).abs() + (a[1] - b[1]).abs() == 1;
        let mut graph = Graph::default();
        for a in &pieces {
            let overlaps = |b: &[[i32; 2]; 2]| a.iter().any(|c| b.contains(c));
            graph.clashes.push(
                (0..pieces.len())
                    .filter(|&j| pieces[j] != *a && overlaps(&pieces[j]))
                    .collect(),
            );
            graph.links.push(
                (0..pieces.len())
                    .filter(|&j| {
                        !overlaps(&pieces[j])
                            && a.iter().any(|&c| pieces[j].iter().any(|&d| touch(c, d)))
                    })
                    .collect(),
            );
        }
        graph
    }

    #[test]
    fn the_search_lists_the_sets_of_the_reference_in_its_order() {
        let graph = dominoes(4, 3);
        let n = graph.links.len();
        let mut banned = vec![false; n];
        banned[3] = true;
        for (order, max) in [
            ((0..n).collect::<Vec<_>>(), 4),
            ((0..n).collect(), 1),
            (vec![5, 1, 9, 3], 3),
            (Vec::new(), 3),
        ] {
            let expected = reference_sets(&graph, &order, &banned, max);
            let mut listed = Vec::new();
            let _ = each_set(
                &graph,
                &Roots {
                    order: order.clone(),
                },
                &banned,
                max,
                &mut |s| {
                    listed.push(s.to_vec());
                    ControlFlow::Continue(())
                },
            );
            assert!(!expected.is_empty() || order.is_empty());
            assert_eq!(listed, expected, "roots {order:?}, at most {max}");
        }
        // Stopping early stops at the same set.
        let mut first = Vec::new();
        let _ = each_set(&graph, &Roots::lowest(n), &banned, 4, &mut |s| {
            first.push(s.to_vec());
            if first.len() == 100 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(
            first[..],
            reference_sets(&graph, &(0..n).collect::<Vec<_>>(), &banned, 4)[..100]
        );
    }
}
