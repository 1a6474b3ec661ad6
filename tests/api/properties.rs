//! Property tests through the HTTP layer: arbitrary commands for every registered game never
//! get a 5xx, and arbitrary bytes to every endpoint that takes a JSON body get a 4xx.
//! `PROPTEST_CASES` sets the number of cases per game and endpoint (default 48).

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use reqwest::StatusCode;
use serde_json::json;

use crate::arbitrary::{Mutation, arbitrary_json, mutation};
use crate::on_both_backends;
use crate::support::TestApp;

on_both_backends!(
    arbitrary_commands_never_get_a_server_error,
    arbitrary_bodies_get_client_errors
);

fn cases() -> usize {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(48)
}

/// Draws `count` values of `strategy` from a seeded runner.
fn draws<S: Strategy>(strategy: S, count: usize) -> Vec<S::Value> {
    let mut runner = TestRunner::deterministic();
    (0..count)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect()
}
/// Arbitrary bytes, sometimes close to JSON.
pub fn arbitrary_body() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..64),
        arbitrary_json().prop_map(|value| value.to_string().into_bytes()),
        "[{}\\[\\]\":,0-9a-z\\\\ ]{0,48}".prop_map(String::into_bytes),
    ]
}

async fn arbitrary_commands_never_get_a_server_error(app: TestApp) {
    let mutations: Vec<Mutation> = draws(mutation(), cases());
    for game in hotel_games::games::REGISTRY {
        let seats = *game
            .seat_range(&game.parse_config(None).unwrap())
            .unwrap()
            .start();
        let (id, tokens) = app.started_game(game.kind(), seats, json!(null)).await;
        for mutation in &mutations {
            let resource = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
            let Some(seat) = resource["awaited"][0].as_u64() else {
                break;
            };
            let token = &tokens[seat as usize];
            let legal = app
                .get_json(token, &format!("/v1/games/{id}/legal-moves"))
                .await;
            let legal = legal["commands"].as_array().cloned().unwrap_or_default();
            let command = mutation.apply(&legal, &json!({"type": "resign"}));
            if command.get("type") == Some(&json!("resign")) {
                continue;
            }
            let version = resource["version"].as_i64().unwrap();
            let response = app.submit_move(token, &id, version, &command).await;
            let status = response.status();
            assert!(
                status.is_success() || status.is_client_error(),
                "{}: {command} answered {status}: {}",
                game.kind(),
                response.text().await.unwrap()
            );
        }
    }
}

async fn arbitrary_bodies_get_client_errors(app: TestApp) {
    let bodies: Vec<Vec<u8>> = draws(arbitrary_body(), cases());
    let token = app.register("byteshower").await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let endpoints = [
        ("/v1/users".to_string(), None),
        ("/v1/tokens".to_string(), None),
        ("/v1/games".to_string(), Some(&token)),
        (format!("/v1/games/{id}/moves"), Some(&tokens[0])),
    ];
    for (path, bearer) in &endpoints {
        for body in &bodies {
            let mut request = app
                .client
                .post(app.url(path))
                .header("content-type", "application/json")
                .body(body.clone());
            if let Some(bearer) = bearer {
                request = request.bearer_auth(bearer);
            }
            let response = request.send().await.unwrap();
            let status = response.status();
            assert!(
                status.is_client_error() && status != StatusCode::TOO_MANY_REQUESTS,
                "{path} with {:?} answered {status}",
                String::from_utf8_lossy(body)
            );
        }
    }
}
