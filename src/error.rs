//! The one error type of the service: every layer from the store up answers with it, and the
//! HTTP layer writes it as RFC 9457 `application/problem+json` with a stable snake_case
//! `code`. It knows no storage (the store converts its own errors into it).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::engine::Seat;
use crate::engine::words::{Arg, Message};
use crate::i18n::{Language, say};

/// The content security policy of the API's answers (JSON is never a document to render).
pub const API_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// An RFC 9457 problem document. Beside the standard members it carries the facts behind
/// the problem, each only with the codes that name it.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
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
    /// The game's version now (`stale_version`, `version_not_found`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_version: Option<i64>,
    /// The seats whose move it is (`not_your_turn`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub awaited: Option<Vec<Seat>>,
    /// The rate-limit policy that refused the request, e.g. `moves-user` (`rate_limited`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub policy: Option<&'static str>,
    /// What the stream limit counts (`too_many_streams`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scope: Option<StreamScope>,
    /// The streams allowed at once in that scope (`too_many_streams`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<usize>,
    /// Seconds to wait before trying again, as in `Retry-After` (`rate_limited`,
    /// `too_many_streams`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after: Option<u64>,
    /// Facts that belong to one code (see [`ProblemDetails`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<ProblemDetails>,
}

/// Why an invitation admits nobody any more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvitationEnd {
    /// Its creator revoked it.
    Revoked,
    /// It expired.
    Expired,
    /// It admitted as many people as it was made for.
    UsedUp,
}

impl InvitationEnd {
    /// The problem code.
    pub fn code(self) -> &'static str {
        match self {
            InvitationEnd::Revoked => "invitation_revoked",
            InvitationEnd::Expired => "invitation_expired",
            InvitationEnd::UsedUp => "invitation_used_up",
        }
    }
}

/// What a limit on open event streams counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StreamScope {
    /// The caller's streams.
    User,
    /// The streams from the client's address.
    Address,
    /// Every stream of this server.
    Server,
}

impl StreamScope {
    /// Its name, as in the problem document.
    pub fn name(self) -> &'static str {
        match self {
            StreamScope::User => "user",
            StreamScope::Address => "address",
            StreamScope::Server => "server",
        }
    }
}

/// The `details` of a problem: their shape follows the problem's `code`.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum ProblemDetails {
    /// `vacation_allowance_exceeded`.
    VacationShortfall(VacationShortfall),
    /// `unknown_bot`.
    OfferedBots(OfferedBots),
    /// `expansion_too_large`.
    ExpansionLimit(ExpansionLimit),
    /// `unreadable_command`.
    TextReading(TextReading),
    /// `unfinished_games`.
    UnfinishedGames(UnfinishedGames),
    /// A refused move (a rule's code, e.g. `tile_not_in_hand`): the `details` of the game's
    /// rejection with that code, typed in the kind's rejection schema (e.g.
    /// `AcquireRejection`).
    #[schema(value_type = Object)]
    Rule(Value),
}

/// A vacation longer than what is left of the year's allowance.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
pub struct VacationShortfall {
    /// The days the vacation would take.
    pub needed_days: i64,
    /// The days left this year.
    pub remaining_days: i64,
}

/// The bots a game kind offers, when another was asked for.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
pub struct OfferedBots {
    /// Their names, for `POST /v1/games/{id}/seats`.
    pub bots: Vec<String>,
}

/// The games an account holds seats in, open or running, when it asks to become a bot's.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
pub struct UnfinishedGames {
    /// Their ids, oldest first: finish or leave them first.
    pub games: Vec<String>,
}

/// A template that expands to more legal moves than are listed at once.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
pub struct ExpansionLimit {
    /// The most moves listed at once.
    pub limit: usize,
    /// The template's parameters that narrow it (pass them as query parameters).
    pub narrow_with: Vec<String>,
}

/// Where reading a text command stopped, and the nearest legal commands.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
pub struct TextReading {
    /// The index of the word where reading stopped (0 is the first).
    pub at: usize,
    /// Legal commands as text, nearest first.
    pub suggestions: Vec<String>,
}

