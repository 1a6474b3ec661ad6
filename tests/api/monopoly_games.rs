use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::TestApp;

on_both_backends!(a_monopoly_game_with_a_round_limit_is_played_to_its_end);

/// Commands a quick player prefers, in order; anything else is picked at random.
const PREFERRED: [&str; 6] = [
    "buy_property",
    "roll_dice",
    "pay_jail_fine",
    "pass_bid",
    "end_turn",
    "waive_claim",
];

async fn a_monopoly_game_with_a_round_limit_is_played_to_its_end(app: TestApp) {
    let config = json!({"end_condition": {"type": "round_limit", "rounds": 4}});
    let (id, tokens) = app.started_game("monopoly", 3, config).await;
    let mut pick = 11u64;
    let mut moves = 0;
    loop {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        let mut played = false;
        for seat in game["awaited"].as_array().unwrap() {
            let seat = seat.as_u64().unwrap() as usize;
            let legal = app
                .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
                .await;
            let commands: Vec<&Value> = legal["commands"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|c| !matches!(c["type"].as_str(), Some("resign" | "propose_trade")))
                .collect();
            if commands.is_empty() {
                continue;
            }
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let command = PREFERRED
                .iter()
                .find_map(|kind| commands.iter().find(|c| c["type"] == *kind))
                .copied()
                .unwrap_or(commands[(pick >> 33) as usize % commands.len()]);
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
            played = true;
            break;
        }
        assert!(played, "some awaited seat can act");
        moves += 1;
        assert!(moves < 2000, "a 4-round game ends");
    }
    let view = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(view["status"], "finished");
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert!(
        game["rng_seed"].is_string(),
        "the seed is revealed at the end"
    );
    let log = app
        .get_json(&tokens[2], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let rolls = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["events"].as_array().unwrap())
        .filter(|e| e["type"] == "dice_rolled")
        .count();
    assert!(
        rolls >= 12,
        "every player rolled in every round ({rolls} rolls)"
    );
}

on_both_backends!(an_idle_seat_is_moved_by_the_decision_timer);

async fn an_idle_seat_is_moved_by_the_decision_timer(app: TestApp) {
    let config = json!({
        "decision_timeout_seconds": 1,
        "auction_timeout_seconds": 1,
        "claim_timeout_seconds": 1,
        "end_condition": {"type": "round_limit", "rounds": 1}
    });
    let (id, tokens) = app.started_game("monopoly", 2, config).await;
    // Nobody moves: the timers roll and end turns on the players' behalf until the game ends.
    let mut game = Value::Null;
    for _ in 0..120 {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] == "finished" {
            break;
        }
    }
    assert!(
        game["version"].as_i64().unwrap() > 3,
        "timeouts were submitted: {game}"
    );
    let log = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let entries = log["entries"].as_array().unwrap();
    let timeouts = entries
        .iter()
        .filter(|e| e["command_type"] == "timeout")
        .count();
    assert!(timeouts >= 2, "{timeouts} timeout entries");
    assert!(
        entries
            .iter()
            .flat_map(|e| e["events"].as_array().unwrap())
            .any(|e| e["type"] == "deadline_expired")
    );
    // A client may not send the system command itself.
    let version = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await["version"]
        .as_i64()
        .unwrap();
    let response = app
        .submit_move(
            &tokens[0],
            &id,
            version,
            &json!({"type": "timeout", "timer": "decision"}),
        )
        .await;
    assert!(response.status().is_client_error());
}
