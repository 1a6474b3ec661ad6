//! Which timed decisions a game has after an entry: the game's own timers (e.g. Monopoly's
//! decision timers), the move clock of every other awaited seat with its reminder, and an
//! immediate turn for each awaited seat the server plays. The timers poller fires them.

use std::collections::HashMap;

use serde_json::{Value, json};

use crate::correspondence::clock::ClockRules;
use crate::correspondence::slots::{BOT_SLOT, CLOCK_SLOT, REMINDER_SLOT};
use crate::correspondence::vacation::{self, Vacation};
use crate::engine::{Audience, Deadline, Due, Seat};
use crate::store::{DeadlineRecord, GameRecord};

/// What the plan of a game's timers is made from.
pub struct Planning<'a> {
    /// The game before the entry (its timers are the ones that may keep running).
    pub game: &'a GameRecord,
    /// The game's own timed decisions after the entry, as the engine lists them.
    pub timed: Vec<Deadline<Value>>,
    /// The seats awaited after the entry.
    pub awaited: &'a [Seat],
    /// The seat whose command makes the entry: its decisions start anew. `None` when the
    /// timers are planned again between entries (a vacation, a player leaving).
    pub mover: Option<Seat>,
    /// The game's version the plan is for.
    pub version: i64,
    /// The vacations of the awaited players, by user id.
    pub vacations: &'a HashMap<String, Vec<Vacation>>,
    pub now: i64,
}

/// The timed decisions pending after the entry. A decision already pending before (the same
/// seat, slot and decision) keeps its start time: other seats' moves neither stop nor extend
/// a timer, and a new decision restarts it.
pub fn plan(planning: &Planning<'_>) -> Vec<DeadlineRecord> {
    let game = planning.game;
    let mut records: Vec<DeadlineRecord> = planning
        .timed
        .iter()
        .filter_map(|deadline| game_timer(planning, deadline))
        .collect();
    let clock = game.clock.as_ref().and_then(|clock| clock.rules().ok());
    for &seat in planning.awaited {
        let Some(player) = game.players.get(seat.index()) else {
            continue;
        };
        let kept = |slot: &str| {
            game.deadlines
                .iter()
                .find(|old| old.seat == seat && old.slot == slot && planning.mover != Some(seat))
        };
        if player.server_plays() {
            records.push(kept(BOT_SLOT).cloned().unwrap_or_else(|| DeadlineRecord {
                game_id: game.id.clone(),
                seat,
                command: json!({"type": "bot"}).to_string(),
                started_at: planning.now,
                due_at: planning.now,
                slot: BOT_SLOT.into(),
                decision: planning.version,
                audience: None,
            }));
            continue;
        }
        let timed_by_game = records.iter().any(|record| record.seat == seat);
        if let (Some(clock), false) = (clock, timed_by_game) {
            let vacations = planning
                .vacations
                .get(&player.user_id)
                .map_or(&[][..], Vec::as_slice);
            records.extend(clock_timers(
                planning,
                seat,
                clock,
                vacations,
                kept(CLOCK_SLOT),
                kept(REMINDER_SLOT),
            ));
        }
    }
    records
}

/// A seat's move clock and its reminder (unless the reminder of this decision was sent).
fn clock_timers(
    planning: &Planning<'_>,
    seat: Seat,
    clock: ClockRules,
    vacations: &[Vacation],
    running: Option<&DeadlineRecord>,
    reminder: Option<&DeadlineRecord>,
) -> Vec<DeadlineRecord> {
    let (started_at, decision) = running.map_or((planning.now, planning.version), |old| {
        (old.started_at, old.decision)
    });
    let due_at = vacation::due_at(started_at, clock.per_move_ms, vacations);
    let record = |slot: &str, command: Value, due_at: i64| DeadlineRecord {
        game_id: planning.game.id.clone(),
        seat,
        command: command.to_string(),
        started_at,
        due_at,
        slot: slot.into(),
        decision,
        audience: None,
    };
    let mut timers = vec![record(
        CLOCK_SLOT,
        json!({"type": "clock", "timer": "clock"}),
        due_at,
    )];
    // A running decision without its reminder row has been reminded already.
    let reminded = running.is_some() && reminder.is_none();
    if clock.remind_before_ms > 0 && !reminded {
        timers.push(record(
            REMINDER_SLOT,
            json!({"type": "reminder"}),
            due_at - clock.remind_before_ms,
        ));
    }
    timers
}

/// One of the game's own timers, with its start carried over while its decision lasts.
fn game_timer(planning: &Planning<'_>, deadline: &Deadline<Value>) -> Option<DeadlineRecord> {
    let game = planning.game;
    let command = deadline.command.to_string();
    let decision = deadline.decision as i64;
    let started_at = game
        .deadlines
        .iter()
        .find(|old| {
            old.seat == deadline.seat
                && old.command == command
                && old.slot == deadline.slot
                && old.decision == decision
        })
        .map_or(planning.now, |old| old.started_at);
    let due_at = match &deadline.due {
        Due::After(seconds) => started_at
            .saturating_add(i64::try_from(*seconds).map_or(i64::MAX, |s| s.saturating_mul(1000))),
        Due::At(instant) => match chrono::DateTime::parse_from_rfc3339(instant) {
            Ok(instant) => instant.timestamp_millis(),
            Err(error) => {
                tracing::warn!(game = %game.id, %instant, %error, "deadline instant is not RFC 3339; no timer");
                return None;
            }
        },
    };
    let audience = match &deadline.audience {
        Audience::Everyone => None,
        Audience::Seats(seats) => Some(seats.clone()),
    };
    Some(DeadlineRecord {
        game_id: game.id.clone(),
        seat: deadline.seat,
        command,
        started_at,
        due_at,
        slot: deadline.slot.to_string(),
        decision,
        audience,
    })
}
