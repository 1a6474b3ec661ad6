//! Live streams: a game's log and a user's feed as Server-Sent Events, resumed without gaps
//! or duplicates, redacted like the log, delivered across server processes, and ended at
//! once when the server stops.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::acquire_games::{Chooser, play_one};
use crate::on_both_backends;
use crate::support::{Backend, ServerProcess, TestApp, fresh_database};

on_both_backends!(a_game_stream_tells_its_entries_in_the_readers_language);
on_both_backends!(
    a_game_stream_carries_every_entry_in_order_as_the_log_shows_it,
    a_reconnect_with_last_event_id_gets_exactly_the_missing_entries,
    the_feed_tells_each_player_of_seats_starts_turns_and_the_end,
    stream_tickets_open_streams_and_nothing_else,
    revoking_tokens_ends_the_users_open_streams
);

/// How long a test waits for the next event before failing.
const PATIENCE: Duration = Duration::from_secs(20);

/// One Server-Sent Event.
#[derive(Debug, Clone)]
struct Event {
    id: Option<i64>,
    event: String,
    data: Value,
}

/// Reads events from an open `text/event-stream` response.
struct EventReader {
    response: reqwest::Response,
    buffer: String,
}

impl EventReader {
    async fn open(url: String, token: Option<&str>, last_event_id: Option<i64>) -> EventReader {
        // No overall timeout: the body of a stream never ends by itself.
        let client = reqwest::Client::new();
        let mut request = client.get(url);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(id) = last_event_id {
            request = request.header("Last-Event-ID", id.to_string());
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(
            response.headers()["content-type"].to_str().unwrap(),
            "text/event-stream"
        );
        EventReader {
            response,
            buffer: String::new(),
        }
    }

    /// The next event (comments skipped), or `None` when the stream ended.
    async fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut event = Event {
                    id: None,
                    event: "message".into(),
                    data: Value::Null,
                };
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(value) = line.strip_prefix("id: ") {
                        event.id = Some(value.parse().unwrap());
                    } else if let Some(value) = line.strip_prefix("event: ") {
                        event.event = value.to_string();
                    } else if let Some(value) = line.strip_prefix("data: ") {
                        data.push_str(value);
                    }
                }
                if data.is_empty() {
                    continue; // a keep-alive comment
                }
                event.data = serde_json::from_str(&data).unwrap();
                return Some(event);
            }
            let chunk = tokio::time::timeout(PATIENCE, self.response.chunk())
                .await
                .expect("an event within the patience")
                .unwrap()?;
            self.buffer.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }

    /// The events the stream still sends until it ends, which it must within `limit`.
    async fn end_within(&mut self, limit: Duration) -> Vec<Event> {
        tokio::time::timeout(limit, async {
            let mut events = Vec::new();
            while let Some(event) = self.next().await {
                events.push(event);
            }
            events
        })
        .await
        .expect("the stream ends in time")
    }

    /// Events until the one with `id == version` (inclusive).
    async fn until(&mut self, version: i64) -> Vec<Event> {
        let mut events = Vec::new();
        while events.last().is_none_or(|e: &Event| e.id != Some(version)) {
            events.push(self.next().await.expect("the stream goes on"));
        }
        events
    }
}

async fn a_game_stream_tells_its_entries_in_the_readers_language(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let now = version(&app, &tokens[0], &id).await;
    let url = game_events_url(&app.address, &id);
    let mut japanese = EventReader::open(format!("{url}?lang=ja"), Some(&tokens[0]), None).await;
    let mut english = EventReader::open(url, Some(&tokens[0]), None).await;
    let japanese: Vec<Value> = japanese
        .until(now)
        .await
        .into_iter()
        .map(|e| e.data)
        .collect();
    let english: Vec<Value> = english
        .until(now)
        .await
        .into_iter()
        .map(|e| e.data)
        .collect();
    let log = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/log?lang=ja"))
        .await;
    assert_eq!(
        japanese.iter().collect::<Vec<_>>(),
        log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .collect::<Vec<_>>(),
        "the stream tells the entries as the log does in the same language"
    );
    let texts = |entries: &[Value]| -> Vec<String> {
        entries
            .iter()
            .map(|entry| entry["text"].as_str().unwrap().to_string())
            .collect()
    };
    assert_ne!(texts(&japanese), texts(&english));
}

fn game_events_url(address: &str, id: &str) -> String {
    format!("{address}/v1/games/{id}/events")
}

async fn version(app: &TestApp, token: &str, id: &str) -> i64 {
    app.get_json(token, &format!("/v1/games/{id}")).await["version"]
        .as_i64()
        .unwrap()
}

