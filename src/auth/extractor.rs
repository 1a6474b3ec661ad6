//! The authenticated caller, extracted from `Authorization: Bearer <token>`: a valid
//! signature and expiry, a user that exists, and a token of the user's current generation
//! (revoked tokens are refused).

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};

use super::TokenKeys;
use super::token::Claims;
use crate::error::ApiError;
use crate::play::Play;

/// The user a request is authenticated as.
#[derive(Clone, Debug)]
pub struct AuthUser {
    pub id: String,
    pub username: String,
}

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let claims = verified_claims(request);
        let play = request.app_data::<web::Data<Play>>().cloned();
        Box::pin(async move {
            let claims = claims?;
            let play = play.ok_or_else(|| ApiError::Internal("no store configured".into()))?;
            match play.store().token_generation(&claims.sub).await? {
                Some(generation) if generation == claims.generation => Ok(AuthUser {
                    id: claims.sub,
                    username: claims.name,
                }),
                // A deleted user, or a token revoked since it was issued.
                _ => Err(ApiError::Unauthorized),
            }
        })
    }
}

fn verified_claims(request: &HttpRequest) -> Result<Claims, ApiError> {
    let keys = request
        .app_data::<web::Data<TokenKeys>>()
        .ok_or_else(|| ApiError::Internal("token keys not configured".into()))?;
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
