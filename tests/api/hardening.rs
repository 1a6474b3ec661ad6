//! Hostile and broken clients: NUL bytes, tokens of users who do not exist or were revoked,
//! bodies that never arrive or are not JSON, rate limits, security headers, bounded memory
//! under a flood of logins.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use hotel_games::auth::TokenKeys;
use hotel_games::limits::Rate;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, ServerProcess, TestApp, fresh_database, problem};

on_both_backends!(
    nul_bytes_anywhere_are_client_errors,
    a_validly_signed_token_of_an_unknown_user_is_refused,
    revoked_tokens_stop_working_everywhere,
    bodies_must_be_declared_json,
    every_answer_carries_security_headers_and_errors_are_problems,
    times_and_durations_in_configs_and_commands_are_validated
);

async fn nul_bytes_anywhere_are_client_errors(app: TestApp) {
    let login = app
        .client
        .post(app.url("/v1/tokens"))
        .json(&json!({"username": "a\u{0}b", "password": "password123"}))
        .send()
        .await
        .unwrap();
    problem(login, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
    let register = app
        .client
        .post(app.url("/v1/users"))
        .json(&json!({"username": "a\u{0}b", "password": "password123"}))
        .send()
        .await
        .unwrap();
    problem(register, StatusCode::BAD_REQUEST, "invalid_request").await;

    let token = app.register("nulltester").await;
    for path in [
        "/v1/games/%00",
        "/v1/games/%00/view",
        "/v1/games/%00/legal-moves",
        "/v1/games/%00/log",
        "/v1/games/%00/data",
    ] {
        problem(
            app.get(&token, path).await,
            StatusCode::NOT_FOUND,
            "game_not_found",
        )
        .await;
    }
    for path in [
        "/v1/games?kind=%00",
        "/v1/games?cursor=1_%00",
        "/v1/games?awaiting=%00",
    ] {
        problem(
            app.get(&token, path).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let response = app
        .submit_move(
            &tokens[seat],
            &id,
            1,
            &json!({"type": "place_tile", "tile": "1\u{0}A"}),
        )
        .await;
    assert!(response.status().is_client_error(), "{}", response.status());
    let config = app
        .post(
            &token,
            "/v1/games",
            json!({"kind": "acquire", "seats": 3, "config": {"edition": "\u{0}"}}),
        )
        .await;
    problem(config, StatusCode::BAD_REQUEST, "invalid_config").await;
}

async fn a_validly_signed_token_of_an_unknown_user_is_refused(app: TestApp) {
    // A server whose secret the test knows.
    let database = fresh_database(app.backend).await;
    let secret = "a secret the test shares";
    let app = TestApp::spawn_with(database, |config| {
        config.jwt_secret = Some(secret.into());
    })
    .await;
    let forged = TokenKeys::new(secret.as_bytes(), Duration::from_secs(600))
        .issue(
            &uuid::Uuid::new_v4().to_string(),
            "ghost",
            0,
            "no-session",
            false,
        )
        .unwrap();
    let view = format!("/v1/games/{}/view", uuid::Uuid::new_v4());
    for path in ["/v1/users/me", "/v1/games", view.as_str()] {
        problem(
            app.get(&forged, path).await,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        )
        .await;
    }
    let create = app
        .post(&forged, "/v1/games", json!({"kind": "acquire", "seats": 3}))
        .await;
    problem(create, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

async fn revoked_tokens_stop_working_everywhere(app: TestApp) {
    let first = app.register("revoker").await;
    let second = app.login("revoker").await;
    assert_eq!(
        app.get(&second, "/v1/users/me").await.status(),
        StatusCode::OK
    );
    // A game of the user: its resource, view, legal moves and moves check the token along
    // with the game they read.
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let game = format!("/v1/games/{id}");
    let legal = format!("/v1/games/{id}/legal-moves");
    let view = format!("/v1/games/{id}/view");
    let moves = format!("/v1/games/{id}/moves");
    assert_eq!(app.get(&tokens[0], &view).await.status(), StatusCode::OK);
    let owner = app.get_json(&tokens[0], "/v1/users/me").await["username"]
        .as_str()
        .unwrap()
        .to_string();
    let revoke_owner = app
        .client
        .delete(app.url("/v1/tokens/current"))
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap();
    assert_eq!(revoke_owner.status(), StatusCode::NO_CONTENT);
    let missing = format!("/v1/games/{}/view", uuid::Uuid::new_v4());
    for path in [
        game.as_str(),
        legal.as_str(),
        view.as_str(),
        missing.as_str(),
        "/v1/games/not-a-uuid/view",
    ] {
        problem(
            app.get(&tokens[0], path).await,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        )
        .await;
    }
    let command = json!({"expected_version": 1, "command": {"type": "resign"}});
    problem(
        app.post(&tokens[0], &moves, command).await,
        StatusCode::UNAUTHORIZED,
        "unauthorized",
    )
    .await;
    let again = app.login(&owner).await;
    assert_eq!(app.get(&again, &view).await.status(), StatusCode::OK);
    let revoke = app
        .client
        .delete(app.url("/v1/tokens/current"))
        .bearer_auth(&first)
        .send()
        .await
        .unwrap();
    assert_eq!(revoke.status(), StatusCode::NO_CONTENT);
    for token in [&first, &second] {
        problem(
            app.get(token, "/v1/users/me").await,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        )
        .await;
    }
    let fresh = app.login("revoker").await;
    assert_eq!(
        app.get(&fresh, "/v1/users/me").await.status(),
        StatusCode::OK
    );
}

async fn bodies_must_be_declared_json(app: TestApp) {
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        None,
    ] {
        let mut request = app
            .client
            .post(app.url("/v1/users"))
            .body(r#"{"username": "plain", "password": "password123"}"#);
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        let response = request.send().await.unwrap();
        problem(
            response,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        )
        .await;
    }
    let response = app
        .client
        .post(app.url("/v1/users"))
        .header("content-type", "application/json; charset=utf-8")
        .body(r#"{"username": "withcharset", "password": "password123"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
}

async fn every_answer_carries_security_headers_and_errors_are_problems(app: TestApp) {
    let token = app.register("headers").await;
    let authenticated = app.get(&token, "/v1/users/me").await;
    assert_eq!(authenticated.headers()["cache-control"], "no-store");
    assert_eq!(authenticated.headers()["x-content-type-options"], "nosniff");
    let docs = app.client.get(app.url("/docs/")).send().await.unwrap();
    assert_eq!(docs.status(), StatusCode::OK);
    let policy = docs.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        policy.contains("script-src 'self'") && policy.contains("default-src 'none'"),
        "{policy}"
    );
    let missing = app
        .client
        .get(app.url("/docs/no-such-file.js"))
        .send()
        .await
        .unwrap();
    problem(missing, StatusCode::NOT_FOUND, "not_found").await;
    let public = app
        .client
        .get(app.url("/v1/game-kinds"))
        .send()
        .await
        .unwrap();
    assert_eq!(public.headers()["x-content-type-options"], "nosniff");
    assert!(
        public.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'none'")
    );
}

/// Sends a request head that announces a body and then never sends it.
fn announce_a_body_and_stall(address: &str) -> (StatusCode, Value, Duration) {
    let host = address.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let started = Instant::now();
    write!(
        stream,
        "POST /v1/users HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"user"
    )
    .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let elapsed = started.elapsed();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse::<u16>().ok())
        .and_then(|code| StatusCode::from_u16(code).ok())
        .unwrap_or_else(|| panic!("no HTTP answer: {answer:?}"));
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    (
        status,
        serde_json::from_str(body).unwrap_or(Value::Null),
        elapsed,
    )
}

/// Sends raw bytes on a new connection and reads the answers until the server closes it (or
/// two seconds pass without a byte).
fn raw_exchange(address: &str, request: &[u8]) -> String {
    let host = address.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(2)))
        .unwrap();
    // The server may answer and close before it has read everything.
    let _ = stream.write_all(request);
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    while let Ok(n) = stream.read(&mut chunk) {
        if n == 0 {
            break;
        }
        answer.extend_from_slice(&chunk[..n]);
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// The status line, the head's fields (lower-case names) and the body of the last answer of
/// a connection.
fn last_answer(answers: &str) -> (String, Vec<(String, String)>, Value) {
    let last = &answers[answers.rfind("HTTP/1.1 ").expect("an answer")..];
    let (head, body) = last.split_once("\r\n\r\n").expect("a complete head");
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap().to_string();
    let fields = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    (
        status,
        fields,
        serde_json::from_str(body).unwrap_or(Value::Null),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_that_cannot_be_parsed_get_problem_documents() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.timeouts.header = Duration::from_secs(1);
    })
    .await;
    let host = app.address.trim_start_matches("http://").to_string();
    let huge_field = format!(
        "GET /healthz HTTP/1.1\r\nHost: {host}\r\nX-Big: {}\r\n\r\n",
        "a".repeat(200_000)
    );
    let many_fields = format!(
        "GET /healthz HTTP/1.1\r\nHost: {host}\r\n{}\r\n",
        (0..120)
            .map(|i| format!("X-{i}: a\r\n"))
            .collect::<String>()
    );
    let malformed = format!("GET /hea lthz HTTP/1.1\r\nHost: {host}\r\n\r\n");
    let after_a_good_one = format!(
        "GET /healthz HTTP/1.1\r\nHost: {host}\r\n\r\nGET /healthz HTTP/1.1\r\nHost: {host}\r\nno colon\r\n\r\n"
    );
    let unfinished = format!("GET /healthz HTTP/1.1\r\nHost: {host}\r\n");
    for (request, status, code) in [
        (huge_field, 431, "request_header_fields_too_large"),
        (many_fields, 431, "request_header_fields_too_large"),
        (malformed, 400, "invalid_request"),
        (after_a_good_one.clone(), 400, "invalid_request"),
        (unfinished, 408, "request_timeout"),
    ] {
        let address = app.address.clone();
        let answers =
            tokio::task::spawn_blocking(move || raw_exchange(&address, request.as_bytes()))
                .await
                .unwrap();
        let (status_line, fields, body) = last_answer(&answers);
        assert!(
            status_line.starts_with(&format!("HTTP/1.1 {status} ")),
            "{answers}"
        );
        let field = |name: &str| {
            fields
                .iter()
                .find(|(field, _)| field == name)
                .map(|(_, value)| value.as_str())
        };
        assert_eq!(field("content-type"), Some("application/problem+json"));
        assert_eq!(field("x-content-type-options"), Some("nosniff"));
        assert_eq!(body["status"], status, "{answers}");
        assert_eq!(body["code"], code, "{answers}");
    }
    // Earlier answers on the connection pass through unchanged.
    let address = app.address.clone();
    let answers =
        tokio::task::spawn_blocking(move || raw_exchange(&address, after_a_good_one.as_bytes()))
            .await
            .unwrap();
    assert!(answers.starts_with("HTTP/1.1 200 OK\r\n"), "{answers}");
    assert!(
        answers.contains("{\"status\":\"ok\"}HTTP/1.1 400 "),
        "{answers}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_never_arrives_times_out() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.timeouts.body = Duration::from_secs(1);
    })
    .await;
    let address = app.address.clone();
    let (status, body, elapsed) =
        tokio::task::spawn_blocking(move || announce_a_body_and_stall(&address))
            .await
            .unwrap();
    assert_eq!(status, StatusCode::REQUEST_TIMEOUT);
    assert_eq!(body["code"], "body_timeout");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logins_and_registrations_are_rate_limited_with_standard_headers() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        // Registering logs in too: two of the five go to the two registrations.
        config.rates.login_address = Rate {
            requests: 5,
            seconds: 60,
        };
        config.rates.register_address = Rate {
            requests: 2,
            seconds: 3600,
        };
    })
    .await;
    app.register("limited").await;
    app.register("limited2").await;
    let third = app
        .client
        .post(app.url("/v1/users"))
        .json(&json!({"username": "limited3", "password": "password123"}))
        .send()
        .await
        .unwrap();
    let headers = third.headers().clone();
    let body = problem(third, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    assert_eq!(body["policy"], "register-address");
    assert_eq!(
        headers["ratelimit-policy"],
        "\"register-address\";q=2;w=3600"
    );
    let retry: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=3600).contains(&retry));
    assert_eq!(
        headers["ratelimit"].to_str().unwrap(),
        format!("\"register-address\";r=0;t={retry}")
    );

    let mut refused = None;
    for attempt in 0..5 {
        let response = app
            .client
            .post(app.url("/v1/tokens"))
            .json(&json!({"username": "limited", "password": "wrong password"}))
            .send()
            .await
            .unwrap();
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            refused = Some((attempt, response));
            break;
        }
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    }
    let (attempt, response) = refused.expect("the fourth login from one address is refused");
    assert_eq!(attempt, 3);
    assert!(response.headers().contains_key("retry-after"));
    problem(response, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_are_rate_limited_per_user() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.rates.moves_user = Rate {
            requests: 2,
            seconds: 60,
        };
    })
    .await;
    let (id, tokens) = app.started_game("monopoly", 2, json!(null)).await;
    let stale = json!({"type": "roll_dice"});
    // Refused or not by the rules, every submission counts.
    for _ in 0..2 {
        let response = app.submit_move(&tokens[0], &id, 0, &stale).await;
        assert_ne!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    }
    let third = app.submit_move(&tokens[0], &id, 0, &stale).await;
    problem(third, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    let other = app.submit_move(&tokens[1], &id, 0, &stale).await;
    assert_ne!(
        other.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "other users are not limited"
    );
}

