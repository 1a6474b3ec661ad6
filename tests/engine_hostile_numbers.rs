//! Hostile numbers cannot break any game. For every kind, property cases reach states by
//! seeded random self-play (each entry checked by the kind's conservation invariants, the
//! same the conformance tests check); in each state every seat submits, for one command of
//! every command type (from a catalogue) and for commands of its legal list, every hostile
//! variant of [`hostile::variants`]: numbers at 0, −1 and the edges of the integer types,
//! emptied, doubled (overflowing when summed) and oversized lists, maps of numbers summing
//! past the integer types, and ids and numeric map keys out of range. Each variant either
//! fails to deserialize (the server's `invalid_request`) or is decided, twice, with the same
//! answer, without a panic; an accepted one leaves a state that its events fold to (also in
//! place), where the conservation invariants hold, and so do they after any legal reply of
//! any seat to it (e.g. accepting a hostile trade).
//!
//! `HOSTILE_CASES` sets the number of states per kind (default 6).

#[path = "support/invariants/grand_austria_hotel.rs"]
mod gah_invariants;
#[path = "support/hostile.rs"]
mod hostile;
#[path = "support/invariants/monopoly.rs"]
mod monopoly_invariants;
#[path = "support/invariants/tokyo_capsule_hotel.rs"]
mod tch_invariants;

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Mutex, Once};

use hotel_games::engine::testing::playout_seed;
use hotel_games::engine::{Game, GameRng, PlayError, Rejection, Seat, Status, play, replay};
use hotel_games::games::acquire::{Acquire, check_invariants};
use hotel_games::games::grand_austria_hotel::GrandAustriaHotel;
use hotel_games::games::monopoly::Monopoly;
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel;
use proptest::prelude::*;
use serde_json::{Value, json};
use utoipa::PartialSchema;

/// A kind with its conservation invariants and one command of every type.
trait Kind: Game {
    /// What the invariants remember from entry to entry.
    type Ledger: Clone;
    fn ledger() -> Self::Ledger;
    /// Panics when an invariant is broken after `events` led to `state`.
    fn check(ledger: &mut Self::Ledger, state: &Self::State, events: &[Self::Event]);
    /// One command of every command type, with numbers (and lists) where the type has them.
    fn catalogue() -> Vec<Value>;
    /// The seat count the cases are played with.
    const SEATS: usize;
}

impl Kind for Acquire {
    type Ledger = ();
    fn ledger() {}
    fn check(_: &mut (), state: &Self::State, _: &[Self::Event]) {
        if let Err(problem) = check_invariants(state) {
            panic!("invariant broken: {problem}");
        }
    }
    fn catalogue() -> Vec<Value> {
        vec![
            json!({"type": "place_tile", "tile": "5E"}),
            json!({"type": "choose_chain", "chain": "tower"}),
            json!({"type": "choose_survivor", "chain": "tower"}),
            json!({"type": "choose_next_defunct", "chain": "tower"}),
            json!({"type": "dispose_shares", "sell": 1, "trade": 2}),
            json!({"type": "buy_shares", "chains": ["tower", "luxor"]}),
            json!({"type": "buy_shares", "chains": ["tower"], "power": "buy_5"}),
            json!({"type": "declare_game_end"}),
            json!({"type": "skip_placement"}),
            json!({"type": "use_power", "power": "trade_2",
                   "exchanges": [{"give": "tower", "take": "luxor"}]}),
            json!({"type": "finish_placements"}),
            json!({"type": "resign"}),
        ]
    }
    const SEATS: usize = 4;
}

impl Kind for Monopoly {
    type Ledger = monopoly_invariants::Checker;
    fn ledger() -> Self::Ledger {
        monopoly_invariants::Checker::new()
    }
    fn check(ledger: &mut Self::Ledger, state: &Self::State, events: &[Self::Event]) {
        ledger.check(state, events);
    }
    fn catalogue() -> Vec<Value> {
        let side = json!({"cash": 100, "squares": [1, 3], "jail_cards": []});
        vec![
            json!({"type": "roll_dice"}),
            json!({"type": "pay_jail_fine"}),
            json!({"type": "use_jail_card", "card_id": "CH08"}),
            json!({"type": "buy_property", "square": 1}),
            json!({"type": "decline_property", "square": 1}),
            json!({"type": "end_turn"}),
            json!({"type": "choose_income_tax", "option": "percent"}),
            json!({"type": "bid", "auction_id": "auction-1", "amount": 10}),
            json!({"type": "pass_bid", "auction_id": "auction-1"}),
            json!({"type": "build", "group": "brown", "target": {"1": 1, "3": 1}}),
            json!({"type": "sell_buildings", "group": "brown", "target": {"1": 0, "3": 0}}),
            json!({"type": "mortgage", "square": 1}),
            json!({"type": "unmortgage", "square": 1}),
            json!({"type": "propose_trade", "to": 1, "give": side, "take": side}),
            json!({"type": "accept_trade", "trade_id": "trade-1"}),
            json!({"type": "reject_trade", "trade_id": "trade-1"}),
            json!({"type": "cancel_trade", "trade_id": "trade-1"}),
            json!({"type": "claim_buildings", "shortage_id": "shortage-1", "group": "brown",
                   "target": {"1": 1, "3": 1}}),
            json!({"type": "waive_claim", "shortage_id": "shortage-1"}),
            json!({"type": "declare_bankruptcy"}),
            json!({"type": "resolve_mortgage_transfer", "choices": {"1": "keep"}}),
            json!({"type": "timeout", "timer": "decision"}),
            json!({"type": "resign"}),
        ]
    }
    const SEATS: usize = 3;
}

