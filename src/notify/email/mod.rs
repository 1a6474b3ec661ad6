//! Email notifications: opted into per user, confirmed by a link before anything else is
//! sent, one email per turn or a daily digest, held back during the user's quiet hours, and
//! sent over SMTP. Like webhooks, the messages come from each user's feed, which is written
//! with the entry it announces; a worker in every server process turns new feed items into
//! messages and sends the due ones.

pub mod answer;
pub mod compose;
pub mod links;
pub mod reply_address;
pub mod schedule;

use std::time::Duration;

use actix_web::web;
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use self::answer::Answer;
use self::compose::{Composed, EntryLine, GameSection, Words};
use self::links::LinkKeys;
use crate::auth::AuthUser;
use crate::config::{EmailConfig, RetryPolicy};
use crate::engine::Seat;
use crate::engine::words::Arg;
use crate::error::ApiError;
use crate::i18n::{self, Language};
use crate::play::Play;
use crate::raster;
use crate::resources::FeedType;
use crate::store::{
    EmailMessageRecord, EmailSettingsRecord, FeedRecord, GameRecord, GameStatus, Planned,
    now_millis,
};

/// Users whose feeds one round reads, and items per user.
const FAN_OUT_USERS: i64 = 100;
const FAN_OUT_ITEMS: i64 = 500;
/// Users whose due messages one round sends.
const BATCH: i64 = 16;
/// Entries after a turn message's version read to see whether the recipient moved since.
const LATER: i64 = 200;
/// Log entries shown of what happened since the recipient's last move, at most.
const SINCE: i64 = 30;
/// The longest line of one entry, in characters.
const MAX_ENTRY_TEXT: usize = 240;
/// How sending is retried after the SMTP server failed: for a day, every 30 s doubling up
/// to an hour.
const RETRY: RetryPolicy = RetryPolicy {
    base_ms: 30_000,
    max_delay_ms: 3_600_000,
    retry_for_ms: 86_400_000,
    disable_after: i64::MAX,
};

/// The email worker of this process.
pub struct Mailer {
    play: web::Data<Play>,
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    config: EmailConfig,
    public_url: String,
    links: LinkKeys,
}

