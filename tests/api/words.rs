//! The log in words: every entry and every event carries its `text`, in the language of
//! `?lang=`, else of `Accept-Language`, else English.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::TestApp;

on_both_backends!(the_log_tells_each_move_in_the_readers_language);

/// The log page of `id` as `token` reads it, with `accept_language` if any.
async fn log(
    app: &TestApp,
    token: &str,
    id: &str,
    query: &str,
    accept_language: Option<&str>,
) -> (Value, String) {
    let mut request = app
        .client
        .get(app.url(&format!("/v1/games/{id}/log{query}")))
        .bearer_auth(token);
    if let Some(languages) = accept_language {
        request = request.header("Accept-Language", languages);
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let language = response
        .headers()
        .get("content-language")
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (response.json().await.unwrap(), language)
}

fn texts(page: &Value) -> Vec<String> {
    page["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| {
            entry["text"]
                .as_str()
                .expect("every entry has its text")
                .to_string()
        })
        .collect()
}

fn has_japanese(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c))
}

async fn the_log_tells_each_move_in_the_readers_language(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let legal = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let command = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|command| command["type"] == "place_tile")
        .expect("a tile to place")
        .clone();
    let response = app
        .submit_move(
            &tokens[seat],
            &id,
            game["version"].as_i64().unwrap(),
            &command,
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);

    let (english, language) = log(&app, &tokens[0], &id, "", None).await;
    assert_eq!(language, "en");
    let english_texts = texts(&english);
    assert_eq!(
        english_texts.len(),
        english["entries"].as_array().unwrap().len()
    );
    for entry in english["entries"].as_array().unwrap() {
        for event in entry["events"].as_array().unwrap() {
            let text = event["text"].as_str().expect("every event has its text");
            assert!(!text.is_empty() && !text.contains('{'), "{event}");
        }
    }
    assert!(
        english_texts.iter().all(|text| !has_japanese(text)),
        "{english_texts:?}"
    );

    let (japanese, language) = log(&app, &tokens[0], &id, "?lang=ja", Some("zh-TW")).await;
    assert_eq!(language, "ja", "?lang= comes before Accept-Language");
    let japanese_texts = texts(&japanese);
    assert!(
        japanese_texts.iter().all(|text| has_japanese(text)),
        "{japanese_texts:?}"
    );
    assert_ne!(japanese_texts, english_texts);

    let (chinese, language) =
        log(&app, &tokens[0], &id, "", Some("fr, zh-TW;q=0.8, en;q=0.5")).await;
    assert_eq!(language, "zh-TW");
    let chinese_texts = texts(&chinese);
    assert_ne!(chinese_texts, japanese_texts);
    assert_ne!(chinese_texts, english_texts);

    // The words name the players by their usernames.
    let mover = game["players"][seat]["username"]
        .as_str()
        .unwrap()
        .to_string();
    let last = english_texts.last().unwrap();
    assert!(last.contains(&mover), "{last} names {mover}");

    let response = app
        .get(&tokens[0], &format!("/v1/games/{id}/log?lang=klingon"))
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}
