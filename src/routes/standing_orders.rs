//! The caller's standing orders in a game: answers the server submits as the caller's own
//! moves when the decisions they cover come to the caller's seat. Secret to the seat.

use actix_web::{HttpRequest, HttpResponse, delete, get, put, web};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::engine::Seat;
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::store::StandingOrdersRecord;
use crate::timestamps::rfc3339;

/// The standing orders of the game's kind: one of the kinds' `…StandingOrders` schemas.
#[derive(Debug, ToSchema)]
#[schema(value_type = Object)]
pub struct StandingOrdersRequest(pub Value);

/// A seat's standing orders, as registered.
#[derive(Debug, Serialize, ToSchema)]
pub struct StandingOrders {
    /// The game.
    pub game_id: String,
    /// The caller's seat.
    pub seat: Seat,
    /// The orders, in the kind's shape (`AcquireStandingOrders`, `MonopolyStandingOrders`),
    /// every member filled in.
    #[schema(value_type = Object)]
    pub orders: Value,
    /// When they were last registered (RFC 3339).
    pub updated_at: String,
}

fn resource(game_id: &str, seat: Seat, record: StandingOrdersRecord) -> StandingOrders {
    StandingOrders {
        game_id: game_id.to_string(),
        seat,
        orders: record.orders,
        updated_at: rfc3339(record.updated_at),
    }
}

/// Registers or replaces the caller's standing orders in a running game: the body is the
/// kind's orders object (`AcquireStandingOrders` or `MonopolyStandingOrders`; Tokyo Capsule
/// Hotel and Grand Austria Hotel take none). They are checked against the game's rules now;
/// from then on, whenever a decision they cover comes to the caller's seat (including one
/// pending now), the server submits their answer as the caller's own move, an ordinary log
/// entry. An answer the rules refuse at that moment is not submitted: the decision stays
/// with the caller. Only the caller can read them.
#[utoipa::path(put, path = "/v1/games/{id}/standing-orders", tag = "moves",
    params(("id" = String, Path, description = "Game id")),
    request_body = StandingOrdersRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The orders now registered", body = StandingOrders),
        (status = 400, description = "Not a JSON object (`[]` too: `DELETE` withdraws orders), or not the shape of the kind's orders (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The game is over (`game_over`) or has not started (`game_not_active`), its kind takes no standing orders (`standing_orders_unsupported`), or the caller left the game (`left_game`: the server plays the seat)", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large (`payload_too_large`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The game's rules refuse the orders, e.g. an unknown chain or group, a name given twice or a negative ceiling (`invalid_standing_orders`)", body = Problem, content_type = "application/problem+json")))]
#[put("/v1/games/{id}/standing-orders")]
pub async fn put_standing_orders(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (orders, _): (Value, _) = super::json_body(&request, body).await?;
    if !orders.is_object() {
        // An empty array would otherwise read as orders with every member left out.
        return Err(ApiError::InvalidRequest(
            "the standing orders must be a JSON object; DELETE withdraws them".into(),
        ));
    }
    let (seat, record) = play.put_standing_orders(&user, &id, &orders).await?;
    Ok(HttpResponse::Ok().json(resource(&id, seat, record)))
}

/// The caller's own standing orders in a running game.
#[utoipa::path(get, path = "/v1/games/{id}/standing-orders", tag = "moves",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's orders", body = StandingOrders),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`), or the caller's seat has no standing orders (`no_standing_orders`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The game is over (`game_over`) or has not started (`game_not_active`), its kind takes no standing orders (`standing_orders_unsupported`), or the caller left the game (`left_game`: the server plays the seat)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/standing-orders")]
pub async fn get_standing_orders(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (seat, record) = play.standing_orders(&user, &id).await?;
    Ok(HttpResponse::Ok().json(resource(&id, seat, record)))
}

/// Withdraws the caller's standing orders (answered 204 also when there were none): the
/// decisions they covered are asked again.
#[utoipa::path(delete, path = "/v1/games/{id}/standing-orders", tag = "moves",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Withdrawn"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not seated (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The game is over (`game_over`) or has not started (`game_not_active`), its kind takes no standing orders (`standing_orders_unsupported`), or the caller left the game (`left_game`: the server plays the seat)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/games/{id}/standing-orders")]
pub async fn delete_standing_orders(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    play.delete_standing_orders(&user, &id).await?;
    Ok(HttpResponse::NoContent().finish())
}
