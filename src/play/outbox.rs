//! The outbox items an entry produces: the feed items written in the entry's own transaction,
//! so that losing a delivery never loses the news. Delivering them is `notify`'s job.

use crate::engine::Seat;
use crate::resources::{FeedDetails, FeedType, GameResult};
use crate::store::{DeadlineRecord, FeedItem, GameRecord, GameStatus, SeatTaken};
use crate::timestamps::rfc3339;

/// How the game stands after an entry, for deciding whom to tell.
pub struct AfterEntry<'a> {
    /// The game before the entry.
    pub game: &'a GameRecord,
    /// The seat that made the entry (`None` for the setup).
    pub actor: Option<Seat>,
    /// Whether the server submitted the entry's command for the seat (a timer, the move
    /// clock, a bot or a standing order) rather than its player.
    pub by_server: bool,
    pub status: GameStatus,
    pub awaited: &'a [Seat],
    pub result: Option<GameResult>,
}

/// The feed items an entry produces: `game_started` to every player with the setup,
/// `your_turn` to each awaited player who was not awaited before or who just moved (a new
/// decision; `continues_turn` when the player made that move themselves), and
/// `game_finished` to every player when the game ends.
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
        continues_turn: false,
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
            let own_move = after.actor == Some(seat);
            if !was_awaited(&seat) || own_move {
                let mut details = details(seat);
                details.continues_turn = own_move && !after.by_server;
                tell(seat, FeedType::YourTurn, details);
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
                continues_turn: false,
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
                && deadline.slot == crate::correspondence::slots::CLOCK_SLOT
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
        deadline_at: Some(rfc3339(clock_due)),
        continues_turn: false,
    };
    Some(FeedItem {
        user_id: player.user_id.clone(),
        kind: FeedType::TurnReminder.as_str(),
        game_id: game.id.clone(),
        payload: serde_json::to_value(details).expect("feed details serialize"),
    })
}
