//! One account used against others, and small refusals: a username cannot be locked out
//! from another address, forged `X-Forwarded-For` entries do not escape the quotas,
//! confirmation emails cannot be turned into a mail bomb, and requests that make no sense
//! (muting oneself, a vacation in the year 9999, a changed running vacation charged twice, a
//! move with a bad token and no body) are answered as such.

use std::time::Duration;

use hotel_games::auth::TokenKeys;
use hotel_games::limits::Rate;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::receivers::SmtpSink;
use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(
    a_seat_cannot_be_muted_by_its_own_player,
    vacations_start_within_a_year_and_changes_are_charged_once,
);

for_both_backends!(
    a_move_with_a_bad_token_is_unauthorized_before_its_body_is_read,
    confirmation_emails_are_limited_per_user_and_per_address,
);

/// A login attempt from `address` (as a trusted proxy names it in `X-Forwarded-For`).
async fn login_from(
    app: &TestApp,
    forwarded: &str,
    username: &str,
    password: &str,
) -> reqwest::Response {
    app.client
        .post(app.url("/v1/tokens"))
        .header("X-Forwarded-For", forwarded)
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_username_cannot_be_locked_out_from_another_address() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.client_address_header = Some("X-Forwarded-For".into());
        config.rates.login_username = Rate {
            requests: 3,
            seconds: 60,
        };
    })
    .await;
    app.register("locked_ann").await;
    // Someone elsewhere guesses Ann's password until refused.
    let mut refused = 0;
    for _ in 0..6 {
        let response = login_from(&app, "198.51.100.66", "locked_ann", "wrong guess").await;
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            let body = problem(response, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
            assert_eq!(body["policy"], "login-username");
            refused += 1;
        } else {
            assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        }
    }
    assert_eq!(refused, 3, "the guesser is stopped after three attempts");
    // Ann, from her own address, still logs in.
    let response = login_from(&app, "203.0.113.7", "locked_ann", "password-locked_ann").await;
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_forwarded_entries_do_not_escape_the_quotas() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.client_address_header = Some("X-Forwarded-For".into());
        config.rates.register_address = Rate {
            requests: 2,
            seconds: 3600,
        };
        config.rates.login_address = Rate {
            requests: 4,
            seconds: 60,
        };
    })
    .await;
    // The client makes up an entry per request; the one proxy appends the real address.
    let forwarded = |n: usize| format!("10.{n}.0.1, 203.0.113.{}", 9);
    let mut statuses = Vec::new();
    for n in 0..4 {
        let response = app
            .client
            .post(app.url("/v1/users"))
            .header("X-Forwarded-For", forwarded(n))
            .json(&json!({"username": format!("forged{n}"), "password": "password123"}))
            .send()
            .await
            .unwrap();
        statuses.push(response.status());
    }
    assert_eq!(
        statuses,
        [
            StatusCode::CREATED,
            StatusCode::CREATED,
            StatusCode::TOO_MANY_REQUESTS,
            StatusCode::TOO_MANY_REQUESTS
        ]
    );
    let mut limited = false;
    for n in 0..6 {
        let response = login_from(&app, &forwarded(n + 10), "forged0", "wrong guess").await;
        limited |= response.status() == StatusCode::TOO_MANY_REQUESTS;
    }
    assert!(limited, "the address's login quota holds");
    // Another real address is not affected.
    let response = login_from(&app, "10.1.0.1, 198.51.100.20", "forged0", "password123").await;
    assert_eq!(response.status(), StatusCode::OK);
}

async fn a_seat_cannot_be_muted_by_its_own_player(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mute = |token: &str, seat: u8| {
        app.client
            .put(app.url(&format!("/v1/games/{id}/mutes/{seat}")))
            .bearer_auth(token.to_string())
            .send()
    };
    problem(
        mute(&tokens[1], 1).await.unwrap(),
        StatusCode::CONFLICT,
        "own_seat",
    )
    .await;
    assert_eq!(
        mute(&tokens[1], 0).await.unwrap().status(),
        StatusCode::NO_CONTENT
    );
    let mutes = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/mutes"))
        .await;
    assert_eq!(mutes["seats"], json!([0]));
}

