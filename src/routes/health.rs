//! Liveness and readiness probes.

use actix_web::{HttpResponse, get, web};

use crate::error::ApiError;
use crate::play::Play;
use crate::resources::Health;

/// The process is up.
#[utoipa::path(get, path = "/healthz", tag = "health",
    responses((status = 200, description = "The process is up", body = Health)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "ok".into(),
    })
}

/// The database answers.
#[utoipa::path(get, path = "/readyz", tag = "health",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database is unreachable (`database_unavailable`)", body = crate::error::Problem,
            content_type = "application/problem+json")))]
#[get("/readyz")]
pub async fn readyz(play: web::Data<Play>) -> Result<HttpResponse, ApiError> {
    play.store()
        .ping()
        .await
        .map_err(|_| ApiError::DatabaseUnavailable)?;
    Ok(HttpResponse::Ok().json(Health {
        status: "ready".into(),
    }))
}
