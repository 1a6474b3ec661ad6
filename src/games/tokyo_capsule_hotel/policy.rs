//! A simple built-in player: borrows 6000, and at the head of the queue builds the biggest
//! hotel it can (the expansion only lists hotels that respect the golden rule), places a
//! vending machine when the golden rule would block its next hotel, buys capsules when its
//! supply is empty, buys land next to its own when it runs out of room, and passes when it
//! cannot pay for anything useful. It turns down every trade.

use super::command::{Item, TokyoCapsuleHotelCommand as C};
use super::legal;
use super::state::{Phase, Status, TokyoCapsuleHotelState as State};
use crate::engine::{GameRng, Seat, Template};

fn expand(state: &State, seat: Seat, item: &str) -> Vec<Item> {
    let template = Template {
        command: "purchase".into(),
        params: [("item".to_string(), item.to_string())].into(),
    };
    legal::expand(state, seat, &template)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|c| match c {
            C::Purchase { item, .. } => Some(item),
            _ => None,
        })
        .collect()
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
        let hotels = expand(state, seat, "entrance_hotel");
        let size = |i: &Item| match i {
            Item::EntranceHotel { capsules, .. } => capsules.len(),
            _ => 0,
        };
        let best = hotels.iter().map(size).max().unwrap_or(0);
        if let Some(item) = pick(
            hotels.into_iter().filter(|i| size(i) == best).collect(),
            rng,
        ) {
            return Some(item);
        }
        if p.yen >= 1500
            && let Some(item) = pick(expand(state, seat, "vending_machine"), rng)
        {
            return Some(item);
        }
        if let Some(item) = pick(expand(state, seat, "graveyard"), rng) {
            return Some(item);
        }
    }
    if held == 0 && p.yen >= 3000 {
        let capsules = expand(state, seat, "capsules");
        if let Some(item) = pick(capsules, rng) {
            return Some(item);
        }
        if let Some(item) = expand(state, seat, "pink_capsules").into_iter().nth(1) {
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
        let next_to_own: Vec<Item> = expand(state, seat, "land_board")
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
