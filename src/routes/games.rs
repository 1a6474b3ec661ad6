//! Games: creation, listing, seats, start and resignation.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::auth::{AuthUser, Bearer};
use crate::error::{ApiError, Problem};
use crate::play::{Play, resource_of};
use crate::resources::{self, CreateGame, GamePage, MoveResult};
use crate::store::{GameFilter, GameStatus, ListPosition, NO_DEADLINE};

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
    /// `me`: only games waiting for the caller's decision (the "whose turn" inbox), the
    /// soonest deadline of the caller's seat first, then newest first.
    #[param(pattern = "^me$")]
    awaiting: Option<String>,
    /// Page size, 1–100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page (of the same filters).
    #[param(
        pattern = "^([0-9]{1,18}_)?[0-9]{1,18}_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    )]
    cursor: Option<String>,
}

/// Reads a `next_cursor`: `<created_at>_<id>`, or for `awaiting` listings
/// `<deadline>_<created_at>_<id>`.
pub(super) fn parse_cursor(cursor: &str, awaiting: bool) -> Option<ListPosition> {
    let (rest, id) = cursor.rsplit_once('_')?;
    uuid::Uuid::try_parse(id).ok()?;
    let (deadline, created_at) = match rest.split_once('_') {
        Some((deadline, created_at)) => (Some(deadline.parse().ok()?), created_at),
        None => (Some(NO_DEADLINE), rest),
    };
    let deadline = deadline.filter(|_| awaiting);
    Some(ListPosition {
        deadline,
        created_at: created_at.parse().ok()?,
        id: id.to_string(),
    })
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
        (status = 409, description = "A bot account creating a game that refuses bots, in whose first seat it would sit (`bots_refused`)", body = Problem, content_type = "application/problem+json"),
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
        Some(cursor) => Some(
            parse_cursor(&cursor, query.awaiting.is_some())
                .ok_or_else(|| ApiError::InvalidRequest("malformed cursor".into()))?,
        ),
    };
    if let Some(kind) = &query.kind
        && crate::games::find(kind).is_none()
    {
        return Err(ApiError::InvalidRequest(format!(
            "no game kind is named {kind:?}"
        )));
    }
    let filter = GameFilter {
        viewer: Some(user.id.clone()),
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
    bearer: Bearer,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (user, game) = play.game_for(bearer, &id).await?;
    Ok(HttpResponse::Ok().json(resource_of(&user, &game)))
}

/// Takes a free seat for the caller, or — with `{"bot": "<name>"}`, the creator only — gives
/// it to one of the kind's bots (listed in `GET /v1/game-kinds`), which then plays the seat
/// by itself. The game starts when the last seat is taken.
#[utoipa::path(post, path = "/v1/games/{id}/seats", tag = "games", params(("id" = String, Path, description = "Game id")),
    request_body(content = Option<TakeSeat>, description = "Empty to take the seat yourself; `{\"bot\": \"random\"}` to seat a bot", content_type = "application/json"),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The game with the seat taken", body = resources::Game),
        (status = 400, description = "Malformed body (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A bot seated by someone other than the creator (`not_creator`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`, `game_full`, `already_seated`, or `bots_refused` (a bot account at a game that refuses bots; a built-in player at such a game or at a rated one)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "A body that is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The kind has no bot of that name (`unknown_bot`, with the kind's `bots` in `details`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/seats")]
pub async fn join_game(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let seat = super::optional_json_body::<Option<TakeSeat>>(&request, body).await?;
    let game = match seat.flatten() {
        Some(TakeSeat { bot: Some(bot) }) => play.seat_bot(&user, &id, &bot).await?,
        Some(TakeSeat { bot: None }) | None => play.join(&user, &id).await?,
    };
    Ok(HttpResponse::Ok().json(game))
}

/// Who takes a seat: the caller (no body, or no `bot`), or a bot.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeSeat {
    /// The name of one of the kind's bots (`bots` in `GET /v1/game-kinds`).
    #[schema(example = "random", min_length = 1, max_length = 64)]
    pub bot: Option<String>,
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

/// Leaves a running game. With the game's `on_leave` at `bot_takeover`, the server's
/// built-in player takes the seat over and the game goes on (it is abandoned when no human
/// player is left); with `rules`, the kind's own resignation decides (Monopoly: bankruptcy
/// to the bank; the other kinds end the game for everyone).
#[utoipa::path(post, path = "/v1/games/{id}/resign", tag = "moves", params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 200, description = "The resignation was recorded", body = MoveResult),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_over`, `game_not_active` or `left_game` (left already)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/resign")]
pub async fn resign(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.resign(&user, &id).await?))
}
