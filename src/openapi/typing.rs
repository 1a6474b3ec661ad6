//! Types every game-specific payload of the document, so that client generators produce
//! typed models:
//!
//! * each kind's schemas are added, and the variants of tagged enums (commands, events,
//!   rejections, phases) become named components with a discriminator;
//! * each response envelope that carries a kind's payload (`Game`, `ViewResponse`,
//!   `LegalMoves`, `MoveResult`, `LogEntry`, `LogPage`, `PrintedData`, `CreateGame`) gets
//!   one variant per kind (`AcquireViewResponse`, …) with `kind` fixed and the payload
//!   typed, and the envelope itself becomes their union, discriminated by `kind`;
//! * a move's `command` is the union of the kinds' commands.

use serde_json::{Map, Value, json};

use crate::engine::AnyGame;

/// A component reference.
fn reference(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

/// `schema` or `null`.
fn nullable(schema: Value) -> Value {
    json!({ "oneOf": [{ "type": "null" }, schema] })
}

/// `PascalCase` of a snake_case name.
pub fn pascal_case(name: &str) -> String {
    name.split('_')
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect::<String>(),
                None => String::new(),
            }
        })
        .collect()
}

/// The schema-name prefix of a kind (`tokyo_capsule_hotel` → `TokyoCapsuleHotel`).
pub fn prefix(game: &dyn AnyGame) -> String {
    pascal_case(game.kind())
}

/// Adds the kinds' schemas and types the envelopes; `document` is the whole OpenAPI document.
pub fn type_game_payloads(document: &mut Value, games: &[&dyn AnyGame]) {
    let schemas = document["components"]["schemas"]
        .as_object_mut()
        .expect("the document has component schemas");
    for game in games {
        for (name, schema) in game.schemas() {
            let schema = serde_json::to_value(schema).expect("schemas serialize");
            let previous = schemas.insert(name.clone(), schema.clone());
            assert!(
                previous.is_none() || previous == Some(schema),
                "two different schemas are named {name}"
            );
        }
    }
    schemas.insert(
        SETUP_COMMAND.into(),
        json!({
            "type": "object",
            "description": "The command of the entry that sets a game up (the first of its log).",
            "required": ["type"],
            "properties": { "type": {
                "type": "string",
                "enum": ["setup"],
                "description": "Always `setup`.",
            } },
        }),
    );
    for schema in schemas.values_mut() {
        describe_wrapped_references(schema);
    }
    let prefixes: Vec<String> = games.iter().map(|game| prefix(*game)).collect();
    lift_tagged_variants(schemas, &prefixes);
    move_object_defaults_into_descriptions(schemas);
    for game in games {
        split_config(schemas, &game.schema_names().config);
        event_view_as_any_of(schemas, &game.schema_names().event_view);
    }
    for (envelope, fields) in ENVELOPES {
        type_envelope(schemas, games, envelope, fields);
    }
    let kinds: Vec<&str> = games.iter().map(|game| game.kind()).collect();
    schemas.insert(
        "GameKind".into(),
        json!({ "type": "string", "enum": kinds, "description": "A game kind the server hosts." }),
    );
    let kind = &mut schemas["GameKindInfo"]["properties"]["kind"];
    let description = kind["description"].take();
    *kind = reference("GameKind");
    kind["description"] = description;
    let commands: Vec<Value> = games
        .iter()
        .map(|game| reference(&game.schema_names().command))
        .collect();
    schemas["MoveRequest"]["properties"]["command"] = json!({
        "description": "A command of the game's kind: one of the kinds' `…Command` schemas.",
        // Kinds may share command shapes (e.g. `resign`): any of them, not exactly one.
        "anyOf": commands,
    });
    let orders: Vec<Value> = games
        .iter()
        .filter_map(|game| game.orders_schema_name())
        .map(|name| reference(&name))
        .collect();
    schemas.insert(
        "StandingOrdersRequest".into(),
        json!({
            "description": "The standing orders of the game's kind: one of the kinds' `…StandingOrders` schemas.",
            // Every member of every kind's orders is optional: `{}` is any kind's.
            "anyOf": orders,
        }),
    );
    schemas["StandingOrders"]["properties"]["orders"] = json!({
        "description": "The orders, in the kind's shape, every member filled in.",
        "anyOf": orders,
    });
}

