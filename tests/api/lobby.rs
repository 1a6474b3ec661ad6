use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    game_kinds_describe_acquire,
    create_join_and_automatic_start,
    creator_starts_early_and_players_leave_before_start,
    listing_filters_and_the_awaiting_inbox,
    invalid_configurations_are_refused
);

async fn game_kinds_describe_acquire(app: TestApp) {
    let kinds: Value = app
        .client
        .get(app.url("/v1/game-kinds"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let acquire = kinds
        .as_array()
        .unwrap()
        .iter()
        .find(|kind| kind["kind"] == "acquire")
        .expect("acquire is listed");
    assert_eq!(acquire["min_seats"], 3);
    assert_eq!(acquire["max_seats"], 6);
    assert_eq!(acquire["default_config"]["edition"], "2008");
    assert_eq!(acquire["schemas"]["command"], "AcquireCommand");
    let monopoly = kinds
        .as_array()
        .unwrap()
        .iter()
        .find(|kind| kind["kind"] == "monopoly")
        .expect("monopoly is listed");
    assert_eq!(monopoly["min_seats"], 2);
    assert_eq!(monopoly["max_seats"], 8);
    assert!(acquire["config_schema"].is_object());
}

async fn create_join_and_automatic_start(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let cat = app.register("cat").await;
    let game = app
        .create_game(&ann, "acquire", 3, json!({"bonus_rounding": "down"}))
        .await;
    let id = game["id"].as_str().unwrap();
    assert_eq!(game["status"], "open");
    assert_eq!(game["version"], 0);
    assert_eq!(game["config"]["bonus_rounding"], "down");
    assert_eq!(
        game["config"]["edition"], "2008",
        "missing options take their defaults"
    );
    assert_eq!(game["rng_commitment"].as_str().unwrap().len(), 64);
    assert!(game["rng_seed"].is_null());
    assert_eq!(game["players"][0]["username"], "ann");

    problem(
        app.post(&ann, &format!("/v1/games/{id}/seats"), json!({}))
            .await,
        StatusCode::CONFLICT,
        "already_seated",
    )
    .await;
    let joined = app.join(&bob, id).await;
    assert_eq!(joined["status"], "open");
    let started = app.join(&cat, id).await;
    assert_eq!(started["status"], "active");
    assert_eq!(started["version"], 1);
    assert_eq!(started["players"].as_array().unwrap().len(), 3);
    assert_eq!(started["awaited"].as_array().unwrap().len(), 1);

    let dan = app.register("dan").await;
    problem(
        app.post(&dan, &format!("/v1/games/{id}/seats"), json!({}))
            .await,
        StatusCode::CONFLICT,
        "game_not_open",
    )
    .await;
    problem(
        app.get(&ann, "/v1/games/00000000-0000-0000-0000-000000000000")
            .await,
        StatusCode::NOT_FOUND,
        "game_not_found",
    )
    .await;
}

async fn creator_starts_early_and_players_leave_before_start(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let cat = app.register("cat").await;
    let dan = app.register("dan").await;
    let game = app.create_game(&ann, "acquire", 5, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    for token in [&bob, &cat, &dan] {
        app.join(token, id).await;
    }
    let leave = app
        .client
        .delete(app.url(&format!("/v1/games/{id}/seats/me")))
        .bearer_auth(&cat)
        .send()
        .await
        .unwrap();
    assert_eq!(leave.status(), StatusCode::NO_CONTENT);
    problem(
        app.post(&bob, &format!("/v1/games/{id}/start"), json!({}))
            .await,
        StatusCode::FORBIDDEN,
        "not_creator",
    )
    .await;
    let started: Value = app
        .post(&ann, &format!("/v1/games/{id}/start"), json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(started["status"], "active");
    assert_eq!(started["seats"], 3);
    let names: Vec<&str> = started["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ann", "bob", "dan"], "seats follow join order");
    let late = app
        .client
        .delete(app.url(&format!("/v1/games/{id}/seats/me")))
        .bearer_auth(&bob)
        .send()
        .await
        .unwrap();
    problem(late, StatusCode::CONFLICT, "game_not_open").await;

    let lonely = app.create_game(&ann, "acquire", 3, json!(null)).await;
    let lonely_id = lonely["id"].as_str().unwrap();
    problem(
        app.post(&ann, &format!("/v1/games/{lonely_id}/start"), json!({}))
            .await,
        StatusCode::CONFLICT,
        "not_enough_players",
    )
    .await;
}

async fn listing_filters_and_the_awaiting_inbox(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let other = app.register("outsider").await;
    let open = app.create_game(&other, "acquire", 4, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let awaited = game["awaited"][0].as_u64().unwrap() as usize;
    for (seat, token) in tokens.iter().enumerate() {
        let inbox = app.get_json(token, "/v1/games?awaiting=me").await;
        let ids: Vec<&str> = inbox["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids.contains(&id.as_str()), seat == awaited, "seat {seat}");
        let mine = app.get_json(token, "/v1/games?player=me").await;
        assert_eq!(mine["games"].as_array().unwrap().len(), 1);
    }
    let open_games = app
        .get_json(&tokens[0], "/v1/games?status=open&kind=acquire")
        .await;
    assert_eq!(open_games["games"][0]["id"], open["id"]);
    assert_eq!(open_games["games"].as_array().unwrap().len(), 1);

    let first = app.get_json(&tokens[0], "/v1/games?limit=1").await;
    assert_eq!(first["games"].as_array().unwrap().len(), 1);
    let cursor = first["next_cursor"].as_str().expect("a second page");
    let second = app
        .get_json(&tokens[0], &format!("/v1/games?limit=1&cursor={cursor}"))
        .await;
    assert_eq!(second["games"].as_array().unwrap().len(), 1);
    assert_ne!(second["games"][0]["id"], first["games"][0]["id"]);
    assert!(second["next_cursor"].is_null());
    problem(
        app.get(&tokens[0], "/v1/games?limit=0").await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    problem(
        app.get(&tokens[0], "/v1/games?awaiting=someone").await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
}

async fn invalid_configurations_are_refused(app: TestApp) {
    let ann = app.register("ann").await;
    let bad = [
        json!({"kind": "acquire", "seats": 7}),
        json!({"kind": "acquire", "seats": 2}),
        json!({"kind": "acquire", "seats": 3, "config": {"edition": "2050"}}),
        json!({"kind": "acquire", "seats": 3, "config": {"no_such_option": true}}),
    ];
    for body in bad {
        problem(
            app.post(&ann, "/v1/games", body).await,
            StatusCode::BAD_REQUEST,
            "invalid_config",
        )
        .await;
    }
    let two = app
        .post(
            &ann,
            "/v1/games",
            json!({"kind": "acquire", "seats": 2, "config": {"allow_two_players": true}}),
        )
        .await;
    assert_eq!(two.status(), StatusCode::CREATED);
    problem(
        app.post(&ann, "/v1/games", json!({"kind": "chess", "seats": 2}))
            .await,
        StatusCode::NOT_FOUND,
        "unknown_game_kind",
    )
    .await;
}

on_both_backends!(an_open_game_has_no_view_or_moves_yet);

async fn an_open_game_has_no_view_or_moves_yet(app: TestApp) {
    let ann = app.register("ann").await;
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    let view = app.get_json(&ann, &format!("/v1/games/{id}/view")).await;
    assert_eq!(view["status"], "open");
    assert!(view["view"].is_null());
    let legal = app
        .get_json(&ann, &format!("/v1/games/{id}/legal-moves"))
        .await;
    assert_eq!(legal["commands"], json!([]));
    let log = app.get_json(&ann, &format!("/v1/games/{id}/log")).await;
    assert_eq!(log["entries"], json!([]));
    problem(
        app.submit_move(&ann, id, 0, &json!({"type": "resign"}))
            .await,
        StatusCode::CONFLICT,
        "game_not_active",
    )
    .await;
}

on_both_backends!(a_game_abandoned_before_its_start_stays_readable);

async fn a_game_abandoned_before_its_start_stays_readable(app: TestApp) {
    let ann = app.register("ann").await;
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    let leave = app
        .client
        .delete(app.url(&format!("/v1/games/{id}/seats/me")))
        .bearer_auth(&ann)
        .send()
        .await
        .unwrap();
    assert_eq!(leave.status(), StatusCode::NO_CONTENT);
    let game = app.get_json(&ann, &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "abandoned");
    let view = app.get_json(&ann, &format!("/v1/games/{id}/view")).await;
    assert!(view["view"].is_null());
    problem(
        app.post(&ann, &format!("/v1/games/{id}/resign"), json!({}))
            .await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
}
