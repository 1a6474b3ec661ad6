//! What one seat knows of a game: the state with the secrets it may not see given stand-ins,
//! for its bot to decide from (see [`crate::engine::bots`]).

use super::state::TokyoCapsuleHotelState as State;
use super::view::sees_trade;
use crate::engine::{Seat, Viewer};

/// `state` as `seat` knows it: another player's loan chosen in secret reads as the default
/// option (that they chose is public, not what), and the trades the seat may not read are
/// gone.
pub fn redact(state: &State, seat: Seat) -> State {
    let mut known = state.clone();
    for (index, player) in known.players.iter_mut().enumerate() {
        if index != seat.index() && player.chosen_loan.is_some() {
            player.chosen_loan = Some(state.config.loan.default);
        }
    }
    let viewer = Viewer::Seat(seat);
    known
        .trades
        .retain(|trade| sees_trade(state, &trade.parties, viewer));
    known
        .trade_parties
        .retain(|_, parties| sees_trade(state, parties, viewer));
    known
}

#[cfg(test)]
mod tests {
    use super::redact;
    use crate::engine::{Game, GameRng, Seat, Viewer, play, replay};
    use crate::games::tokyo_capsule_hotel::{TokyoCapsuleHotel, TokyoCapsuleHotelCommand};

    #[test]
    fn a_seat_cannot_tell_apart_games_that_differ_in_a_secret_loan() {
        let config = Default::default();
        let mut state = replay::<TokyoCapsuleHotel>(&TokyoCapsuleHotel::setup(
            &config,
            3,
            &mut GameRng::for_entry(&[5; 32], 1),
        ));
        let options = state.config.loan.options.clone();
        assert!(options.len() > 1, "the default rules offer several loans");
        let chosen = TokyoCapsuleHotelCommand::ChooseLoan { amount: options[0] };
        let events = play::<TokyoCapsuleHotel>(
            &state,
            Seat(1),
            &chosen,
            &mut GameRng::for_entry(&[5; 32], 2),
        )
        .expect("seat 1 chooses a loan");
        for event in &events {
            TokyoCapsuleHotel::evolve(&mut state, event);
        }
        let mut other = state.clone();
        other.players[1].chosen_loan = Some(options[1]);
        assert_ne!(state, other);
        let me = Seat(0);
        assert_eq!(
            serde_json::to_value(TokyoCapsuleHotel::view(&state, Viewer::Seat(me))).unwrap(),
            serde_json::to_value(TokyoCapsuleHotel::view(&other, Viewer::Seat(me))).unwrap()
        );
        assert_eq!(redact(&state, me), redact(&other, me));
        assert!(redact(&state, me).players[1].chosen_loan.is_some());
        assert_ne!(redact(&state, Seat(1)), redact(&other, Seat(1)));
    }
}
