//! What the server plays on its own when a timed decision is due: a game's own timer
//! command, a move clock running out (the built-in player decides, the rules' default is
//! taken, or the seat forfeits), a reminder, and the turns of bots' seats and of seats whose
//! players left. Each is an ordinary log entry submitted against the game's current version.

use serde_json::Value;

use super::outbox::reminder_feed;
use super::{Play, play_entry, seed_of};
use crate::correspondence::clock::OnTimeout;
use crate::correspondence::slots::{BOT_SLOT, CLOCK_SLOT, REMINDER_SLOT};
use crate::engine::ending::Departure;
use crate::engine::{AnyState, Bot, GameRng, Seat};
use crate::error::ApiError;
use crate::error::guarded;
use crate::resources::FeedType;
use crate::store::{Actor, DeadlineRecord, GameRecord, GameStatus, NewEntry, now_millis};
use crate::wake::Topic;

impl Play {
    /// Acts on a due timed decision, if it is still pending. Returns whether an entry was
    /// appended (or a reminder sent). Any number of processes may try: the version decides.
    pub async fn fire_deadline(&self, deadline: &DeadlineRecord) -> Result<bool, ApiError> {
        let game = self.game(&deadline.game_id).await?;
        if game.status != GameStatus::Active {
            return Ok(false);
        }
        let pending = |slot: &str| {
            game.deadlines.iter().any(|pending| {
                pending.seat == deadline.seat
                    && pending.slot == slot
                    && pending.decision == deadline.decision
            })
        };
        match deadline.slot.as_str() {
            REMINDER_SLOT => self.remind(&game, deadline).await,
            CLOCK_SLOT if pending(CLOCK_SLOT) => self.clock_ran_out(&game, deadline).await,
            BOT_SLOT if pending(BOT_SLOT) => {
                let state = self.state(&game).await?;
                let bot = bot_of(&game, deadline.seat);
                self.server_move(&game, state, deadline.seat, Actor::Bot, &bot_choices(bot))
                    .await
            }
            CLOCK_SLOT | BOT_SLOT => Ok(false),
            _ => self.game_timer(&game, deadline).await,
        }
    }

    /// The game's own timer: its command, if the engine still has it pending.
    async fn game_timer(
        &self,
        game: &GameRecord,
        deadline: &DeadlineRecord,
    ) -> Result<bool, ApiError> {
        let state = self.state(game).await?;
        let command: Value = serde_json::from_str(&deadline.command)
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        let still_pending = guarded(|| state.deadlines())?.iter().any(|pending| {
            pending.seat == deadline.seat
                && pending.slot == deadline.slot
                && pending.command == command
        });
        if !still_pending {
            return Ok(false);
        }
        let choices = [Choice::Command(command)];
        self.server_move(game, state, deadline.seat, Actor::Timer, &choices)
            .await
    }

    /// A seat's move clock ran out: unless a vacation stopped it meanwhile (then it is
    /// planned again), the clock's `on_timeout` decides for the seat.
    async fn clock_ran_out(
        &self,
        game: &GameRecord,
        deadline: &DeadlineRecord,
    ) -> Result<bool, ApiError> {
        let Some(clock) = game.clock.as_ref().and_then(|clock| clock.rules().ok()) else {
            return Ok(false);
        };
        let state = self.state(game).await?;
        let planned = self.replanned(game, state.as_ref()).await?;
        let still_due = planned.iter().any(|record| {
            record.seat == deadline.seat
                && record.slot == CLOCK_SLOT
                && record.decision == deadline.decision
                && record.due_at <= now_millis()
        });
        if !still_due {
            self.store
                .replan_deadlines(&game.id, game.version, &planned)
                .await?;
            return Ok(false);
        }
        match clock.on_timeout {
            OnTimeout::Bot => {
                let choices = bot_choices(Bot::Policy);
                self.server_move(game, state, deadline.seat, Actor::Clock, &choices)
                    .await
            }
            OnTimeout::Skip => {
                let choices = [
                    Choice::Skip,
                    Choice::Bot(Bot::Policy),
                    Choice::Bot(Bot::Random),
                ];
                self.server_move(game, state, deadline.seat, Actor::Clock, &choices)
                    .await
            }
            OnTimeout::Forfeit => {
                self.leave_seat(game, deadline.seat, Departure::Forfeited)
                    .await
            }
        }
    }

