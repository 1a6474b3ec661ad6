//! Deciding a command: the game-wide checks of §5.1 in order, then each command's own
//! checks and effects.

use crate::engine::Seat;

use super::auction;
use super::bankruptcy;
use super::building;
use super::command::MonopolyCommand as C;
use super::config::{IncomeTax, JailPayTurns};
use super::data;
use super::event::{
    DicePurpose, IncomeTaxOption, JailReason, LeaveJailMethod, MonopolyEvent as E, MoveVia,
    PurchaseVia, Timer,
};
use super::flow::{self, Ctx, Flow};
use super::rejection::MonopolyRejection as R;
use super::state::{Arrival, CashReason, MonopolyState, MortgageChoice, Party, PendingItem, Phase};
use super::trade::{self, Proposal};

/// Every command type, in catalogue order.
const COMMAND_TYPES: [&str; 23] = [
    "roll_dice",
    "pay_jail_fine",
    "use_jail_card",
    "buy_property",
    "decline_property",
    "end_turn",
    "choose_income_tax",
    "bid",
    "pass_bid",
    "build",
    "sell_buildings",
    "mortgage",
    "unmortgage",
    "propose_trade",
    "accept_trade",
    "reject_trade",
    "cancel_trade",
    "claim_buildings",
    "waive_claim",
    "declare_bankruptcy",
    "resolve_mortgage_transfer",
    "resign",
    "timeout",
];

/// The seats that may send a command type in the current phase (§4.2 matrix); `None` when
/// no seat may. Trade commands, claims and `timeout` check their seats themselves.
pub fn seats_for(s: &MonopolyState, command_type: &str) -> Option<Vec<Seat>> {
    let everyone = s.active_seats();
    let phase = &s.phase;
    let active = s.turn.active;
    let seats = match (command_type, phase) {
        (_, Phase::Finished | Phase::NotStarted) => return None,
        ("roll_dice" | "pay_jail_fine" | "use_jail_card", Phase::AwaitingRoll) => vec![active],
        ("end_turn", Phase::AwaitingEndTurn) => vec![active],
        ("buy_property" | "decline_property", Phase::AwaitingBuyDecision { player, .. }) => {
            vec![*player]
        }
        ("choose_income_tax", Phase::IncomeTaxChoice { player }) => vec![*player],
        ("bid" | "pass_bid", Phase::Auction(a)) => vec![a.to_act],
        ("build" | "unmortgage", p) if p.is_stable() => everyone,
        ("sell_buildings" | "mortgage", p) => match p {
            p if p.is_stable() => everyone,
            Phase::Auction(a) => vec![a.to_act],
            Phase::DebtResolution(d) | Phase::Rescue(d) => vec![d.debtor],
            Phase::MortgageTransferDecision { player, .. } | Phase::IncomeTaxChoice { player } => {
                vec![*player]
            }
            _ => return None,
        },
        (
            "propose_trade" | "reject_trade" | "cancel_trade" | "accept_trade" | "resign"
            | "timeout",
            _,
        ) => everyone,
        ("claim_buildings" | "waive_claim", Phase::BuildingClaim(round)) => round.eligible.clone(),
        ("declare_bankruptcy", Phase::DebtResolution(d) | Phase::Rescue(d)) => vec![d.debtor],
        ("resolve_mortgage_transfer", Phase::MortgageTransferDecision { player, .. }) => {
            vec![*player]
        }
        _ => return None,
    };
    Some(seats)
}

