//! Who a request is made by: the authenticated user, and a bearer token verified but whose
//! user is not checked yet. The HTTP layer extracts them from requests.

use std::sync::{Arc, OnceLock};

use super::token::Claims;
use crate::error::ApiError;
use crate::i18n::Language;

/// The user a request is authenticated as.
#[derive(Clone, Debug)]
pub struct AuthUser {
    pub id: String,
    pub username: String,
    /// The language the user chose for the server's words, if any (`?lang=` overrides it,
    /// and it overrides `Accept-Language`).
    pub language: Option<Language>,
    /// The session the request's token was issued in (`None` for the server's own work on
    /// the user's behalf, e.g. a reply by email).
    pub session: Option<String>,
}

/// What a token is checked against, read from the user's account: the generation of its
/// tokens (tokens of another generation are revoked), whether the session it was issued in is
/// still open, and the user's language setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holder {
    pub token_generation: i64,
    pub session_open: bool,
    pub language: Option<Language>,
}

/// Where the language setting of a request's user is left once the user is checked: the HTTP
/// layer keeps a clone, to write the answer's problem document in the user's language even
/// when the request fails after the check.
#[derive(Clone, Debug, Default)]
pub struct LanguageSetting(Arc<OnceLock<Language>>);

impl LanguageSetting {
    /// The user's language setting, once a checked user has one.
    pub fn get(&self) -> Option<Language> {
        self.0.get().copied()
    }
}

/// A bearer token whose signature and expiry are verified but whose user is not checked yet:
/// for the busiest requests, which check it along with the game they read, in one query
/// (`Play::game_for`). Only [`Bearer::user`] turns it into an [`AuthUser`].
#[derive(Clone, Debug)]
pub struct Bearer {
    claims: Claims,
    setting: LanguageSetting,
}

impl Bearer {
    /// A verified token, whose user's language setting is left in `setting` once checked.
    pub fn new(claims: Claims, setting: LanguageSetting) -> Self {
        Bearer { claims, setting }
    }

    /// The id of the user the token was issued to.
    pub fn user_id(&self) -> &str {
        &self.claims.sub
    }

    /// Whether the token was issued to a bot's account.
    pub fn is_bot(&self) -> bool {
        self.claims.bot
    }

    /// The session the token was issued in, if any.
    pub fn session_id(&self) -> Option<&str> {
        self.claims.sid.as_deref()
    }

    /// The token's user, given the user's account as stored now (`None`: no such user).
    pub fn user(self, holder: Option<Holder>) -> Result<AuthUser, ApiError> {
        match holder {
            Some(holder)
                if holder.token_generation == self.claims.generation && holder.session_open =>
            {
                if let Some(language) = holder.language {
                    let _ = self.setting.0.set(language);
                }
                Ok(AuthUser {
                    id: self.claims.sub,
                    username: self.claims.name,
                    language: holder.language,
                    session: self.claims.sid,
                })
            }
            // A deleted user, or a token or session revoked since it was issued.
            _ => Err(ApiError::Unauthorized),
        }
    }
}
