//! Email notifications against an SMTP sink in the test process: confirmation first, one
//! email per turn with what the recipient may see, digests, quiet hours, unsubscribing
//! without logging in, and the feature off without an SMTP server.

use std::collections::BTreeSet;
use std::time::Duration;

use hotel_games::config::EmailConfig;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::{Chooser, play_one, tiles_in};
use crate::for_both_backends;
use crate::receivers::{Email, SmtpSink};
use crate::support::{Backend, TestApp, fresh_database, problem};

for_both_backends!(
    a_confirmed_address_gets_one_email_per_turn_until_it_unsubscribes,
    a_digest_gathers_the_turns_of_its_period_into_one_email,
    quiet_hours_hold_turn_emails_until_they_end,
    emails_are_written_in_the_recipients_language,
    without_smtp_email_is_off_and_the_server_runs
);

/// A server sending email to `sink`, with digests `digest_period` after their first turn.
async fn mailing_app(backend: Backend, sink: &SmtpSink, digest_period: Option<u64>) -> TestApp {
    let email = EmailConfig {
        digest_period: digest_period.map(Duration::from_secs),
        ..sink.email_config()
    };
    TestApp::spawn_with(fresh_database(backend).await, move |config| {
        config.notify_poll = Duration::from_millis(100);
        config.email = Some(email);
    })
    .await
}

async fn put_settings(app: &TestApp, token: &str, settings: Value) -> Value {
    let response = app
        .client
        .put(app.url("/v1/users/me/notifications"))
        .bearer_auth(token)
        .json(&settings)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

/// Sets up email for the caller and follows the confirmation link (without logging in).
pub async fn subscribe(
    app: &TestApp,
    sink: &SmtpSink,
    token: &str,
    address: &str,
    settings: Value,
) {
    let mut settings = settings;
    settings["email"] = json!(address);
    let stored = put_settings(app, token, settings).await;
    assert_eq!(stored["confirmed"], false);
    assert_eq!(stored["email"], address);
    let before = sink.to(address).len();
    let confirmation = sink.wait_for(address, before + 1).await.pop().unwrap();
    assert!(
        confirmation.subject().contains("Confirm"),
        "{}",
        confirmation.subject()
    );
    let link = confirmation
        .link(&format!("{}/v1/notifications/confirm?token=", app.address))
        .expect("a confirmation link");
    confirm(app, token, &link).await;
    // A forged link is refused, shown or followed.
    let response = reqwest::get(format!("{link}x")).await.unwrap();
    problem(response, StatusCode::NOT_FOUND, "invalid_link").await;
    let response = app.client.post(format!("{link}x")).send().await.unwrap();
    problem(response, StatusCode::NOT_FOUND, "invalid_link").await;
}

/// Follows a confirmation link as a person does: its page changes nothing (a mail scanner
/// may open it), its button's POST confirms.
async fn confirm(app: &TestApp, token: &str, link: &str) {
    let response = reqwest::get(link).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let page = response.text().await.unwrap();
    assert!(page.contains("<form method=\"post\""), "{page}");
    let stored = app.get_json(token, "/v1/users/me/notifications").await;
    assert_eq!(
        stored["confirmed"], false,
        "opening the link confirms nothing"
    );
    let response = app
        .client
        .post(link)
        .header("accept", "text/html")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let stored = app.get_json(token, "/v1/users/me/notifications").await;
    assert_eq!(stored["confirmed"], true);
}

/// The `your_turn` items of the user's feed that start a turn (a decision that follows the
/// player's own move is not emailed).
async fn turns(app: &TestApp, token: &str) -> Vec<Value> {
    decisions(app, token)
        .await
        .into_iter()
        .filter(|item| item["continues_turn"] != true)
        .collect()
}

/// Every `your_turn` item of the user's feed.
async fn decisions(app: &TestApp, token: &str) -> Vec<Value> {
    let page = app.get_json(token, "/v1/users/me/feed?limit=1000").await;
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["type"] == "your_turn")
        .cloned()
        .collect()
}

