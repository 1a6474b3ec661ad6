//! The reader's language: a user's own `language` setting, which ranks between `?lang=` and
//! `Accept-Language`, and problem documents whose `title` and `detail` are told in it while
//! their `code` stays the same.

use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_LANGUAGE};
use reqwest::{RequestBuilder, Response, StatusCode};
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    a_users_language_ranks_between_the_query_and_the_header,
    problems_are_told_in_the_readers_language,
    game_kinds_name_their_options_and_bots_in_the_readers_language,
);

fn has_cjk(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c))
}

fn has_kana(text: &str) -> bool {
    text.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c))
}

async fn patch_me(app: &TestApp, token: &str, body: Value) -> Response {
    app.client
        .patch(app.url("/v1/users/me"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// Sends `request` with `Accept-Language: accept` when given, and returns the answer's
/// `Content-Language` with the answer.
async fn send(request: RequestBuilder, accept: Option<&str>) -> (String, Response) {
    let request = match accept {
        Some(languages) => request.header(ACCEPT_LANGUAGE, languages),
        None => request,
    };
    let response = request.send().await.unwrap();
    let language = response
        .headers()
        .get(CONTENT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (language, response)
}

/// The language of the log's texts as `token` reads them, and whether they are Japanese.
async fn log_language(
    app: &TestApp,
    token: &str,
    id: &str,
    query: &str,
    accept: Option<&str>,
) -> (String, bool) {
    let request = app
        .client
        .get(app.url(&format!("/v1/games/{id}/log{query}")))
        .bearer_auth(token);
    let (language, response) = send(request, accept).await;
    assert_eq!(response.status(), StatusCode::OK);
    let page: Value = response.json().await.unwrap();
    let text = page["entries"][0]["text"].as_str().unwrap().to_string();
    (language, has_kana(&text))
}

async fn a_users_language_ranks_between_the_query_and_the_header(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let ann = &tokens[0];
    let me = app.get_json(ann, "/v1/users/me").await;
    assert_eq!(
        me["language"],
        Value::Null,
        "no language until one is chosen"
    );

    let response = patch_me(&app, ann, json!({"language": "ja"})).await;
    assert_eq!(response.status(), StatusCode::OK);
    let me: Value = response.json().await.unwrap();
    assert_eq!(me["language"], "ja");
    assert_eq!(app.get_json(ann, "/v1/users/me").await["language"], "ja");

    // Refused: a language the server does not speak, a misspelt member; `{}` changes nothing.
    let response = patch_me(&app, ann, json!({"language": "fr"})).await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    let response = patch_me(&app, ann, json!({"langauge": "en"})).await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;
    let response = patch_me(&app, ann, json!({})).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.json::<Value>().await.unwrap()["language"], "ja");

    // The setting beats the header; the query beats the setting; others are untouched.
    assert_eq!(
        log_language(&app, ann, &id, "", Some("en")).await,
        ("ja".to_string(), true)
    );
    assert_eq!(
        log_language(&app, ann, &id, "?lang=en", None).await,
        ("en".to_string(), false)
    );
    assert_eq!(
        log_language(&app, &tokens[1], &id, "", None).await,
        ("en".to_string(), false)
    );
    let request = app
        .client
        .get(app.url(&format!("/v1/games/{id}/legal-moves")))
        .bearer_auth(ann)
        .header(ACCEPT_LANGUAGE, "zh-TW");
    let (language, response) = send(request, None).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(language, "ja");

    // Cleared, the header counts again.
    let response = patch_me(&app, ann, json!({"language": null})).await;
    assert_eq!(
        response.json::<Value>().await.unwrap()["language"],
        Value::Null
    );
    let (language, japanese) = log_language(&app, ann, &id, "", Some("zh-TW")).await;
    assert_eq!(language, "zh-TW");
    assert!(!japanese);
}

async fn problems_are_told_in_the_readers_language(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let missing = format!("/v1/games/{}", uuid::Uuid::new_v4());

    // By the header, for a reader whose token is checked.
    let request = app.client.get(app.url(&missing)).bearer_auth(&tokens[0]);
    let (language, response) = send(request, Some("ja")).await;
    assert_eq!(language, "ja");
    let body = problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
    assert_eq!(body["title"], "ゲームが見つかりません");
    assert!(has_kana(body["detail"].as_str().unwrap()), "{body}");

    // By the query, before any token is checked.
    let request = app.client.get(app.url("/v1/users/me?lang=zh-TW"));
    let (language, response) = send(request, Some("ja")).await;
    assert_eq!(language, "zh-TW");
    let body = problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
    assert_eq!(body["title"], "未經授權");

    // English by default, with its Content-Language.
    let request = app.client.get(app.url(&missing)).bearer_auth(&tokens[0]);
    let (language, response) = send(request, None).await;
    assert_eq!(language, "en");
    let body = problem(response, StatusCode::NOT_FOUND, "game_not_found").await;
    assert_eq!(body["title"], "Game not found");
    assert_eq!(body["detail"], "no game with this id");

    // By the user's setting: a seat that is not awaited, and a rule the move breaks.
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let awaited = game["awaited"][0].as_u64().unwrap() as usize;
    let version = game["version"].as_i64().unwrap();
    let idle = (awaited + 1) % 3;
    let response = patch_me(&app, &tokens[idle], json!({"language": "zh-TW"})).await;
    assert_eq!(response.status(), StatusCode::OK);
    let place =
        json!({"expected_version": version, "command": {"type": "place_tile", "tile": "1A"}});
    let request = app
        .client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .bearer_auth(&tokens[idle])
        .json(&place);
    let (language, response) = send(request, Some("en")).await;
    assert_eq!(language, "zh-TW");
    let body = problem(response, StatusCode::CONFLICT, "not_your_turn").await;
    assert_eq!(body["title"], "還沒輪到你");
    assert_eq!(
        body["awaited"],
        json!([awaited]),
        "the facts stay as they were"
    );

    let view = app
        .get_json(&tokens[awaited], &format!("/v1/games/{id}/view"))
        .await;
    let hand: Vec<&str> = view["view"]["your_hand"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|tile| tile.as_str().or_else(|| tile["tile"].as_str()))
        .collect();
    let foreign = (1..=12)
        .flat_map(|column| ('A'..='I').map(move |row| format!("{column}{row}")))
        .find(|tile| !hand.contains(&tile.as_str()))
        .unwrap();
    let place =
        json!({"expected_version": version, "command": {"type": "place_tile", "tile": foreign}});
    let mut said = Vec::new();
    for accept in ["en", "ja"] {
        let request = app
            .client
            .post(app.url(&format!("/v1/games/{id}/moves")))
            .bearer_auth(&tokens[awaited])
            .json(&place);
        let (language, response) = send(request, Some(accept)).await;
        assert_eq!(language, accept);
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let body: Value = response.json().await.unwrap();
        said.push(body);
    }
    let [english, japanese] = [&said[0], &said[1]];
    assert_eq!(
        english["code"], japanese["code"],
        "the code is the same in every language"
    );
    assert_eq!(english["details"], japanese["details"]);
    assert_eq!(english["title"], "Move rejected by the rules");
    assert_eq!(japanese["title"], "ルールに反する手です");
    let detail = japanese["detail"].as_str().unwrap();
    assert!(has_cjk(detail) && detail != english["detail"], "{said:?}");
}

async fn game_kinds_name_their_options_and_bots_in_the_readers_language(app: TestApp) {
    let (language, response) = send(app.client.get(app.url("/v1/game-kinds")), Some("ja")).await;
    assert_eq!(language, "ja");
    assert!(
        response.headers()["vary"]
            .to_str()
            .unwrap()
            .contains("Accept-Language")
    );
    let japanese: Value = response.json().await.unwrap();
    let (language, response) = send(
        app.client.get(app.url("/v1/game-kinds?lang=en")),
        Some("ja"),
    )
    .await;
    assert_eq!(language, "en");
    let english: Value = response.json().await.unwrap();
    for (ja, en) in japanese
        .as_array()
        .unwrap()
        .iter()
        .zip(english.as_array().unwrap())
    {
        let kind = &ja["kind"];
        // A title the seeds print in Latin letters (TOKYO CAPSULE HOTEL) stays so.
        let title = ja["title"].as_str().unwrap();
        assert!(
            !title.is_empty() && title != kind.as_str().unwrap(),
            "{title}"
        );
        // One entry per option of the schema, in the same order in every language.
        let keys: Vec<&String> = ja["config_schema"]["properties"]
            .as_object()
            .unwrap()
            .keys()
            .collect();
        let named: Vec<&str> = ja["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|option| option["name"].as_str().unwrap())
            .collect();
        assert_eq!(keys, named, "{kind}");
        for (ja_option, en_option) in ja["options"]
            .as_array()
            .unwrap()
            .iter()
            .zip(en["options"].as_array().unwrap())
        {
            let name = &ja_option["name"];
            for field in ["label", "help"] {
                let (ja_text, en_text) = (
                    ja_option[field].as_str().unwrap(),
                    en_option[field].as_str().unwrap(),
                );
                assert!(has_cjk(ja_text), "{kind} {name} {field}: {ja_text}");
                assert_ne!(ja_text, en_text, "{kind} {name} {field}");
                assert!(!en_text.is_empty(), "{kind} {name} {field}");
            }
            // A named value's label, where the default is one of them.
            let default = &ja["default_config"][name.as_str().unwrap()];
            let choices = ja_option["choices"].as_array().unwrap();
            if let Some(value) = default.as_str().filter(|_| !choices.is_empty()) {
                let choice = choices
                    .iter()
                    .find(|choice| choice["value"] == value)
                    .unwrap_or_else(|| panic!("{kind} {name}: the default {value} is a choice"));
                assert!(has_cjk(choice["label"].as_str().unwrap()), "{choice}");
            }
        }
        for (ja_bot, en_bot) in ja["bots"]
            .as_array()
            .unwrap()
            .iter()
            .zip(en["bots"].as_array().unwrap())
        {
            assert_eq!(ja_bot["name"], en_bot["name"]);
            assert!(has_cjk(ja_bot["description"].as_str().unwrap()), "{ja_bot}");
            assert!(
                !has_cjk(en_bot["description"].as_str().unwrap()),
                "{en_bot}"
            );
        }
    }
    // One kind, in Chinese.
    let (language, response) = send(
        app.client.get(app.url("/v1/game-kinds/acquire?lang=zh-TW")),
        None,
    )
    .await;
    assert_eq!(language, "zh-TW");
    let acquire: Value = response.json().await.unwrap();
    assert!(
        has_cjk(acquire["title"].as_str().unwrap()),
        "{}",
        acquire["title"]
    );
    let rounding = acquire["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|option| option["name"] == "bonus_rounding")
        .unwrap();
    let values: Vec<&str> = rounding["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|choice| choice["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["up", "down", "nearest"]);
    assert!(has_cjk(rounding["label"].as_str().unwrap()));
    assert!(!has_kana(rounding["label"].as_str().unwrap()));
}
