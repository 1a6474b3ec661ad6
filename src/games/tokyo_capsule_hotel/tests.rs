//! The acceptance scenarios of the rules file (TCH-01 … TCH-47), given/when/then. Fixtures
//! are reached by play and then adjusted field by field (yen, supplies) where a scenario
//! names holdings directly.

use serde_json::{Value, json};

use super::command::TokyoCapsuleHotelCommand as C;
use super::config::{AttractionMode, Colour, HeadTimeoutMode, TokyoCapsuleHotelConfig};

use super::event::TokyoCapsuleHotelEvent as E;
use super::flow::Script;
use super::state::{Status, TokyoCapsuleHotelState as State};
use super::*;
use crate::engine::{Game, PlayError, Rejection, Seat, Viewer, play, replay};

/// Calls `visit` with the state after every entry (and the entry's number) of the seeded
/// self-played games `(seed byte, seats, player)`, each stopped after 3,000 entries at most.
pub(super) fn each_self_played_state(
    games: &[(u8, usize, crate::engine::simulate::Player)],
    mut visit: impl FnMut(&State, u64),
) {
    for &(seed, seats, player) in games {
        let mut state = State::default();
        crate::engine::simulate::simulate::<TokyoCapsuleHotel>(
            &Default::default(),
            seats,
            &[seed; 32],
            3000,
            player,
            &mut |entry| {
                for event in entry.events {
                    state.apply(event);
                }
                visit(&state, entry.seq);
            },
        );
    }
}

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C_: Seat = Seat(2);
const D: Seat = Seat(3);

fn cmd(value: Value) -> C {
    serde_json::from_value(value).expect("a command")
}

fn start(config: &TokyoCapsuleHotelConfig, seats: usize) -> State {
    start_under(config, seats, TokyoCapsuleHotel::RULES_VERSION)
}

/// A game created under rules version `version`.
fn start_under(config: &TokyoCapsuleHotelConfig, seats: usize, version: u32) -> State {
    let order = (0..seats).map(|i| Seat(i as u8)).collect();
    replay::<TokyoCapsuleHotel>(&TokyoCapsuleHotel::setup_with_order_under(
        config, seats, order, version,
    ))
}

/// Plays a command with scripted draws; panics when rejected.
fn ok_with(state: &mut State, seat: Seat, command: Value, draws: &[u32]) -> Vec<E> {
    let command = cmd(command);
    let events = TokyoCapsuleHotel::decide_with(state, seat, &command, &mut Script::new(draws))
        .unwrap_or_else(|e| {
            panic!(
                "{command:?} rejected: {}",
                serde_json::to_string(&e).unwrap()
            )
        });
    for e in &events {
        state.apply(e);
    }
    events
}

fn ok(state: &mut State, seat: Seat, command: Value) -> Vec<E> {
    ok_with(state, seat, command, &[])
}

/// The rejection code of a command (the shared layer first), with the state unchanged.
fn err(state: &State, seat: Seat, command: Value) -> String {
    let command = cmd(command);
    match play::<TokyoCapsuleHotel>(
        state,
        seat,
        &command,
        &mut crate::engine::GameRng::for_entry(&[0; 32], 1),
    ) {
        Ok(_) => panic!("{command:?} accepted"),
        Err(PlayError::Rule(r)) => r.code().to_string(),
        Err(PlayError::NotYourTurn { .. }) => "not_your_turn".into(),
        Err(PlayError::GameOver) => "game_over".into(),
    }
}

fn loans(state: &mut State, amounts: &[i64]) {
    for (i, &amount) in amounts.iter().enumerate() {
        ok(
            state,
            Seat(i as u8),
            json!({"type": "choose_loan", "amount": amount}),
        );
    }
}

fn yen(state: &State, seat: Seat) -> i64 {
    state.players[seat.index()].yen
}

fn supply(state: &State, seat: Seat, colour: Colour) -> u32 {
    state.players[seat.index()]
        .supply
        .get(&colour)
        .copied()
        .unwrap_or(0)
}

fn give_capsules(state: &mut State, seat: Seat, colour: Colour, n: u32) {
    *state.board.get_mut(&colour).unwrap() -= n;
    *state.players[seat.index()]
        .supply
        .entry(colour)
        .or_default() += n;
}

/// F3 after TCH-02's loans: round 1, purchase phase, queue [B, A, C].
fn f3_purchase() -> State {
    f3_purchase_under(TokyoCapsuleHotel::RULES_VERSION)
}

/// F3 in a game created under rules version `version`.
fn f3_purchase_under(version: u32) -> State {
    let mut s = start_under(&TokyoCapsuleHotelConfig::default(), 3, version);
    loans(&mut s, &[6000, 4000, 8000]);
    s
}

/// Fixture G: A head with the queue otherwise empty, B and C free; A has yen 5000, no
/// coupons, green 6 and pink 4.
fn g_with(config: TokyoCapsuleHotelConfig) -> State {
    g_with_under(config, TokyoCapsuleHotel::RULES_VERSION)
}

/// Fixture G in a game created under rules version `version`.
fn g_with_under(config: TokyoCapsuleHotelConfig, version: u32) -> State {
    let mut s = start_under(&config, 3, version);
    loans(&mut s, &[6000, 4000, 8000]);
    s.queue = vec![A];
    s.players[B.index()].status = Status::Free;
    s.players[C_.index()].status = Status::Free;
    s.players[A.index()].yen = 5000;
    for p in &mut s.players {
        p.coupons = 0;
    }
    give_capsules(&mut s, A, Colour::Green, 6);
    give_capsules(&mut s, A, Colour::Pink, 4);
    s
}

fn g() -> State {
    g_with(TokyoCapsuleHotelConfig::default())
}

fn vending(x: i32, y: i32) -> Value {
    json!({"type": "purchase", "item": {"kind": "vending_machine", "x": x, "y": y}})
}

fn graveyard(x: i32, y: i32) -> Value {
    json!({"type": "purchase", "item": {"kind": "graveyard", "x": x, "y": y}})
}

fn land(board: &str, x: i32, y: i32, rotation: i32, mirror: bool) -> Value {
    json!({"type": "purchase", "item": {"kind": "land", "board": board, "x": x, "y": y,
        "rotation": rotation, "mirror": mirror}})
}

fn hotel(colour: &str, e: [i32; 2], capsules: &[(i32, i32, i32, &str)]) -> Value {
    let capsules: Vec<Value> = capsules
        .iter()
        .map(|&(floor, x, y, dir)| json!({"floor": floor, "x": x, "y": y, "dir": dir}))
        .collect();
    json!({"type": "purchase", "item": {"kind": "entrance_hotel", "colour": colour,
        "entrance": {"x": e[0], "y": e[1]}, "capsules": capsules}})
}

fn building(b: &str, x: i32, y: i32, extra: Value) -> Value {
    let mut item = json!({"kind": "building", "building": b, "x": x, "y": y});
    for (k, v) in extra.as_object().unwrap() {
        item[k] = v.clone();
    }
    json!({"type": "purchase", "item": item})
}

fn join(s: &mut State, seat: Seat) {
    ok(s, seat, json!({"type": "join_queue"}));
}

/// Makes `seat` the only one in the queue (state surgery for scenarios that name a head).
fn make_head(s: &mut State, seat: Seat) {
    for q in s.queue.clone() {
        s.players[q.index()].status = Status::Free;
    }
    s.queue = vec![seat];
    s.players[seat.index()].status = Status::Queued;
}

#[test]
fn tch01_debt_formula() {
    let c = TokyoCapsuleHotelConfig::default();
    assert_eq!(c.debt(6000, 2), 7200);
    assert_eq!(c.debt(6000, 4), 8400);
    assert_eq!(c.debt(6000, 8), 10800);
    assert_eq!(c.debt(6000, 1) - c.debt(6000, 0), 600);
}

#[test]
fn tch02_secret_loan_choice_and_reveal() {
    let mut s = start(&TokyoCapsuleHotelConfig::default(), 3);
    let events = ok(&mut s, A, json!({"type": "choose_loan", "amount": 6000}));
    let chosen = &events[0];
    assert!(TokyoCapsuleHotel::event_view(&s, chosen, Viewer::Seat(B)).is_none());
    assert!(TokyoCapsuleHotel::event_view(&s, chosen, Viewer::Seat(A)).is_some());
    let v = serde_json::to_value(TokyoCapsuleHotel::view(&s, Viewer::Seat(B))).unwrap();
    assert_eq!(v["players"][0]["loan_chosen"], true);
    assert_eq!(v["players"][0]["loan"], Value::Null);
    assert_eq!(v["players"][0]["debt"], Value::Null);
    assert_eq!(v["players"][0]["yen"], 0);
    assert!(!v["players"][0].to_string().contains("6000"));
    ok(&mut s, B, json!({"type": "choose_loan", "amount": 4000}));
    let events = ok(&mut s, C_, json!({"type": "choose_loan", "amount": 8000}));
    assert!(events.iter().any(|e| matches!(e, E::LoansRevealed { .. })));
    assert_eq!((yen(&s, A), s.players[0].coupons), (6000, 0));
    assert_eq!((yen(&s, B), s.players[1].coupons), (4000, 1));
    assert_eq!((yen(&s, C_), s.players[2].coupons), (8000, 0));
    assert_eq!(
        [s.debt(A), s.debt(B), s.debt(C_)],
        [Some(6600), Some(4400), Some(8800)]
    );
}

#[test]
fn tch03_loan_validation_and_default() {
    let mut s = start(&TokyoCapsuleHotelConfig::default(), 3);
    assert_eq!(
        err(&s, A, json!({"type": "choose_loan", "amount": 5000})),
        "loan_amount_invalid"
    );
    ok(&mut s, A, json!({"type": "choose_loan", "amount": 6000}));
    assert_eq!(
        err(&s, A, json!({"type": "choose_loan", "amount": 8000})),
        "not_your_turn"
    );
    ok(&mut s, B, json!({"type": "choose_loan", "amount": 4000}));
    let deadlines = TokyoCapsuleHotel::deadlines(&s);
    assert_eq!(deadlines[0].seat, C_);
    let events = ok(&mut s, C_, json!({"type": "timeout", "timer": "loan"}));
    assert!(events.iter().any(
        |e| matches!(e, E::LoanDefaulted { player_id, amount: 4000, .. } if *player_id == C_)
    ));
    assert_eq!(s.players[2].loan, Some(4000));
    assert_eq!((yen(&s, C_), s.players[2].coupons), (4000, 1));
    assert_eq!(s.players[0].loan, Some(6000));
}