/// The tiles `seat` may know of: the board, the dead tiles and its own hand.
async fn known_tiles(app: &TestApp, token: &str, id: &str) -> BTreeSet<String> {
    let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
    let state = &view["view"];
    let mut tiles: BTreeSet<String> = state["board"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    tiles.extend(tiles_in(&state["discarded"].to_string()));
    tiles.extend(tiles_in(&state["your_hand"].to_string()));
    tiles
}

fn assert_shows_only(email: &Email, allowed: &BTreeSet<String>) {
    for part in [&email.text, &email.html] {
        let shown = tiles_in(&part.replace("&quot;", "\""));
        assert!(
            shown.is_subset(allowed),
            "an email shows {:?}",
            shown.difference(allowed).collect::<Vec<_>>()
        );
    }
}

/// Plays the awaited seats until `seat` is awaited (it never moves itself).
async fn play_until_awaited(app: &TestApp, id: &str, tokens: &[String], seat: usize) {
    let mut chooser = Chooser(seat as u64 + 3);
    for _ in 0..200 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["awaited"].as_array().unwrap().contains(&json!(seat)) {
            return;
        }
        assert!(play_one(app, id, tokens, &mut chooser).await);
    }
    panic!("seat {seat} is never awaited");
}

/// Plays until `seat` is no longer awaited.
async fn play_until_released(app: &TestApp, id: &str, tokens: &[String], seat: usize) {
    let mut chooser = Chooser(seat as u64 + 7);
    for _ in 0..200 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if !game["awaited"].as_array().unwrap().contains(&json!(seat)) {
            return;
        }
        assert!(play_one(app, id, tokens, &mut chooser).await);
    }
    panic!("seat {seat} is always awaited");
}

