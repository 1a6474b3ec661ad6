//! Players leaving a running game — the server's built-in player takes the seat over, or
//! the rules' own way (Monopoly's bankruptcy) — and vacations, which stop a player's move
//! clocks and so plan their games' timers again.

use super::server_moves::Choice;
use super::{Play, Submission, Submitted, new_entry, seed_of};
use crate::auth::AuthUser;
use crate::correspondence::OnLeave;
use crate::correspondence::vacation::{self, DAY_MS, Vacation, VacationRefused};
use crate::engine::ending::{Departure, abandon_command};
use crate::engine::{AnyState, GameRng, Seat, Status, Viewer};
use crate::error::ApiError;
use crate::error::guarded;
use crate::resources::{MoveResult, VacationRequest, VacationStatus};
use crate::store::{Actor, GameFilter, GameRecord, GameStatus, Left, NewEntry, now_millis};
use crate::wake::Topic;

impl Play {
    /// Resigns the caller from a running game, at its current version: the server plays
    /// the seat on (`bot_takeover`, abandoning the game when no human is left) or the
    /// rules' own resignation decides (`rules`).
    pub async fn resign(&self, user: &AuthUser, id: &str) -> Result<MoveResult, ApiError> {
        let mut attempts = 0;
        loop {
            let game = self.game_seen_by(user, id).await?;
            let seat = game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
            if game.players[seat.index()].left_at.is_some() {
                return Err(ApiError::LeftGame);
            }
            let outcome = match game.status {
                GameStatus::Open => return Err(ApiError::GameNotActive),
                GameStatus::Finished | GameStatus::Abandoned => return Err(ApiError::GameOver),
                GameStatus::Active if game.on_leave == OnLeave::BotTakeover => {
                    if self.leave_seat(&game, seat, Departure::Resigned).await? {
                        let game = self.game(id).await?;
                        return self.after_leaving(&game, seat).await;
                    }
                    Err(ApiError::StaleVersion {
                        expected: game.version,
                        current: game.version,
                    })
                }
                GameStatus::Active => {
                    let command = self.state(&game).await?.resign_command();
                    let submission = Submission {
                        expected_version: game.version,
                        submitted: Submitted::Command(command),
                        idempotency: None,
                    };
                    self.submit(user, game, submission).await
                }
            };
            match outcome {
                Err(ApiError::StaleVersion { .. }) if attempts < 5 => attempts += 1,
                other => return other,
            }
        }
    }

    /// The game as the player who just left it sees it.
    async fn after_leaving(&self, game: &GameRecord, seat: Seat) -> Result<MoveResult, ApiError> {
        let state = self.state(game).await?;
        Ok(MoveResult {
            kind: game.kind.clone(),
            version: game.version,
            status: game.status,
            awaited: game.awaited_seats.clone(),
            result: None,
            view: guarded(|| {
                state.view(if game.status == GameStatus::Active {
                    Viewer::Seat(seat)
                } else {
                    Viewer::Auditor
                })
            })?,
        })
    }

    /// Takes `seat`'s player out of the running game (a resignation, or a move clock set to
    /// `forfeit`, as `departure` says): with `bot_takeover` the server plays the seat from now
    /// on, and the game is abandoned once no human is left (by a log entry of its own); with
    /// `rules` the server submits the rules' resignation for the seat. Returns whether the game
    /// changed (not when it moved on meanwhile).
    pub(super) async fn leave_seat(
        &self,
        game: &GameRecord,
        seat: Seat,
        departure: Departure,
    ) -> Result<bool, ApiError> {
        let state = self.state(game).await?;
        if game.on_leave == OnLeave::Rules {
            return self
                .server_move(game, state, seat, Actor::Clock, &[Choice::Resign])
                .await;
        }
        let Some(player) = game.players.get(seat.index()) else {
            return Ok(false);
        };
        let humans_staying = game
            .players
            .iter()
            .enumerate()
            .filter(|(index, other)| *index != seat.index() && !other.server_plays())
            .count();
        let abandon = humans_staying == 0;
        let mut after = game.clone();
        after.players[seat.index()].left_at = Some(now_millis());
        let (deadlines, abandonment) = if abandon {
            (Vec::new(), Some(abandonment(game, state, seat, departure)?))
        } else {
            (self.replanned(&after, state.as_ref()).await?, None)
        };
        let left = self
            .store
            .leave_seat(
                &game.id,
                &player.user_id,
                game.version,
                abandonment.as_ref(),
                &deadlines,
            )
            .await?;
        self.wakes.wake(Topic::Game(game.id.clone()));
        match left {
            Left::TakenOver => {
                self.wakes.wake(Topic::Timers);
                Ok(true)
            }
            Left::Abandoned => Ok(true),
            Left::Stale => Ok(false),
        }
    }

    /// The caller's vacation allowance and their current or next vacation.
    pub async fn vacation(&self, user: &AuthUser) -> Result<VacationStatus, ApiError> {
        let now = now_millis();
        let vacations = self.vacations_of(&user.id, now).await?;
        Ok(self.vacation_status(&vacations, now))
    }

