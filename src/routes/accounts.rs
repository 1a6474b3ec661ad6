//! Accounts and tokens.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, delete, get, patch, post, web};

use crate::auth::{AuthUser, PasswordPool, TokenKeys};
use crate::error::{ApiError, Problem};
use crate::limits::RateLimits;
use crate::play::Play;
use crate::resources::{AccountKind, Credentials, ProfileVisibility, Token, User, UserChanges};
use crate::store::{BotMarking, StoreError, UserRecord, now_millis};
use crate::stream::admission::Streams;
use crate::timestamps::rfc3339;

/// Whether a username follows the rules: 3–32 letters, digits, `_`, `-` or `.`.
fn valid_username(name: &str) -> bool {
    (3..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

fn validate(credentials: &Credentials) -> Result<(), ApiError> {
    if !valid_username(&credentials.username) {
        return Err(ApiError::InvalidRequest(
            "username must be 3-32 characters of letters, digits, '_', '-' or '.'".into(),
        ));
    }
    if !(8..=256).contains(&credentials.password.chars().count()) {
        return Err(ApiError::InvalidRequest(
            "password must be 8-256 characters".into(),
        ));
    }
    Ok(())
}

fn user_resource(user: &UserRecord) -> User {
    User {
        id: user.id.clone(),
        username: user.username.clone(),
        created_at: rfc3339(user.created_at),
        language: user.language,
        profile: if user.profile_hidden {
            ProfileVisibility::Hidden
        } else {
            ProfileVisibility::Public
        },
        account: AccountKind::of(user.bot),
    }
}

/// Creates an account.
#[utoipa::path(post, path = "/v1/users", tag = "accounts", request_body = Credentials,
    responses(
        (status = 201, description = "Account created", body = User),
        (status = 400, description = "Invalid username or password (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Username taken (`username_taken`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many registrations from this address (`rate_limited`, policy `register-address`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`"))),
        (status = 503, description = "Too many password checks at once (`server_busy`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait")))))]
#[post("/v1/users")]
pub async fn register(
    play: web::Data<Play>,
    limits: web::Data<RateLimits>,
    passwords: web::Data<PasswordPool>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    limits.register(&super::client_address(&request))?;
    let (credentials, _): (Credentials, _) = super::json_body(&request, body).await?;
    validate(&credentials)?;
    let user = UserRecord {
        id: uuid::Uuid::new_v4().to_string(),
        username: credentials.username,
        password_hash: passwords.hash(credentials.password).await?,
        created_at: now_millis(),
        token_generation: 0,
        language: None,
        profile_hidden: false,
        bot: false,
    };
    match play.store().create_user(&user).await {
        Ok(()) => Ok(HttpResponse::Created().json(user_resource(&user))),
        Err(StoreError::Conflict) => Err(ApiError::UsernameTaken),
        Err(other) => Err(other.into()),
    }
}

/// The authenticated account.
#[utoipa::path(get, path = "/v1/users/me", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's account", body = User),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me")]
pub async fn me(play: web::Data<Play>, user: AuthUser) -> Result<HttpResponse, ApiError> {
    account(&play, &user).await
}

