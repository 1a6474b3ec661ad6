//! The entrance hotels of one colour that a seat may build in one of its areas (a "site"):
//! listed depth first, or drawn along one random path of the same search together with that
//! path's probability. A hotel is its ground floor (a connected set of capsules on usable
//! cells), its upper floors (each capsule wholly on capsules of the floor below, no more floors
//! than ground capsules, or a pink single stack of 4 or more floors), and an entrance cell next
//! to the ground floor. Usable cells lie in the area's own part, hold no structure and touch
//! none, so every hotel of a site passes the footprint and gap checks; the caller checks what
//! does not depend on the shape (phase, head, supply, funds, the golden rule).

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use super::connected::{self, Graph, Roots};
use crate::engine::GameRng;
use crate::games::tokyo_capsule_hotel::command::CapsulePlacement;
use crate::games::tokyo_capsule_hotel::config::{Colour, Dir};
use crate::games::tokyo_capsule_hotel::geometry::{self, Cell};
use crate::games::tokyo_capsule_hotel::state::TokyoCapsuleHotelState as State;

/// The narrowing parameters of the entrance-hotel expansion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HotelFilter {
    /// Capsules in the hotel.
    pub size: Option<u32>,
    /// Floors (the height).
    pub floors: Option<u32>,
    /// The entrance cell.
    pub entrance: Option<Cell>,
    /// The ground-floor capsules, exactly.
    pub ground: Option<Vec<(Cell, Dir)>>,
    /// The capsules above the ground floor, exactly (with their floors).
    pub upper: Option<Vec<(i32, Cell, Dir)>>,
}

/// Called with each list of upper `(floor, piece)`s; breaks to stop the search.
type UpperVisit<'a> = dyn FnMut(&[(i32, usize)]) -> ControlFlow<()> + 'a;

/// A hotel of a site without its entrance: ground-floor pieces and upper `(floor, piece)`s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Body {
    pub ground: Vec<usize>,
    pub upper: Vec<(i32, usize)>,
}

/// One colour in one area: the capsule placements on its usable cells and how they link.
#[derive(Clone, Debug)]
pub struct Site {
    pub colour: Colour,
    pub area: usize,
    /// Usable cells.
    usable: std::collections::BTreeSet<Cell>,
    /// Capsule placements whose both cells are usable.
    pieces: Vec<(Cell, Dir)>,
    piece_cells: Vec<[Cell; 2]>,
    by_cell: BTreeMap<Cell, Vec<usize>>,
    /// Ground pieces link when they touch without overlapping; overlapping ones clash.
    graph: Graph,
    /// The most capsules a hotel may have (the supply, or the `size` asked for).
    cap: u32,
    filter: HotelFilter,
}

/// The cells of an area where a structure may stand with the gap kept: the area's own cells
/// that hold no structure and touch none (see [`State::contact_cells`]).
pub fn usable_cells(state: &State, area: usize) -> std::collections::BTreeSet<Cell> {
    state
        .direct_cells(area)
        .into_iter()
        .filter(|&c| {
            state.structure_at(c).is_none()
                && state
                    .contact_cells(c)
                    .all(|n| state.structure_at(n).is_none())
        })
        .collect()
}

impl Site {
    /// The site of `colour` in `area` for a supply of `held` capsules of it.
    pub fn new(state: &State, colour: Colour, area: usize, held: u32, filter: HotelFilter) -> Self {
        let usable = usable_cells(state, area);
        let mut pieces = Vec::new();
        for &c in &usable {
            for &dir in &state.config.capsule_orientations {
                let cells = geometry::capsule_cells(c[0], c[1], dir);
                if cells.iter().all(|x| usable.contains(x)) {
                    pieces.push((c, dir));
                }
            }
        }
        let piece_cells: Vec<[Cell; 2]> = pieces
            .iter()
            .map(|&(c, d)| geometry::capsule_cells(c[0], c[1], d))
            .collect();
        let mut by_cell: BTreeMap<Cell, Vec<usize>> = BTreeMap::new();
        for (i, cells) in piece_cells.iter().enumerate() {
            for &c in cells {
                by_cell.entry(c).or_default().push(i);
            }
        }
        let mut graph = Graph {
            links: vec![Vec::new(); pieces.len()],
            clashes: vec![Vec::new(); pieces.len()],
        };
        for (i, cells) in piece_cells.iter().enumerate() {
            let mut links = std::collections::BTreeSet::new();
            let mut clashes = std::collections::BTreeSet::new();
            for &c in cells {
                for &j in &by_cell[&c] {
                    if j != i {
                        clashes.insert(j);
                    }
                }
                for n in geometry::neighbours(c) {
                    for &j in by_cell.get(&n).into_iter().flatten() {
                        if j != i {
                            links.insert(j);
                        }
                    }
                }
            }
            graph.links[i] = links.difference(&clashes).copied().collect();
            graph.clashes[i] = clashes.into_iter().collect();
        }
        let cap = filter.size.map_or(held, |s| s.min(held));
        Site {
            colour,
            area,
            usable,
            pieces,
            piece_cells,
            by_cell,
            graph,
            cap,
            filter,
        }
    }

