//! Invitations to a game: its creator makes, lists and revokes them; whoever holds a code
//! reads what it admits to and accepts it.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};

use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::resources::{self, CreateInvitation, Invitation, InvitationList, InvitationPreview};

/// Invites people to an open game (the creator only): one person (the default), a number of
/// people, or any number; to any free seat or, for one person, to a named seat that is then
/// kept for them. The answer's `code` (and `link`, the web client's page) is what the guests
/// need: anyone holding it may take a seat, even in a private game. Invitations work until
/// revoked, expired, used up or the game starts.
#[utoipa::path(post, path = "/v1/games/{id}/invitations", tag = "games",
    params(("id" = String, Path, description = "Game id")),
    request_body = CreateInvitation, security(("bearer" = [])),
    responses(
        (status = 201, description = "The invitation", body = Invitation,
            headers(("Location" = String, description = "The game's invitations"))),
        (status = 400, description = "An invalid body: `max_uses` out of range or with `any_number`, a named seat with more than one use, a seat beyond the game's, `expires_at` in the past (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A player other than the creator (`not_creator`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game, or a private game of others (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The game has started (`game_not_open`), or the named seat is taken or kept for someone else (`seat_unavailable`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "A body that is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/games/{id}/invitations")]
pub async fn create_invitation(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (create, _): (CreateInvitation, _) = super::json_body(&request, body).await?;
    let invitation = play.invite(&user, &id, create).await?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/v1/games/{id}/invitations")))
        .json(invitation))
}

/// The game's invitations, oldest first, with their codes and how often each was used (the
/// creator only).
#[utoipa::path(get, path = "/v1/games/{id}/invitations", tag = "games",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The invitations", body = InvitationList),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A player other than the creator (`not_creator`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game, or a private game of others (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/invitations")]
pub async fn list_invitations(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.invitations(&user, &id).await?))
}

/// Revokes an invitation (the creator only): it admits nobody from now on (the seat it named
/// is free again); those it admitted keep their seats. Revoking again changes nothing.
#[utoipa::path(delete, path = "/v1/games/{id}/invitations/{invitation_id}", tag = "games",
    params(("id" = String, Path, description = "Game id"),
        ("invitation_id" = String, Path, description = "The invitation's `id`")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Revoked"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A player other than the creator (`not_creator`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`) or invitation of it (`invitation_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/games/{id}/invitations/{invitation_id}")]
pub async fn revoke_invitation(
    play: web::Data<Play>,
    user: AuthUser,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, invitation_id) = path.into_inner();
    play.revoke_invitation(&user, &id, &invitation_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// What an invitation admits to: the invitation (whether it is still usable, the seat it
/// names) and the game as someone not seated sees it, private or not.
#[utoipa::path(get, path = "/v1/invitations/{code}", tag = "games",
    params(("code" = String, Path, description = "The invitation's code")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The invitation and its game", body = InvitationPreview),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No invitation has this code (`invitation_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/invitations/{code}")]
pub async fn get_invitation(
    play: web::Data<Play>,
    _user: AuthUser,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.invitation(&code).await?))
}

/// Accepts an invitation: the caller takes the seat it names, or any free seat. The game
/// starts when the last seat is taken.
#[utoipa::path(post, path = "/v1/invitations/{code}/accept", tag = "games",
    params(("code" = String, Path, description = "The invitation's code")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The game with the seat taken", body = resources::Game),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No invitation has this code (`invitation_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_open`, `game_full` (every free seat is kept for someone else), `already_seated`, or `bots_refused` (a bot account at a game that refuses bots)", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "The invitation admits nobody any more: `invitation_revoked`, `invitation_expired` or `invitation_used_up`", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/invitations/{code}/accept")]
pub async fn accept_invitation(
    play: web::Data<Play>,
    user: AuthUser,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.accept_invitation(&user, &code).await?))
}