async fn a_confirmed_address_gets_one_email_per_turn_until_it_unsubscribes(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = mailing_app(backend, &sink, None).await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let address = "seat1@example.org";
    // Nothing but the confirmation until the link is followed.
    let stored = put_settings(&app, &tokens[1], json!({"email": address})).await;
    assert_eq!(stored["mode"], "per_turn");
    assert_eq!(stored["time_zone"], "UTC");
    let confirmation = sink.wait_for(address, 1).await.pop().unwrap();
    let mut chooser = Chooser(5);
    for _ in 0..8 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        sink.to(address).len(),
        1,
        "unconfirmed: only the confirmation"
    );
    let link = confirmation
        .link(&format!("{}/v1/notifications/confirm?token=", app.address))
        .unwrap();
    confirm(&app, &tokens[1], &link).await;
    let told_before = turns(&app, &tokens[1]).await.len();
    let decided_before = decisions(&app, &tokens[1]).await.len();

    // Each new decision of seat 1 is one email to seat 1, sent before it moves.
    let mut emailed = 0;
    let mut moves = 0;
    while emailed < 3 {
        assert!(
            play_one(&app, &id, &tokens, &mut chooser).await,
            "the game goes on"
        );
        moves += 1;
        assert!(moves < 300);
        let told = turns(&app, &tokens[1]).await.len() - told_before;
        if told > emailed {
            let emails = sink.wait_for(address, 1 + told).await;
            let email = emails.last().unwrap();
            let turn = turns(&app, &tokens[1]).await.pop().unwrap();
            let version = turn["version"].as_i64().unwrap();
            assert_eq!(email.to, [address]);
            assert_eq!(
                email.subject(),
                format!(
                    "Your move: {} (move {version})",
                    title(&app, &tokens[1], &id).await
                )
            );
            assert!(
                email
                    .text
                    .contains(&format!("{}/v1/games/{id}", app.address))
            );
            assert!(email.text.contains(&format!("Awaited at move {version}:")));
            assert!(
                email.text.contains("Since your last move:")
                    || email.text.contains("Nothing happened")
            );
            assert!(
                email
                    .html
                    .contains(&format!("{}/v1/games/{id}", app.address))
            );
            assert_shows_only(email, &known_tiles(&app, &tokens[1], &id).await);
            // Seat 1's position in words: every tile of its hand is named.
            let view = app
                .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
                .await;
            for held in view["view"]["your_hand"].as_array().unwrap() {
                let tile = held["tile"].as_str().unwrap();
                assert!(email.text.contains(tile), "{tile} in {}", email.text);
            }
            // The board as seat 1 sees it, a PNG shown inline by the HTML part.
            assert_eq!(email.images.len(), 1, "the board, inline");
            let (image, png) = &email.images[0];
            assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
            assert!(email.html.contains(&format!("src=\"cid:{image}\"")));
            // The moves seat 1 may make now, as text commands, and where their forms are.
            let legal = app
                .get_json(&tokens[1], &format!("/v1/games/{id}/legal-moves"))
                .await;
            let first = legal["texts"][0].as_str().unwrap();
            assert!(email.text.contains(first), "{first} in {}", email.text);
            assert!(
                email
                    .text
                    .contains("/v1/game-kinds/acquire/commands?lang=en")
            );
            emailed = told;
        }
    }
    assert!(sink.to("seat0@example.org").is_empty());
    tokio::time::sleep(Duration::from_millis(500)).await;
    let emails = sink.to(address);
    assert_eq!(emails.len(), 1 + emailed, "exactly one email per turn");
    assert_eq!(sink.emails().len(), emails.len(), "nobody else is emailed");
    // Placing a tile and then buying is one turn: the buying decision is not emailed.
    let decided = decisions(&app, &tokens[1]).await.len() - decided_before;
    assert!(
        decided > emailed,
        "{decided} decisions, {emailed} turn emails"
    );

    // Unsubscribing needs no login, from the link or the List-Unsubscribe header.
    let last = emails.last().unwrap();
    let unsubscribe = last
        .link(&format!(
            "{}/v1/notifications/unsubscribe?token=",
            app.address
        ))
        .expect("an unsubscribe link");
    assert_eq!(
        last.header("List-Unsubscribe"),
        Some(format!("<{unsubscribe}>").as_str())
    );
    assert_eq!(
        last.header("List-Unsubscribe-Post"),
        Some("List-Unsubscribe=One-Click")
    );
    // The link's page asks; its button unsubscribes.
    let response = reqwest::get(&unsubscribe).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response
            .text()
            .await
            .unwrap()
            .contains("<form method=\"post\"")
    );
    let stored = app.get_json(&tokens[1], "/v1/users/me/notifications").await;
    assert_eq!(stored["enabled"], true, "opening the link changes nothing");
    let response = app
        .client
        .post(&unsubscribe)
        .header("accept", "text/html")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response
            .text()
            .await
            .unwrap()
            .contains("<h1>Unsubscribed</h1>")
    );
    let stored = app.get_json(&tokens[1], "/v1/users/me/notifications").await;
    assert_eq!(stored["enabled"], false);
    let before = turns(&app, &tokens[1]).await.len();
    while turns(&app, &tokens[1]).await.len() == before {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        sink.to(address).len(),
        emails.len(),
        "nothing after unsubscribing"
    );
    let response = app
        .client
        .post(format!("{unsubscribe}x"))
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::NOT_FOUND, "invalid_link").await;
    let response = app.client.post(&unsubscribe).send().await.unwrap();
    assert_eq!(
        response.status(),
        StatusCode::NO_CONTENT,
        "one-click unsubscribe"
    );
}

