//! What each event of the game says, as its viewer may see it.
//!
//! Street and railroad names are printed names, said as written in every language; Go, Jail,
//! Free Parking, the taxes, the utilities and the card decks are terms of the message files.

use super::MonopolyEvent;
use super::data::{self, SquareKind};
use super::event::{
    BankruptcyCreditor, Deck, DicePurpose, Direction, EndReason, IncomeTaxOption, JailReason,
    LeaveJailMethod, MoveVia, PurchaseVia, RescueOutcome, Standing, Timer,
};
use super::state::{
    AuctionItem, BuildingType, CashReason, LevelStep, MortgageChoice, Party, Phase, TradeSide,
    VoidReason,
};
use crate::engine::Seat;
use crate::engine::words::{Arg, Message};

/// The sentence of an event view.
pub fn narrate(view: &MonopolyEvent) -> Message {
    use MonopolyEvent as E;
    match view {
        E::GameCreated { seats, .. } => Message::new("monopoly-game-created").with("count", *seats),
        E::PlayerJoined { player, cash } => Message::new("monopoly-player-joined")
            .with("seat", *player)
            .with("amount", *cash),
        E::DeckShuffled {
            deck,
            card_count,
            order,
        } => match order {
            Some(order) => Message::new("monopoly-deck-shuffled-order")
                .with("deck", deck_term(*deck))
                .with("cards", cards(order)),
            None => Message::new("monopoly-deck-shuffled")
                .with("deck", deck_term(*deck))
                .with("count", *card_count),
        },
        E::TurnOrderRolled { player, d1, d2 } => Message::new("monopoly-turn-order-rolled")
            .with("seat", *player)
            .with("d1", *d1)
            .with("d2", *d2)
            .with("total", d1 + d2),
        E::GameStarted { first_player, .. } => {
            Message::new("monopoly-game-started").with("seat", *first_player)
        }
        E::TurnStarted {
            player,
            round,
            turn_no,
        } => Message::new("monopoly-turn-started")
            .with("seat", *player)
            .with("round", *round)
            .with("turn", *turn_no),
        E::TurnEnded { player, .. } => Message::new("monopoly-turn-ended").with("seat", *player),
        E::PhaseChanged {
            phase, deciding, ..
        } => phase_changed(phase, deciding),
        E::DiceRolled {
            player,
            d1,
            d2,
            purpose,
            ..
        } => {
            let id = match (purpose, d1 == d2) {
                (DicePurpose::TurnOrder, _) => "monopoly-dice-rolled-turn-order",
                (DicePurpose::Move, false) => "monopoly-dice-rolled",
                (DicePurpose::Move, true) => "monopoly-dice-rolled-doubles",
                (DicePurpose::JailAttempt, false) => "monopoly-dice-rolled-jail",
                (DicePurpose::JailAttempt, true) => "monopoly-dice-rolled-jail-doubles",
                (DicePurpose::UtilityRent, _) => "monopoly-dice-rolled-utility",
            };
            Message::new(id)
                .with("seat", *player)
                .with("d1", *d1)
                .with("d2", *d2)
                .with("total", d1 + d2)
        }
        E::TokenMoved {
            player,
            to,
            via,
            direction,
            passed_go,
            ..
        } => {
            let past_go = *passed_go && *to != 0;
            let id = match (direction, via, past_go) {
                (Direction::Backward, _, _) => "monopoly-moved-back",
                (Direction::Forward, MoveVia::Dice, false) => "monopoly-moved",
                (Direction::Forward, MoveVia::Dice, true) => "monopoly-moved-past-go",
                (Direction::Forward, MoveVia::Card, false) => "monopoly-moved-card",
                (Direction::Forward, MoveVia::Card, true) => "monopoly-moved-card-past-go",
            };
            Message::new(id)
                .with("seat", *player)
                .with("square", square(*to))
        }
        E::SalaryCollected { player, amount } => Message::new("monopoly-salary-collected")
            .with("seat", *player)
            .with("amount", *amount),
        E::SentToJail { player, reason } => {
            let id = match reason {
                JailReason::GoToJailSquare => "monopoly-sent-to-jail-square",
                JailReason::Card => "monopoly-sent-to-jail-card",
                JailReason::ThreeDoubles => "monopoly-sent-to-jail-doubles",
            };
            Message::new(id).with("seat", *player)
        }
        E::JailAttemptFailed {
            player,
            failed_attempts,
        } => Message::new("monopoly-jail-attempt-failed")
            .with("seat", *player)
            .with("count", *failed_attempts),
        E::LeftJail { player, method } => {
            let id = match method {
                LeaveJailMethod::Fine => "monopoly-left-jail-fine",
                LeaveJailMethod::Card => "monopoly-left-jail-card",
                LeaveJailMethod::Doubles => "monopoly-left-jail-doubles",
                LeaveJailMethod::FineAfterThirdAttempt => "monopoly-left-jail-forced",
            };
            Message::new(id).with("seat", *player)
        }
        E::CardDrawn {
            player,
            deck,
            card_id,
        } => match card(card_id) {
            Some(card) => Message::new("monopoly-card-drawn")
                .with("seat", *player)
                .with("deck", deck_term(*deck))
                .with("card", card),
            None => Message::new("monopoly-card-drawn-unnamed")
                .with("seat", *player)
                .with("deck", deck_term(*deck)),
        },
        E::CardReturned { deck, card_id, .. } => match card(card_id) {
            Some(card) => Message::new("monopoly-card-returned")
                .with("deck", deck_term(*deck))
                .with("card", card),
            None => Message::new("monopoly-card-returned-unnamed").with("deck", deck_term(*deck)),
        },
        E::JailCardKept { player, .. } => {
            Message::new("monopoly-jail-card-kept").with("seat", *player)
        }
        E::JailCardUsed { player, .. } => {
            Message::new("monopoly-jail-card-used").with("seat", *player)
        }
        E::PropertyPurchased {
            player,
            square: index,
            price,
            via,
            mortgaged,
        } => {
            let id = match (via, mortgaged) {
                (PurchaseVia::Offer, false) => "monopoly-property-purchased",
                (PurchaseVia::Offer, true) => "monopoly-property-purchased-mortgaged",
                (PurchaseVia::Auction, false) => "monopoly-property-purchased-auction",
                (PurchaseVia::Auction, true) => "monopoly-property-purchased-auction-mortgaged",
            };
            Message::new(id)
                .with("seat", *player)
                .with("square", square(*index))
                .with("amount", *price)
        }
        E::PurchaseDeclined {
            player,
            square: index,
        } => Message::new("monopoly-purchase-declined")
            .with("seat", *player)
            .with("square", square(*index)),
        E::AuctionStarted {
            item,
            min_opening,
            step,
            ..
        } => Message::new("monopoly-auction-started")
            .with("item", auction_item(item))
            .with("amount", *min_opening)
            .with("step", *step),
        E::BidPlaced { player, amount, .. } => Message::new("monopoly-bid-placed")
            .with("seat", *player)
            .with("amount", *amount),
        E::BidPassed { player, .. } => Message::new("monopoly-bid-passed").with("seat", *player),
        E::AuctionEnded { winner, amount, .. } => match (winner, amount) {
            (Some(winner), Some(amount)) => Message::new("monopoly-auction-won")
                .with("seat", *winner)
                .with("amount", *amount),
            (Some(winner), None) => Message::new("monopoly-auction-won-free").with("seat", *winner),
            (None, _) => Message::new("monopoly-auction-unsold"),
        },
        E::RentCharged {
            payer,
            owner,
            square: index,
            amount,
            basis,
        } => {
            let message = match rent_basis(basis) {
                Some(basis) => Message::new("monopoly-rent-charged-basis").with("basis", basis),
                None => Message::new("monopoly-rent-charged"),
            };
            message
                .with("seat", *payer)
                .with("owner", *owner)
                .with("square", square(*index))
                .with("amount", *amount)
        }
        E::TaxCharged {
            payer,
            square: index,
            amount,
        } => Message::new("monopoly-tax-charged")
            .with("seat", *payer)
            .with("square", square(*index))
            .with("amount", *amount),
        E::IncomeTaxAssessed {
            player,
            option,
            total_worth,
            amount,
        } => match (option, total_worth) {
            (IncomeTaxOption::Percent, Some(worth)) => Message::new("monopoly-income-tax-percent")
                .with("seat", *player)
                .with("worth", *worth)
                .with("amount", *amount),
            (IncomeTaxOption::Percent, None) | (IncomeTaxOption::Flat, _) => {
                Message::new("monopoly-income-tax-flat")
                    .with("seat", *player)
                    .with("amount", *amount)
            }
        },
        E::CashTransferred {
            from,
            to,
            amount,
            reason,
        } => cash_transferred(*from, *to, *amount, *reason),
        E::DebtOpened {
            debtor,
            creditors,
            total,
            liquidation_value,
            ..
        } => Message::new("monopoly-debt-opened")
            .with("seat", *debtor)
            .with("amount", *total)
            .with(
                "creditors",
                list(creditors.iter().map(|c| party(c.creditor)).collect()),
            )
            .with("value", *liquidation_value),
        E::DebtPaid { debtor, total, .. } => Message::new("monopoly-debt-paid")
            .with("seat", *debtor)
            .with("amount", *total),
        E::RescueOpened { .. } => Message::new("monopoly-rescue-opened"),
        E::RescueClosed { outcome, .. } => Message::new(match outcome {
            RescueOutcome::Covered => "monopoly-rescue-closed-covered",
            RescueOutcome::Bankrupt => "monopoly-rescue-closed-bankrupt",
        }),
        E::BuildingsBought {
            player,
            group,
            steps,
            paid,
            ..
        } => Message::new("monopoly-buildings-bought")
            .with("seat", *player)
            .with("group", group_name(group))
            .with("amount", *paid)
            .with("levels", levels(steps)),
        E::BuildingsSold {
            player,
            group,
            changes,
            proceeds,
            ..
        } => Message::new("monopoly-buildings-sold")
            .with("seat", *player)
            .with("group", group_name(group))
            .with("amount", *proceeds)
            .with("levels", levels(changes)),
        E::BuildingsReturned { player, group, .. } => Message::new("monopoly-buildings-returned")
            .with("seat", *player)
            .with("group", group_name(group)),
        E::BuildingClaimRoundStarted {
            requester,
            request,
            supply,
            eligible,
            ..
        } => Message::new("monopoly-claim-round-started")
            .with("seat", *requester)
            .with("group", group_name(&request.group))
            .with("houses", supply.houses)
            .with("hotels", supply.hotels)
            .with("count", eligible.len()),
        E::BuildingClaimSubmitted {
            player, request, ..
        } => Message::new("monopoly-claim-submitted")
            .with("seat", *player)
            .with("group", group_name(&request.group))
            .with(
                "levels",
                list(
                    request
                        .target
                        .iter()
                        .map(|(&index, &level)| level_of(index, level))
                        .collect(),
                ),
            ),
        E::BuildingClaimWaived { player, .. } => {
            Message::new("monopoly-claim-waived").with("seat", *player)
        }
        E::BuildingClaimRoundClosed { demand, supply, .. } => {
            Message::new("monopoly-claim-round-closed")
                .with("houses", demand.houses)
                .with("hotels", demand.hotels)
                .with("bank-houses", supply.houses)
                .with("bank-hotels", supply.hotels)
        }
        E::BuildRequestCancelled {
            player,
            group,
            units,
            ..
        } => Message::new("monopoly-build-request-cancelled")
            .with("seat", *player)
            .with("group", group_name(group))
            .with("count", *units),
        E::PropertyMortgaged {
            player,
            square: index,
            amount,
        } => Message::new("monopoly-property-mortgaged")
            .with("seat", *player)
            .with("square", square(*index))
            .with("amount", *amount),
        E::PropertyUnmortgaged {
            player,
            square: index,
            principal,
            interest,
        } => Message::new("monopoly-property-unmortgaged")
            .with("seat", *player)
            .with("square", square(*index))
            .with("amount", principal + interest)
            .with("interest", *interest),
        E::MortgageInterestPaid {
            player,
            square: index,
            amount,
        } => Message::new("monopoly-mortgage-interest-paid")
            .with("seat", *player)
            .with("square", square(*index))
            .with("amount", *amount),
        E::MortgageTransferResolved {
            player,
            square: index,
            choice,
            amount,
        } => Message::new(match choice {
            MortgageChoice::Lift => "monopoly-mortgage-transfer-lift",
            MortgageChoice::Keep => "monopoly-mortgage-transfer-keep",
        })
        .with("seat", *player)
        .with("square", square(*index))
        .with("amount", *amount),
        E::TradeProposed { trade } => {
            let id = if trade.rescue {
                "monopoly-trade-proposed-rescue"
            } else if trade.counter_to.is_some() {
                "monopoly-trade-proposed-counter"
            } else {
                "monopoly-trade-proposed"
            };
            Message::new(id)
                .with("seat", trade.proposer)
                .with("recipient", trade.recipient)
                .with("give", trade_side(&trade.give))
                .with("take", trade_side(&trade.take))
                .with("trade", trade.trade_id.as_str())
        }
        E::TradeRejected {
            trade_id,
            countered,
        } => Message::new(if *countered {
            "monopoly-trade-countered"
        } else {
            "monopoly-trade-rejected"
        })
        .with("trade", trade_id.as_str()),
        E::TradeCancelled { trade_id } => {
            Message::new("monopoly-trade-cancelled").with("trade", trade_id.as_str())
        }
        E::TradeVoided { trade_id, reason } => Message::new(match reason {
            VoidReason::Stale => "monopoly-trade-voided-stale",
            VoidReason::Expired => "monopoly-trade-voided-expired",
            VoidReason::Bankruptcy => "monopoly-trade-voided-bankruptcy",
        })
        .with("trade", trade_id.as_str()),
        E::TradeExecuted { trade, .. } => Message::new("monopoly-trade-executed")
            .with("seat", trade.proposer)
            .with("recipient", trade.recipient)
            .with("give", trade_side(&trade.give))
            .with("take", trade_side(&trade.take)),
        E::AssetsTransferred {
            from,
            to,
            cash,
            squares,
            jail_cards,
        } => {
            let mut items: Vec<Arg> = Vec::new();
            if *cash > 0 {
                items.push(
                    Message::new("monopoly-item-cash")
                        .with("amount", *cash)
                        .into(),
                );
            }
            items.extend(squares.iter().map(|&index| square(index)));
            items.extend(jail_cards.iter().map(|_| jail_card()));
            let items = if items.is_empty() {
                Message::new("monopoly-item-nothing").into()
            } else {
                list(items)
            };
            Message::new("monopoly-assets-transferred")
                .with("seat", *from)
                .with("to", party(*to))
                .with("items", items)
        }
        E::PlayerWentBankrupt { player, creditor } => match creditor {
            BankruptcyCreditor::Player(owner) => Message::new("monopoly-bankrupt-to-player")
                .with("seat", *player)
                .with("owner", *owner),
            BankruptcyCreditor::Bank => {
                Message::new("monopoly-bankrupt-to-bank").with("seat", *player)
            }
            BankruptcyCreditor::Several => {
                Message::new("monopoly-bankrupt-to-several").with("seat", *player)
            }
        },
        E::PlayerResigned { player } => {
            Message::new("monopoly-player-resigned").with("seat", *player)
        }
        E::DeadlineExpired {
            timer,
            player,
            default_action,
            ..
        } => match timer {
            Timer::GameDeadline => Message::new("monopoly-game-deadline-passed"),
            Timer::Decision
            | Timer::Auction
            | Timer::Claim
            | Timer::Rescue
            | Timer::TradeExpiry => Message::new("monopoly-deadline-expired")
                .with("seat", *player)
                .with("action", default_action_term(default_action)),
        },
        E::JackpotCollected { player, amount } => Message::new("monopoly-jackpot-collected")
            .with("seat", *player)
            .with("amount", *amount),
        E::GameEnded {
            reason,
            winner,
            standings,
            ..
        } => game_ended(*reason, *winner, standings),
        E::DeckOrderRevealed {
            deck,
            initial_order,
        } => Message::new("monopoly-deck-order-revealed")
            .with("deck", deck_term(*deck))
            .with("cards", cards(initial_order)),
    }
}

