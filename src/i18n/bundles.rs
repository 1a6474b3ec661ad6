//! One Fluent bundle per language, made once from the server's message files and every game's,
//! and the saying of a [`Message`] with it.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Language;
use crate::engine::Seat;
use crate::engine::words::{Arg, Message, MessageFiles};
use crate::games;

/// The server's own messages (abandoned games, list separators, …).
const SERVER_MESSAGES: MessageFiles = MessageFiles {
    en: include_str!("messages/en.ftl"),
    ja: include_str!("messages/ja.ftl"),
    zh_tw: include_str!("messages/zh-TW.ftl"),
};

/// The message id of the separator between the items of a list.
const LIST_SEPARATOR: &str = "list-separator";

type Bundle = FluentBundle<FluentResource>;

/// Every message file, the server's first, with the name it is reported by.
fn message_files() -> Vec<(String, MessageFiles)> {
    let mut files = vec![("the server".to_string(), SERVER_MESSAGES)];
    files.extend(
        games::REGISTRY
            .iter()
            .map(|kind| (kind.kind().to_string(), kind.messages())),
    );
    files
}

fn source(files: &MessageFiles, language: Language) -> &'static str {
    match language {
        Language::En => files.en,
        Language::Ja => files.ja,
        Language::ZhTw => files.zh_tw,
    }
}

fn resource(text: &'static str) -> FluentResource {
    FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, _)| resource)
}

fn bundle(language: Language) -> Bundle {
    let id = language.tag().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(grouped_numbers));
    for (_, files) in message_files() {
        // A duplicate id keeps its first message; `check_messages` reports it.
        let _ = bundle.add_resource(resource(source(&files, language)));
    }
    bundle
}

static BUNDLES: LazyLock<[Bundle; 3]> = LazyLock::new(|| Language::ALL.map(bundle));

fn bundle_of(language: Language) -> &'static Bundle {
    let index = Language::ALL
        .iter()
        .position(|l| *l == language)
        .expect("every language has a bundle");
    &BUNDLES[index]
}

/// Whole numbers with their thousands grouped (`3,000`); every language here groups so.
fn grouped_numbers<M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    if number.value.fract() != 0.0 || number.value.abs() >= 1e15 {
        return None;
    }
    let whole = number.value as i64;
    let digits = whole.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if whole < 0 {
        grouped.push('-');
    }
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    Some(grouped)
}

/// `message` in `language`, with each seat named by `names`. What cannot be said (an unknown
/// id, a missing argument) is said in English, or else as the id itself, and never fails.
pub fn say(language: Language, message: &Message, names: &dyn Fn(Seat) -> String) -> String {
    try_say(language, message, names)
        .or_else(|_| try_say(Language::En, message, names))
        .unwrap_or_else(|_| message.id.to_string())
}

/// The title of the game kind `kind` in `language` (its message `<kind>-title`), or the kind
/// itself should it have none.
pub fn kind_title(language: Language, kind: &str) -> String {
    plain_text(language, &format!("{kind}-title")).unwrap_or_else(|| kind.to_string())
}

