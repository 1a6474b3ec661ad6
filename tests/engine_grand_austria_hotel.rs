//! Conformance of the Grand Austria Hotel: Let's Roll engine: seeded random playouts (a random
//! player choosing among the legal commands) over 2, 3 and 4 seats, both forfeit policies and
//! the face-choice variant, checking after every entry that krone, recorded points and emperor
//! positions follow from the events alone, that every listed command is accepted, that replay
//! equals the live state and that every seat sees the same view; at the end that every player
//! had 14 turns and that the scores equal the scoring rules computed independently from the
//! final sheets. `GAH_PLAYOUTS` sets the number of games (default 504); games driven by the
//! built-in greedy player, and games where timers fire and seats borrow out of turn, are
//! checked the same way.

use hotel_games::engine::testing::random_playout;
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play};
use hotel_games::games::grand_austria_hotel::config::{ForfeitPolicy, StartingKrone};
use hotel_games::games::grand_austria_hotel::{
    GrandAustriaHotel, GrandAustriaHotelConfig, GrandAustriaHotelState,
};
use serde_json::Value;

#[path = "support/invariants/grand_austria_hotel.rs"]
mod invariants;
use invariants::Ledger;

fn config(game: u64) -> GrandAustriaHotelConfig {
    GrandAustriaHotelConfig {
        forfeit_policy: if game.is_multiple_of(2) {
            ForfeitPolicy::OnlyIfUnable
        } else {
            ForfeitPolicy::AnyTime
        },
        choose_faces: game % 5 == 1,
        starting_krone: if game % 7 == 3 {
            StartingKrone::Bga
        } else {
            StartingKrone::Seed
        },
        ..GrandAustriaHotelConfig::default()
    }
}

fn seats(game: u64) -> usize {
    2 + (game % 3) as usize
}

/// The scoring rules, computed from a final view's sheets and printed data.
fn independent_scores(view: &Value) -> Vec<i64> {
    let claims = &view["claims"];
    let lines = |kind: &str| -> Vec<(String, Vec<u64>, i64, String)> {
        let data = serde_json::to_value(GrandAustriaHotel::data(&Default::default())).unwrap();
        data["sheet"][kind]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                (
                    l["id"].as_str().unwrap().to_string(),
                    l["rooms"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|r| r.as_u64().unwrap())
                        .collect(),
                    l["points"].as_i64().unwrap(),
                    l["side"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    };
    let (rows, columns) = (lines("rows"), lines("columns"));
    view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let seat = p["seat"].as_u64().unwrap();
            let occupied: Vec<u64> = p["rooms"]["occupied"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_u64().unwrap())
                .collect();
            let rooms = &p["hotel"]["rooms"];
            let color = |r: u64| {
                rooms[(r - 1) as usize]["color"]
                    .as_str()
                    .unwrap()
                    .to_string()
            };
            let floor = |r: u64| (r - 1) / 7 + 1;
            let count = |c: &str| occupied.iter().filter(|&&r| color(r) == c).count() as i64;
            let full = |rs: &[u64]| rs.iter().all(|r| occupied.contains(r));
            let hired: Vec<u64> = p["staff_hired"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_u64().unwrap())
                .collect();
            let groups_done = p["hotel"]["groups"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|g| {
                    let rs: Vec<u64> = g["rooms"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|r| r.as_u64().unwrap())
                        .collect();
                    full(&rs)
                })
                .count() as i64;
            let mut staff = 0;
            for &slot in &hired {
                let t = p["staff"]["slots"][(slot - 1) as usize]["type"]
                    .as_str()
                    .unwrap();
                staff += match t {
                    "T5" => 2 * count("blue"),
                    "T11" => 2 * count("yellow"),
                    "T26" => 2 * count("red"),
                    "T6" => 2 * occupied.iter().filter(|&&r| floor(r) >= 3).count() as i64,
                    "T12" => rows
                        .iter()
                        .filter(|l| full(&l.1))
                        .map(|l| if l.3 == "left" { 4 } else { 3 })
                        .sum(),
                    "T16" => 5 * columns.iter().filter(|l| full(&l.1)).count() as i64,
                    "T17" => 2 * hired.len() as i64,
                    "T22" => 3 * count("blue").min(count("red")).min(count("yellow")),
                    "T23" => 2 * groups_done,
                    _ => 0,
                };
            }
            let rooms_points: i64 = occupied.iter().map(|&r| floor(r) as i64).sum();
            let mine = |v: &Value| v.as_u64() == Some(seat);
            let emperor = [("top", 2), ("middle", 3), ("bottom", 4)]
                .iter()
                .filter(|(t, _)| mine(&claims["tracks"][*t]))
                .map(|(_, pts)| pts)
                .sum::<i64>()
                + p["emperor"]["overflow"].as_i64().unwrap().min(10)
                - ["top", "middle", "bottom"]
                    .iter()
                    .map(|t| p["penalties"][*t].as_i64().unwrap())
                    .sum::<i64>();
            let claimed: i64 = rows
                .iter()
                .filter(|l| mine(&claims["rows"][&l.0]))
                .chain(columns.iter().filter(|l| mine(&claims["columns"][&l.0])))
                .map(|l| l.2)
                .sum();
            let loans = [0, -2, -5, -9][p["loans"].as_u64().unwrap() as usize];
            staff
                + p["blue_group_points"].as_i64().unwrap()
                + rooms_points
                + emperor
                + p["krone"].as_i64().unwrap() / 3
                + claimed
                + loans
        })
        .collect()
}