impl Kind for TokyoCapsuleHotel {
    type Ledger = tch_invariants::Ledger;
    fn ledger() -> Self::Ledger {
        tch_invariants::Ledger::default()
    }
    fn check(ledger: &mut Self::Ledger, state: &Self::State, events: &[Self::Event]) {
        ledger.check(state, events);
    }
    fn catalogue() -> Vec<Value> {
        let transfer = |item: Value| {
            json!({"type": "propose_trade",
            "transfers": [{"from": 0, "to": 1, "item": item}],
            "promises": [{"from": 1, "to": 0, "text": "a favour"}]})
        };
        let purchase = |item: Value| {
            json!({"type": "purchase", "item": item,
            "payment": {"coupons": 1}})
        };
        vec![
            json!({"type": "choose_loan", "amount": 10000}),
            json!({"type": "join_queue"}),
            json!({"type": "leave_queue"}),
            json!({"type": "pass"}),
            json!({"type": "warn_head"}),
            purchase(json!({"kind": "land", "board": "L1", "x": 0, "y": 0, "rotation": 90})),
            purchase(json!({"kind": "capsules", "colour": "red"})),
            purchase(json!({"kind": "pink_capsules", "count": 2})),
            purchase(json!({"kind": "vending_machine", "x": 1, "y": 1})),
            purchase(json!({"kind": "graveyard", "x": 1, "y": 1})),
            purchase(json!({"kind": "entrance_hotel", "colour": "red",
                "entrance": {"x": 1, "y": 1},
                "capsules": [{"floor": 1, "x": 2, "y": 1, "dir": "h"},
                             {"floor": 2, "x": 2, "y": 1, "dir": "h"}]})),
            purchase(
                json!({"kind": "building", "building": "coin_laundry", "x": 1, "y": 1,
                "rotation": 0, "laundry": {"colour": "red", "count": 2}}),
            ),
            transfer(json!({"kind": "yen", "amount": 1000})),
            transfer(json!({"kind": "coupons", "count": 1})),
            transfer(json!({"kind": "capsules", "colour": "red", "count": 1})),
            transfer(json!({"kind": "area", "area_id": "area-1"})),
            transfer(
                json!({"kind": "new_subdivision", "parent_area_id": "area-1",
                "rects": [[0, 0, 1, 1], [1, 0, 1, 1]]}),
            ),
            json!({"type": "accept_trade", "trade_id": "trade-1"}),
            json!({"type": "reject_trade", "trade_id": "trade-1"}),
            json!({"type": "withdraw_trade", "trade_id": "trade-1"}),
            json!({"type": "timeout", "timer": "head"}),
            json!({"type": "resign"}),
        ]
    }
    const SEATS: usize = 3;
}

impl Kind for GrandAustriaHotel {
    type Ledger = gah_invariants::Ledger;
    fn ledger() -> Self::Ledger {
        gah_invariants::Ledger::default()
    }
    fn check(ledger: &mut Self::Ledger, state: &Self::State, events: &[Self::Event]) {
        ledger.check(state, events);
    }
    fn catalogue() -> Vec<Value> {
        vec![
            json!({"type": "take_die", "space": 6, "copy": {"action": 1},
                   "main": {"rooms": [10, 11]}}),
            json!({"type": "take_die", "space": 2, "main": {"room": 3}}),
            json!({"type": "take_die", "space": 5, "main": {"slot": 1}}),
            json!({"type": "resolve_effect", "effect_id": "fx-1", "params": {"rooms": [10, 11]}}),
            json!({"type": "resolve_effect", "effect_id": "fx-1", "params": {"room": 3}}),
            json!({"type": "resolve_effect", "effect_id": "fx-1", "params": {"slot": 2}}),
            json!({"type": "skip_effect", "effect_id": "fx-1"}),
            json!({"type": "forfeit_die", "space": 1}),
            json!({"type": "take_loan"}),
            json!({"type": "choose_faces", "hotel_face": "A", "staff_face": "B"}),
            json!({"type": "timeout"}),
            json!({"type": "resign"}),
        ]
    }
    const SEATS: usize = 4;
}

