//! Server-Sent Events: a game's log and table talk as the caller may see them, and the
//! caller's personal feed. Each stream subscribes to wake-ups first, then replays from the
//! store after the requested position, then follows live: every wake-up (or a missed one)
//! makes it look again, so nothing is skipped or sent twice. A game's streams look at the
//! game as its one follower in the process read it ([`hub`]). Streams are counted and
//! limited ([`admission`]), and end once their user's tokens are revoked or the server is
//! stopping.

pub mod admission;
pub mod hub;

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
use crate::i18n::Language;
use crate::play::Play;
use crate::presentation::{feed_event, game_result, viewer};
use crate::resources::StreamStatus;
use crate::store::GameStatus;
use crate::talk::message;
use crate::wake::Topic;
use admission::Permit;
use hub::{GameHubs, Snapshot, Snapshots};

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

/// Where a game stream resumes: after log entry `entries`, and after message `messages` — or,
/// when it is `None`, after the last message written before the game reached version
/// `entries` (what a stream had sent when its last event was entry `entries`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePosition {
    pub entries: i64,
    pub messages: Option<i64>,
}

impl GamePosition {
    /// The position as an event `id`: the entry's `seq` alone, or `<seq>:<message id>`
    /// once a message was sent after that entry.
    pub fn parse(text: &str) -> Option<GamePosition> {
        let number = |digits: &str| {
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digits.parse::<i64>().ok())
                .flatten()
        };
        match text.split_once(':') {
            None => Some(GamePosition {
                entries: number(text)?,
                messages: None,
            }),
            Some((entries, messages)) => Some(GamePosition {
                entries: number(entries)?,
                messages: Some(number(messages)?),
            }),
        }
    }
}

/// A game's log entries and table-talk messages after `after` as `user` may see them
/// (`event: entry`, `event: message`, the messages of seats `user` muted left out), then
/// `event: status` once the game is over, after which the stream ends. A message comes after
/// the entry of the version it records and before the next one. The stream also ends once
/// the user's tokens are revoked or the server is stopping.
pub fn game_events(
    play: web::Data<Play>,
    hubs: &Arc<GameHubs>,
    open: Open,
    game_id: String,
    after: GamePosition,
) -> impl Stream<Item = Result<Bytes, Infallible>> + use<> {
    let (sender, receiver) = mpsc::channel(BUFFER);
    let snapshots = hubs.subscribe(&game_id);
    actix_web::rt::spawn(follow_game(play, open, game_id, after, snapshots, sender));
    receiver_stream(receiver)
}

/// `user`'s feed items after `after` (`event` = the item's type), for as long as the
/// client listens, the user's tokens are not revoked and the server is not stopping.
pub fn feed_events(
    play: web::Data<Play>,
    open: Open,
    after: i64,
) -> impl Stream<Item = Result<Bytes, Infallible>> {
    let (sender, receiver) = mpsc::channel(BUFFER);
    let wakes = play.wakes().subscribe();
    actix_web::rt::spawn(follow_feed(play, open, after, wakes, sender));
    receiver_stream(receiver)
}

/// An admitted stream: its user, the token generation it was opened in, and its place
/// among the open streams.
pub struct Open {
    pub user: AuthUser,
    /// The language the stream's entries are told in.
    pub language: Language,
    /// The user's token generation when the stream was opened.
    pub generation: i64,
    pub permit: Permit,
}

/// The bytes of one event whose `id` is not a number.
fn frame_at(id: &str, event: &str, data: &impl Serialize) -> Bytes {
    let data = serde_json::to_string(data).expect("stream data serializes");
    Bytes::from(format!("id: {id}\nevent: {event}\ndata: {data}\n\n"))
}

/// How far a game stream has sent: entries up to `entries`, messages up to `messages`.
struct Sent {
    entries: i64,
    messages: i64,
}