/// The game-wide checks of §5.1 (orders 1–4).
fn check_phase(s: &MonopolyState, seat: Seat, command: &C) -> Result<(), R> {
    if s.player(seat).bankrupt {
        return Err(R::NotYourTurn);
    }
    match command {
        C::ChooseIncomeTax { .. } if s.config.income_tax != IncomeTax::Choice200Or10pct => {
            return Err(R::OptionDisabled {
                option: "income_tax".into(),
            });
        }
        C::ProposeTrade { rescue: true, .. } if !s.config.rescue_negotiation => {
            return Err(R::OptionDisabled {
                option: "rescue_negotiation".into(),
            });
        }
        C::EndTurn {} if s.phase == Phase::AwaitingRoll && s.turn.roll_again => {
            return Err(R::MustRollAgain {
                doubles_count: s.turn.doubles_count,
            });
        }
        _ => {}
    }
    let own_seat_checks = matches!(
        command,
        C::ProposeTrade { .. }
            | C::AcceptTrade { .. }
            | C::RejectTrade { .. }
            | C::CancelTrade { .. }
            | C::Resign {}
            | C::Timeout { .. }
            | C::ClaimBuildings { .. }
            | C::WaiveClaim { .. }
    );
    match seats_for(s, command.type_name()) {
        None if matches!(command, C::AcceptTrade { .. }) => Ok(()),
        None => Err(R::WrongPhase {
            phase: s.phase.name().into(),
            allowed: allowed_types(s, seat),
        }),
        Some(seats) if own_seat_checks || seats.contains(&seat) => Ok(()),
        Some(seats) => Err(R::NotYourDecision {
            phase: s.phase.name().into(),
            seats,
        }),
    }
}

/// The command types `seat` may send now.
pub fn allowed_types(s: &MonopolyState, seat: Seat) -> Vec<String> {
    COMMAND_TYPES
        .iter()
        .filter(|t| **t != "timeout")
        .filter(|t| seats_for(s, t).is_some_and(|seats| seats.contains(&seat)))
        .map(|t| t.to_string())
        .collect()
}

