//! The words are complete: every message has its Japanese and Traditional Chinese translation
//! (not left in English), every game's ids carry its kind, and every event of self-played
//! games of every kind, as every viewer sees it, is narrated in all three languages without a
//! missing message or argument.
//!
//! `cargo test --test words -- acquire` checks one kind; each kind's module here says some of
//! its sentences exactly.

mod acquire;
mod commands;
mod grand_austria_hotel;
mod monopoly;
mod tokyo_capsule_hotel;

use std::collections::{BTreeMap, BTreeSet};

use hotel_games::engine::simulate::{Player, SimulatedEntry};
use hotel_games::engine::{AnyGame, Seat, Viewer};
use hotel_games::games::REGISTRY;
use hotel_games::i18n::{self, Language};

/// Every rejection `code` the schema of `R` lists (its variants, in snake_case).
fn rejection_codes<R: utoipa::PartialSchema>() -> BTreeSet<String> {
    fn walk(schema: &serde_json::Value, codes: &mut BTreeSet<String>) {
        match schema {
            serde_json::Value::Object(map) => {
                for (key, value) in map {
                    if key == "code"
                        && let Some(values) = value.get("enum").and_then(|v| v.as_array())
                    {
                        codes.extend(values.iter().filter_map(|v| v.as_str()).map(String::from));
                    }
                    walk(value, codes);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|item| walk(item, codes)),
            _ => {}
        }
    }
    let schema = serde_json::to_value(R::schema()).expect("the schema serializes");
    let mut codes = BTreeSet::new();
    walk(&schema, &mut codes);
    codes
}

/// Messages that may read the same in English: printed names and codes.
const SAME_AS_ENGLISH: &[&str] = &[
    // A list of seats joined by the language's own list separator.
    "picture-seats",
    // Already said in the reader's language when the problem is made.
    "problem-unreadable-command-detail",
    // Tokyo Capsule Hotel's buildings keep their printed English names in every language.
    "tokyo_capsule_hotel-building-coin-laundry",
    "tokyo_capsule_hotel-building-sweets-buffet",
    "tokyo_capsule_hotel-building-tokyo-spike",
    "tokyo_capsule_hotel-building-park",
    "tokyo_capsule_hotel-building-arcade",
    "tokyo_capsule_hotel-building-sumo-dohyo",
];

fn name(seat: Seat) -> String {
    format!("player{}", seat.index() + 1)
}

#[test]
fn every_message_is_translated_and_well_formed() {
    let check = i18n::check_messages(SAME_AS_ENGLISH);
    for (language, count) in &check.counts {
        println!("{language}: {count} messages");
    }
    assert!(
        check.problems.is_empty(),
        "{} problems in the message files:\n{}",
        check.problems.len(),
        check.problems.join("\n")
    );
    let counts: BTreeSet<usize> = check.counts.iter().map(|(_, count)| *count).collect();
    assert_eq!(counts.len(), 1, "every language has as many messages");
}

/// The entries of a few self-played games of `kind`, with the built-in and random players.
fn played(kind: &dyn AnyGame) -> Vec<Vec<SimulatedEntry>> {
    let seats = *kind.seat_limits().start();
    let seats = seats.max(3).min(*kind.seat_limits().end());
    let config = kind.default_config();
    let mut games = Vec::new();
    for (index, player) in [Player::Policy, Player::Random, Player::Policy]
        .into_iter()
        .enumerate()
    {
        let mut entries = Vec::new();
        let mut sink = |entry: SimulatedEntry| entries.push(entry);
        let seed = [index as u8 + 7; 32];
        kind.simulate(&config, seats, &seed, 600, player, Some(&mut sink))
            .unwrap_or_else(|e| panic!("{} plays: {e}", kind.kind()));
        games.push(entries);
    }
    games
}

/// Whether a Japanese or Chinese text ends with a sentence's closing mark.
fn ends_a_sentence(text: &str) -> bool {
    text.trim_end()
        .ends_with(['。', '！', '？', '」', '』', '）', '.', '!', '?'])
}

fn narrate_games_of(kind: &dyn AnyGame) -> (usize, BTreeMap<String, usize>) {
    let mut problems = Vec::new();
    let mut said = 0;
    let mut by_type: BTreeMap<String, usize> = BTreeMap::new();
    for entries in played(kind) {
        let mut state = kind.new_state();
        let seats = entries
            .iter()
            .filter_map(|entry| entry.seat)
            .map(|seat| seat.index() + 1)
            .max()
            .unwrap_or(1);
        let mut viewers: Vec<Viewer> = (0..seats as u8).map(|s| Viewer::Seat(Seat(s))).collect();
        viewers.push(Viewer::Spectator);
        for entry in &entries {
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
            for viewer in &viewers {
                let narrated = state
                    .narrated_event_views(&entry.events, *viewer)
                    .expect("the events parse");
                let visible = state
                    .event_views(&entry.events, *viewer)
                    .expect("the events parse");
                assert_eq!(
                    narrated.iter().map(|(view, _)| view).collect::<Vec<_>>(),
                    visible.iter().collect::<Vec<_>>(),
                    "a narrated view is the event view"
                );
                for (view, message) in narrated {
                    let kind_of = view["type"].as_str().unwrap_or("?").to_string();
                    *by_type.entry(kind_of.clone()).or_default() += 1;
                    for language in Language::ALL {
                        match i18n::say_all(language, &message, &name) {
                            Ok(text) => {
                                said += 1;
                                if text.trim().is_empty() || text.contains('{') {
                                    problems.push(format!(
                                        "{} {kind_of} in {language}: `{text}`",
                                        kind.kind()
                                    ));
                                }
                                // Japanese and Chinese sentences follow each other without a
                                // space: each must end as a sentence does.
                                if language != Language::En && !ends_a_sentence(&text) {
                                    problems.push(format!(
                                        "{} {kind_of} in {language} ends no sentence: `{text}`",
                                        kind.kind()
                                    ));
                                }
                            }
                            Err(errors) => problems.extend(
                                errors
                                    .into_iter()
                                    .map(|e| format!("{} {kind_of}: {e}", kind.kind())),
                            ),
                        }
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} narrations fail:\n{}",
        problems.len(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    (said, by_type)
}

fn check_kind(name: &str) {
    let kind = REGISTRY
        .iter()
        .find(|kind| kind.kind() == name)
        .unwrap_or_else(|| panic!("{name} is registered"));
    let (said, by_type) = narrate_games_of(*kind);
    println!(
        "{name}: {said} sentences said, {} event types: {by_type:?}",
        by_type.len()
    );
    assert!(said > 100, "{name}: the games were narrated");
}

#[test]
fn acquire_events_are_narrated_in_every_language() {
    check_kind("acquire");
}

#[test]
fn monopoly_events_are_narrated_in_every_language() {
    check_kind("monopoly");
}

#[test]
fn tokyo_capsule_hotel_events_are_narrated_in_every_language() {
    check_kind("tokyo_capsule_hotel");
}

#[test]
fn grand_austria_hotel_events_are_narrated_in_every_language() {
    check_kind("grand_austria_hotel");
}

#[test]
fn every_kind_is_checked_here() {
    let kinds: BTreeSet<&str> = REGISTRY.iter().map(|kind| kind.kind()).collect();
    assert_eq!(
        kinds,
        BTreeSet::from([
            "acquire",
            "grand_austria_hotel",
            "monopoly",
            "tokyo_capsule_hotel"
        ])
    );
}
