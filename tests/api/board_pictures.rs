//! `GET /v1/games/{id}/board.svg`: the caller's view as a picture, with the view's version,
//! seat and permission rules.

use reqwest::StatusCode;
use reqwest::header::{
    ACCEPT_LANGUAGE, CACHE_CONTROL, CONTENT_LANGUAGE, CONTENT_TYPE, ETAG, IF_NONE_MATCH, VARY,
};
use serde_json::json;

use crate::acquire_games::{Chooser, play_one};
use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    a_players_picture_shows_their_hand_and_a_spectators_shows_none,
    pictures_follow_the_views_versions_and_permissions
);

/// The text inside the element with `id`, if the picture has one.
fn group_text(svg: &str, id: &str) -> Option<String> {
    let doc = roxmltree::Document::parse(svg).expect("the picture is well-formed XML");
    let group = doc.descendants().find(|n| n.attribute("id") == Some(id))?;
    Some(
        group
            .descendants()
            .filter_map(|n| if n.is_text() { n.text() } else { None })
            .collect::<Vec<_>>()
            .join(" "),
    )
}

async fn picture(app: &TestApp, token: &str, path: &str) -> (String, String) {
    let response = app.get(token, path).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    let headers = response.headers().clone();
    assert_eq!(headers[CONTENT_TYPE], "image/svg+xml");
    assert_eq!(headers[VARY], "Authorization, Accept-Language");
    assert_eq!(headers[CACHE_CONTROL], "no-store");
    let etag = headers[ETAG].to_str().unwrap().to_string();
    (etag, response.text().await.unwrap())
}

async fn a_players_picture_shows_their_hand_and_a_spectators_shows_none(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!({})).await;
    let view = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
        .await;
    let hand: Vec<String> = view["view"]["your_hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["tile"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(hand.len(), 6);
    let (etag, mine) = picture(&app, &tokens[0], &format!("/v1/games/{id}/board.svg")).await;
    assert_eq!(etag, format!("\"{}-en\"", view["version"]));
    let shown = group_text(&mine, "hand").expect("the player's hand is drawn");
    for tile in &hand {
        assert!(shown.split(' ').any(|w| w == tile), "{tile} not in {shown}");
    }
    assert!(mine.contains(&format!("Your hand: {}", hand[0])));

    let spectator = app.register("picture_spectator").await;
    let (_, theirs) = picture(&app, &spectator, &format!("/v1/games/{id}/board.svg")).await;
    assert!(group_text(&theirs, "hand").is_none());
    assert!(!theirs.contains("Your hand"));
    for tile in &hand {
        let labels = theirs.matches(&format!(">{tile}<")).count();
        assert_eq!(labels, 1, "{tile} is printed only as its empty cell");
    }

    // Not started: no board yet.
    let lobby = app.create_game(&tokens[1], "acquire", 3, json!({})).await;
    let response = app
        .get(
            &tokens[1],
            &format!("/v1/games/{}/board.svg", lobby["id"].as_str().unwrap()),
        )
        .await;
    problem(response, StatusCode::CONFLICT, "game_not_active").await;
    let response = app
        .get(
            &tokens[0],
            "/v1/games/00000000-0000-4000-8000-000000000000/board.svg",
        )
        .await;
    problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
    let response = reqwest::get(app.url(&format!("/v1/games/{id}/board.svg")))
        .await
        .unwrap();
    problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

async fn pictures_follow_the_views_versions_and_permissions(app: TestApp) {
    let (id, tokens) = app
        .started_game_with("acquire", 3, json!({"on_leave": "rules"}))
        .await;
    let path = format!("/v1/games/{id}/board.svg");
    let (first_tag, first) = picture(&app, &tokens[0], &path).await;

    // Unchanged: 304 with the same tag; any other tag gets the picture.
    let response = app
        .client
        .get(app.url(&path))
        .bearer_auth(&tokens[0])
        .header(IF_NONE_MATCH, &first_tag)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(response.headers()[ETAG].to_str().unwrap(), first_tag);
    assert_eq!(response.headers()[VARY], "Authorization, Accept-Language");

    let mut chooser = Chooser(5);
    for _ in 0..4 {
        assert!(play_one(&app, &id, &tokens, &mut chooser).await);
    }
    let response = app
        .client
        .get(app.url(&path))
        .bearer_auth(&tokens[0])
        .header(IF_NONE_MATCH, &first_tag)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_ne!(response.headers()[ETAG].to_str().unwrap(), first_tag);

    // Another language is another picture: its own words, tag and Content-Language.
    let response = app
        .client
        .get(app.url(&path))
        .bearer_auth(&tokens[0])
        .header(IF_NONE_MATCH, &first_tag)
        .header(ACCEPT_LANGUAGE, "ja")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[CONTENT_LANGUAGE], "ja");
    let japanese_tag = response.headers()[ETAG].to_str().unwrap().to_string();
    assert!(japanese_tag.ends_with("-ja\""), "{japanese_tag}");
    let japanese = response.text().await.unwrap();
    assert!(japanese.contains("手目"), "{japanese}");
    assert!(!japanese.contains("Your hand"), "{japanese}");
    let (chinese_tag, chinese) = picture(&app, &tokens[0], &format!("{path}?lang=zh-TW")).await;
    assert!(chinese_tag.ends_with("-zh-TW\""), "{chinese_tag}");
    assert!(chinese.contains("第 "), "{chinese}");
    let response = app.get(&tokens[0], &format!("{path}?lang=fr")).await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;

    // A past version is drawn as it was, for the caller's own seat.
    let version = first_tag
        .trim_matches('"')
        .strip_suffix("-en")
        .expect("an English tag");
    let (tag, past) = picture(&app, &tokens[0], &format!("{path}?at={version}")).await;
    assert_eq!(tag, first_tag);
    assert_eq!(past, first);
    let (_, own_seat) = picture(&app, &tokens[0], &format!("{path}?at={version}&seat=0")).await;
    assert_eq!(own_seat, first);
    let response = app
        .get(&tokens[0], &format!("{path}?at={version}&seat=1"))
        .await;
    problem(response, StatusCode::FORBIDDEN, "view_not_allowed").await;
    let response = app.get(&tokens[0], &format!("{path}?at=100000")).await;
    let body = problem(response, StatusCode::NOT_FOUND, "version_not_found").await;
    assert!(body["current_version"].as_i64().unwrap() > 1);
    let response = app.get(&tokens[0], &format!("{path}?seat=7")).await;
    problem(response, StatusCode::NOT_FOUND, "seat_not_found").await;
    let response = app.get(&tokens[0], &format!("{path}?at=x")).await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;

    // Once the game is over (a resignation ends it under `rules`) anyone may see any seat's
    // picture, hand included.
    let response = app
        .post(&tokens[1], &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let outsider = app.register("picture_auditor").await;
    let (_, seat_one) = picture(&app, &outsider, &format!("{path}?at={version}&seat=1")).await;
    assert!(group_text(&seat_one, "hand").is_some());
    assert_ne!(seat_one, first);
}
