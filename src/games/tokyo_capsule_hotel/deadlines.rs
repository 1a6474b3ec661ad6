//! Which pending decisions the server's timers may take. The engine never reads a clock: it
//! names each timed decision, its `timeout` command and how long it may wait; the server
//! keeps the time and submits the command when it is due.

use super::command::{Timer, TokyoCapsuleHotelCommand as C};
use super::config::HeadTimeoutMode;
use super::decide::idle;
use super::state::{Phase, TokyoCapsuleHotelState as State};
use super::view::sees_trade;
use crate::engine::{Audience, Deadline, Due, Seat, Viewer};

fn timeout(timer: Timer, trade_id: Option<String>) -> C {
    C::Timeout { timer, trade_id }
}

/// The timed decisions pending in `state`.
pub fn deadlines(state: &State) -> Vec<Deadline<C>> {
    let t = &state.config.timing;
    let mut out = Vec::new();
    match state.phase {
        Phase::LoanSelection => {
            if let Some(&seat) = state
                .order
                .iter()
                .find(|s| state.players[s.index()].chosen_loan.is_none())
            {
                out.push(Deadline {
                    seat,
                    command: timeout(Timer::Loan, None),
                    due: Due::After(t.loan_secs),
                    slot: "loan",
                    decision: 0,
                    audience: Audience::Everyone,
                });
            }
        }
        Phase::Open => {
            if let Some(&head) = state.queue.first() {
                // The hard deadline runs from the moment the seat became head; a warning
                // starts a second countdown beside it (later warnings do not restart it),
                // and whichever runs out first times the head out.
                out.push(Deadline {
                    seat: head,
                    command: timeout(Timer::Head, None),
                    due: Due::After(t.head_deadline_secs),
                    slot: "head",
                    decision: state.head_epoch,
                    audience: Audience::Everyone,
                });
                if t.head_timeout_mode == HeadTimeoutMode::OnWarning && state.head_warned {
                    out.push(Deadline {
                        seat: head,
                        command: timeout(Timer::Head, None),
                        due: Due::After(t.warn_window_secs),
                        slot: "head_warning",
                        decision: state.head_epoch,
                        audience: Audience::Everyone,
                    });
                }
            }
            for &seat in &state.order {
                if idle(state, seat) {
                    out.push(Deadline {
                        seat,
                        command: timeout(Timer::Idle, None),
                        due: Due::After(t.idle_autopass_secs),
                        slot: "idle",
                        decision: state.players[seat.index()].activity,
                        audience: Audience::Seats(vec![seat]),
                    });
                }
            }
        }
        Phase::WindDown => {
            if let Some(&seat) = state
                .order
                .iter()
                .find(|s| state.players[s.index()].status != super::state::Status::Passed)
            {
                out.push(Deadline {
                    seat,
                    command: timeout(Timer::Winddown, None),
                    due: Due::After(t.winddown_secs),
                    slot: "winddown",
                    decision: u64::from(state.round),
                    audience: Audience::Everyone,
                });
            }
        }
        _ => {}
    }
    if matches!(state.phase, Phase::Open | Phase::WindDown) {
        for trade in &state.trades {
            out.push(Deadline {
                seat: trade.proposer,
                command: timeout(Timer::TradeResponse, Some(trade.id.clone())),
                due: Due::After(t.trade_response_secs),
                slot: "trade_response",
                decision: trade.number,
                audience: trade_audience(state, &trade.parties),
            });
        }
    }
    out
}

fn trade_audience(state: &State, parties: &[Seat]) -> Audience {
    if sees_trade(state, parties, Viewer::Spectator) {
        Audience::Everyone
    } else {
        Audience::Seats(parties.to_vec())
    }
}