/// Items said as one list: "a, b and c" (「a、b、c」), built of nested pairs so that seats,
/// printed names and terms may be mixed.
pub(super) fn list(mut items: Vec<Arg>) -> Arg {
    let Some(mut said) = items.pop() else {
        return Message::new("monopoly-item-nothing").into();
    };
    let mut last = true;
    while let Some(item) = items.pop() {
        let id = if last {
            "monopoly-list-last"
        } else {
            "monopoly-list-more"
        };
        said = Message::new(id)
            .with("first", item)
            .with("rest", said)
            .into();
        last = false;
    }
    said
}

/// A square: its printed name for a deed, a term for the other squares.
pub(super) fn square(index: u8) -> Arg {
    if index >= data::SQUARES {
        return Message::new("monopoly-square-unknown")
            .with("index", index)
            .into();
    }
    let data = data::square(index);
    let term = match data.kind {
        SquareKind::Street | SquareKind::Railroad => return Arg::Name(data.name.clone()),
        SquareKind::Go => "monopoly-square-go",
        SquareKind::CommunityChest => "monopoly-square-community-chest",
        SquareKind::Chance => "monopoly-square-chance",
        SquareKind::Jail => "monopoly-square-jail",
        SquareKind::FreeParking => "monopoly-square-free-parking",
        SquareKind::GoToJail => "monopoly-square-go-to-jail",
        SquareKind::Tax if data.id == "luxury_tax" => "monopoly-square-luxury-tax",
        SquareKind::Tax => "monopoly-square-income-tax",
        SquareKind::Utility if data.id == "water_works" => "monopoly-square-water-works",
        SquareKind::Utility => "monopoly-square-electric-company",
    };
    Message::new(term).into()
}

