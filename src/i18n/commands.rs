//! Text commands in a language: a game's [`Phrase`] said as a line a player can type, a typed
//! line read back as the game's command (its words in the reader's language or in English),
//! the reason a line is not a command, and each kind's grammar with its words in the language.

use serde::Serialize;
use serde_json::Value;
use unicode_normalization::UnicodeNormalization;
use utoipa::ToSchema;

use super::Language;
use super::bundles::say;
use crate::engine::command_text::{
    Expected, Fit, Lexicon, PatternPart, Phrase, Reader, TextError, Token, pattern_parts,
};
use crate::engine::words::{Arg, Message};
use crate::engine::{AnyGame, Seat};

/// How a word is compared: width-folded, lowercase, without the spaces, hyphens, dots and
/// apostrophes inside it.
fn folded(text: &str) -> String {
    text.nfkc()
        .flat_map(char::to_lowercase)
        .filter(|c| !matches!(c, ' ' | '-' | '.' | '\'' | '_' | '・'))
        .collect()
}

/// The words of one language (and English's), and the players of one game.
struct Words<'a> {
    language: Language,
    names: &'a [String],
}

impl Words<'_> {
    fn word(language: Language, id: &'static str) -> String {
        say(language, &Message::new(id), &|seat| format!("#{}", seat.0))
    }
}

impl Lexicon for Words<'_> {
    fn fit(&self, id: &'static str, text: &str) -> Fit {
        let typed = folded(text);
        if typed.is_empty() {
            return Fit::No;
        }
        let mut fit = Fit::No;
        for language in [self.language, Language::En] {
            let word = folded(&Self::word(language, id));
            if word == typed {
                return Fit::Exact;
            }
            if word.starts_with(&typed) {
                fit = Fit::Prefix;
            }
        }
        fit
    }

    fn seat(&self, text: &str) -> Option<Seat> {
        let typed = text.to_lowercase();
        if typed.is_empty() {
            return None;
        }
        let seat_of = |index: usize| u8::try_from(index).ok().map(Seat);
        if let Some(index) = self.names.iter().position(|n| n.to_lowercase() == typed) {
            return seat_of(index);
        }
        let mut starting = self
            .names
            .iter()
            .enumerate()
            .filter(|(_, name)| name.to_lowercase().starts_with(&typed));
        match (starting.next(), starting.next()) {
            (Some((index, _)), None) => seat_of(index),
            _ => None,
        }
    }
}

/// `command`, a command of `kind`, as a line to type in `language`, naming seats by `names`
/// (the players in seat order); `None` when it is not one of the kind's commands.
pub fn command_text(
    kind: &dyn AnyGame,
    language: Language,
    command: &Value,
    names: &[String],
) -> Option<String> {
    kind.phrase(command)
        .map(|phrase| write(language, &phrase, names))
}

/// A phrase as a line to type in `language`.
pub fn write(language: Language, phrase: &Phrase, names: &[String]) -> String {
    phrase
        .0
        .iter()
        .map(|token| match token {
            Token::Word(id) => Words::word(language, id),
            Token::Number(number) => number.to_string(),
            Token::Name(name) => name.clone(),
            Token::Seat(seat) => seat_name(names, *seat),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat.0))
}

/// Reads `text` as a command of `kind` typed in `language`, by players named `names`.
pub fn read_command(
    kind: &dyn AnyGame,
    language: Language,
    text: &str,
    names: &[String],
) -> Result<Value, TextError> {
    let words = Words { language, names };
    let mut reader = Reader::new(text, &words);
    kind.read_command(&mut reader)
}

/// What a reader expected, said in `language`.
fn expected_message(expected: &Expected) -> Message {
    match expected {
        Expected::Word(id) => Message::new("text-expected-word").with("word", Message::new(id)),
        Expected::Number => Message::new("text-expected-number"),
        Expected::Value(id) => Message::new(id),
        Expected::Seat => Message::new("text-expected-seat"),
        Expected::End => Message::new("text-expected-end"),
    }
}

/// Why a typed line is not a command, in one sentence of `language`: where reading stopped
/// and what was expected there.
pub fn explain(language: Language, error: &TextError) -> String {
    let mut expected: Vec<Message> = error.expected.iter().map(expected_message).collect();
    expected.dedup();
    let choices = Arg::List(expected);
    let message = match (&error.found, error.ambiguous) {
        (None, _) => Message::new("text-ended-early").with("expected", choices.clone()),
        (Some(found), true) => Message::new("text-ambiguous")
            .with("found", found.as_str())
            .with("expected", choices.clone()),
        (Some(found), false) => Message::new("text-unexpected")
            .with("position", error.at + 1)
            .with("found", found.as_str())
            .with("expected", choices.clone()),
    };
    say(language, &message, &|seat| format!("#{}", seat.0))
}

/// One form of a kind's text commands, in a language.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GrammarLine {
    /// The command's `type`.
    pub command: String,
    /// The form: words as typed, `<…>` placeholders, `[…]` optional, `…` repeats what precedes
    /// it, `|` separates choices.
    pub pattern: String,
    /// What the form does.
    pub help: String,
}

/// The grammar of `kind`'s text commands with its words and explanations in `language`.
pub fn grammar(kind: &dyn AnyGame, language: Language) -> Vec<GrammarLine> {
    kind.grammar()
        .iter()
        .map(|rule| GrammarLine {
            command: rule.command.to_string(),
            pattern: pattern_in(language, rule.pattern),
            help: Words::word(language, rule.help),
        })
        .collect()
}

fn pattern_in(language: Language, pattern: &'static str) -> String {
    pattern_parts(pattern)
        .into_iter()
        .map(|part| match part {
            PatternPart::Text(text) => text.to_string(),
            PatternPart::Word(id) => Words::word(language, id),
            PatternPart::Placeholder(id) => format!("<{}>", Words::word(language, id)),
        })
        .collect()
}
