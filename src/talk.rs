//! Table talk: short plain-text messages the seated players post to their game's table, read
//! by players and spectators as pages or on the game's event stream, and the seats each
//! viewer has muted for themselves. A message is not a log entry: it changes no state, no
//! version and nothing the audit export covers; it records the version the game was at.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::engine::Seat;
use crate::error::ApiError;
use crate::notify::wake::Topic;
use crate::play::Play;
use crate::presentation::rfc3339;
use crate::store::MessageRecord;

/// The most characters a message may have.
pub const MAX_MESSAGE_CHARS: usize = 500;
/// The most messages a page holds.
pub const MAX_MESSAGE_PAGE: i64 = 200;
/// Messages per page when the caller does not say.
pub const DEFAULT_MESSAGE_PAGE: i64 = 50;

/// The message text's rule for the document: no control character but a newline, and at
/// least one character that is neither whitespace nor a control character (the characters
/// Rust's `char::is_whitespace` names, spelled out).
pub const MESSAGE_PATTERN: &str = r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F]*[^\x00-\x20\x7F-\x9F\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000][^\x00-\x09\x0B-\x1F\x7F-\x9F]*$";

/// A message to post.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostMessage {
    /// Plain text, 1–500 characters and not only whitespace; no control characters except
    /// newlines. Leading and trailing whitespace is dropped.
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F]*[^\x00-\x20\x7F-\x9F\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000][^\x00-\x09\x0B-\x1F\x7F-\x9F]*$",
        example = "Anyone up for a trade of Tower shares?"
    )]
    pub text: String,
}

/// A message at the game's table.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Message {
    /// The message's number in its game (1, 2, …): pass it as `after` to read on.
    pub id: i64,
    /// The seat it was posted from.
    pub seat: Seat,
    /// Who posted it.
    pub username: String,
    /// The text, trimmed.
    pub text: String,
    /// When it was posted (RFC 3339).
    pub created_at: String,
    /// The game's version (its number of log entries) when it was posted; posting changes
    /// no version.
    pub version: i64,
}

/// A page of a game's messages, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessagePage {
    /// The messages of this page (those of seats the caller muted left out).
    pub messages: Vec<Message>,
    /// Whether more messages follow this page.
    pub has_more: bool,
    /// The `after` to ask for next: the last message's `id` on this page, or the `after`
    /// given when the page is empty (also the position to poll from for new messages).
    pub next: i64,
}

/// The seats of a game the caller has muted.
#[derive(Debug, Serialize, ToSchema)]
pub struct MuteList {
    /// Muted seats, in order.
    pub seats: Vec<Seat>,
}

/// A stored message as the API shows it.
pub fn message(record: MessageRecord) -> Message {
    Message {
        id: record.seq,
        seat: record.seat,
        username: record.username,
        text: record.text,
        created_at: rfc3339(record.created_at),
        version: record.version,
    }
}

/// The text to store: trimmed, 1–500 characters, no control character but newlines.
pub fn message_text(raw: &str) -> Result<&str, ApiError> {
    if let Some(control) = raw.chars().find(|c| c.is_control() && *c != '\n') {
        return Err(ApiError::InvalidMessage(format!(
            "a message may hold no control character but newlines, not U+{:04X}",
            u32::from(control)
        )));
    }
    if raw.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ApiError::InvalidMessage(format!(
            "a message has at most {MAX_MESSAGE_CHARS} characters, not {}",
            raw.chars().count()
        )));
    }
    let text = raw.trim();
    if text.is_empty() {
        return Err(ApiError::InvalidMessage(
            "a message needs at least one character that is not whitespace".into(),
        ));
    }
    Ok(text)
}

/// Posts `raw` to the game's table from the caller's seat and wakes the game's streams.
pub async fn post(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    raw: &str,
) -> Result<Message, ApiError> {
    let game = play.game(game_id).await?;
    let seat = game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
    // The seat is the server's player's now: a player who left speaks for it no more.
    if game.has_left(seat) {
        return Err(ApiError::LeftGame);
    }
    let text = message_text(raw)?;
    let record = play
        .store()
        .post_message(&game.id, seat, &user.id, text)
        .await?
        .ok_or(ApiError::GameNotFound)?;
    play.wakes().wake(Topic::Game(game.id.clone()));
    Ok(message(record))
}

/// The game's messages after `after` that the caller has not muted, at most `limit`.
pub async fn page(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    after: i64,
    limit: i64,
) -> Result<MessagePage, ApiError> {
    let game = play.game(game_id).await?;
    let mut records = play
        .store()
        .messages(&game.id, &user.id, after, limit + 1)
        .await?;
    let has_more = records.len() as i64 > limit;
    records.truncate(limit as usize);
    let next = records.last().map_or(after, |record| record.seq);
    Ok(MessagePage {
        messages: records.into_iter().map(message).collect(),
        has_more,
        next,
    })
}

/// Mutes (`muted`) or unmutes a seat of the game for the caller.
pub async fn set_mute(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    seat: u8,
    muted: bool,
) -> Result<(), ApiError> {
    let game = play.game(game_id).await?;
    if i64::from(seat) >= game.seat_count {
        return Err(ApiError::SeatNotFound(seat));
    }
    if muted {
        play.store().mute(&user.id, &game.id, Seat(seat)).await?;
    } else {
        play.store().unmute(&user.id, &game.id, Seat(seat)).await?;
    }
    Ok(())
}

/// The seats of the game the caller has muted.
pub async fn mutes(play: &Play, user: &AuthUser, game_id: &str) -> Result<MuteList, ApiError> {
    let game = play.game(game_id).await?;
    Ok(MuteList {
        seats: play.store().mutes(&user.id, &game.id).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_and_bounded() {
        assert_eq!(message_text("  hello\nthere \n").unwrap(), "hello\nthere");
        assert_eq!(
            message_text(&"é".repeat(MAX_MESSAGE_CHARS)).unwrap().len(),
            2 * MAX_MESSAGE_CHARS
        );
        for refused in [
            "",
            "   ",
            "\n\n",
            "\u{3000}",
            "tab\there",
            "bell\u{7}",
            "nel\u{85}",
        ] {
            assert!(
                matches!(message_text(refused), Err(ApiError::InvalidMessage(_))),
                "{refused:?}"
            );
        }
        assert!(message_text(&"a".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
    }

    #[test]
    fn the_documented_pattern_is_the_one_the_schema_states() {
        let schema =
            serde_json::to_value(<PostMessage as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(schema["properties"]["text"]["pattern"], MESSAGE_PATTERN);
        assert_eq!(schema["properties"]["text"]["maxLength"], MAX_MESSAGE_CHARS);
    }
}
