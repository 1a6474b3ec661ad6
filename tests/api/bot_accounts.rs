//! Bot accounts: a user marks their account as a bot's, for good; everyone at the table sees
//! it; its moves have a rate limit of their own; a game may refuse bots, accounts and
//! built-in players alike; bots rank on leaderboards of their own.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::ratings::rated_duel;
use crate::support::{Backend, TestApp, fresh_database, problem};

crate::on_both_backends!(
    an_account_becomes_a_bot_for_good_and_the_table_sees_it,
    a_game_that_refuses_bots_refuses_accounts_and_built_in_players
);

crate::for_both_backends!(
    bots_move_under_their_own_rate_limit,
    bots_rank_on_leaderboards_of_their_own
);

/// Marks the account of `token` as a bot's and returns the account.
async fn make_bot(app: &TestApp, token: &str) -> Value {
    let response = app
        .patch(token, "/v1/users/me", json!({"account": "bot"}))
        .await;
    let status = response.status();
    let account: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{account}");
    assert_eq!(account["account"], "bot");
    account
}

/// The seat of `username` in a game resource.
fn holder<'a>(game: &'a Value, username: &str) -> &'a Value {
    game["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|player| player["username"] == username)
        .unwrap_or_else(|| panic!("{username} is seated: {game}"))
}

