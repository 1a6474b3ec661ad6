//! The typed contract: printed data served per kind and per game, visible timers, legal
//! moves that say what is sampled, log pages that say whether more follow, move results
//! that carry the new status, and `HEAD` wherever `GET` is answered.

use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::{self, HeaderMap};
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    printed_data_is_served_for_every_kind_and_for_each_game,
    pending_timers_show_their_seat_and_due_time,
    legal_moves_name_sampled_commands_and_refuse_unknown_templates,
    log_pages_say_whether_more_entries_follow,
    move_results_carry_the_new_status_and_awaited_seats,
    head_is_answered_wherever_get_is
);

async fn anonymous_json(app: &TestApp, path: &str) -> Value {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.json().await.unwrap()
}

async fn printed_data_is_served_for_every_kind_and_for_each_game(app: TestApp) {
    let monopoly = anonymous_json(&app, "/v1/game-kinds/monopoly/data").await;
    assert_eq!(monopoly["kind"], "monopoly");
    let squares = monopoly["data"]["squares"].as_array().unwrap();
    assert_eq!(squares.len(), 40);
    let boardwalk = &squares[39];
    assert_eq!(boardwalk["name"], "Boardwalk");
    assert_eq!(boardwalk["price"], 400);
    assert_eq!(boardwalk["group"], "dark_blue");
    assert_eq!(boardwalk["rent"], json!([50, 200, 600, 1400, 1700, 2000]));
    assert_eq!(boardwalk["house_cost"], 200);
    assert_eq!(monopoly["data"]["groups"].as_array().unwrap().len(), 8);
    assert_eq!(monopoly["data"]["chance"].as_array().unwrap().len(), 16);
    let card_title = |data: &Value, id: &str| {
        data["data"]["community_chest"]
            .as_array()
            .unwrap()
            .iter()
            .find(|card| card["id"] == id)
            .map(|card| card["title"].clone())
            .unwrap()
    };

    // A game's data follows its options: the classic deck set prints other card texts.
    let (id, tokens) = app
        .started_game("monopoly", 2, json!({"deck_set": "us_classic"}))
        .await;
    let classic = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/data"))
        .await;
    assert_eq!(card_title(&classic, "CC04"), "Sale of stock: collect $45");
    assert_ne!(card_title(&monopoly, "CC04"), card_title(&classic, "CC04"));

    let acquire = anonymous_json(&app, "/v1/game-kinds/acquire/data").await;
    let chains = acquire["data"]["chains"].as_array().unwrap();
    assert_eq!(chains.len(), 7);
    let top = chains.iter().find(|chain| chain["tier"] == 3).unwrap();
    let last_bracket = top["prices"].as_array().unwrap().last().unwrap();
    assert_eq!(last_bracket["min_size"], 41);
    assert_eq!(last_bracket["price"], 1200);
    assert_eq!(last_bracket["majority_bonus"], 12000);

    let kind = anonymous_json(&app, "/v1/game-kinds/acquire").await;
    assert_eq!(kind["schemas"]["data"], "AcquireData");
    let unknown = app
        .client
        .get(app.url("/v1/game-kinds/chess/data"))
        .send()
        .await
        .unwrap();
    problem(unknown, StatusCode::NOT_FOUND, "unknown_game_kind").await;
}

async fn pending_timers_show_their_seat_and_due_time(app: TestApp) {
    let (id, tokens) = app
        .started_game("monopoly", 2, json!({"decision_timeout_seconds": 600}))
        .await;
    let game = app.get_json(&tokens[1], &format!("/v1/games/{id}")).await;
    let timers = game["timers"].as_array().unwrap();
    assert_eq!(timers.len(), 1, "{game}");
    assert_eq!(timers[0]["seat"], game["awaited"][0]);
    assert_eq!(timers[0]["timer"], "decision");
    let due = chrono::DateTime::parse_from_rfc3339(timers[0]["due_at"].as_str().unwrap())
        .unwrap()
        .timestamp();
    let in_ten_minutes = chrono::Utc::now().timestamp() + 600;
    assert!(
        (in_ten_minutes - 30..=in_ten_minutes).contains(&due),
        "{due}"
    );
    let view = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(view["timers"], game["timers"]);

    // The awaited seat acts: its next decision gets a timer of its own, from now.
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let roll = json!({"type": "roll_dice"});
    let version = game["version"].as_i64().unwrap();
    let response = app.submit_move(&tokens[seat], &id, version, &roll).await;
    assert_eq!(response.status(), StatusCode::OK);
    let later = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    for timer in later["timers"].as_array().unwrap() {
        assert_eq!(timer["timer"], "decision");
        assert!(timer["due_at"].as_str().unwrap() >= timers[0]["due_at"].as_str().unwrap());
    }
}

