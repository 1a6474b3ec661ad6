//! The commands a seat may send now.
//!
//! Where the space is unbounded the list is a representative subset: bids at the minimum,
//! ten steps above it and all-in; one-unit builds and sales per group; every mortgage and
//! unmortgage; acceptance (keeping every mortgage), rejection and withdrawal of the visible
//! open trades; one purchase offer for another player's deed. `resign` (always allowed,
//! see [`crate::engine::Game::resign_command`]) and the system `timeout` are not listed.
//! Every candidate is checked by deciding it on a copy of the state, so each listed
//! command is accepted.

use std::collections::BTreeMap;

use crate::engine::{Seat, Status};

use super::Monopoly;
use super::building;
use super::command::MonopolyCommand as C;
use super::data;
use super::event::IncomeTaxOption;
use super::randomness::ScriptedDice;
use super::state::{MonopolyState, MortgageChoice, Phase, TradeSide};

fn candidates(s: &MonopolyState, seat: Seat) -> Vec<C> {
    let mut out = vec![
        C::RollDice {},
        C::PayJailFine {},
        C::UseJailCard { card_id: None },
        C::EndTurn {},
    ];
    match &s.phase {
        Phase::AwaitingBuyDecision { square, .. } => {
            out.push(C::BuyProperty {
                square: i64::from(*square),
            });
            out.push(C::DeclineProperty {
                square: i64::from(*square),
            });
        }
        Phase::IncomeTaxChoice { .. } => {
            out.push(C::ChooseIncomeTax {
                option: IncomeTaxOption::Flat,
            });
            out.push(C::ChooseIncomeTax {
                option: IncomeTaxOption::Percent,
            });
        }
        Phase::Auction(a) => {
            let id = a.auction_id.clone();
            out.push(C::PassBid {
                auction_id: id.clone(),
            });
            let min = a.min_next_bid();
            let cash = s.player(seat).cash / a.step * a.step;
            for amount in [min, min + 10 * a.step, cash] {
                out.push(C::Bid {
                    auction_id: id.clone(),
                    amount,
                });
            }
        }
        Phase::BuildingClaim(round) => {
            out.push(C::WaiveClaim {
                shortage_id: round.shortage_id.clone(),
            });
            for (group, target) in building::single_unit_builds(s, seat) {
                out.push(C::ClaimBuildings {
                    shortage_id: round.shortage_id.clone(),
                    group,
                    target,
                });
            }
        }
        Phase::DebtResolution(_) | Phase::Rescue(_) => out.push(C::DeclareBankruptcy {}),
        Phase::MortgageTransferDecision { squares, .. } => {
            for choice in [MortgageChoice::Keep, MortgageChoice::Lift] {
                let choices = squares.iter().map(|q| (q.to_string(), choice)).collect();
                out.push(C::ResolveMortgageTransfer { choices });
            }
        }
        _ => {}
    }
    for (group, target) in building::single_unit_builds(s, seat) {
        out.push(C::Build { group, target });
    }
    for (group, target) in building::single_unit_sales(s, seat) {
        out.push(C::SellBuildings { group, target });
    }
    for square in s.owned_by(seat) {
        out.push(if s.deed(square).mortgaged {
            C::Unmortgage {
                square: i64::from(square),
            }
        } else {
            C::Mortgage {
                square: i64::from(square),
            }
        });
    }
    for t in s.open_trades.iter() {
        let trade_id = t.trade_id.clone();
        if t.recipient == seat {
            let keep_all: BTreeMap<String, MortgageChoice> = t
                .give
                .square_indices()
                .map(|q| (q.to_string(), MortgageChoice::Keep))
                .collect();
            out.push(C::AcceptTrade {
                trade_id: trade_id.clone(),
                recipient_mortgage_choices: keep_all,
            });
            out.push(C::RejectTrade { trade_id });
        } else if t.proposer == seat {
            out.push(C::CancelTrade { trade_id });
        }
    }
    out.extend(purchase_offer(s, seat));
    out
}

/// One offer to buy another player's tradeable deed at its printed price (a rescue offer
/// when the owner is in a rescue window).
fn purchase_offer(s: &MonopolyState, seat: Seat) -> Option<C> {
    let cash = s.player(seat).cash;
    let (square, owner) = (0..data::SQUARES).find_map(|q| {
        let owner = s.deed(q).owner?;
        let tradeable =
            owner != seat && !s.group_of_square_has_buildings(q) && data::square(q).price() <= cash;
        tradeable.then_some((q, owner))
    })?;
    let choices = if s.deed(square).mortgaged {
        BTreeMap::from([(square.to_string(), MortgageChoice::Keep)])
    } else {
        BTreeMap::new()
    };
    let rescue = matches!(&s.phase, Phase::Rescue(d) if d.debtor == owner);
    Some(C::ProposeTrade {
        to: owner,
        give: TradeSide {
            cash: data::square(square).price().max(1),
            ..TradeSide::default()
        },
        take: TradeSide {
            squares: vec![i64::from(square)],
            ..TradeSide::default()
        },
        proposer_mortgage_choices: choices,
        counter_to: None,
        expires_at: None,
        rescue,
    })
}

/// Every listed command that `seat` may send now and the game accepts.
pub fn legal_commands(s: &MonopolyState, seat: Seat) -> Vec<C> {
    let awaited = match <Monopoly as crate::engine::Game>::status(s) {
        Status::Awaiting(seats) => seats.contains(&seat),
        _ => return vec![],
    };
    if seat.index() >= s.players.len() || s.player(seat).bankrupt {
        return vec![];
    }
    let mut listed: Vec<C> = Vec::new();
    for command in candidates(s, seat) {
        if listed.contains(&command) {
            continue;
        }
        let may_send =
            awaited || <Monopoly as crate::engine::Game>::allowed_out_of_turn(s, &command);
        if may_send
            && Monopoly::decide_with(s, seat, &command, &mut ScriptedDice::repeating(1)).is_ok()
        {
            listed.push(command);
        }
    }
    listed
}
