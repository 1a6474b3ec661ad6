//! Conformance of the Tokyo Capsule Hotel engine: seeded random games played to the end by a
//! random player over the concrete legal commands (listed commands plus every template's
//! expansion, and now and then a due server timer), checking the rules' invariants after
//! every entry, and games played by the built-in policy. The player picks uniformly among
//! the command groups (each listed command type, each purchase item, trade offers) and then
//! uniformly within the group: a flat uniform pick would almost always buy land, since the
//! land expansion is by far the largest.
//!
//! `TCH_PLAYOUTS` sets the number of random games (default 300; each game is small).

use std::collections::BTreeSet;

use hotel_games::engine::testing::playout_seed;
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play, replay};
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel as T;
use hotel_games::games::tokyo_capsule_hotel::command::TokyoCapsuleHotelCommand as C;
use hotel_games::games::tokyo_capsule_hotel::config::{
    AttractionMode, HeadTimeoutMode, TokyoCapsuleHotelConfig, TradeVisibility,
};
use hotel_games::games::tokyo_capsule_hotel::event::TokyoCapsuleHotelEvent as E;
use hotel_games::games::tokyo_capsule_hotel::geometry;
use hotel_games::games::tokyo_capsule_hotel::placement;
use hotel_games::games::tokyo_capsule_hotel::state::{Phase, TokyoCapsuleHotelState as State};

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
        lenient_small_items: game.is_multiple_of(5),
        trade,
        timing,
        // Short games keep the run fast; every round still has all phases.
        rounds: 2 + (game % 3) as u32,
        coupon_rounds: vec![2],
        ..defaults
    };
    c.validate().expect("a valid configuration");
    c
}

/// What happened over the whole run.
#[derive(Default, Debug)]
struct Seen {
    kinds: BTreeSet<&'static str>,
    hotels: u64,
    games: u64,
    /// The slowest expansion of one seat's templates (measured, not asserted).
    slowest_expansion: std::time::Duration,
    largest_expansion: usize,
}