    /// The capsules of a hotel body, ground floor first.
    pub fn capsules(&self, body: &Body) -> Vec<CapsulePlacement> {
        let place = |floor: i32, piece: usize| {
            let ([x, y], dir) = self.pieces[piece];
            CapsulePlacement { floor, x, y, dir }
        };
        body.ground
            .iter()
            .map(|&p| place(1, p))
            .chain(body.upper.iter().map(|&(f, p)| place(f, p)))
            .collect()
    }

    fn piece_of(&self, cell: Cell, dir: Dir) -> Option<usize> {
        self.by_cell
            .get(&cell)?
            .iter()
            .copied()
            .find(|&p| self.pieces[p] == (cell, dir))
    }

    fn ground_cells(&self, ground: &[usize]) -> Vec<Cell> {
        ground.iter().flat_map(|&p| self.piece_cells[p]).collect()
    }

    /// The entrances a ground floor may take (usable cells next to it, the asked one only).
    fn entrances(&self, ground: &[usize]) -> Vec<Cell> {
        let cells = self.ground_cells(ground);
        let mut out: Vec<Cell> = geometry::sorted(
            cells
                .iter()
                .flat_map(|&c| geometry::neighbours(c))
                .filter(|n| self.usable.contains(n) && !cells.contains(n)),
        );
        if let Some(e) = self.filter.entrance {
            out.retain(|&c| c == e);
        }
        out
    }

    /// The most ground capsules the filters leave room for.
    fn max_ground(&self) -> usize {
        let floors = self.filter.floors.unwrap_or(1).max(1);
        // Each floor above the ground needs a capsule (a pink stack needs one ground capsule).
        self.cap.saturating_sub(floors - 1).max(1) as usize
    }

    /// Whether the asked height suits a ground floor of `g` capsules.
    fn floors_allow(&self, g: usize) -> bool {
        let g = g as u32;
        match self.filter.floors {
            None => true,
            Some(f) => f <= g || (g == 1 && self.colour == Colour::Pink && f >= 4),
        }
    }

    /// Whether a ground floor may start a hotel the filters allow.
    fn ground_may_stop(&self, ground: &[usize]) -> bool {
        self.floors_allow(ground.len()) && !self.entrances(ground).is_empty()
    }

    /// The roots of the ground search and the pieces no ground may use.
    fn ground_roots(&self) -> (Roots, Vec<bool>) {
        let mut banned = vec![false; self.pieces.len()];
        match self.filter.entrance {
            None => (Roots::lowest(self.pieces.len()), banned),
            Some(e) => {
                for &p in self.by_cell.get(&e).into_iter().flatten() {
                    banned[p] = true;
                }
                let firsts: Vec<usize> = (0..self.pieces.len())
                    .filter(|&p| {
                        !banned[p]
                            && self.piece_cells[p]
                                .iter()
                                .any(|&c| geometry::edge_adjacent(c, e))
                    })
                    .collect();
                (Roots::among(&firsts), banned)
            }
        }
    }

    /// The asked ground floor as pieces, if it is one a hotel of this site may have.
    fn asked_ground(&self, asked: &[(Cell, Dir)]) -> Option<Vec<usize>> {
        let ground: Vec<usize> = asked
            .iter()
            .map(|&(c, d)| self.piece_of(c, d))
            .collect::<Option<_>>()?;
        let cells = self.ground_cells(&ground);
        let distinct = geometry::sorted(cells.iter().copied()).len() == cells.len();
        let linked = ground.len() == 1 || geometry::connected(&cells);
        (!ground.is_empty() && ground.len() as u32 <= self.cap && distinct && linked)
            .then_some(ground)
    }

