//! Property tests over every registered game, through the same erased interface the server
//! uses: arbitrary commands (well-formed commands with their fields replaced by arbitrary JSON,
//! and arbitrary JSON) against states reached by random play never panic, and whatever is
//! accepted leaves a state that its own events replay to.
//!
//! `PROPTEST_CASES` sets the number of cases per game (default 256).

use std::panic::{AssertUnwindSafe, catch_unwind};

use hotel_games::engine::{AnyGame, AnyState, GameRng, Seat, Status};
use hotel_games::games::REGISTRY;
use proptest::prelude::*;
use serde_json::Value;

#[path = "support/arbitrary.rs"]
mod arbitrary;
use arbitrary::mutation;

/// A state of `game` after up to `steps` random legal moves from a seeded setup.
fn reached_state(game: &dyn AnyGame, seed: u64, steps: usize) -> (Box<dyn AnyState>, usize) {
    let config = game.parse_config(None).unwrap();
    let seats = *game.seat_range(&config).unwrap().start();
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut rng = GameRng::for_entry(&seed_bytes, 0);
    let mut state = game.new_state();
    state
        .apply(
            &game
                .setup(&config, seats, game.rules_version(), &mut rng)
                .unwrap(),
        )
        .unwrap();
    let resign = state.resign_command();
    for step in 0..steps {
        let Status::Awaiting(awaited) = state.status() else {
            break;
        };
        let seat = awaited[step % awaited.len()];
        let legal: Vec<Value> = state
            .legal_commands(seat)
            .into_iter()
            .filter(|command| *command != resign)
            .collect();
        if legal.is_empty() {
            break;
        }
        let command = &legal[rng.below(legal.len() as u32) as usize];
        let mut entry_rng = GameRng::for_entry(&seed_bytes, step as u64 + 1);
        state
            .play(seat, command, false, &mut entry_rng)
            .unwrap_or_else(|e| panic!("{}: listed command {command} refused: {e:?}", game.kind()));
    }
    (state, seats)
}

fn check_game(game: &dyn AnyGame) {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256);
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let strategy = (
        any::<u64>(),
        0usize..160,
        any::<usize>(),
        any::<bool>(),
        mutation(),
    );
    runner
        .run(&strategy, |(seed, steps, seat, by_server, mutation)| {
            let (state, seats) = reached_state(game, seed, steps);
            let seat = Seat((seat % seats) as u8);
            let legal = state.legal_commands(seat);
            let command = mutation.apply(&legal, &state.resign_command());
            let mut played = state.clone_box();
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                let mut rng = GameRng::for_entry(&[7; 32], 9_999);
                let result = played.play(seat, &command, by_server, &mut rng);
                if let Ok(events) = &result {
                    // What was accepted replays onto the state it was played on.
                    let mut replayed = state.clone_box();
                    replayed.apply(events).expect("accepted events apply");
                    let _ = replayed.view(hotel_games::engine::Viewer::Spectator);
                    let _ = replayed.legal_commands(seat);
                }
                result.is_ok()
            }));
            prop_assert!(
                outcome.is_ok(),
                "{}: {command} for seat {seat:?} (server: {by_server}) panicked",
                game.kind()
            );
            Ok(())
        })
        .unwrap_or_else(|failure| panic!("{}: {failure}", game.kind()));
}

#[test]
fn arbitrary_commands_never_panic_any_game() {
    for game in REGISTRY {
        check_game(*game);
    }
}
