//! The reference web client: HTML, CSS and JavaScript modules (Preact components written with
//! htm templates, no build step) embedded in the binary and served at `/`. It plays through
//! the public API only, as any other client would.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};

/// The content security policy of the client's files: scripts, styles and requests from the
/// server itself only (no inline script or style), board pictures shown through `blob:` URLs.
pub const CLIENT_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' blob: data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// One file of the client: where it is served, its media type and its content.
struct Asset {
    path: &'static str,
    media_type: &'static str,
    body: &'static str,
}

const JAVASCRIPT: &str = "text/javascript; charset=utf-8";
const JSON: &str = "application/json; charset=utf-8";

/// A file of this folder served at `/<name>`.
macro_rules! asset {
    ($name:literal, $media_type:expr) => {
        Asset {
            path: concat!("/", $name),
            media_type: $media_type,
            body: include_str!($name),
        }
    };
}

static ASSETS: &[Asset] = &[
    Asset {
        path: "/",
        media_type: "text/html; charset=utf-8",
        body: include_str!("index.html"),
    },
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("app.js", JAVASCRIPT),
    asset!("ui.js", JAVASCRIPT),
    asset!("api.js", JAVASCRIPT),
    asset!("i18n.js", JAVASCRIPT),
    asset!("labels.js", JAVASCRIPT),
    asset!("title.js", JAVASCRIPT),
    asset!("notice.js", JAVASCRIPT),
    asset!("frame.js", JAVASCRIPT),
    asset!("screens/sign-in.js", JAVASCRIPT),
    asset!("screens/games.js", JAVASCRIPT),
    asset!("screens/new-game.js", JAVASCRIPT),
    asset!("screens/game-options.js", JAVASCRIPT),
    asset!("game/screen.js", JAVASCRIPT),
    asset!("game/use-game.js", JAVASCRIPT),
    asset!("game/players.js", JAVASCRIPT),
    asset!("game/moves.js", JAVASCRIPT),
    asset!("game/purchase.js", JAVASCRIPT),
    asset!("game/capsule-map.js", JAVASCRIPT),
    asset!("game/typing.js", JAVASCRIPT),
    asset!("game/log.js", JAVASCRIPT),
    asset!("game/seat-clocks.js", JAVASCRIPT),
    asset!("game/table-talk.js", JAVASCRIPT),
    asset!("game/standing-orders.js", JAVASCRIPT),
    asset!("game/replay.js", JAVASCRIPT),
    asset!("game/reply-address.js", JAVASCRIPT),
    asset!("screens/clock-fields.js", JAVASCRIPT),
    asset!("screens/settings.js", JAVASCRIPT),
    asset!("screens/notifications.js", JAVASCRIPT),
    asset!("screens/feed.js", JAVASCRIPT),
    asset!("rating.js", JAVASCRIPT),
    asset!("screens/profile.js", JAVASCRIPT),
    asset!("screens/leaderboard.js", JAVASCRIPT),
    asset!("turn-signal.js", JAVASCRIPT),
    asset!("game/panels.js", JAVASCRIPT),
    asset!("game/stepper.js", JAVASCRIPT),
    asset!("game/money.js", JAVASCRIPT),
    asset!("game/acquire/panels.js", JAVASCRIPT),
    asset!("game/acquire/shares.js", JAVASCRIPT),
    asset!("game/acquire/disposal.js", JAVASCRIPT),
    asset!("game/acquire/merger.js", JAVASCRIPT),
    asset!("game/monopoly/panels.js", JAVASCRIPT),
    asset!("game/monopoly/names.js", JAVASCRIPT),
    asset!("game/monopoly/auction.js", JAVASCRIPT),
    asset!("game/monopoly/build.js", JAVASCRIPT),
    asset!("game/monopoly/trades.js", JAVASCRIPT),
    asset!("game/monopoly/builder.js", JAVASCRIPT),
    asset!("game/monopoly/mortgage.js", JAVASCRIPT),
    asset!("game/monopoly/costs.js", JAVASCRIPT),
    asset!("game/monopoly/transfer.js", JAVASCRIPT),
    asset!("game/monopoly/debt.js", JAVASCRIPT),
    asset!("game/monopoly/turn.js", JAVASCRIPT),
    asset!("game/board.js", JAVASCRIPT),
    asset!("game/capsule-offers.js", JAVASCRIPT),
    asset!("game/capsule-hotel.js", JAVASCRIPT),
    asset!("game/capsule-trade.js", JAVASCRIPT),
    asset!("game/capsule-panels.js", JAVASCRIPT),
    asset!("game/invite.js", JAVASCRIPT),
    asset!("screens/invitation.js", JAVASCRIPT),
    asset!("bot-accounts.js", JAVASCRIPT),
    asset!("screens/bot-account.js", JAVASCRIPT),
    // Preact and htm (see vendor/README.md), and their licenses.
    asset!("vendor/preact.module.js", JAVASCRIPT),
    asset!("vendor/hooks.module.js", JAVASCRIPT),
    asset!("vendor/htm.module.js", JAVASCRIPT),
    asset!("vendor/LICENSES", "text/plain; charset=utf-8"),
    asset!("words/en.json", JSON),
    asset!("words/ja.json", JSON),
    asset!("words/zh-TW.json", JSON),
];