fn check(state: &State, events: &[E], ledger: &mut i64, seen: &mut Seen) {
    for e in events {
        match e {
            E::LoansRevealed { loans, .. } => *ledger += loans.values().sum::<i64>(),
            E::PurchaseMade { paid_yen, .. } => *ledger -= paid_yen,
            E::HotelIncomePaid { paid, .. } => *ledger += paid,
            E::LandParcelPlaced { .. } => {
                seen.kinds.insert("land");
            }
            E::SubdivisionCreated { .. } => {
                seen.kinds.insert("subdivision");
            }
            E::HotelBuilt { height, .. } => {
                seen.kinds.insert("hotel");
                seen.hotels += 1;
                if *height >= 2 {
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
            }
            _ => {}
        }
    }
    let yen: i64 = state.players.iter().map(|p| p.yen).sum();
    assert_eq!(yen, *ledger, "the yen ledger balances");
    let cfg = &state.config;
    let board: u32 = state.board.values().sum();
    let supplies: u32 = state.players.iter().flat_map(|p| p.supply.values()).sum();
    let markers = 9 * cfg.capsules.markers_per_colour;
    assert_eq!(
        board + supplies + state.capsules_on_map() + markers,
        cfg.capsules.total(),
        "capsules are conserved"
    );
    for (i, s) in state.structures.iter().enumerate() {
        assert!(
            s.cells.iter().all(|&c| state.area_of(c) == Some(s.area)),
            "{} lies in one area",
            s.id
        );
        if !cfg.lenient_small_items {
            for &c in &s.cells {
                for n in geometry::neighbours(c) {
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

/// No view, event view or legal list of `viewer` shows another seat's unrevealed loan or a
/// trade the viewer is not party to.
fn check_secrets(state: &State, events: &[E]) {
    let n = state.players.len();
    for v in 0..n {
        let viewer = Seat(v as u8);
        let view = serde_json::to_value(T::view(state, Viewer::Seat(viewer))).unwrap();
        for (k, p) in state.players.iter().enumerate() {
            if k != v && p.loan.is_none() {
                let pv = &view["players"]
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
            .filter(|t| {
                !t.parties.contains(&viewer)
                    && state.config.trade.visibility == TradeVisibility::Participants
            })
            .map(|t| t.id.as_str())
            .collect();
        let text = view.to_string();
        for id in &hidden {
            assert!(!text.contains(&format!("\"{id}\"")), "view leaks {id}");
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
                    && state.config.trade.visibility == TradeVisibility::Participants
                    && !matches!(ev, E::TradeExecuted { .. })
                {
                    assert!(parties.contains(&viewer), "trade event leaks");
                }
                if let E::TradeExecuted {
                    parties, promises, ..
                } = &ev
                    && state.config.trade.visibility == TradeVisibility::Participants
                    && !parties.contains(&viewer)
                {
                    assert!(promises.is_none(), "promises leak");
                }
            }
        }
    }
}

/// Every concrete command of `seat`, grouped: one group per listed command type and one
/// per template's expansion.
fn concrete(state: &State, seat: Seat) -> Vec<Vec<C>> {
    let mut groups: Vec<Vec<C>> = Vec::new();
    for c in T::legal_commands(state, seat) {
        match groups.iter_mut().find(|g| g[0].name() == c.name()) {
            Some(g) => g.push(c),
            None => groups.push(vec![c]),
        }
    }
    for template in T::templates(state, seat) {
        let expanded = T::expand(state, seat, &template).expect("a listed template expands");
        if !expanded.is_empty() {
            groups.push(expanded);
        }
    }
    groups
}

fn playout(game: u64, seats: usize, seen: &mut Seen) {
    let config = config(game);
    let seed = playout_seed(game);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = T::setup(&config, seats, &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<T>(&setup);
    let mut ledger = 0;
    let mut log = setup.clone();
    check(&state, &setup, &mut ledger, seen);
    let mut entry = 1u64;
    while let Status::Awaiting(awaited) = T::status(&state) {
        assert!(!awaited.is_empty());
        assert!(entry < 5000, "game {game} did not end");
        entry += 1;
        let mut rng = GameRng::for_entry(&seed, entry);
        // Now and then a due timer fires instead.
        let deadlines = T::deadlines(&state);
        let (seat, command) = if !deadlines.is_empty() && chooser.below(10) == 0 {
            let d = &deadlines[chooser.below(deadlines.len() as u32) as usize];
            (d.seat, d.command.clone())
        } else {
            let seat = awaited[chooser.below(awaited.len() as u32) as usize];
            let started = std::time::Instant::now();
            let groups = concrete(&state, seat);
            seen.slowest_expansion = seen.slowest_expansion.max(started.elapsed());
            seen.largest_expansion = seen
                .largest_expansion
                .max(groups.iter().map(Vec::len).max().unwrap_or(0));
            assert!(!groups.is_empty(), "awaited seat {seat} has a command");
            for group in &groups {
                let c = &group[chooser.below(group.len() as u32) as usize];
                if let Err(e) = play::<T>(&state, seat, c, &mut rng.clone()) {
                    panic!("game {game}: listed {c:?} rejected: {e:?}");
                }
            }
            let commands = &groups[chooser.below(groups.len() as u32) as usize];
            for _ in 0..3 {
                let c = &commands[chooser.below(commands.len() as u32) as usize];
                if let Err(e) = play::<T>(&state, seat, c, &mut rng.clone()) {
                    panic!("game {game}: listed {c:?} rejected: {e:?}");
                }
            }
            (
                seat,
                commands[chooser.below(commands.len() as u32) as usize].clone(),
            )
        };
        let events = play::<T>(&state, seat, &command, &mut rng)
            .unwrap_or_else(|e| panic!("game {game}: {command:?} rejected: {e:?}"));
        for e in &events {
            T::evolve(&mut state, e);
        }
        check(&state, &events, &mut ledger, seen);
        check_secrets(&state, &events);
        log.extend(events);
    }
    assert_eq!(state.phase, Phase::GameOver);
    let stored: Vec<E> = log
        .iter()
        .map(|e| serde_json::from_str(&serde_json::to_string(e).unwrap()).unwrap())
        .collect();
    assert!(
        replay::<T>(&stored) == state,
        "replay equals the live state"
    );
    seen.games += 1;
}

#[test]
fn random_games_keep_every_invariant() {
    let games: u64 = std::env::var("TCH_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let mut seen = Seen::default();
    for game in 0..games {
        playout(game, 2 + (game % 4) as usize, &mut seen);
    }
    eprintln!(
        "{} games, {} hotels; largest expansion {} commands, slowest {:?}",
        seen.games, seen.hotels, seen.largest_expansion, seen.slowest_expansion
    );
    for kind in [
        "land",
        "subdivision",
        "hotel",
        "stacked",
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
fn policy_games_end_with_hotels() {
    let mut hotels = 0;
    for game in 0..6u64 {
        let seats = 3 + (game % 3) as usize;
        let seed = playout_seed(1000 + game);
        let config = TokyoCapsuleHotelConfig::default();
        let mut bot = GameRng::for_entry(&seed, u64::MAX);
        let mut state = replay::<T>(&T::setup(&config, seats, &mut GameRng::for_entry(&seed, 1)));
        let mut entry = 1;
        while let Status::Awaiting(awaited) = T::status(&state) {
            entry += 1;
            assert!(entry < 3000, "policy game {game} did not end");
            let (seat, command) = awaited
                .iter()
                .find_map(|&s| T::bot_command(&state, s, &mut bot).map(|c| (s, c)))
                .expect("some awaited seat acts");
            let events = play::<T>(
                &state,
                seat,
                &command,
                &mut GameRng::for_entry(&seed, entry),
            )
            .unwrap_or_else(|e| panic!("policy {command:?} rejected: {e:?}"));
            for e in &events {
                T::evolve(&mut state, e);
            }
        }
        hotels += state.hotels().count();
    }
    assert!(hotels >= 6, "the policy builds hotels ({hotels})");
}
