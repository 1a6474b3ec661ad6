//! The conservation invariants of Tokyo Capsule Hotel, checked after every entry by the
//! conformance playouts and the hostile-numbers test: the players' yen and coupons are what
//! the bank paid out and took in, no one's yen, coupons or capsules are negative or more than
//! exist, and the 88 capsules are all somewhere (board, supplies, map, markers).

use hotel_games::games::tokyo_capsule_hotel::config::Colour;
use hotel_games::games::tokyo_capsule_hotel::event::TokyoCapsuleHotelEvent as E;
use hotel_games::games::tokyo_capsule_hotel::state::TokyoCapsuleHotelState as State;

/// Yen and coupons that entered the players' hands from the bank, net.
#[derive(Clone, Debug, Default)]
pub struct Ledger {
    yen: i64,
    coupons: i64,
}

impl Ledger {
    pub fn check(&mut self, state: &State, events: &[E]) {
        for e in events {
            match e {
                E::LoansRevealed {
                    loans,
                    coupon_bonus,
                } => {
                    self.yen += loans.values().sum::<i64>();
                    self.coupons += coupon_bonus.values().map(|&n| i64::from(n)).sum::<i64>();
                }
                E::CouponsGranted { grants, .. } => {
                    self.coupons += grants.values().map(|&n| i64::from(n)).sum::<i64>();
                }
                E::PurchaseMade {
                    paid_yen,
                    paid_coupons,
                    ..
                } => {
                    self.yen -= paid_yen;
                    self.coupons -= i64::from(*paid_coupons);
                }
                E::HotelIncomePaid { paid, .. } => self.yen += paid,
                _ => {}
            }
        }
        let yen: i128 = state.players.iter().map(|p| i128::from(p.yen)).sum();
        assert_eq!(yen, i128::from(self.yen), "the yen ledger balances");
        let coupons: i64 = state.players.iter().map(|p| i64::from(p.coupons)).sum();
        assert_eq!(coupons, self.coupons, "the coupon ledger balances");
        for (i, p) in state.players.iter().enumerate() {
            assert!(
                (0..=self.yen).contains(&p.yen),
                "player {i} holds {} yen of {}",
                p.yen,
                self.yen
            );
            assert!(
                i64::from(p.coupons) <= self.coupons,
                "player {i} holds {} coupons of {}",
                p.coupons,
                self.coupons
            );
            for colour in Colour::ALL {
                let held = p.supply.get(&colour).copied().unwrap_or(0);
                assert!(
                    held <= state.config.capsules.board(colour),
                    "player {i} holds {held} {colour:?} capsules"
                );
            }
        }
        let board: u64 = state.board.values().map(|&n| u64::from(n)).sum();
        let supplies: u64 = state
            .players
            .iter()
            .flat_map(|p| p.supply.values())
            .map(|&n| u64::from(n))
            .sum();
        let markers = 9 * u64::from(state.config.capsules.markers_per_colour);
        assert_eq!(
            board + supplies + u64::from(state.capsules_on_map()) + markers,
            88,
            "the 88 capsules are conserved"
        );
    }
}
