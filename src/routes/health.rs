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

/// How long readiness waits for the database before answering 503.
const READY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1);

/// The database answers (within a second).
#[utoipa::path(get, path = "/readyz", tag = "health",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database is unreachable (`database_unavailable`)", body = crate::error::Problem,
            content_type = "application/problem+json")))]
#[get("/readyz")]
pub async fn readyz(play: web::Data<Play>) -> Result<HttpResponse, ApiError> {
    // A probe wants an answer within its own short timeout, not the pool's.
    tokio::time::timeout(READY_TIMEOUT, play.store().ping())
        .await
        .map_err(|_| ApiError::DatabaseUnavailable)?
        .map_err(|_| ApiError::DatabaseUnavailable)?;
    Ok(HttpResponse::Ok().json(Health {
        status: "ready".into(),
    }))
}
