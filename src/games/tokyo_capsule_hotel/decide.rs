//! Deciding a command: the phase check first, then the command's own checks in the rules'
//! order, then its effects and every automatic step that follows.

use super::command::{Promise, Timer, TokyoCapsuleHotelCommand as C, Transfer};
use super::config::HeadTimeoutMode;
use super::event::{LeaveReason, PassReason, TokyoCapsuleHotelEvent as E, TradeEndReason};
use super::flow::{self, Ctx};
use super::purchase;
use super::rejection::TokyoCapsuleHotelRejection as R;
use super::state::{Phase, Status, TokyoCapsuleHotelState as State};
use super::trade;
use crate::engine::Seat;

/// The (sub)phase names of a view and of `wrong_phase`.
pub fn phase_names(state: &State) -> (&'static str, Option<&'static str>) {
    match state.phase {
        Phase::LoanSelection => ("loan", Some("selection")),
        Phase::Open => ("purchase", Some("open")),
        Phase::WindDown => ("purchase", Some("wind_down")),
        Phase::Setup => ("setup", None),
        Phase::GameOver | Phase::Abandoned => ("game_over", None),
    }
}

/// The command types a seat may send now.
pub fn allowed(state: &State, seat: Seat) -> Vec<&'static str> {
    let status = state.players.get(seat.index()).map(|p| p.status);
    match state.phase {
        Phase::LoanSelection => vec!["choose_loan"],
        Phase::Open => match status {
            Some(Status::Queued) => {
                let mut v = vec!["leave_queue", "pass", "reject_trade", "warn_head"];
                if state.queue.first() == Some(&seat) {
                    v.insert(0, "purchase");
                }
                v
            }
            Some(Status::Free) => vec![
                "join_queue",
                "propose_trade",
                "accept_trade",
                "reject_trade",
                "withdraw_trade",
                "pass",
                "warn_head",
            ],
            _ => vec![],
        },
        Phase::WindDown => vec!["accept_trade", "reject_trade", "withdraw_trade", "pass"],
        _ => vec![],
    }
}

/// The `wrong_phase` rejection for a seat.
pub fn wrong_phase(state: &State, seat: Seat) -> R {
    let (phase, sub_phase) = phase_names(state);
    R::WrongPhase {
        phase,
        sub_phase,
        allowed: allowed(state, seat),
    }
}

fn purchase_phase(state: &State, seat: Seat) -> Result<(), R> {
    match state.phase {
        Phase::Open | Phase::WindDown => Ok(()),
        _ => Err(wrong_phase(state, seat)),
    }
}

