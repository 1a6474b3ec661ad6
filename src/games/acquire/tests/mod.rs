//! Given/when/then tests: one or more per numbered scenario of the rules file (§11), plus
//! JSON-shape tests. "Given" states are built directly with [`Given`]; commands go through
//! `engine::play::<Acquire>` as JSON, and the §2.5 invariants are checked after every
//! accepted command.

mod json;
mod orders;
mod scenarios_merger;
mod scenarios_powers;
mod scenarios_purchase_end;
mod scenarios_setup_placement;
mod scenarios_tiles;

use serde_json::Value;

use super::chain::Chain;
use super::config::AcquireConfig;
use super::event::AcquireEvent;
use super::rules::check_invariants;
use super::state::{AcquireState, Cell, Phase};
use super::tile::Tile;
use super::{Acquire, AcquireCommand};
use crate::engine::rng::SEED_LEN;
use crate::engine::{Game, GameRng, PlayError, Rejection, Seat, Status, Viewer, play};

pub(super) use Chain::*;

/// A tile by name.
pub(super) fn t(name: &str) -> Tile {
    Tile::parse(name).unwrap_or_else(|| panic!("bad tile {name}"))
}

/// Tiles from a list such as `"1A-5A 7A 12A-12E"` (ranges in one row or one column).
pub(super) fn tiles(spec: &str) -> Vec<Tile> {
    let mut out = Vec::new();
    for part in spec.split_whitespace() {
        if let Some((a, b)) = part.split_once('-') {
            let (a, b) = (t(a), t(b));
            for c in a.column().min(b.column())..=a.column().max(b.column()) {
                for r in a.row().min(b.row())..=a.row().max(b.row()) {
                    out.push(Tile::at(c, r).unwrap());
                }
            }
        } else {
            out.push(t(part));
        }
    }
    out
}

/// A seat by number.
pub(super) fn p(seat: u8) -> Seat {
    Seat(seat)
}

/// A "Given …" description, built into a state by [`Given::build`].
pub(super) struct Given {
    pub config: AcquireConfig,
    pub seats: usize,
    cells: Vec<(Tile, Cell)>,
    hands: Vec<Option<Vec<Tile>>>,
    pool_front: Vec<Tile>,
    pool_count: Option<usize>,
    cash: Vec<(Seat, u32)>,
    shares: Vec<(Seat, Chain, u32)>,
    turn: Seat,
    phase: Phase,
}

/// A table of `seats` players with default options, p0 to place.
pub(super) fn given(seats: usize) -> Given {
    Given {
        config: AcquireConfig::default(),
        seats,
        cells: Vec::new(),
        hands: vec![None; seats],
        pool_front: Vec::new(),
        pool_count: None,
        cash: Vec::new(),
        shares: Vec::new(),
        turn: Seat(0),
        phase: Phase::AwaitingPlacement,
    }
}

impl Given {
    pub fn config(mut self, f: impl FnOnce(&mut AcquireConfig)) -> Self {
        f(&mut self.config);
        self
    }
    /// A chain on the given cells.
    pub fn chain(mut self, chain: Chain, spec: &str) -> Self {
        self.cells
            .extend(tiles(spec).into_iter().map(|t| (t, Cell::Chain(chain))));
        self
    }
    pub fn loose(mut self, spec: &str) -> Self {
        self.cells
            .extend(tiles(spec).into_iter().map(|t| (t, Cell::Loose)));
        self
    }
    pub fn hand(mut self, seat: u8, spec: &str) -> Self {
        self.hands[usize::from(seat)] = Some(tiles(spec));
        self
    }
    /// The next tiles of the pool, in draw order.
    pub fn pool(mut self, spec: &str) -> Self {
        self.pool_front = tiles(spec);
        self
    }
    /// The pool holds exactly `n` tiles (the others are out of the game as dead tiles).
    pub fn pool_count(mut self, n: usize) -> Self {
        self.pool_count = Some(n);
        self
    }
    pub fn cash(mut self, seat: u8, amount: u32) -> Self {
        self.cash.push((Seat(seat), amount));
        self
    }
    /// A holding, taken from the bank.
    pub fn shares(mut self, seat: u8, chain: Chain, count: u32) -> Self {
        self.shares.push((Seat(seat), chain, count));
        self
    }
    pub fn turn(mut self, seat: u8) -> Self {
        self.turn = Seat(seat);
        self
    }
    /// The turn player is in the purchase phase (the placement is done).
    pub fn purchasing(mut self) -> Self {
        self.phase = Phase::AwaitingPurchase;
        self
    }

