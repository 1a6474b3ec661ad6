//! Why the rules refuse a command, in words: one sentence per rejection with its facts.
//!
//! Squares, groups and lists are said as the narrations say them; the codes of the API
//! (command types, trade and offer ids) are printed names.

use super::MonopolyRejection;
use super::config::{JailPayTurns, TradeWindow};
use super::data;
use super::event::Timer;
use super::narrate::{group_name, list, square};
use super::state::{BuildingType, TradeStatus};
use crate::engine::Seat;
use crate::engine::words::{Arg, Message};

/// The sentence of a rejection.
pub fn explain(rejection: &MonopolyRejection) -> Message {
    use MonopolyRejection as R;
    let said = |code: &'static str| Message::new(code);
    match rejection {
        R::NotYourTurn => said("monopoly-rejection-not-your-turn"),
        R::OptionDisabled { option } => {
            said("monopoly-rejection-option-disabled").with("option", option_term(option))
        }
        R::MustRollAgain { doubles_count } => {
            said("monopoly-rejection-must-roll-again").with("count", *doubles_count)
        }
        R::WrongPhase { phase, allowed } => said("monopoly-rejection-wrong-phase")
            .with("phase", phase_term(phase))
            .with("count", allowed.len())
            .with("allowed", allowed.join(", ")),
        R::NotYourDecision { phase, seats: who } => said("monopoly-rejection-not-your-decision")
            .with("phase", phase_term(phase))
            .with("count", who.len())
            .with("seats", seats(who)),
        R::NotInJail => said("monopoly-rejection-not-in-jail"),
        R::FineNotAllowedThisTurn {
            jail_attempts,
            jail_pay_turns,
        } => said("monopoly-rejection-fine-not-allowed-this-turn")
            .with("count", *jail_attempts)
            .with(
                "rule",
                Message::new(match jail_pay_turns {
                    JailPayTurns::FirstTwo => "monopoly-jail-pay-turns-first-two",
                    JailPayTurns::Any => "monopoly-jail-pay-turns-any",
                }),
            ),
        R::InsufficientFunds {
            player,
            required,
            cash,
        } => match player {
            Some(player) => {
                said("monopoly-rejection-insufficient-funds-player").with("seat", *player)
            }
            None => said("monopoly-rejection-insufficient-funds"),
        }
        .with("required", *required)
        .with("cash", *cash),
        R::NoJailCard => said("monopoly-rejection-no-jail-card"),
        R::CardNotHeld { card_id } => {
            said("monopoly-rejection-card-not-held").with("card", card_id.as_str())
        }
        R::SquareMismatch {
            square: named,
            offered,
        } => said("monopoly-rejection-square-mismatch")
            .with("square", any_square(*named))
            .with("offered", square(*offered)),
        R::AuctionNotFound { auction_id } => {
            said("monopoly-rejection-auction-not-found").with("auction", auction_id.as_str())
        }
        R::BidNotMultipleOfStep { amount, step } => {
            said("monopoly-rejection-bid-not-multiple-of-step")
                .with("amount", *amount)
                .with("step", *step)
        }
        R::BidTooLow { amount, minimum } => said("monopoly-rejection-bid-too-low")
            .with("amount", *amount)
            .with("minimum", *minimum),
        R::UnknownGroup { group } => {
            said("monopoly-rejection-unknown-group").with("group", group.as_str())
        }
        R::SquareNotInGroup { square: key, group } => {
            said("monopoly-rejection-square-not-in-group")
                .with("square", item(key))
                .with("group", group_name(group))
        }
        R::NotMonopoly { group } => {
            said("monopoly-rejection-not-monopoly").with("group", group_name(group))
        }
        R::GroupHasMortgage { group, mortgaged } => said("monopoly-rejection-group-has-mortgage")
            .with("group", group_name(group))
            .with("count", mortgaged.len())
            .with("squares", squares(mortgaged)),
        R::LevelOutOfRange {
            square: index,
            level,
        } => said("monopoly-rejection-level-out-of-range")
            .with("square", square(*index))
            .with("level", *level),
        R::LevelDecrease {
            square: index,
            current,
            target,
        } => said("monopoly-rejection-level-decrease")
            .with("square", square(*index))
            .with("current", level(*current))
            .with("target", level(*target)),
        R::LevelIncrease {
            square: index,
            current,
            target,
        } => said("monopoly-rejection-level-increase")
            .with("square", square(*index))
            .with("current", level(*current))
            .with("target", level(*target)),
        R::NoChange { group } => {
            said("monopoly-rejection-no-change").with("group", group_name(group))
        }
        R::UnevenBuild { levels: asked } => {
            said("monopoly-rejection-uneven-build").with("levels", levels(asked))
        }
        R::UnevenSell { levels: asked } => {
            said("monopoly-rejection-uneven-sell").with("levels", levels(asked))
        }
        R::InsufficientHouses { needed, bank } => said("monopoly-rejection-insufficient-houses")
            .with("needed", *needed)
            .with("bank", *bank),
        R::InsufficientHotels { needed, bank } => said("monopoly-rejection-insufficient-hotels")
            .with("needed", *needed)
            .with("bank", *bank),
        R::HotelBreakdownNeedsBankHouses { draw } => {
            said("monopoly-rejection-hotel-breakdown-needs-bank-houses").with("count", *draw)
        }
        R::NotOwnable { square: named } => {
            said("monopoly-rejection-not-ownable").with("square", any_square(*named))
        }
        R::NotOwner {
            square: named,
            group,
            item: listed,
            giver,
        } => match (named, group, listed, giver) {
            (Some(named), _, _, _) => {
                said("monopoly-rejection-not-owner").with("square", any_square(*named))
            }
            (None, Some(group), _, _) => {
                said("monopoly-rejection-not-owner-group").with("group", group_name(group))
            }
            (None, None, Some(listed), Some(giver)) => said("monopoly-rejection-not-owner-item")
                .with("seat", *giver)
                .with("item", item(listed)),
            (None, None, Some(listed), None) => {
                said("monopoly-rejection-not-owner-item-yours").with("item", item(listed))
            }
            (None, None, None, _) => said("monopoly-rejection-not-owner-any"),
        },
        R::AlreadyMortgaged { square: index } => {
            said("monopoly-rejection-already-mortgaged").with("square", square(*index))
        }
        R::NotMortgaged { square: index } => {
            said("monopoly-rejection-not-mortgaged").with("square", square(*index))
        }
        R::GroupHasBuildings {
            square: listed,
            group,
        } => match listed {
            Some(index) => {
                said("monopoly-rejection-group-has-buildings-trade").with("square", square(*index))
            }
            None => said("monopoly-rejection-group-has-buildings"),
        }
        .with("group", group_name(group)),
        R::UnknownPlayer { player } => {
            said("monopoly-rejection-unknown-player").with("seat", *player)
        }
        R::SelfTrade => said("monopoly-rejection-self-trade"),
        R::CounterpartyBankrupt { player } => {
            said("monopoly-rejection-counterparty-bankrupt").with("seat", *player)
        }
        R::NegativeCash { side } => {
            said("monopoly-rejection-negative-cash").with("side", side_term(side))
        }
        R::DuplicateItem { item: listed } => {
            said("monopoly-rejection-duplicate-item").with("item", item(listed))
        }
        R::EmptySide { side } => {
            said("monopoly-rejection-empty-side").with("side", side_term(side))
        }
        R::CashOnlyTrade => said("monopoly-rejection-cash-only-trade"),
        R::MissingMortgageChoice { squares: missing } => {
            said("monopoly-rejection-missing-mortgage-choice").with("squares", squares(missing))
        }
        R::TooManyOpenTrades { limit } => {
            said("monopoly-rejection-too-many-open-trades").with("limit", *limit)
        }
        R::TradeNotFound { trade_id } => {
            said("monopoly-rejection-trade-not-found").with("trade", trade_id.as_str())
        }
        R::TradeNotOpen { trade_id, status } => said("monopoly-rejection-trade-not-open")
            .with("trade", trade_id.as_str())
            .with(
                "status",
                Message::new(match status {
                    TradeStatus::Open => "monopoly-trade-status-open",
                    TradeStatus::Executed => "monopoly-trade-status-executed",
                    TradeStatus::Rejected => "monopoly-trade-status-rejected",
                    TradeStatus::Cancelled => "monopoly-trade-status-cancelled",
                    TradeStatus::Voided => "monopoly-trade-status-voided",
                }),
            ),
        R::NoRescueInProgress => said("monopoly-rejection-no-rescue-in-progress"),
        R::NotTheDebtor { debtor } => {
            said("monopoly-rejection-not-the-debtor").with("seat", *debtor)
        }
        R::CreditorCannotRescue => said("monopoly-rejection-creditor-cannot-rescue"),
        R::RescueMustGiveCashOnly => said("monopoly-rejection-rescue-must-give-cash-only"),
        R::NotTradeRecipient { trade_id } => {
            said("monopoly-rejection-not-trade-recipient").with("trade", trade_id.as_str())
        }
        R::NotTradeProposer { trade_id } => {
            said("monopoly-rejection-not-trade-proposer").with("trade", trade_id.as_str())
        }
        R::TradeStale { trade_id } => {
            said("monopoly-rejection-trade-stale").with("trade", trade_id.as_str())
        }
        R::TradeWindowClosed {
            phase,
            trade_window,
        } => said("monopoly-rejection-trade-window-closed")
            .with("phase", phase_term(phase))
            .with(
                "window",
                Message::new(match trade_window {
                    TradeWindow::StablePhases => "monopoly-trade-window-stable-phases",
                    TradeWindow::BetweenTurns => "monopoly-trade-window-between-turns",
                }),
            ),
        R::ShortageNotFound { shortage_id } => {
            said("monopoly-rejection-shortage-not-found").with("shortage", shortage_id.as_str())
        }
        R::NotEligible { eligible } => said("monopoly-rejection-not-eligible")
            .with("count", eligible.len())
            .with("seats", seats(eligible)),
        R::AlreadyAnswered => said("monopoly-rejection-already-answered"),
        R::ClaimWrongType { contested } => said("monopoly-rejection-claim-wrong-type").with(
            "contested",
            contested
                .iter()
                .map(|building| {
                    Message::new(match building {
                        BuildingType::House => "monopoly-building-houses",
                        BuildingType::Hotel => "monopoly-building-hotels",
                    })
                })
                .collect::<Vec<_>>(),
        ),
        R::NotInDebt => said("monopoly-rejection-not-in-debt"),
        R::CanPayByLiquidation {
            liquidation_value,
            total,
        } => said("monopoly-rejection-can-pay-by-liquidation")
            .with("value", *liquidation_value)
            .with("total", *total),
        R::RescueAvailable { offers } => said("monopoly-rejection-rescue-available")
            .with("count", offers.len())
            .with("offers", offers.join(", ")),
        R::UnknownSquare { square: key } => {
            said("monopoly-rejection-unknown-square").with("square", item(key))
        }
        R::TimeoutNotApplicable { timer, phase } => {
            said("monopoly-rejection-timeout-not-applicable")
                .with(
                    "timer",
                    Message::new(match timer {
                        Timer::Decision => "monopoly-timer-decision",
                        Timer::Auction => "monopoly-timer-auction",
                        Timer::Claim => "monopoly-timer-claim",
                        Timer::Rescue => "monopoly-timer-rescue",
                        Timer::TradeExpiry => "monopoly-timer-trade",
                        Timer::GameDeadline => "monopoly-timer-deadline",
                    }),
                )
                .with("phase", phase_term(phase))
        }
    }
}