#[test]
fn tch04_queue_order_without_ties() {
    let s = f3_purchase();
    assert_eq!(s.queue, vec![B, A, C_]);
    let head = TokyoCapsuleHotel::deadlines(&s);
    assert!(
        head.iter()
            .any(|d| d.seat == B && matches!(d.due, crate::engine::Due::After(86_400)))
    );
}

#[test]
fn tch05_queue_tie_break_draws_then_clockwise() {
    for (draw, expected) in [(2, vec![D, C_, A, B]), (0, vec![D, A, B, C_])] {
        let mut s = start(&TokyoCapsuleHotelConfig::default(), 4);
        for (seat, amount) in [(A, 4000), (B, 4000), (C_, 4000)] {
            ok(
                &mut s,
                seat,
                json!({"type": "choose_loan", "amount": amount}),
            );
        }
        // Yen before the queue is drawn: A, B, C 2000 and D 500.
        let events = {
            let mut script = Script::new(&[draw]);
            let mut ctx = flow::Ctx::new(&s, &mut script);
            for (seat, y) in [(A, 2000), (B, 2000), (C_, 2000), (D, 500)] {
                ctx.s.players[seat.index()].yen = y;
            }
            flow::start_purchase(&mut ctx);
            ctx.events
        };
        match &events[0] {
            E::PurchasePhaseStarted {
                queue, tie_breaks, ..
            } => {
                assert_eq!(queue, &expected);
                assert_eq!(tie_breaks[0].group, vec![A, B, C_]);
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn tch06_colour_purchase_paid_with_a_coupon() {
    let mut s = f3_purchase();
    ok(
        &mut s,
        B,
        json!({"type": "purchase", "item": {"kind": "capsules", "colour": "black"}, "payment": {"coupons": 1}}),
    );
    assert_eq!((yen(&s, B), s.players[1].coupons), (3500, 0));
    assert_eq!(supply(&s, B, Colour::Black), 2);
    assert_eq!(s.board[&Colour::Black], 0);
    assert_eq!(s.spent, 1000);
    assert_eq!(s.players[1].status, Status::Free);
    assert_eq!(s.queue.first(), Some(&A));
    ok(&mut s, A, json!({"type": "leave_queue"}));
    assert_eq!(
        err(
            &s,
            C_,
            json!({"type": "purchase", "item": {"kind": "capsules", "colour": "black"}})
        ),
        "colour_unavailable"
    );
    assert_eq!(yen(&s, C_), 8000);
    ok(
        &mut s,
        C_,
        json!({"type": "purchase", "item": {"kind": "capsules", "colour": "red"}}),
    );
    assert_eq!((yen(&s, C_), supply(&s, C_, Colour::Red)), (4000, 8));
    assert_eq!(s.spent, 5000);
}

#[test]
fn tch07_pink_pricing() {
    let mut s = f3_purchase();
    make_head(&mut s, A);
    let pink = |n: i32| json!({"type": "purchase", "item": {"kind": "pink_capsules", "count": n}});
    ok(&mut s, A, pink(4));
    assert_eq!((yen(&s, A), s.board[&Colour::Pink]), (2500, 34));
    join(&mut s, A);
    assert_eq!(err(&s, A, pink(3)), "insufficient_funds");
    assert_eq!(err(&s, A, pink(0)), "pink_count_invalid");
    ok(&mut s, A, pink(2));
    assert_eq!((yen(&s, A), s.board[&Colour::Pink]), (0, 32));
    assert_eq!(s.spent, 6000);
}

#[test]
fn tch08_coupon_payment_rules() {
    let mut s = g();
    s.players[0].coupons = 2;
    let pay = |mut c: Value, n: u32| {
        c["payment"] = json!({"coupons": n});
        c
    };
    assert_eq!(err(&s, A, pay(vending(19, 19), 2)), "too_many_coupons");
    assert_eq!(err(&s, A, pay(graveyard(15, 19), 1)), "coupons_not_allowed");
    assert_eq!(err(&s, A, pay(vending(19, 19), 3)), "not_enough_coupons");
    ok(&mut s, A, pay(vending(19, 19), 1));
    assert_eq!((yen(&s, A), s.players[0].coupons, s.spent), (5000, 1, 500));
}

#[test]
fn tch09_graveyard_pays_and_keeps_the_marker() {
    let mut s = g();
    ok(&mut s, A, graveyard(15, 19));
    assert_eq!((yen(&s, A), s.spent, s.players[0].coupons), (5200, 0, 0));
}

/// A owns P1 (`L5000` at (6,15)); B owns the subdivision D1 = x 6–8, y 15–17 of it.
fn with_p1_and_d1(s: &mut State) {
    s.players[A.index()].yen = 20000;
    ok(s, A, land("L5000", 6, 15, 0, false));
    s.players[B.index()].yen += 1000;
    ok(
        s,
        A,
        json!({"type": "propose_trade", "transfers": [
        {"from": 0, "to": 1, "item": {"kind": "new_subdivision", "parent_area_id": "P1", "rects": [[6, 15, 3, 3]]}},
        {"from": 1, "to": 0, "item": {"kind": "yen", "amount": 100}}]}),
    );
    ok(s, B, json!({"type": "accept_trade", "trade_id": "T1"}));
}

#[test]
fn tch10_graveyard_limit_counts_subdivisions() {
    let mut s = g();
    with_p1_and_d1(&mut s);
    for (x, y) in [(10, 19), (12, 19), (10, 17), (12, 17)] {
        join(&mut s, A);
        ok(&mut s, A, graveyard(x, y));
    }
    join(&mut s, B);
    ok(&mut s, B, graveyard(7, 16));
    join(&mut s, A);
    assert_eq!(err(&s, A, graveyard(8, 19)), "graveyard_limit");
    ok(&mut s, A, json!({"type": "leave_queue"}));
    join(&mut s, B);
    assert_eq!(err(&s, B, graveyard(6, 15)), "graveyard_limit");
    ok(&mut s, B, json!({"type": "leave_queue"}));
    join(&mut s, A);
    let before = yen(&s, A);
    ok(&mut s, A, graveyard(15, 19));
    assert_eq!(yen(&s, A), before + 200);
}

#[test]
fn tch11_limit_reached_exactly_and_wind_down() {
    let mut s = f3_purchase();
    s.spent = 9000;
    s.queue = vec![C_, A];
    s.players[A.index()].status = Status::Queued;
    s.players[B.index()].status = Status::Free;
    s.players[A.index()].yen = 3000;
    s.players[B.index()].yen = 1500;
    s.players[C_.index()].yen = 5000;
    give_capsules(&mut s, B, Colour::Black, 2);
    ok(
        &mut s,
        B,
        json!({"type": "propose_trade", "transfers": [
        {"from": 1, "to": 0, "item": {"kind": "capsules", "colour": "black", "count": 1}},
        {"from": 0, "to": 1, "item": {"kind": "yen", "amount": 1000}}]}),
    );
    assert_eq!(
        err(&s, A, json!({"type": "accept_trade", "trade_id": "T1"})),
        "not_free"
    );
    let events = ok(&mut s, C_, building("sweets_buffet", 20, 20, json!({})));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::SpendingLimitReached { .. }))
    );
    assert_eq!((yen(&s, C_), s.spent), (2000, 12000));
    assert_eq!(s.players[A.index()].status, Status::Free);
    assert_eq!(
        err(&s, A, json!({"type": "join_queue"})),
        "spending_limit_reached"
    );
    assert_eq!(
        err(
            &s,
            C_,
            json!({"type": "propose_trade", "transfers": [{"from": 2, "to": 0, "item": {"kind": "yen", "amount": 100}}]})
        ),
        "negotiation_closed"
    );
    let events = ok(&mut s, A, json!({"type": "accept_trade", "trade_id": "T1"}));
    assert!(events.iter().any(|e| matches!(
        e,
        E::PurchasePhaseEnded {
            reason: event::PhaseEndReason::LimitReached
        }
    )));
    let paid: i64 = events
        .iter()
        .filter_map(|e| match e {
            E::HotelIncomePaid { paid, .. } => Some(*paid),
            _ => None,
        })
        .sum();
    assert_eq!(paid, 0);
    assert_eq!((yen(&s, A), supply(&s, A, Colour::Black)), (2000, 1));
    assert_eq!((yen(&s, B), supply(&s, B, Colour::Black)), (2500, 1));
}

#[test]
fn tch12_one_purchase_crosses_the_limit() {
    let mut s = f3_purchase();
    s.spent = 10000;
    s.players[A.index()].yen = 7000;
    s.queue = vec![A, B, C_];
    let events = ok(&mut s, A, land("L6000", 3, 15, 0, false));
    assert_eq!(yen(&s, A), 1000);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::SpendingLimitReached { spent: 16000, .. }))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::PurchasePhaseEnded { .. }))
    );
}

#[test]
fn tch13_graveyard_at_the_limit_edge() {
    let mut s = f3_purchase();
    s.spent = 11500;
    s.queue = vec![A, B, C_];
    let before = yen(&s, A);
    ok(&mut s, A, graveyard(15, 19));
    assert_eq!((yen(&s, A), s.spent), (before + 200, 11500));
    let events = ok(&mut s, B, vending(20, 17));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::SpendingLimitReached { spent: 12000, .. }))
    );
}

#[test]
fn tch14_head_timeout() {
    let mut s = f3_purchase();
    let events = ok(&mut s, B, json!({"type": "timeout", "timer": "head"}));
    assert!(
        matches!(events[0], E::PlayerLeftQueue { player_id, reason: event::LeaveReason::Timeout } if player_id == B)
    );
    assert_eq!(s.players[1].status, Status::Free);
    assert_eq!(s.queue.first(), Some(&A));
    join(&mut s, B);
    assert_eq!(s.queue, vec![A, C_, B]);
    assert_eq!([yen(&s, A), yen(&s, B), yen(&s, C_)], [6000, 4000, 8000]);
}

