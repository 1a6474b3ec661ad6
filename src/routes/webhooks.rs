//! The caller's webhook endpoints, their delivery logs and redeliveries.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::auth::AuthUser;
use crate::error::{ApiError, Problem};
use crate::limits::RateLimits;
use crate::notify::NotifySettings;
use crate::notify::webhook::{signature, target};
use crate::play::Play;
use crate::resources::FeedType;
use crate::store::{DeliveryRecord, NewWebhook, WebhookRecord, now_millis};
use crate::timestamps::rfc3339;

/// The most endpoints one user may register.
pub const MAX_WEBHOOKS: i64 = 10;

/// An endpoint to register.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateWebhook {
    /// Where to POST the deliveries: an `http` or `https` URL on a public address (loopback,
    /// private and link-local targets are refused unless the server allows them).
    #[schema(max_length = 2000, example = "https://bot.example.org/hooks/games")]
    pub url: String,
    /// The feed types to deliver; default: all of them.
    #[schema(min_items = 1)]
    pub event_types: Option<Vec<FeedType>>,
}

/// A registered endpoint.
#[derive(Debug, Serialize, ToSchema)]
pub struct Webhook {
    /// The endpoint's id (`wh_…`).
    pub id: String,
    /// Where deliveries are POSTed.
    pub url: String,
    /// The feed types delivered.
    pub event_types: Vec<FeedType>,
    /// False once the endpoint was disabled after failing too long; redelivering any of
    /// its deliveries enables it again.
    pub enabled: bool,
    /// Failed attempts in a row (a success resets it).
    pub failures: i64,
    /// When it was disabled (RFC 3339).
    pub disabled_at: Option<String>,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

/// A newly registered endpoint with its signing secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedWebhook {
    #[serde(flatten)]
    pub webhook: Webhook,
    /// The signing secret (`whsec_` + base64 of the key): verify each delivery's
    /// `webhook-signature` with it. It is not shown again.
    pub secret: String,
}

/// The caller's endpoints.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookList {
    /// Oldest first.
    pub webhooks: Vec<Webhook>,
}

/// Where a delivery stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryState {
    /// Not delivered yet: due at `next_attempt_at`.
    Pending,
    /// The endpoint answered 2xx.
    Delivered,
    /// Every attempt failed until the retries ran out (a day after the event).
    Failed,
}

/// One feed item's delivery to an endpoint and how its attempts went.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookDelivery {
    /// The delivery's id (`msg_…`), sent as `webhook-id` with every attempt.
    pub id: String,
    /// The feed item delivered (its `seq` in the owner's feed).
    pub feed_seq: i64,
    /// The feed item's type.
    pub event_type: FeedType,
    /// Where the delivery stands.
    pub state: DeliveryState,
    /// Attempts made.
    pub attempts: i64,
    /// When the next attempt is due (pending deliveries, RFC 3339).
    pub next_attempt_at: Option<String>,
    /// When the last attempt was made (RFC 3339).
    pub last_attempt_at: Option<String>,
    /// The HTTP status the endpoint last answered, if it answered.
    pub last_status: Option<i64>,
    /// Why the last attempt failed.
    pub last_error: Option<String>,
    /// When it was delivered (RFC 3339).
    pub delivered_at: Option<String>,
    /// When the delivery was created (RFC 3339).
    pub created_at: String,
    /// The body POSTed.
    #[schema(value_type = crate::notify::webhook::WebhookPayload)]
    pub payload: Value,
}

/// A page of an endpoint's delivery log, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeliveryPage {
    /// The deliveries of this page.
    pub deliveries: Vec<WebhookDelivery>,
    /// Pass as `before` for the next (older) page; absent on the last page.
    pub next_before: Option<i64>,
}

/// Paging of a delivery log.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct DeliveryQuery {
    /// Deliveries of feed items before this `feed_seq` (default: from the newest).
    #[param(minimum = 1)]
    before: Option<i64>,
    /// Page size, 1–100 (default 50).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
}

fn webhook_resource(record: &WebhookRecord) -> Webhook {
    Webhook {
        id: record.id.clone(),
        url: record.url.clone(),
        event_types: record
            .event_types
            .iter()
            .filter_map(|kind| FeedType::ALL.into_iter().find(|t| t.as_str() == kind))
            .collect(),
        enabled: record.enabled,
        failures: record.failures,
        disabled_at: record.disabled_at.map(rfc3339),
        created_at: rfc3339(record.created_at),
    }
}

