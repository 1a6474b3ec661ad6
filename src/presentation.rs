//! Stored records shaped into API resources as one viewer may see them: the game resource
//! with its visible timers and shared result, and log entries with other seats' secrets
//! redacted.

use serde_json::Value;

use crate::correspondence::slots::is_internal;
use crate::engine::words::{Arg, Message};
use crate::engine::{AnyState, Outcome, Seat, Viewer};
use crate::error::ApiError;
use crate::i18n::{self, Language};
use crate::resources::{
    self, AccountKind, FeedDetails, FeedEvent, FeedType, GameResult, LogEntry, PendingTimer,
    PlayedBy, ResultStanding,
};
use crate::store::{
    DeadlineRecord, EntryRecord, FeedRecord, GameRecord, GameStatus, RatingChangeRecord,
};
use crate::timestamps::rfc3339;

/// Whether the game is over (finished or abandoned).
pub fn is_over(game: &GameRecord) -> bool {
    matches!(game.status, GameStatus::Finished | GameStatus::Abandoned)
}

/// How a caller sees a game: everything once it is over, otherwise as their seat, or as a
/// spectator (also once they left their seat: its hidden hand is the server's player's now).
pub fn viewer(game: &GameRecord, seat: Option<Seat>) -> Viewer {
    match seat {
        _ if is_over(game) => Viewer::Auditor,
        Some(seat) if !game.has_left(seat) => Viewer::Seat(seat),
        _ => Viewer::Spectator,
    }
}

/// The API resource of a stored game as `viewer` may see it.
pub fn game_resource(game: &GameRecord, viewer: Viewer) -> resources::Game {
    resources::Game {
        id: game.id.clone(),
        kind: game.kind.clone(),
        status: game.status,
        config: game.config.clone(),
        seats: game.seat_count,
        players: seat_holders(game, viewer),
        creator_id: game.creator_id.clone(),
        version: game.version,
        awaited: game.awaited_seats.clone(),
        timers: visible_timers(game, viewer),
        clock: game.clock.clone(),
        on_leave: game.on_leave,
        visibility: game.visibility,
        rated: game.rated,
        bots: game.bots,
        kept_seats: game
            .kept_seats
            .iter()
            .map(|&seat| Seat(seat as u8))
            .collect(),
        result: game_result(game),
        rng_commitment: game.rng_commitment.clone(),
        rng_seed: is_over(game).then(|| hex::encode(&game.seed)),
        created_at: rfc3339(game.created_at),
        updated_at: rfc3339(game.updated_at),
    }
}

/// Every seat of `game` as `viewer` may see it: who plays it, vacations, and the deadline of
/// its pending decision.
pub fn seat_holders(game: &GameRecord, viewer: Viewer) -> Vec<resources::SeatHolder> {
    let timers = visible_timers(game, viewer);
    game.players
        .iter()
        .zip(game.seats())
        .map(|(player, seat)| {
            resources::SeatHolder {
                seat,
                user_id: player.user_id.clone(),
                username: player.username.clone(),
                account: AccountKind::of(player.bot_account),
                played_by: if player.bot.is_some() {
                    PlayedBy::Bot
                } else if player.left_at.is_some() {
                    PlayedBy::Server
                } else {
                    PlayedBy::Player
                },
                bot: player.bot.clone(),
                left_at: player.left_at.map(rfc3339),
                on_vacation_until: player.vacation_until.map(rfc3339),
                // Timers are listed earliest first.
                deadline_at: timers
                    .iter()
                    .find(|timer| timer.seat == seat && game.awaited_seats.contains(&seat))
                    .map(|timer| timer.due_at.clone()),
            }
        })
        .collect()
}

/// The shared result of a finished game, with the players' names.
pub fn game_result(game: &GameRecord) -> Option<GameResult> {
    game.result.as_ref().map(|outcome| result_of(outcome, game))
}

/// `outcome` with the players' names of `game`.
pub fn result_of(outcome: &Outcome, game: &GameRecord) -> GameResult {
    GameResult {
        standings: outcome
            .standings
            .iter()
            .map(|standing| ResultStanding {
                seat: standing.seat,
                player: game
                    .players
                    .get(standing.seat.index())
                    .map(|player| player.username.clone())
                    .unwrap_or_default(),
                rank: standing.rank,
                score: standing.score,
                left: game
                    .players
                    .get(standing.seat.index())
                    .is_some_and(|player| player.left_at.is_some()),
                rating: game
                    .rating_changes
                    .iter()
                    .find(|change| change.seat == standing.seat)
                    .map(rating_change),
            })
            .collect(),
        winners: outcome.winners(),
        reason: outcome.reason.clone(),
    }
}

/// A stored rating change as the API shows it.
pub fn rating_change(change: &RatingChangeRecord) -> resources::RatingChange {
    resources::RatingChange {
        before: change.before.into(),
        after: change.after.into(),
        change: change.after.conservative() - change.before.conservative(),
        place: change.place,
        rated_games: change.games_before + 1,
    }
}