    /// Visits every hotel body of the site with its entrances (never empty); stops when
    /// `visit` breaks.
    pub fn each(
        &self,
        visit: &mut dyn FnMut(&Body, &[Cell]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut on_ground = |ground: &[usize]| -> ControlFlow<()> {
            if !self.floors_allow(ground.len()) {
                return ControlFlow::Continue(());
            }
            let entrances = self.entrances(ground);
            if entrances.is_empty() {
                return ControlFlow::Continue(());
            }
            self.each_upper(ground, &mut |upper| {
                visit(
                    &Body {
                        ground: ground.to_vec(),
                        upper: upper.to_vec(),
                    },
                    &entrances,
                )
            })
        };
        match &self.filter.ground {
            Some(asked) => match self.asked_ground(asked) {
                Some(ground) => on_ground(&ground),
                None => ControlFlow::Continue(()),
            },
            None => {
                let (roots, banned) = self.ground_roots();
                connected::each_set(
                    &self.graph,
                    &roots,
                    &banned,
                    self.max_ground(),
                    &mut on_ground,
                )
            }
        }
    }

    /// Draws one hotel along a random path of the search [`Site::each`] walks, with the
    /// probability of that path; `None` when the path ends without a hotel.
    pub fn random(&self, rng: &mut GameRng) -> Option<(Body, Cell, f64)> {
        let (ground, mut probability) = match &self.filter.ground {
            Some(asked) => (self.asked_ground(asked)?, 1.0),
            None => {
                let (roots, banned) = self.ground_roots();
                connected::random_set(&self.graph, &roots, &banned, self.max_ground(), rng, &|g| {
                    self.ground_may_stop(g)
                })?
            }
        };
        let mut options = Vec::new();
        let mut stack = Stack::start(self, &ground);
        if let Some(asked) = &self.filter.upper {
            stack.upper = self.asked_upper(&ground, asked)?;
            stack.pink_done = true;
        }
        loop {
            options.clear();
            stack.options(self, &mut options);
            if options.is_empty() {
                return None;
            }
            probability /= options.len() as f64;
            match options.swap_remove(rng.below(options.len() as u32) as usize) {
                Step::Finish => break,
                step => stack.take(self, step),
            }
        }
        let entrances = self.entrances(&ground);
        if entrances.is_empty() {
            return None;
        }
        probability /= entrances.len() as f64;
        let entrance = entrances[rng.below(entrances.len() as u32) as usize];
        Some((
            Body {
                ground,
                upper: stack.upper,
            },
            entrance,
            probability,
        ))
    }

    /// Visits every list of upper capsules a ground floor may carry (the empty one too).
    fn each_upper(&self, ground: &[usize], visit: &mut UpperVisit) -> ControlFlow<()> {
        if let Some(asked) = &self.filter.upper {
            return match self.asked_upper(ground, asked) {
                Some(upper) => visit(&upper),
                None => ControlFlow::Continue(()),
            };
        }
        self.each_upper_option(ground, visit)
    }

    fn each_upper_option(&self, ground: &[usize], visit: &mut UpperVisit) -> ControlFlow<()> {
        fn walk(site: &Site, stack: &mut Stack, visit: &mut UpperVisit) -> ControlFlow<()> {
            let mut options = Vec::new();
            stack.options(site, &mut options);
            for step in options {
                match step {
                    Step::Finish => visit(&stack.upper)?,
                    step => {
                        let mut next = stack.clone();
                        next.take(site, step);
                        walk(site, &mut next, visit)?;
                    }
                }
            }
            ControlFlow::Continue(())
        }
        walk(self, &mut Stack::start(self, ground), visit)
    }

    /// The asked upper capsules as `(floor, piece)`s, if the ground floor may carry them.
    fn asked_upper(
        &self,
        ground: &[usize],
        asked: &[(i32, Cell, Dir)],
    ) -> Option<Vec<(i32, usize)>> {
        let mut upper: Vec<(i32, usize)> = asked
            .iter()
            .map(|&(f, c, d)| self.piece_of(c, d).map(|p| (f, p)))
            .collect::<Option<_>>()?;
        upper.sort();
        // Replaying the asked capsules through the search's own steps checks them.
        let mut stack = Stack::start(self, ground);
        let mut options = Vec::new();
        let pink_stack = upper.len() >= 3
            && upper.iter().all(|&(_, p)| p == ground[0])
            && upper.iter().map(|&(f, _)| f).eq(2..=upper.len() as i32 + 1);
        if pink_stack {
            stack.options(self, &mut options);
            let step = Step::PinkStack(upper.len() as i32 + 1);
            return options.contains(&step).then_some(upper);
        }
        for &(floor, piece) in &upper {
            loop {
                options.clear();
                stack.options(self, &mut options);
                let add = stack
                    .candidates
                    .iter()
                    .position(|&c| c == piece)
                    .map(Step::Add)
                    .filter(|step| options.contains(step));
                match add {
                    Some(step) if stack.floor == floor => {
                        stack.take(self, step);
                        break;
                    }
                    _ if stack.floor < floor && options.contains(&Step::Close) => {
                        stack.take(self, Step::Close);
                    }
                    _ => return None,
                }
            }
        }
        options.clear();
        stack.options(self, &mut options);
        options.contains(&Step::Finish).then_some(upper)
    }
}

/// One step of the search over upper floors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Put this piece on the current floor (pieces are added in increasing order).
    Add(usize),
    /// Close the current floor and start the next one.
    Close,
    /// The hotel is complete.
    Finish,
    /// A pink single stack of this many floors on the one ground capsule.
    PinkStack(i32),
}

