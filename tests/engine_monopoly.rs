//! Conformance of the Monopoly engine: seeded random playouts (random legal commands),
//! games driven by the built-in policy, and games mixing out-of-turn commands and server
//! timeouts, checking the rules' invariants after every command.

use hotel_games::engine::testing::{playout_seed, random_playout};
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play, replay};
use hotel_games::games::monopoly::config::*;
use hotel_games::games::monopoly::data::{self, BANK_HOTELS, BANK_HOUSES, HOTEL_LEVEL};
use hotel_games::games::monopoly::event::{MonopolyEvent as E, Timer};
use hotel_games::games::monopoly::policy::simple_policy;
use hotel_games::games::monopoly::state::{Party, Phase, TradeStatus};
use hotel_games::games::monopoly::{Monopoly, MonopolyCommand as C, MonopolyState};

/// A configuration mixing the options, derived from the game number.
fn config(game: u64) -> MonopolyConfig {
    let bit = |k: u64| (game >> k) & 1 == 1;
    MonopolyConfig {
        turn_order: [TurnOrder::RollOff, TurnOrder::SeatOrder, TurnOrder::Random]
            [(game % 3) as usize],
        auction_step: if bit(1) { 10 } else { 1 },
        hotel_breakdown: if bit(2) {
            HotelBreakdown::RedistributeOnly
        } else {
            HotelBreakdown::BankHouses
        },
        building_shortage: if bit(3) {
            BuildingShortage::FirstCome
        } else {
            BuildingShortage::ClaimAuction
        },
        trade_window: if bit(4) {
            TradeWindow::BetweenTurns
        } else {
            TradeWindow::StablePhases
        },
        trade_visibility: if bit(5) {
            TradeVisibility::Public
        } else {
            TradeVisibility::Parties
        },
        income_tax: if bit(6) {
            IncomeTax::Choice200Or10pct
        } else {
            IncomeTax::Flat200
        },
        rescue_negotiation: bit(7),
        voluntary_bankruptcy: bit(8),
        jail_pay_turns: if bit(9) {
            JailPayTurns::Any
        } else {
            JailPayTurns::FirstTwo
        },
        rent_in_jail: !bit(10),
        free_parking_jackpot: bit(11),
        deck_set: [DeckSet::UsModern, DeckSet::UsClassic, DeckSet::UsHasbro2021]
            [(game / 3 % 3) as usize],
        deck_mode: if bit(12) {
            DeckMode::RandomDraw
        } else {
            DeckMode::Physical
        },
        bank_auction_mortgaged: if bit(1) ^ bit(3) {
            BankAuctionMortgaged::AsIs
        } else {
            BankAuctionMortgaged::Cleared
        },
        mortgage_transfer_fee: !bit(13),
        count_mortgaged_for_sets: !bit(2) || !bit(5),
        interest_rounding: if bit(0) ^ bit(4) {
            InterestRounding::Down
        } else {
            InterestRounding::Up
        },
        auction_first_bidder: if bit(6) ^ bit(7) {
            AuctionFirstBidder::NextAfterDecliner
        } else {
            AuctionFirstBidder::Decliner
        },
        shortage_min_bid: if bit(8) ^ bit(9) {
            ShortageMinBid::AuctionStep
        } else {
            ShortageMinBid::LowestHousePrice
        },
        starting_cash: [1500, 600, 300][(game / 7 % 3) as usize],
        end_condition: EndCondition::RoundLimit {
            rounds: 4 + (game % 9) as u32,
        },
        ..MonopolyConfig::default()
    }
}

fn seats(game: u64) -> usize {
    2 + (game % 7) as usize
}

/// The invariants of §4.1 plus money conservation against the ledger.
struct Checker {
    /// Money that entered the players' hands and the pot from the bank, net.
    expected_total: i64,
    commands: usize,
}

impl Checker {
    fn new() -> Self {
        Checker {
            expected_total: 0,
            commands: 0,
        }
    }

