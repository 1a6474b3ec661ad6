//! What each event of the game says, as its viewer may see it: one sentence per event, built
//! from the event view alone, so that it never says more than the view does (another seat's
//! drawn tile, hidden purchases).
//!
//! Chains and power cards are term messages (`acquire-chain-tower`, `acquire-power-buy-5`)
//! passed as nested messages; tiles are printed names (`10D`), a group of tiles one name with
//! its tiles separated by spaces (`1A 3B 12I`), so that lists of seats can hold them.

use super::AcquireEventView;
use super::chain::Chain;
use super::command::{Power, PurchasePower};
use super::event::{
    AcquireEvent, BonusRole, ChoiceBy, DrawReason, EndReason, Exchange, Holding, MergingChain,
    Payout, Purchase, RedactedEvent, RevealedHand, Standing, TileClass,
};
use super::tile::Tile;
use crate::engine::Seat;
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(view: &AcquireEventView) -> Message {
    match view {
        AcquireEventView::Full(event) => narrate_event(event),
        AcquireEventView::Redacted(event) => narrate_redacted(event),
    }
}

fn narrate_event(event: &AcquireEvent) -> Message {
    match event {
        AcquireEvent::GameCreated { options: _, seats } => {
            Message::new("acquire-game-created").with("count", *seats)
        }
        AcquireEvent::TilePoolShuffled { order } => {
            Message::new("acquire-tile-pool-shuffled").with("count", order.len())
        }
        AcquireEvent::StartTileDrawn { player, tile } => Message::new("acquire-start-tile-drawn")
            .with("seat", *player)
            .with("tile", tile_name(*tile)),
        AcquireEvent::FirstPlayerDetermined { player, turn_order } => {
            let order: Vec<Message> = turn_order
                .iter()
                .enumerate()
                .map(|(index, seat)| {
                    Message::new("acquire-turn-order-item")
                        .with("position", index + 1)
                        .with("seat", *seat)
                })
                .collect();
            Message::new("acquire-first-player")
                .with("seat", *player)
                .with("order", order)
        }
        AcquireEvent::TileDrawn {
            player,
            tile,
            reason,
        } => Message::new("acquire-tile-drawn")
            .with("seat", *player)
            .with("tile", tile_name(*tile))
            .with("reason", draw_reason(*reason)),
        AcquireEvent::TurnStarted {
            player,
            turn_number,
        } => Message::new("acquire-turn-started")
            .with("seat", *player)
            .with("turn", *turn_number),
        AcquireEvent::PlacementSkipped { player } => {
            Message::new("acquire-placement-skipped").with("seat", *player)
        }
        AcquireEvent::HandRevealedAndDiscarded { player, tiles } => {
            Message::new("acquire-hand-revealed-and-discarded")
                .with("seat", *player)
                .with("tiles", tile_names(tiles))
        }
        AcquireEvent::TilePlaced {
            player,
            tile,
            class,
        } => Message::new(placed_id(*class))
            .with("seat", *player)
            .with("tile", tile_name(*tile)),
        AcquireEvent::ChainGrown {
            chain,
            tiles_added,
            size,
        } => Message::new("acquire-chain-grown")
            .with("chain", chain_term(*chain))
            .with("added", tiles_added.len())
            .with("size", *size),
        AcquireEvent::ChainFounded {
            player,
            chain,
            tiles: _,
            size,
            founder_share,
            by: _,
        } => Message::new(if *founder_share {
            "acquire-chain-founded"
        } else {
            "acquire-chain-founded-no-share"
        })
        .with("seat", *player)
        .with("chain", chain_term(*chain))
        .with("size", *size),
        AcquireEvent::MergerStarted {
            mergemaker,
            tile,
            chains,
        } => Message::new("acquire-merger-started")
            .with("seat", *mergemaker)
            .with("tile", tile_name(*tile))
            .with(
                "chains",
                chains.iter().map(merging_chain).collect::<Vec<_>>(),
            ),
        AcquireEvent::SurvivorChosen { chain, by } => Message::new(match by {
            ChoiceBy::Rule => "acquire-survivor-largest",
            ChoiceBy::Player => "acquire-survivor-chosen",
        })
        .with("chain", chain_term(*chain)),
        AcquireEvent::DefunctChainSelected {
            chain,
            size,
            price,
            by,
        } => Message::new(match by {
            ChoiceBy::Rule => "acquire-defunct-next",
            ChoiceBy::Player => "acquire-defunct-chosen",
        })
        .with("chain", chain_term(*chain))
        .with("size", *size)
        .with("price", *price),
        AcquireEvent::DefunctHoldingsRevealed { chain, holdings } => {
            Message::new("acquire-defunct-holdings-revealed")
                .with("chain", chain_term(*chain))
                .with("holdings", holdings.iter().map(holding).collect::<Vec<_>>())
        }
        AcquireEvent::MergerBonusPaid {
            chain,
            price,
            payouts,
        } => {
            if payouts.is_empty() {
                Message::new("acquire-merger-bonus-none").with("chain", chain_term(*chain))
            } else {
                Message::new("acquire-merger-bonus-paid")
                    .with("chain", chain_term(*chain))
                    .with("price", *price)
                    .with("payouts", payout_list(payouts))
            }
        }
        AcquireEvent::SharesDisposed {
            player,
            defunct,
            survivor,
            sold,
            sale_price,
            sale_total,
            traded,
            received,
            kept,
        } => {
            let mut parts = Vec::new();
            if *sold > 0 {
                parts.push(
                    Message::new("acquire-disposal-sold")
                        .with("count", *sold)
                        .with("price", *sale_price)
                        .with("total", *sale_total),
                );
            }
            if *traded > 0 {
                parts.push(
                    Message::new("acquire-disposal-traded")
                        .with("count", *traded)
                        .with("received", *received)
                        .with("survivor", chain_term(*survivor)),
                );
            }
            if *kept > 0 || parts.is_empty() {
                parts.push(Message::new("acquire-disposal-kept").with("count", *kept));
            }
            Message::new("acquire-shares-disposed")
                .with("seat", *player)
                .with("chain", chain_term(*defunct))
                .with("parts", parts)
        }
        AcquireEvent::MergerCompleted {
            survivor,
            absorbed,
            tiles: _,
            size,
        } => Message::new("acquire-merger-completed")
            .with("survivor", chain_term(*survivor))
            .with(
                "absorbed",
                absorbed.iter().map(|c| chain_term(*c)).collect::<Vec<_>>(),
            )
            .with("size", *size),
        AcquireEvent::PlacementsFinished { player } => {
            Message::new("acquire-placements-finished").with("seat", *player)
        }
        AcquireEvent::GameEndDeclared { player } => {
            Message::new("acquire-game-end-declared").with("seat", *player)
        }
        AcquireEvent::PowerUsed { player, power } => Message::new("acquire-power-used")
            .with("seat", *player)
            .with("power", power_term(*power)),
        AcquireEvent::SharesExchanged { player, exchanges } => {
            Message::new("acquire-shares-exchanged")
                .with("seat", *player)
                .with(
                    "exchanges",
                    exchanges.iter().map(exchange).collect::<Vec<_>>(),
                )
        }
        AcquireEvent::SharesPurchased {
            player,
            purchases,
            total,
            power,
        } => shares_purchased(*player, purchases, *total, *power),
        AcquireEvent::DeadTilesDiscarded { player, tiles } => {
            Message::new("acquire-dead-tiles-discarded")
                .with("seat", *player)
                .with("count", tiles.len())
                .with("tiles", tile_names(tiles))
        }
        AcquireEvent::PoolExhausted {} => Message::new("acquire-pool-exhausted"),
        AcquireEvent::GameEnded {
            reason,
            declared_by,
        } => match (reason, declared_by) {
            (EndReason::Declared, Some(seat)) => {
                Message::new("acquire-game-ended-declared").with("seat", *seat)
            }
            (EndReason::Declared, None) => Message::new("acquire-game-ended"),
            (EndReason::Stalemate, _) => Message::new("acquire-game-ended-stalemate"),
        },
        AcquireEvent::FinalBonusPaid {
            chain,
            size,
            price,
            payouts,
        } => {
            if payouts.is_empty() {
                Message::new("acquire-final-bonus-none")
                    .with("chain", chain_term(*chain))
                    .with("size", *size)
            } else {
                Message::new("acquire-final-bonus-paid")
                    .with("chain", chain_term(*chain))
                    .with("size", *size)
                    .with("price", *price)
                    .with("payouts", payout_list(payouts))
            }
        }
        AcquireEvent::SharesLiquidated {
            player,
            chain,
            count,
            unit_price,
            total,
        } => Message::new("acquire-shares-liquidated")
            .with("seat", *player)
            .with("chain", chain_term(*chain))
            .with("count", *count)
            .with("price", *unit_price)
            .with("total", *total),
        AcquireEvent::FinalStandings { standings, winners } => {
            let list: Vec<Message> = standings.iter().map(standing).collect();
            match winners.as_slice() {
                [winner] => Message::new("acquire-final-standings")
                    .with("standings", list)
                    .with("seat", *winner),
                [] => Message::new("acquire-final-standings-no-winner").with("standings", list),
                several => Message::new("acquire-final-standings-tie")
                    .with("standings", list)
                    .with("count", several.len()),
            }
        }
        AcquireEvent::HandsRevealed { hands } => Message::new("acquire-hands-revealed")
            .with("hands", hands.iter().map(revealed_hand).collect::<Vec<_>>()),
        AcquireEvent::PlayerResigned { player } => {
            Message::new("acquire-player-resigned").with("seat", *player)
        }
    }
}

