//! Hostile numbers through the HTTP layer, one small game per kind: the awaited seat's legal
//! commands with their numbers at 0, −1 and the edges of the integer types, lists emptied,
//! doubled and oversized (the variants of the engine's hostile-numbers test) are answered
//! 2xx or 4xx with a problem document, never 5xx; numbers beyond i64 and u64, or beyond a
//! float, in a command or in `expected_version` are a 400 `invalid_request`.

use reqwest::{Response, StatusCode};
use serde_json::{Value, json};

use crate::hostile;
use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    hostile_numbers_get_client_errors_in_acquire,
    hostile_numbers_get_client_errors_in_monopoly,
    hostile_numbers_get_client_errors_in_tokyo_capsule_hotel,
    hostile_numbers_get_client_errors_in_grand_austria_hotel
);

/// The most variants posted per kind.
const POSTED: usize = 60;

async fn hostile_numbers_get_client_errors_in_acquire(app: TestApp) {
    check(
        &app,
        "acquire",
        3,
        r#"{"type": "dispose_shares", "sell": N}"#,
    )
    .await;
}

async fn hostile_numbers_get_client_errors_in_monopoly(app: TestApp) {
    check(
        &app,
        "monopoly",
        2,
        r#"{"type": "buy_property", "square": N}"#,
    )
    .await;
}

async fn hostile_numbers_get_client_errors_in_tokyo_capsule_hotel(app: TestApp) {
    check(
        &app,
        "tokyo_capsule_hotel",
        3,
        r#"{"type": "choose_loan", "amount": N}"#,
    )
    .await;
}

async fn hostile_numbers_get_client_errors_in_grand_austria_hotel(app: TestApp) {
    check(
        &app,
        "grand_austria_hotel",
        2,
        r#"{"type": "take_die", "space": N}"#,
    )
    .await;
}

/// Posts hostile variants of the awaited seat's legal commands and of `numeric` (a command
/// whose `N` stands for a number), then `numeric` with numbers no integer or float type
/// holds.
async fn check(app: &TestApp, kind: &str, seats: usize, numeric: &str) {
    let (id, tokens) = app.started_game(kind, seats, json!(null)).await;
    let resource = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = resource["awaited"][0].as_u64().unwrap() as usize;
    let token = &tokens[seat];
    let legal = app
        .get_json(token, &format!("/v1/games/{id}/legal-moves"))
        .await;
    let sample: Value = serde_json::from_str(&numeric.replace('N', "1")).unwrap();
    let variants: Vec<Value> = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|command| command["type"] != "resign")
        .chain([&sample])
        .flat_map(hostile::variants)
        .filter(|variant| !legal["commands"].as_array().unwrap().contains(variant))
        .collect();
    assert!(!variants.is_empty(), "{kind}: hostile variants to post");
    let step = variants.len().div_ceil(POSTED);
    for variant in variants.iter().step_by(step) {
        let game = app.get_json(token, &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            break;
        }
        let version = game["version"].as_i64().unwrap();
        let response = app.submit_move(token, &id, version, variant).await;
        client_error_or_success(response, &format!("{kind}: {variant}")).await;
    }
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    let version = game["version"].as_i64().unwrap();
    let beyond = [
        "123456789012345678901234567890",
        "-99999999999999999999",
        "1e400",
    ];
    for number in beyond {
        let command = numeric.replace('N', number);
        let body = format!(r#"{{"expected_version": {version}, "command": {command}}}"#);
        problem(
            post_raw(app, token, &id, body).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
        let body = format!(r#"{{"expected_version": {number}, "command": {{"type": "resign"}}}}"#);
        problem(
            post_raw(app, token, &id, body).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
}

async fn post_raw(app: &TestApp, token: &str, id: &str, body: String) -> Response {
    app.client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap()
}

/// A 2xx, or a 4xx with a problem document.
async fn client_error_or_success(response: Response, what: &str) {
    let status = response.status();
    if status.is_success() {
        return;
    }
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    let body = response.text().await.unwrap();
    assert!(status.is_client_error(), "{what} answered {status}: {body}");
    assert_eq!(content_type, "application/problem+json", "{what}: {body}");
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["status"], status.as_u16(), "{what}: {body}");
}
