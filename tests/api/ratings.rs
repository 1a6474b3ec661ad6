//! Ratings, profiles and leaderboards: a rated game moves its players' Weng-Lin ratings in the
//! transaction that finishes it, and says so in its result, the feed and the profiles; every
//! rating is recomputed from the exports of the finished games alone; leaderboards list the
//! players with enough rated games by `mu − 3·sigma`; a hidden profile is seen only by its
//! owner and those who sat at a table with them.

use std::collections::BTreeMap;

use hotel_games::ratings::{RatedGame, RatedPlace, recompute};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, TestApp, problem};

on_both_backends!(
    a_rated_game_moves_ratings_in_its_result_feed_and_profiles,
    ratings_recomputed_from_exports_equal_the_stored_ones,
    hidden_profiles_and_private_games_stay_out_of_strangers_sight
);

crate::for_both_backends!(leaderboards_order_players_and_page);

/// A rated two-player Monopoly game that `loser` ends at once by resigning (bankruptcy to
/// the bank): `winner` created it. Returns its id.
pub(crate) async fn rated_duel(
    app: &TestApp,
    winner: &str,
    loser: &str,
    visibility: &str,
) -> String {
    let game = app
        .create_game_with(
            winner,
            "monopoly",
            2,
            json!({"rated": true, "visibility": visibility}),
        )
        .await;
    assert_eq!(game["rated"], true);
    let id = game["id"].as_str().unwrap().to_string();
    if visibility == "private" {
        let response = app
            .post(winner, &format!("/v1/games/{id}/invitations"), json!({}))
            .await;
        let invitation: Value = response.json().await.unwrap();
        let code = invitation["code"].as_str().unwrap();
        let response = app
            .post(loser, &format!("/v1/invitations/{code}/accept"), json!({}))
            .await;
        assert_eq!(response.status(), StatusCode::OK);
    } else {
        app.join(loser, &id).await;
    }
    let response = app
        .post(loser, &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "{}",
        response.text().await.unwrap()
    );
    let game = app.get_json(winner, &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "finished", "{game}");
    id
}

/// The `rating` of `username`'s standing in a finished game.
fn standing_rating<'a>(game: &'a Value, username: &str) -> &'a Value {
    let standing = game["result"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|standing| standing["player"] == username)
        .unwrap();
    &standing["rating"]
}