/// A square named by the caller, perhaps not on the board.
fn any_square(index: i64) -> Arg {
    match u8::try_from(index) {
        Ok(index) => square(index),
        Err(_) => Message::new("monopoly-square-unknown")
            .with("index", index)
            .into(),
    }
}

/// A square or card as a trade or a key lists it: a square index or a card id.
fn item(text: &str) -> Arg {
    if let Ok(index) = text.trim().parse::<i64>() {
        return any_square(index);
    }
    match text {
        "CH08" | "CC05" => Message::new("monopoly-rejection-item-jail-card")
            .with("card", text)
            .into(),
        _ => Arg::Name(text.to_string()),
    }
}

fn squares(indices: &[u8]) -> Arg {
    list(indices.iter().map(|&index| square(index)).collect())
}

fn seats(seats: &[Seat]) -> Arg {
    list(seats.iter().map(|&seat| Arg::Seat(seat)).collect())
}

/// A street's buildings at a level: none, 1–4 houses or a hotel.
fn level(level: u8) -> Message {
    Message::new("monopoly-building-level").with("level", level.min(data::HOTEL_LEVEL))
}

fn levels(levels: &[u8]) -> Arg {
    list(levels.iter().map(|&l| level(l).into()).collect())
}

/// A phase of the game, said as when a command comes: "during an auction".
fn phase_term(phase: &str) -> Arg {
    let id = match phase {
        "not_started" => "monopoly-phase-when-not-started",
        "awaiting_roll" => "monopoly-phase-when-awaiting-roll",
        "awaiting_buy_decision" => "monopoly-phase-when-awaiting-buy-decision",
        "auction" => "monopoly-phase-when-auction",
        "income_tax_choice" => "monopoly-phase-when-income-tax-choice",
        "building_claim" => "monopoly-phase-when-building-claim",
        "debt_resolution" => "monopoly-phase-when-debt-resolution",
        "rescue" => "monopoly-phase-when-rescue",
        "mortgage_transfer_decision" => "monopoly-phase-when-mortgage-transfer-decision",
        "awaiting_end_turn" => "monopoly-phase-when-awaiting-end-turn",
        "finished" => "monopoly-phase-when-finished",
        other => return Arg::Name(other.to_string()),
    };
    Message::new(id).into()
}

fn option_term(option: &str) -> Arg {
    let id = match option {
        "income_tax" => "monopoly-disabled-income-tax",
        "rescue_negotiation" => "monopoly-disabled-rescue-negotiation",
        other => return Arg::Name(other.to_string()),
    };
    Message::new(id).into()
}

/// A side of a trade: `give` or `take`.
fn side_term(side: &str) -> Arg {
    let id = match side {
        "give" => "monopoly-trade-side-give",
        "take" => "monopoly-trade-side-take",
        other => return Arg::Name(other.to_string()),
    };
    Message::new(id).into()
}