fn delivery_resource(record: DeliveryRecord) -> Result<WebhookDelivery, ApiError> {
    let corrupt = |e: serde_json::Error| ApiError::Internal(e.to_string());
    Ok(WebhookDelivery {
        event_type: serde_json::from_value(Value::String(record.event_type)).map_err(corrupt)?,
        state: match record.state.as_str() {
            "delivered" => DeliveryState::Delivered,
            "failed" => DeliveryState::Failed,
            _ => DeliveryState::Pending,
        },
        next_attempt_at: (record.state == "pending")
            .then_some(record.next_attempt_at)
            .flatten()
            .map(rfc3339),
        payload: serde_json::from_str(&record.payload).map_err(corrupt)?,
        id: record.id,
        feed_seq: record.feed_seq,
        attempts: record.attempts,
        last_attempt_at: record.last_attempt_at.map(rfc3339),
        last_status: record.last_status,
        last_error: record.last_error,
        delivered_at: record.delivered_at.map(rfc3339),
        created_at: rfc3339(record.created_at),
    })
}

async fn own_webhook(play: &Play, user: &AuthUser, id: &str) -> Result<WebhookRecord, ApiError> {
    play.store()
        .webhook(&user.id, id)
        .await?
        .ok_or(ApiError::WebhookNotFound)
}

/// Registers an endpoint for the caller's feed items from now on (of the chosen types):
/// each is POSTed as a `WebhookPayload`, signed the Standard Webhooks way (`webhook-id`,
/// `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of
/// "id.timestamp.body">`) with the secret in the answer, which is shown only this once. A
/// delivery not answered 2xx is retried with growing delays for a day; an endpoint failing
/// every attempt for that long is disabled.
#[utoipa::path(post, path = "/v1/users/me/webhooks", tag = "notifications",
    request_body = CreateWebhook, security(("bearer" = [])),
    responses(
        (status = 201, description = "The endpoint, with its signing secret", body = CreatedWebhook,
            headers(("Location" = String, description = "The endpoint's address"))),
        (status = 400, description = "An invalid body or an empty `event_types` (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The caller has the most endpoints allowed (`too_many_webhooks`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The URL is not http(s), does not resolve, or names an internal address (`webhook_url_refused`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/users/me/webhooks")]
pub async fn create_webhook(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    user: AuthUser,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (create, _): (CreateWebhook, _) = super::json_body(&request, body).await?;
    let requested = create.event_types.unwrap_or_else(|| FeedType::ALL.to_vec());
    if requested.is_empty() {
        return Err(ApiError::InvalidRequest(
            "event_types must name at least one feed type".into(),
        ));
    }
    let mut event_types = Vec::new();
    for kind in requested {
        if !event_types.contains(&kind) {
            event_types.push(kind);
        }
    }
    let url = target::check_target(&create.url, settings.webhooks.allow_private)
        .await
        .map_err(|e| ApiError::WebhookUrlRefused(e.to_string()))?;
    let webhook = NewWebhook {
        id: format!("wh_{}", uuid::Uuid::new_v4().simple()),
        user_id: user.id.clone(),
        url: url.to_string(),
        event_types: event_types.iter().map(|t| t.as_str().to_string()).collect(),
        secret: signature::new_secret().map_err(ApiError::Internal)?,
    };
    if !play
        .store()
        .create_webhook(&webhook, now_millis(), MAX_WEBHOOKS)
        .await?
    {
        return Err(ApiError::TooManyWebhooks(MAX_WEBHOOKS));
    }
    let record = own_webhook(&play, &user, &webhook.id).await?;
    Ok(HttpResponse::Created()
        .insert_header((
            header::LOCATION,
            format!("/v1/users/me/webhooks/{}", record.id),
        ))
        .json(CreatedWebhook {
            webhook: webhook_resource(&record),
            secret: record.secret,
        }))
}

/// The caller's endpoints (without their secrets).
#[utoipa::path(get, path = "/v1/users/me/webhooks", tag = "notifications",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's endpoints", body = WebhookList),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/webhooks")]
pub async fn list_webhooks(
    play: web::Data<Play>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    let webhooks = play.store().webhooks(&user.id).await?;
    Ok(HttpResponse::Ok().json(WebhookList {
        webhooks: webhooks.iter().map(webhook_resource).collect(),
    }))
}

