//! Bots that take seats: the kinds list their bots, only the creator seats one and only by a
//! name the kind offers, a person finishes a game of every kind against bots through the
//! legal moves (the bots answering within the person's own move request), and two server
//! processes on one database never move a bot twice.

use std::time::{Duration, Instant};

use hotel_games::audit::verify::verify;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(
    bots_are_seated_by_the_creator_and_only_by_a_name_the_kind_offers,
    a_person_finishes_a_game_of_every_kind_against_bots,
);
for_both_backends!(two_servers_on_one_database_never_move_a_bot_twice);

/// A short game of every kind with the bot the test seats in the other seats.
fn short_games() -> Vec<(&'static str, usize, Value, &'static str)> {
    vec![
        ("acquire", 3, json!(null), "random"),
        (
            "monopoly",
            3,
            json!({"end_condition": {"type": "round_limit", "rounds": 4}}),
            "simple",
        ),
        ("grand_austria_hotel", 2, json!(null), "greedy"),
        (
            "tokyo_capsule_hotel",
            3,
            json!({"rounds": 2, "coupon_rounds": []}),
            "simple",
        ),
    ]
}

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// Creates a game of `kind` for a new person in seat 0 and fills the other seats with `bot`.
async fn game_against_bots(
    app: &TestApp,
    name: &str,
    kind: &str,
    seats: usize,
    config: Value,
    bot: &str,
) -> (String, String) {
    let token = app.register(name).await;
    let game = app.create_game(&token, kind, seats, config).await;
    let id = game["id"].as_str().unwrap().to_string();
    for _ in 1..seats {
        let response = app
            .post(
                &token,
                &format!("/v1/games/{id}/seats"),
                json!({"bot": bot}),
            )
            .await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{kind}: a {bot} bot is seated"
        );
    }
    (id, token)
}

