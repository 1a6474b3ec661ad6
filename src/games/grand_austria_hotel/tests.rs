//! The acceptance scenarios AS-01 … AS-48 of the rules file, one test each (named by number),
//! on fixture F unless a scenario says otherwise: two players, seat 0 = A (H1, S1), seat 1 =
//! B (H2, S2), round 1, A active.

use serde_json::{Value, json};

use super::command::GrandAustriaHotelCommand as C;
use super::config::{ForfeitPolicy, GrandAustriaHotelConfig, StartingKrone};
use super::effect::{EffectKind, FrameOrder, Source};
use super::event::{Action, GrandAustriaHotelEvent as E};
use super::scoring::score;
use super::state::{GrandAustriaHotelState, Mark, Phase};
use super::{GrandAustriaHotel, ScriptedDice, legal};
use crate::engine::{Game, GameRng, PlayError, Rejection, Seat, Status, play};

const A: Seat = Seat(0);
const B: Seat = Seat(1);

fn fixture_with(config: GrandAustriaHotelConfig, counts: [u8; 6]) -> GrandAustriaHotelState {
    GrandAustriaHotel::test_state(&config, &["H1", "H2"], &["S1", "S2"], counts)
}

fn fixture(counts: [u8; 6]) -> GrandAustriaHotelState {
    fixture_with(GrandAustriaHotelConfig::default(), counts)
}

fn any_time() -> GrandAustriaHotelConfig {
    GrandAustriaHotelConfig {
        forfeit_policy: ForfeitPolicy::AnyTime,
        ..GrandAustriaHotelConfig::default()
    }
}

fn set(s: &mut GrandAustriaHotelState, seat: Seat, mark: Mark, rooms: &[u8]) {
    for &room in rooms {
        s.players[seat.index()].rooms[usize::from(room)] = mark;
    }
}

fn krone(s: &GrandAustriaHotelState, seat: Seat) -> i64 {
    s.sheet(seat).krone
}

/// Plays a command (JSON, as a client sends it) through the shared layer; on success the
/// events are applied. Errors are the rejection code.
fn send(s: &mut GrandAustriaHotelState, seat: Seat, command: Value) -> Result<Vec<E>, String> {
    let command: C = serde_json::from_value(command).expect("a well-formed command");
    let mut rng = GameRng::for_entry(&[7; 32], 2);
    match play::<GrandAustriaHotel>(s, seat, &command, &mut rng) {
        Ok(events) => {
            for event in &events {
                s.apply(event);
            }
            Ok(events)
        }
        Err(PlayError::GameOver) => Err("game_over".into()),
        Err(PlayError::NotYourTurn { .. }) => Err("not_your_turn".into()),
        Err(PlayError::Rule(r)) => Err(r.code().into()),
    }
}

fn ok(s: &mut GrandAustriaHotelState, seat: Seat, command: Value) -> Vec<E> {
    let before = s.clone();
    send(s, seat, command.clone())
        .unwrap_or_else(|code| panic!("{command} rejected: {code} in {before:?}"))
}

/// Asserts a rejection with `code` that changes nothing.
fn rejected(s: &mut GrandAustriaHotelState, seat: Seat, command: Value, code: &str) {
    let before = s.clone();
    assert_eq!(send(s, seat, command), Err(code.to_string()));
    assert_eq!(*s, before, "a rejected command changes nothing");
}

fn main_id(s: &GrandAustriaHotelState) -> String {
    s.stack
        .iter()
        .flat_map(|f| &f.effects)
        .find(|e| matches!(e.source, Source::MainAction { .. }))
        .map(|e| e.id.clone())
        .expect("a main effect is pending")
}

fn top_ids(s: &GrandAustriaHotelState) -> Vec<String> {
    s.stack
        .last()
        .map(|f| f.effects.iter().map(|e| e.id.clone()).collect())
        .unwrap_or_default()
}

fn resolve(s: &mut GrandAustriaHotelState, seat: Seat, id: &str, params: Value) -> Vec<E> {
    ok(
        s,
        seat,
        json!({"type": "resolve_effect", "effect_id": id, "params": params}),
    )
}

fn turn_ended(events: &[E]) -> bool {
    events.iter().any(|e| matches!(e, E::TurnEnded { .. }))
}

/// A command that gains no emperor steps: skip an effect, else take a die for anything but
/// steps (and skip its effect later), else forfeit.
fn quiet_command(s: &GrandAustriaHotelState, seat: Seat) -> C {
    let commands = legal::legal_commands(s, seat);
    let quiet = |c: &&C| match c {
        C::SkipEffect { .. } => true,
        C::TakeDie {
            space, mode, copy, ..
        } => {
            space.get() != 4 && copy.is_none_or(|c| c.action != 4)
                || *mode == Some(super::command::Mode::Krone)
        }
        _ => false,
    };
    commands
        .iter()
        .find(|c| matches!(c, C::SkipEffect { .. }))
        .or_else(|| commands.iter().find(quiet))
        .or_else(|| commands.iter().find(|c| matches!(c, C::ForfeitDie { .. })))
        .or_else(|| commands.iter().find(|c| !matches!(c, C::TakeLoan {})))
        .cloned()
        .expect("the active seat can act")
}

/// Plays quiet commands until an event matches (returns every event played).
fn play_until(s: &mut GrandAustriaHotelState, stop: impl Fn(&E) -> bool) -> Vec<E> {
    let mut all = Vec::new();
    for _ in 0..2000 {
        let Status::Awaiting(awaited) = GrandAustriaHotel::status(s) else {
            break;
        };
        let seat = awaited[0];
        let command = quiet_command(s, seat);
        let events = ok(s, seat, serde_json::to_value(&command).unwrap());
        let done = events.iter().any(&stop);
        all.extend(events);
        if done {
            break;
        }
    }
    all
}

fn new_game(config: &GrandAustriaHotelConfig, seats: usize) -> (GrandAustriaHotelState, Vec<E>) {
    let events = GrandAustriaHotel::setup(config, seats, &mut GameRng::for_entry(&[3; 32], 1));
    let mut s = GrandAustriaHotelState::default();
    for event in &events {
        s.apply(event);
    }
    (s, events)
}

#[test]
fn as01_every_round_rolls_the_whole_pool() {
    for (seats, dice) in [(2, 10), (3, 12), (4, 14)] {
        let (mut s, setup) = new_game(&GrandAustriaHotelConfig::default(), seats);
        let rolls = |events: &[E], round: u8| -> Vec<(Vec<u8>, [u8; 6])> {
            events
                .iter()
                .filter_map(|e| match e {
                    E::DiceRolled {
                        round: r,
                        values,
                        counts,
                    } if *r == round => Some((values.clone(), *counts)),
                    _ => None,
                })
                .collect()
        };
        let later = play_until(&mut s, |e| matches!(e, E::DiceRolled { round: 2, .. }));
        for (round, events) in [(1, &setup), (2, &later)] {
            let found = rolls(events, round);
            assert_eq!(found.len(), 1);
            let (values, counts) = &found[0];
            assert_eq!(values.len(), dice);
            assert!(values.iter().all(|v| (1..=6).contains(v)));
            assert_eq!(counts.iter().map(|&c| usize::from(c)).sum::<usize>(), dice);
        }
        assert_eq!(s.dice.iter().map(|&c| usize::from(c)).sum::<usize>(), dice);
    }
}

