//! Resolving the square a token reached (§4.4): buying offers, rent (§4.5), taxes, cards
//! (§4.6) and Go To Jail.

use crate::engine::Seat;

use super::config::{DeckMode, IncomeTax};
use super::data::{
    self, CARD_UTILITY_MULTIPLIER, CardEffect, FREE_PARKING, HOTEL_LEVEL, RAILROAD_RENT, SQUARES,
    SquareKind, UTILITY_MULTIPLIER,
};
use super::event::{CardPosition, Deck, DicePurpose, JailReason, MonopolyEvent as E, MoveVia};
use super::flow::{self, Ctx, Flow};
use super::state::{Arrival, CashReason, Claim, MonopolyState, Party, PendingItem, Phase};

/// Resolves square `square` for `player`, who arrived there by `arrival`.
pub fn resolve(ctx: &mut Ctx, player: Seat, square: u8, arrival: &Arrival) -> Flow {
    let data = data::square(square);
    match data.kind {
        SquareKind::Go | SquareKind::Jail => Flow::Continue,
        SquareKind::FreeParking => {
            let pot = ctx.s.jackpot;
            if square == FREE_PARKING && pot > 0 {
                ctx.emit(E::JackpotCollected {
                    player,
                    amount: pot,
                });
                ctx.transfer(
                    Party::Jackpot,
                    Party::Player(player),
                    pot,
                    CashReason::Jackpot,
                );
            }
            Flow::Continue
        }
        SquareKind::Street | SquareKind::Railroad | SquareKind::Utility => {
            let deed = *ctx.s.deed(square);
            match deed.owner {
                None => {
                    ctx.s.phase = Phase::AwaitingBuyDecision {
                        player,
                        square,
                        price: data.price(),
                    };
                    Flow::Pause
                }
                Some(owner) if owner == player || deed.mortgaged => Flow::Continue,
                Some(owner) => {
                    if !ctx.s.config.rent_in_jail && ctx.s.player(owner).in_jail {
                        return Flow::Continue;
                    }
                    let (amount, basis) = rent(ctx, player, owner, square, arrival);
                    ctx.emit(E::RentCharged {
                        payer: player,
                        owner,
                        square,
                        amount,
                        basis,
                    });
                    flow::pay(ctx, player, Party::Player(owner), amount, CashReason::Rent)
                }
            }
        }
        SquareKind::Tax => {
            if data.id == "income_tax" && ctx.s.config.income_tax == IncomeTax::Choice200Or10pct {
                ctx.s.phase = Phase::IncomeTaxChoice { player };
                return Flow::Pause;
            }
            let amount = if data.id == "income_tax" {
                data.amount.unwrap_or(0)
            } else {
                ctx.s.config.luxury_tax
            };
            ctx.emit(E::TaxCharged {
                payer: player,
                square,
                amount,
            });
            let payee = ctx.fee_payee();
            flow::pay(ctx, player, payee, amount, CashReason::Tax)
        }
        SquareKind::Chance => draw_card(ctx, player, Deck::Chance),
        SquareKind::CommunityChest => draw_card(ctx, player, Deck::CommunityChest),
        SquareKind::GoToJail => {
            flow::send_to_jail(ctx, player, JailReason::GoToJailSquare);
            Flow::Continue
        }
    }
}

/// How many deeds of the group of `square` the owner counts for rent.
fn owned_count(s: &MonopolyState, owner: Seat, square: u8) -> usize {
    data::same_group(square)
        .into_iter()
        .filter(|&q| s.deed(q).owner == Some(owner))
        .filter(|&q| s.config.count_mortgaged_for_sets || !s.deed(q).mortgaged)
        .count()
        .max(1)
}

fn nearest_card(arrival: &Arrival, kind: SquareKind) -> bool {
    match arrival {
        Arrival::Card { card_id } => data::card(card_id, "us_modern")
            .is_some_and(|c| c.effect == CardEffect::AdvanceToNearest { kind }),
        Arrival::Dice { .. } => false,
    }
}

