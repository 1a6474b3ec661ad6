//! The one error type of the service: every layer from the store up answers with it, and the
//! HTTP layer writes it as RFC 9457 `application/problem+json` with a stable snake_case
//! `code`. It knows no storage (the store converts its own errors into it).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::engine::Seat;

/// The content security policy of the API's answers (JSON is never a document to render).
pub const API_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// An RFC 9457 problem document.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "urn:hotel-games:problem:stale_version",
    "title": "Stale version",
    "status": 409,
    "detail": "the move was made against version 4, the game is at version 5",
    "code": "stale_version",
    "current_version": 5
}))]
pub struct Problem {
    /// `urn:hotel-games:problem:<code>`.
    #[serde(rename = "type")]
    pub problem_type: String,
    /// A short summary of the kind of problem.
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// What went wrong in this occurrence.
    pub detail: String,
    /// The stable machine-readable code, e.g. `not_your_turn` or `tile_not_in_hand`.
    pub code: String,
    /// Facts behind the problem (e.g. `current_version`, a rule's `details`, `awaited`).
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub extensions: Map<String, Value>,
}

/// Everything a request can fail with.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    InvalidRequest(String),
    #[error("missing or invalid bearer token")]
    Unauthorized,
    #[error("unknown username or wrong password")]
    InvalidCredentials,
    #[error("the username is taken")]
    UsernameTaken,
    #[error("no game with this id")]
    GameNotFound,
    #[error("no such resource")]
    RouteNotFound,
    #[error("this resource accepts only {0}")]
    MethodNotAllowed(String),
    #[error("no such game kind: {0}")]
    UnknownKind(String),
    #[error("you hold no seat in this game")]
    NotAPlayer,
    #[error("you left this game: the server plays your seat")]
    LeftGame,
    /// A player asked to mute their own seat.
    #[error("you cannot mute your own seat")]
    OwnSeat,
    #[error("the vacation needs {needed} days and {remaining} are left of this year's allowance")]
    VacationAllowanceExceeded { needed: i64, remaining: i64 },
    #[error("only the game's creator may do this")]
    NotCreator,
    #[error("{kind} has no bot named `{name}`; it offers {}", .offered.join(", "))]
    UnknownBot {
        kind: String,
        name: String,
        offered: Vec<String>,
    },
    #[error("the game has already started or ended")]
    GameNotOpen,
    #[error("the game is not running")]
    GameNotActive,
    #[error("every seat is taken")]
    GameFull,
    #[error("you already hold a seat in this game")]
    AlreadySeated,
    #[error("{0}")]
    NotEnoughPlayers(String),
    #[error("{0}")]
    InvalidConfig(String),
    #[error("the move was made against version {expected}, the game is at version {current}")]
    StaleVersion { expected: i64, current: i64 },
    #[error("the game is over")]
    GameOver,
    #[error("the game is waiting for other seats")]
    NotYourTurn { awaited: Vec<Seat> },
    #[error("the command breaks a rule of the game: {code}")]
    Rule {
        code: &'static str,
        rejection: Value,
    },
    /// A move's `text` that is not one of the kind's commands: why, in the reader's language,
    /// the index of the word where reading stopped, and the nearest legal commands as text.
    #[error("{detail}")]
    UnreadableCommand {
        detail: String,
        at: usize,
        suggestions: Vec<String>,
    },
    #[error("the game has no version {version}: it is at version {current}")]
    VersionNotFound { version: i64, current: i64 },
    #[error("the game has no seat {0}")]
    SeatNotFound(u8),
    #[error("another seat's view is shown only once the game is over")]
    ViewNotAllowed,
    #[error("`{0}` is not a template the caller may expand now")]
    NoSuchTemplate(String),
    #[error("the expansion lists more than {limit} commands; narrow it with {}", .narrow_with.join(", "))]
    ExpansionTooLarge {
        limit: usize,
        narrow_with: Vec<String>,
    },
    #[error("this Idempotency-Key was used with a different request")]
    IdempotencyKeyReused,
    #[error("the request body is larger than {0} bytes")]
    PayloadTooLarge(usize),
    #[error("the database is unavailable")]
    DatabaseUnavailable,
    #[error("too many requests of this kind; try again in {} s", .0.retry_after)]
    RateLimited(RateLimit),
    #[error("too many event streams are open ({}: at most {}); close one or try again in {} s", .0.scope, .0.limit, .0.retry_after)]
    TooManyStreams(StreamLimit),
    #[error("the server is busy; try again shortly")]
    ServerBusy,
    #[error("the request body must be JSON (`Content-Type: application/json`)")]
    UnsupportedMediaType,
    #[error("the request body did not arrive within {0} s")]
    BodyTimeout(u64),
    #[error("the server did not finish the request within {0} s")]
    HandlerTimeout(u64),
    #[error("no webhook endpoint of yours has this id")]
    WebhookNotFound,
    #[error("the webhook endpoint has no delivery with this id")]
    DeliveryNotFound,
    #[error("the webhook URL is refused: {0}")]
    WebhookUrlRefused(String),
    #[error("you have {0} webhook endpoints, the most allowed; delete one first")]
    TooManyWebhooks(i64),
    #[error("this server sends no email (no SMTP server is configured)")]
    EmailNotConfigured,
    #[error("you have not set up email notifications")]
    NotificationsNotSet,
    #[error("the link is invalid or has expired")]
    InvalidLink,
    #[error("{0} takes no standing orders")]
    StandingOrdersUnsupported(String),
    #[error("the standing orders are refused: {0}")]
    InvalidStandingOrders(String),
    #[error("your seat has no standing orders in this game")]
    NoStandingOrders,
    #[error("{0}")]
    InvalidMessage(String),
    #[error("internal error")]
    Internal(String),
}