impl Mailer {
    /// A worker sending through `config`'s SMTP server; an error when it is misconfigured.
    pub fn new(
        play: web::Data<Play>,
        config: EmailConfig,
        public_url: String,
        links: LinkKeys,
    ) -> Result<Self, String> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp_url)
            .map_err(|e| format!("SMTP_URL: {e}"))?
            .timeout(Some(config.smtp_timeout))
            .build();
        let from = config.from.parse().map_err(|e| format!("MAIL_FROM: {e}"))?;
        Ok(Mailer {
            play,
            transport,
            from,
            config,
            public_url,
            links,
        })
    }

    /// Works for as long as the runtime runs: a round whenever a feed grows and every
    /// `poll` for the messages that fall due.
    pub async fn run(self, poll: Duration) {
        let mut woken = self.play.wakes().subscribe();
        loop {
            if let Err(error) = self.round().await {
                tracing::warn!(%error, "email notifications failed; retrying");
            }
            crate::wake::feed_grew_or(&mut woken, poll).await;
        }
    }

    /// Turns new feed items into messages, then sends what is due.
    pub async fn round(&self) -> Result<(), ApiError> {
        let now = now_millis();
        let store = self.play.store();
        store
            .fan_out_emails(FAN_OUT_USERS, FAN_OUT_ITEMS, now, |settings, item| {
                self.plan(settings, item, now)
            })
            .await?;
        loop {
            let now = now_millis();
            let claimed_until = now + millis(self.config.claim);
            let users = store.claim_email_users(now, claimed_until, BATCH).await?;
            if users.is_empty() {
                return Ok(());
            }
            for user_id in users {
                let sent = self.send_due(&user_id, claimed_until).await;
                store.release_email_user(&user_id, claimed_until).await?;
                sent?;
            }
        }
    }

    /// What a feed item becomes: only `your_turn` and `turn_reminder` are emailed, at once
    /// or with the digest; a decision that follows the player's own move in the same turn is
    /// not (the player is at the table: one email per turn, not per decision).
    fn plan(&self, settings: &EmailSettingsRecord, item: &FeedRecord, now: i64) -> Option<Planned> {
        let kind = item.kind.as_str();
        if kind != FeedType::YourTurn.as_str() && kind != FeedType::TurnReminder.as_str() {
            return None;
        }
        if item.payload.get("continues_turn") == Some(&serde_json::Value::Bool(true)) {
            return None;
        }
        Some(if settings.mode == "daily_digest" {
            let due = schedule::digest_due(
                instant(now),
                zone(settings),
                self.config.digest_hour,
                self.config.digest_period,
            );
            Planned {
                kind: "digest",
                due_at: due.timestamp_millis(),
            }
        } else {
            Planned {
                kind: "turn",
                due_at: now,
            }
        })
    }

    /// Sends a user's due messages: confirmations at once; turns and digests unless the
    /// user unsubscribed (dropped) or it is their quiet time (deferred to its end). Only
    /// while a whole SMTP exchange fits before `claimed_until`: what is left stays due for
    /// the next round, so no other worker can send it too.
    async fn send_due(&self, user_id: &str, claimed_until: i64) -> Result<(), ApiError> {
        let in_time = || now_millis() + millis(self.config.smtp_timeout) < claimed_until;
        let store = self.play.store();
        let (Some(settings), Some(user)) = (
            store.email_settings(user_id).await?,
            store.user_by_id(user_id).await?,
        ) else {
            return Ok(());
        };
        let user = AuthUser {
            id: user.id,
            username: user.username,
            language: user.language,
            session: None,
        };
        let words = Words(user.language.unwrap_or_default());
        let now = now_millis();
        let due = store.due_messages(user_id, now).await?;
        let (confirmations, due): (Vec<_>, Vec<_>) = due
            .into_iter()
            .partition(|message| message.kind == "confirm");
        let (answers, turns): (Vec<_>, Vec<_>) = due
            .into_iter()
            .partition(|message| message.kind == "answer");
        for message in &confirmations {
            if !in_time() {
                return Ok(());
            }
            let token = self
                .links
                .confirm_token(user_id, &message.address, now / 1000);
            let url = format!("{}/v1/notifications/confirm?token={token}", self.public_url);
            let composed = compose::confirmation(words, &user.username, &url);
            self.deliver(
                std::slice::from_ref(message),
                &composed,
                &Headers::default(),
            )
            .await?;
        }
        let unsubscribe = format!(
            "{}/v1/notifications/unsubscribe?token={}",
            self.public_url,
            self.links.unsubscribe_token(user_id)
        );
        // Answers to the user's replies go out at once, whatever the quiet hours or the mode.
        for message in answers {
            if !in_time() {
                return Ok(());
            }
            if settings.confirmed_at.is_none() {
                store.messages_dropped(&[message.id]).await?;
                continue;
            }
            self.send_answer(&user, message, &unsubscribe, zone(&settings))
                .await?;
        }
        if turns.is_empty() {
            return Ok(());
        }
        if !settings.enabled || settings.confirmed_at.is_none() {
            return Ok(store.messages_dropped(&ids(&turns)).await?);
        }
        if let Some(until) = self.quiet_until(&settings, now) {
            let until = Some(until.timestamp_millis());
            return Ok(store.messages_deferred(&ids(&turns), until, None).await?);
        }
        let (digests, singles): (Vec<_>, Vec<_>) = turns
            .into_iter()
            .partition(|message| message.kind == "digest");
        for message in singles {
            if !in_time() {
                return Ok(());
            }
            match self.section(&user, &message, zone(&settings)).await? {
                Some(game) => {
                    let composed = compose::turn(words, &user.username, &game, &unsubscribe);
                    let headers = Headers {
                        unsubscribe: Some(&unsubscribe),
                        reply_to: game.reply_to.as_deref(),
                        ..Headers::default()
                    };
                    self.deliver(&[message], &composed, &headers).await?;
                }
                None => store.messages_dropped(&[message.id]).await?,
            }
        }
        if !digests.is_empty() && in_time() {
            let mut games: Vec<GameSection> = Vec::new();
            for message in &digests {
                if let Some(game) = self.section(&user, message, zone(&settings)).await? {
                    // One section per game: its latest turn.
                    games.retain(|seen| seen.url != game.url);
                    games.push(game);
                }
            }
            if games.is_empty() {
                store.messages_dropped(&ids(&digests)).await?;
            } else {
                let composed = compose::digest(words, &user.username, &games, &unsubscribe);
                let headers = Headers {
                    unsubscribe: Some(&unsubscribe),
                    ..Headers::default()
                };
                self.deliver(&digests, &composed, &headers).await?;
            }
        }
        Ok(())
    }

    /// When the user's quiet hours that `now` falls in end, if it does.
    fn quiet_until(&self, settings: &EmailSettingsRecord, now: i64) -> Option<DateTime<Utc>> {
        let (start, end) = settings.quiet_hours.as_ref()?;
        schedule::quiet_until(
            instant(now),
            zone(settings),
            schedule::parse_clock(start)?,
            schedule::parse_clock(end)?,
        )
    }

    /// The game a turn message is about, as the user may see it; `None` when the turn is
    /// over (the user moved since, the game moved on without awaiting the user, or ended) or
    /// the item is gone.
    async fn section(
        &self,
        user: &AuthUser,
        message: &EmailMessageRecord,
        zone: Tz,
    ) -> Result<Option<GameSection>, ApiError> {
        let Some(seq) = message.feed_seq else {
            return Ok(None);
        };
        let Some(record) = self
            .play
            .store()
            .feed(&user.id, seq - 1, 1)
            .await?
            .into_iter()
            .find(|record| record.seq == seq)
        else {
            return Ok(None);
        };
        let language = user.language.unwrap_or_default();
        let event = crate::presentation::feed_event(record, language)
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        let details = event.details;
        let game = self.play.game(&event.game_id).await?;
        let moved_on =
            game.version > details.version && !game.awaited_seats.contains(&details.seat);
        if game.status != GameStatus::Active || moved_on {
            return Ok(None);
        }
        if game.version > details.version {
            // Awaited again, but the decision of this message was made: the stored entries
            // say who moved (nothing needs telling in words here).
            let later = self
                .play
                .store()
                .entries(&game.id, details.version, LATER)
                .await?;
            if later.iter().any(|entry| entry.seat == Some(details.seat)) {
                return Ok(None);
            }
        }
        self.game_section(
            user,
            &game,
            details.seat,
            details.version,
            details.awaited,
            zone,
        )
        .await
        .map(Some)
    }

    /// `game` as `seat` (the user's) sees it at `version`: what happened since the seat's
    /// last move, the position, the deadline (in the user's time `zone`), the legal moves and
    /// how to answer.
    async fn game_section(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        seat: Seat,
        version: i64,
        awaited: Vec<Seat>,
        zone: Tz,
    ) -> Result<GameSection, ApiError> {
        let language = user.language.unwrap_or_default();
        let words = Words(language);
        let from = (version - SINCE).max(0);
        let page = self.play.log_of(user, game, from, SINCE, language).await?;
        let entries: Vec<_> = page
            .entries
            .into_iter()
            .filter(|entry| entry.seq <= version)
            .collect();
        let last_own = entries.iter().rposition(|entry| entry.seat == Some(seat));
        let (omitted, since) = match last_own {
            Some(index) => (0, &entries[index + 1..]),
            None => (from as usize, &entries[..]),
        };
        let name = |other: Seat| name_of(words, game, seat, other);
        let legal = self.play.legal_moves_of_seat(game, seat, language).await?;
        let (picture, position) = self.picture(game, seat, language).await;
        let reply_to = match &self.config.replies {
            Some(replies) => Some(
                reply_address::of_player(self.play.store(), &user.id, &game.id, &replies.domain)
                    .await?,
            ),
            None => None,
        };
        Ok(GameSection {
            title: title(words, game, seat),
            url: format!("{}/v1/games/{}", self.public_url, game.id),
            version,
            awaited: awaited.into_iter().map(name).collect(),
            deadline: deadline(game, seat, zone),
            since: since
                .iter()
                .map(|entry| EntryLine {
                    seq: entry.seq,
                    who: match entry.seat {
                        Some(seat) => name(seat),
                        None if entry.seq == 1 => words.say("email-setup", &[]),
                        None => words.say("email-someone", &[]),
                    },
                    what: shortened(entry.text.as_deref().unwrap_or(&entry.command_type)),
                })
                .collect(),
            omitted,
            moves: compose::move_groups(&legal.commands, &legal.texts),
            picture,
            position,
            forms_url: format!(
                "{}/v1/game-kinds/{}/commands?lang={}",
                self.public_url,
                game.kind,
                language.tag()
            ),
            reply_to,
        })
    }

    /// Sends the answer to one of the user's replies: what became of it, and the game as
    /// it is now.
    async fn send_answer(
        &self,
        user: &AuthUser,
        message: EmailMessageRecord,
        unsubscribe: &str,
        zone: Tz,
    ) -> Result<(), ApiError> {
        let store = self.play.store();
        let Some(answer) = message
            .body
            .as_deref()
            .and_then(|body| serde_json::from_str::<Answer>(body).ok())
        else {
            tracing::warn!(message = %message.id, "an answer without a readable body");
            return Ok(store.messages_dropped(&[message.id]).await?);
        };
        let words = Words(user.language.unwrap_or_default());
        let game = match self.play.game(&answer.game_id).await {
            Ok(game) => game,
            Err(ApiError::GameNotFound) => {
                return Ok(store.messages_dropped(&[message.id]).await?);
            }
            Err(error) => return Err(error),
        };
        let seat = game.seat_of(&user.id).filter(|seat| !game.has_left(*seat));
        let section = match seat {
            Some(seat) if game.status == GameStatus::Active => Some(
                self.game_section(
                    user,
                    &game,
                    seat,
                    game.version,
                    game.awaited_seats.clone(),
                    zone,
                )
                .await?,
            ),
            _ => None,
        };
        let title = match seat.or_else(|| game.seat_of(&user.id)) {
            Some(seat) => title(words, &game, seat),
            None => i18n::kind_title(words.0, &game.kind),
        };
        let composed = compose::answer(
            words,
            &user.username,
            &answer,
            &title,
            section.as_ref(),
            unsubscribe,
        );
        let headers = Headers {
            unsubscribe: Some(unsubscribe),
            reply_to: section.as_ref().and_then(|game| game.reply_to.as_deref()),
            in_reply_to: answer.message_id.as_deref(),
            automatic: AUTO_REPLIED,
        };
        self.deliver(&[message], &composed, &headers).await
    }

    /// The board as `seat` sees it: a PNG drawn off the async threads, and the picture's
    /// description in words; each `None` (the email goes without it) when it cannot be had.
    async fn picture(
        &self,
        game: &GameRecord,
        seat: Seat,
        language: Language,
    ) -> (Option<Vec<u8>>, Option<String>) {
        let svg = match self.play.seat_picture(game, seat, language).await {
            Ok(svg) => svg,
            Err(error) => {
                tracing::warn!(game = %game.id, %error, "no board picture for an email");
                return (None, None);
            }
        };
        let position = raster::description(&svg);
        let drawn = tokio::task::spawn_blocking(move || raster::png(&svg, language)).await;
        let png = match drawn {
            Ok(Ok(png)) => Some(png),
            Ok(Err(error)) => {
                tracing::warn!(game = %game.id, %error, "the board picture could not be drawn");
                None
            }
            Err(error) => {
                tracing::warn!(game = %game.id, %error, "drawing the board picture failed");
                None
            }
        };
        (png, position)
    }

    /// Sends one email for `messages` and records the outcome: sent, or due again later
    /// (failed once retries are exhausted).
    async fn deliver(
        &self,
        messages: &[EmailMessageRecord],
        composed: &Composed,
        headers: &Headers<'_>,
    ) -> Result<(), ApiError> {
        let Some(first) = messages.first() else {
            return Ok(());
        };
        let store = self.play.store();
        let sent = match self.message(&first.address, composed, headers) {
            Ok(message) => self
                .transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err(error) => Err(error),
        };
        let now = now_millis();
        match sent {
            Ok(()) => store.messages_sent(&ids(messages), now).await?,
            Err(error) => {
                tracing::warn!(user = %first.user_id, %error, "an email could not be sent");
                let attempts = first.attempts + 1;
                let due = (now - first.created_at < RETRY.retry_for_ms)
                    .then(|| now + RETRY.delay_ms(attempts));
                store
                    .messages_deferred(&ids(messages), due, Some(&error))
                    .await?;
            }
        }
        Ok(())
    }

    /// The MIME message: plain text and HTML alternatives, with one-click unsubscribe
    /// headers (RFC 8058) on notifications, the reply address and the message answered,
    /// and marked as sent by a machine (RFC 3834) so that auto-responders stay silent.
    fn message(
        &self,
        to: &str,
        composed: &Composed,
        headers: &Headers<'_>,
    ) -> Result<Message, String> {
        let to: Mailbox = to.parse().map_err(|e| format!("recipient: {e}"))?;
        // A Message-ID of the sender's domain, which replies refer to.
        let id = format!(
            "<{}@{}>",
            uuid::Uuid::new_v4().simple(),
            self.from.email.domain()
        );
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .message_id(Some(id))
            .subject(composed.subject.clone())
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                headers.automatic.into(),
            ));
        if let Some(reply_to) = headers.reply_to {
            builder = builder.reply_to(reply_to.parse().map_err(|e| format!("reply-to: {e}"))?);
        }
        if let Some(id) = headers.in_reply_to {
            builder = builder
                .in_reply_to(id.to_string())
                .references(id.to_string());
        }
        if let Some(url) = headers.unsubscribe {
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{url}>"),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        let part = |content_type: ContentType, body: &str| {
            SinglePart::builder()
                .header(content_type)
                .header(ContentTransferEncoding::Base64)
                .body(body.to_string())
        };
        let html = part(ContentType::TEXT_HTML, &composed.html);
        let alternative =
            MultiPart::alternative().singlepart(part(ContentType::TEXT_PLAIN, &composed.text));
        let alternative = if composed.images.is_empty() {
            alternative.singlepart(html)
        } else {
            // The HTML part with the images it shows, as one `multipart/related`.
            let png = ContentType::parse("image/png").map_err(|e| e.to_string())?;
            let related = composed.images.iter().fold(
                MultiPart::related().singlepart(html),
                |related, (id, bytes)| {
                    related.singlepart(
                        Attachment::new_inline(id.clone()).body(bytes.clone(), png.clone()),
                    )
                },
            );
            alternative.multipart(related)
        };
        builder.multipart(alternative).map_err(|e| e.to_string())
    }
}