#[test]
fn a_head_timeout_costs_that_purchase_action_only() {
    let mut s = f3_purchase();
    for _ in 0..3 {
        let head = s.queue[0];
        ok(&mut s, head, json!({"type": "timeout", "timer": "head"}));
        assert_eq!(s.players[head.index()].status, Status::Free);
        join(&mut s, head);
    }
    ok(&mut s, A, json!({"type": "leave_queue"}));
    ok(&mut s, C_, json!({"type": "leave_queue"}));
    assert_eq!(s.queue, vec![B]);
    let events = ok(&mut s, B, json!({"type": "timeout", "timer": "head"}));
    assert!(
        !events.iter().any(|e| matches!(e, E::PlayerPassed { .. })),
        "a timeout never passes the player"
    );
    assert_eq!(s.players[B.index()].timeouts, 2);
    // B may still trade and buy in this phase.
    ok(
        &mut s,
        B,
        json!({"type": "propose_trade", "transfers": [
        {"from": 1, "to": 0, "item": {"kind": "yen", "amount": 100}},
        {"from": 0, "to": 1, "item": {"kind": "yen", "amount": 200}}]}),
    );
    ok(
        &mut s,
        B,
        json!({"type": "withdraw_trade", "trade_id": "T1"}),
    );
    join(&mut s, B);
    ok(&mut s, B, vending(22, 17));
}

#[test]
fn tch15_second_timeout_auto_passes_in_rules_version_1() {
    let mut s = f3_purchase_under(1);
    ok(&mut s, B, json!({"type": "timeout", "timer": "head"}));
    join(&mut s, B);
    ok(&mut s, A, json!({"type": "leave_queue"}));
    ok(&mut s, C_, json!({"type": "leave_queue"}));
    let events = ok(&mut s, B, json!({"type": "timeout", "timer": "head"}));
    assert!(events.iter().any(|e| matches!(e, E::PlayerPassed { player_id, auto: true, reason: event::PassReason::Timeouts } if *player_id == B)));
    assert_eq!(err(&s, B, json!({"type": "join_queue"})), "not_your_turn");
}

#[test]
fn tch16_passing() {
    let mut s = f3_purchase();
    ok(&mut s, B, json!({"type": "leave_queue"}));
    ok(&mut s, C_, json!({"type": "leave_queue"}));
    ok(
        &mut s,
        B,
        json!({"type": "propose_trade", "transfers": [{"from": 1, "to": 2, "item": {"kind": "yen", "amount": 100}}],
        "promises": [{"from": 2, "to": 1, "text": "thanks"}]}),
    );
    let events = ok(&mut s, B, json!({"type": "pass"}));
    assert!(matches!(
        events[0],
        E::TradeWithdrawn {
            reason: event::TradeEndReason::Passed,
            ..
        }
    ));
    assert_eq!(s.players[1].status, Status::Passed);
    ok(&mut s, A, json!({"type": "pass"}));
    let events = ok(&mut s, C_, json!({"type": "pass"}));
    assert!(events.iter().any(|e| matches!(
        e,
        E::PurchasePhaseEnded {
            reason: event::PhaseEndReason::AllPassed
        }
    )));
    assert_eq!([yen(&s, A), yen(&s, B), yen(&s, C_)], [6000, 4000, 8000]);
}

#[test]
fn tch16_promise_texts_must_be_plain_visible_text() {
    let mut s = f3_purchase();
    ok(&mut s, B, json!({"type": "leave_queue"}));
    ok(&mut s, C_, json!({"type": "leave_queue"}));
    let propose = |text: &str| {
        json!({"type": "propose_trade", "transfers": [{"from": 1, "to": 2, "item": {"kind": "yen", "amount": 100}}],
        "promises": [{"from": 2, "to": 1, "text": text}]})
    };
    for refused in [
        "nul\u{0}",
        "\u{1B}[2Jgone",
        "two\nlines",
        "evil\u{202E}txet",
        "\u{200B}\u{3164}",
        "z\u{336}\u{336}\u{336}\u{336}\u{336}\u{336}\u{336}\u{336}\u{336}",
    ] {
        assert_eq!(err(&s, B, propose(refused)), "bad_amount", "{refused:?}");
    }
    // Markup is text like any other: renderers escape it.
    ok(&mut s, B, propose("<b>thanks</b> & see you"));
}

#[test]
fn tch17_land_parcel_sharing_an_edge() {
    let mut s = g();
    ok(&mut s, A, land("L3000", 9, 15, 0, false));
    assert_eq!((yen(&s, A), s.spent), (2000, 3000));
    let p1 = s.areas.last().unwrap();
    assert_eq!((p1.id.as_str(), p1.owner, p1.cells.len()), ("P1", A, 30));
}

#[test]
fn tch18_corner_only_contact() {
    let s = g();
    assert_eq!(
        err(&s, A, land("L3000", 9, 10, 0, false)),
        "land_not_adjacent"
    );
}

#[test]
fn tch19_overlap() {
    let s = g();
    assert_eq!(err(&s, A, land("L3000", 10, 15, 0, false)), "land_overlap");
}

#[test]
fn tch20_covering_an_unreserved_slot() {
    let mut s = g();
    ok(&mut s, A, land("L3000", 15, 20, 90, false));
    assert_eq!(yen(&s, A), 2000);
}

#[test]
fn tch21_rotation_then_mirror() {
    for mirror in [false, true] {
        let mut s = g();
        ok(&mut s, A, land("L3500", 25, 12, 90, mirror));
        assert_eq!(yen(&s, A), 1500);
        let mut expected = geometry::rect_cells(28, 12, 3, 8);
        expected.extend(geometry::rect_cells(25, if mirror { 16 } else { 12 }, 3, 4));
        assert_eq!(s.areas.last().unwrap().cells, geometry::sorted(expected));
    }
}

#[test]
fn tch22_out_of_bounds_and_bad_rotation() {
    let s = g();
    assert_eq!(err(&s, A, land("L3000", 36, 0, 0, false)), "out_of_bounds");
    assert_eq!(
        err(&s, A, land("L3000", 9, 15, 45, false)),
        "bad_orientation"
    );
}

fn g_with_h1() -> State {
    g_with_h1_under(
        TokyoCapsuleHotelConfig::default(),
        TokyoCapsuleHotel::RULES_VERSION,
    )
}

