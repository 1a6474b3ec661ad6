//! Correspondence play: move clocks and what happens when they run out, reminders, vacations,
//! the `awaiting` inbox sorted by deadline, and seats the server plays once their player left.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::Chooser;
use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(
    a_malformed_clock_is_refused_and_never_stored,
    a_clock_is_shown_with_each_seats_deadline,
    skip_takes_the_rules_default_where_there_is_one,
    forfeits_hand_seats_to_the_server_until_nobody_is_left,
    a_vacation_stops_the_clock_and_opponents_see_it,
    the_awaiting_inbox_lists_the_soonest_deadline_first,
    a_player_who_resigns_mid_merger_is_replaced_and_the_game_finishes,
    a_player_who_left_sees_and_speaks_for_the_seat_no_more,
);
for_both_backends!(
    an_expired_clock_gets_one_bot_move_per_expiry_with_two_servers,
    a_reminder_is_sent_once_before_the_clock_runs_out,
);

/// Creates an Acquire game for `players` new users with `clock`; returns the id and tokens.
async fn clocked_game(app: &TestApp, players: usize, clock: Value) -> (String, Vec<String>) {
    let mut tokens = Vec::new();
    for i in 0..players {
        let name = format!("p{i}_{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
        tokens.push(app.register(&name).await);
    }
    let response = app
        .post(
            &tokens[0],
            "/v1/games",
            json!({"kind": "acquire", "seats": players, "clock": clock}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let game: Value = response.json().await.unwrap();
    let id = game["id"].as_str().unwrap().to_string();
    for token in &tokens[1..] {
        app.join(token, &id).await;
    }
    (id, tokens)
}

async fn log_of(app: &TestApp, token: &str, id: &str) -> Vec<Value> {
    let page = app
        .get_json(token, &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    page["entries"].as_array().unwrap().clone()
}

fn millis(text: &Value) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text.as_str().unwrap())
        .unwrap()
        .timestamp_millis()
}

/// Polls `check` every 50 ms until it returns `Some`, for at most `limit`.
async fn eventually<T, F: std::future::Future<Output = Option<T>>>(
    limit: Duration,
    mut check: impl FnMut() -> F,
) -> T {
    let start = Instant::now();
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(start.elapsed() < limit, "not within {limit:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn a_malformed_clock_is_refused_and_never_stored(app: TestApp) {
    let token = app.register("clockmaker").await;
    for clock in [
        json!({"per_move": "2 days"}),
        json!({"per_move": "P1Y"}),
        json!({"per_move": "PT0S"}),
        json!({"per_move": "P400D"}),
        json!({"per_move": "P1D", "remind_before": "P1D"}),
        json!({"per_move": "P1D", "on_timeout": "pray"}),
        json!({"per_move": "P1D", "speed": 2}),
        json!("P1D"),
    ] {
        let response = app
            .post(
                &token,
                "/v1/games",
                json!({"kind": "acquire", "seats": 3, "clock": clock}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{clock}");
    }
    let games = app.get_json(&token, "/v1/games?player=me").await;
    assert_eq!(games["games"], json!([]), "nothing was stored");
    let body = problem(
        app.post(
            &token,
            "/v1/games",
            json!({"kind": "acquire", "seats": 3, "clock": {"per_move": "P1M"}}),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "invalid_config",
    )
    .await;
    assert!(
        body["detail"].as_str().unwrap().contains("months"),
        "{body}"
    );
}

async fn a_clock_is_shown_with_each_seats_deadline(app: TestApp) {
    let before = chrono::Utc::now().timestamp_millis();
    let (id, tokens) = clocked_game(&app, 3, json!({"per_move": "P2D"})).await;
    let game = app.get_json(&tokens[1], &format!("/v1/games/{id}")).await;
    assert_eq!(
        game["clock"],
        json!({"per_move": "P2D", "on_timeout": "bot", "remind_before": "PT12H"})
    );
    assert_eq!(game["on_leave"], "bot_takeover");
    let awaited = game["awaited"][0].as_u64().unwrap() as usize;
    for (seat, player) in game["players"].as_array().unwrap().iter().enumerate() {
        assert_eq!(player["played_by"], "player");
        if seat == awaited {
            let due = millis(&player["deadline_at"]);
            let two_days = 2 * 86_400_000;
            assert!(due >= before + two_days && due <= before + two_days + 60_000);
        } else {
            assert!(player["deadline_at"].is_null(), "{player}");
        }
    }
    // The view carries the same per-seat deadlines; reminders are not listed as timers.
    let view = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(view["players"], game["players"]);
    let timers = view["timers"].as_array().unwrap();
    assert_eq!(timers.len(), 1, "{timers:?}");
    assert_eq!(timers[0]["timer"], "clock");
    // Monopoly keeps its own elimination when a player leaves.
    let monopoly = app
        .post(
            &tokens[0],
            "/v1/games",
            json!({"kind": "monopoly", "seats": 2, "clock": {"per_move": "PT12H", "on_timeout": "skip"}}),
        )
        .await;
    let monopoly: Value = monopoly.json().await.unwrap();
    assert_eq!(monopoly["on_leave"], "rules");
    assert_eq!(monopoly["clock"]["remind_before"], "PT3H");
}

async fn an_expired_clock_gets_one_bot_move_per_expiry_with_two_servers(backend: Backend) {
    let database = fresh_database(backend).await;
    let first = TestApp::spawn_on(database.clone()).await;
    let second = TestApp::spawn_on(database).await;
    let (id, tokens) = clocked_game(
        &first,
        3,
        json!({"per_move": "PT1S", "on_timeout": "bot", "remind_before": "PT0S"}),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(4_500)).await;
    let entries = log_of(&second, &tokens[0], &id).await;
    let by_clock: Vec<&Value> = entries.iter().filter(|e| e["by"] == "clock").collect();
    assert!(by_clock.len() >= 2, "{entries:?}");
    assert_eq!(
        by_clock.len(),
        entries.len() - 1,
        "every move after the setup"
    );
    // Each expiry gave one move: every decision had its full second.
    for pair in entries.windows(2) {
        let gap = millis(&pair[1]["time"]) - millis(&pair[0]["time"]);
        assert!(gap >= 950, "two moves {gap} ms apart: {pair:?}");
    }
    // The moves are the seat's ordinary commands.
    let view = first.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(view["version"].as_i64().unwrap(), entries.len() as i64);
}

async fn skip_takes_the_rules_default_where_there_is_one(app: TestApp) {
    let (id, tokens) = clocked_game(
        &app,
        3,
        json!({"per_move": "PT1S", "on_timeout": "skip", "remind_before": "PT0S"}),
    )
    .await;
    let purchase = eventually(Duration::from_secs(10), || async {
        log_of(&app, &tokens[0], &id)
            .await
            .into_iter()
            .find(|entry| entry["command_type"] == "buy_shares")
    })
    .await;
    // A placement has no default (the built-in player placed a tile); a purchase has: none.
    assert_eq!(purchase["by"], "clock");
    let entries = log_of(&app, &tokens[0], &id).await;
    assert_eq!(entries[1]["command_type"], "place_tile");
    assert_eq!(entries[1]["by"], "clock");
    let seat = purchase["seat"].as_u64().unwrap() as usize;
    let own = log_of(&app, &tokens[seat], &id).await;
    let own_purchase = own
        .iter()
        .find(|entry| entry["seq"] == purchase["seq"])
        .unwrap();
    assert_eq!(
        own_purchase["command"],
        json!({"type": "buy_shares", "chains": []})
    );
}

async fn forfeits_hand_seats_to_the_server_until_nobody_is_left(app: TestApp) {
    let (id, tokens) = clocked_game(
        &app,
        3,
        json!({"per_move": "PT1S", "on_timeout": "forfeit", "remind_before": "PT0S"}),
    )
    .await;
    let first = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let first_awaited = first["awaited"][0].as_u64().unwrap() as usize;
    let game = eventually(Duration::from_secs(15), || async {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        (game["status"] == "abandoned").then_some(game)
    })
    .await;
    // Every player's clock ran out in turn; the last one leaving abandoned the game.
    for player in game["players"].as_array().unwrap() {
        assert_eq!(player["played_by"], "server", "{player}");
        assert!(player["left_at"].is_string());
    }
    let entries = log_of(&app, &tokens[0], &id).await;
    let bot_seats: Vec<u64> = entries
        .iter()
        .filter(|entry| entry["by"] == "bot")
        .map(|entry| entry["seat"].as_u64().unwrap())
        .collect();
    assert!(
        !bot_seats.is_empty(),
        "the server played the seats that left"
    );
    assert!(bot_seats.contains(&(first_awaited as u64)));
    // The clock played no move: the last forfeit abandoned the game by an entry of its own.
    let (last, moves) = entries.split_last().unwrap();
    assert!(moves.iter().all(|entry| entry["by"] != "clock"));
    assert_eq!(last["command_type"], "abandon");
    assert_eq!(last["by"], "clock");
    // A seat that left cannot move or leave again.
    problem(
        app.post(
            &tokens[first_awaited],
            &format!("/v1/games/{id}/resign"),
            json!({}),
        )
        .await,
        StatusCode::CONFLICT,
        "left_game",
    )
    .await;
}

async fn a_reminder_is_sent_once_before_the_clock_runs_out(backend: Backend) {
    let database = fresh_database(backend).await;
    let first = TestApp::spawn_on(database.clone()).await;
    let second = TestApp::spawn_on(database).await;
    let (id, tokens) = clocked_game(
        &first,
        3,
        json!({"per_move": "PT4S", "remind_before": "PT3S"}),
    )
    .await;
    let game = first.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let deadline = game["players"][seat]["deadline_at"].clone();
    let reminders = |app: &TestApp, token: String| {
        let app_url = app.url("/v1/users/me/feed?limit=100");
        let client = app.client.clone();
        async move {
            let page: Value = client
                .get(app_url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            page["items"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|item| item["type"] == "turn_reminder")
                .cloned()
                .collect::<Vec<Value>>()
        }
    };
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let sent = reminders(&second, tokens[seat].clone()).await;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0]["game_id"], id);
    assert_eq!(sent[0]["deadline_at"], deadline);
    assert_eq!(sent[0]["seat"], seat);
    // Nobody else is reminded of that seat's clock.
    for (other, token) in tokens.iter().enumerate().filter(|(i, _)| *i != seat) {
        assert!(
            reminders(&first, token.clone()).await.is_empty(),
            "seat {other}"
        );
    }
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(reminders(&first, tokens[seat].clone()).await.len(), 1);
}

async fn a_vacation_stops_the_clock_and_opponents_see_it(app: TestApp) {
    let (id, tokens) = clocked_game(
        &app,
        3,
        json!({"per_move": "PT2S", "remind_before": "PT0S"}),
    )
    .await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let token = &tokens[seat];
    let now = chrono::Utc::now();
    let vacation =
        |days: i64| json!({"ends_at": (now + chrono::Duration::days(days)).to_rfc3339()});
    let put = |body: Value| {
        app.client
            .put(app.url("/v1/users/me/vacation"))
            .bearer_auth(token)
            .json(&body)
            .send()
    };
    // More than the yearly allowance, or a start in the past, is refused.
    let refused = problem(
        put(vacation(31)).await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "vacation_allowance_exceeded",
    )
    .await;
    assert_eq!(refused["details"]["remaining_days"], 30);
    let past = json!({"starts_at": (now - chrono::Duration::days(1)).to_rfc3339(), "ends_at": now.to_rfc3339()});
    problem(
        put(past).await.unwrap(),
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    let taken = put(vacation(1)).await.unwrap();
    assert_eq!(taken.status(), StatusCode::OK);
    let taken: Value = taken.json().await.unwrap();
    assert_eq!(taken["used_days"], 1);
    assert_eq!(taken["remaining_days"], 29);
    assert_eq!(taken["vacation"]["days"], 1);
    // The opponents see the vacation, and the seat's deadline moves a day on.
    let seen = app
        .get_json(&tokens[(seat + 1) % 3], &format!("/v1/games/{id}"))
        .await;
    let player = &seen["players"][seat];
    assert!(player["on_vacation_until"].is_string(), "{player}");
    assert!(millis(&player["deadline_at"]) > now.timestamp_millis() + 86_000_000);
    tokio::time::sleep(Duration::from_millis(2_800)).await;
    let still = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(still["version"], game["version"], "the clock stood still");
    // Back early: the clock runs again from where it stood (its two seconds are long gone).
    let back = app
        .client
        .delete(app.url("/v1/users/me/vacation"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(back.status(), StatusCode::OK);
    let back: Value = back.json().await.unwrap();
    assert!(back["vacation"].is_null());
    assert_eq!(back["used_days"], 1, "the day begun is used");
    let moved = eventually(Duration::from_secs(8), || async {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        (game["version"] != still["version"]).then_some(game)
    })
    .await;
    assert!(moved["players"][seat]["on_vacation_until"].is_null());
    let status = app.get_json(token, "/v1/users/me/vacation").await;
    assert_eq!(status["allowance_days"], 30);
    assert_eq!(status["remaining_days"], 29);
}

async fn the_awaiting_inbox_lists_the_soonest_deadline_first(app: TestApp) {
    let mut tokens = Vec::new();
    for i in 0..3 {
        tokens.push(app.register(&format!("inbox{i}")).await);
    }
    for clock in [
        json!({"per_move": "P3D"}),
        json!({"per_move": "P1D"}),
        json!(null),
        json!({"per_move": "P2D"}),
        json!({"per_move": "PT20H"}),
    ] {
        let mut body = json!({"kind": "acquire", "seats": 3});
        if !clock.is_null() {
            body["clock"] = clock;
        }
        let game: Value = app
            .post(&tokens[0], "/v1/games", body)
            .await
            .json()
            .await
            .unwrap();
        let id = game["id"].as_str().unwrap();
        for token in &tokens[1..] {
            app.join(token, id).await;
        }
    }
    let mut most = 0;
    for token in &tokens {
        let listed = app.get_json(token, "/v1/games?awaiting=me").await;
        let games = listed["games"].as_array().unwrap();
        most = most.max(games.len());
        let me = app.get_json(token, "/v1/users/me").await;
        let deadlines: Vec<i64> = games
            .iter()
            .map(|game| {
                let seat = game["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|player| player["user_id"] == me["id"])
                    .unwrap();
                seat["deadline_at"]
                    .as_str()
                    .map_or(i64::MAX, |_| millis(&seat["deadline_at"]))
            })
            .collect();
        assert!(
            deadlines.windows(2).all(|pair| pair[0] <= pair[1]),
            "{deadlines:?}"
        );
        // Page by page, the same order.
        let mut paged = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let path = match &cursor {
                Some(cursor) => format!("/v1/games?awaiting=me&limit=1&cursor={cursor}"),
                None => "/v1/games?awaiting=me&limit=1".to_string(),
            };
            let page = app.get_json(token, &path).await;
            paged.extend(
                page["games"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|g| g["id"].clone()),
            );
            match page["next_cursor"].as_str() {
                Some(next) => cursor = Some(next.to_string()),
                None => break,
            }
        }
        let ids: Vec<Value> = games.iter().map(|game| game["id"].clone()).collect();
        assert_eq!(paged, ids);
    }
    assert!(most >= 2, "some player waits in two games");
}

async fn a_player_who_resigns_mid_merger_is_replaced_and_the_game_finishes(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 4, json!(null)).await;
    let mut chooser = Chooser(7);
    let mut left: Option<usize> = None;
    let mut resigned_at = 0;
    for _ in 0..4000 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" {
            break;
        }
        let seat = game["awaited"][0].as_u64().unwrap() as usize;
        if Some(seat) == left {
            // The server plays this seat.
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let legal = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
            .await;
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] != "resign")
            .collect();
        if left.is_none() && commands.iter().any(|c| c["type"] == "dispose_shares") {
            let resigned = app
                .post(&tokens[seat], &format!("/v1/games/{id}/resign"), json!({}))
                .await;
            assert_eq!(resigned.status(), StatusCode::OK);
            let resigned: Value = resigned.json().await.unwrap();
            assert_eq!(resigned["status"], "active", "the game goes on");
            left = Some(seat);
            resigned_at = game["version"].as_i64().unwrap();
            continue;
        }
        let command = commands
            .iter()
            .find(|c| c["type"] == "declare_game_end")
            .copied()
            .unwrap_or_else(|| commands[chooser.pick(commands.len())]);
        let response = app
            .submit_move(
                &tokens[seat],
                &id,
                game["version"].as_i64().unwrap(),
                command,
            )
            .await;
        // The server may have moved for the bot's seat meanwhile.
        assert!(
            [StatusCode::OK, StatusCode::CONFLICT].contains(&response.status()),
            "{}",
            response.text().await.unwrap()
        );
    }
    let left = left.expect("a merger came up");
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "finished", "{game}");
    assert_eq!(game["players"][left]["played_by"], "server");
    let standings = game["result"]["standings"].as_array().unwrap();
    for standing in standings {
        assert_eq!(standing["left"], standing["seat"] == left, "{standing}");
    }
    let entries = log_of(&app, &tokens[0], &id).await;
    let after: Vec<&Value> = entries
        .iter()
        .filter(|entry| entry["seq"].as_i64().unwrap() > resigned_at)
        .filter(|entry| entry["seat"] == left)
        .collect();
    assert!(!after.is_empty());
    assert!(after.iter().all(|entry| entry["by"] == "bot"), "{after:?}");
    // The disposal the player left open was the bot's first move.
    assert_eq!(after[0]["seq"].as_i64().unwrap(), resigned_at + 1);
    assert_eq!(after[0]["command_type"], "dispose_shares");
    // Those who played on never see another player's moves as theirs.
    assert!(
        entries
            .iter()
            .filter(|entry| entry["seat"] != left)
            .all(|entry| entry.get("by").is_none_or(|by| by != "bot"))
    );
}

async fn a_player_who_left_sees_and_speaks_for_the_seat_no_more(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let spectator = app.register("onlooker").await;
    let own_view = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
        .await;
    let hand = &own_view["view"]["your_hand"];
    assert!(
        hand.as_array().is_some_and(|tiles| !tiles.is_empty()),
        "a seated player sees the hand: {own_view}"
    );
    let resigned = app
        .post(&tokens[1], &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(resigned.status(), StatusCode::OK);
    // The server plays the seat now: once it has played its turn (if it had one), the game
    // waits for the people still seated and stands still while both readers look.
    eventually(Duration::from_secs(20), || async {
        let game = app.get_json(&spectator, &format!("/v1/games/{id}")).await;
        (!game["awaited"].as_array()?.contains(&json!(1))).then_some(())
    })
    .await;
    // The bot's hand is hidden from the player who left, as from any spectator.
    let left_view = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
        .await;
    let spectator_view = app
        .get_json(&spectator, &format!("/v1/games/{id}/view"))
        .await;
    assert_eq!(left_view["status"], "active");
    assert_eq!(left_view["version"], spectator_view["version"]);
    assert_eq!(left_view["view"], spectator_view["view"]);
    assert!(left_view["view"]["your_hand"].is_null(), "{left_view}");
    let log = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/log"))
        .await;
    let spectator_log = app
        .get_json(&spectator, &format!("/v1/games/{id}/log"))
        .await;
    assert_eq!(log["entries"], spectator_log["entries"]);
    let legal = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/legal-moves"))
        .await;
    assert_eq!(legal["commands"], json!([]));
    // Table talk and standing orders for the seat are refused.
    problem(
        app.post(
            &tokens[1],
            &format!("/v1/games/{id}/messages"),
            json!({"text": "still here"}),
        )
        .await,
        StatusCode::CONFLICT,
        "left_game",
    )
    .await;
    let orders = app
        .client
        .put(app.url(&format!("/v1/games/{id}/standing-orders")))
        .bearer_auth(&tokens[1])
        .json(&json!({"default_disposal": "keep_all", "found_preference": []}))
        .send()
        .await
        .unwrap();
    problem(orders, StatusCode::CONFLICT, "left_game").await;
    // The players still seated go on as before.
    let posted = app
        .post(
            &tokens[0],
            &format!("/v1/games/{id}/messages"),
            json!({"text": "good luck"}),
        )
        .await;
    assert_eq!(posted.status(), StatusCode::CREATED);
}
