//! Trades between players (§4.13, §5.5): proposals, acceptance (execution with mortgage
//! fees), rejection, withdrawal, and voiding of stale trades.

use std::collections::{BTreeMap, BTreeSet};

use crate::engine::Seat;

use super::config::{TradeVisibility, TradeWindow};
use super::data;
use super::event::{MonopolyEvent as E, TransferFee};
use super::flow::{self, Ctx};
use super::rejection::MonopolyRejection as R;
use super::state::{
    CashReason, KnownTrade, MonopolyState, MortgageChoice, Party, Phase, SquareSnapshot, Trade,
    TradeSide, TradeStatus, VoidReason,
};

/// A proposal as the command states it.
pub struct Proposal<'a> {
    pub to: Seat,
    pub give: &'a TradeSide,
    pub take: &'a TradeSide,
    pub choices: &'a BTreeMap<String, MortgageChoice>,
    pub counter_to: &'a Option<String>,
    pub expires_at: &'a Option<chrono::DateTime<chrono::Utc>>,
    pub rescue: bool,
}

/// Whether `seat` may see `trade` (§6).
pub fn visible(s: &MonopolyState, trade: KnownTrade, seat: Seat) -> bool {
    s.config.trade_visibility == TradeVisibility::Public || trade.is_party(seat)
}

/// The trade with this id if `seat` may see it.
fn find<'a>(s: &'a MonopolyState, seat: Seat, trade_id: &str) -> Result<KnownTrade<'a>, R> {
    s.trade(trade_id)
        .filter(|&t| visible(s, t, seat))
        .ok_or_else(|| R::TradeNotFound {
            trade_id: trade_id.to_string(),
        })
}

/// The open trade behind `known`, or why a command cannot act on it: `trade_not_open`
/// (with `trade_stale` first where `stale_first` and it went stale).
fn still_open<'a>(
    known: KnownTrade<'a>,
    trade_id: &str,
    stale_first: bool,
) -> Result<&'a Trade, R> {
    match known {
        KnownTrade::Open(trade) => Ok(trade),
        KnownTrade::Closed(closed)
            if stale_first && closed.void_reason == Some(VoidReason::Stale) =>
        {
            Err(R::TradeStale {
                trade_id: trade_id.to_string(),
            })
        }
        KnownTrade::Closed(closed) => Err(R::TradeNotOpen {
            trade_id: trade_id.to_string(),
            status: closed.status,
        }),
    }
}

fn snapshot(s: &MonopolyState, square: u8) -> SquareSnapshot {
    let deed = s.deed(square);
    SquareSnapshot {
        square,
        owner: deed.owner,
        mortgaged: deed.mortgaged,
        group_levels: data::square(square)
            .group
            .as_deref()
            .map(|g| s.group_levels(g))
            .unwrap_or_default(),
    }
}

fn check_holdings(s: &MonopolyState, side: &TradeSide, giver: Seat) -> Result<(), R> {
    for &square in &side.squares {
        let held = (0..i64::from(data::SQUARES)).contains(&square)
            && data::square(square as u8).ownable()
            && s.deed(square as u8).owner == Some(giver);
        if !held {
            return Err(R::NotOwner {
                square: None,
                group: None,
                item: Some(square.to_string()),
                giver: Some(giver),
            });
        }
    }
    for card in &side.jail_cards {
        if !s.player(giver).jail_cards.contains(card) {
            return Err(R::NotOwner {
                square: None,
                group: None,
                item: Some(card.clone()),
                giver: Some(giver),
            });
        }
    }
    Ok(())
}

fn check_no_buildings(s: &MonopolyState, sides: [&TradeSide; 2]) -> Result<(), R> {
    for square in sides.iter().flat_map(|side| side.square_indices()) {
        if s.group_of_square_has_buildings(square) {
            let group = data::square(square).group.clone().unwrap_or_default();
            return Err(R::GroupHasBuildings {
                square: Some(square),
                group,
            });
        }
    }
    Ok(())
}

