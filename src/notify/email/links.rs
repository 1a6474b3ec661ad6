//! Signed links in emails, which work without logging in: confirming an address (valid for
//! a week) and unsubscribing (valid for as long as the account exists). A link carries its
//! purpose, the user and what it applies to, signed with HMAC-SHA256 under a key derived
//! from the server's secret.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a confirmation link works (seconds).
pub const CONFIRM_TTL_SECONDS: i64 = 7 * 24 * 3600;

/// The key that signs links.
#[derive(Clone)]
pub struct LinkKeys {
    key: Vec<u8>,
}

impl std::fmt::Debug for LinkKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LinkKeys(..)")
    }
}

const CONFIRM: &str = "confirm";
const UNSUBSCRIBE: &str = "unsubscribe";

impl LinkKeys {
    /// Keys derived from the server's secret (the one that signs tokens), for this purpose
    /// only.
    pub fn new(server_secret: &[u8]) -> Self {
        let mut mac = Hmac::<Sha256>::new_from_slice(server_secret).expect("HMAC takes any key");
        mac.update(b"hotel-games email links");
        LinkKeys {
            key: mac.finalize().into_bytes().to_vec(),
        }
    }

    /// The token of a link confirming `address` for `user_id`, issued at `now` (seconds).
    pub fn confirm_token(&self, user_id: &str, address: &str, now: i64) -> String {
        let expires = now + CONFIRM_TTL_SECONDS;
        self.sign(&[CONFIRM, user_id, &expires.to_string(), address])
    }

    /// The user and address a confirmation token names, if it is genuine and unexpired.
    pub fn verify_confirm(&self, token: &str, now: i64) -> Option<(String, String)> {
        match self.verify(token)?.as_slice() {
            [purpose, user_id, expires, address] if purpose == CONFIRM => {
                let expires: i64 = expires.parse().ok()?;
                (now <= expires).then(|| (user_id.clone(), address.clone()))
            }
            _ => None,
        }
    }

    /// The token of `user_id`'s unsubscribe link.
    pub fn unsubscribe_token(&self, user_id: &str) -> String {
        self.sign(&[UNSUBSCRIBE, user_id])
    }

    /// The user an unsubscribe token names, if it is genuine.
    pub fn verify_unsubscribe(&self, token: &str) -> Option<String> {
        match self.verify(token)?.as_slice() {
            [purpose, user_id] if purpose == UNSUBSCRIBE => Some(user_id.clone()),
            _ => None,
        }
    }

    fn sign(&self, fields: &[&str]) -> String {
        let body = URL_SAFE_NO_PAD.encode(fields.join("\n"));
        let signature = URL_SAFE_NO_PAD.encode(self.mac(&body).finalize().into_bytes());
        format!("{body}.{signature}")
    }

    fn verify(&self, token: &str) -> Option<Vec<String>> {
        let (body, signature) = token.split_once('.')?;
        let signature = URL_SAFE_NO_PAD.decode(signature).ok()?;
        self.mac(body).verify_slice(&signature).ok()?;
        let text = String::from_utf8(URL_SAFE_NO_PAD.decode(body).ok()?).ok()?;
        Some(text.split('\n').map(str::to_string).collect())
    }

    fn mac(&self, body: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes any key");
        mac.update(body.as_bytes());
        mac
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_verify_only_for_their_purpose_and_until_they_expire() {
        let keys = LinkKeys::new(b"server secret");
        let confirm = keys.confirm_token("user-1", "ann@example.org", 1_000);
        assert_eq!(
            keys.verify_confirm(&confirm, 1_000 + CONFIRM_TTL_SECONDS),
            Some(("user-1".into(), "ann@example.org".into()))
        );
        assert_eq!(
            keys.verify_confirm(&confirm, 1_001 + CONFIRM_TTL_SECONDS),
            None
        );
        assert_eq!(keys.verify_unsubscribe(&confirm), None);
        let unsubscribe = keys.unsubscribe_token("user-1");
        assert_eq!(
            keys.verify_unsubscribe(&unsubscribe).as_deref(),
            Some("user-1")
        );
        assert_eq!(keys.verify_confirm(&unsubscribe, 0), None);
        // Another server's key, or a changed user, breaks the signature.
        assert_eq!(
            LinkKeys::new(b"other").verify_unsubscribe(&unsubscribe),
            None
        );
        let (_, signature) = unsubscribe.split_once('.').unwrap();
        let forged = format!(
            "{}.{signature}",
            URL_SAFE_NO_PAD.encode("unsubscribe\nuser-2")
        );
        assert_eq!(keys.verify_unsubscribe(&forged), None);
        assert_eq!(keys.verify_unsubscribe("garbage"), None);
    }
}
