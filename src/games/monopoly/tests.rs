//! The acceptance scenarios of §8, one test (or more) per numbered scenario, plus JSON
//! boundary checks.

use std::collections::BTreeMap;

use crate::engine::{Game, Rejection, Seat, Status, Viewer, replay};

use super::command::MonopolyCommand as C;
use super::config::*;
use super::data::{self, HOTEL_LEVEL};
use super::event::{IncomeTaxOption, JailReason, LeaveJailMethod, MonopolyEvent as E, Timer};
use super::state::{AuctionItem, MortgageChoice, Party, Phase, TradeSide, TradeStatus};
use super::{Monopoly, MonopolyState, ScriptedDice};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C_: Seat = Seat(2);
const D: Seat = Seat(3);

/// A scenario table: a game set up through the test constructor, a given position and
/// scripted dice.
struct Table {
    s: MonopolyState,
    log: Vec<E>,
}

fn ids(cards: &[data::CardData]) -> Vec<String> {
    cards.iter().map(|c| c.id.clone()).collect()
}

fn with_top(mut order: Vec<String>, top: &[&str]) -> Vec<String> {
    order.retain(|c| !top.contains(&c.as_str()));
    top.iter().map(|c| c.to_string()).chain(order).collect()
}

impl Table {
    fn new(config: MonopolyConfig) -> Self {
        Table::with_decks(config, 4, &[], &[])
    }

    fn with_decks(
        mut config: MonopolyConfig,
        seats: usize,
        chance: &[&str],
        chest: &[&str],
    ) -> Self {
        // The scenarios start with A active; the roll-off is not part of them.
        config.turn_order = TurnOrder::SeatOrder;
        let board = data::board();
        let events = Monopoly::setup_with_decks(
            &config,
            seats,
            with_top(ids(&board.chance), chance),
            with_top(ids(&board.community_chest), chest),
            &mut ScriptedDice::new(&[]),
        );
        Table {
            s: replay::<Monopoly>(&events),
            log: events,
        }
    }

    fn default4() -> Self {
        Table::new(MonopolyConfig::default())
    }

    fn at(&mut self, seat: Seat, square: u8) -> &mut Self {
        self.s.players[seat.index()].position = square;
        self
    }

    fn cash(&mut self, seat: Seat, cash: i64) -> &mut Self {
        self.s.players[seat.index()].cash = cash;
        self
    }

    fn own(&mut self, seat: Seat, squares: &[u8]) -> &mut Self {
        for &q in squares {
            self.s.deeds[usize::from(q)].owner = Some(seat);
        }
        self
    }

    fn mortgaged(&mut self, square: u8) -> &mut Self {
        self.s.deeds[usize::from(square)].mortgaged = true;
        self
    }

    fn levels(&mut self, squares: &[u8], levels: &[u8]) -> &mut Self {
        for (&q, &level) in squares.iter().zip(levels) {
            self.s.deeds[usize::from(q)].level = level;
            if level == HOTEL_LEVEL {
                self.s.bank.hotels -= 1;
            } else {
                self.s.bank.houses -= u32::from(level);
            }
        }
        self
    }

    fn jail(&mut self, seat: Seat, attempts: u8) -> &mut Self {
        let p = &mut self.s.players[seat.index()];
        p.position = 10;
        p.in_jail = true;
        p.jail_attempts = attempts;
        self
    }

    fn try_play(&mut self, seat: Seat, command: C, dice: &[(u8, u8)]) -> Result<Vec<E>, String> {
        if let Status::Awaiting(awaited) = Monopoly::status(&self.s)
            && !awaited.contains(&seat)
            && !Monopoly::allowed_out_of_turn(&self.s, &command)
        {
            return Err("not_your_turn".into());
        }
        let mut rng = ScriptedDice::new(dice);
        match Monopoly::decide_with(&self.s, seat, &command, &mut rng) {
            Ok(events) => {
                for event in &events {
                    Monopoly::evolve(&mut self.s, event);
                }
                self.log.extend(events.iter().cloned());
                Ok(events)
            }
            Err(rejection) => Err(rejection.code().to_string()),
        }
    }

    fn play(&mut self, seat: Seat, command: C, dice: &[(u8, u8)]) -> Vec<E> {
        let shown = format!("{command:?}");
        self.try_play(seat, command, dice)
            .unwrap_or_else(|code| panic!("{shown} rejected: {code}"))
    }

    fn roll(&mut self, seat: Seat, d1: u8, d2: u8) -> Vec<E> {
        self.play(seat, C::RollDice {}, &[(d1, d2)])
    }

    fn reject(&mut self, seat: Seat, command: C) -> String {
        let before = self.s.clone();
        let code = self
            .try_play(seat, command, &[])
            .expect_err("the command should be rejected");
        assert!(self.s == before, "a rejected command changed the state");
        code
    }

    fn money(&self, seat: Seat) -> i64 {
        self.s.player(seat).cash
    }

    fn phase(&self) -> &'static str {
        self.s.phase.name()
    }

    fn auction_id(&self) -> String {
        match &self.s.phase {
            Phase::Auction(a) => a.auction_id.clone(),
            other => panic!("no auction: {other:?}"),
        }
    }
}

fn target(pairs: &[(u8, i64)]) -> BTreeMap<String, i64> {
    pairs.iter().map(|(q, l)| (q.to_string(), *l)).collect()
}

fn build(group: &str, pairs: &[(u8, i64)]) -> C {
    C::Build {
        group: group.into(),
        target: target(pairs),
    }
}

fn sell(group: &str, pairs: &[(u8, i64)]) -> C {
    C::SellBuildings {
        group: group.into(),
        target: target(pairs),
    }
}

fn side(cash: i64, squares: &[i64]) -> TradeSide {
    TradeSide {
        cash,
        squares: squares.to_vec(),
        jail_cards: vec![],
    }
}

fn propose(to: Seat, give: TradeSide, take: TradeSide) -> C {
    C::ProposeTrade {
        to,
        give,
        take,
        proposer_mortgage_choices: BTreeMap::new(),
        counter_to: None,
        expires_at: None,
        rescue: false,
    }
}

fn has<F: Fn(&E) -> bool>(events: &[E], f: F) -> bool {
    events.iter().any(f)
}

fn rent_of(events: &[E]) -> Option<(i64, String)> {
    events.iter().find_map(|e| match e {
        E::RentCharged { amount, basis, .. } => Some((*amount, basis.clone())),
        _ => None,
    })
}

// --- Movement, Go, buying ---------------------------------------------------------------

#[test]
fn m01_passing_go_and_buying() {
    let mut t = Table::default4();
    t.at(A, 36);
    let events = t.roll(A, 4, 5);
    assert!(has(&events, |e| matches!(
        e,
        E::TokenMoved {
            from: 36,
            to: 5,
            passed_go: true,
            ..
        }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::SalaryCollected { amount: 200, .. }
    )));
    assert_eq!(t.money(A), 1700);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 5,
            price: 200
        }
    );
    t.play(A, C::BuyProperty { square: 5 }, &[]);
    assert_eq!(t.money(A), 1500);
    assert_eq!(t.s.deed(5).owner, Some(A));
    assert_eq!(t.phase(), "awaiting_end_turn");
}

#[test]
fn m02_landing_exactly_on_go_pays_once() {
    let mut t = Table::default4();
    t.at(A, 33);
    t.roll(A, 3, 4);
    assert_eq!(t.s.player(A).position, 0);
    assert_eq!(t.money(A), 1700);
}

#[test]
fn m03_base_rent_passing_go_and_doubles() {
    let mut t = Table::default4();
    t.at(A, 39).own(B, &[1]);
    let events = t.roll(A, 1, 1);
    assert_eq!(rent_of(&events), Some((2, "street_base".into())));
    assert_eq!((t.money(A), t.money(B)), (1698, 1502));
    assert_eq!(t.phase(), "awaiting_roll");
    assert_eq!(t.s.turn.doubles_count, 1);
    assert_eq!(t.reject(A, C::EndTurn {}), "must_roll_again");
}

#[test]
fn m04_unimproved_monopoly_doubles_rent() {
    let mut t = Table::default4();
    t.at(A, 0).own(B, &[1, 3]);
    let events = t.roll(A, 1, 2);
    assert_eq!(rent_of(&events), Some((8, "street_monopoly".into())));
    assert_eq!((t.money(A), t.money(B)), (1492, 1508));
}

#[test]
fn m05_mortgaged_member_still_counts_and_charges_nothing() {
    let mut t = Table::default4();
    t.at(A, 0).own(B, &[1, 3]).mortgaged(1);
    assert_eq!(rent_of(&t.roll(A, 1, 2)).map(|r| r.0), Some(8));
    let mut t = Table::default4();
    t.at(A, 38).own(B, &[1, 3]).mortgaged(1);
    let events = t.roll(A, 1, 2);
    assert_eq!(rent_of(&events), None);
    assert_eq!((t.money(A), t.money(B)), (1700, 1500));
}

#[test]
fn m06_houses() {
    let mut t = Table::default4();
    t.at(A, 3).own(B, &[6, 8, 9]).levels(&[6, 8, 9], &[3, 3, 2]);
    assert_eq!(rent_of(&t.roll(A, 1, 2)).map(|r| r.0), Some(270));
    assert_eq!((t.money(A), t.money(B)), (1230, 1770));
}

#[test]
fn m07_unbuilt_street_in_a_built_group() {
    let mut t = Table::default4();
    t.at(A, 5).own(B, &[6, 8, 9]).levels(&[6, 8, 9], &[1, 0, 0]);
    assert_eq!(
        rent_of(&t.roll(A, 1, 2)),
        Some((12, "street_monopoly".into()))
    );
    assert_eq!(t.money(A), 1488);
}

#[test]
fn m08_hotel() {
    let mut t = Table::default4();
    t.cash(A, 2500)
        .at(A, 35)
        .own(B, &[37, 39])
        .levels(&[37, 39], &[5, 5]);
    assert_eq!(rent_of(&t.roll(A, 1, 3)), Some((2000, "hotel".into())));
    assert_eq!((t.money(A), t.money(B)), (500, 3500));
}

#[test]
fn m09_railroads() {
    let mut t = Table::default4();
    t.at(A, 20).own(B, &[5, 15, 25]);
    assert_eq!(rent_of(&t.roll(A, 2, 3)).map(|r| r.0), Some(100));
    let mut t = Table::default4();
    t.at(A, 20).own(B, &[5, 15, 25]).mortgaged(5);
    assert_eq!(rent_of(&t.roll(A, 2, 3)).map(|r| r.0), Some(100));
    let mut t = Table::new(MonopolyConfig {
        count_mortgaged_for_sets: false,
        ..Default::default()
    });
    t.at(A, 20).own(B, &[5, 15, 25]).mortgaged(5);
    assert_eq!(rent_of(&t.roll(A, 2, 3)).map(|r| r.0), Some(50));
    let mut t = Table::default4();
    t.at(A, 0).own(B, &[5, 15, 25]).mortgaged(5);
    assert_eq!(rent_of(&t.roll(A, 2, 3)), None);
    assert_eq!(t.money(A), 1500);
}

#[test]
fn m10_utilities() {
    let mut t = Table::default4();
    t.at(A, 7).own(B, &[12]);
    assert_eq!(
        rent_of(&t.roll(A, 2, 3)),
        Some((20, "utility_x4_dice_5".into()))
    );
    let mut t = Table::default4();
    t.at(A, 7).own(B, &[12, 28]);
    assert_eq!(rent_of(&t.roll(A, 2, 3)).map(|r| r.0), Some(50));
}

// --- Doubles and jail -------------------------------------------------------------------

