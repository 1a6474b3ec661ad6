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

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C_: Seat = Seat(2);
const D: Seat = Seat(3);

fn cmd(value: Value) -> C {
    serde_json::from_value(value).expect("a command")
}

fn start(config: &TokyoCapsuleHotelConfig, seats: usize) -> State {
    let order = (0..seats).map(|i| Seat(i as u8)).collect();
    replay::<TokyoCapsuleHotel>(&TokyoCapsuleHotel::setup_with_order(config, seats, order))
}

/// Plays a command with scripted draws; panics when rejected.
fn ok_with(state: &mut State, seat: Seat, command: Value, draws: &[u32]) -> Vec<E> {
    let command = cmd(command);
    let events = TokyoCapsuleHotel::decide_with(state, seat, &command, &mut Script::new(draws))
        .unwrap_or_else(|e| panic!("{command:?} rejected: {}", serde_json::to_string(&e).unwrap()));
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
    match play::<TokyoCapsuleHotel>(state, seat, &command, &mut crate::engine::GameRng::for_entry(&[0; 32], 1)) {
        Ok(_) => panic!("{command:?} accepted"),
        Err(PlayError::Rule(r)) => r.code().to_string(),
        Err(PlayError::NotYourTurn { .. }) => "not_your_turn".into(),
        Err(PlayError::GameOver) => "game_over".into(),
    }
}

