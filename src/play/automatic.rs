//! Moves the server makes on a seat's behalf after an entry is appended: today the answers
//! of the seats' standing orders. Each is an ordinary command of that seat, checked by the
//! engine like a player's move and appended as its own entry against the then-current
//! version; a move the rules refuse is never made, and the decision stays with the seat.

use serde_json::Value;

use super::{Play, guarded, play_entry};
use crate::engine::{AnyState, Seat, Status, Viewer};
use crate::error::ApiError;
use crate::presentation::result_of;
use crate::resources::MoveResult;
use crate::store::{Actor, GameRecord, GameStatus, NewEntry, StandingOrdersRecord};

/// The most automatic moves one request makes; the next entry of the game continues.
const MAX_AUTOMATIC_MOVES: usize = 500;

/// What the automatic moves of a game are drawn from.
struct Sources {
    /// Every seat's standing orders.
    standing_orders: Vec<StandingOrdersRecord>,
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

impl Play {
    /// Makes the automatic moves of game `id` one by one, each its own entry, until none is
    /// due (or [`MAX_AUTOMATIC_MOVES`] were made). Returns how many were made. A concurrent
    /// writer ends the loop quietly: its own request continues the chain.
    pub(super) async fn run_automatic(&self, id: &str) -> usize {
        let mut made = 0;
        while made < MAX_AUTOMATIC_MOVES {
            match self.automatic_step(id).await {
                Ok(true) => made += 1,
                Ok(false) | Err(ApiError::StaleVersion { .. }) => break,
                Err(error) => {
                    tracing::warn!(game = %id, %error, "automatic moves stopped");
                    break;
                }
            }
        }
        made
    }

    /// After the player's move of `result`: makes the automatic moves it brought up and
    /// describes the game after them to the player in `seat`.
    pub(super) async fn after_move(&self, id: &str, seat: Seat, result: MoveResult) -> MoveResult {
        if self.run_automatic(id).await == 0 {
            return result;
        }
        match self.move_result(id, seat).await {
            Ok(now) => now,
            Err(error) => {
                tracing::warn!(game = %id, %error, "the game after automatic moves is unreadable");
                result
            }
        }
    }

    async fn automatic_step(&self, id: &str) -> Result<bool, ApiError> {
        let game = self.game(id).await?;
        if game.status != GameStatus::Active {
            return Ok(false);
        }
        let state = self.state(&game).await?;
        let sources = Sources {
            standing_orders: self.store.standing_orders_of_game(id).await?,
        };
        let Some(accepted) = next_automatic(&game, state.as_ref(), &sources)? else {
            return Ok(false);
        };
        self.append(&game, accepted.state.as_ref(), &accepted.entry, None, None)
            .await?;
        Ok(true)
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
    // The seats of players who left are the built-in player's (see `server_moves`).
    let present = |seat: Seat| {
        game.players
            .get(seat.index())
            .is_some_and(|player| player.left_at.is_none())
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
    Ok(None)
}

/// The automatic moves due now, most urgent first: the standing answers of the awaited
/// seats, then those of other seats (e.g. declining a trade offer). A bot playing a seat
/// would be one more source here.
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
