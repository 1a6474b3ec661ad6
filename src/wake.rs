//! Wake-ups for open streams: after a commit, the games and users it touched are announced
//! in this process at once, and on PostgreSQL to every process sharing the database (the
//! committing transaction's `pg_notify`). A wake-up only says "look again": streams always
//! read what to deliver from the store.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::broadcast;

use crate::store::Store;

/// Wake-ups buffered per subscriber; one that falls further behind re-reads the store.
const CAPACITY: usize = 1024;

/// What changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Topic {
    /// A game's log grew.
    Game(String),
    /// A user's feed grew.
    User(String),
    /// A user's tokens were revoked: the user's open streams check theirs and end.
    Tokens(String),
    /// A timed decision is due now (e.g. a seat the server plays is awaited): this process's
    /// timers poller looks at once instead of at its next poll.
    Timers,
    /// Anything may have changed (announcements may have been missed).
    Everyone,
}

impl Topic {
    /// Whether a stream following `mine` should look again on this wake-up.
    pub fn concerns(&self, mine: &Topic) -> bool {
        self == mine || *self == Topic::Everyone
    }

    /// The topic of an announcement (`g:<game id>`, `u:<user id>` or `t:<user id>`).
    pub fn parse(text: &str) -> Option<Topic> {
        match text.split_once(':')? {
            ("g", id) => Some(Topic::Game(id.to_string())),
            ("u", id) => Some(Topic::User(id.to_string())),
            ("t", id) => Some(Topic::Tokens(id.to_string())),
            _ => None,
        }
    }
}

/// The process's wake-up hub; cheap to clone.
#[derive(Clone)]
pub struct Wakes {
    sender: broadcast::Sender<Arc<Topic>>,
}

impl Default for Wakes {
    fn default() -> Self {
        Wakes {
            sender: broadcast::channel(CAPACITY).0,
        }
    }
}

impl Wakes {
    /// Subscribes to every wake-up from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Topic>> {
        self.sender.subscribe()
    }

    /// Wakes the streams following `topic` in this process.
    pub fn wake(&self, topic: Topic) {
        // No subscriber is not an error: nobody is following.
        let _ = self.sender.send(Arc::new(topic));
    }

    /// Forwards other processes' announcements (PostgreSQL only) for as long as the runtime
    /// runs, reconnecting after a lost connection. After a reconnection every stream looks
    /// again, since announcements may have been missed meanwhile.
    pub async fn listen(self, store: Store) {
        loop {
            let mut listener = match store.wake_listener().await {
                Ok(Some(listener)) => listener,
                Ok(None) => return,
                Err(error) => {
                    tracing::warn!(%error, "cannot listen for wake-ups; retrying");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            self.wake_everyone();
            loop {
                match listener.try_recv().await {
                    Ok(Some(notification)) => {
                        if let Some(topic) = Topic::parse(notification.payload()) {
                            self.wake(topic);
                        }
                    }
                    // The connection was lost and is re-established by the next call.
                    Ok(None) => self.wake_everyone(),
                    Err(error) => {
                        tracing::warn!(%error, "wake-up listener failed; reconnecting");
                        break;
                    }
                }
            }
        }
    }

    /// Makes every stream look again.
    fn wake_everyone(&self) {
        self.wake(Topic::Everyone);
    }
}

/// How long a feed worker lets feeds go on growing after a wake-up before it looks: the
/// feeds of many moves in quick succession are then handled in one round (one pass over the
/// store) instead of one round each.
pub const FEED_SETTLE: Duration = Duration::from_millis(20);

/// Waits until some user's feed may have grown (a user or everyone is woken, or wake-ups
/// were missed), or `poll` has passed, whichever comes first; after a wake-up, lets the
/// feeds settle for [`FEED_SETTLE`] and takes the wake-ups that came meanwhile with it.
pub async fn feed_grew_or(wakes: &mut broadcast::Receiver<Arc<Topic>>, poll: Duration) {
    let deadline = tokio::time::sleep(poll);
    tokio::pin!(deadline);
    loop {
        tokio::select! {
            woken = wakes.recv() => match woken {
                Ok(topic) if matches!(*topic, Topic::Game(_) | Topic::Tokens(_) | Topic::Timers) => {}
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => break,
                // No more wake-ups: fall back to polling.
                Err(broadcast::error::RecvError::Closed) => {
                    (&mut deadline).await;
                    return;
                }
            },
            () = &mut deadline => return,
        }
    }
    tokio::time::sleep(FEED_SETTLE).await;
    while !matches!(
        wakes.try_recv(),
        Err(broadcast::error::TryRecvError::Empty | broadcast::error::TryRecvError::Closed)
    ) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn wake_ups_in_quick_succession_make_one_round() {
        let hub = Wakes::default();
        let mut woken = hub.subscribe();
        let started = tokio::time::Instant::now();
        hub.wake(Topic::User("a".into()));
        let later = hub.clone();
        tokio::spawn(async move {
            tokio::time::sleep(FEED_SETTLE / 4).await;
            later.wake(Topic::User("b".into()));
            later.wake(Topic::Game("g".into()));
        });
        feed_grew_or(&mut woken, Duration::from_secs(60)).await;
        assert!(started.elapsed() >= FEED_SETTLE);
        assert!(started.elapsed() < Duration::from_secs(60));
        assert!(
            matches!(woken.try_recv(), Err(broadcast::error::TryRecvError::Empty)),
            "the wake-ups that came while settling were taken with the first"
        );
    }

    #[tokio::test]
    async fn a_game_alone_does_not_end_the_wait() {
        let hub = Wakes::default();
        let mut woken = hub.subscribe();
        hub.wake(Topic::Game("g".into()));
        let poll = Duration::from_millis(200);
        let started = tokio::time::Instant::now();
        feed_grew_or(&mut woken, poll).await;
        assert!(started.elapsed() >= poll);
    }
}
