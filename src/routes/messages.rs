//! Table talk: posting and reading a game's messages, and muting seats for oneself.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::limits::RateLimits;
use crate::play::Play;
use crate::talk::{
    self, DEFAULT_MESSAGE_PAGE, MAX_MESSAGE_PAGE, Message, MessagePage, MuteList, PostMessage,
};

/// Which messages to read.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct MessagesQuery {
    /// Messages with `id` greater than this (default 0: from the first).
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_i64)]
    after: Option<i64>,
    /// Page size, 1–200 (default 50).
    #[param(minimum = 1, maximum = 200)]
    limit: Option<i64>,
}

impl MessagesQuery {
    fn bounds(&self) -> Result<(i64, i64), ApiError> {
        let after = self.after.unwrap_or(0);
        let limit = self.limit.unwrap_or(DEFAULT_MESSAGE_PAGE);
        if after < 0 || !(1..=MAX_MESSAGE_PAGE).contains(&limit) {
            return Err(ApiError::InvalidRequest(format!(
                "after must be >= 0 and limit 1-{MAX_MESSAGE_PAGE}"
            )));
        }
        Ok((after, limit))
    }
}

/// Posts a message to the game's table, from the caller's seat (in a game of any status;
/// spectators may read but not post). The message changes no state and no version; it
/// records the version the game is at, and the game's event stream carries it as
/// `event: message`.
#[utoipa::path(post, path = "/v1/games/{id}/messages", tag = "talk", request_body = PostMessage,
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 201, description = "The message, as posted", body = Message),
        (status = 400, description = "Malformed body (`invalid_request`), or a text that is blank, longer than 500 characters or holds a control character other than a newline (`invalid_message`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not seated in the game (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The caller left the game (`left_game`): the server plays the seat", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many messages by this user (`rate_limited`, policy `messages-user`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`")))))]
#[post("/v1/games/{id}/messages")]
pub async fn post_message(
    play: web::Data<Play>,
    limits: web::Data<RateLimits>,
    user: AuthUser,
    id: web::Path<String>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    limits.message_by(&user.id)?;
    let (posted, _): (PostMessage, _) = super::json_body(&request, body).await?;
    let message = talk::post(&play, &user, &id, &posted.text).await?;
    Ok(HttpResponse::Created().json(message))
}

/// The game's messages, oldest first, as pages after a message `id`; seats the caller has
/// muted are left out. Players and spectators may read them.
#[utoipa::path(get, path = "/v1/games/{id}/messages", tag = "talk",
    params(("id" = String, Path, description = "Game id"), MessagesQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of messages", body = MessagePage),
        (status = 400, description = "Invalid paging (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/messages")]
pub async fn list_messages(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    query: web::Query<MessagesQuery>,
) -> Result<HttpResponse, ApiError> {
    let (after, limit) = query.bounds()?;
    Ok(HttpResponse::Ok().json(talk::page(&play, &user, &id, after, limit).await?))
}

/// Mutes a seat of the game for the caller: its messages are left out of the caller's pages
/// and stream (for nobody else). Muting a muted seat changes nothing; the caller's own seat
/// cannot be muted.
#[utoipa::path(put, path = "/v1/games/{id}/mutes/{seat}", tag = "talk",
    params(("id" = String, Path, description = "Game id"),
        ("seat" = u8, Path, description = "The seat to mute (from 0)", minimum = 0, maximum = 255)),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "The seat is muted for the caller"),
        (status = 400, description = "The seat is not a number from 0 to 255 (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`) or seat in it (`seat_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The seat is the caller's own (`own_seat`)", body = Problem, content_type = "application/problem+json")))]
#[put("/v1/games/{id}/mutes/{seat}")]
pub async fn mute_seat(
    play: web::Data<Play>,
    user: AuthUser,
    path: web::Path<(String, u8)>,
) -> Result<HttpResponse, ApiError> {
    let (id, seat) = path.into_inner();
    talk::set_mute(&play, &user, &id, seat, true).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Unmutes a seat of the game for the caller. Unmuting a seat that is not muted changes
/// nothing.
#[utoipa::path(delete, path = "/v1/games/{id}/mutes/{seat}", tag = "talk",
    params(("id" = String, Path, description = "Game id"),
        ("seat" = u8, Path, description = "The seat to unmute (from 0)", minimum = 0, maximum = 255)),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "The seat is not muted for the caller"),
        (status = 400, description = "The seat is not a number from 0 to 255 (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`) or seat in it (`seat_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/games/{id}/mutes/{seat}")]
pub async fn unmute_seat(
    play: web::Data<Play>,
    user: AuthUser,
    path: web::Path<(String, u8)>,
) -> Result<HttpResponse, ApiError> {
    let (id, seat) = path.into_inner();
    talk::set_mute(&play, &user, &id, seat, false).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The seats of the game the caller has muted.
#[utoipa::path(get, path = "/v1/games/{id}/mutes", tag = "talk",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's muted seats", body = MuteList),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/mutes")]
pub async fn list_mutes(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(talk::mutes(&play, &user, &id).await?))
}
