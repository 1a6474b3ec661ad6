//! What one seat knows of a game: the state with the secrets it may not see dealt again in a
//! fixed order, for its bot to decide from (see [`crate::engine::bots`]).

use super::state::AcquireState;
use super::tile::Tile;
use crate::engine::Seat;

/// `state` as `seat` knows it: the other seats' hands and the draw pile are one unknown set
/// of tiles to it, so they are dealt again from that set in tile order — every other hand
/// keeps its size, the pile its length. Once the hands are revealed nothing is secret.
pub fn redact(state: &AcquireState, seat: Seat) -> AcquireState {
    let mut known = state.clone();
    if state.hands_revealed {
        return known;
    }
    let mut unknown: Vec<Tile> = state.pool.iter().copied().collect();
    for (index, hand) in state.hands.iter().enumerate() {
        if index != seat.index() {
            unknown.extend(hand);
        }
    }
    unknown.sort_unstable();
    let mut unknown = unknown.into_iter();
    for (index, hand) in known.hands.iter_mut().enumerate() {
        if index != seat.index() {
            let size = hand.len();
            *hand = unknown.by_ref().take(size).collect();
        }
    }
    known.pool = unknown.collect();
    known
}

#[cfg(test)]
mod tests {
    use super::redact;
    use crate::engine::{Game, GameRng, Seat, Viewer, replay};
    use crate::games::acquire::{Acquire, AcquireConfig};

    #[test]
    fn a_seat_cannot_tell_apart_games_that_differ_in_the_others_tiles() {
        let setup = Acquire::setup(
            &AcquireConfig::default(),
            4,
            &mut GameRng::for_entry(&[7; 32], 1),
        );
        let state = replay::<Acquire>(&setup);
        let mut other = state.clone();
        // Another seat's tile traded for the next draw, two other hands swapping a tile, and
        // the pile in another order.
        std::mem::swap(&mut other.hands[1][0], &mut other.pool[0]);
        let (two, three) = (other.hands[2][0], other.hands[3][0]);
        other.hands[2][0] = three;
        other.hands[3][0] = two;
        other.pool.reverse();
        assert_ne!(state, other);
        let me = Seat(0);
        assert_eq!(
            serde_json::to_value(Acquire::view(&state, Viewer::Seat(me))).unwrap(),
            serde_json::to_value(Acquire::view(&other, Viewer::Seat(me))).unwrap()
        );
        assert_eq!(redact(&state, me), redact(&other, me));
        let known = redact(&state, me);
        assert_eq!(known.hands[0], state.hands[0]);
        assert_eq!(known.pool.len(), state.pool.len());
        // Seat 1 can tell them apart: its own hand differs.
        assert_ne!(redact(&state, Seat(1)), redact(&other, Seat(1)));
    }
}
