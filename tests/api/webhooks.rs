//! Webhooks: endpoints registered per user, deliveries signed the Standard Webhooks way
//! (verified with the `standardwebhooks` crate) that name their recipient, the players and a
//! turn's decision with the recipient's own legal moves, in feed order per endpoint, retried,
//! disabled after failing, replayed on request, delivered after a crash, and exactly once
//! with several processes.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::{Chooser, play_one, tiles_in};
use crate::for_both_backends;
use crate::receivers::{Answer, WebhookReceiver};
use crate::support::{Backend, ServerProcess, TestApp, fresh_database, problem};
use hotel_games::games::acquire::tile::Tile;
use hotel_games::limits::Rate;

for_both_backends!(
    deliveries_are_signed_and_carry_each_players_own_feed,
    a_turn_body_names_its_recipient_the_players_and_only_their_own_legal_moves,
    a_failed_delivery_is_not_overtaken_by_later_ones,
    webhook_targets_must_be_public_http_urls,
    a_failed_delivery_is_tried_again_later,
    an_endpoint_that_keeps_failing_is_disabled_and_a_redelivery_revives_it,
    a_server_killed_before_the_delivery_is_recorded_delivers_after_restart,
    an_attackers_silent_endpoints_do_not_delay_a_victims_deliveries
);

/// A server that may send to local receivers, polls often and retries soon.
async fn notifying_app(
    backend: Backend,
    adjust: impl FnOnce(&mut hotel_games::config::Config),
) -> TestApp {
    TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.webhooks.allow_private = true;
        config.notify_poll = Duration::from_millis(100);
        config.webhooks.retry.base_ms = 300;
        adjust(config);
    })
    .await
}

/// Registers an endpoint for the caller; returns `(id, secret)`.
async fn register_webhook(app: &TestApp, token: &str, url: &str) -> (String, String) {
    let response = app
        .post(token, "/v1/users/me/webhooks", json!({"url": url}))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let location = response.headers()["location"].to_str().unwrap().to_string();
    let created: Value = response.json().await.unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(location, format!("/v1/users/me/webhooks/{id}"));
    assert_eq!(created["enabled"], true);
    assert_eq!(
        created["event_types"],
        json!([
            "your_turn",
            "game_started",
            "game_finished",
            "seat_taken",
            "turn_reminder"
        ])
    );
    let secret = created["secret"].as_str().unwrap().to_string();
    assert!(secret.starts_with("whsec_"));
    (id, secret)
}

async fn deliveries(app: &TestApp, token: &str, webhook: &str) -> Vec<Value> {
    let page = app
        .get_json(
            token,
            &format!("/v1/users/me/webhooks/{webhook}/deliveries?limit=100"),
        )
        .await;
    page["deliveries"].as_array().unwrap().clone()
}

async fn feed(app: &TestApp, token: &str) -> Vec<Value> {
    let page = app.get_json(token, "/v1/users/me/feed?limit=1000").await;
    page["items"].as_array().unwrap().clone()
}

/// Asserts that the request verifies with the endpoint's secret by the reference
/// implementation, and fails with another secret or a changed body.
fn assert_signed(received: &crate::receivers::Received, secret: &str) {
    let verifier = standardwebhooks::Webhook::new(secret).unwrap();
    verifier
        .verify(&received.body, &received.headers)
        .expect("the signature verifies");
    let mut tampered = received.body.clone();
    tampered.push(b' ');
    assert!(verifier.verify(&tampered, &received.headers).is_err());
    let other = standardwebhooks::Webhook::new("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").unwrap();
    assert!(other.verify(&received.body, &received.headers).is_err());
}