fn narrate_redacted(event: &RedactedEvent) -> Message {
    match event {
        RedactedEvent::TileDrawn { player, reason } => Message::new("acquire-tile-drawn-hidden")
            .with("seat", *player)
            .with("reason", draw_reason(*reason)),
        RedactedEvent::SharesPurchased { player, count } => {
            Message::new("acquire-shares-purchased-hidden")
                .with("seat", *player)
                .with("count", *count)
        }
        RedactedEvent::SharesExchanged { player, count } => {
            Message::new("acquire-shares-exchanged-hidden")
                .with("seat", *player)
                .with("count", *count)
        }
    }
}

/// A tile's printed name (`10D`).
fn tile_name(tile: Tile) -> String {
    tile.to_string()
}

/// Tiles as one printed name, separated by spaces (`1A 3B`); `—` for none.
fn tile_names(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        return "—".to_string();
    }
    tiles
        .iter()
        .map(|tile| tile.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The term of a chain.
pub(super) fn chain_term(chain: Chain) -> Message {
    Message::new(match chain {
        Chain::Sackson => "acquire-chain-sackson",
        Chain::Luxor => "acquire-chain-luxor",
        Chain::Tower => "acquire-chain-tower",
        Chain::American => "acquire-chain-american",
        Chain::Festival => "acquire-chain-festival",
        Chain::Worldwide => "acquire-chain-worldwide",
        Chain::Continental => "acquire-chain-continental",
        Chain::Imperial => "acquire-chain-imperial",
    })
}

/// The term of a power card.
pub(super) fn power_term(power: Power) -> Message {
    Message::new(match power {
        Power::Free3 => "acquire-power-free-3",
        Power::Buy5 => "acquire-power-buy-5",
        Power::Trade2 => "acquire-power-trade-2",
        Power::Take5Tiles => "acquire-power-take-5-tiles",
        Power::Place4Tiles => "acquire-power-place-4-tiles",
    })
}

/// Why a tile was drawn, as a clause of the drawing sentence.
fn draw_reason(reason: DrawReason) -> Message {
    Message::new(match reason {
        DrawReason::Initial => "acquire-draw-initial",
        DrawReason::Refill => "acquire-draw-refill",
        DrawReason::DeadReplacement => "acquire-draw-dead-replacement",
        DrawReason::Redraw => "acquire-draw-redraw",
        DrawReason::Power => "acquire-draw-power",
    })
}

fn placed_id(class: TileClass) -> &'static str {
    match class {
        TileClass::Found => "acquire-tile-placed-found",
        TileClass::Grow => "acquire-tile-placed-grow",
        TileClass::Merge => "acquire-tile-placed-merge",
        // Blocked and dead tiles are never placed; a lone tile joins nothing.
        TileClass::Lone | TileClass::Blocked | TileClass::Dead => "acquire-tile-placed",
    }
}

