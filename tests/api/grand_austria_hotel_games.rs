use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(a_grand_austria_hotel_game_is_played_to_its_end_from_the_legal_moves);

async fn a_grand_austria_hotel_game_is_played_to_its_end_from_the_legal_moves(app: TestApp) {
    let (id, tokens) = app
        .started_game("grand_austria_hotel", 2, json!({"choose_faces": true}))
        .await;
    let data = app
        .get_json(&tokens[0], "/v1/game-kinds/grand_austria_hotel/data")
        .await;
    assert!(
        data.to_string().contains("H8"),
        "the printed sides are served"
    );
    let mut pick = 7u64;
    let mut moves = 0;
    loop {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        let seat = game["awaited"][0].as_u64().unwrap() as usize;
        let legal = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
            .await;
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "take_loan")
            .collect();
        assert!(!commands.is_empty(), "the awaited seat can act: {legal}");
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let command = commands[(pick >> 33) as usize % commands.len()];
        let response = app
            .submit_move(
                &tokens[seat],
                &id,
                game["version"].as_i64().unwrap(),
                command,
            )
            .await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{command} was listed as legal: {}",
            response.text().await.unwrap()
        );
        moves += 1;
        assert!(moves < 1500, "a game of 7 rounds ends");
    }
    let view = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(view["view"]["status"], "finished", "{view}");
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["result"]["reason"], "rounds_played");
    assert_eq!(
        view["result"], game["result"],
        "the view carries the result"
    );
    assert_eq!(game["result"]["standings"].as_array().unwrap().len(), 2);
    let log = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let events: Vec<&Value> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["events"].as_array().unwrap())
        .collect();
    let turns = events
        .iter()
        .filter(|e| e["type"] == "turn_started")
        .count();
    assert_eq!(turns, 28, "14 turns per player");
    assert_eq!(
        events
            .iter()
            .filter(|e| e["type"] == "final_scored")
            .count(),
        2
    );
}

on_both_backends!(an_idle_seat_is_played_by_its_turn_timer);

async fn an_idle_seat_is_played_by_its_turn_timer(app: TestApp) {
    let config = json!({"choose_faces": true, "turn_timeout_seconds": 1});
    let (id, tokens) = app.started_game("grand_austria_hotel", 2, config).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(
        game["timers"].as_array().map(Vec::len),
        Some(2),
        "both seats choosing faces have a visible timer: {game}"
    );
    // Nobody moves: the timers choose the faces, then forfeit dice turn after turn.
    let mut version = 0;
    for _ in 0..40 {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        version = game["version"].as_i64().unwrap();
        if version >= 5 {
            break;
        }
    }
    assert!(version >= 5, "timeouts were submitted (version {version})");
    let log = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/log?limit=100"))
        .await;
    let events: Vec<&Value> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["events"].as_array().unwrap())
        .collect();
    assert_eq!(
        events
            .iter()
            .filter(|e| e["type"] == "faces_chosen")
            .count(),
        2
    );
    assert!(
        events
            .iter()
            .any(|e| e["type"] == "die_forfeited" || e["type"] == "die_discarded"),
        "the timer took dice"
    );
    let response = app
        .submit_move(&tokens[0], &id, version, &json!({"type": "timeout"}))
        .await;
    assert!(response.status().is_client_error());
}

on_both_backends!(a_start_player_the_table_does_not_have_is_refused);

async fn a_start_player_the_table_does_not_have_is_refused(app: TestApp) {
    let ann = app.register("ann").await;
    for (seats, start_player) in [(2, 2), (3, 3), (2, 255)] {
        let body = json!({"kind": "grand_austria_hotel", "seats": seats,
                          "config": {"start_player": start_player}});
        let refused = problem(
            app.post(&ann, "/v1/games", body).await,
            StatusCode::BAD_REQUEST,
            "invalid_config",
        )
        .await;
        let detail = refused["detail"].as_str().unwrap();
        assert!(detail.contains("start_player"), "{detail}");
    }
    let body = json!({"kind": "grand_austria_hotel", "seats": 2, "config": {"start_player": 1}});
    assert_eq!(
        app.post(&ann, "/v1/games", body).await.status(),
        StatusCode::CREATED
    );
}

on_both_backends!(as35_turn_order_versions_and_retries_are_the_shared_layers);

/// AS-35: the other seat gets `not_your_turn`, an old version `stale_version`, and a retried
/// request with the same `Idempotency-Key` the first response without a new log entry.
async fn as35_turn_order_versions_and_retries_are_the_shared_layers(app: TestApp) {
    let (id, tokens) = app
        .started_game("grand_austria_hotel", 2, json!({"start_player": 0}))
        .await;
    let legal = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let command = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "take_die")
        .unwrap()
        .clone();
    problem(
        app.submit_move(&tokens[1], &id, 1, &command).await,
        StatusCode::CONFLICT,
        "not_your_turn",
    )
    .await;
    problem(
        app.submit_move(&tokens[0], &id, 0, &command).await,
        StatusCode::CONFLICT,
        "stale_version",
    )
    .await;
    let send = || {
        app.client
            .post(app.url(&format!("/v1/games/{id}/moves")))
            .bearer_auth(&tokens[0])
            .header("Idempotency-Key", "gah-1")
            .json(&json!({"expected_version": 1, "command": command}))
            .send()
    };
    let first: Value = send().await.unwrap().json().await.unwrap();
    let retry: Value = send().await.unwrap().json().await.unwrap();
    assert_eq!(first, retry);
    let log = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/log"))
        .await;
    assert_eq!(log["entries"].as_array().unwrap().len(), 2);
}

on_both_backends!(a_loan_may_be_taken_out_of_turn);

/// The rules allow loans at any time: the seat that is not awaited lists and takes one, and
/// the turn stays with the awaited seat. The setup records rules version 2.
async fn a_loan_may_be_taken_out_of_turn(app: TestApp) {
    let (id, tokens) = app
        .started_game("grand_austria_hotel", 2, json!({"start_player": 0}))
        .await;
    let log = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/log"))
        .await;
    assert_eq!(log["entries"][0]["command"]["rules_version"], 2);
    assert_eq!(log["entries"][0]["events"][0]["rules_version"], 2);
    let legal = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/legal-moves"))
        .await;
    assert_eq!(legal["commands"], json!([{"type": "take_loan"}]));
    let response = app
        .submit_move(&tokens[1], &id, 1, &json!({"type": "take_loan"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["awaited"], json!([0]));
    let view = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(view["view"]["players"][1]["loans"], 1, "{view}");
}
