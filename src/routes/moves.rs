//! Playing: the caller's view, legal moves, move submission and the log.

use std::collections::BTreeMap;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use utoipa::IntoParams;

use super::{LanguageQuery, LogPaging};
use crate::audit::history::{PastView, view_at};
use crate::auth::{AuthUser, Bearer};
use crate::engine::{Seat, Template};
use crate::error::{ApiError, Problem};
use crate::extract::{AcceptLanguage, reader_language};
use crate::i18n::Asked;
use crate::limits::RateLimits;
use crate::play::{Play, Submission, Submitted};
use crate::resources::{LegalMoves, LogPage, MoveRequest, MoveResult, ViewResponse};

/// The longest text command read, in characters.
const MAX_TEXT_CHARS: usize = 500;

/// The ETag of a version: the version, quoted.
pub(super) fn etag(version: i64) -> String {
    format!("\"{version}\"")
}

/// A request header's value, if it is visible ASCII.
pub(super) fn header_str(request: &HttpRequest, name: header::HeaderName) -> Option<&str> {
    request
        .headers()
        .get(name)
        .and_then(|value| value.to_str().ok())
}

/// Which view to show: of a past version, of another seat once the game is over.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ViewQuery {
    /// A past version (1 = after the setup): the view as it was then, replayed from the log.
    /// While the game runs, a player sees only their own seat's past views.
    #[param(minimum = 1, maximum = 9_223_372_036_854_775_807_i64, example = 12)]
    at: Option<i64>,
    /// Once the game is over: the view of this seat (any viewer may ask for any seat). While
    /// the game runs only the caller's own seat is allowed (`view_not_allowed` otherwise).
    #[param(minimum = 0, maximum = 255)]
    seat: Option<u8>,
    /// `legal_moves`: the answer also carries the legal moves of the seat shown (`legal_moves`,
    /// as `GET /legal-moves` answers them), so one request tells a client both the position
    /// and what it may do. With `at`, the moves that seat had at that version.
    include: Option<ViewInclude>,
    /// The language of the legal moves' `texts` (`en`, `ja`, `zh-TW`); default: the caller's
    /// own `language` setting, else the best of `Accept-Language`, else English.
    lang: Option<crate::i18n::Language>,
}

/// What a view may carry besides the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ViewInclude {
    /// The caller's legal moves.
    LegalMoves,
}

/// The caller's view of the game (a seated player's, or a spectator's); everything once the
/// game is over. `ETag` is the version; `If-None-Match` answers 304 when nothing changed.
/// With `at`, the view at a past version; with `seat` (once the game is over), another
/// seat's view. With `include=legal_moves`, the shown seat's legal moves too: a client needs
/// only this request and the move itself per move.
#[utoipa::path(get, path = "/v1/games/{id}/view", tag = "moves", params(("id" = String, Path, description = "Game id"), ViewQuery,
        ("If-None-Match" = Option<String>, Header, description = "An ETag from an earlier view")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's view", body = ViewResponse, headers(("ETag" = String, description = "The version shown, quoted"))),
        (status = 304, description = "Unchanged since the ETag given"),
        (status = 400, description = "`at` or `seat` is not a number in range, or `include` is not `legal_moves` (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Another seat's view of a running game (`view_not_allowed`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`), version (`version_not_found`, with `current_version`) or seat (`seat_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/view")]
pub async fn view(
    play: web::Data<Play>,
    bearer: Bearer,
    id: web::Path<String>,
    query: web::Query<ViewQuery>,
    accepted: AcceptLanguage,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let if_none_match = header_str(&request, header::IF_NONE_MATCH);
    let (user, game) = play.game_for(bearer, &id).await?;
    let query = query.into_inner();
    let current = query.at.is_none() && query.seat.is_none();
    let tag = etag(game.version);
    // Only the current view answers 304: a past version's view changes once the game is
    // over (then it shows everything).
    if current
        && if_none_match
            .is_some_and(|value| value.split(',').any(|candidate| candidate.trim() == tag))
    {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag))
            .finish());
    }
    let moves_in = (query.include == Some(ViewInclude::LegalMoves))
        .then(|| accepted.with(query.lang).with_setting(user.language));
    let view = if current {
        play.view(&user, &game, moves_in).await?
    } else {
        let past = PastView {
            at: query.at,
            seat: query.seat.map(Seat),
        };
        view_at(&play, &user, &game, past, moves_in).await?
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(view.version)))
        .json(view))
}