/// An event view is the event in full or its redacted form; a redacted form may be a subset
/// of the full one (a drawn tile without the tile), so a full event can match both: the
/// untagged union is `anyOf`, not `oneOf`.
fn event_view_as_any_of(schemas: &mut Map<String, Value>, name: &str) {
    if let Some(view) = schemas.get_mut(name).and_then(Value::as_object_mut)
        && view.get("discriminator").is_none()
        && let Some(alternatives) = view.remove("oneOf")
    {
        view.insert("anyOf".into(), alternatives);
    }
}

/// How a payload field of an envelope is typed for a kind.
#[derive(Clone, Copy)]
enum Field {
    /// The kind's schema of this role.
    Schema(Role),
    /// `null` or the kind's schema.
    Nullable(Role),
    /// An array of the kind's schemas.
    Array(Role),
}

/// Which of a kind's schemas.
#[derive(Clone, Copy)]
enum Role {
    Config,
    /// The kind's options as a request gives them (every one optional).
    ConfigOptions,
    Command,
    /// A command of the log: the kind's command, or the setup entry's.
    LoggedCommand,
    View,
    EventView,
    Data,
    /// The kind's variant of another envelope (e.g. `AcquireLogEntry` inside a log page).
    Envelope(&'static str),
}

/// The command recorded in the first entry of every game's log.
const SETUP_COMMAND: &str = "SetupCommand";

/// The envelopes to type and their payload fields.
const ENVELOPES: &[(&str, &[(&str, Field)])] = &[
    ("Game", &[("config", Field::Schema(Role::Config))]),
    (
        "CreateGame",
        &[("config", Field::Nullable(Role::ConfigOptions))],
    ),
    (
        "ViewResponse",
        &[
            ("view", Field::Nullable(Role::View)),
            ("legal_moves", Field::Schema(Role::Envelope("LegalMoves"))),
        ],
    ),
    ("MoveResult", &[("view", Field::Schema(Role::View))]),
    ("LegalMoves", &[("commands", Field::Array(Role::Command))]),
    (
        "LogEntry",
        &[
            ("command", Field::Nullable(Role::LoggedCommand)),
            ("events", Field::Array(Role::EventView)),
        ],
    ),
    (
        "LogPage",
        &[("entries", Field::Array(Role::Envelope("LogEntry")))],
    ),
    ("PrintedData", &[("data", Field::Schema(Role::Data))]),
];

fn role_schema(game: &dyn AnyGame, role: Role) -> Value {
    let names = game.schema_names();
    match role {
        Role::Config => reference(&names.config),
        Role::ConfigOptions => reference(&options_name(&names.config)),
        Role::Command => reference(&names.command),
        Role::LoggedCommand => {
            json!({ "oneOf": [reference(&names.command), reference(SETUP_COMMAND)] })
        }
        Role::View => reference(&names.view),
        Role::EventView => reference(&names.event_view),
        Role::Data => reference(&names.data),
        Role::Envelope(envelope) => reference(&format!("{}{envelope}", prefix(game))),
    }
}

/// Replaces `envelope` by the union of its per-kind variants.
fn type_envelope(
    schemas: &mut Map<String, Value>,
    games: &[&dyn AnyGame],
    envelope: &str,
    fields: &[(&str, Field)],
) {
    let base = schemas
        .get(envelope)
        .cloned()
        .unwrap_or_else(|| panic!("the document has no {envelope} schema"));
    let mut variants = Vec::new();
    let mut mapping = Map::new();
    for game in games {
        let name = format!("{}{envelope}", prefix(*game));
        let mut variant = base.clone();
        let description = base["description"].as_str().unwrap_or_default();
        variant["title"] = json!(name);
        variant["description"] = json!(format!("{description} Kind `{}`.", game.kind()));
        let properties = variant["properties"]
            .as_object_mut()
            .unwrap_or_else(|| panic!("{envelope} has properties"));
        if let Some(kind) = properties.get_mut("kind") {
            *kind = json!({ "type": "string", "enum": [game.kind()], "description": kind["description"] });
        }
        for (field, typing) in fields {
            let description = properties[*field]["description"].clone();
            let mut schema = match typing {
                Field::Schema(role) => role_schema(*game, *role),
                Field::Nullable(role) => nullable(role_schema(*game, *role)),
                Field::Array(role) => {
                    json!({ "type": "array", "items": role_schema(*game, *role) })
                }
            };
            if !description.is_null() {
                schema["description"] = description;
            }
            properties.insert(field.to_string(), schema);
        }
        // A request's seat count must lie in the kind's range.
        if envelope == "CreateGame"
            && let Some(seats) = properties.get_mut("seats")
        {
            let limits = game.seat_limits();
            seats["minimum"] = json!(limits.start());
            seats["maximum"] = json!(limits.end());
        }
        mapping.insert(
            game.kind().into(),
            json!(format!("#/components/schemas/{name}")),
        );
        variants.push(reference(&name));
        assert!(
            schemas.insert(name.clone(), variant).is_none(),
            "the schema name {name} is taken"
        );
    }
    let mut union = json!({ "description": base["description"], "oneOf": variants });
    if base["properties"].get("kind").is_some() {
        union["discriminator"] = json!({ "propertyName": "kind", "mapping": mapping });
    }
    schemas.insert(envelope.into(), union);
}

/// The name of the request-side copy of a configuration schema.
fn options_name(config: &str) -> String {
    format!("{config}Options")
}

/// A configuration has two shapes: as the server returns it, with every option present
/// (`…Config`, every property required), and as a request gives it, where a missing option
/// takes its default (`…ConfigOptions`, no property required, defaults in the
/// descriptions). Generators make a property with a default non-optional, which would make a
/// client spell out every option.
fn split_config(schemas: &mut Map<String, Value>, config: &str) {
    let full = schemas.get_mut(config).expect("the kind's config schema");
    let mut options = full.clone();
    if let Some(properties) = full["properties"].as_object() {
        let names: Vec<Value> = properties.keys().map(|name| json!(name)).collect();
        full["required"] = Value::Array(names);
    }
    options["title"] = json!(options_name(config));
    if let Some(object) = options.as_object_mut() {
        object.remove("required");
    }
    if let Some(properties) = options.get_mut("properties").and_then(Value::as_object_mut) {
        for property in properties.values_mut() {
            let Some(default) = property
                .as_object_mut()
                .and_then(|object| object.remove("default"))
            else {
                continue;
            };
            let description = property["description"].as_str().unwrap_or_default();
            let sentence = format!("Default: `{default}`.");
            property["description"] = json!(if description.is_empty() {
                sentence
            } else {
                format!("{description} {sentence}")
            });
        }
    }
    schemas.insert(options_name(config), options);
}

/// The tag property shared by every variant of a tagged enum's `oneOf`, if it is one: a
/// property with a single enum value in every variant (`type`, `code`, `name` and `kind`
/// first).
fn tag_of(variants: &[Value]) -> Option<String> {
    let (first, _) = flattened_properties(variants.first()?)?;
    let mut candidates: Vec<String> = first.keys().cloned().collect();
    candidates.sort_by_key(|name| {
        let preferred = ["type", "code", "name", "kind"];
        (
            preferred
                .iter()
                .position(|p| p == name)
                .unwrap_or(preferred.len()),
            name.clone(),
        )
    });
    candidates.into_iter().find(|tag| {
        variants.iter().all(|variant| {
            flattened_properties(variant).is_some_and(|(properties, _)| {
                properties
                    .get(tag)
                    .and_then(|schema| schema["enum"].as_array())
                    .is_some_and(|values| values.len() == 1)
            })
        })
    })
}

/// The properties and required names of a variant: an inline object, or an `allOf` of one
/// reference and an inline object (resolved later, see [`flatten_all_of`]).
fn flattened_properties(variant: &Value) -> Option<(Map<String, Value>, Vec<Value>)> {
    if let Some(parts) = variant["allOf"].as_array() {
        let mut properties = Map::new();
        let mut required = Vec::new();
        for part in parts {
            if let Some(own) = part["properties"].as_object() {
                properties.extend(own.clone());
                required.extend(part["required"].as_array().cloned().unwrap_or_default());
            }
        }
        return Some((properties, required));
    }
    let properties = variant["properties"].as_object()?.clone();
    let required = variant["required"].as_array().cloned().unwrap_or_default();
    Some((properties, required))
}

/// An `allOf` of a reference and an inline object as one inline object.
fn flatten_all_of(variant: &Value, schemas: &Map<String, Value>) -> Value {
    let Some(parts) = variant["allOf"].as_array() else {
        return variant.clone();
    };
    let mut properties = Map::new();
    let mut required: Vec<Value> = Vec::new();
    let mut description = variant.get("description").cloned();
    for part in parts {
        let resolved = match part["$ref"].as_str() {
            Some(target) => {
                let name = target.trim_start_matches("#/components/schemas/");
                schemas
                    .get(name)
                    .unwrap_or_else(|| panic!("{name} is referenced but missing"))
            }
            None => part,
        };
        if description.is_none() {
            description = resolved.get("description").cloned();
        }
        properties.extend(
            resolved["properties"]
                .as_object()
                .cloned()
                .unwrap_or_default(),
        );
        for name in resolved["required"].as_array().cloned().unwrap_or_default() {
            if !required.contains(&name) {
                required.push(name);
            }
        }
    }
    let mut object = json!({ "type": "object", "properties": properties, "required": required });
    if let Some(description) = description {
        object["description"] = description;
    }
    object
}

/// Turns each inline variant of a tagged enum into a named component
/// (`<Prefix><PascalCase(tag value)><Rest>`, e.g. `AcquirePlaceTileCommand` for the
/// `place_tile` variant of `AcquireCommand`) and adds the discriminator.
fn lift_tagged_variants(schemas: &mut Map<String, Value>, prefixes: &[String]) {
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        let Some(variants) = schemas[&name]["oneOf"].as_array().cloned() else {
            continue;
        };
        if variants.iter().any(|variant| variant.get("$ref").is_some()) {
            continue;
        }
        let Some(tag) = tag_of(&variants) else {
            continue;
        };
        let (prefix, rest) = prefixes
            .iter()
            .find_map(|prefix| {
                name.strip_prefix(prefix.as_str())
                    .map(|rest| (prefix.as_str(), rest))
            })
            .unwrap_or(("", name.as_str()));
        let mut references = Vec::new();
        let mut mapping = Map::new();
        for variant in &variants {
            let mut variant = flatten_all_of(variant, schemas);
            let value = variant["properties"][&tag]["enum"][0]
                .as_str()
                .expect("tags are strings")
                .to_string();
            let lifted = format!("{prefix}{}{rest}", pascal_case(&value));
            variant["title"] = json!(lifted);
            describe_generated_properties(&mut variant, &tag, &value);
            assert!(
                !schemas.contains_key(&lifted),
                "the schema name {lifted} (a variant of {name}) is taken"
            );
            schemas.insert(lifted.clone(), variant);
            mapping.insert(value, json!(format!("#/components/schemas/{lifted}")));
            references.push(reference(&lifted));
        }
        let schema = schemas.get_mut(&name).expect("the enum is present");
        schema["oneOf"] = Value::Array(references);
        schema["discriminator"] = json!({ "propertyName": tag, "mapping": mapping });
    }
}

