//! Asynchronous ascending auctions (§4.9): declined purchases, bank liquidation sales and
//! building units in a shortage.

use crate::engine::Seat;

use super::building;
use super::config::{AuctionFirstBidder, BankAuctionMortgaged};
use super::event::{MonopolyEvent as E, PurchaseVia};
use super::flow::{self, Ctx, Flow};
use super::rejection::MonopolyRejection as R;
use super::state::{
    Allocation, Auction, AuctionItem, AuctionReason, Bid, CashReason, Party, PendingItem, Phase,
};

/// Opens an auction; the first seat of `order` bids first.
pub fn start(
    ctx: &mut Ctx,
    item: AuctionItem,
    reason: AuctionReason,
    order: Vec<Seat>,
    min_opening: i64,
    allocation: Option<Allocation>,
) {
    let auction_id = format!("a{}", ctx.s.counters.auctions + 1);
    let step = ctx.s.config.auction_step;
    ctx.emit(E::AuctionStarted {
        auction_id: auction_id.clone(),
        item: item.clone(),
        reason,
        order: order.clone(),
        min_opening,
        step,
    });
    ctx.s.phase = Phase::Auction(Auction {
        auction_id,
        item,
        reason,
        to_act: order[0],
        order,
        passed: vec![],
        high: None,
        min_opening,
        step,
        allocation,
    });
}

/// Auctions a property the lander declined.
pub fn start_declined(ctx: &mut Ctx, decliner: Seat, square: u8) {
    let mut order = vec![decliner];
    order.extend(ctx.s.active_after(decliner));
    if ctx.s.config.auction_first_bidder == AuctionFirstBidder::NextAfterDecliner {
        order.rotate_left(1);
    }
    let step = ctx.s.config.auction_step;
    let item = AuctionItem::Property {
        square,
        mortgaged: false,
    };
    start(
        ctx,
        item,
        AuctionReason::DeclinedPurchase,
        order,
        step,
        None,
    );
}

/// Starts the next auction of a bankrupt player's deeds, if any is left.
pub fn next_bank_auction(ctx: &mut Ctx, squares: Vec<u8>, mortgaged: Vec<u8>, after: Seat) -> Flow {
    let Some((&square, rest)) = squares.split_first() else {
        return Flow::Continue;
    };
    if !rest.is_empty() {
        let item = PendingItem::BankAuctions {
            squares: rest.to_vec(),
            mortgaged: mortgaged.clone(),
            after,
        };
        ctx.s.queue.insert(0, item);
    }
    let as_is = ctx.s.config.bank_auction_mortgaged == BankAuctionMortgaged::AsIs;
    let item = AuctionItem::Property {
        square,
        mortgaged: as_is && mortgaged.contains(&square),
    };
    let order = ctx.s.active_after(after);
    let step = ctx.s.config.auction_step;
    start(
        ctx,
        item,
        AuctionReason::BankruptcyLiquidation,
        order,
        step,
        None,
    );
    Flow::Pause
}

/// The running auction, checked against the id a command names.
pub fn running<'a>(phase: &'a Phase, auction_id: &str) -> Result<&'a Auction, R> {
    match phase {
        Phase::Auction(a) if a.auction_id == auction_id => Ok(a),
        _ => Err(R::AuctionNotFound {
            auction_id: auction_id.to_string(),
        }),
    }
}

/// Checks a bid of `amount` by `seat` in the running auction.
pub fn check_bid(ctx: &Ctx, seat: Seat, auction_id: &str, amount: i64) -> Result<(), R> {
    let auction = running(&ctx.s.phase, auction_id)?;
    if amount % auction.step != 0 {
        return Err(R::BidNotMultipleOfStep {
            amount,
            step: auction.step,
        });
    }
    let minimum = auction.min_next_bid();
    if amount < minimum {
        return Err(R::BidTooLow { amount, minimum });
    }
    let cash = ctx.s.player(seat).cash;
    if amount > cash {
        return Err(R::InsufficientFunds {
            player: None,
            required: amount,
            cash,
        });
    }
    Ok(())
}

/// Records a bid and moves the auction on.
pub fn bid(ctx: &mut Ctx, seat: Seat, amount: i64) {
    let Phase::Auction(mut auction) = ctx.s.phase.clone() else {
        return;
    };
    ctx.emit(E::BidPlaced {
        auction_id: auction.auction_id.clone(),
        player: seat,
        amount,
    });
    auction.high = Some(Bid {
        player: seat,
        amount,
    });
    advance(ctx, auction);
}

/// Records a pass (final) and moves the auction on.
pub fn pass(ctx: &mut Ctx, seat: Seat) {
    let Phase::Auction(mut auction) = ctx.s.phase.clone() else {
        return;
    };
    ctx.emit(E::BidPassed {
        auction_id: auction.auction_id.clone(),
        player: seat,
    });
    auction.passed.push(seat);
    advance(ctx, auction);
}

/// Removes a player who went bankrupt from the running auction (their bid lapses).
pub fn withdraw(ctx: &mut Ctx, seat: Seat) {
    let Phase::Auction(mut auction) = ctx.s.phase.clone() else {
        return;
    };
    if !auction.order.contains(&seat) {
        return;
    }
    if !auction.passed.contains(&seat) {
        auction.passed.push(seat);
    }
    if auction.high.is_some_and(|h| h.player == seat) {
        auction.high = None;
    }
    if let Some(allocation) = auction.allocation.as_mut() {
        allocation.requests.retain(|r| r.player != seat);
    }
    let stays = auction.to_act != seat
        && auction
            .order
            .iter()
            .any(|p| !auction.passed.contains(p) && *p != auction.to_act);
    if stays {
        ctx.s.phase = Phase::Auction(auction);
    } else {
        advance(ctx, auction);
    }
}

/// Hands the bid to the next bidder, or ends the auction (§4.9).
fn advance(ctx: &mut Ctx, mut auction: Auction) {
    let n = auction.order.len();
    let current = auction
        .order
        .iter()
        .position(|&p| p == auction.to_act)
        .unwrap_or(0);
    let next = (1..=n)
        .map(|k| auction.order[(current + k) % n])
        .find(|p| !auction.passed.contains(p) && auction.high.is_none_or(|h| h.player != *p));
    match next {
        Some(next) => {
            auction.to_act = next;
            ctx.s.phase = Phase::Auction(auction);
        }
        None => end(ctx, auction),
    }
}

fn end(ctx: &mut Ctx, auction: Auction) {
    ctx.emit(E::AuctionEnded {
        auction_id: auction.auction_id.clone(),
        winner: auction.high.map(|h| h.player),
        amount: auction.high.map(|h| h.amount),
    });
    match (&auction.item, auction.high) {
        (AuctionItem::Property { square, mortgaged }, Some(high)) => {
            let (square, mortgaged) = (*square, *mortgaged);
            ctx.transfer(
                Party::Player(high.player),
                Party::Bank,
                high.amount,
                CashReason::Auction,
            );
            ctx.emit(E::PropertyPurchased {
                player: high.player,
                square,
                price: high.amount,
                via: PurchaseVia::Auction,
                mortgaged,
            });
            if mortgaged {
                let item = PendingItem::MortgageTransfer {
                    player: high.player,
                    squares: vec![square],
                };
                ctx.s.queue.insert(0, item);
            }
            flow::run(ctx);
        }
        (AuctionItem::Property { .. }, None) => flow::run(ctx),
        (AuctionItem::Building { building, .. }, high) => {
            let allocation = auction
                .allocation
                .clone()
                .expect("building auctions carry their allocation");
            building::after_unit_auction(ctx, allocation, *building, high);
        }
    }
}