/// Registers a `GET` route for each file of the client.
pub fn configure(config: &mut web::ServiceConfig) {
    for asset in ASSETS {
        config.route(asset.path, web::get().to(move || serve(asset)));
    }
}

/// Answers with one file and the client's security policy; browsers revalidate it on each
/// load so that a new server version is picked up at once.
async fn serve(asset: &'static Asset) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((
            header::CONTENT_TYPE,
            HeaderValue::from_static(asset.media_type),
        ))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CLIENT_POLICY),
        ))
        .insert_header((header::CACHE_CONTROL, HeaderValue::from_static("no-cache")))
        .body(asset.body)
}

#[cfg(test)]
mod tests {
    //! The client's message files: one per language, flat `{"key": "text"}` with `{name}`
    //! placeholders. A message with a count has plural forms (`key.one`, `key.other`, … by
    //! the language's plural rule): every language has `.other`, and only the forms its rule
    //! uses (Japanese and Chinese have one form). And its modules: each one they import is
    //! served.

    use std::collections::{BTreeMap, BTreeSet};

    use super::{ASSETS, JAVASCRIPT};

    const LANGUAGES: [&str; 3] = ["en", "ja", "zh-TW"];

    /// Values that are the same in English on purpose: printed names the translations keep.
    const SAME_AS_ENGLISH: [(&str, &str); 3] = [
        // The Chinese rules call the game by its printed name.
        ("zh-TW", "kind.acquire"),
        // A rating's spread is written in numbers and a sign only.
        ("ja", "rating.spread"),
        ("zh-TW", "rating.spread"),
    ];

    const PLURAL_FORMS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

    fn words(language: &str) -> BTreeMap<String, String> {
        let path = format!("/words/{language}.json");
        let asset = ASSETS
            .iter()
            .find(|asset| asset.path == path)
            .unwrap_or_else(|| panic!("{path} is served"));
        assert_eq!(asset.media_type, "application/json; charset=utf-8");
        serde_json::from_str(asset.body)
            .unwrap_or_else(|error| panic!("{path} is a flat object of strings: {error}"))
    }

    /// A key without its plural form: `map.ways.one` → `map.ways`.
    fn message(key: &str) -> &str {
        match key.rsplit_once('.') {
            Some((base, form)) if PLURAL_FORMS.contains(&form) => base,
            _ => key,
        }
    }