async fn a_game_stream_carries_every_entry_in_order_as_the_log_shows_it(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let outsider = app.register("stream_spectator").await;
    let mut readers = Vec::new();
    for token in tokens.iter().chain([&outsider]) {
        readers
            .push(EventReader::open(game_events_url(&app.address, &id), Some(token), None).await);
    }
    let mut chooser = Chooser(7);
    let mut seen = vec![0i64; readers.len()];
    let mut rounds = 0;
    while play_one(&app, &id, &tokens, &mut chooser).await {
        rounds += 1;
        if rounds % 25 != 0 {
            continue;
        }
        // While the game runs, each stream shows exactly what its viewer's log shows:
        // the same redaction, so no other seat's tiles. (Once it is over the log shows
        // everything; the end is checked below.)
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            continue;
        }
        let now = game["version"].as_i64().unwrap();
        for (index, (reader, token)) in readers
            .iter_mut()
            .zip(tokens.iter().chain([&outsider]))
            .enumerate()
        {
            let events = reader.until(now).await;
            let log = app
                .get_json(
                    token,
                    &format!("/v1/games/{id}/log?after={}&limit=1000", seen[index]),
                )
                .await;
            let streamed: Vec<&Value> = events.iter().map(|e| &e.data).collect();
            let logged: Vec<&Value> = log["entries"].as_array().unwrap().iter().collect();
            assert_eq!(
                streamed, logged,
                "viewer {index}'s stream differs from its log"
            );
            for (event, entry) in events.iter().zip(&logged) {
                assert_eq!(event.event, "entry");
                assert_eq!(event.id, entry["seq"].as_i64());
            }
            seen[index] = now;
        }
    }
    let last = version(&app, &tokens[0], &id).await;
    for (index, reader) in readers.iter_mut().enumerate() {
        let mut ids = Vec::new();
        let status = loop {
            let event = reader.next().await.expect("a status event ends the stream");
            if event.event == "status" {
                break event;
            }
            ids.push(event.id.unwrap());
        };
        let expected: Vec<i64> = (seen[index] + 1..=last).collect();
        assert_eq!(
            ids, expected,
            "viewer {index} gets every entry once, in order"
        );
        assert_eq!(status.data["status"], "finished");
        assert_eq!(status.data["version"], last);
        assert!(status.data["result"]["winners"].is_array());
        assert!(
            reader.next().await.is_none(),
            "the stream ends after the status"
        );
    }
}