fn missing_choices(
    s: &MonopolyState,
    received: &TradeSide,
    choices: &BTreeMap<String, MortgageChoice>,
) -> Vec<u8> {
    received
        .square_indices()
        .filter(|&q| s.deed(q).mortgaged && !choices.contains_key(&q.to_string()))
        .collect()
}

/// Whether a trade moves nothing but cash. The seed forbids lending and mere financial aid
/// between players (and the official rules any lending), so a trade must move at least one
/// deed or card.
fn moves_cash_only(give: &TradeSide, take: &TradeSide) -> bool {
    [give, take]
        .iter()
        .all(|side| side.squares.is_empty() && side.jail_cards.is_empty())
}

/// Checks a proposal in the order of §5.5 (`cash_only_trade` right after `empty_side`).
pub fn check_proposal(s: &MonopolyState, seat: Seat, p: &Proposal) -> Result<(), R> {
    if p.to.index() >= s.players.len() {
        return Err(R::UnknownPlayer { player: p.to });
    }
    if p.to == seat {
        return Err(R::SelfTrade);
    }
    if s.player(p.to).bankrupt {
        return Err(R::CounterpartyBankrupt { player: p.to });
    }
    for (name, side) in [("give", p.give), ("take", p.take)] {
        if side.cash < 0 {
            return Err(R::NegativeCash { side: name.into() });
        }
    }
    let mut seen = BTreeSet::new();
    let items = p
        .give
        .squares
        .iter()
        .chain(&p.take.squares)
        .map(|q| q.to_string());
    for item in items.chain(p.give.jail_cards.iter().chain(&p.take.jail_cards).cloned()) {
        if !seen.insert(item.clone()) {
            return Err(R::DuplicateItem { item });
        }
    }
    for (name, side) in [("give", p.give), ("take", p.take)] {
        if side.is_empty() {
            return Err(R::EmptySide { side: name.into() });
        }
    }
    if moves_cash_only(p.give, p.take) {
        return Err(R::CashOnlyTrade);
    }
    check_holdings(s, p.give, seat)?;
    check_holdings(s, p.take, p.to)?;
    check_no_buildings(s, [p.give, p.take])?;
    let cash = s.player(seat).cash;
    if p.give.cash > cash {
        return Err(R::InsufficientFunds {
            player: None,
            required: p.give.cash,
            cash,
        });
    }
    let missing = missing_choices(s, p.take, p.choices);
    if !missing.is_empty() {
        return Err(R::MissingMortgageChoice { squares: missing });
    }
    let limit = s.config.max_open_trades_per_player;
    let open = s.open_trades.iter().filter(|t| t.proposer == seat).count();
    if open as u32 >= limit {
        return Err(R::TooManyOpenTrades { limit });
    }
    if let Some(counter) = p.counter_to {
        still_open(find(s, seat, counter)?, counter, false)?;
    }
    if p.rescue {
        let Some(debt) = s
            .phase
            .debt()
            .filter(|_| matches!(s.phase, Phase::Rescue(_)))
        else {
            return Err(R::NoRescueInProgress);
        };
        if p.to != debt.debtor {
            return Err(R::NotTheDebtor {
                debtor: debt.debtor,
            });
        }
        if debt
            .creditors
            .iter()
            .any(|c| c.creditor == Party::Player(seat))
        {
            return Err(R::CreditorCannotRescue);
        }
        // The rescuer gives cash only and takes only deeds or cards: a rescue never takes
        // cash back from the debtor.
        let gives_cash_only =
            p.give.cash > 0 && p.give.squares.is_empty() && p.give.jail_cards.is_empty();
        if !gives_cash_only || p.take.cash != 0 {
            return Err(R::RescueMustGiveCashOnly);
        }
    }
    Ok(())
}

