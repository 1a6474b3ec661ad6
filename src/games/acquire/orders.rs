//! Standing orders (the server submits them as the seat's own commands): how to dispose of
//! the shares of a defunct chain, and which chain to found when the seat must name one.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::chain::{CHAIN_COUNT, Chain};
use super::command::AcquireCommand;
use super::state::{AcquireState, Phase};
use crate::engine::Seat;

/// What to do with all one's shares of a defunct chain when it is one's turn to dispose:
/// `sell_all` (sell every share to the bank), `keep_all` (keep every share) or
/// `trade_then_sell` (trade as many shares 2 for 1 for survivor shares as the holding and
/// the bank allow, then sell the rest; when the bank has no survivor share left, the order
/// does not apply and the seat is asked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireDisposalOrder)]
#[serde(rename_all = "snake_case")]
pub enum DisposalOrder {
    SellAll,
    KeepAll,
    TradeThenSell,
}

/// The disposal order for one defunct chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireChainDisposalOrder)]
#[serde(deny_unknown_fields)]
pub struct ChainDisposalOrder {
    /// Id of a chain of the game's edition.
    #[schema(min_length = 1, max_length = 32)]
    pub chain: String,
    /// What to do with its shares when it goes defunct.
    pub disposal: DisposalOrder,
}

/// An Acquire seat's standing orders; every member is optional and an omitted one answers
/// nothing. The server submits the answers as the seat's own `dispose_shares` and
/// `choose_chain` commands when those decisions come to the seat; an answer the rules refuse
/// is not submitted and the seat is asked as usual.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AcquireStandingOrders)]
#[serde(deny_unknown_fields)]
pub struct AcquireStandingOrders {
    /// A disposal order per defunct chain (each chain at most once).
    #[serde(default)]
    #[schema(max_items = 7)]
    pub disposals: Vec<ChainDisposalOrder>,
    /// The disposal order for defunct chains not named in `disposals`; `null`: ask.
    #[serde(default)]
    pub default_disposal: Option<DisposalOrder>,
    /// When the seat must name the chain its tile founds: found the first chain of this list
    /// that is not on the board (each chain at most once). When every listed chain is on the
    /// board the order does not apply and the seat is asked; empty: always ask.
    #[serde(default)]
    #[schema(max_items = 7)]
    pub found_preference: Vec<String>,
}

impl AcquireStandingOrders {
    /// The order for a defunct chain, if any.
    fn disposal_for(&self, chain: Chain) -> Option<DisposalOrder> {
        self.disposals
            .iter()
            .find(|order| order.chain == chain.id())
            .map(|order| order.disposal)
            .or(self.default_disposal)
    }
}

/// Unknown chain ids and chains named twice are refused.
pub fn validate(state: &AcquireState, orders: &AcquireStandingOrders) -> Result<(), String> {
    let edition = state.config().edition;
    let mut seen = [false; CHAIN_COUNT];
    for order in &orders.disposals {
        let chain = edition
            .parse_chain(&order.chain)
            .ok_or_else(|| format!("disposals: `{}` is not a chain of this game", order.chain))?;
        if std::mem::replace(&mut seen[chain.slot()], true) {
            return Err(format!("disposals: `{}` is named twice", order.chain));
        }
    }
    let mut seen = [false; CHAIN_COUNT];
    for id in &orders.found_preference {
        let chain = edition
            .parse_chain(id)
            .ok_or_else(|| format!("found_preference: `{id}` is not a chain of this game"))?;
        if std::mem::replace(&mut seen[chain.slot()], true) {
            return Err(format!("found_preference: `{id}` is named twice"));
        }
    }
    Ok(())
}

/// The command the orders answer `seat`'s pending decision with.
pub fn answer(
    state: &AcquireState,
    seat: Seat,
    orders: &AcquireStandingOrders,
) -> Option<AcquireCommand> {
    match state.phase() {
        Phase::AwaitingDisposal => {
            let merger = state.merger()?;
            if merger.queue.first() != Some(&seat) {
                return None;
            }
            let defunct = merger.current?;
            let survivor = merger.survivor?;
            let held = state.shares(seat, defunct);
            let (sell, trade) = match orders.disposal_for(defunct)? {
                DisposalOrder::SellAll => (held, 0),
                DisposalOrder::KeepAll => (0, 0),
                DisposalOrder::TradeThenSell => {
                    let pairs = held / 2;
                    let bank = state.bank(survivor);
                    // With no survivor share left the trade the order asks for cannot be
                    // made: the rules refuse it and the seat decides.
                    let traded = if bank == 0 { pairs } else { pairs.min(bank) };
                    (held - 2 * traded, 2 * traded)
                }
            };
            Some(AcquireCommand::DisposeShares { sell, trade })
        }
        Phase::AwaitingChainChoice { .. } if state.turn_player() == seat => {
            let edition = state.config().edition;
            let listed: Vec<Chain> = orders
                .found_preference
                .iter()
                .filter_map(|id| edition.parse_chain(id))
                .collect();
            // The first listed chain that can be founded; when none can, the first listed
            // one, which the rules refuse (`chain_already_on_board`): the seat decides.
            let chain = listed
                .iter()
                .find(|&&chain| !state.on_board(chain))
                .or(listed.first())?;
            Some(AcquireCommand::ChooseChain {
                chain: chain.id().into(),
            })
        }
        _ => None,
    }
}
