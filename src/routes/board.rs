//! The board picture: the caller's view of a game drawn as an SVG document.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::moves::header_str;
use crate::audit::history::{PastView, picture_at};
use crate::auth::AuthUser;
use crate::engine::Seat;
use crate::error::{ApiError, Problem};
use crate::extract::AcceptLanguage;
use crate::i18n::Language;
use crate::play::Play;

/// The media type of a board picture.
const SVG: &str = "image/svg+xml";

/// Which picture to draw: of a past version, of another seat once the game is over (the
/// same choices as for `GET /view`).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PictureQuery {
    /// A past version (1 = after the setup): the view as it was then, replayed from the log.
    /// While the game runs, a player sees only their own seat's past views.
    #[param(minimum = 1, maximum = 9_223_372_036_854_775_807_i64, example = 12)]
    at: Option<i64>,
    /// Once the game is over: the view of this seat (any viewer may ask for any seat). While
    /// the game runs only the caller's own seat is allowed (`view_not_allowed` otherwise).
    #[param(minimum = 0, maximum = 255)]
    seat: Option<u8>,
    /// The language of the picture's words: `en`, `ja` or `zh-TW`; default: the caller's own
    /// `language` setting, else the best of `Accept-Language`, else English.
    lang: Option<Language>,
}

/// The caller's view of the game drawn as a picture: a self-contained SVG document with a
/// title and a description in words, that shows exactly what `GET /view` shows the same
/// caller (a player's own hand, never another seat's secrets). `at` and `seat` work as for
/// `GET /view`. Its labels and sentences are in the reader's language. `ETag` names the
/// version drawn and the language; `If-None-Match` answers 304 when neither changed.
#[utoipa::path(get, path = "/v1/games/{id}/board.svg", tag = "moves", params(("id" = String, Path, description = "Game id"), PictureQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language of the picture's words (`ja`, `zh-TW`, `en`); `lang` takes precedence"),
        ("If-None-Match" = Option<String>, Header, description = "An ETag from an earlier picture")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The board picture", content_type = "image/svg+xml", body = String,
            headers(("ETag" = String, description = "The version drawn and the language, quoted: `\"12-ja\"`"),
                ("Content-Language" = String, description = "The language of the picture's words"),
                ("Vary" = String, description = "`Authorization, Accept-Language`: each caller gets their own picture"))),
        (status = 304, description = "Unchanged since the ETag given"),
        (status = 400, description = "`at` or `seat` is not a number in range (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Another seat's picture of a running game (`view_not_allowed`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`), version (`version_not_found`, with `current_version`) or seat (`seat_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The game has not started: there is no board yet (`game_not_active`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/board.svg")]
pub async fn board_picture(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    query: web::Query<PictureQuery>,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let game = play.game_seen_by(&user, &id).await?;
    let query = query.into_inner();
    let language = AcceptLanguage::of(&request)
        .with(query.lang)
        .with_setting(user.language);
    let current = query.at.is_none() && query.seat.is_none();
    let tag = picture_tag(game.version, language);
    // As for the view, only the current picture answers 304: a past version's picture
    // changes once the game is over (then it shows everything).
    let unchanged = header_str(&request, header::IF_NONE_MATCH)
        .is_some_and(|value| value.split(',').any(|candidate| candidate.trim() == tag));
    if current && game.version > 0 && unchanged {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag))
            .insert_header((header::VARY, VARY))
            .finish());
    }
    let past = PastView {
        at: query.at,
        seat: query.seat.map(Seat),
    };
    let (version, picture) = picture_at(&play, &user, &game, past, language).await?;
    Ok(HttpResponse::Ok()
        .content_type(SVG)
        .insert_header((header::ETAG, picture_tag(version, language)))
        .insert_header((header::CONTENT_LANGUAGE, language.tag()))
        .insert_header((header::VARY, VARY))
        .body(picture))
}

/// What a picture varies with besides its URL.
const VARY: &str = "Authorization, Accept-Language";

/// A picture's entity tag: the version drawn and the language of its words (a user who
/// changes their language setting gets the new words, not a 304).
fn picture_tag(version: i64, language: Language) -> String {
    format!("\"{version}-{}\"", language.tag())
}
