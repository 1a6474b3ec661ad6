//! Games: creation, listing, seats, start and resignation.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::resources::{self, CreateGame, GamePage, MoveResult};
use crate::store::{GameFilter, GameStatus};

/// Filters of `GET /v1/games`.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// Only games of this kind.
    #[param(value_type = Option<String>, example = "acquire")]
    kind: Option<String>,
    /// Only games in this status.
    status: Option<GameStatus>,
    /// `me`: only games the caller is seated in.
    #[param(pattern = "^me$")]
    player: Option<String>,
    /// `me`: only games waiting for the caller's decision (the "whose turn" inbox).
    #[param(pattern = "^me$")]
    awaiting: Option<String>,
    /// Page size, 1–100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page.
    #[param(pattern = "^[0-9]+_[0-9a-fA-F-]{36}$")]
    cursor: Option<String>,
}

fn me_filter(
    value: Option<String>,
    user: &AuthUser,
    name: &str,
) -> Result<Option<String>, ApiError> {
    match value.as_deref() {
        None => Ok(None),
        Some("me") => Ok(Some(user.id.clone())),
        Some(_) => Err(ApiError::InvalidRequest(format!(
            "{name} accepts only 'me'"
        ))),
    }
}

/// Creates a game; the caller takes seat 0.
#[utoipa::path(post, path = "/v1/games", tag = "games", request_body = CreateGame, security(("bearer" = [])),
    responses(
        (status = 201, description = "The new game", body = resources::Game),
        (status = 400, description = "Malformed request (`invalid_request`) or configuration (`invalid_config`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown kind (`unknown_game_kind`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games")]
pub async fn create_game(
    play: web::Data<Play>,
    user: AuthUser,
    http_request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (request, _): (CreateGame, _) = super::json_body(&http_request, body).await?;
    Ok(HttpResponse::Created().json(play.create_game(&user, request).await?))
}

/// Lists games, newest first.
#[utoipa::path(get, path = "/v1/games", tag = "games", params(ListQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of games", body = GamePage),
        (status = 400, description = "Invalid filter (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games")]
pub async fn list_games(
    play: web::Data<Play>,
    user: AuthUser,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let limit = query.limit.unwrap_or(20);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::InvalidRequest("limit must be 1-100".into()));
    }
    let before = match query.cursor {
        None => None,
        Some(cursor) => {
            let (time, id) = cursor
                .split_once('_')
                .and_then(|(time, id)| {
                    uuid::Uuid::try_parse(id).ok()?;
                    Some((time.parse::<i64>().ok()?, id.to_string()))
                })
                .ok_or_else(|| ApiError::InvalidRequest("malformed cursor".into()))?;
            Some((time, id))
        }
    };
    if let Some(kind) = &query.kind
        && crate::games::find(kind).is_none()
    {
        return Err(ApiError::InvalidRequest(format!(
            "no game kind is named {kind:?}"
        )));
    }
    let filter = GameFilter {
        kind: query.kind,
        status: query.status,
        player: me_filter(query.player, &user, "player")?,
        awaiting: me_filter(query.awaiting, &user, "awaiting")?,
        before,
        limit,
    };
    Ok(HttpResponse::Ok().json(play.list(&user, filter).await?))
}

/// One game.
#[utoipa::path(get, path = "/v1/games/{id}", tag = "games", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The game", body = resources::Game),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}")]
pub async fn get_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.resource(&user, &id).await?))
}

/// Takes a free seat; the game starts when the last seat is taken.
#[utoipa::path(post, path = "/v1/games/{id}/seats", tag = "games", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The game with the caller seated", body = resources::Game),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`, `game_full` or `already_seated`", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/seats")]
pub async fn join_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.join(&user, &id).await?))
}

/// Leaves a game before it starts.
#[utoipa::path(delete, path = "/v1/games/{id}/seats/me", tag = "games", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 204, description = "The seat is free"),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already started (`game_not_open`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/games/{id}/seats/me")]
pub async fn leave_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    play.leave(&user, &id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Starts the game with the players present (the creator's decision).
#[utoipa::path(post, path = "/v1/games/{id}/start", tag = "games", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 200, description = "The started game", body = resources::Game),
        (status = 403, description = "`not_a_player` or `not_creator`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open` or `not_enough_players`", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/start")]
pub async fn start_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.start(&user, &id).await?))
}

/// Resigns from a running game (each kind's rules say what follows).
#[utoipa::path(post, path = "/v1/games/{id}/resign", tag = "moves", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 200, description = "The resignation was recorded", body = MoveResult),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_over` or `game_not_active`", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/resign")]
pub async fn resign(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.resign(&user, &id).await?))
}