impl ApiError {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::InvalidRequest(_) => "invalid_request",
            ApiError::Unauthorized => "unauthorized",
            ApiError::InvalidCredentials => "invalid_credentials",
            ApiError::UsernameTaken => "username_taken",
            ApiError::GameNotFound => "game_not_found",
            ApiError::RouteNotFound => "not_found",
            ApiError::MethodNotAllowed(_) => "method_not_allowed",
            ApiError::UnknownKind(_) => "unknown_game_kind",
            ApiError::NotAPlayer => "not_a_player",
            ApiError::LeftGame => "left_game",
            ApiError::OwnSeat => "own_seat",
            ApiError::VacationAllowanceExceeded { .. } => "vacation_allowance_exceeded",
            ApiError::VersionNotFound { .. } => "version_not_found",
            ApiError::SeatNotFound(_) => "seat_not_found",
            ApiError::ViewNotAllowed => "view_not_allowed",
            ApiError::NotCreator => "not_creator",
            ApiError::UnknownBot { .. } => "unknown_bot",
            ApiError::GameNotOpen => "game_not_open",
            ApiError::GameNotActive => "game_not_active",
            ApiError::GameFull => "game_full",
            ApiError::AlreadySeated => "already_seated",
            ApiError::NotEnoughPlayers(_) => "not_enough_players",
            ApiError::InvalidConfig(_) => "invalid_config",
            ApiError::StaleVersion { .. } => "stale_version",
            ApiError::GameOver => "game_over",
            ApiError::NotYourTurn { .. } => "not_your_turn",
            ApiError::Rule { code, .. } => code,
            ApiError::UnreadableCommand { .. } => "unreadable_command",
            ApiError::NoSuchTemplate(_) => "unknown_template",
            ApiError::ExpansionTooLarge { .. } => "expansion_too_large",
            ApiError::IdempotencyKeyReused => "idempotency_key_reused",
            ApiError::PayloadTooLarge(_) => "payload_too_large",
            ApiError::DatabaseUnavailable => "database_unavailable",
            ApiError::RateLimited(_) => "rate_limited",
            ApiError::TooManyStreams(_) => "too_many_streams",
            ApiError::ServerBusy => "server_busy",
            ApiError::UnsupportedMediaType => "unsupported_media_type",
            ApiError::BodyTimeout(_) => "body_timeout",
            ApiError::HandlerTimeout(_) => "handler_timeout",
            ApiError::WebhookNotFound => "webhook_not_found",
            ApiError::DeliveryNotFound => "delivery_not_found",
            ApiError::WebhookUrlRefused(_) => "webhook_url_refused",
            ApiError::TooManyWebhooks(_) => "too_many_webhooks",
            ApiError::EmailNotConfigured => "email_not_configured",
            ApiError::NotificationsNotSet => "notifications_not_set",
            ApiError::InvalidLink => "invalid_link",
            ApiError::StandingOrdersUnsupported(_) => "standing_orders_unsupported",
            ApiError::InvalidStandingOrders(_) => "invalid_standing_orders",
            ApiError::NoStandingOrders => "no_standing_orders",
            ApiError::InvalidMessage(_) => "invalid_message",
            ApiError::Internal(_) => "internal_error",
        }
    }

    fn title(&self) -> &'static str {
        match self {
            ApiError::InvalidRequest(_) => "Invalid request",
            ApiError::Unauthorized => "Unauthorized",
            ApiError::InvalidCredentials => "Invalid credentials",
            ApiError::UsernameTaken => "Username taken",
            ApiError::GameNotFound => "Game not found",
            ApiError::RouteNotFound => "Not found",
            ApiError::MethodNotAllowed(_) => "Method not allowed",
            ApiError::UnknownKind(_) => "Unknown game kind",
            ApiError::NotAPlayer => "Not a player",
            ApiError::LeftGame => "Left the game",
            ApiError::OwnSeat => "Own seat",
            ApiError::VacationAllowanceExceeded { .. } => "Vacation allowance exceeded",
            ApiError::VersionNotFound { .. } => "Version not found",
            ApiError::SeatNotFound(_) => "Seat not found",
            ApiError::ViewNotAllowed => "View not allowed",
            ApiError::NotCreator => "Not the creator",
            ApiError::UnknownBot { .. } => "Unknown bot",
            ApiError::GameNotOpen => "Game not open",
            ApiError::GameNotActive => "Game not active",
            ApiError::GameFull => "Game full",
            ApiError::AlreadySeated => "Already seated",
            ApiError::NotEnoughPlayers(_) => "Not enough players",
            ApiError::InvalidConfig(_) => "Invalid configuration",
            ApiError::StaleVersion { .. } => "Stale version",
            ApiError::GameOver => "Game over",
            ApiError::NotYourTurn { .. } => "Not your turn",
            ApiError::Rule { .. } => "Move rejected by the rules",
            ApiError::UnreadableCommand { .. } => "Unreadable command",
            ApiError::NoSuchTemplate(_) => "Unknown template",
            ApiError::ExpansionTooLarge { .. } => "Expansion too large",
            ApiError::IdempotencyKeyReused => "Idempotency key reused",
            ApiError::PayloadTooLarge(_) => "Payload too large",
            ApiError::DatabaseUnavailable => "Database unavailable",
            ApiError::RateLimited(_) => "Too many requests",
            ApiError::TooManyStreams(_) => "Too many streams",
            ApiError::ServerBusy => "Server busy",
            ApiError::UnsupportedMediaType => "Unsupported media type",
            ApiError::BodyTimeout(_) => "Request body timeout",
            ApiError::HandlerTimeout(_) => "Request timeout",
            ApiError::WebhookNotFound => "Webhook not found",
            ApiError::DeliveryNotFound => "Delivery not found",
            ApiError::WebhookUrlRefused(_) => "Webhook URL refused",
            ApiError::TooManyWebhooks(_) => "Too many webhooks",
            ApiError::EmailNotConfigured => "Email not configured",
            ApiError::NotificationsNotSet => "Notifications not set up",
            ApiError::InvalidLink => "Invalid link",
            ApiError::StandingOrdersUnsupported(_) => "Standing orders unsupported",
            ApiError::InvalidStandingOrders(_) => "Invalid standing orders",
            ApiError::NoStandingOrders => "No standing orders",
            ApiError::InvalidMessage(_) => "Invalid message",
            ApiError::Internal(_) => "Internal error",
        }
    }

    /// The problem document of this error.
    pub fn problem(&self) -> Problem {
        let mut extensions = Map::new();
        match self {
            ApiError::StaleVersion { current, .. } | ApiError::VersionNotFound { current, .. } => {
                extensions.insert("current_version".into(), (*current).into());
            }
            ApiError::NotYourTurn { awaited } => {
                extensions.insert("awaited".into(), serde_json::json!(awaited));
            }
            ApiError::VacationAllowanceExceeded { needed, remaining } => {
                extensions.insert(
                    "details".into(),
                    serde_json::json!({"needed_days": needed, "remaining_days": remaining}),
                );
            }
            ApiError::UnknownBot { offered, .. } => {
                extensions.insert("details".into(), serde_json::json!({"bots": offered}));
            }
            ApiError::ExpansionTooLarge { limit, narrow_with } => {
                extensions.insert(
                    "details".into(),
                    serde_json::json!({"limit": limit, "narrow_with": narrow_with}),
                );
            }
            ApiError::UnreadableCommand {
                at, suggestions, ..
            } => {
                extensions.insert(
                    "details".into(),
                    serde_json::json!({"at": at, "suggestions": suggestions}),
                );
            }
            ApiError::Rule { rejection, .. } => {
                let details = rejection.get("details").cloned().unwrap_or(Value::Null);
                extensions.insert("details".into(), details);
            }
            ApiError::RateLimited(limit) => {
                extensions.insert("policy".into(), limit.policy.into());
                extensions.insert("retry_after".into(), limit.retry_after.into());
            }
            ApiError::TooManyStreams(limit) => {
                extensions.insert("scope".into(), limit.scope.into());
                extensions.insert("limit".into(), limit.limit.into());
                extensions.insert("retry_after".into(), limit.retry_after.into());
            }
            _ => {}
        }
        let detail = match self {
            ApiError::Internal(_) => "the server failed to handle the request".to_string(),
            other => other.to_string(),
        };
        Problem {
            problem_type: format!("urn:hotel-games:problem:{}", self.code()),
            title: self.title().into(),
            status: self.status_code().as_u16(),
            detail,
            code: self.code().into(),
            extensions,
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::InvalidRequest(_)
            | ApiError::InvalidConfig(_)
            | ApiError::InvalidMessage(_)
            | ApiError::UnreadableCommand { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized | ApiError::InvalidCredentials => StatusCode::UNAUTHORIZED,
            ApiError::NotAPlayer | ApiError::NotCreator | ApiError::ViewNotAllowed => {
                StatusCode::FORBIDDEN
            }
            ApiError::GameNotFound
            | ApiError::RouteNotFound
            | ApiError::UnknownKind(_)
            | ApiError::VersionNotFound { .. }
            | ApiError::SeatNotFound(_)
            | ApiError::WebhookNotFound
            | ApiError::DeliveryNotFound
            | ApiError::NotificationsNotSet
            | ApiError::NoStandingOrders
            | ApiError::InvalidLink => StatusCode::NOT_FOUND,
            ApiError::UsernameTaken
            | ApiError::NoSuchTemplate(_)
            | ApiError::ExpansionTooLarge { .. }
            | ApiError::GameNotOpen
            | ApiError::GameNotActive
            | ApiError::GameFull
            | ApiError::AlreadySeated
            | ApiError::NotEnoughPlayers(_)
            | ApiError::StaleVersion { .. }
            | ApiError::GameOver
            | ApiError::NotYourTurn { .. }
            | ApiError::LeftGame
            | ApiError::OwnSeat
            | ApiError::TooManyWebhooks(_)
            | ApiError::StandingOrdersUnsupported(_) => StatusCode::CONFLICT,
            ApiError::Rule { .. }
            | ApiError::UnknownBot { .. }
            | ApiError::InvalidStandingOrders(_)
            | ApiError::IdempotencyKeyReused
            | ApiError::VacationAllowanceExceeded { .. }
            | ApiError::WebhookUrlRefused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::EmailNotConfigured => StatusCode::NOT_IMPLEMENTED,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::DatabaseUnavailable | ApiError::ServerBusy | ApiError::HandlerTimeout(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ApiError::RateLimited(_) | ApiError::TooManyStreams(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::BodyTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let ApiError::Internal(reason) = self {
            tracing::error!(%reason, "internal error");
        }
        let mut response = HttpResponse::build(self.status_code());
        response.insert_header((
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        ));
        response.insert_header((
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ));
        response.insert_header((
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(API_POLICY),
        ));
        if let ApiError::MethodNotAllowed(methods) = self
            && let Ok(value) = HeaderValue::from_str(methods)
        {
            response.insert_header((header::ALLOW, value));
        }
        if matches!(self, ApiError::Unauthorized) {
            response.insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
        }
        match self {
            ApiError::RateLimited(limit) => {
                for (name, value) in limit.headers() {
                    response.insert_header((name, value));
                }
            }
            ApiError::TooManyStreams(limit) => {
                response.insert_header((header::RETRY_AFTER, limit.retry_after.to_string()));
            }
            ApiError::DatabaseUnavailable | ApiError::ServerBusy | ApiError::HandlerTimeout(_) => {
                response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
            }
            _ => {}
        }
        response.body(serde_json::to_string(&self.problem()).unwrap_or_default())
    }
}

/// A rate limit a request ran into: which policy, its quota and when to retry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimit {
    /// The policy's name, e.g. `login-address`.
    pub policy: &'static str,
    /// Requests allowed per window.
    pub quota: u32,
    /// The window, in seconds.
    pub window: u64,
    /// Seconds until the next request may pass.
    pub retry_after: u64,
}

impl RateLimit {
    /// `Retry-After` and the IETF `RateLimit-Policy` / `RateLimit` fields of a refusal.
    pub fn headers(&self) -> Vec<(header::HeaderName, HeaderValue)> {
        let policy = format!("\"{}\";q={};w={}", self.policy, self.quota, self.window);
        let state = format!("\"{}\";r=0;t={}", self.policy, self.retry_after);
        [
            (header::RETRY_AFTER, self.retry_after.to_string()),
            (header::HeaderName::from_static("ratelimit-policy"), policy),
            (header::HeaderName::from_static("ratelimit"), state),
        ]
        .into_iter()
        .filter_map(|(name, value)| Some((name, HeaderValue::from_str(&value).ok()?)))
        .collect()
    }
}

/// A stream limit a new stream ran into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLimit {
    /// What the limit counts: `user`, `address` or `server`.
    pub scope: &'static str,
    /// The streams allowed at once.
    pub limit: usize,
    /// Seconds to wait before trying again.
    pub retry_after: u64,
}

/// Runs engine code so that a bug in a game (a panic) answers 500 instead of taking the
/// worker thread down.
pub fn guarded<T>(engine_call: impl FnOnce() -> T) -> Result<T, ApiError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(engine_call))
        .map_err(|_| ApiError::Internal("the rules engine panicked".into()))
}
