//! The reference web client: plain HTML, CSS and JavaScript embedded in the binary and served
//! at `/`. It plays through the public API only, as any other client would.

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

static ASSETS: [Asset; 9] = [
    Asset {
        path: "/",
        media_type: "text/html; charset=utf-8",
        body: include_str!("index.html"),
    },
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("app.js", JAVASCRIPT),
    asset!("api.js", JAVASCRIPT),
    asset!("dom.js", JAVASCRIPT),
    asset!("labels.js", JAVASCRIPT),
    asset!("new-game.js", JAVASCRIPT),
    asset!("game.js", JAVASCRIPT),
    asset!("capsule-map.js", JAVASCRIPT),
];

/// Registers a `GET` route for each file of the client.
pub fn configure(config: &mut web::ServiceConfig) {
    for asset in &ASSETS {
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
