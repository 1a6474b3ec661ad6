//! Moves the server makes on a seat's behalf after an entry is appended: the answers of the
//! seats' standing orders, then the turns of the seats the server plays (bots' seats and those
//! of players who left). Each is an ordinary command of that seat, checked by the engine like
//! a player's move and appended as its own entry against the then-current version; a
//! standing answer the rules refuse is never made, and the decision stays with the seat.
//!
//! Made in the request that brought them up, they answer at once; the timers poller plays
//! the same turns (with the same generator, so the same commands) should a request stop
//! early, and the game's version lets exactly one of them land.

use serde_json::Value;

use super::server_moves::{bot_choices, bot_of, server_entry};
use super::{Play, play_entry};
use crate::engine::{AnyState, Seat, Status, Viewer};
use crate::error::ApiError;
use crate::error::guarded;
use crate::presentation::result_of;
use crate::resources::MoveResult;
use crate::store::{Actor, GameRecord, GameStatus, NewEntry, StandingOrdersRecord};

/// The most automatic moves one request makes; the next entry of the game continues.
const MAX_AUTOMATIC_MOVES: usize = 500;
/// The most bot turns one request plays; the timers poller plays on (a game whose people
/// are out, e.g. bankrupt, is finished by its bots in the background).
const MAX_BOT_MOVES: usize = 64;

/// What the automatic moves of a game are drawn from.
struct Sources {
    /// Every seat's standing orders.
    standing_orders: Vec<StandingOrdersRecord>,
    /// Whether the seats the server plays take their turns too.
    bots: bool,
}

/// A command the server submits as `seat`'s move.
struct AutomaticMove {
    seat: Seat,
    command: Value,
}

/// An automatic move the engine accepted: its entry and the state after it.
struct Accepted {
    entry: NewEntry,
    state: Box<dyn AnyState>,
}

/// A game as its latest entry left it: the record and the state.
pub(super) type Current = (GameRecord, Box<dyn AnyState>);

impl Play {
    /// Makes the automatic moves of game `id` one by one, each its own entry, until none is
    /// due (or [`MAX_AUTOMATIC_MOVES`] were made), starting from `current` when the caller
    /// has just appended it (else from the store). Returns how many were made. A concurrent
    /// writer ends the loop quietly: its own request continues the chain.
    pub(super) async fn run_automatic(&self, id: &str, mut current: Option<Current>) -> usize {
        let mut made = 0;
        let mut bot_moves = 0;
        while made < MAX_AUTOMATIC_MOVES {
            match self
                .automatic_step(id, current.take(), bot_moves < MAX_BOT_MOVES)
                .await
            {
                Ok(Some((actor, now))) => {
                    made += 1;
                    if actor == Some(Actor::Bot) {
                        bot_moves += 1;
                    }
                    current = Some(now);
                }
                Ok(None) | Err(ApiError::StaleVersion { .. }) => break,
                Err(error) => {
                    tracing::warn!(game = %id, %error, "automatic moves stopped");
                    break;
                }
            }
        }
        made
    }

    /// After the player's move of `result`, which left the game `moved` in `state`: makes
    /// the automatic moves it brought up and describes the game after them to the player in
    /// `seat`.
    pub(super) async fn after_move(
        &self,
        moved: GameRecord,
        state: Box<dyn AnyState>,
        seat: Seat,
        result: MoveResult,
    ) -> MoveResult {
        let id = moved.id.clone();
        if self.run_automatic(&id, Some((moved, state))).await == 0 {
            return result;
        }
        match self.move_result(&id, seat).await {
            Ok(now) => now,
            Err(error) => {
                tracing::warn!(game = %id, %error, "the game after automatic moves is unreadable");
                result
            }
        }
    }

    /// Makes the next automatic move of game `id` (bots' turns only with `bots`) from
    /// `current`, or from the store; returns who made it and the game after it, or `None`
    /// when none is due.
    async fn automatic_step(
        &self,
        id: &str,
        current: Option<Current>,
        bots: bool,
    ) -> Result<Option<(Option<Actor>, Current)>, ApiError> {
        let (game, state) = match current {
            Some(current) => current,
            None => {
                let game = self.game(id).await?;
                let state = self.state(&game).await?;
                (game, state)
            }
        };
        if game.status != GameStatus::Active {
            return Ok(None);
        }
        let sources = Sources {
            standing_orders: if game.has_standing_orders {
                self.store.standing_orders_of_game(id).await?
            } else {
                Vec::new()
            },
            bots,
        };
        let Some(accepted) = next_automatic(&game, state.as_ref(), &sources)? else {
            return Ok(None);
        };
        let moved = self
            .append(&game, accepted.state.as_ref(), &accepted.entry, None, None)
            .await?;
        Ok(Some((accepted.entry.actor, (moved, accepted.state))))
    }

