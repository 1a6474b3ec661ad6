//! Accounts and tokens.

use actix_web::{HttpResponse, get, post, web};

use crate::auth::{AuthUser, TokenKeys, password};
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::presentation::rfc3339;
use crate::resources::{Credentials, Token, User};
use crate::store::{StoreError, UserRecord, now_millis};

fn validate(credentials: &Credentials) -> Result<(), ApiError> {
    let name = &credentials.username;
    let name_ok = (3..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if !name_ok {
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
    }
}

/// Creates an account.
#[utoipa::path(post, path = "/v1/users", tag = "accounts", request_body = Credentials,
    responses(
        (status = 201, description = "Account created", body = User),
        (status = 400, description = "Invalid username or password (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Username taken (`username_taken`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/users")]
pub async fn register(play: web::Data<Play>, body: web::Payload) -> Result<HttpResponse, ApiError> {
    let credentials: Credentials = super::parse_json(&super::read_body(body).await?)?;
    validate(&credentials)?;
    let user = UserRecord {
        id: uuid::Uuid::new_v4().to_string(),
        username: credentials.username,
        password_hash: password::hash(credentials.password).await?,
        created_at: now_millis(),
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
    let record = play
        .store()
        .user_by_id(&user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(HttpResponse::Ok().json(user_resource(&record)))
}

/// Exchanges a username and password for a bearer token. Unknown users and wrong passwords
/// get the same answer in the same time.
#[utoipa::path(post, path = "/v1/tokens", tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "A bearer token", body = Token),
        (status = 400, description = "Malformed request (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Unknown username or wrong password (`invalid_credentials`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/tokens")]
pub async fn issue_token(
    play: web::Data<Play>,
    keys: web::Data<TokenKeys>,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let credentials: Credentials = super::parse_json(&super::read_body(body).await?)?;
    let user = play.store().user_by_name(&credentials.username).await?;
    let stored = user.as_ref().map(|user| user.password_hash.clone());
    if !password::verify(credentials.password, stored).await? {
        return Err(ApiError::InvalidCredentials);
    }
    let user = user.ok_or(ApiError::InvalidCredentials)?;
    Ok(HttpResponse::Ok().json(Token {
        access_token: keys.issue(&user.id, &user.username)?,
        token_type: "Bearer".into(),
        expires_in: keys.ttl().as_secs(),
    }))
}