#[test]
fn as02_setup_grants_krone_by_position_and_prepares_three_rooms() {
    for (starting_krone, expected) in [
        (StartingKrone::Seed, [8, 9, 10, 11]),
        (StartingKrone::Bga, [7, 8, 9, 10]),
    ] {
        let config = GrandAustriaHotelConfig {
            starting_krone,
            ..GrandAustriaHotelConfig::default()
        };
        let (s, _) = new_game(&config, 4);
        for (k, &seat) in s.order.iter().enumerate() {
            let sheet = s.sheet(seat);
            assert_eq!(sheet.krone, expected[k]);
            assert_eq!(sheet.rooms_marked(Mark::Prepared), vec![3, 4, 5]);
            assert!(sheet.rooms_marked(Mark::Occupied).is_empty());
            assert_eq!(sheet.emperor, Default::default());
            assert_eq!((sheet.loans, sheet.hired), (0, [false; 6]));
        }
    }
}

#[test]
fn as03_turns_go_round_twice_and_the_start_marker_passes() {
    let config = GrandAustriaHotelConfig {
        start_player: Some(Seat(0)),
        ..GrandAustriaHotelConfig::default()
    };
    let (mut s, setup) = new_game(&config, 3);
    let events: Vec<E> = setup
        .into_iter()
        .chain(play_until(&mut s, |e| matches!(e, E::GameEnded { .. })))
        .collect();
    let turns = |round: u8| -> Vec<(u8, u8)> {
        events
            .iter()
            .filter_map(|e| match e {
                E::TurnStarted {
                    round: r,
                    seat,
                    pass,
                    ..
                } if *r == round => Some((seat.0, *pass)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        turns(1),
        vec![(0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2)]
    );
    assert_eq!(
        turns(2),
        vec![(1, 1), (2, 1), (0, 1), (1, 2), (2, 2), (0, 2)]
    );
    assert!(events.contains(&E::StartMarkerPassed {
        from_seat: Seat(0),
        to_seat: Seat(1)
    }));
    let start = |round: u8| {
        events.iter().find_map(|e| match e {
            E::RoundStarted {
                round: r,
                start_seat,
                ..
            } if *r == round => Some(start_seat.0),
            _ => None,
        })
    };
    assert_eq!([start(3), start(4), start(7)], [Some(2), Some(0), Some(0)]);
}

#[test]
fn as04_strength_counts_the_dice_on_the_space() {
    let mut s = fixture([3, 1, 0, 2, 4, 2]);
    let events = ok(&mut s, A, json!({"type": "take_die", "space": 5}));
    assert!(matches!(
        events[0],
        E::DieTaken {
            base_strength: 4,
            strength: 4,
            action: Action::Hire,
            ..
        }
    ));
    assert_eq!(s.dice, [3, 1, 0, 2, 3, 2]);
    let main = &s.stack[0].effects[0];
    assert_eq!(main.kind, EffectKind::Hire);
    assert_eq!(main.discount, Some(super::data::Discount::Amount(4)));
}

#[test]
fn as05_an_empty_space_cannot_be_taken() {
    let mut s = fixture([3, 1, 0, 2, 4, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "take_die", "space": 3, "mode": "prepare"}),
        "space_empty",
    );
    assert!(!s.die_used);
}

#[test]
fn as06_preparing_two_rooms_ends_the_turn() {
    let mut s = fixture([2, 0, 0, 0, 0, 0]);
    let mut shortcut = s.clone();
    ok(&mut s, A, json!({"type": "take_die", "space": 1}));
    let id = main_id(&s);
    let events = resolve(&mut s, A, &id, json!({"rooms": [10, 11]}));
    let prepared: Vec<(u8, u32)> = events
        .iter()
        .filter_map(|e| match e {
            E::RoomPrepared { room, cost, .. } => Some((*room, *cost)),
            _ => None,
        })
        .collect();
    assert_eq!(prepared, vec![(10, 1), (11, 1)]);
    assert_eq!(krone(&s, A), 6);
    assert_eq!(s.dice, [1, 0, 0, 0, 0, 0]);
    assert!(turn_ended(&events));
    assert_eq!(s.active_seat, B);
    ok(
        &mut shortcut,
        A,
        json!({"type": "take_die", "space": 1, "main": {"rooms": [10, 11]}}),
    );
    assert_eq!(shortcut, s);
}

fn took_prepare(counts: [u8; 6]) -> (GrandAustriaHotelState, String) {
    let mut s = fixture(counts);
    ok(&mut s, A, json!({"type": "take_die", "space": 1}));
    let id = main_id(&s);
    (s, id)
}

#[test]
fn as07_a_prepare_effect_allows_its_strength_in_rooms() {
    let (mut s, id) = took_prepare([1, 0, 0, 0, 0, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [2, 6]}}),
        "too_many_rooms",
    );
}

#[test]
fn as08_a_prepared_room_must_touch_a_marked_one() {
    let (mut s, id) = took_prepare([1, 0, 0, 0, 0, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [13]}}),
        "room_not_adjacent",
    );
}

#[test]
fn as09_rooms_earlier_in_the_list_count_as_marked() {
    let (mut s, id) = took_prepare([3, 0, 0, 0, 0, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [24, 17, 10]}}),
        "room_not_adjacent",
    );
    assert_eq!(krone(&s, A), 8);
    resolve(&mut s, A, &id, json!({"rooms": [10, 17, 24]}));
    assert_eq!(krone(&s, A), 2);
}

#[test]
fn as10_rooms_either_side_of_the_stairs_touch() {
    let (mut s, id) = took_prepare([1, 0, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Prepared, &[11, 18]);
    resolve(&mut s, A, &id, json!({"rooms": [19]}));
    assert_eq!(krone(&s, A), 6);
}

#[test]
fn as11_a_loan_pays_for_a_resolution_that_failed() {
    let (mut s, id) = took_prepare([2, 0, 0, 0, 0, 0]);
    s.players[0].krone = 2;
    let command = json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [10, 17]}});
    rejected(&mut s, A, command.clone(), "insufficient_krone");
    let events = ok(&mut s, A, json!({"type": "take_loan"}));
    assert!(matches!(events[0], E::LoanTaken { loan_number: 1, .. }));
    assert_eq!(krone(&s, A), 4);
    ok(&mut s, A, command);
    assert_eq!(s.sheet(A).mark(10), Mark::Prepared);
    assert_eq!(s.sheet(A).mark(17), Mark::Prepared);
    assert_eq!((krone(&s, A), s.sheet(A).loans), (1, 1));
}

