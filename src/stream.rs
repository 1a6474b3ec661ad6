//! Server-Sent Events: a game's log as the caller may see it, and the caller's personal
//! feed. Each stream subscribes to wake-ups first, then replays from the store after the
//! requested position, then follows live: every wake-up (or a missed one) makes it read the
//! store again, so nothing is skipped or sent twice.

use std::convert::Infallible;
use std::fmt::Write;
use std::sync::Arc;
use std::time::Duration;

use actix_web::web::{self, Bytes};
use futures_util::Stream;
use serde::Serialize;
use tokio::sync::broadcast::{self, error::RecvError};
use tokio::sync::mpsc;

use crate::auth::AuthUser;
use crate::notify::wake::Topic;
use crate::play::Play;
use crate::presentation::{game_result, rfc3339};
use crate::resources::{FeedEvent, StreamStatus};
use crate::store::{FeedRecord, GameStatus};

/// How often a quiet stream sends a comment, so proxies and clients keep it open.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Entries or feed items read from the store per round trip.
const PAGE: i64 = 200;
/// Events buffered between the store reader and the connection.
const BUFFER: usize = 64;
/// How long a stream waits before reading again after the store failed.
const RETRY: Duration = Duration::from_secs(1);

/// The bytes of one event: `id`, `event` and one line of JSON `data`.
pub fn frame(id: i64, event: &str, data: &impl Serialize) -> Bytes {
    let data = serde_json::to_string(data).expect("stream data serializes");
    let mut text = String::with_capacity(data.len() + 32);
    let _ = write!(text, "id: {id}\nevent: {event}\ndata: {data}\n\n");
    Bytes::from(text)
}

/// A game's log entries after `after` as `user` may see them (`event: entry`), then
/// `event: status` once the game is over, after which the stream ends.
pub fn game_events(
    play: web::Data<Play>,
    user: AuthUser,
    game_id: String,
    after: i64,
) -> impl Stream<Item = Result<Bytes, Infallible>> {
    let (sender, receiver) = mpsc::channel(BUFFER);
    let wakes = play.wakes().subscribe();
    actix_web::rt::spawn(follow_game(play, user, game_id, after, wakes, sender));
    receiver_stream(receiver)
}

/// `user`'s feed items after `after` (`event` = the item's type), for as long as the
/// client listens.
pub fn feed_events(
    play: web::Data<Play>,
    user: AuthUser,
    after: i64,
) -> impl Stream<Item = Result<Bytes, Infallible>> {
    let (sender, receiver) = mpsc::channel(BUFFER);
    let wakes = play.wakes().subscribe();
    actix_web::rt::spawn(follow_feed(play, user, after, wakes, sender));
    receiver_stream(receiver)
}

/// A feed record as the API shows it.
pub fn feed_event(record: FeedRecord) -> Result<FeedEvent, serde_json::Error> {
    Ok(FeedEvent {
        seq: record.seq,
        kind: serde_json::from_value(serde_json::Value::String(record.kind))?,
        game_id: record.game_id,
        time: rfc3339(record.created_at),
        details: serde_json::from_value(record.payload)?,
    })
}

async fn follow_game(
    play: web::Data<Play>,
    user: AuthUser,
    game_id: String,
    mut after: i64,
    mut wakes: broadcast::Receiver<Arc<Topic>>,
    sender: mpsc::Sender<Bytes>,
) {
    let topic = Topic::Game(game_id.clone());
    let mut keep_alive = keep_alive();
    loop {
        match deliver_log(&play, &user, &game_id, &mut after, &sender).await {
            Ok(Delivered::Over(status)) => {
                let _ = sender.send(frame(after, "status", &status)).await;
                return;
            }
            Ok(Delivered::Caught) => {}
            Ok(Delivered::Gone) => return,
            Err(error) => {
                tracing::warn!(game = %game_id, %error, "game stream cannot read the store");
                tokio::time::sleep(RETRY).await;
                continue;
            }
        }
        if !wait(&mut wakes, &topic, &mut keep_alive, &sender).await {
            return;
        }
    }
}