#[test]
fn m11_doubles_then_a_normal_roll() {
    let mut t = Table::default4();
    t.roll(A, 3, 3);
    t.play(A, C::BuyProperty { square: 6 }, &[]);
    assert_eq!((t.money(A), t.phase()), (1400, "awaiting_roll"));
    t.roll(A, 1, 2);
    t.play(A, C::BuyProperty { square: 9 }, &[]);
    assert_eq!((t.money(A), t.phase()), (1280, "awaiting_end_turn"));
    let events = t.play(A, C::EndTurn {}, &[]);
    assert!(matches!(events[0], E::TurnEnded { player: A, .. }));
    assert!(matches!(events[1], E::TurnStarted { player: B, .. }));
}

#[test]
fn m12_speeding() {
    let mut t = Table::default4();
    t.at(A, 10).own(B, &[12]).own(A, &[16]);
    assert_eq!(rent_of(&t.roll(A, 1, 1)).map(|r| r.0), Some(8));
    assert_eq!((t.money(A), t.money(B)), (1492, 1508));
    assert_eq!(rent_of(&t.roll(A, 2, 2)), None);
    let events = t.roll(A, 3, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::SentToJail {
            reason: JailReason::ThreeDoubles,
            ..
        }
    )));
    assert!(!has(&events, |e| matches!(
        e,
        E::TokenMoved { .. } | E::SalaryCollected { .. }
    )));
    let p = t.s.player(A);
    assert_eq!((p.position, p.in_jail, p.jail_attempts), (10, true, 0));
    assert!(has(&events, |e| matches!(
        e,
        E::TurnEnded { player: A, .. }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::TurnStarted { player: B, .. }
    )));
    assert_eq!(t.money(A), 1492);
}

#[test]
fn m13_go_to_jail_square_ends_the_turn_despite_doubles() {
    let mut t = Table::default4();
    t.at(A, 26);
    let events = t.roll(A, 2, 2);
    let jailed = events.iter().position(|e| {
        matches!(
            e,
            E::SentToJail {
                reason: JailReason::GoToJailSquare,
                ..
            }
        )
    });
    assert!(matches!(
        events[jailed.expect("sent to jail") + 1],
        E::TurnEnded { player: A, .. }
    ));
    assert_eq!(t.money(A), 1500);
}

#[test]
fn m14_go_to_jail_card_during_doubles() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &["CH10"], &[]);
    t.at(A, 20);
    let events = t.roll(A, 1, 1);
    assert!(has(&events, |e| matches!(
        e,
        E::SentToJail {
            reason: JailReason::Card,
            ..
        }
    )));
    assert_eq!(t.s.turn.active, B);
    assert_eq!(t.s.chance.last().map(String::as_str), Some("CH10"));
}

#[test]
fn m15_paying_the_fine_starts_a_normal_turn() {
    let mut t = Table::default4();
    t.jail(A, 0).own(B, &[18]).own(C_, &[21]);
    let events = t.play(A, C::PayJailFine {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::LeftJail {
            method: LeaveJailMethod::Fine,
            ..
        }
    )));
    assert_eq!((t.money(A), t.phase()), (1450, "awaiting_roll"));
    t.roll(A, 4, 4);
    assert_eq!((t.money(A), t.money(B)), (1436, 1514));
    t.roll(A, 1, 2);
    assert_eq!((t.money(A), t.money(C_)), (1418, 1518));
    assert_eq!(t.phase(), "awaiting_end_turn");
}

#[test]
fn m16_leaving_by_doubles_gives_no_extra_roll() {
    let mut t = Table::default4();
    t.jail(A, 1);
    let events = t.roll(A, 2, 2);
    assert!(has(&events, |e| matches!(
        e,
        E::LeftJail {
            method: LeaveJailMethod::Doubles,
            ..
        }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::TokenMoved {
            from: 10,
            to: 14,
            ..
        }
    )));
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 14,
            price: 160
        }
    );
    t.play(A, C::BuyProperty { square: 14 }, &[]);
    assert_eq!((t.money(A), t.phase()), (1340, "awaiting_end_turn"));
}

#[test]
fn m17_failed_attempt() {
    let mut t = Table::default4();
    t.jail(A, 0);
    let events = t.roll(A, 1, 2);
    assert!(has(&events, |e| matches!(
        e,
        E::JailAttemptFailed {
            failed_attempts: 1,
            ..
        }
    )));
    let p = t.s.player(A);
    assert_eq!((p.position, p.in_jail), (10, true));
    assert_eq!(t.phase(), "awaiting_end_turn");
}

#[test]
fn m18_third_failure_forces_the_fine() {
    let mut t = Table::default4();
    t.jail(A, 2);
    let events = t.roll(A, 5, 6);
    let fine = events.iter().position(|e| {
        matches!(
            e,
            E::CashTransferred {
                amount: 50,
                reason: super::state::CashReason::JailFineForced,
                ..
            }
        )
    });
    let left = events.iter().position(|e| {
        matches!(
            e,
            E::LeftJail {
                method: LeaveJailMethod::FineAfterThirdAttempt,
                ..
            }
        )
    });
    assert!(fine.expect("fine") < left.expect("left jail"));
    assert!(has(&events, |e| matches!(
        e,
        E::TokenMoved {
            from: 10,
            to: 21,
            ..
        }
    )));
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 21,
            price: 220
        }
    );
    assert_eq!(t.money(A), 1450);
    t.play(A, C::BuyProperty { square: 21 }, &[]);
    assert_eq!(t.phase(), "awaiting_end_turn");
}

#[test]
fn m19_third_failure_without_cash() {
    let mut t = Table::default4();
    t.cash(A, 30).own(A, &[3]).jail(A, 2);
    let events = t.roll(A, 1, 3);
    assert!(has(
        &events,
        |e| matches!(e, E::DebtOpened { debtor: A, total: 50, liquidation_value: 60, creditors, .. }
        if creditors[0].creditor == Party::Bank && creditors[0].amount == 50)
    ));
    let events = t.play(A, C::Mortgage { square: 3 }, &[]);
    assert!(has(&events, |e| matches!(e, E::DebtPaid { .. })));
    assert!(has(&events, |e| matches!(
        e,
        E::TokenMoved {
            from: 10,
            to: 14,
            ..
        }
    )));
    assert_eq!(t.money(A), 10);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 14,
            price: 160
        }
    );
    assert_eq!(
        t.reject(A, C::BuyProperty { square: 14 }),
        "insufficient_funds"
    );
    t.play(A, C::DeclineProperty { square: 14 }, &[]);
    assert_eq!(t.phase(), "auction");
}

#[test]
fn m20_no_voluntary_fine_on_the_third_jail_turn() {
    let mut t = Table::default4();
    t.jail(A, 2);
    assert_eq!(t.reject(A, C::PayJailFine {}), "fine_not_allowed_this_turn");
    let mut t = Table::new(MonopolyConfig {
        jail_pay_turns: JailPayTurns::Any,
        ..Default::default()
    });
    t.jail(A, 2);
    t.play(A, C::PayJailFine {}, &[]);
    assert_eq!(
        (t.money(A), t.phase(), t.s.player(A).in_jail),
        (1450, "awaiting_roll", false)
    );
}

#[test]
fn m21_get_out_of_jail_free() {
    let mut t = Table::default4();
    t.jail(A, 0);
    t.s.chance.retain(|c| c != "CH08");
    t.s.players[0].jail_cards.push("CH08".into());
    assert_eq!(t.s.chance.len(), 15);
    let events = t.play(A, C::UseJailCard { card_id: None }, &[]);
    assert!(has(
        &events,
        |e| matches!(e, E::JailCardUsed { card_id, .. } if card_id == "CH08")
    ));
    assert!(has(
        &events,
        |e| matches!(e, E::CardReturned { card_id, .. } if card_id == "CH08")
    ));
    assert!(has(&events, |e| matches!(
        e,
        E::LeftJail {
            method: LeaveJailMethod::Card,
            ..
        }
    )));
    assert_eq!(t.s.chance.len(), 16);
    assert_eq!(t.s.chance.last().map(String::as_str), Some("CH08"));
    assert_eq!((t.money(A), t.phase()), (1500, "awaiting_roll"));
}

// --- Cards ------------------------------------------------------------------------------

fn chance_table(top: &str) -> Table {
    Table::with_decks(MonopolyConfig::default(), 4, &[top], &[])
}

#[test]
fn m22_nearest_railroad_owned_pays_double() {
    let mut t = chance_table("CH05");
    t.at(A, 4).own(B, &[5, 15]);
    let events = t.roll(A, 1, 2);
    assert!(!has(&events, |e| matches!(e, E::SalaryCollected { .. })));
    assert_eq!(rent_of(&events), Some((100, "railroad_card_x2".into())));
    assert_eq!((t.money(A), t.money(B)), (1400, 1600));
}

#[test]
fn m23_nearest_railroad_from_chance_3() {
    let mut t = chance_table("CH05");
    t.at(A, 33);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1700);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 5,
            price: 200
        }
    );
}

#[test]
fn m24_nearest_utility_owned_throws_again() {
    let mut t = chance_table("CH04");
    t.at(A, 19).own(B, &[28]);
    let events = t.play(A, C::RollDice {}, &[(1, 2), (3, 4)]);
    assert!(has(&events, |e| matches!(
        e,
        E::DiceRolled {
            purpose: super::event::DicePurpose::UtilityRent,
            d1: 3,
            d2: 4,
            ..
        }
    )));
    assert_eq!(rent_of(&events).map(|r| r.0), Some(70));
    assert_eq!(
        (t.money(A), t.money(B), t.phase()),
        (1430, 1570, "awaiting_end_turn")
    );

    let mut t = chance_table("CH04");
    t.at(A, 20).own(B, &[28]);
    let events = t.play(A, C::RollDice {}, &[(1, 1), (5, 5)]);
    assert_eq!(rent_of(&events).map(|r| r.0), Some(100));
    assert_eq!((t.phase(), t.s.turn.doubles_count), ("awaiting_roll", 1));
}

#[test]
fn m25_nearest_utility_unowned() {
    let mut t = chance_table("CH04");
    t.at(A, 33);
    let events = t.roll(A, 1, 2);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, E::DiceRolled { .. }))
            .count(),
        1
    );
    assert_eq!(t.money(A), 1700);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 12,
            price: 150
        }
    );
}

#[test]
fn m26_back_three_onto_income_tax() {
    let mut t = chance_table("CH09");
    t.at(A, 3);
    let events = t.roll(A, 1, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::TokenMoved {
            from: 7,
            to: 4,
            direction: super::event::Direction::Backward,
            ..
        }
    )));
    assert_eq!(t.money(A), 1300);
}

#[test]
fn m27_back_three_onto_community_chest() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &["CH09"], &["CC01"]);
    t.at(A, 31);
    t.roll(A, 2, 3);
    assert_eq!((t.s.player(A).position, t.money(A)), (0, 1700));
    assert_eq!(t.s.chance.last().map(String::as_str), Some("CH09"));
    assert_eq!(t.s.community_chest.last().map(String::as_str), Some("CC01"));
}

#[test]
fn m28_back_three_onto_a_built_street() {
    let mut t = chance_table("CH09");
    t.at(A, 17)
        .own(B, &[16, 18, 19])
        .levels(&[16, 18, 19], &[3, 3, 3]);
    assert_eq!(rent_of(&t.roll(A, 2, 3)).map(|r| r.0), Some(600));
    assert_eq!((t.money(A), t.money(B)), (900, 2100));
}

