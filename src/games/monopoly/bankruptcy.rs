//! Bankruptcy (§4.15), automatic liquidation of a debtor and the JP rescue procedure
//! (§4.14).

use std::collections::{BTreeMap, BTreeSet};

use crate::engine::Seat;

use super::auction;
use super::building;
use super::data::{self, HOTEL_LEVEL};
use super::event::{BankruptcyCreditor, CardPosition, Deck, MonopolyEvent as E, RescueOutcome};
use super::flow::{self, Ctx};
use super::state::{CashReason, LevelStep, MonopolyState, Party, PendingItem, Phase, Trade};
use super::trade;

/// Who receives a bankrupt player's assets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recipient {
    /// One player creditor.
    Player(Seat),
    /// The bank (or the Free Parking pot for the cash of a debt owed to it).
    Bank(Party),
    /// Several player creditors with their claims.
    Several(Vec<(Seat, i64)>),
}

/// Who receives the assets of the debtor of the open debt.
pub fn recipient_of_debt(s: &MonopolyState) -> Option<Recipient> {
    let debt = s.phase.debt()?;
    let players: Vec<(Seat, i64)> = debt
        .creditors
        .iter()
        .filter_map(|c| match c.creditor {
            Party::Player(p) if !s.player(p).bankrupt => Some((p, c.amount)),
            _ => None,
        })
        .collect();
    Some(match players.as_slice() {
        [] => Recipient::Bank(
            debt.creditors
                .first()
                .map_or(Party::Bank, |c| match c.creditor {
                    Party::Player(_) => Party::Bank,
                    other => other,
                }),
        ),
        [(p, _)] if debt.creditors.len() == 1 => Recipient::Player(*p),
        _ => Recipient::Several(players),
    })
}

/// Makes `debtor` bankrupt to `recipient` and continues the game (§4.15).
pub fn go_bankrupt(ctx: &mut Ctx, debtor: Seat, recipient: Recipient) {
    let squares = ctx.s.owned_by(debtor);
    let cards = ctx.s.player(debtor).jail_cards.clone();
    match &recipient {
        Recipient::Bank(_) => return_buildings(ctx, debtor),
        _ => sell_all_buildings(ctx, debtor),
    }
    let cash = ctx.s.player(debtor).cash;
    let from = Party::Player(debtor);
    let creditor = match &recipient {
        Recipient::Player(c) => {
            ctx.transfer(from, Party::Player(*c), cash, CashReason::Bankruptcy);
            ctx.emit(E::AssetsTransferred {
                from: debtor,
                to: Party::Player(*c),
                cash,
                squares: squares.clone(),
                jail_cards: cards,
            });
            BankruptcyCreditor::Player(*c)
        }
        Recipient::Bank(party) => {
            ctx.transfer(from, *party, cash, CashReason::Bankruptcy);
            to_bank(ctx, debtor, &squares, cards);
            BankruptcyCreditor::Bank
        }
        Recipient::Several(claims) => {
            for (seat, share) in split_cash(&ctx.s, debtor, cash, claims) {
                ctx.transfer(from, Party::Player(seat), share, CashReason::Bankruptcy);
            }
            let rest = ctx.s.player(debtor).cash;
            ctx.transfer(from, Party::Bank, rest, CashReason::Bankruptcy);
            to_bank(ctx, debtor, &squares, cards);
            BankruptcyCreditor::Several
        }
    };
    ctx.emit(E::PlayerWentBankrupt {
        player: debtor,
        creditor,
    });
    trade::void_trades_of(ctx, debtor);
    flow::drop_pending_of(ctx, debtor);
    if let Recipient::Player(c) = recipient {
        let mortgaged: Vec<u8> = squares
            .iter()
            .copied()
            .filter(|&q| ctx.s.deed(q).mortgaged)
            .collect();
        if !mortgaged.is_empty() {
            ctx.s.queue.insert(
                0,
                PendingItem::MortgageTransfer {
                    player: c,
                    squares: mortgaged,
                },
            );
        }
    }
    flow::end_if_last_player(ctx);
}

