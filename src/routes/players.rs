//! Players as others see them: profiles and leaderboards.

use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::games::parse_cursor;
use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::resources::{AccountKind, Leaderboard, Profile};

/// A page size, 1–100 (default 20).
fn page_size(limit: Option<i64>) -> Result<i64, ApiError> {
    match limit.unwrap_or(20) {
        limit @ 1..=100 => Ok(limit),
        _ => Err(ApiError::InvalidRequest("limit must be 1-100".into())),
    }
}

/// A page of a player's finished games.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ProfileQuery {
    /// Games per page, 1–100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page.
    #[param(
        pattern = "^[0-9]{1,18}_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    )]
    cursor: Option<String>,
}

/// A page of a leaderboard.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct LeaderboardQuery {
    /// Players per page, 1–100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page.
    #[param(
        pattern = "^-?[0-9]{1,20}(\\.[0-9]{1,20})?(e-?[0-9]{1,3})?_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    )]
    cursor: Option<String>,
    /// Whose accounts to rank: `person` (the default) or `bot` — bots' accounts have a
    /// leaderboard of their own.
    accounts: Option<AccountKind>,
}

fn malformed_cursor() -> ApiError {
    ApiError::InvalidRequest("malformed cursor".into())
}

/// A player's profile: their current rating per kind, their record per kind (finished games
/// played and won, average rank) and their finished games, newest first, a page at a time
/// (each with the result and rank, and the rating change of a rated one; a private game only
/// to those who may see it). A hidden profile is shown only to its owner and to those who
/// have sat at a table with them.
#[utoipa::path(get, path = "/v1/users/{username}", tag = "players",
    params(("username" = String, Path, description = "The player's name"), ProfileQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The profile", body = Profile),
        (status = 400, description = "A bad `limit` or `cursor` (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such player, or a hidden profile (`user_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/{username}")]
pub async fn profile(
    play: web::Data<Play>,
    user: AuthUser,
    username: web::Path<String>,
    query: web::Query<ProfileQuery>,
) -> Result<HttpResponse, ApiError> {
    let limit = page_size(query.limit)?;
    let before = match &query.cursor {
        Some(cursor) => Some(parse_cursor(cursor, false).ok_or_else(malformed_cursor)?),
        None => None,
    };
    Ok(HttpResponse::Ok().json(play.profile(&user, &username, before, limit).await?))
}

/// A kind's leaderboard: the players with at least `min_games` finished rated games of the
/// kind (`LEADERBOARD_MIN_GAMES`) and a public profile — people's accounts, or with
/// `accounts=bot` bots' accounts — by their conservative rating
/// `mu − 3·sigma` (the skill they are very likely above), best first, a page at a time.
#[utoipa::path(get, path = "/v1/leaderboards/{kind}", tag = "players",
    params(("kind" = String, Path, description = "A game kind"), LeaderboardQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of the leaderboard", body = Leaderboard),
        (status = 400, description = "A bad `limit` or `cursor` (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such kind (`unknown_game_kind`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/leaderboards/{kind}")]
pub async fn leaderboard(
    play: web::Data<Play>,
    _user: AuthUser,
    kind: web::Path<String>,
    query: web::Query<LeaderboardQuery>,
) -> Result<HttpResponse, ApiError> {
    let limit = page_size(query.limit)?;
    if crate::games::find(&kind).is_none() {
        return Err(ApiError::UnknownKind(kind.into_inner()));
    }
    let cursor = match &query.cursor {
        Some(cursor) => {
            let (rating, user_id) = cursor.split_once('_').ok_or_else(malformed_cursor)?;
            let rating: f64 = rating.parse().map_err(|_| malformed_cursor())?;
            if !rating.is_finite() || uuid::Uuid::try_parse(user_id).is_err() {
                return Err(malformed_cursor());
            }
            Some((rating, user_id.to_string()))
        }
        None => None,
    };
    let accounts = query.accounts.unwrap_or(AccountKind::Person);
    Ok(HttpResponse::Ok().json(play.leaderboard(&kind, accounts, cursor, limit).await?))
}
