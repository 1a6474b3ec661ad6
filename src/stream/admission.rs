//! How many event streams may be open at once: per user, per client address and in total,
//! so that no account or address can take the file descriptors that ordinary requests need.
//! An admitted stream holds a [`Permit`] for as long as it is open; the permit also tells the
//! stream when its user's tokens may have been revoked, or when the server is stopping, so
//! that it can end.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, watch};

use crate::error::{ApiError, StreamLimit, StreamScope};
use crate::wake::{Topic, Wakes};

/// The most open streams the total defaults to, whatever the descriptor limit.
pub const MAX_DEFAULT_TOTAL: usize = 10_000;
/// Seconds a client refused for too many streams is told to wait (`Retry-After`).
pub const RETRY_AFTER_SECONDS: u64 = 10;

/// The configured limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLimits {
    /// Open streams per user (`STREAMS_PER_USER`).
    pub per_user: usize,
    /// Open streams per client address (`STREAMS_PER_ADDRESS`).
    pub per_address: usize,
    /// Open streams of the process (`STREAMS_TOTAL`; by default derived from the open-file
    /// limit, see [`default_total`]).
    pub total: usize,
}

/// File descriptors kept for everything but streams (ordinary requests, the database pool,
/// log files): a quarter of the open-file limit, at least 64.
pub fn reserve(open_files: u64) -> u64 {
    (open_files / 4).max(64)
}

/// The total stream limit for an open-file limit of `open_files`: the limit minus the
/// [`reserve`], at most [`MAX_DEFAULT_TOTAL`].
pub fn default_total(open_files: u64) -> usize {
    usize::try_from(open_files.saturating_sub(reserve(open_files)))
        .unwrap_or(usize::MAX)
        .min(MAX_DEFAULT_TOTAL)
}

/// The open streams of this process, counted per user and per address.
pub struct Streams {
    limits: StreamLimits,
    open: Mutex<Open>,
    /// Set once the server is stopping: every stream is to end.
    closing: watch::Sender<bool>,
}

#[derive(Default)]
struct Open {
    total: usize,
    users: HashMap<String, UserStreams>,
    addresses: HashMap<String, usize>,
}

/// A user's open streams, and the signal that their tokens may have changed.
struct UserStreams {
    open: usize,
    tokens_changed: watch::Sender<()>,
}

impl Streams {
    /// No stream open yet, under `limits`.
    pub fn new(limits: StreamLimits) -> Arc<Self> {
        Arc::new(Streams {
            limits,
            open: Mutex::new(Open::default()),
            closing: watch::channel(false).0,
        })
    }

    /// The configured limits.
    pub fn limits(&self) -> StreamLimits {
        self.limits
    }

    /// Admits one more stream of `user_id` from `address`, or refuses it with
    /// `too_many_streams` (the server's total first, then the address, then the user).
    pub fn admit(self: &Arc<Self>, user_id: &str, address: &str) -> Result<Permit, ApiError> {
        let mut open = self.open.lock().expect("stream counts lock");
        let refuse = |scope: StreamScope, limit: usize| {
            ApiError::TooManyStreams(StreamLimit {
                scope,
                limit,
                retry_after: RETRY_AFTER_SECONDS,
            })
        };
        if open.total >= self.limits.total {
            return Err(refuse(StreamScope::Server, self.limits.total));
        }
        if open.addresses.get(address).copied().unwrap_or(0) >= self.limits.per_address {
            return Err(refuse(StreamScope::Address, self.limits.per_address));
        }
        if open.users.get(user_id).map_or(0, |user| user.open) >= self.limits.per_user {
            return Err(refuse(StreamScope::User, self.limits.per_user));
        }
        open.total += 1;
        *open.addresses.entry(address.to_string()).or_default() += 1;
        let user = open
            .users
            .entry(user_id.to_string())
            .or_insert_with(|| UserStreams {
                open: 0,
                tokens_changed: watch::channel(()).0,
            });
        user.open += 1;
        Ok(Permit {
            streams: self.clone(),
            user_id: user_id.to_string(),
            address: address.to_string(),
            tokens_changed: user.tokens_changed.subscribe(),
            closing: self.closing.subscribe(),
        })
    }

    /// Ends every open stream, and every stream admitted from now on as soon as it has sent
    /// what it replays: the server is stopping, and a stream never ends by itself. Their
    /// clients reconnect with `Last-Event-ID` (to another process, or once this one is back).
    pub fn close_all(&self) {
        self.closing.send_replace(true);
    }

    /// How many streams are open.
    pub fn open(&self) -> usize {
        self.open.lock().expect("stream counts lock").total
    }

    /// Tells `user_id`'s open streams that the user's tokens may have been revoked: they
    /// check them before they send anything more.
    pub fn tokens_changed(&self, user_id: &str) {
        let open = self.open.lock().expect("stream counts lock");
        if let Some(user) = open.users.get(user_id) {
            user.tokens_changed.send_replace(());
        }
    }

    /// Tells every open stream that its user's tokens may have been revoked (announcements
    /// may have been missed).
    pub fn tokens_changed_for_everyone(&self) {
        let open = self.open.lock().expect("stream counts lock");
        for user in open.users.values() {
            user.tokens_changed.send_replace(());
        }
    }