/// What a round of delivery came to.
enum Delivered<T> {
    /// Everything stored so far was sent.
    Caught,
    /// Everything was sent and nothing more will come.
    Over(T),
    /// The client went away.
    Gone,
}

/// Sends every entry after `after` and moves `after` on.
async fn deliver_log(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    after: &mut i64,
    sender: &mpsc::Sender<Bytes>,
) -> Result<Delivered<StreamStatus>, crate::error::ApiError> {
    // Read the game first: entries up to its version are then in the store, and if it was
    // over then, its last entry is among them.
    let game = play.game(game_id).await?;
    while *after < game.version {
        let page = play.log_of(user, &game, *after, PAGE).await?;
        if page.entries.is_empty() {
            break;
        }
        for entry in page.entries {
            *after = entry.seq;
            if sender
                .send(frame(entry.seq, "entry", &entry))
                .await
                .is_err()
            {
                return Ok(Delivered::Gone);
            }
        }
    }
    let over = matches!(game.status, GameStatus::Finished | GameStatus::Abandoned);
    Ok(if over && *after >= game.version {
        Delivered::Over(StreamStatus {
            status: game.status,
            version: game.version,
            result: game_result(&game),
        })
    } else {
        Delivered::Caught
    })
}

async fn follow_feed(
    play: web::Data<Play>,
    user: AuthUser,
    mut after: i64,
    mut wakes: broadcast::Receiver<Arc<Topic>>,
    sender: mpsc::Sender<Bytes>,
) {
    let topic = Topic::User(user.id.clone());
    let mut keep_alive = keep_alive();
    loop {
        match deliver_feed(&play, &user, &mut after, &sender).await {
            Ok(Delivered::Gone) => return,
            Ok(_) => {}
            Err(error) => {
                tracing::warn!(user = %user.id, %error, "feed stream cannot read the store");
                tokio::time::sleep(RETRY).await;
                continue;
            }
        }
        if !wait(&mut wakes, &topic, &mut keep_alive, &sender).await {
            return;
        }
    }
}

async fn deliver_feed(
    play: &Play,
    user: &AuthUser,
    after: &mut i64,
    sender: &mpsc::Sender<Bytes>,
) -> Result<Delivered<()>, crate::error::ApiError> {
    loop {
        let records = play.store().feed(&user.id, *after, PAGE).await?;
        let full = records.len() as i64 == PAGE;
        for record in records {
            let seq = record.seq;
            let event =
                feed_event(record).map_err(|e| crate::error::ApiError::Internal(e.to_string()))?;
            *after = seq;
            let name = event.kind.as_str();
            if sender.send(frame(seq, name, &event)).await.is_err() {
                return Ok(Delivered::Gone);
            }
        }
        if !full {
            return Ok(Delivered::Caught);
        }
    }
}

/// Waits for a wake-up about `topic` (or a missed one), sending keep-alive comments
/// meanwhile. `false` when the client went away or the server is stopping.
async fn wait(
    wakes: &mut broadcast::Receiver<Arc<Topic>>,
    topic: &Topic,
    keep_alive: &mut tokio::time::Interval,
    sender: &mpsc::Sender<Bytes>,
) -> bool {
    loop {
        tokio::select! {
            woken = wakes.recv() => match woken {
                Ok(woken) if woken.concerns(topic) => return true,
                Ok(_) => {}
                Err(RecvError::Lagged(_)) => return true,
                Err(RecvError::Closed) => return false,
            },
            _ = keep_alive.tick() => {
                if sender.send(Bytes::from_static(b": keep-alive\n\n")).await.is_err() {
                    return false;
                }
            }
            () = sender.closed() => return false,
        }
    }
}

fn keep_alive() -> tokio::time::Interval {
    let mut interval =
        tokio::time::interval_at(tokio::time::Instant::now() + KEEP_ALIVE, KEEP_ALIVE);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    interval
}

fn receiver_stream(
    receiver: mpsc::Receiver<Bytes>,
) -> impl Stream<Item = Result<Bytes, Infallible>> {
    futures_util::stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|bytes| (Ok(bytes), receiver))
    })
}
