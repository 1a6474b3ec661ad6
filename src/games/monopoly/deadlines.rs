//! Which pending decisions the server's timers may take (§4.17). The engine never reads a
//! clock: it names each timed decision, its `timeout` command and how long it may wait; the
//! server keeps the time and submits the command when it is due.

use super::Monopoly;
use super::command::MonopolyCommand;
use super::config::{EndCondition, TradeVisibility};
use super::event::Timer;
use super::randomness::ScriptedDice;
use super::state::{MonopolyState, Trade};
use crate::engine::{Audience, Deadline, Due};

/// The timed decisions pending in `state` under its timer settings.
pub fn deadlines(state: &MonopolyState) -> Vec<Deadline<MonopolyCommand>> {
    let config = &state.config;
    let rescue_window = config
        .rescue_negotiation
        .then_some(config.rescue_window_seconds);
    let timers = [
        (Timer::Decision, "decision", config.decision_timeout_seconds),
        (Timer::Auction, "auction", config.auction_timeout_seconds),
        (Timer::Claim, "claim", config.claim_timeout_seconds),
        (Timer::Rescue, "rescue", rescue_window),
    ];
    let mut deadlines = Vec::new();
    for seat in state.deciding() {
        for (timer, slot, seconds) in timers {
            let Some(seconds) = seconds else { continue };
            let command = MonopolyCommand::Timeout {
                timer,
                trade_id: None,
            };
            if applies(state, seat, &command) {
                deadlines.push(Deadline {
                    seat,
                    command,
                    due: Due::After(seconds),
                    slot,
                    decision: state.decision_points,
                    audience: Audience::Everyone,
                });
            }
        }
    }
    for trade in state.open_trades.iter() {
        if let Some(at) = &trade.expires_at {
            deadlines.push(Deadline {
                seat: trade.proposer,
                command: MonopolyCommand::Timeout {
                    timer: Timer::TradeExpiry,
                    trade_id: Some(trade.trade_id.clone()),
                },
                due: Due::At(at.clone()),
                slot: "trade_expiry",
                decision: 0,
                audience: trade_audience(state, trade),
            });
        }
    }
    if let EndCondition::Deadline { at } = &config.end_condition
        && !state.deadline_passed
        && state.outcome.is_none()
    {
        let command = MonopolyCommand::Timeout {
            timer: Timer::GameDeadline,
            trade_id: None,
        };
        deadlines.push(Deadline {
            seat: state.turn.active,
            command,
            due: Due::At(at.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true)),
            slot: "game_deadline",
            decision: 0,
            audience: Audience::Everyone,
        });
    }
    deadlines
}

/// Whether the engine would accept `command` for `seat` now. Dice are irrelevant to that
/// answer, so a fixed fallback throw stands in for the entry's generator.
fn applies(state: &MonopolyState, seat: crate::engine::Seat, command: &MonopolyCommand) -> bool {
    Monopoly::decide_with(state, seat, command, &mut ScriptedDice::repeating(1)).is_ok()
}

/// Who may see a trade offer's expiry: whoever may see the offer itself.
fn trade_audience(state: &MonopolyState, trade: &Trade) -> Audience {
    match state.config.trade_visibility {
        TradeVisibility::Public => Audience::Everyone,
        TradeVisibility::Parties => Audience::Seats(vec![trade.proposer, trade.recipient]),
    }
}