/// The message `id`, which takes no arguments, in `language`, or `None` when that language has
/// no such message (for ids made at run time, such as a game option's).
pub fn plain_text(language: Language, id: &str) -> Option<String> {
    let bundle = bundle_of(language);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// `message` in `language`, or every problem met while saying it.
pub fn say_all(
    language: Language,
    message: &Message,
    names: &dyn Fn(Seat) -> String,
) -> Result<String, Vec<String>> {
    try_say(language, message, names)
}

fn try_say(
    language: Language,
    message: &Message,
    names: &dyn Fn(Seat) -> String,
) -> Result<String, Vec<String>> {
    let bundle = bundle_of(language);
    let mut problems = Vec::new();
    let mut args = FluentArgs::new();
    for (name, arg) in &message.args {
        let value = match arg {
            Arg::Seat(seat) => FluentValue::from(names(*seat)),
            Arg::Number(number) => FluentValue::from(*number),
            Arg::Name(text) => FluentValue::from(text.clone()),
            Arg::Message(inner) => match try_say(language, inner, names) {
                Ok(text) => FluentValue::from(text),
                Err(inner) => {
                    problems.extend(inner);
                    continue;
                }
            },
            Arg::List(items) => {
                let mut said = Vec::with_capacity(items.len());
                for item in items {
                    match try_say(language, item, names) {
                        Ok(text) => said.push(text),
                        Err(inner) => problems.extend(inner),
                    }
                }
                let separator = try_say(language, &Message::new(LIST_SEPARATOR), names)
                    .unwrap_or_else(|_| ", ".to_string());
                FluentValue::from(said.join(&separator))
            }
        };
        args.set(*name, value);
    }
    let Some(pattern) = bundle.get_message(message.id).and_then(|m| m.value()) else {
        problems.push(format!("{}: no message `{}`", language, message.id));
        return Err(problems);
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    problems.extend(
        errors
            .iter()
            .map(|error| format!("{}: `{}`: {error}", language, message.id)),
    );
    if problems.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(problems)
    }
}

/// The ids of every message in `language`'s files.
pub fn message_ids(language: Language) -> BTreeSet<String> {
    message_files()
        .iter()
        .flat_map(|(_, files)| ids_of(source(files, language)))
        .collect()
}

fn ids_of(text: &'static str) -> Vec<String> {
    resource(text)
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// What is wrong with the message files: syntax errors, an id given twice, an id one
/// language lacks, a game's id without its kind's prefix, and a Japanese or Chinese message
/// left the same as the English one (unless it is listed in `same_as_english`, e.g. a name).
pub struct MessageCheck {
    pub problems: Vec<String>,
    /// Messages per language.
    pub counts: Vec<(Language, usize)>,
}

/// Checks every message file (see [`MessageCheck`]).
pub fn check_messages(same_as_english: &[&str]) -> MessageCheck {
    let mut problems = Vec::new();
    let mut counts = Vec::new();
    for language in Language::ALL {
        let mut seen = BTreeSet::new();
        for (owner, files) in message_files() {
            let text = source(&files, language);
            if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                problems.push(format!("{owner}, {language}: {errors:?}"));
            }
            for id in ids_of(text) {
                if owner != "the server" && !id.starts_with(&format!("{owner}-")) {
                    problems.push(format!(
                        "{owner}, {language}: `{id}` lacks the prefix `{owner}-`"
                    ));
                }
                if !seen.insert(id.clone()) {
                    problems.push(format!("{owner}, {language}: `{id}` is defined twice"));
                }
            }
        }
        counts.push((language, seen.len()));
    }
    let english = message_ids(Language::En);
    for language in [Language::Ja, Language::ZhTw] {
        let ids = message_ids(language);
        for missing in english.difference(&ids) {
            problems.push(format!("{language}: `{missing}` has no translation"));
        }
        for extra in ids.difference(&english) {
            problems.push(format!("{language}: `{extra}` is not an English message"));
        }
        for (owner, files) in message_files() {
            let theirs = resource(source(&files, language));
            let ours = resource(files.en);
            for entry in theirs.entries() {
                let fluent_syntax::ast::Entry::Message(message) = entry else {
                    continue;
                };
                let id = message.id.name;
                if same_as_english.contains(&id) {
                    continue;
                }
                let english_entry = ours.entries().find_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(m) if m.id.name == id => Some(m),
                    _ => None,
                });
                if english_entry.is_some_and(|english| english.value == message.value) {
                    problems.push(format!(
                        "{owner}, {language}: `{id}` is the same as the English message"
                    ));
                }
            }
        }
    }
    MessageCheck { problems, counts }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(seat: Seat) -> String {
        ["ann", "bob", "cat"][seat.index()].to_string()
    }

    #[test]
    fn every_kind_has_its_title_in_every_language() {
        for kind in games::REGISTRY.iter().map(|game| game.kind()) {
            let titles = Language::ALL.map(|language| kind_title(language, kind));
            assert!(
                titles.iter().all(|title| title != kind),
                "{kind}: {titles:?}"
            );
        }
        assert_eq!(kind_title(Language::Ja, "monopoly"), "モノポリー");
        assert_eq!(kind_title(Language::En, "chess"), "chess");
    }

    #[test]
    fn messages_are_said_with_names_numbers_and_lists() {
        let message = Message::new("game-abandoned-resigned").with("seat", Seat(1));
        assert_eq!(
            say(Language::En, &message, &named),
            "The game was abandoned: bob, the last player, resigned."
        );
        assert!(say(Language::Ja, &message, &named).contains("bob"));
        assert_ne!(
            say(Language::Ja, &message, &named),
            say(Language::En, &message, &named)
        );
        let list = Message::new("list-test").with(
            "items",
            vec![
                Message::new("list-separator"),
                Message::new("list-separator"),
            ],
        );
        assert!(
            say_all(Language::En, &list, &named).is_err(),
            "no such message"
        );
        assert_eq!(say(Language::En, &list, &named), "list-test");
    }

    #[test]
    fn numbers_are_grouped_by_thousands() {
        let number = |n: f64| {
            grouped_numbers(&FluentValue::from(n), &())
                .unwrap_or_else(|| panic!("{n} is formatted"))
        };
        assert_eq!(number(3000.0), "3,000");
        assert_eq!(number(-1234567.0), "-1,234,567");
        assert_eq!(number(999.0), "999");
        assert_eq!(grouped_numbers(&FluentValue::from(1.5), &()), None);
    }
}