/// Decides `command` of `seat` into `ctx` (checks first; nothing is emitted on rejection).
pub fn apply(ctx: &mut Ctx, seat: Seat, command: &C) -> Result<(), R> {
    check_phase(&ctx.s, seat, command)?;
    match command {
        C::RollDice {} => roll(ctx, seat),
        C::PayJailFine {} => {
            let p = ctx.s.player(seat);
            if !p.in_jail {
                return Err(R::NotInJail);
            }
            let pay_turns = ctx.s.config.jail_pay_turns;
            if p.jail_attempts >= 2 && pay_turns == JailPayTurns::FirstTwo {
                return Err(R::FineNotAllowedThisTurn {
                    jail_attempts: p.jail_attempts,
                    jail_pay_turns: pay_turns,
                });
            }
            let fine = ctx.s.config.jail_fine;
            if p.cash < fine {
                return Err(R::InsufficientFunds {
                    player: None,
                    required: fine,
                    cash: p.cash,
                });
            }
            let payee = ctx.fee_payee();
            ctx.transfer(Party::Player(seat), payee, fine, CashReason::JailFine);
            ctx.emit(E::LeftJail {
                player: seat,
                method: LeaveJailMethod::Fine,
            });
        }
        C::UseJailCard { card_id } => {
            let p = ctx.s.player(seat);
            if !p.in_jail {
                return Err(R::NotInJail);
            }
            let Some(smallest) = p.jail_cards.iter().min().cloned() else {
                return Err(R::NoJailCard);
            };
            let card_id = card_id.clone().unwrap_or(smallest);
            if !p.jail_cards.contains(&card_id) {
                return Err(R::CardNotHeld { card_id });
            }
            ctx.emit(E::JailCardUsed {
                player: seat,
                card_id: card_id.clone(),
            });
            ctx.emit(E::CardReturned {
                deck: super::event::Deck::of(&card_id),
                card_id,
                position: super::event::CardPosition::Bottom,
            });
            ctx.emit(E::LeftJail {
                player: seat,
                method: LeaveJailMethod::Card,
            });
        }
        C::BuyProperty { square } | C::DeclineProperty { square } => {
            let Phase::AwaitingBuyDecision {
                square: offered,
                price,
                ..
            } = ctx.s.phase
            else {
                return Ok(());
            };
            if *square != i64::from(offered) {
                return Err(R::SquareMismatch {
                    square: *square,
                    offered,
                });
            }
            if matches!(command, C::BuyProperty { .. }) {
                let cash = ctx.s.player(seat).cash;
                if cash < price {
                    return Err(R::InsufficientFunds {
                        player: None,
                        required: price,
                        cash,
                    });
                }
                ctx.transfer(
                    Party::Player(seat),
                    Party::Bank,
                    price,
                    CashReason::Purchase,
                );
                ctx.emit(E::PropertyPurchased {
                    player: seat,
                    square: offered,
                    price,
                    via: PurchaseVia::Offer,
                    mortgaged: false,
                });
                flow::run(ctx);
            } else {
                ctx.emit(E::PurchaseDeclined {
                    player: seat,
                    square: offered,
                });
                auction::start_declined(ctx, seat, offered);
            }
        }
        C::EndTurn {} => flow::finish_turn(ctx),
        C::ChooseIncomeTax { option } => income_tax(ctx, seat, *option),
        C::Bid { auction_id, amount } => {
            auction::check_bid(ctx, seat, auction_id, *amount)?;
            auction::bid(ctx, seat, *amount);
        }
        C::PassBid { auction_id } => {
            auction::running(&ctx.s.phase, auction_id)?;
            auction::pass(ctx, seat);
        }
        C::Build { group, target } => {
            let plan = building::check_build(&ctx.s, seat, group, target)?;
            building::build(ctx, seat, building::request_of(seat, group, target), plan)?;
        }
        C::SellBuildings { group, target } => {
            let plan = building::check_sale(&ctx.s, seat, group, target)?;
            building::sell(ctx, seat, plan, false);
            flow::settle_debt_if_covered(ctx);
        }
        C::Mortgage { square } => {
            let square = check_deed(&ctx.s, seat, *square)?;
            if ctx.s.deed(square).mortgaged {
                return Err(R::AlreadyMortgaged { square });
            }
            if ctx.s.group_of_square_has_buildings(square) {
                let group = data::square(square).group.clone().unwrap_or_default();
                return Err(R::GroupHasBuildings {
                    square: None,
                    group,
                });
            }
            let amount = data::square(square).mortgage_value();
            ctx.emit(E::PropertyMortgaged {
                player: seat,
                square,
                amount,
            });
            ctx.transfer(
                Party::Bank,
                Party::Player(seat),
                amount,
                CashReason::Mortgage,
            );
            flow::settle_debt_if_covered(ctx);
        }
        C::Unmortgage { square } => {
            let square = check_deed(&ctx.s, seat, *square)?;
            if !ctx.s.deed(square).mortgaged {
                return Err(R::NotMortgaged { square });
            }
            let principal = data::square(square).mortgage_value();
            let interest = ctx.s.config.interest(principal);
            let cash = ctx.s.player(seat).cash;
            if cash < principal + interest {
                return Err(R::InsufficientFunds {
                    player: None,
                    required: principal + interest,
                    cash,
                });
            }
            ctx.emit(E::PropertyUnmortgaged {
                player: seat,
                square,
                principal,
                interest,
            });
            ctx.transfer(
                Party::Player(seat),
                Party::Bank,
                principal + interest,
                CashReason::Unmortgage,
            );
        }
        C::ProposeTrade {
            to,
            give,
            take,
            proposer_mortgage_choices,
            counter_to,
            expires_at,
            rescue,
        } => {
            let proposal = Proposal {
                to: *to,
                give,
                take,
                choices: proposer_mortgage_choices,
                counter_to,
                expires_at,
                rescue: *rescue,
            };
            trade::check_proposal(&ctx.s, seat, &proposal)?;
            trade::propose(ctx, seat, &proposal);
        }
        C::AcceptTrade {
            trade_id,
            recipient_mortgage_choices,
        } => {
            let trade =
                trade::check_accept(&ctx.s, seat, trade_id, recipient_mortgage_choices)?.clone();
            trade::execute(ctx, &trade, recipient_mortgage_choices);
        }
        C::RejectTrade { trade_id } => {
            trade::check_close(&ctx.s, seat, trade_id, true)?;
            ctx.emit(E::TradeRejected {
                trade_id: trade_id.clone(),
                countered: false,
            });
        }
        C::CancelTrade { trade_id } => {
            trade::check_close(&ctx.s, seat, trade_id, false)?;
            ctx.emit(E::TradeCancelled {
                trade_id: trade_id.clone(),
            });
        }
        C::ClaimBuildings {
            shortage_id,
            group,
            target,
        } => {
            check_claimant(&ctx.s, seat, shortage_id)?;
            let Phase::BuildingClaim(round) = &ctx.s.phase else {
                return Ok(());
            };
            let contested = round.contested.clone();
            let requested = building::requested_units(&ctx.s, group, target);
            if !requested.iter().any(|unit| contested.contains(unit)) {
                return Err(R::ClaimWrongType { contested });
            }
            building::check_build(&ctx.s, seat, group, target)?;
            building::answer_claim(ctx, seat, Some(building::request_of(seat, group, target)));
        }
        C::WaiveClaim { shortage_id } => {
            check_claimant(&ctx.s, seat, shortage_id)?;
            building::answer_claim(ctx, seat, None);
        }
        C::DeclareBankruptcy {} => {
            let Some(debt) = ctx.s.phase.debt().cloned() else {
                return Err(R::NotInDebt);
            };
            let liquidation_value = ctx.s.liquidation_value(seat);
            if liquidation_value >= debt.total && !ctx.s.config.voluntary_bankruptcy {
                return Err(R::CanPayByLiquidation {
                    liquidation_value,
                    total: debt.total,
                });
            }
            if let Some(offers) = bankruptcy::rescue_coverage(&ctx.s)
                .filter(|_| matches!(ctx.s.phase, Phase::Rescue(_)))
            {
                return Err(R::RescueAvailable { offers });
            }
            bankruptcy::declare(ctx);
        }
        C::ResolveMortgageTransfer { choices } => resolve_transfer(ctx, seat, choices)?,
        C::Resign {} => bankruptcy::resign(ctx, seat),
        C::Timeout { timer, trade_id } => timeout(ctx, seat, *timer, trade_id)?,
    }
    Ok(())
}