fn check_end(state: &GrandAustriaHotelState, ledger: &Ledger, game: u64) {
    let Status::Finished(outcome) = GrandAustriaHotel::status(state) else {
        panic!("game {game} did not finish");
    };
    assert_eq!(state.round, 7);
    for i in 0..state.player_count {
        assert_eq!(ledger.turns[&Seat(i as u8)], 14, "14 turns per player");
    }
    let view = serde_json::to_value(GrandAustriaHotel::view(state, Viewer::Spectator)).unwrap();
    let expected = independent_scores(&view);
    for (i, standing) in outcome.standings.iter().enumerate() {
        assert_eq!(standing.score, expected[i], "game {game}: seat {i}'s score");
        assert_eq!(ledger.finals[&Seat(i as u8)], expected[i]);
    }
}

#[test]
fn random_playouts_follow_the_rules_to_the_end() {
    let games: u64 = std::env::var("GAH_PLAYOUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(504);
    let mut sides = std::collections::BTreeSet::new();
    for game in 0..games {
        let mut ledger = Ledger::default();
        let playout = random_playout::<GrandAustriaHotel>(
            &config(game),
            seats(game),
            game,
            5000,
            40,
            |_| true,
            |s, events| ledger.check(s, events),
        );
        for sheet in &playout.state.players {
            sides.insert(sheet.hotel_side.clone().unwrap());
            sides.insert(sheet.staff_side.clone().unwrap());
        }
        check_end(&playout.state, &ledger, game);
    }
    if games >= 100 {
        assert_eq!(sides.len(), 16, "every hotel and staff side was played");
    }
}

#[test]
fn greedy_games_follow_the_rules_and_beat_random_play() {
    let mut greedy_total = 0;
    let mut random_total = 0;
    let mut players = 0;
    for game in 0..12u64 {
        let seed = hotel_games::engine::testing::playout_seed(10_000 + game);
        let config = config(game);
        let n = seats(game);
        let setup = GrandAustriaHotel::setup(&config, n, &mut GameRng::for_entry(&seed, 1));
        let mut state = GrandAustriaHotelState::default();
        let mut ledger = Ledger::default();
        for event in &setup {
            GrandAustriaHotel::evolve(&mut state, event);
        }
        ledger.check(&state, &setup);
        let mut bot = GameRng::for_entry(&seed, u64::MAX);
        let mut entry = 1;
        while let Status::Awaiting(awaited) = GrandAustriaHotel::status(&state) {
            entry += 1;
            let seat = awaited[0];
            let command = GrandAustriaHotel::bot_command(&state, seat, &mut bot).unwrap();
            let events = play::<GrandAustriaHotel>(
                &state,
                seat,
                &command,
                &mut GameRng::for_entry(&seed, entry),
            )
            .unwrap_or_else(|e| panic!("{command:?}: {e:?}"));
            for event in &events {
                GrandAustriaHotel::evolve(&mut state, event);
            }
            ledger.check(&state, &events);
            assert!(entry < 3000);
        }
        check_end(&state, &ledger, game);
        greedy_total += ledger.finals.values().sum::<i64>();
        players += n as i64;
        let mut random_ledger = Ledger::default();
        let playout = random_playout::<GrandAustriaHotel>(
            &config,
            n,
            20_000 + game,
            5000,
            0,
            |_| true,
            |s, events| random_ledger.check(s, events),
        );
        check_end(&playout.state, &random_ledger, game);
        random_total += random_ledger.finals.values().sum::<i64>();
    }
    assert!(
        greedy_total > random_total,
        "greedy mean {} vs random mean {}",
        greedy_total / players,
        random_total / players
    );
}

#[test]
fn timeouts_and_loans_out_of_turn_play_a_game_to_its_end() {
    for game in 0..6u64 {
        let config = GrandAustriaHotelConfig {
            choose_faces: game.is_multiple_of(2),
            turn_timeout_seconds: Some(30),
            ..config(game)
        };
        let seed = hotel_games::engine::testing::playout_seed(30_000 + game);
        let n = seats(game);
        let setup = GrandAustriaHotel::setup(&config, n, &mut GameRng::for_entry(&seed, 1));
        let mut state = GrandAustriaHotelState::default();
        let mut ledger = Ledger::default();
        for event in &setup {
            GrandAustriaHotel::evolve(&mut state, event);
        }
        ledger.check(&state, &setup);
        let mut entry = 1;
        let mut chooser = GameRng::for_entry(&seed, u64::MAX);
        while let Status::Awaiting(_) = GrandAustriaHotel::status(&state) {
            entry += 1;
            let deadlines = GrandAustriaHotel::deadlines(&state);
            assert!(!deadlines.is_empty(), "every awaited seat has a timer");
            // Half the time the timer fires, otherwise the seat plays a random legal command;
            // now and then a seat that is not awaited borrows instead.
            let other = Seat(chooser.below(n as u32) as u8);
            let (seat, command) = if other != deadlines[0].seat
                && chooser.below(10) == 0
                && !GrandAustriaHotel::legal_commands(&state, other).is_empty()
            {
                (
                    other,
                    GrandAustriaHotel::legal_commands(&state, other)[0].clone(),
                )
            } else if chooser.below(2) == 0 {
                (deadlines[0].seat, deadlines[0].command.clone())
            } else {
                let seat = deadlines[0].seat;
                let legal = GrandAustriaHotel::legal_commands(&state, seat);
                (
                    seat,
                    legal[chooser.below(legal.len() as u32) as usize].clone(),
                )
            };
            let events = play::<GrandAustriaHotel>(
                &state,
                seat,
                &command,
                &mut GameRng::for_entry(&seed, entry),
            )
            .unwrap_or_else(|e| panic!("{command:?}: {e:?}"));
            for event in &events {
                GrandAustriaHotel::evolve(&mut state, event);
            }
            ledger.check(&state, &events);
            assert!(entry < 3000);
        }
        check_end(&state, &ledger, game);
    }
}