/// `Auto-Submitted` of notifications and of answers to replies.
const AUTO_GENERATED: &str = "auto-generated";
const AUTO_REPLIED: &str = "auto-replied";

/// The headers an email carries besides its content.
struct Headers<'a> {
    /// The one-click unsubscribe link (notifications).
    unsubscribe: Option<&'a str>,
    /// The player's reply address in the game (when turn emails can be answered).
    reply_to: Option<&'a str>,
    /// The `Message-ID` answered.
    in_reply_to: Option<&'a str>,
    /// `Auto-Submitted`.
    automatic: &'static str,
}

impl Default for Headers<'_> {
    fn default() -> Self {
        Headers {
            unsubscribe: None,
            reply_to: None,
            in_reply_to: None,
            automatic: AUTO_GENERATED,
        }
    }
}

/// When the pending decision of `seat` runs out of time, as its player may see it, in
/// `zone` (e.g. `2026-12-08 14:00 Europe/Vienna`); `None` without a timer.
fn deadline(game: &GameRecord, seat: Seat, zone: Tz) -> Option<String> {
    let holders = crate::presentation::seat_holders(game, crate::engine::Viewer::Seat(seat));
    let due = holders.get(seat.index())?.deadline_at.as_deref()?;
    let due = DateTime::parse_from_rfc3339(due).ok()?.with_timezone(&zone);
    Some(format!("{} {}", due.format("%Y-%m-%d %H:%M"), zone.name()))
}

