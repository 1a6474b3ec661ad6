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

/// Where sets grow from: every set of a root contains its piece and none of `forbidden`.
#[derive(Clone, Debug)]
pub struct Root {
    pub piece: usize,
    pub forbidden: Vec<usize>,
}

/// One root per piece, each set counted at its lowest piece (the usual partition).
pub fn lowest_roots(pieces: usize) -> Vec<Root> {
    (0..pieces)
        .map(|piece| Root {
            piece,
            forbidden: (0..piece).collect(),
        })
        .collect()
}

/// Roots for the sets that contain at least one of `firsts`: each set is counted at the first
/// of them it contains.
pub fn roots_among(firsts: &[usize]) -> Vec<Root> {
    firsts
        .iter()
        .enumerate()
        .map(|(i, &piece)| Root {
            piece,
            forbidden: firsts[..i].to_vec(),
        })
        .collect()
}

/// The search state along one path of the tree.
struct Walk<'a> {
    graph: &'a Graph,
    /// How many members of the set (or the root's forbidden list) exclude each piece.
    blocked: Vec<u32>,
    /// Pieces already offered on this path.
    seen: Vec<bool>,
    set: Vec<usize>,
    max: usize,
}

impl<'a> Walk<'a> {
    fn new(graph: &'a Graph, root: &Root, banned: &[bool], max: usize) -> Option<Self> {
        let n = graph.links.len();
        let mut walk = Walk {
            graph,
            blocked: banned.iter().map(|&b| u32::from(b)).collect(),
            seen: vec![false; n],
            set: Vec::new(),
            max,
        };
        for &f in &root.forbidden {
            walk.blocked[f] += 1;
        }
        if walk.blocked[root.piece] > 0 || max == 0 {
            return None;
        }
        walk.seen[root.piece] = true;
        Some(walk)
    }

    /// Adds a piece; returns the newly offered neighbours.
    fn add(&mut self, piece: usize) -> Vec<usize> {
        self.set.push(piece);
        for &c in &self.graph.clashes[piece] {
            self.blocked[c] += 1;
        }
        let mut offered = Vec::new();
        for &w in &self.graph.links[piece] {
            if !self.seen[w] && self.blocked[w] == 0 {
                self.seen[w] = true;
                offered.push(w);
            }
        }
        offered
    }

    fn remove(&mut self, piece: usize, offered: &[usize]) {
        for &w in offered {
            self.seen[w] = false;
        }
        for &c in &self.graph.clashes[piece] {
            self.blocked[c] -= 1;
        }
        self.set.pop();
    }

    fn grow(
        &mut self,
        mut untried: Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        visit(&self.set)?;
        if self.set.len() >= self.max {
            return ControlFlow::Continue(());
        }
        while let Some(v) = untried.pop() {
            if self.blocked[v] > 0 {
                continue;
            }
            let offered = self.add(v);
            let mut next = untried.clone();
            next.extend(&offered);
            let flow = self.grow(next, visit);
            self.remove(v, &offered);
            flow?;
        }
        ControlFlow::Continue(())
    }
}

/// Visits every connected clash-free set of at most `max` pieces that some root grows, none
/// holding a `banned` piece, each once; stops when `visit` breaks.
pub fn each_set(
    graph: &Graph,
    roots: &[Root],
    banned: &[bool],
    max: usize,
    visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for root in roots {
        let Some(mut walk) = Walk::new(graph, root, banned, max) else {
            continue;
        };
        let offered = walk.add(root.piece);
        walk.grow(offered, visit)?;
    }
    ControlFlow::Continue(())
}

/// Draws one path of the tree [`each_set`] walks: a uniform root, then at every set either
/// stopping there (when `may_stop` allows it) or growing to one of its children, all options
/// equally likely. Returns the set it stopped at and the probability of that path, or `None`
/// when the path ends without a set it may stop at.
pub fn random_set(
    graph: &Graph,
    roots: &[Root],
    banned: &[bool],
    max: usize,
    rng: &mut GameRng,
    may_stop: &dyn Fn(&[usize]) -> bool,
) -> Option<(Vec<usize>, f64)> {
    if roots.is_empty() {
        return None;
    }
    let root = &roots[rng.below(roots.len() as u32) as usize];
    let mut probability = 1.0 / roots.len() as f64;
    let mut walk = Walk::new(graph, root, banned, max)?;
    let mut untried = walk.add(root.piece);
    loop {
        let children: Vec<usize> = if walk.set.len() >= walk.max {
            Vec::new()
        } else {
            (0..untried.len())
                .filter(|&i| walk.blocked[untried[i]] == 0)
                .collect()
        };
        let stop = may_stop(&walk.set);
        let options = children.len() + usize::from(stop);
        if options == 0 {
            return None;
        }
        probability /= options as f64;
        let pick = rng.below(options as u32) as usize;
        if pick == children.len() {
            return Some((walk.set.clone(), probability));
        }
        // The child of `untried[i]` keeps the pieces popped after it in the depth-first
        // order (those before it in the list) and the neighbours it offers.
        let i = children[pick];
        let v = untried[i];
        untried.truncate(i);
        let offered = walk.add(v);
        untried.extend(offered);
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
        let _ = each_set(&path(5), &lowest_roots(5), &[false; 5], 5, &mut |s| {
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
        let _ = each_set(&graph, &lowest_roots(5), &[false; 5], 5, &mut |_| {
            n += 1;
            ControlFlow::Continue(())
        });
        assert_eq!(n, 15 - 4);
    }

    #[test]
    fn random_paths_estimate_the_number_of_sets() {
        let graph = path(6);
        let roots = roots_among(&[2, 4]);
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
}