/// The caller's ownable deed `square` (§5.4 `mortgage` / `unmortgage` first two checks).
fn check_deed(s: &MonopolyState, seat: Seat, square: i64) -> Result<u8, R> {
    let ownable =
        (0..i64::from(data::SQUARES)).contains(&square) && data::square(square as u8).ownable();
    if !ownable {
        return Err(R::NotOwnable { square });
    }
    let square = square as u8;
    if s.deed(square).owner != Some(seat) {
        return Err(R::NotOwner {
            square: Some(i64::from(square)),
            group: None,
            item: None,
            giver: None,
        });
    }
    Ok(square)
}

fn check_claimant(s: &MonopolyState, seat: Seat, shortage_id: &str) -> Result<(), R> {
    let Phase::BuildingClaim(round) = &s.phase else {
        return Err(R::ShortageNotFound {
            shortage_id: shortage_id.into(),
        });
    };
    if round.shortage_id != shortage_id {
        return Err(R::ShortageNotFound {
            shortage_id: shortage_id.into(),
        });
    }
    if !round.eligible.contains(&seat) {
        return Err(R::NotEligible {
            eligible: round.eligible.clone(),
        });
    }
    if round.answered.contains(&seat) {
        return Err(R::AlreadyAnswered);
    }
    Ok(())
}

