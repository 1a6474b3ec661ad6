//! A game kind's options and bots, named and explained in the reader's language, for a form
//! that creates a game. The options and their named values are read from the kind's
//! configuration schema; their words are messages of the kind's files:
//! `<kind>-option-<name>` (a label), `<kind>-option-<name>-help` (what it does),
//! `<kind>-choice-<name>-<value>` (a named value), and `<kind>-bot-<bot>` (how a bot plays;
//! the server's `bot-random` for the random player every kind has). In an id, `_` is `-`.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::{Language, plain_text};
use crate::engine::AnyGame;
use crate::engine::bots::RANDOM;
use crate::games;

/// One option of a kind's configuration, in a language.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OptionWords {
    /// The option's key in the configuration.
    #[schema(example = "bonus_rounding")]
    pub name: String,
    /// A short name, for a form's label.
    #[schema(example = "Rounding of split bonuses")]
    pub label: String,
    /// What the option does.
    pub help: String,
    /// The option's named values, each with its label (empty for a number, a switch or a
    /// structured option).
    pub choices: Vec<ChoiceWords>,
}

/// A named value an option may take, in a language.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ChoiceWords {
    /// The value as the configuration spells it.
    #[schema(example = "nearest")]
    pub value: String,
    /// Its label.
    #[schema(example = "To the nearest $100")]
    pub label: String,
}

/// A built-in player a seat can be given, in a language.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct BotWords {
    /// The name a seat is given the bot by (`POST /v1/games/{id}/seats` with `{"bot": name}`).
    #[schema(example = "random")]
    pub name: String,
    /// How it plays.
    pub description: String,
}

/// An option as the schema gives it: its key, its named values and its English description.
#[derive(Clone, Debug)]
struct OptionShape {
    name: String,
    values: Vec<String>,
    description: String,
}

/// Every kind's options, read once from its schemas.
static SHAPES: LazyLock<HashMap<&'static str, Vec<OptionShape>>> = LazyLock::new(|| {
    games::REGISTRY
        .iter()
        .map(|game| (game.kind(), shapes(*game)))
        .collect()
});

fn shapes(game: &dyn AnyGame) -> Vec<OptionShape> {
    let components: Map<String, Value> = game
        .schemas()
        .into_iter()
        .filter_map(|(name, schema)| Some((name, serde_json::to_value(schema).ok()?)))
        .collect();
    let config = serde_json::to_value(game.config_schema()).unwrap_or_default();
    let config = resolved(&config, &components);
    let Some(properties) = config.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    properties
        .iter()
        .map(|(name, schema)| {
            let mut values = Vec::new();
            named_values(schema, &components, 0, &mut values);
            let description = schema
                .get("description")
                .or_else(|| resolved(schema, &components).get("description"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .replace('\n', " ");
            OptionShape {
                name: name.clone(),
                values,
                description,
            }
        })
        .collect()
}

/// `schema`, or the component its `$ref` names.
fn resolved<'a>(schema: &'a Value, components: &'a Map<String, Value>) -> &'a Value {
    schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|reference| reference.rsplit('/').next())
        .and_then(|name| components.get(name))
        .unwrap_or(schema)
}

/// The string values an option's schema enumerates, through `$ref`s and `oneOf`/`anyOf`/`allOf`.
fn named_values(
    schema: &Value,
    components: &Map<String, Value>,
    depth: usize,
    values: &mut Vec<String>,
) {
    if depth > 4 {
        return;
    }
    let schema = resolved(schema, components);
    if let Some(listed) = schema.get("enum").and_then(Value::as_array) {
        values.extend(listed.iter().filter_map(Value::as_str).map(str::to_string));
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        for member in schema
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            named_values(member, components, depth + 1, values);
        }
    }
}

fn id_part(text: &str) -> String {
    text.to_lowercase().replace('_', "-")
}

/// The ids of an option's label and help.
fn option_ids(kind: &str, name: &str) -> (String, String) {
    let label = format!("{kind}-option-{}", id_part(name));
    let help = format!("{label}-help");
    (label, help)
}

fn choice_id(kind: &str, name: &str, value: &str) -> String {
    format!("{kind}-choice-{}-{}", id_part(name), id_part(value))
}