/// Decides a command against `state`; `ctx` starts as a copy of it and collects the events.
pub fn decide(ctx: &mut Ctx, state: &State, seat: Seat, command: &C) -> Result<(), R> {
    match command {
        C::ChooseLoan { amount } => {
            if state.phase != Phase::LoanSelection {
                return Err(wrong_phase(state, seat));
            }
            if !state.config.loan.options.contains(amount) {
                return Err(R::LoanAmountInvalid {
                    amount: *amount,
                    options: state.config.loan.options.clone(),
                });
            }
            ctx.emit(E::LoanChosen {
                player_id: seat,
                amount: *amount,
            });
            ctx.emit(E::LoanSubmitted { player_id: seat });
            if ctx.s.players.iter().all(|p| p.chosen_loan.is_some()) {
                flow::reveal_loans(ctx);
            }
        }
        C::JoinQueue {} => {
            match state.phase {
                Phase::Open => {}
                Phase::WindDown => {
                    return Err(R::SpendingLimitReached {
                        spent: state.spent,
                        limit: state.limit,
                    });
                }
                _ => return Err(wrong_phase(state, seat)),
            }
            if let Some(position) = state.queue.iter().position(|&s| s == seat) {
                return Err(R::AlreadyInQueue { position });
            }
            if state.negotiating(seat) {
                return Err(R::HasOpenNegotiation {
                    trade_ids: state
                        .trades
                        .iter()
                        .filter(|t| t.proposer == seat || t.accepted.contains(&seat))
                        .map(|t| t.id.clone())
                        .collect(),
                });
            }
            ctx.emit(E::PlayerJoinedQueue {
                player_id: seat,
                position: state.queue.len(),
            });
            if state.queue.is_empty() {
                ctx.emit(E::HeadChanged {
                    player_id: Some(seat),
                });
            }
        }
        C::LeaveQueue {} => {
            if state.phase != Phase::Open {
                return Err(wrong_phase(state, seat));
            }
            if !state.queue.contains(&seat) {
                return Err(R::NotInQueue {});
            }
            let was_head = state.queue.first() == Some(&seat);
            ctx.emit(E::PlayerLeftQueue {
                player_id: seat,
                reason: LeaveReason::Voluntary,
            });
            if was_head {
                let head = ctx.s.queue.first().copied();
                ctx.emit(E::HeadChanged { player_id: head });
            }
        }
        C::Pass {} => {
            purchase_phase(state, seat)?;
            pass(ctx, seat, false, PassReason::Voluntary);
        }
        C::WarnHead {} => {
            if state.phase != Phase::Open {
                return Err(wrong_phase(state, seat));
            }
            if state.config.timing.head_timeout_mode != HeadTimeoutMode::OnWarning {
                return Err(R::NotAllowedInMode {
                    mode: state.config.timing.head_timeout_mode,
                });
            }
            let Some(&head) = state.queue.first() else {
                return Err(R::NoHead {});
            };
            if head == seat {
                return Err(R::CannotWarnSelf {});
            }
            ctx.emit(E::HeadWarned { by: seat, head });
        }
        C::Purchase { item, payment } => {
            let plan = purchase::check(state, seat, item, *payment)?;
            purchase::apply(ctx, seat, item.kind(), plan);
        }
        C::ProposeTrade {
            transfers,
            promises,
        } => propose(ctx, state, seat, transfers, promises)?,
        C::AcceptTrade { trade_id } => {
            let last = check_accept(state, seat, trade_id)?;
            ctx.emit(E::TradeAccepted {
                trade_id: trade_id.clone(),
                player_id: seat,
            });
            if last {
                trade::execute(ctx, trade_id);
                flow::check_phase_end(ctx);
            }
        }
        C::RejectTrade { trade_id } => {
            purchase_phase(state, seat)?;
            let t = visible_trade(state, seat, trade_id)?;
            if t.proposer == seat || !t.parties.contains(&seat) {
                return Err(R::NotAddressee {
                    trade_id: trade_id.clone(),
                });
            }
            ctx.emit(E::TradeRejected {
                trade_id: trade_id.clone(),
                player_id: seat,
                reason: TradeEndReason::Rejected,
            });
            flow::check_phase_end(ctx);
        }
        C::WithdrawTrade { trade_id } => {
            purchase_phase(state, seat)?;
            let t = visible_trade(state, seat, trade_id)?;
            if t.proposer != seat {
                return Err(R::NotProposer {
                    trade_id: trade_id.clone(),
                });
            }
            ctx.emit(E::TradeWithdrawn {
                trade_id: trade_id.clone(),
                reason: TradeEndReason::Withdrawn,
            });
            flow::check_phase_end(ctx);
        }
        C::Timeout { timer, trade_id } => timeout(ctx, state, seat, *timer, trade_id.as_deref())?,
        C::Resign {} => ctx.emit(E::PlayerResigned { player_id: seat }),
    }
    Ok(())
}

/// Every check of an acceptance, in the rules' order; whether it is the last one (the trade
/// then executes).
pub fn check_accept(state: &State, seat: Seat, trade_id: &str) -> Result<bool, R> {
    purchase_phase(state, seat)?;
    let t = visible_trade(state, seat, trade_id)?;
    if t.proposer == seat || !t.parties.contains(&seat) {
        return Err(R::NotAddressee {
            trade_id: trade_id.into(),
        });
    }
    if t.accepted.contains(&seat) {
        return Err(R::TradeAlreadyAnswered {
            trade_id: trade_id.into(),
        });
    }
    let status = state.players[seat.index()].status;
    if status != Status::Free {
        return Err(R::NotFree {
            status: status.name(),
        });
    }
    let last = t
        .parties
        .iter()
        .all(|&p| p == t.proposer || p == seat || t.accepted.contains(&p));
    if last {
        revalidate(state, t)?;
    }
    Ok(last)
}

/// A pending trade the caller may see.
fn visible_trade<'s>(
    state: &'s State,
    seat: Seat,
    trade_id: &str,
) -> Result<&'s super::state::Trade, R> {
    state
        .trades
        .iter()
        .find(|t| {
            t.id == trade_id
                && (t.parties.contains(&seat)
                    || state.config.trade.visibility == super::config::TradeVisibility::Public)
        })
        .ok_or_else(|| R::TradeNotFound {
            trade_id: trade_id.into(),
        })
}

/// The re-validation when the last acceptance arrives.
fn revalidate(state: &State, t: &super::state::Trade) -> Result<(), R> {
    let failure = (|| {
        for &p in &t.parties {
            let status = state.players[p.index()].status;
            if status == Status::Passed {
                return Err(R::PartyPassed { player_id: p });
            }
        }
        for &p in &t.parties {
            let status = state.players[p.index()].status;
            if status != Status::Free && p != t.proposer {
                return Err(R::NotFree {
                    status: status.name(),
                });
            }
        }
        trade::validate(state, t.proposer, &t.transfers, &t.promises).map(|_| ())
    })();
    failure.map_err(|inner| {
        use crate::engine::Rejection;
        let details = serde_json::to_value(&inner)
            .ok()
            .and_then(|v| v.get("details").cloned())
            .unwrap_or_default();
        R::TradeNoLongerValid {
            trade_id: t.id.clone(),
            reason: inner.code(),
            details,
        }
    })
}