#[test]
fn as12_occupying_on_floor_one_gives_no_bonus() {
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    ok(&mut s, A, json!({"type": "take_die", "space": 2}));
    let id = main_id(&s);
    let events = resolve(&mut s, A, &id, json!({"room": 3}));
    assert!(events.contains(&E::RoomOccupied {
        seat: A,
        room: 3,
        cost: 0,
        effect_id: id
    }));
    assert_eq!(krone(&s, A), 8);
    assert!(turn_ended(&events));
}

fn occupy_with_space_2(s: &mut GrandAustriaHotelState, room: u8) -> Vec<E> {
    ok(s, A, json!({"type": "take_die", "space": 2}));
    let id = main_id(s);
    resolve(s, A, &id, json!({"room": room}))
}

#[test]
fn as13_a_room_bonus_of_krone_resolves_itself() {
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Prepared, &[10, 17]);
    let events = occupy_with_space_2(&mut s, 17);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::KronePaid { amount: 2, .. }))
    );
    assert_eq!(krone(&s, A), 8);
    assert!(s.stack.is_empty() && turn_ended(&events));
}

#[test]
fn as14_discounts_give_no_change() {
    let mut s = fixture([0, 4, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Prepared, &[10]);
    occupy_with_space_2(&mut s, 10);
    assert_eq!(krone(&s, A), 8);
    assert_eq!(s.sheet(A).emperor.top, 1);
}

#[test]
fn as15_only_prepared_rooms_can_be_occupied() {
    let mut s = fixture([0, 2, 0, 0, 0, 0]);
    ok(&mut s, A, json!({"type": "take_die", "space": 2}));
    let id = main_id(&s);
    for (room, code) in [(12, "room_not_prepared"), (30, "room_invalid")] {
        rejected(
            &mut s,
            A,
            json!({"type": "resolve_effect", "effect_id": id, "params": {"room": room}}),
            code,
        );
    }
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Occupied, &[3]);
    ok(&mut s, A, json!({"type": "take_die", "space": 2}));
    let id = main_id(&s);
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": id, "params": {"room": 3}}),
        "room_not_prepared",
    );
}

#[test]
fn as16_a_red_group_and_a_room_bonus_pay_at_once() {
    let mut s = fixture([0, 2, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Occupied, &[4]);
    set(&mut s, A, Mark::Prepared, &[11]);
    s.players[0].krone = 5;
    let events = occupy_with_space_2(&mut s, 11);
    assert!(events.contains(&E::GroupCompleted {
        seat: A,
        group: "H1-G3".into(),
        color: super::data::Color::Red,
        size: 2
    }));
    assert_eq!(krone(&s, A), 7);
    assert!(turn_ended(&events));
}

#[test]
fn as17_a_yellow_group_gives_steps() {
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Occupied, &[5]);
    set(&mut s, A, Mark::Prepared, &[6]);
    let events = occupy_with_space_2(&mut s, 6);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::GroupCompleted { group, .. } if group == "H1-G6"))
    );
    assert_eq!(s.sheet(A).emperor.top, 1);
    assert!(turn_ended(&events));
}

#[test]
fn as18_a_blue_group_records_points_and_the_room_bonus_may_be_skipped() {
    let start = || {
        let mut s = fixture([0, 1, 0, 0, 0, 0]);
        set(&mut s, A, Mark::Occupied, &[1, 2, 3]);
        set(&mut s, A, Mark::Prepared, &[8]);
        let events = occupy_with_space_2(&mut s, 8);
        assert_eq!(krone(&s, A), 7);
        assert!(events.contains(&E::BluePointsRecorded {
            seat: A,
            group: "H1-G1".into(),
            points: 10
        }));
        assert_eq!(s.stack.len(), 1);
        assert_eq!(s.stack[0].effects[0].kind, EffectKind::Prepare);
        s
    };
    let mut s = start();
    let id = top_ids(&s)[0].clone();
    let events = resolve(&mut s, A, &id, json!({"rooms": [11]}));
    assert_eq!(krone(&s, A), 6);
    assert!(turn_ended(&events));
    let mut s = start();
    let events = ok(&mut s, A, json!({"type": "skip_effect", "effect_id": id}));
    assert_eq!(krone(&s, A), 7);
    assert!(turn_ended(&events));
}

#[test]
fn as19_the_first_to_fill_a_row_claims_it() {
    let mut s = fixture([0, 2, 0, 0, 0, 0]);
    for seat in [A, B] {
        set(&mut s, seat, Mark::Occupied, &[5, 6]);
        set(&mut s, seat, Mark::Prepared, &[7]);
    }
    let events = occupy_with_space_2(&mut s, 7);
    assert!(events.contains(&E::RowClaimed {
        seat: A,
        id: "F1R".into(),
        points: 1
    }));
    ok(&mut s, B, json!({"type": "take_die", "space": 2}));
    let id = main_id(&s);
    let events = resolve(&mut s, B, &id, json!({"room": 7}));
    assert!(events.contains(&E::RowCompletedUnclaimed {
        seat: B,
        id: "F1R".into(),
        claimed_by: A
    }));
    assert_eq!(score(&s, A).rows_columns, 1);
    assert_eq!(score(&s, B).rows_columns, 0);
}