fn merging_chain(chain: &MergingChain) -> Message {
    Message::new("acquire-merging-chain")
        .with("chain", chain_term(chain.chain))
        .with("size", chain.size0)
}

fn holding(holding: &Holding) -> Message {
    Message::new("acquire-holding")
        .with("seat", holding.player)
        .with("count", holding.count)
}

fn payout_list(payouts: &[Payout]) -> Vec<Message> {
    payouts
        .iter()
        .map(|payout| {
            Message::new("acquire-payout")
                .with("seat", payout.player)
                .with("amount", payout.amount)
                .with("role", role_term(payout.role))
        })
        .collect()
}

fn role_term(role: BonusRole) -> Message {
    Message::new(match role {
        BonusRole::Sole => "acquire-role-sole",
        BonusRole::Majority => "acquire-role-majority",
        BonusRole::MajorityTie => "acquire-role-majority-tie",
        BonusRole::Minority => "acquire-role-minority",
        BonusRole::MinorityTie => "acquire-role-minority-tie",
    })
}

fn exchange(exchange: &Exchange) -> Message {
    Message::new("acquire-exchange")
        .with("give", chain_term(exchange.give))
        .with("take", chain_term(exchange.take))
}

fn shares_purchased(
    player: Seat,
    purchases: &[Purchase],
    total: u32,
    power: Option<PurchasePower>,
) -> Message {
    let items: Vec<Message> = purchases
        .iter()
        .map(|purchase| {
            Message::new("acquire-purchase")
                .with("chain", chain_term(purchase.chain))
                .with("count", purchase.count)
                .with("price", purchase.unit_price)
        })
        .collect();
    if items.is_empty() {
        return Message::new("acquire-shares-purchased-none").with("seat", player);
    }
    let message = Message::new(match power {
        None => "acquire-shares-purchased",
        Some(_) => "acquire-shares-purchased-with-power",
    })
    .with("seat", player)
    .with("shares", items)
    .with("total", total);
    match power {
        Some(power) => message.with("power", power_term(power.into())),
        None => message,
    }
}

