//! Rules-engine throughput of every game kind: `cargo bench --bench engines` plays seeded
//! games with the random player and with the kind's policy (games per CPU-second, no log
//! built), then times `decide` and `evolve` separately over the positions and events of
//! recorded games (CPU nanoseconds per call), and prints a table.
//!
//! Each measurement runs for about 0.7 CPU-seconds under `cargo bench` (under 30 s in all);
//! `ENGINE_BENCH_SECONDS=S` sets another budget per measurement. Run by `cargo test`
//! (without `--bench`), it measures for a few milliseconds only, to check that it still
//! works. Nothing is asserted on time.

use std::hint::black_box;
use std::time::Duration;

use hotel_games::engine::simulate::{Player, simulate};
use hotel_games::engine::{Game, GameRng, Seat};
use hotel_games::games::acquire::Acquire;
use hotel_games::games::grand_austria_hotel::GrandAustriaHotel;
use hotel_games::games::monopoly::Monopoly;
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel;
use serde_json::{Value, json};

/// The most entries of one played or recorded game.
const MAX_ENTRIES: u64 = 100_000;
/// The most positions kept per kind and player for timing `decide`.
const MAX_POSITIONS: usize = 4000;

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let budget = std::env::var("ENGINE_BENCH_SECONDS")
        .ok()
        .and_then(|seconds| seconds.parse().ok())
        .unwrap_or(if measuring { 0.7 } else { 0.005 });
    let budget = Duration::from_secs_f64(budget);
    println!(
        "{:<22} {:<7} {:>10} {:>13} {:>11} {:>15} {:>9}",
        "kind", "player", "games/s", "entries/game", "ns/decide", "ns/evolve", "seats"
    );
    bench::<Acquire>(json!({}), 4, budget);
    // Round-limited, so that policy games end instead of running into the entry limit.
    bench::<Monopoly>(
        json!({"end_condition": {"type": "round_limit", "rounds": 100}}),
        4,
        budget,
    );
    bench::<TokyoCapsuleHotel>(json!({}), 4, budget);
    bench::<GrandAustriaHotel>(json!({}), 4, budget);
}

/// One row per player of `G` played with `config` at `seats` seats.
fn bench<G: Game>(config: Value, seats: usize, budget: Duration) {
    let config: G::Config = serde_json::from_value(config).expect("a valid config");
    for (name, player) in [("random", Player::Random), ("policy", Player::Policy)] {
        let (games, entries, seconds) = play::<G>(&config, seats, player, budget);
        let recorded = record::<G>(&config, seats, player);
        let decide = time_decide::<G>(&recorded, budget);
        let evolve = time_evolve::<G>(&recorded, budget);
        println!(
            "{:<22} {:<7} {:>10.1} {:>13.0} {:>11.0} {:>15.0} {:>9}",
            G::KIND,
            name,
            games as f64 / seconds,
            entries as f64 / games as f64,
            decide,
            evolve,
            seats
        );
    }
}

/// Plays seeded games until `budget` CPU time is spent: games, entries, CPU seconds.
fn play<G: Game>(
    config: &G::Config,
    seats: usize,
    player: Player,
    budget: Duration,
) -> (u64, u64, f64) {
    let start = cpu_time();
    let (mut games, mut entries) = (0, 0);
    while games == 0 || cpu_time() - start < budget {
        let (_, played) = simulate::<G>(
            config,
            seats,
            &seed(games),
            MAX_ENTRIES,
            player,
            &mut |_| {},
        );
        games += 1;
        entries += played;
    }
    (games, entries, (cpu_time() - start).as_secs_f64())
}

/// A decided position of a recorded game: the state before the entry and what was sent.
struct Position<G: Game> {
    state: G::State,
    seat: Seat,
    command: G::Command,
    seed: [u8; 32],
    seq: u64,
}

/// Recorded games: positions to decide again, and every game's events to fold again.
struct Recorded<G: Game> {
    positions: Vec<Position<G>>,
    logs: Vec<Vec<Vec<G::Event>>>,
}

/// Records seeded games (other seeds than [`play`]'s) until [`MAX_POSITIONS`] are kept.
fn record<G: Game>(config: &G::Config, seats: usize, player: Player) -> Recorded<G> {
    let mut recorded = Recorded {
        positions: Vec::new(),
        logs: Vec::new(),
    };
    let mut game = 1_000_000;
    while recorded.positions.len() < MAX_POSITIONS && recorded.logs.len() < 20 {
        let seed = seed(game);
        let mut state = G::State::default();
        let mut log = Vec::new();
        simulate::<G>(config, seats, &seed, MAX_ENTRIES, player, &mut |entry| {
            if let Some((seat, command)) = entry.play
                && recorded.positions.len() < MAX_POSITIONS
            {
                recorded.positions.push(Position {
                    state: state.clone(),
                    seat,
                    command: command.clone(),
                    seed,
                    seq: entry.seq,
                });
            }
            for event in entry.events {
                G::evolve(&mut state, event);
            }
            log.push(entry.events.to_vec());
        });
        recorded.logs.push(log);
        game += 1;
    }
    recorded
}

/// CPU nanoseconds per `decide` of a recorded position (the command's events dropped).
fn time_decide<G: Game>(recorded: &Recorded<G>, budget: Duration) -> f64 {
    let start = cpu_time();
    let mut calls = 0u64;
    while calls == 0 || cpu_time() - start < budget {
        for position in &recorded.positions {
            let mut rng = GameRng::for_entry(&position.seed, position.seq);
            let decided = G::decide(&position.state, position.seat, &position.command, &mut rng);
            black_box(decided).expect("a recorded command is accepted again");
        }
        calls += recorded.positions.len() as u64;
    }
    (cpu_time() - start).as_nanos() as f64 / calls as f64
}

/// CPU nanoseconds per `evolve` of one event, folding whole recorded logs.
fn time_evolve<G: Game>(recorded: &Recorded<G>, budget: Duration) -> f64 {
    let start = cpu_time();
    let mut calls = 0u64;
    while calls == 0 || cpu_time() - start < budget {
        for log in &recorded.logs {
            let mut state = G::State::default();
            for event in log.iter().flatten() {
                G::evolve(&mut state, event);
                calls += 1;
            }
            black_box(&state);
        }
    }
    (cpu_time() - start).as_nanos() as f64 / calls as f64
}

/// The seed of benchmark game `game`.
fn seed(game: u64) -> [u8; 32] {
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&game.to_le_bytes());
    seed[8..].copy_from_slice(b"engine benchmark games!!");
    seed
}

/// The CPU time this thread has used.
fn cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` only writes the `timespec` it is handed.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "the thread's CPU clock is readable");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}