    fn check(&mut self, s: &MonopolyState, events: &[E]) {
        self.commands += 1;
        for event in events {
            match event {
                E::PlayerJoined { cash, .. } => self.expected_total += cash,
                E::CashTransferred {
                    from, to, amount, ..
                } => {
                    assert!(*amount > 0, "empty transfer");
                    if *from == Party::Bank {
                        self.expected_total += amount;
                    }
                    if *to == Party::Bank {
                        self.expected_total -= amount;
                    }
                }
                _ => {}
            }
        }
        let held: i64 = s.players.iter().map(|p| p.cash).sum::<i64>() + s.jackpot;
        assert_eq!(held, self.expected_total, "money is not conserved");
        assert!(s.players.iter().all(|p| p.cash >= 0), "negative cash");
        check_board(s);
        check_secrets(s, self.commands);
    }
}

fn check_board(s: &MonopolyState) {
    let (mut houses, mut hotels) = (0, 0);
    for (group, streets) in &data::board().groups {
        let levels = s.group_levels(group);
        let (min, max) = (levels.iter().min().unwrap(), levels.iter().max().unwrap());
        assert!(max - min <= 1, "uneven group {group}: {levels:?}");
        if *max > 0 {
            let owner = s.deed(streets[0]).owner.expect("built streets are owned");
            assert!(
                s.owns_group(owner, group),
                "buildings on a split group {group}"
            );
            assert!(
                streets.iter().all(|&q| !s.deed(q).mortgaged),
                "mortgaged group {group} has buildings"
            );
        }
        for level in levels {
            if level == HOTEL_LEVEL {
                hotels += 1;
            } else {
                houses += u32::from(level);
            }
        }
    }
    assert_eq!(s.bank.houses + houses, BANK_HOUSES, "houses");
    assert_eq!(s.bank.hotels + hotels, BANK_HOTELS, "hotels");
    for (i, p) in s.players.iter().enumerate() {
        if p.bankrupt {
            assert_eq!(p.cash, 0);
            assert!(s.owned_by(Seat(i as u8)).is_empty() && p.jail_cards.is_empty());
        }
        assert!(!p.in_jail || p.position == data::JAIL);
    }
    for card in ["CH08", "CC05"] {
        let in_deck = s
            .chance
            .iter()
            .chain(&s.community_chest)
            .filter(|c| *c == card)
            .count();
        let held = s
            .players
            .iter()
            .filter(|p| p.jail_cards.iter().any(|c| c == card))
            .count();
        assert_eq!(in_deck + held, 1, "card {card}");
    }
}

/// No seat or spectator view shows a deck order or another seat's private trade (the
/// spectator and one seat in rotation after every command).
fn check_secrets(s: &MonopolyState, commands: usize) {
    let order = |deck: &[String]| (deck.len() >= 3).then(|| deck[..3].join("\",\""));
    let orders: Vec<String> = [order(&s.chance), order(&s.community_chest)]
        .into_iter()
        .flatten()
        .collect();
    let viewers = [
        Viewer::Seat(Seat((commands % s.players.len()) as u8)),
        Viewer::Spectator,
    ];
    for viewer in viewers {
        let view = Monopoly::view(s, viewer);
        let json = serde_json::to_string(&view).unwrap();
        assert!(
            orders.iter().all(|o| !json.contains(o.as_str())),
            "deck order in a view"
        );
        if s.config.trade_visibility == TradeVisibility::Parties {
            for trade in &view.trades {
                assert!(
                    matches!(viewer, Viewer::Seat(v) if trade.is_party(v)),
                    "private trade shown"
                );
            }
        }
    }
}

fn check_event_views(s: &MonopolyState, events: &[E]) {
    for event in events {
        for seat in s.seats() {
            let shown = Monopoly::event_view(s, event, Viewer::Seat(seat));
            if let Some(E::DeckShuffled { order, .. }) = &shown {
                assert!(order.is_none(), "deck order in an event view");
            }
            if let (E::TradeProposed { trade }, TradeVisibility::Parties) =
                (event, s.config.trade_visibility)
            {
                assert_eq!(shown.is_some(), trade.is_party(seat), "private trade event");
            }
        }
    }
}