/// Stores a validated proposal.
pub fn propose(ctx: &mut Ctx, seat: Seat, p: &Proposal) {
    let trade_id = format!("t{}", ctx.s.counters.trades + 1);
    let snapshot = p
        .give
        .square_indices()
        .chain(p.take.square_indices())
        .map(|q| snapshot(&ctx.s, q))
        .collect();
    let trade = Trade {
        trade_id,
        proposer: seat,
        recipient: p.to,
        give: p.give.clone(),
        take: p.take.clone(),
        proposer_mortgage_choices: p.choices.clone(),
        counter_to: p.counter_to.clone(),
        expires_at: p
            .expires_at
            .map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true)),
        rescue: p.rescue,
        status: TradeStatus::Open,
        void_reason: None,
        snapshot,
    };
    ctx.emit(E::TradeProposed { trade });
    if let Some(counter) = p.counter_to {
        ctx.emit(E::TradeRejected {
            trade_id: counter.clone(),
            countered: true,
        });
    }
}

/// Whether trades may execute now (§4.2 `trade_window`); in a debt only with the debtor.
pub fn window_open(s: &MonopolyState, trade: &Trade) -> bool {
    match &s.phase {
        Phase::DebtResolution(debt) | Phase::Rescue(debt) => trade.is_party(debt.debtor),
        Phase::AwaitingRoll | Phase::AwaitingBuyDecision { .. } | Phase::AwaitingEndTurn => {
            match s.config.trade_window {
                TradeWindow::StablePhases => true,
                TradeWindow::BetweenTurns => {
                    s.phase == Phase::AwaitingEndTurn
                        || (s.phase == Phase::AwaitingRoll && !s.turn.rolled_this_turn)
                }
            }
        }
        _ => false,
    }
}

/// The mortgage fees of one receiver.
fn fees(
    s: &MonopolyState,
    receiver: Seat,
    received: &TradeSide,
    choices: &BTreeMap<String, MortgageChoice>,
) -> Vec<TransferFee> {
    received
        .square_indices()
        .filter(|&q| s.deed(q).mortgaged)
        .map(|q| {
            let choice = choices
                .get(&q.to_string())
                .copied()
                .unwrap_or(MortgageChoice::Keep);
            TransferFee {
                player: receiver,
                square: q,
                choice,
                amount: transfer_fee(s, q, choice),
            }
        })
        .collect()
}

/// What `receiver` pays in mortgage fees for the deeds of `received` under `choices`.
pub fn fee_total(
    s: &MonopolyState,
    receiver: Seat,
    received: &TradeSide,
    choices: &BTreeMap<String, MortgageChoice>,
) -> i64 {
    fees(s, receiver, received, choices)
        .iter()
        .map(|f| f.amount)
        .sum()
}

/// What receiving mortgaged deed `square` with `choice` costs (§4.12).
pub fn transfer_fee(s: &MonopolyState, square: u8, choice: MortgageChoice) -> i64 {
    let mortgage = data::square(square).mortgage_value();
    let interest = s.config.interest(mortgage);
    match choice {
        MortgageChoice::Lift => mortgage + interest,
        MortgageChoice::Keep if s.config.mortgage_transfer_fee => interest,
        MortgageChoice::Keep => 0,
    }
}

/// Checks an acceptance in the order of §5.5.
pub fn check_accept<'a>(
    s: &'a MonopolyState,
    seat: Seat,
    trade_id: &str,
    choices: &BTreeMap<String, MortgageChoice>,
) -> Result<&'a Trade, R> {
    let known = find(s, seat, trade_id)?;
    if known.recipient() != seat {
        return Err(R::NotTradeRecipient {
            trade_id: trade_id.to_string(),
        });
    }
    let trade = still_open(known, trade_id, true)?;
    if !window_open(s, trade) {
        return Err(R::TradeWindowClosed {
            phase: s.phase.name().into(),
            trade_window: s.config.trade_window,
        });
    }
    if moves_cash_only(&trade.give, &trade.take) {
        return Err(R::CashOnlyTrade);
    }
    check_no_buildings(s, [&trade.give, &trade.take])?;
    let missing = missing_choices(s, &trade.give, choices);
    if !missing.is_empty() {
        return Err(R::MissingMortgageChoice { squares: missing });
    }
    let parties = [
        (
            trade.proposer,
            &trade.give,
            &trade.take,
            &trade.proposer_mortgage_choices,
        ),
        (trade.recipient, &trade.take, &trade.give, choices),
    ];
    for (player, gives, receives, own_choices) in parties {
        let fee = fee_total(s, player, receives, own_choices);
        let required = gives.cash + fee - receives.cash;
        let cash = s.player(player).cash;
        if gives.cash > cash || required > cash {
            return Err(R::InsufficientFunds {
                player: Some(player),
                required: gives.cash + fee,
                cash,
            });
        }
    }
    Ok(trade)
}

