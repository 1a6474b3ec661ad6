//! Telling players what happened: which feed items a log entry or a taken seat produces,
//! the wake-up signals that let open streams deliver them at once, and the webhook and
//! email workers that announce them elsewhere.

pub mod email;
pub mod wake;
pub mod webhook;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::config::WebhookConfig;
use crate::engine::Seat;
use crate::resources::GameResult;
use crate::store::{DeadlineRecord, FeedItem, GameRecord, GameStatus, SeatTaken};

/// What the notification endpoints need of the configuration.
#[derive(Debug)]
pub struct NotifySettings {
    /// How webhooks are delivered.
    pub webhooks: WebhookConfig,
    /// Whether email notifications are configured.
    pub email: bool,
    /// The key that signs links in emails.
    pub links: email::links::LinkKeys,
    /// The server's address as clients reach it, without a trailing `/`.
    pub public_url: String,
}

/// What a feed item is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FeedType {
    /// The game awaits a new decision of yours.
    YourTurn,
    /// A game you are seated in has started.
    GameStarted,
    /// A game you are seated in has ended (finished by its rules, or abandoned).
    GameFinished,
    /// Another player took a seat in an open game you are seated in.
    SeatTaken,
    /// Your move clock in a game runs out soon (`deadline_at`).
    TurnReminder,
}

impl FeedType {
    /// Every type, in the order of the documentation.
    pub const ALL: [FeedType; 5] = [
        FeedType::YourTurn,
        FeedType::GameStarted,
        FeedType::GameFinished,
        FeedType::SeatTaken,
        FeedType::TurnReminder,
    ];

    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            FeedType::YourTurn => "your_turn",
            FeedType::GameStarted => "game_started",
            FeedType::GameFinished => "game_finished",
            FeedType::SeatTaken => "seat_taken",
            FeedType::TurnReminder => "turn_reminder",
        }
    }
}

/// The details of a feed item: only what every player of the game may know.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct FeedDetails {
    /// The game's kind.
    pub kind: String,
    /// The game's version when the item was written.
    pub version: i64,
    /// The game's status then.
    pub status: GameStatus,
    /// The seats the game awaited then.
    pub awaited: Vec<Seat>,
    /// The recipient's seat in the game.
    pub seat: Seat,
    /// The game resource's path (`/v1/games/{id}`).
    pub link: String,
    /// How the game ended (`game_finished` of a finished game only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Who took the seat (`seat_taken` only; the seat is `taken_seat`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// The seat just taken (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken_seat: Option<Seat>,
    /// Players seated now, the new one included (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<i64>,
    /// The number of seats (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<i64>,
    /// When the recipient's move clock runs out (RFC 3339; `turn_reminder` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_at: Option<String>,
}

/// How the game stands after an entry, for deciding whom to tell.
pub struct AfterEntry<'a> {
    /// The game before the entry.
    pub game: &'a GameRecord,
    /// The seat that made the entry (`None` for the setup).
    pub actor: Option<Seat>,
    pub status: GameStatus,
    pub awaited: &'a [Seat],
    pub result: Option<GameResult>,
}

/// The feed items an entry produces: `game_started` to every player with the setup,
/// `your_turn` to each awaited player who was not awaited before or who just moved (a new
/// decision), and `game_finished` to every player when the game ends.
pub fn entry_feed(after: &AfterEntry<'_>) -> Vec<FeedItem> {
    let game = after.game;
    let version = game.version + 1;
    let details = |seat: Seat| FeedDetails {
        kind: game.kind.clone(),
        version,
        status: after.status,
        awaited: after.awaited.to_vec(),
        seat,
        link: format!("/v1/games/{}", game.id),
        result: None,
        username: None,
        taken_seat: None,
        players: None,
        seats: None,
        deadline_at: None,
    };
    let mut items = Vec::new();
    let mut tell = |seat: Seat, kind: FeedType, details: FeedDetails| {
        if let Some(player) = game.players.get(seat.index()).filter(|p| p.bot.is_none()) {
            items.push(FeedItem {
                user_id: player.user_id.clone(),
                kind: kind.as_str(),
                game_id: game.id.clone(),
                payload: serde_json::to_value(details).expect("feed details serialize"),
            });
        }
    };
    let seats = (0..game.players.len()).map(|index| Seat(index as u8));
    if game.version == 0 {
        for seat in seats.clone() {
            tell(seat, FeedType::GameStarted, details(seat));
        }
    }
    if after.status == GameStatus::Active {
        let was_awaited = |seat: &Seat| game.version > 0 && game.awaited_seats.contains(seat);
        for &seat in after.awaited {
            if !was_awaited(&seat) || after.actor == Some(seat) {
                tell(seat, FeedType::YourTurn, details(seat));
            }
        }
    } else {
        for seat in seats {
            let mut details = details(seat);
            details.result = after.result.clone();
            tell(seat, FeedType::GameFinished, details);
        }
    }
    items
}

/// The feed items of a seat taken in an open game: `seat_taken` to the players seated
/// before.
pub fn seat_taken_feed(taken: &SeatTaken) -> Vec<FeedItem> {
    taken
        .others
        .iter()
        .enumerate()
        .map(|(index, user_id)| FeedItem {
            user_id: user_id.clone(),
            kind: FeedType::SeatTaken.as_str(),
            game_id: taken.game_id.clone(),
            payload: serde_json::to_value(FeedDetails {
                kind: taken.kind.clone(),
                version: 0,
                status: GameStatus::Open,
                awaited: Vec::new(),
                seat: Seat(index as u8),
                link: format!("/v1/games/{}", taken.game_id),
                result: None,
                username: Some(taken.username.clone()),
                taken_seat: Some(taken.seat),
                players: Some(taken.players),
                seats: Some(taken.seat_count),
                deadline_at: None,
            })
            .expect("feed details serialize"),
        })
        .collect()
}

/// The reminder to the player of `reminder`'s seat that their move clock runs out soon;
/// `None` when nobody holds the seat or the player has left.
pub fn reminder_feed(game: &GameRecord, reminder: &DeadlineRecord) -> Option<FeedItem> {
    let player = game.players.get(reminder.seat.index())?;
    if player.server_plays() {
        return None;
    }
    let clock_due = game
        .deadlines
        .iter()
        .find(|deadline| {
            deadline.seat == reminder.seat
                && deadline.slot == crate::correspondence::schedule::CLOCK_SLOT
                && deadline.decision == reminder.decision
        })
        .map(|deadline| deadline.due_at)?;
    let details = FeedDetails {
        kind: game.kind.clone(),
        version: game.version,
        status: game.status,
        awaited: game.awaited_seats.clone(),
        seat: reminder.seat,
        link: format!("/v1/games/{}", game.id),
        result: None,
        username: None,
        taken_seat: None,
        players: None,
        seats: None,
        deadline_at: Some(crate::presentation::rfc3339(clock_due)),
    };
    Some(FeedItem {
        user_id: player.user_id.clone(),
        kind: FeedType::TurnReminder.as_str(),
        game_id: game.id.clone(),
        payload: serde_json::to_value(details).expect("feed details serialize"),
    })
}