async fn follow_game(
    play: web::Data<Play>,
    mut open: Open,
    game_id: String,
    after: GamePosition,
    mut snapshots: Snapshots,
    sender: mpsc::Sender<Bytes>,
) {
    if !tokens_valid(&play, &open).await {
        return;
    }
    let mut keep_alive = keep_alive();
    let messages = match after.messages {
        Some(messages) => messages,
        None => loop {
            match play
                .store()
                .last_message_before(&game_id, after.entries)
                .await
            {
                Ok(messages) => break messages,
                Err(error) => {
                    tracing::warn!(game = %game_id, %error, "game stream cannot read the store");
                    if sender.is_closed() || open.permit.is_closing() {
                        return;
                    }
                    tokio::time::sleep(RETRY).await;
                }
            }
        },
    };
    let mut sent = Sent {
        entries: after.entries,
        messages,
    };
    loop {
        if open.permit.is_closing()
            || open.permit.take_tokens_changed() && !tokens_valid(&play, &open).await
        {
            return;
        }
        let snapshot = snapshots.borrow_and_update().clone();
        if let Some(snapshot) = snapshot {
            let reader = (&open.user, open.language);
            match deliver_game(&play, reader, &snapshot, &mut sent, &sender).await {
                Ok(Delivered::Over(status)) => {
                    let _ = sender.send(frame(sent.entries, "status", &status)).await;
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
        }
        let changed = async { snapshots.changed().await.is_ok() };
        if !wait(changed, &play, &mut open, &mut keep_alive, &sender).await {
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

/// Sends every entry and message after `sent` up to the snapshot and moves `sent` on.
///
/// A message records the version the game was at, and is numbered and committed under the
/// game's row lock, the lock an appended entry takes too: messages become visible in the
/// order of their numbers, their versions never decrease, and every message of a version
/// below v is committed before entry v. So, the snapshot having read the game (at version
/// V) before the messages, this round sees every message of a version below V; it sends each
/// message after the entries up to its version, holds back those of a later version than V
/// for the next round, then sends the remaining entries up to V. Messages are read only when
/// the snapshot counts one that was not sent yet.
async fn deliver_game(
    play: &Play,
    (user, language): (&AuthUser, Language),
    snapshot: &Snapshot,
    sent: &mut Sent,
    sender: &mpsc::Sender<Bytes>,
) -> Result<Delivered<StreamStatus>, crate::error::ApiError> {
    let game = &snapshot.game;
    let mut held_back = false;
    'messages: while sent.messages < snapshot.last_message {
        let records = play
            .store()
            .messages(&game.id, &user.id, sent.messages, PAGE)
            .await?;
        let full = records.len() as i64 == PAGE;
        for record in records {
            if record.version > game.version {
                held_back = true;
                break 'messages;
            }
            if !deliver_entries(
                play,
                (user, language),
                snapshot,
                &mut sent.entries,
                record.version,
                sender,
            )
            .await?
            {
                return Ok(Delivered::Gone);
            }
            sent.messages = record.seq;
            let id = format!("{}:{}", sent.entries, record.seq);
            if sender
                .send(frame_at(&id, "message", &message(record)))
                .await
                .is_err()
            {
                return Ok(Delivered::Gone);
            }
        }
        if !full {
            break;
        }
    }
    if !held_back {
        // The messages up to the snapshot's latest were sent, or muted by the user.
        sent.messages = sent.messages.max(snapshot.last_message);
    }
    if !deliver_entries(
        play,
        (user, language),
        snapshot,
        &mut sent.entries,
        game.version,
        sender,
    )
    .await?
    {
        return Ok(Delivered::Gone);
    }
    let over = matches!(game.status, GameStatus::Finished | GameStatus::Abandoned);
    Ok(if over && sent.entries >= game.version {
        Delivered::Over(StreamStatus {
            status: game.status,
            version: game.version,
            result: game_result(game),
        })
    } else {
        Delivered::Caught
    })
}

/// Sends the entries after `after` up to `up_to` (at most the snapshot's version) and moves
/// `after` on; `false` when the client went away. The entries the snapshot brought are
/// shared with the other streams of the same viewer; older ones are read page by page.
async fn deliver_entries(
    play: &Play,
    (user, language): (&AuthUser, Language),
    snapshot: &Snapshot,
    after: &mut i64,
    up_to: i64,
    sender: &mpsc::Sender<Bytes>,
) -> Result<bool, crate::error::ApiError> {
    if *after >= up_to {
        return Ok(true);
    }
    let game = &snapshot.game;
    let viewer = viewer(game, game.seat_of(&user.id));
    if let Some(tail) = snapshot.tail(play, viewer, language, *after).await? {
        for (seq, frame) in tail.iter() {
            if *seq <= *after || *seq > up_to {
                continue;
            }
            *after = *seq;
            if sender.send(frame.clone()).await.is_err() {
                return Ok(false);
            }
        }
        return Ok(true);
    }
    while *after < up_to {
        let page = play
            .log_as(viewer, game, *after, PAGE.min(up_to - *after), language)
            .await?;
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
                return Ok(false);
            }
        }
    }
    Ok(true)
}

async fn follow_feed(
    play: web::Data<Play>,
    mut open: Open,
    mut after: i64,
    mut wakes: broadcast::Receiver<Arc<Topic>>,
    sender: mpsc::Sender<Bytes>,
) {
    if !tokens_valid(&play, &open).await {
        return;
    }
    let topic = Topic::User(open.user.id.clone());
    let mut keep_alive = keep_alive();
    loop {
        if open.permit.is_closing()
            || open.permit.take_tokens_changed() && !tokens_valid(&play, &open).await
        {
            return;
        }
        match deliver_feed(&play, &open.user, open.language, &mut after, &sender).await {
            Ok(Delivered::Gone) => return,
            Ok(_) => {}
            Err(error) => {
                tracing::warn!(user = %open.user.id, %error, "feed stream cannot read the store");
                tokio::time::sleep(RETRY).await;
                continue;
            }
        }
        let woken = async {
            loop {
                match wakes.recv().await {
                    Ok(woken) if woken.concerns(&topic) => return true,
                    Ok(_) => {}
                    Err(RecvError::Lagged(_)) => return true,
                    Err(RecvError::Closed) => return false,
                }
            }
        };
        if !wait(woken, &play, &mut open, &mut keep_alive, &sender).await {
            return;
        }
    }
}

async fn deliver_feed(
    play: &Play,
    user: &AuthUser,
    language: Language,
    after: &mut i64,
    sender: &mpsc::Sender<Bytes>,
) -> Result<Delivered<()>, crate::error::ApiError> {
    loop {
        let records = play.store().feed(&user.id, *after, PAGE).await?;
        let full = records.len() as i64 == PAGE;
        for record in records {
            let seq = record.seq;
            let event = feed_event(record, language)
                .map_err(|e| crate::error::ApiError::Internal(e.to_string()))?;
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

/// Waits until `look` says there may be more to send (`true`), sending keep-alive comments
/// meanwhile and checking the user's tokens when they may have been revoked. `false` when
/// the stream is to end: `look` says nothing more will come, the client went away, the
/// tokens it was opened with are revoked, or the server is stopping.
async fn wait(
    look: impl Future<Output = bool>,
    play: &Play,
    open: &mut Open,
    keep_alive: &mut tokio::time::Interval,
    sender: &mpsc::Sender<Bytes>,
) -> bool {
    let closing = open.permit.closing();
    tokio::pin!(look, closing);
    loop {
        tokio::select! {
            // A stop or revoked tokens first: nothing more is sent once they happen.
            biased;
            () = &mut closing => return false,
            () = open.permit.tokens_changed() => {
                if !tokens_valid(play, open).await {
                    return false;
                }
            }
            () = sender.closed() => return false,
            more = &mut look => return more,
            _ = keep_alive.tick() => {
                if sender.send(Bytes::from_static(b": keep-alive\n\n")).await.is_err() {
                    return false;
                }
            }
        }
    }
}

/// Whether the tokens the stream was opened with are still valid (the user exists and has
/// not revoked them, nor ended their session, since). A store that cannot tell keeps the
/// stream open.
async fn tokens_valid(play: &Play, open: &Open) -> bool {
    let session = open.user.session.as_deref();
    match play.store().holder(&open.user.id, session).await {
        Ok(holder) => holder.is_some_and(|holder| {
            holder.token_generation == open.generation && holder.session_open
        }),
        Err(error) => {
            tracing::warn!(user = %open.user.id, %error, "stream cannot check the user's tokens");
            true
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