fn standing(standing: &Standing) -> Message {
    Message::new("acquire-standing")
        .with("rank", standing.rank)
        .with("seat", standing.player)
        .with("cash", standing.cash)
}

fn revealed_hand(hand: &RevealedHand) -> Message {
    Message::new("acquire-revealed-hand")
        .with("seat", hand.player)
        .with("tiles", tile_names(&hand.tiles))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::words::Arg;

    #[test]
    fn a_hidden_draw_names_no_tile() {
        let view = AcquireEventView::Redacted(RedactedEvent::TileDrawn {
            player: Seat(1),
            reason: DrawReason::Refill,
        });
        let message = narrate(&view);
        assert_eq!(message.id, "acquire-tile-drawn-hidden");
        assert!(
            message
                .args
                .iter()
                .all(|(_, arg)| !matches!(arg, Arg::Name(_)))
        );
        let full = AcquireEventView::Full(AcquireEvent::TileDrawn {
            player: Seat(1),
            tile: Tile::parse("7C").unwrap(),
            reason: DrawReason::Refill,
        });
        assert!(
            narrate(&full)
                .args
                .contains(&("tile", Arg::Name("7C".into())))
        );
    }

    #[test]
    fn a_merger_bonus_lists_each_payout_with_its_role() {
        let view = AcquireEventView::Full(AcquireEvent::MergerBonusPaid {
            chain: Chain::Festival,
            price: 300,
            payouts: vec![
                Payout {
                    player: Seat(0),
                    role: BonusRole::Majority,
                    amount: 3000,
                },
                Payout {
                    player: Seat(2),
                    role: BonusRole::Minority,
                    amount: 1500,
                },
            ],
        });
        let message = narrate(&view);
        assert_eq!(
            message.ids(),
            [
                "acquire-merger-bonus-paid",
                "acquire-chain-festival",
                "acquire-payout",
                "acquire-role-majority",
                "acquire-payout",
                "acquire-role-minority",
            ]
        );
    }

    #[test]
    fn a_disposal_says_only_what_was_done() {
        let view = AcquireEventView::Full(AcquireEvent::SharesDisposed {
            player: Seat(0),
            defunct: Chain::Tower,
            survivor: Chain::Imperial,
            sold: 0,
            sale_price: 300,
            sale_total: 0,
            traded: 4,
            received: 2,
            kept: 1,
        });
        assert_eq!(
            narrate(&view).ids(),
            [
                "acquire-shares-disposed",
                "acquire-chain-tower",
                "acquire-disposal-traded",
                "acquire-chain-imperial",
                "acquire-disposal-kept",
            ]
        );
    }
}