pub(super) fn deck_term(deck: Deck) -> Message {
    Message::new(match deck {
        Deck::Chance => "monopoly-deck-chance",
        Deck::CommunityChest => "monopoly-deck-community-chest",
    })
}

/// The text of a card by its id, or `None` for a card whose text depends on the deck set
/// (the events that follow say what it did).
fn card(card_id: &str) -> Option<Message> {
    let id = match card_id {
        "CH01" | "CC01" => "monopoly-card-advance-to-go",
        "CH02" => "monopoly-card-ch02",
        "CH03" => "monopoly-card-ch03",
        "CH04" => "monopoly-card-ch04",
        "CH05" | "CH06" => "monopoly-card-ch05",
        "CH07" => "monopoly-card-ch07",
        "CH08" | "CC05" => "monopoly-card-jail-free",
        "CH09" => "monopoly-card-ch09",
        "CH10" | "CC06" => "monopoly-card-go-to-jail",
        "CH11" => "monopoly-card-ch11",
        "CH12" => "monopoly-card-ch12",
        "CH13" => "monopoly-card-ch13",
        "CH14" => "monopoly-card-ch14",
        "CH15" => "monopoly-card-ch15",
        "CH16" => "monopoly-card-ch16",
        "CC02" => "monopoly-card-cc02",
        "CC03" => "monopoly-card-cc03",
        "CC07" => "monopoly-card-cc07",
        "CC08" => "monopoly-card-cc08",
        "CC10" => "monopoly-card-cc10",
        "CC11" => "monopoly-card-cc11",
        "CC12" => "monopoly-card-cc12",
        "CC13" => "monopoly-card-cc13",
        "CC14" => "monopoly-card-cc14",
        "CC15" => "monopoly-card-cc15",
        "CC16" => "monopoly-card-cc16",
        _ => return None,
    };
    Some(Message::new(id))
}

