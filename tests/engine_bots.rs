//! Bots decide from what their seat knows: for every game kind, at every entry of self-played
//! games and for every awaited seat, the state a policy is handed ([`Game::redact`]) shows
//! that seat the same view and the same legal commands as the real state, redacting it again
//! changes nothing, and both built-in players' commands are accepted by the rules on the real
//! state. (That two states the seat cannot tell apart redact alike is checked per game, where
//! a secret can be changed: see each game's `knowledge` tests.) `BOT_GAMES=N` plays more games
//! per kind (default 2).

use hotel_games::engine::bots::{self, Bot};
use hotel_games::engine::simulate::{Player, simulate};
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play};
use hotel_games::games::acquire::Acquire;
use hotel_games::games::grand_austria_hotel::GrandAustriaHotel;
use hotel_games::games::monopoly::{Monopoly, MonopolyConfig};
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel;
use serde_json::to_value;

fn games() -> u8 {
    std::env::var("BOT_GAMES")
        .ok()
        .and_then(|games| games.parse().ok())
        .unwrap_or(2)
}

/// Replays self-played games of `G` and checks the redacted state of every awaited seat.
fn bots_see_only_their_seat<G: Game>(config: G::Config, seats: usize, max_entries: u64) {
    let mut checked = 0;
    for game in 0..games() {
        let seed = [game + 1; 32];
        let mut log: Vec<Vec<G::Event>> = Vec::new();
        simulate::<G>(
            &config,
            seats,
            &seed,
            max_entries,
            Player::Policy,
            &mut |entry| log.push(entry.events.to_vec()),
        );
        let mut state = G::State::default();
        for (index, events) in log.iter().enumerate() {
            for event in events {
                G::evolve(&mut state, event);
            }
            let Status::Awaiting(awaited) = G::status(&state) else {
                continue;
            };
            for seat in awaited {
                check_position::<G>(&state, seat, &seed, index as u64);
                checked += 1;
            }
        }
    }
    assert!(
        checked > 20,
        "{}: only {checked} positions checked",
        G::KIND
    );
}

fn check_position<G: Game>(state: &G::State, seat: Seat, seed: &[u8; 32], entry: u64) {
    let known = G::redact(state, seat);
    assert_eq!(
        to_value(G::view(&known, Viewer::Seat(seat))).unwrap(),
        to_value(G::view(state, Viewer::Seat(seat))).unwrap(),
        "{}: the redacted state shows seat {seat} another view at entry {entry}",
        G::KIND
    );
    assert_eq!(
        to_value(G::legal_commands(&known, seat)).unwrap(),
        to_value(G::legal_commands(state, seat)).unwrap(),
        "{}: the redacted state gives seat {seat} other legal commands at entry {entry}",
        G::KIND
    );
    assert_eq!(
        G::redact(&known, seat),
        known,
        "{}: redacting twice changes the state at entry {entry}",
        G::KIND
    );
    for bot in [Bot::Random, Bot::Policy] {
        let mut rng = GameRng::for_server_choice(seed, entry);
        let Some(command) = bots::bot_move::<G>(state, seat, bot, &mut rng) else {
            continue;
        };
        let accepted = play::<G>(state, seat, &command, &mut GameRng::for_entry(seed, entry));
        assert!(
            accepted.is_ok(),
            "{}: the {bot:?} bot's command {} for seat {seat} is refused at entry {entry}",
            G::KIND,
            to_value(&command).unwrap()
        );
    }
}

#[test]
fn acquire_bots_see_only_their_seat() {
    bots_see_only_their_seat::<Acquire>(Default::default(), 4, 400);
}

#[test]
fn monopoly_bots_see_only_their_seat() {
    bots_see_only_their_seat::<Monopoly>(Default::default(), 3, 300);
    let hidden_cash = MonopolyConfig {
        hide_cash: true,
        ..Default::default()
    };
    bots_see_only_their_seat::<Monopoly>(hidden_cash, 3, 300);
}

#[test]
fn grand_austria_hotel_bots_see_only_their_seat() {
    bots_see_only_their_seat::<GrandAustriaHotel>(Default::default(), 3, 400);
}

#[test]
fn tokyo_capsule_hotel_bots_see_only_their_seat() {
    bots_see_only_their_seat::<TokyoCapsuleHotel>(Default::default(), 3, 200);
}

#[test]
fn every_kind_offers_the_random_bot_and_names_its_policy() {
    for game in hotel_games::games::REGISTRY {
        let offered = game.bots();
        assert_eq!(offered[0].name, "random", "{}", game.kind());
        for bot in &offered {
            assert!(
                game.bot(bot.name).is_some(),
                "{}: {}",
                game.kind(),
                bot.name
            );
        }
        assert!(game.bot("nobody").is_none());
    }
    assert_eq!(
        hotel_games::games::find("monopoly").unwrap().bot("simple"),
        Some(Bot::Policy)
    );
}
