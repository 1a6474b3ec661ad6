//! Conformance of the Tokyo Capsule Hotel engine.
//!
//! * Seeded random games with the default rules (8 rounds, every phase), played to their end
//!   by the flat uniform random player: each move is drawn uniformly among all of the acting
//!   seat's concrete legal commands (listed commands and every expansion; see
//!   `tokyo_capsule_hotel::random`), and now and then a due server timer fires instead.
//!   After every entry the rules' invariants are checked, and over the run every kind of
//!   action must occur. `TCH_PLAYOUTS=N` sets the number of games (default 300); e.g.
//!   `TCH_PLAYOUTS=3000 cargo test --release --test engine_tokyo_capsule_hotel` for a long run.
//! * The expansions on crowded late-game maps: every listed command is accepted, and brute
//!   force over candidate hotels, land, buildings, small items and trades finds nothing
//!   accepted that is not listed.
//! * Games played by the built-in policy end with hotels on the map.

#[path = "support/tch.rs"]
mod tch;

#[path = "support/invariants/tokyo_capsule_hotel.rs"]
mod invariants;
use invariants::Ledger;

use std::collections::BTreeSet;

use hotel_games::engine::testing::playout_seed;
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play};
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel as T;
use hotel_games::games::tokyo_capsule_hotel::command::TokyoCapsuleHotelCommand as C;
use hotel_games::games::tokyo_capsule_hotel::config::{
    AttractionMode, Colour, GapRule, HeadTimeoutMode, TokyoCapsuleHotelConfig, TradeVisibility,
};
use hotel_games::games::tokyo_capsule_hotel::event::TokyoCapsuleHotelEvent as E;
use hotel_games::games::tokyo_capsule_hotel::geometry;
use hotel_games::games::tokyo_capsule_hotel::placement;
use hotel_games::games::tokyo_capsule_hotel::random::Universe;
use hotel_games::games::tokyo_capsule_hotel::state::{Phase, TokyoCapsuleHotelState as State};

/// The default rules with the options varied from game to game.
fn config(game: u64) -> TokyoCapsuleHotelConfig {
    let defaults = TokyoCapsuleHotelConfig::default();
    let mut timing = defaults.timing.clone();
    if game.is_multiple_of(4) {
        timing.head_timeout_mode = HeadTimeoutMode::OnWarning;
    }
    let mut trade = defaults.trade.clone();
    if game.is_multiple_of(7) {
        trade.visibility = TradeVisibility::Public;
    }
    let c = TokyoCapsuleHotelConfig {
        attraction_cards: [
            AttractionMode::Off,
            AttractionMode::BuyerChooses,
            AttractionMode::AllB,
        ][(game % 3) as usize],
        tallest_hotel: game.is_multiple_of(2),
        gap: if game % 6 == 1 {
            GapRule::EdgesOnly
        } else {
            GapRule::AllNeighbours
        },
        lenient_small_items: game.is_multiple_of(5),
        trade,
        timing,
        ..defaults
    };
    c.validate().expect("a valid configuration");
    c
}

/// What happened over the whole run.
#[derive(Default, Debug)]
struct Seen {
    kinds: BTreeSet<&'static str>,
    games: u64,
    entries: u64,
    hotels: u64,
    capsules_built: u64,
    trades: u64,
    /// Draws whose command count was partly estimated (too many to list).
    estimated_draws: u64,
    draws: u64,
    /// Drawn commands found again in their narrowest expansion.
    relisted: u64,
    /// The fewest yen, coupons and capsules of one colour any player held after any entry.
    least: Holdings,
}

/// The fewest of each holding seen.
#[derive(Debug)]
struct Holdings {
    yen: i64,
    coupons: u32,
    capsules: u32,
}

impl Default for Holdings {
    fn default() -> Self {
        Holdings {
            yen: i64::MAX,
            coupons: u32::MAX,
            capsules: u32::MAX,
        }
    }
}

impl Holdings {
    fn min(self, other: Holdings) -> Holdings {
        Holdings {
            yen: self.yen.min(other.yen),
            coupons: self.coupons.min(other.coupons),
            capsules: self.capsules.min(other.capsules),
        }
    }
}

impl Seen {
    /// The tallies of two sets of games together.
    fn merged(mut self, other: Seen) -> Seen {
        self.kinds.extend(other.kinds);
        self.games += other.games;
        self.entries += other.entries;
        self.hotels += other.hotels;
        self.capsules_built += other.capsules_built;
        self.trades += other.trades;
        self.estimated_draws += other.estimated_draws;
        self.draws += other.draws;
        self.relisted += other.relisted;
        self.least = self.least.min(other.least);
        self
    }
}

