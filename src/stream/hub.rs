//! One follower per game that has open streams in this process. On each wake-up about the
//! game it reads the game once and publishes what it read as a [`Snapshot`]; the game's
//! streams take it from there. The entries a snapshot brought are read and redacted once per
//! viewer (each seat, spectators, auditors) and shared by every stream of that viewer, instead
//! of each stream reading and redacting them again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::web::{self, Bytes};
use tokio::sync::{OnceCell, broadcast, watch};

use super::frame;
use crate::engine::Viewer;
use crate::error::ApiError;
use crate::i18n::Language;
use crate::play::Play;
use crate::store::GameRecord;
use crate::wake::Topic;

/// The most entries a snapshot shares; a larger jump is read by each stream page by page.
const MAX_TAIL: i64 = 200;
/// How long the follower waits before reading again after the store failed.
const RETRY: Duration = Duration::from_secs(1);

/// A game as one read saw it.
pub struct Snapshot {
    /// The game record.
    pub game: GameRecord,
    /// The number of the game's latest message when it was read (0: none yet).
    pub last_message: i64,
    /// The version of the snapshot before this one: this one brought the entries after it.
    since: i64,
    /// The entries this snapshot brought, as each viewer sees them, read on first demand.
    tails: Mutex<Tails>,
}

/// Entries as one viewer sees them: each entry's `seq` and its `event: entry` frame.
pub type Tail = Arc<[(i64, Bytes)]>;

/// The tails of one snapshot, by viewer and language, each read on first demand.
type Tails = HashMap<(Viewer, Language), Arc<OnceCell<Tail>>>;

impl Snapshot {
    /// The entries after `after` that this snapshot brought, as `viewer` sees them in words
    /// of `language`; `None`
    /// when the snapshot does not hold every entry after `after` (the stream reads them).
    pub async fn tail(
        &self,
        play: &Play,
        viewer: Viewer,
        language: Language,
        after: i64,
    ) -> Result<Option<Tail>, ApiError> {
        if after < self.since || self.game.version - self.since > MAX_TAIL {
            return Ok(None);
        }
        let cell = self
            .tails
            .lock()
            .expect("snapshot tails lock")
            .entry((viewer, language))
            .or_default()
            .clone();
        let tail = cell
            .get_or_try_init(|| async {
                let page = play
                    .log_as(viewer, &self.game, self.since, MAX_TAIL, language)
                    .await?;
                Ok::<Tail, ApiError>(
                    page.entries
                        .iter()
                        .map(|entry| (entry.seq, frame(entry.seq, "entry", entry)))
                        .collect(),
                )
            })
            .await?;
        Ok(Some(tail.clone()))
    }
}

/// The latest snapshot of a game (`None` until the first read).
pub type Snapshots = watch::Receiver<Option<Arc<Snapshot>>>;

/// Where a game's follower publishes its snapshots.
type Publisher = Arc<watch::Sender<Option<Arc<Snapshot>>>>;

/// The followers of the games with open streams in this process.
pub struct GameHubs {
    play: web::Data<Play>,
    hubs: Mutex<HashMap<String, Publisher>>,
}

impl GameHubs {
    /// No game followed yet.
    pub fn new(play: web::Data<Play>) -> Arc<Self> {
        Arc::new(GameHubs {
            play,
            hubs: Mutex::new(HashMap::new()),
        })
    }

    /// The snapshots of game `game_id`, starting its follower if none runs.
    pub fn subscribe(self: &Arc<Self>, game_id: &str) -> Snapshots {
        let mut hubs = self.hubs.lock().expect("game hubs lock");
        if let Some(hub) = hubs.get(game_id) {
            return hub.subscribe();
        }
        let (sender, receiver) = watch::channel(None);
        let sender = Arc::new(sender);
        hubs.insert(game_id.to_string(), sender.clone());
        // Subscribed before the first read: no wake-up after it is missed.
        let wakes = self.play.wakes().subscribe();
        actix_web::rt::spawn(self.clone().follow(game_id.to_string(), sender, wakes));
        receiver
    }

    /// How many games are followed.
    pub fn followed(&self) -> usize {
        self.hubs.lock().expect("game hubs lock").len()
    }

    /// Reads the game on every wake-up about it, until no stream follows it any more.
    async fn follow(
        self: Arc<Self>,
        game_id: String,
        sender: Publisher,
        mut wakes: broadcast::Receiver<Arc<Topic>>,
    ) {
        let topic = Topic::Game(game_id.clone());
        let mut since = None;
        loop {
            match self.read(&game_id, since).await {
                Ok(snapshot) => {
                    since = Some(snapshot.game.version);
                    sender.send_replace(Some(Arc::new(snapshot)));
                }
                Err(error) => {
                    tracing::warn!(game = %game_id, %error, "game streams cannot read the store");
                    tokio::select! {
                        () = tokio::time::sleep(RETRY) => continue,
                        () = sender.closed() => {}
                    }
                }
            }
            loop {
                tokio::select! {
                    woken = wakes.recv() => match woken {
                        Ok(woken) if woken.concerns(&topic) => break,
                        Ok(_) => {}
                        Err(broadcast::error::RecvError::Lagged(_)) => break,
                        Err(broadcast::error::RecvError::Closed) => {
                            self.forget(&game_id, &sender, true);
                            return;
                        }
                    },
                    () = sender.closed() => {
                        if self.forget(&game_id, &sender, false) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// Stops following the game when no stream follows it any more (or `always`); whether
    /// it stopped.
    fn forget(&self, game_id: &str, sender: &Publisher, always: bool) -> bool {
        let mut hubs = self.hubs.lock().expect("game hubs lock");
        if !always && sender.receiver_count() > 0 {
            return false;
        }
        if hubs
            .get(game_id)
            .is_some_and(|hub| Arc::ptr_eq(hub, sender))
        {
            hubs.remove(game_id);
        }
        true
    }

    /// The game as it is now; it brought the entries after version `since` (the previous
    /// read's).
    async fn read(&self, game_id: &str, since: Option<i64>) -> Result<Snapshot, ApiError> {
        // The game first: every message of a version up to the game's is counted then.
        let game = self.play.game(game_id).await?;
        let last_message = self
            .play
            .store()
            .last_message_before(game_id, i64::MAX)
            .await?;
        Ok(Snapshot {
            since: since.unwrap_or(game.version).min(game.version),
            game,
            last_message,
            tails: Mutex::new(HashMap::new()),
        })
    }
}
