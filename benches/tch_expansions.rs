//! Times Tokyo Capsule Hotel's legal-move expansions on crowded late-game maps: for the head
//! of the queue in the most crowded late position of seeded five-seat games (stocked with
//! capsules and yen), every purchase item is expanded, narrowed the way a client would when
//! the answer is too large, and the largest answer and the slowest call are reported.
//!
//! `cargo bench --bench tch_expansions` (`TCH_BENCH_GAMES=N` for more games, default 2).

#[path = "../tests/support/tch.rs"]
mod tch;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use hotel_games::engine::{ExpandError, Game, Seat, Template};
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel as T;
use hotel_games::games::tokyo_capsule_hotel::legal::PURCHASE_ITEMS;
use hotel_games::games::tokyo_capsule_hotel::state::TokyoCapsuleHotelState as State;

/// One timed expansion call.
#[derive(Clone, Debug, Default)]
struct Call {
    params: BTreeMap<String, String>,
    commands: usize,
    too_large: bool,
    time: Duration,
}

/// Expands and narrows like [`tch::list_all`], timing every call (at most `budget` calls).
fn walk(
    state: &State,
    seat: Seat,
    params: BTreeMap<String, String>,
    calls: &mut Vec<Call>,
    budget: usize,
) {
    if calls.len() >= budget {
        return;
    }
    let template = Template {
        command: "purchase".into(),
        params: params.clone(),
    };
    let started = Instant::now();
    let answer = T::expand(state, seat, &template);
    let time = started.elapsed();
    match answer {
        Ok(list) => calls.push(Call {
            params,
            commands: list.len(),
            too_large: false,
            time,
        }),
        Err(ExpandError::TooLarge { narrow_with }) => {
            calls.push(Call {
                params: params.clone(),
                commands: 0,
                too_large: true,
                time,
            });
            let Some((name, values)) = narrow_with
                .iter()
                .find_map(|n| tch::values(state, seat, n, &params).map(|v| (n.clone(), v)))
            else {
                return;
            };
            for v in values {
                let mut narrower = params.clone();
                narrower.insert(name.clone(), v);
                walk(state, seat, narrower, calls, budget);
            }
        }
        Err(e) => panic!("{params:?}: {e:?}"),
    }
}

fn main() {
    let games: u64 = std::env::var("TCH_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2);
    let positions = tch::crowded_positions(games);
    let mut largest = Call::default();
    let mut slowest = Call::default();
    let mut total = Duration::ZERO;
    let mut count = 0;
    for (state, seat) in &positions {
        println!(
            "position: round {}, {} areas, {} structures, head {seat} holds {:?}",
            state.round,
            state.areas.len(),
            state.structures.len(),
            state.players[seat.index()].supply
        );
        for item in PURCHASE_ITEMS {
            let mut calls = Vec::new();
            let params = BTreeMap::from([("item".to_string(), item.to_string())]);
            walk(state, *seat, params, &mut calls, 400);
            for call in calls {
                total += call.time;
                count += 1;
                if call.commands > largest.commands {
                    largest = call.clone();
                }
                if call.time > slowest.time {
                    slowest = call;
                }
            }
        }
    }
    println!("{count} expansion calls, {:.2?} in all", total);
    println!(
        "largest answer: {} commands in {:.2?} ({:?})",
        largest.commands, largest.time, largest.params
    );
    println!(
        "slowest call: {:.2?} ({} commands, too large: {}, {:?})",
        slowest.time, slowest.commands, slowest.too_large, slowest.params
    );
}
