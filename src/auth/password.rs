//! Password hashing with argon2id (OWASP-recommended parameters: 19 MiB, 2 passes, 1 lane),
//! always off the async threads.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::error::ApiError;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password into a PHC string (on a blocking thread).
pub async fn hash(password: String) -> Result<String, ApiError> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        argon2()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?
}

/// Checks a password against a PHC string (on a blocking thread). With `None` (unknown user)
/// a dummy hash is checked instead, so the answer takes the same time either way.
pub async fn verify(password: String, stored: Option<String>) -> Result<bool, ApiError> {
    tokio::task::spawn_blocking(move || {
        let known = stored.is_some();
        let stored = stored.unwrap_or_else(|| DUMMY_HASH.to_string());
        let parsed = PasswordHash::new(&stored).map_err(|e| ApiError::Internal(e.to_string()))?;
        let matches = argon2()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        Ok(known && matches)
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?
}

/// An argon2id hash (same parameters) of a password nobody knows.
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$hNJb81dUTKFqOGfnjD4SP8EMXEMq1YBVMUoGbS2D0eY";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_use_argon2id_with_owasp_parameters() {
        let hash = hash("correct horse".into()).await.unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(
            verify("correct horse".into(), Some(hash.clone()))
                .await
                .unwrap()
        );
        assert!(!verify("wrong".into(), Some(hash)).await.unwrap());
        assert!(!verify("anything".into(), None).await.unwrap());
    }

    #[test]
    fn the_dummy_hash_parses_with_the_same_parameters() {
        let parsed = PasswordHash::new(DUMMY_HASH).unwrap();
        assert_eq!(parsed.algorithm.as_str(), "argon2id");
        assert!(DUMMY_HASH.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    }
}
