//! Text commands read back as what they say: for every command legal in self-played games of
//! every kind (and every command those games played), the line written in each language reads
//! back as the same command, and every form of the grammar names messages that exist.

use std::collections::BTreeSet;

use hotel_games::engine::command_text::rule_ids;
use hotel_games::engine::{AnyGame, Status};
use hotel_games::games::REGISTRY;
use hotel_games::i18n::{self, Language};
use serde_json::Value;

use super::played;

fn names() -> Vec<String> {
    (1..=6).map(|n| format!("player{n}")).collect()
}

/// Every command seen in self-played games of `kind`: those legal at each turn for each
/// awaited seat, and those played (expanded templates among them).
fn commands_of(kind: &dyn AnyGame) -> Vec<Value> {
    let mut seen = BTreeSet::new();
    for entries in played(kind) {
        let mut state = kind.new_state();
        for entry in &entries {
            if let Status::Awaiting(seats) = state.status() {
                for seat in seats {
                    for command in state.legal_commands(seat) {
                        seen.insert(command.to_string());
                    }
                }
            }
            if entry.seq > 1 && !state.is_system_command(&entry.command) {
                seen.insert(entry.command.to_string());
            }
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
        }
    }
    seen.iter()
        .map(|text| serde_json::from_str(text).expect("JSON"))
        .collect()
}

fn round_trip(name: &str) {
    let kind = *REGISTRY
        .iter()
        .find(|kind| kind.kind() == name)
        .unwrap_or_else(|| panic!("{name} is registered"));
    let names = names();
    let commands = commands_of(kind);
    let mut problems = Vec::new();
    let mut types = BTreeSet::new();
    for command in &commands {
        types.insert(command["type"].as_str().unwrap_or("?").to_string());
        for language in Language::ALL {
            let Some(text) = i18n::command_text(kind, language, command, &names) else {
                problems.push(format!("{language}: {command} has no text"));
                continue;
            };
            match i18n::read_command(kind, language, &text, &names) {
                Ok(read) if read == *command => {}
                Ok(read) => problems.push(format!(
                    "{language}: `{text}` reads as {read}, not {command}"
                )),
                Err(error) => problems.push(format!(
                    "{language}: `{text}` ({command}) does not read: {}",
                    i18n::explain(language, &error)
                )),
            }
        }
    }
    println!(
        "{name}: {} commands of {} types read back in {} languages",
        commands.len(),
        types.len(),
        Language::ALL.len()
    );
    assert!(
        problems.is_empty(),
        "{} text commands fail:\n{}",
        problems.len(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(commands.len() > 20, "{name}: the games offered commands");
}

fn grammar_is_complete(name: &str) {
    let kind = *REGISTRY
        .iter()
        .find(|kind| kind.kind() == name)
        .unwrap_or_else(|| panic!("{name} is registered"));
    assert!(!kind.grammar().is_empty(), "{name} has a grammar");
    let ids = i18n::message_ids(Language::En);
    for rule in kind.grammar() {
        for id in rule_ids(rule) {
            assert!(
                ids.contains(id),
                "{name}: `{id}` of `{}` is no message",
                rule.pattern
            );
        }
    }
    for language in Language::ALL {
        for line in i18n::grammar(kind, language) {
            assert!(
                !line.pattern.contains('{') && !line.help.is_empty(),
                "{name} in {language}: {line:?}"
            );
        }
    }
}

#[test]
fn acquire_commands_read_back_in_every_language() {
    grammar_is_complete("acquire");
    round_trip("acquire");
}

#[test]
fn monopoly_commands_read_back_in_every_language() {
    grammar_is_complete("monopoly");
    round_trip("monopoly");
}

#[test]
fn tokyo_capsule_hotel_commands_read_back_in_every_language() {
    grammar_is_complete("tokyo_capsule_hotel");
    round_trip("tokyo_capsule_hotel");
}

#[test]
fn grand_austria_hotel_commands_read_back_in_every_language() {
    grammar_is_complete("grand_austria_hotel");
    round_trip("grand_austria_hotel");
}