#[test]
fn m29_repairs() {
    for (chance, chest, paid) in [(&["CH11"][..], &[][..], 400), (&[][..], &["CC14"][..], 505)] {
        let mut t = Table::with_decks(MonopolyConfig::default(), 4, chance, chest);
        t.own(A, &[1, 3, 6, 8, 9])
            .levels(&[1, 3], &[2, 2])
            .levels(&[6, 8, 9], &[5, 5, 5]);
        t.at(A, if chance.is_empty() { 14 } else { 4 });
        t.roll(A, 1, 2);
        assert_eq!(t.money(A), 1500 - paid);
    }
}

#[test]
fn m30_go_salary_twice_in_one_move() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &[], &["CC01"]);
    t.at(A, 38);
    t.roll(A, 2, 2);
    assert_eq!(
        (t.money(A), t.phase(), t.s.turn.doubles_count),
        (1900, "awaiting_roll", 1)
    );
}

#[test]
fn m31_pay_each_player() {
    let mut t = chance_table("CH15");
    t.at(A, 4);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1350);
    assert_eq!([t.money(B), t.money(C_), t.money(D)], [1550; 3]);
}

#[test]
fn m32_collect_from_every_player() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &[], &["CC09"]);
    t.at(A, 14);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1530);
    assert_eq!([t.money(B), t.money(C_), t.money(D)], [1490; 3]);
    let classic = MonopolyConfig {
        deck_set: DeckSet::UsClassic,
        ..Default::default()
    };
    let mut t = Table::with_decks(classic, 4, &[], &["CC09"]);
    t.at(A, 14);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1650);
    assert_eq!([t.money(B), t.money(C_), t.money(D)], [1450; 3]);
}

#[test]
fn m33_paying_several_players_while_broke() {
    let mut t = chance_table("CH15");
    t.cash(A, 100).at(A, 33);
    let events = t.roll(A, 1, 2);
    assert!(has(
        &events,
        |e| matches!(e, E::DebtOpened { total: 150, liquidation_value: 100, creditors, .. } if creditors.len() == 3)
    ));
    let events = t.play(A, C::DeclareBankruptcy {}, &[]);
    assert_eq!([t.money(B), t.money(C_), t.money(D)], [1534, 1533, 1533]);
    assert!(has(&events, |e| matches!(
        e,
        E::PlayerWentBankrupt {
            player: A,
            creditor: super::event::BankruptcyCreditor::Several
        }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::TurnStarted { player: B, .. }
    )));
}

#[test]
fn m34_deck_cycling() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &["CH07", "CH12", "CH08"], &[]);
    t.at(A, 4);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1550);
    assert_eq!(t.s.chance.last().map(String::as_str), Some("CH07"));
    assert_eq!(t.s.chance[0], "CH12");
    t.play(A, C::EndTurn {}, &[]);
    t.at(B, 4);
    let events = t.roll(B, 1, 2);
    assert!(has(
        &events,
        |e| matches!(e, E::CardDrawn { card_id, .. } if card_id == "CH12")
    ));
    t.play(B, C::EndTurn {}, &[]);
    t.at(C_, 4);
    t.roll(C_, 1, 2);
    assert_eq!(t.s.player(C_).jail_cards, vec!["CH08".to_string()]);
    assert_eq!(t.s.chance.len(), 15);
}

// --- Building ---------------------------------------------------------------------------

#[test]
fn m35_even_building() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]);
    t.play(A, build("light_blue", &[(6, 1)]), &[]);
    assert_eq!((t.money(A), t.s.bank.houses), (1450, 31));
    assert_eq!(t.reject(A, build("light_blue", &[(6, 2)])), "uneven_build");
    let events = t.play(A, build("light_blue", &[(6, 2), (8, 1), (9, 1)]), &[]);
    let steps = events.iter().find_map(|e| match e {
        E::BuildingsBought { steps, paid, .. } => Some((
            steps
                .iter()
                .map(|s| (s.square, s.from, s.to))
                .collect::<Vec<_>>(),
            *paid,
        )),
        _ => None,
    });
    assert_eq!(steps, Some((vec![(8, 0, 1), (9, 0, 1), (6, 1, 2)], 150)));
    assert_eq!(t.money(A), 1300);
    assert_eq!(t.s.group_levels("light_blue"), vec![2, 1, 1]);
    assert_eq!(t.s.bank.houses, 28);
}

#[test]
fn m36_build_refused() {
    let mut t = Table::default4();
    t.own(A, &[6, 8]);
    assert_eq!(t.reject(A, build("light_blue", &[(6, 1)])), "not_monopoly");
    t.own(A, &[9]).mortgaged(9);
    assert_eq!(
        t.reject(A, build("light_blue", &[(6, 1)])),
        "group_has_mortgage"
    );
}

#[test]
fn m37_hotel() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[4, 4, 4]);
    t.s.bank.houses = 20;
    let events = t.play(A, build("light_blue", &[(9, 5)]), &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::BuildingsBought { paid: 50, .. }
    )));
    assert_eq!((t.s.bank.houses, t.s.bank.hotels), (24, 11));
    t.at(B, 5);
    t.s.phase = Phase::AwaitingRoll;
    t.s.turn.active = B;
    assert_eq!(rent_of(&t.roll(B, 2, 2)).map(|r| r.0), Some(600));
}

#[test]
fn m38_several_levels_in_one_request() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[3, 3, 3]);
    t.s.bank.houses = 20;
    assert_eq!(t.reject(A, build("light_blue", &[(9, 5)])), "uneven_build");
    let events = t.play(A, build("light_blue", &[(6, 4), (8, 4), (9, 5)]), &[]);
    let bought = events.iter().find_map(|e| match e {
        E::BuildingsBought { steps, paid, .. } => Some((
            steps
                .iter()
                .map(|s| (s.square, s.from, s.to))
                .collect::<Vec<_>>(),
            *paid,
        )),
        _ => None,
    });
    assert_eq!(
        bought,
        Some((vec![(6, 3, 4), (8, 3, 4), (9, 3, 4), (9, 4, 5)], 200))
    );
    assert_eq!((t.s.bank.houses, t.s.bank.hotels), (21, 11));
}

#[test]
fn m39_even_selling() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[4, 4, 4]);
    t.play(A, sell("light_blue", &[(6, 3)]), &[]);
    assert_eq!(t.money(A), 1525);
    assert_eq!(t.reject(A, sell("light_blue", &[(6, 2)])), "uneven_sell");
}

#[test]
fn m40_hotel_sold_back_to_four_houses() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[4, 4, 5]);
    t.s.bank.houses = 10;
    t.play(A, sell("light_blue", &[(9, 4)]), &[]);
    assert_eq!(t.money(A), 1525);
    assert_eq!((t.s.bank.houses, t.s.bank.hotels), (6, 12));
}

#[test]
fn m41_hotel_sale_with_no_houses_in_the_bank() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[4, 4, 5]);
    t.s.bank.houses = 0;
    assert_eq!(
        t.reject(A, sell("light_blue", &[(9, 4)])),
        "insufficient_houses"
    );
    t.play(A, sell("light_blue", &[(6, 3), (8, 3), (9, 2)]), &[]);
    assert_eq!(t.money(A), 1625);
    assert_eq!((t.s.bank.houses, t.s.bank.hotels), (0, 12));
}

#[test]
fn m42_jp_hotel_redistribution() {
    let mut t = Table::new(MonopolyConfig {
        hotel_breakdown: HotelBreakdown::RedistributeOnly,
        ..Default::default()
    });
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[4, 4, 5]);
    t.s.bank.houses = 10;
    assert_eq!(
        t.reject(A, sell("light_blue", &[(9, 4)])),
        "hotel_breakdown_needs_bank_houses"
    );
    t.play(A, sell("light_blue", &[(6, 2), (8, 3), (9, 3)]), &[]);
    assert_eq!(t.money(A), 1625);
    assert_eq!((t.s.bank.houses, t.s.bank.hotels), (10, 12));
}

fn shortage_table(config: MonopolyConfig) -> Table {
    let mut t = Table::new(config);
    t.own(A, &[6, 8, 9]).own(B, &[16, 18, 19]);
    t.s.bank.houses = 2;
    t
}

#[test]
fn m43_shortage_claim_round_and_unit_auction() {
    let mut t = shortage_table(MonopolyConfig::default());
    let events = t.play(A, build("light_blue", &[(6, 1), (8, 1)]), &[]);
    assert!(has(
        &events,
        |e| matches!(e, E::BuildingClaimRoundStarted { eligible, supply, .. } if *eligible == vec![B] && supply.houses == 2)
    ));
    assert_eq!(Monopoly::status(&t.s), Status::Awaiting(vec![B]));
    let claim = C::ClaimBuildings {
        shortage_id: "s1".into(),
        group: "orange".into(),
        target: target(&[(16, 1)]),
    };
    let events = t.play(B, claim, &[]);
    assert!(has(
        &events,
        |e| matches!(e, E::AuctionStarted { order, min_opening: 50, step: 1, item: AuctionItem::Building { .. }, .. } if *order == vec![A, B])
    ));
    let id = t.auction_id();
    t.play(
        A,
        C::Bid {
            auction_id: id.clone(),
            amount: 50,
        },
        &[],
    );
    t.play(
        B,
        C::Bid {
            auction_id: id.clone(),
            amount: 120,
        },
        &[],
    );
    let events = t.play(A, C::PassBid { auction_id: id }, &[]);
    assert_eq!(t.money(B), 1380);
    assert_eq!(t.s.deed(16).level, 1);
    assert_eq!(t.money(A), 1450);
    assert_eq!(t.s.deed(6).level, 1);
    assert_eq!(t.s.deed(8).level, 0);
    assert!(has(&events, |e| matches!(
        e,
        E::BuildRequestCancelled {
            player: A,
            units: 1,
            ..
        }
    )));
    assert_eq!(t.s.bank.houses, 0);
    assert_eq!(t.phase(), "awaiting_roll");
}

#[test]
fn a_build_is_refused_at_once_when_the_bank_has_none_of_the_buildings() {
    let mut t = shortage_table(MonopolyConfig::default());
    t.s.bank.houses = 0;
    assert_eq!(
        t.reject(A, build("light_blue", &[(6, 1), (8, 1)])),
        "insufficient_houses"
    );
    assert_eq!(t.phase(), "awaiting_roll");
    t.s.bank.houses = 12;
    t.levels(&[6, 8, 9], &[4, 4, 4]);
    t.s.bank.hotels = 0;
    assert_eq!(
        t.reject(A, build("light_blue", &[(6, 5)])),
        "insufficient_hotels"
    );
}

#[test]
fn m44_shortage_first_come() {
    let mut t = shortage_table(MonopolyConfig {
        building_shortage: BuildingShortage::FirstCome,
        ..Default::default()
    });
    t.play(A, build("light_blue", &[(6, 1), (8, 1)]), &[]);
    assert_eq!((t.money(A), t.s.bank.houses), (1400, 0));
    assert_eq!(
        t.reject(B, build("orange", &[(16, 1)])),
        "insufficient_houses"
    );
}

#[test]
fn m45_no_shortage() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).own(B, &[16, 18, 19]);
    let events = t.play(A, build("light_blue", &[(6, 1), (8, 1)]), &[]);
    assert!(!has(&events, |e| matches!(
        e,
        E::BuildingClaimRoundStarted { .. }
    )));
    assert_eq!(t.s.bank.houses, 30);
}

// --- Mortgages and trades ---------------------------------------------------------------

#[test]
fn m46_mortgage_and_interest() {
    for (square, up, down) in [(39u8, 220, 220), (37, 193, 192), (12, 83, 82)] {
        for (rounding, cost) in [(InterestRounding::Up, up), (InterestRounding::Down, down)] {
            let mut t = Table::new(MonopolyConfig {
                interest_rounding: rounding,
                ..Default::default()
            });
            t.own(A, &[square]);
            t.play(
                A,
                C::Mortgage {
                    square: i64::from(square),
                },
                &[],
            );
            let value = data::square(square).mortgage_value();
            assert_eq!(t.money(A), 1500 + value);
            t.play(
                A,
                C::Unmortgage {
                    square: i64::from(square),
                },
                &[],
            );
            assert_eq!(t.money(A), 1500 + value - cost);
        }
    }
}

