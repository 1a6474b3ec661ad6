use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    tokyo_capsule_hotel_games_with_the_default_rules_are_played_through_expanded_legal_moves
);
on_both_backends!(tokyo_capsule_hotel_timers_time_out_the_head_pass_idle_seats_and_expire_trades);
on_both_backends!(a_warning_starts_a_countdown_beside_the_heads_hard_deadline);
on_both_backends!(a_large_expansion_asks_for_narrowing_parameters);
on_both_backends!(options_outside_their_range_are_refused_naming_the_option);

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// No seat sees another seat's unrevealed loan or a trade it is not party to.
async fn assert_no_leaks(app: &TestApp, id: &str, tokens: &[String]) {
    for (seat, token) in tokens.iter().enumerate() {
        let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
        let state = &view["view"];
        for p in state["players"].as_array().unwrap() {
            if p["player_id"] != seat && state["phase"] == "loan" {
                assert!(p["loan"].is_null() && p["debt"].is_null(), "{p}");
            }
        }
        for t in state["trades"].as_array().unwrap() {
            assert!(t["parties"].as_array().unwrap().contains(&json!(seat)));
        }
        let log = app
            .get_json(token, &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        for entry in log["entries"].as_array().unwrap() {
            for event in entry["events"].as_array().unwrap() {
                if event["type"] == "loan_chosen" {
                    assert_eq!(event["data"]["player_id"], seat, "{event}");
                }
                if let Some(parties) = event["data"]["parties"].as_array()
                    && event["type"] == "trade_proposed"
                {
                    assert!(parties.contains(&json!(seat)), "{event}");
                }
            }
        }
    }
}

/// A value a client can name for a narrowing parameter from its view, or `None`.
fn narrowing_value(view: &Value, seat: usize, param: &str, rng: &mut Lcg) -> Option<String> {
    let own_areas: Vec<&Value> = view["map"]["areas"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["owner"] == seat)
        .collect();
    let held: Vec<(String, u64)> = view["me"]["supply"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, n)| n.as_u64().unwrap() > 0)
        .map(|(c, n)| (c.clone(), n.as_u64().unwrap()))
        .collect();
    let value = match param {
        "colour" if !held.is_empty() => rng.pick(&held).0.clone(),
        "area" if !own_areas.is_empty() => rng.pick(&own_areas)["id"].as_str()?.to_string(),
        "size" => (1 + rng.below(3)).to_string(),
        "floors" => "1".to_string(),
        "board" => rng
            .pick(&["L3000", "L3500", "L4000", "L5000", "L6000"])
            .to_string(),
        "rotation" => rng.pick(&["0", "90", "180", "270"]).to_string(),
        "mirror" => rng.pick(&["false", "true"]).to_string(),
        "building" => rng
            .pick(&[
                "coin_laundry",
                "sweets_buffet",
                "tokyo_spike",
                "park",
                "arcade",
                "sumo_dohyo",
            ])
            .to_string(),
        "laundry" => "none".to_string(),
        "cell" | "entrance" if !own_areas.is_empty() => {
            let cells = rng.pick(&own_areas)["direct_cells"].as_array()?.clone();
            let cell = rng.pick(&cells).clone();
            format!("{},{}", cell[0], cell[1])
        }
        "with" => {
            let others: Vec<String> = (0..view["players"].as_array()?.len())
                .filter(|&s| s != seat)
                .map(|s| s.to_string())
                .collect();
            rng.pick(&others).clone()
        }
        "give" | "take" => rng
            .pick(&["yen", "coupons", "capsules", "area"])
            .to_string(),
        _ => return None,
    };
    Some(value)
}

/// Expands a template through the API, narrowing it as the answer asks with values taken
/// from the view; the commands listed, or none when the client cannot narrow it further.
async fn expand(
    app: &TestApp,
    token: &str,
    id: &str,
    view: &Value,
    seat: usize,
    template: &Value,
    rng: &mut Lcg,
) -> Vec<Value> {
    let mut query = format!("expand={}", template["type"].as_str().unwrap());
    for (k, v) in template["params"].as_object().unwrap() {
        query.push_str(&format!("&{k}={}", v.as_str().unwrap()));
    }
    // Ask for a part of the larger items at once, as a client drawing the board would.
    let upfront: &[&str] = match template["params"]["item"].as_str() {
        Some("land_board") => &["board", "rotation"],
        Some("building") => &["building", "area"],
        Some("vending_machine" | "graveyard") => &["area"],
        Some("entrance_hotel") => &["colour", "area", "size"],
        _ => &[],
    };
    for &param in upfront {
        if let Some(value) = narrowing_value(view, seat, param, rng) {
            query.push_str(&format!("&{param}={value}"));
        }
    }
    for _ in 0..8 {
        let response = app
            .get(token, &format!("/v1/games/{id}/legal-moves?{query}"))
            .await;
        if response.status() == StatusCode::OK {
            let body: Value = response.json().await.unwrap();
            return body["commands"].as_array().unwrap().clone();
        }
        let body = problem(response, StatusCode::CONFLICT, "expansion_too_large").await;
        assert_eq!(body["details"]["limit"], 5000);
        let narrow_with = body["details"]["narrow_with"].as_array().unwrap();
        let Some((param, value)) = narrow_with.iter().find_map(|p| {
            let p = p.as_str()?;
            if query.contains(&format!("&{p}=")) {
                return None;
            }
            narrowing_value(view, seat, p, rng).map(|v| (p.to_string(), v))
        }) else {
            return Vec::new();
        };
        query.push_str(&format!("&{param}={value}"));
    }
    Vec::new()
}