    fn placeholders(text: &str) -> BTreeSet<String> {
        let mut found = BTreeSet::new();
        let mut rest = text;
        while let Some(start) = rest.find('{') {
            rest = &rest[start + 1..];
            let Some(end) = rest.find('}') else { break };
            let name = &rest[..end];
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                found.insert(name.to_owned());
            }
            rest = &rest[end + 1..];
        }
        found
    }

    #[test]
    fn every_language_has_every_message() {
        let english = words("en");
        let messages: BTreeSet<&str> = english.keys().map(|key| message(key)).collect();
        for language in LANGUAGES {
            let book = words(language);
            let theirs: BTreeSet<&str> = book.keys().map(|key| message(key)).collect();
            assert_eq!(
                theirs, messages,
                "{language} has the same messages as English"
            );
            for key in book.keys().filter(|key| message(key) != key.as_str()) {
                assert!(
                    book.contains_key(&format!("{}.other", message(key))),
                    "{language}: {key} has an .other form"
                );
            }
            for (key, text) in &book {
                assert!(!text.trim().is_empty(), "{language}: {key} is empty");
            }
        }
        // Only the forms a language's plural rule uses.
        for key in words("ja").keys().chain(words("zh-TW").keys()) {
            assert!(
                message(key) == key || key.ends_with(".other"),
                "{key}: Japanese and Chinese have one form"
            );
        }
    }

    #[test]
    fn placeholders_are_the_same_in_every_language() {
        let mut by_message: BTreeMap<(&str, String), BTreeSet<String>> = BTreeMap::new();
        let books: Vec<(&str, BTreeMap<String, String>)> = LANGUAGES
            .iter()
            .map(|language| (*language, words(language)))
            .collect();
        for (language, book) in &books {
            for (key, text) in book {
                by_message
                    .entry((language, message(key).to_owned()))
                    .or_default()
                    .extend(placeholders(text));
            }
        }
        for ((language, key), names) in &by_message {
            let english = &by_message[&("en", key.clone())];
            assert_eq!(names, english, "{language}: the placeholders of {key}");
        }
    }

    #[test]
    fn translations_are_not_left_in_english() {
        let english = words("en");
        for language in ["ja", "zh-TW"] {
            for (key, text) in words(language) {
                if SAME_AS_ENGLISH.contains(&(language, key.as_str())) {
                    continue;
                }
                assert_ne!(
                    Some(&text),
                    english.get(&key),
                    "{language}: {key} is still in English"
                );
            }
        }
    }

    /// The specifiers of a module's static imports and re-exports (`… from "./x.js"`).
    fn imports(source: &str) -> Vec<&str> {
        let mut found = Vec::new();
        let mut rest = source;
        while let Some(at) = rest.find("from") {
            // The keyword follows a space or a closing brace (not a string such as `"from"`).
            let keyword = rest[..at].ends_with(|c: char| c.is_whitespace() || c == '}');
            rest = rest[at + 4..].trim_start();
            if !keyword {
                continue;
            }
            let Some(quote) = rest.chars().next().filter(|c| *c == '"' || *c == '\'') else {
                continue;
            };
            if let Some(end) = rest[1..].find(quote) {
                found.push(&rest[1..=end]);
            }
        }
        found
    }

    /// The path a specifier names, seen from the module at `base`; None for a bare specifier
    /// (`"preact"`), which a browser resolves only through an import map.
    fn resolve(base: &str, specifier: &str) -> Option<String> {
        if specifier.starts_with('/') {
            return Some(specifier.to_owned());
        }
        if !specifier.starts_with("./") && !specifier.starts_with("../") {
            return None;
        }
        let mut parts: Vec<&str> = base.split('/').collect();
        parts.pop();
        for part in specifier.split('/') {
            match part {
                "." => {}
                ".." => {
                    parts.pop();
                }
                _ => parts.push(part),
            }
        }
        Some(parts.join("/"))
    }

    #[test]
    fn every_module_imported_is_served() {
        for module in ASSETS.iter().filter(|asset| asset.media_type == JAVASCRIPT) {
            for specifier in imports(module.body) {
                let path = resolve(module.path, specifier)
                    .unwrap_or_else(|| panic!("{}: {specifier} is not a path", module.path));
                assert!(
                    ASSETS
                        .iter()
                        .any(|asset| asset.path == path && asset.media_type == JAVASCRIPT),
                    "{}: {path} is served as JavaScript",
                    module.path
                );
            }
        }
    }

    #[test]
    fn imports_are_read_and_resolved() {
        assert_eq!(
            imports("import { a } from \"../api.js\";export{b}from'./b.js'; Array.from(x)"),
            ["../api.js", "./b.js"]
        );
        assert_eq!(
            resolve("/game/screen.js", "../api.js").as_deref(),
            Some("/api.js")
        );
        assert_eq!(
            resolve("/vendor/hooks.module.js", "./preact.module.js").as_deref(),
            Some("/vendor/preact.module.js")
        );
        assert_eq!(resolve("/ui.js", "preact"), None);
    }

    #[test]
    fn placeholders_are_read() {
        assert_eq!(
            placeholders("{name} and {count}, not {} or { x }"),
            BTreeSet::from(["count".to_owned(), "name".to_owned()])
        );
    }
}