/// The debtor's cash split among player creditors in proportion to their claims, rounded
/// down, the remaining dollars one at a time in seat order after the debtor (§4.15).
fn split_cash(
    s: &MonopolyState,
    debtor: Seat,
    cash: i64,
    claims: &[(Seat, i64)],
) -> Vec<(Seat, i64)> {
    let total: i64 = claims.iter().map(|c| c.1).sum();
    if total == 0 {
        return vec![];
    }
    let pool = cash.min(total);
    let mut shares: Vec<(Seat, i64)> = claims.iter().map(|&(p, c)| (p, pool * c / total)).collect();
    let mut left = pool - shares.iter().map(|s| s.1).sum::<i64>();
    let order: Vec<Seat> = s.active_after(debtor);
    while left > 0 {
        let before = left;
        for seat in &order {
            if left == 0 {
                break;
            }
            let claim = claims.iter().find(|c| c.0 == *seat).map_or(0, |c| c.1);
            if let Some(share) = shares.iter_mut().find(|s| s.0 == *seat)
                && share.1 < claim
            {
                share.1 += 1;
                left -= 1;
            }
        }
        if left == before {
            break;
        }
    }
    shares
}

fn to_bank(ctx: &mut Ctx, debtor: Seat, squares: &[u8], cards: Vec<String>) {
    let mortgaged: Vec<u8> = squares
        .iter()
        .copied()
        .filter(|&q| ctx.s.deed(q).mortgaged)
        .collect();
    ctx.emit(E::AssetsTransferred {
        from: debtor,
        to: Party::Bank,
        cash: 0,
        squares: squares.to_vec(),
        jail_cards: cards.clone(),
    });
    for card_id in cards {
        ctx.emit(E::CardReturned {
            deck: Deck::of(&card_id),
            card_id,
            position: CardPosition::Bottom,
        });
    }
    if !squares.is_empty() {
        let item = PendingItem::BankAuctions {
            squares: squares.to_vec(),
            mortgaged,
            after: debtor,
        };
        ctx.s.queue.insert(0, item);
    }
}

fn groups_with_buildings(s: &MonopolyState, seat: Seat) -> Vec<&'static str> {
    data::board()
        .groups
        .iter()
        .filter(|(_, streets)| {
            streets
                .iter()
                .any(|&q| s.deed(q).owner == Some(seat) && s.deed(q).level > 0)
        })
        .map(|(g, _)| g.as_str())
        .collect()
}

fn sell_all_buildings(ctx: &mut Ctx, seat: Seat) {
    for group in groups_with_buildings(&ctx.s, seat) {
        if let Some(plan) = building::sale_to_zero(&ctx.s, group) {
            building::sell(ctx, seat, plan, true);
        }
    }
}

fn return_buildings(ctx: &mut Ctx, seat: Seat) {
    for group in groups_with_buildings(&ctx.s, seat) {
        let streets = data::group_squares(group).unwrap_or_default();
        let changes: Vec<LevelStep> = streets
            .iter()
            .filter(|&&q| ctx.s.deed(q).level > 0)
            .map(|&q| LevelStep {
                square: q,
                from: ctx.s.deed(q).level,
                to: 0,
            })
            .collect();
        let mut bank = ctx.s.bank;
        for change in &changes {
            if change.from == HOTEL_LEVEL {
                bank.hotels += 1;
            } else {
                bank.houses += u32::from(change.from);
            }
        }
        ctx.emit(E::BuildingsReturned {
            player: seat,
            group: group.to_string(),
            changes,
            bank,
        });
    }
}