fn check(state: &State, events: &[E], ledger: &mut Ledger, seen: &mut Seen) {
    ledger.check(state, events);
    for e in events {
        match e {
            E::LandParcelPlaced { .. } => {
                seen.kinds.insert("land");
            }
            E::SubdivisionCreated { .. } => {
                seen.kinds.insert("subdivision");
            }
            E::HotelBuilt {
                capsules,
                capsule_count,
                ..
            } => {
                seen.kinds.insert("hotel");
                seen.hotels += 1;
                seen.capsules_built += u64::from(*capsule_count);
                if capsules.iter().any(|c| c.floor >= 2) {
                    seen.kinds.insert("stacked");
                }
            }
            E::BuildingBuilt { .. } => {
                seen.kinds.insert("building");
            }
            E::GraveyardPlaced { .. } => {
                seen.kinds.insert("graveyard");
            }
            E::TradeExecuted { .. } => {
                seen.kinds.insert("trade");
                seen.trades += 1;
            }
            _ => {}
        }
    }
    let cfg = &state.config;
    for p in &state.players {
        seen.least = std::mem::take(&mut seen.least).min(Holdings {
            yen: p.yen,
            coupons: p.coupons,
            capsules: Colour::ALL
                .iter()
                .map(|c| p.supply.get(c).copied().unwrap_or(0))
                .min()
                .unwrap_or(0),
        });
    }
    for (i, s) in state.structures.iter().enumerate() {
        assert!(
            s.cells.iter().all(|&c| state.area_of(c) == Some(s.area)),
            "{} lies in one area",
            s.id
        );
        if !cfg.lenient_small_items {
            let reach = if cfg.gap == GapRule::EdgesOnly { 4 } else { 8 };
            for &c in &s.cells {
                for n in geometry::surrounding(c).into_iter().take(reach) {
                    if let Some(j) = state.structure_at(n) {
                        assert_eq!(
                            i, j,
                            "gap rule: {} touches {}",
                            s.id, state.structures[j].id
                        );
                    }
                }
            }
        }
    }
    for (a, area) in state.areas.iter().enumerate() {
        if placement::golden_rule_waived(state, area.parcel) {
            continue;
        }
        let (h, v, g) = placement::direct_counts(state, a);
        assert!(h <= v + g, "golden rule in {}", area.id);
    }
}

