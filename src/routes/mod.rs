//! HTTP handlers, one module per resource. Handlers are thin: authenticate, read the path
//! and body, call [`crate::play::Play`], shape the response.

pub mod accounts;
pub mod games;
pub mod health;
pub mod kinds;
pub mod moves;

use actix_web::web;
use futures_util::StreamExt;

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
        .service(moves::legal_moves)
        .service(moves::submit_move)
        .service(moves::log);
}

/// Reads a request body of at most [`MAX_BODY_BYTES`].
pub async fn read_body(mut payload: web::Payload) -> Result<web::Bytes, ApiError> {
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

/// Parses a JSON body into `T`, answering malformed or unexpected JSON with
/// `invalid_request`.
pub fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body)
        .map_err(|e| ApiError::InvalidRequest(format!("invalid JSON body: {e}")))
}