/// Everything a request can fail with.
#[derive(Debug)]
pub enum ApiError {
    InvalidRequest(String),
    Unauthorized,
    InvalidCredentials,
    UsernameTaken,
    GameNotFound,
    RouteNotFound,
    MethodNotAllowed(String),
    UnknownKind(String),
    NotAPlayer,
    LeftGame,
    /// A player asked to mute their own seat.
    OwnSeat,
    VacationAllowanceExceeded {
        needed: i64,
        remaining: i64,
    },
    NotCreator,
    UnknownBot {
        kind: String,
        name: String,
        offered: Vec<String>,
    },
    GameNotOpen,
    GameNotActive,
    GameFull,
    AlreadySeated,
    NotEnoughPlayers(String),
    InvalidConfig(String),
    StaleVersion {
        expected: i64,
        current: i64,
    },
    GameOver,
    NotYourTurn {
        awaited: Vec<Seat>,
    },
    Rule {
        code: &'static str,
        rejection: Value,
        /// The game's words for the rejection.
        explanation: Message,
    },
    /// A move's `text` that is not one of the kind's commands: why, in the reader's language,
    /// the index of the word where reading stopped, and the nearest legal commands as text.
    UnreadableCommand {
        detail: String,
        at: usize,
        suggestions: Vec<String>,
    },
    VersionNotFound {
        version: i64,
        current: i64,
    },
    SeatNotFound(u8),
    ViewNotAllowed,
    NoSuchTemplate(String),
    ExpansionTooLarge {
        limit: usize,
        narrow_with: Vec<String>,
    },
    IdempotencyKeyReused,
    PayloadTooLarge(usize),
    DatabaseUnavailable,
    RateLimited(RateLimit),
    TooManyStreams(StreamLimit),
    ServerBusy,
    UnsupportedMediaType,
    BodyTimeout(u64),
    HandlerTimeout(u64),
    WebhookNotFound,
    DeliveryNotFound,
    WebhookUrlRefused(String),
    TooManyWebhooks(i64),
    EmailNotConfigured,
    RepliesNotConfigured,
    UnreadableMail,
    NotificationsNotSet,
    InvalidLink,
    /// A refresh token that is unknown, or whose session ended.
    InvalidRefreshToken,
    /// A refresh token presented again after it was exchanged: its session is revoked.
    RefreshTokenReused,
    SessionNotFound,
    /// No invitation has this code (or id, in the creator's game).
    InvitationNotFound,
    /// The invitation no longer admits anyone.
    InvitationUnusable(InvitationEnd),
    /// A named seat that is taken or kept for someone else.
    SeatUnavailable(Seat),
    /// A bot (an account or a built-in player) at a game that refuses bots; a built-in
    /// player at a rated game.
    BotsRefused,
    /// An account cannot become a bot's while it holds seats in these open or running games.
    UnfinishedGames(Vec<String>),
    /// A bot's account stays a bot's.
    BotAccountPermanent,
    /// No user has this name, or their profile is hidden from the caller.
    UserNotFound,
    StandingOrdersUnsupported(String),
    InvalidStandingOrders(String),
    NoStandingOrders,
    InvalidMessage(String),
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
            ApiError::RepliesNotConfigured => "replies_not_configured",
            ApiError::UnreadableMail => "unreadable_mail",
            ApiError::NotificationsNotSet => "notifications_not_set",
            ApiError::InvalidLink => "invalid_link",
            ApiError::InvalidRefreshToken => "invalid_refresh_token",
            ApiError::RefreshTokenReused => "refresh_token_reused",
            ApiError::SessionNotFound => "session_not_found",
            ApiError::InvitationNotFound => "invitation_not_found",
            ApiError::InvitationUnusable(end) => end.code(),
            ApiError::SeatUnavailable(_) => "seat_unavailable",
            ApiError::BotsRefused => "bots_refused",
            ApiError::UnfinishedGames(_) => "unfinished_games",
            ApiError::BotAccountPermanent => "bot_account_permanent",
            ApiError::UserNotFound => "user_not_found",
            ApiError::StandingOrdersUnsupported(_) => "standing_orders_unsupported",
            ApiError::InvalidStandingOrders(_) => "invalid_standing_orders",
            ApiError::NoStandingOrders => "no_standing_orders",
            ApiError::InvalidMessage(_) => "invalid_message",
            ApiError::Internal(_) => "internal_error",
        }
    }

    /// The message ids of the problem's title and its detail, in no language yet: the title is
    /// `problem-<code>` (hyphens for underscores; rule rejections share `problem-rule`), the
    /// detail the variant's facts.
    fn words(&self) -> (&'static str, Message) {
        let name = |text: &str| Arg::Name(text.to_string());
        let number = |value: i64| Arg::Number(value);
        let count = |value: usize| Arg::Number(i64::try_from(value).unwrap_or(i64::MAX));
        let seconds = |value: u64| Arg::Number(i64::try_from(value).unwrap_or(i64::MAX));
        let plain = |title: &'static str, detail: &'static str| (title, Message::new(detail));
        match self {
            ApiError::InvalidRequest(reason) => (
                "problem-invalid-request",
                Message::new("problem-invalid-request-detail").with("reason", name(reason)),
            ),
            ApiError::Unauthorized => plain("problem-unauthorized", "problem-unauthorized-detail"),
            ApiError::InvalidCredentials => plain(
                "problem-invalid-credentials",
                "problem-invalid-credentials-detail",
            ),
            ApiError::UsernameTaken => {
                plain("problem-username-taken", "problem-username-taken-detail")
            }
            ApiError::GameNotFound => {
                plain("problem-game-not-found", "problem-game-not-found-detail")
            }
            ApiError::RouteNotFound => plain("problem-not-found", "problem-not-found-detail"),
            ApiError::MethodNotAllowed(methods) => (
                "problem-method-not-allowed",
                Message::new("problem-method-not-allowed-detail").with("methods", name(methods)),
            ),
            ApiError::UnknownKind(kind) => (
                "problem-unknown-game-kind",
                Message::new("problem-unknown-game-kind-detail").with("kind", name(kind)),
            ),
            ApiError::NotAPlayer => plain("problem-not-a-player", "problem-not-a-player-detail"),
            ApiError::LeftGame => plain("problem-left-game", "problem-left-game-detail"),
            ApiError::OwnSeat => plain("problem-own-seat", "problem-own-seat-detail"),
            ApiError::VacationAllowanceExceeded { needed, remaining } => (
                "problem-vacation-allowance-exceeded",
                Message::new("problem-vacation-allowance-exceeded-detail")
                    .with("needed", number(*needed))
                    .with("remaining", number(*remaining)),
            ),
            ApiError::NotCreator => plain("problem-not-creator", "problem-not-creator-detail"),
            ApiError::UnknownBot {
                kind,
                name: bot,
                offered,
            } => (
                "problem-unknown-bot",
                Message::new("problem-unknown-bot-detail")
                    .with("kind", name(kind))
                    .with("name", name(bot))
                    .with("offered", name(&offered.join(", "))),
            ),
            ApiError::GameNotOpen => plain("problem-game-not-open", "problem-game-not-open-detail"),
            ApiError::GameNotActive => {
                plain("problem-game-not-active", "problem-game-not-active-detail")
            }
            ApiError::GameFull => plain("problem-game-full", "problem-game-full-detail"),
            ApiError::AlreadySeated => {
                plain("problem-already-seated", "problem-already-seated-detail")
            }
            ApiError::NotEnoughPlayers(reason) => (
                "problem-not-enough-players",
                Message::new("problem-not-enough-players-detail").with("reason", name(reason)),
            ),
            ApiError::InvalidConfig(reason) => (
                "problem-invalid-config",
                Message::new("problem-invalid-config-detail").with("reason", name(reason)),
            ),
            ApiError::StaleVersion { expected, current } => (
                "problem-stale-version",
                Message::new("problem-stale-version-detail")
                    .with("expected", number(*expected))
                    .with("current", number(*current)),
            ),
            ApiError::GameOver => plain("problem-game-over", "problem-game-over-detail"),
            ApiError::NotYourTurn { .. } => {
                plain("problem-not-your-turn", "problem-not-your-turn-detail")
            }
            ApiError::Rule { explanation, .. } => ("problem-rule", explanation.clone()),
            ApiError::UnreadableCommand { detail, .. } => (
                "problem-unreadable-command",
                Message::new("problem-unreadable-command-detail").with("detail", name(detail)),
            ),
            ApiError::VersionNotFound { version, current } => (
                "problem-version-not-found",
                Message::new("problem-version-not-found-detail")
                    .with("version", number(*version))
                    .with("current", number(*current)),
            ),
            ApiError::SeatNotFound(seat) => (
                "problem-seat-not-found",
                Message::new("problem-seat-not-found-detail")
                    .with("seat", number(i64::from(*seat))),
            ),
            ApiError::ViewNotAllowed => plain(
                "problem-view-not-allowed",
                "problem-view-not-allowed-detail",
            ),
            ApiError::NoSuchTemplate(template) => (
                "problem-unknown-template",
                Message::new("problem-unknown-template-detail").with("template", name(template)),
            ),
            ApiError::ExpansionTooLarge { limit, narrow_with } => (
                "problem-expansion-too-large",
                Message::new("problem-expansion-too-large-detail")
                    .with("limit", count(*limit))
                    .with("narrow_with", name(&narrow_with.join(", "))),
            ),
            ApiError::IdempotencyKeyReused => plain(
                "problem-idempotency-key-reused",
                "problem-idempotency-key-reused-detail",
            ),
            ApiError::PayloadTooLarge(limit) => (
                "problem-payload-too-large",
                Message::new("problem-payload-too-large-detail").with("limit", count(*limit)),
            ),
            ApiError::DatabaseUnavailable => plain(
                "problem-database-unavailable",
                "problem-database-unavailable-detail",
            ),
            ApiError::RateLimited(limit) => (
                "problem-rate-limited",
                Message::new("problem-rate-limited-detail")
                    .with("retry_after", seconds(limit.retry_after)),
            ),
            ApiError::TooManyStreams(limit) => (
                "problem-too-many-streams",
                Message::new("problem-too-many-streams-detail")
                    .with("scope", name(limit.scope.name()))
                    .with("limit", count(limit.limit))
                    .with("retry_after", seconds(limit.retry_after)),
            ),
            ApiError::ServerBusy => plain("problem-server-busy", "problem-server-busy-detail"),
            ApiError::UnsupportedMediaType => plain(
                "problem-unsupported-media-type",
                "problem-unsupported-media-type-detail",
            ),
            ApiError::BodyTimeout(limit) => (
                "problem-body-timeout",
                Message::new("problem-body-timeout-detail").with("seconds", seconds(*limit)),
            ),
            ApiError::HandlerTimeout(limit) => (
                "problem-handler-timeout",
                Message::new("problem-handler-timeout-detail").with("seconds", seconds(*limit)),
            ),
            ApiError::WebhookNotFound => plain(
                "problem-webhook-not-found",
                "problem-webhook-not-found-detail",
            ),
            ApiError::DeliveryNotFound => plain(
                "problem-delivery-not-found",
                "problem-delivery-not-found-detail",
            ),
            ApiError::WebhookUrlRefused(reason) => (
                "problem-webhook-url-refused",
                Message::new("problem-webhook-url-refused-detail").with("reason", name(reason)),
            ),
            ApiError::TooManyWebhooks(limit) => (
                "problem-too-many-webhooks",
                Message::new("problem-too-many-webhooks-detail").with("limit", number(*limit)),
            ),
            ApiError::EmailNotConfigured => plain(
                "problem-email-not-configured",
                "problem-email-not-configured-detail",
            ),
            ApiError::RepliesNotConfigured => plain(
                "problem-replies-not-configured",
                "problem-replies-not-configured-detail",
            ),
            ApiError::UnreadableMail => {
                plain("problem-unreadable-mail", "problem-unreadable-mail-detail")
            }
            ApiError::NotificationsNotSet => plain(
                "problem-notifications-not-set",
                "problem-notifications-not-set-detail",
            ),
            ApiError::InvalidLink => plain("problem-invalid-link", "problem-invalid-link-detail"),
            ApiError::InvalidRefreshToken => plain(
                "problem-invalid-refresh-token",
                "problem-invalid-refresh-token-detail",
            ),
            ApiError::RefreshTokenReused => plain(
                "problem-refresh-token-reused",
                "problem-refresh-token-reused-detail",
            ),
            ApiError::SessionNotFound => plain(
                "problem-session-not-found",
                "problem-session-not-found-detail",
            ),
            ApiError::InvitationNotFound => plain(
                "problem-invitation-not-found",
                "problem-invitation-not-found-detail",
            ),
            ApiError::InvitationUnusable(end) => {
                let (title, detail) = match end {
                    InvitationEnd::Revoked => (
                        "problem-invitation-revoked",
                        "problem-invitation-revoked-detail",
                    ),
                    InvitationEnd::Expired => (
                        "problem-invitation-expired",
                        "problem-invitation-expired-detail",
                    ),
                    InvitationEnd::UsedUp => (
                        "problem-invitation-used-up",
                        "problem-invitation-used-up-detail",
                    ),
                };
                plain(title, detail)
            }
            ApiError::BotsRefused => plain("problem-bots-refused", "problem-bots-refused-detail"),
            ApiError::UnfinishedGames(games) => (
                "problem-unfinished-games",
                Message::new("problem-unfinished-games-detail")
                    .with("count", number(games.len() as i64)),
            ),
            ApiError::BotAccountPermanent => plain(
                "problem-bot-account-permanent",
                "problem-bot-account-permanent-detail",
            ),
            ApiError::UserNotFound => {
                plain("problem-user-not-found", "problem-user-not-found-detail")
            }
            ApiError::SeatUnavailable(seat) => (
                "problem-seat-unavailable",
                Message::new("problem-seat-unavailable-detail")
                    .with("seat", number(seat.number() as i64)),
            ),
            ApiError::StandingOrdersUnsupported(kind) => (
                "problem-standing-orders-unsupported",
                Message::new("problem-standing-orders-unsupported-detail").with("kind", name(kind)),
            ),
            ApiError::InvalidStandingOrders(reason) => (
                "problem-invalid-standing-orders",
                Message::new("problem-invalid-standing-orders-detail").with("reason", name(reason)),
            ),
            ApiError::NoStandingOrders => plain(
                "problem-no-standing-orders",
                "problem-no-standing-orders-detail",
            ),
            ApiError::InvalidMessage(reason) => (
                "problem-invalid-message",
                Message::new("problem-invalid-message-detail").with("reason", name(reason)),
            ),
            ApiError::Internal(_) => {
                plain("problem-internal-error", "problem-internal-error-detail")
            }
        }
    }

    /// The problem document of this error, in English.
    pub fn problem(&self) -> Problem {
        self.problem_in(Language::En)
    }

    /// The problem document of this error, its `title` and `detail` in `language` (a seat
    /// a detail names is said by its number).
    pub fn problem_in(&self, language: Language) -> Problem {
        let (title, detail) = self.words();
        let seat = |seat: Seat| {
            let number =
                Message::new("problem-seat").with("seat", Arg::Number(seat.number() as i64));
            say(language, &number, &|_| String::new())
        };
        let problem = Problem::new(
            self.code().into(),
            self.status_code().as_u16(),
            say(language, &Message::new(title), &seat),
            say(language, &detail, &seat),
        );
        self.with_facts(problem)
    }

    /// `problem` with the facts behind this error beside its title and detail.
    fn with_facts(&self, problem: Problem) -> Problem {
        match self {
            ApiError::StaleVersion { current, .. } | ApiError::VersionNotFound { current, .. } => {
                Problem {
                    current_version: Some(*current),
                    ..problem
                }
            }
            ApiError::NotYourTurn { awaited } => Problem {
                awaited: Some(awaited.clone()),
                ..problem
            },
            ApiError::VacationAllowanceExceeded { needed, remaining } => Problem {
                details: Some(ProblemDetails::VacationShortfall(VacationShortfall {
                    needed_days: *needed,
                    remaining_days: *remaining,
                })),
                ..problem
            },
            ApiError::UnknownBot { offered, .. } => Problem {
                details: Some(ProblemDetails::OfferedBots(OfferedBots {
                    bots: offered.clone(),
                })),
                ..problem
            },
            ApiError::ExpansionTooLarge { limit, narrow_with } => Problem {
                details: Some(ProblemDetails::ExpansionLimit(ExpansionLimit {
                    limit: *limit,
                    narrow_with: narrow_with.clone(),
                })),
                ..problem
            },
            ApiError::UnreadableCommand {
                at, suggestions, ..
            } => Problem {
                details: Some(ProblemDetails::TextReading(TextReading {
                    at: *at,
                    suggestions: suggestions.clone(),
                })),
                ..problem
            },
            ApiError::Rule { rejection, .. } => Problem {
                details: rejection.get("details").cloned().map(ProblemDetails::Rule),
                ..problem
            },
            ApiError::UnfinishedGames(games) => Problem {
                details: Some(ProblemDetails::UnfinishedGames(UnfinishedGames {
                    games: games.clone(),
                })),
                ..problem
            },
            ApiError::RateLimited(limit) => Problem {
                policy: Some(limit.policy),
                retry_after: Some(limit.retry_after),
                ..problem
            },
            ApiError::TooManyStreams(limit) => Problem {
                scope: Some(limit.scope),
                limit: Some(limit.limit),
                retry_after: Some(limit.retry_after),
                ..problem
            },
            _ => problem,
        }
    }
}