/// Fixture G with hotel H1 (capsule (15,15)–(16,15), entrance (17,15)) and a vending machine
/// at (19,19), A at the head again, in a game created under rules version `version`.
fn g_with_h1_under(config: TokyoCapsuleHotelConfig, version: u32) -> State {
    let mut s = g_with_under(config, version);
    ok(&mut s, A, vending(19, 19));
    join(&mut s, A);
    ok(&mut s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")]));
    s
}

#[test]
fn tch23_golden_rule_gates_the_first_hotel() {
    let mut s = g();
    assert_eq!(
        err(&s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")])),
        "golden_rule"
    );
    ok(&mut s, A, vending(19, 19));
    assert_eq!((yen(&s, A), s.spent), (4500, 500));
    join(&mut s, A);
    ok(&mut s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")]));
    assert_eq!((yen(&s, A), s.spent), (3500, 1500));
    assert_eq!(supply(&s, A, Colour::Green), 5);
    assert_eq!(s.entrances_left, 19);
    assert_eq!(s.franchises[&Colour::Green].income, 200);
    assert_eq!(s.hotels().next().unwrap().1.height, 1);
}

#[test]
fn tch24_gap_rule() {
    let mut s = g_with_h1();
    join(&mut s, A);
    assert_eq!(err(&s, A, vending(18, 15)), "gap_violation");
    // (18,16) touches the entrance (17,15) at a corner only.
    assert_eq!(err(&s, A, vending(18, 16)), "gap_violation");
    ok(&mut s, A, vending(18, 17));
    assert_eq!(yen(&s, A), 3000);
}

#[test]
fn a_corner_is_contact_unless_the_game_says_edges_only_or_predates_the_rule() {
    // A Coin Laundry at (18,16)–(19,17) touches H1's entrance (17,15) at a corner only.
    let laundry = building("coin_laundry", 18, 16, json!({}));
    let mut s = g_with_h1();
    join(&mut s, A);
    assert_eq!(err(&s, A, laundry.clone()), "gap_violation");
    let edges_only = TokyoCapsuleHotelConfig {
        gap: super::config::GapRule::EdgesOnly,
        ..TokyoCapsuleHotelConfig::default()
    };
    let mut s = g_with_h1_under(edges_only, TokyoCapsuleHotel::RULES_VERSION);
    join(&mut s, A);
    ok(&mut s, A, laundry.clone());
    let mut s = g_with_h1_under(TokyoCapsuleHotelConfig::default(), 1);
    assert_eq!(s.rules_version, 1);
    join(&mut s, A);
    ok(&mut s, A, laundry);
}

#[test]
fn the_legal_placements_keep_the_corners_free() {
    let mut s = g_with_h1();
    join(&mut s, A);
    let cells: Vec<[i32; 2]> = TokyoCapsuleHotel::legal_commands(&s, A)
        .into_iter()
        .chain(expanded(&s, A, &[("item", "vending_machine")]).unwrap_or_default())
        .filter_map(|c| match c {
            C::Purchase {
                item: command::Item::VendingMachine { x, y },
                ..
            } => Some([x, y]),
            _ => None,
        })
        .collect();
    assert!(cells.contains(&[18, 17]), "a free cell is listed");
    for corner in [[18, 16], [18, 14], [14, 14], [14, 16]] {
        assert!(
            !cells.contains(&corner),
            "{corner:?} touches H1 at a corner"
        );
    }
}

#[test]
fn tch25_gap_across_owners() {
    let mut s = g();
    ok(&mut s, A, vending(19, 16));
    assert_eq!(yen(&s, A), 4500);
    make_head(&mut s, B);
    s.players[B.index()].yen = 3500;
    assert_eq!(err(&s, B, vending(20, 16)), "gap_violation");
    ok(&mut s, B, vending(21, 16));
    assert_eq!(yen(&s, B), 3000);
}

fn g_vm() -> State {
    let mut s = g();
    ok(&mut s, A, vending(19, 19));
    join(&mut s, A);
    s
}

#[test]
fn tch26_stacking() {
    let mut s = g_vm();
    assert_eq!(
        err(
            &s,
            A,
            hotel(
                "green",
                [15, 17],
                &[
                    (1, 16, 17, "h"),
                    (1, 16, 18, "h"),
                    (2, 16, 17, "v"),
                    (3, 16, 17, "v")
                ]
            )
        ),
        "too_many_floors"
    );
    assert_eq!(
        err(
            &s,
            A,
            hotel(
                "green",
                [15, 17],
                &[(1, 16, 17, "h"), (1, 16, 18, "h"), (2, 17, 17, "h")]
            )
        ),
        "capsule_not_supported"
    );
    ok(
        &mut s,
        A,
        hotel(
            "green",
            [15, 17],
            &[(1, 16, 17, "h"), (1, 16, 18, "h"), (2, 16, 17, "v")],
        ),
    );
    assert_eq!((yen(&s, A), supply(&s, A, Colour::Green)), (3500, 3));
    assert_eq!(s.hotels().next().unwrap().1.height, 2);
}

#[test]
fn tch27_pink_single_stack() {
    let s0 = g_vm();
    let stack = |n: i32, colour: &str| {
        let caps: Vec<(i32, i32, i32, &str)> = (1..=n).map(|f| (f, 16, 16, "h")).collect();
        hotel(colour, [18, 16], &caps)
    };
    let mut s = s0.clone();
    ok(&mut s, A, stack(4, "pink"));
    assert_eq!(s.hotels().next().unwrap().1.height, 4);
    assert_eq!((supply(&s, A, Colour::Pink), yen(&s, A)), (0, 3500));
    assert_eq!(err(&s0, A, stack(3, "pink")), "too_many_floors");
    assert_eq!(err(&s0, A, stack(4, "green")), "too_many_floors");
}

#[test]
fn tch28_connectivity_and_entrance_contact() {
    let s = g_vm();
    assert_eq!(
        err(
            &s,
            A,
            hotel("green", [17, 15], &[(1, 15, 15, "h"), (1, 15, 17, "h")])
        ),
        "ground_not_connected"
    );
    assert_eq!(
        err(&s, A, hotel("green", [17, 16], &[(1, 15, 15, "h")])),
        "entrance_not_touching"
    );
    assert_eq!(yen(&s, A), 4500);
}

#[test]
fn tch29_coin_laundry_hotels() {
    let mut s = g();
    ok(&mut s, A, building("coin_laundry", 16, 16, json!({})));
    assert_eq!(yen(&s, A), 3000);
    assert!(s.hotels().next().is_none());
    let s = g();
    let laundry = |count: i32, layout: &str| {
        building(
            "coin_laundry",
            16,
            16,
            json!({"laundry": {"colour": "green", "count": count, "layout": layout}}),
        )
    };
    assert_eq!(err(&s, A, laundry(1, "flat")), "golden_rule");
    let mut s = g_vm();
    assert_eq!(err(&s, A, laundry(3, "flat")), "capsule_count_invalid");
    assert_eq!(err(&s, A, laundry(1, "stacked")), "laundry_layout_invalid");
    ok(&mut s, A, laundry(2, "flat"));
    assert_eq!((yen(&s, A), supply(&s, A, Colour::Green)), (2500, 4));
    assert_eq!(s.franchises[&Colour::Green].income, 200);
    let (_, h) = s.hotels().next().unwrap();
    assert_eq!((h.height, h.capsule_count), (2, 2));
}

#[test]
fn tch30_franchise_thresholds() {
    let mut s = g();
    s.players[A.index()].yen = 20000;
    for (x, y) in [(19, 19), (19, 17), (19, 15)] {
        ok(&mut s, A, vending(x, y));
        join(&mut s, A);
    }
    ok(&mut s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")]));
    join(&mut s, A);
    ok(&mut s, A, hotel("green", [17, 17], &[(1, 15, 17, "h")]));
    assert_eq!(s.franchises[&Colour::Green].income, 300);
    make_head(&mut s, B);
    s.players[B.index()].yen = 3000;
    s.players[B.index()].coupons = 0;
    give_capsules(&mut s, B, Colour::Green, 0);
    s.players[A.index()].supply.insert(Colour::Green, 3);
    s.players[B.index()].supply.insert(Colour::Green, 1);
    ok(&mut s, B, vending(24, 19));
    join(&mut s, B);
    s.players[B.index()].yen = 3000;
    let events = ok(&mut s, B, hotel("green", [23, 15], &[(1, 21, 15, "h")]));
    assert_eq!(yen(&s, B), 2000);
    assert_eq!(s.franchises[&Colour::Green].income, 500);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::FranchiseThresholdReached { threshold: 500, .. }))
    );
    assert_eq!(
        [
            s.players[0].coupons,
            s.players[1].coupons,
            s.players[2].coupons
        ],
        [1, 1, 0]
    );
    make_head(&mut s, A);
    let events = ok(&mut s, A, hotel("green", [17, 19], &[(1, 15, 19, "h")]));
    assert_eq!(s.franchises[&Colour::Green].income, 600);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, E::FranchiseThresholdReached { .. }))
    );
}

// ---- Given events for the income scenarios (placed without the purchase checks). ----

fn given(s: &mut State, event: E) {
    s.apply(&event);
}

fn given_land(s: &mut State, owner: Seat, cells: Vec<geometry::Cell>) -> String {
    let id = format!("P{}", s.counters.parcels + 1);
    given(
        s,
        E::LandParcelPlaced {
            area_id: id.clone(),
            board: "L3000".into(),
            x: 0,
            y: 0,
            rotation: 0,
            mirror: false,
            cells: geometry::sorted(cells),
            owner,
        },
    );
    id
}

fn given_sub(s: &mut State, parent: &str, owner: Seat, cells: Vec<geometry::Cell>) -> String {
    let id = format!("D{}", s.counters.subdivisions + 1);
    given(
        s,
        E::SubdivisionCreated {
            area_id: id.clone(),
            parent: parent.into(),
            cells: geometry::sorted(cells),
            owner,
        },
    );
    id
}

fn given_vm(s: &mut State, cell: geometry::Cell, area: &str) {
    let id = format!("V{}", s.counters.vending + 1);
    given(
        s,
        E::VendingMachinePlaced {
            id,
            cell,
            area_id: area.into(),
        },
    );
}

fn given_gy(s: &mut State, cell: geometry::Cell, area: &str) {
    let id = format!("G{}", s.counters.graveyards + 1);
    given(
        s,
        E::GraveyardPlaced {
            id,
            cell,
            area_id: area.into(),
            parcel_graveyards: 0,
        },
    );
}

fn given_building(
    s: &mut State,
    b: config::BuildingType,
    at: geometry::Cell,
    side: Option<command::Side>,
    area: &str,
) -> String {
    let id = format!("B{}", s.counters.buildings + 1);
    let cells = placement::building_cells(s, b, at, 0);
    given(
        s,
        E::BuildingBuilt {
            id: id.clone(),
            building: b,
            cells,
            side,
            area_id: area.into(),
        },
    );
    id
}

/// An entrance hotel of floor-1 capsules `{1,x,y,h}` (and more floors) with its entrance.
fn given_hotel(
    s: &mut State,
    colour: Colour,
    entrance: geometry::Cell,
    caps: &[(i32, i32, i32, &str)],
    area: &str,
) -> String {
    let id = format!("H{}", s.counters.hotels + 1);
    let a = s.area_by_id(area).unwrap();
    let owner = s.areas[a].owner;
    let capsules: Vec<command::CapsulePlacement> = caps
        .iter()
        .map(|&(floor, x, y, dir)| command::CapsulePlacement {
            floor,
            x,
            y,
            dir: if dir == "h" {
                config::Dir::H
            } else {
                config::Dir::V
            },
        })
        .collect();
    let n = capsules.len() as u32;
    *s.players[owner.index()].supply.entry(colour).or_default() += n;
    let height = capsules.iter().map(|c| c.floor).max().unwrap() as u32;
    let parcel_id = s.areas[s.areas[a].parcel].id.clone();
    given(
        s,
        E::HotelBuilt {
            id: id.clone(),
            colour,
            kind: event::HotelKind::Entrance,
            entrance: Some(entrance),
            capsules,
            layout: None,
            height,
            capsule_count: n,
            area_id: area.into(),
            parcel_id,
        },
    );
    id
}

/// Runs the income phase with scripted dice: (events, paid per hotel id).
fn income(s: &mut State, draws: &[u32]) -> (Vec<E>, std::collections::BTreeMap<String, i64>) {
    let mut script = Script::new(draws);
    let mut ctx = flow::Ctx::new(s, &mut script);
    flow::income(&mut ctx);
    let events = ctx.events;
    for e in &events {
        s.apply(e);
    }
    let paid = events
        .iter()
        .filter_map(|e| match e {
            E::HotelIncomePaid { hotel_id, paid, .. } => Some((hotel_id.clone(), *paid)),
            _ => None,
        })
        .collect();
    (events, paid)
}

fn totals(events: &[E]) -> Vec<i64> {
    events
        .iter()
        .filter_map(|e| match e {
            E::PlayerIncomeTotalled { total, .. } => Some(*total),
            _ => None,
        })
        .collect()
}

#[test]
fn tch31_graveyard_deduction_and_the_floor() {
    for (others, expected) in [(2, 200), (0, 100)] {
        let mut s = f3_purchase();
        for x in [15, 17, 19] {
            given_gy(&mut s, [x, 19], "S-NW");
        }
        let h = given_hotel(&mut s, Colour::Green, [17, 15], &[(1, 15, 15, "h")], "S-NW");
        for k in 0..others {
            given_hotel(
                &mut s,
                Colour::Green,
                [23, 15 + 2 * k],
                &[(1, 21, 15 + 2 * k, "h")],
                "S-NE",
            );
        }
        let (_, paid) = income(&mut s, &[]);
        assert_eq!(paid[&h], expected);
    }
}

#[test]
fn tch32_the_cap_is_applied_last() {
    let mut s = f3_purchase();
    given_building(
        &mut s,
        config::BuildingType::Park,
        [15, 20 - 5],
        None,
        "S-NW",
    );
    for x in [15, 17, 19] {
        given_gy(&mut s, [x, 19], "S-NW");
    }
    given_gy(&mut s, [19, 17], "S-NW");
    given_gy(&mut s, [19, 15], "S-NW");
    let h = given_hotel(
        &mut s,
        Colour::Green,
        [17, 19 - 2],
        &[(1, 15, 17, "h"), (1, 15, 18, "h")],
        "S-NW",
    );
    for (k, area) in ["S-NE", "S-NE", "S-SE", "S-SE", "S-SE"].iter().enumerate() {
        let y = 15 + 5 * (k as i32 / 2);
        given_hotel(&mut s, Colour::Green, [23, y], &[(1, 21, y, "h")], area);
    }
    assert_eq!(flow::franchise_income(&s, Colour::Green), 900);
    let (_, paid) = income(&mut s, &[2]);
    assert_eq!(paid[&h], 2000);
}