async fn legal_moves_name_sampled_commands_and_refuse_unknown_templates(app: TestApp) {
    let (id, tokens) = app.started_game("monopoly", 2, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let moves = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    assert_eq!(moves["kind"], "monopoly");
    assert!(moves["sampled"].as_array().unwrap().contains(&json!("bid")));
    assert_eq!(moves["templates"], json!([]));
    assert!(
        moves["commands"]
            .as_array()
            .unwrap()
            .contains(&json!({"type": "roll_dice"}))
    );
    let expand = app
        .get(
            &tokens[seat],
            &format!("/v1/games/{id}/legal-moves?expand=purchase&item=land_board"),
        )
        .await;
    problem(expand, StatusCode::CONFLICT, "unknown_template").await;
    let stray = app
        .get(
            &tokens[seat],
            &format!("/v1/games/{id}/legal-moves?item=land_board"),
        )
        .await;
    problem(stray, StatusCode::BAD_REQUEST, "invalid_request").await;
}

async fn log_pages_say_whether_more_entries_follow(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let moves = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let command = moves["commands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "place_tile")
        .unwrap()
        .clone();
    let response = app.submit_move(&tokens[seat], &id, 1, &command).await;
    assert_eq!(response.status(), StatusCode::OK);

    let first = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/log?limit=1"))
        .await;
    assert_eq!(first["kind"], "acquire");
    assert_eq!(first["has_more"], true);
    let setup = &first["entries"][0];
    assert_eq!(setup["command_type"], "setup");
    // The setup names the seats' holders, so the entry's hash binds them.
    let game = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}"))
        .await;
    let holders: Vec<&Value> = game["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| &player["username"])
        .collect();
    assert_eq!(
        setup["command"],
        json!({"type": "setup", "rules_version": 1, "players": holders})
    );
    let rest = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/log?after=1"))
        .await;
    assert_eq!(rest["has_more"], false);
    assert_eq!(rest["entries"][0]["command_type"], "place_tile");
    assert_eq!(rest["entries"][0]["command"], command, "the mover sees it");
    let other = (seat + 1) % 3;
    let seen = app
        .get_json(&tokens[other], &format!("/v1/games/{id}/log?after=1"))
        .await;
    assert_eq!(seen["entries"][0]["command_type"], "place_tile");
    assert_eq!(
        seen["entries"][0]["command"],
        Value::Null,
        "others see its type"
    );
}

async fn move_results_carry_the_new_status_and_awaited_seats(app: TestApp) {
    let (id, tokens) = app.started_game("monopoly", 2, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let response = app
        .submit_move(&tokens[seat], &id, 1, &json!({"type": "roll_dice"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let result: Value = response.json().await.unwrap();
    let after = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(result["kind"], "monopoly");
    assert_eq!(result["version"], 2);
    assert_eq!(result["status"], after["status"]);
    assert_eq!(result["awaited"], after["awaited"]);
    assert_eq!(result["result"], Value::Null);
}

/// A header field of an answer, as text.
fn field(headers: &HeaderMap, name: header::HeaderName) -> Option<String> {
    headers
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

async fn head_is_answered_wherever_get_is(app: TestApp) {
    let token = app.register("hester").await;
    let game = app.create_game(&token, "acquire", 3, json!({})).await;
    let game_path = format!("/v1/games/{}", game["id"].as_str().unwrap());
    for path in [
        "/",
        "/style.css",
        "/docs/",
        "/openapi.json",
        "/v1/game-kinds",
        &game_path,
    ] {
        let get = app
            .client
            .get(app.url(path))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(get.status(), StatusCode::OK, "GET {path}");
        let get_headers = get.headers().clone();
        let get_length = get.bytes().await.unwrap().len();
        let head = app
            .client
            .head(app.url(path))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(head.status(), StatusCode::OK, "HEAD {path}");
        let head_headers = head.headers().clone();
        for name in [
            header::CONTENT_TYPE,
            header::ETAG,
            header::CONTENT_SECURITY_POLICY,
        ] {
            assert_eq!(
                field(&head_headers, name.clone()),
                field(&get_headers, name.clone()),
                "HEAD {path}: {name}"
            );
        }
        if let Some(length) = field(&head_headers, header::CONTENT_LENGTH) {
            assert_eq!(
                length,
                get_length.to_string(),
                "HEAD {path}: the GET's length"
            );
        }
        assert!(
            head.bytes().await.unwrap().is_empty(),
            "HEAD {path} has no body"
        );
    }

    // An event stream never ends: its HEAD answers at once, without waiting on it.
    let ticket = app.post(&token, "/v1/stream-tickets", json!({})).await;
    let ticket: Value = ticket.json().await.unwrap();
    let events = format!(
        "{game_path}/events?ticket={}",
        ticket["ticket"].as_str().unwrap()
    );
    let head = tokio::time::timeout(Duration::from_secs(10), async {
        let response = app.client.head(app.url(&events)).send().await.unwrap();
        let headers = response.headers().clone();
        (response.status(), headers, response.bytes().await.unwrap())
    })
    .await
    .expect("HEAD on an event stream answers at once");
    assert_eq!(head.0, StatusCode::OK);
    assert_eq!(
        field(&head.1, header::CONTENT_TYPE).as_deref(),
        Some("text/event-stream")
    );
    assert!(head.2.is_empty());

    // Where there is no GET there is no HEAD, and a wrong method names HEAD among the allowed.
    let missing = app
        .client
        .head(app.url("/v1/no-such-thing"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let wrong = app
        .client
        .put(app.url("/v1/game-kinds"))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), StatusCode::METHOD_NOT_ALLOWED);
    let allowed = field(wrong.headers(), header::ALLOW).unwrap();
    let allowed: Vec<&str> = allowed.split(", ").collect();
    assert!(
        allowed.contains(&"GET") && allowed.contains(&"HEAD"),
        "{allowed:?}"
    );
    let post_only = app.client.put(app.url("/v1/tokens")).send().await.unwrap();
    assert_eq!(post_only.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(
        field(post_only.headers(), header::ALLOW).as_deref(),
        Some("POST")
    );
}