/// The pending timers `viewer` may see, earliest first.
pub fn visible_timers(game: &GameRecord, viewer: Viewer) -> Vec<PendingTimer> {
    game.deadlines
        .iter()
        .filter(|deadline| !is_internal(&deadline.slot))
        .filter(|deadline| match (&deadline.audience, viewer) {
            (None, _) | (_, Viewer::Auditor) => true,
            (Some(seats), Viewer::Seat(seat)) => seats.contains(&seat),
            (Some(_), Viewer::Spectator) => false,
        })
        .map(|deadline| PendingTimer {
            seat: deadline.seat,
            timer: timer_name(deadline),
            slot: deadline.slot.clone(),
            due_at: rfc3339(deadline.due_at),
        })
        .collect()
}

/// A timer's name: its command's `timer` field, or else the command's `type`.
fn timer_name(deadline: &DeadlineRecord) -> String {
    let command: Value = serde_json::from_str(&deadline.command).unwrap_or(Value::Null);
    command
        .get("timer")
        .or_else(|| command.get("type"))
        .and_then(Value::as_str)
        .unwrap_or("timeout")
        .to_string()
}

/// A stored entry as `viewer` may see it. Once the game is over every event is public and
/// auditors get the stored events verbatim, so they can recompute the hash chain.
pub fn log_entry(
    state: &dyn AnyState,
    entry: EntryRecord,
    viewer: Viewer,
    speech: Option<Speech<'_>>,
) -> Result<LogEntry, ApiError> {
    let narrated = |speech: Speech<'_>| -> Result<Vec<(Value, String)>, ApiError> {
        let narrated = crate::error::guarded(|| state.narrated_event_views(&entry.events, viewer))?
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        Ok(narrated
            .into_iter()
            .map(|(view, message)| (view, speech.say(&message)))
            .collect())
    };
    let (events, texts) = match (viewer, &entry.events, speech) {
        // Auditors get the stored events verbatim (hashed as they are), and the entry's text.
        (Viewer::Auditor, Value::Array(events), speech) => {
            let texts = match speech {
                Some(speech) => narrated(speech)?
                    .into_iter()
                    .map(|(_, text)| text)
                    .collect(),
                None => Vec::new(),
            };
            (events.clone(), texts)
        }
        (_, _, Some(speech)) => narrated(speech)?
            .into_iter()
            .map(|(mut view, text)| {
                if let Value::Object(fields) = &mut view {
                    fields.insert("text".into(), Value::String(text.clone()));
                }
                (view, text)
            })
            .unzip(),
        (_, _, None) => (
            crate::error::guarded(|| state.event_views(&entry.events, viewer))?
                .map_err(|e| ApiError::Internal(e.to_string()))?,
            Vec::new(),
        ),
    };
    let command_type = entry
        .command
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let command_visible = match (viewer, entry.seat) {
        (Viewer::Auditor, _) | (_, None) => true,
        (Viewer::Seat(own), Some(actor)) => own == actor,
        (Viewer::Spectator, Some(_)) => false,
    };
    // An entry of which the viewer may see no event (e.g. a private trade proposal) does not
    // say who sent it or what kind of command it was: it only keeps its place in the log.
    let stored_events = entry.events.as_array().map_or(0, Vec::len);
    let hidden = !command_visible && events.is_empty() && stored_events > 0;
    let text = speech.map(|speech| match (hidden, entry.seat, texts.is_empty()) {
        (false, _, false) => texts.join(&speech.say(&Message::new("sentence-separator"))),
        (false, Some(seat), true) => speech.say(&Message::new("entry-quiet").with("seat", seat)),
        _ => speech.say(&Message::new("entry-hidden")),
    });
    Ok(LogEntry {
        seq: entry.seq,
        seat: if hidden { None } else { entry.seat },
        command_type: if hidden {
            "hidden".to_string()
        } else {
            command_type
        },
        command: command_visible.then_some(entry.command),
        events,
        text,
        time: rfc3339(entry.created_at),
        hash: entry.hash,
        by: entry.actor,
    })
}

/// How log entries are put into words for one reader: the reader's language, and the game
/// whose players name its seats.
#[derive(Clone, Copy)]
pub struct Speech<'a> {
    pub language: Language,
    pub game: &'a GameRecord,
}

impl Speech<'_> {
    /// A seat's name: its player's username, or `seat N` (counted from 1) for a seat nobody
    /// holds.
    pub fn name(&self, seat: Seat) -> String {
        self.game.players.get(seat.index()).map_or_else(
            || {
                let number =
                    Message::new("problem-seat").with("seat", Arg::Number(seat.number() as i64));
                i18n::say(self.language, &number, &|_| String::new())
            },
            |player| player.username.clone(),
        )
    }

    /// `message` in the reader's language.
    pub fn say(&self, message: &Message) -> String {
        i18n::say(self.language, message, &|seat| self.name(seat))
    }
}

/// A feed record as the API shows it.
pub fn feed_event(record: FeedRecord, language: Language) -> Result<FeedEvent, serde_json::Error> {
    let kind = serde_json::from_value(serde_json::Value::String(record.kind))?;
    let details: FeedDetails = serde_json::from_value(record.payload)?;
    Ok(FeedEvent {
        seq: record.seq,
        kind,
        game_id: record.game_id,
        time: rfc3339(record.created_at),
        text: feed_text(kind, &details, language),
        details,
    })
}

