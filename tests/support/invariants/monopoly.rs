//! The conservation invariants of Monopoly, checked after every entry by the conformance
//! playouts and the hostile-numbers test: money is conserved against the bank's ledger and
//! never negative, buildings are conserved and legal, and each jail card exists once.

use hotel_games::engine::Seat;
use hotel_games::games::monopoly::MonopolyState;
use hotel_games::games::monopoly::data::{self, BANK_HOTELS, BANK_HOUSES, HOTEL_LEVEL};
use hotel_games::games::monopoly::event::MonopolyEvent as E;
use hotel_games::games::monopoly::state::Party;

/// The invariants of §4.1 plus money conservation against the ledger; no player's cash is
/// ever negative.
#[derive(Clone)]
pub struct Checker {
    /// Money that entered the players' hands and the pot from the bank, net.
    pub expected_total: i64,
    pub commands: usize,
    pub rescues_opened: usize,
    pub offers_executed: usize,
    pub min_cash: Option<i64>,
}

impl Checker {
    pub fn new() -> Self {
        Checker {
            expected_total: 0,
            commands: 0,
            rescues_opened: 0,
            offers_executed: 0,
            min_cash: None,
        }
    }

    pub fn check(&mut self, s: &MonopolyState, events: &[E]) {
        self.commands += 1;
        for event in events {
            match event {
                E::RescueOpened { .. } => self.rescues_opened += 1,
                E::TradeExecuted { trade, .. } if trade.rescue => self.offers_executed += 1,
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
        let lowest = s.players.iter().map(|p| p.cash).min();
        self.min_cash = self.min_cash.into_iter().chain(lowest).min();
        assert!(
            s.players.iter().all(|p| p.cash >= 0),
            "negative cash: {:?} after {events:?}",
            s.players.iter().map(|p| p.cash).collect::<Vec<_>>()
        );
        check_board(s);
    }
}

/// Buildings are even within a group, on whole unmortgaged groups of one owner, and
/// conserved with the bank's; bankrupt players hold nothing; each jail card is somewhere once.
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
            .chain(s.community_chest.iter())
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