#[test]
fn m47_mortgage_needs_an_empty_group() {
    let mut t = Table::default4();
    t.own(A, &[6, 8, 9]).levels(&[6, 8, 9], &[1, 1, 1]);
    assert_eq!(
        t.reject(A, C::Mortgage { square: 9 }),
        "group_has_buildings"
    );
    t.play(A, sell("light_blue", &[(6, 0), (8, 0), (9, 0)]), &[]);
    assert_eq!(t.money(A), 1575);
    t.play(A, C::Mortgage { square: 9 }, &[]);
    assert_eq!(t.money(A), 1635);
}

fn accept(trade_id: &str, choices: &[(u8, MortgageChoice)]) -> C {
    C::AcceptTrade {
        trade_id: trade_id.into(),
        recipient_mortgage_choices: choices.iter().map(|(q, c)| (q.to_string(), *c)).collect(),
    }
}

#[test]
fn m48_trading_a_mortgaged_deed() {
    for (config, choice, b_after, mortgaged) in [
        (MonopolyConfig::default(), MortgageChoice::Keep, 1382, true),
        (MonopolyConfig::default(), MortgageChoice::Lift, 1207, false),
        (
            MonopolyConfig {
                mortgage_transfer_fee: false,
                ..Default::default()
            },
            MortgageChoice::Keep,
            1400,
            true,
        ),
    ] {
        let mut t = Table::new(config);
        t.own(A, &[37]).mortgaged(37);
        t.play(A, propose(B, side(0, &[37]), side(100, &[])), &[]);
        t.play(B, accept("t1", &[(37, choice)]), &[]);
        assert_eq!((t.money(A), t.money(B)), (1600, b_after));
        assert_eq!(
            (t.s.deed(37).owner, t.s.deed(37).mortgaged),
            (Some(B), mortgaged)
        );
        if choice == MortgageChoice::Keep && b_after == 1382 {
            t.play(B, C::Unmortgage { square: 37 }, &[]);
            assert_eq!(t.money(B), 1189);
        }
    }
}

#[test]
fn m49_trade_validation() {
    let mut t = Table::default4();
    t.own(A, &[11, 13, 14]).levels(&[11, 13, 14], &[0, 1, 0]);
    assert_eq!(
        t.reject(A, propose(B, side(100, &[]), side(0, &[]))),
        "empty_side"
    );
    assert_eq!(
        t.reject(A, propose(B, side(0, &[11]), side(10, &[]))),
        "group_has_buildings"
    );
    // "$2,000 for $10" moves only cash (`cash_only_trade`); asking for a deed of B's
    // reaches the cash check.
    assert_eq!(
        t.reject(A, propose(B, side(2000, &[]), side(10, &[]))),
        "cash_only_trade"
    );
    t.own(B, &[1]);
    assert_eq!(
        t.reject(A, propose(B, side(2000, &[]), side(0, &[1]))),
        "insufficient_funds"
    );
}

#[test]
fn m50_stale_trade() {
    let mut t = Table::default4();
    t.own(A, &[5]);
    t.play(A, propose(B, side(0, &[5]), side(300, &[])), &[]);
    let events = t.play(A, C::Mortgage { square: 5 }, &[]);
    let voided = events
        .iter()
        .find(|e| {
            matches!(
                e,
                E::TradeVoided {
                    reason: super::state::VoidReason::Stale,
                    ..
                }
            )
        })
        .expect("voided");
    for (viewer, sees) in [(A, true), (B, true), (C_, false), (D, false)] {
        assert_eq!(
            Monopoly::event_view(&t.s, voided, Viewer::Seat(viewer)).is_some(),
            sees
        );
    }
    assert_eq!(t.reject(B, accept("t1", &[])), "trade_stale");
    assert_eq!(t.s.deed(5).owner, Some(A));
}

#[test]
fn m51_trade_window() {
    for (window, accepted_now) in [
        (TradeWindow::StablePhases, true),
        (TradeWindow::BetweenTurns, false),
    ] {
        let mut t = Table::new(MonopolyConfig {
            trade_window: window,
            ..Default::default()
        });
        t.own(C_, &[3]).at(A, 0);
        t.roll(A, 2, 2);
        assert_eq!(t.phase(), "awaiting_roll");
        t.play(D, propose(C_, side(200, &[]), side(0, &[3])), &[]);
        if accepted_now {
            t.play(C_, accept("t1", &[]), &[]);
            assert_eq!(t.s.deed(3).owner, Some(D));
        } else {
            assert_eq!(t.reject(C_, accept("t1", &[])), "trade_window_closed");
            t.roll(A, 1, 2);
            assert_eq!(t.phase(), "awaiting_end_turn");
            t.play(C_, accept("t1", &[]), &[]);
            assert_eq!(t.s.deed(3).owner, Some(D));
        }
    }
    let mut t = Table::default4();
    t.own(C_, &[3]).at(A, 35);
    t.roll(A, 1, 3);
    t.play(D, propose(C_, side(200, &[]), side(0, &[3])), &[]);
    t.play(A, C::DeclineProperty { square: 39 }, &[]);
    assert_eq!(t.reject(C_, accept("t1", &[])), "trade_window_closed");
}

// --- Auctions ---------------------------------------------------------------------------

fn declined_boardwalk(config: MonopolyConfig) -> Table {
    let mut t = Table::new(config);
    t.at(A, 35);
    t.roll(A, 1, 3);
    t.play(A, C::DeclineProperty { square: 39 }, &[]);
    t
}

#[test]
fn m52_default_auction() {
    let mut t = declined_boardwalk(MonopolyConfig::default());
    let id = t.auction_id();
    let bid = |amount| C::Bid {
        auction_id: id.clone(),
        amount,
    };
    let pass = C::PassBid {
        auction_id: id.clone(),
    };
    t.play(A, bid(100), &[]);
    t.play(B, bid(150), &[]);
    t.play(C_, pass.clone(), &[]);
    t.play(D, pass.clone(), &[]);
    t.play(A, bid(151), &[]);
    let events = t.play(B, pass, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::AuctionEnded {
            winner: Some(A),
            amount: Some(151),
            ..
        }
    )));
    assert_eq!(
        (t.money(A), t.s.deed(39).owner, t.phase()),
        (1349, Some(A), "awaiting_end_turn")
    );
}

#[test]
fn m53_jp_ten_dollar_auction() {
    let mut t = declined_boardwalk(MonopolyConfig {
        auction_step: 10,
        ..Default::default()
    });
    let id = t.auction_id();
    let bid = |amount| C::Bid {
        auction_id: id.clone(),
        amount,
    };
    let pass = C::PassBid {
        auction_id: id.clone(),
    };
    assert_eq!(t.reject(A, bid(5)), "bid_not_multiple_of_step");
    t.play(A, bid(10), &[]);
    assert_eq!(t.reject(B, bid(15)), "bid_not_multiple_of_step");
    t.play(B, bid(20), &[]);
    assert_eq!(t.reject(C_, bid(20)), "bid_too_low");
    t.play(C_, pass.clone(), &[]);
    t.play(D, pass.clone(), &[]);
    t.play(A, pass, &[]);
    assert_eq!((t.s.deed(39).owner, t.money(B)), (Some(B), 1480));
}

#[test]
fn m54_nobody_bids() {
    let mut t = declined_boardwalk(MonopolyConfig::default());
    let id = t.auction_id();
    for seat in [A, B, C_] {
        t.play(
            seat,
            C::PassBid {
                auction_id: id.clone(),
            },
            &[],
        );
    }
    let events = t.play(D, C::PassBid { auction_id: id }, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::AuctionEnded { winner: None, .. }
    )));
    assert_eq!((t.s.deed(39).owner, t.phase()), (None, "awaiting_end_turn"));
}

#[test]
fn m55_bid_above_cash() {
    let mut t = declined_boardwalk(MonopolyConfig::default());
    t.cash(B, 120).own(B, &[1]);
    let id = t.auction_id();
    t.play(
        A,
        C::PassBid {
            auction_id: id.clone(),
        },
        &[],
    );
    assert_eq!(
        t.reject(
            B,
            C::Bid {
                auction_id: id.clone(),
                amount: 130
            }
        ),
        "insufficient_funds"
    );
    t.play(B, C::Mortgage { square: 1 }, &[]);
    t.play(
        B,
        C::Bid {
            auction_id: id,
            amount: 130,
        },
        &[],
    );
}

#[test]
fn m56_first_bidder_option() {
    let t = declined_boardwalk(MonopolyConfig {
        auction_first_bidder: AuctionFirstBidder::NextAfterDecliner,
        ..Default::default()
    });
    let Phase::Auction(a) = &t.s.phase else {
        panic!("auction")
    };
    assert_eq!((a.order.clone(), a.to_act), (vec![B, C_, D, A], B));
}

// --- Debt and bankruptcy ----------------------------------------------------------------

#[test]
fn m57_bankruptcy_refused_while_liquidation_suffices() {
    let mut t = Table::default4();
    t.cash(A, 100)
        .own(A, &[39])
        .own(B, &[6, 8, 9])
        .levels(&[6, 8, 9], &[3, 3, 3])
        .at(A, 4);
    let events = t.roll(A, 2, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::DebtOpened {
            total: 300,
            liquidation_value: 300,
            ..
        }
    )));
    assert_eq!(
        t.reject(A, C::DeclareBankruptcy {}),
        "can_pay_by_liquidation"
    );
    let events = t.play(A, C::Mortgage { square: 39 }, &[]);
    assert!(has(&events, |e| matches!(e, E::DebtPaid { .. })));
    assert_eq!((t.money(A), t.money(B)), (0, 1800));
}

#[test]
fn m58_bankruptcy_to_a_player() {
    for (choice, b_after) in [(MortgageChoice::Keep, 1597), (MortgageChoice::Lift, 1567)] {
        let mut t = Table::default4();
        t.cash(A, 100)
            .own(A, &[3, 6])
            .mortgaged(3)
            .own(B, &[37, 39])
            .levels(&[37, 39], &[2, 2])
            .at(A, 35);
        t.s.community_chest.retain(|c| c != "CC05");
        t.s.players[0].jail_cards.push("CC05".into());
        let events = t.roll(A, 1, 3);
        assert!(has(&events, |e| matches!(
            e,
            E::DebtOpened {
                total: 600,
                liquidation_value: 150,
                ..
            }
        )));
        let events = t.play(A, C::DeclareBankruptcy {}, &[]);
        assert_eq!(t.money(B), 1600);
        assert_eq!((t.s.deed(3).owner, t.s.deed(6).owner), (Some(B), Some(B)));
        assert_eq!(t.s.player(B).jail_cards, vec!["CC05".to_string()]);
        assert!(has(&events, |e| matches!(
            e,
            E::PlayerWentBankrupt {
                player: A,
                creditor: super::event::BankruptcyCreditor::Player(B)
            }
        )));
        assert_eq!(
            t.s.phase,
            Phase::MortgageTransferDecision {
                player: B,
                squares: vec![3]
            }
        );
        let choices = BTreeMap::from([("3".to_string(), choice)]);
        let events = t.play(B, C::ResolveMortgageTransfer { choices }, &[]);
        assert_eq!(t.money(B), b_after);
        assert!(has(&events, |e| matches!(
            e,
            E::TurnStarted { player: B, .. }
        )));
        assert_eq!(t.s.community_chest.len(), 15);
    }
}