#[test]
fn as20_a_full_column_is_claimed_and_room_22_occupies_again() {
    let mut s = fixture([0, 4, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Occupied, &[1, 8, 15]);
    set(&mut s, A, Mark::Prepared, &[22]);
    let events = occupy_with_space_2(&mut s, 22);
    assert!(events.contains(&E::ColumnClaimed {
        seat: A,
        id: "C1".into(),
        points: 8
    }));
    assert_eq!(krone(&s, A), 8);
    let pending = &s.stack.last().unwrap().effects[0];
    assert_eq!(pending.kind, EffectKind::Occupy);
    assert_eq!(pending.source, Source::RoomBonus { room: 22 });
}

fn emperor_action(s: &mut GrandAustriaHotelState, seat: Seat) -> Vec<E> {
    ok(
        s,
        seat,
        json!({"type": "take_die", "space": 4, "mode": "emperor"}),
    )
}

#[test]
fn as21_an_emperor_bonus_waits_for_its_resolution() {
    let mut s = fixture([0, 0, 0, 4, 0, 0]);
    s.round = 2;
    let events = emperor_action(&mut s, A);
    assert_eq!(s.sheet(A).emperor.top, 4);
    assert!(events.iter().any(|e| matches!(
        e,
        E::EmperorBonusReached { track, space: 3, .. } if track == "top"
    )));
    assert!(!turn_ended(&events));
    let frame = s.stack.last().unwrap();
    assert_eq!(frame.order, FrameOrder::Sequential);
    assert_eq!(frame.effects[0].kind, EffectKind::Occupy);
    let id = frame.effects[0].id.clone();
    let events = ok(&mut s, A, json!({"type": "skip_effect", "effect_id": id}));
    assert!(turn_ended(&events));
    s.round = 3;
    let events = play_until(&mut s, |e| matches!(e, E::EmperorChecked { .. }));
    let check = events.iter().find_map(|e| match e {
        E::EmperorChecked { results, .. } => Some(results.clone()),
        _ => None,
    });
    let a = check.unwrap().into_iter().find(|r| r.seat == A).unwrap();
    assert_eq!((a.position, a.penalty), (4, 0));
}

#[test]
fn as22_steps_run_on_to_the_next_track_and_bonuses_come_in_order() {
    let mut s = fixture([0, 0, 0, 7, 0, 0]);
    let events = emperor_action(&mut s, A);
    let e = s.sheet(A).emperor;
    assert_eq!((e.top, e.middle), (5, 2));
    assert!(events.contains(&E::EmperorTrackFirstFinished {
        seat: A,
        track: "top".into(),
        points: 2
    }));
    let frame = s.stack.last().unwrap().clone();
    assert_eq!(frame.order, FrameOrder::Sequential);
    let kinds: Vec<EffectKind> = frame.effects.iter().map(|e| e.kind).collect();
    assert_eq!(
        kinds,
        vec![EffectKind::Occupy, EffectKind::Hire, EffectKind::Prepare]
    );
    let (x, y, z) = (
        &frame.effects[0].id,
        &frame.effects[1].id,
        &frame.effects[2].id,
    );
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": z, "params": {"rooms": [2]}}),
        "effect_order",
    );
    ok(&mut s, A, json!({"type": "skip_effect", "effect_id": x}));
    assert_eq!(
        s.actionable().iter().map(|e| &e.id).collect::<Vec<_>>(),
        vec![y]
    );
}

#[test]
fn as23_from_round_four_steps_go_to_the_middle_track() {
    let mut s = fixture([0, 0, 0, 3, 0, 0]);
    s.round = 4;
    s.players[0].emperor.top = 2;
    emperor_action(&mut s, A);
    let e = s.sheet(A).emperor;
    assert_eq!((e.top, e.middle), (2, 3));
    let pending = &s.stack.last().unwrap().effects[0];
    assert_eq!(pending.kind, EffectKind::Prepare);
    assert_eq!(
        pending.source,
        Source::EmperorBonus {
            track: "middle".into(),
            space: 2
        }
    );
}

#[test]
fn as24_overflow_stops_at_ten() {
    let mut s = fixture([0, 0, 0, 5, 0, 0]);
    s.round = 6;
    s.players[0].emperor = super::event::Emperor {
        top: 5,
        middle: 6,
        bottom: 5,
        overflow: 8,
    };
    let events = emperor_action(&mut s, A);
    let e = s.sheet(A).emperor;
    assert_eq!((e.bottom, e.overflow), (7, 10));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::EmperorAdvanced { wasted: 1, .. }))
    );
    assert!(events.contains(&E::EmperorTrackFirstFinished {
        seat: A,
        track: "bottom".into(),
        points: 4
    }));
    let pending = &s.stack.last().unwrap().effects[0];
    assert_eq!(pending.kind, EffectKind::Occupy);
}

/// A state at the last turn of `round` (B active), forfeits allowed.
fn last_turn(round: u8) -> GrandAustriaHotelState {
    let mut s = fixture_with(any_time(), [1, 0, 0, 0, 0, 0]);
    s.round = round;
    s.start_seat = s.order[usize::from(round - 1) % 2];
    s.turn_index = 3;
    s.pass = 2;
    s.active_seat = s.order[(usize::from(round - 1) + 3) % 2];
    s
}

fn finish_last_turn(s: &mut GrandAustriaHotelState) -> Vec<E> {
    let seat = s.active_seat;
    ok(s, seat, json!({"type": "forfeit_die", "space": 1}))
}

#[test]
fn as25_emperor_checks_after_rounds_three_five_and_seven() {
    for (round, t, a_pos, b_pos, penalty) in [(3, 0, 3, 4, 2), (5, 1, 3, 6, 3), (7, 2, 4, 5, 4)] {
        let mut s = last_turn(round);
        s.players[0].emperor.set(t, a_pos);
        s.players[1].emperor.set(t, b_pos);
        let events = finish_last_turn(&mut s);
        let results = events
            .iter()
            .find_map(|e| match e {
                E::EmperorChecked { results, .. } => Some(results.clone()),
                _ => None,
            })
            .unwrap();
        let penalties: Vec<(Seat, u32)> = results.iter().map(|r| (r.seat, r.penalty)).collect();
        assert_eq!(penalties, vec![(A, penalty), (B, 0)]);
        assert_eq!(s.sheet(A).penalties[t], penalty);
    }
}

#[test]
fn as26_a_claimed_track_still_gives_its_end_bonus() {
    let mut s = fixture([0, 0, 0, 1, 0, 0]);
    s.claims.tracks[0] = Some(A);
    s.players[0].emperor.top = 5;
    s.round = 3;
    s.turn_index = 1;
    s.active_seat = B;
    s.players[1].emperor.top = 4;
    let events = emperor_action(&mut s, B);
    assert_eq!(s.sheet(B).emperor.top, 5);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, E::EmperorTrackFirstFinished { .. }))
    );
    let pending = &s.stack.last().unwrap().effects[0];
    assert_eq!(pending.kind, EffectKind::Prepare);
    assert_eq!(pending.discount, Some(super::data::Discount::Amount(1)));
    assert_eq!(score(&s, A).emperor, 2);
    assert_eq!(score(&s, B).emperor, 0);
}

#[test]
fn as27_copying_hire_then_a_one_time_staff() {
    let mut s = fixture([0, 0, 0, 0, 0, 2]);
    s.players[0].krone = 3;
    let events = ok(
        &mut s,
        A,
        json!({"type": "take_die", "space": 6, "copy": {"action": 5}}),
    );
    assert!(matches!(events[0], E::DieTaken { strength: 2, .. }));
    assert_eq!(krone(&s, A), 2);
    let id = main_id(&s);
    resolve(&mut s, A, &id, json!({"slot": 4}));
    assert!(s.sheet(A).hired[3]);
    let pending = s.stack.last().unwrap().effects[0].clone();
    assert_eq!(pending.kind, EffectKind::Occupy);
    let events = resolve(&mut s, A, &pending.id, json!({"room": 5}));
    assert_eq!(s.sheet(A).mark(5), Mark::Occupied);
    assert_eq!(krone(&s, A), 2);
    assert_eq!(s.dice, [0, 0, 0, 0, 0, 1]);
    assert!(turn_ended(&events));
}

