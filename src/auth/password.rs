//! Password hashing with argon2id (OWASP-recommended parameters: 19 MiB, 2 passes, 1 lane) on
//! a small pool of dedicated threads: at most one hash per thread at a time, so memory stays
//! bounded however many logins arrive; a bounded queue holds the surplus, and beyond it a
//! request is refused with `server_busy` (503, `Retry-After`) instead of waiting without end.
//! Each thread hashes in one memory block it keeps, so the process holds `threads × 19 MiB`
//! for hashing, never more, and the allocator is not left with freed 19 MiB regions.

use std::cell::RefCell;
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{Output, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use tokio::sync::oneshot;

use crate::error::ApiError;

/// The parameters of new hashes.
fn new_params() -> Params {
    Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters")
}

thread_local! {
    /// The hashing memory of this thread, kept between hashes.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// The raw argon2id hash of `password` with `salt` under `params`, `length` bytes long,
/// computed in this thread's memory block.
fn argon2id(
    params: &Params,
    password: &[u8],
    salt: &[u8],
    length: usize,
) -> Result<Vec<u8>, ApiError> {
    let hasher = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    let mut output = vec![0; length];
    MEMORY
        .with_borrow_mut(|memory| {
            memory.resize(params.block_count(), Block::default());
            hasher.hash_password_into_with_memory(password, salt, &mut output, &mut memory[..])
        })
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(output)
}

/// Whether two byte strings are equal, in time that depends on their length only.
fn constant_time_eq(left: &[u8], right: &[u8]) -> bool {
    left.len() == right.len() && left.iter().zip(right).fold(0, |acc, (l, r)| acc | (l ^ r)) == 0
}

/// One piece of work for the pool.
type Job = Box<dyn FnOnce() + Send>;

/// The threads that hash and verify passwords, with their queue.
#[derive(Clone)]
pub struct PasswordPool {
    queue: SyncSender<Job>,
}

impl PasswordPool {
    /// A pool of `threads` hashing threads with room for `queued` waiting requests.
    pub fn new(threads: usize, queued: usize) -> Self {
        let (queue, jobs) = sync_channel::<Job>(queued);
        let jobs = Arc::new(Mutex::new(jobs));
        for index in 0..threads.max(1) {
            let jobs = jobs.clone();
            std::thread::Builder::new()
                .name(format!("password-{index}"))
                .spawn(move || {
                    loop {
                        let job = match jobs.lock() {
                            Ok(jobs) => jobs.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                })
                .expect("spawn a password thread");
        }
        PasswordPool { queue }
    }

    /// Runs `work` on a pool thread; `server_busy` when the queue is full.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let (done, result) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        match self.queue.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => return Err(ApiError::ServerBusy),
            Err(TrySendError::Disconnected(_)) => {
                return Err(ApiError::Internal("the password threads stopped".into()));
            }
        }
        result
            .await
            .map_err(|_| ApiError::Internal("a password thread failed".into()))
    }

    /// Hashes a password into a PHC string.
    pub async fn hash(&self, password: String) -> Result<String, ApiError> {
        self.run(move || {
            let salt = SaltString::generate(&mut OsRng);
            let mut salt_bytes = [0; 64];
            let salt_bytes = salt
                .as_salt()
                .decode_b64(&mut salt_bytes)
                .map_err(|e| ApiError::Internal(e.to_string()))?;
            let params = new_params();
            let hash = argon2id(
                &params,
                password.as_bytes(),
                salt_bytes,
                Params::DEFAULT_OUTPUT_LEN,
            )?;
            let hash = Output::new(&hash).map_err(|e| ApiError::Internal(e.to_string()))?;
            Ok(format!(
                "$argon2id$v=19$m={},t={},p={}${}${hash}",
                params.m_cost(),
                params.t_cost(),
                params.p_cost(),
                salt.as_str()
            ))
        })
        .await?
    }

    /// Checks a password against a PHC string. With `None` (unknown user) a dummy hash is
    /// checked instead, so the answer takes the same time either way.
    pub async fn verify(&self, password: String, stored: Option<String>) -> Result<bool, ApiError> {
        self.run(move || {
            let known = stored.is_some();
            let stored = stored.unwrap_or_else(|| DUMMY_HASH.to_string());
            let invalid = |e: argon2::password_hash::Error| ApiError::Internal(e.to_string());
            let parsed = PasswordHash::new(&stored).map_err(invalid)?;
            let params = Params::try_from(&parsed).map_err(invalid)?;
            let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
                return Err(ApiError::Internal(
                    "a stored hash lacks its salt or hash".into(),
                ));
            };
            let mut salt_bytes = [0; 64];
            let salt_bytes = salt.decode_b64(&mut salt_bytes).map_err(invalid)?;
            let actual = argon2id(&params, password.as_bytes(), salt_bytes, expected.len())?;
            Ok(known && constant_time_eq(&actual, expected.as_bytes()))
        })
        .await?
    }
}

/// An argon2id hash (same parameters) of a password nobody knows.
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$hNJb81dUTKFqOGfnjD4SP8EMXEMq1YBVMUoGbS2D0eY";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_use_argon2id_with_owasp_parameters() {
        let pool = PasswordPool::new(1, 4);
        let hash = pool.hash("correct horse".into()).await.unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(
            pool.verify("correct horse".into(), Some(hash.clone()))
                .await
                .unwrap()
        );
        assert!(!pool.verify("wrong".into(), Some(hash)).await.unwrap());
        assert!(!pool.verify("anything".into(), None).await.unwrap());
    }

    #[tokio::test]
    async fn a_full_queue_answers_server_busy() {
        let pool = PasswordPool::new(1, 1);
        let attempts: Vec<_> = (0..6)
            .map(|_| {
                let pool = pool.clone();
                tokio::spawn(async move { pool.verify("x".repeat(8), None).await })
            })
            .collect();
        let mut busy = 0;
        for attempt in attempts {
            match attempt.await.unwrap() {
                Ok(matches) => assert!(!matches),
                Err(ApiError::ServerBusy) => busy += 1,
                Err(other) => panic!("{other}"),
            }
        }
        assert!(
            busy >= 1,
            "one thread and one queue slot cannot take six at once"
        );
    }

    #[tokio::test]
    async fn hashes_are_interchangeable_with_the_reference_implementation() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let reference = Argon2::new(Algorithm::Argon2id, Version::V0x13, new_params());
        let salt = SaltString::generate(&mut OsRng);
        let theirs = reference
            .hash_password(b"stored earlier", &salt)
            .unwrap()
            .to_string();
        let pool = PasswordPool::new(1, 4);
        assert!(
            pool.verify("stored earlier".into(), Some(theirs.clone()))
                .await
                .unwrap()
        );
        assert!(
            !pool
                .verify("stored later".into(), Some(theirs))
                .await
                .unwrap()
        );
        let ours = pool.hash("made here".into()).await.unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(reference.verify_password(b"made here", &parsed).is_ok());
        assert!(reference.verify_password(b"made there", &parsed).is_err());
    }

    #[test]
    fn the_dummy_hash_parses_with_the_same_parameters() {
        let parsed = PasswordHash::new(DUMMY_HASH).unwrap();
        assert_eq!(parsed.algorithm.as_str(), "argon2id");
        assert!(DUMMY_HASH.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    }
}