async fn an_account_becomes_a_bot_for_good_and_the_table_sees_it(app: TestApp) {
    let robo = app.register("robo").await;
    let ann = app.register("ann").await;
    let me = app.get_json(&robo, "/v1/users/me").await;
    assert_eq!(me["account"], "person");

    // Not while it sits at an open or running table: those players sat down with a person.
    // A finished game is no obstacle.
    let finished = app.create_game(&ann, "monopoly", 2, json!(null)).await;
    let finished_id = finished["id"].as_str().unwrap();
    app.join(&robo, finished_id).await;
    let response = app
        .post(&robo, &format!("/v1/games/{finished_id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let waiting = app.create_game(&robo, "acquire", 3, json!(null)).await;
    let waiting_id = waiting["id"].as_str().unwrap();
    let response = app
        .patch(
            &robo,
            "/v1/users/me",
            json!({"account": "bot", "language": "ja"}),
        )
        .await;
    let refused = problem(response, StatusCode::CONFLICT, "unfinished_games").await;
    assert_eq!(refused["details"]["games"], json!([waiting_id]));
    let me = app.get_json(&robo, "/v1/users/me").await;
    assert_eq!(me["account"], "person");
    assert_eq!(
        me["language"],
        Value::Null,
        "a refused change changes nothing"
    );

    let response = app
        .delete(&robo, &format!("/v1/games/{waiting_id}/seats/me"))
        .await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    make_bot(&app, &robo).await;
    // Asking again changes nothing; going back is refused.
    make_bot(&app, &robo).await;
    let response = app
        .patch(&robo, "/v1/users/me", json!({"account": "person"}))
        .await;
    problem(response, StatusCode::CONFLICT, "bot_account_permanent").await;
    let response = app
        .patch(&ann, "/v1/users/me", json!({"account": "person"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK, "a person stays a person");

    // At the table, everyone sees who is a bot: the account, and a built-in player's.
    let game = app.create_game(&ann, "acquire", 3, json!(null)).await;
    assert_eq!(game["bots"], "allowed");
    let id = game["id"].as_str().unwrap();
    app.join(&robo, id).await;
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "random"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let bob = app.register("bob").await;
    for token in [&ann, &robo, &bob] {
        let game = app.get_json(token, &format!("/v1/games/{id}")).await;
        assert_eq!(game["status"], "active");
        assert_eq!(holder(&game, "ann")["account"], "person");
        assert_eq!(holder(&game, "robo")["account"], "bot");
        assert_eq!(holder(&game, "robo")["played_by"], "player");
        let built_in = &game["players"][2];
        assert_eq!(built_in["played_by"], "bot");
        assert_eq!(built_in["account"], "bot");
    }
    let view = app.get_json(&ann, &format!("/v1/games/{id}/view")).await;
    assert_eq!(holder(&view, "robo")["account"], "bot");
    let listed = app.get_json(&bob, "/v1/games?status=active").await;
    let listed = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|game| game["id"] == id)
        .unwrap();
    assert_eq!(holder(listed, "robo")["account"], "bot");
    let profile = app.get_json(&bob, "/v1/users/robo").await;
    assert_eq!(profile["account"], "bot");
    let profile = app.get_json(&bob, "/v1/users/ann").await;
    assert_eq!(profile["account"], "person");
}

async fn a_game_that_refuses_bots_refuses_accounts_and_built_in_players(app: TestApp) {
    let robo = app.register("robo").await;
    make_bot(&app, &robo).await;
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;

    let game = app
        .create_game_with(&ann, "acquire", 3, json!({"bots": "refused"}))
        .await;
    assert_eq!(game["bots"], "refused");
    let id = game["id"].as_str().unwrap();
    let response = app
        .post(&robo, &format!("/v1/games/{id}/seats"), json!({}))
        .await;
    let refused = problem(response, StatusCode::CONFLICT, "bots_refused").await;
    assert!(refused["detail"].as_str().unwrap().contains("bot"));
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "random"}),
        )
        .await;
    problem(response, StatusCode::CONFLICT, "bots_refused").await;
    app.join(&bob, id).await;
    let game = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(game["players"].as_array().unwrap().len(), 2);

    // An invitation does not let a bot in either; a person comes in with it.
    let private = app
        .create_game_with(
            &ann,
            "monopoly",
            2,
            json!({"bots": "refused", "visibility": "private"}),
        )
        .await;
    let private_id = private["id"].as_str().unwrap();
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{private_id}/invitations"),
            json!({"any_number": true}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let invitation: Value = response.json().await.unwrap();
    let code = invitation["code"].as_str().unwrap();
    let response = app
        .post(&robo, &format!("/v1/invitations/{code}/accept"), json!({}))
        .await;
    problem(response, StatusCode::CONFLICT, "bots_refused").await;
    let response = app
        .post(&bob, &format!("/v1/invitations/{code}/accept"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);

    // A bot cannot open a table that refuses bots, since it would sit at it.
    let response = app
        .post(
            &robo,
            "/v1/games",
            json!({"kind": "acquire", "seats": 3, "bots": "refused"}),
        )
        .await;
    problem(response, StatusCode::CONFLICT, "bots_refused").await;
    let response = app
        .post(&robo, "/v1/games", json!({"kind": "acquire", "seats": 3}))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let response = app
        .post(
            &robo,
            "/v1/games",
            json!({"kind": "acquire", "seats": 3, "bots": "sometimes"}),
        )
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
}

/// Submits stale moves until one is refused for its rate, returning how many passed and the
/// refusal's policy.
async fn moves_until_limited(app: &TestApp, token: &str, id: &str) -> (usize, String) {
    for passed in 0..100 {
        let response = app
            .submit_move(token, id, 0, &json!({"type": "roll_dice"}))
            .await;
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            let refused = problem(response, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
            return (passed, refused["policy"].as_str().unwrap().to_string());
        }
    }
    panic!("no rate limit within 100 moves");
}

async fn bots_move_under_their_own_rate_limit(backend: Backend) {
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.rates.moves_user.requests = 2;
        config.rates.moves_user.seconds = 3600;
        config.rates.moves_bot.requests = 6;
        config.rates.moves_bot.seconds = 3600;
    })
    .await;
    let ann = app.register("ann").await;
    app.register("robo").await;
    let tokens = app.tokens("robo").await;
    let (robo, refresh) = (
        tokens["access_token"].as_str().unwrap(),
        &tokens["refresh_token"],
    );
    make_bot(&app, robo).await;
    let game = app.create_game(&ann, "monopoly", 2, json!(null)).await;
    let id = game["id"].as_str().unwrap();
    app.join(robo, id).await;

    // A person's moves: the person's quota.
    assert_eq!(
        moves_until_limited(&app, &ann, id).await,
        (2, "moves-user".to_string())
    );
    // The token issued before the account became a bot's still counts as a person's...
    assert_eq!(
        moves_until_limited(&app, robo, id).await,
        (2, "moves-user".to_string())
    );
    // ...the next one, from the same session, moves under the bots' quota.
    let response = app
        .client
        .post(app.url("/v1/tokens/refresh"))
        .json(&json!({"refresh_token": refresh}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let tokens: Value = response.json().await.unwrap();
    let robo = tokens["access_token"].as_str().unwrap();
    assert_eq!(
        moves_until_limited(&app, robo, id).await,
        (6, "moves-bot".to_string())
    );
    // A new sign-in is a bot's too, and shares the account's quota.
    let again = app.login("robo").await;
    assert_eq!(
        moves_until_limited(&app, &again, id).await,
        (0, "moves-bot".to_string())
    );
}

async fn bots_rank_on_leaderboards_of_their_own(backend: Backend) {
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.leaderboard_min_games = 1
    })
    .await;
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let robo = app.register("robo").await;
    make_bot(&app, &robo).await;
    // A bot account plays rated games (unlike a built-in player) and is rated.
    let id = rated_duel(&app, &robo, &ann, "public").await;
    let game = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(holder(&game, "robo")["account"], "bot");
    rated_duel(&app, &ann, &bob, "public").await;

    let people = app.get_json(&bob, "/v1/leaderboards/monopoly").await;
    assert_eq!(people["accounts"], "person");
    let listed: Vec<&str> = people["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["username"].as_str().unwrap())
        .collect();
    assert_eq!(listed, ["ann", "bob"]);
    let bots = app
        .get_json(&bob, "/v1/leaderboards/monopoly?accounts=bot")
        .await;
    assert_eq!(bots["accounts"], "bot");
    assert_eq!(bots["entries"].as_array().unwrap().len(), 1, "{bots}");
    assert_eq!(bots["entries"][0]["username"], "robo");
    assert_eq!(bots["entries"][0]["rank"], 1);
    let response = app
        .get(&bob, "/v1/leaderboards/monopoly?accounts=robots")
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
}