/// One of the caller's endpoints (without its secret).
#[utoipa::path(get, path = "/v1/users/me/webhooks/{id}", tag = "notifications",
    params(("id" = String, Path, description = "Endpoint id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "The endpoint", body = Webhook),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such endpoint of the caller's (`webhook_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/webhooks/{id}")]
pub async fn get_webhook(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let record = own_webhook(&play, &user, &id).await?;
    Ok(HttpResponse::Ok().json(webhook_resource(&record)))
}

/// Removes one of the caller's endpoints and its delivery log; nothing more is sent to it.
#[utoipa::path(delete, path = "/v1/users/me/webhooks/{id}", tag = "notifications",
    params(("id" = String, Path, description = "Endpoint id")), security(("bearer" = [])),
    responses(
        (status = 204, description = "Removed"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such endpoint of the caller's (`webhook_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/users/me/webhooks/{id}")]
pub async fn delete_webhook(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    if play.store().delete_webhook(&user.id, &id).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::WebhookNotFound)
    }
}

/// The endpoint's delivery log, newest first: each delivery with its state, attempts and
/// the last answer or error.
#[utoipa::path(get, path = "/v1/users/me/webhooks/{id}/deliveries", tag = "notifications",
    params(("id" = String, Path, description = "Endpoint id"), DeliveryQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A page of deliveries", body = DeliveryPage),
        (status = 400, description = "Invalid paging (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such endpoint of the caller's (`webhook_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/webhooks/{id}/deliveries")]
pub async fn list_deliveries(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
    query: web::Query<DeliveryQuery>,
) -> Result<HttpResponse, ApiError> {
    let limit = query.limit.unwrap_or(50);
    if !(1..=100).contains(&limit) || query.before.is_some_and(|before| before < 1) {
        return Err(ApiError::InvalidRequest(
            "before must be >= 1 and limit 1-100".into(),
        ));
    }
    let webhook = own_webhook(&play, &user, &id).await?;
    let mut records = play
        .store()
        .deliveries(&webhook.id, query.before, limit + 1)
        .await?;
    let more = records.len() as i64 > limit;
    records.truncate(limit as usize);
    let next_before = more.then(|| records.last().map(|r| r.feed_seq)).flatten();
    Ok(HttpResponse::Ok().json(DeliveryPage {
        deliveries: records
            .into_iter()
            .map(delivery_resource)
            .collect::<Result<_, _>>()?,
        next_before,
    }))
}

/// Sends a delivery again now, whatever came of it before (with the same `webhook-id`, so
/// a receiver can tell it is the same event). A disabled endpoint is enabled again, its
/// failures forgotten and its rest after failures ended. A redelivery past the day of
/// retries gets one attempt. Redeliveries are limited per user
/// (`RATE_LIMIT_REDELIVERIES_USER`, default 10 a minute).
#[utoipa::path(post, path = "/v1/users/me/webhooks/{id}/deliveries/{delivery_id}/redeliver",
    tag = "notifications",
    params(("id" = String, Path, description = "Endpoint id"),
        ("delivery_id" = String, Path, description = "Delivery id (`msg_…`)")),
    security(("bearer" = [])),
    responses(
        (status = 202, description = "The delivery, due now", body = WebhookDelivery),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such endpoint of the caller's (`webhook_not_found`) or no such delivery of it (`delivery_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many redeliveries by the caller (`rate_limited`, policy `redeliveries-user`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`")))))]
#[post("/v1/users/me/webhooks/{id}/deliveries/{delivery_id}/redeliver")]
pub async fn redeliver(
    play: web::Data<Play>,
    limits: web::Data<RateLimits>,
    user: AuthUser,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    limits.redelivery_by(&user.id)?;
    let (id, delivery_id) = path.into_inner();
    let webhook = own_webhook(&play, &user, &id).await?;
    let delivery = play
        .store()
        .redeliver(&webhook.id, &delivery_id, now_millis())
        .await?
        .ok_or(ApiError::DeliveryNotFound)?;
    // The delivery worker of this process picks it up at once.
    play.wakes().wake(crate::wake::Topic::User(user.id.clone()));
    Ok(HttpResponse::Accepted().json(delivery_resource(delivery)?))
}