/// Liquidates the debtor automatically until the debt is covered (§4.14 deadline default):
/// buildings first, as few at a time as the bank allows (see
/// `building::next_forced_sale`), then mortgages in board order, checking the debt after
/// every step; bankruptcy if everything is liquidated and it is still not covered.
pub fn auto_liquidate(ctx: &mut Ctx) {
    loop {
        let Some(debt) = ctx.s.phase.debt().cloned() else {
            return;
        };
        let debtor = debt.debtor;
        if ctx.s.player(debtor).cash >= debt.total {
            flow::settle_debt_if_covered(ctx);
            return;
        }
        if let Some(plan) = building::next_forced_sale(&ctx.s, debtor) {
            building::sell(ctx, debtor, plan, false);
            continue;
        }
        let next = ctx
            .s
            .owned_by(debtor)
            .into_iter()
            .find(|&q| !ctx.s.deed(q).mortgaged);
        match next {
            Some(square) => {
                let amount = data::square(square).mortgage_value();
                ctx.emit(E::PropertyMortgaged {
                    player: debtor,
                    square,
                    amount,
                });
                ctx.transfer(
                    Party::Bank,
                    Party::Player(debtor),
                    amount,
                    CashReason::Mortgage,
                );
            }
            None => {
                declare(ctx);
                return;
            }
        }
    }
}

/// Bankruptcy of the debtor of the open debt, then the flow goes on.
pub fn declare(ctx: &mut Ctx) {
    let Some(debt) = ctx.s.phase.debt().cloned() else {
        return;
    };
    if matches!(ctx.s.phase, Phase::Rescue(_)) {
        ctx.emit(E::RescueClosed {
            debt_id: debt.debt_id.clone(),
            outcome: RescueOutcome::Bankrupt,
        });
    }
    let recipient = recipient_of_debt(&ctx.s).unwrap_or(Recipient::Bank(Party::Bank));
    go_bankrupt(ctx, debt.debtor, recipient);
    flow::run(ctx);
}

/// A player resigns: bankruptcy to their single player creditor if they are a debtor,
/// otherwise to the bank; the phase they took part in goes on without them (§4.15).
pub fn resign(ctx: &mut Ctx, seat: Seat) {
    ctx.emit(E::PlayerResigned { player: seat });
    if ctx.s.debtor() == Some(seat) {
        let recipient = match recipient_of_debt(&ctx.s) {
            Some(Recipient::Player(c)) => Recipient::Player(c),
            _ => Recipient::Bank(Party::Bank),
        };
        if matches!(ctx.s.phase, Phase::Rescue(_)) {
            let debt_id = ctx
                .s
                .phase
                .debt()
                .map(|d| d.debt_id.clone())
                .unwrap_or_default();
            ctx.emit(E::RescueClosed {
                debt_id,
                outcome: RescueOutcome::Bankrupt,
            });
        }
        go_bankrupt(ctx, seat, recipient);
        flow::run(ctx);
        return;
    }
    let active = ctx.s.turn.active == seat;
    let phase = ctx.s.phase.clone();
    let queued_before = ctx.s.queue.len();
    go_bankrupt(ctx, seat, Recipient::Bank(Party::Bank));
    if ctx.s.phase == Phase::Finished {
        return;
    }
    let auctions_added = ctx.s.queue.len() > queued_before;
    match phase {
        Phase::Auction(_) => auction::withdraw(ctx, seat),
        Phase::BuildingClaim(_) => building::withdraw_from_round(ctx, seat),
        Phase::MortgageTransferDecision { player, .. } if player == seat => flow::run(ctx),
        Phase::DebtResolution(mut debt) | Phase::Rescue(mut debt) => {
            debt.creditors.retain(|c| c.creditor != Party::Player(seat));
            debt.total = debt.creditors.iter().map(|c| c.amount).sum();
            if debt.creditors.is_empty() {
                flow::run(ctx);
            } else {
                ctx.s.phase = match ctx.s.phase {
                    Phase::Rescue(_) => Phase::Rescue(debt),
                    _ => Phase::DebtResolution(debt),
                };
                flow::settle_debt_if_covered(ctx);
            }
        }
        Phase::AwaitingRoll
        | Phase::AwaitingBuyDecision { .. }
        | Phase::AwaitingEndTurn
        | Phase::IncomeTaxChoice { .. }
            if active =>
        {
            flow::run(ctx)
        }
        _ if auctions_added => {
            // Resume the phase in progress once the bank has auctioned the deeds.
            let position = ctx
                .s
                .queue
                .iter()
                .position(|i| matches!(i, PendingItem::BankAuctions { .. }));
            let resume = PendingItem::Resume {
                phase: Box::new(ctx.s.phase.clone()),
            };
            ctx.s.queue.insert(position.map_or(0, |p| p + 1), resume);
            flow::run(ctx);
        }
        _ => {}
    }
}

