//! Sessions: a sign-in opens one, its refresh token (rotated at each use) keeps it alive for
//! weeks, and its owner lists them and ends any one or all.

use std::sync::Arc;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};

use crate::auth::refresh::{RefreshToken, hash_of};
use crate::auth::{AuthUser, TokenKeys};
use crate::error::{ApiError, Problem};
use crate::play::Play;
use crate::resources::{RefreshRequest, Session, SessionList, Token};
use crate::store::{NewSession, Refresh, SessionHolder, UserRecord, now_millis};
use crate::stream::admission::Streams;
use crate::timestamps::rfc3339;

/// The longest `User-Agent` kept with a session.
const MAX_USER_AGENT: usize = 256;

/// How long after its rotation a refresh token may be presented again while the token that
/// replaced it is unused (its answer was lost): then that successor is rotated instead.
const REUSE_GRACE_MS: i64 = 30_000;

/// The id that names the session of the request's own token.
const CURRENT: &str = "current";

/// Opens a session for `user`, signed in by `request`, and answers its first tokens.
pub async fn open_session(
    play: &Play,
    keys: &TokenKeys,
    user: &UserRecord,
    request: &HttpRequest,
) -> Result<Token, ApiError> {
    let id = uuid::Uuid::new_v4().to_string();
    let refresh = RefreshToken::generate()?;
    let now = now_millis();
    let user_agent = request
        .headers()
        .get(header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .map(|agent| agent.chars().take(MAX_USER_AGENT).collect::<String>());
    play.store()
        .create_session(&NewSession {
            id: &id,
            user_id: &user.id,
            refresh_hash: &refresh.hash,
            user_agent: user_agent.as_deref(),
            now,
            expires_at: now + idle_millis(keys),
        })
        .await?;
    let holder = SessionHolder {
        session_id: id,
        user_id: user.id.clone(),
        username: user.username.clone(),
        token_generation: user.token_generation,
        bot: user.bot,
    };
    tokens(keys, &holder, refresh.token)
}

fn idle_millis(keys: &TokenKeys) -> i64 {
    i64::try_from(keys.session_idle().as_millis()).unwrap_or(i64::MAX)
}

/// The answer of a sign-in or a refresh: a new access token and the session's refresh token.
fn tokens(keys: &TokenKeys, holder: &SessionHolder, refresh: String) -> Result<Token, ApiError> {
    Ok(Token {
        access_token: keys.issue(
            &holder.user_id,
            &holder.username,
            holder.token_generation,
            &holder.session_id,
            holder.bot,
        )?,
        token_type: "Bearer".into(),
        expires_in: keys.ttl().as_secs(),
        refresh_token: refresh,
        refresh_expires_in: keys.session_idle().as_secs(),
        session_id: holder.session_id.clone(),
    })
}

/// Exchanges a session's refresh token for a new access token and a new refresh token (the
/// one presented stops working). Presenting a refresh token that was already exchanged ends
/// its session at once, since one of its two holders is not its owner, with one exception:
/// within 30 seconds of the exchange, while the refresh token it gave was never presented
/// (the answer was lost on the way), the exchange is made again and that unused token stops
/// working instead.
#[utoipa::path(post, path = "/v1/tokens/refresh", tag = "accounts", request_body = RefreshRequest,
    responses(
        (status = 200, description = "New tokens of the same session", body = Token),
        (status = 400, description = "Malformed request (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "An unknown refresh token, or one whose session ended (`invalid_refresh_token`), or one already exchanged: its session is ended now (`refresh_token_reused`)", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not declared JSON (`unsupported_media_type`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/tokens/refresh")]
pub async fn refresh_session(
    play: web::Data<Play>,
    keys: web::Data<TokenKeys>,
    streams: web::Data<Arc<Streams>>,
    request: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let (asked, _): (RefreshRequest, _) = super::json_body(&request, body).await?;
    let fresh = RefreshToken::generate()?;
    let now = now_millis();
    let outcome = play
        .store()
        .refresh_session(
            &hash_of(&asked.refresh_token),
            &fresh.hash,
            now,
            now - REUSE_GRACE_MS,
            now + idle_millis(&keys),
        )
        .await?;
    match outcome {
        Refresh::Rotated(holder) => {
            Ok(HttpResponse::Ok().json(tokens(&keys, &holder, fresh.token)?))
        }
        Refresh::Reused { user_id } => {
            streams.tokens_changed(&user_id);
            Err(ApiError::RefreshTokenReused)
        }
        Refresh::Invalid => Err(ApiError::InvalidRefreshToken),
    }
}

/// The caller's open sessions, newest first: where and when each signed in and was last
/// used, and which one the request's token belongs to.
#[utoipa::path(get, path = "/v1/users/me/sessions", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's open sessions", body = SessionList),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/sessions")]
pub async fn list(play: web::Data<Play>, user: AuthUser) -> Result<HttpResponse, ApiError> {
    let sessions = play.store().sessions(&user.id, now_millis()).await?;
    Ok(HttpResponse::Ok().json(SessionList {
        sessions: sessions
            .into_iter()
            .map(|session| Session {
                current: user.session.as_deref() == Some(session.id.as_str()),
                id: session.id,
                created_at: rfc3339(session.created_at),
                last_used_at: rfc3339(session.last_used_at),
                expires_at: rfc3339(session.expires_at),
                user_agent: session.user_agent,
            })
            .collect(),
    }))
}

/// Ends one of the caller's sessions (`current`: the one the request's token belongs to, as
/// signing out does): its refresh token stops working, so do the access tokens issued in it
/// (401 from the next request), and its event streams end.
#[utoipa::path(delete, path = "/v1/users/me/sessions/{session_id}", tag = "accounts", security(("bearer" = [])),
    params(("session_id" = String, Path, description = "A session's id, or `current`")),
    responses(
        (status = 204, description = "The session is ended"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The caller has no open session with this id (`session_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/users/me/sessions/{session_id}")]
pub async fn end(
    play: web::Data<Play>,
    streams: web::Data<Arc<Streams>>,
    user: AuthUser,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let asked = path.into_inner();
    let id = match asked.as_str() {
        CURRENT => user.session.clone().ok_or(ApiError::SessionNotFound)?,
        _ => asked,
    };
    if !play
        .store()
        .revoke_session(&user.id, &id, now_millis())
        .await?
    {
        return Err(ApiError::SessionNotFound);
    }
    streams.tokens_changed(&user.id);
    Ok(HttpResponse::NoContent().finish())
}
