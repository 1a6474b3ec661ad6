//! Audit: a game's whole history as one NDJSON export.

use actix_web::http::header;
use actix_web::{HttpResponse, get, web};

use crate::audit::export::export;
use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::extract::AcceptLanguage;
use crate::play::Play;

use super::LanguageQuery;

/// The game as NDJSON (`application/x-ndjson`), one `ExportLine` per line: a header (format,
/// game, kind, rules version, config, players, `rng_commitment`, genesis hash), every log
/// entry with the milliseconds it was hashed with, and — once the game is over — a trailer
/// with the revealed seed and the final standings. Once the game is over the export is the
/// whole truth, which `hotel-games verify` checks offline; before that it is the caller's
/// own history, redacted like `GET /log`, each entry with its `text` in the caller's
/// language. Streamed page by page for any game length.
#[utoipa::path(get, path = "/v1/games/{id}/export", tag = "audit",
    params(("id" = String, Path, description = "Game id"), LanguageQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language of a redacted export's `text` (`ja`, `zh-TW`, `en`); `lang` takes precedence")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The export, one JSON `ExportLine` per line", content_type = "application/x-ndjson", body = String),
        (status = 400, description = "A `lang` the server does not speak (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/export")]
pub async fn export_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    query: web::Query<LanguageQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let game = play.game_seen_by(&user, &id).await?;
    let language = accepted
        .with(query.into_inner().lang)
        .with_setting(user.language);
    let filename = format!("attachment; filename=\"{}-{}.ndjson\"", game.kind, game.id);
    let lines = export(play, &user, game, language).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/x-ndjson")
        .insert_header((header::CONTENT_DISPOSITION, filename))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .streaming(lines))
}