/// Describes the properties serde adds to a tagged variant, where the type has no doc
/// comment to give them: the tag itself and, for adjacently tagged rejections, `details`.
fn describe_generated_properties(variant: &mut Value, tag: &str, value: &str) {
    let Some(properties) = variant["properties"].as_object_mut() else {
        return;
    };
    let generated = [
        (
            tag,
            format!("Always `{value}`: the `{tag}` that selects this variant."),
        ),
        (
            "details",
            "The values behind this refusal, for showing to the player.".to_string(),
        ),
    ];
    for (name, description) in generated {
        if name == "details" && tag != "code" {
            continue;
        }
        if let Some(property) = properties.get_mut(name)
            && property.get("description").is_none()
        {
            property["description"] = json!(description);
        }
    }
}

/// A documented reference that is nullable or has a default is written as a `oneOf` whose
/// one non-null alternative carries the field's description; the description belongs to the
/// property itself, where readers and generators look for it. Applies to every property,
/// nested objects and array items included.
fn describe_wrapped_references(schema: &mut Value) {
    if let Some(properties) = schema.get_mut("properties").and_then(Value::as_object_mut) {
        for property in properties.values_mut() {
            if property.get("description").is_some() {
                continue;
            }
            let Some(alternatives) = property.get_mut("oneOf").and_then(Value::as_array_mut) else {
                continue;
            };
            let mut described = alternatives
                .iter_mut()
                .filter(|alternative| alternative["type"] != "null");
            let (Some(only), None) = (described.next(), described.next()) else {
                continue;
            };
            let Some(description) = only
                .as_object_mut()
                .and_then(|object| object.remove("description"))
            else {
                continue;
            };
            property["description"] = description;
        }
    }
    match schema {
        Value::Object(object) => object.values_mut().for_each(describe_wrapped_references),
        Value::Array(items) => items.iter_mut().for_each(describe_wrapped_references),
        _ => {}
    }
}