/// `roll_dice`: a move, or a jail attempt (§4.3, §4.8).
fn roll(ctx: &mut Ctx, seat: Seat) {
    let (d1, d2) = ctx.dice();
    let doubles = d1 == d2;
    let total = d1 + d2;
    if ctx.s.player(seat).in_jail {
        let doubles_count = ctx.s.turn.doubles_count;
        ctx.emit(E::DiceRolled {
            player: seat,
            d1,
            d2,
            purpose: DicePurpose::JailAttempt,
            doubles_count,
        });
        if doubles {
            ctx.emit(E::LeftJail {
                player: seat,
                method: LeaveJailMethod::Doubles,
            });
            let to = flow::move_forward(ctx, seat, total, MoveVia::Dice);
            ctx.s.queue.insert(
                0,
                PendingItem::ResolveSquare {
                    player: seat,
                    square: to,
                    arrival: Arrival::Dice { total },
                },
            );
        } else if ctx.s.player(seat).jail_attempts < 2 {
            let failed_attempts = ctx.s.player(seat).jail_attempts + 1;
            ctx.emit(E::JailAttemptFailed {
                player: seat,
                failed_attempts,
            });
        } else {
            let fine = ctx.s.config.jail_fine;
            let payee = ctx.fee_payee();
            let items = [
                PendingItem::Payment {
                    payer: seat,
                    payee,
                    amount: fine,
                    reason: CashReason::JailFineForced,
                },
                PendingItem::LeaveJailAndMove {
                    player: seat,
                    steps: total,
                },
            ];
            ctx.s.queue.splice(0..0, items);
        }
        flow::run(ctx);
        return;
    }
    let doubles_count = ctx.s.turn.doubles_count + u8::from(doubles);
    ctx.emit(E::DiceRolled {
        player: seat,
        d1,
        d2,
        purpose: DicePurpose::Move,
        doubles_count,
    });
    if doubles && doubles_count >= 3 {
        flow::send_to_jail(ctx, seat, JailReason::ThreeDoubles);
    } else {
        let to = flow::move_forward(ctx, seat, total, MoveVia::Dice);
        ctx.s.queue.insert(
            0,
            PendingItem::ResolveSquare {
                player: seat,
                square: to,
                arrival: Arrival::Dice { total },
            },
        );
    }
    flow::run(ctx);
}

fn income_tax(ctx: &mut Ctx, seat: Seat, option: IncomeTaxOption) {
    let (total_worth, amount) = match option {
        IncomeTaxOption::Flat => (None, data::square(4).amount.unwrap_or(200)),
        IncomeTaxOption::Percent => {
            let worth = ctx.s.total_worth(seat);
            (Some(worth), (worth + 9) / 10)
        }
    };
    ctx.emit(E::IncomeTaxAssessed {
        player: seat,
        option,
        total_worth,
        amount,
    });
    ctx.emit(E::TaxCharged {
        payer: seat,
        square: 4,
        amount,
    });
    let payee = ctx.fee_payee();
    if flow::pay(ctx, seat, payee, amount, CashReason::Tax) == Flow::Continue {
        flow::run(ctx);
    }
}

fn resolve_transfer(
    ctx: &mut Ctx,
    seat: Seat,
    choices: &std::collections::BTreeMap<String, MortgageChoice>,
) -> Result<(), R> {
    let Phase::MortgageTransferDecision { squares, .. } = ctx.s.phase.clone() else {
        return Ok(());
    };
    let missing: Vec<u8> = squares
        .iter()
        .copied()
        .filter(|q| !choices.contains_key(&q.to_string()))
        .collect();
    if !missing.is_empty() {
        return Err(R::MissingMortgageChoice { squares: missing });
    }
    if let Some(key) = choices
        .keys()
        .find(|k| !squares.iter().any(|q| q.to_string() == **k))
    {
        return Err(R::UnknownSquare {
            square: key.clone(),
        });
    }
    let mut total = 0;
    for &square in &squares {
        let choice = choices[&square.to_string()];
        let amount = trade::transfer_fee(&ctx.s, square, choice);
        ctx.emit(E::MortgageTransferResolved {
            player: seat,
            square,
            choice,
            amount,
        });
        if choice == MortgageChoice::Lift {
            let principal = data::square(square).mortgage_value();
            ctx.emit(E::PropertyUnmortgaged {
                player: seat,
                square,
                principal,
                interest: amount - principal,
            });
        }
        total += amount;
    }
    if flow::pay(ctx, seat, Party::Bank, total, CashReason::MortgageInterest) == Flow::Continue {
        flow::run(ctx);
    }
    Ok(())
}

