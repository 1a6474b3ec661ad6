//! A simple built-in player: borrows 6000, and at the head of the queue builds the biggest
//! hotel it finds (among the first hotels of each colour and area; only hotels that respect
//! the golden rule are there), places a
//! vending machine when the golden rule would block its next hotel, buys capsules when its
//! supply is empty, buys land next to its own when it runs out of room, and passes when it
//! cannot pay for anything useful. It turns down every trade.

use std::ops::ControlFlow;

use super::command::{Item, Point, TokyoCapsuleHotelCommand as C};
use super::expansion::catalogue::{self, ItemFilter};
use super::purchase;
use super::state::{Phase, Status, TokyoCapsuleHotelState as State};
use crate::engine::{GameRng, Seat};

/// Hotels looked at per site when choosing the biggest.
const HOTELS_LOOKED_AT: usize = 2000;

/// The items of one kind the player can buy now without coupons.
fn affordable(state: &State, seat: Seat, item: &str) -> Vec<Item> {
    let filter = ItemFilter::default();
    let mut out = Vec::new();
    let mut keep = |item: Item| {
        if purchase::check(state, seat, &item, None).is_ok() {
            out.push(item);
        }
        ControlFlow::Continue(())
    };
    let _ = match item {
        "land_board" => catalogue::land(state, &filter, &mut keep),
        "capsules" => catalogue::capsules(state, &filter, &mut keep),
        "pink_capsules" => catalogue::pink_capsules(state, &mut keep),
        "vending_machine" => catalogue::vending_machines(state, seat, &filter, &mut keep),
        _ => catalogue::graveyards(state, seat, &filter, &mut keep),
    };
    out
}