async fn bots_are_seated_by_the_creator_and_only_by_a_name_the_kind_offers(app: TestApp) {
    let kinds = app.get_json("", "/v1/game-kinds").await;
    for kind in kinds.as_array().unwrap() {
        let names: Vec<&str> = kind["bots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|bot| bot["name"].as_str().unwrap())
            .collect();
        assert_eq!(names[0], "random", "{kind}");
        assert!(kind["bots"][0]["description"].as_str().unwrap().len() > 10);
    }
    let creator = app.register("bot_creator").await;
    let guest = app.register("bot_guest").await;
    let game = app.create_game(&creator, "acquire", 4, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    let seats = format!("/v1/games/{id}/seats");

    let refused = app.post(&guest, &seats, json!({"bot": "random"})).await;
    problem(refused, StatusCode::FORBIDDEN, "not_creator").await;
    let unknown = app.post(&creator, &seats, json!({"bot": "greedy"})).await;
    let body = problem(unknown, StatusCode::UNPROCESSABLE_ENTITY, "unknown_bot").await;
    assert_eq!(body["details"]["bots"], json!(["random"]));
    let stray = app
        .post(&creator, &seats, json!({"bot": "random", "x": 1}))
        .await;
    problem(stray, StatusCode::BAD_REQUEST, "invalid_request").await;
    let plain = reqwest::Client::new()
        .post(app.url(&seats))
        .bearer_auth(&creator)
        .header("content-type", "text/plain")
        .body(r#"{"bot": "random"}"#)
        .send()
        .await
        .unwrap();
    problem(
        plain,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;

    // Two random bots get two accounts; nobody signs in as a bot.
    for _ in 0..2 {
        let seated = app.post(&creator, &seats, json!({"bot": "random"})).await;
        assert_eq!(seated.status(), StatusCode::OK);
    }
    // The guest takes the last seat with a JSON content type and no body at all.
    let joined = reqwest::Client::new()
        .post(app.url(&seats))
        .bearer_auth(&guest)
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(joined.status(), StatusCode::OK);
    let game: Value = joined.json().await.unwrap();
    assert_eq!(game["status"], "active", "the last seat starts the game");
    let players = game["players"].as_array().unwrap();
    assert_eq!(players[0]["played_by"], "player");
    assert!(players[0]["bot"].is_null());
    assert_eq!(players[1]["played_by"], "bot");
    assert_eq!(players[1]["bot"], "random");
    assert_eq!(players[1]["username"], "random bot 1");
    assert_eq!(players[2]["username"], "random bot 2");
    assert_ne!(players[1]["user_id"], players[2]["user_id"]);
    assert_eq!(players[3]["played_by"], "player");
    let login = app
        .post(
            "",
            "/v1/tokens",
            json!({"username": "random bot 1", "password": ""}),
        )
        .await;
    problem(login, StatusCode::UNAUTHORIZED, "invalid_credentials").await;

    // The bots play their turns at once; theirs are in nobody's inbox, and a person's is.
    let start = Instant::now();
    let awaited = loop {
        let game = app.get_json(&creator, &format!("/v1/games/{id}")).await;
        let awaited = game["awaited"][0].as_u64().unwrap();
        if matches!(awaited, 0 | 3) {
            break awaited;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the bots move: {game}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let inbox = app.get_json(&creator, "/v1/games?awaiting=me").await;
    let guest_inbox = app.get_json(&guest, "/v1/games?awaiting=me").await;
    let listed = |inbox: &Value| {
        inbox["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|listed| listed["id"] == id)
    };
    assert_eq!(listed(&inbox), awaited == 0);
    assert_eq!(listed(&guest_inbox), awaited == 3);

    // A full game takes no more bots.
    let full = app.post(&creator, &seats, json!({"bot": "random"})).await;
    problem(full, StatusCode::CONFLICT, "game_not_open").await;
}

/// Plays seat 0 (the person) by legal moves until the game ends; returns the person's moves.
async fn play_against_bots(app: &TestApp, id: &str, token: &str, seed: u64) -> usize {
    let mut rng = Lcg(seed);
    let mut moves = 0;
    let mut waited = Duration::ZERO;
    loop {
        let game = app.get_json(token, &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished", "{game}");
            return moves;
        }
        if !game["awaited"].as_array().unwrap().contains(&json!(0)) {
            // A bot's turn: it is played at once (by the request that brought it up, or by
            // the timers).
            let start = Instant::now();
            tokio::time::sleep(Duration::from_millis(20)).await;
            waited += start.elapsed();
            assert!(
                waited < Duration::from_secs(20),
                "the bots keep the game moving"
            );
            continue;
        }
        let view = app
            .get_json(token, &format!("/v1/games/{id}/view?include=legal_moves"))
            .await;
        let commands: Vec<&Value> = view["legal_moves"]["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| {
                !matches!(
                    c["type"].as_str(),
                    Some("resign" | "propose_trade" | "take_loan")
                )
            })
            .collect();
        if commands.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let command = commands[rng.below(commands.len())];
        let response = app
            .submit_move(token, id, view["version"].as_i64().unwrap(), command)
            .await;
        if response.status() == StatusCode::CONFLICT {
            // A bot awaited beside the person (a queue, an auction) moved first.
            problem(response, StatusCode::CONFLICT, "stale_version").await;
            continue;
        }
        assert_eq!(response.status(), StatusCode::OK, "{command} was listed");
        moves += 1;
        assert!(moves < 3000, "the game ends");
    }
}

async fn a_person_finishes_a_game_of_every_kind_against_bots(app: TestApp) {
    for (index, (kind, seats, config, bot)) in short_games().into_iter().enumerate() {
        let name = format!("lonely_{index}");
        let (id, token) = game_against_bots(&app, &name, kind, seats, config, bot).await;
        let moves = play_against_bots(&app, &id, &token, index as u64 + 1).await;
        assert!(moves > 0, "{kind}: the person played");

        let game = app.get_json(&token, &format!("/v1/games/{id}")).await;
        assert_eq!(game["result"]["standings"].as_array().unwrap().len(), seats);
        let log = app
            .get_json(&token, &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        let entries = log["entries"].as_array().unwrap();
        let mut by_bots = 0;
        for entry in &entries[1..] {
            match entry["seat"].as_u64() {
                Some(0) => assert!(entry["by"].is_null() || entry["by"] == "timer", "{entry}"),
                Some(_) => {
                    assert!(
                        entry["by"] == "bot" || entry["by"] == "timer",
                        "{kind}: a bot seat's entry is the server's: {entry}"
                    );
                    by_bots += 1;
                }
                None => {}
            }
        }
        assert!(by_bots > 0, "{kind}: the bots played");
        let export = app.get(&token, &format!("/v1/games/{id}/export")).await;
        let report = verify(export.text().await.unwrap().as_bytes());
        assert!(report.ok, "{kind}: the game verifies: {report:?}");
    }
}

async fn two_servers_on_one_database_never_move_a_bot_twice(backend: Backend) {
    let database = fresh_database(backend).await;
    let servers = [
        TestApp::spawn_on(database.clone()).await,
        TestApp::spawn_on(database).await,
    ];
    let (id, token) = game_against_bots(
        &servers[0],
        "two_servers",
        "acquire",
        4,
        json!(null),
        "random",
    )
    .await;
    let mut rng = Lcg(99);
    let mut moves = 0;
    loop {
        // Each move goes to either server; both run the bots and both poll their timers.
        let app = &servers[rng.below(2)];
        let view = app
            .get_json(&token, &format!("/v1/games/{id}/view?include=legal_moves"))
            .await;
        if view["status"] != "active" {
            break;
        }
        if !view["awaited"].as_array().unwrap().contains(&json!(0)) {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let commands: Vec<&Value> = view["legal_moves"]["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "resign")
            .collect();
        let command = commands[rng.below(commands.len())];
        let response = app
            .submit_move(&token, &id, view["version"].as_i64().unwrap(), command)
            .await;
        assert_eq!(response.status(), StatusCode::OK, "{command} was listed");
        moves += 1;
        assert!(moves < 3000, "the game ends");
    }
    assert!(moves >= 10, "the person moved {moves} times");
    // Every entry of the log — the bots' from either server — replays as a legal move of the
    // seat awaited at its version: a bot moving twice would be a move out of turn.
    let export = servers[1]
        .get(&token, &format!("/v1/games/{id}/export"))
        .await;
    let text = export.text().await.unwrap();
    let report = verify(text.as_bytes());
    assert!(report.ok, "the log replays: {report:?}");
    let entries: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .filter(|line: &Value| line["type"] == "entry")
        .collect();
    let bot_entries = entries.iter().filter(|e| e["by"] == "bot").count();
    let person_entries = entries.iter().filter(|e| e["seat"] == 0).count();
    assert_eq!(
        person_entries, moves,
        "every entry of seat 0 is the person's"
    );
    assert_eq!(
        bot_entries + person_entries + 1,
        entries.len(),
        "every other entry is a bot's"
    );
    assert!(
        bot_entries > moves,
        "three bots moved more often than the person"
    );
}
