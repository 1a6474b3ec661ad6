//! Conformance of the Monopoly engine: seeded random playouts (random legal commands),
//! games driven by the built-in policy, and games mixing out-of-turn commands and server
//! timeouts, checking the rules' invariants after every command.

use hotel_games::engine::testing::{playout_seed, random_playout};
use hotel_games::engine::{Game, GameRng, Seat, Status, Viewer, play, replay};
use hotel_games::games::monopoly::config::*;
use hotel_games::games::monopoly::event::{MonopolyEvent as E, Timer};
use hotel_games::games::monopoly::policy::simple_policy;
use hotel_games::games::monopoly::state::{MortgageChoice, Party, Phase, TradeSide};
use hotel_games::games::monopoly::{Monopoly, MonopolyCommand as C, MonopolyState};

#[path = "support/invariants/monopoly.rs"]
mod invariants;
use invariants::Checker;

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
        rescue_negotiation: bit(0) ^ bit(7),
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

/// What the playouts saw of the rescue procedure, to be quoted.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    rescue_games: usize,
    rescues_opened: usize,
    offers_executed: usize,
    min_cash: Option<i64>,
}

impl Tally {
    fn add(&mut self, checker: &Checker, rescue_negotiation: bool) {
        self.games += 1;
        self.rescue_games += usize::from(rescue_negotiation);
        self.rescues_opened += checker.rescues_opened;
        self.offers_executed += checker.offers_executed;
        self.min_cash = self.min_cash.into_iter().chain(checker.min_cash).min();
    }

    fn print(&self, name: &str) {
        println!(
            "{name}: {} games ({} with rescue negotiation), {} rescues opened, {} rescue offers \
             executed, minimum cash seen ${}",
            self.games,
            self.rescue_games,
            self.rescues_opened,
            self.offers_executed,
            self.min_cash.unwrap_or(0)
        );
    }
}

/// The conservation invariants after an entry, and the secrets of the views.
fn check(checker: &mut Checker, s: &MonopolyState, events: &[E]) {
    checker.check(s, events);
    check_secrets(s, checker.commands);
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
    let mut tally = Tally::default();
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
                check(&mut checker, s, events);
                check_event_views(s, events);
            },
        );
        assert!(matches!(
            Monopoly::status(&playout.state),
            Status::Finished(_)
        ));
        commands += checker.commands;
        tally.add(&checker, config(game).rescue_negotiation);
    }
    tally.print("random playouts");
    assert!(commands > 200);
}