/// The title emails give the game, as seat `token` sees it.
async fn title(app: &TestApp, token: &str, id: &str) -> String {
    let me = app.get_json(token, "/v1/users/me").await;
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    let others: Vec<&str> = game["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["user_id"] != me["id"])
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    format!("Acquire with {} and you", others.join(", "))
}

async fn a_digest_gathers_the_turns_of_its_period_into_one_email(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = mailing_app(backend, &sink, Some(10)).await;
    let digest = app.register("digest_dora").await;
    let address = "dora@example.org";
    subscribe(
        &app,
        &sink,
        &digest,
        address,
        json!({"mode": "daily_digest"}),
    )
    .await;
    let mut games = Vec::new();
    for n in 0..2 {
        let game = app.create_game(&digest, "acquire", 3, json!(null)).await;
        let id = game["id"].as_str().unwrap().to_string();
        let mut tokens = vec![digest.clone()];
        for seat in 1..3 {
            let token = app.register(&format!("digest_{n}_{seat}")).await;
            app.join(&token, &id).await;
            tokens.push(token);
        }
        play_until_awaited(&app, &id, &tokens, 0).await;
        games.push(id);
    }
    assert!(turns(&app, &digest).await.len() >= 2);
    // Only the confirmation so far; the digest goes out with its period.
    assert_eq!(sink.to(address).len(), 1);
    let emails = sink.wait_for(address, 2).await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(sink.to(address).len(), 2, "one digest for all the turns");
    let email = &emails[1];
    assert_eq!(
        email.subject(),
        "Your daily digest: 2 games await your move"
    );
    for id in &games {
        assert!(
            email
                .text
                .contains(&format!("{}/v1/games/{id}", app.address)),
            "{}",
            email.text
        );
        assert!(
            email
                .html
                .contains(&format!("{}/v1/games/{id}", app.address))
        );
        assert_shows_only(
            email,
            &known_tiles(&app, &digest, id)
                .await
                .union(&other_games_tiles(&app, &digest, &games, id).await)
                .cloned()
                .collect(),
        );
    }
    assert!(
        email
            .link(&format!(
                "{}/v1/notifications/unsubscribe?token=",
                app.address
            ))
            .is_some()
    );
}

/// The tiles the digest recipient may know of in the other games of the digest.
async fn other_games_tiles(
    app: &TestApp,
    token: &str,
    games: &[String],
    except: &str,
) -> BTreeSet<String> {
    let mut tiles = BTreeSet::new();
    for id in games.iter().filter(|id| *id != except) {
        tiles.extend(known_tiles(app, token, id).await);
    }
    tiles
}

async fn quiet_hours_hold_turn_emails_until_they_end(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = mailing_app(backend, &sink, None).await;
    let quiet = app.register("quiet_quinn").await;
    let address = "quinn@example.org";
    // Quiet from an hour ago to an hour from now, in Tokyo.
    let zone: chrono_tz::Tz = "Asia/Tokyo".parse().unwrap();
    let now = chrono::Utc::now().with_timezone(&zone);
    let clock = |t: chrono::DateTime<chrono_tz::Tz>| t.format("%H:%M").to_string();
    let hours = json!({"start": clock(now - chrono::Duration::hours(1)), "end": clock(now + chrono::Duration::hours(1))});
    // The confirmation is not held back.
    subscribe(
        &app,
        &sink,
        &quiet,
        address,
        json!({"time_zone": "Asia/Tokyo", "quiet_hours": hours}),
    )
    .await;
    let game = app.create_game(&quiet, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap().to_string();
    let mut tokens = vec![quiet.clone()];
    for seat in 1..3 {
        let token = app.register(&format!("quiet_{seat}")).await;
        app.join(&token, &id).await;
        tokens.push(token);
    }
    // Quinn plays two turns in the quiet hours and is awaited for a third.
    play_until_awaited(&app, &id, &tokens, 0).await;
    let mut chooser = Chooser(11);
    while turns(&app, &quiet).await.len() < 3 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
        play_until_awaited(&app, &id, &tokens, 0).await;
    }
    let current = turns(&app, &quiet).await.pop().unwrap()["version"].clone();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(sink.to(address).len(), 1, "no turn email in quiet hours");
    // Without quiet hours, the held turn goes out.
    let stored = put_settings(
        &app,
        &quiet,
        json!({"email": address, "time_zone": "Asia/Tokyo"}),
    )
    .await;
    assert_eq!(
        stored["confirmed"], true,
        "the same address stays confirmed"
    );
    assert!(stored["quiet_hours"].is_null());
    // Only the decision still open is emailed, not the turns already played.
    let emails = sink.wait_for(address, 2).await;
    assert!(
        emails[1].subject().ends_with(&format!("(move {current})")),
        "{}",
        emails[1].subject()
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(sink.to(address).len(), 2, "one email for the open decision");
    // Bad settings are refused.
    for bad in [
        json!({"email": "not an address"}),
        json!({"email": "\"john doe\"@example.org"}),
        json!({"email": "\"<img src=x onerror=alert(1)>\"@example.org"}),
        json!({"email": "a@[127.0.0.1]"}),
        json!({"email": address, "time_zone": "Mars/Olympus"}),
        json!({"email": address, "quiet_hours": {"start": "25:00", "end": "07:00"}}),
        json!({"email": address, "mode": "hourly"}),
    ] {
        let response = app
            .client
            .put(app.url("/v1/users/me/notifications"))
            .bearer_auth(&quiet)
            .json(&bad)
            .send()
            .await
            .unwrap();
        problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    }
}

async fn without_smtp_email_is_off_and_the_server_runs(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let token = app.register("no_mail").await;
    let response = app.get(&token, "/v1/users/me/notifications").await;
    problem(
        response,
        StatusCode::NOT_IMPLEMENTED,
        "email_not_configured",
    )
    .await;
    let response = app
        .client
        .put(app.url("/v1/users/me/notifications"))
        .bearer_auth(&token)
        .json(&json!({"email": "a@example.org"}))
        .send()
        .await
        .unwrap();
    problem(
        response,
        StatusCode::NOT_IMPLEMENTED,
        "email_not_configured",
    )
    .await;
    // Everything else works.
    let (id, _) = app.started_game("acquire", 3, json!(null)).await;
    assert_eq!(
        app.get_json(&token, &format!("/v1/games/{id}")).await["status"],
        "active"
    );
}

/// A header's value with its RFC 2047 encoded words (`=?utf-8?b?…?=`) decoded (the space
/// between two encoded words is not part of the text).
fn decoded(header: &str) -> String {
    use base64::Engine;
    let mut bytes = Vec::new();
    for word in header.split_whitespace() {
        let encoded = word
            .get(..10)
            .filter(|start| start.eq_ignore_ascii_case("=?utf-8?b?"))
            .and_then(|_| word[10..].strip_suffix("?="));
        match encoded {
            Some(encoded) => bytes.extend(
                base64::engine::general_purpose::STANDARD
                    .decode(encoded)
                    .expect("base64 in an encoded word"),
            ),
            None => {
                if !bytes.is_empty() {
                    bytes.push(b' ');
                }
                bytes.extend(word.as_bytes());
            }
        }
    }
    String::from_utf8(bytes).expect("UTF-8 in a header")
}

async fn emails_are_written_in_the_recipients_language(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = mailing_app(backend, &sink, None).await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let response = app
        .client
        .patch(app.url("/v1/users/me"))
        .bearer_auth(&tokens[1])
        .json(&json!({"language": "ja"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let address = "seat1-ja@example.org";
    put_settings(&app, &tokens[1], json!({"email": address})).await;
    let confirmation = sink.wait_for(address, 1).await.pop().unwrap();
    assert_eq!(
        decoded(confirmation.subject()),
        "手番通知のメールアドレスの確認"
    );
    assert!(
        confirmation.text.contains("確認するには"),
        "{}",
        confirmation.text
    );
    let link = confirmation
        .link(&format!("{}/v1/notifications/confirm?token=", app.address))
        .expect("a confirmation link");
    // The link's page speaks the user's language.
    let page = reqwest::get(&link).await.unwrap();
    assert_eq!(page.headers()["content-language"], "ja");
    let page = page.text().await.unwrap();
    assert!(page.contains("このアドレスを確認する"), "{page}");
    confirm(&app, &tokens[1], &link).await;

    // The seat may hold the turn already (the opening draw decides who starts), and its
    // address was confirmed after that turn began: play on to its next turn.
    play_until_released(&app, &id, &tokens, 1).await;
    play_until_awaited(&app, &id, &tokens, 1).await;
    let email = sink.wait_for(address, 2).await.pop().unwrap();
    let subject = decoded(email.subject());
    assert!(
        subject.starts_with("あなたの番です：アクワイア"),
        "{subject}"
    );
    assert!(email.text.contains("アクワイア"), "{}", email.text);
    assert!(email.text.contains("配信停止"), "{}", email.text);
    assert!(email.html.contains("ゲームを開く"), "{}", email.html);
    // The feed item behind it says the same in the same language.
    let turn = turns(&app, &tokens[1]).await.pop().unwrap();
    assert!(
        turn["text"].as_str().unwrap().contains("あなたの番です"),
        "{turn}"
    );
}
