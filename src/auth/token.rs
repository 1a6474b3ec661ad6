//! Access tokens: HS256 JWTs with the algorithm pinned and expiry enforced.

use std::time::Duration;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

use crate::error::ApiError;

/// The claims of an access token.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: String,
    /// The username at issue time.
    pub name: String,
    /// Issued at (seconds since the epoch).
    pub iat: i64,
    /// Expires at (seconds since the epoch).
    pub exp: i64,
    /// The user's token generation at issue time (revoking tokens moves it on).
    #[serde(default)]
    pub generation: i64,
    /// What else than a bearer token this is: `stream` for a stream ticket, which opens
    /// event streams only. Absent on access tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    /// A stream ticket's own id: it opens one stream only. Absent on access tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jti: Option<String>,
    /// The session the token was issued in: revoking it revokes the token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    /// Whether the user's account was a bot's at issue time (an account stays a bot's for
    /// good, so the claim never goes stale): bots' moves have their own rate limit.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
}

impl Claims {
    /// The claims of a token of the user's `generation` issued now for `ttl`, with no scope,
    /// id or session.
    fn new(user_id: &str, username: &str, generation: i64, ttl: Duration) -> Claims {
        let now = chrono::Utc::now().timestamp();
        Claims {
            sub: user_id.into(),
            name: username.into(),
            iat: now,
            exp: now + ttl.as_secs() as i64,
            generation,
            scope: None,
            jti: None,
            sid: None,
            bot: false,
        }
    }
}

/// The scope of a stream ticket.
pub const STREAM_SCOPE: &str = "stream";

/// How long a stream ticket may be used to open a stream.
pub const STREAM_TICKET_TTL: Duration = Duration::from_secs(60);

/// Keys and policy for issuing and verifying tokens.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl: Duration,
    session_idle: Duration,
}

/// How long a session lives without being refreshed, unless configured.
pub const DEFAULT_SESSION_IDLE: Duration = Duration::from_secs(60 * 86_400);

impl TokenKeys {
    /// Keys from a shared secret; access tokens live `ttl`.
    pub fn new(secret: &[u8], ttl: Duration) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            ttl,
            session_idle: DEFAULT_SESSION_IDLE,
        }
    }

    /// The same keys, with sessions that live `idle` without being refreshed.
    pub fn with_session_idle(self, idle: Duration) -> Self {
        TokenKeys {
            session_idle: idle,
            ..self
        }
    }

    /// The lifetime of new access tokens.
    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    /// How long a session lives without being refreshed.
    pub fn session_idle(&self) -> Duration {
        self.session_idle
    }

    /// Issues an access token for a user in `session`, saying whether the account is a
    /// bot's.
    pub fn issue(
        &self,
        user_id: &str,
        username: &str,
        generation: i64,
        session: &str,
        bot: bool,
    ) -> Result<String, ApiError> {
        self.sign(Claims {
            sid: Some(session.to_string()),
            bot,
            ..Claims::new(user_id, username, generation, self.ttl)
        })
    }

    /// Issues a stream ticket: a token that opens one of the caller's event streams (passed
    /// as `?ticket=`, since a browser's `EventSource` cannot send headers) within
    /// [`STREAM_TICKET_TTL`], and is refused as a bearer token. The ticket belongs to the
    /// session of the token it was asked with, if any.
    pub fn issue_stream_ticket(
        &self,
        user_id: &str,
        username: &str,
        generation: i64,
        session: Option<&str>,
    ) -> Result<String, ApiError> {
        self.sign(Claims {
            scope: Some(STREAM_SCOPE.to_string()),
            jti: Some(uuid::Uuid::new_v4().to_string()),
            sid: session.map(str::to_string),
            ..Claims::new(user_id, username, generation, STREAM_TICKET_TTL)
        })
    }

    fn sign(&self, claims: Claims) -> Result<String, ApiError> {
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| ApiError::Internal(e.to_string()))
    }

    /// Verifies a token: HS256 only (so `alg: none` and other algorithms fail), signed with
    /// this key, not expired.
    pub fn verify(&self, token: &str) -> Result<Claims, ApiError> {
        decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|_| ApiError::Unauthorized)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(secret: &[u8]) -> TokenKeys {
        TokenKeys::new(secret, Duration::from_secs(60))
    }

    fn b64(data: &[u8]) -> String {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(data)
    }

    #[test]
    fn issued_tokens_verify() {
        let keys = keys(b"secret");
        let token = keys.issue("u1", "ann", 0, "s1", false).unwrap();
        let claims = keys.verify(&token).unwrap();
        assert_eq!(claims.sub, "u1");
        assert_eq!(claims.name, "ann");
        assert_eq!(claims.exp - claims.iat, 60);
        assert_eq!(claims.sid.as_deref(), Some("s1"));
        assert!(!claims.bot);
        let bot = keys.issue("u2", "robot", 0, "s2", true).unwrap();
        assert!(keys.verify(&bot).unwrap().bot);
        assert_eq!(
            keys.verify(&keys.issue("u1", "ann", 3, "s1", false).unwrap())
                .unwrap()
                .generation,
            3
        );
    }

    #[test]
    fn other_keys_expired_tokens_and_alg_none_are_rejected() {
        let token = keys(b"secret").issue("u1", "ann", 0, "s1", false).unwrap();
        assert!(keys(b"another").verify(&token).is_err());

        let expired = TokenKeys::new(b"secret", Duration::ZERO)
            .issue("u1", "ann", 0, "s1", false)
            .unwrap();
        std::thread::sleep(Duration::from_millis(1100));
        assert!(keys(b"secret").verify(&expired).is_err());

        let exp = chrono::Utc::now().timestamp() + 600;
        let header = b64(br#"{"alg":"none","typ":"JWT"}"#);
        let payload = b64(format!(r#"{{"sub":"u1","name":"ann","iat":0,"exp":{exp}}}"#).as_bytes());
        assert!(
            keys(b"secret")
                .verify(&format!("{header}.{payload}."))
                .is_err()
        );

        let hs512 = encode(
            &Header::new(Algorithm::HS512),
            &Claims {
                sub: "u1".into(),
                name: "ann".into(),
                iat: 0,
                exp,
                generation: 0,
                scope: None,
                jti: None,
                sid: None,
                bot: false,
            },
            &EncodingKey::from_secret(b"secret"),
        )
        .unwrap();
        assert!(keys(b"secret").verify(&hs512).is_err());
    }
}
