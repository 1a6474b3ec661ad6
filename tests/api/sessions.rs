//! Sessions that last and can be ended: a sign-in opens a session whose refresh token is
//! rotated at each use; a rotated token presented again ends the whole session (unless its
//! answer was just lost and the token it gave is unused); a user lists
//! their sessions and ends any one (the current one too) or all of them, and an ended
//! session's access tokens, refresh token and event streams stop at once.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(
    a_refresh_token_is_rotated_and_a_reused_one_ends_its_session,
    sessions_are_listed_and_any_one_or_all_can_be_ended,
    two_refreshes_with_one_token_at_once_both_succeed,
    a_refresh_whose_answer_was_lost_is_made_again,
    an_ended_sessions_streams_end
);
for_both_backends!(a_session_ends_when_it_is_not_refreshed_in_time);

/// Signs `username` in with a `User-Agent`, answering the whole token document.
async fn sign_in(app: &TestApp, username: &str, agent: &str) -> Value {
    let response = app
        .client
        .post(app.url("/v1/tokens"))
        .header("user-agent", agent)
        .json(&json!({"username": username, "password": format!("password-{username}")}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

async fn refresh(app: &TestApp, refresh_token: &Value) -> reqwest::Response {
    app.client
        .post(app.url("/v1/tokens/refresh"))
        .json(&json!({"refresh_token": refresh_token}))
        .send()
        .await
        .unwrap()
}

fn access(tokens: &Value) -> &str {
    tokens["access_token"].as_str().unwrap()
}

async fn me_status(app: &TestApp, tokens: &Value) -> StatusCode {
    app.get(access(tokens), "/v1/users/me").await.status()
}

async fn delete(app: &TestApp, token: &str, path: &str) -> reqwest::Response {
    app.client
        .delete(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

async fn a_refresh_token_is_rotated_and_a_reused_one_ends_its_session(app: TestApp) {
    app.register("rosa").await;
    let first = sign_in(&app, "rosa", "phone").await;
    assert_eq!(first["token_type"], "Bearer");
    assert_eq!(first["expires_in"], 3600, "access tokens are short-lived");
    assert_eq!(first["refresh_expires_in"], 60 * 86_400);
    let refresh_token = first["refresh_token"].as_str().unwrap();
    assert!(refresh_token.starts_with("rt_"), "{refresh_token}");
    assert_ne!(refresh_token, access(&first));

    // The refresh token gets new tokens of the same session; the new access token works.
    let response = refresh(&app, &first["refresh_token"]).await;
    assert_eq!(response.status(), StatusCode::OK);
    let second: Value = response.json().await.unwrap();
    assert_eq!(second["session_id"], first["session_id"]);
    assert_ne!(second["refresh_token"], first["refresh_token"]);
    assert_eq!(me_status(&app, &second).await, StatusCode::OK);
    let third: Value = refresh(&app, &second["refresh_token"])
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(third["session_id"], first["session_id"]);

    // A refresh token already exchanged, presented again: someone else holds a copy. The
    // whole session ends: its newest refresh token and every access token of it stop.
    let reused = refresh(&app, &first["refresh_token"]).await;
    let body = problem(reused, StatusCode::UNAUTHORIZED, "refresh_token_reused").await;
    assert!(body["detail"].as_str().unwrap().contains("sign in again"));
    problem(
        refresh(&app, &third["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    for tokens in [&first, &second, &third] {
        assert_eq!(me_status(&app, tokens).await, StatusCode::UNAUTHORIZED);
    }

    // Another session of the same user is not touched; nor is a stranger's.
    let other = sign_in(&app, "rosa", "laptop").await;
    assert_eq!(me_status(&app, &other).await, StatusCode::OK);
    problem(
        refresh(&app, &json!("rt_made-up")).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(me_status(&app, &other).await, StatusCode::OK);
    assert_eq!(
        refresh(&app, &other["refresh_token"]).await.status(),
        StatusCode::OK
    );
}

async fn sessions_are_listed_and_any_one_or_all_can_be_ended(app: TestApp) {
    app.register("sven").await;
    let stranger = app.register("stella").await;
    let phone = sign_in(&app, "sven", "Phone/1.0").await;
    let laptop = sign_in(&app, "sven", "Laptop/2.0").await;
    let tablet = sign_in(&app, "sven", "Tablet/3.0").await;

    let listed = app.get_json(access(&laptop), "/v1/users/me/sessions").await;
    let sessions = listed["sessions"].as_array().unwrap();
    // The registration's own sign-in, then the three: newest first.
    assert_eq!(sessions.len(), 4, "{listed}");
    assert_eq!(sessions[0]["id"], tablet["session_id"]);
    assert_eq!(sessions[0]["user_agent"], "Tablet/3.0");
    assert_eq!(sessions[2]["user_agent"], "Phone/1.0");
    let current: Vec<&Value> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["id"], laptop["session_id"]);
    assert!(
        sessions[0]["expires_at"].as_str().unwrap() > sessions[0]["created_at"].as_str().unwrap()
    );

    // A stranger cannot end someone's session, nor can an id that is no session be ended.
    let phone_id = phone["session_id"].as_str().unwrap();
    let path = format!("/v1/users/me/sessions/{phone_id}");
    problem(
        delete(&app, &stranger, &path).await,
        StatusCode::NOT_FOUND,
        "session_not_found",
    )
    .await;
    assert_eq!(me_status(&app, &phone).await, StatusCode::OK);
    let unknown = format!("/v1/users/me/sessions/{}", uuid::Uuid::new_v4());
    problem(
        delete(&app, access(&laptop), &unknown).await,
        StatusCode::NOT_FOUND,
        "session_not_found",
    )
    .await;

    // Ending the phone's session from the laptop: the phone is signed out, the others not.
    assert_eq!(
        delete(&app, access(&laptop), &path).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(me_status(&app, &phone).await, StatusCode::UNAUTHORIZED);
    problem(
        refresh(&app, &phone["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(me_status(&app, &laptop).await, StatusCode::OK);
    problem(
        delete(&app, access(&laptop), &path).await,
        StatusCode::NOT_FOUND,
        "session_not_found",
    )
    .await;
    let listed = app.get_json(access(&laptop), "/v1/users/me/sessions").await;
    assert_eq!(listed["sessions"].as_array().unwrap().len(), 3);

    // Signing out: the tablet ends its own session, and only that one.
    let signed_out = delete(&app, access(&tablet), "/v1/users/me/sessions/current").await;
    assert_eq!(signed_out.status(), StatusCode::NO_CONTENT);
    assert_eq!(me_status(&app, &tablet).await, StatusCode::UNAUTHORIZED);
    problem(
        refresh(&app, &tablet["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(me_status(&app, &laptop).await, StatusCode::OK);

    // Signing out everywhere: every session and token of the user, no one else's.
    let everywhere = delete(&app, access(&laptop), "/v1/users/me/sessions").await;
    assert_eq!(everywhere.status(), StatusCode::NO_CONTENT);
    assert_eq!(me_status(&app, &laptop).await, StatusCode::UNAUTHORIZED);
    problem(
        refresh(&app, &laptop["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(
        app.get(&stranger, "/v1/users/me").await.status(),
        StatusCode::OK
    );
    let again = sign_in(&app, "sven", "Laptop/2.0").await;
    let listed = app.get_json(access(&again), "/v1/users/me/sessions").await;
    assert_eq!(listed["sessions"].as_array().unwrap().len(), 1);
}

async fn two_refreshes_with_one_token_at_once_both_succeed(app: TestApp) {
    app.register("tove").await;
    let tokens = sign_in(&app, "tove", "tab").await;
    // Two presentations of one refresh token at once (two tabs): one rotates it, the other
    // finds it just rotated with its successor unused, and rotates that instead.
    let (a, b) = tokio::join!(
        refresh(&app, &tokens["refresh_token"]),
        refresh(&app, &tokens["refresh_token"])
    );
    assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK));
    let (a, b): (Value, Value) = (a.json().await.unwrap(), b.json().await.unwrap());
    assert_eq!(a["session_id"], tokens["session_id"]);
    assert_eq!(b["session_id"], tokens["session_id"]);
    assert_ne!(a["refresh_token"], b["refresh_token"]);
    for tokens in [&a, &b] {
        assert_eq!(me_status(&app, tokens).await, StatusCode::OK);
    }
}

async fn a_refresh_whose_answer_was_lost_is_made_again(app: TestApp) {
    app.register("ulla").await;
    let signed_in = sign_in(&app, "ulla", "train").await;
    // The answer of the first refresh never reaches the client (the tab closed): it presents
    // the same refresh token again, and the session goes on.
    let lost = refresh(&app, &signed_in["refresh_token"]).await;
    assert_eq!(lost.status(), StatusCode::OK);
    let lost: Value = lost.json().await.unwrap();
    let again = refresh(&app, &signed_in["refresh_token"]).await;
    assert_eq!(again.status(), StatusCode::OK);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["session_id"], signed_in["session_id"]);
    let next = refresh(&app, &again["refresh_token"]).await;
    assert_eq!(next.status(), StatusCode::OK);
    let next: Value = next.json().await.unwrap();
    // The lost token's successor was used: presenting the lost one now is a reuse, which ends
    // the session.
    problem(
        refresh(&app, &lost["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "refresh_token_reused",
    )
    .await;
    problem(
        refresh(&app, &next["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(me_status(&app, &next).await, StatusCode::UNAUTHORIZED);
}

async fn an_ended_sessions_streams_end(app: TestApp) {
    app.register("uma").await;
    let tokens = sign_in(&app, "uma", "browser").await;
    let other = sign_in(&app, "uma", "other").await;
    let ticket: Value = app
        .post(access(&tokens), "/v1/stream-tickets", json!({}))
        .await
        .json()
        .await
        .unwrap();
    let url = format!(
        "{}?ticket={}",
        app.url("/v1/users/me/events"),
        ticket["ticket"].as_str().unwrap()
    );
    let mut stream = reqwest::Client::new().get(url).send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    let mut other_stream = app
        .client
        .get(app.url("/v1/users/me/events"))
        .bearer_auth(access(&other))
        .send()
        .await
        .unwrap();
    let path = format!(
        "/v1/users/me/sessions/{}",
        tokens["session_id"].as_str().unwrap()
    );
    assert_eq!(
        delete(&app, access(&other), &path).await.status(),
        StatusCode::NO_CONTENT
    );
    // The ended session's stream ends within seconds; the other session's stays open.
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        while stream.chunk().await.unwrap().is_some() {}
    })
    .await;
    assert!(ended.is_ok(), "the ended session's stream ends");
    let open = tokio::time::timeout(Duration::from_millis(1500), other_stream.chunk()).await;
    assert!(
        open.is_err() || open.is_ok_and(|chunk| chunk.unwrap().is_some()),
        "the other session's stream stays open"
    );
}

async fn a_session_ends_when_it_is_not_refreshed_in_time(backend: Backend) {
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.session_idle = Duration::from_secs(2);
    })
    .await;
    app.register("vera").await;
    let tokens = sign_in(&app, "vera", "slow").await;
    assert_eq!(tokens["refresh_expires_in"], 2);
    // Refreshed in time, the session lives on from the refresh.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let response = refresh(&app, &tokens["refresh_token"]).await;
    assert_eq!(response.status(), StatusCode::OK);
    let refreshed: Value = response.json().await.unwrap();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let response = refresh(&app, &refreshed["refresh_token"]).await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "2.4 s after sign-in, 1.2 s after the refresh"
    );
    let last: Value = response.json().await.unwrap();
    // Left alone past its idle time, it ends.
    tokio::time::sleep(Duration::from_millis(2300)).await;
    problem(
        refresh(&app, &last["refresh_token"]).await,
        StatusCode::UNAUTHORIZED,
        "invalid_refresh_token",
    )
    .await;
    let listed = app.get_json(access(&last), "/v1/users/me/sessions").await;
    assert!(
        listed["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["id"] != last["session_id"]),
        "an expired session is no longer listed: {listed}"
    );
}