    /// Passes the announcements of revoked tokens (of this process, and on PostgreSQL of
    /// every process sharing the database) to the open streams, for as long as the runtime
    /// runs.
    pub async fn follow_revocations(self: Arc<Self>, wakes: Wakes) {
        let mut woken = wakes.subscribe();
        loop {
            match woken.recv().await {
                Ok(topic) => match &*topic {
                    Topic::Tokens(user_id) => self.tokens_changed(user_id),
                    Topic::Everyone => self.tokens_changed_for_everyone(),
                    _ => {}
                },
                Err(broadcast::error::RecvError::Lagged(_)) => self.tokens_changed_for_everyone(),
                Err(broadcast::error::RecvError::Closed) => return,
            }
        }
    }

    fn release(&self, user_id: &str, address: &str) {
        let mut open = self.open.lock().expect("stream counts lock");
        open.total = open.total.saturating_sub(1);
        if let Some(count) = open.addresses.get_mut(address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.addresses.remove(address);
            }
        }
        if let Some(user) = open.users.get_mut(user_id) {
            user.open = user.open.saturating_sub(1);
            if user.open == 0 {
                open.users.remove(user_id);
            }
        }
    }
}

/// One admitted stream; dropping it frees its place.
pub struct Permit {
    streams: Arc<Streams>,
    user_id: String,
    address: String,
    tokens_changed: watch::Receiver<()>,
    closing: watch::Receiver<bool>,
}

impl Permit {
    /// Waits until the user's tokens may have been revoked.
    pub async fn tokens_changed(&mut self) {
        if self.tokens_changed.changed().await.is_err() {
            // The sender lives as long as any of the user's permits: never reached.
            std::future::pending::<()>().await;
        }
    }

    /// Resolves once the server is stopping (at once if it is already).
    pub fn closing(&self) -> impl Future<Output = ()> + Send + use<> {
        let mut closing = self.closing.clone();
        async move {
            if closing.wait_for(|closing| *closing).await.is_err() {
                // The sender lives as long as any permit: never reached.
                std::future::pending::<()>().await;
            }
        }
    }

    /// Whether the server is stopping.
    pub fn is_closing(&self) -> bool {
        *self.closing.borrow()
    }

    /// Whether the user's tokens may have been revoked since the last look.
    pub fn take_tokens_changed(&mut self) -> bool {
        let changed = self.tokens_changed.has_changed().unwrap_or(false);
        self.tokens_changed.mark_unchanged();
        changed
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        self.streams.release(&self.user_id, &self.address);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn streams(per_user: usize, per_address: usize, total: usize) -> Arc<Streams> {
        Streams::new(StreamLimits {
            per_user,
            per_address,
            total,
        })
    }

    fn scope(refused: Result<Permit, ApiError>) -> StreamScope {
        match refused {
            Err(ApiError::TooManyStreams(limit)) => limit.scope,
            Err(other) => panic!("refused with {other:?}"),
            Ok(_) => panic!("admitted"),
        }
    }

    #[test]
    fn each_limit_refuses_the_stream_beyond_it_and_a_closed_stream_frees_its_place() {
        let streams = streams(2, 3, 5);
        let first = streams.admit("ann", "10.0.0.1").unwrap();
        let _second = streams.admit("ann", "10.0.0.1").unwrap();
        assert_eq!(scope(streams.admit("ann", "10.0.0.2")), StreamScope::User);
        let _third = streams.admit("bob", "10.0.0.1").unwrap();
        assert_eq!(
            scope(streams.admit("cid", "10.0.0.1")),
            StreamScope::Address
        );
        let _fourth = streams.admit("cid", "10.0.0.2").unwrap();
        let _fifth = streams.admit("dan", "10.0.0.3").unwrap();
        assert_eq!(scope(streams.admit("eve", "10.0.0.4")), StreamScope::Server);
        assert_eq!(streams.open(), 5);
        drop(first);
        assert_eq!(streams.open(), 4);
        assert!(streams.admit("ann", "10.0.0.9").is_ok());
    }

    #[test]
    fn the_default_total_keeps_a_quarter_of_the_descriptors() {
        assert_eq!(default_total(1024), 768);
        assert_eq!(default_total(256), 192);
        assert_eq!(default_total(100), 36);
        assert_eq!(default_total(40), 0);
        assert_eq!(default_total(1 << 20), MAX_DEFAULT_TOTAL);
    }

    #[tokio::test]
    async fn closing_ends_every_stream_and_those_admitted_after() {
        let streams = streams(4, 4, 4);
        let ann = streams.admit("ann", "a").unwrap();
        let closing = ann.closing();
        assert!(!ann.is_closing());
        streams.close_all();
        tokio::time::timeout(std::time::Duration::from_secs(1), closing)
            .await
            .expect("an open stream hears of it");
        let bob = streams.admit("bob", "b").unwrap();
        assert!(bob.is_closing());
        tokio::time::timeout(std::time::Duration::from_secs(1), bob.closing())
            .await
            .expect("a stream admitted later hears of it at once");
    }

    #[tokio::test]
    async fn only_the_users_streams_hear_of_changed_tokens() {
        let streams = streams(4, 4, 4);
        let mut ann = streams.admit("ann", "a").unwrap();
        let mut bob = streams.admit("bob", "b").unwrap();
        streams.tokens_changed("ann");
        tokio::time::timeout(std::time::Duration::from_secs(1), ann.tokens_changed())
            .await
            .expect("ann's stream hears of it");
        assert!(
            tokio::time::timeout(std::time::Duration::from_millis(50), bob.tokens_changed())
                .await
                .is_err(),
            "bob's does not"
        );
        streams.tokens_changed_for_everyone();
        tokio::time::timeout(std::time::Duration::from_secs(1), bob.tokens_changed())
            .await
            .expect("everyone's hear of it");
    }
}
