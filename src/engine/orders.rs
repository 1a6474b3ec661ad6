//! Standing orders: answers a seat registers in advance for decisions that come to it. The
//! games say what their orders are and which command they answer a pending decision with;
//! [`standing_move`] puts that answer through the same checks as any move.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{Game, GameRng, Seat, play};

/// The orders type of a game that takes none; no standing orders are ever accepted for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoStandingOrders {}

/// The move `orders` make for `seat` now: the game's standing answer to the decision pending
/// for the seat, with the events it produces, or `None` when the orders do not cover the
/// decision or the rules refuse the answer (then the decision stays with the seat).
pub fn standing_move<G: Game>(
    state: &G::State,
    seat: Seat,
    orders: &G::Orders,
    rng: &mut GameRng,
) -> Option<(G::Command, Vec<G::Event>)> {
    let command = G::standing_answer(state, seat, orders)?;
    let events = play::<G>(state, seat, &command, rng).ok()?;
    Some((command, events))
}