/// The biggest hotels among the first ones of each site (all of them on small sites).
///
/// The hotels of a site differ only in their shape, which the site's search keeps legal, so
/// the purchase checks accept all of them or none: the first one checked answers for all.
fn biggest_hotels(state: &State, seat: Seat) -> Vec<Item> {
    let mut best: Vec<Item> = Vec::new();
    let mut best_size = 0;
    for site in catalogue::hotel_sites(state, seat, &ItemFilter::default()) {
        let mut seen = 0;
        let mut accepted = None;
        let _ = site.each(&mut |body, entrances| {
            let size = body.ground.len() + body.upper.len();
            if size >= best_size {
                let item = Item::EntranceHotel {
                    colour: site.colour.name().into(),
                    entrance: Point {
                        x: entrances[0][0],
                        y: entrances[0][1],
                    },
                    capsules: site.capsules(body),
                };
                if *accepted
                    .get_or_insert_with(|| purchase::check(state, seat, &item, None).is_ok())
                {
                    if size > best_size {
                        best.clear();
                        best_size = size;
                    }
                    best.push(item);
                }
            }
            seen += 1;
            if seen >= HOTELS_LOOKED_AT {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    }
    best
}

fn pick(items: Vec<Item>, rng: &mut GameRng) -> Option<Item> {
    if items.is_empty() {
        return None;
    }
    let i = rng.below(items.len() as u32) as usize;
    items.into_iter().nth(i)
}

/// The purchase the player makes at the head of the queue, if any.
fn choose_purchase(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Item> {
    let p = &state.players[seat.index()];
    let held: u32 = p.supply.values().sum();
    if held > 0 {
        if let Some(item) = pick(biggest_hotels(state, seat), rng) {
            return Some(item);
        }
        if p.yen >= 1500
            && let Some(item) = pick(affordable(state, seat, "vending_machine"), rng)
        {
            return Some(item);
        }
        if let Some(item) = pick(affordable(state, seat, "graveyard"), rng) {
            return Some(item);
        }
    }
    if held == 0 && p.yen >= 3000 {
        let capsules = affordable(state, seat, "capsules");
        if let Some(item) = pick(capsules, rng) {
            return Some(item);
        }
        if let Some(item) = affordable(state, seat, "pink_capsules").into_iter().nth(1) {
            return Some(item);
        }
    }
    if p.yen >= 5000 {
        let own: Vec<[i32; 2]> = state
            .areas
            .iter()
            .filter(|a| a.owner == seat)
            .flat_map(|a| a.cells.iter().copied())
            .collect();
        let next_to_own: Vec<Item> = affordable(state, seat, "land_board")
            .into_iter()
            .filter(|i| match i {
                Item::Land {
                    board,
                    x,
                    y,
                    rotation,
                    mirror,
                } => {
                    let cells =
                        super::placement::land_cells(state, board, *rotation, *mirror, [*x, *y]);
                    cells.iter().any(|&c| {
                        super::geometry::neighbours(c)
                            .iter()
                            .any(|n| own.contains(n))
                    })
                }
                _ => false,
            })
            .collect();
        return pick(next_to_own, rng);
    }
    None
}

/// The player's command now, or `None` while it waits for the head of the queue.
pub fn policy(state: &State, seat: Seat, rng: &mut GameRng) -> Option<C> {
    let p = state.players.get(seat.index())?;
    match state.phase {
        Phase::LoanSelection if p.chosen_loan.is_none() => Some(C::ChooseLoan {
            amount: if state.config.loan.options.contains(&6000) {
                6000
            } else {
                state.config.loan.default
            },
        }),
        Phase::Open | Phase::WindDown if p.status != Status::Passed => {
            if let Some(t) = state.trades_of(seat).find(|t| t.proposer != seat) {
                return Some(C::RejectTrade {
                    trade_id: t.id.clone(),
                });
            }
            if let Some(t) = state.trades_of(seat).next() {
                return Some(C::WithdrawTrade {
                    trade_id: t.id.clone(),
                });
            }
            if state.phase == Phase::WindDown {
                return Some(C::Pass {});
            }
            match p.status {
                Status::Queued if state.queue.first() == Some(&seat) => {
                    match choose_purchase(state, seat, rng) {
                        Some(item) => Some(C::Purchase {
                            item,
                            payment: None,
                        }),
                        None => Some(C::Pass {}),
                    }
                }
                Status::Queued => None,
                _ if p.yen >= 500 => Some(C::JoinQueue {}),
                _ => Some(C::Pass {}),
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::simulate::Player;
    use crate::games::tokyo_capsule_hotel::tests::each_self_played_state;

    /// Every hotel of every site, checked on its own, with the checks' verdict.
    fn verdicts(state: &State, seat: Seat) -> Vec<Vec<bool>> {
        let mut out = Vec::new();
        for site in catalogue::hotel_sites(state, seat, &ItemFilter::default()) {
            let mut site_verdicts = Vec::new();
            let _ = site.each(&mut |body, entrances| {
                for &[x, y] in entrances {
                    let item = Item::EntranceHotel {
                        colour: site.colour.name().into(),
                        entrance: Point { x, y },
                        capsules: site.capsules(body),
                    };
                    site_verdicts.push(purchase::check(state, seat, &item, None).is_ok());
                }
                if site_verdicts.len() >= 60 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            out.push(site_verdicts);
        }
        out
    }

    #[test]
    fn the_checks_accept_every_hotel_of_a_site_or_none() {
        let (mut sites, mut accepted, mut refused) = (0, 0, 0);
        let games = [
            (0, 3, Player::Policy),
            (1, 4, Player::Policy),
            (2, 5, Player::Random),
        ];
        each_self_played_state(&games, |state, _| {
            // Every seat holding capsules, the head and the others.
            for &seat in &state.order {
                for site in verdicts(state, seat) {
                    let first = site.first().copied().unwrap_or(false);
                    assert!(site.iter().all(|&v| v == first), "one verdict per site");
                    sites += 1;
                    accepted += usize::from(first);
                    refused += usize::from(!first && !site.is_empty());
                }
            }
        });
        assert!(
            sites > 50 && accepted >= 5 && refused >= 5,
            "{sites} sites, {accepted} accepted, {refused} refused"
        );
    }
}
