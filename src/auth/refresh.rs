//! Refresh tokens: `rt_` and 256 random bits in URL-safe base64, given to the client once and
//! stored only as their SHA-256, so that a copy of the database signs nobody in.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use crate::error::ApiError;

/// The prefix of a refresh token, which tells it apart from an access token at a glance.
const PREFIX: &str = "rt_";
/// Random bytes of a refresh token.
const BYTES: usize = 32;

/// A new refresh token, and the hash it is stored as.
pub struct RefreshToken {
    pub token: String,
    pub hash: String,
}

impl RefreshToken {
    /// A fresh token from the operating system's random generator.
    pub fn generate() -> Result<RefreshToken, ApiError> {
        let mut bytes = [0u8; BYTES];
        rand::rngs::OsRng
            .try_fill_bytes(&mut bytes)
            .map_err(|e| ApiError::Internal(format!("no randomness for a refresh token: {e}")))?;
        let token = format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes));
        let hash = hash_of(&token);
        Ok(RefreshToken { token, hash })
    }
}

/// The stored form of a refresh token: the hexadecimal SHA-256 of its text.
pub fn hash_of(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_stored_by_their_hash() {
        let first = RefreshToken::generate().unwrap();
        let second = RefreshToken::generate().unwrap();
        assert_ne!(first.token, second.token);
        assert!(first.token.starts_with("rt_"));
        // 32 bytes in unpadded base64: 43 characters.
        assert_eq!(first.token.len(), 3 + 43);
        assert_eq!(first.hash, hash_of(&first.token));
        assert_eq!(first.hash.len(), 64);
        assert!(!first.hash.contains(&first.token[3..]));
        assert_eq!(
            hash_of("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