/// The cards of a deck in order, each by its text (or its id when the text depends on the
/// deck set).
fn cards(order: &[String]) -> Arg {
    list(
        order
            .iter()
            .map(|id| card(id).map_or_else(|| Arg::Name(id.clone()), Arg::from))
            .collect(),
    )
}

fn jail_card() -> Arg {
    Message::new("monopoly-item-jail-card").into()
}

pub(super) fn group_name(group: &str) -> Arg {
    let id = match group {
        "brown" => "monopoly-group-brown",
        "light_blue" => "monopoly-group-light-blue",
        "pink" => "monopoly-group-pink",
        "orange" => "monopoly-group-orange",
        "red" => "monopoly-group-red",
        "yellow" => "monopoly-group-yellow",
        "green" => "monopoly-group-green",
        "dark_blue" => "monopoly-group-dark-blue",
        other => return Arg::Name(other.to_string()),
    };
    Message::new(id).into()
}

fn party(party: Party) -> Arg {
    match party {
        Party::Player(seat) => Arg::Seat(seat),
        Party::Bank => Message::new("monopoly-party-bank").into(),
        Party::Jackpot => Message::new("monopoly-party-jackpot").into(),
    }
}

/// A street's level: no buildings, 1–4 houses or a hotel.
pub(super) fn level_of(index: u8, level: u8) -> Arg {
    let message = match level {
        0 => Message::new("monopoly-level-none"),
        level if level >= data::HOTEL_LEVEL => Message::new("monopoly-level-hotel"),
        level => Message::new("monopoly-level-houses").with("count", level),
    };
    message.with("square", square(index)).into()
}

