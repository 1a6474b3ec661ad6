//! Private tables and invitations: a private game is seen only by its players and creator
//! (a stranger gets `game_not_found` from every listing, read, picture, export, stream and
//! seat); invitations admit one person, a number of people or any number, optionally to a
//! named seat that is then kept for them, until revoked, expired or used up.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    a_private_game_is_invisible_to_strangers,
    invitations_admit_as_many_as_they_say_until_revoked_or_expired,
    a_named_seat_is_kept_for_its_guest
);

/// Every read of one game a stranger could try, by path.
const READS: [&str; 12] = [
    "",
    "/view",
    "/legal-moves",
    "/log",
    "/board.svg",
    "/export",
    "/data",
    "/messages",
    "/mutes",
    "/events",
    "/standing-orders",
    "/invitations",
];

async fn invite(app: &TestApp, token: &str, game: &str, body: Value) -> Value {
    let response = app
        .post(token, &format!("/v1/games/{game}/invitations"), body)
        .await;
    let status = response.status();
    let invitation: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{invitation}");
    invitation
}

async fn accept(app: &TestApp, token: &str, invitation: &Value) -> reqwest::Response {
    let code = invitation["code"].as_str().unwrap();
    app.post(token, &format!("/v1/invitations/{code}/accept"), json!({}))
        .await
}

/// The ids of the games `token` sees in `GET /v1/games?<query>`.
async fn listed(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let page = app.get_json(token, &format!("/v1/games?{query}")).await;
    page["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["id"].as_str().unwrap().to_string())
        .collect()
}

/// Asserts that `token` cannot tell the game exists, through any read or seat.
async fn unseen(app: &TestApp, token: &str, game: &str) {
    for read in READS {
        let response = app.get(token, &format!("/v1/games/{game}{read}")).await;
        problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
    }
    for write in ["/seats", "/start", "/resign", "/messages", "/invitations"] {
        let body = if write == "/messages" {
            json!({"text": "hello"})
        } else {
            json!({})
        };
        let response = app
            .post(token, &format!("/v1/games/{game}{write}"), body)
            .await;
        problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
    }
    for query in [
        "",
        "status=open",
        "status=active",
        "kind=acquire",
        "limit=100",
    ] {
        assert!(
            !listed(app, token, query).await.contains(&game.to_string()),
            "listed with {query:?}"
        );
    }
}

async fn a_private_game_is_invisible_to_strangers(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let sam = app.register("sam").await;
    let public = app.create_game(&ann, "acquire", 3, json!({})).await;
    let private = app
        .create_game_with(&ann, "acquire", 3, json!({"visibility": "private"}))
        .await;
    assert_eq!(public["visibility"], "public");
    assert_eq!(private["visibility"], "private");
    let id = private["id"].as_str().unwrap();

    // The public game is there for anyone; the private one only for its creator.
    assert!(
        listed(&app, &sam, "")
            .await
            .contains(&public["id"].as_str().unwrap().to_string())
    );
    assert!(listed(&app, &ann, "").await.contains(&id.to_string()));
    unseen(&app, &sam, id).await;

    // An invitation seats Bob (its preview shows what it admits to, even to a stranger).
    let invitation = invite(&app, &ann, id, json!({"any_number": true})).await;
    let code = invitation["code"].as_str().unwrap();
    assert!(code.starts_with("inv_"), "{code}");
    assert_eq!(invitation["link"], format!("/#/invitations/{code}"));
    let preview = app.get_json(&bob, &format!("/v1/invitations/{code}")).await;
    assert_eq!(preview["game"]["id"], id);
    assert_eq!(preview["invitation"]["status"], "live");
    let response = accept(&app, &bob, &invitation).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        listed(&app, &bob, "player=me")
            .await
            .contains(&id.to_string())
    );
    // A bot seated by the creator starts the game.
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "random"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let game = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "active");

    // Running, it is still nobody else's business; its players read all of it.
    unseen(&app, &sam, id).await;
    for read in [
        "",
        "/view",
        "/legal-moves",
        "/log",
        "/board.svg",
        "/export",
        "/data",
        "/messages",
    ] {
        let response = app.get(&bob, &format!("/v1/games/{id}{read}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{read}");
    }
    let feed = app.get_json(&sam, "/v1/users/me/feed").await;
    assert!(
        !feed.to_string().contains(id),
        "nothing of the game in a stranger's feed"
    );
}

