//! Engine conformance for Acquire: seeded random playouts over a mix of options, checking
//! after every command the invariants of §2.5, that every listed legal command is accepted,
//! that no view or event view shows a tile its viewer may not see, and that replay equals the
//! live state and every game ends.

use hotel_games::engine::testing::random_playout;
use hotel_games::engine::{Game, Seat, Status, Viewer};
use hotel_games::games::acquire::config::{
    AssetVisibility, BonusRounding, DeadTileReplacement, Edition, FirstPlayerOrder,
    MergerDisposalOrder, NoPlayableTile, TurnOrder,
};
use hotel_games::games::acquire::{
    Acquire, AcquireCommand, AcquireConfig, AcquireEvent, AcquireState, Tile, check_invariants,
};

/// Which commands the random player may pick: every legal one, or (for games meant to be
/// played to their end) none that resigns, and optionally none that declares the end, so
/// that those games run until the pool is exhausted and the stalemate safeguard ends them.
#[derive(Clone, Copy)]
enum Picks {
    Any,
    NoResign,
    NoResignNoDeclaration,
}

impl Picks {
    fn allows(self, command: &AcquireCommand) -> bool {
        match (self, command) {
            (Picks::Any, _) => true,
            (_, AcquireCommand::Resign {}) => false,
            (Picks::NoResignNoDeclaration, AcquireCommand::DeclareGameEnd {}) => false,
            _ => true,
        }
    }
}

/// A reproducible mix of options for game `n`.
fn config_for(n: u64) -> (AcquireConfig, usize) {
    let bit = |k: u32| (n >> k) & 1 == 1;
    let config = AcquireConfig {
        edition: if bit(0) {
            Edition::Classic
        } else {
            Edition::Y2008
        },
        bonus_rounding: [
            BonusRounding::Up,
            BonusRounding::Down,
            BonusRounding::Nearest,
        ][(n % 3) as usize],
        asset_visibility: if bit(1) {
            AssetVisibility::Hidden
        } else {
            AssetVisibility::Open
        },
        special_powers: bit(2),
        merger_disposal_order: if bit(1) ^ bit(3) {
            MergerDisposalOrder::AllBonusesThenPlayers
        } else {
            MergerDisposalOrder::ChainByChain
        },
        powers_per_turn: if bit(5) { 2 } else { 1 },
        no_playable_tile: if bit(3) {
            NoPlayableTile::RedrawHand
        } else {
            NoPlayableTile::Skip
        },
        dead_tile_replacement: if bit(4) {
            DeadTileReplacement::Repeat
        } else {
            DeadTileReplacement::OncePerTurn
        },
        turn_order: if bit(6) {
            TurnOrder::StartTile
        } else {
            TurnOrder::Seat
        },
        first_player_order: if bit(7) {
            FirstPlayerOrder::ColumnThenRow
        } else {
            FirstPlayerOrder::RowThenColumn
        },
        // Small sizes make safe chains, dead tiles and declarations frequent.
        safe_chain_size: [11, 12, 6, 8][(n / 3 % 4) as usize],
        end_chain_size: [41, 42, 15, 25][(n / 5 % 4) as usize],
        allow_two_players: true,
        reveal_hands_at_end: !bit(8),
    };
    let seats = 2 + (n % 5) as usize;
    (config, seats)
}

/// The tiles `viewer` may not see: other seats' hands (all hands for a spectator) and the
/// undrawn pool; hands are public at the end when they are revealed.
fn secret_tiles(state: &AcquireState, viewer: Viewer) -> Vec<Tile> {
    let mut secret: Vec<Tile> = state.pool().collect();
    let revealed = state.is_over() && state.config().reveal_hands_at_end;
    if !revealed {
        for s in 0..state.seat_count() {
            let seat = Seat(s as u8);
            if !viewer.sees_secrets_of(seat) {
                secret.extend_from_slice(state.hand(seat));
            }
        }
    }
    secret
}

fn assert_no_leak(state: &AcquireState, events: &[AcquireEvent], game: u64) {
    let mut viewers: Vec<Viewer> = (0..state.seat_count())
        .map(|s| Viewer::Seat(Seat(s as u8)))
        .collect();
    viewers.push(Viewer::Spectator);
    for viewer in viewers {
        let secret = secret_tiles(state, viewer);
        let mut texts = vec![serde_json::to_string(&Acquire::view(state, viewer)).unwrap()];
        for event in events {
            if let Some(view) = Acquire::event_view(state, event, viewer) {
                texts.push(serde_json::to_string(&view).unwrap());
            }
        }
        for text in &texts {
            for tile in &secret {
                let needle = format!("\"{tile}\"");
                assert!(
                    !text.contains(&needle),
                    "game {game}: {viewer:?} sees secret tile {tile} in {text}"
                );
            }
        }
    }
}

fn play_games(games: std::ops::Range<u64>, picks: Picks) -> (usize, usize, usize) {
    let (mut declared, mut stalemate, mut abandoned) = (0, 0, 0);
    for game in games {
        let (config, seats) = config_for(game);
        let playout = random_playout::<Acquire>(
            &config,
            seats,
            game,
            6000,
            24,
            |c| picks.allows(c),
            |state, events| {
                if let Err(problem) = check_invariants(state) {
                    panic!("game {game}: invariant broken: {problem}\nevents: {events:?}");
                }
                assert_no_leak(state, events, game);
            },
        );
        match Acquire::status(&playout.state) {
            Status::Finished(outcome) => {
                assert_eq!(outcome.standings.len(), seats);
                assert!(outcome.ranks().contains(&1));
                let last = playout.entries.last().unwrap();
                if last.events.iter().any(|e| matches!(e, AcquireEvent::GameEnded { reason, .. } if format!("{reason:?}") == "Declared")) {
                    declared += 1;
                } else {
                    stalemate += 1;
                }
            }
            Status::Abandoned => abandoned += 1,
            Status::Awaiting(_) => unreachable!("random_playout plays to the end"),
        }
    }
    (declared, stalemate, abandoned)
}

#[test]
fn random_games_to_the_end_keep_every_contract() {
    let (declared, stalemate, abandoned) = play_games(0..300, Picks::NoResign);
    assert_eq!((abandoned, declared + stalemate), (0, 300));
    assert!(declared > 0);
}

#[test]
fn random_games_without_declaration_end_by_the_stalemate_safeguard() {
    let (declared, stalemate, abandoned) = play_games(300..500, Picks::NoResignNoDeclaration);
    assert_eq!((declared, stalemate, abandoned), (0, 200, 0));
}

#[test]
fn random_games_with_resignation_keep_every_contract() {
    let (declared, stalemate, abandoned) = play_games(1000..1060, Picks::Any);
    assert_eq!(declared + stalemate + abandoned, 60);
    assert!(abandoned > 0);
}