fn loans(state: &mut State, amounts: &[i64]) {
    for (i, &amount) in amounts.iter().enumerate() {
        ok(state, Seat(i as u8), json!({"type": "choose_loan", "amount": amount}));
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
    *state.players[seat.index()].supply.entry(colour).or_default() += n;
}

/// F3 after TCH-02's loans: round 1, purchase phase, queue [B, A, C].
fn f3_purchase() -> State {
    let mut s = start(&TokyoCapsuleHotelConfig::default(), 3);
    loans(&mut s, &[6000, 4000, 8000]);
    s
}

/// Fixture G: A head with the queue otherwise empty, B and C free; A has yen 5000, no
/// coupons, green 6 and pink 4.
fn g_with(config: TokyoCapsuleHotelConfig) -> State {
    let mut s = start(&config, 3);
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
    assert_eq!([s.debt(A), s.debt(B), s.debt(C_)], [Some(6600), Some(4400), Some(8800)]);
}

#[test]
fn tch03_loan_validation_and_default() {
    let mut s = start(&TokyoCapsuleHotelConfig::default(), 3);
    assert_eq!(err(&s, A, json!({"type": "choose_loan", "amount": 5000})), "loan_amount_invalid");
    ok(&mut s, A, json!({"type": "choose_loan", "amount": 6000}));
    assert_eq!(err(&s, A, json!({"type": "choose_loan", "amount": 8000})), "not_your_turn");
    ok(&mut s, B, json!({"type": "choose_loan", "amount": 4000}));
    let deadlines = TokyoCapsuleHotel::deadlines(&s);
    assert_eq!(deadlines[0].seat, C_);
    let events = ok(&mut s, C_, json!({"type": "timeout", "timer": "loan"}));
    assert!(events.iter().any(|e| matches!(e, E::LoanDefaulted { player_id, amount: 4000, .. } if *player_id == C_)));
    assert_eq!(s.players[2].loan, Some(4000));
    assert_eq!((yen(&s, C_), s.players[2].coupons), (4000, 1));
    assert_eq!(s.players[0].loan, Some(6000));
}

#[test]
fn tch04_queue_order_without_ties() {
    let s = f3_purchase();
    assert_eq!(s.queue, vec![B, A, C_]);
    let head = TokyoCapsuleHotel::deadlines(&s);
    assert!(head.iter().any(|d| d.seat == B && matches!(d.due, crate::engine::Due::After(86_400))));
}

#[test]
fn tch05_queue_tie_break_draws_then_clockwise() {
    for (draw, expected) in [(2, vec![D, C_, A, B]), (0, vec![D, A, B, C_])] {
        let mut s = start(&TokyoCapsuleHotelConfig::default(), 4);
        for (seat, amount) in [(A, 4000), (B, 4000), (C_, 4000)] {
            ok(&mut s, seat, json!({"type": "choose_loan", "amount": amount}));
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
            E::PurchasePhaseStarted { queue, tie_breaks, .. } => {
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
    ok(&mut s, B, json!({"type": "purchase", "item": {"kind": "capsules", "colour": "black"}, "payment": {"coupons": 1}}));
    assert_eq!((yen(&s, B), s.players[1].coupons), (3500, 0));
    assert_eq!(supply(&s, B, Colour::Black), 2);
    assert_eq!(s.board[&Colour::Black], 0);
    assert_eq!(s.spent, 1000);
    assert_eq!(s.players[1].status, Status::Free);
    assert_eq!(s.queue.first(), Some(&A));
    ok(&mut s, A, json!({"type": "leave_queue"}));
    assert_eq!(
        err(&s, C_, json!({"type": "purchase", "item": {"kind": "capsules", "colour": "black"}})),
        "colour_unavailable"
    );
    assert_eq!(yen(&s, C_), 8000);
    ok(&mut s, C_, json!({"type": "purchase", "item": {"kind": "capsules", "colour": "red"}}));
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
    ok(s, A, json!({"type": "propose_trade", "transfers": [
        {"from": 0, "to": 1, "item": {"kind": "new_subdivision", "parent_area_id": "P1", "rects": [[6, 15, 3, 3]]}},
        {"from": 1, "to": 0, "item": {"kind": "yen", "amount": 100}}]}));
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
    ok(&mut s, B, json!({"type": "propose_trade", "transfers": [
        {"from": 1, "to": 0, "item": {"kind": "capsules", "colour": "black", "count": 1}},
        {"from": 0, "to": 1, "item": {"kind": "yen", "amount": 1000}}]}));
    assert_eq!(err(&s, A, json!({"type": "accept_trade", "trade_id": "T1"})), "not_free");
    let events = ok(&mut s, C_, building("sweets_buffet", 20, 20, json!({})));
    assert!(events.iter().any(|e| matches!(e, E::SpendingLimitReached { .. })));
    assert_eq!((yen(&s, C_), s.spent), (2000, 12000));
    assert_eq!(s.players[A.index()].status, Status::Free);
    assert_eq!(err(&s, A, json!({"type": "join_queue"})), "spending_limit_reached");
    assert_eq!(
        err(&s, C_, json!({"type": "propose_trade", "transfers": [{"from": 2, "to": 0, "item": {"kind": "yen", "amount": 100}}]})),
        "negotiation_closed"
    );
    let events = ok(&mut s, A, json!({"type": "accept_trade", "trade_id": "T1"}));
    assert!(events.iter().any(|e| matches!(e, E::PurchasePhaseEnded { reason: event::PhaseEndReason::LimitReached })));
    let paid: i64 = events.iter().filter_map(|e| match e { E::HotelIncomePaid { paid, .. } => Some(*paid), _ => None }).sum();
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
    assert!(events.iter().any(|e| matches!(e, E::SpendingLimitReached { spent: 16000, .. })));
    assert!(events.iter().any(|e| matches!(e, E::PurchasePhaseEnded { .. })));
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
    assert!(events.iter().any(|e| matches!(e, E::SpendingLimitReached { spent: 12000, .. })));
}

#[test]
fn tch14_head_timeout() {
    let mut s = f3_purchase();
    let events = ok(&mut s, B, json!({"type": "timeout", "timer": "head"}));
    assert!(matches!(events[0], E::PlayerLeftQueue { player_id, reason: event::LeaveReason::Timeout } if player_id == B));
    assert_eq!(s.players[1].status, Status::Free);
    assert_eq!(s.queue.first(), Some(&A));
    join(&mut s, B);
    assert_eq!(s.queue, vec![A, C_, B]);
    assert_eq!([yen(&s, A), yen(&s, B), yen(&s, C_)], [6000, 4000, 8000]);
}

#[test]
fn tch15_second_timeout_auto_passes() {
    let mut s = f3_purchase();
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
    ok(&mut s, B, json!({"type": "propose_trade", "transfers": [{"from": 1, "to": 2, "item": {"kind": "yen", "amount": 100}}],
        "promises": [{"from": 2, "to": 1, "text": "thanks"}]}));
    let events = ok(&mut s, B, json!({"type": "pass"}));
    assert!(matches!(events[0], E::TradeWithdrawn { reason: event::TradeEndReason::Passed, .. }));
    assert_eq!(s.players[1].status, Status::Passed);
    ok(&mut s, A, json!({"type": "pass"}));
    let events = ok(&mut s, C_, json!({"type": "pass"}));
    assert!(events.iter().any(|e| matches!(e, E::PurchasePhaseEnded { reason: event::PhaseEndReason::AllPassed })));
    assert_eq!([yen(&s, A), yen(&s, B), yen(&s, C_)], [6000, 4000, 8000]);
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
    assert_eq!(err(&s, A, land("L3000", 9, 10, 0, false)), "land_not_adjacent");
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
    assert_eq!(err(&s, A, land("L3000", 9, 15, 45, false)), "bad_orientation");
}

fn g_with_h1() -> State {
    let mut s = g();
    ok(&mut s, A, vending(19, 19));
    join(&mut s, A);
    ok(&mut s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")]));
    s
}

#[test]
fn tch23_golden_rule_gates_the_first_hotel() {
    let mut s = g();
    assert_eq!(err(&s, A, hotel("green", [17, 15], &[(1, 15, 15, "h")])), "golden_rule");
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
    ok(&mut s, A, vending(18, 16));
    assert_eq!(yen(&s, A), 3000);
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
        err(&s, A, hotel("green", [15, 17], &[(1, 16, 17, "h"), (1, 16, 18, "h"), (2, 16, 17, "v"), (3, 16, 17, "v")])),
        "too_many_floors"
    );
    assert_eq!(
        err(&s, A, hotel("green", [15, 17], &[(1, 16, 17, "h"), (1, 16, 18, "h"), (2, 17, 17, "h")])),
        "capsule_not_supported"
    );
    ok(&mut s, A, hotel("green", [15, 17], &[(1, 16, 17, "h"), (1, 16, 18, "h"), (2, 16, 17, "v")]));
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
    assert_eq!(err(&s, A, hotel("green", [17, 15], &[(1, 15, 15, "h"), (1, 15, 17, "h")])), "ground_not_connected");
    assert_eq!(err(&s, A, hotel("green", [17, 16], &[(1, 15, 15, "h")])), "entrance_not_touching");
    assert_eq!(yen(&s, A), 4500);
}

#[test]
fn tch29_coin_laundry_hotels() {
    let mut s = g();
    ok(&mut s, A, building("coin_laundry", 16, 16, json!({})));
    assert_eq!(yen(&s, A), 3000);
    assert!(s.hotels().next().is_none());
    let s = g();
    let laundry = |count: i32, layout: &str| building("coin_laundry", 16, 16, json!({"laundry": {"colour": "green", "count": count, "layout": layout}}));
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
    assert!(events.iter().any(|e| matches!(e, E::FranchiseThresholdReached { threshold: 500, .. })));
    assert_eq!([s.players[0].coupons, s.players[1].coupons, s.players[2].coupons], [1, 1, 0]);
    make_head(&mut s, A);
    let events = ok(&mut s, A, hotel("green", [17, 19], &[(1, 15, 19, "h")]));
    assert_eq!(s.franchises[&Colour::Green].income, 600);
    assert!(!events.iter().any(|e| matches!(e, E::FranchiseThresholdReached { .. })));
}