async fn a_reconnect_with_last_event_id_gets_exactly_the_missing_entries(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut chooser = Chooser(11);
    for _ in 0..10 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    let url = game_events_url(&app.address, &id);
    let mut first = EventReader::open(url.clone(), Some(&tokens[1]), None).await;
    let received = first.until(6).await;
    assert_eq!(
        received.iter().map(|e| e.id.unwrap()).collect::<Vec<_>>(),
        (1..=6).collect::<Vec<_>>()
    );
    drop(first);
    for _ in 0..10 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    let now = version(&app, &tokens[0], &id).await;
    let mut resumed = EventReader::open(url.clone(), Some(&tokens[1]), Some(6)).await;
    let rest = resumed.until(now).await;
    assert_eq!(
        rest.iter().map(|e| e.id.unwrap()).collect::<Vec<_>>(),
        (7..=now).collect::<Vec<_>>(),
        "exactly the entries after the last one received"
    );
    // `?after=` resumes the same way; the header wins over it.
    let mut by_query =
        EventReader::open(format!("{url}?after={}", now - 2), Some(&tokens[1]), None).await;
    assert_eq!(by_query.next().await.unwrap().id, Some(now - 1));
    let mut both =
        EventReader::open(format!("{url}?after=1"), Some(&tokens[1]), Some(now - 1)).await;
    assert_eq!(both.next().await.unwrap().id, Some(now));
    // Live: the next move arrives on the open stream.
    assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    assert_eq!(resumed.next().await.unwrap().id, Some(now + 1));
    // A position that is not a number is refused.
    let response = reqwest::Client::new()
        .get(&url)
        .bearer_auth(&tokens[1])
        .header("Last-Event-ID", "soon")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let response = app
        .get(
            &tokens[1],
            &format!("/v1/games/{}/events", uuid::Uuid::new_v4()),
        )
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

/// Every feed item of a user, by page.
async fn feed(app: &TestApp, token: &str) -> Vec<Value> {
    let page = app.get_json(token, "/v1/users/me/feed?limit=1000").await;
    assert_eq!(page["has_more"], false);
    page["items"].as_array().unwrap().clone()
}

async fn the_feed_tells_each_player_of_seats_starts_turns_and_the_end(app: TestApp) {
    let names = ["feed_ann", "feed_bob", "feed_cid"];
    let mut tokens = Vec::new();
    for name in names {
        tokens.push(app.register(name).await);
    }
    let mut bob_stream = EventReader::open(
        format!("{}/v1/users/me/events", app.address),
        Some(&tokens[1]),
        None,
    )
    .await;
    let game = app
        .create_game_with(&tokens[0], "acquire", 3, json!({"on_leave": "rules"}))
        .await;
    let id = game["id"].as_str().unwrap().to_string();
    app.join(&tokens[1], &id).await;
    app.join(&tokens[2], &id).await;

    // Ann was told of both seats taken; Bob of Cid's; everyone of the start.
    let ann = feed(&app, &tokens[0]).await;
    let types = |items: &[Value]| {
        items
            .iter()
            .map(|i| i["type"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        &types(&ann)[..3],
        ["seat_taken", "seat_taken", "game_started"]
    );
    assert_eq!(ann[0]["username"], "feed_bob");
    assert_eq!(ann[0]["taken_seat"], 1);
    assert_eq!(ann[1]["username"], "feed_cid");
    assert_eq!(ann[1]["players"], 3);
    let bob = feed(&app, &tokens[1]).await;
    assert_eq!(&types(&bob)[..2], ["seat_taken", "game_started"]);
    assert!(feed(&app, &tokens[2]).await[0]["type"] == "game_started");

    // Who is awaited at each version, from the game resource around each move.
    let mut expected: Vec<(usize, i64)> = Vec::new();
    let start = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    for seat in start["awaited"].as_array().unwrap() {
        expected.push((seat.as_u64().unwrap() as usize, 1));
    }
    let mut before = start;
    let mut chooser = Chooser(3);
    for _ in 0..30 {
        if !play_one(&app, &id, &tokens, &mut chooser).await {
            break;
        }
        let after = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        let actor = before["awaited"][0].as_u64().unwrap() as usize;
        let was: Vec<usize> = before["awaited"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_u64().unwrap() as usize)
            .collect();
        for seat in after["awaited"].as_array().unwrap() {
            let seat = seat.as_u64().unwrap() as usize;
            if !was.contains(&seat) || seat == actor {
                expected.push((seat, after["version"].as_i64().unwrap()));
            }
        }
        before = after;
    }
    for (seat, token) in tokens.iter().enumerate() {
        let items = feed(&app, token).await;
        // Feed positions count 1, 2, 3, … without gaps.
        let seqs: Vec<i64> = items.iter().map(|i| i["seq"].as_i64().unwrap()).collect();
        assert_eq!(seqs, (1..=items.len() as i64).collect::<Vec<_>>());
        // One `your_turn` for each version at which the seat got a new decision, no more.
        let turns: Vec<&Value> = items.iter().filter(|i| i["type"] == "your_turn").collect();
        let told: Vec<i64> = turns
            .iter()
            .map(|t| t["version"].as_i64().unwrap())
            .collect();
        let owed: Vec<i64> = expected
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, v)| *v)
            .collect();
        assert!(!owed.is_empty());
        assert_eq!(told, owed, "seat {seat}'s turns");
        for turn in &turns {
            assert_eq!(turn["seat"], seat);
            assert!(turn["awaited"].as_array().unwrap().contains(&json!(seat)));
            assert_eq!(turn["game_id"], id.as_str());
            assert_eq!(turn["kind"], "acquire");
            assert_eq!(turn["link"], format!("/v1/games/{id}"));
        }
    }

    // Bob's stream carried exactly his feed, in order; resuming after item 2 gives the rest.
    let bob = feed(&app, &tokens[1]).await;
    let last = bob.last().unwrap()["seq"].as_i64().unwrap();
    let streamed = bob_stream.until(last).await;
    assert_eq!(
        streamed.iter().map(|e| &e.data).collect::<Vec<_>>(),
        bob.iter().collect::<Vec<_>>()
    );
    for event in &streamed {
        assert_eq!(event.event, event.data["type"].as_str().unwrap());
    }
    let mut resumed = EventReader::open(
        format!("{}/v1/users/me/events", app.address),
        Some(&tokens[1]),
        Some(2),
    )
    .await;
    assert_eq!(resumed.until(last).await.len() as i64, last - 2);

    // Resigning ends the game: everyone hears of it, with the same result shape.
    let response = app
        .post(&tokens[2], &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    for token in &tokens {
        let items = feed(&app, token).await;
        let end = items.last().unwrap();
        assert_eq!(end["type"], "game_finished");
        assert_eq!(end["status"], "abandoned");
    }
}

/// Asserts that `ticket` opens no feed stream (401).
async fn assert_feed_refuses_ticket(app: &TestApp, ticket: &str) {
    let response = reqwest::get(format!(
        "{}/v1/users/me/events?ticket={ticket}",
        app.address
    ))
    .await
    .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}

/// A new stream ticket of `token`'s user.
async fn new_ticket(app: &TestApp, token: &str) -> String {
    let response = app.post(token, "/v1/stream-tickets", json!({})).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let ticket: Value = response.json().await.unwrap();
    assert_eq!(ticket["expires_in"], 60);
    ticket["ticket"].as_str().unwrap().to_string()
}

async fn stream_tickets_open_streams_and_nothing_else(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let token = &tokens[0];
    let ticket = new_ticket(&app, token).await;
    // A browser's EventSource: no header, the ticket in the query.
    let mut feed_stream = EventReader::open(
        format!("{}/v1/users/me/events?ticket={ticket}", app.address),
        None,
        None,
    )
    .await;
    assert_eq!(feed_stream.next().await.unwrap().event, "seat_taken");
    // A ticket opens one stream: used once, it opens nothing more.
    assert_feed_refuses_ticket(&app, &ticket).await;
    let response = reqwest::get(format!(
        "{}?ticket={ticket}",
        game_events_url(&app.address, &id)
    ))
    .await
    .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let mut game_stream = EventReader::open(
        format!(
            "{}?ticket={}",
            game_events_url(&app.address, &id),
            new_ticket(&app, token).await
        ),
        None,
        None,
    )
    .await;
    assert_eq!(game_stream.next().await.unwrap().id, Some(1));
    let unused = new_ticket(&app, token).await;
    // The ticket is no bearer token, and a made-up ticket opens nothing.
    let response = app.get(&ticket, "/v1/users/me").await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    assert_feed_refuses_ticket(&app, "nonsense").await;
    // An access token in the query is no ticket either.
    assert_feed_refuses_ticket(&app, token).await;
    // Revoking the tokens revokes the tickets.
    let response = app
        .client
        .delete(app.url("/v1/tokens/current"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_feed_refuses_ticket(&app, &unused).await;
}

async fn revoking_tokens_ends_the_users_open_streams(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    // The awaited seat moves after the revocation of another seat's tokens, while the third
    // seat watches.
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let mover = game["awaited"][0].as_u64().unwrap() as usize;
    let (revoked_seat, watcher) = ((mover + 1) % 3, (mover + 2) % 3);
    let revoked_token = &tokens[revoked_seat];
    let mut by_bearer = EventReader::open(
        game_events_url(&app.address, &id),
        Some(revoked_token),
        None,
    )
    .await;
    let mut by_ticket = EventReader::open(
        format!(
            "{}/v1/users/me/events?ticket={}",
            app.address,
            new_ticket(&app, revoked_token).await
        ),
        None,
        None,
    )
    .await;
    let mut others = EventReader::open(
        game_events_url(&app.address, &id),
        Some(&tokens[watcher]),
        None,
    )
    .await;
    assert_eq!(by_bearer.until(1).await.len(), 1);
    let told = feed(&app, revoked_token).await;
    let last = told.last().unwrap()["seq"].as_i64().unwrap();
    assert_eq!(by_ticket.until(last).await.len() as i64, last);
    assert_eq!(others.until(1).await.len(), 1);
    let response = app
        .client
        .delete(app.url("/v1/tokens/current"))
        .bearer_auth(revoked_token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let revoked = Instant::now();
    // A move right after the revocation reaches neither of the user's streams.
    let legal = app
        .get_json(&tokens[mover], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let command = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|command| command["type"] != "resign")
        .unwrap()
        .clone();
    let moved = app.submit_move(&tokens[mover], &id, 1, &command).await;
    assert_eq!(moved.status(), StatusCode::OK);
    // Both of the user's streams end (within a second; the limit here is generous), with
    // nothing sent after the revocation.
    let after_bearer = by_bearer.end_within(Duration::from_secs(5)).await;
    let after_ticket = by_ticket.end_within(Duration::from_secs(5)).await;
    println!("streams ended {:?} after the revocation", revoked.elapsed());
    assert!(after_bearer.is_empty(), "{after_bearer:?}");
    assert!(after_ticket.is_empty(), "{after_ticket:?}");
    // Another user's stream goes on.
    assert_eq!(others.until(2).await.last().unwrap().id, Some(2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revoking_tokens_on_one_process_ends_streams_on_another() {
    let database_url = fresh_database(Backend::Postgres).await;
    let second = ServerProcess::start(&database_url).await;
    let app = TestApp::spawn_on(database_url).await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut on_second = EventReader::open(
        game_events_url(&second.address, &id),
        Some(&tokens[0]),
        None,
    )
    .await;
    assert_eq!(on_second.until(1).await.len(), 1);
    let response = app
        .client
        .delete(app.url("/v1/tokens/current"))
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let rest = on_second.end_within(Duration::from_secs(5)).await;
    assert!(rest.is_empty(), "{rest:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_on_one_process_hears_moves_made_on_another() {
    let database_url = fresh_database(Backend::Postgres).await;
    let first = ServerProcess::start(&database_url).await;
    let second = ServerProcess::start(&database_url).await;
    let app = TestApp::spawn_on(database_url).await;
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut on_second = EventReader::open(
        game_events_url(&second.address, &id),
        Some(&tokens[0]),
        None,
    )
    .await;
    let mut feed_on_second = EventReader::open(
        format!("{}/v1/users/me/events", second.address),
        Some(&tokens[1]),
        None,
    )
    .await;
    assert_eq!(on_second.until(1).await.len(), 1);
    // Moves go to the first process; the second hears of each at once (not by polling: the
    // stream would otherwise wait for a keep-alive period).
    let on_first = TestApp {
        address: first.address.clone(),
        client: app.client.clone(),
        backend: Backend::Postgres,
        smtp_port: None,
    };
    let mut chooser = Chooser(5);
    let mut latencies = Vec::new();
    for _ in 0..20 {
        assert!(play_one(&on_first, &id, &tokens, &mut chooser).await);
        let moved = Instant::now();
        let now = version(&on_first, &tokens[0], &id).await;
        on_second.until(now).await;
        latencies.push(moved.elapsed());
    }
    latencies.sort();
    let worst = *latencies.last().unwrap();
    println!(
        "cross-process stream delivery after the move's response: median {:?}, worst {:?}",
        latencies[latencies.len() / 2],
        worst
    );
    assert!(
        worst < Duration::from_secs(5),
        "delivered by wake-up, not by a keep-alive tick"
    );
    let told = feed(&on_first, &tokens[1]).await;
    let last = told.last().unwrap()["seq"].as_i64().unwrap();
    assert_eq!(feed_on_second.until(last).await.len() as i64, last);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_server_ends_its_streams_at_once_and_answers_requests_in_flight() {
    let mut server = ServerProcess::start(&fresh_database(Backend::Sqlite).await).await;
    let app = TestApp {
        address: server.address.clone(),
        client: reqwest::Client::new(),
        backend: Backend::Sqlite,
        smtp_port: None,
    };
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut game =
        EventReader::open(game_events_url(&app.address, &id), Some(&tokens[0]), None).await;
    assert_eq!(game.until(1).await.len(), 1);
    let mut feed_stream = EventReader::open(
        format!("{}/v1/users/me/events", app.address),
        Some(&tokens[1]),
        None,
    )
    .await;
    let last = feed(&app, &tokens[1]).await.last().unwrap()["seq"]
        .as_i64()
        .unwrap();
    feed_stream.until(last).await;
    // An ordinary request in flight: its head is sent, its body not yet.
    let body = json!({"username": "nobody_at_all", "password": "not the password"}).to_string();
    let mut slow = tokio::net::TcpStream::connect(app.address.trim_start_matches("http://"))
        .await
        .unwrap();
    let head = format!(
        "POST /v1/tokens HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n",
        body.len()
    );
    slow.write_all(head.as_bytes()).await.unwrap();
    slow.write_all(&body.as_bytes()[..5]).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;

    let told = Instant::now();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // The streams end at once (their clients resume with Last-Event-ID, elsewhere or later).
    assert!(game.end_within(Duration::from_secs(3)).await.is_empty());
    assert!(
        feed_stream
            .end_within(Duration::from_secs(3))
            .await
            .is_empty()
    );
    println!("streams ended {:?} after SIGTERM", told.elapsed());
    // The request in flight still gets its answer.
    slow.write_all(&body.as_bytes()[5..]).await.unwrap();
    let mut answer = String::new();
    tokio::time::timeout(Duration::from_secs(5), slow.read_to_string(&mut answer))
        .await
        .expect("the request is answered and its connection closed")
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    loop {
        if let Some(exit) = server.child.try_wait().unwrap() {
            assert!(exit.success(), "the server exits cleanly: {exit}");
            break;
        }
        assert!(
            told.elapsed() < Duration::from_secs(5),
            "the server did not stop within 5 s of SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!("the server stopped {:?} after SIGTERM", told.elapsed());
}