/// The final level of each street the steps changed, in the order they were first changed.
fn levels(steps: &[LevelStep]) -> Arg {
    let mut finals: Vec<(u8, u8)> = Vec::new();
    for step in steps {
        match finals.iter_mut().find(|(square, _)| *square == step.square) {
            Some(entry) => entry.1 = step.to,
            None => finals.push((step.square, step.to)),
        }
    }
    list(
        finals
            .into_iter()
            .map(|(index, level)| level_of(index, level))
            .collect(),
    )
}

pub(super) fn auction_item(item: &AuctionItem) -> Arg {
    match item {
        AuctionItem::Property {
            square: index,
            mortgaged: false,
        } => square(*index),
        AuctionItem::Property {
            square: index,
            mortgaged: true,
        } => Message::new("monopoly-item-mortgaged")
            .with("square", square(*index))
            .into(),
        AuctionItem::Building { building, .. } => building_term(*building).into(),
    }
}

fn building_term(building: BuildingType) -> Message {
    Message::new(match building {
        BuildingType::House => "monopoly-item-house",
        BuildingType::Hotel => "monopoly-item-hotel",
    })
}

/// How a rent was worked out, from the event's `basis` code; `None` for the printed base
/// rent or an unknown code.
fn rent_basis(basis: &str) -> Option<Message> {
    let number = |text: &str| text.parse::<i64>().ok();
    if basis == "street_monopoly" {
        return Some(Message::new("monopoly-rent-basis-monopoly"));
    }
    if basis == "hotel" {
        return Some(Message::new("monopoly-rent-basis-hotel"));
    }
    if basis == "railroad_card_x2" {
        return Some(Message::new("monopoly-rent-basis-railroad-card"));
    }
    if let Some(count) = basis.strip_prefix("houses_").and_then(number) {
        return Some(Message::new("monopoly-rent-basis-houses").with("count", count));
    }
    if let Some(count) = basis.strip_prefix("railroad_").and_then(number) {
        return Some(Message::new("monopoly-rent-basis-railroads").with("count", count));
    }
    let (utility, card) = match basis.strip_prefix("utility_card_x") {
        Some(rest) => (rest, true),
        None => (basis.strip_prefix("utility_x")?, false),
    };
    let (multiplier, total) = utility.split_once("_dice_")?;
    let (multiplier, total) = (number(multiplier)?, number(total)?);
    let id = if card {
        "monopoly-rent-basis-utility-card"
    } else {
        "monopoly-rent-basis-utility"
    };
    Some(
        Message::new(id)
            .with("multiplier", multiplier)
            .with("total", total),
    )
}

