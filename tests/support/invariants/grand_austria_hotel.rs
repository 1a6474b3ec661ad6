//! The conservation invariants of Grand Austria Hotel: Let's Roll, checked after every
//! entry by the conformance playouts and the hostile-numbers test: krone, recorded blue
//! points, emperor positions and loans follow from the events alone, krone are never
//! negative, a turn removes at most one die, and every seat sees the same view.

use std::collections::BTreeMap;

use hotel_games::engine::{Game, Seat, Viewer};
use hotel_games::games::grand_austria_hotel::event::GrandAustriaHotelEvent as E;
use hotel_games::games::grand_austria_hotel::state::Phase;
use hotel_games::games::grand_austria_hotel::{GrandAustriaHotel, GrandAustriaHotelState};
use serde_json::Value;

/// Krone, blue points and emperor positions recomputed from the events alone.
#[derive(Clone, Default)]
pub struct Ledger {
    pub krone: BTreeMap<Seat, i64>,
    pub blue: BTreeMap<Seat, u32>,
    pub emperor: BTreeMap<Seat, [u8; 4]>,
    pub loans: BTreeMap<Seat, u8>,
    pub turns: BTreeMap<Seat, u32>,
    pub finals: BTreeMap<Seat, i64>,
}

impl Ledger {
    pub fn check(&mut self, s: &GrandAustriaHotelState, events: &[E]) {
        for event in events {
            match event {
                E::StartingKroneGranted { seat, krone } => {
                    self.krone.insert(*seat, *krone);
                }
                E::KroneGained { seat, amount, .. } => {
                    *self.krone.entry(*seat).or_default() += i64::from(*amount);
                }
                E::KronePaid { seat, amount, .. } => {
                    *self.krone.entry(*seat).or_default() -= i64::from(*amount);
                }
                E::BluePointsRecorded { seat, points, .. } => {
                    *self.blue.entry(*seat).or_default() += points;
                }
                E::EmperorAdvanced {
                    seat,
                    steps,
                    from,
                    to,
                    wasted,
                } => {
                    let before = self.emperor.entry(*seat).or_default();
                    assert_eq!(
                        *before,
                        [from.top, from.middle, from.bottom, from.overflow],
                        "an advance starts where the last one ended"
                    );
                    let gained = u32::from(to.top + to.middle + to.bottom + to.overflow)
                        - u32::from(from.top + from.middle + from.bottom + from.overflow);
                    assert_eq!(gained + wasted, *steps, "every step is counted");
                    *before = [to.top, to.middle, to.bottom, to.overflow];
                }
                E::LoanTaken {
                    seat, loan_number, ..
                } => {
                    let loans = self.loans.entry(*seat).or_default();
                    *loans += 1;
                    assert_eq!(loans, loan_number);
                }
                E::TurnStarted { seat, .. } => *self.turns.entry(*seat).or_default() += 1,
                E::FinalScored { seat, total, .. } => {
                    self.finals.insert(*seat, *total);
                }
                _ => {}
            }
        }
        for (i, sheet) in s.players.iter().enumerate() {
            let seat = Seat(i as u8);
            if let Some(&krone) = self.krone.get(&seat) {
                assert_eq!(sheet.krone, krone, "krone follow from the events");
                assert!(sheet.krone >= 0, "krone never go negative");
            }
            assert_eq!(sheet.blue_group_points, *self.blue.get(&seat).unwrap_or(&0));
            let e = sheet.emperor;
            assert_eq!(
                [e.top, e.middle, e.bottom, e.overflow],
                *self.emperor.get(&seat).unwrap_or(&[0; 4])
            );
            assert!(e.top <= 5 && e.middle <= 6 && e.bottom <= 7 && e.overflow <= 10);
            assert_eq!(sheet.loans, *self.loans.get(&seat).unwrap_or(&0));
        }
        if s.phase == Phase::InProgress {
            let dice: u32 = s.dice.iter().map(|&d| u32::from(d)).sum();
            let pool = 2 * s.player_count as u32 + 6;
            assert!(
                dice + u32::from(s.turn_index) + u32::from(s.die_used) >= pool,
                "a turn removes one die at most"
            );
            assert!(dice >= 1, "a die is always left to take");
        }
        check_views(s);
    }
}

/// Every seat and spectators see the same view apart from `you`; events are public.
fn check_views(s: &GrandAustriaHotelState) {
    let strip = |mut v: Value| {
        v.as_object_mut().unwrap().remove("you");
        v
    };
    let spectator =
        strip(serde_json::to_value(GrandAustriaHotel::view(s, Viewer::Spectator)).unwrap());
    for i in 0..s.player_count {
        let view =
            serde_json::to_value(GrandAustriaHotel::view(s, Viewer::Seat(Seat(i as u8)))).unwrap();
        let legal: Vec<String> = GrandAustriaHotel::legal_commands(s, Seat(i as u8))
            .iter()
            .map(|c| {
                serde_json::to_value(c).unwrap()["type"]
                    .as_str()
                    .unwrap()
                    .into()
            })
            .collect();
        for allowed in view["you"]["allowed_commands"].as_array().unwrap() {
            assert!(legal.iter().any(|t| t == allowed.as_str().unwrap()));
        }
        assert_eq!(strip(view), spectator, "views differ only in `you`");
    }
}