/// Generators cannot write an object default for a property typed by a reference; such a
/// default moves into the property's description.
fn move_object_defaults_into_descriptions(schemas: &mut Map<String, Value>) {
    for schema in schemas.values_mut() {
        let Some(properties) = schema.get_mut("properties").and_then(Value::as_object_mut) else {
            continue;
        };
        for property in properties.values_mut() {
            let is_composite = property.get("oneOf").is_some() || property.get("$ref").is_some();
            let default_is_structured = property
                .get("default")
                .is_some_and(|default| default.is_object() || default.is_array());
            if !(is_composite && default_is_structured) {
                continue;
            }
            let default = property
                .as_object_mut()
                .and_then(|object| object.remove("default"))
                .expect("checked above");
            let description = property["description"].as_str().unwrap_or_default();
            let sentence = format!("Default: `{default}`.");
            property["description"] = json!(if description.is_empty() {
                sentence
            } else {
                format!("{description} {sentence}")
            });
            // A single-variant `oneOf` (what a documented reference with a default becomes)
            // is the reference itself.
            if let Some([only]) = property["oneOf"].as_array().map(Vec::as_slice) {
                let only = only.clone();
                let object = property.as_object_mut().expect("a property schema");
                object.remove("oneOf");
                if let Some(target) = only.get("$ref") {
                    object.insert("$ref".into(), target.clone());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_pascal_cased() {
        assert_eq!(pascal_case("tokyo_capsule_hotel"), "TokyoCapsuleHotel");
        assert_eq!(pascal_case("place_tile"), "PlaceTile");
        assert_eq!(pascal_case("free_3"), "Free3");
    }

    #[test]
    fn a_wrapped_reference_gives_its_description_to_the_property() {
        let mut schema = json!({ "type": "object", "properties": {
            "seat": { "oneOf": [
                { "type": "null" },
                { "$ref": "#/components/schemas/Seat", "description": "The acting seat." } ] },
            "edition": { "default": "2008", "oneOf": [
                { "$ref": "#/components/schemas/Edition", "description": "The chain set." } ] },
            "either": { "oneOf": [
                { "$ref": "#/components/schemas/A", "description": "An A." },
                { "$ref": "#/components/schemas/B", "description": "A B." } ] },
            "nested": { "type": "object", "properties": { "tile": { "oneOf": [
                { "type": "null" },
                { "$ref": "#/components/schemas/Tile", "description": "The tile." } ] } } },
        } });
        describe_wrapped_references(&mut schema);
        let properties = &schema["properties"];
        assert_eq!(properties["seat"]["description"], "The acting seat.");
        assert!(properties["seat"]["oneOf"][1].get("description").is_none());
        assert_eq!(properties["edition"]["description"], "The chain set.");
        assert!(properties["either"].get("description").is_none());
        assert_eq!(properties["either"]["oneOf"][0]["description"], "An A.");
        assert_eq!(
            properties["nested"]["properties"]["tile"]["description"],
            "The tile."
        );
    }

    #[test]
    fn tagged_variants_become_named_components_with_a_discriminator() {
        let mut schemas = json!({
            "AcquireCommand": { "oneOf": [
                { "type": "object", "required": ["tile", "type"], "properties": {
                    "tile": { "type": "string" }, "type": { "type": "string", "enum": ["place_tile"] } } },
                { "type": "object", "required": ["type"], "properties": {
                    "type": { "type": "string", "enum": ["end_turn"] } } },
            ] },
            "AcquireMerger": { "type": "object", "required": ["tile"], "properties": {
                "tile": { "type": "string" } } },
            "AcquirePhase": { "oneOf": [
                { "allOf": [ { "$ref": "#/components/schemas/AcquireMerger" },
                    { "type": "object", "required": ["name"], "properties": {
                        "name": { "type": "string", "enum": ["merging"] } } } ] },
                { "type": "object", "required": ["name"], "properties": {
                    "name": { "type": "string", "enum": ["idle"] } } },
            ] },
        });
        let schemas = schemas.as_object_mut().unwrap();
        lift_tagged_variants(schemas, &["Acquire".to_string()]);
        assert_eq!(
            schemas["AcquireCommand"]["discriminator"]["mapping"]["place_tile"],
            "#/components/schemas/AcquirePlaceTileCommand"
        );
        assert_eq!(
            schemas["AcquirePlaceTileCommand"]["required"],
            json!(["tile", "type"])
        );
        let merging = &schemas["AcquireMergingPhase"];
        assert_eq!(merging["properties"]["tile"]["type"], "string");
        assert_eq!(merging["required"], json!(["tile", "name"]));
        assert_eq!(
            schemas["AcquirePhase"]["discriminator"]["propertyName"],
            "name"
        );
    }
}