#[test]
fn as28_copying_costs_a_krone_unless_t2_pays_one() {
    let copy = json!({"type": "take_die", "space": 6, "copy": {"action": 4, "mode": "krone"}});
    let mut s = fixture([0, 0, 0, 0, 0, 1]);
    s.players[0].krone = 0;
    rejected(&mut s, A, copy.clone(), "insufficient_krone");
    s.players[0].hired[1] = true;
    let events = ok(&mut s, A, copy);
    assert!(events.iter().any(|e| matches!(
        e,
        E::KroneGained {
            amount: 1,
            reason: super::event::KroneReason::Staff,
            ..
        }
    )));
    assert_eq!(krone(&s, A), 2);
    assert!(turn_ended(&events));
}

#[test]
fn as29_hiring_pays_the_printed_cost_minus_the_strength() {
    let mut s = fixture([0, 0, 0, 0, 2, 0]);
    ok(&mut s, A, json!({"type": "take_die", "space": 5}));
    let id = main_id(&s);
    let events = resolve(&mut s, A, &id, json!({"slot": 2}));
    assert!(events.contains(&E::StaffHired {
        seat: A,
        slot: 2,
        staff_type: "T2".into(),
        cost: 3
    }));
    assert_eq!(krone(&s, A), 5);
    let mut s = fixture([0, 0, 0, 0, 1, 0]);
    s.players[0].hired[1] = true;
    ok(&mut s, A, json!({"type": "take_die", "space": 5}));
    let id = main_id(&s);
    for (slot, code) in [(2, "staff_already_hired"), (7, "staff_invalid")] {
        rejected(
            &mut s,
            A,
            json!({"type": "resolve_effect", "effect_id": id, "params": {"slot": slot}}),
            code,
        );
    }
}

#[test]
fn as30_t13_adds_strength_and_a_step_only_on_space_three() {
    let mut s = GrandAustriaHotel::test_state(
        &GrandAustriaHotelConfig::default(),
        &["H1", "H2"],
        &["S3", "S2"],
        [0, 0, 2, 0, 0, 0],
    );
    s.players[0].hired[1] = true;
    let mut copy_state = s.clone();
    let events = ok(
        &mut s,
        A,
        json!({"type": "take_die", "space": 3, "mode": "prepare"}),
    );
    assert!(matches!(
        events[0],
        E::DieTaken {
            base_strength: 2,
            strength: 3,
            ..
        }
    ));
    assert_eq!(s.sheet(A).emperor.top, 1);
    assert_eq!(s.stack[0].effects[0].max_rooms, Some(3));
    copy_state.dice = [0, 0, 0, 0, 0, 1];
    let events = ok(
        &mut copy_state,
        A,
        json!({"type": "take_die", "space": 6, "copy": {"action": 3, "mode": "prepare"}}),
    );
    assert!(matches!(events[0], E::DieTaken { strength: 1, .. }));
    assert_eq!(copy_state.sheet(A).emperor.top, 0);
    assert_eq!(krone(&copy_state, A), 7);
}

#[test]
fn as31_t8_makes_red_rooms_free_to_prepare() {
    let mut s = GrandAustriaHotel::test_state(
        &GrandAustriaHotelConfig::default(),
        &["H1", "H2"],
        &["S2", "S1"],
        [2, 0, 0, 0, 0, 0],
    );
    s.players[0].hired[1] = true;
    ok(&mut s, A, json!({"type": "take_die", "space": 1}));
    let id = main_id(&s);
    let events = resolve(&mut s, A, &id, json!({"rooms": [11, 10]}));
    let costs: Vec<(u8, u32)> = events
        .iter()
        .filter_map(|e| match e {
            E::RoomPrepared { room, cost, .. } => Some((*room, *cost)),
            _ => None,
        })
        .collect();
    assert_eq!(costs, vec![(11, 0), (10, 1)]);
    assert_eq!(krone(&s, A), 7);
}

#[test]
fn as32_t18_adds_two_to_hiring() {
    let mut s = GrandAustriaHotel::test_state(
        &GrandAustriaHotelConfig::default(),
        &["H1", "H2"],
        &["S4", "S2"],
        [0, 0, 0, 0, 1, 0],
    );
    s.players[0].hired[0] = true;
    ok(&mut s, A, json!({"type": "take_die", "space": 5}));
    let id = main_id(&s);
    let events = resolve(&mut s, A, &id, json!({"slot": 5}));
    assert!(events.contains(&E::StaffHired {
        seat: A,
        slot: 5,
        staff_type: "T22".into(),
        cost: 2
    }));
    assert_eq!(krone(&s, A), 6);
}

#[test]
fn as33_three_loans_at_most() {
    let mut s = fixture([1, 0, 0, 0, 0, 0]);
    s.players[0].krone = 0;
    for _ in 0..3 {
        ok(&mut s, A, json!({"type": "take_loan"}));
    }
    assert_eq!((krone(&s, A), s.sheet(A).loans), (6, 3));
    rejected(&mut s, A, json!({"type": "take_loan"}), "loan_limit");
    assert_eq!(score(&s, A).loans, -9);
    let mut first_rules = s.clone();
    first_rules.rules_version = 1;
    rejected(
        &mut first_rules,
        B,
        json!({"type": "take_loan"}),
        "not_your_turn",
    );
}

/// The rules allow loans 「いつでも」: from rules version 2 on, also out of turn (games of
/// version 1 keep the shared layer's `not_your_turn`).
#[test]
fn loans_may_be_taken_out_of_turn_from_rules_version_2() {
    let mut s = fixture([1, 0, 0, 0, 0, 0]);
    assert_eq!(legal_json(&s, B), vec![json!({"type": "take_loan"})]);
    let events = ok(&mut s, B, json!({"type": "take_loan"}));
    assert_eq!(
        events,
        vec![
            E::LoanTaken {
                seat: B,
                loan_number: 1,
                krone: 2,
                penalty: 2
            },
            E::KroneGained {
                seat: B,
                amount: 2,
                reason: super::event::KroneReason::Loan,
                effect_id: None
            }
        ]
    );
    assert_eq!((krone(&s, B), s.sheet(B).loans), (11, 1));
    assert_eq!(
        GrandAustriaHotel::status(&s),
        Status::Awaiting(vec![A]),
        "the turn stays A's"
    );
    ok(&mut s, B, json!({"type": "take_loan"}));
    ok(&mut s, B, json!({"type": "take_loan"}));
    rejected(&mut s, B, json!({"type": "take_loan"}), "loan_limit");
    assert!(legal_json(&s, B).is_empty());
    let mut first_rules = fixture([1, 0, 0, 0, 0, 0]);
    first_rules.rules_version = 1;
    assert!(legal_json(&first_rules, B).is_empty());
    rejected(
        &mut first_rules,
        B,
        json!({"type": "take_loan"}),
        "not_your_turn",
    );
}

