//! The uniformly random player: it draws one of a seat's concrete legal commands with equal
//! chances for all of them — every listed command, every purchase of every item with every
//! payment, every entrance hotel, every swap proposal the `propose_trade` expansion lists.
//!
//! The commands are counted part by part (the listed commands, the purchases of one price,
//! the hotels of one colour in one area, the swaps with one other player). Hotels and new
//! subdivisions can be far too many to list (a large supply on a large area gives billions),
//! so such a part is counted only up to [`LIST_BUDGET`] commands (and the one drawn listed
//! again); beyond that its size is estimated from [`DRAWS`] random paths of the same search
//! (Knuth's estimator: the mean of each path's inverse probability) and one of those paths
//! is drawn in proportion to its inverse probability (sampling importance resampling). The
//! draw is then uniform only approximately, and [`Universe::estimated`] says so.

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::rc::Rc;

use super::command::{Item, Payment, Point, TokyoCapsuleHotelCommand as C, TradeItem, Transfer};
use super::expansion::catalogue::{self, ItemFilter};
use super::expansion::hotels::{Body, Site};
use super::expansion::trades::{self, Offer, Spec, Subdivisions};
use super::geometry::Cell;
use super::legal;
use super::purchase;
use super::state::{Status, TokyoCapsuleHotelState as State};
use crate::engine::{GameRng, Seat};

/// The most commands of one part listed before its size is estimated instead.
pub const LIST_BUDGET: usize = 1024;
/// Random paths drawn to estimate a part too large to list.
pub const DRAWS: usize = 64;

/// A uniform number in `[0, 1)`.
fn unit(rng: &mut GameRng) -> f64 {
    let high = f64::from(rng.below(1 << 26));
    let low = f64::from(rng.below(1 << 27));
    (high * f64::from(1u32 << 27) + low) / 2f64.powi(53)
}