#[test]
fn tch33_tokyo_spike_nullifier() {
    for (draw, expected, coupons) in [(0, 300, 0), (2, 600, 0), (4, 100, 2)] {
        let mut s = f3_purchase();
        given_building(
            &mut s,
            config::BuildingType::TokyoSpike,
            [18, 18],
            None,
            "S-NW",
        );
        for x in [15, 17] {
            given_gy(&mut s, [x, 19], "S-NW");
        }
        given_gy(&mut s, [15, 17], "S-NW");
        let h = given_hotel(&mut s, Colour::Green, [17, 15], &[(1, 15, 15, "h")], "S-NW");
        given_hotel(&mut s, Colour::Green, [19, 16], &[(1, 19, 15, "v")], "S-NW");
        let before = s.players[0].coupons;
        let (_, paid) = income(&mut s, &[draw]);
        assert_eq!(paid[&h], expected);
        assert_eq!(s.players[0].coupons - before, coupons);
    }
}

#[test]
fn tch34_a_building_in_a_subdivision_serves_the_whole_parcel() {
    for (draw, expected, coupon) in [(3, 500, 0), (0, 200, 1)] {
        let mut s = f3_purchase();
        let p1 = given_land(&mut s, A, geometry::rect_cells(6, 15, 9, 6));
        let d1 = given_sub(&mut s, &p1, B, geometry::rect_cells(6, 15, 3, 3));
        given_building(
            &mut s,
            config::BuildingType::CoinLaundry,
            [6, 15],
            None,
            &d1,
        );
        given_vm(&mut s, [8, 17], &d1);
        given_vm(&mut s, [13, 17], &p1);
        let h = given_hotel(
            &mut s,
            Colour::Green,
            [12, 15],
            &[(1, 10, 15, "h"), (1, 10, 16, "h")],
            &p1,
        );
        let before = s.players[1].coupons;
        let (_, paid) = income(&mut s, &[draw]);
        assert_eq!(paid[&h], expected);
        assert_eq!(s.players[1].coupons - before, coupon);
    }
}

fn buyer_chooses() -> TokyoCapsuleHotelConfig {
    TokyoCapsuleHotelConfig {
        attraction_cards: AttractionMode::BuyerChooses,
        ..TokyoCapsuleHotelConfig::default()
    }
}

#[test]
fn tch35_side_b_effects() {
    let mut s = g_with(buyer_chooses());
    let spent = s.spent;
    ok(
        &mut s,
        A,
        building("tokyo_spike", 16, 16, json!({"side": "B"})),
    );
    assert_eq!(
        (yen(&s, A), s.players[0].coupons, s.spent - spent),
        (2000, 7, 3000)
    );
    let h = given_hotel(&mut s, Colour::Green, [19, 15], &[(1, 19, 18, "v")], "S-NW");
    let (events, paid) = income(&mut s, &[]);
    assert!(!events.iter().any(|e| matches!(e, E::DiceRolled { .. })));
    assert_eq!(paid[&h], 200);

    let mut s = g_with(buyer_chooses());
    s.players[0].yen = 6000;
    ok(&mut s, A, building("arcade", 16, 16, json!({"side": "B"})));
    assert_eq!((yen(&s, A), s.players[0].coupons), (1000, 1));
    let h = given_hotel(&mut s, Colour::Green, [19, 15], &[(1, 19, 18, "v")], "S-NW");
    given_hotel(&mut s, Colour::Green, [23, 15], &[(1, 21, 15, "h")], "S-NE");
    given_hotel(&mut s, Colour::Green, [23, 17], &[(1, 21, 17, "h")], "S-NE");
    given_hotel(&mut s, Colour::Green, [23, 22], &[(1, 21, 22, "h")], "S-SE");
    assert_eq!(flow::franchise_income(&s, Colour::Green), 700);
    let (_, paid) = income(&mut s, &[]);
    assert_eq!(paid[&h], 1000);

    let mut s = f3_purchase();
    given_building(
        &mut s,
        config::BuildingType::SweetsBuffet,
        [16, 16],
        Some(command::Side::B),
        "S-NW",
    );
    given_gy(&mut s, [15, 19], "S-NW");
    given_gy(&mut s, [17, 19], "S-NW");
    let h = given_hotel(&mut s, Colour::Green, [19, 15], &[(1, 19, 17, "v")], "S-NW");
    let (_, paid) = income(&mut s, &[]);
    assert_eq!(paid[&h], 500);
}

#[test]
fn tch36_sweets_buffet_side_is_locked() {
    let mut s = g_with(buyer_chooses());
    make_head(&mut s, B);
    ok(
        &mut s,
        B,
        building("sweets_buffet", 20, 15, json!({"side": "B"})),
    );
    assert_eq!(s.cards[&config::BuildingType::SweetsBuffet].holder, B);
    make_head(&mut s, C_);
    let before = yen(&s, C_);
    assert_eq!(
        err(
            &s,
            C_,
            building("sweets_buffet", 20, 20, json!({"side": "A"}))
        ),
        "side_not_allowed"
    );
    assert_eq!(yen(&s, C_), before);
    ok(&mut s, C_, building("sweets_buffet", 20, 20, json!({})));
    assert_eq!(s.structures.last().unwrap().side, Some(command::Side::B));
    make_head(&mut s, C_);
    assert_eq!(
        err(&s, C_, building("park", 22, 22, json!({}))),
        "side_required"
    );
    let off = g();
    assert_eq!(
        err(&off, A, building("park", 16, 16, json!({"side": "A"}))),
        "side_not_allowed"
    );
}