#[test]
fn m59_bankruptcy_to_a_player_with_buildings() {
    let mut t = Table::default4();
    t.cash(A, 20)
        .own(A, &[6, 8, 9])
        .levels(&[6, 8, 9], &[1, 1, 1]);
    t.own(B, &[21, 23, 24])
        .levels(&[21, 23, 24], &[2, 2, 2])
        .at(A, 20);
    let houses = t.s.bank.houses;
    let events = t.roll(A, 1, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::DebtOpened {
            total: 300,
            liquidation_value: 255,
            ..
        }
    )));
    let events = t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::BuildingsSold { proceeds: 75, .. }
    )));
    assert_eq!(t.s.bank.houses, houses + 3);
    assert_eq!(t.money(B), 1595);
    for q in [6, 8, 9] {
        assert_eq!((t.s.deed(q).owner, t.s.deed(q).mortgaged), (Some(B), false));
    }
    assert_eq!(t.s.turn.active, B);
    assert_eq!(t.phase(), "awaiting_roll");
}

#[test]
fn m60_bankruptcy_to_the_bank() {
    let mut t = Table::default4();
    t.cash(A, 50).own(A, &[1]).at(A, 1);
    let events = t.roll(A, 1, 2);
    assert!(has(&events, |e| matches!(
        e,
        E::DebtOpened {
            total: 200,
            liquidation_value: 80,
            ..
        }
    )));
    let events = t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::CashTransferred {
            from: Party::Player(A),
            to: Party::Bank,
            amount: 50,
            ..
        }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::PlayerWentBankrupt {
            player: A,
            creditor: super::event::BankruptcyCreditor::Bank
        }
    )));
    assert!(has(
        &events,
        |e| matches!(e, E::AuctionStarted { item: AuctionItem::Property { square: 1, .. }, order, .. } if *order == vec![B, C_, D])
    ));
    let id = t.auction_id();
    t.play(
        B,
        C::Bid {
            auction_id: id.clone(),
            amount: 10,
        },
        &[],
    );
    t.play(
        C_,
        C::PassBid {
            auction_id: id.clone(),
        },
        &[],
    );
    let events = t.play(D, C::PassBid { auction_id: id }, &[]);
    assert_eq!(
        (t.money(B), t.s.deed(1).owner, t.s.deed(1).mortgaged),
        (1490, Some(B), false)
    );
    assert!(has(&events, |e| matches!(
        e,
        E::TurnStarted { player: B, .. }
    )));
}

#[test]
fn m61_bank_sale_of_a_mortgaged_deed() {
    for (config, expected) in [
        (MonopolyConfig::default(), None),
        (
            MonopolyConfig {
                bank_auction_mortgaged: BankAuctionMortgaged::AsIs,
                ..Default::default()
            },
            Some((1487, 1457)),
        ),
    ] {
        for choice in [MortgageChoice::Keep, MortgageChoice::Lift] {
            let mut t = Table::new(config.clone());
            t.cash(A, 50).own(A, &[1]).mortgaged(1).at(A, 1);
            let events = t.roll(A, 1, 2);
            assert!(has(&events, |e| matches!(
                e,
                E::DebtOpened {
                    liquidation_value: 50,
                    ..
                }
            )));
            t.play(A, C::DeclareBankruptcy {}, &[]);
            let id = t.auction_id();
            t.play(
                B,
                C::Bid {
                    auction_id: id.clone(),
                    amount: 10,
                },
                &[],
            );
            t.play(
                C_,
                C::PassBid {
                    auction_id: id.clone(),
                },
                &[],
            );
            t.play(D, C::PassBid { auction_id: id }, &[]);
            match expected {
                None => assert_eq!((t.s.deed(1).mortgaged, t.money(B)), (false, 1490)),
                Some((keep, lift)) => {
                    assert_eq!(
                        t.s.phase,
                        Phase::MortgageTransferDecision {
                            player: B,
                            squares: vec![1]
                        }
                    );
                    let choices = BTreeMap::from([("1".to_string(), choice)]);
                    t.play(B, C::ResolveMortgageTransfer { choices }, &[]);
                    let expected = if choice == MortgageChoice::Keep {
                        keep
                    } else {
                        lift
                    };
                    assert_eq!(t.money(B), expected);
                }
            }
        }
    }
}

fn rescue_table() -> Table {
    let mut t = Table::new(MonopolyConfig {
        rescue_negotiation: true,
        ..Default::default()
    });
    t.cash(A, 100)
        .own(A, &[37])
        .own(B, &[26, 27, 29])
        .levels(&[26, 27, 29], &[2, 2, 2])
        .at(A, 25);
    let events = t.roll(A, 1, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::DebtOpened {
            total: 360,
            liquidation_value: 275,
            ..
        }
    )));
    assert!(has(&events, |e| matches!(e, E::RescueOpened { .. })));
    t
}

fn rescue_offer() -> C {
    C::ProposeTrade {
        to: A,
        give: side(300, &[]),
        take: side(0, &[37]),
        proposer_mortgage_choices: BTreeMap::new(),
        counter_to: None,
        expires_at: None,
        rescue: true,
    }
}

#[test]
fn m62_jp_rescue() {
    let mut t = rescue_table();
    assert_eq!(t.reject(B, rescue_offer()), "creditor_cannot_rescue");
    t.play(C_, rescue_offer(), &[]);
    assert_eq!(t.reject(A, C::DeclareBankruptcy {}), "rescue_available");
    let events = t.play(A, accept("t1", &[]), &[]);
    assert!(has(&events, |e| matches!(e, E::DebtPaid { .. })));
    assert_eq!((t.money(A), t.money(B), t.money(C_)), (40, 1860, 1200));
    assert_eq!(t.s.deed(37).owner, Some(C_));
}

#[test]
fn m63_rescue_window_expires_without_offers() {
    let mut t = rescue_table();
    let events = t.play(
        A,
        C::Timeout {
            timer: Timer::Rescue,
            trade_id: None,
        },
        &[],
    );
    assert!(matches!(
        events[0],
        E::DeadlineExpired {
            timer: Timer::Rescue,
            player: A,
            ..
        }
    ));
    assert!(t.s.player(A).bankrupt);
    assert_eq!((t.money(B), t.s.deed(37).owner), (1600, Some(B)));
}

fn rescue(give_cash: i64, take: TradeSide, choices: &[(u8, MortgageChoice)]) -> C {
    C::ProposeTrade {
        to: A,
        give: side(give_cash, &[]),
        take,
        proposer_mortgage_choices: choices.iter().map(|(q, c)| (q.to_string(), *c)).collect(),
        counter_to: None,
        expires_at: None,
        rescue: true,
    }
}

fn rescue_timeout() -> C {
    C::Timeout {
        timer: Timer::Rescue,
        trade_id: None,
    }
}

/// A owes B $1,400 (Boardwalk with three houses) with $100 and deeds 1 and 3 (liquidation
/// value $160); C, holding $1,500, offers $1,000 for each deed: together more than C has.
fn overcommitted_rescuer() -> Table {
    let mut t = Table::new(MonopolyConfig {
        rescue_negotiation: true,
        ..Default::default()
    });
    t.cash(A, 100)
        .own(A, &[1, 3])
        .own(B, &[37, 39])
        .levels(&[37, 39], &[3, 3])
        .at(A, 35);
    let events = t.roll(A, 1, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::DebtOpened { total: 1400, .. }
    )));
    assert_eq!(t.phase(), "rescue");
    t.play(C_, rescue(1000, side(0, &[1]), &[]), &[]);
    t.play(C_, rescue(1000, side(0, &[3]), &[]), &[]);
    t
}

#[test]
fn rescue_offers_beyond_the_rescuers_cash_do_not_block_bankruptcy() {
    let mut t = overcommitted_rescuer();
    let events = t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::PlayerWentBankrupt { player: A, .. }
    )));
    assert_eq!((t.money(C_), t.s.deed(1).owner), (1500, Some(B)));
}

#[test]
fn rescue_window_close_never_executes_offers_the_rescuer_cannot_pay() {
    let mut t = overcommitted_rescuer();
    t.play(A, rescue_timeout(), &[]);
    assert!(t.s.player(A).bankrupt);
    assert_eq!(t.money(C_), 1500);
    assert!(t.s.owned_by(C_).is_empty());
}

#[test]
fn after_one_rescue_offer_is_accepted_the_unpayable_one_no_longer_counts() {
    let mut t = overcommitted_rescuer();
    t.play(A, accept("t1", &[]), &[]);
    assert_eq!((t.money(A), t.money(C_), t.phase()), (1100, 500, "rescue"));
    assert_eq!(t.reject(A, accept("t2", &[])), "insufficient_funds");
    t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(t.s.player(A).bankrupt);
    assert_eq!(t.money(C_), 500);
}

#[test]
fn payable_rescue_offers_still_block_bankruptcy_and_execute_at_the_close() {
    let mut t = Table::new(MonopolyConfig {
        rescue_negotiation: true,
        ..Default::default()
    });
    t.cash(A, 100)
        .own(A, &[1, 3])
        .own(B, &[37, 39])
        .levels(&[37, 39], &[3, 3])
        .at(A, 35);
    t.roll(A, 1, 3);
    t.cash(C_, 2500);
    t.play(C_, rescue(1000, side(0, &[1]), &[]), &[]);
    t.play(C_, rescue(1000, side(0, &[3]), &[]), &[]);
    assert_eq!(t.reject(A, C::DeclareBankruptcy {}), "rescue_available");
    t.play(A, rescue_timeout(), &[]);
    assert_eq!((t.money(A), t.money(B), t.money(C_)), (700, 2900, 500));
    assert_eq!(t.s.owned_by(C_), vec![1, 3]);
}

#[test]
fn rescue_offers_count_the_mortgage_fee_the_rescuer_pays() {
    let table = || {
        let mut t = Table::new(MonopolyConfig {
            rescue_negotiation: true,
            ..Default::default()
        });
        t.cash(A, 100)
            .own(A, &[37])
            .mortgaged(37)
            .own(B, &[26, 27, 29])
            .levels(&[26, 27, 29], &[2, 2, 2])
            .at(A, 25)
            .cash(C_, 300);
        t.roll(A, 1, 3);
        assert_eq!(t.phase(), "rescue");
        // $300 for Park Place, kept mortgaged: C would also owe the $18 transfer fee.
        t.play(
            C_,
            rescue(300, side(0, &[37]), &[(37, MortgageChoice::Keep)]),
            &[],
        );
        t
    };
    let mut t = table();
    assert_eq!(t.reject(A, accept("t1", &[])), "insufficient_funds");
    t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(t.s.player(A).bankrupt);
    let mut t = table();
    t.play(A, rescue_timeout(), &[]);
    assert!(t.s.player(A).bankrupt);
    assert_eq!(t.money(C_), 300);
}

#[test]
fn a_rescue_offer_takes_no_cash_from_the_debtor() {
    let mut t = rescue_table();
    let take = |cash: i64| TradeSide {
        cash,
        squares: vec![37],
        jail_cards: vec![],
    };
    for cash in [1000, 1] {
        assert_eq!(
            t.reject(C_, rescue(300, take(cash), &[])),
            "rescue_must_give_cash_only"
        );
    }
    t.play(C_, rescue(300, take(0), &[]), &[]);
}

#[test]
fn trades_of_cash_for_cash_are_refused() {
    let mut t = Table::default4();
    t.own(B, &[3]);
    assert_eq!(
        t.reject(A, propose(B, side(500, &[]), side(1, &[]))),
        "cash_only_trade"
    );
    let mut rescue_case = rescue_table();
    assert_eq!(
        rescue_case.reject(C_, rescue(300, side(1000, &[]), &[])),
        "cash_only_trade"
    );
    t.play(A, propose(B, side(500, &[]), side(1, &[3])), &[]);
}