#[test]
fn no_loan_out_of_turn_while_faces_are_chosen() {
    let config = GrandAustriaHotelConfig {
        choose_faces: true,
        start_player: Some(A),
        ..GrandAustriaHotelConfig::default()
    };
    let mut s = GrandAustriaHotelState::default();
    for event in GrandAustriaHotel::setup(&config, 2, &mut GameRng::for_entry(&[1; 32], 1)).iter() {
        s.apply(event);
    }
    ok(
        &mut s,
        A,
        json!({"type": "choose_faces", "hotel_face": "A", "staff_face": "B"}),
    );
    rejected(&mut s, A, json!({"type": "take_loan"}), "not_your_turn");
}

#[test]
fn as34_forfeiting_under_both_policies() {
    let mut s = fixture_with(any_time(), [2, 0, 0, 0, 0, 0]);
    let events = ok(&mut s, A, json!({"type": "forfeit_die", "space": 1}));
    assert_eq!(s.dice, [1, 0, 0, 0, 0, 0]);
    assert!(matches!(events[0], E::DieForfeited { space: 1, .. }));
    assert_eq!(krone(&s, A), 9);
    assert!(turn_ended(&events));
    let mut s = fixture([2, 0, 0, 0, 0, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "forfeit_die", "space": 1}),
        "forfeit_not_allowed",
    );
    ok(&mut s, A, json!({"type": "take_die", "space": 1}));
    rejected(
        &mut s,
        A,
        json!({"type": "forfeit_die", "space": 1}),
        "die_already_taken",
    );
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    let mut unable = s.clone();
    rejected(
        &mut s,
        A,
        json!({"type": "forfeit_die", "space": 2}),
        "forfeit_not_allowed",
    );
    set(&mut unable, A, Mark::Occupied, &[3, 4, 5]);
    let events = ok(&mut unable, A, json!({"type": "forfeit_die", "space": 2}));
    assert_eq!(krone(&unable, A), 9);
    assert!(turn_ended(&events));
}

/// `stale_version` and idempotent retries are the server's (covered by the API tests); the
/// engine's shared layer answers `not_your_turn`.
#[test]
fn as35_only_the_active_player_may_take_a_die() {
    let mut s = fixture([1, 0, 0, 0, 0, 0]);
    rejected(
        &mut s,
        B,
        json!({"type": "take_die", "space": 1}),
        "not_your_turn",
    );
}

#[test]
fn as36_finishing_the_top_track_first_hires_then_occupies() {
    let mut s = fixture([0, 0, 0, 1, 0, 0]);
    s.players[0].emperor.top = 4;
    s.players[0].krone = 3;
    let events = emperor_action(&mut s, A);
    assert_eq!(s.sheet(A).emperor.top, 5);
    assert!(events.contains(&E::EmperorTrackFirstFinished {
        seat: A,
        track: "top".into(),
        points: 2
    }));
    let hire = s.stack.last().unwrap().effects[0].clone();
    assert_eq!(hire.kind, EffectKind::Hire);
    resolve(&mut s, A, &hire.id, json!({"slot": 4}));
    let occupy = s.stack.last().unwrap().effects[0].clone();
    assert_eq!(occupy.kind, EffectKind::Occupy);
    let events = resolve(&mut s, A, &occupy.id, json!({"room": 5}));
    assert_eq!(krone(&s, A), 3);
    assert!(s.stack.is_empty() && turn_ended(&events));
}

#[test]
fn as37_a_bonus_room_bonus_chain() {
    let mut s = fixture([0, 0, 0, 1, 0, 0]);
    s.round = 2;
    s.players[0].emperor.top = 2;
    s.players[0].krone = 3;
    set(&mut s, A, Mark::Prepared, &[12]);
    emperor_action(&mut s, A);
    assert_eq!(s.sheet(A).emperor.top, 3);
    let occupy = s.stack.last().unwrap().effects[0].clone();
    let events = resolve(&mut s, A, &occupy.id, json!({"room": 12}));
    assert_eq!(krone(&s, A), 2);
    assert_eq!(s.sheet(A).emperor.top, 4);
    assert!(turn_ended(&events));
}

#[test]
fn as38_an_action_without_any_target_cannot_be_taken() {
    let mut s = fixture([0, 1, 1, 0, 0, 1]);
    set(&mut s, A, Mark::Occupied, &[3, 4, 5]);
    for command in [
        json!({"type": "take_die", "space": 2}),
        json!({"type": "take_die", "space": 3, "mode": "occupy"}),
        json!({"type": "take_die", "space": 6, "copy": {"action": 2}}),
    ] {
        rejected(&mut s, A, command, "action_impossible");
    }
    ok(
        &mut s,
        A,
        json!({"type": "take_die", "space": 3, "mode": "prepare"}),
    );
    let mut s = fixture([0, 0, 0, 0, 1, 0]);
    s.players[0].hired = [true; 6];
    rejected(
        &mut s,
        A,
        json!({"type": "take_die", "space": 5}),
        "action_impossible",
    );
}

fn staff_score(staff: &str, slots: &[usize], occupied: &[u8]) -> i64 {
    let mut s = GrandAustriaHotel::test_state(
        &GrandAustriaHotelConfig::default(),
        &["H1", "H2"],
        &[staff, "S1"],
        [1, 0, 0, 0, 0, 0],
    );
    for &slot in slots {
        s.players[0].hired[slot - 1] = true;
    }
    set(&mut s, A, Mark::Occupied, occupied);
    score(&s, A).staff
}

#[test]
fn as39_end_game_staff() {
    assert_eq!(staff_score("S7", &[1, 3, 5, 6], &[4, 11, 5, 6, 24, 25]), 14);
    assert_eq!(
        staff_score("S4", &[5], &[1, 2, 3, 8, 12, 4, 11, 7, 5, 6, 9, 10]),
        9
    );
    assert_eq!(staff_score("S2", &[6], &(1..=11).collect::<Vec<_>>()), 11);
    assert_eq!(staff_score("S3", &[5], &[1, 8, 15, 22, 2, 9, 16, 23]), 10);
}

#[test]
fn as40_the_worked_example_scores_87() {
    let mut s = fixture([1, 0, 0, 0, 0, 0]);
    let occupied: Vec<u8> = (1..=12).chain(15..=18).chain([22, 23]).collect();
    set(&mut s, A, Mark::Occupied, &occupied);
    let anna = &mut s.players[0];
    anna.hired = [true, false, false, true, true, true];
    anna.emperor = super::event::Emperor {
        top: 5,
        middle: 3,
        bottom: 7,
        overflow: 2,
    };
    anna.penalties = [0, 3, 0];
    anna.krone = 11;
    anna.loans = 2;
    anna.blue_group_points = 10;
    s.claims.tracks = [Some(A), None, Some(A)];
    for row in ["F1L", "F1R", "F2L"] {
        s.claims.rows.insert(row.into(), A);
    }
    s.claims.rows.insert("F3L".into(), B);
    s.claims.columns.insert("C1".into(), A);
    s.claims.columns.insert("C2".into(), B);
    let breakdown = score(&s, A);
    assert_eq!(
        breakdown,
        super::event::Breakdown {
            staff: 22,
            blue_groups: 10,
            rooms: 37,
            emperor: 5,
            money: 3,
            rows_columns: 15,
            loans: -5
        }
    );
    assert_eq!(breakdown.total(), 87);
}