/// The user's account as stored.
async fn account(play: &Play, user: &AuthUser) -> Result<HttpResponse, ApiError> {
    let record = play
        .store()
        .user_by_id(&user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(HttpResponse::Ok().json(user_resource(&record)))
}

/// Changes the caller's account: its `language`, the language of the server's words for this
/// user wherever a request does not name one with `?lang=` (log texts, legal moves' texts,
/// typed moves, problem documents), whether its `profile` is `public` or `hidden` from
/// strangers, and whether it is a bot's (`"account": "bot"`, for good). A member left out
/// keeps its value; a refused change changes nothing.
#[utoipa::path(patch, path = "/v1/users/me", tag = "accounts", security(("bearer" = [])),
    request_body = UserChanges,
    responses(
        (status = 200, description = "The caller's account, changed", body = User),
        (status = 400, description = "Not a language the server speaks, or an unknown member (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "A bot's account asked to be a person's (`bot_account_permanent`), or an account holding seats in open or running games asked to be a bot's (`unfinished_games`, their ids in `details.games`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json")))]
#[patch("/v1/users/me")]
pub async fn change_me(
    play: web::Data<Play>,
    user: AuthUser,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (changes, body): (UserChanges, _) = super::json_body(&request, body).await?;
    // The changes are an object (serde would also read them from an array, by position).
    if !body.trim_ascii_start().starts_with(b"{") {
        return Err(ApiError::InvalidRequest(
            "the changes must be a JSON object".into(),
        ));
    }
    match changes.account {
        Some(AccountKind::Bot) => match play.store().make_bot(&user.id).await? {
            BotMarking::Marked => {}
            BotMarking::Seated(games) => return Err(ApiError::UnfinishedGames(games)),
            BotMarking::NoUser => return Err(ApiError::Unauthorized),
        },
        Some(AccountKind::Person) => {
            let record = play.store().user_by_id(&user.id).await?;
            if record.ok_or(ApiError::Unauthorized)?.bot {
                return Err(ApiError::BotAccountPermanent);
            }
        }
        None => {}
    }
    if let Some(language) = changes.language
        && !play.store().set_user_language(&user.id, language).await?
    {
        return Err(ApiError::Unauthorized);
    }
    if let Some(profile) = changes.profile {
        play.store()
            .set_profile_hidden(&user.id, profile == ProfileVisibility::Hidden)
            .await?;
    }
    account(&play, &user).await
}

/// Exchanges a username and password for a bearer token, opening a session whose refresh
/// token gets the next ones (see `POST /v1/tokens/refresh`). Unknown users and wrong
/// passwords get the same answer in the same time.
#[utoipa::path(post, path = "/v1/tokens", tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "A bearer token and the new session's refresh token", body = Token),
        (status = 400, description = "Malformed request (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Unknown username or wrong password (`invalid_credentials`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts from this address or for this username (`rate_limited`, policy `login-address` or `login-username`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`"))),
        (status = 503, description = "Too many password checks at once (`server_busy`)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait")))))]
#[post("/v1/tokens")]
pub async fn issue_token(
    play: web::Data<Play>,
    keys: web::Data<TokenKeys>,
    limits: web::Data<RateLimits>,
    passwords: web::Data<PasswordPool>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (credentials, _): (Credentials, _) = super::json_body(&request, body).await?;
    limits.login(&super::client_address(&request), &credentials.username)?;
    // A name that breaks the rules belongs to nobody; it costs the same check as any other.
    let user = if valid_username(&credentials.username) {
        play.store().user_by_name(&credentials.username).await?
    } else {
        None
    };
    let stored = user.as_ref().map(|user| user.password_hash.clone());
    if !passwords.verify(credentials.password, stored).await? {
        return Err(ApiError::InvalidCredentials);
    }
    let user = user.ok_or(ApiError::InvalidCredentials)?;
    let token = super::sessions::open_session(&play, &keys, &user, &request).await?;
    Ok(HttpResponse::Ok().json(token))
}

/// Revokes every token and session of the caller (signing out everywhere): later requests
/// with any access token get 401, no refresh token works any more, and the caller's open event
/// streams end (on every server process) within a second; a new token comes from
/// `POST /v1/tokens`. The same as `DELETE /v1/users/me/sessions`.
#[utoipa::path(delete, path = "/v1/tokens/current", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 204, description = "Every token and session of the caller is revoked"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/tokens/current")]
pub async fn revoke_tokens(
    play: web::Data<Play>,
    streams: web::Data<Arc<Streams>>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    sign_out_everywhere(&play, &streams, &user).await
}

/// Ends every session of the caller and revokes every token (signing out everywhere): later
/// requests with any access token get 401, no refresh token works any more, and the caller's
/// open event streams end (on every server process) within a second.
#[utoipa::path(delete, path = "/v1/users/me/sessions", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 204, description = "Every session and token of the caller is revoked"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/users/me/sessions")]
pub async fn end_sessions(
    play: web::Data<Play>,
    streams: web::Data<Arc<Streams>>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    sign_out_everywhere(&play, &streams, &user).await
}

async fn sign_out_everywhere(
    play: &Play,
    streams: &Streams,
    user: &AuthUser,
) -> Result<HttpResponse, ApiError> {
    // Announced to the other processes sharing the database by the store.
    play.store().revoke_tokens(&user.id, now_millis()).await?;
    streams.tokens_changed(&user.id);
    Ok(HttpResponse::NoContent().finish())
}