/// Plays one game with the default rules (8 rounds, the default timers, which this game never
/// waits for) to its end; every command comes from `legal-moves`, purchases and trade offers
/// from its expansions.
async fn play_one_game(app: &TestApp, seed: u64) -> usize {
    let (id, tokens) = app
        .started_game("tokyo_capsule_hotel", 3, Value::Null)
        .await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["config"]["rounds"], 8, "the default rules");
    let mut rng = Lcg(seed);
    let mut moves = 0;
    let mut purchases = 0;
    loop {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        if moves % 25 == 0 {
            assert_no_leaks(app, &id, &tokens).await;
        }
        let awaited = game["awaited"].as_array().unwrap();
        let seat = awaited[rng.below(awaited.len())].as_u64().unwrap() as usize;
        let token = &tokens[seat];
        let legal = app
            .get_json(token, &format!("/v1/games/{id}/legal-moves"))
            .await;
        let mut commands: Vec<Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "resign")
            .cloned()
            .collect();
        let templates = legal["templates"].as_array().unwrap();
        // The head mostly buys; a free player now and then offers a swap.
        let wanted = rng.below(10);
        let candidates: Vec<&Value> = templates
            .iter()
            .filter(|t| {
                (t["type"] == "purchase" && wanted < 8)
                    || (t["type"] == "propose_trade" && wanted < 2)
            })
            .collect();
        if !candidates.is_empty() {
            let template = rng.pick(&candidates);
            let view = app.get_json(token, &format!("/v1/games/{id}/view")).await["view"].clone();
            let options = expand(app, token, &id, &view, seat, template, &mut rng).await;
            if !options.is_empty() {
                commands = vec![rng.pick(&options).clone()];
            }
        }
        if commands.len() > 1 && rng.below(4) != 0 {
            commands.retain(|c| c["type"] != "pass");
        }
        let command = rng.pick(&commands).clone();
        if command["type"] == "purchase" {
            purchases += 1;
        }
        let response = app
            .submit_move(token, &id, game["version"].as_i64().unwrap(), &command)
            .await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "{command} was listed as legal: {}",
            response.text().await.unwrap()
        );
        moves += 1;
        assert!(moves < 5000, "an 8-round game ends");
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
    moves
}

async fn tokyo_capsule_hotel_games_with_the_default_rules_are_played_through_expanded_legal_moves(
    app: TestApp,
) {
    for seed in [3, 17, 29] {
        let moves = play_one_game(&app, seed).await;
        eprintln!("a game of {moves} moves");
        assert!(moves > 50, "a whole game ({moves} moves)");
    }
}

async fn move_ok(app: &TestApp, token: &str, id: &str, command: Value) -> Value {
    let version = app.get_json(token, &format!("/v1/games/{id}")).await["version"]
        .as_i64()
        .unwrap();
    let response = app.submit_move(token, id, version, &command).await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "{command}: {}",
        response.text().await.unwrap()
    );
    response.json().await.unwrap()
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
        move_ok(
            &app,
            &tokens[seat],
            &id,
            json!({"type": "choose_loan", "amount": amount}),
        )
        .await;
    }
    // The queue is [1, 0, 2]; seat 2 leaves it and offers seat 0 a trade nobody answers.
    move_ok(&app, &tokens[2], &id, json!({"type": "leave_queue"})).await;
    move_ok(
        &app,
        &tokens[2],
        &id,
        json!({"type": "propose_trade", "transfers": [
            {"from": 2, "to": 0, "item": {"kind": "yen", "amount": 100}}],
            "promises": [{"from": 0, "to": 2, "text": "thanks"}]}),
    )
    .await;
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
    assert!(
        has("player_passed", "reason", "idle"),
        "an idle seat was auto-passed"
    );
    assert!(
        has("trade_expired", "reason", "deadline"),
        "the trade expired"
    );
}

