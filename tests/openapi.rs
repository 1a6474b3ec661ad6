//! The committed OpenAPI document is the generated one, and it documents every endpoint and
//! every game kind's schemas.

use hotel_games::games::REGISTRY;
use hotel_games::games::acquire::AcquireCommand;
use hotel_games::openapi;
use hotel_games::openapi::typing::prefix;
use serde_json::Value;

const COMMITTED: &str = "openapi/openapi.json";

#[test]
fn the_committed_document_is_up_to_date() {
    let generated = openapi::document_json();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(COMMITTED, &generated).expect("write the document");
    }
    let committed = std::fs::read_to_string(COMMITTED).unwrap_or_default();
    assert!(
        committed == generated,
        "{COMMITTED} is stale: regenerate it with `UPDATE_OPENAPI=1 cargo test --test openapi` \
         (or `cargo run -- openapi > {COMMITTED}`)"
    );
}

#[test]
fn every_endpoint_and_game_schema_is_documented() {
    let document: serde_json::Value = serde_json::from_str(&openapi::document_json()).unwrap();
    let paths = document["paths"].as_object().unwrap();
    for path in [
        "/healthz",
        "/readyz",
        "/v1/users",
        "/v1/users/me",
        "/v1/tokens",
        "/v1/game-kinds",
        "/v1/game-kinds/{kind}",
        "/v1/game-kinds/{kind}/data",
        "/v1/games",
        "/v1/games/{id}/data",
        "/v1/games/{id}",
        "/v1/games/{id}/seats",
        "/v1/games/{id}/seats/me",
        "/v1/games/{id}/start",
        "/v1/games/{id}/resign",
        "/v1/games/{id}/view",
        "/v1/games/{id}/legal-moves",
        "/v1/games/{id}/moves",
        "/v1/games/{id}/log",
        "/v1/games/{id}/messages",
        "/v1/games/{id}/mutes",
        "/v1/games/{id}/mutes/{seat}",
    ] {
        assert!(paths.contains_key(path), "{path} is missing");
    }
    let schemas = document["components"]["schemas"].as_object().unwrap();
    assert!(schemas.contains_key("Problem"));
    for game in REGISTRY {
        let names = game.schema_names();
        for name in [
            names.config,
            names.command,
            names.view,
            names.event_view,
            names.rejection,
            names.data,
        ] {
            assert!(
                schemas.contains_key(&name),
                "{name} of {} is missing",
                game.kind()
            );
        }
    }
    // Every reference resolves.
    let text = document.to_string();
    for reference in text.split("\"$ref\":\"#/components/schemas/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(schemas.contains_key(name), "dangling reference to {name}");
    }
}

fn document() -> Value {
    serde_json::from_str(&openapi::document_json()).unwrap()
}

#[test]
fn game_specific_payloads_are_typed_per_kind_and_discriminated() {
    let document = document();
    let schemas = &document["components"]["schemas"];
    for envelope in [
        "Game",
        "CreateGame",
        "ViewResponse",
        "MoveResult",
        "LegalMoves",
        "LogPage",
        "PrintedData",
    ] {
        let union = &schemas[envelope];
        assert_eq!(union["discriminator"]["propertyName"], "kind", "{envelope}");
        for game in REGISTRY {
            let variant = format!("{}{envelope}", prefix(*game));
            assert_eq!(
                union["discriminator"]["mapping"][game.kind()],
                format!("#/components/schemas/{variant}")
            );
            assert_eq!(
                schemas[&variant]["properties"]["kind"]["enum"][0],
                game.kind()
            );
        }
    }
    let acquire_view = &schemas["AcquireViewResponse"]["properties"]["view"];
    assert!(
        acquire_view
            .to_string()
            .contains("#/components/schemas/AcquireView")
    );
    let command = &schemas["MoveRequest"]["properties"]["command"]["anyOf"];
    assert_eq!(command.as_array().unwrap().len(), REGISTRY.len());

    // Command, event and rejection variants are named components with a discriminator.
    for game in REGISTRY {
        let names = game.schema_names();
        for union in [&names.command, &names.rejection] {
            let variants = schemas[union]["oneOf"].as_array().unwrap();
            assert!(!variants.is_empty());
            for variant in variants {
                let name = variant["$ref"]
                    .as_str()
                    .unwrap()
                    .rsplit('/')
                    .next()
                    .unwrap();
                assert!(name.starts_with(&prefix(*game)), "{name}");
                assert_eq!(schemas[name]["title"], name);
            }
            assert!(schemas[union]["discriminator"]["propertyName"].is_string());
        }
    }
}

#[test]
fn every_game_schema_is_prefixed_with_its_kind() {
    let document = document();
    let schemas = document["components"]["schemas"].as_object().unwrap();
    let shared = ["Seat"];
    for game in REGISTRY {
        for (name, _) in game.schemas() {
            assert!(
                name.starts_with(&prefix(*game)) || shared.contains(&name.as_str()),
                "{name} of {} is not prefixed",
                game.kind()
            );
            assert!(schemas.contains_key(&name));
        }
    }
}