/// Waits until the endpoint's delivery log shows `count` deliveries delivered.
async fn wait_delivered(app: &TestApp, token: &str, webhook: &str, count: usize) -> Vec<Value> {
    for _ in 0..300 {
        let log = deliveries(app, token, webhook).await;
        if log.iter().filter(|d| d["state"] == "delivered").count() >= count {
            return log;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{count} deliveries were not delivered in time");
}

async fn deliveries_are_signed_and_carry_each_players_own_feed(backend: Backend) {
    let app = notifying_app(backend, |_| {}).await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut endpoints = Vec::new();
    for token in &tokens {
        let receiver = WebhookReceiver::start(|_| Answer::Status(204)).await;
        let (webhook, secret) = register_webhook(&app, token, &receiver.url).await;
        let before = feed(&app, token).await.len();
        endpoints.push((receiver, webhook, secret, before));
    }
    // Listing shows the endpoints but never the secret again.
    let listed = app.get_json(&tokens[0], "/v1/users/me/webhooks").await;
    assert_eq!(listed["webhooks"].as_array().unwrap().len(), 1);
    assert!(listed["webhooks"][0].get("secret").is_none());
    assert!(!listed.to_string().contains(&endpoints[0].2));

    let mut chooser = Chooser(11);
    for _ in 0..15 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    let names = usernames(&app, &tokens[0], &id).await;
    let mut listed_moves = 0;
    for (seat, (token, (receiver, webhook, secret, before))) in
        tokens.iter().zip(&endpoints).enumerate()
    {
        let me = app.get_json(token, "/v1/users/me").await;
        let told: Vec<Value> = feed(&app, token).await.split_off(*before);
        assert!(!told.is_empty(), "seat {seat} has feed items to be told of");
        let received = receiver.wait_for(told.len()).await;
        let mut bodies: Vec<Value> = Vec::new();
        for request in &received {
            assert_signed(request, secret);
            assert!(request.id().starts_with("msg_"));
            let body = request.json();
            assert_eq!(body["type"], body["data"]["type"]);
            assert_eq!(body["data"]["seat"], seat);
            assert_eq!(body["game_url"], format!("{}/v1/games/{id}", app.address));
            // Whom it is for, through which endpoint, and who plays.
            assert_eq!(body["user_id"], me["id"]);
            assert_eq!(body["endpoint_id"], webhook.as_str());
            assert_eq!(body["players"], json!(names));
            // The feed item carries no tile at all: no seat's hand, not even the recipient's.
            let text = body["data"].to_string();
            assert!(tiles_in(&text).is_empty(), "a tile in {text}");
            let turn = matches!(body["type"].as_str(), Some("your_turn" | "turn_reminder"));
            assert_eq!(body.get("decision").is_some(), turn, "{body}");
            if turn && assert_own_decision(&app, &id, &tokens, seat, &body).await {
                listed_moves += 1;
            }
            bodies.push(body);
        }
        let seqs: Vec<i64> = bodies
            .iter()
            .map(|body| body["data"]["seq"].as_i64().unwrap())
            .collect();
        assert!(
            seqs.is_sorted(),
            "seat {seat}'s deliveries arrive in feed order: {seqs:?}"
        );
        let data: Vec<&Value> = bodies.iter().map(|body| &body["data"]).collect();
        assert_eq!(
            data,
            told.iter().collect::<Vec<_>>(),
            "seat {seat}'s payloads are its feed"
        );
        let ids: BTreeSet<String> = received.iter().map(|r| r.id()).collect();
        assert_eq!(ids.len(), received.len(), "one delivery per item");
        let log = wait_delivered(&app, token, webhook, told.len()).await;
        assert_eq!(log.len(), told.len());
        for delivery in &log {
            assert_eq!(delivery["attempts"], 1);
            assert_eq!(delivery["last_status"], 204);
            assert!(ids.contains(delivery["id"].as_str().unwrap()));
        }
    }
    eprintln!("{listed_moves} turn bodies listed legal moves");
    tokio::time::sleep(Duration::from_millis(500)).await;
    for (token, (receiver, _, _, before)) in tokens.iter().zip(&endpoints) {
        assert_eq!(
            receiver.received().len(),
            feed(&app, token).await.len() - before,
            "nothing is delivered twice"
        );
    }
}

/// The game's players by seat, as its resource names them.
async fn usernames(app: &TestApp, token: &str, id: &str) -> Vec<Value> {
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    game["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| player["username"].clone())
        .collect()
}

/// The Acquire tiles the texts name (`play 3A` names 3A).
fn tiles_named(texts: &Value) -> BTreeSet<String> {
    texts
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|text| {
            text.as_str()
                .unwrap()
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|word| Tile::parse(word).is_some())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The tiles in an Acquire view's own hand.
fn hand(view: &Value) -> BTreeSet<String> {
    view["view"]["your_hand"]
        .as_array()
        .map(|hand| {
            hand.iter()
                .map(|tile| tile["tile"].as_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Asserts that a turn body's decision is its recipient's (`tokens[seat]`): the item's seat,
/// version and awaited seats, and legal moves, when listed, exactly the recipient's own at
/// that version (the first 20 and how many more), naming tiles of the recipient's hand and
/// none of another seat's. Returns whether legal moves were listed.
async fn assert_own_decision(
    app: &TestApp,
    id: &str,
    tokens: &[String],
    seat: usize,
    body: &Value,
) -> bool {
    let decision = &body["decision"];
    assert_eq!(decision["seat"], seat);
    assert_eq!(decision["version"], body["data"]["version"]);
    assert_eq!(decision["awaited"], body["data"]["awaited"]);
    let Some(moves) = decision.get("legal_moves") else {
        return false;
    };
    let version = decision["version"].as_i64().unwrap();
    let path = format!("/v1/games/{id}/view?at={version}&include=legal_moves");
    let own = app.get_json(&tokens[seat], &path).await;
    let legal = &own["legal_moves"];
    let texts = legal["texts"].as_array().unwrap();
    let shown = texts.len().min(20);
    assert_eq!(moves["texts"], json!(texts[..shown]));
    assert_eq!(moves["more"], texts.len() - shown);
    assert_eq!(moves["templates"], legal["templates"]);
    let named = tiles_named(&moves["texts"]);
    assert!(named.is_subset(&hand(&own)), "{named:?} beyond the hand");
    for (other, token) in tokens
        .iter()
        .enumerate()
        .filter(|(other, _)| *other != seat)
    {
        let theirs = hand(&app.get_json(token, &path).await);
        assert!(
            named.is_disjoint(&theirs),
            "seat {seat}'s body names seat {other}'s tiles {:?}",
            named.intersection(&theirs).collect::<Vec<_>>()
        );
    }
    true
}

/// Waits for the `your_turn` body at `version` among the receiver's requests.
async fn turn_body(receiver: &WebhookReceiver, version: i64) -> Value {
    let started = Instant::now();
    loop {
        let found = receiver
            .received()
            .iter()
            .map(|r| r.json())
            .find(|body| body["type"] == "your_turn" && body["data"]["version"] == version);
        if let Some(body) = found {
            return body;
        }
        assert!(
            started.elapsed() < crate::receivers::PATIENCE,
            "no your_turn body at version {version}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn a_turn_body_names_its_recipient_the_players_and_only_their_own_legal_moves(
    backend: Backend,
) {
    let app = notifying_app(backend, |_| {}).await;
    let ann = app.register("route_ann").await;
    let bob = app.register("route_bob").await;
    // Bob reads Japanese: his bodies' words and legal moves are in Japanese.
    let response = app
        .client
        .patch(app.url("/v1/users/me"))
        .bearer_auth(&bob)
        .json(&json!({"language": "ja"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap().to_string();
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "random"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    // One bot serves both people, with an endpoint each.
    let receiver = WebhookReceiver::start(|_| Answer::Status(204)).await;
    let (ann_hook, _) = register_webhook(&app, &ann, &receiver.url).await;
    let (bob_hook, _) = register_webhook(&app, &bob, &receiver.url).await;
    app.join(&bob, &id).await;
    let names = usernames(&app, &ann, &id).await;
    assert_eq!(
        names,
        [
            json!("route_ann"),
            json!("random bot 1"),
            json!("route_bob")
        ]
    );
    // By seat: the people's tokens and endpoints; seat 1 is the bot's.
    let people = [(0, &ann, &ann_hook), (2, &bob, &bob_hook)];
    let mut chooser = Chooser(23);
    for _ in 0..8 {
        // Wait for a person's turn: the server plays the bot's.
        let started = Instant::now();
        let (game, seat) = loop {
            let game = app.get_json(&ann, &format!("/v1/games/{id}")).await;
            let seat = game["awaited"][0].as_u64().map(|seat| seat as usize);
            if game["status"] != "active" || seat != Some(1) {
                break (game, seat);
            }
            assert!(
                started.elapsed() < crate::receivers::PATIENCE,
                "the bot moves"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let Some(seat) = seat.filter(|_| game["status"] == "active") else {
            break;
        };
        let version = game["version"].as_i64().unwrap();
        let (_, token, hook) = people
            .iter()
            .find(|(person, _, _)| *person == seat)
            .unwrap();
        let body = turn_body(&receiver, version).await;
        let me = app.get_json(token, "/v1/users/me").await;
        assert_eq!(body["user_id"], me["id"], "the body names its recipient");
        assert_eq!(body["endpoint_id"], hook.as_str());
        assert_eq!(body["players"], json!(names));
        let decision = &body["decision"];
        assert_eq!(decision["seat"], seat);
        assert_eq!(decision["version"], version);
        assert_eq!(decision["awaited"], json!([seat]));
        // The legal moves the recipient reads now, in their language.
        let legal = app
            .get_json(token, &format!("/v1/games/{id}/legal-moves"))
            .await;
        let texts = legal["texts"].as_array().unwrap();
        let shown = texts.len().min(20);
        let moves = &decision["legal_moves"];
        assert_eq!(moves["texts"], json!(texts[..shown]), "{body}");
        assert_eq!(moves["more"], texts.len() - shown);
        assert_eq!(moves["templates"], legal["templates"]);
        let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
        let named = tiles_named(&moves["texts"]);
        assert!(
            named.is_subset(&hand(&view)),
            "only the recipient's own tiles"
        );
        let (_, other, _) = people
            .iter()
            .find(|(person, _, _)| *person != seat)
            .unwrap();
        let theirs = hand(&app.get_json(other, &format!("/v1/games/{id}/view")).await);
        assert!(
            named.is_disjoint(&theirs),
            "no tile of the other person's hand"
        );
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "resign")
            .collect();
        let command = commands[chooser.pick(commands.len())];
        let response = app.submit_move(token, &id, version, command).await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    // Bob's bodies speak Japanese.
    let bobs = receiver
        .received()
        .iter()
        .map(|r| r.json())
        .filter(|body| body["endpoint_id"] == bob_hook.as_str())
        .collect::<Vec<_>>();
    assert!(!bobs.is_empty());
    assert!(
        bobs.iter().all(|body| body["data"]["text"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)
                || ('\u{4e00}'..='\u{9fff}').contains(&c))),
        "{bobs:?}"
    );
}

async fn a_failed_delivery_is_not_overtaken_by_later_ones(backend: Backend) {
    let app = notifying_app(backend, |_| {}).await;
    // The first attempt fails; it is retried after 300 ms, while later items are due at once.
    let receiver = WebhookReceiver::start(|n| Answer::Status(if n == 0 { 500 } else { 204 })).await;
    let ann = app.register("order_ann").await;
    let (webhook, _) = register_webhook(&app, &ann, &receiver.url).await;
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    for name in ["order_bob", "order_cid"] {
        let token = app.register(name).await;
        app.join(&token, id).await;
    }
    // Two seats taken, the start, and maybe Ann's first turn.
    let told: Vec<i64> = feed(&app, &ann)
        .await
        .iter()
        .map(|item| item["seq"].as_i64().unwrap())
        .collect();
    assert!(told.len() >= 3, "{told:?}");
    let received = receiver.wait_for(told.len() + 1).await;
    let sent: Vec<i64> = received
        .iter()
        .map(|request| request.json()["data"]["seq"].as_i64().unwrap())
        .collect();
    let mut expected = vec![told[0]];
    expected.extend(&told);
    assert_eq!(
        sent, expected,
        "the first item is tried again before any later one is sent"
    );
    assert_eq!(received[0].id(), received[1].id());
    let log = wait_delivered(&app, &ann, &webhook, told.len()).await;
    assert!(log.iter().all(|d| d["state"] == "delivered"));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(receiver.received().len(), told.len() + 1, "nothing more");
}

async fn webhook_targets_must_be_public_http_urls(backend: Backend) {
    // The default: internal addresses refused. No worker runs, so that nothing is sent to
    // the public address registered below.
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.notify_workers = false;
    })
    .await;
    let ann = app.register("hook_ann").await;
    let bob = app.register("hook_bob").await;
    for refused in [
        "ftp://example.org/hook",
        "file:///etc/passwd",
        "http://127.0.0.1:9/hook",
        "http://localhost/hook",
        "http://[::1]/hook",
        "http://10.0.0.7/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://192.168.1.1/",
        "http://[::127.0.0.1]/hook",
        "http://[::ffff:0:127.0.0.1]/hook",
        "http://[2002:7f00:1::]/hook",
        "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook",
        "not a url",
    ] {
        let response = app
            .post(&ann, "/v1/users/me/webhooks", json!({"url": refused}))
            .await;
        problem(
            response,
            StatusCode::UNPROCESSABLE_ENTITY,
            "webhook_url_refused",
        )
        .await;
    }
    let response = app
        .post(
            &ann,
            "/v1/users/me/webhooks",
            json!({"url": "https://93.184.216.34/hook", "event_types": []}),
        )
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    let response = app
        .post(
            &ann,
            "/v1/users/me/webhooks",
            json!({"url": "https://93.184.216.34/hook", "event_types": ["gossip"]}),
        )
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    // A public address is accepted, with only the types asked for.
    let response = app
        .post(
            &ann,
            "/v1/users/me/webhooks",
            json!({"url": "https://93.184.216.34/hook", "event_types": ["your_turn", "your_turn"]}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    assert_eq!(created["event_types"], json!(["your_turn"]));
    let id = created["id"].as_str().unwrap();
    // Another user sees none of it.
    let path = format!("/v1/users/me/webhooks/{id}");
    problem(
        app.get(&bob, &path).await,
        StatusCode::NOT_FOUND,
        "webhook_not_found",
    )
    .await;
    let response = app
        .client
        .delete(app.url(&path))
        .bearer_auth(&bob)
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::NOT_FOUND, "webhook_not_found").await;
    let response = app
        .post(
            &bob,
            &format!("{path}/deliveries/msg_x/redeliver"),
            json!({}),
        )
        .await;
    problem(response, StatusCode::NOT_FOUND, "webhook_not_found").await;
    let response = app
        .post(
            &ann,
            &format!("{path}/deliveries/msg_x/redeliver"),
            json!({}),
        )
        .await;
    problem(response, StatusCode::NOT_FOUND, "delivery_not_found").await;
    assert_eq!(app.get_json(&ann, &path).await["id"], id);
    // At most ten endpoints per user.
    for _ in 1..10 {
        let response = app
            .post(
                &ann,
                "/v1/users/me/webhooks",
                json!({"url": "https://93.184.216.34/hook"}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let response = app
        .post(
            &ann,
            "/v1/users/me/webhooks",
            json!({"url": "https://93.184.216.34/hook"}),
        )
        .await;
    problem(response, StatusCode::CONFLICT, "too_many_webhooks").await;
    let response = app
        .client
        .delete(app.url(&path))
        .bearer_auth(&ann)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    problem(
        app.get(&ann, &path).await,
        StatusCode::NOT_FOUND,
        "webhook_not_found",
    )
    .await;
    let response = app
        .client
        .get(app.url("/v1/users/me/webhooks"))
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

async fn a_failed_delivery_is_tried_again_later(backend: Backend) {
    let app = notifying_app(backend, |_| {}).await;
    let receiver = WebhookReceiver::start(|n| Answer::Status(if n == 0 { 500 } else { 200 })).await;
    let ann = app.register("retry_ann").await;
    let bob = app.register("retry_bob").await;
    let (webhook, secret) = register_webhook(&app, &ann, &receiver.url).await;
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    app.join(&bob, game["id"].as_str().unwrap()).await;
    // Bob's seat: Ann hears of it; the first attempt fails, the second comes later.
    let received = receiver.wait_for(2).await;
    assert_eq!(received[0].id(), received[1].id(), "the same delivery");
    assert_eq!(received[0].body, received[1].body);
    let delay = received[1].at - received[0].at;
    assert!(
        delay >= Duration::from_millis(300),
        "retried after the backoff, not at once: {delay:?}"
    );
    for request in &received {
        assert_signed(request, &secret);
    }
    let log = wait_delivered(&app, &ann, &webhook, 1).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["attempts"], 2);
    assert_eq!(log[0]["last_status"], 200);
    assert_eq!(log[0]["event_type"], "seat_taken");
    assert_eq!(log[0]["payload"]["data"]["username"], "retry_bob");
    let endpoint = app
        .get_json(&ann, &format!("/v1/users/me/webhooks/{webhook}"))
        .await;
    assert_eq!(endpoint["failures"], 0, "a success clears the failures");
}

async fn an_endpoint_that_keeps_failing_is_disabled_and_a_redelivery_revives_it(backend: Backend) {
    // Every delivery gets one attempt; three failures in a row disable the endpoint.
    let app = notifying_app(backend, |config| {
        config.webhooks.retry.retry_for_ms = 0;
        config.webhooks.retry.disable_after = 3;
    })
    .await;
    let receiver = WebhookReceiver::start(|_| Answer::Status(500)).await;
    let ann = app.register("dead_ann").await;
    let (webhook, _) = register_webhook(&app, &ann, &receiver.url).await;
    let game = app.create_game(&ann, "acquire", 5, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    for (n, name) in ["dead_bob", "dead_cid", "dead_dan"].into_iter().enumerate() {
        let token = app.register(name).await;
        app.join(&token, id).await;
        receiver.wait_for(n + 1).await;
    }
    let path = format!("/v1/users/me/webhooks/{webhook}");
    let mut endpoint = app.get_json(&ann, &path).await;
    for _ in 0..50 {
        if endpoint["enabled"] == false {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        endpoint = app.get_json(&ann, &path).await;
    }
    assert_eq!(endpoint["enabled"], false, "{endpoint}");
    assert_eq!(endpoint["failures"], 3);
    assert!(endpoint["disabled_at"].is_string());
    let log = deliveries(&app, &ann, &webhook).await;
    assert!(
        log.iter()
            .all(|d| d["state"] == "failed" && d["last_status"] == 500),
        "{log:?}"
    );
    // A disabled endpoint is sent nothing more.
    let eve = app.register("dead_eve").await;
    app.join(&eve, id).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(receiver.received().len(), 3);

    // The receiver is fixed; redelivering the first delivery enables the endpoint, and what
    // happened meanwhile follows.
    receiver.answer(|_| Answer::Status(200));
    let first = log.last().unwrap();
    let response = app
        .post(
            &ann,
            &format!(
                "{path}/deliveries/{}/redeliver",
                first["id"].as_str().unwrap()
            ),
            json!({}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let redelivered: Value = response.json().await.unwrap();
    assert_eq!(redelivered["state"], "pending");
    let told = feed(&app, &ann).await.len();
    let log = wait_delivered(&app, &ann, &webhook, 1 + told - 3).await;
    let again = log.iter().find(|d| d["id"] == first["id"]).unwrap();
    assert_eq!(again["state"], "delivered");
    assert_eq!(again["attempts"], 2);
    let received = receiver.received();
    assert!(
        received[3..]
            .iter()
            .any(|r| r.id() == first["id"].as_str().unwrap())
    );
    let endpoint = app.get_json(&ann, &path).await;
    assert_eq!(endpoint["enabled"], true);
    assert_eq!(endpoint["failures"], 0);
    // Eve's seat and the start, told while disabled, arrive now.
    let types: Vec<&Value> = log.iter().map(|d| &d["event_type"]).collect();
    assert!(types.contains(&&json!("game_started")), "{types:?}");
}

/// Has `friend` take a seat in a new game of `owner`'s: one `seat_taken` item in the owner's
/// feed. Returns when the seat was taken.
async fn seat_taken(app: &TestApp, owner: &str, friend: &str) -> Instant {
    let game = app.create_game(owner, "acquire", 3, json!(null)).await;
    app.join(friend, game["id"].as_str().unwrap()).await;
    Instant::now()
}

/// How long after its event each request arrived, in the order of the events.
fn latencies(received: &[crate::receivers::Received], events: &[Instant]) -> Vec<Duration> {
    let mut received = received.to_vec();
    received.sort_by_key(|request| request.json()["data"]["seq"].as_i64().unwrap());
    received
        .iter()
        .zip(events)
        .map(|(request, event)| request.at.saturating_duration_since(*event))
        .collect()
}

async fn an_attackers_silent_endpoints_do_not_delay_a_victims_deliveries(backend: Backend) {
    // An attempt may take a minute: each one to a silent endpoint holds that long.
    let app = notifying_app(backend, |config| {
        config.webhooks.timeout = Duration::from_secs(60);
    })
    .await;
    let victim = app.register("flood_victim").await;
    let friend = app.register("flood_friend").await;
    let receiver = WebhookReceiver::start(|_| Answer::Status(204)).await;
    register_webhook(&app, &victim, &receiver.url).await;
    // The victim's normal latency, before the attack.
    let before = [seat_taken(&app, &victim, &friend).await];
    let normal = latencies(&receiver.wait_for(1).await, &before);

    // Ten endpoints that accept the connection and never answer, fed by the attacker's own
    // games: each seat taken is an event for every one of them.
    let mut silent = Vec::new();
    let mallory = app.register("flood_mallory").await;
    let accomplice = app.register("flood_accomplice").await;
    for _ in 0..10 {
        let endpoint = WebhookReceiver::start(|_| Answer::Hang).await;
        register_webhook(&app, &mallory, &endpoint.url).await;
        silent.push(endpoint);
    }
    for _ in 0..5 {
        seat_taken(&app, &mallory, &accomplice).await;
    }
    for endpoint in &silent {
        endpoint.wait_for(1).await;
    }

    // During the attack every one of the victim's notifications arrives.
    let mut during = Vec::new();
    for _ in 0..8 {
        during.push(seat_taken(&app, &victim, &friend).await);
    }
    let received = receiver.wait_for(1 + during.len()).await;
    let attacked = latencies(&received[1..], &during);
    eprintln!("victim latency before the attack {normal:?}, during it {attacked:?}");
    assert_eq!(received.len(), 1 + during.len());
    // Meanwhile each silent endpoint holds its first attempt and no other: the victim's
    // notifications waited for none of them.
    for endpoint in &silent {
        assert_eq!(endpoint.received().len(), 1);
    }
    let endpoints = app.get_json(&mallory, "/v1/users/me/webhooks").await;
    let first = endpoints["webhooks"][0]["id"].as_str().unwrap();
    let pending = deliveries(&app, &mallory, first).await;
    assert_eq!(
        pending.len(),
        5,
        "the attacker's deliveries wait their turn"
    );
    assert!(
        pending
            .iter()
            .all(|d| d["state"] == "pending" && d["attempts"] == 0)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redeliveries_are_rate_limited() {
    let app = notifying_app(Backend::Sqlite, |config| {
        config.rates.redeliveries_user = Rate {
            requests: 2,
            seconds: 3600,
        };
    })
    .await;
    let receiver = WebhookReceiver::start(|_| Answer::Status(204)).await;
    let ann = app.register("again_ann").await;
    let bob = app.register("again_bob").await;
    let (webhook, _) = register_webhook(&app, &ann, &receiver.url).await;
    seat_taken(&app, &ann, &bob).await;
    let log = wait_delivered(&app, &ann, &webhook, 1).await;
    let path = format!(
        "/v1/users/me/webhooks/{webhook}/deliveries/{}/redeliver",
        log[0]["id"].as_str().unwrap()
    );
    for _ in 0..2 {
        assert_eq!(
            app.post(&ann, &path, json!({})).await.status(),
            StatusCode::ACCEPTED
        );
    }
    let response = app.post(&ann, &path, json!({})).await;
    assert!(response.headers().contains_key("retry-after"));
    let body = problem(response, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    assert_eq!(body["policy"], "redeliveries-user");
}

/// The environment of a server process sending to local receivers.
const PROCESS_ENV: &[(&str, &str)] = &[
    ("WEBHOOK_ALLOW_PRIVATE", "true"),
    ("WEBHOOK_TIMEOUT_SECONDS", "2"),
    ("NOTIFY_POLL_MS", "200"),
];

fn app_at(process: &ServerProcess, backend: Backend) -> TestApp {
    TestApp {
        address: process.address.clone(),
        client: reqwest::Client::new(),
        backend,
        smtp_port: None,
    }
}

async fn a_server_killed_before_the_delivery_is_recorded_delivers_after_restart(backend: Backend) {
    let database_url = fresh_database(backend).await;
    // The first attempt is received but never answered: the server dies in the middle.
    let receiver = WebhookReceiver::start(|n| {
        if n == 0 {
            Answer::Hang
        } else {
            Answer::Status(200)
        }
    })
    .await;
    let mut first = ServerProcess::start_with(&database_url, PROCESS_ENV).await;
    let app = app_at(&first, backend);
    let ann = app.register("crash_ann").await;
    let bob = app.register("crash_bob").await;
    let (webhook, secret) = register_webhook(&app, &ann, &receiver.url).await;
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    app.join(&bob, game["id"].as_str().unwrap()).await;
    receiver.wait_for(1).await;
    // kill -9: the outcome of the attempt is never recorded.
    first.child.kill().unwrap();
    first.child.wait().unwrap();

    let second = ServerProcess::start_with(&database_url, PROCESS_ENV).await;
    let app = app_at(&second, backend);
    let received = receiver.wait_for(2).await;
    assert_eq!(
        received[0].id(),
        received[1].id(),
        "the same delivery, sent again"
    );
    assert_signed(&received[1], &secret);
    assert_eq!(received[1].json()["data"]["username"], "crash_bob");
    let log = wait_delivered(&app, &ann, &webhook, 1).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["attempts"], 1, "the lost attempt left no outcome");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_database_deliver_each_event_exactly_once() {
    let database_url = fresh_database(Backend::Postgres).await;
    let first = ServerProcess::start_with(&database_url, PROCESS_ENV).await;
    let second = ServerProcess::start_with(&database_url, PROCESS_ENV).await;
    let apps = [
        app_at(&first, Backend::Postgres),
        app_at(&second, Backend::Postgres),
    ];
    let receiver = WebhookReceiver::start(|_| Answer::Status(200)).await;
    let mut tokens = Vec::new();
    for (n, name) in ["twice_ann", "twice_bob", "twice_cid"]
        .into_iter()
        .enumerate()
    {
        let token = apps[n % 2].register(name).await;
        register_webhook(&apps[n % 2], &token, &receiver.url).await;
        tokens.push(token);
    }
    let game = apps[0]
        .create_game(&tokens[0], "acquire", 3, json!(null))
        .await;
    let id = game["id"].as_str().unwrap().to_string();
    apps[1].join(&tokens[1], &id).await;
    apps[0].join(&tokens[2], &id).await;
    let mut chooser = Chooser(17);
    for n in 0..30 {
        if !play_one(&apps[n % 2], &id, &tokens, &mut chooser).await {
            break;
        }
    }
    let mut expected = BTreeSet::new();
    for token in &tokens {
        let me = apps[0].get_json(token, "/v1/users/me").await;
        for item in feed(&apps[0], token).await {
            expected.insert((
                me["id"].as_str().unwrap().to_string(),
                item["seq"].as_i64().unwrap(),
            ));
        }
    }
    receiver.wait_for(expected.len()).await;
    // Give a duplicate time to show up.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let received = receiver.received();
    assert_eq!(
        received.len(),
        expected.len(),
        "each event delivered exactly once"
    );
    let ids: BTreeSet<String> = received.iter().map(|r| r.id()).collect();
    assert_eq!(ids.len(), received.len());
    let mut seen = BTreeSet::new();
    for request in &received {
        let body = request.json();
        let seat = body["data"]["seat"].as_u64().unwrap() as usize;
        let user = game_player(&apps[0], &tokens[0], &id, seat).await;
        assert!(seen.insert((user, body["data"]["seq"].as_i64().unwrap())));
    }
    assert_eq!(seen, expected);
}

async fn game_player(app: &TestApp, token: &str, id: &str, seat: usize) -> String {
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    game["players"][seat]["user_id"]
        .as_str()
        .unwrap()
        .to_string()
}
