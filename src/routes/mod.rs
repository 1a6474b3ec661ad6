//! HTTP handlers, one module per resource. Handlers are thin: authenticate, read the path
//! and body, call [`crate::play::Play`], shape the response.

pub mod accounts;
pub mod audit;
pub mod board;
pub mod games;
pub mod health;
pub mod invitations;
pub mod kinds;
pub mod mail;
pub mod messages;
pub mod moves;
pub mod notifications;
pub mod players;
pub mod sessions;
pub mod standing_orders;
pub mod streams;
pub mod vacation;
pub mod webhooks;

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use futures_util::StreamExt;

use crate::config::Timeouts;
use crate::error::ApiError;
use crate::limits::MAX_BODY_BYTES;

/// Registers every route.
pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(health::healthz)
        .service(health::readyz)
        .service(accounts::register)
        .service(accounts::me)
        .service(accounts::change_me)
        .service(accounts::issue_token)
        .service(accounts::revoke_tokens)
        .service(accounts::end_sessions)
        .service(sessions::refresh_session)
        .service(sessions::list)
        .service(sessions::end)
        .service(players::profile)
        .service(players::leaderboard)
        .service(vacation::get_vacation)
        .service(vacation::put_vacation)
        .service(vacation::delete_vacation)
        .service(kinds::list_kinds)
        .service(kinds::get_kind)
        .service(kinds::kind_data)
        .service(kinds::kind_commands)
        .service(kinds::game_data)
        .service(games::create_game)
        .service(games::list_games)
        .service(games::get_game)
        .service(games::join_game)
        .service(games::leave_game)
        .service(games::start_game)
        .service(games::resign)
        .service(invitations::create_invitation)
        .service(invitations::list_invitations)
        .service(invitations::revoke_invitation)
        .service(invitations::get_invitation)
        .service(invitations::accept_invitation)
        .service(moves::view)
        .service(board::board_picture)
        .service(moves::legal_moves)
        .service(moves::submit_move)
        .service(moves::log)
        .service(standing_orders::put_standing_orders)
        .service(standing_orders::get_standing_orders)
        .service(standing_orders::delete_standing_orders)
        .service(messages::post_message)
        .service(messages::list_messages)
        .service(messages::list_mutes)
        .service(messages::mute_seat)
        .service(messages::unmute_seat)
        .service(audit::export_game)
        .service(streams::game_stream)
        .service(streams::feed_stream)
        .service(streams::feed_page)
        .service(streams::issue_stream_ticket)
        .service(webhooks::create_webhook)
        .service(webhooks::list_webhooks)
        .service(webhooks::get_webhook)
        .service(webhooks::delete_webhook)
        .service(webhooks::list_deliveries)
        .service(webhooks::redeliver)
        .service(notifications::get_notifications)
        .service(notifications::put_notifications)
        .service(notifications::confirm_page)
        .service(notifications::confirm)
        .service(notifications::unsubscribe_page)
        .service(notifications::unsubscribe)
        .service(mail::reply_address)
        .service(mail::replace_reply_address)
        .service(mail::inbound_mail);
}

/// Reads a JSON request body of at most [`MAX_BODY_BYTES`] into `T`: the body must be
/// declared JSON (`application/json` or a `+json` type, else `unsupported_media_type`), arrive
/// within the body time limit (else `body_timeout`) and parse (else `invalid_request`).
pub async fn json_body<T: serde::de::DeserializeOwned>(
    request: &HttpRequest,
    payload: web::Payload,
) -> Result<(T, web::Bytes), ApiError> {
    let body = json_bytes(request, payload).await?;
    Ok((parse_json(&body)?, body))
}

/// Like [`json_body`] for an endpoint whose body may be left out: `None` when the request
/// carries no bytes (with or without a JSON content type).
pub async fn optional_json_body<T: serde::de::DeserializeOwned>(
    request: &HttpRequest,
    payload: web::Payload,
) -> Result<Option<T>, ApiError> {
    let headers = request.headers();
    let announced_empty = headers.get(header::TRANSFER_ENCODING).is_none()
        && headers
            .get(header::CONTENT_LENGTH)
            .is_none_or(|length| length.as_bytes() == b"0");
    if announced_empty && headers.get(header::CONTENT_TYPE).is_none() {
        return Ok(None);
    }
    let body = json_bytes(request, payload).await?;
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(None);
    }
    parse_json(&body).map(Some)
}

/// The bytes of a body declared JSON, read within the body time limit.
async fn json_bytes(request: &HttpRequest, payload: web::Payload) -> Result<web::Bytes, ApiError> {
    let declared_json = content_type(request)
        .is_some_and(|essence| essence == "application/json" || essence.ends_with("+json"));
    if !declared_json {
        return Err(ApiError::UnsupportedMediaType);
    }
    timed_body(request, payload, MAX_BODY_BYTES).await
}

/// The request's media type without parameters, in lower case.
fn content_type(request: &HttpRequest) -> Option<String> {
    request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|essence| essence.trim().to_ascii_lowercase())
}

/// A request body of at most `limit` bytes, read within the body time limit.
async fn timed_body(
    request: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, ApiError> {
    let time = request
        .app_data::<web::Data<Timeouts>>()
        .map_or(Timeouts::default().body, |timeouts| timeouts.body);
    tokio::time::timeout(time, read_body(payload, limit))
        .await
        .map_err(|_| ApiError::BodyTimeout(time.as_secs()))?
}

fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body)
        .map_err(|e| ApiError::InvalidRequest(format!("invalid JSON body: {e}")))
}