/// The template to expand in `GET /v1/games/{id}/legal-moves`.
#[derive(Debug, Deserialize, IntoParams)]
pub struct ExpandQuery {
    /// A template's `type`: answer every concrete legal command of that template instead of
    /// the usual list. Add the template's `params` as further query parameters (e.g.
    /// `expand=purchase&item=land_board`), and the kind's narrowing parameters, to narrow the
    /// expansion to the commands that have those values. An expansion lists at most 5000
    /// commands; a larger one is answered 409 `expansion_too_large`, whose
    /// `details.narrow_with` names the parameters to add. Tokyo Capsule Hotel's `purchase`
    /// takes `item`, `coupons`, `colour`, `area`, `cell`, `board`, `rotation`, `mirror`,
    /// `building`, `laundry`, `size`, `floors`, `entrance`, `ground` and `upper`, its
    /// `propose_trade` `with`, `give` and `take` (see the README).
    #[param(min_length = 1, max_length = 64, example = "purchase")]
    expand: Option<String>,
    /// The language of the commands' `texts` (`en`, `ja`, `zh-TW`); default: the caller's
    /// own `language` setting, else the best of `Accept-Language`, else English.
    lang: Option<crate::i18n::Language>,
}

/// The commands the caller may send now: concrete commands (a kind may list some as
/// representative samples, named in `sampled`), and templates for commands whose parameters
/// the caller picks, which `?expand=` turns into their concrete commands. Empty when the
/// game awaits someone else, except for commands a kind allows out of turn.
#[utoipa::path(get, path = "/v1/games/{id}/legal-moves", tag = "moves", params(("id" = String, Path, description = "Game id"), ExpandQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's legal commands", body = LegalMoves),
        (status = 400, description = "A template parameter without `expand`, or a parameter the template does not take or cannot read (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not a template the caller may expand in the game's current state (`unknown_template`), or more than 5000 commands match (`expansion_too_large`; `details` holds `limit` and `narrow_with`, the parameters to add)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/legal-moves")]
pub async fn legal_moves(
    play: web::Data<Play>,
    bearer: Bearer,
    id: web::Path<String>,
    query: web::Query<ExpandQuery>,
    all_params: web::Query<BTreeMap<String, String>>,
    accepted: AcceptLanguage,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let mut params = all_params.into_inner();
    params.remove("expand");
    params.remove("lang");
    let query = query.into_inner();
    let asked = accepted.with(query.lang);
    let template = match query.expand {
        Some(command) => Some(Template { command, params }),
        None if params.is_empty() => None,
        None => {
            return Err(ApiError::InvalidRequest(
                "template parameters need `expand`".into(),
            ));
        }
    };
    let moves = play
        .legal_moves(bearer, &id, template.as_ref(), asked)
        .await?;
    // The caller's setting is known once the token is checked.
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_LANGUAGE, reader_language(&request).tag()))
        .json(moves))
}