/// The system `timeout` (§4.17): the default command of the named timer for `seat`.
fn timeout(ctx: &mut Ctx, seat: Seat, timer: Timer, trade_id: &Option<String>) -> Result<(), R> {
    let not_applicable = || R::TimeoutNotApplicable {
        timer,
        phase: ctx.s.phase.name().into(),
    };
    let deciding = ctx.s.deciding().contains(&seat);
    let default: Option<(&str, Option<C>)> = match (timer, &ctx.s.phase) {
        (Timer::Decision, Phase::AwaitingRoll) if deciding => {
            Some(("roll_dice", Some(C::RollDice {})))
        }
        (Timer::Decision, Phase::AwaitingBuyDecision { square, .. }) if deciding => Some((
            "decline_property",
            Some(C::DeclineProperty {
                square: i64::from(*square),
            }),
        )),
        (Timer::Decision, Phase::IncomeTaxChoice { .. }) if deciding => Some((
            "choose_income_tax",
            Some(C::ChooseIncomeTax {
                option: IncomeTaxOption::Flat,
            }),
        )),
        (Timer::Decision, Phase::DebtResolution(_)) if deciding => Some(("liquidate", None)),
        (Timer::Decision, Phase::MortgageTransferDecision { squares, .. }) if deciding => {
            let choices = squares
                .iter()
                .map(|q| (q.to_string(), MortgageChoice::Keep))
                .collect();
            Some((
                "resolve_mortgage_transfer",
                Some(C::ResolveMortgageTransfer { choices }),
            ))
        }
        (Timer::Decision, Phase::AwaitingEndTurn) if deciding => {
            Some(("end_turn", Some(C::EndTurn {})))
        }
        (Timer::Auction, Phase::Auction(a)) if deciding => Some((
            "pass_bid",
            Some(C::PassBid {
                auction_id: a.auction_id.clone(),
            }),
        )),
        (Timer::Claim, Phase::BuildingClaim(r)) if deciding => Some((
            "waive_claim",
            Some(C::WaiveClaim {
                shortage_id: r.shortage_id.clone(),
            }),
        )),
        (Timer::Rescue, Phase::Rescue(_)) if deciding => Some(("close_rescue", None)),
        (Timer::TradeExpiry, _) => {
            let open = trade_id
                .as_deref()
                .and_then(|id| ctx.s.open_trade(id))
                .is_some_and(|t| t.proposer == seat);
            open.then_some(("void_trade", None))
        }
        (Timer::GameDeadline, _) => {
            let applies = matches!(
                ctx.s.config.end_condition,
                super::config::EndCondition::Deadline { .. }
            ) && !ctx.s.deadline_passed
                && ctx.s.turn.active == seat;
            applies.then_some(("end_at_round_end", None))
        }
        _ => None,
    };
    let Some((default_action, command)) = default else {
        return Err(not_applicable());
    };
    ctx.emit(E::DeadlineExpired {
        timer,
        phase: ctx.s.phase.name().into(),
        player: seat,
        default_action: default_action.into(),
        trade_id: trade_id.clone().filter(|_| timer == Timer::TradeExpiry),
    });
    match (command, timer) {
        (Some(command), _) => apply(ctx, seat, &command)?,
        (None, Timer::Decision) => bankruptcy::auto_liquidate(ctx),
        (None, Timer::Rescue) => bankruptcy::close_rescue(ctx),
        (None, Timer::TradeExpiry) => {
            let trade_id = trade_id.clone().unwrap_or_default();
            ctx.emit(E::TradeVoided {
                trade_id,
                reason: super::state::VoidReason::Expired,
            });
        }
        _ => {}
    }
    Ok(())
}