/// The rent due on `square` and its basis label (§4.5); throws the dice for a utility
/// reached by card.
fn rent(ctx: &mut Ctx, payer: Seat, owner: Seat, square: u8, arrival: &Arrival) -> (i64, String) {
    let data = data::square(square);
    match data.kind {
        SquareKind::Street => {
            let level = ctx.s.deed(square).level;
            let group = data.group.as_deref().unwrap_or_default();
            if level == HOTEL_LEVEL {
                (data.rent[5], "hotel".into())
            } else if level > 0 {
                (data.rent[usize::from(level)], format!("houses_{level}"))
            } else if ctx.s.owns_group(owner, group) {
                (
                    data.rent_monopoly_unimproved.unwrap_or(data.rent[0] * 2),
                    "street_monopoly".into(),
                )
            } else {
                (data.rent[0], "street_base".into())
            }
        }
        SquareKind::Railroad => {
            let n = owned_count(&ctx.s, owner, square);
            let base = RAILROAD_RENT[n - 1];
            if nearest_card(arrival, SquareKind::Railroad) {
                (base * 2, "railroad_card_x2".into())
            } else {
                (base, format!("railroad_{n}"))
            }
        }
        _ => {
            let n = owned_count(&ctx.s, owner, square);
            match arrival {
                Arrival::Dice { total } => {
                    let m = UTILITY_MULTIPLIER[n - 1];
                    (m * i64::from(*total), format!("utility_x{m}_dice_{total}"))
                }
                Arrival::Card { .. } => {
                    // Only the nearest-utility card reaches a utility by card: a new throw,
                    // ten times the throw whatever the owner's count (§4.5).
                    let (d1, d2) = ctx.dice();
                    let doubles_count = ctx.s.turn.doubles_count;
                    ctx.emit(E::DiceRolled {
                        player: payer,
                        d1,
                        d2,
                        purpose: DicePurpose::UtilityRent,
                        doubles_count,
                    });
                    let total = i64::from(d1 + d2);
                    (
                        CARD_UTILITY_MULTIPLIER * total,
                        format!("utility_card_x{CARD_UTILITY_MULTIPLIER}_dice_{total}"),
                    )
                }
            }
        }
    }
}

/// Draws the top card of a deck and applies it (§4.6).
fn draw_card(ctx: &mut Ctx, player: Seat, deck: Deck) -> Flow {
    let cards = match deck {
        Deck::Chance => &ctx.s.chance,
        Deck::CommunityChest => &ctx.s.community_chest,
    };
    if cards.is_empty() {
        return Flow::Continue;
    }
    let index = match ctx.s.config.deck_mode {
        DeckMode::Physical => 0,
        DeckMode::RandomDraw => ctx.rng.below(cards.len() as u32) as usize,
    };
    let card_id = cards[index].clone();
    ctx.emit(E::CardDrawn {
        player,
        deck,
        card_id: card_id.clone(),
    });
    let effect = data::card(&card_id, ctx.s.config.deck_set.name())
        .expect("deck cards are in the table")
        .effect
        .clone();
    if effect == CardEffect::GetOutOfJailFree {
        ctx.emit(E::JailCardKept { player, card_id });
        return Flow::Continue;
    }
    ctx.emit(E::CardReturned {
        deck,
        card_id: card_id.clone(),
        position: CardPosition::Bottom,
    });
    let arrival = Arrival::Card { card_id };
    let from = ctx.s.player(player).position;
    match effect {
        CardEffect::AdvanceTo { square } => {
            let to = flow::move_forward(
                ctx,
                player,
                (square + SQUARES - from) % SQUARES,
                MoveVia::Card,
            );
            resolve(ctx, player, to, &arrival)
        }
        CardEffect::AdvanceToNearest { kind } => {
            let steps = (1..=SQUARES)
                .find(|k| data::square((from + k) % SQUARES).kind == kind)
                .unwrap_or(SQUARES);
            let to = flow::move_forward(ctx, player, steps, MoveVia::Card);
            resolve(ctx, player, to, &arrival)
        }
        CardEffect::MoveBack { spaces } => {
            let to = flow::move_back(ctx, player, spaces);
            resolve(ctx, player, to, &arrival)
        }
        CardEffect::GoToJail => {
            flow::send_to_jail(ctx, player, JailReason::Card);
            Flow::Continue
        }
        CardEffect::GetOutOfJailFree => Flow::Continue,
        CardEffect::BankPays { amount } => {
            ctx.transfer(Party::Bank, Party::Player(player), amount, CashReason::Card);
            Flow::Continue
        }
        CardEffect::PayBank { amount } => {
            let payee = ctx.fee_payee();
            flow::pay(ctx, player, payee, amount, CashReason::Card)
        }
        CardEffect::PayEachPlayer { amount } => {
            let payees = ctx
                .s
                .active_after(player)
                .into_iter()
                .map(|p| Claim {
                    creditor: Party::Player(p),
                    amount,
                })
                .collect();
            flow::pay_several(ctx, player, payees, CashReason::Card)
        }
        CardEffect::CollectFromEachPlayer { amount } => {
            let payments =
                ctx.s
                    .active_after(player)
                    .into_iter()
                    .map(|payer| PendingItem::Payment {
                        payer,
                        payee: Party::Player(player),
                        amount,
                        reason: CashReason::Card,
                    });
            let rest = std::mem::take(&mut ctx.s.queue);
            ctx.s.queue = payments.chain(rest).collect();
            Flow::Continue
        }
        CardEffect::Repairs {
            per_house,
            per_hotel,
        } => {
            let (houses, hotels) = ctx.s.buildings_of(player);
            let payee = ctx.fee_payee();
            flow::pay(
                ctx,
                player,
                payee,
                houses * per_house + hotels * per_hotel,
                CashReason::Card,
            )
        }
    }
}