async fn a_rated_game_moves_ratings_in_its_result_feed_and_profiles(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;

    // A rated game takes no built-in bot.
    let game = app
        .create_game_with(&ann, "acquire", 3, json!({"rated": true}))
        .await;
    let id = game["id"].as_str().unwrap();
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "random"}),
        )
        .await;
    problem(response, StatusCode::CONFLICT, "bots_refused").await;

    let id = rated_duel(&app, &ann, &bob, "public").await;
    let game = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    let won = standing_rating(&game, "ann");
    let lost = standing_rating(&game, "bob");
    for rating in [won, lost] {
        assert_eq!(rating["before"]["mu"], 25.0);
        assert_eq!(rating["before"]["rating"], 0.0);
        assert_eq!(rating["rated_games"], 1);
        assert!(rating["after"]["sigma"].as_f64().unwrap() < 25.0 / 3.0);
    }
    assert_eq!(won["place"], 1);
    assert_eq!(lost["place"], 2);
    assert!(won["after"]["mu"].as_f64().unwrap() > 25.0);
    assert!(lost["after"]["mu"].as_f64().unwrap() < 25.0);
    let change =
        won["after"]["rating"].as_f64().unwrap() - won["before"]["rating"].as_f64().unwrap();
    assert!((won["change"].as_f64().unwrap() - change).abs() < 1e-9);

    // The feed's game_finished item carries the same result.
    let feed = app.get_json(&ann, "/v1/users/me/feed").await;
    let finished = feed["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["type"] == "game_finished" && item["game_id"] == id.as_str())
        .unwrap_or_else(|| panic!("a game_finished item: {feed}"));
    assert_eq!(standing_rating(finished, "ann"), won);

    // Profiles: the rating now, the record, the game with its change.
    let profile = app.get_json(&bob, "/v1/users/ann").await;
    assert_eq!(profile["ratings"][0]["kind"], "monopoly");
    assert_eq!(profile["ratings"][0]["mu"], won["after"]["mu"]);
    assert_eq!(profile["ratings"][0]["rated_games"], 1);
    assert_eq!(
        profile["records"][0],
        json!({"kind": "monopoly", "played": 1, "won": 1, "average_rank": 1.0})
    );
    assert_eq!(profile["games"][0]["game_id"], id.as_str());
    assert_eq!(profile["games"][0]["rating"], *won);

    // A casual game moves nothing.
    let casual = app.create_game(&ann, "monopoly", 2, json!({})).await;
    let casual_id = casual["id"].as_str().unwrap();
    app.join(&bob, casual_id).await;
    let response = app
        .post(&bob, &format!("/v1/games/{casual_id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let game = app.get_json(&ann, &format!("/v1/games/{casual_id}")).await;
    assert!(standing_rating(&game, "ann").is_null());
    let profile = app.get_json(&ann, "/v1/users/ann").await;
    assert_eq!(profile["ratings"][0]["rated_games"], 1);
    assert_eq!(profile["records"][0]["played"], 2);
    problem(
        app.get(&ann, "/v1/users/nobody").await,
        StatusCode::NOT_FOUND,
        "user_not_found",
    )
    .await;
}

/// The rated games of finished exports, read as an outside reader would.
async fn rated_games_of_exports(app: &TestApp, token: &str, ids: &[String]) -> Vec<RatedGame> {
    let mut games = Vec::new();
    for id in ids {
        let response = app.get(token, &format!("/v1/games/{id}/export")).await;
        assert_eq!(response.status(), StatusCode::OK);
        let text = response.text().await.unwrap();
        let trailer: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!(trailer["type"], "trailer", "{trailer}");
        let table = trailer["result"]["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|standing| RatedPlace {
                user_id: standing["player"].as_str().unwrap().to_string(),
                place: standing["rating"]["place"].as_u64().unwrap() as usize,
                games_before: standing["rating"]["rated_games"].as_i64().unwrap() - 1,
            })
            .collect();
        games.push(RatedGame {
            game_id: id.clone(),
            kind: "monopoly".into(),
            table,
        });
    }
    games
}

async fn ratings_recomputed_from_exports_equal_the_stored_ones(app: TestApp) {
    let names = ["ann", "bob", "cid", "dee"];
    let mut tokens = BTreeMap::new();
    for name in names {
        tokens.insert(name, app.register(name).await);
    }
    // Six duels in an order that makes each player's history differ.
    let duels = [
        ("ann", "bob"),
        ("cid", "dee"),
        ("bob", "cid"),
        ("ann", "dee"),
        ("dee", "bob"),
        ("cid", "ann"),
    ];
    let mut ids = Vec::new();
    for (winner, loser) in duels {
        ids.push(rated_duel(&app, &tokens[winner], &tokens[loser], "public").await);
    }
    // The exports in reverse order: each player's own order is what counts.
    ids.reverse();
    let games = rated_games_of_exports(&app, &tokens["ann"], &ids).await;
    let recomputed = recompute(&games).unwrap();
    assert_eq!(recomputed.len(), names.len());
    for name in names {
        let profile = app
            .get_json(&tokens["ann"], &format!("/v1/users/{name}"))
            .await;
        let stored = &profile["ratings"][0];
        let again = recomputed[&(name.to_string(), "monopoly".to_string())];
        assert_eq!(stored["mu"].as_f64().unwrap(), again.rating.mu, "{name}");
        assert_eq!(
            stored["sigma"].as_f64().unwrap(),
            again.rating.sigma,
            "{name}"
        );
        assert_eq!(
            stored["rated_games"].as_i64().unwrap(),
            again.games,
            "{name}"
        );
    }
}

async fn leaderboards_order_players_and_page(backend: Backend) {
    let database = crate::support::fresh_database(backend).await;
    let app = TestApp::spawn_with(database, |config| config.leaderboard_min_games = 2).await;
    let names = ["ann", "bob", "cid", "dee", "eve"];
    let mut tokens = BTreeMap::new();
    for name in names {
        tokens.insert(name, app.register(name).await);
    }
    // Ann wins everything, Eve plays once only.
    for (winner, loser) in [
        ("ann", "bob"),
        ("ann", "cid"),
        ("bob", "cid"),
        ("ann", "dee"),
        ("dee", "bob"),
        ("cid", "eve"),
    ] {
        rated_duel(&app, &tokens[winner], &tokens[loser], "public").await;
    }
    let board = app
        .get_json(&tokens["eve"], "/v1/leaderboards/monopoly")
        .await;
    assert_eq!(board["min_games"], 2);
    let entries = board["entries"].as_array().unwrap();
    let listed: Vec<&str> = entries
        .iter()
        .map(|entry| entry["username"].as_str().unwrap())
        .collect();
    assert_eq!(listed.len(), 4, "eve has one rated game: {listed:?}");
    assert_eq!(listed[0], "ann");
    let ratings: Vec<f64> = entries
        .iter()
        .map(|entry| entry["rating"].as_f64().unwrap())
        .collect();
    assert!(
        ratings.windows(2).all(|pair| pair[0] >= pair[1]),
        "{ratings:?}"
    );
    for entry in entries {
        let mu = entry["mu"].as_f64().unwrap();
        let sigma = entry["sigma"].as_f64().unwrap();
        assert!((entry["rating"].as_f64().unwrap() - (mu - 3.0 * sigma)).abs() < 1e-9);
    }
    let ranks: Vec<i64> = entries
        .iter()
        .map(|entry| entry["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, [1, 2, 3, 4]);

    // A page at a time: the same players in the same order, ranks running on.
    let mut paged = Vec::new();
    let mut path = "/v1/leaderboards/monopoly?limit=1".to_string();
    loop {
        let page = app.get_json(&tokens["eve"], &path).await;
        for entry in page["entries"].as_array().unwrap() {
            paged.push((
                entry["rank"].as_i64().unwrap(),
                entry["username"].as_str().unwrap().to_string(),
            ));
        }
        match page["next_cursor"].as_str() {
            Some(cursor) => path = format!("/v1/leaderboards/monopoly?limit=1&cursor={cursor}"),
            None => break,
        }
    }
    let expected: Vec<(i64, String)> = ranks
        .iter()
        .copied()
        .zip(listed.iter().map(|name| name.to_string()))
        .collect();
    assert_eq!(paged, expected);

    // A hidden profile leaves the leaderboard.
    let response = app
        .patch(&tokens["ann"], "/v1/users/me", json!({"profile": "hidden"}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let board = app
        .get_json(&tokens["eve"], "/v1/leaderboards/monopoly")
        .await;
    assert_eq!(board["entries"][0]["username"], listed[1]);
    assert_eq!(board["entries"][0]["rank"], 1);

    let response = app.get(&tokens["eve"], "/v1/leaderboards/chess").await;
    problem(response, StatusCode::NOT_FOUND, "unknown_game_kind").await;
    let response = app
        .get(&tokens["eve"], "/v1/leaderboards/monopoly?cursor=nonsense")
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
}

async fn hidden_profiles_and_private_games_stay_out_of_strangers_sight(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let sam = app.register("sam").await;
    let public = rated_duel(&app, &ann, &bob, "public").await;
    let private = rated_duel(&app, &ann, &bob, "private").await;

    // A stranger sees the public game on Ann's profile, not the private one, yet her rating
    // counts both.
    let profile = app.get_json(&sam, "/v1/users/ann").await;
    let games: Vec<&str> = profile["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["game_id"].as_str().unwrap())
        .collect();
    assert_eq!(games, [public.as_str()]);
    assert_eq!(profile["ratings"][0]["rated_games"], 2);
    let profile = app.get_json(&bob, "/v1/users/ann").await;
    assert_eq!(
        profile["games"].as_array().unwrap().len(),
        2,
        "Bob played both"
    );
    assert_eq!(
        profile["games"][0]["game_id"],
        private.as_str(),
        "newest first"
    );

    // Hidden: her opponent and she still see it, the stranger does not.
    let response = app
        .patch(&ann, "/v1/users/me", json!({"profile": "hidden"}))
        .await;
    let account: Value = response.json().await.unwrap();
    assert_eq!(account["profile"], "hidden");
    problem(
        app.get(&sam, "/v1/users/ann").await,
        StatusCode::NOT_FOUND,
        "user_not_found",
    )
    .await;
    assert_eq!(
        app.get_json(&bob, "/v1/users/ann").await["profile"],
        "hidden"
    );
    assert_eq!(
        app.get_json(&ann, "/v1/users/ann").await["profile"],
        "hidden"
    );

    // Pages of games.
    let page = app.get_json(&bob, "/v1/users/ann?limit=1").await;
    assert_eq!(page["games"].as_array().unwrap().len(), 1);
    let cursor = page["next_cursor"].as_str().unwrap();
    let rest = app
        .get_json(&bob, &format!("/v1/users/ann?limit=1&cursor={cursor}"))
        .await;
    assert_eq!(rest["games"][0]["game_id"], public.as_str());
    assert!(rest["next_cursor"].is_null());
}