/// What a feed item says, in `language`: the game by its title, the recipient as "you".
fn feed_text(kind: FeedType, details: &FeedDetails, language: Language) -> String {
    let game = Arg::Name(i18n::kind_title(language, &details.kind));
    let seat = |seat: Seat| Arg::Number(seat.number() as i64);
    let message = match kind {
        FeedType::YourTurn => Message::new("feed-your-turn")
            .with("game", game)
            .with("version", Arg::Number(details.version)),
        FeedType::GameStarted => Message::new("feed-game-started")
            .with("game", game)
            .with("seat", seat(details.seat)),
        FeedType::GameFinished if details.status == GameStatus::Abandoned => {
            Message::new("feed-game-abandoned").with("game", game)
        }
        FeedType::GameFinished => {
            let won = details
                .result
                .as_ref()
                .is_some_and(|result| result.winners.contains(&details.seat));
            Message::new(if won {
                "feed-game-won"
            } else {
                "feed-game-finished"
            })
            .with("game", game)
        }
        FeedType::SeatTaken => Message::new("feed-seat-taken")
            .with("game", game)
            .with(
                "username",
                Arg::Name(details.username.clone().unwrap_or_default()),
            )
            .with("seat", seat(details.taken_seat.unwrap_or(details.seat)))
            .with("players", Arg::Number(details.players.unwrap_or_default()))
            .with("seats", Arg::Number(details.seats.unwrap_or_default())),
        FeedType::TurnReminder => Message::new("feed-turn-reminder").with("game", game).with(
            "deadline",
            Arg::Name(details.deadline_at.clone().unwrap_or_default()),
        ),
    };
    i18n::say(language, &message, &|_| String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{GameRecord, PlayerRecord};

    fn game_with_timers(deadlines: Vec<DeadlineRecord>) -> GameRecord {
        GameRecord {
            id: "g".into(),
            kind: "monopoly".into(),
            config: Value::Null,
            seat_count: 3,
            status: GameStatus::Active,
            creator_id: "u0".into(),
            seed: vec![0; 32],
            rng_commitment: String::new(),
            version: 7,
            awaited_seats: vec![Seat(0)],
            last_hash: String::new(),
            created_at: 0,
            updated_at: 0,
            format_version: 2,
            visibility: Default::default(),
            rated: false,
            bots: Default::default(),
            rating_changes: Vec::new(),
            kept_seats: Vec::new(),
            players: (0..3)
                .map(|i| PlayerRecord {
                    user_id: format!("u{i}"),
                    username: format!("user{i}"),
                    left_at: None,
                    bot: None,
                    bot_account: false,
                    named_seat: None,
                    vacation_until: None,
                })
                .collect(),
            result: None,
            deadlines,
            clock: None,
            on_leave: crate::correspondence::OnLeave::BotTakeover,
            has_standing_orders: false,
        }
    }

    fn timer(seat: u8, command: &str, audience: Option<Vec<Seat>>) -> DeadlineRecord {
        DeadlineRecord {
            game_id: "g".into(),
            seat: Seat(seat),
            command: command.into(),
            started_at: 0,
            due_at: 60_000,
            slot: "turn".into(),
            decision: 1,
            audience,
        }
    }

    #[test]
    fn a_private_timer_is_shown_only_to_its_audience() {
        let game = game_with_timers(vec![
            timer(0, r#"{"type":"timeout","timer":"decision"}"#, None),
            timer(
                1,
                r#"{"type":"timeout","timer":"trade_expiry","trade_id":"T1"}"#,
                Some(vec![Seat(1), Seat(2)]),
            ),
        ]);
        let names = |viewer| {
            visible_timers(&game, viewer)
                .into_iter()
                .map(|timer| timer.timer)
                .collect::<Vec<_>>()
        };
        assert_eq!(names(Viewer::Seat(Seat(0))), ["decision"]);
        assert_eq!(names(Viewer::Spectator), ["decision"]);
        assert_eq!(names(Viewer::Seat(Seat(2))), ["decision", "trade_expiry"]);
        assert_eq!(names(Viewer::Auditor), ["decision", "trade_expiry"]);
        let due = &visible_timers(&game, Viewer::Seat(Seat(0)))[0].due_at;
        assert_eq!(due, "1970-01-01T00:01:00.000Z");
    }

    #[test]
    fn results_name_the_players_and_their_winners() {
        let mut game = game_with_timers(Vec::new());
        game.result = Some(Outcome::from_scores(&[5, 9, 9], "all_rounds_played"));
        let result = game_result(&game).unwrap();
        assert_eq!(result.winners, [Seat(1), Seat(2)]);
        let ranks: Vec<(String, u32)> = result
            .standings
            .iter()
            .map(|s| (s.player.clone(), s.rank))
            .collect();
        assert_eq!(
            ranks,
            [
                ("user0".into(), 3),
                ("user1".into(), 1),
                ("user2".into(), 1)
            ]
        );
        assert_eq!(result.reason, "all_rounds_played");
    }
}
