//! Legal commands: the concrete commands a seat may send now and the templates of commands
//! whose parameters the player picks (`purchase` per item, `propose_trade`), which
//! [`super::expansion`] turns into concrete commands. Every listed command is one the engine
//! accepts: each candidate goes through the same checks as the command.

use super::command::TokyoCapsuleHotelCommand as C;
use super::config::HeadTimeoutMode;
use super::decide;
use super::state::{Phase, Status, TokyoCapsuleHotelState as State};
use crate::engine::{Seat, Template};

/// The purchase items a template may name (`item=land_board` lists land parcels).
pub const PURCHASE_ITEMS: [&str; 7] = [
    "land_board",
    "capsules",
    "pink_capsules",
    "vending_machine",
    "graveyard",
    "entrance_hotel",
    "building",
];

/// Every concrete command `seat` may send now (templates excluded).
pub fn legal_commands(state: &State, seat: Seat) -> Vec<C> {
    if seat.index() >= state.players.len() {
        return Vec::new();
    }
    let p = &state.players[seat.index()];
    let mut out = Vec::new();
    match state.phase {
        Phase::LoanSelection if p.chosen_loan.is_none() => {
            out.extend(
                state
                    .config
                    .loan
                    .options
                    .iter()
                    .map(|&amount| C::ChooseLoan { amount }),
            );
        }
        Phase::Open | Phase::WindDown if p.status != Status::Passed => {
            let open = state.phase == Phase::Open;
            if open && p.status == Status::Free && !state.negotiating(seat) {
                out.push(C::JoinQueue {});
            }
            if open && p.status == Status::Queued {
                out.push(C::LeaveQueue {});
            }
            if open
                && state.config.timing.head_timeout_mode == HeadTimeoutMode::OnWarning
                && state.queue.first().is_some_and(|&h| h != seat)
            {
                out.push(C::WarnHead {});
            }
            for t in state.trades_of(seat) {
                let trade_id = t.id.clone();
                if t.proposer == seat {
                    out.push(C::WithdrawTrade { trade_id });
                    continue;
                }
                if decide::check_accept(state, seat, &trade_id).is_ok() {
                    out.push(C::AcceptTrade {
                        trade_id: trade_id.clone(),
                    });
                }
                out.push(C::RejectTrade { trade_id });
            }
            out.push(C::Pass {});
        }
        _ => {}
    }
    out
}

/// The templates `seat` may expand now.
pub fn templates(state: &State, seat: Seat) -> Vec<Template> {
    let mut out = Vec::new();
    if seat.index() >= state.players.len() || state.phase != Phase::Open {
        return out;
    }
    let p = &state.players[seat.index()];
    if state.queue.first() == Some(&seat) {
        for item in PURCHASE_ITEMS {
            out.push(Template {
                command: "purchase".into(),
                params: [("item".to_string(), item.to_string())].into(),
            });
        }
    }
    if p.status == Status::Free
        && state.trades.iter().filter(|t| t.proposer == seat).count()
            < state.config.trade.max_open_proposals as usize
    {
        out.push(Template {
            command: "propose_trade".into(),
            params: Default::default(),
        });
    }
    out
}