#[test]
fn tch37_sumo_dohyo_side_b_lifts_the_golden_rule() {
    let mut s = g_with(buyer_chooses());
    let p1 = given_land(&mut s, A, geometry::rect_cells(6, 15, 9, 6));
    given_building(
        &mut s,
        config::BuildingType::SumoDohyo,
        [6, 15],
        Some(command::Side::B),
        &p1,
    );
    s.players[0].yen = 3000;
    let in_p1 = hotel("green", [12, 17], &[(1, 10, 17, "h")]);
    assert_eq!(
        err(&s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")])),
        "golden_rule"
    );
    ok(&mut s, A, in_p1);
    assert_eq!(yen(&s, A), 2000);
    assert!(trade::subdivision(&s, &p1, &[[10, 16, 4, 3]]).is_ok());
}

#[test]
fn tch38_worked_example_income() {
    let mut s = start(&buyer_chooses(), 3);
    loans(&mut s, &[6000, 4000, 8000]);
    let coupons_before: Vec<u32> = s.players.iter().map(|p| p.coupons).collect();
    let p1 = given_land(&mut s, A, geometry::rect_cells(6, 15, 9, 6));
    let d1 = given_sub(&mut s, &p1, B, geometry::rect_cells(6, 15, 3, 3));
    let p2 = given_land(&mut s, C_, geometry::rect_cells(14, 21, 6, 5));
    given_hotel(
        &mut s,
        Colour::Red,
        [18, 16],
        &[(1, 16, 16, "h"), (1, 16, 17, "h")],
        "S-NW",
    );
    given_vm(&mut s, [18, 19], "S-NW");
    given_hotel(&mut s, Colour::Green, [23, 15], &[(1, 21, 15, "h")], "S-NE");
    given_vm(&mut s, [20, 17], "S-NE");
    given_building(
        &mut s,
        config::BuildingType::CoinLaundry,
        [22, 17],
        None,
        "S-NE",
    );
    given_hotel(
        &mut s,
        Colour::Red,
        [22, 22],
        &[(1, 20, 22, "h"), (1, 20, 23, "h"), (2, 20, 22, "v")],
        "S-SE",
    );
    given_hotel(&mut s, Colour::Pink, [22, 24], &[(1, 23, 24, "h")], "S-SE");
    given_vm(&mut s, [24, 22], "S-SE");
    given_vm(&mut s, [23, 21], "S-SE");
    for x in [20, 22, 24] {
        given_gy(&mut s, [x, 20], "S-SE");
    }
    given_hotel(
        &mut s,
        Colour::Red,
        [12, 15],
        &[(1, 10, 15, "h"), (1, 10, 16, "h")],
        &p1,
    );
    given_vm(&mut s, [13, 17], &p1);
    given_building(
        &mut s,
        config::BuildingType::SweetsBuffet,
        [6, 19],
        Some(command::Side::A),
        &p1,
    );
    given_gy(&mut s, [10, 19], &p1);
    given_gy(&mut s, [12, 19], &p1);
    given_hotel(&mut s, Colour::Red, [8, 15], &[(1, 6, 15, "h")], &d1);
    given_vm(&mut s, [6, 17], &d1);
    given_building(
        &mut s,
        config::BuildingType::Park,
        [14, 23],
        Some(command::Side::B),
        &p2,
    );
    assert_eq!(s.areas[s.area_by_id(&p2).unwrap()].cells.len(), 30);
    let (events, paid) = income(&mut s, &[0, 3, 2]);
    let expected = [
        ("H1", 1200),
        ("H2", 700),
        ("H3", 900),
        ("H4", 400),
        ("H5", 1600),
        ("H6", 1000),
    ];
    for (h, p) in expected {
        assert_eq!(paid[h], p, "{h}");
    }
    assert_eq!(totals(&events), vec![2800, 1700, 1300]);
    let coupons: Vec<u32> = s
        .players
        .iter()
        .zip(&coupons_before)
        .map(|(p, b)| p.coupons - b)
        .collect();
    assert_eq!(coupons, vec![0, 1, 0]);
}

/// A free with yen 5000 and B queued with yen 3500 and 6 green.
fn trade_fixture() -> State {
    let mut s = f3_purchase();
    s.queue = vec![C_, B];
    s.players[A.index()].status = Status::Free;
    s.players[A.index()].yen = 5000;
    s.players[B.index()].yen = 3500;
    give_capsules(&mut s, B, Colour::Green, 6);
    s
}

#[test]
fn tch39_basic_trade_addressee_leaves_the_queue() {
    let mut s = trade_fixture();
    ok(
        &mut s,
        A,
        json!({"type": "propose_trade", "transfers": [
        {"from": 0, "to": 1, "item": {"kind": "yen", "amount": 1000}},
        {"from": 1, "to": 0, "item": {"kind": "capsules", "colour": "green", "count": 1}}]}),
    );
    assert_eq!(
        err(&s, B, json!({"type": "accept_trade", "trade_id": "T1"})),
        "not_free"
    );
    ok(&mut s, B, json!({"type": "leave_queue"}));
    let spent = s.spent;
    let events = ok(&mut s, B, json!({"type": "accept_trade", "trade_id": "T1"}));
    assert!(events.iter().any(|e| matches!(e, E::TradeExecuted { .. })));
    assert_eq!((yen(&s, A), supply(&s, A, Colour::Green)), (4000, 1));
    assert_eq!((yen(&s, B), supply(&s, B, Colour::Green)), (4500, 5));
    assert_eq!(s.spent, spent);
}

#[test]
fn tch40_trade_validation() {
    let mut s = trade_fixture();
    ok(&mut s, B, json!({"type": "leave_queue"}));
    s.players[B.index()].supply.clear();
    s.players[A.index()].supply.insert(Colour::Green, 1);
    let promise = json!([{"from": 1, "to": 0, "text": "I'll build green hotels"}]);
    assert_eq!(
        err(
            &s,
            A,
            json!({"type": "propose_trade", "transfers": [{"from": 0, "to": 1, "item": {"kind": "yen", "amount": 500}}]})
        ),
        "empty_contribution"
    );
    for (amount, code) in [(150, "bad_amount"), (9000, "item_not_owned")] {
        assert_eq!(
            err(
                &s,
                A,
                json!({"type": "propose_trade", "transfers": [{"from": 0, "to": 1, "item": {"kind": "yen", "amount": amount}}], "promises": promise})
            ),
            code
        );
    }
    let mut w = s.clone();
    ok(
        &mut s,
        A,
        json!({"type": "propose_trade", "transfers": [{"from": 0, "to": 1, "item": {"kind": "capsules", "colour": "green", "count": 1}}], "promises": promise}),
    );
    assert_eq!(
        err(&s, A, json!({"type": "join_queue"})),
        "has_open_negotiation"
    );
    w = {
        let mut x = s.clone();
        ok(
            &mut x,
            A,
            json!({"type": "withdraw_trade", "trade_id": "T1"}),
        );
        ok(&mut x, A, json!({"type": "join_queue"}));
        let _ = &w;
        x
    };
    assert!(w.queue.contains(&A));
    ok(&mut s, B, json!({"type": "accept_trade", "trade_id": "T1"}));
    assert_eq!(
        (supply(&s, A, Colour::Green), supply(&s, B, Colour::Green)),
        (0, 1)
    );
}

/// S-NW with H1 ((15,15),(16,15),(17,15)) and vending machines at (19,17) and (15,19).
fn subdivision_fixture() -> State {
    let mut s = trade_fixture();
    ok(&mut s, B, json!({"type": "leave_queue"}));
    given_vm(&mut s, [19, 17], "S-NW");
    given_vm(&mut s, [15, 19], "S-NW");
    given_hotel(&mut s, Colour::Green, [17, 15], &[(1, 15, 15, "h")], "S-NW");
    s.players[B.index()].yen = 3000;
    s
}

fn sub_offer(rects: Value) -> Value {
    json!({"type": "propose_trade", "transfers": [
        {"from": 0, "to": 1, "item": {"kind": "new_subdivision", "parent_area_id": "S-NW", "rects": rects}},
        {"from": 1, "to": 0, "item": {"kind": "yen", "amount": 800}}]})
}

#[test]
fn tch41_subdivisions() {
    let s = subdivision_fixture();
    let cases = [
        (json!([[15, 15, 3, 2]]), "subdivision_golden_rule"),
        (json!([[15, 15, 2, 2]]), "subdivision_splits_structure"),
        (json!([[15, 17, 5, 3]]), "subdivision_golden_rule"),
        (
            json!([[15, 18, 1, 1], [17, 18, 1, 1]]),
            "subdivision_not_connected",
        ),
        (json!([[20, 18, 1, 1]]), "subdivision_outside_parent"),
        (json!([[15, 15, 5, 5]]), "subdivision_whole_area"),
        (json!([]), "bad_amount"),
        (json!([[15, 18, 0, 2]]), "bad_amount"),
    ];
    for (rects, code) in cases {
        assert_eq!(err(&s, A, sub_offer(rects.clone())), code, "{rects}");
    }
    let mut overlapping = s.clone();
    ok(
        &mut overlapping,
        A,
        sub_offer(json!([[15, 18, 2, 1], [15, 18, 1, 2], [16, 19, 1, 1]])),
    );
    let mut s = s;
    ok(&mut s, A, sub_offer(json!([[15, 18, 2, 2]])));
    ok(&mut s, B, json!({"type": "accept_trade", "trade_id": "T1"}));
    let d1 = &s.areas[s.area_by_id("D1").unwrap()];
    assert_eq!(
        (d1.owner, d1.cells.clone()),
        (B, vec![[15, 18], [16, 18], [15, 19], [16, 19]])
    );
    let vm = s
        .structures
        .iter()
        .find(|x| x.cells == vec![[15, 19]])
        .unwrap();
    assert_eq!(s.owner_of_structure(vm), B);
    assert_eq!((yen(&s, A), yen(&s, B)), (5800, 2200));
    assert_eq!(s.direct_cells(0).len(), 21);
    make_head(&mut s, A);
    assert_eq!(err(&s, A, vending(16, 18)), "not_own_land");
}

#[test]
fn tch42_coupon_round_and_debt() {
    let mut s = f3_purchase();
    s.round = 2;
    for (i, c) in [2, 0, 5].into_iter().enumerate() {
        s.players[i].coupons = c;
    }
    let mut script = Script::default();
    let mut ctx = flow::Ctx::new(&s, &mut script);
    flow::start_round(&mut ctx, 3);
    let coupons: Vec<u32> = ctx.s.players.iter().map(|p| p.coupons).collect();
    assert_eq!(coupons, vec![3, 1, 6]);
    let mut s = ctx.s.clone();
    s.players[0].yen = 8300;
    s.players[0].coupons = 3;
    assert_eq!(s.config.debt(6000, 4), 8400);
    let mut script = Script::default();
    let mut ctx = flow::Ctx::new(&s, &mut script);
    flow::start_round(&mut ctx, 4);
    assert!(
        ctx.events
            .iter()
            .any(|e| matches!(e, E::PurchasePhaseStarted { .. }))
    );
}

#[test]
fn tch43_game_ends_in_a_loan_phase() {
    let mut s = f3_purchase();
    for (i, y) in [9000, 5500, 11000].into_iter().enumerate() {
        s.players[i].yen = y;
    }
    let mut script = Script::default();
    let mut ctx = flow::Ctx::new(&s, &mut script);
    flow::start_round(&mut ctx, 4);
    match ctx.events.last().unwrap() {
        E::GameEnded {
            reason,
            round,
            scores,
            winners,
        } => {
            assert_eq!((*reason, *round), (event::EndReason::DebtRepayable, 4));
            let nets: Vec<i64> = scores.iter().map(|s| s.net).collect();
            assert_eq!(nets, vec![600, -100, -200]);
            assert_eq!(winners, &vec![A]);
        }
        other => panic!("{other:?}"),
    }
    assert!(
        !ctx.events
            .iter()
            .any(|e| matches!(e, E::PurchasePhaseStarted { .. }))
    );
}

#[test]
fn tch44_game_ends_after_round_8_with_a_shared_win() {
    let mut s = f3_purchase();
    s.round = 8;
    for (i, y) in [10500, 6900, 13000].into_iter().enumerate() {
        s.players[i].yen = y;
    }
    for seat in [A, B, C_] {
        s.players[seat.index()].status = Status::Passed;
    }
    s.queue.clear();
    let mut script = Script::default();
    let mut ctx = flow::Ctx::new(&s, &mut script);
    flow::check_phase_end(&mut ctx);
    let s = ctx.s;
    assert_eq!(
        TokyoCapsuleHotel::status(&s),
        crate::engine::Status::Finished(s.outcome.clone().unwrap())
    );
    let outcome = s.outcome.unwrap();
    assert_eq!(outcome.winners(), vec![A, B]);
    let scores: Vec<i64> = outcome.standings.iter().map(|x| x.score).collect();
    assert_eq!(scores, vec![-300, -300, -1400]);
}

#[test]
fn tch45_tallest_hotel() {
    let mut s = g_with(TokyoCapsuleHotelConfig {
        tallest_hotel: true,
        ..TokyoCapsuleHotelConfig::default()
    });
    s.players[A.index()].yen = 20000;
    given_vm(&mut s, [19, 19], "S-NW");
    given_vm(&mut s, [19, 17], "S-NW");
    let events = ok(&mut s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")]));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, E::TallestHotelClaimed { .. }))
    );
    given_vm(&mut s, [24, 19], "S-NE");
    give_capsules(&mut s, B, Colour::Red, 8);
    make_head(&mut s, B);
    let before = s.players[1].coupons;
    ok(
        &mut s,
        B,
        hotel(
            "red",
            [20, 15],
            &[(1, 21, 15, "h"), (1, 21, 16, "h"), (2, 21, 15, "v")],
        ),
    );
    assert_eq!(s.players[1].coupons, before + 1);
    assert_eq!(s.tallest_holder, Some(B));
    given_vm(&mut s, [24, 24], "S-SE");
    give_capsules(&mut s, C_, Colour::Orange, 7);
    make_head(&mut s, C_);
    let events = ok(
        &mut s,
        C_,
        building(
            "coin_laundry",
            21,
            21,
            json!({"laundry": {"colour": "orange", "count": 2}}),
        ),
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, E::TallestHotelClaimed { .. }))
    );
    make_head(&mut s, A);
    let before = s.players[0].coupons;
    ok(
        &mut s,
        A,
        hotel(
            "pink",
            [17, 17],
            &[
                (1, 15, 17, "h"),
                (2, 15, 17, "h"),
                (3, 15, 17, "h"),
                (4, 15, 17, "h"),
            ],
        ),
    );
    assert_eq!(
        (s.players[0].coupons, s.tallest_holder),
        (before + 1, Some(A))
    );
}