// --- Other rules and end of game --------------------------------------------------------

#[test]
fn m64_owner_in_jail_still_collects() {
    for (rent_in_jail, a_after, b_after) in [(true, 1480, 1520), (false, 1500, 1500)] {
        let mut t = Table::new(MonopolyConfig {
            rent_in_jail,
            ..Default::default()
        });
        t.jail(B, 0).own(B, &[24]).at(A, 20);
        t.roll(A, 1, 3);
        assert_eq!((t.money(A), t.money(B)), (a_after, b_after));
    }
}

#[test]
fn m65_advance_to_illinois_from_chance_3() {
    let mut t = chance_table("CH02");
    t.at(A, 33);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1700);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 24,
            price: 240
        }
    );
}

#[test]
fn m66_taxes() {
    let mut t = Table::default4();
    t.at(A, 1);
    t.roll(A, 1, 2);
    assert_eq!(t.money(A), 1300);
    for (luxury_tax, after) in [(100, 1400), (75, 1425)] {
        let mut t = Table::new(MonopolyConfig {
            luxury_tax,
            ..Default::default()
        });
        t.at(A, 35);
        t.roll(A, 1, 2);
        assert_eq!(t.money(A), after);
    }
    for (option, after) in [
        (IncomeTaxOption::Percent, 1005 - 165),
        (IncomeTaxOption::Flat, 1005 - 200),
    ] {
        let mut t = Table::new(MonopolyConfig {
            income_tax: IncomeTax::Choice200Or10pct,
            ..Default::default()
        });
        t.cash(A, 1005).own(A, &[39, 24]).mortgaged(39).at(A, 1);
        t.roll(A, 1, 2);
        assert_eq!(t.phase(), "income_tax_choice");
        let events = t.play(A, C::ChooseIncomeTax { option }, &[]);
        if option == IncomeTaxOption::Percent {
            assert!(has(&events, |e| matches!(
                e,
                E::IncomeTaxAssessed {
                    total_worth: Some(1645),
                    amount: 165,
                    ..
                }
            )));
        }
        assert_eq!(t.money(A), after);
    }
    let mut t = Table::default4();
    assert_eq!(
        t.reject(
            A,
            C::ChooseIncomeTax {
                option: IncomeTaxOption::Flat
            }
        ),
        "option_disabled"
    );
}

#[test]
fn m67_net_worth_at_a_round_limit() {
    let mut t = Table::new(MonopolyConfig {
        end_condition: EndCondition::RoundLimit { rounds: 1 },
        ..Default::default()
    });
    t.cash(A, 300).own(A, &[39, 37]).mortgaged(37);
    t.cash(B, 200)
        .own(B, &[6, 8, 9])
        .levels(&[6, 8, 9], &[4, 4, 5]);
    t.cash(C_, 900);
    t.s.players[3].bankrupt = true;
    t.s.players[3].cash = 0;
    t.s.bankrupt_order.push(D);
    t.s.turn.active = C_;
    t.s.phase = Phase::AwaitingEndTurn;
    let events = t.play(C_, C::EndTurn {}, &[]);
    let standings = events.iter().find_map(|e| match e {
        E::GameEnded {
            reason: super::event::EndReason::RoundLimit,
            standings,
            ..
        } => Some(
            standings
                .iter()
                .map(|s| (s.player, s.net_worth))
                .collect::<Vec<_>>(),
        ),
        _ => None,
    });
    assert_eq!(standings, Some(vec![(B, 1170), (C_, 900), (A, 875)]));
    assert!(!has(&events, |e| matches!(e, E::TurnStarted { .. })));
    let Status::Finished(outcome) = Monopoly::status(&t.s) else {
        panic!("the game is finished");
    };
    assert_eq!(outcome.ranks(), vec![3, 1, 2, 4]);
    let scores: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![875, 1170, 900, 0]);
    assert_eq!(outcome.reason, "round_limit");
}

#[test]
fn m68_last_player_standing() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 2, &[], &[]);
    t.cash(A, 3).own(B, &[6]).at(A, 3);
    t.roll(A, 1, 2);
    let events = t.play(A, C::DeclareBankruptcy {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::GameEnded {
            reason: super::event::EndReason::LastPlayerStanding,
            winner: Some(B),
            ..
        }
    )));
    assert!(matches!(Monopoly::status(&t.s), Status::Finished(o) if o.winners() == vec![B]));
}

#[test]
fn m69_views_hide_private_trades_and_deck_orders() {
    let mut t = Table::default4();
    t.own(C_, &[3]);
    let events = t.play(A, propose(C_, side(100, &[]), side(0, &[3])), &[]);
    for (viewer, sees) in [(A, true), (B, false), (C_, true), (D, false)] {
        let seen = events
            .iter()
            .filter_map(|e| Monopoly::event_view(&t.s, e, Viewer::Seat(viewer)))
            .count();
        assert_eq!(seen > 0, sees, "seat {viewer}");
        assert_eq!(
            Monopoly::view(&t.s, Viewer::Seat(viewer)).trades.len(),
            usize::from(sees)
        );
    }
    let events = t.play(C_, accept("t1", &[]), &[]);
    for viewer in [A, B, C_, D] {
        assert!(events.iter().any(|e| matches!(
            Monopoly::event_view(&t.s, e, Viewer::Seat(viewer)),
            Some(E::TradeExecuted { .. })
        )));
    }
    let order = t.s.chance.join("\",\"");
    for viewer in [Viewer::Seat(A), Viewer::Spectator] {
        let view = serde_json::to_string(&Monopoly::view(&t.s, viewer)).unwrap();
        assert!(!view.contains(&order));
        for event in &t.log {
            let shown = serde_json::to_string(&Monopoly::event_view(&t.s, event, viewer)).unwrap();
            assert!(!shown.contains(&order), "{shown}");
        }
    }
    let audit: Vec<_> = t
        .log
        .iter()
        .filter_map(|e| Monopoly::event_view(&t.s, e, Viewer::Auditor))
        .collect();
    assert!(
        audit
            .iter()
            .any(|e| matches!(e, E::DeckShuffled { order: Some(_), .. }))
    );
}

#[test]
fn closed_trades_leave_the_views_and_keep_their_parties_and_end() {
    let mut t = Table::default4();
    t.own(C_, &[3]);
    t.own(B, &[1]);
    t.play(A, propose(C_, side(100, &[]), side(0, &[3])), &[]);
    t.play(A, propose(B, side(50, &[]), side(0, &[1])), &[]);
    t.play(
        C_,
        C::RejectTrade {
            trade_id: "t1".into(),
        },
        &[],
    );
    for viewer in [A, C_] {
        let ids: Vec<_> = Monopoly::view(&t.s, Viewer::Seat(viewer))
            .trades
            .iter()
            .map(|trade| trade.trade_id.clone())
            .collect();
        let expected: &[&str] = if viewer == A { &["t2"] } else { &[] };
        assert_eq!(ids, expected, "seat {viewer}");
    }
    assert!(t.s.open_trade("t1").is_none());
    assert_eq!(
        t.s.trade("t1").map(|tr| tr.status()),
        Some(TradeStatus::Rejected)
    );
    let again = C::RejectTrade {
        trade_id: "t1".into(),
    };
    assert_eq!(t.reject(C_, again.clone()), "trade_not_open");
    assert_eq!(t.reject(B, again), "trade_not_found", "B is no party to t1");
    assert_eq!(t.reject(C_, accept("t9", &[])), "trade_not_found");
}

#[test]
fn m69_seed_reveal_matches_deck_order_revealed() {
    use crate::engine::{GameRng, rng};
    let seed = [9u8; rng::SEED_LEN];
    let config = MonopolyConfig {
        end_condition: EndCondition::RoundLimit { rounds: 1 },
        ..Default::default()
    };
    let setup = Monopoly::setup(&config, 2, &mut GameRng::for_entry(&seed, 1));
    let mut state = replay::<Monopoly>(&setup);
    let mut log = setup.clone();
    let mut entry = 1;
    while let Status::Awaiting(awaited) = Monopoly::status(&state) {
        entry += 1;
        let seat = awaited[0];
        let command = super::policy::simple_policy(&state, seat).expect("the policy acts");
        let events = crate::engine::play::<Monopoly>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entry),
        )
        .expect("accepted");
        events.iter().for_each(|e| Monopoly::evolve(&mut state, e));
        log.extend(events);
    }
    let revealed: Vec<Vec<String>> = log
        .iter()
        .filter_map(|e| match e {
            E::DeckOrderRevealed { initial_order, .. } => Some(initial_order.clone()),
            _ => None,
        })
        .collect();
    let mut rng = GameRng::for_entry(&seed, 1);
    let mut chance = ids(&data::board().chance);
    let mut chest = ids(&data::board().community_chest);
    rng.shuffle(&mut chance);
    rng.shuffle(&mut chest);
    assert_eq!(revealed, vec![chance, chest]);
}

#[test]
fn m70_replay_reproduces_the_state() {
    let mut t = Table::with_decks(MonopolyConfig::default(), 4, &["CH15"], &["CC09"]);
    t.roll(A, 3, 4);
    t.play(A, C::EndTurn {}, &[]);
    t.roll(B, 1, 2);
    t.play(B, C::BuyProperty { square: 3 }, &[]);
    assert_eq!(t.money(B), 1490);
    let json = serde_json::to_string(&t.log).unwrap();
    let stored: Vec<E> = serde_json::from_str(&json).unwrap();
    assert!(replay::<Monopoly>(&stored) == t.s);
}

// --- JSON boundary ----------------------------------------------------------------------

