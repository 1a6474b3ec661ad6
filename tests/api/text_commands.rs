//! Moves typed as text: legal moves carry each command's text in the reader's language, a
//! move may send that text instead of the command, a text that is no command says where it
//! went wrong and suggests the nearest legal commands, and each kind serves its forms.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    a_move_typed_as_text_plays_the_command_it_names,
    a_text_that_is_no_command_says_where_and_suggests,
    each_kind_serves_its_command_forms,
);

/// The awaited seat of a running game and its version.
async fn turn(app: &TestApp, token: &str, id: &str) -> (usize, i64) {
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    (
        game["awaited"][0].as_u64().unwrap() as usize,
        game["version"].as_i64().unwrap(),
    )
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|text| text.as_str().unwrap().to_string())
        .collect()
}

fn has_cjk(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c))
}

async fn post_text(
    app: &TestApp,
    token: &str,
    id: &str,
    query: &str,
    body: Value,
) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/v1/games/{id}/moves{query}")))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn a_move_typed_as_text_plays_the_command_it_names(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    for language in ["ja", "zh-TW", "en"] {
        let (seat, version) = turn(&app, &tokens[0], &id).await;
        let legal = app
            .get_json(
                &tokens[seat],
                &format!("/v1/games/{id}/legal-moves?lang={language}"),
            )
            .await;
        let commands = legal["commands"].as_array().unwrap().clone();
        let texts = strings(&legal["texts"]);
        assert_eq!(texts.len(), commands.len(), "one text per command: {legal}");
        assert!(texts.iter().all(|text| !text.is_empty()), "{texts:?}");
        let last = commands
            .iter()
            .rposition(|command| command["type"] != "resign")
            .expect("a command other than resigning");
        // Typed in capitals: case does not matter.
        let typed = texts[last].to_uppercase();
        let response = post_text(
            &app,
            &tokens[seat],
            &id,
            &format!("?lang={language}"),
            json!({"expected_version": version, "text": typed}),
        )
        .await;
        assert_eq!(response.status(), StatusCode::OK, "`{typed}` in {language}");
        let log = app
            .get_json(
                &tokens[seat],
                &format!("/v1/games/{id}/log?after={version}"),
            )
            .await;
        assert_eq!(
            log["entries"][0]["command"], commands[last],
            "`{typed}` was stored as the command it names"
        );
    }
    // The view's legal moves carry texts too, in the language asked for.
    let (seat, _) = turn(&app, &tokens[0], &id).await;
    let view = app
        .get_json(
            &tokens[seat],
            &format!("/v1/games/{id}/view?include=legal_moves&lang=ja"),
        )
        .await;
    let texts = strings(&view["legal_moves"]["texts"]);
    assert_eq!(
        texts.len(),
        view["legal_moves"]["commands"].as_array().unwrap().len()
    );
    assert!(texts.iter().any(|text| has_cjk(text)), "{texts:?}");
}

async fn a_text_that_is_no_command_says_where_and_suggests(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let (seat, version) = turn(&app, &tokens[0], &id).await;
    let legal = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let texts = strings(&legal["texts"]);
    let body = problem(
        post_text(
            &app,
            &tokens[seat],
            &id,
            "",
            json!({"expected_version": version, "text": "xyzzy 7C"}),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "unreadable_command",
    )
    .await;
    assert_eq!(body["details"]["at"], 0, "{body}");
    let detail = body["detail"].as_str().unwrap();
    assert!(detail.contains("xyzzy"), "{detail}");
    let suggestions = strings(&body["details"]["suggestions"]);
    assert!(!suggestions.is_empty(), "{body}");
    assert!(
        suggestions
            .iter()
            .all(|suggestion| texts.contains(suggestion)),
        "suggestions are legal commands: {suggestions:?} of {texts:?}"
    );
    // Told in the reader's language.
    let response = app
        .client
        .post(app.url(&format!("/v1/games/{id}/moves")))
        .bearer_auth(&tokens[seat])
        .header("Accept-Language", "ja")
        .json(&json!({"expected_version": version, "text": "xyzzy"}))
        .send()
        .await
        .unwrap();
    let body = problem(response, StatusCode::BAD_REQUEST, "unreadable_command").await;
    assert!(has_cjk(body["detail"].as_str().unwrap()), "{body}");
    // One of command and text, and a text of reasonable length.
    let command = &legal["commands"][0];
    for request in [
        json!({"expected_version": version, "command": command, "text": texts[0]}),
        json!({"expected_version": version}),
        json!({"expected_version": version, "text": ""}),
        json!({"expected_version": version, "text": "a".repeat(501)}),
    ] {
        problem(
            post_text(&app, &tokens[seat], &id, "", request).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["version"], version, "nothing was played");
}

async fn each_kind_serves_its_command_forms(app: TestApp) {
    let token = app.register("grammarian").await;
    let kinds = app.get_json(&token, "/v1/game-kinds").await;
    for kind in kinds.as_array().unwrap() {
        let kind = kind["kind"].as_str().unwrap();
        let english = app
            .get_json(&token, &format!("/v1/game-kinds/{kind}/commands"))
            .await;
        assert_eq!(english["kind"], kind);
        assert_eq!(english["language"], "en");
        let forms = english["forms"].as_array().unwrap();
        assert!(!forms.is_empty(), "{kind} has text commands");
        for form in forms {
            for field in ["command", "pattern", "help"] {
                let text = form[field].as_str().unwrap();
                assert!(!text.is_empty() && !text.contains('{'), "{kind}: {form}");
            }
        }
        let response = app
            .client
            .get(app.url(&format!("/v1/game-kinds/{kind}/commands")))
            .header("Accept-Language", "zh-TW")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-language"], "zh-TW");
        let chinese: Value = response.json().await.unwrap();
        assert_eq!(chinese["forms"].as_array().unwrap().len(), forms.len());
        assert!(
            chinese["forms"]
                .as_array()
                .unwrap()
                .iter()
                .all(|form| has_cjk(form["help"].as_str().unwrap())),
            "{chinese}"
        );
    }
    problem(
        app.get(&token, "/v1/game-kinds/chess/commands").await,
        StatusCode::NOT_FOUND,
        "unknown_game_kind",
    )
    .await;
}
