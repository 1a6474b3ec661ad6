//! The committed OpenAPI document is the generated one, and it documents every endpoint and
//! every game kind's schemas.

use hotel_games::games::REGISTRY;
use hotel_games::openapi;

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
        "/v1/games",
        "/v1/games/{id}",
        "/v1/games/{id}/seats",
        "/v1/games/{id}/seats/me",
        "/v1/games/{id}/start",
        "/v1/games/{id}/resign",
        "/v1/games/{id}/view",
        "/v1/games/{id}/legal-moves",
        "/v1/games/{id}/moves",
        "/v1/games/{id}/log",
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