#[test]
fn random_playouts_keep_every_invariant() {
    let mut commands = 0;
    for game in 0..200u64 {
        let mut checker = Checker::new();
        let playout = random_playout::<Monopoly>(
            &config(game),
            seats(game),
            game,
            20_000,
            4,
            |_| true,
            |s, events| {
                checker.check(s, events);
                check_event_views(s, events);
            },
        );
        assert!(matches!(
            Monopoly::status(&playout.state),
            Status::Finished(_)
        ));
        commands += checker.commands;
    }
    assert!(commands > 200);
}

/// Plays a game with the policy for awaited seats, and, by the chooser, out-of-turn
/// commands of other seats and server timeouts, checking everything after each entry.
fn driven_game(game: u64, chaos: bool) -> usize {
    let config = config(game);
    let seed = playout_seed(game + 10_000);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = Monopoly::setup(&config, seats(game), &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<Monopoly>(&setup);
    let mut checker = Checker::new();
    checker.check(&state, &setup);
    let mut log = setup;
    let mut entries = 1u64;
    while let Status::Awaiting(awaited) = Monopoly::status(&state) {
        assert!(entries < 20_000, "game {game} did not end");
        let (seat, command) = pick(&state, &awaited, &mut chooser, chaos);
        entries += 1;
        let events = play::<Monopoly>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entries),
        )
        .unwrap_or_else(|e| panic!("game {game}: {command:?} of {seat} rejected: {e:?}"));
        for event in &events {
            Monopoly::evolve(&mut state, event);
        }
        checker.check(&state, &events);
        check_event_views(&state, &events);
        log.extend(events);
    }
    let json = serde_json::to_string(&log).unwrap();
    let stored: Vec<E> = serde_json::from_str(&json).unwrap();
    assert!(
        replay::<Monopoly>(&stored) == state,
        "game {game}: replay differs"
    );
    checker.commands
}

fn timer_for(state: &MonopolyState) -> Timer {
    match state.phase {
        Phase::Auction(_) => Timer::Auction,
        Phase::BuildingClaim(_) => Timer::Claim,
        Phase::Rescue(_) => Timer::Rescue,
        _ => Timer::Decision,
    }
}

fn pick(state: &MonopolyState, awaited: &[Seat], chooser: &mut GameRng, chaos: bool) -> (Seat, C) {
    let seat = awaited[chooser.below(awaited.len() as u32) as usize];
    if chaos {
        match chooser.below(10) {
            0 => {
                return (
                    seat,
                    C::Timeout {
                        timer: timer_for(state),
                        trade_id: None,
                    },
                );
            }
            1 | 2 => {
                let others: Vec<Seat> = state.active_seats();
                let other = others[chooser.below(others.len() as u32) as usize];
                let commands = Monopoly::legal_commands(state, other);
                if !commands.is_empty() {
                    return (
                        other,
                        commands[chooser.below(commands.len() as u32) as usize].clone(),
                    );
                }
            }
            3 => {
                if let Some(t) = state.trades.iter().find(|t| t.status == TradeStatus::Open) {
                    let timeout = C::Timeout {
                        timer: Timer::TradeExpiry,
                        trade_id: Some(t.trade_id.clone()),
                    };
                    return (t.proposer, timeout);
                }
            }
            4 if chooser.below(40) == 0 => return (seat, C::Resign {}),
            _ => {}
        }
    }
    let command = simple_policy(state, seat).expect("the policy acts for an awaited seat");
    (seat, command)
}

#[test]
fn policy_games_end_and_keep_every_invariant() {
    for game in 0..40u64 {
        driven_game(game, false);
    }
}

#[test]
fn chaotic_games_with_timeouts_and_out_of_turn_commands() {
    for game in 0..60u64 {
        driven_game(game, true);
    }
}

#[test]
fn system_timeout_is_refused_for_clients_and_unknown_fields_fail() {
    assert!(Monopoly::is_system_command(&C::Timeout {
        timer: Timer::Decision,
        trade_id: None
    }));
    assert!(serde_json::from_str::<C>(r#"{"type":"end_turn","now":true}"#).is_err());
    assert!(serde_json::from_str::<C>(r#"{"type":"teleport"}"#).is_err());
    assert_eq!(
        serde_json::to_value(C::RollDice {}).unwrap(),
        serde_json::json!({"type": "roll_dice"})
    );
}
