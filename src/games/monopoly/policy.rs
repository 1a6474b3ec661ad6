//! A simple built-in player: buys what it can afford, leaves jail at once, builds evenly,
//! declines trades, bids modestly, raises money when in debt and goes bankrupt only when it
//! must.

use crate::engine::Seat;

use super::building;
use super::command::MonopolyCommand as C;
use super::data;
use super::event::IncomeTaxOption;
use super::state::{AuctionItem, MonopolyState, MortgageChoice, Phase};

/// Cash the policy keeps in hand when building.
const BUILD_RESERVE: i64 = 300;

/// The policy's command for `seat`, or `None` when it has nothing to do.
pub fn simple_policy(state: &MonopolyState, seat: Seat) -> Option<C> {
    if seat.index() >= state.players.len()
        || state.player(seat).bankrupt
        || !state.deciding().contains(&seat)
    {
        return None;
    }
    let me = state.player(seat);
    if state.phase.is_stable()
        && let Some(t) = state.open_trades.iter().find(|t| t.recipient == seat)
    {
        return Some(C::RejectTrade {
            trade_id: t.trade_id.clone(),
        });
    }
    match &state.phase {
        Phase::AwaitingRoll => {
            if me.in_jail {
                if let Some(card) = me.jail_cards.iter().min() {
                    return Some(C::UseJailCard {
                        card_id: Some(card.clone()),
                    });
                }
                let fine_allowed = me.jail_attempts < 2
                    || state.config.jail_pay_turns == super::config::JailPayTurns::Any;
                if fine_allowed && me.cash >= state.config.jail_fine {
                    return Some(C::PayJailFine {});
                }
            }
            Some(build(state, seat).unwrap_or(C::RollDice {}))
        }
        Phase::AwaitingBuyDecision { square, price, .. } => Some(if me.cash >= *price {
            C::BuyProperty {
                square: i64::from(*square),
            }
        } else {
            C::DeclineProperty {
                square: i64::from(*square),
            }
        }),
        Phase::Auction(a) => {
            let min = a.min_next_bid();
            let worth = match &a.item {
                AuctionItem::Property { square, .. } => data::square(*square).price(),
                AuctionItem::Building { .. } => 200,
            };
            Some(if min <= worth && min <= me.cash / 2 {
                C::Bid {
                    auction_id: a.auction_id.clone(),
                    amount: min,
                }
            } else {
                C::PassBid {
                    auction_id: a.auction_id.clone(),
                }
            })
        }
        Phase::IncomeTaxChoice { .. } => {
            let percent = (state.total_worth(seat) + 9) / 10;
            let option = if percent < 200 {
                IncomeTaxOption::Percent
            } else {
                IncomeTaxOption::Flat
            };
            Some(C::ChooseIncomeTax { option })
        }
        Phase::BuildingClaim(round) => Some(C::WaiveClaim {
            shortage_id: round.shortage_id.clone(),
        }),
        Phase::DebtResolution(_) | Phase::Rescue(_) => Some(raise_cash(state, seat)),
        Phase::MortgageTransferDecision { squares, .. } => Some(C::ResolveMortgageTransfer {
            choices: squares
                .iter()
                .map(|q| (q.to_string(), MortgageChoice::Keep))
                .collect(),
        }),
        Phase::AwaitingEndTurn => Some(build(state, seat).unwrap_or(C::EndTurn {})),
        Phase::NotStarted | Phase::Finished => None,
    }
}

/// One even unit of building, if the policy keeps its reserve and the bank has the unit
/// (so that it never asks for units a shortage round could not serve).
fn build(state: &MonopolyState, seat: Seat) -> Option<C> {
    let cash = state.player(seat).cash;
    building::single_unit_builds(state, seat)
        .into_iter()
        .find(|(group, target)| {
            building::check_build(state, seat, group, target).is_ok_and(|plan| {
                cash - plan.cost >= BUILD_RESERVE
                    && building::check_supply(state.bank, &plan.steps).is_ok()
            })
        })
        .map(|(group, target)| C::Build { group, target })
}

/// Sells or mortgages toward the debt; bankruptcy when nothing can cover it.
fn raise_cash(state: &MonopolyState, seat: Seat) -> C {
    let total = state.phase.debt().map_or(0, |d| d.total);
    if state.liquidation_value(seat) < total {
        if let Some(offers) = super::bankruptcy::rescue_coverage(state)
            .filter(|_| matches!(state.phase, Phase::Rescue(_)))
        {
            return C::AcceptTrade {
                trade_id: offers[0].clone(),
                recipient_mortgage_choices: Default::default(),
            };
        }
        return C::DeclareBankruptcy {};
    }
    if let Some(plan) = building::next_forced_sale(state, seat) {
        let target = plan
            .changes
            .iter()
            .map(|c| (c.square.to_string(), i64::from(c.to)))
            .collect();
        return C::SellBuildings {
            group: plan.group,
            target,
        };
    }
    match state
        .owned_by(seat)
        .into_iter()
        .find(|&q| !state.deed(q).mortgaged)
    {
        Some(square) => C::Mortgage {
            square: i64::from(square),
        },
        None => C::DeclareBankruptcy {},
    }
}