/// Executes a trade atomically: deeds, cards, cash, then the mortgage fees; a debt the
/// trade covers is paid.
pub fn execute(ctx: &mut Ctx, trade: &Trade, recipient_choices: &BTreeMap<String, MortgageChoice>) {
    let mut all_fees = fees(
        &ctx.s,
        trade.proposer,
        &trade.take,
        &trade.proposer_mortgage_choices,
    );
    all_fees.extend(fees(
        &ctx.s,
        trade.recipient,
        &trade.give,
        recipient_choices,
    ));
    ctx.emit(E::TradeExecuted {
        trade: trade.clone(),
        fees: all_fees.clone(),
    });
    let (p, r) = (
        Party::Player(trade.proposer),
        Party::Player(trade.recipient),
    );
    ctx.transfer(p, r, trade.give.cash, CashReason::Trade);
    ctx.transfer(r, p, trade.take.cash, CashReason::Trade);
    for fee in all_fees {
        let payer = Party::Player(fee.player);
        match fee.choice {
            MortgageChoice::Keep => {
                if fee.amount > 0 {
                    ctx.emit(E::MortgageInterestPaid {
                        player: fee.player,
                        square: fee.square,
                        amount: fee.amount,
                    });
                    ctx.transfer(payer, Party::Bank, fee.amount, CashReason::MortgageInterest);
                }
            }
            MortgageChoice::Lift => {
                let principal = data::square(fee.square).mortgage_value();
                let interest = fee.amount - principal;
                ctx.emit(E::PropertyUnmortgaged {
                    player: fee.player,
                    square: fee.square,
                    principal,
                    interest,
                });
                ctx.transfer(payer, Party::Bank, fee.amount, CashReason::Unmortgage);
            }
        }
    }
    flow::settle_debt_if_covered(ctx);
}

/// Checks a rejection (recipient) or withdrawal (proposer) of a trade.
pub fn check_close(
    s: &MonopolyState,
    seat: Seat,
    trade_id: &str,
    by_recipient: bool,
) -> Result<(), R> {
    let known = find(s, seat, trade_id)?;
    if by_recipient && known.recipient() != seat {
        return Err(R::NotTradeRecipient {
            trade_id: trade_id.to_string(),
        });
    }
    if !by_recipient && known.proposer() != seat {
        return Err(R::NotTradeProposer {
            trade_id: trade_id.to_string(),
        });
    }
    still_open(known, trade_id, false).map(|_| ())
}

fn is_stale(s: &MonopolyState, trade: &Trade) -> bool {
    let held = check_holdings(s, &trade.give, trade.proposer).is_ok()
        && check_holdings(s, &trade.take, trade.recipient).is_ok();
    !held
        || trade
            .snapshot
            .iter()
            .any(|snap| *snap != snapshot(s, snap.square))
}

/// Voids every open trade the entry made stale (§4.13).
pub fn void_stale(ctx: &mut Ctx) {
    let stale: Vec<String> = ctx
        .s
        .open_trades
        .iter()
        .filter(|t| is_stale(&ctx.s, t))
        .map(|t| t.trade_id.clone())
        .collect();
    for trade_id in stale {
        ctx.emit(E::TradeVoided {
            trade_id,
            reason: VoidReason::Stale,
        });
    }
}

/// Voids the open trades of a player who went bankrupt.
pub fn void_trades_of(ctx: &mut Ctx, seat: Seat) {
    let ids: Vec<String> = ctx
        .s
        .open_trades
        .iter()
        .filter(|t| t.is_party(seat))
        .map(|t| t.trade_id.clone())
        .collect();
    for trade_id in ids {
        ctx.emit(E::TradeVoided {
            trade_id,
            reason: VoidReason::Bankruptcy,
        });
    }
}