#[test]
fn as41_tied_top_scores_all_win() {
    let mut s = last_turn(7);
    s.players[0].krone = 9;
    s.players[1].krone = 8;
    let events = finish_last_turn(&mut s);
    let winners = events.iter().find_map(|e| match e {
        E::GameEnded { winners, .. } => Some(winners.clone()),
        _ => None,
    });
    assert_eq!(winners, Some(vec![A, B]));
    let Status::Finished(outcome) = GrandAustriaHotel::status(&s) else {
        panic!("the game is over");
    };
    assert_eq!(outcome.winners(), vec![A, B]);
}

#[test]
fn as42_krone_of_a_gain_frame_come_before_its_steps() {
    let mut s = fixture([0, 3, 0, 0, 0, 0]);
    set(&mut s, A, Mark::Occupied, &[15, 22, 23]);
    set(&mut s, A, Mark::Prepared, &[16]);
    s.players[0].emperor.top = 2;
    s.players[0].krone = 3;
    let events = occupy_with_space_2(&mut s, 16);
    let krone_at = events
        .iter()
        .position(|e| matches!(e, E::KroneGained { amount: 5, .. }))
        .unwrap();
    let steps_at = events
        .iter()
        .position(|e| matches!(e, E::EmperorAdvanced { steps: 2, .. }))
        .unwrap();
    assert!(krone_at < steps_at);
    assert_eq!((krone(&s, A), s.sheet(A).emperor.top), (8, 4));
    let frame = s.stack.last().unwrap();
    assert_eq!(frame.order, FrameOrder::Sequential);
    assert_eq!(frame.effects[0].kind, EffectKind::Occupy);
}

fn names(events: &[E]) -> Vec<String> {
    events
        .iter()
        .map(|e| {
            serde_json::to_value(e).unwrap()["type"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

#[test]
fn as43_a_round_end_with_its_check_and_the_next_round() {
    let mut s = last_turn(3);
    let events = finish_last_turn(&mut s);
    let from = names(&events)
        .iter()
        .position(|n| n == "turn_ended")
        .unwrap();
    assert_eq!(
        names(&events)[from..],
        [
            "turn_ended",
            "round_ended",
            "emperor_checked",
            "start_marker_passed",
            "round_started",
            "dice_rolled",
            "turn_started"
        ]
    );
    assert!(events.contains(&E::StartMarkerPassed {
        from_seat: A,
        to_seat: B
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        E::RoundStarted { round: 4, start_seat, active_track } if *start_seat == B && active_track == "middle"
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::DiceRolled { values, .. } if values.len() == 10))
    );
    assert!(events.iter().any(|e| matches!(
        e,
        E::TurnStarted { round: 4, turn_index: 0, seat, .. } if *seat == B
    )));
}

#[test]
fn as44_the_game_ends_after_round_seven() {
    let mut s = last_turn(7);
    let events = finish_last_turn(&mut s);
    let from = names(&events)
        .iter()
        .position(|n| n == "turn_ended")
        .unwrap();
    assert_eq!(
        names(&events)[from..],
        [
            "turn_ended",
            "round_ended",
            "emperor_checked",
            "final_scored",
            "final_scored",
            "game_ended"
        ]
    );
    rejected(&mut s, A, json!({"type": "take_loan"}), "game_over");
}

#[test]
fn as45_choosing_faces() {
    let config = GrandAustriaHotelConfig {
        choose_faces: true,
        ..GrandAustriaHotelConfig::default()
    };
    let events = GrandAustriaHotel::setup(&config, 2, &mut GameRng::for_entry(&[1; 32], 1));
    let mut s = GrandAustriaHotelState::default();
    for event in &events {
        s.apply(event);
    }
    assert_eq!(s.phase, Phase::ChoosingFaces);
    assert_eq!(GrandAustriaHotel::status(&s), Status::Awaiting(vec![A, B]));
    s.players[1].hotel_board = "HB3".into();
    s.players[1].staff_board = "SB1".into();
    let choice = json!({"type": "choose_faces", "hotel_face": "B", "staff_face": "A"});
    ok(&mut s, B, choice.clone());
    assert_eq!(s.sheet(B).hotel_side.as_deref(), Some("H7"));
    assert_eq!(s.sheet(B).staff_side.as_deref(), Some("S1"));
    rejected(&mut s, B, choice, "not_your_turn");
    rejected(
        &mut s,
        A,
        json!({"type": "take_die", "space": 1}),
        "wrong_phase",
    );
}

#[test]
fn as46_a_prepare_effect_is_used_up_room_by_room() {
    let (mut s, id) = took_prepare([3, 0, 0, 0, 0, 0]);
    let events = resolve(&mut s, A, &id, json!({"rooms": [10]}));
    assert_eq!(krone(&s, A), 7);
    assert!(events.contains(&E::EffectResolved {
        effect_id: id.clone(),
        remaining: Some(2)
    }));
    assert!(!turn_ended(&events));
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [17, 24, 11]}}),
        "too_many_rooms",
    );
    let events = resolve(&mut s, A, &id, json!({"rooms": [17]}));
    assert_eq!(krone(&s, A), 5);
    assert!(events.contains(&E::EffectResolved {
        effect_id: id.clone(),
        remaining: Some(1)
    }));
    let events = ok(&mut s, A, json!({"type": "skip_effect", "effect_id": id}));
    assert!(events.contains(&E::EffectSkipped { effect_id: id }));
    assert!(turn_ended(&events));
    assert_eq!(s.sheet(A).mark(10), Mark::Prepared);
    assert_eq!(s.sheet(A).mark(17), Mark::Prepared);
}

fn legal_json(s: &GrandAustriaHotelState, seat: Seat) -> Vec<Value> {
    GrandAustriaHotel::legal_commands(s, seat)
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect()
}

#[test]
fn as47_legal_commands_before_and_after_taking_a_die() {
    let mut s = fixture([1, 0, 0, 0, 0, 0]);
    assert_eq!(
        legal_json(&s, A),
        vec![
            json!({"type": "take_die", "space": 1}),
            json!({"type": "take_loan"})
        ]
    );
    ok(&mut s, A, json!({"type": "take_die", "space": 1}));
    let id = main_id(&s);
    let mut expected: Vec<Value> = [2, 6, 10, 11, 12]
        .iter()
        .map(|r| json!({"type": "resolve_effect", "effect_id": id, "params": {"rooms": [r]}}))
        .collect();
    expected.push(json!({"type": "skip_effect", "effect_id": id}));
    expected.push(json!({"type": "take_loan"}));
    let mut legal = legal_json(&s, A);
    legal.sort_by_key(|v| v.to_string());
    expected.sort_by_key(|v| v.to_string());
    assert_eq!(legal, expected);
    assert_eq!(legal_json(&s, B), vec![json!({"type": "take_loan"})]);
}