async fn invitations_admit_as_many_as_they_say_until_revoked_or_expired(app: TestApp) {
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let cid = app.register("cid").await;
    let dee = app.register("dee").await;
    let game = app
        .create_game_with(&ann, "acquire", 5, json!({"visibility": "private"}))
        .await;
    let id = game["id"].as_str().unwrap();

    // One use by default.
    let once = invite(&app, &ann, id, json!({})).await;
    assert_eq!(once["max_uses"], 1);
    assert_eq!(accept(&app, &bob, &once).await.status(), StatusCode::OK);
    problem(
        accept(&app, &cid, &once).await,
        StatusCode::GONE,
        "invitation_used_up",
    )
    .await;
    problem(
        accept(&app, &bob, &once).await,
        StatusCode::GONE,
        "invitation_used_up",
    )
    .await;

    // Only the creator invites or lists; the seated guest is refused, a stranger sees nothing.
    let response = app
        .post(&bob, &format!("/v1/games/{id}/invitations"), json!({}))
        .await;
    problem(response, StatusCode::FORBIDDEN, "not_creator").await;
    problem(
        app.get(&bob, &format!("/v1/games/{id}/invitations")).await,
        StatusCode::FORBIDDEN,
        "not_creator",
    )
    .await;
    let response = app
        .post(&cid, &format!("/v1/games/{id}/invitations"), json!({}))
        .await;
    problem(response, StatusCode::NOT_FOUND, "game_not_found").await;

    // Bad requests are named.
    for body in [
        json!({"max_uses": 0}),
        json!({"max_uses": 1001}),
        json!({"max_uses": 2, "any_number": true}),
        json!({"seat": 4, "any_number": true}),
        json!({"seat": 4, "max_uses": 2}),
        json!({"seat": 5}),
        json!({"expires_at": "2020-01-01T00:00:00Z"}),
        json!({"uses": 1}),
    ] {
        let response = app
            .post(&ann, &format!("/v1/games/{id}/invitations"), body.clone())
            .await;
        problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    }

    // Two uses; then revoked: nobody else comes in, those who came stay.
    let twice = invite(&app, &ann, id, json!({"max_uses": 2})).await;
    assert_eq!(accept(&app, &cid, &twice).await.status(), StatusCode::OK);
    problem(
        accept(&app, &cid, &twice).await,
        StatusCode::CONFLICT,
        "already_seated",
    )
    .await;
    let invitation_id = twice["id"].as_str().unwrap();
    let path = format!("/v1/games/{id}/invitations/{invitation_id}");
    let response = app.delete(&ann, &path).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    problem(
        accept(&app, &dee, &twice).await,
        StatusCode::GONE,
        "invitation_revoked",
    )
    .await;
    let response = app
        .delete(&ann, &format!("/v1/games/{id}/invitations/nope"))
        .await;
    problem(response, StatusCode::NOT_FOUND, "invitation_not_found").await;

    // An invitation that expires.
    let soon = (chrono::Utc::now() + chrono::Duration::milliseconds(1500)).to_rfc3339();
    let expiring = invite(
        &app,
        &ann,
        id,
        json!({"any_number": true, "expires_at": soon}),
    )
    .await;
    assert!(expiring["max_uses"].is_null());
    tokio::time::sleep(Duration::from_millis(1700)).await;
    problem(
        accept(&app, &dee, &expiring).await,
        StatusCode::GONE,
        "invitation_expired",
    )
    .await;

    // The creator's list: uses and states.
    let list = app
        .get_json(&ann, &format!("/v1/games/{id}/invitations"))
        .await;
    let states: Vec<(&str, i64)> = list["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|each| {
            (
                each["status"].as_str().unwrap(),
                each["uses"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(states, [("used_up", 1), ("revoked", 1), ("expired", 0)]);
    assert!(list["invitations"][1]["revoked_at"].is_string());

    let response = app.get(&dee, "/v1/invitations/inv_unknown").await;
    problem(response, StatusCode::NOT_FOUND, "invitation_not_found").await;
    let unknown = json!({"code": "inv_unknown"});
    problem(
        accept(&app, &dee, &unknown).await,
        StatusCode::NOT_FOUND,
        "invitation_not_found",
    )
    .await;

    // Once the game has started, invitations admit nobody.
    let late = invite(&app, &ann, id, json!({"any_number": true})).await;
    let response = app
        .post(&ann, &format!("/v1/games/{id}/start"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    problem(
        accept(&app, &dee, &late).await,
        StatusCode::CONFLICT,
        "game_not_open",
    )
    .await;
    let response = app
        .post(&ann, &format!("/v1/games/{id}/invitations"), json!({}))
        .await;
    problem(response, StatusCode::CONFLICT, "game_not_open").await;
}

/// The usernames of a game's seats, in seat order.
async fn seated(app: &TestApp, token: &str, game: &str) -> Vec<String> {
    let game = app.get_json(token, &format!("/v1/games/{game}")).await;
    game["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| player["username"].as_str().unwrap().to_string())
        .collect()
}

async fn a_named_seat_is_kept_for_its_guest(app: TestApp) {
    let ann = app.register("ann").await;
    let mut people = Vec::new();
    for name in ["bob", "cid", "dee", "eve", "fay"] {
        people.push(app.register(name).await);
    }
    let [bob, cid, dee, eve, fay] = people.try_into().unwrap();

    // A public table of four, seat 4 (index 3) kept for Eve; a second invitation to it is refused.
    let game = app.create_game(&ann, "acquire", 4, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let for_eve = invite(&app, &ann, id, json!({"seat": 3})).await;
    assert_eq!(for_eve["seat"], 3);
    let response = app
        .post(
            &ann,
            &format!("/v1/games/{id}/invitations"),
            json!({"seat": 3}),
        )
        .await;
    let refusal = problem(response, StatusCode::CONFLICT, "seat_unavailable").await;
    assert!(
        refusal["detail"].as_str().unwrap().contains("seat 4"),
        "{refusal}"
    );
    app.join(&bob, id).await;
    app.join(&cid, id).await;
    // The last free seat is Eve's: the public cannot take it.
    let response = app
        .post(&dee, &format!("/v1/games/{id}/seats"), json!({}))
        .await;
    problem(response, StatusCode::CONFLICT, "game_full").await;
    assert_eq!(accept(&app, &eve, &for_eve).await.status(), StatusCode::OK);
    assert_eq!(seated(&app, &ann, id).await, ["ann", "bob", "cid", "eve"]);
    let view = app.get_json(&eve, &format!("/v1/games/{id}/view")).await;
    assert_eq!(view["seat"], 3, "Eve plays the seat named for her");

    // A guest named to seat 3 (index 2) who comes first still sits there; those after fill
    // the seats around hers.
    let game = app.create_game(&ann, "acquire", 4, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let for_fay = invite(&app, &ann, id, json!({"seat": 2})).await;
    assert_eq!(accept(&app, &fay, &for_fay).await.status(), StatusCode::OK);
    // Before the start, the table shows where everyone will sit and which seats are kept.
    let planned = |game: &Value| -> Vec<(String, u64)> {
        game["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|player| {
                (
                    player["username"].as_str().unwrap().to_string(),
                    player["seat"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    let open = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(planned(&open), [("ann".into(), 0), ("fay".into(), 2)]);
    app.join(&bob, id).await;
    let for_eve = invite(&app, &ann, id, json!({"seat": 3})).await;
    let open = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(
        planned(&open),
        [("ann".into(), 0), ("bob".into(), 1), ("fay".into(), 2)]
    );
    assert_eq!(open["kept_seats"], json!([3]));
    // Revoking a named invitation frees its seat for anyone.
    let path = format!(
        "/v1/games/{id}/invitations/{}",
        for_eve["id"].as_str().unwrap()
    );
    let response = app.delete(&ann, &path).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let open = app.get_json(&bob, &format!("/v1/games/{id}")).await;
    assert_eq!(open["kept_seats"], json!([]));
    app.join(&dee, id).await;
    assert_eq!(seated(&app, &ann, id).await, ["ann", "bob", "fay", "dee"]);
    let game = app.get_json(&ann, &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "active");
    assert_eq!(
        planned(&game),
        [
            ("ann".into(), 0),
            ("bob".into(), 1),
            ("fay".into(), 2),
            ("dee".into(), 3)
        ]
    );
    assert_eq!(game["kept_seats"], json!([]));
}
