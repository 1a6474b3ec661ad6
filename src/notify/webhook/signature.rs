//! Standard Webhooks signatures: `webhook-signature: v1,<base64 of HMAC-SHA256(key,
//! "<webhook-id>.<webhook-timestamp>.<body>")>`, with the key given to the user once as
//! `whsec_<base64 of the key>`.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use rand::TryRngCore;
use sha2::Sha256;

/// The prefix of a signing secret.
pub const SECRET_PREFIX: &str = "whsec_";
/// Bytes of a signing key.
const KEY_BYTES: usize = 32;

/// A new signing secret, `whsec_` + base64 of 32 random bytes.
pub fn new_secret() -> Result<String, String> {
    let mut key = [0u8; KEY_BYTES];
    rand::rngs::OsRng
        .try_fill_bytes(&mut key)
        .map_err(|e| format!("OS random generator failed: {e}"))?;
    Ok(format!("{SECRET_PREFIX}{}", STANDARD.encode(key)))
}

/// The `webhook-signature` value of a body; `None` when the secret is malformed.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> Option<String> {
    let key = STANDARD.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).ok()?;
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body);
    Some(format!(
        "v1,{}",
        STANDARD.encode(mac.finalize().into_bytes())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_the_standard_webhooks_test_vector() {
        // The example of the Standard Webhooks specification.
        let signature = sign(
            "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            "msg_p5jXN8AQM9LWM0D4loKWxJek",
            1614265330,
            br#"{"test": 2432232314}"#,
        );
        assert_eq!(
            signature.as_deref(),
            Some("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
        );
        assert!(sign("not-a-secret", "msg_1", 1, b"{}").is_none());
    }

    #[test]
    fn secrets_are_fresh_and_well_formed() {
        let (a, b) = (new_secret().unwrap(), new_secret().unwrap());
        assert_ne!(a, b);
        assert!(a.starts_with(SECRET_PREFIX));
        assert!(sign(&a, "msg_1", 1, b"{}").is_some());
    }
}
