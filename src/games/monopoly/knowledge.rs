//! What one seat knows of a game: the state with the secrets it may not see given stand-ins,
//! for its bot to decide from (see [`crate::engine::bots`]).

use super::state::{KnownTrade, MonopolyState};
use super::trade;
use crate::engine::Seat;

/// `state` as `seat` knows it: both decks in a fixed order (which cards are left is public,
/// their order is not) and no record of the dealt orders, the other players' cash at the
/// starting amount when cash is hidden, and no trade the seat may not see.
pub fn redact(state: &MonopolyState, seat: Seat) -> MonopolyState {
    let mut known = state.clone();
    known.chance.make_mut().sort_unstable();
    known.community_chest.make_mut().sort_unstable();
    known.initial_orders = Default::default();
    if state.config.hide_cash {
        for (index, player) in known.players.iter_mut().enumerate() {
            if index != seat.index() {
                player.cash = state.config.starting_cash;
            }
        }
    }
    known
        .open_trades
        .make_mut()
        .retain(|offer| trade::visible(state, KnownTrade::Open(offer), seat));
    known
        .closed_trades
        .make_mut()
        .retain(|_, closed| trade::visible(state, KnownTrade::Closed(closed), seat));
    known
}

#[cfg(test)]
mod tests {
    use super::redact;
    use crate::engine::{Game, GameRng, Seat, Viewer, replay};
    use crate::games::monopoly::{Monopoly, MonopolyConfig};

    #[test]
    fn a_seat_cannot_tell_apart_games_that_differ_in_deck_order_or_hidden_cash() {
        let config = MonopolyConfig {
            hide_cash: true,
            ..MonopolyConfig::default()
        };
        let setup = Monopoly::setup(&config, 3, &mut GameRng::for_entry(&[3; 32], 1));
        let state = replay::<Monopoly>(&setup);
        let mut other = state.clone();
        other.chance.make_mut().reverse();
        other.community_chest.make_mut().rotate_left(1);
        other.initial_orders.make_mut().0.reverse();
        other.players[1].cash += 200;
        assert_ne!(state, other);
        let me = Seat(0);
        assert_eq!(
            serde_json::to_value(Monopoly::view(&state, Viewer::Seat(me))).unwrap(),
            serde_json::to_value(Monopoly::view(&other, Viewer::Seat(me))).unwrap()
        );
        assert_eq!(redact(&state, me), redact(&other, me));
        assert_eq!(redact(&state, me).players[0].cash, state.players[0].cash);
        // Seat 1 sees its own cash.
        assert_ne!(redact(&state, Seat(1)), redact(&other, Seat(1)));
    }
}