/// Submits a move against a version (`expected_version` or `If-Match`). With an
/// `Idempotency-Key`, a retry of the same request returns the first response and appends
/// nothing.
#[utoipa::path(post, path = "/v1/games/{id}/moves", tag = "moves", request_body = MoveRequest,
    params(("id" = String, Path, description = "Game id"), LanguageQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language a `text` is typed in and a problem is told in (`ja`, `zh-TW`, `en`); `lang` takes precedence"),
        ("If-Match" = Option<String>, Header, description = "The expected version (instead of `expected_version`), e.g. `\"4\"`", pattern = r#"^(W/)?"?[0-9]+"?$"#),
        ("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe (1-200 visible characters)", min_length = 1, max_length = 200, pattern = "^[\x21-\x7e]+$")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The move was accepted", body = MoveResult, headers(("ETag" = String, description = "The new version, quoted"))),
        (status = 400, description = "Malformed request or command (`invalid_request`), or a `text` that is no command of the kind (`unreadable_command`: `detail` says where and what was expected, `details` holds `at`, the index of the word, and `suggestions`, the nearest legal commands as text)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`stale_version` (with `current_version`), `not_your_turn`, `game_over`, `game_not_active`, `left_game` (the caller left the game; the server plays the seat)", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large (`payload_too_large`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many moves by this user (`rate_limited`, policy `moves-user`, or `moves-bot` for a bot account)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`"))),
        (status = 422, description = "A rule of the game rejects the move with its own code and `details`, e.g. `tile_not_in_hand` (Acquire) or `insufficient_funds` (Monopoly); each kind's `…Rejection` schema lists them; or an `Idempotency-Key` reused with another request (`idempotency_key_reused`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/moves")]
pub async fn submit_move(
    play: web::Data<Play>,
    limits: web::Data<RateLimits>,
    bearer: Bearer,
    id: web::Path<String>,
    query: web::Query<LanguageQuery>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let asked = AcceptLanguage::of(&request).with(query.into_inner().lang);
    // The token is checked along with the game read below, after the cheap checks; a
    // request refused before that checks it on its own, so a bad token is told first.
    limits.move_by(bearer.user_id(), bearer.is_bot())?;
    let submission = match read_submission(&request, body, asked).await {
        Ok(Ok(submission)) => submission,
        Ok(Err(Conflict { body, header })) => {
            // Both are preconditions on the current version, so they cannot both hold.
            let current = play.game_for(bearer, &id).await?.1.version;
            let expected = if body == current { header } else { body };
            return Err(ApiError::StaleVersion { expected, current });
        }
        Err(error) => {
            play.authenticate(bearer).await?;
            return Err(error);
        }
    };
    let (user, game) = play.game_for(bearer, &id).await?;
    let result: MoveResult = play.submit(&user, game, submission).await?;
    let tag = HeaderValue::from_str(&etag(result.version))
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, tag))
        .json(result))
}

/// `expected_version` and `If-Match` naming different versions.
struct Conflict {
    body: i64,
    header: i64,
}

/// The move a request submits: its body, precondition and idempotency key.
async fn read_submission(
    request: &HttpRequest,
    body: web::Payload,
    asked: Asked,
) -> Result<Result<Submission, Conflict>, ApiError> {
    let (move_request, body): (MoveRequest, _) = super::json_body(request, body).await?;
    let submitted = match (move_request.command, move_request.text) {
        (Some(command), None) => Submitted::Command(command),
        (None, Some(text)) if (1..=MAX_TEXT_CHARS).contains(&text.chars().count()) => {
            Submitted::Text { text, asked }
        }
        (None, Some(_)) => {
            return Err(ApiError::InvalidRequest(format!(
                "text must be 1-{MAX_TEXT_CHARS} characters"
            )));
        }
        _ => {
            return Err(ApiError::InvalidRequest(
                "send either command or text".into(),
            ));
        }
    };
    let if_match = header_str(request, header::IF_MATCH)
        .map(|value| {
            value
                .trim()
                .trim_start_matches("W/")
                .trim_matches('"')
                .parse::<i64>()
                .map_err(|_| ApiError::InvalidRequest("If-Match must be a quoted version".into()))
        })
        .transpose()?;
    let expected_version = match (move_request.expected_version, if_match) {
        (Some(body), Some(header)) if body != header => {
            return Ok(Err(Conflict { body, header }));
        }
        (Some(version), _) | (None, Some(version)) => version,
        (None, None) => {
            return Err(ApiError::InvalidRequest(
                "expected_version (or If-Match) is required".into(),
            ));
        }
    };
    let idempotency = match request.headers().get("Idempotency-Key") {
        None => None,
        Some(value) => {
            let key = value
                .to_str()
                .ok()
                .filter(|key| (1..=200).contains(&key.len()))
                .ok_or_else(|| {
                    ApiError::InvalidRequest(
                        "Idempotency-Key must be 1-200 visible characters".into(),
                    )
                })?;
            Some((key.to_string(), hex::encode(Sha256::digest(&body))))
        }
    };
    Ok(Ok(Submission {
        expected_version,
        submitted,
        idempotency,
    }))
}

/// The log as the caller may see it: other seats' secrets are redacted while the game runs;
/// once it is over everything (hands, draws, deck orders) is public.
#[utoipa::path(get, path = "/v1/games/{id}/log", tag = "moves", params(("id" = String, Path, description = "Game id"), LogPaging,
        ("Accept-Language" = Option<String>, Header, description = "The languages the caller reads, best first (`ja`, `zh-TW`, `en`); `lang` takes precedence")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of log entries", body = LogPage),
        (status = 400, description = "Invalid paging (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/log")]
pub async fn log(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    query: web::Query<LogPaging>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let (after, limit) = query.bounds()?;
    let language = accepted.with(query.lang).with_setting(user.language);
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_LANGUAGE, language.tag()))
        .json(play.log(&user, &id, after, limit, language).await?))
}
