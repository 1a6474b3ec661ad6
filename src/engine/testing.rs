//! Test support shared by every game: seeded random playouts that check the engine
//! contract after every command ("legal ⇔ accepted", replay equals live state, the game
//! ends).

use serde::Serialize;

use super::rng::SEED_LEN;
use super::{Game, GameRng, PlayError, Seat, Status, play, replay};

/// A game played to its end (or to the entry limit) by [`random_playout`].
#[derive(Debug)]
pub struct Playout<G: Game> {
    /// The final state.
    pub state: G::State,
    /// Every entry: the acting seat (`None` for setup), its command and its events.
    pub entries: Vec<PlayedEntry<G>>,
}

/// One accepted log entry of a playout.
#[derive(Debug)]
pub struct PlayedEntry<G: Game> {
    /// The acting seat; `None` for the setup entry.
    pub seat: Option<Seat>,
    /// The command; `None` for the setup entry.
    pub command: Option<G::Command>,
    /// The events the entry produced.
    pub events: Vec<G::Event>,
}

/// The secret seed used for playout number `game` (distinct per game, reproducible).
pub fn playout_seed(game: u64) -> [u8; SEED_LEN] {
    let mut seed = [0u8; SEED_LEN];
    seed[..8].copy_from_slice(&game.to_le_bytes());
    seed[8..16].copy_from_slice(b"playout!");
    seed
}

/// Plays a game with commands chosen uniformly among the `legal_commands` of a random awaited
/// seat that `may_pick` allows (e.g. not resigning), up to `max_entries` entries, and panics
/// as soon as the engine contract breaks:
///
/// * every command listed for the acting seat is accepted by [`play`] (all of them are
///   tried against the current state when there are at most `try_limit`, a sample otherwise);
/// * a game that is not over always awaits someone who has a command to pick;
/// * `check` (the game's own invariants) holds after every entry;
/// * replaying the JSON round-trip of every stored event reproduces the live state.
pub fn random_playout<G: Game>(
    config: &G::Config,
    seats: usize,
    game: u64,
    max_entries: usize,
    try_limit: usize,
    may_pick: impl Fn(&G::Command) -> bool,
    mut check: impl FnMut(&G::State, &[G::Event]),
) -> Playout<G> {
    let seed = playout_seed(game);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = G::setup(config, seats, &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<G>(&setup);
    check(&state, &setup);
    let mut entries = vec![PlayedEntry::<G> {
        seat: None,
        command: None,
        events: setup,
    }];

    while let Status::Awaiting(awaited) = G::status(&state) {
        assert!(!awaited.is_empty(), "a running game must await someone");
        assert!(
            entries.len() < max_entries,
            "game {game} did not end within {max_entries} entries"
        );
        let mut candidates: Vec<(Seat, Vec<G::Command>)> = awaited
            .iter()
            .map(|&seat| (seat, G::legal_commands(&state, seat)))
            .filter(|(_, commands)| commands.iter().any(&may_pick))
            .collect();
        assert!(
            !candidates.is_empty(),
            "awaited seats {awaited:?} have no legal command to pick"
        );
        let pick = chooser.below(candidates.len() as u32) as usize;
        let (seat, commands) = candidates.swap_remove(pick);
        let entry = entries.len() as u64 + 1;

        let tried: Vec<&G::Command> = if commands.len() <= try_limit {
            commands.iter().collect()
        } else {
            (0..try_limit)
                .map(|_| &commands[chooser.below(commands.len() as u32) as usize])
                .collect()
        };
        for command in tried {
            if let Err(error) =
                play::<G>(&state, seat, command, &mut GameRng::for_entry(&seed, entry))
            {
                panic!(
                    "game {game}: legal command {command:?} of seat {seat} rejected: {}",
                    describe(&error)
                );
            }
        }

        let pickable: Vec<&G::Command> = commands.iter().filter(|c| may_pick(c)).collect();
        let command = pickable[chooser.below(pickable.len() as u32) as usize].clone();
        let events = play::<G>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entry),
        )
        .unwrap_or_else(|e| panic!("game {game}: {command:?} rejected: {}", describe(&e)));
        for event in &events {
            G::evolve(&mut state, event);
        }
        check(&state, &events);
        entries.push(PlayedEntry {
            seat: Some(seat),
            command: Some(command),
            events,
        });
    }

    let stored: Vec<G::Event> = entries
        .iter()
        .flat_map(|entry| entry.events.iter())
        .map(|event| {
            let json = serde_json::to_string(event).expect("events serialize");
            serde_json::from_str(&json).expect("events deserialize")
        })
        .collect();
    assert!(
        replay::<G>(&stored) == state,
        "game {game}: replay differs from the live state"
    );
    Playout { state, entries }
}

fn describe<R: Serialize>(error: &PlayError<R>) -> String {
    match error {
        PlayError::GameOver => "game_over".into(),
        PlayError::NotYourTurn { awaited } => format!("not_your_turn (awaited {awaited:?})"),
        PlayError::Rule(rejection) => serde_json::to_string(rejection).unwrap_or_default(),
    }
}

/// Plays seeded games with the random player (seats in turn among the awaited ones) and
/// checks at every position that [`Game::decide_and_evolve_into`] gives the events of
/// [`Game::decide`] and leaves the state those events fold to, and that
/// [`Game::sole_awaited`] names the seat [`Game::status`] lists when it names one.
pub fn check_decide_and_evolve<G: Game>(
    config: &G::Config,
    seats: usize,
    games: u64,
    max_entries: u64,
) {
    for game in 0..games {
        let seed = playout_seed(game);
        let mut chooser = GameRng::for_entry(&seed, u64::MAX);
        let mut state = replay::<G>(&G::setup(config, seats, &mut GameRng::for_entry(&seed, 1)));
        // One list for every entry, as self-play keeps it.
        let mut in_place = Vec::new();
        for entry in 2..max_entries {
            let Status::Awaiting(awaited) = G::status(&state) else {
                assert_eq!(G::sole_awaited(&state), None, "game {game}: over");
                break;
            };
            if let Some(seat) = G::sole_awaited(&state) {
                assert_eq!(awaited, [seat], "game {game}: another seat awaited");
            }
            let Some((seat, command)) = awaited.iter().find_map(|&seat| {
                G::random_command(&state, seat, &mut chooser).map(|command| (seat, command))
            }) else {
                panic!("game {game}: nobody awaited has a command");
            };
            let decided = G::decide(
                &state,
                seat,
                &command,
                &mut GameRng::for_entry(&seed, entry),
            )
            .unwrap_or_else(|_| panic!("game {game}: {command:?} refused"));
            let mut folded = state.clone();
            for event in &decided {
                G::evolve(&mut folded, event);
            }
            G::decide_and_evolve_into(
                &mut state,
                seat,
                &command,
                &mut GameRng::for_entry(&seed, entry),
                &mut in_place,
            )
            .unwrap_or_else(|_| panic!("game {game}: {command:?} refused in place"));
            assert_eq!(
                serde_json::to_value(&in_place).unwrap(),
                serde_json::to_value(&decided).unwrap(),
                "game {game}, entry {entry}: other events in place"
            );
            assert_eq!(
                state, folded,
                "game {game}, entry {entry}: another state in place"
            );
        }
    }
}
