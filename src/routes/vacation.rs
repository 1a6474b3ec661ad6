//! The caller's vacation: a yearly allowance of days during which their move clocks stop.

use actix_web::{HttpRequest, HttpResponse, delete, get, put, web};

use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::resources::{VacationRequest, VacationStatus};

/// The caller's vacation allowance and their running or next vacation.
#[utoipa::path(get, path = "/v1/users/me/vacation", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The allowance and the running or next vacation", body = VacationStatus),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/vacation")]
pub async fn get_vacation(play: web::Data<Play>, user: AuthUser) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.vacation(&user).await?))
}

/// Takes a vacation, replacing the running one (which ends now, keeping the days it took)
/// or the planned one. A vacation starting now (no `starts_at`) goes on from the running
/// one and is charged with it as one vacation; giving the running vacation's own
/// `starts_at` changes its end. A vacation starts at most 366 days ahead. While it runs,
/// the caller's move clocks stand still and the other players see the seat as on vacation.
#[utoipa::path(put, path = "/v1/users/me/vacation", tag = "accounts", request_body = VacationRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The vacation is planned", body = VacationStatus),
        (status = 400, description = "Malformed request or times: a start in the past (other than the running vacation's), an end not after the start or not in the future, a start more than 366 days ahead (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "More days than are left of the year's allowance (`vacation_allowance_exceeded`)", body = Problem, content_type = "application/problem+json")))]
#[put("/v1/users/me/vacation")]
pub async fn put_vacation(
    play: web::Data<Play>,
    user: AuthUser,
    http_request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (request, _): (VacationRequest, _) = super::json_body(&http_request, body).await?;
    Ok(HttpResponse::Ok().json(play.take_vacation(&user, request).await?))
}

/// Ends the caller's running vacation now (the unused days return to the allowance), or
/// drops the planned one.
#[utoipa::path(delete, path = "/v1/users/me/vacation", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "No vacation runs or is planned any more", body = VacationStatus),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/users/me/vacation")]
pub async fn delete_vacation(
    play: web::Data<Play>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(play.end_vacation(&user).await?))
}