/// Picks an index in proportion to `weights` (not all zero).
fn weighted(weights: &[f64], rng: &mut GameRng) -> usize {
    let total: f64 = weights.iter().sum();
    let mut target = unit(rng) * total;
    for (i, &w) in weights.iter().enumerate() {
        if target < w {
            return i;
        }
        target -= w;
    }
    weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

/// Lists things to a visitor (which breaks to stop it), each as a maker of the thing, so that
/// counting them makes none.
type Lister<'a, T> = dyn Fn(&mut Visit<T>) -> ControlFlow<()> + 'a;

/// Called with a maker of each thing listed; breaks to stop the listing.
type Visit<'a, T> = dyn FnMut(&dyn Fn() -> T) -> ControlFlow<()> + 'a;

/// The first `n` things a lister lists.
fn first<T>(each: &Lister<T>, n: usize) -> Vec<T> {
    let mut listed = Vec::new();
    let _ = each(&mut |make| {
        if listed.len() == n {
            return ControlFlow::Break(());
        }
        listed.push(make());
        ControlFlow::Continue(())
    });
    listed
}

/// The thing a lister lists at `index`.
fn nth<T>(each: &Lister<T>, index: usize) -> Option<T> {
    let (mut seen, mut found) = (0, None);
    let _ = each(&mut |make| {
        if seen == index {
            found = Some(make());
            return ControlFlow::Break(());
        }
        seen += 1;
        ControlFlow::Continue(())
    });
    found
}

/// Some things of one kind: counted (the one drawn is listed again), or estimated from
/// random draws.
#[derive(Clone, Debug)]
enum Choice<T> {
    /// How many there are.
    Counted(usize),
    /// The estimated number, and the draws with their weights (inverse probabilities).
    Drawn { estimate: f64, draws: Vec<(T, f64)> },
}

impl<T: Clone> Choice<T> {
    /// Counts with `each` up to the budget, else estimates with `random`; `many` says that
    /// there surely are more than the budget, which saves counting.
    fn of(each: &Lister<T>, many: bool, random: &mut dyn FnMut() -> Option<(T, f64)>) -> Self {
        if !many {
            let mut counted = 0;
            let flow = each(&mut |_| {
                counted += 1;
                if counted > LIST_BUDGET {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            if flow.is_continue() {
                return Choice::Counted(counted);
            }
        }
        let draws: Vec<(T, f64)> = (0..DRAWS)
            .filter_map(|_| random())
            .map(|(t, p)| (t, 1.0 / p))
            .collect();
        let estimate = draws.iter().map(|(_, w)| w).sum::<f64>() / DRAWS as f64;
        if draws.is_empty() {
            // No path reached a command: keep the ones counted (a biased, rare fallback).
            let listed = first(each, LIST_BUDGET + 1);
            return Choice::Drawn {
                estimate: listed.len() as f64,
                draws: listed.into_iter().map(|t| (t, 1.0)).collect(),
            };
        }
        Choice::Drawn {
            estimate: estimate.max(LIST_BUDGET as f64),
            draws,
        }
    }

    fn size(&self) -> f64 {
        match self {
            Choice::Counted(count) => *count as f64,
            Choice::Drawn { estimate, .. } => *estimate,
        }
    }

    /// One of the things, `each` listing them as [`Choice::of`] counted them.
    fn draw(&self, each: &Lister<T>, rng: &mut GameRng) -> Option<T> {
        match self {
            Choice::Counted(0) => None,
            Choice::Counted(count) => nth(each, rng.below(*count as u32) as usize),
            Choice::Drawn { draws, .. } => {
                let weights: Vec<f64> = draws.iter().map(|(_, w)| *w).collect();
                Some(draws[weighted(&weights, rng)].0.clone())
            }
        }
    }
}

/// What one side of a swap may give: items, and the new subdivisions of each area.
#[derive(Clone, Debug)]
struct Side {
    items: Vec<TradeItem>,
    subdivisions: Vec<(Subdivisions, Choice<Vec<usize>>)>,
}

impl Side {
    fn of(state: &State, giver: Seat, rng: &mut GameRng) -> Self {
        let mut side = Side {
            items: Vec::new(),
            subdivisions: Vec::new(),
        };
        for offer in trades::offers(state, giver, &Spec::default()) {
            match offer {
                Offer::Items(items) => side.items.extend(items),
                Offer::Subdivisions(subdivisions) => {
                    let choice = Choice::of(
                        &|visit| sets(&subdivisions, visit),
                        subdivisions.surely_more_than(LIST_BUDGET),
                        &mut || subdivisions.random(rng),
                    );
                    side.subdivisions.push((subdivisions, choice));
                }
            }
        }
        side
    }

    fn sizes(&self) -> Vec<f64> {
        std::iter::once(self.items.len() as f64)
            .chain(self.subdivisions.iter().map(|(_, c)| c.size()))
            .collect()
    }

    fn size(&self) -> f64 {
        self.sizes().iter().sum()
    }

    fn estimated(&self) -> bool {
        self.subdivisions
            .iter()
            .any(|(_, c)| matches!(c, Choice::Drawn { .. }))
    }

    fn draw(&self, rng: &mut GameRng) -> Option<TradeItem> {
        match weighted(&self.sizes(), rng) {
            0 => Some(pick(&self.items, rng)),
            i => {
                let (subdivisions, choice) = &self.subdivisions[i - 1];
                choice
                    .draw(&|visit| sets(subdivisions, visit), rng)
                    .map(|set| subdivisions.item(&set))
            }
        }
    }
}

/// One part of a seat's commands.
#[derive(Clone, Debug)]
enum Part {
    /// Commands counted once each.
    Commands(Vec<C>),
    /// Purchases of any of these items (one price) with any of these payments.
    Purchases {
        items: Vec<Item>,
        payments: Vec<Option<Payment>>,
    },
    /// The hotels of a site, with any of these payments.
    Hotels {
        site: Box<Site>,
        hotels: Choice<(Body, Cell)>,
        payments: Vec<Option<Payment>>,
    },
    /// Swap proposals with another player.
    Swaps {
        with: Seat,
        gives: Rc<Side>,
        takes: Rc<Side>,
    },
}

impl Part {
    fn size(&self) -> f64 {
        match self {
            Part::Commands(commands) => commands.len() as f64,
            Part::Purchases { items, payments } => (items.len() * payments.len()) as f64,
            Part::Hotels {
                hotels, payments, ..
            } => hotels.size() * payments.len() as f64,
            Part::Swaps { gives, takes, .. } => gives.size() * takes.size(),
        }
    }

    fn estimated(&self) -> bool {
        match self {
            Part::Hotels { hotels, .. } => matches!(hotels, Choice::Drawn { .. }),
            Part::Swaps { gives, takes, .. } => gives.estimated() || takes.estimated(),
            _ => false,
        }
    }
}

fn pick<T: Clone>(list: &[T], rng: &mut GameRng) -> T {
    list[rng.below(list.len() as u32) as usize].clone()
}

/// Every concrete legal command of a seat, counted by part.
#[derive(Clone, Debug)]
pub struct Universe {
    seat: Seat,
    parts: Vec<Part>,
}

impl Universe {
    /// The commands of `seat` now (`rng` draws the paths of the parts too large to list).
    pub fn of(state: &State, seat: Seat, rng: &mut GameRng) -> Self {
        let mut parts = vec![Part::Commands(legal::legal_commands(state, seat))];
        let templates = legal::templates(state, seat);
        if templates.iter().any(|t| t.command == "purchase") {
            purchases(state, seat, rng, &mut parts);
        }
        if templates.iter().any(|t| t.command == "propose_trade") {
            let gives = Rc::new(Side::of(state, seat, rng));
            for &other in &state.order {
                if other != seat && state.players[other.index()].status != Status::Passed {
                    parts.push(Part::Swaps {
                        with: other,
                        gives: Rc::clone(&gives),
                        takes: Rc::new(Side::of(state, other, rng)),
                    });
                }
            }
        }
        parts.retain(|p| p.size() > 0.0);
        Universe { seat, parts }
    }

    /// How many commands there are (estimated where a part is).
    pub fn size(&self) -> f64 {
        self.parts.iter().map(Part::size).sum()
    }

    /// Whether some part's size is an estimate (the draw is then only nearly uniform).
    pub fn estimated(&self) -> bool {
        self.parts.iter().any(Part::estimated)
    }

    /// One command, every command equally likely; `None` when there is none.
    pub fn draw(&self, rng: &mut GameRng) -> Option<C> {
        if self.parts.is_empty() {
            return None;
        }
        let weights: Vec<f64> = self.parts.iter().map(Part::size).collect();
        match &self.parts[weighted(&weights, rng)] {
            Part::Commands(commands) => Some(pick(commands, rng)),
            Part::Purchases { items, payments } => Some(C::Purchase {
                item: pick(items, rng),
                payment: pick(payments, rng),
            }),
            Part::Hotels {
                site,
                hotels,
                payments,
            } => {
                let (body, [x, y]) = hotels.draw(&|visit| hotels_of(site, visit), rng)?;
                Some(C::Purchase {
                    item: Item::EntranceHotel {
                        colour: site.colour.name().into(),
                        entrance: Point { x, y },
                        capsules: site.capsules(&body),
                    },
                    payment: pick(payments, rng),
                })
            }
            Part::Swaps { with, gives, takes } => Some(C::ProposeTrade {
                transfers: vec![
                    Transfer {
                        from: self.seat,
                        to: *with,
                        item: gives.draw(rng)?,
                    },
                    Transfer {
                        from: *with,
                        to: self.seat,
                        item: takes.draw(rng)?,
                    },
                ],
                promises: Vec::new(),
            }),
        }
    }
}

/// The head's purchases: every item of every kind, grouped by price, and the hotels by site.
fn purchases(state: &State, seat: Seat, rng: &mut GameRng, parts: &mut Vec<Part>) {
    let filter = ItemFilter::default();
    let mut by_price: BTreeMap<i64, Vec<Item>> = BTreeMap::new();
    let mut add = |item: Item| {
        by_price
            .entry(purchase::price(state, &item))
            .or_default()
            .push(item);
        ControlFlow::Continue(())
    };
    let _ = catalogue::land(state, &filter, &mut add);
    let _ = catalogue::capsules(state, &filter, &mut add);
    let _ = catalogue::pink_capsules(state, &mut add);
    let _ = catalogue::vending_machines(state, seat, &filter, &mut add);
    let _ = catalogue::graveyards(state, seat, &filter, &mut add);
    let _ = catalogue::buildings(state, seat, &filter, &mut add);
    for (price, items) in by_price {
        parts.push(Part::Purchases {
            items,
            payments: catalogue::payments(state, seat, price),
        });
    }
    let payments = catalogue::payments(state, seat, state.config.prices.entrance);
    if payments.is_empty() {
        return;
    }
    for site in catalogue::hotel_sites(state, seat, &filter) {
        let hotels = Choice::of(&|visit| hotels_of(&site, visit), false, &mut || {
            site.random(rng).map(|(body, e, p)| ((body, e), p))
        });
        parts.push(Part::Hotels {
            site: Box::new(site),
            hotels,
            payments: payments.clone(),
        });
    }
}

/// The hotels of a site, one per body and entrance.
fn hotels_of(site: &Site, visit: &mut Visit<(Body, Cell)>) -> ControlFlow<()> {
    site.each(&mut |body, entrances| {
        for &e in entrances {
            visit(&|| (body.clone(), e))?;
        }
        ControlFlow::Continue(())
    })
}

/// The new subdivisions of an area, as their cell indexes.
fn sets(subdivisions: &Subdivisions, visit: &mut Visit<Vec<usize>>) -> ControlFlow<()> {
    subdivisions.each(&mut |set| visit(&|| set.to_vec()))
}
