//! The reference web client's files: served at `/` with their media types and a security
//! policy that allows nothing inline and nothing from elsewhere, and every script the page
//! loads is served.

use reqwest::StatusCode;

use crate::support::{Backend, TestApp, fresh_database};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_client_is_served_with_its_own_strict_policy() {
    let app = TestApp::spawn_on(fresh_database(Backend::Sqlite).await).await;
    let page = app.client.get(app.url("/")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let header = |response: &reqwest::Response, name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert!(header(&page, "content-type").starts_with("text/html"));
    let policy = header(&page, "content-security-policy");
    assert!(policy.contains("script-src 'self'"), "{policy}");
    assert!(!policy.contains("unsafe-inline"), "{policy}");
    assert!(!policy.contains("http"), "nothing from elsewhere: {policy}");
    assert_eq!(header(&page, "x-content-type-options"), "nosniff");
    let html = page.text().await.unwrap();
    assert!(!html.contains("<script>"), "no inline script");
    let scripts: Vec<&str> = html
        .split("src=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert!(!scripts.is_empty(), "the page loads its scripts");
    let mut files: Vec<String> = scripts.iter().map(|s| s.to_string()).collect();
    files.extend(
        html.split("href=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .filter(|href| href.ends_with(".css"))
            .map(String::from),
    );
    // Every file the page loads, and every module those scripts import, is served.
    let mut seen = std::collections::BTreeSet::new();
    while let Some(file) = files.pop() {
        if !seen.insert(file.clone()) {
            continue;
        }
        assert!(
            file.starts_with('/'),
            "{file} is served by the server itself"
        );
        let response = app.client.get(app.url(&file)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{file}");
        let media = header(&response, "content-type");
        assert!(
            media.starts_with("text/javascript") || media.starts_with("text/css"),
            "{file}: {media}"
        );
        let body = response.text().await.unwrap();
        assert!(!body.is_empty(), "{file}");
        files.extend(
            body.split("from \"")
                .skip(1)
                .filter_map(|rest| rest.split('"').next())
                .filter(|module| module.starts_with("./") || module.starts_with("../"))
                .map(|module| resolved(&file, module)),
        );
    }
    assert!(seen.len() > 3, "the page and its modules: {seen:?}");
    let missing = app.client.get(app.url("/nothing.js")).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&missing, "content-type"), "application/problem+json");
}

/// The path of `module` imported by the file at `from`, as the browser resolves it.
fn resolved(from: &str, module: &str) -> String {
    let mut parts: Vec<&str> = from.split('/').filter(|part| !part.is_empty()).collect();
    parts.pop();
    for part in module.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop();
            }
            name => parts.push(name),
        }
    }
    format!("/{}", parts.join("/"))
}

#[test]
fn imports_resolve_like_a_browser() {
    assert_eq!(resolved("/app.js", "./api.js"), "/api.js");
    assert_eq!(
        resolved("/screens/games.js", "./feed.js"),
        "/screens/feed.js"
    );
    assert_eq!(resolved("/game/moves.js", "../ui.js"), "/ui.js");
    assert_eq!(
        resolved("/ui.js", "./vendor/htm.module.js"),
        "/vendor/htm.module.js"
    );
}
