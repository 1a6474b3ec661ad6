//! Table talk: short plain-text messages the seated players post to their game's table, read
//! by players and spectators as pages or on the game's event stream, and the seats each
//! viewer has muted for themselves. A message is not a log entry: it changes no state, no
//! version and nothing the audit export covers; it records the version the game was at.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::engine::Seat;
use crate::engine::text::{self, Lines};
use crate::error::ApiError;
use crate::play::Play;
use crate::store::MessageRecord;
use crate::timestamps::rfc3339;
use crate::wake::Topic;

/// The most characters a message may have.
pub const MAX_MESSAGE_CHARS: usize = 500;
/// The most messages a page holds.
pub const MAX_MESSAGE_PAGE: i64 = 200;
/// Messages per page when the caller does not say.
pub const DEFAULT_MESSAGE_PAGE: i64 = 50;

/// The message text's rule for the document, as far as a pattern can state it: no control
/// character but a newline, no direction override, and at least one character that is
/// neither whitespace, a control, a common invisible character nor a combining mark. The
/// server checks more ([`message_text`]).
pub const MESSAGE_PATTERN: &str = r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]*[^\x00-\x20\x7F-\x9F\u00A0\u00AD\u0300-\u036F\u115F\u1160\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFEFF\uFFA0][^\x00-\x09\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]*$";

/// A message to post.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostMessage {
    /// Plain text, 1–500 characters with at least one visible character (not only
    /// whitespace, invisible or format characters); no control characters except newlines,
    /// no direction embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069), and at
    /// most 8 combining marks on one character. Leading and trailing whitespace is dropped.
    /// Markup is not interpreted: it is shown as written.
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]*[^\x00-\x20\x7F-\x9F\u00A0\u00AD\u0300-\u036F\u115F\u1160\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFEFF\uFFA0][^\x00-\x09\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]*$",
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

/// The text to store: trimmed, 1–500 characters, and a text every reader sees as written
/// ([`crate::engine::text`]: no control character but newlines, no direction override, at
/// least one visible character, no pile of combining marks).
pub fn message_text(raw: &str) -> Result<&str, ApiError> {
    if raw.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ApiError::InvalidMessage(format!(
            "a message has at most {MAX_MESSAGE_CHARS} characters, not {}",
            raw.chars().count()
        )));
    }
    text::check(raw, Lines::Many)
        .map_err(|fault| ApiError::InvalidMessage(format!("a message: {fault}")))?;
    Ok(raw.trim())
}

/// Posts `raw` to the game's table from the caller's seat and wakes the game's streams.
pub async fn post(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    raw: &str,
) -> Result<Message, ApiError> {
    let game = play.game_seen_by(user, game_id).await?;
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
    let game = play.game_seen_by(user, game_id).await?;
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

/// Mutes (`muted`) or unmutes a seat of the game for the caller; the caller's own seat
/// cannot be muted.
pub async fn set_mute(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    seat: u8,
    muted: bool,
) -> Result<(), ApiError> {
    let game = play.game_seen_by(user, game_id).await?;
    if i64::from(seat) >= game.seat_count {
        return Err(ApiError::SeatNotFound(seat));
    }
    if muted && game.seat_of(&user.id) == Some(Seat(seat)) {
        return Err(ApiError::OwnSeat);
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
    let game = play.game_seen_by(user, game_id).await?;
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
            "\u{200B}\u{2060}\u{FEFF}",
            "\u{3164}",
            "right\u{202E}txet",
            "\u{2067}isolated\u{2069}",
        ] {
            assert!(
                matches!(message_text(refused), Err(ApiError::InvalidMessage(_))),
                "{refused:?}"
            );
        }
        assert!(message_text(&"a".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
        assert!(message_text(&format!("z{}", "\u{336}".repeat(200))).is_err());
        assert_eq!(message_text(" <i>ok</i> ").unwrap(), "<i>ok</i>");
    }

    #[test]
    fn the_documented_pattern_is_the_one_the_schema_states() {
        let schema =
            serde_json::to_value(<PostMessage as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(schema["properties"]["text"]["pattern"], MESSAGE_PATTERN);
        assert_eq!(schema["properties"]["text"]["maxLength"], MAX_MESSAGE_CHARS);
    }
}
