//! Standing orders (the server submits them as the seat's own commands): a bidding ceiling
//! per property group in auctions of title deeds, and declining every trade offer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::command::MonopolyCommand;
use super::data;
use super::state::{AuctionItem, MonopolyState, Phase};
use crate::engine::Seat;

/// The property groups an auction ceiling may name: the eight colour groups, `railroad` and
/// `utility`.
const GROUPS: [&str; 10] = [
    "brown",
    "light_blue",
    "pink",
    "orange",
    "red",
    "yellow",
    "green",
    "dark_blue",
    "railroad",
    "utility",
];

/// The most a seat bids for a title deed of one property group in an auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyAuctionCeiling)]
#[serde(deny_unknown_fields)]
pub struct AuctionCeiling {
    /// A colour group (`brown`, `light_blue`, `pink`, `orange`, `red`, `yellow`, `green`,
    /// `dark_blue`), `railroad` or `utility`.
    #[schema(min_length = 1, max_length = 32)]
    pub group: String,
    /// Dollars: while the lowest acceptable bid (the high bid plus the step, or the opening
    /// minimum) is at most this, bid exactly that; otherwise pass. 0 passes at once.
    #[schema(minimum = 0)]
    pub ceiling: i64,
}

/// A Monopoly seat's standing orders; every member is optional and an omitted one answers
/// nothing. The server submits the answers as the seat's own `bid`, `pass_bid` and
/// `reject_trade` commands; an answer the rules refuse (e.g. a bid above the seat's cash) is
/// not submitted and the seat is asked as usual.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyStandingOrders)]
#[serde(deny_unknown_fields)]
pub struct MonopolyStandingOrders {
    /// Bidding ceilings in auctions of title deeds, by property group (each group at most
    /// once); auctions of other groups and of building units are left to the seat.
    #[serde(default)]
    #[schema(max_items = 10)]
    pub auction_ceilings: Vec<AuctionCeiling>,
    /// Reject every trade offer addressed to the seat as soon as it is made.
    #[serde(default)]
    pub decline_trades: bool,
}

/// Unknown groups, groups named twice and negative ceilings are refused.
pub fn validate(orders: &MonopolyStandingOrders) -> Result<(), String> {
    let mut seen: Vec<&str> = Vec::new();
    for entry in &orders.auction_ceilings {
        if !GROUPS.contains(&entry.group.as_str()) {
            return Err(format!(
                "auction_ceilings: `{}` is not a property group",
                entry.group
            ));
        }
        if seen.contains(&entry.group.as_str()) {
            return Err(format!(
                "auction_ceilings: `{}` is named twice",
                entry.group
            ));
        }
        seen.push(&entry.group);
        if entry.ceiling < 0 {
            return Err(format!(
                "auction_ceilings: the ceiling of `{}` is negative",
                entry.group
            ));
        }
    }
    Ok(())
}

/// The command the orders answer a decision of `seat` with: first an open offer addressed to
/// the seat, then the seat's bid in an auction of a title deed.
pub fn answer(
    state: &MonopolyState,
    seat: Seat,
    orders: &MonopolyStandingOrders,
) -> Option<MonopolyCommand> {
    if orders.decline_trades
        && let Some(trade) = state
            .open_trades
            .iter()
            .find(|trade| trade.recipient == seat)
    {
        return Some(MonopolyCommand::RejectTrade {
            trade_id: trade.trade_id.clone(),
        });
    }
    let Phase::Auction(auction) = &state.phase else {
        return None;
    };
    if auction.to_act != seat {
        return None;
    }
    let AuctionItem::Property { square, .. } = auction.item else {
        return None;
    };
    let group = data::square(square).group.as_deref()?;
    let ceiling = orders
        .auction_ceilings
        .iter()
        .find(|entry| entry.group == group)?
        .ceiling;
    let minimum = auction.min_next_bid();
    Some(if minimum <= ceiling {
        MonopolyCommand::Bid {
            auction_id: auction.auction_id.clone(),
            amount: minimum,
        }
    } else {
        MonopolyCommand::PassBid {
            auction_id: auction.auction_id.clone(),
        }
    })
}