fn bot_id(kind: &str, bot: &str) -> String {
    if bot == RANDOM.name {
        "bot-random".to_string()
    } else {
        format!("{kind}-bot-{}", id_part(bot))
    }
}

/// `id` in `language`, else in English, else `fallback`.
fn text(language: Language, id: &str, fallback: &str) -> String {
    plain_text(language, id)
        .or_else(|| plain_text(Language::En, id))
        .unwrap_or_else(|| fallback.to_string())
}

/// Every option of `game`'s configuration with its label, help and named values in `language`.
pub fn option_words(game: &dyn AnyGame, language: Language) -> Vec<OptionWords> {
    let kind = game.kind();
    SHAPES
        .get(kind)
        .into_iter()
        .flatten()
        .map(|shape| {
            let (label, help) = option_ids(kind, &shape.name);
            OptionWords {
                name: shape.name.clone(),
                label: text(language, &label, &shape.name),
                help: text(language, &help, &shape.description),
                choices: shape
                    .values
                    .iter()
                    .map(|value| ChoiceWords {
                        value: value.clone(),
                        label: text(language, &choice_id(kind, &shape.name, value), value),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// The bots a seat of `game` can be given, each described in `language`.
pub fn bot_words(game: &dyn AnyGame, language: Language) -> Vec<BotWords> {
    game.bots()
        .iter()
        .map(|bot| BotWords {
            name: bot.name.to_string(),
            description: text(language, &bot_id(game.kind(), bot.name), bot.name),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every message id the options and bots of `game` use.
    fn ids_of_kind(game: &dyn AnyGame) -> Vec<String> {
        let kind = game.kind();
        let mut ids = Vec::new();
        for shape in SHAPES.get(kind).into_iter().flatten() {
            let (label, help) = option_ids(kind, &shape.name);
            ids.extend([label, help]);
            ids.extend(
                shape
                    .values
                    .iter()
                    .map(|value| choice_id(kind, &shape.name, value)),
            );
        }
        ids.extend(game.bots().iter().map(|bot| bot_id(kind, bot.name)));
        ids
    }

    #[test]
    fn every_option_value_and_bot_of_every_kind_has_its_words_in_every_language() {
        let mut missing = Vec::new();
        for game in games::REGISTRY {
            let ids = ids_of_kind(*game);
            let distinct: BTreeSet<&String> = ids.iter().collect();
            assert_eq!(
                distinct.len(),
                ids.len(),
                "{}: an id is made twice",
                game.kind()
            );
            for language in Language::ALL {
                missing.extend(
                    ids.iter()
                        .filter(|id| plain_text(language, id).is_none_or(|t| t.trim().is_empty()))
                        .map(|id| format!("{language}: {id}")),
                );
            }
        }
        assert!(missing.is_empty(), "no words for {missing:#?}");
    }

    #[test]
    fn options_are_read_from_the_schema_with_their_named_values() {
        let acquire = games::find("acquire").expect("acquire is hosted");
        let options = option_words(acquire, Language::Ja);
        let rounding = options
            .iter()
            .find(|option| option.name == "bonus_rounding")
            .expect("the bonus rounding option");
        let values: Vec<&str> = rounding.choices.iter().map(|c| c.value.as_str()).collect();
        assert_eq!(values, ["up", "down", "nearest"]);
        assert!(
            rounding.label.chars().any(|c| c > '\u{3000}'),
            "{}",
            rounding.label
        );
        let schema = serde_json::to_value(acquire.config_schema()).expect("a schema");
        let count = schema["properties"].as_object().map(Map::len);
        assert_eq!(Some(options.len()), count);
        let switch = options
            .iter()
            .find(|option| option.name == "special_powers")
            .expect("the special powers option");
        assert!(switch.choices.is_empty());
    }

    #[test]
    fn bots_are_described_in_the_language_asked() {
        let monopoly = games::find("monopoly").expect("monopoly is hosted");
        let english = bot_words(monopoly, Language::En);
        let chinese = bot_words(monopoly, Language::ZhTw);
        let names: Vec<&str> = english.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["random", "simple"]);
        for (en, zh) in english.iter().zip(&chinese) {
            assert_eq!(en.name, zh.name);
            assert_ne!(en.description, zh.description);
        }
    }
}