/// Reads a request body of at most `limit` bytes.
async fn read_body(mut payload: web::Payload, limit: usize) -> Result<web::Bytes, ApiError> {
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| match e {
            actix_web::error::PayloadError::Overflow => ApiError::PayloadTooLarge(limit),
            other => ApiError::InvalidRequest(other.to_string()),
        })?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError::PayloadTooLarge(limit));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}

/// The bytes of an email message body (`message/rfc822`, else `unreadable_mail`), at most
/// `limit`, read within the body time limit.
pub async fn message_body(
    request: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, ApiError> {
    if content_type(request).as_deref() != Some("message/rfc822") {
        return Err(ApiError::UnreadableMail);
    }
    timed_body(request, payload, limit).await
}

/// Paging of a sequence (a game's log, a user's feed): positions after `after`, at most
/// `limit`.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct Paging {
    /// Items with `seq` greater than this (default 0).
    #[param(minimum = 0)]
    after: Option<i64>,
    /// Page size, 1–1000 (default 100).
    #[param(minimum = 1, maximum = 1000)]
    limit: Option<i64>,
}

impl Paging {
    /// `(after, limit)` with their defaults, or `invalid_request` out of range.
    pub fn bounds(&self) -> Result<(i64, i64), ApiError> {
        page_bounds(self.after, self.limit)
    }
}

/// The language an answer's words are in.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
pub struct LanguageQuery {
    /// `en`, `ja` or `zh-TW`; default: the caller's own `language` setting, else the best of
    /// `Accept-Language`, else English.
    pub lang: Option<crate::i18n::Language>,
}

/// Paging of a game's log or a user's feed, and the language of their `text`.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct LogPaging {
    /// Entries with `seq` greater than this (default 0).
    #[param(minimum = 0)]
    after: Option<i64>,
    /// Page size, 1–1000 (default 100).
    #[param(minimum = 1, maximum = 1000)]
    limit: Option<i64>,
    /// The language of the entries' or items' `text` (`en`, `ja`, `zh-TW`); default: the
    /// caller's own `language` setting, else the best of `Accept-Language`, else English.
    pub lang: Option<crate::i18n::Language>,
}

impl LogPaging {
    /// `(after, limit)` with their defaults, or `invalid_request` out of range.
    pub fn bounds(&self) -> Result<(i64, i64), ApiError> {
        page_bounds(self.after, self.limit)
    }
}

fn page_bounds(after: Option<i64>, limit: Option<i64>) -> Result<(i64, i64), ApiError> {
    let after = after.unwrap_or(0);
    let limit = limit.unwrap_or(100);
    if after < 0 || !(1..=1000).contains(&limit) {
        return Err(ApiError::InvalidRequest(
            "after must be >= 0 and limit 1-1000".into(),
        ));
    }
    Ok((after, limit))
}

/// Which header names the client's address, when trusted proxies set one, and how many of
/// them there are in front of the server.
#[derive(Clone, Debug)]
pub struct ClientAddressHeader {
    /// The header (e.g. `X-Forwarded-For`); `None`: the peer address is the client's.
    pub name: Option<header::HeaderName>,
    /// The trusted proxies, at least 1: each appends the address it got the request from.
    pub proxies: usize,
}

/// The client's address: the configured proxy header's entry written by the outermost trusted
/// proxy (the `proxies`-th from the right, over every line of the header; the leftmost when
/// there are fewer), or the peer. Entries further left come from the client and are ignored.
pub fn client_address(request: &HttpRequest) -> String {
    let from_header = request
        .app_data::<web::Data<ClientAddressHeader>>()
        .and_then(|configured| {
            let name = configured.name.as_ref()?;
            proxied_address(request.headers().get_all(name), configured.proxies)
        });
    from_header.unwrap_or_else(|| {
        request
            .peer_addr()
            .map_or_else(|| "unknown".into(), |peer| peer.ip().to_string())
    })
}

/// The `proxies`-th entry from the right of a comma-separated header's lines.
fn proxied_address<'a>(
    lines: impl Iterator<Item = &'a header::HeaderValue>,
    proxies: usize,
) -> Option<String> {
    let mut entries = Vec::new();
    for line in lines {
        entries.extend(line.to_str().ok()?.split(',').map(str::trim));
    }
    let from_right = proxies.clamp(1, entries.len().max(1));
    let entry = entries.get(entries.len().checked_sub(from_right)?)?;
    (!entry.is_empty()).then(|| entry.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(lines: &[&str], proxies: usize) -> Option<String> {
        let values: Vec<header::HeaderValue> = lines
            .iter()
            .map(|line| header::HeaderValue::from_str(line).unwrap())
            .collect();
        proxied_address(values.iter(), proxies)
    }

    #[test]
    fn the_client_address_is_counted_from_the_right() {
        // The client wrote the first two entries; the one proxy appended the real peer.
        let forged = ["10.9.9.9, 1.2.3.4, 203.0.113.7"];
        assert_eq!(address(&forged, 1).as_deref(), Some("203.0.113.7"));
        // Two proxies: the outer one appended the client, the inner one the outer proxy.
        assert_eq!(address(&forged, 2).as_deref(), Some("1.2.3.4"));
        // Several header lines read as one list.
        let lines = ["10.9.9.9", "203.0.113.7, 198.51.100.2"];
        assert_eq!(address(&lines, 2).as_deref(), Some("203.0.113.7"));
        // Fewer entries than proxies: the leftmost, written by a trusted proxy.
        assert_eq!(address(&["203.0.113.7"], 3).as_deref(), Some("203.0.113.7"));
        assert_eq!(address(&["1.2.3.4, "], 1), None);
        assert_eq!(address(&[], 1), None);
    }
}