fn cash_reason(reason: CashReason) -> Message {
    Message::new(match reason {
        CashReason::Salary => "monopoly-reason-salary",
        CashReason::Rent => "monopoly-reason-rent",
        CashReason::Tax => "monopoly-reason-tax",
        CashReason::JailFine | CashReason::JailFineForced => "monopoly-reason-jail-fine",
        CashReason::Card => "monopoly-reason-card",
        CashReason::Purchase => "monopoly-reason-purchase",
        CashReason::Auction => "monopoly-reason-auction",
        CashReason::Buildings => "monopoly-reason-buildings",
        CashReason::BuildingSale => "monopoly-reason-building-sale",
        CashReason::Mortgage => "monopoly-reason-mortgage",
        CashReason::Unmortgage => "monopoly-reason-unmortgage",
        CashReason::MortgageInterest => "monopoly-reason-mortgage-interest",
        CashReason::Trade => "monopoly-reason-trade",
        CashReason::Bankruptcy => "monopoly-reason-bankruptcy",
        CashReason::Jackpot => "monopoly-reason-jackpot",
    })
}

fn cash_transferred(from: Party, to: Party, amount: i64, reason: CashReason) -> Message {
    let (id, seat, other): (&'static str, Option<Seat>, Option<Seat>) = match (from, to) {
        (Party::Player(from), Party::Player(to)) => {
            ("monopoly-cash-player-to-player", Some(from), Some(to))
        }
        (Party::Player(from), Party::Bank) => ("monopoly-cash-player-to-bank", Some(from), None),
        (Party::Player(from), Party::Jackpot) => {
            ("monopoly-cash-player-to-jackpot", Some(from), None)
        }
        (Party::Bank, Party::Player(to)) => ("monopoly-cash-bank-to-player", Some(to), None),
        (Party::Jackpot, Party::Player(to)) => ("monopoly-cash-jackpot-to-player", Some(to), None),
        (Party::Bank | Party::Jackpot, Party::Bank | Party::Jackpot) => {
            return Message::new("monopoly-cash-moved")
                .with("from", party(from))
                .with("to", party(to))
                .with("amount", amount)
                .with("reason", cash_reason(reason));
        }
    };
    let mut message = Message::new(id);
    if let Some(seat) = seat {
        message = message.with("seat", seat);
    }
    if let Some(other) = other {
        message = message.with("other", other);
    }
    message
        .with("amount", amount)
        .with("reason", cash_reason(reason))
}