    /// The state: options and seats as by `GameCreated`, then the board, hands and pool.
    /// Seats without a given hand hold 6 tiles from the back of the remaining tiles.
    pub fn build(self) -> Table {
        let mut state = AcquireState::default();
        state.apply(&AcquireEvent::GameCreated {
            options: self.config.clone(),
            seats: self.seats as u8,
        });
        let mut used = [false; 108];
        for &(tile, cell) in &self.cells {
            assert!(!used[tile.index()], "{tile} given twice");
            used[tile.index()] = true;
            state.board.set(tile, cell);
            if let Cell::Chain(c) = cell {
                state.sizes[c.slot()] += 1;
            }
        }
        for tile in self
            .hands
            .iter()
            .flatten()
            .flatten()
            .chain(self.pool_front.iter())
        {
            assert!(!used[tile.index()], "{tile} given twice");
            used[tile.index()] = true;
        }
        let mut rest: Vec<Tile> = Tile::all().filter(|t| !used[t.index()]).collect();
        for (seat, hand) in self.hands.iter().enumerate() {
            state.hands[seat] = match hand {
                Some(hand) => hand.iter().copied().collect(),
                None => rest.split_off(rest.len() - 6).into_iter().collect(),
            };
        }
        let mut pool = self.pool_front.clone();
        pool.extend(rest);
        if let Some(n) = self.pool_count {
            for tile in pool.split_off(n) {
                state.board.set(tile, Cell::Dead);
                state.discarded.push(tile);
            }
        }
        state.pool = pool.into_iter().collect();
        state.pool_exhausted = state.pool.is_empty();
        for (seat, amount) in self.cash {
            state.cash[seat.index()] = amount;
        }
        for (seat, chain, count) in self.shares {
            state.shares[seat.index()][chain.slot()] += count;
            state.bank[chain.slot()] -= count;
        }
        state.turn_order = (0..self.seats).map(|s| Seat(s as u8)).collect();
        state.turn_player = self.turn;
        state.turn_number = 1;
        state.phase = self.phase;
        if self.phase == Phase::AwaitingPurchase {
            state.placements = 1;
        }
        check_invariants(&state).expect("a consistent given state");
        Table {
            state,
            log: Vec::new(),
        }
    }
}

/// A game under test.
#[derive(Clone)]
pub(super) struct Table {
    pub state: AcquireState,
    /// Every accepted event, in order.
    pub log: Vec<AcquireEvent>,
}

/// A refused command: the code and the serialized rejection.
#[derive(Debug)]
pub(super) struct Refused {
    pub code: String,
    pub details: Value,
}

impl Table {
    /// A table set up by `Acquire::setup_with_pool`.
    pub fn from_setup(config: &AcquireConfig, seats: usize, pool: Vec<Tile>) -> Table {
        let events = Acquire::setup_with_pool(config, seats, pool);
        let mut state = AcquireState::default();
        for event in &events {
            Acquire::evolve(&mut state, event);
        }
        check_invariants(&state).unwrap();
        Table { state, log: events }
    }

    /// Sends a command given as JSON; on success applies its events and checks invariants.
    pub fn send(&mut self, seat: u8, command: Value) -> Result<Vec<AcquireEvent>, Refused> {
        let command: AcquireCommand =
            serde_json::from_value(command.clone()).map_err(|e| Refused {
                code: "invalid_request".into(),
                details: Value::String(e.to_string()),
            })?;
        let mut rng = GameRng::for_entry(&[0; SEED_LEN], 2);
        let before = self.state.clone();
        let result = play::<Acquire>(&self.state, Seat(seat), &command, &mut rng);
        assert_eq!(self.state, before);
        match result {
            Ok(events) => {
                for event in &events {
                    Acquire::evolve(&mut self.state, event);
                }
                check_invariants(&self.state).unwrap_or_else(|e| panic!("invariant broken: {e}"));
                // Replaying the JSON of the events from the given state gives the same state.
                let mut replayed = before;
                for event in &events {
                    let json = serde_json::to_string(event).unwrap();
                    Acquire::evolve(&mut replayed, &serde_json::from_str(&json).unwrap());
                }
                assert_eq!(replayed, self.state);
                self.log.extend(events.iter().cloned());
                Ok(events)
            }
            Err(PlayError::GameOver) => Err(Refused {
                code: "game_over".into(),
                details: Value::Null,
            }),
            Err(PlayError::NotYourTurn { .. }) => Err(Refused {
                code: "not_your_turn".into(),
                details: Value::Null,
            }),
            Err(PlayError::Rule(rejection)) => {
                let json = serde_json::to_value(&rejection).unwrap();
                assert_eq!(json["code"], rejection.code());
                Err(Refused {
                    code: rejection.code().into(),
                    details: json["details"].clone(),
                })
            }
        }
    }