#[test]
fn commands_reject_unknown_fields_and_types() {
    let ok: C = serde_json::from_str(r#"{"type":"bid","auction_id":"a1","amount":5}"#).unwrap();
    assert_eq!(
        ok,
        C::Bid {
            auction_id: "a1".into(),
            amount: 5
        }
    );
    assert!(serde_json::from_str::<C>(r#"{"type":"roll_dice","extra":1}"#).is_err());
    assert!(serde_json::from_str::<C>(r#"{"type":"fly"}"#).is_err());
    assert!(serde_json::from_str::<C>(r#"{"type":"choose_income_tax","option":"half"}"#).is_err());
    let proposal = r#"{"type":"propose_trade","to":1,"give":{"cash":1,"bogus":2}}"#;
    assert!(serde_json::from_str::<C>(proposal).is_err());
    assert!(serde_json::from_str::<MonopolyConfig>(r#"{"nope":true}"#).is_err());
}

#[test]
fn timeout_from_a_client_is_refused_at_the_json_boundary() {
    use crate::engine::{GameRng, MoveError};
    let game = crate::games::find("monopoly").expect("registered");
    let mut rng = GameRng::for_entry(&[1; 32], 1);
    let setup = game
        .setup(
            &game.parse_config(None).unwrap(),
            2,
            game.rules_version(),
            &mut rng,
        )
        .unwrap();
    let mut state = game.new_state();
    state.apply(&setup).unwrap();
    let timeout = serde_json::json!({"type": "timeout", "timer": "decision"});
    let mut rng = GameRng::for_entry(&[1; 32], 2);
    assert!(matches!(
        state.play(Seat(0), &timeout, false, &mut rng),
        Err(MoveError::InvalidCommand(_))
    ));
    assert!(Monopoly::is_system_command(&C::Timeout {
        timer: Timer::Decision,
        trade_id: None
    }));
}

#[test]
fn rejections_serialize_with_code_and_details() {
    let rejection = super::MonopolyRejection::BidTooLow {
        amount: 20,
        minimum: 30,
    };
    assert_eq!(
        serde_json::to_value(&rejection).unwrap(),
        serde_json::json!({"code": "bid_too_low", "details": {"amount": 20, "minimum": 30}})
    );
    assert_eq!(
        serde_json::to_value(super::MonopolyRejection::SelfTrade).unwrap(),
        serde_json::json!({"code": "self_trade"})
    );
}

#[test]
fn board_table_totals() {
    let board = data::board();
    let ownable: Vec<_> = board.squares.iter().filter(|s| s.ownable()).collect();
    assert_eq!(ownable.len(), 28);
    assert_eq!(ownable.iter().map(|s| s.price()).sum::<i64>(), 5690);
    assert_eq!(board.groups.len(), 8);
    assert!(
        board
            .squares
            .iter()
            .all(|s| s.index == board.squares.iter().position(|x| x.id == s.id).unwrap() as u8)
    );
    let _ = TradeStatus::Open;
}

#[test]
fn jp_tournament_preset_with_explicit_overrides() {
    let config: MonopolyConfig =
        serde_json::from_str(r#"{"preset":"jp_tournament","auction_step":1}"#).unwrap();
    assert_eq!(config.preset, Some(Preset::JpTournament));
    assert_eq!(config.auction_step, 1);
    assert_eq!(config.hotel_breakdown, HotelBreakdown::RedistributeOnly);
    assert_eq!(config.trade_window, TradeWindow::BetweenTurns);
    assert!(config.rescue_negotiation);
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(
        serde_json::from_str::<MonopolyConfig>(&json).unwrap(),
        config
    );
    assert_eq!(
        serde_json::from_str::<MonopolyConfig>("{}").unwrap(),
        MonopolyConfig::default()
    );
    assert!(serde_json::from_str::<MonopolyConfig>(r#"{"preset":"nope"}"#).is_err());
}

#[test]
fn jp_tournament_preset_frees_from_jail_for_50_on_any_turn_and_charges_no_transfer_fee() {
    let config: MonopolyConfig = serde_json::from_str(r#"{"preset":"jp_tournament"}"#).unwrap();
    assert_eq!(config.jail_pay_turns, JailPayTurns::Any);
    assert!(!config.mortgage_transfer_fee);
    let mut t = Table::new(config);
    t.jail(A, 2);
    t.play(A, C::PayJailFine {}, &[]);
    assert_eq!((t.money(A), t.s.player(A).in_jail), (1450, false));
    t.own(A, &[37]).mortgaged(37);
    t.play(A, propose(B, side(0, &[37]), side(100, &[])), &[]);
    t.play(B, accept("t1", &[(37, MortgageChoice::Keep)]), &[]);
    assert_eq!(t.money(B), 1400);
}

#[test]
fn every_schema_name_is_prefixed_with_the_game() {
    let game = crate::games::find("monopoly").expect("registered");
    let names: Vec<String> = game.schemas().into_iter().map(|(name, _)| name).collect();
    assert!(names.contains(&"MonopolyConfig".to_string()));
    assert!(names.contains(&"MonopolyCommand".to_string()));
    let foreign: Vec<&String> = names
        .iter()
        .filter(|n| !n.starts_with("Monopoly") && *n != "Seat")
        .collect();
    assert!(foreign.is_empty(), "{foreign:?}");
    let config = serde_json::to_value(game.config_schema())
        .unwrap()
        .to_string();
    assert!(
        config.contains("auction_step") && config.contains("preset"),
        "{config}"
    );
}

// --- Options and server timers beyond the numbered scenarios -----------------------------

#[test]
fn free_parking_jackpot_collects_taxes() {
    let mut t = Table::new(MonopolyConfig {
        free_parking_jackpot: true,
        ..Default::default()
    });
    t.at(A, 1);
    t.roll(A, 1, 2);
    assert_eq!((t.money(A), t.s.jackpot), (1300, 200));
    t.play(A, C::EndTurn {}, &[]);
    t.at(B, 15);
    let events = t.roll(B, 2, 3);
    assert!(has(&events, |e| matches!(
        e,
        E::JackpotCollected {
            player: B,
            amount: 200
        }
    )));
    assert_eq!((t.money(B), t.s.jackpot), (1700, 0));
}

#[test]
fn trade_expiry_timeout_voids_the_proposal() {
    let mut t = Table::default4();
    t.own(C_, &[3]);
    t.play(A, propose(C_, side(100, &[]), side(0, &[3])), &[]);
    let expiry = C::Timeout {
        timer: Timer::TradeExpiry,
        trade_id: Some("t1".into()),
    };
    assert_eq!(t.reject(B, expiry.clone()), "timeout_not_applicable");
    let events = t.play(A, expiry.clone(), &[]);
    assert!(matches!(
        &events[0],
        E::DeadlineExpired {
            timer: Timer::TradeExpiry,
            ..
        }
    ));
    assert_eq!(
        Monopoly::event_view(&t.s, &events[0], Viewer::Seat(B)),
        None
    );
    assert_eq!(
        t.s.trade("t1").map(|tr| tr.status()),
        Some(TradeStatus::Voided)
    );
    assert_eq!(t.reject(A, expiry), "timeout_not_applicable");
}

#[test]
fn game_deadline_ends_the_game_at_the_end_of_the_round() {
    let config = MonopolyConfig {
        end_condition: EndCondition::Deadline {
            at: "2030-01-01T00:00:00Z".parse().unwrap(),
        },
        ..Default::default()
    };
    let mut t = Table::with_decks(config, 2, &[], &[]);
    t.play(
        A,
        C::Timeout {
            timer: Timer::GameDeadline,
            trade_id: None,
        },
        &[],
    );
    assert!(t.s.deadline_passed);
    t.roll(A, 1, 3);
    t.play(A, C::EndTurn {}, &[]);
    t.roll(B, 1, 3);
    let events = t.play(B, C::EndTurn {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::GameEnded {
            reason: super::event::EndReason::Deadline,
            ..
        }
    )));
    assert!(matches!(Monopoly::status(&t.s), Status::Finished(_)));
}

#[test]
fn decision_timeouts_apply_the_default_commands() {
    let mut t = Table::default4();
    t.at(A, 35);
    let timeout = C::Timeout {
        timer: Timer::Decision,
        trade_id: None,
    };
    assert_eq!(t.reject(B, timeout.clone()), "timeout_not_applicable");
    t.play(A, timeout.clone(), &[(1, 3)]);
    assert_eq!(
        t.s.phase,
        Phase::AwaitingBuyDecision {
            player: A,
            square: 39,
            price: 400
        }
    );
    let events = t.play(A, timeout.clone(), &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::PurchaseDeclined { square: 39, .. }
    )));
    for seat in [A, B, C_, D] {
        t.play(
            seat,
            C::Timeout {
                timer: Timer::Auction,
                trade_id: None,
            },
            &[],
        );
    }
    assert_eq!(t.phase(), "awaiting_end_turn");
    let events = t.play(A, timeout, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::TurnStarted { player: B, .. }
    )));
}

#[test]
fn debt_timeout_liquidates_highest_house_price_first_then_mortgages() {
    let mut t = Table::default4();
    t.cash(A, 0)
        .own(A, &[1, 3, 5, 37, 39])
        .levels(&[1, 3], &[1, 1])
        .levels(&[37, 39], &[1, 1]);
    t.own(B, &[24]).at(A, 20);
    t.roll(A, 1, 3);
    let events = t.play(
        A,
        C::Timeout {
            timer: Timer::Decision,
            trade_id: None,
        },
        &[],
    );
    let sold: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            E::BuildingsSold { changes, .. } => Some(changes[0].square),
            _ => None,
        })
        .collect();
    assert_eq!(sold, vec![39]);
    assert!(has(&events, |e| matches!(e, E::DebtPaid { .. })));
    assert_eq!((t.money(A), t.money(B)), (80, 1520));
}

/// A owes the $200 Income Tax with $0 and light blue at 4, 4 and a hotel; the decision
/// timer liquidates.
fn liquidate_light_blue(config: MonopolyConfig, empty_bank: bool) -> Table {
    let mut t = Table::new(config);
    t.cash(A, 0)
        .own(A, &[6, 8, 9])
        .levels(&[6, 8, 9], &[4, 4, 5])
        .at(A, 1);
    if empty_bank {
        t.own(B, &[16, 18, 19]).levels(&[16, 18, 19], &[4, 4, 4]);
        t.own(C_, &[21, 23, 24]).levels(&[21, 23, 24], &[4, 4, 4]);
        assert_eq!(t.s.bank.houses, 0);
    }
    t.roll(A, 1, 2);
    assert_eq!(t.phase(), "debt_resolution");
    let events = t.play(
        A,
        C::Timeout {
            timer: Timer::Decision,
            trade_id: None,
        },
        &[],
    );
    assert!(has(&events, |e| matches!(
        e,
        E::DebtPaid { total: 200, .. }
    )));
    t
}

#[test]
fn debt_timeout_sells_only_the_buildings_needed_evenly() {
    let redistribute = MonopolyConfig {
        hotel_breakdown: HotelBreakdown::RedistributeOnly,
        ..Default::default()
    };
    for (config, empty_bank) in [
        (MonopolyConfig::default(), false),
        (MonopolyConfig::default(), true),
        (redistribute, false),
    ] {
        let t = liquidate_light_blue(config, empty_bank);
        // Eight of the thirteen levels are sold ($25 each): exactly the $200 owed.
        assert_eq!(t.s.group_levels("light_blue"), vec![2, 2, 1]);
        assert_eq!(t.money(A), 0);
        assert_eq!(t.s.bank.hotels, 12);
    }
}

#[test]
fn resigning_player_deeds_are_auctioned_then_the_turn_resumes() {
    let mut t = Table::default4();
    t.own(B, &[1]).at(A, 0);
    t.roll(A, 1, 2);
    t.play(A, C::BuyProperty { square: 3 }, &[]);
    let events = t.play(B, C::Resign {}, &[]);
    assert!(has(&events, |e| matches!(
        e,
        E::PlayerResigned { player: B }
    )));
    assert!(has(&events, |e| matches!(
        e,
        E::AuctionStarted {
            item: AuctionItem::Property { square: 1, .. },
            ..
        }
    )));
    let id = t.auction_id();
    for seat in [C_, D, A] {
        t.play(
            seat,
            C::PassBid {
                auction_id: id.clone(),
            },
            &[],
        );
    }
    assert_eq!((t.phase(), t.s.deed(1).owner), ("awaiting_end_turn", None));
    assert!(t.s.player(B).bankrupt);
    assert_eq!(t.reject(B, C::Mortgage { square: 3 }), "not_your_turn");
}

/// Crowded boards (few houses left, several built groups) played with random legal
/// commands of every seat and random server timeouts: the shortage procedure, hotel
/// breakdowns and debts run often; the invariants of §4.1 and money conservation hold
/// after every command and every listed command is accepted.
#[test]
fn crowded_boards_keep_the_invariants_under_random_play() {
    use crate::engine::GameRng;
    for game in 0..24u64 {
        let bit = |k: u64| (game >> k) & 1 == 1;
        let config = MonopolyConfig {
            building_shortage: if bit(0) {
                BuildingShortage::FirstCome
            } else {
                BuildingShortage::ClaimAuction
            },
            hotel_breakdown: if bit(1) {
                HotelBreakdown::RedistributeOnly
            } else {
                HotelBreakdown::BankHouses
            },
            rescue_negotiation: bit(2),
            shortage_min_bid: if bit(3) {
                ShortageMinBid::AuctionStep
            } else {
                ShortageMinBid::LowestHousePrice
            },
            auction_step: if bit(4) { 10 } else { 1 },
            end_condition: EndCondition::RoundLimit { rounds: 6 },
            ..Default::default()
        };
        let mut t = Table::new(config);
        t.own(A, &[6, 8, 9, 37, 39])
            .levels(&[6, 8, 9], &[3, 3, 3])
            .levels(&[37, 39], &[5, 5]);
        t.own(B, &[16, 18, 19]).levels(&[16, 18, 19], &[3, 3, 3]);
        t.own(C_, &[21, 23, 24]).levels(&[21, 23, 24], &[4, 4, 4]);
        t.own(D, &[26, 27, 29, 31, 32, 34]);
        for seat in [A, B, C_, D] {
            t.cash(seat, 400 + 300 * i64::from(seat.0));
        }
        let mut expected: i64 = t.s.players.iter().map(|p| p.cash).sum();
        let mut chooser = GameRng::for_entry(&[game as u8; 32], u64::MAX);
        for step in 0..1500u64 {
            let Status::Awaiting(awaited) = Monopoly::status(&t.s) else {
                break;
            };
            let seat = if chooser.below(4) == 0 {
                Seat(chooser.below(4) as u8)
            } else {
                awaited[chooser.below(awaited.len() as u32) as usize]
            };
            let mut commands = Monopoly::legal_commands(&t.s, seat);
            if chooser.below(12) == 0 && awaited.contains(&seat) {
                let timer = match t.s.phase {
                    Phase::Auction(_) => Timer::Auction,
                    Phase::BuildingClaim(_) => Timer::Claim,
                    Phase::Rescue(_) => Timer::Rescue,
                    _ => Timer::Decision,
                };
                commands = vec![C::Timeout {
                    timer,
                    trade_id: None,
                }];
            }
            if commands.is_empty() {
                continue;
            }
            let command = commands[chooser.below(commands.len() as u32) as usize].clone();
            let mut rng = GameRng::for_entry(&[game as u8; 32], step);
            let events = crate::engine::play::<Monopoly>(&t.s, seat, &command, &mut rng)
                .unwrap_or_else(|e| panic!("game {game}: {command:?} of {seat} rejected: {e:?}"));
            for event in &events {
                Monopoly::evolve(&mut t.s, event);
                if let E::CashTransferred {
                    from, to, amount, ..
                } = event
                {
                    expected += i64::from(*from == Party::Bank) * amount
                        - i64::from(*to == Party::Bank) * amount;
                }
            }
            let s = &t.s;
            assert_eq!(
                s.players.iter().map(|p| p.cash).sum::<i64>() + s.jackpot,
                expected,
                "game {game}"
            );
            assert!(s.players.iter().all(|p| p.cash >= 0));
            let (mut houses, mut hotels) = (0, 0);
            for (group, streets) in &data::board().groups {
                let levels = s.group_levels(group);
                let max = *levels.iter().max().unwrap();
                assert!(
                    max - levels.iter().min().unwrap() <= 1,
                    "game {game}: uneven {group} {levels:?} after {command:?}: {events:#?}"
                );
                if max > 0 {
                    let owner = s.deed(streets[0]).owner.expect("owned");
                    assert!(
                        s.owns_group(owner, group) && streets.iter().all(|&q| !s.deed(q).mortgaged)
                    );
                }
                houses += levels
                    .iter()
                    .filter(|&&l| l < HOTEL_LEVEL)
                    .map(|&l| u32::from(l))
                    .sum::<u32>();
                hotels += levels.iter().filter(|&&l| l == HOTEL_LEVEL).count() as u32;
            }
            assert_eq!(
                (s.bank.houses + houses, s.bank.hotels + hotels),
                (32, 12),
                "game {game}"
            );
        }
    }
}

#[test]
fn m43_claim_checks() {
    let mut t = shortage_table(MonopolyConfig::default());
    t.play(A, build("light_blue", &[(6, 1), (8, 1)]), &[]);
    let claim = |shortage: &str, pairs: &[(u8, i64)]| C::ClaimBuildings {
        shortage_id: shortage.into(),
        group: "orange".into(),
        target: target(pairs),
    };
    assert_eq!(t.reject(B, claim("s9", &[(16, 1)])), "shortage_not_found");
    assert_eq!(t.reject(B, claim("s1", &[(16, 0)])), "claim_wrong_type");
    assert_eq!(t.reject(B, claim("s1", &[(16, 2)])), "uneven_build");
    let direct = Monopoly::decide_with(
        &t.s,
        C_,
        &claim("s1", &[(16, 1)]),
        &mut ScriptedDice::new(&[]),
    );
    assert_eq!(direct.map_err(|r| r.code()).err(), Some("not_eligible"));
    assert_eq!(t.reject(C_, claim("s1", &[(16, 1)])), "not_your_turn");
    t.play(
        B,
        C::WaiveClaim {
            shortage_id: "s1".into(),
        },
        &[],
    );
    assert_eq!(
        (t.s.group_levels("light_blue"), t.s.bank.houses),
        (vec![1, 1, 0], 0)
    );
}

#[test]
fn a_roll_of_doubles_hands_the_roller_a_new_timed_decision() {
    let config = MonopolyConfig {
        decision_timeout_seconds: Some(30),
        ..Default::default()
    };
    let mut t = Table::with_decks(config, 2, &[], &[]);
    let decision = |t: &Table| {
        let deadlines = super::deadlines::deadlines(&t.s);
        let mine: Vec<_> = deadlines.iter().filter(|d| d.seat == A).collect();
        assert_eq!(mine.len(), 1, "{deadlines:?}");
        mine[0].decision
    };
    let before = decision(&t);
    // 5 + 5 lands on Just Visiting: A rolls again, in the same phase as before.
    t.roll(A, 5, 5);
    assert!(matches!(t.s.phase, Phase::AwaitingRoll), "{:?}", t.s.phase);
    assert_ne!(before, decision(&t));
}

// --- Standing orders --------------------------------------------------------------------

fn standing_orders(value: serde_json::Value) -> super::MonopolyStandingOrders {
    serde_json::from_value(value).expect("orders parse")
}

/// The standing move of `seat`, checked by the rules.
fn standing(t: &Table, seat: Seat, orders: &super::MonopolyStandingOrders) -> Option<C> {
    let mut rng = crate::engine::GameRng::for_entry(&[0; crate::engine::rng::SEED_LEN], 2);
    crate::engine::standing_move::<Monopoly>(&t.s, seat, orders, &mut rng).map(|(c, _)| c)
}

#[test]
fn an_auction_ceiling_bids_the_minimum_raise_within_the_ceiling_then_passes() {
    let mut t = declined_boardwalk(MonopolyConfig::default());
    let id = t.auction_id();
    let orders = standing_orders(serde_json::json!({
        "auction_ceilings": [{"group": "dark_blue", "ceiling": 151}, {"group": "red", "ceiling": 5000}]
    }));
    assert_eq!(
        standing(&t, A, &orders),
        Some(C::Bid {
            auction_id: id.clone(),
            amount: 1
        }),
        "the opening minimum"
    );
    assert_eq!(standing(&t, B, &orders), None, "not B's turn to bid");
    t.play(
        A,
        C::Bid {
            auction_id: id.clone(),
            amount: 100,
        },
        &[],
    );
    t.play(
        B,
        C::Bid {
            auction_id: id.clone(),
            amount: 150,
        },
        &[],
    );
    t.play(
        C_,
        C::PassBid {
            auction_id: id.clone(),
        },
        &[],
    );
    t.play(
        D,
        C::PassBid {
            auction_id: id.clone(),
        },
        &[],
    );
    let bid = standing(&t, A, &orders).expect("151 is within the ceiling");
    assert_eq!(
        bid,
        C::Bid {
            auction_id: id.clone(),
            amount: 151
        }
    );
    t.play(A, bid, &[]);
    t.play(
        B,
        C::Bid {
            auction_id: id.clone(),
            amount: 152,
        },
        &[],
    );
    let pass = standing(&t, A, &orders).expect("153 is above the ceiling");
    assert_eq!(
        pass,
        C::PassBid {
            auction_id: id.clone()
        }
    );
    // Another group's ceiling does not answer for Boardwalk.
    let red_only = standing_orders(serde_json::json!({
        "auction_ceilings": [{"group": "red", "ceiling": 5000}]
    }));
    assert_eq!(standing(&t, A, &red_only), None);
}

#[test]
fn a_bid_the_seat_cannot_pay_falls_back_to_the_seat() {
    let mut t = declined_boardwalk(MonopolyConfig::default());
    t.cash(A, 0);
    let orders = standing_orders(serde_json::json!({
        "auction_ceilings": [{"group": "dark_blue", "ceiling": 400}]
    }));
    assert!(matches!(
        Monopoly::standing_answer(&t.s, A, &orders),
        Some(C::Bid { amount: 1, .. })
    ));
    assert_eq!(
        standing(&t, A, &orders),
        None,
        "insufficient funds: A decides"
    );
}

#[test]
fn decline_every_trade_offer_rejects_each_offer_made_to_the_seat() {
    let mut t = Table::default4();
    t.own(A, &[1]).own(B, &[3]);
    let orders = standing_orders(serde_json::json!({"decline_trades": true}));
    assert_eq!(standing(&t, B, &orders), None, "no offer yet");
    t.play(A, propose(B, side(100, &[]), side(0, &[3])), &[]);
    let answer = standing(&t, B, &orders).expect("an open offer to B");
    assert_eq!(
        answer,
        C::RejectTrade {
            trade_id: "t1".into()
        }
    );
    assert_eq!(
        standing(&t, C_, &orders),
        None,
        "the offer is not addressed to C"
    );
    assert_eq!(
        standing(&t, B, &standing_orders(serde_json::json!({}))),
        None
    );
    t.play(B, answer, &[]);
    assert_eq!(t.s.trade("t1").unwrap().status(), TradeStatus::Rejected);
    assert_eq!(standing(&t, B, &orders), None, "nothing left to answer");
}

#[test]
fn auction_ceilings_are_checked_at_registration() {
    let s = MonopolyState::default();
    let check =
        |value: serde_json::Value| Monopoly::validate_orders(&s, A, &standing_orders(value));
    assert!(check(serde_json::json!({})).is_ok());
    assert!(
        check(serde_json::json!({"auction_ceilings": [
        {"group": "railroad", "ceiling": 0}, {"group": "orange", "ceiling": 300}
    ], "decline_trades": true}))
        .is_ok()
    );
    assert!(
        check(serde_json::json!({"auction_ceilings": [{"group": "purple", "ceiling": 1}]}))
            .is_err()
    );
    assert!(
        check(serde_json::json!({"auction_ceilings": [{"group": "red", "ceiling": -1}]})).is_err()
    );
    assert!(
        check(serde_json::json!({"auction_ceilings": [
            {"group": "red", "ceiling": 1}, {"group": "red", "ceiling": 2}
        ]}))
        .is_err()
    );
}

/// A build request inside a stored event (an internally tagged enum) reads back from its JSON
/// text: its street keys are strings there.
#[test]
fn a_building_claim_reads_back_from_the_stored_log() {
    use super::state::BuildRequest;
    let event = E::BuildingClaimSubmitted {
        shortage_id: "s3".into(),
        player: Seat(1),
        request: BuildRequest {
            player: Seat(1),
            group: "light_blue".into(),
            target: BTreeMap::from([(6, 4), (8, 4), (9, 5)]),
        },
    };
    let text = serde_json::to_string(&vec![event.clone()]).unwrap();
    assert!(text.contains(r#""target":{"6":4,"8":4,"9":5}"#), "{text}");
    let back: Vec<E> = serde_json::from_str(&text).unwrap();
    assert_eq!(back, vec![event]);
    let bad = text.replace(r#""6":4"#, r#""six":4"#);
    assert!(serde_json::from_str::<Vec<E>>(&bad).is_err());
}
