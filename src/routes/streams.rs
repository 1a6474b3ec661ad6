//! Live event streams (Server-Sent Events), the caller's feed as pages, and stream tickets.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::LogPaging;
use crate::auth::{AuthUser, TokenKeys};
use crate::error::{ApiError, Problem};
use crate::extract::{AcceptLanguage, StreamUser};
use crate::i18n::Language;
use crate::play::Play;
use crate::presentation::feed_event;
use crate::resources::{FeedPage, StreamTicket};
use crate::stream::admission::Streams;
use crate::stream::hub::GameHubs;
use crate::stream::{GamePosition, Open, feed_events, game_events};

/// Where a stream starts.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct StreamQuery {
    /// Send what comes after this position (a log `seq`, or a feed `seq`); default 0 (from
    /// the start). A `Last-Event-ID` header takes precedence.
    #[param(minimum = 0)]
    after: Option<i64>,
    /// A stream ticket from `POST /v1/stream-tickets`, instead of an `Authorization` header.
    /// It opens one stream; logs show it as `redacted`.
    #[param(min_length = 1, max_length = 2048)]
    #[allow(
        dead_code,
        reason = "taken out of the URL for the `StreamUser` extractor; declared here for the document"
    )]
    ticket: Option<String>,
    /// The language of the entries' or items' `text` (`en`, `ja`, `zh-TW`); default: the
    /// caller's own `language` setting, else the best of `Accept-Language`, else English.
    lang: Option<Language>,
}

/// The position to resume after: `Last-Event-ID`, else `after`, else 0.
fn resume_after(request: &HttpRequest, query: &StreamQuery) -> Result<i64, ApiError> {
    let header = request
        .headers()
        .get("last-event-id")
        .map(|value| {
            value
                .to_str()
                .ok()
                .and_then(|text| text.trim().parse::<i64>().ok())
                .filter(|after| *after >= 0)
                .ok_or_else(|| {
                    ApiError::InvalidRequest("Last-Event-ID must be a number >= 0".into())
                })
        })
        .transpose()?;
    let after = header.or(query.after).unwrap_or(0);
    if after < 0 {
        return Err(ApiError::InvalidRequest("after must be >= 0".into()));
    }
    Ok(after)
}

/// The position a game stream resumes after: `Last-Event-ID` (an entry's `seq`, or
/// `<seq>:<message id>`), else `after` (an entry's `seq`), else the start.
fn resume_game(request: &HttpRequest, query: &StreamQuery) -> Result<GamePosition, ApiError> {
    match request.headers().get("last-event-id") {
        Some(value) => value
            .to_str()
            .ok()
            .and_then(|text| GamePosition::parse(text.trim()))
            .ok_or_else(|| {
                ApiError::InvalidRequest(
                    "Last-Event-ID must be an entry's seq, or <seq>:<message id>".into(),
                )
            }),
        None => Ok(GamePosition {
            entries: resume_after(request, query)?,
            messages: None,
        }),
    }
}

/// Admits a stream of `user` from the request's client address, or refuses it
/// (`too_many_streams`).
fn admit(
    streams: &web::Data<std::sync::Arc<Streams>>,
    user: StreamUser,
    request: &HttpRequest,
    language: Language,
) -> Result<Open, ApiError> {
    let permit = streams.admit(&user.user.id, &super::client_address(request))?;
    Ok(Open {
        user: user.user,
        language,
        generation: user.generation,
        permit,
    })
}

fn event_stream(
    stream: impl futures_util::Stream<Item = Result<web::Bytes, std::convert::Infallible>> + 'static,
) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/event-stream")
        // Proxies that buffer responses (e.g. nginx) pass this one through as it comes.
        .insert_header(("x-accel-buffering", "no"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .streaming(stream)
}

/// Streams the game's log as the caller may see it (the same redaction as `GET /log`): one
/// event per entry, `event: entry`, `id` = the entry's `seq`, `data` = the entry (a
/// `LogEntry` of the game's kind); and the table talk: one `event: message` per message
/// (`data` = `Message`, those of seats the caller muted left out), after the entry of the
/// version it records, with `id` = `<seq>:<message id>`. Once the game is over, one
/// `event: status` (`data` = `StreamStatus`) and the stream ends (later messages are read
/// with `GET /messages`). Resume with `Last-Event-ID` (browsers send it when they reconnect)
/// or `after` (an entry's `seq`): the stream replays the entries and messages after it, then
/// goes live, without gaps or duplicates. A comment line is sent every 15 s while nothing
/// happens. The stream ends once the caller's tokens are revoked, and when the server stops
/// (resume it with `Last-Event-ID`). Open streams are limited per user, per client address
/// and in total (`too_many_streams`).
#[utoipa::path(get, path = "/v1/games/{id}/events", tag = "streams",
    params(("id" = String, Path, description = "Game id"), StreamQuery,
        ("Last-Event-ID" = Option<String>, Header, description = "The last `id` received (an entry's `seq`, or `<seq>:<message id>`): resume after it", pattern = "^[0-9]{1,18}(:[0-9]{1,18})?$")),
    security(("bearer" = []), ()),
    responses(
        (status = 200, description = "An event stream of the game's entries and messages", content_type = "text/event-stream", body = String),
        (status = 400, description = "An invalid position (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token or ticket (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many streams open for the caller, the client address or the server (`too_many_streams`, with `scope` and `limit`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait")))))]