/// A seat of `game` as `seat`'s player calls it: `you`, or the player's name.
fn name_of(words: Words, game: &GameRecord, seat: Seat, other: Seat) -> String {
    if other == seat {
        return words.say("email-you", &[]);
    }
    game.players.get(other.index()).map_or_else(
        || {
            words.say(
                "problem-seat",
                &[("seat", Arg::Number(other.number() as i64))],
            )
        },
        |player| player.username.clone(),
    )
}

/// `game` as `seat`'s player calls it, e.g. `Acquire with ann, bob and you`.
fn title(words: Words, game: &GameRecord, seat: Seat) -> String {
    let others: Vec<String> = (0..game.players.len())
        .map(|index| Seat(index as u8))
        .filter(|other| *other != seat)
        .map(|other| name_of(words, game, seat, other))
        .collect();
    words.say(
        "email-game-with",
        &[
            ("game", Arg::Name(i18n::kind_title(words.0, &game.kind))),
            (
                "others",
                Arg::Name(others.join(&words.say("list-separator", &[]))),
            ),
        ],
    )
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

fn ids(messages: &[EmailMessageRecord]) -> Vec<String> {
    messages.iter().map(|message| message.id.clone()).collect()
}

fn instant(millis: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(millis).unwrap_or_default()
}

/// The user's time zone (validated when stored; UTC should it not parse).
fn zone(settings: &EmailSettingsRecord) -> Tz {
    settings.time_zone.parse().unwrap_or(Tz::UTC)
}

/// An entry's line, cut to [`MAX_ENTRY_TEXT`] characters.
fn shortened(text: &str) -> String {
    if text.chars().count() <= MAX_ENTRY_TEXT {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX_ENTRY_TEXT).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_entries_read_as_words() {
        assert_eq!(shortened("ann placed 5C."), "ann placed 5C.");
        let long = shortened(&"y".repeat(500));
        assert_eq!(long.chars().count(), MAX_ENTRY_TEXT + 1);
        assert!(long.ends_with('…'));
    }
}