/// Plays a game with the policy for awaited seats, and, by the chooser, out-of-turn
/// commands of other seats and server timeouts, checking everything after each entry.
fn driven_game(game: u64, chaos: bool) -> Checker {
    let config = config(game);
    let seed = playout_seed(game + 10_000);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = Monopoly::setup(&config, seats(game), &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<Monopoly>(&setup);
    let mut checker = Checker::new();
    check(&mut checker, &state, &setup);
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
        check(&mut checker, &state, &events);
        check_event_views(&state, &events);
        log.extend(events);
    }
    let json = serde_json::to_string(&log).unwrap();
    let stored: Vec<E> = serde_json::from_str(&json).unwrap();
    assert!(
        replay::<Monopoly>(&stored) == state,
        "game {game}: replay differs"
    );
    checker
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
                if let Some(t) = state.open_trades.first() {
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
    let mut tally = Tally::default();
    for game in 0..40u64 {
        tally.add(&driven_game(game, false), config(game).rescue_negotiation);
    }
    tally.print("policy games");
}

#[test]
fn chaotic_games_with_timeouts_and_out_of_turn_commands() {
    let mut tally = Tally::default();
    for game in 0..60u64 {
        tally.add(&driven_game(game, true), config(game).rescue_negotiation);
    }
    tally.print("chaotic games");
}

/// A rescue move during a rescue window: a player who is neither the debtor nor a creditor
/// offers a random amount (often more than they hold over all their offers, sometimes for
/// mortgaged deeds whose fee they must also pay) for one or two of the debtor's deeds or
/// cards; or the debtor accepts an open offer, declares bankruptcy, or lets the window
/// close. These moves may be refused; everything else comes from the policy.
fn rescue_move(state: &MonopolyState, chooser: &mut GameRng) -> Option<(Seat, C)> {
    let debt = state.phase.debt()?;
    let debtor = debt.debtor;
    let creditors: Vec<Party> = debt.creditors.iter().map(|c| c.creditor).collect();
    let offers: Vec<&str> = state
        .open_trades
        .iter()
        .filter(|t| t.rescue && t.recipient == debtor)
        .map(|t| t.trade_id.as_str())
        .collect();
    match chooser.below(8) {
        0..=3 => {
            let rescuers: Vec<Seat> = state
                .active_seats()
                .into_iter()
                .filter(|&p| p != debtor && !creditors.contains(&Party::Player(p)))
                .collect();
            let items: Vec<u8> = state
                .owned_by(debtor)
                .into_iter()
                .filter(|&q| !state.group_of_square_has_buildings(q))
                .collect();
            if rescuers.is_empty() || items.is_empty() {
                return None;
            }
            let rescuer = rescuers[chooser.below(rescuers.len() as u32) as usize];
            let mut squares = vec![items[chooser.below(items.len() as u32) as usize]];
            let other = items[chooser.below(items.len() as u32) as usize];
            if chooser.below(3) == 0 && !squares.contains(&other) {
                squares.push(other);
            }
            let cash = state.player(rescuer).cash;
            let give = 1 + i64::from(chooser.below((cash.max(1) * 3 / 2).max(1) as u32));
            let choices = squares
                .iter()
                .filter(|&&q| state.deed(q).mortgaged)
                .map(|q| {
                    let choice = if chooser.below(2) == 0 {
                        MortgageChoice::Keep
                    } else {
                        MortgageChoice::Lift
                    };
                    (q.to_string(), choice)
                })
                .collect();
            Some((
                rescuer,
                C::ProposeTrade {
                    to: debtor,
                    give: TradeSide {
                        cash: give,
                        ..TradeSide::default()
                    },
                    take: TradeSide {
                        squares: squares.into_iter().map(i64::from).collect(),
                        ..TradeSide::default()
                    },
                    proposer_mortgage_choices: choices,
                    counter_to: None,
                    expires_at: None,
                    rescue: true,
                },
            ))
        }
        4 if !offers.is_empty() => Some((
            debtor,
            C::AcceptTrade {
                trade_id: offers[chooser.below(offers.len() as u32) as usize].to_string(),
                recipient_mortgage_choices: Default::default(),
            },
        )),
        5 => Some((debtor, C::DeclareBankruptcy {})),
        6 => Some((
            debtor,
            C::Timeout {
                timer: Timer::Rescue,
                trade_id: None,
            },
        )),
        _ => None,
    }
}

/// A game with rescue negotiation on, low starting cash and crowded rescue windows (see
/// `rescue_move`); the policy plays everything else.
fn rescue_game(game: u64) -> Checker {
    let config = MonopolyConfig {
        rescue_negotiation: true,
        starting_cash: [300, 600, 1500][(game % 3) as usize],
        end_condition: EndCondition::RoundLimit { rounds: 40 },
        ..config(game)
    };
    let seed = playout_seed(game + 20_000);
    let mut chooser = GameRng::for_entry(&seed, u64::MAX);
    let setup = Monopoly::setup(&config, seats(game), &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<Monopoly>(&setup);
    let mut checker = Checker::new();
    check(&mut checker, &state, &setup);
    let mut log = setup;
    let mut entries = 1u64;
    let mut attempts = 0u64;
    while let Status::Awaiting(awaited) = Monopoly::status(&state) {
        attempts += 1;
        assert!(attempts < 100_000, "game {game} did not end");
        let scripted = matches!(state.phase, Phase::Rescue(_))
            .then(|| rescue_move(&state, &mut chooser))
            .flatten();
        let may_refuse = scripted.is_some();
        let (seat, command) =
            scripted.unwrap_or_else(|| pick(&state, &awaited, &mut chooser, false));
        let result = play::<Monopoly>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entries + 1),
        );
        let events = match result {
            Ok(events) => events,
            Err(_) if may_refuse => continue,
            Err(e) => panic!("game {game}: {command:?} of {seat} rejected: {e:?}"),
        };
        entries += 1;
        for event in &events {
            Monopoly::evolve(&mut state, event);
        }
        check(&mut checker, &state, &events);
        log.extend(events);
    }
    let json = serde_json::to_string(&log).unwrap();
    let stored: Vec<E> = serde_json::from_str(&json).unwrap();
    assert!(
        replay::<Monopoly>(&stored) == state,
        "game {game}: replay differs"
    );
    checker
}

#[test]
fn rescue_playouts_never_drive_cash_negative() {
    let mut tally = Tally::default();
    for game in 0..150u64 {
        tally.add(&rescue_game(game), true);
    }
    tally.print("rescue playouts");
    assert!(
        tally.rescues_opened > 20 && tally.offers_executed > 5,
        "{tally:?}"
    );
    assert!(tally.min_cash >= Some(0));
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