/// The command types a kind's command schema lists (the `type` of every variant).
fn schema_types<G: Game>() -> BTreeSet<String> {
    fn walk(value: &Value, types: &mut BTreeSet<String>) {
        match value {
            Value::Object(fields) => {
                if let Some(words) = fields
                    .get("properties")
                    .and_then(|p| p.get("type"))
                    .and_then(|t| t.get("enum"))
                    .and_then(Value::as_array)
                {
                    types.extend(words.iter().filter_map(Value::as_str).map(String::from));
                }
                fields.values().for_each(|v| walk(v, types));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, types)),
            _ => {}
        }
    }
    let mut types = BTreeSet::new();
    walk(
        &serde_json::to_value(G::Command::schema()).unwrap(),
        &mut types,
    );
    types
}

/// A state reached by self-play, with its invariants' ledger.
struct Reached<G: Kind> {
    state: G::State,
    ledger: G::Ledger,
}

/// Plays up to `steps` entries of seeded random legal commands (the uniform random player).
fn reach<G: Kind>(seed: u64, steps: usize) -> Reached<G> {
    let seed = playout_seed(seed);
    let setup = G::setup(
        &G::Config::default(),
        G::SEATS,
        &mut GameRng::for_entry(&seed, 1),
    );
    let mut state = replay::<G>(&setup);
    let mut ledger = G::ledger();
    G::check(&mut ledger, &state, &setup);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    for entry in 2..steps as u64 + 2 {
        let Status::Awaiting(awaited) = G::status(&state) else {
            break;
        };
        let seat = awaited[chooser.below(awaited.len() as u32) as usize];
        let Some(command) = G::random_command(&state, seat, &mut chooser) else {
            break;
        };
        let events = play::<G>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entry),
        )
        .unwrap_or_else(|e| panic!("{}: drawn {command:?} refused: {e:?}", G::KIND));
        for event in &events {
            G::evolve(&mut state, event);
        }
        G::check(&mut ledger, &state, &events);
    }
    Reached { state, ledger }
}

/// What became of the variants of one kind.
#[derive(Default, Debug)]
struct Tally {
    variants: u64,
    malformed: u64,
    refused: u64,
    accepted: u64,
    replies: u64,
    /// Distinct failures (by command type and message), with one command showing each.
    failures: BTreeMap<String, String>,
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into())
}

/// The answer to a command, comparable between two decisions.
fn answer<G: Game>(result: &Result<Vec<G::Event>, PlayError<G::Rejection>>) -> Value {
    match result {
        Ok(events) => json!({"events": events}),
        Err(PlayError::GameOver) => json!("game_over"),
        Err(PlayError::NotYourTurn { awaited }) => json!({"not_your_turn": awaited}),
        Err(PlayError::Rule(rejection)) => json!({"rule": rejection.code()}),
    }
}

/// Decides one variant and checks everything it leads to; `Err` describes a failure.
fn try_variant<G: Kind>(
    reached: &Reached<G>,
    seat: Seat,
    json: &Value,
    tally: &mut Tally,
) -> Result<(), String> {
    tally.variants += 1;
    let Ok(command) = serde_json::from_value::<G::Command>(json.clone()) else {
        tally.malformed += 1;
        return Ok(());
    };
    if G::is_system_command(&command) {
        // The server refuses it from a client (`invalid_request`).
        tally.malformed += 1;
        return Ok(());
    }
    let state = &reached.state;
    let rng = GameRng::for_entry(&[3; 32], 77);
    let decide = || {
        caught(|| play::<G>(state, seat, &command, &mut rng.clone()))
            .map_err(|panic| format!("deciding panicked: {panic}"))
    };
    let first = decide()?;
    let again = decide()?;
    if answer::<G>(&first) != answer::<G>(&again) {
        return Err("two decisions of the same command differ".into());
    }
    let Ok(events) = first else {
        tally.refused += 1;
        return Ok(());
    };
    tally.accepted += 1;
    let listed = G::legal_commands(state, seat).contains(&command);
    let replies = caught(|| {
        let mut after = state.clone();
        for event in &events {
            G::evolve(&mut after, event);
        }
        let mut in_place = state.clone();
        G::decide_and_evolve(&mut in_place, seat, &command, &mut rng.clone())
            .unwrap_or_else(|_| panic!("refused in place"));
        assert!(in_place == after, "deciding in place leaves another state");
        let mut ledger = reached.ledger.clone();
        G::check(&mut ledger, &after, &events);
        if listed {
            return 0;
        }
        // Whatever any seat may answer to an accepted hostile command keeps the invariants.
        let mut replies = 0;
        for other in 0..G::SEATS {
            let other = Seat(other as u8);
            for reply in G::legal_commands(&after, other).into_iter().take(40) {
                let Ok(events) = play::<G>(&after, other, &reply, &mut rng.clone()) else {
                    continue;
                };
                let mut next = after.clone();
                for event in &events {
                    G::evolve(&mut next, event);
                }
                G::check(&mut ledger.clone(), &next, &events);
                replies += 1;
            }
        }
        replies
    });
    match replies {
        Ok(replies) => {
            tally.replies += replies;
            Ok(())
        }
        Err(panic) => Err(format!("accepted, then broke: {panic}")),
    }
}