#[test]
fn tch46_supply_exhaustion() {
    let mut s = g_vm();
    s.entrances_left = 0;
    assert_eq!(
        err(&s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")])),
        "supply_exhausted"
    );
    s.buildings_left.insert(config::BuildingType::Park, 0);
    assert_eq!(
        err(&s, A, building("park", 15, 15, json!({}))),
        "supply_exhausted"
    );
    s.board.insert(Colour::Red, 0);
    assert_eq!(
        err(
            &s,
            A,
            json!({"type": "purchase", "item": {"kind": "capsules", "colour": "red"}})
        ),
        "colour_unavailable"
    );
    assert_eq!(yen(&s, A), 4500);
}

#[test]
fn tch47_idle_auto_pass() {
    let mut s = f3_purchase();
    ok(&mut s, B, json!({"type": "leave_queue"}));
    assert!(TokyoCapsuleHotel::deadlines(&s).iter().any(|d| d.seat == B
        && d.command == cmd(json!({"type": "timeout", "timer": "idle"}))
        && d.audience == crate::engine::Audience::Seats(vec![B])));
    ok(&mut s, A, json!({"type": "pass"}));
    ok(&mut s, C_, json!({"type": "pass"}));
    let events = ok(&mut s, B, json!({"type": "timeout", "timer": "idle"}));
    assert!(
        matches!(events[0], E::PlayerPassed { player_id, auto: true, reason: event::PassReason::Idle } if player_id == B)
    );
    assert!(events.iter().any(|e| matches!(
        e,
        E::PurchasePhaseEnded {
            reason: event::PhaseEndReason::AllPassed
        }
    )));
}

#[test]
fn a_warning_starts_a_countdown_beside_the_heads_hard_deadline() {
    let mut config = TokyoCapsuleHotelConfig::default();
    config.timing.head_timeout_mode = HeadTimeoutMode::OnWarning;
    let mut s = start(&config, 3);
    loans(&mut s, &[6000, 4000, 8000]);
    let head_timers = |s: &State| -> Vec<(&'static str, crate::engine::Due, u64)> {
        TokyoCapsuleHotel::deadlines(s)
            .into_iter()
            .filter(|d| d.seat == B)
            .map(|d| (d.slot, d.due, d.decision))
            .collect()
    };
    let before = head_timers(&s);
    assert_eq!(before.len(), 1);
    let (slot, due, decision) = before[0].clone();
    assert_eq!((slot, due), ("head", crate::engine::Due::After(86_400)));
    assert_eq!(err(&s, B, json!({"type": "warn_head"})), "cannot_warn_self");
    ok(&mut s, A, json!({"type": "warn_head"}));
    // The hard deadline keeps its decision (the server keeps its start time); the warning
    // window runs beside it.
    let after = head_timers(&s);
    assert_eq!(
        after,
        vec![
            ("head", crate::engine::Due::After(86_400), decision),
            ("head_warning", crate::engine::Due::After(3600), decision),
        ]
    );
    // A second warning neither restarts nor adds a countdown.
    ok(&mut s, C_, json!({"type": "warn_head"}));
    assert_eq!(head_timers(&s), after);
    assert_eq!(
        err(&f3_purchase(), A, json!({"type": "warn_head"})),
        "not_allowed_in_mode"
    );
}

#[test]
fn lenient_small_items_only_when_no_room_is_left() {
    let mut s = g_with(TokyoCapsuleHotelConfig {
        lenient_small_items: true,
        ..TokyoCapsuleHotelConfig::default()
    });
    // Fill S-NW so that every free cell touches a structure.
    for cell in geometry::rect_cells(15, 15, 5, 5) {
        if (cell[0] + cell[1]) % 2 == 0 {
            given_vm(&mut s, cell, "S-NW");
        }
    }
    s.vending_left = 20;
    ok(&mut s, A, vending(16, 15));
    let mut strict = g_with(TokyoCapsuleHotelConfig {
        lenient_small_items: false,
        ..TokyoCapsuleHotelConfig::default()
    });
    for cell in geometry::rect_cells(15, 15, 5, 5) {
        if (cell[0] + cell[1]) % 2 == 0 {
            given_vm(&mut strict, cell, "S-NW");
        }
    }
    strict.vending_left = 20;
    assert_eq!(err(&strict, A, vending(16, 15)), "gap_violation");
}

fn expanded(
    s: &State,
    seat: Seat,
    params: &[(&str, &str)],
) -> Result<Vec<C>, crate::engine::ExpandError> {
    let template = crate::engine::Template {
        command: if params.iter().any(|(k, _)| *k == "with") || params.is_empty() {
            "propose_trade".into()
        } else {
            "purchase".into()
        },
        params: params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    };
    TokyoCapsuleHotel::expand(s, seat, &template)
}

/// Commands as JSON keys, a hotel's capsules in a fixed order.
fn as_keys(commands: impl IntoIterator<Item = C>) -> std::collections::BTreeSet<String> {
    commands
        .into_iter()
        .map(|mut c| {
            if let C::Purchase {
                item: command::Item::EntranceHotel { capsules, .. },
                ..
            } = &mut c
            {
                capsules.sort_by_key(|p| (p.floor, p.y, p.x, p.dir));
            }
            serde_json::to_string(&c).unwrap()
        })
        .collect()
}

/// Asserts two command sets are equal, naming a few commands only one of them has.
fn same(
    listed: &std::collections::BTreeSet<String>,
    accepted: &std::collections::BTreeSet<String>,
) {
    let extra: Vec<&String> = listed.difference(accepted).take(3).collect();
    let missing: Vec<&String> = accepted.difference(listed).take(3).collect();
    assert!(
        extra.is_empty() && missing.is_empty(),
        "listed {} accepted {}; listed but rejected {extra:?}; accepted but not listed {missing:?}",
        listed.len(),
        accepted.len()
    );
}

fn accepted_of(s: &State, seat: Seat, commands: Vec<Value>) -> std::collections::BTreeSet<String> {
    as_keys(
        commands
            .into_iter()
            .map(cmd)
            .filter(|c| TokyoCapsuleHotel::decide_with(s, seat, c, &mut Script::default()).is_ok()),
    )
}

/// The expansion is complete: a placement it does not list is rejected (checked by brute
/// force over every anchor and orientation of the map).
#[test]
fn expansions_list_exactly_the_accepted_placements() {
    let mut s = g();
    s.players[A.index()].yen = 20000;
    ok(&mut s, A, land("L3500", 25, 12, 90, true));
    join(&mut s, A);
    ok(&mut s, A, vending(19, 19));
    join(&mut s, A);
    let cells: Vec<(i32, i32)> = (0..40).flat_map(|y| (0..40).map(move |x| (x, y))).collect();
    let mut listed_lands = std::collections::BTreeSet::new();
    let mut lands = Vec::new();
    for board in ["L3000", "L3500", "L4000", "L5000", "L6000"] {
        for rotation in [0, 90, 180, 270] {
            for mirror in [false, true] {
                for &(x, y) in &cells {
                    lands.push(land(board, x, y, rotation, mirror));
                }
                let r = rotation.to_string();
                let m = mirror.to_string();
                let params = [
                    ("item", "land_board"),
                    ("board", board),
                    ("rotation", r.as_str()),
                    ("mirror", m.as_str()),
                ];
                listed_lands.extend(as_keys(expanded(&s, A, &params).unwrap()));
            }
        }
    }
    let lands = accepted_of(&s, A, lands);
    assert!(!lands.is_empty());
    same(&listed_lands, &lands);
    let vms = accepted_of(&s, A, cells.iter().map(|&(x, y)| vending(x, y)).collect());
    same(
        &as_keys(expanded(&s, A, &[("item", "vending_machine")]).unwrap()),
        &vms,
    );
    let mut buildings = Vec::new();
    for b in [
        "coin_laundry",
        "sweets_buffet",
        "tokyo_spike",
        "park",
        "arcade",
        "sumo_dohyo",
    ] {
        for rotation in [0, 90] {
            for &(x, y) in &cells {
                buildings.push(building(b, x, y, json!({"rotation": rotation})));
                for (colour, count, layout) in [("green", 1, "flat"), ("green", 2, "stacked")] {
                    buildings.push(building(
                        b,
                        x,
                        y,
                        json!({"rotation": rotation, "laundry":
                            {"colour": colour, "count": count, "layout": layout}}),
                    ));
                }
            }
        }
    }
    let built: std::collections::BTreeSet<String> =
        as_keys(expanded(&s, A, &[("item", "building")]).unwrap())
            .into_iter()
            .filter(|c| !c.contains("\"count\":2,\"layout\":\"flat\"") && !c.contains("pink"))
            .collect();
    same(&built, &accepted_of(&s, A, buildings));
}

/// Every hotel of at most two capsules on A's land (brute force over every pair of capsule
/// placements, every floor and every entrance of the map's north-west quarter) is listed, and
/// every listed hotel is accepted; a larger expansion asks for narrowing.
#[test]
fn hotel_expansions_are_complete_and_narrowable() {
    let s = g_vm();
    let placements: Vec<(i32, i32, &str)> = (13..22)
        .flat_map(|y| (13..22).flat_map(move |x| [(x, y, "h"), (x, y, "v")]))
        .collect();
    let mut candidates = Vec::new();
    for (i, &(x, y, d)) in placements.iter().enumerate() {
        for ey in 13..22 {
            for ex in 13..22 {
                candidates.push(hotel("green", [ex, ey], &[(1, x, y, d)]));
                for &(x2, y2, d2) in &placements[i + 1..] {
                    if (x2 - x).abs() <= 2 && (y2 - y).abs() <= 2 {
                        candidates.push(hotel("green", [ex, ey], &[(1, x, y, d), (1, x2, y2, d2)]));
                    }
                }
                for &(x2, y2, d2) in &placements {
                    if (x2 - x).abs() <= 1 && (y2 - y).abs() <= 1 {
                        candidates.push(hotel("green", [ex, ey], &[(1, x, y, d), (2, x2, y2, d2)]));
                    }
                }
            }
        }
    }
    let brute = accepted_of(&s, A, candidates);
    let mut listed = std::collections::BTreeSet::new();
    for size in ["1", "2"] {
        let params = [
            ("item", "entrance_hotel"),
            ("colour", "green"),
            ("size", size),
        ];
        listed.extend(as_keys(expanded(&s, A, &params).unwrap()));
    }
    assert!(brute.len() > 100, "{}", brute.len());
    same(&listed, &brute);
    // Six green capsules on S-NW make too many hotels to list at once.
    let crate::engine::ExpandError::TooLarge { narrow_with } =
        expanded(&s, A, &[("item", "entrance_hotel")]).unwrap_err()
    else {
        panic!("too large");
    };
    assert_eq!(
        narrow_with,
        [
            "colour", "area", "size", "floors", "entrance", "ground", "upper"
        ]
    );
    // Pinning the ground floor lists its upper floors and entrances; each is accepted.
    let params = [
        ("item", "entrance_hotel"),
        ("colour", "green"),
        ("ground", "15,15,h;15,16,h;17,15,v"),
    ];
    let pinned = expanded(&s, A, &params).unwrap();
    assert!(pinned.len() > 10);
    for c in &pinned {
        assert!(TokyoCapsuleHotel::decide_with(&s, A, c, &mut Script::default()).is_ok());
    }
    let upper = [
        ("item", "entrance_hotel"),
        ("colour", "green"),
        ("ground", "15,15,h;15,16,h;17,15,v"),
        ("upper", "2,15,15,v;2,16,15,v;3,15,15,h"),
        ("entrance", "17,17"),
    ];
    assert_eq!(
        as_keys(expanded(&s, A, &upper).unwrap()),
        accepted_of(
            &s,
            A,
            vec![hotel(
                "green",
                [17, 17],
                &[
                    (1, 15, 15, "h"),
                    (1, 15, 16, "h"),
                    (1, 17, 15, "v"),
                    (2, 15, 15, "v"),
                    (2, 16, 15, "v"),
                    (3, 15, 15, "h")
                ]
            )]
        )
    );
    // Pink single stacks of four floors.
    let pink = [
        ("item", "entrance_hotel"),
        ("colour", "pink"),
        ("floors", "4"),
    ];
    let stacks = expanded(&s, A, &pink).unwrap();
    assert!(!stacks.is_empty());
    assert!(stacks.iter().all(|c| matches!(c, C::Purchase { item: command::Item::EntranceHotel { capsules, .. }, .. } if capsules.len() == 4)));
    assert!(matches!(
        expanded(&s, A, &[("item", "entrance_hotel"), ("size", "x")]),
        Err(crate::engine::ExpandError::BadParameter { .. })
    ));
    assert!(matches!(
        expanded(&s, A, &[("item", "graveyard"), ("board", "L3000")]),
        Err(crate::engine::ExpandError::BadParameter { .. })
    ));
}

/// The swap proposals listed for one partner and item kinds are exactly the accepted ones
/// among every amount a giver could name.
#[test]
fn trade_expansions_list_every_accepted_swap() {
    let mut s = g();
    s.players[A.index()].coupons = 2;
    s.queue.clear();
    s.players[A.index()].status = Status::Free;
    let swap = |give: Value, take: Value| {
        json!({"type": "propose_trade", "transfers": [
            {"from": 0, "to": 1, "item": give}, {"from": 1, "to": 0, "item": take}]})
    };
    let mut candidates = Vec::new();
    for amount in (0..=6000).step_by(50) {
        for count in 0..=7 {
            candidates.push(swap(
                json!({"kind": "yen", "amount": amount}),
                json!({"kind": "coupons", "count": count}),
            ));
            candidates.push(swap(
                json!({"kind": "capsules", "colour": "green", "count": count}),
                json!({"kind": "yen", "amount": amount}),
            ));
        }
    }
    let brute = accepted_of(&s, A, candidates);
    let mut listed = as_keys(
        expanded(
            &s,
            A,
            &[("with", "1"), ("give", "yen"), ("take", "coupons")],
        )
        .unwrap(),
    );
    listed.extend(as_keys(
        expanded(
            &s,
            A,
            &[("with", "1"), ("give", "capsules:green"), ("take", "yen")],
        )
        .unwrap(),
    ));
    same(&listed, &brute);
    // Subdivisions of S-NW for 100 yen from B: every connected part the checks allow.
    let subdivisions = expanded(
        &s,
        A,
        &[
            ("with", "1"),
            ("give", "new_subdivision:S-NW"),
            ("take", "yen:100"),
        ],
    );
    assert!(matches!(
        subdivisions,
        Err(crate::engine::ExpandError::TooLarge { ref narrow_with }) if narrow_with == &["give"]
    ));
    let pinned = expanded(
        &s,
        A,
        &[
            ("with", "1"),
            ("give", "new_subdivision:S-NW:15,18,2,2"),
            ("take", "yen:100"),
        ],
    )
    .unwrap();
    assert_eq!(pinned.len(), 1);
}

/// Deciding in place (self-play's path) leaves the state its events fold to.
#[test]
fn deciding_in_place_equals_folding_the_events() {
    crate::engine::testing::check_decide_and_evolve::<TokyoCapsuleHotel>(
        &TokyoCapsuleHotelConfig::default(),
        3,
        2,
        400,
    );
}

/// A at 5,000 yen, B and C free, A and B holding no coupons.
fn overflow_fixture() -> State {
    let mut s = trade_fixture();
    for p in &mut s.players {
        p.coupons = 0;
    }
    s
}

#[test]
fn trade_amounts_that_overflow_their_sum_are_refused() {
    let s = overflow_fixture();
    let promise = json!([{"from": 1, "to": 0, "text": "I will owe you"}]);
    let huge = |kind: &str, field: &str, a: i64, b: i64, extra: Value| {
        let item = |n: i64| {
            let mut item = json!({"kind": kind, field: n});
            for (k, v) in extra.as_object().unwrap() {
                item[k] = v.clone();
            }
            item
        };
        json!({"type": "propose_trade", "promises": promise, "transfers": [
            {"from": 0, "to": 1, "item": item(a)},
            {"from": 0, "to": 1, "item": item(b)}]})
    };
    let money = huge(
        "yen",
        "amount",
        9_223_372_036_854_775_800,
        9_223_372_036_853_775_800,
        json!({}),
    );
    assert_eq!(err(&s, A, money), "amount_out_of_range");
    let coupons = huge("coupons", "count", (1 << 62) + 7, 1 << 62, json!({}));
    assert_eq!(err(&s, A, coupons), "amount_out_of_range");
    let capsules = huge(
        "capsules",
        "count",
        (1 << 62) + 7,
        1 << 62,
        json!({"colour": "green"}),
    );
    assert_eq!(err(&s, A, capsules), "amount_out_of_range");
    // One amount beyond the holding is refused as before, and nothing moved.
    let one = json!({"type": "propose_trade", "promises": promise, "transfers": [
        {"from": 0, "to": 1, "item": {"kind": "yen", "amount": 9_223_372_036_854_775_800_i64}}]});
    assert_eq!(err(&s, A, one), "item_not_owned");
    assert_eq!([yen(&s, A), yen(&s, B)], [5000, 3500]);
}

#[test]
fn far_off_coordinates_are_out_of_bounds() {
    let s = g_vm();
    for command in [
        hotel("green", [i32::MAX, 15], &[(1, i32::MAX, 15, "h")]),
        hotel("green", [17, 15], &[(1, i32::MAX, i32::MIN, "v")]),
        building("coin_laundry", i32::MAX, i32::MAX, json!({})),
        land("L3000", i32::MAX, 0, 0, false),
        vending(i32::MIN, i32::MIN),
    ] {
        assert_eq!(err(&s, A, command), "out_of_bounds");
    }
    let s = subdivision_fixture();
    let far = sub_offer(json!([[i32::MAX, 15, i32::MAX, 2]]));
    assert_eq!(err(&s, A, far), "subdivision_outside_parent");
}

#[test]
fn every_numeric_option_is_range_checked_naming_the_option() {
    let refused = |change: &dyn Fn(&mut TokyoCapsuleHotelConfig), field: &str| {
        let mut config = TokyoCapsuleHotelConfig::default();
        change(&mut config);
        let error = config.validate().expect_err(field);
        assert!(error.starts_with(field), "{error} names {field}");
    };
    refused(
        &|c| c.prices.vending_machine = -5000,
        "prices.vending_machine",
    );
    refused(&|c| c.prices.entrance = -1, "prices.entrance");
    refused(&|c| c.prices.graveyard = 200, "prices.graveyard");
    refused(&|c| c.capsules.pink.first = -2000, "capsules.pink.first");
    refused(&|c| c.capsules.pink.extra = -500, "capsules.pink.extra");
    refused(&|c| c.rounds = 1000, "rounds");
    refused(
        &|c| {
            c.loan.coupon_bonus.insert("4000".into(), 1000);
        },
        "loan.coupon_bonus.4000",
    );
    refused(&|c| c.loan.interest_percent = 1000, "loan.interest_percent");
    refused(&|c| c.loan.options.push(i64::MAX), "loan.options");
    refused(&|c| c.capsules.red = 1_000_000, "capsules.red");
    refused(
        &|c| {
            c.spend_limits.insert("3".into(), i64::MAX);
        },
        "spend_limits.3",
    );
    refused(&|c| c.trade.yen_multiple = 0, "trade.yen_multiple");
    refused(&|c| c.supplies.entrances = 5000, "supplies.entrances");
    refused(&|c| c.starting.slot_size = 0, "starting.slot_size");
    refused(
        &|c| c.timing.max_timeouts_per_phase = 0,
        "timing.max_timeouts_per_phase",
    );
    assert_eq!(TokyoCapsuleHotelConfig::default().validate(), Ok(()));
}

#[test]
fn a_game_records_its_rules_version_and_an_old_event_reads_as_version_1() {
    let config = TokyoCapsuleHotelConfig::default();
    let setup = TokyoCapsuleHotel::setup_with_order(&config, 2, vec![A, B]);
    let created = serde_json::to_value(&setup[0]).unwrap();
    assert_eq!(created["data"]["rules_version"], 2);
    assert_eq!(replay::<TokyoCapsuleHotel>(&setup).rules_version, 2);
    let mut old = created.clone();
    old["data"].as_object_mut().unwrap().remove("rules_version");
    let old: E = serde_json::from_value(old).unwrap();
    assert!(matches!(
        old,
        E::GameCreated {
            rules_version: 1,
            ..
        }
    ));
    assert!(
        serde_json::to_value(&old).unwrap()["data"]
            .get("rules_version")
            .is_none(),
        "a version-1 event serializes as it was stored"
    );
    let v1 = TokyoCapsuleHotel::setup_with_order_under(&config, 2, vec![A, B], 1);
    assert_eq!(v1[0], old);
}

#[test]
fn the_seeds_leniency_for_small_items_is_the_default() {
    let config = TokyoCapsuleHotelConfig::default();
    assert!(config.lenient_small_items);
    assert_eq!(config.gap, super::config::GapRule::AllNeighbours);
}