/// A partly built stack of upper floors.
#[derive(Clone, Debug)]
struct Stack {
    /// Ground capsules.
    g: usize,
    /// The one ground piece (for a pink stack).
    first: usize,
    /// The floor being filled (2 for the first upper floor).
    floor: i32,
    /// Cells of the floor below.
    below: Vec<Cell>,
    /// Pieces of the current floor, and the next candidate index.
    current: Vec<usize>,
    next: usize,
    /// Candidates for the current floor: pieces wholly on the floor below.
    candidates: Vec<usize>,
    upper: Vec<(i32, usize)>,
    total: u32,
    /// Whether the stack is a finished pink single stack.
    pink_done: bool,
}

impl Stack {
    fn start(site: &Site, ground: &[usize]) -> Self {
        let below = site.ground_cells(ground);
        let mut stack = Stack {
            g: ground.len(),
            first: ground[0],
            floor: 2,
            below,
            current: Vec::new(),
            next: 0,
            candidates: Vec::new(),
            upper: Vec::new(),
            total: ground.len() as u32,
            pink_done: false,
        };
        stack.candidates = stack.pieces_on_below(site);
        stack
    }

    fn pieces_on_below(&self, site: &Site) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .below
            .iter()
            .flat_map(|c| site.by_cell[c].iter().copied())
            .filter(|&p| site.piece_cells[p].iter().all(|c| self.below.contains(c)))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn height(&self) -> i32 {
        if self.current.is_empty() {
            self.floor - 1
        } else {
            self.floor
        }
    }

    /// The options of the search at this point: finish, add a candidate to the current floor
    /// (in increasing order), close the floor, or (one pink ground capsule) a pink stack.
    fn options(&self, site: &Site, out: &mut Vec<Step>) {
        if self.pink_done {
            out.push(Step::Finish);
            return;
        }
        let f = &site.filter;
        let asked_floors = f.floors.map(|t| t as i32);
        let g = self.g as i32;
        let max_floor = asked_floors.map_or(g, |t| t.min(g));
        // Capsules still needed above floor `k`: one on each asked floor.
        let needed_above = |k: i32| asked_floors.map_or(0, |t| (t - k).max(0)) as u32;
        let finish = (!self.current.is_empty() || self.floor == 2)
            && f.size.is_none_or(|s| s == self.total)
            && asked_floors.is_none_or(|t| t == self.height());
        if finish {
            out.push(Step::Finish);
        }
        if self.floor <= max_floor {
            if self.total + 1 + needed_above(self.floor) <= site.cap {
                let taken: Vec<Cell> = self
                    .current
                    .iter()
                    .flat_map(|&p| site.piece_cells[p])
                    .collect();
                for (i, &p) in self.candidates.iter().enumerate().skip(self.next) {
                    if site.piece_cells[p].iter().all(|c| !taken.contains(c)) {
                        out.push(Step::Add(i));
                    }
                }
            }
            if !self.current.is_empty()
                && self.floor < max_floor
                && self.total + needed_above(self.floor).max(1) <= site.cap
            {
                out.push(Step::Close);
            }
        }
        if self.g == 1 && self.floor == 2 && self.current.is_empty() && site.colour == Colour::Pink
        {
            for floors in 4..=site.cap as i32 {
                if f.size.is_none_or(|s| s as i32 == floors)
                    && asked_floors.is_none_or(|t| t == floors)
                {
                    out.push(Step::PinkStack(floors));
                }
            }
        }
    }

    fn take(&mut self, site: &Site, step: Step) {
        match step {
            Step::Add(i) => {
                let p = self.candidates[i];
                self.current.push(p);
                self.upper.push((self.floor, p));
                self.next = i + 1;
                self.total += 1;
            }
            Step::Close => {
                self.below = self
                    .current
                    .iter()
                    .flat_map(|&p| site.piece_cells[p])
                    .collect();
                self.floor += 1;
                self.current.clear();
                self.next = 0;
                self.candidates = self.pieces_on_below(site);
            }
            Step::PinkStack(floors) => {
                self.upper = (2..=floors).map(|f| (f, self.first)).collect();
                self.total = floors as u32;
                self.pink_done = true;
            }
            Step::Finish => {}
        }
    }
}
