//! The authenticated caller, extracted from `Authorization: Bearer <token>`: a valid
//! signature and expiry, a user that exists, and a token of the user's current generation
//! (revoked tokens are refused).

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpMessage, HttpRequest, web};

use crate::auth::token::{Claims, STREAM_SCOPE};
use crate::auth::{AuthUser, Bearer, LanguageSetting, TokenKeys};
use crate::error::ApiError;
use crate::i18n::{Asked, Language};
use crate::play::Play;

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        current_user(request, session_claims(request))
    }
}

impl FromRequest for Bearer {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(
            session_claims(request).map(|claims| Bearer::new(claims, language_setting(request))),
        )
    }
}

/// The user a stream is opened for: a bearer token, or a stream ticket from `?ticket=`
/// (see [`TokenKeys::issue_stream_ticket`]; [`StreamTicket`] takes it out of the URL),
/// which opens one stream only. The token generation lets the stream end once the user's
/// tokens are revoked.
#[derive(Clone, Debug)]
pub struct StreamUser {
    pub user: AuthUser,
    /// The user's token generation the stream was opened in.
    pub generation: i64,
}

/// A stream ticket taken out of a request's URL (so that no log of the URL carries it).
#[derive(Clone, Debug)]
pub struct StreamTicket(pub String);

impl FromRequest for StreamUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let ticket = request.extensions().get::<StreamTicket>().cloned();
        let Some(StreamTicket(ticket)) = ticket else {
            return current_stream_user(request, session_claims(request), false);
        };
        let claims = keys(request)
            .and_then(|keys| keys.verify(&ticket))
            .and_then(|claims| match claims.scope.as_deref() {
                Some(STREAM_SCOPE) => Ok(claims),
                _ => Err(ApiError::Unauthorized),
            });
        current_stream_user(request, claims, true)
    }
}

/// The stream user of verified claims, if the user exists and the claims are of the user's
/// current token generation; a ticket (`single_use`) is spent on the way, and refused when
/// it was spent before.
fn current_stream_user(
    request: &HttpRequest,
    claims: Result<Claims, ApiError>,
    single_use: bool,
) -> Pin<Box<dyn Future<Output = Result<StreamUser, ApiError>>>> {
    let play = request.app_data::<web::Data<Play>>().cloned();
    let setting = language_setting(request);
    Box::pin(async move {
        let claims = claims?;
        let play = play.ok_or_else(|| ApiError::Internal("no store configured".into()))?;
        let holder = play
            .store()
            .holder(&claims.sub, claims.sid.as_deref())
            .await?;
        if single_use {
            let id = claims.jti.as_deref().ok_or(ApiError::Unauthorized)?;
            let expires_at = claims.exp.saturating_mul(1000);
            if !play.store().use_stream_ticket(id, expires_at).await? {
                return Err(ApiError::Unauthorized);
            }
        }
        let user = Bearer::new(claims, setting).user(holder)?;
        Ok(StreamUser {
            user,
            generation: holder.ok_or(ApiError::Unauthorized)?.token_generation,
        })
    })
}

/// The user of verified claims, if the user exists and the claims are of the user's current
/// token generation.
fn current_user(
    request: &HttpRequest,
    claims: Result<Claims, ApiError>,
) -> Pin<Box<dyn Future<Output = Result<AuthUser, ApiError>>>> {
    let play = request.app_data::<web::Data<Play>>().cloned();
    let setting = language_setting(request);
    Box::pin(async move {
        let claims = claims?;
        let play = play.ok_or_else(|| ApiError::Internal("no store configured".into()))?;
        let holder = play
            .store()
            .holder(&claims.sub, claims.sid.as_deref())
            .await?;
        Bearer::new(claims, setting).user(holder)
    })
}

fn keys(request: &HttpRequest) -> Result<&web::Data<TokenKeys>, ApiError> {
    request
        .app_data::<web::Data<TokenKeys>>()
        .ok_or_else(|| ApiError::Internal("token keys not configured".into()))
}

/// The verified claims of the request's bearer token, which must be a session token (a stream
/// ticket is not a bearer token).
fn session_claims(request: &HttpRequest) -> Result<Claims, ApiError> {
    bearer_claims(request).and_then(|claims| match claims.scope {
        None => Ok(claims),
        Some(_) => Err(ApiError::Unauthorized),
    })
}

fn bearer_claims(request: &HttpRequest) -> Result<Claims, ApiError> {
    let keys = keys(request)?;
    let token = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| {
            let (scheme, token) = value.split_once(' ')?;
            scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
        })
        .ok_or(ApiError::Unauthorized)?;
    keys.verify(token)
}

/// The request's slot for its user's language setting (see [`LanguageSetting`]), made on
/// first use.
fn language_setting(request: &HttpRequest) -> LanguageSetting {
    if let Some(setting) = request.extensions().get::<LanguageSetting>() {
        return setting.clone();
    }
    let setting = LanguageSetting::default();
    request.extensions_mut().insert(setting.clone());
    setting
}

/// The language to answer `request` in: its `?lang=`, else its user's setting (once the user
/// is checked), else its `Accept-Language`, else English.
pub fn reader_language(request: &HttpRequest) -> Language {
    let setting = request
        .extensions()
        .get::<LanguageSetting>()
        .and_then(LanguageSetting::get);
    asked(request).with_setting(setting)
}

/// What `request` asks by itself, without its user's setting (a `lang` the server does not
/// speak is passed over: the handlers' own queries refuse it).
fn asked(request: &HttpRequest) -> Asked {
    let query = url::form_urlencoded::parse(request.query_string().as_bytes())
        .find(|(name, _)| name == "lang")
        .map(|(_, value)| value.into_owned());
    Asked::parse(query.as_deref(), accept_language(request))
}

fn accept_language(request: &HttpRequest) -> Option<&str> {
    request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
}

/// The language the request's `Accept-Language` header asks for, if the server speaks one
/// of its languages (see [`Language::from_accept_language`]).
#[derive(Clone, Copy, Debug)]
pub struct AcceptLanguage(pub Option<Language>);

impl AcceptLanguage {
    /// The language `request`'s header asks for.
    pub fn of(request: &HttpRequest) -> Self {
        AcceptLanguage(accept_language(request).and_then(Language::from_accept_language))
    }

    /// What the request asks, with `query` (its `?lang=`) before this header.
    pub fn with(self, query: Option<Language>) -> Asked {
        Asked {
            query,
            header: self.0,
        }
    }
}

impl FromRequest for AcceptLanguage {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(Ok(AcceptLanguage::of(request)))
    }
}