fn propose(
    ctx: &mut Ctx,
    state: &State,
    seat: Seat,
    transfers: &[Transfer],
    promises: &[Promise],
) -> Result<(), R> {
    match state.phase {
        Phase::Open => {}
        Phase::WindDown => return Err(R::NegotiationClosed {}),
        _ => return Err(wrong_phase(state, seat)),
    }
    let status = state.players[seat.index()].status;
    if status != Status::Free {
        return Err(R::NotFree {
            status: status.name(),
        });
    }
    let limit = state.config.trade.max_open_proposals;
    if state.trades.iter().filter(|t| t.proposer == seat).count() >= limit as usize {
        return Err(R::TooManyOpenProposals { limit });
    }
    let parties = trade::validate(state, seat, transfers, promises)?;
    ctx.emit(E::TradeProposed {
        trade_id: format!("T{}", state.counters.trades + 1),
        proposer: seat,
        parties,
        transfers: transfers.to_vec(),
        promises: promises.to_vec(),
    });
    Ok(())
}

/// A pass (voluntary or automatic): the player's trades are cancelled and the phase may end.
pub fn pass(ctx: &mut Ctx, seat: Seat, auto: bool, reason: PassReason) {
    for t in ctx.s.trades.clone() {
        if t.proposer == seat {
            ctx.emit(E::TradeWithdrawn {
                trade_id: t.id.clone(),
                reason: TradeEndReason::Passed,
            });
        } else if t.parties.contains(&seat) {
            ctx.emit(E::TradeRejected {
                trade_id: t.id.clone(),
                player_id: seat,
                reason: TradeEndReason::Passed,
            });
        }
    }
    let was_head = ctx.s.queue.first() == Some(&seat);
    ctx.emit(E::PlayerPassed {
        player_id: seat,
        auto,
        reason,
    });
    if was_head {
        let head = ctx.s.queue.first().copied();
        ctx.emit(E::HeadChanged { player_id: head });
    }
    flow::check_phase_end(ctx);
}

fn not_applicable(timer: Timer, reason: &'static str) -> R {
    R::TimeoutNotApplicable {
        timer: serde_json::to_value(timer)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default(),
        reason,
    }
}

/// Whether a seat is in the idle state: Open, free and party to no pending proposal.
pub fn idle(state: &State, seat: Seat) -> bool {
    state.phase == Phase::Open
        && state.players[seat.index()].status == Status::Free
        && state.trades_of(seat).next().is_none()
}

fn timeout(
    ctx: &mut Ctx,
    state: &State,
    seat: Seat,
    timer: Timer,
    trade_id: Option<&str>,
) -> Result<(), R> {
    match timer {
        Timer::Loan => {
            if state.phase != Phase::LoanSelection {
                return Err(not_applicable(timer, "wrong_phase"));
            }
            for s in state.order.clone() {
                if state.players[s.index()].chosen_loan.is_none() {
                    ctx.emit(E::LoanDefaulted {
                        player_id: s,
                        amount: state.config.loan.default,
                        reason: "deadline".into(),
                    });
                }
            }
            flow::reveal_loans(ctx);
        }
        Timer::Head => {
            if state.phase != Phase::Open || state.queue.first() != Some(&seat) {
                return Err(not_applicable(timer, "not_head"));
            }
            // Since rules version 2 a head timeout costs that purchase action only: the
            // player may rejoin the queue and trade for the rest of the phase.
            let timeouts = state.players[seat.index()].timeouts + 1;
            if state.rules_version < 2 && timeouts >= state.config.timing.max_timeouts_per_phase {
                pass(ctx, seat, true, PassReason::Timeouts);
            } else {
                ctx.emit(E::PlayerLeftQueue {
                    player_id: seat,
                    reason: LeaveReason::Timeout,
                });
                let head = ctx.s.queue.first().copied();
                ctx.emit(E::HeadChanged { player_id: head });
            }
        }
        Timer::TradeResponse => {
            let Some(id) = trade_id else {
                return Err(not_applicable(timer, "no_trade"));
            };
            let own = state
                .trades
                .iter()
                .any(|t| t.id == id && t.proposer == seat);
            if !own {
                return Err(not_applicable(timer, "not_pending"));
            }
            ctx.emit(E::TradeExpired {
                trade_id: id.into(),
                reason: TradeEndReason::Deadline,
            });
            flow::check_phase_end(ctx);
        }
        Timer::Idle => {
            if !idle(state, seat) {
                return Err(not_applicable(timer, "not_idle"));
            }
            pass(ctx, seat, true, PassReason::Idle);
        }
        Timer::Winddown => {
            if state.phase != Phase::WindDown {
                return Err(not_applicable(timer, "wrong_phase"));
            }
            for t in state.trades.clone() {
                ctx.emit(E::TradeExpired {
                    trade_id: t.id,
                    reason: TradeEndReason::Deadline,
                });
            }
            flow::check_phase_end(ctx);
        }
    }
    Ok(())
}