impl Problem {
    /// A problem of `code` with no facts beside its title and detail.
    pub fn new(code: String, status: u16, title: String, detail: String) -> Problem {
        Problem {
            problem_type: format!("urn:hotel-games:problem:{code}"),
            title,
            status,
            detail,
            code,
            current_version: None,
            awaited: None,
            policy: None,
            scope: None,
            limit: None,
            retry_after: None,
            details: None,
        }
    }
}

/// The English detail, for logs and tests.
impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.problem().detail)
    }
}

impl std::error::Error for ApiError {}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::InvalidRequest(_)
            | ApiError::InvalidConfig(_)
            | ApiError::InvalidMessage(_)
            | ApiError::UnreadableMail
            | ApiError::UnreadableCommand { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized
            | ApiError::InvalidCredentials
            | ApiError::InvalidRefreshToken
            | ApiError::RefreshTokenReused => StatusCode::UNAUTHORIZED,
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
            | ApiError::InvalidLink
            | ApiError::SessionNotFound
            | ApiError::InvitationNotFound
            | ApiError::UserNotFound => StatusCode::NOT_FOUND,
            ApiError::InvitationUnusable(_) => StatusCode::GONE,
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
            | ApiError::SeatUnavailable(_)
            | ApiError::BotsRefused
            | ApiError::UnfinishedGames(_)
            | ApiError::BotAccountPermanent
            | ApiError::StandingOrdersUnsupported(_) => StatusCode::CONFLICT,
            ApiError::Rule { .. }
            | ApiError::UnknownBot { .. }
            | ApiError::InvalidStandingOrders(_)
            | ApiError::IdempotencyKeyReused
            | ApiError::VacationAllowanceExceeded { .. }
            | ApiError::WebhookUrlRefused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::EmailNotConfigured | ApiError::RepliesNotConfigured => {
                StatusCode::NOT_IMPLEMENTED
            }
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

/// An error told in a language chosen before it happened, for an answer given where its
/// request is gone (the handler time limit answers without the request).
#[derive(Debug)]
pub struct ToldIn {
    /// The error.
    pub error: ApiError,
    /// The reader's language.
    pub language: Language,
}

impl std::fmt::Display for ToldIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

impl ResponseError for ToldIn {
    fn status_code(&self) -> StatusCode {
        self.error.status_code()
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = self.error.error_response();
        response.headers_mut().insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(self.language.tag()),
        );
        let body = serde_json::to_string(&self.error.problem_in(self.language)).unwrap_or_default();
        response.set_body(body).map_into_boxed_body()
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
    /// What the limit counts.
    pub scope: StreamScope,
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
