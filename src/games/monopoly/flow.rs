//! The decision context and the turn flow (§4.3): the pending queue, movement, end of turn
//! and end of game.

use crate::engine::Seat;

use super::auction;
use super::config::EndCondition;
use super::data::SQUARES;
use super::event::{
    Deck, Direction, EndReason, JailReason, LeaveJailMethod, MonopolyEvent as E, MoveVia, Standing,
};
use super::randomness::Randomness;
use super::square;
use super::state::{Arrival, CashReason, Claim, Debt, MonopolyState, Party, PendingItem, Phase};
use super::trade;

/// Whether the flow may go on or waits for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Pause,
}

/// A decision in progress: a working copy of the state that every emitted event is
/// applied to at once, so the rules always read the current facts.
pub struct Ctx<'r> {
    pub s: MonopolyState,
    pub events: Vec<E>,
    pub rng: &'r mut dyn Randomness,
}

impl<'r> Ctx<'r> {
    /// A context over a copy of `state`.
    pub fn new(state: &MonopolyState, rng: &'r mut dyn Randomness) -> Self {
        Ctx {
            s: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    /// Records an event and applies it.
    pub fn emit(&mut self, event: E) {
        super::event::evolve(&mut self.s, &event);
        self.events.push(event);
    }

    /// Moves money (nothing for a zero amount).
    pub fn transfer(&mut self, from: Party, to: Party, amount: i64, reason: CashReason) {
        if amount > 0 {
            self.emit(E::CashTransferred {
                from,
                to,
                amount,
                reason,
            });
        }
    }

    /// Where tax, fines and card payments go: the bank, or the Free Parking pot.
    pub fn fee_payee(&self) -> Party {
        if self.s.config.free_parking_jackpot {
            Party::Jackpot
        } else {
            Party::Bank
        }
    }

    /// Throws two dice.
    pub fn dice(&mut self) -> (u8, u8) {
        let d1 = self.rng.die();
        let d2 = self.rng.die();
        (d1, d2)
    }

    /// Closes the entry: voids trades made stale, then records the new phase and queue.
    pub fn finish(mut self, before: &MonopolyState) -> Vec<E> {
        trade::void_stale(&mut self);
        if self.s.phase != before.phase || self.s.queue != before.queue {
            let event = E::PhaseChanged {
                phase: self.s.phase.clone(),
                deciding: self.s.deciding(),
                queue: self.s.queue.clone(),
            };
            self.emit(event);
        }
        self.events
    }
}

/// Processes pending work until a decision is needed or the roll is done (§4.3).
pub fn run(ctx: &mut Ctx) {
    loop {
        if ctx.s.phase == Phase::Finished {
            ctx.s.queue.clear();
            return;
        }
        if !ctx.s.queue.is_empty() {
            let item = ctx.s.queue.remove(0);
            if handle(ctx, item) == Flow::Pause {
                return;
            }
            continue;
        }
        let active = ctx.s.turn.active;
        if ctx.s.player(active).bankrupt || ctx.s.turn.sent_to_jail_this_turn {
            finish_turn(ctx);
        } else if ctx.s.turn.roll_again {
            ctx.s.phase = Phase::AwaitingRoll;
        } else {
            ctx.s.phase = Phase::AwaitingEndTurn;
        }
        return;
    }
}

fn handle(ctx: &mut Ctx, item: PendingItem) -> Flow {
    match item {
        PendingItem::Payment {
            payer,
            payee,
            amount,
            reason,
        } => pay(ctx, payer, payee, amount, reason),
        PendingItem::ResolveSquare {
            player,
            square,
            arrival,
        } => square::resolve(ctx, player, square, &arrival),
        PendingItem::LeaveJailAndMove { player, steps } => {
            ctx.emit(E::LeftJail {
                player,
                method: LeaveJailMethod::FineAfterThirdAttempt,
            });
            let to = move_forward(ctx, player, steps, MoveVia::Dice);
            square::resolve(ctx, player, to, &Arrival::Dice { total: steps })
        }
        PendingItem::BankAuctions {
            squares,
            mortgaged,
            after,
        } => auction::next_bank_auction(ctx, squares, mortgaged, after),
        PendingItem::MortgageTransfer { player, squares } => {
            let squares: Vec<u8> = squares
                .into_iter()
                .filter(|&s| ctx.s.deed(s).owner == Some(player) && ctx.s.deed(s).mortgaged)
                .collect();
            if squares.is_empty() || ctx.s.player(player).bankrupt {
                return Flow::Continue;
            }
            ctx.s.phase = Phase::MortgageTransferDecision { player, squares };
            Flow::Pause
        }
        PendingItem::Resume { phase } => {
            ctx.s.phase = *phase;
            Flow::Pause
        }
    }
}

/// Interrupts the current phase: it is resumed once the interruption is over.
pub fn interrupt(ctx: &mut Ctx) {
    let phase = Box::new(ctx.s.phase.clone());
    ctx.s.queue.insert(0, PendingItem::Resume { phase });
}

/// One payment; opens a debt if the payer cannot pay (§4.14).
pub fn pay(ctx: &mut Ctx, payer: Seat, payee: Party, amount: i64, reason: CashReason) -> Flow {
    pay_several(
        ctx,
        payer,
        vec![Claim {
            creditor: payee,
            amount,
        }],
        reason,
    )
}

/// Payments from one payer to several payees, as one debt if they cannot all be paid.
pub fn pay_several(ctx: &mut Ctx, payer: Seat, payees: Vec<Claim>, reason: CashReason) -> Flow {
    let claims: Vec<Claim> = payees
        .into_iter()
        .filter(|c| c.amount > 0)
        .filter(|c| !matches!(c.creditor, Party::Player(p) if ctx.s.player(p).bankrupt))
        .collect();
    if ctx.s.player(payer).bankrupt || claims.is_empty() {
        return Flow::Continue;
    }
    let total: i64 = claims.iter().map(|c| c.amount).sum();
    if ctx.s.player(payer).cash >= total {
        for claim in claims {
            ctx.transfer(Party::Player(payer), claim.creditor, claim.amount, reason);
        }
        return Flow::Continue;
    }
    let debt_id = format!("d{}", ctx.s.counters.debts + 1);
    let liquidation_value = ctx.s.liquidation_value(payer);
    ctx.emit(E::DebtOpened {
        debt_id: debt_id.clone(),
        debtor: payer,
        creditors: claims.clone(),
        total,
        liquidation_value,
    });
    let debt = Debt {
        debt_id: debt_id.clone(),
        debtor: payer,
        creditors: claims,
        total,
        reason,
    };
    let has_assets =
        !ctx.s.owned_by(payer).is_empty() || !ctx.s.player(payer).jail_cards.is_empty();
    ctx.s.phase = if ctx.s.config.rescue_negotiation && liquidation_value < total && has_assets {
        ctx.emit(E::RescueOpened { debt_id });
        Phase::Rescue(debt)
    } else {
        Phase::DebtResolution(debt)
    };
    Flow::Pause
}

/// After a state change during a debt: pays it once the debtor's cash covers it, then
/// resumes the flow.
pub fn settle_debt_if_covered(ctx: &mut Ctx) {
    let Some(debt) = ctx.s.phase.debt().cloned() else {
        return;
    };
    if ctx.s.player(debt.debtor).cash < debt.total {
        return;
    }
    ctx.emit(E::DebtPaid {
        debt_id: debt.debt_id.clone(),
        debtor: debt.debtor,
        total: debt.total,
    });
    for claim in &debt.creditors {
        let creditor_gone = matches!(claim.creditor, Party::Player(p) if ctx.s.player(p).bankrupt);
        if !creditor_gone {
            ctx.transfer(
                Party::Player(debt.debtor),
                claim.creditor,
                claim.amount,
                debt.reason,
            );
        }
    }
    if matches!(ctx.s.phase, Phase::Rescue(_)) {
        ctx.emit(E::RescueClosed {
            debt_id: debt.debt_id,
            outcome: super::event::RescueOutcome::Covered,
        });
    }
    run(ctx);
}

/// Moves a token forward; pays the Go salary when Go is passed or reached.
pub fn move_forward(ctx: &mut Ctx, player: Seat, steps: u8, via: MoveVia) -> u8 {
    let from = ctx.s.player(player).position;
    let to = (from + steps) % SQUARES;
    let passed_go = steps > 0 && (to < from || to == 0);
    ctx.emit(E::TokenMoved {
        player,
        from,
        to,
        via,
        direction: Direction::Forward,
        passed_go,
    });
    if passed_go {
        let bonus = if to == 0 {
            ctx.s.config.go_landing_bonus
        } else {
            0
        };
        let amount = ctx.s.config.go_salary + bonus;
        ctx.emit(E::SalaryCollected { player, amount });
        ctx.transfer(
            Party::Bank,
            Party::Player(player),
            amount,
            CashReason::Salary,
        );
    }
    to
}

/// Moves a token backward (never a salary).
pub fn move_back(ctx: &mut Ctx, player: Seat, spaces: u8) -> u8 {
    let from = ctx.s.player(player).position;
    let to = (from + SQUARES - spaces % SQUARES) % SQUARES;
    ctx.emit(E::TokenMoved {
        player,
        from,
        to,
        via: MoveVia::Card,
        direction: Direction::Backward,
        passed_go: false,
    });
    to
}

/// Sends a player to jail: no salary, the turn ends (§4.4).
pub fn send_to_jail(ctx: &mut Ctx, player: Seat, reason: JailReason) {
    ctx.emit(E::SentToJail { player, reason });
}

/// Ends the active player's turn and starts the next one, or ends a limited game (§4.16).
pub fn finish_turn(ctx: &mut Ctx) {
    let turn = ctx.s.turn.clone();
    ctx.emit(E::TurnEnded {
        player: turn.active,
        round: turn.round,
        turn_no: turn.turn_no,
    });
    let Some(&next) = ctx.s.active_after(turn.active).first() else {
        return;
    };
    let n = ctx.s.players.len();
    let rotation = |seat: Seat| (seat.index() + n - turn.first_player.index()) % n;
    let mut round = turn.round;
    if rotation(next) <= rotation(turn.active) {
        let limit_reached = match ctx.s.config.end_condition {
            EndCondition::RoundLimit { rounds } => turn.round >= rounds,
            _ => false,
        };
        if limit_reached {
            end_by_net_worth(ctx, EndReason::RoundLimit);
            return;
        }
        if ctx.s.deadline_passed {
            end_by_net_worth(ctx, EndReason::Deadline);
            return;
        }
        round += 1;
    }
    ctx.emit(E::TurnStarted {
        player: next,
        round,
        turn_no: turn.turn_no + 1,
    });
    ctx.s.phase = Phase::AwaitingRoll;
}

/// Ranks of the bankrupt players: the later a player went bankrupt, the better.
fn bankrupt_ranks(s: &MonopolyState, ranks: &mut [u32], first_rank: u32) {
    for (k, seat) in s.bankrupt_order.iter().rev().enumerate() {
        ranks[seat.index()] = first_rank + k as u32;
    }
}

/// Ends the game when one player is left.
pub fn end_if_last_player(ctx: &mut Ctx) -> bool {
    let active = ctx.s.active_seats();
    if active.len() != 1 || ctx.s.phase == Phase::Finished {
        return false;
    }
    let winner = active[0];
    let mut ranks = vec![0; ctx.s.players.len()];
    ranks[winner.index()] = 1;
    bankrupt_ranks(&ctx.s, &mut ranks, 2);
    ctx.emit(E::GameEnded {
        reason: EndReason::LastPlayerStanding,
        winner: Some(winner),
        standings: vec![],
        ranks,
    });
    close_game(ctx);
    true
}

fn end_by_net_worth(ctx: &mut Ctx, reason: EndReason) {
    let mut standings: Vec<Standing> = ctx
        .s
        .active_seats()
        .into_iter()
        .map(|player| Standing {
            player,
            net_worth: ctx.s.net_worth(player),
            cash: ctx.s.player(player).cash,
        })
        .collect();
    standings.sort_by_key(|s| std::cmp::Reverse((s.net_worth, s.cash)));
    let mut ranks = vec![0; ctx.s.players.len()];
    for (k, standing) in standings.iter().enumerate() {
        let tied_with_previous = k > 0
            && (standings[k - 1].net_worth, standings[k - 1].cash)
                == (standing.net_worth, standing.cash);
        ranks[standing.player.index()] = if tied_with_previous {
            ranks[standings[k - 1].player.index()]
        } else {
            k as u32 + 1
        };
    }
    bankrupt_ranks(&ctx.s, &mut ranks, standings.len() as u32 + 1);
    let winner = match standings.as_slice() {
        [first, second, ..] if ranks[first.player.index()] == ranks[second.player.index()] => None,
        [first, ..] => Some(first.player),
        [] => None,
    };
    ctx.emit(E::GameEnded {
        reason,
        winner,
        standings,
        ranks,
    });
    close_game(ctx);
}

fn close_game(ctx: &mut Ctx) {
    let (chance, chest) = (*ctx.s.initial_orders).clone();
    ctx.emit(E::DeckOrderRevealed {
        deck: Deck::Chance,
        initial_order: chance,
    });
    ctx.emit(E::DeckOrderRevealed {
        deck: Deck::CommunityChest,
        initial_order: chest,
    });
    ctx.s.phase = Phase::Finished;
    ctx.s.queue.clear();
}

/// Drops the pending work of a player who went bankrupt (and the rest of their turn).
pub fn drop_pending_of(ctx: &mut Ctx, seat: Seat) {
    let active = ctx.s.turn.active == seat;
    let gone = |party: &Party| *party == Party::Player(seat);
    ctx.s.queue.retain(|item| match item {
        PendingItem::Payment { payer, payee, .. } => *payer != seat && !gone(payee),
        PendingItem::ResolveSquare { player, .. }
        | PendingItem::LeaveJailAndMove { player, .. }
        | PendingItem::MortgageTransfer { player, .. } => *player != seat,
        PendingItem::BankAuctions { .. } => true,
        PendingItem::Resume { .. } => !active,
    });
}