#[get("/v1/games/{id}/events")]
pub async fn game_stream(
    play: web::Data<Play>,
    streams: web::Data<std::sync::Arc<Streams>>,
    hubs: web::Data<std::sync::Arc<GameHubs>>,
    user: StreamUser,
    id: web::Path<String>,
    query: web::Query<StreamQuery>,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let after = resume_game(&request, &query)?;
    // A game that does not exist is a 404, not an empty stream.
    play.game_seen_by(&user.user, &id).await?;
    let language = AcceptLanguage::of(&request)
        .with(query.lang)
        .with_setting(user.user.language);
    let open = admit(&streams, user, &request, language)?;
    Ok(event_stream(game_events(
        play,
        &hubs,
        open,
        id.into_inner(),
        after,
    )))
}

/// Streams the caller's personal feed across all games: `your_turn`, `game_started`,
/// `game_finished` and `seat_taken` as they happen (`event` = the item's type, `id` = its
/// `seq`, `data` = `FeedEvent`). The feed is stored, so resuming with `Last-Event-ID` or
/// `after` — even after a server restart — misses nothing. A comment line is sent every
/// 15 s while nothing happens. The stream ends once the caller's tokens are revoked, and when
/// the server stops (resume it with `Last-Event-ID`). Open streams are limited per user, per
/// client address and in total (`too_many_streams`).
#[utoipa::path(get, path = "/v1/users/me/events", tag = "streams",
    params(StreamQuery,
        ("Last-Event-ID" = Option<i64>, Header, description = "The last `id` received: resume after it")),
    security(("bearer" = []), ()),
    responses(
        (status = 200, description = "An event stream of the caller's feed", content_type = "text/event-stream", body = String),
        (status = 400, description = "An invalid position (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token or ticket (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many streams open for the caller, the client address or the server (`too_many_streams`, with `scope` and `limit`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait")))))]
#[get("/v1/users/me/events")]
pub async fn feed_stream(
    play: web::Data<Play>,
    streams: web::Data<std::sync::Arc<Streams>>,
    user: StreamUser,
    query: web::Query<StreamQuery>,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let after = resume_after(&request, &query)?;
    let language = AcceptLanguage::of(&request)
        .with(query.lang)
        .with_setting(user.user.language);
    let open = admit(&streams, user, &request, language)?;
    Ok(event_stream(feed_events(play, open, after)))
}

/// The caller's feed as pages (the same items as `GET /v1/users/me/events`), for clients
/// that poll.
#[utoipa::path(get, path = "/v1/users/me/feed", tag = "streams", params(LogPaging),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of the caller's feed", body = FeedPage),
        (status = 400, description = "Invalid paging (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/feed")]
pub async fn feed_page(
    play: web::Data<Play>,
    user: AuthUser,
    query: web::Query<LogPaging>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let (after, limit) = query.bounds()?;
    let language = accepted.with(query.lang).with_setting(user.language);
    let mut records = play.store().feed(&user.id, after, limit + 1).await?;
    let has_more = records.len() as i64 > limit;
    records.truncate(limit as usize);
    let items = records
        .into_iter()
        .map(|record| feed_event(record, language))
        .collect::<Result<_, _>>()
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_LANGUAGE, language.tag()))
        .json(FeedPage { items, has_more }))
}

/// Issues a stream ticket: within one minute it opens one of the caller's streams as
/// `?ticket=` (a browser's `EventSource` cannot send an `Authorization` header; take a new
/// ticket for each stream and each reconnection). It is refused as a bearer token, and
/// revoking the caller's tokens revokes it too, and ends the streams it opened.
#[utoipa::path(post, path = "/v1/stream-tickets", tag = "streams", security(("bearer" = [])),
    responses(
        (status = 201, description = "A stream ticket", body = StreamTicket),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/stream-tickets")]
pub async fn issue_stream_ticket(
    play: web::Data<Play>,
    keys: web::Data<TokenKeys>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    let generation = play
        .store()
        .token_generation(&user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(HttpResponse::Created().json(StreamTicket {
        ticket: keys.issue_stream_ticket(
            &user.id,
            &user.username,
            generation,
            user.session.as_deref(),
        )?,
        expires_in: crate::auth::token::STREAM_TICKET_TTL.as_secs(),
    }))
}