/// Resident memory of a process, in MiB.
fn resident_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kib: f64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.split_whitespace().next())
        .and_then(|value| value.parse().ok())
        .expect("VmRSS in /proc");
    kib / 1024.0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_logins_keeps_memory_bounded_and_sheds_the_surplus() {
    let server = ServerProcess::start_with(
        &fresh_database(Backend::Sqlite).await,
        &[("PASSWORD_THREADS", "2"), ("PASSWORD_QUEUE", "16")],
    )
    .await;
    let client = reqwest::Client::new();
    let credentials = json!({"username": "flooded", "password": "password123"});
    let created = client
        .post(format!("{}/v1/users", server.address))
        .json(&credentials)
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), StatusCode::CREATED);
    let idle = resident_mib(server.child.id());
    let mut peak: f64 = idle;
    for flood in [64, 500] {
        let attempts: Vec<_> = (0..flood)
            .map(|_| {
                let client = client.clone();
                let url = format!("{}/v1/tokens", server.address);
                let credentials = credentials.clone();
                tokio::spawn(async move { client.post(url).json(&credentials).send().await })
            })
            .collect();
        let mut busy = 0;
        for attempt in attempts {
            let response = attempt.await.unwrap().unwrap();
            match response.status() {
                StatusCode::OK => {}
                StatusCode::SERVICE_UNAVAILABLE => {
                    assert_eq!(response.headers()["retry-after"], "1");
                    busy += 1;
                }
                other => panic!("a login answered {other}"),
            }
            peak = peak.max(resident_mib(server.child.id()));
        }
        if flood == 500 {
            assert!(
                busy > 0,
                "500 logins at once exceed two threads and sixteen places"
            );
        }
        let now = resident_mib(server.child.id());
        eprintln!("{flood} logins at once: {busy} answered 503, resident {now:.0} MiB");
    }
    let after = resident_mib(server.child.id());
    eprintln!("resident memory: idle {idle:.0} MiB, peak {peak:.0} MiB, after {after:.0} MiB");
    assert!(
        peak - idle < 160.0,
        "idle {idle:.0} MiB, peak {peak:.0} MiB"
    );
    assert!(
        after - idle < 120.0,
        "idle {idle:.0} MiB, after {after:.0} MiB"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_handler_answers_503_in_time() {
    let app = TestApp::spawn_with(fresh_database(Backend::Sqlite).await, |config| {
        config.timeouts.handler = Duration::from_millis(1);
    })
    .await;
    // Hashing a password takes far longer than a millisecond.
    let response = app
        .client
        .post(app.url("/v1/users"))
        .json(&json!({"username": "patient", "password": "password123"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["retry-after"], "1");
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    assert_eq!(response.headers()["content-language"], "en");
    let english = problem(response, StatusCode::SERVICE_UNAVAILABLE, "handler_timeout").await;
    assert_eq!(english["title"], "Request timeout");
    // In the language the request asks for, though the answer is given without the request.
    let response = app
        .client
        .post(app.url("/v1/users?lang=zh-TW"))
        .header("accept-language", "ja")
        .json(&json!({"username": "patient", "password": "password123"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["content-language"], "zh-TW");
    let chinese = problem(response, StatusCode::SERVICE_UNAVAILABLE, "handler_timeout").await;
    assert_eq!(chinese["title"], "請求逾時");
    assert_eq!(chinese["detail"], "伺服器未能在 0 秒內完成請求");
}

async fn times_and_durations_in_configs_and_commands_are_validated(app: TestApp) {
    let token = app.register("timekeeper").await;
    for config in [
        json!({"end_condition": {"type": "deadline", "at": "not-a-date"}}),
        json!({"end_condition": {"type": "deadline", "at": "2030-02-30T00:00:00Z"}}),
        json!({"decision_timeout_seconds": 0}),
        json!({"auction_timeout_seconds": 99_999_999_999u64}),
        json!({"rescue_window_seconds": 0}),
    ] {
        let response = app
            .post(
                &token,
                "/v1/games",
                json!({"kind": "monopoly", "seats": 2, "config": config}),
            )
            .await;
        problem(response, StatusCode::BAD_REQUEST, "invalid_config").await;
    }
    let valid = json!({"end_condition": {"type": "deadline", "at": "2030-01-01T12:00:00+02:00"}});
    let response = app
        .post(
            &token,
            "/v1/games",
            json!({"kind": "monopoly", "seats": 2, "config": valid}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let game: Value = response.json().await.unwrap();
    assert_eq!(
        game["config"]["end_condition"]["at"],
        "2030-01-01T10:00:00Z"
    );

    let (id, tokens) = app
        .started_game("monopoly", 2, json!({"turn_order": "seat_order"}))
        .await;
    let offer =
        json!({"type": "propose_trade", "to": 1, "give": {"cash": 10}, "expires_at": "tomorrow"});
    let response = app.submit_move(&tokens[0], &id, 1, &offer).await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
}