    /// Sends the reminder of a seat's move clock to its player, once.
    async fn remind(&self, game: &GameRecord, reminder: &DeadlineRecord) -> Result<bool, ApiError> {
        let Some(item) = reminder_feed(game, reminder) else {
            return Ok(false);
        };
        let user_id = item.user_id.clone();
        let sent = self.store.send_reminder(reminder, &item).await?;
        if sent {
            self.wakes.wake(Topic::User(user_id));
            tracing::debug!(game = %game.id, seat = %reminder.seat, kind = FeedType::TurnReminder.as_str(), "reminder sent");
        }
        Ok(sent)
    }

    /// Plays the first of `choices` the rules accept for `seat` (see [`server_entry`]), as
    /// `actor`. An entry that does not land (another process acted first) or no accepted
    /// choice appends nothing.
    pub(super) async fn server_move(
        &self,
        game: &GameRecord,
        mut state: Box<dyn AnyState>,
        seat: Seat,
        actor: Actor,
        choices: &[Choice],
    ) -> Result<bool, ApiError> {
        let Some(entry) = server_entry(game, state.as_mut(), seat, actor, choices)? else {
            tracing::warn!(game = %game.id, %seat, "the server has no move for the seat");
            return Ok(false);
        };
        match self.append(game, state.as_ref(), &entry, None, None).await {
            Ok(moved) => {
                // Standing orders and bots answer what the server's move brought up.
                self.run_automatic(&game.id, Some((moved, state))).await;
                Ok(true)
            }
            Err(ApiError::StaleVersion { .. }) => Ok(false),
            Err(other) => Err(other),
        }
    }

    /// The game's timers planned again at its current version (no seat moved).
    pub(super) async fn replanned(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
    ) -> Result<Vec<DeadlineRecord>, ApiError> {
        let awaited = game.awaited_seats.clone();
        self.plan_timers(game, state, &awaited, None, game.version)
            .await
    }
}

/// Where the server's command for a seat comes from.
#[derive(Debug)]
pub(super) enum Choice {
    /// This command (a game timer's).
    Command(Value),
    /// The rules' default answer ([`AnyState::skip_command`]).
    Skip,
    /// A built-in player's decision.
    Bot(Bot),
    /// The seat's resignation.
    Resign,
}

impl Choice {
    fn pick(&self, state: &dyn AnyState, seat: Seat, rng: &mut GameRng) -> Option<Value> {
        match self {
            Choice::Command(command) => Some(command.clone()),
            Choice::Skip => state.skip_command(seat),
            Choice::Bot(bot) => state.bot_move(*bot, seat, rng),
            Choice::Resign => Some(state.resign_command()),
        }
    }
}

/// The entry of the first of `choices` that gives a command the rules accept for `seat` in
/// `state` (which then has moved on), each picked with the server's generator of the entry;
/// `None` when none does.
pub(super) fn server_entry(
    game: &GameRecord,
    state: &mut dyn AnyState,
    seat: Seat,
    actor: Actor,
    choices: &[Choice],
) -> Result<Option<NewEntry>, ApiError> {
    let seed = seed_of(game)?;
    for choice in choices {
        let mut rng = GameRng::for_server_choice(&seed, game.version as u64 + 1);
        let Some(command) = guarded(|| choice.pick(state, seat, &mut rng))? else {
            continue;
        };
        match play_entry(game, state, seat, &command, Some(actor))? {
            Ok(entry) => return Ok(Some(entry)),
            Err(error) => {
                tracing::warn!(game = %game.id, %seat, ?choice, ?error, "a server move was refused");
            }
        }
    }
    Ok(None)
}

/// A bot's decision, then the random player's should the rules refuse a policy's command.
pub(super) fn bot_choices(bot: Bot) -> Vec<Choice> {
    let mut choices = vec![Choice::Bot(bot)];
    if bot != Bot::Random {
        choices.push(Choice::Bot(Bot::Random));
    }
    choices
}

/// The bot that plays `seat` for the server: the one the creator seated there, or the kind's
/// own player for a seat whose player left.
pub(super) fn bot_of(game: &GameRecord, seat: Seat) -> Bot {
    game.players
        .get(seat.index())
        .and_then(|player| player.bot.as_deref())
        .and_then(|name| crate::games::find(&game.kind)?.bot(name))
        .unwrap_or(Bot::Policy)
}