    /// The game now, as a move result for the player in `seat`.
    async fn move_result(&self, id: &str, seat: Seat) -> Result<MoveResult, ApiError> {
        let game = self.game(id).await?;
        let state = self.state(&game).await?;
        let status = state.status();
        let active = matches!(status, Status::Awaiting(_));
        Ok(MoveResult {
            kind: game.kind.clone(),
            version: game.version,
            status: game.status,
            awaited: match &status {
                Status::Awaiting(seats) => seats.clone(),
                _ => Vec::new(),
            },
            result: match &status {
                Status::Finished(outcome) => Some(result_of(outcome, &game)),
                _ => None,
            },
            view: guarded(|| {
                state.view(if active {
                    Viewer::Seat(seat)
                } else {
                    Viewer::Auditor
                })
            })?,
        })
    }
}

/// The next automatic move of `game` in `state` that the engine accepts, with its entry at
/// the next version (and that entry's generator), or `None`.
fn next_automatic(
    game: &GameRecord,
    state: &dyn AnyState,
    sources: &Sources,
) -> Result<Option<Accepted>, ApiError> {
    // Bots' seats and those of players who left are the built-in players' (see below).
    let present = |seat: Seat| {
        game.players
            .get(seat.index())
            .is_some_and(|player| !player.server_plays())
    };
    for candidate in candidates(state, sources)?
        .into_iter()
        .filter(|candidate| present(candidate.seat))
    {
        let mut after = state.clone_box();
        match play_entry(
            game,
            after.as_mut(),
            candidate.seat,
            &candidate.command,
            Some(Actor::StandingOrder),
        )? {
            Ok(entry) => {
                return Ok(Some(Accepted {
                    entry,
                    state: after,
                }));
            }
            // The rules refuse the answer: it is not made, and the seat is asked as usual.
            Err(refusal) => tracing::debug!(
                game = %game.id,
                seat = %candidate.seat,
                ?refusal,
                "a standing answer was refused; the seat decides"
            ),
        }
    }
    if sources.bots {
        return bot_turn(game, state);
    }
    Ok(None)
}

/// The turn of the first awaited seat the server plays, by its bot.
fn bot_turn(game: &GameRecord, state: &dyn AnyState) -> Result<Option<Accepted>, ApiError> {
    let Status::Awaiting(awaited) = guarded(|| state.status())? else {
        return Ok(None);
    };
    for seat in awaited {
        if !game
            .players
            .get(seat.index())
            .is_some_and(|player| player.server_plays())
        {
            continue;
        }
        let mut after = state.clone_box();
        let choices = bot_choices(bot_of(game, seat));
        if let Some(entry) = server_entry(game, after.as_mut(), seat, Actor::Bot, &choices)? {
            return Ok(Some(Accepted {
                entry,
                state: after,
            }));
        }
    }
    Ok(None)
}

/// The standing answers due now, most urgent first: those of the awaited seats, then those
/// of other seats (e.g. declining a trade offer).
fn candidates(state: &dyn AnyState, sources: &Sources) -> Result<Vec<AutomaticMove>, ApiError> {
    let Status::Awaiting(awaited) = state.status() else {
        return Ok(Vec::new());
    };
    let mut orders: Vec<&StandingOrdersRecord> = sources.standing_orders.iter().collect();
    orders.sort_by_key(|record| {
        (
            awaited
                .iter()
                .position(|&seat| seat == record.seat)
                .unwrap_or(usize::MAX),
            record.seat,
        )
    });
    let mut moves = Vec::new();
    for record in orders {
        if let Some(command) = guarded(|| state.standing_answer(record.seat, &record.orders))? {
            moves.push(AutomaticMove {
                seat: record.seat,
                command,
            });
        }
    }
    Ok(moves)
}
