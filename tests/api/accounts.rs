use reqwest::StatusCode;
use serde_json::json;

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    register_login_and_me,
    usernames_are_validated_and_unique,
    wrong_password_and_unknown_user_look_alike,
    requests_without_a_valid_token_get_401
);

async fn register_login_and_me(app: TestApp) {
    let token = app.register("ann").await;
    let me = app.get_json(&token, "/v1/users/me").await;
    assert_eq!(me["username"], "ann");
    assert!(me["id"].as_str().unwrap().len() >= 32);
    let response = app
        .client
        .post(app.url("/v1/tokens"))
        .json(&json!({"username": "ann", "password": "password-ann"}))
        .send()
        .await
        .unwrap();
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 3600);
    assert!(body["refresh_token"].as_str().unwrap().starts_with("rt_"));
    assert!(uuid::Uuid::parse_str(body["session_id"].as_str().unwrap()).is_ok());
}

async fn usernames_are_validated_and_unique(app: TestApp) {
    app.register("bob").await;
    let again = app
        .client
        .post(app.url("/v1/users"))
        .json(&json!({"username": "bob", "password": "another-password"}))
        .send()
        .await
        .unwrap();
    problem(again, StatusCode::CONFLICT, "username_taken").await;
    for (username, password) in [
        ("x", "long-enough"),
        ("has space", "long-enough"),
        ("carol", "short"),
    ] {
        let response = app
            .client
            .post(app.url("/v1/users"))
            .json(&json!({"username": username, "password": password}))
            .send()
            .await
            .unwrap();
        problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    }
    let unknown_field = app
        .client
        .post(app.url("/v1/users"))
        .json(&json!({"username": "dave", "password": "long-enough", "admin": true}))
        .send()
        .await
        .unwrap();
    problem(unknown_field, StatusCode::BAD_REQUEST, "invalid_request").await;
    let malformed = app
        .client
        .post(app.url("/v1/users"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    problem(malformed, StatusCode::BAD_REQUEST, "invalid_request").await;
}

async fn wrong_password_and_unknown_user_look_alike(app: TestApp) {
    app.register("erin").await;
    let wrong = app
        .client
        .post(app.url("/v1/tokens"))
        .json(&json!({"username": "erin", "password": "not-her-password"}))
        .send()
        .await
        .unwrap();
    let wrong = problem(wrong, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
    let unknown = app
        .client
        .post(app.url("/v1/tokens"))
        .json(&json!({"username": "nobody", "password": "not-her-password"}))
        .send()
        .await
        .unwrap();
    let unknown = problem(unknown, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
    assert_eq!(wrong, unknown);
}

async fn requests_without_a_valid_token_get_401(app: TestApp) {
    let token = app.register("frank").await;
    let game = app.create_game(&token, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    for path in ["/v1/users/me", "/v1/games", &format!("/v1/games/{id}/view")] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.headers()["www-authenticate"], "Bearer");
        problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
        let forged = app
            .client
            .get(app.url(path))
            .bearer_auth(format!("{token}x"))
            .send()
            .await
            .unwrap();
        problem(forged, StatusCode::UNAUTHORIZED, "unauthorized").await;
    }
    let response = app
        .client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .json(&json!({"expected_version": 1, "command": {"type": "resign"}}))
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
}