fn trade_side(side: &TradeSide) -> Arg {
    let mut items: Vec<Arg> = Vec::new();
    if side.cash > 0 {
        items.push(
            Message::new("monopoly-item-cash")
                .with("amount", side.cash)
                .into(),
        );
    }
    items.extend(side.squares.iter().map(|&index| {
        u8::try_from(index).map_or_else(
            |_| {
                Message::new("monopoly-square-unknown")
                    .with("index", index)
                    .into()
            },
            square,
        )
    }));
    items.extend(side.jail_cards.iter().map(|_| jail_card()));
    if items.is_empty() {
        Message::new("monopoly-item-nothing").into()
    } else {
        list(items)
    }
}

fn default_action_term(action: &str) -> Arg {
    let id = match action {
        "roll_dice" => "monopoly-action-roll-dice",
        "decline_property" => "monopoly-action-decline-property",
        "choose_income_tax" => "monopoly-action-choose-income-tax",
        "pass_bid" => "monopoly-action-pass-bid",
        "waive_claim" => "monopoly-action-waive-claim",
        "resolve_mortgage_transfer" => "monopoly-action-resolve-mortgage-transfer",
        "end_turn" => "monopoly-action-end-turn",
        "liquidate" => "monopoly-action-liquidate",
        "close_rescue" => "monopoly-action-close-rescue",
        "void_trade" => "monopoly-action-void-trade",
        "end_at_round_end" => "monopoly-action-end-at-round-end",
        other => return Arg::Name(other.to_string()),
    };
    Message::new(id).into()
}