/// No view, event view or legal list shows a seat another seat's unrevealed loan or a trade
/// it is not party to; with `rejections`, every trade command naming a hidden trade is
/// answered as if the trade did not exist.
fn check_secrets(state: &State, events: &[E], rejections: bool) {
    let private = state.config.trade.visibility == TradeVisibility::Participants;
    for v in 0..state.players.len() {
        let viewer = Seat(v as u8);
        let view = serde_json::to_value(T::view(state, Viewer::Seat(viewer))).unwrap();
        for (k, p) in state.players.iter().enumerate() {
            if k != v && p.loan.is_none() {
                let pv = view["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|x| x["player_id"] == k)
                    .unwrap();
                assert!(pv["loan"].is_null() && pv["debt"].is_null());
            }
        }
        let hidden: Vec<&str> = state
            .trades
            .iter()
            .filter(|t| !t.parties.contains(&viewer) && private)
            .map(|t| t.id.as_str())
            .collect();
        let text = view.to_string();
        let legal = serde_json::to_string(&T::legal_commands(state, viewer)).unwrap();
        for id in &hidden {
            let quoted = format!("\"{id}\"");
            assert!(!text.contains(&quoted), "view leaks {id}");
            assert!(!legal.contains(&quoted), "legal commands leak {id}");
            if !rejections {
                continue;
            }
            for command in [
                C::AcceptTrade {
                    trade_id: id.to_string(),
                },
                C::RejectTrade {
                    trade_id: id.to_string(),
                },
                C::WithdrawTrade {
                    trade_id: id.to_string(),
                },
            ] {
                if let Err(hotel_games::engine::PlayError::Rule(r)) = play::<T>(
                    state,
                    viewer,
                    &command,
                    &mut GameRng::for_entry(&[0; 32], 1),
                ) {
                    let code = hotel_games::engine::Rejection::code(&r);
                    assert!(
                        ["trade_not_found", "wrong_phase"].contains(&code),
                        "a hidden trade answers {code}"
                    );
                }
            }
        }
        for e in events {
            if let Some(ev) = T::event_view(state, e, Viewer::Seat(viewer)) {
                let json = serde_json::to_value(&ev).unwrap();
                if let E::LoanChosen { player_id, .. } = &ev {
                    assert_eq!(*player_id, viewer, "loan choice leaks");
                }
                if let Some(parties) = state
                    .trade_parties
                    .get(json["data"]["trade_id"].as_str().unwrap_or_default())
                    && private
                    && !matches!(ev, E::TradeExecuted { .. })
                {
                    assert!(parties.contains(&viewer), "trade event leaks");
                }
                if let E::TradeExecuted {
                    parties, promises, ..
                } = &ev
                    && private
                    && !parties.contains(&viewer)
                {
                    assert!(promises.is_none(), "promises leak");
                }
            }
        }
    }
}

fn playout(game: u64, seats: usize, seen: &mut Seen) {
    let config = config(game);
    let seed = playout_seed(game);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = T::setup(&config, seats, &mut GameRng::for_entry(&seed, 1));
    let mut state = State::default();
    for e in &setup {
        T::evolve(&mut state, e);
    }
    let mut replayed = state.clone();
    let mut ledger = Ledger::default();
    check(&state, &setup, &mut ledger, seen);
    let mut entry = 1u64;
    while let Status::Awaiting(awaited) = T::status(&state) {
        assert!(!awaited.is_empty());
        assert!(entry < 50_000, "game {game} did not end");
        entry += 1;
        let mut rng = GameRng::for_entry(&seed, entry);
        let deadlines = T::deadlines(&state);
        let (seat, command) = if !deadlines.is_empty() && chooser.below(20) == 0 {
            let d = &deadlines[chooser.below(deadlines.len() as u32) as usize];
            (d.seat, d.command.clone())
        } else {
            let seat = awaited[chooser.below(awaited.len() as u32) as usize];
            for c in T::legal_commands(&state, seat) {
                if let Err(e) = play::<T>(&state, seat, &c, &mut rng.clone()) {
                    panic!("game {game}: listed {c:?} rejected: {e:?}");
                }
            }
            let universe = Universe::of(&state, seat, &mut chooser);
            seen.draws += 1;
            seen.estimated_draws += u64::from(universe.estimated());
            let command = universe
                .draw(&mut chooser)
                .unwrap_or_else(|| panic!("game {game}: awaited seat {seat} has a command"));
            if entry.is_multiple_of(5) {
                seen.relisted += u64::from(tch::relisted(&state, seat, &command));
            }
            (seat, command)
        };
        let events = play::<T>(&state, seat, &command, &mut rng)
            .unwrap_or_else(|e| panic!("game {game}: drawn {command:?} rejected: {e:?}"));
        for e in &events {
            T::evolve(&mut state, e);
        }
        let stored: Vec<E> =
            serde_json::from_str(&serde_json::to_string(&events).unwrap()).unwrap();
        for e in &stored {
            T::evolve(&mut replayed, e);
        }
        assert!(
            replayed == state,
            "game {game}: replay equals the live state"
        );
        check(&state, &events, &mut ledger, seen);
        check_secrets(&state, &events, entry.is_multiple_of(10));
    }
    assert_eq!(
        state.phase,
        Phase::GameOver,
        "game {game} ended by its rules"
    );
    seen.games += 1;
    seen.entries += entry;
}

#[test]
fn uniformly_random_games_keep_every_invariant() {
    let games: u64 = std::env::var("TCH_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let started = std::time::Instant::now();
    // The games are independent: one share per core, each with its own tally.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let seen = std::thread::scope(|scope| {
        let shares: Vec<_> = (0..threads)
            .map(|share| {
                scope.spawn(move || {
                    let mut seen = Seen::default();
                    for game in (share..games).step_by(threads as usize) {
                        playout(game, 2 + (game % 4) as usize, &mut seen);
                    }
                    seen
                })
            })
            .collect();
        shares
            .into_iter()
            .map(|share| share.join().expect("a share of the games panicked"))
            .fold(Seen::default(), Seen::merged)
    });
    eprintln!(
        "{} games in {:.1?}: {:.1} entries, {:.2} hotels, {:.2} capsules built, {:.2} trades per \
         game; {} of {} draws estimated; {} drawn commands found in their narrowest expansion; \
         fewest held by a player: {} yen, {} coupons, {} capsules of a colour",
        seen.games,
        started.elapsed(),
        seen.entries as f64 / seen.games as f64,
        seen.hotels as f64 / seen.games as f64,
        seen.capsules_built as f64 / seen.games as f64,
        seen.trades as f64 / seen.games as f64,
        seen.estimated_draws,
        seen.draws,
        seen.relisted,
        seen.least.yen,
        seen.least.coupons,
        seen.least.capsules,
    );
    // Stacked hotels are too rare in these games since corners count as contact (about one
    // hotel in a hundred games); the policy games below build them.
    for kind in [
        "land",
        "subdivision",
        "hotel",
        "building",
        "graveyard",
        "trade",
    ] {
        assert!(
            seen.kinds.contains(kind),
            "{kind} never happened in {seen:?}"
        );
    }
}

#[test]
fn expansions_are_complete_on_crowded_late_game_maps() {
    let positions = tch::crowded_positions(3);
    assert!(positions.len() >= 2, "crowded positions found");
    for (state, seat) in &positions {
        tch::assert_purchases_complete(state, *seat);
    }
    let traders = tch::crowded_trade_positions(1);
    assert!(!traders.is_empty(), "a crowded position with a free trader");
    for (state, seat) in &traders {
        tch::assert_trades_complete(state, *seat);
    }
}

#[test]
fn policy_games_end_with_hotels() {
    let mut hotels = 0;
    let mut stacked = 0;
    for game in 0..6u64 {
        let seats = 3 + (game % 3) as usize;
        let state = tch::policy_game(1000 + game, seats, |_, _| {});
        assert_eq!(state.phase, Phase::GameOver, "policy game {game} ends");
        hotels += state.hotels().count();
        stacked += state.hotels().filter(|(_, h)| h.height >= 2).count();
    }
    assert!(hotels >= 6, "the policy builds hotels ({hotels})");
    assert!(
        stacked >= 1,
        "the policy stacks capsules ({stacked} of {hotels})"
    );
}
