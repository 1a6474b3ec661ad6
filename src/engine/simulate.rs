//! Self-play with each game's built-in player ([`Game::bot_command`]) or the uniformly random
//! player ([`Game::random_command`]): whole games from a seed, every entry handed to a sink
//! (typed, and as JSON on request), for statistics, benchmarks and replay tests.

use serde::Serialize;
use serde_json::Value;

use super::rng::SEED_LEN;
use super::{Game, GameRng, Seat, Status};

/// One log entry of a simulated game, as the rules produced it.
pub struct Entry<'a, G: Game> {
    /// 1 for the setup entry.
    pub seq: u64,
    /// The acting seat and its command; `None` for the setup entry.
    pub play: Option<(Seat, &'a G::Command)>,
    /// The entry's events.
    pub events: &'a [G::Event],
}

impl<G: Game> Entry<'_, G> {
    /// The entry as JSON, the setup entry's command being
    /// `{"type": "setup", "rules_version": …}`.
    pub fn to_json(&self) -> SimulatedEntry {
        SimulatedEntry {
            seq: self.seq,
            seat: self.play.map(|(seat, _)| seat),
            command: match self.play {
                Some((_, command)) => json(command),
                None => super::setup_command(G::RULES_VERSION),
            },
            events: json(&self.events),
        }
    }
}

/// One log entry of a simulated game, as JSON.
#[derive(Clone, Debug, Serialize)]
pub struct SimulatedEntry {
    /// 1 for the setup entry.
    pub seq: u64,
    /// The acting seat; `None` for setup.
    pub seat: Option<Seat>,
    /// The command (`{"type": "setup", "rules_version": …}` for the setup entry).
    pub command: Value,
    /// The entry's events.
    pub events: Value,
}

/// Who plays every seat of a simulated game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Player {
    /// The game's built-in player ([`Game::bot_command`]).
    #[default]
    Policy,
    /// A uniformly random concrete legal command ([`Game::random_command`]).
    Random,
}

/// How a simulated game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimulationEnd {
    /// The rules ended it (or it was abandoned).
    Over(Status),
    /// It reached the entry limit first.
    EntryLimit,
    /// No awaited seat had anything to send (a bug in the game).
    Stuck,
}

/// Plays one game with `player` at every seat and hands each entry to `sink` (which builds
/// no JSON unless it asks for it). Returns how it ended and the number of entries.
pub fn simulate<G: Game>(
    config: &G::Config,
    seats: usize,
    seed: &[u8; SEED_LEN],
    max_entries: u64,
    player: Player,
    sink: &mut dyn FnMut(Entry<'_, G>),
) -> (SimulationEnd, u64) {
    let mut bot_rng = GameRng::for_entry(seed, u64::MAX);
    let setup = G::setup(config, seats, &mut GameRng::for_entry(seed, 1));
    let mut state = G::State::default();
    for event in &setup {
        G::evolve(&mut state, event);
    }
    sink(Entry {
        seq: 1,
        play: None,
        events: &setup,
    });
    let mut seq = 1;
    let mut events = Vec::new();
    loop {
        let (sole, listed);
        let awaited: &[Seat] = match G::sole_awaited(&state) {
            Some(seat) => {
                sole = [seat];
                &sole
            }
            None => match G::status(&state) {
                Status::Awaiting(awaited) => {
                    listed = awaited;
                    &listed
                }
                over => return (SimulationEnd::Over(over), seq),
            },
        };
        if seq >= max_entries {
            return (SimulationEnd::EntryLimit, seq);
        }
        let start = bot_rng.below(awaited.len() as u32) as usize;
        let choice = (0..awaited.len())
            .map(|offset| awaited[(start + offset) % awaited.len()])
            .find_map(|seat| {
                match player {
                    Player::Policy => G::bot_command(&state, seat, &mut bot_rng),
                    Player::Random => G::random_command(&state, seat, &mut bot_rng),
                }
                .map(|command| (seat, command))
            });
        let Some((seat, command)) = choice else {
            return (SimulationEnd::Stuck, seq);
        };
        seq += 1;
        // The seat is awaited in a game that is not over: the rules alone decide.
        let mut rng = GameRng::for_entry(seed, seq);
        if G::decide_and_evolve_into(&mut state, seat, &command, &mut rng, &mut events).is_err() {
            return (SimulationEnd::Stuck, seq - 1);
        }
        sink(Entry {
            seq,
            play: Some((seat, &command)),
            events: &events,
        });
    }
}

fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("game types serialize to JSON")
}