fn phase_changed(phase: &Phase, deciding: &[Seat]) -> Message {
    let seat = |seat: Seat| Arg::Seat(seat);
    let first = deciding.first().copied();
    match phase {
        Phase::NotStarted => Message::new("monopoly-phase-not-started"),
        Phase::AwaitingRoll => match first {
            Some(player) => Message::new("monopoly-phase-awaiting-roll").with("seat", player),
            None => Message::new("monopoly-phase-waiting"),
        },
        Phase::AwaitingBuyDecision {
            player,
            square: index,
            price,
        } => Message::new("monopoly-phase-buy-decision")
            .with("seat", *player)
            .with("square", square(*index))
            .with("amount", *price),
        Phase::Auction(auction) => {
            let message = match auction.high {
                Some(high) => Message::new("monopoly-phase-auction-high")
                    .with("high", high.amount)
                    .with("bidder", high.player),
                None => Message::new("monopoly-phase-auction"),
            };
            message
                .with("seat", seat(auction.to_act))
                .with("item", auction_item(&auction.item))
                .with("amount", auction.min_next_bid())
        }
        Phase::IncomeTaxChoice { player } => {
            Message::new("monopoly-phase-income-tax").with("seat", *player)
        }
        Phase::BuildingClaim(round) => Message::new("monopoly-phase-building-claim")
            .with("count", deciding.len())
            .with("houses", round.supply.houses)
            .with("hotels", round.supply.hotels),
        Phase::DebtResolution(debt) => Message::new("monopoly-phase-debt")
            .with("seat", debt.debtor)
            .with("amount", debt.total),
        Phase::Rescue(debt) => Message::new("monopoly-phase-rescue")
            .with("seat", debt.debtor)
            .with("amount", debt.total),
        Phase::MortgageTransferDecision { player, squares } => {
            Message::new("monopoly-phase-mortgage-transfer")
                .with("seat", *player)
                .with(
                    "squares",
                    list(squares.iter().map(|&index| square(index)).collect()),
                )
        }
        Phase::AwaitingEndTurn => match first {
            Some(player) => Message::new("monopoly-phase-end-turn").with("seat", player),
            None => Message::new("monopoly-phase-waiting"),
        },
        Phase::Finished => Message::new("monopoly-phase-finished"),
    }
}

fn game_ended(reason: EndReason, winner: Option<Seat>, standings: &[Standing]) -> Message {
    let ranked = || {
        list(
            standings
                .iter()
                .map(|s| {
                    Message::new("monopoly-standing")
                        .with("seat", s.player)
                        .with("amount", s.net_worth)
                        .into()
                })
                .collect(),
        )
    };
    let why = |reason: EndReason| {
        Message::new(match reason {
            EndReason::LastPlayerStanding => "monopoly-end-last-player",
            EndReason::RoundLimit => "monopoly-end-round-limit",
            EndReason::Deadline => "monopoly-end-deadline",
        })
    };
    match (reason, winner) {
        (EndReason::LastPlayerStanding, Some(winner)) => {
            Message::new("monopoly-game-ended-last-player").with("seat", winner)
        }
        (_, _) if standings.is_empty() => match winner {
            Some(winner) => Message::new("monopoly-game-ended-winner-only")
                .with("reason", why(reason))
                .with("seat", winner),
            None => Message::new("monopoly-game-ended-shared-only").with("reason", why(reason)),
        },
        (_, Some(winner)) => Message::new("monopoly-game-ended-winner")
            .with("reason", why(reason))
            .with("seat", winner)
            .with("standings", ranked()),
        (_, None) => Message::new("monopoly-game-ended-shared")
            .with("reason", why(reason))
            .with("standings", ranked()),
    }
}
