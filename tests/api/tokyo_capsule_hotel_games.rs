use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::TestApp;

on_both_backends!(a_tokyo_capsule_hotel_game_is_played_through_expanded_legal_moves);
on_both_backends!(tokyo_capsule_hotel_timers_time_out_the_head_pass_idle_seats_and_expire_trades);

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

/// No seat sees another seat's unrevealed loan or a trade it is not party to.
async fn assert_no_leaks(app: &TestApp, id: &str, tokens: &[String]) {
    for (seat, token) in tokens.iter().enumerate() {
        let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
        let state = &view["view"];
        for p in state["players"].as_array().unwrap() {
            if p["player_id"] != seat && !p["loan_chosen"].is_null() && state["phase"] == "loan" {
                assert!(p["loan"].is_null() && p["debt"].is_null(), "{p}");
            }
        }
        for t in state["trades"].as_array().unwrap() {
            assert!(t["parties"].as_array().unwrap().contains(&json!(seat)));
        }
    }
}

async fn play_one_game(app: &TestApp, seed: u64) {
    let config = json!({"rounds": 2, "coupon_rounds": [2]});
    let (id, tokens) = app.started_game("tokyo_capsule_hotel", 3, config).await;
    let mut rng = Lcg(seed);
    let mut moves = 0;
    let mut purchases = 0;
    loop {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        if moves % 5 == 0 {
            assert_no_leaks(app, &id, &tokens).await;
        }
        let awaited = game["awaited"].as_array().unwrap();
        let seat = awaited[rng.below(awaited.len())].as_u64().unwrap() as usize;
        let legal = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
            .await;
        let mut commands: Vec<Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "resign")
            .cloned()
            .collect();
        let templates = legal["templates"].as_array().unwrap();
        let purchase: Vec<&Value> = templates
            .iter()
            .filter(|t| t["type"] == "purchase")
            .collect();
        if !purchase.is_empty() && rng.below(4) != 0 {
            let t = purchase[rng.below(purchase.len())];
            let item = t["params"]["item"].as_str().unwrap();
            let expanded = app
                .get_json(
                    &tokens[seat],
                    &format!("/v1/games/{id}/legal-moves?expand=purchase&item={item}"),
                )
                .await;
            let options = expanded["commands"].as_array().unwrap();
            if !options.is_empty() {
                commands = vec![options[rng.below(options.len())].clone()];
            }
        }
        // Mostly keep buying rather than passing, so the game sees purchases.
        if commands.len() > 1 && rng.below(3) != 0 {
            commands.retain(|c| c["type"] != "pass");
        }
        let command = commands[rng.below(commands.len())].clone();
        if command["type"] == "purchase" {
            purchases += 1;
        }
        let response = app
            .submit_move(
                &tokens[seat],
                &id,
                game["version"].as_i64().unwrap(),
                &command,
            )
            .await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{command} was listed as legal: {}",
            response.text().await.unwrap()
        );
        moves += 1;
        assert!(moves < 1500, "a 2-round game ends");
    }
    assert!(purchases > 0);
    let view = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(
        view["result"]["standings"].as_array().unwrap().len(),
        3,
        "{}",
        view["result"]
    );
}

async fn a_tokyo_capsule_hotel_game_is_played_through_expanded_legal_moves(app: TestApp) {
    for seed in [3, 17] {
        play_one_game(&app, seed).await;
    }
}

async fn tokyo_capsule_hotel_timers_time_out_the_head_pass_idle_seats_and_expire_trades(
    app: TestApp,
) {
    let config = json!({"rounds": 1, "coupon_rounds": [], "timing": {
        "loan_secs": 60, "head_deadline_secs": 1, "head_timeout_mode": "automatic",
        "warn_window_secs": 1, "trade_response_secs": 2, "idle_autopass_secs": 3,
        "max_timeouts_per_phase": 2, "winddown_secs": 1}});
    let (id, tokens) = app.started_game("tokyo_capsule_hotel", 3, config).await;
    for (seat, amount) in [(0, 6000), (1, 4000), (2, 8000)] {
        let version = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}"))
            .await["version"]
            .as_i64()
            .unwrap();
        let response = app
            .submit_move(
                &tokens[seat],
                &id,
                version,
                &json!({"type": "choose_loan", "amount": amount}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK);
    }
    // The queue is [1, 0, 2]; seat 2 leaves it and offers seat 0 a trade nobody answers.
    for command in [
        json!({"type": "leave_queue"}),
        json!({"type": "propose_trade", "transfers": [
            {"from": 2, "to": 0, "item": {"kind": "yen", "amount": 100}}],
            "promises": [{"from": 0, "to": 2, "text": "thanks"}]}),
    ] {
        let version = app.get_json(&tokens[2], &format!("/v1/games/{id}")).await["version"]
            .as_i64()
            .unwrap();
        let response = app.submit_move(&tokens[2], &id, version, &command).await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{}",
            response.text().await.unwrap()
        );
    }
    let mut game = Value::Null;
    for _ in 0..120 {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] == "finished" {
            break;
        }
    }
    assert_eq!(
        game["status"], "finished",
        "the timers end the game: {game}"
    );
    let log = app
        .get_json(&tokens[2], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let events: Vec<&Value> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["events"].as_array().unwrap())
        .collect();
    let has = |kind: &str, field: &str, value: &str| {
        events
            .iter()
            .any(|e| e["type"] == kind && e["data"][field] == value)
    };
    assert!(
        has("player_left_queue", "reason", "timeout"),
        "a head timed out"
    );
    assert!(has("player_passed", "reason", "idle") || has("player_passed", "reason", "timeouts"));
    assert!(
        has("player_passed", "reason", "idle"),
        "an idle seat was auto-passed"
    );
    assert!(
        has("trade_expired", "reason", "deadline"),
        "the trade expired"
    );
}