/// The head's timers as `(slot, due_at)`, from a seat's view.
async fn head_timers(app: &TestApp, token: &str, id: &str, head: u64) -> Vec<(String, String)> {
    let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
    view["timers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["seat"] == head && t["timer"] == "head")
        .map(|t| {
            (
                t["slot"].as_str().unwrap().to_string(),
                t["due_at"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// In `on_warning` mode a warning starts the warning window beside the head's hard deadline,
/// which keeps its due time (before timer slots, the warning's timer replaced it).
async fn a_warning_starts_a_countdown_beside_the_heads_hard_deadline(app: TestApp) {
    let config = json!({"timing": {
        "loan_secs": 7200, "head_deadline_secs": 7200, "head_timeout_mode": "on_warning",
        "warn_window_secs": 3600, "trade_response_secs": 7200, "idle_autopass_secs": 7200,
        "max_timeouts_per_phase": 2, "winddown_secs": 7200}});
    let (id, tokens) = app.started_game("tokyo_capsule_hotel", 3, config).await;
    for (seat, amount) in [(0, 6000), (1, 4000), (2, 8000)] {
        move_ok(
            &app,
            &tokens[seat],
            &id,
            json!({"type": "choose_loan", "amount": amount}),
        )
        .await;
    }
    // The queue is [1, 0, 2]: seat 1 is the head.
    let before = head_timers(&app, &tokens[0], &id, 1).await;
    assert_eq!(before.len(), 1, "{before:?}");
    assert_eq!(before[0].0, "head");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    move_ok(&app, &tokens[0], &id, json!({"type": "warn_head"})).await;
    let after = head_timers(&app, &tokens[2], &id, 1).await;
    assert_eq!(after.len(), 2, "{after:?}");
    assert!(
        after.contains(&before[0]),
        "the hard deadline keeps its due time: {after:?}"
    );
    let warning = after
        .iter()
        .find(|(slot, _)| slot == "head_warning")
        .unwrap();
    assert!(
        warning.1 < before[0].1,
        "the warning window ends first: {after:?}"
    );
    // Another warning changes neither timer.
    move_ok(&app, &tokens[2], &id, json!({"type": "warn_head"})).await;
    assert_eq!(head_timers(&app, &tokens[0], &id, 1).await, after);
}

/// Six green capsules and a vending machine make too many entrance hotels to list: the answer
/// names the narrowing parameters, and a narrowed expansion lists hotels that are accepted.
async fn a_large_expansion_asks_for_narrowing_parameters(app: TestApp) {
    let (id, tokens) = app
        .started_game("tokyo_capsule_hotel", 3, Value::Null)
        .await;
    for (seat, amount) in [(0, 10000), (1, 4000), (2, 6000)] {
        move_ok(
            &app,
            &tokens[seat],
            &id,
            json!({"type": "choose_loan", "amount": amount}),
        )
        .await;
    }
    // The queue is [1, 2, 0]; seat 0 stays alone in it.
    move_ok(&app, &tokens[1], &id, json!({"type": "pass"})).await;
    move_ok(&app, &tokens[2], &id, json!({"type": "pass"})).await;
    let token = &tokens[0];
    let view = app.get_json(token, &format!("/v1/games/{id}/view")).await;
    let area = view["view"]["map"]["areas"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["owner"] == 0)
        .unwrap()
        .clone();
    let (area_id, [x, y]) = (
        area["id"].as_str().unwrap().to_string(),
        [0, 1].map(|i| area["cells"][0][i].as_i64().unwrap()),
    );
    let buy = |item: Value| json!({"type": "purchase", "item": item});
    move_ok(
        &app,
        token,
        &id,
        buy(json!({"kind": "capsules", "colour": "green"})),
    )
    .await;
    move_ok(&app, token, &id, json!({"type": "join_queue"})).await;
    move_ok(
        &app,
        token,
        &id,
        buy(json!({"kind": "vending_machine", "x": x, "y": y})),
    )
    .await;
    move_ok(&app, token, &id, json!({"type": "join_queue"})).await;
    let legal = |query: &str| format!("/v1/games/{id}/legal-moves?expand=purchase&{query}");
    let body = problem(
        app.get(token, &legal("item=entrance_hotel")).await,
        StatusCode::CONFLICT,
        "expansion_too_large",
    )
    .await;
    assert_eq!(body["details"]["limit"], 5000);
    assert_eq!(
        body["details"]["narrow_with"],
        json!([
            "colour", "area", "size", "floors", "entrance", "ground", "upper"
        ])
    );
    problem(
        app.get(token, &legal("item=entrance_hotel&size=two")).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    let narrowed = app
        .get_json(
            token,
            &legal(&format!(
                "item=entrance_hotel&colour=green&area={area_id}&ground={},{},h;{},{},h",
                x + 2,
                y + 2,
                x + 2,
                y + 3
            )),
        )
        .await;
    let hotels = narrowed["commands"].as_array().unwrap();
    assert!(hotels.len() > 2, "{narrowed}");
    let hotel = &hotels[hotels.len() - 1];
    assert_eq!(hotel["item"]["capsules"][0]["floor"], 1);
    move_ok(&app, token, &id, hotel.clone()).await;
}

async fn options_outside_their_range_are_refused_naming_the_option(app: TestApp) {
    let ann = app.register("ann").await;
    for (config, field) in [
        (
            json!({"prices": {"vending_machine": -5000, "graveyard": -200, "entrance": 1000}}),
            "prices.vending_machine",
        ),
        (json!({"rounds": 1000}), "rounds"),
    ] {
        let body = problem(
            app.post(
                &ann,
                "/v1/games",
                json!({"kind": "tokyo_capsule_hotel", "seats": 3, "config": config}),
            )
            .await,
            StatusCode::BAD_REQUEST,
            "invalid_config",
        )
        .await;
        assert!(
            body["detail"].as_str().unwrap().contains(field),
            "{body} names {field}"
        );
    }
}