/// What `rescuer` has promised in all their open rescue offers to `debtor` together: the
/// cash they give and the mortgage fees on the deeds they would receive.
fn rescuer_commitment(s: &MonopolyState, rescuer: Seat, debtor: Seat) -> i64 {
    s.open_trades
        .iter()
        .filter(|t| t.rescue && t.proposer == rescuer && t.recipient == debtor)
        .map(|t| {
            t.give.cash - t.take.cash
                + trade::fee_total(s, rescuer, &t.take, &t.proposer_mortgage_choices)
        })
        .sum()
}

/// Whether a rescue offer counts towards covering the debt: the debtor could accept it now
/// (every check of an ordinary acceptance passes), and its rescuer can pay all their open
/// rescue offers and their fees together — an offer its rescuer could not honour never
/// blocks a bankruptcy.
fn offer_counts(s: &MonopolyState, offer: &Trade, debtor: Seat) -> bool {
    trade::check_accept(s, debtor, &offer.trade_id, &BTreeMap::new()).is_ok()
        && rescuer_commitment(s, offer.proposer, debtor) <= s.player(offer.proposer).cash
}

/// The JP coverage test (§4.14): the rescue offers it selects, if they cover the debt.
/// Only offers that count (see `offer_counts`) take part.
pub fn rescue_coverage(s: &MonopolyState) -> Option<Vec<String>> {
    let debt = s.phase.debt()?;
    let debtor = debt.debtor;
    let mut offers: Vec<_> = s
        .open_trades
        .iter()
        .filter(|t| t.rescue && t.recipient == debtor)
        .filter(|t| offer_counts(s, t, debtor))
        .collect();
    offers.sort_by_key(|t| std::cmp::Reverse(t.give.cash));
    let mut asked: BTreeSet<String> = BTreeSet::new();
    let mut cash = s.player(debtor).cash;
    let mut selected = Vec::new();
    for offer in offers {
        let items: Vec<String> = offer
            .take
            .squares
            .iter()
            .map(|q| q.to_string())
            .chain(offer.take.jail_cards.iter().cloned())
            .collect();
        if items.iter().any(|i| asked.contains(i)) {
            continue;
        }
        asked.extend(items);
        cash += offer.give.cash - offer.take.cash;
        selected.push(offer.trade_id.clone());
        let rest: i64 = s
            .owned_by(debtor)
            .into_iter()
            .filter(|q| !asked.contains(&q.to_string()))
            .map(|q| s.asset_liquidation(q))
            .sum();
        if cash + rest >= debt.total {
            return Some(selected);
        }
    }
    None
}

/// The end of the rescue window: execute the selected offers and liquidate, or bankruptcy.
/// Each selected offer is checked again as an ordinary acceptance right before it executes
/// and skipped if it fails; the automatic liquidation then covers what it can, and the
/// debtor goes bankrupt if that is not enough.
pub fn close_rescue(ctx: &mut Ctx) {
    let Some(offers) = rescue_coverage(&ctx.s) else {
        declare(ctx);
        return;
    };
    let Some(debt) = ctx.s.phase.debt().cloned() else {
        return;
    };
    let no_choices = BTreeMap::new();
    let same_debt = |s: &MonopolyState| s.phase.debt().map(|d| &d.debt_id) == Some(&debt.debt_id);
    for trade_id in offers {
        if !same_debt(&ctx.s) {
            return;
        }
        let Ok(offer) = trade::check_accept(&ctx.s, debt.debtor, &trade_id, &no_choices) else {
            continue;
        };
        let offer = offer.clone();
        trade::execute(ctx, &offer, &no_choices);
    }
    if same_debt(&ctx.s) {
        auto_liquidate(ctx);
    }
}