/// Up to `per_type` commands of each type among the seat's legal commands, and a few drawn
/// by the random player (which reaches commands of templates too).
fn legal_sample<G: Kind>(state: &G::State, seat: Seat, per_type: usize) -> Vec<Value> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut sample = Vec::new();
    let mut chooser = GameRng::for_entry(&[5; 32], u64::from(seat.0));
    let drawn = (0..3).filter_map(|_| G::random_command(state, seat, &mut chooser));
    for command in G::legal_commands(state, seat).into_iter().chain(drawn) {
        let json = serde_json::to_value(&command).unwrap();
        let kind = json["type"].as_str().unwrap_or_default().to_string();
        let count = counts.entry(kind).or_default();
        if *count < per_type {
            *count += 1;
            sample.push(json);
        }
    }
    sample
}

thread_local! {
    /// Whether this thread is deciding a hostile command, whose panics are caught and
    /// reported with their messages rather than printed one by one.
    static CATCHING: Cell<bool> = const { Cell::new(false) };
    /// Where the last caught panic happened.
    static PANICKED_AT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs `f`, catching a panic (quietly: it is reported by the caller).
fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if CATCHING.get() {
                let at = info
                    .location()
                    .map(|l| format!("{}:{}", l.file(), l.line()));
                PANICKED_AT.set(at.unwrap_or_default());
            } else {
                default(info);
            }
        }));
    });
    CATCHING.set(true);
    let result = catch_unwind(AssertUnwindSafe(f));
    CATCHING.set(false);
    result.map_err(|panic| {
        format!(
            "{} at {}",
            panic_message(&*panic),
            PANICKED_AT.with_borrow(String::clone)
        )
    })
}

fn check_kind<G: Kind>() {
    let catalogued: BTreeSet<String> = G::catalogue()
        .iter()
        .map(|c| c["type"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        catalogued,
        schema_types::<G>(),
        "{}: the catalogue has every command type",
        G::KIND
    );
    let cases = std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6);
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let tally = Mutex::new(Tally::default());
    runner
        .run(&(any::<u64>(), 0usize..240), |(seed, steps)| {
            let reached = reach::<G>(seed, steps);
            let mut tally = tally.lock().unwrap();
            for seat in 0..G::SEATS {
                let seat = Seat(seat as u8);
                let mut bases = G::catalogue();
                bases.extend(legal_sample::<G>(&reached.state, seat, 2));
                for base in &bases {
                    for variant in hostile::variants(base) {
                        if let Err(failure) = try_variant(&reached, seat, &variant, &mut tally) {
                            let key = format!("{} {failure}", base["type"]);
                            let mut shown = variant.to_string();
                            shown.truncate(300);
                            tally.failures.entry(key).or_insert(format!(
                                "seed {seed}, {steps} steps, seat {seat}: {shown}"
                            ));
                        }
                    }
                }
            }
            Ok(())
        })
        .unwrap();
    let tally = tally.into_inner().unwrap();
    println!(
        "{}: {} hostile commands in {cases} states: {} malformed, {} refused, {} accepted \
         ({} replies to them)",
        G::KIND,
        tally.variants,
        tally.malformed,
        tally.refused,
        tally.accepted,
        tally.replies
    );
    assert!(
        tally.failures.is_empty(),
        "{}: {} kinds of failure:\n{}",
        G::KIND,
        tally.failures.len(),
        tally
            .failures
            .iter()
            .map(|(failure, example)| format!("{failure}\n    e.g. {example}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn hostile_numbers_break_no_acquire_game() {
    check_kind::<Acquire>();
}

#[test]
fn hostile_numbers_break_no_monopoly_game() {
    check_kind::<Monopoly>();
}

#[test]
fn hostile_numbers_break_no_tokyo_capsule_hotel_game() {
    check_kind::<TokyoCapsuleHotel>();
}

#[test]
fn hostile_numbers_break_no_grand_austria_hotel_game() {
    check_kind::<GrandAustriaHotel>();
}