#[test]
fn every_problem_response_shows_an_example_of_each_code_it_names() {
    let document = document();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            for (status, response) in operation["responses"].as_object().unwrap() {
                let Some(problem) = response.pointer("/content/application~1problem+json") else {
                    continue;
                };
                let examples = problem["examples"]
                    .as_object()
                    .unwrap_or_else(|| panic!("{method} {path} {status} has no example"));
                let description = response["description"].as_str().unwrap();
                for (code, example) in examples {
                    assert_eq!(example["value"]["code"], code.as_str());
                    assert_eq!(example["value"]["status"].to_string(), *status);
                    // A refusal by a rate limit names a policy of this operation.
                    if let Some(policy) = example["value"]["policy"].as_str() {
                        assert!(
                            description.contains(&format!("`{policy}`")),
                            "{method} {path}: the example's policy {policy} is this operation's"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_problem_field_is_typed() {
    let document = document();
    let schemas = &document["components"]["schemas"];
    let problem = &schemas["Problem"];
    for (field, kind) in [
        ("current_version", "integer"),
        ("awaited", "array"),
        ("policy", "string"),
        ("limit", "integer"),
        ("retry_after", "integer"),
    ] {
        let types = &problem["properties"][field]["type"];
        assert!(
            types == kind
                || types
                    .as_array()
                    .is_some_and(|types| types.contains(&kind.into())),
            "Problem.{field} is typed {kind}: {types}"
        );
    }
    // Fields that do not apply are left out, never null.
    let schema = serde_json::to_string(&problem["properties"]).unwrap();
    assert!(!schema.contains("\"null\""), "{schema}");
    let scope = serde_json::to_string(&problem["properties"]["scope"]).unwrap();
    assert!(scope.contains("StreamScope"), "{scope}");
    assert_eq!(
        schemas["StreamScope"]["enum"],
        serde_json::json!(["user", "address", "server"])
    );
    let details = serde_json::to_string(&problem["properties"]["details"]).unwrap();
    assert!(details.contains("ProblemDetails"), "{details}");
    let details = serde_json::to_string(&schemas["ProblemDetails"]["anyOf"]).unwrap();
    for shape in [
        "VacationShortfall",
        "OfferedBots",
        "ExpansionLimit",
        "TextReading",
    ] {
        assert!(
            details.contains(shape),
            "details may be a {shape}: {details}"
        );
        assert!(schemas[shape]["properties"].is_object(), "{shape} is typed");
    }
    // Every field an example of the document shows is declared.
    for (path, item) in document["paths"].as_object().unwrap() {
        for operation in item.as_object().unwrap().values() {
            for response in operation["responses"].as_object().unwrap().values() {
                let examples = response
                    .pointer("/content/application~1problem+json/examples")
                    .and_then(Value::as_object);
                for example in examples.into_iter().flat_map(|examples| examples.values()) {
                    for field in example["value"].as_object().unwrap().keys() {
                        assert!(
                            problem["properties"].get(field).is_some(),
                            "{path}: the example's field {field} is declared"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_move_example_is_a_real_command() {
    let document = document();
    let example = &document["components"]["schemas"]["MoveRequest"]["example"];
    let command: AcquireCommand = serde_json::from_value(example["command"].clone()).unwrap();
    assert!(matches!(command, AcquireCommand::PlaceTile { .. }));
    assert!(example["expected_version"].is_i64());
}

/// Every place in `schema` (a component or one of its inline parts) that lacks a
/// description: the component itself and every property, nested objects and array items
/// included. A property that is only a reference is described by its target too, but a
/// client reading the field still needs to know what it means here.
fn undescribed(path: &str, schema: &Value, out: &mut Vec<String>) {
    if let Some(properties) = schema["properties"].as_object() {
        for (name, property) in properties {
            let here = format!("{path}.{name}");
            if property.get("description").is_none() {
                out.push(here.clone());
            }
            undescribed(&here, property, out);
        }
    }
    for key in ["items", "additionalProperties"] {
        if schema[key].is_object() {
            undescribed(&format!("{path}[]"), &schema[key], out);
        }
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        for part in schema[key].as_array().into_iter().flatten() {
            undescribed(path, part, out);
        }
    }
}

#[test]
fn every_schema_and_field_is_described_for_a_client_developer() {
    let document = document();
    let paths = document["paths"].to_string();
    assert!(
        !paths.contains('§'),
        "an operation points to a rules section"
    );
    let mut missing = Vec::new();
    for (name, schema) in document["components"]["schemas"].as_object().unwrap() {
        if schema.get("description").is_none() {
            missing.push(name.clone());
        }
        if schema.to_string().contains('§') {
            missing.push(format!(
                "{name} (points to a rules section clients do not have)"
            ));
        }
        undescribed(name, schema, &mut missing);
    }
    assert!(
        missing.is_empty(),
        "{} schemas or fields have no description:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
