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

on_both_backends!(each_decision_gets_its_full_time);

/// The timers of a game resource, as (seat, due time).
fn pending_timers(game: &Value) -> Vec<(u64, chrono::DateTime<chrono::Utc>)> {
    game["timers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|timer| {
            let due = timer["due_at"].as_str().unwrap().parse().unwrap();
            (timer["seat"].as_u64().unwrap(), due)
        })
        .collect()
}

async fn each_decision_gets_its_full_time(app: TestApp) {
    let full = chrono::Duration::seconds(3);
    let slack = chrono::Duration::milliseconds(100);
    let (id, tokens) = app
        .started_game(
            "monopoly",
            2,
            json!({
                "decision_timeout_seconds": 3,
                "auction_timeout_seconds": 3,
                "turn_order": "seat_order"
            }),
        )
        .await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap();
    // The seat takes two of its three seconds, then rolls: its next decision starts afresh.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let rolled_at = chrono::Utc::now();
    let version = game["version"].as_i64().unwrap();
    let roll = app
        .submit_move(
            &tokens[seat as usize],
            &id,
            version,
            &json!({"type": "roll_dice"}),
        )
        .await;
    assert_eq!(
        roll.status(),
        StatusCode::OK,
        "{}",
        roll.text().await.unwrap()
    );
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let timers = pending_timers(&game);
    assert!(timers.iter().any(|(s, _)| *s == seat), "{game}");
    for (timer_seat, due) in &timers {
        assert!(
            *due >= rolled_at + full - slack,
            "seat {timer_seat} due {due}, rolled at {rolled_at}"
        );
    }
    // Nobody answers: the timer fires, and every decision it hands out gets the full time too.
    let after_roll = game["version"].as_i64().unwrap();
    let mut game = game;
    for _ in 0..40 {
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["version"].as_i64().unwrap() > after_roll {
            break;
        }
    }
    assert!(
        game["version"].as_i64().unwrap() > after_roll,
        "the timer fired: {game}"
    );
    let log = app
        .get_json(
            &tokens[0],
            &format!("/v1/games/{id}/log?after={after_roll}"),
        )
        .await;
    let fired = &log["entries"][0];
    assert_eq!(fired["command_type"], "timeout", "{fired}");
    let fired_at: chrono::DateTime<chrono::Utc> = fired["time"].as_str().unwrap().parse().unwrap();
    assert!(
        fired_at >= rolled_at + full - slack,
        "fired at {fired_at}, rolled at {rolled_at}"
    );
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    if game["version"].as_i64().unwrap() == after_roll + 1 {
        let timers = pending_timers(&game);
        assert!(!timers.is_empty(), "{game}");
        for (timer_seat, due) in timers {
            assert!(
                due >= fired_at + full - slack,
                "seat {timer_seat} due {due}, fired {fired_at}"
            );
        }
    }
}