#[test]
fn as48_an_on_take_bonus_frame_lies_over_the_main_effect() {
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    s.players[0].hired[0] = true;
    s.players[0].emperor.top = 2;
    rejected(
        &mut s,
        A,
        json!({"type": "take_die", "space": 2, "main": {"room": 4}}),
        "effect_order",
    );
    assert_eq!((krone(&s, A), s.dice[1]), (8, 1));
    ok(&mut s, A, json!({"type": "take_die", "space": 2}));
    assert_eq!((krone(&s, A), s.sheet(A).emperor.top), (9, 3));
    assert_eq!(s.stack.len(), 2);
    assert_eq!(s.stack[1].order, FrameOrder::Sequential);
    let main = main_id(&s);
    assert_eq!(
        s.stack[0].effects[0].discount,
        Some(super::data::Discount::Amount(1))
    );
    rejected(
        &mut s,
        A,
        json!({"type": "resolve_effect", "effect_id": main, "params": {"room": 4}}),
        "effect_order",
    );
    let bonus = top_ids(&s)[0].clone();
    resolve(&mut s, A, &bonus, json!({"room": 3}));
    assert_eq!(s.sheet(A).mark(3), Mark::Occupied);
    assert_eq!(krone(&s, A), 9);
    let events = resolve(&mut s, A, &main, json!({"room": 4}));
    assert_eq!(krone(&s, A), 9);
    assert!(turn_ended(&events));
}

#[test]
fn a_timeout_skips_pending_effects_and_discards_an_untaken_die() {
    let mut s = fixture([0, 0, 2, 0, 0, 0]);
    let events =
        GrandAustriaHotel::decide_with(&s, A, &C::Timeout {}, &mut ScriptedDice::default())
            .unwrap();
    assert!(matches!(events[0], E::TimedOut { .. }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::DieDiscarded { space: 3, .. }))
    );
    ok(
        &mut s,
        A,
        json!({"type": "take_die", "space": 3, "mode": "prepare"}),
    );
    let events =
        GrandAustriaHotel::decide_with(&s, A, &C::Timeout {}, &mut ScriptedDice::default())
            .unwrap();
    assert!(events.iter().any(|e| matches!(e, E::EffectSkipped { .. })));
    assert!(turn_ended(&events));
}

/// A die whose action `forfeit_die` would not give up: the timeout of rules version 2
/// discards it without krone, that of version 1 forfeited it for 1 krone.
#[test]
fn a_timeout_pays_no_krone_for_a_die_that_could_be_used() {
    let mut s = fixture([0, 1, 0, 0, 0, 0]);
    rejected(
        &mut s,
        A,
        json!({"type": "forfeit_die", "space": 2}),
        "forfeit_not_allowed",
    );
    let mut first_rules = s.clone();
    first_rules.rules_version = 1;
    let events = timeout(&mut s);
    assert_eq!(events[1], E::DieDiscarded { seat: A, space: 2 });
    assert!(!events.iter().any(|e| matches!(e, E::KroneGained { .. })));
    assert_eq!((krone(&s, A), s.dice), (8, [0; 6]));
    assert!(turn_ended(&events));
    let events = timeout(&mut first_rules);
    assert_eq!(events[1], E::DieForfeited { seat: A, space: 2 });
    assert_eq!(krone(&first_rules, A), 9);
}

/// Where `forfeit_die` is accepted, the timeout forfeits with its krone under every rules
/// version: a die whose action is impossible, or any die under `any_time`.
#[test]
fn a_timeout_forfeits_with_krone_where_forfeit_die_would() {
    let mut unable = fixture([0, 1, 0, 0, 0, 0]);
    set(&mut unable, A, Mark::Occupied, &[3, 4, 5]);
    let mut any = fixture_with(any_time(), [0, 1, 0, 0, 0, 0]);
    for s in [&mut unable, &mut any] {
        let events = timeout(s);
        assert_eq!(events[1], E::DieForfeited { seat: A, space: 2 });
        assert_eq!(krone(s, A), 9);
        assert!(turn_ended(&events));
    }
}

fn timeout(s: &mut GrandAustriaHotelState) -> Vec<E> {
    let events =
        GrandAustriaHotel::decide_with(s, A, &C::Timeout {}, &mut ScriptedDice::default()).unwrap();
    for event in &events {
        s.apply(event);
    }
    events
}

#[test]
fn a_game_created_without_a_rules_version_is_played_under_version_1() {
    let fixture = fixture([1, 0, 0, 0, 0, 0]);
    assert_eq!(fixture.rules_version, GrandAustriaHotel::RULES_VERSION);
    let stored = json!({"type": "game_created", "player_count": 2, "options": {}});
    let event: E = serde_json::from_value(stored).unwrap();
    let mut s = GrandAustriaHotelState::default();
    s.apply(&event);
    assert_eq!(s.rules_version, 1);
    assert!(!s.loans_out_of_turn() && !s.timeout_pays_only_allowed_forfeits());
}

#[test]
fn the_start_player_must_be_a_seat_of_the_table() {
    let config = GrandAustriaHotelConfig {
        start_player: Some(Seat(2)),
        ..GrandAustriaHotelConfig::default()
    };
    assert_eq!(GrandAustriaHotel::validate_config(&config), Ok(()));
    let refused = GrandAustriaHotel::validate_seats(&config, 2).unwrap_err();
    assert!(refused.contains("start_player"), "{refused}");
    assert_eq!(GrandAustriaHotel::validate_seats(&config, 3), Ok(()));
    assert_eq!(
        GrandAustriaHotel::validate_seats(&GrandAustriaHotelConfig::default(), 2),
        Ok(())
    );
}

#[test]
fn malformed_commands_do_not_deserialize() {
    for bad in [
        json!({"type": "take_die", "space": 7}),
        json!({"type": "take_die", "space": 3, "mode": "jump"}),
        json!({"type": "choose_faces", "hotel_face": "C", "staff_face": "A"}),
        json!({"type": "take_loan", "amount": 2}),
    ] {
        assert!(serde_json::from_value::<C>(bad).is_err());
    }
}

/// Deciding in place (self-play's path) leaves the state its events fold to.
#[test]
fn deciding_in_place_equals_folding_the_events() {
    crate::engine::testing::check_decide_and_evolve::<GrandAustriaHotel>(
        &GrandAustriaHotelConfig::default(),
        3,
        2,
        1000,
    );
}