async fn vacations_start_within_a_year_and_changes_are_charged_once(app: TestApp) {
    let token = app.register("holiday_ann").await;
    let put = |body: Value| {
        app.client
            .put(app.url("/v1/users/me/vacation"))
            .bearer_auth(&token)
            .json(&body)
            .send()
    };
    for far in [
        json!({"starts_at": "9999-12-01T00:00:00Z", "ends_at": "9999-12-03T00:00:00Z"}),
        json!({"starts_at": (chrono::Utc::now() + chrono::Duration::days(400)).to_rfc3339(),
               "ends_at": (chrono::Utc::now() + chrono::Duration::days(401)).to_rfc3339()}),
        json!({"ends_at": "9999-12-03T00:00:00Z"}),
    ] {
        problem(
            put(far).await.unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    // A three-day vacation from now, changed again and again to end when it ended.
    let base = chrono::Utc::now();
    let ends_at = (base + chrono::Duration::days(3)).to_rfc3339();
    let first = put(json!({ "ends_at": ends_at })).await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["used_days"], 3);
    for _ in 0..5 {
        tokio::time::sleep(Duration::from_millis(5)).await;
        let changed = put(json!({ "ends_at": ends_at })).await.unwrap();
        assert_eq!(changed.status(), StatusCode::OK);
        let changed: Value = changed.json().await.unwrap();
        assert_eq!(changed["used_days"], 3, "{changed}");
    }
    // The running vacation's own start changes its end.
    let status = app.get_json(&token, "/v1/users/me/vacation").await;
    let starts_at = status["vacation"]["starts_at"].clone();
    let longer = (base + chrono::Duration::days(5)).to_rfc3339();
    let changed = put(json!({"starts_at": starts_at, "ends_at": longer}))
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::OK);
    let changed: Value = changed.json().await.unwrap();
    assert_eq!(changed["used_days"], 5, "{changed}");
    assert_eq!(changed["vacation"]["starts_at"], starts_at);
}

async fn a_move_with_a_bad_token_is_unauthorized_before_its_body_is_read(backend: Backend) {
    let secret = "a secret the test shares";
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.jwt_secret = Some(secret.into());
    })
    .await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let ghost = TokenKeys::new(secret.as_bytes(), Duration::from_secs(600))
        .issue(
            &uuid::Uuid::new_v4().to_string(),
            "ghost",
            0,
            "no-session",
            false,
        )
        .unwrap();
    let moves = app.url(&format!("/v1/games/{id}/moves"));
    let no_body = app
        .client
        .post(&moves)
        .bearer_auth(&ghost)
        .send()
        .await
        .unwrap();
    problem(no_body, StatusCode::UNAUTHORIZED, "unauthorized").await;
    for body in [json!({}), json!({"command": {"type": "resign"}})] {
        problem(
            app.post(&ghost, &format!("/v1/games/{id}/moves"), body)
                .await,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        )
        .await;
    }
    // A known player's malformed request is still a bad request.
    let no_body = app
        .client
        .post(&moves)
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap();
    assert!(
        no_body.status() == StatusCode::BAD_REQUEST
            || no_body.status() == StatusCode::UNSUPPORTED_MEDIA_TYPE
    );
}

async fn put_notifications(app: &TestApp, token: &str, address: &str) -> reqwest::Response {
    app.client
        .put(app.url("/v1/users/me/notifications"))
        .bearer_auth(token)
        .json(&json!({ "email": address }))
        .send()
        .await
        .unwrap()
}

async fn confirmation_emails_are_limited_per_user_and_per_address(backend: Backend) {
    let sink = SmtpSink::start().await;
    let email = sink.email_config();
    let app = TestApp::spawn_with(fresh_database(backend).await, move |config| {
        config.notify_poll = Duration::from_millis(100);
        config.email = Some(email);
        config.rates.confirmations_user = Rate {
            requests: 3,
            seconds: 3600,
        };
        config.rates.confirmations_address = Rate {
            requests: 2,
            seconds: 3600,
        };
    })
    .await;
    // One user asking for confirmations to ever new addresses.
    let ann = app.register("bomb_ann").await;
    for n in 0..3 {
        let response = put_notifications(&app, &ann, &format!("ann{n}@example.org")).await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    let response = put_notifications(&app, &ann, "ann3@example.org").await;
    let retry = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .to_string();
    let body = problem(response, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    assert_eq!(body["policy"], "confirmations-user");
    assert!(retry.parse::<u64>().unwrap() >= 1);
    // Nothing was changed by the refused request.
    let stored = app.get_json(&ann, "/v1/users/me/notifications").await;
    assert_eq!(stored["email"], "ann2@example.org");

    // Many users naming one victim's address.
    let mut statuses = Vec::new();
    for n in 0..4 {
        let user = app.register(&format!("bomb_user{n}")).await;
        let address = if n % 2 == 0 {
            "victim@example.org"
        } else {
            "Victim@Example.org"
        };
        statuses.push(put_notifications(&app, &user, address).await.status());
    }
    assert_eq!(
        statuses,
        [
            StatusCode::OK,
            StatusCode::OK,
            StatusCode::TOO_MANY_REQUESTS,
            StatusCode::TOO_MANY_REQUESTS
        ]
    );
    sink.wait_for("ann2@example.org", 1).await;
    let to_victim =
        sink.wait_for("victim@example.org", 1).await.len() + sink.to("Victim@Example.org").len();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let to_victim_later = sink.to("victim@example.org").len() + sink.to("Victim@Example.org").len();
    assert!(
        to_victim <= 2 && to_victim_later == 2,
        "{to_victim_later} emails to the victim"
    );
    assert!(sink.to("ann3@example.org").is_empty());
}