    /// Sends a command that must be accepted.
    pub fn ok(&mut self, seat: u8, command: Value) -> Vec<AcquireEvent> {
        let shown = command.to_string();
        self.send(seat, command)
            .unwrap_or_else(|r| panic!("{shown} refused: {} {}", r.code, r.details))
    }

    /// Sends a command that must be refused; returns the refusal.
    pub fn refused(&mut self, seat: u8, command: Value) -> Refused {
        let shown = command.to_string();
        match self.send(seat, command) {
            Ok(events) => panic!("{shown} accepted: {events:?}"),
            Err(refused) => refused,
        }
    }

    /// The code of a refused command.
    pub fn code(&mut self, seat: u8, command: Value) -> String {
        self.refused(seat, command).code
    }

    pub fn phase(&self) -> &'static str {
        self.state.phase.name()
    }
    pub fn cash(&self, seat: u8) -> u32 {
        self.state.cash(Seat(seat))
    }
    pub fn held(&self, seat: u8, chain: Chain) -> u32 {
        self.state.shares(Seat(seat), chain)
    }
    pub fn bank(&self, chain: Chain) -> u32 {
        self.state.bank(chain)
    }
    pub fn size(&self, chain: Chain) -> u32 {
        self.state.size(chain)
    }
    pub fn price(&self, chain: Chain) -> u32 {
        self.state.price(chain)
    }
    pub fn cell(&self, name: &str) -> Cell {
        self.state.cell(t(name))
    }
    pub fn hand(&self, seat: u8) -> Vec<Tile> {
        self.state.hand(Seat(seat)).to_vec()
    }
    pub fn awaited(&self) -> Vec<Seat> {
        match Acquire::status(&self.state) {
            Status::Awaiting(seats) => seats,
            other => panic!("not running: {other:?}"),
        }
    }
    /// The tiles of a chain, sorted.
    pub fn chain_tiles(&self, chain: Chain) -> Vec<Tile> {
        Tile::all()
            .filter(|&t| self.state.cell(t) == Cell::Chain(chain))
            .collect()
    }
    /// The JSON view of a viewer.
    pub fn view(&self, viewer: Viewer) -> Value {
        serde_json::to_value(Acquire::view(&self.state, viewer)).unwrap()
    }
    /// Starts a later turn of `seat` in `phase` (for "in a later turn" steps).
    pub fn later_turn(&mut self, seat: u8, purchasing: bool) {
        self.state.turn_player = Seat(seat);
        self.state.turn_number += 1;
        self.state.placements = u32::from(purchasing);
        self.state.powers_used_this_turn = 0;
        self.state.place4_active = false;
        self.state.end_declared = false;
        self.state.phase = if purchasing {
            Phase::AwaitingPurchase
        } else {
            Phase::AwaitingPlacement
        };
    }
}

/// Sorted tiles, for comparisons.
pub(super) fn sorted(mut v: Vec<Tile>) -> Vec<Tile> {
    v.sort();
    v
}

/// The payouts of the single `merger_bonus_paid` (or `final_bonus_paid`) event of `chain`
/// as `(seat, role, amount)`.
pub(super) fn payouts(events: &[AcquireEvent], chain: Chain) -> Vec<(u8, String, u32)> {
    events
        .iter()
        .find_map(|e| match e {
            AcquireEvent::MergerBonusPaid {
                chain: c, payouts, ..
            }
            | AcquireEvent::FinalBonusPaid {
                chain: c, payouts, ..
            } if *c == chain => Some(
                payouts
                    .iter()
                    .map(|p| {
                        (
                            p.player.0,
                            serde_json::to_value(p.role)
                                .unwrap()
                                .as_str()
                                .unwrap()
                                .to_string(),
                            p.amount,
                        )
                    })
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no bonus event for {chain:?} in {events:?}"))
}

/// Whether some event matches.
#[macro_export]
macro_rules! has_event {
    ($events:expr, $pattern:pat $(if $guard:expr)?) => {
        $events.iter().any(|e| matches!(e, $pattern $(if $guard)?))
    };
}

/// Deciding in place (self-play's path) leaves the state its events fold to, in every
/// position of seeded games with and without the power cards.
#[test]
fn deciding_in_place_equals_folding_the_events() {
    let powers = AcquireConfig {
        special_powers: true,
        ..AcquireConfig::default()
    };
    crate::engine::testing::check_decide_and_evolve::<Acquire>(&powers, 4, 3, 1000);
    crate::engine::testing::check_decide_and_evolve::<Acquire>(
        &AcquireConfig::default(),
        3,
        6,
        1000,
    );
}
