//! Who a request is made by: the authenticated user, and a bearer token verified but whose
//! user is not checked yet. The HTTP layer extracts them from requests.

use super::token::Claims;
use crate::error::ApiError;

/// The user a request is authenticated as.
#[derive(Clone, Debug)]
pub struct AuthUser {
    pub id: String,
    pub username: String,
}

/// A bearer token whose signature and expiry are verified but whose user is not checked yet:
/// for the busiest requests, which check it along with the game they read, in one query
/// (`Play::game_for`). Only [`Bearer::user`] turns it into an [`AuthUser`].
#[derive(Clone, Debug)]
pub struct Bearer(Claims);

impl From<Claims> for Bearer {
    fn from(claims: Claims) -> Self {
        Bearer(claims)
    }
}

impl Bearer {
    /// The id of the user the token was issued to.
    pub fn user_id(&self) -> &str {
        &self.0.sub
    }

    /// The token's user, given the user's current token generation (`None`: no such user).
    pub fn user(self, generation: Option<i64>) -> Result<AuthUser, ApiError> {
        match generation {
            Some(generation) if generation == self.0.generation => Ok(AuthUser {
                id: self.0.sub,
                username: self.0.name,
            }),
            // A deleted user, or a token revoked since it was issued.
            _ => Err(ApiError::Unauthorized),
        }
    }
}
