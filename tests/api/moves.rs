use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    stale_versions_get_409_with_the_current_version,
    idempotent_retries_return_the_first_response,
    seats_and_turns_are_enforced,
    malformed_and_illegal_commands_are_problems,
    views_carry_an_etag_and_answer_304,
    resigning_abandons_the_game_and_reveals_the_seed,
    a_view_can_carry_the_legal_moves_so_a_move_takes_two_requests,
);

/// The awaited seat of a running game, its token, and the game's version.
async fn actor(app: &TestApp, id: &str, tokens: &[String]) -> (usize, String, i64) {
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    (
        seat,
        tokens[seat].clone(),
        game["version"].as_i64().unwrap(),
    )
}

async fn first_legal(app: &TestApp, token: &str, id: &str) -> Value {
    let legal = app
        .get_json(token, &format!("/v1/games/{id}/legal-moves"))
        .await;
    legal["commands"][0].clone()
}

async fn stale_versions_get_409_with_the_current_version(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let (_, token, version) = actor(&app, &id, &tokens).await;
    let command = first_legal(&app, &token, &id).await;
    let stale = app.submit_move(&token, &id, version - 1, &command).await;
    let body = problem(stale, StatusCode::CONFLICT, "stale_version").await;
    assert_eq!(body["current_version"], version);
    let accepted = app.submit_move(&token, &id, version, &command).await;
    assert_eq!(accepted.status(), StatusCode::OK);
    assert_eq!(accepted.headers()["etag"], format!("\"{}\"", version + 1));
    let result: Value = accepted.json().await.unwrap();
    assert_eq!(result["version"], version + 1);
    let again = app.submit_move(&token, &id, version, &command).await;
    let body = problem(again, StatusCode::CONFLICT, "stale_version").await;
    assert_eq!(body["current_version"], version + 1);

    // If-Match works in place of expected_version.
    let (_, token, version) = actor(&app, &id, &tokens).await;
    let command = first_legal(&app, &token, &id).await;
    let response = app
        .client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .bearer_auth(&token)
        .header("If-Match", format!("\"{}\"", version - 1))
        .json(&json!({"command": command}))
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::CONFLICT, "stale_version").await;
    // Given both ways, both must name the current version.
    for (header, body) in [(version, version - 1), (version - 1, version)] {
        let response = app
            .client
            .post(app.url(&format!("/v1/games/{id}/moves")))
            .bearer_auth(&token)
            .header("If-Match", format!("\"{header}\""))
            .json(&json!({"command": command, "expected_version": body}))
            .send()
            .await
            .unwrap();
        let body = problem(response, StatusCode::CONFLICT, "stale_version").await;
        assert_eq!(body["current_version"], version);
    }
    let response = app
        .client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .bearer_auth(&token)
        .header("If-Match", format!("\"{version}\""))
        .json(&json!({"command": command}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

async fn idempotent_retries_return_the_first_response(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let (_, token, version) = actor(&app, &id, &tokens).await;
    let command = first_legal(&app, &token, &id).await;
    let body = json!({"expected_version": version, "command": command});
    let send = |body: Value| {
        app.client
            .post(app.url(&format!("/v1/games/{id}/moves")))
            .bearer_auth(&token)
            .header("Idempotency-Key", "move-1")
            .json(&body)
            .send()
    };
    let first = send(body.clone()).await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.unwrap();
    let retry = send(body.clone()).await.unwrap();
    assert_eq!(retry.status(), StatusCode::OK);
    let retry: Value = retry.json().await.unwrap();
    assert_eq!(first, retry);
    let log = app.get_json(&token, &format!("/v1/games/{id}/log")).await;
    assert_eq!(
        log["entries"].as_array().unwrap().len() as i64,
        version + 1,
        "the retry appended nothing"
    );
    let other_body =
        send(json!({"expected_version": version + 1, "command": {"type": "declare_game_end"}}))
            .await
            .unwrap();
    problem(
        other_body,
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    )
    .await;
}

async fn seats_and_turns_are_enforced(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let (seat, token, version) = actor(&app, &id, &tokens).await;
    let command = first_legal(&app, &token, &id).await;
    let outsider = app.register("outsider").await;
    problem(
        app.submit_move(&outsider, &id, version, &command).await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    let other = &tokens[(seat + 1) % 3];
    let body = problem(
        app.submit_move(other, &id, version, &command).await,
        StatusCode::CONFLICT,
        "not_your_turn",
    )
    .await;
    assert_eq!(body["awaited"], json!([seat]));
    let legal = app
        .get_json(other, &format!("/v1/games/{id}/legal-moves"))
        .await;
    assert!(
        legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["type"] == "resign"),
        "{legal}"
    );
    let spectator = app
        .get_json(&outsider, &format!("/v1/games/{id}/view"))
        .await;
    assert!(spectator["seat"].is_null());
    assert!(
        spectator["view"]
            .get("your_hand")
            .is_none_or(Value::is_null)
    );
}

async fn malformed_and_illegal_commands_are_problems(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let (_, token, version) = actor(&app, &id, &tokens).await;
    let path = format!("/v1/games/{id}/moves");
    let cases = [
        json!({"expected_version": version, "command": {"type": "fly_away"}}),
        json!({"expected_version": version, "command": {"type": "place_tile", "tile": "1A", "extra": 1}}),
        json!({"expected_version": version, "command": {"type": "place_tile", "tile": 7}}),
        json!({"expected_version": version, "command": {"type": "place_tile", "tile": "1A"}, "more": true}),
        json!({"command": {"type": "place_tile", "tile": "1A"}}),
    ];
    for body in cases {
        problem(
            app.post(&token, &path, body).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    let raw = app
        .client
        .post(app.url(&path))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    problem(raw, StatusCode::BAD_REQUEST, "invalid_request").await;
    let huge = format!(
        "{{\"expected_version\": {version}, \"command\": {{\"type\": \"place_tile\", \"tile\": \"{}\"}}}}",
        "A".repeat(100_000)
    );
    let huge = app
        .client
        .post(app.url(&path))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    problem(huge, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large").await;

    let view = app.get_json(&token, &format!("/v1/games/{id}/view")).await;
    let hand: Vec<String> = view["view"]["your_hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["tile"].as_str().unwrap().to_string())
        .collect();
    let not_mine = (1..=12)
        .flat_map(|c| ('A'..='I').map(move |r| format!("{c}{r}")))
        .find(|t| !hand.contains(t))
        .unwrap();
    let body = problem(
        app.submit_move(
            &token,
            &id,
            version,
            &json!({"type": "place_tile", "tile": not_mine}),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "tile_not_in_hand",
    )
    .await;
    assert_eq!(body["details"]["tile"], not_mine);
    problem(
        app.submit_move(
            &token,
            &id,
            version,
            &json!({"type": "place_tile", "tile": "13Z"}),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_tile_name",
    )
    .await;
    problem(
        app.get(&token, "/v1/nothing-here").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
}

async fn views_carry_an_etag_and_answer_304(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let response = app.get(&tokens[0], &format!("/v1/games/{id}/view")).await;
    let etag = response.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(etag, "\"1\"");
    let view: Value = response.json().await.unwrap();
    assert_eq!(view["version"], 1);
    assert_eq!(view["view"]["your_hand"].as_array().unwrap().len(), 6);
    let cached = app
        .client
        .get(app.url(&format!("/v1/games/{id}/view")))
        .bearer_auth(&tokens[0])
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(cached.status(), StatusCode::NOT_MODIFIED);
    let (_, token, version) = actor(&app, &id, &tokens).await;
    let command = first_legal(&app, &token, &id).await;
    assert_eq!(
        app.submit_move(&token, &id, version, &command)
            .await
            .status(),
        StatusCode::OK
    );
    let fresh = app
        .client
        .get(app.url(&format!("/v1/games/{id}/view")))
        .bearer_auth(&tokens[0])
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(fresh.status(), StatusCode::OK);
}

async fn resigning_abandons_the_game_and_reveals_the_seed(app: TestApp) {
    // Acquire's own rules have no elimination: a resignation ends the game for everyone.
    let (id, tokens) = app
        .started_game_with("acquire", 3, json!({"on_leave": "rules"}))
        .await;
    let (seat, _, _) = actor(&app, &id, &tokens).await;
    let resigner = &tokens[(seat + 1) % 3];
    let response = app
        .post(resigner, &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "abandoned");
    let seed = hex::decode(game["rng_seed"].as_str().expect("the seed is revealed")).unwrap();
    assert_eq!(
        hex::encode(<sha2::Sha256 as sha2::Digest>::digest(&seed)),
        game["rng_commitment"].as_str().unwrap()
    );
    problem(
        app.post(&tokens[seat], &format!("/v1/games/{id}/resign"), json!({}))
            .await,
        StatusCode::CONFLICT,
        "game_over",
    )
    .await;
}

async fn a_view_can_carry_the_legal_moves_so_a_move_takes_two_requests(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let spectator = app.register("legal_moves_spectator").await;
    let mut listed = Vec::new();
    for _ in 0..6 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        let awaited = game["awaited"][0].as_u64().unwrap() as usize;
        for (seat, token) in tokens.iter().enumerate() {
            let view = app
                .get_json(token, &format!("/v1/games/{id}/view?include=legal_moves"))
                .await;
            let alone = app
                .get_json(token, &format!("/v1/games/{id}/legal-moves"))
                .await;
            assert_eq!(view["legal_moves"], alone, "seat {seat}");
            assert_eq!(view["legal_moves"]["version"], view["version"]);
            let plain = app.get_json(token, &format!("/v1/games/{id}/view")).await;
            assert!(plain.get("legal_moves").is_none(), "only when asked for");
            assert_eq!(plain["view"], view["view"]);
            if seat != awaited {
                // Only resigning is allowed out of turn.
                assert_eq!(view["legal_moves"]["commands"], json!([{"type": "resign"}]));
            }
        }
        // The awaited seat moves with what its view listed; the answer says who is next.
        let view = app
            .get_json(
                &tokens[awaited],
                &format!("/v1/games/{id}/view?include=legal_moves"),
            )
            .await;
        let command = view["legal_moves"]["commands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|command| command["type"] != "resign")
            .unwrap()
            .clone();
        listed.push((
            awaited,
            view["version"].clone(),
            view["legal_moves"].clone(),
        ));
        let moved = app
            .submit_move(
                &tokens[awaited],
                &id,
                view["version"].as_i64().unwrap(),
                &command,
            )
            .await;
        assert_eq!(moved.status(), StatusCode::OK);
        let moved: Value = moved.json().await.unwrap();
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(moved["version"], game["version"]);
        assert_eq!(moved["awaited"], game["awaited"]);
        assert_eq!(moved["status"], game["status"]);
    }
    let watched = app
        .get_json(
            &spectator,
            &format!("/v1/games/{id}/view?include=legal_moves"),
        )
        .await;
    assert_eq!(watched["legal_moves"]["commands"], json!([]));
    assert!(watched["legal_moves"]["seat"].is_null());
    // A past view carries the moves its seat had then.
    for (seat, version, moves) in listed {
        let past = app
            .get_json(
                &tokens[seat],
                &format!("/v1/games/{id}/view?at={version}&include=legal_moves"),
            )
            .await;
        assert_eq!(past["version"], version);
        assert_eq!(past["legal_moves"], moves, "seat {seat} at {version}");
    }
    for query in ["include=everything", "include="] {
        let refused = app
            .get(&tokens[0], &format!("/v1/games/{id}/view?{query}"))
            .await;
        problem(refused, StatusCode::BAD_REQUEST, "invalid_request").await;
    }
}