    /// Takes a vacation (replacing the current or planned one), then plans the timers of
    /// the caller's games again.
    pub async fn take_vacation(
        &self,
        user: &AuthUser,
        request: VacationRequest,
    ) -> Result<VacationStatus, ApiError> {
        let now = now_millis();
        let instant = |name: &str, text: &str| {
            chrono::DateTime::parse_from_rfc3339(text)
                .map(|instant| instant.timestamp_millis())
                .map_err(|e| ApiError::InvalidRequest(format!("{name}: {e}")))
        };
        let starts_at = match &request.starts_at {
            Some(text) => instant("starts_at", text)?,
            None => now,
        };
        let new = Vacation {
            starts_at,
            ends_at: instant("ends_at", &request.ends_at)?,
        };
        if new.ends_at - new.starts_at > 366 * DAY_MS {
            return Err(ApiError::InvalidRequest(
                "a vacation lasts at most 366 days".into(),
            ));
        }
        let allowance = self.vacation_days;
        let planned = self
            .store
            .change_vacations(&user.id, year_start(now), |current| {
                vacation::take(current, new, now, allowance).map(|plan| plan.vacations)
            })
            .await?
            .map_err(|refused| match refused {
                VacationRefused::Invalid(reason) => ApiError::InvalidRequest(reason),
                VacationRefused::Allowance { needed, remaining } => {
                    ApiError::VacationAllowanceExceeded { needed, remaining }
                }
            })?;
        self.replan_games_of(&user.id).await?;
        Ok(self.vacation_status(&planned, now))
    }

    /// Ends the caller's running vacation now, or drops a planned one.
    pub async fn end_vacation(&self, user: &AuthUser) -> Result<VacationStatus, ApiError> {
        let now = now_millis();
        let planned = self
            .store
            .change_vacations(&user.id, year_start(now), |current| {
                Ok::<_, ApiError>(vacation::withdraw(current, now))
            })
            .await??;
        self.replan_games_of(&user.id).await?;
        Ok(self.vacation_status(&planned, now))
    }

    async fn vacations_of(&self, user_id: &str, now: i64) -> Result<Vec<Vacation>, ApiError> {
        Ok(self
            .store
            .vacations(&[user_id.to_string()], year_start(now))
            .await?
            .into_iter()
            .map(|(_, vacation)| vacation)
            .collect())
    }

    fn vacation_status(&self, vacations: &[Vacation], now: i64) -> VacationStatus {
        let year = vacation::year_of(now);
        let used = vacation::used_days(vacations, year);
        VacationStatus {
            vacation: vacation::current_or_next(vacations, now).map(Into::into),
            year,
            allowance_days: self.vacation_days,
            used_days: used,
            remaining_days: (self.vacation_days - used).max(0),
        }
    }

    /// Plans the timers of every running game of `user_id` with a move clock again.
    async fn replan_games_of(&self, user_id: &str) -> Result<(), ApiError> {
        let filter = GameFilter {
            player: Some(user_id.to_string()),
            status: Some(GameStatus::Active),
            limit: 10_000,
            ..GameFilter::default()
        };
        for game in self.store.list_games(&filter).await? {
            if game.clock.is_none() {
                continue;
            }
            let state = self.state(&game).await?;
            if !matches!(guarded(|| state.status())?, Status::Awaiting(_)) {
                continue;
            }
            let planned = self.replanned(&game, state.as_ref()).await?;
            // A game that moved on meanwhile planned its timers with the new vacation.
            self.store
                .replan_deadlines(&game.id, game.version, &planned)
                .await?;
        }
        self.wakes.wake(Topic::Timers);
        Ok(())
    }
}

/// The entry by which the server abandons `game` (in `state`) as `seat`'s player, its last
/// person, leaves for `departure`: submitted by the clock for a forfeit.
fn abandonment(
    game: &GameRecord,
    mut state: Box<dyn AnyState>,
    seat: Seat,
    departure: Departure,
) -> Result<NewEntry, ApiError> {
    let command = abandon_command(departure);
    let mut rng = GameRng::for_entry(&seed_of(game)?, game.version as u64 + 1);
    let events = guarded(|| state.play(seat, &command, true, &mut rng))?
        .map_err(|refused| ApiError::Internal(format!("abandonment refused: {refused:?}")))?;
    let mut entry = new_entry(game, Some(seat), command, events);
    entry.actor = (departure == Departure::Forfeited).then_some(Actor::Clock);
    Ok(entry)
}

/// The first instant of the calendar year (UTC) of `now`: vacations charged to this year
/// or later end after it.
fn year_start(now: i64) -> i64 {
    use chrono::TimeZone;
    chrono::Utc
        .with_ymd_and_hms(vacation::year_of(now), 1, 1, 0, 0, 0)
        .single()
        .map_or(now, |start| start.timestamp_millis())
}
