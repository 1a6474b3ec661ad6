//! HTTP handlers, one module per resource. Handlers are thin: authenticate, read the path
//! and body, call [`crate::play::Play`], shape the response.

pub mod accounts;
pub mod audit;
pub mod board;
pub mod games;
pub mod health;
pub mod kinds;
pub mod messages;
pub mod moves;
pub mod notifications;
pub mod standing_orders;
pub mod streams;
pub mod vacation;
pub mod webhooks;

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use futures_util::StreamExt;

use crate::config::Timeouts;
use crate::error::ApiError;

/// The largest request body accepted, in bytes.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// Registers every route.
pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(health::healthz)
        .service(health::readyz)
        .service(accounts::register)
        .service(accounts::me)
        .service(accounts::issue_token)
        .service(accounts::revoke_tokens)
        .service(vacation::get_vacation)
        .service(vacation::put_vacation)
        .service(vacation::delete_vacation)
        .service(kinds::list_kinds)
        .service(kinds::get_kind)
        .service(kinds::kind_data)
        .service(kinds::game_data)
        .service(games::create_game)
        .service(games::list_games)
        .service(games::get_game)
        .service(games::join_game)
        .service(games::leave_game)
        .service(games::start_game)
        .service(games::resign)
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
        .service(notifications::confirm)
        .service(notifications::unsubscribe)
        .service(notifications::unsubscribe_one_click);
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
    let declared_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|essence| essence.trim().to_ascii_lowercase())
        .is_some_and(|essence| essence == "application/json" || essence.ends_with("+json"));
    if !declared_json {
        return Err(ApiError::UnsupportedMediaType);
    }
    let limit = request
        .app_data::<web::Data<Timeouts>>()
        .map_or(Timeouts::default().body, |timeouts| timeouts.body);
    tokio::time::timeout(limit, read_body(payload))
        .await
        .map_err(|_| ApiError::BodyTimeout(limit.as_secs()))?
}

fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body)
        .map_err(|e| ApiError::InvalidRequest(format!("invalid JSON body: {e}")))
}

/// Reads a request body of at most [`MAX_BODY_BYTES`].
async fn read_body(mut payload: web::Payload) -> Result<web::Bytes, ApiError> {
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| match e {
            actix_web::error::PayloadError::Overflow => ApiError::PayloadTooLarge(MAX_BODY_BYTES),
            other => ApiError::InvalidRequest(other.to_string()),
        })?;
        if body.len() + chunk.len() > MAX_BODY_BYTES {
            return Err(ApiError::PayloadTooLarge(MAX_BODY_BYTES));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
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
        let after = self.after.unwrap_or(0);
        let limit = self.limit.unwrap_or(100);
        if after < 0 || !(1..=1000).contains(&limit) {
            return Err(ApiError::InvalidRequest(
                "after must be >= 0 and limit 1-1000".into(),
            ));
        }
        Ok((after, limit))
    }
}

/// Which header names the client's address, when a trusted proxy sets one.
#[derive(Clone, Debug, Default)]
pub struct ClientAddressHeader(pub Option<header::HeaderName>);

/// The client's address: the leftmost entry of the configured proxy header, or the peer.
pub fn client_address(request: &HttpRequest) -> String {
    let from_header = request
        .app_data::<web::Data<ClientAddressHeader>>()
        .and_then(|configured| configured.0.clone())
        .and_then(|name| request.headers().get(name).cloned())
        .and_then(|value| {
            let text = value.to_str().ok()?;
            let first = text.split(',').next()?.trim();
            (!first.is_empty()).then(|| first.to_string())
        });
    from_header.unwrap_or_else(|| {
        request
            .peer_addr()
            .map_or_else(|| "unknown".into(), |peer| peer.ip().to_string())
    })
}
