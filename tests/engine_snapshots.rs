//! Snapshots: for every game kind, a state serialized and read back at any version, then
//! carried on with the rest of the log, equals the state folded from the whole log. The server
//! loads a long game from its latest snapshot plus the entries after it, so this is what keeps
//! that load exact. `SNAPSHOT_GAMES=N` plays more games per kind (default 3).

use hotel_games::engine::Game;
use hotel_games::engine::simulate::{Player, simulate};
use hotel_games::games::acquire::Acquire;
use hotel_games::games::grand_austria_hotel::GrandAustriaHotel;
use hotel_games::games::monopoly::Monopoly;
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel;

fn games() -> u8 {
    std::env::var("SNAPSHOT_GAMES")
        .ok()
        .and_then(|games| games.parse().ok())
        .unwrap_or(3)
}

/// Plays games of `G` with its built-in player and checks a snapshot taken after every entry.
fn snapshots_resume_exactly<G: Game>(config: G::Config, seats: usize) {
    for game in 0..games() {
        let mut log: Vec<Vec<G::Event>> = Vec::new();
        simulate::<G>(
            &config,
            seats,
            &[game; 32],
            3000,
            Player::Policy,
            &mut |entry| log.push(entry.events.to_vec()),
        );
        assert!(log.len() > 10, "{}: game {game} has a log", G::KIND);
        let fold = |state: &mut G::State, entries: &[Vec<G::Event>]| {
            for event in entries.iter().flatten() {
                G::evolve(state, event);
            }
        };
        let mut whole = G::State::default();
        fold(&mut whole, &log);
        let mut live = G::State::default();
        for (version, entry) in log.iter().enumerate() {
            fold(&mut live, std::slice::from_ref(entry));
            let snapshot = serde_json::to_string(&live).expect("a state serializes");
            let restored: G::State = serde_json::from_str(&snapshot).expect("a snapshot reads");
            assert_eq!(
                restored,
                live,
                "{}: game {game}, version {}",
                G::KIND,
                version + 1
            );
            // Resuming from some of them must reach the state of the whole log.
            if version % 17 == 0 {
                let mut resumed = restored;
                fold(&mut resumed, &log[version + 1..]);
                assert_eq!(
                    resumed,
                    whole,
                    "{}: game {game}, resumed at {}",
                    G::KIND,
                    version + 1
                );
            }
        }
        // A serialized state says what it is: another kind's snapshot never reads as one.
        assert!(
            serde_json::from_str::<G::State>("{\"unrelated\": true}").is_err(),
            "{}",
            G::KIND
        );
    }
}

#[test]
fn acquire_snapshots_resume_exactly() {
    snapshots_resume_exactly::<Acquire>(Default::default(), 4);
}

#[test]
fn monopoly_snapshots_resume_exactly() {
    snapshots_resume_exactly::<Monopoly>(
        serde_json::from_value(serde_json::json!({
            "end_condition": {"type": "round_limit", "rounds": 40}
        }))
        .expect("a Monopoly config"),
        3,
    );
}

#[test]
fn grand_austria_hotel_snapshots_resume_exactly() {
    snapshots_resume_exactly::<GrandAustriaHotel>(Default::default(), 3);
}

#[test]
fn tokyo_capsule_hotel_snapshots_resume_exactly() {
    snapshots_resume_exactly::<TokyoCapsuleHotel>(Default::default(), 3);
}
