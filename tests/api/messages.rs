//! Table talk: players post messages to their game's table; players and spectators read
//! them as pages and on the game's event stream; each viewer may mute seats for themselves.
//! Messages are no log entries and change no version.

use std::collections::BTreeSet;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::{Chooser, play_one};
use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(
    a_player_posts_and_everyone_reads_it_back,
    spectators_read_but_cannot_post,
    texts_are_bounded_and_plain,
    pages_follow_after_and_limit,
    a_message_records_the_version_and_changes_none,
    muting_hides_a_seat_from_the_muter_only,
    the_stream_delivers_messages_and_resumes_without_loss,
);

for_both_backends!(concurrent_posts_on_two_servers_get_distinct_sequential_ids);

/// How long a test waits for the next event before failing.
const PATIENCE: Duration = Duration::from_secs(20);

async fn post(app: &TestApp, token: &str, id: &str, text: &str) -> reqwest::Response {
    app.post(
        token,
        &format!("/v1/games/{id}/messages"),
        json!({"text": text}),
    )
    .await
}

async fn posted(app: &TestApp, token: &str, id: &str, text: &str) -> Value {
    let response = post(app, token, id, text).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

async fn page(app: &TestApp, token: &str, id: &str, query: &str) -> Value {
    app.get_json(token, &format!("/v1/games/{id}/messages{query}"))
        .await
}

fn texts(page: &Value) -> Vec<String> {
    page["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|message| message["text"].as_str().unwrap().to_string())
        .collect()
}

fn ids(page: &Value) -> Vec<i64> {
    page["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|message| message["id"].as_i64().unwrap())
        .collect()
}

async fn game(app: &TestApp, token: &str, id: &str) -> Value {
    app.get_json(token, &format!("/v1/games/{id}")).await
}

async fn a_player_posts_and_everyone_reads_it_back(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let before = game(&app, &tokens[0], &id).await;
    let message = posted(&app, &tokens[1], &id, "  Good luck, everyone!\n").await;
    assert_eq!(message["id"], 1);
    assert_eq!(message["seat"], 1);
    assert_eq!(message["username"], before["players"][1]["username"]);
    assert_eq!(message["text"], "Good luck, everyone!", "trimmed");
    assert_eq!(message["version"], before["version"]);
    let created = message["created_at"].as_str().unwrap();
    assert!(
        chrono::DateTime::parse_from_rfc3339(created).is_ok(),
        "{created}"
    );
    for token in &tokens {
        let read = page(&app, token, &id, "").await;
        assert_eq!(read["messages"], json!([message.clone()]));
        assert_eq!(read["has_more"], false);
        assert_eq!(read["next"], 1);
    }
    // Unknown games and missing tokens.
    let nowhere = uuid::Uuid::new_v4();
    problem(
        post(&app, &tokens[0], &nowhere.to_string(), "hello").await,
        StatusCode::NOT_FOUND,
        "game_not_found",
    )
    .await;
    problem(
        app.get(&tokens[0], &format!("/v1/games/{nowhere}/messages"))
            .await,
        StatusCode::NOT_FOUND,
        "game_not_found",
    )
    .await;
    let anonymous = app
        .client
        .get(app.url(&format!("/v1/games/{id}/messages")))
        .send()
        .await
        .unwrap();
    problem(anonymous, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

async fn spectators_read_but_cannot_post(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let spectator = app.register("talk_spectator").await;
    problem(
        post(&app, &spectator, &id, "let me play").await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    // Even an invalid text is refused for the seat first.
    problem(
        post(&app, &spectator, &id, "").await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    posted(&app, &tokens[2], &id, "spectators welcome").await;
    let read = page(&app, &spectator, &id, "").await;
    assert_eq!(texts(&read), ["spectators welcome"]);
    // A seated player of an open game may talk too.
    let host = app.register("talk_host").await;
    let open = app.create_game(&host, "acquire", 3, json!(null)).await;
    let open_id = open["id"].as_str().unwrap();
    let message = posted(&app, &host, open_id, "waiting for two more").await;
    assert_eq!(message["version"], 0);
    problem(
        post(&app, &spectator, open_id, "me?").await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
}

async fn texts_are_bounded_and_plain(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let longest = "é".repeat(500);
    assert_eq!(
        posted(&app, &tokens[0], &id, &longest).await["text"],
        longest
    );
    let lines = posted(&app, &tokens[0], &id, "two\nlines").await;
    assert_eq!(lines["text"], "two\nlines");
    for refused in [
        "".to_string(),
        "   ".to_string(),
        "\n \n".to_string(),
        "é".repeat(501),
        "tab\tinside".to_string(),
        "carriage\r\nreturn".to_string(),
        "bell\u{7}".to_string(),
        "c1\u{85}control".to_string(),
        "\u{200B}\u{200D}\u{2060}\u{FEFF}".to_string(),
        "\u{3164}\u{2800}".to_string(),
        "reversed \u{202E}txet".to_string(),
        "\u{2066}isolated\u{2069}".to_string(),
        format!("z{}", "\u{336}".repeat(300)),
    ] {
        let body = problem(
            post(&app, &tokens[0], &id, &refused).await,
            StatusCode::BAD_REQUEST,
            "invalid_message",
        )
        .await;
        assert!(!body["detail"].as_str().unwrap().is_empty());
    }
    // Malformed bodies are invalid requests.
    for body in [
        json!({}),
        json!({"text": 5}),
        json!({"text": "hi", "to": 1}),
    ] {
        problem(
            app.post(&tokens[0], &format!("/v1/games/{id}/messages"), body)
                .await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    // Markup is plain text, stored and shown as written.
    let markup = posted(&app, &tokens[0], &id, "<script>x</script>").await;
    assert_eq!(markup["text"], "<script>x</script>");
    // Nothing refused was stored.
    let read = page(&app, &tokens[1], &id, "").await;
    assert_eq!(ids(&read), [1, 2, 3]);
}

async fn pages_follow_after_and_limit(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    for n in 1..=5 {
        posted(&app, &tokens[n % 3], &id, &format!("message {n}")).await;
    }
    let first = page(&app, &tokens[0], &id, "?limit=2").await;
    assert_eq!(ids(&first), [1, 2]);
    assert_eq!(
        (first["has_more"].clone(), first["next"].clone()),
        (json!(true), json!(2))
    );
    let second = page(&app, &tokens[0], &id, "?after=2&limit=2").await;
    assert_eq!(ids(&second), [3, 4]);
    assert_eq!(second["has_more"], true);
    let last = page(&app, &tokens[0], &id, "?after=4&limit=2").await;
    assert_eq!(ids(&last), [5]);
    assert_eq!(
        (last["has_more"].clone(), last["next"].clone()),
        (json!(false), json!(5))
    );
    let empty = page(&app, &tokens[0], &id, "?after=5").await;
    assert_eq!(ids(&empty), Vec::<i64>::new());
    assert_eq!(
        (empty["has_more"].clone(), empty["next"].clone()),
        (json!(false), json!(5))
    );
    assert_eq!(
        texts(&page(&app, &tokens[0], &id, "?limit=200").await).len(),
        5
    );
    for query in ["?limit=0", "?limit=201", "?after=-1", "?limit=x", "?page=2"] {
        problem(
            app.get(&tokens[0], &format!("/v1/games/{id}/messages{query}"))
                .await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
}

async fn a_message_records_the_version_and_changes_none(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut chooser = Chooser(11);
    for round in 0..4 {
        let before = game(&app, &tokens[0], &id).await;
        let version = before["version"].as_i64().unwrap();
        let log_before = app
            .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        let message = posted(&app, &tokens[round % 3], &id, &format!("at {version}")).await;
        assert_eq!(message["version"], version);
        let after = game(&app, &tokens[0], &id).await;
        assert_eq!(after["version"], version, "a message is no log entry");
        assert_eq!(after["awaited"], before["awaited"]);
        let log_after = app
            .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        assert_eq!(log_after, log_before);
        // The view's ETag (the version) stays valid.
        let unchanged = app
            .client
            .get(app.url(&format!("/v1/games/{id}/view")))
            .bearer_auth(&tokens[0])
            .header("If-None-Match", format!("\"{version}\""))
            .send()
            .await
            .unwrap();
        assert_eq!(unchanged.status(), StatusCode::NOT_MODIFIED);
        // A move after the message still goes against the same version.
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
        assert!(
            game(&app, &tokens[0], &id).await["version"]
                .as_i64()
                .unwrap()
                > version
        );
    }
    let read = page(&app, &tokens[1], &id, "").await;
    let versions: Vec<i64> = read["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["version"].as_i64().unwrap())
        .collect();
    assert!(versions.windows(2).all(|w| w[0] < w[1]), "{versions:?}");
}

async fn muting_hides_a_seat_from_the_muter_only(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let spectator = app.register("talk_muter").await;
    posted(&app, &tokens[0], &id, "from seat 0").await;
    posted(&app, &tokens[2], &id, "from seat 2").await;
    let put = |token: String, seat: &str| {
        let url = app.url(&format!("/v1/games/{id}/mutes/{seat}"));
        let client = app.client.clone();
        async move { client.put(url).bearer_auth(token).send().await.unwrap() }
    };
    let delete = |token: String, seat: &str| {
        let url = app.url(&format!("/v1/games/{id}/mutes/{seat}"));
        let client = app.client.clone();
        async move { client.delete(url).bearer_auth(token).send().await.unwrap() }
    };
    for token in [&tokens[1], &spectator] {
        assert_eq!(
            put(token.clone(), "0").await.status(),
            StatusCode::NO_CONTENT
        );
        // Muting again changes nothing.
        assert_eq!(
            put(token.clone(), "0").await.status(),
            StatusCode::NO_CONTENT
        );
    }
    assert_eq!(
        app.get_json(&tokens[1], &format!("/v1/games/{id}/mutes"))
            .await,
        json!({"seats": [0]})
    );
    assert_eq!(
        app.get_json(&tokens[0], &format!("/v1/games/{id}/mutes"))
            .await,
        json!({"seats": []})
    );
    posted(&app, &tokens[0], &id, "seat 0 again").await;
    for token in [&tokens[1], &spectator] {
        assert_eq!(texts(&page(&app, token, &id, "").await), ["from seat 2"]);
    }
    for token in [&tokens[0], &tokens[2]] {
        assert_eq!(
            texts(&page(&app, token, &id, "").await),
            ["from seat 0", "from seat 2", "seat 0 again"]
        );
    }
    // Paging skips the muted seat's messages and counts only the visible ones.
    let muted_page = page(&app, &tokens[1], &id, "?limit=1").await;
    assert_eq!(ids(&muted_page), [2]);
    assert_eq!(muted_page["has_more"], false);
    // Unmuting shows them again; unmuting twice changes nothing.
    assert_eq!(
        delete(tokens[1].clone(), "0").await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        delete(tokens[1].clone(), "0").await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(texts(&page(&app, &tokens[1], &id, "").await).len(), 3);
    assert_eq!(texts(&page(&app, &spectator, &id, "").await).len(), 1);
    // Seats the game does not have, and seats that are no seat number.
    problem(
        put(tokens[1].clone(), "3").await,
        StatusCode::NOT_FOUND,
        "seat_not_found",
    )
    .await;
    problem(
        delete(tokens[1].clone(), "200").await,
        StatusCode::NOT_FOUND,
        "seat_not_found",
    )
    .await;
    problem(
        put(tokens[1].clone(), "256").await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    problem(
        put(tokens[1].clone(), "-1").await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    let nowhere = uuid::Uuid::new_v4();
    let response = app
        .client
        .put(app.url(&format!("/v1/games/{nowhere}/mutes/0")))
        .bearer_auth(&tokens[1])
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
}

/// One Server-Sent Event.
#[derive(Debug, Clone)]
struct Event {
    id: String,
    event: String,
    data: Value,
}

/// Reads events from an open `text/event-stream` response.
struct EventReader {
    response: reqwest::Response,
    buffer: String,
}

impl EventReader {
    async fn open(app: &TestApp, token: &str, id: &str, last_event_id: Option<&str>) -> Self {
        let mut request = reqwest::Client::new()
            .get(app.url(&format!("/v1/games/{id}/events")))
            .bearer_auth(token);
        if let Some(last) = last_event_id {
            request = request.header("Last-Event-ID", last);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        EventReader {
            response,
            buffer: String::new(),
        }
    }

    async fn next(&mut self) -> Event {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut event = Event {
                    id: String::new(),
                    event: String::new(),
                    data: Value::Null,
                };
                for line in block.lines() {
                    if let Some(value) = line.strip_prefix("id: ") {
                        event.id = value.to_string();
                    } else if let Some(value) = line.strip_prefix("event: ") {
                        event.event = value.to_string();
                    } else if let Some(value) = line.strip_prefix("data: ") {
                        event.data = serde_json::from_str(value).unwrap();
                    }
                }
                if event.event.is_empty() {
                    continue; // a keep-alive comment
                }
                return event;
            }
            let chunk = tokio::time::timeout(PATIENCE, self.response.chunk())
                .await
                .expect("an event within the patience")
                .unwrap()
                .expect("the stream goes on");
            self.buffer.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }

    /// Events up to and including the one with this `id`.
    async fn until(&mut self, id: &str) -> Vec<Event> {
        let mut events = Vec::new();
        while events.last().is_none_or(|e: &Event| e.id != id) {
            events.push(self.next().await);
        }
        events
    }
}

/// `(event, id)` pairs, for comparing streams.
fn shape(events: &[Event]) -> Vec<(String, String)> {
    events
        .iter()
        .map(|e| (e.event.clone(), e.id.clone()))
        .collect()
}

async fn the_stream_delivers_messages_and_resumes_without_loss(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let spectator = app.register("talk_streamer").await;
    let muter = app.register("talk_stream_muter").await;
    let muted = app
        .client
        .put(app.url(&format!("/v1/games/{id}/mutes/1")))
        .bearer_auth(&muter)
        .send()
        .await
        .unwrap();
    assert_eq!(muted.status(), StatusCode::NO_CONTENT);
    let mut live = EventReader::open(&app, &spectator, &id, None).await;
    let mut quiet = EventReader::open(&app, &muter, &id, None).await;
    assert_eq!(
        shape(&live.until("1").await),
        vec![("entry".to_string(), "1".to_string())]
    );
    assert_eq!(quiet.until("1").await.len(), 1);
    // A message arrives on the open stream, after the entry of its version.
    let first = posted(&app, &tokens[0], &id, "first words").await;
    let event = live.next().await;
    assert_eq!(
        (event.event.as_str(), event.id.as_str()),
        ("message", "1:1")
    );
    assert_eq!(event.data, first);
    // Moves and messages interleave in the order they happened.
    let mut chooser = Chooser(3);
    let mut expected = vec![("message".to_string(), "1:1".to_string())];
    let mut texts_sent = 1;
    for round in 0..6 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
        let version = game(&app, &tokens[0], &id).await["version"]
            .as_i64()
            .unwrap();
        expected.push(("entry".into(), version.to_string()));
        let seat = round % 3;
        let message = posted(&app, &tokens[seat], &id, &format!("round {round}")).await;
        texts_sent += 1;
        let message_id = message["id"].as_i64().unwrap();
        assert_eq!(message_id, texts_sent);
        assert_eq!(message["version"], version);
        expected.push(("message".into(), format!("{version}:{message_id}")));
    }
    let last_id = expected.last().unwrap().1.clone();
    // The first message was read already.
    let mut seen = vec![event];
    seen.extend(live.until(&last_id).await);
    assert_eq!(shape(&seen), expected);
    for event in seen.iter().filter(|e| e.event == "message") {
        let text = event.data["text"].as_str().unwrap();
        assert!(
            text == "first words" || text.starts_with("round "),
            "{text}"
        );
    }
    // The muter's stream leaves seat 1's messages out, entries in.
    let quiet_expected: Vec<(String, String)> = expected
        .iter()
        .filter(|(event, id)| {
            let from_seat_1 =
                event == "message" && seen.iter().any(|e| &e.id == id && e.data["seat"] == 1);
            !from_seat_1
        })
        .cloned()
        .collect();
    let quiet_last = quiet_expected.last().unwrap().1.clone();
    assert_eq!(shape(&quiet.until(&quiet_last).await), quiet_expected);
    // Reconnecting after any event replays exactly what followed it, messages included.
    for cut in [0, 1, 4, expected.len() - 2] {
        let (_, resume_at) = &expected[cut];
        let mut resumed = EventReader::open(&app, &spectator, &id, Some(resume_at)).await;
        let replayed = resumed.until(&last_id).await;
        assert_eq!(
            shape(&replayed),
            expected[cut + 1..],
            "resumed after {resume_at}"
        );
    }
    // And a message posted meanwhile comes after the replay.
    let mut resumed = EventReader::open(&app, &spectator, &id, Some(&last_id)).await;
    let late = posted(&app, &tokens[2], &id, "still here").await;
    let event = resumed.next().await;
    assert_eq!(event.event, "message");
    assert_eq!(event.data, late);
    // A position that is no position is refused.
    let refused = app
        .client
        .get(app.url(&format!("/v1/games/{id}/events")))
        .bearer_auth(&spectator)
        .header("Last-Event-ID", "3:x")
        .send()
        .await
        .unwrap();
    problem(refused, StatusCode::BAD_REQUEST, "invalid_request").await;
}

async fn concurrent_posts_on_two_servers_get_distinct_sequential_ids(backend: Backend) {
    let database_url = fresh_database(backend).await;
    let first = TestApp::spawn_on(database_url.clone()).await;
    let second = TestApp::spawn_on(database_url).await;
    let (id, tokens) = first.started_game("acquire", 3, json!(null)).await;
    // A stream on the second server hears messages posted on the first at once.
    let mut on_second = EventReader::open(&second, &tokens[0], &id, None).await;
    assert_eq!(on_second.until("1").await.len(), 1);
    let posts = (0..24).map(|n| {
        let app = if n % 2 == 0 { &first } else { &second };
        let token = tokens[n % 3].clone();
        let id = id.clone();
        async move {
            let response = post(app, &token, &id, &format!("all at once {n}")).await;
            assert_eq!(response.status(), StatusCode::CREATED);
            response.json::<Value>().await.unwrap()["id"]
                .as_i64()
                .unwrap()
        }
    });
    let got: Vec<i64> = futures_util::future::join_all(posts).await;
    let distinct: BTreeSet<i64> = got.iter().copied().collect();
    assert_eq!(distinct, (1..=24).collect::<BTreeSet<i64>>(), "{got:?}");
    let read = page(&second, &tokens[1], &id, "?limit=200").await;
    assert_eq!(ids(&read), (1..=24).collect::<Vec<_>>());
    if backend == Backend::Postgres {
        // Delivered by wake-up across servers, long before a keep-alive period.
        let started = std::time::Instant::now();
        let events = on_second.until("1:24").await;
        assert_eq!(events.len(), 24);
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}
