//! The purchases a seat may make with one kind of card (§5.7): listed depth first as
//! `check_buy` accepts them, counted without listing them, and found by rank in that order.

use std::ops::ControlFlow;

use super::chain::CHAIN_COUNT;
use super::command::PurchasePower;
use super::legal::Move;
use super::state::AcquireState;
use crate::engine::Seat;
use crate::engine::inline_list::InlineList;

/// The most shares of one purchase ([`super::rules::BUY_5_LIMIT`]).
const MOST_SHARES: usize = 5;

/// The shares of each chain a purchase buys, by chain slot.
type Counts = [u8; CHAIN_COUNT];

/// A chain on the board as the purchase sees it.
#[derive(Clone, Copy, Debug, Default)]
struct Offer {
    slot: usize,
    /// The price of a share (0 with `free_3`).
    price: u32,
    /// The shares the bank has.
    bank: u32,
}

/// Every purchase of up to `limit` shares of the chains on the board that the bank and the
/// seat's cash allow. They come in a fixed order: a purchase, then each purchase that adds
/// shares of its last chain or of a later one (depth first, chains in canonical order).
#[derive(Clone, Copy, Debug, Default)]
pub struct Purchases {
    offers: InlineList<Offer, CHAIN_COUNT>,
    cash: u32,
    power: Option<PurchasePower>,
    limit: u32,
    /// The dearest and the cheapest share among `offers[index..]`, by `index`.
    dearest: [u32; CHAIN_COUNT + 1],
    cheapest: [u32; CHAIN_COUNT + 1],
    /// The purchases of at most `left` shares among `offers[index..]` whatever they cost, by
    /// `index` and `left`.
    affordable: [[u32; MOST_SHARES + 1]; CHAIN_COUNT + 1],
    /// The number of purchases.
    count: u32,
}

impl Purchases {
    /// The purchases of `seat` with `power` (whose card the seat may use) of up to `limit`
    /// shares (at most 5).
    pub fn new(
        state: &AcquireState,
        seat: Seat,
        power: Option<PurchasePower>,
        limit: u32,
    ) -> Purchases {
        let edition = state.config.edition;
        let free = power == Some(PurchasePower::Free3);
        let mut offers = InlineList::new();
        for slot in 0..CHAIN_COUNT {
            let size = state.sizes[slot];
            if size > 0 {
                offers.push(Offer {
                    slot,
                    price: if free {
                        0
                    } else {
                        edition.price(edition.chain(slot), size)
                    },
                    bank: state.bank[slot],
                });
            }
        }
        Purchases::of_offers(offers, state.cash(seat), power, limit)
    }

    fn of_offers(
        offers: InlineList<Offer, CHAIN_COUNT>,
        cash: u32,
        power: Option<PurchasePower>,
        limit: u32,
    ) -> Purchases {
        let mut purchases = Purchases {
            offers,
            cash,
            power,
            limit,
            dearest: [0; CHAIN_COUNT + 1],
            cheapest: [u32::MAX; CHAIN_COUNT + 1],
            affordable: [[1; MOST_SHARES + 1]; CHAIN_COUNT + 1],
            count: 0,
        };
        for (index, offer) in offers.iter().enumerate().rev() {
            purchases.dearest[index] = offer.price.max(purchases.dearest[index + 1]);
            purchases.cheapest[index] = offer.price.min(purchases.cheapest[index + 1]);
            let later = purchases.affordable[index + 1];
            let row = &mut purchases.affordable[index];
            // Up to `left` shares: those of up to `left - 1`, and those of exactly `left`,
            // which take at most the bank's shares of this chain.
            for left in 1..=limit as usize {
                row[left] = row[left - 1] + later[left];
                if let Some(beyond) = left.checked_sub(offer.bank as usize + 1) {
                    row[left] -= later[beyond];
                }
            }
        }
        purchases.count = purchases.below(0, limit, cash);
        purchases
    }

    /// Hands every purchase to `visit`, in order, until it breaks.
    pub fn for_each(&self, visit: &mut impl FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        self.extend(&mut [0; CHAIN_COUNT], 0, self.limit, 0, visit)
    }

    /// The number of purchases.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// The purchase of rank `rank` in the order of [`Purchases::for_each`], if there are more.
    pub fn nth(&self, mut rank: u32) -> Option<Move> {
        let mut counts: Counts = [0; CHAIN_COUNT];
        let (mut first, mut left, mut cost) = (0, self.limit, 0);
        'purchase: loop {
            if rank == 0 {
                return Some(self.purchase(counts));
            }
            rank -= 1;
            for (index, offer) in self.offers.iter().enumerate().skip(first) {
                let Some(more) = self.more(&counts, *offer, left, cost) else {
                    continue;
                };
                let taken = u32::from(counts[offer.slot]) + 1;
                let extensions =
                    self.extensions(index, offer.bank - taken, left - 1, self.cash - more);
                if rank < extensions {
                    counts[offer.slot] += 1;
                    (first, left, cost) = (index, left - 1, more);
                    continue 'purchase;
                }
                rank -= extensions;
            }
            return None;
        }
    }

    fn purchase(&self, counts: Counts) -> Move {
        Move::BuyShares {
            counts,
            power: self.power,
        }
    }

    /// The cost of adding a share of `offer` to a purchase of `counts` that costs `cost` and
    /// may take `left` more shares, if the bank, the limit and the cash allow it.
    fn more(&self, counts: &Counts, offer: Offer, left: u32, cost: u32) -> Option<u32> {
        let more = cost + offer.price;
        (left > 0 && u32::from(counts[offer.slot]) < offer.bank && more <= self.cash)
            .then_some(more)
    }

    /// The depth-first walk: a purchase is visited, then every purchase that adds shares of
    /// its last chain or of a later one. A purchase that exceeds the bank or the cash has no
    /// acceptable extension, so its subtree is skipped.
    fn extend(
        &self,
        counts: &mut Counts,
        first: usize,
        left: u32,
        cost: u32,
        visit: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        visit(self.purchase(*counts))?;
        for (index, offer) in self.offers.iter().enumerate().skip(first) {
            let Some(more) = self.more(counts, *offer, left, cost) else {
                continue;
            };
            counts[offer.slot] += 1;
            let flow = self.extend(counts, index, left - 1, more, visit);
            counts[offer.slot] -= 1;
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// The purchases of at most `left` shares among `offers[first..]` that cost at most
    /// `budget`: a purchase that has just taken a share of `offers[first]` and everything it
    /// extends to, when `offers[first]` has `cap` shares left for it.
    fn extensions(&self, first: usize, cap: u32, left: u32, budget: u32) -> u32 {
        let price = self.offers[first].price;
        let (mut total, mut spent) = (0, 0);
        for taken in 0..=cap.min(left) {
            if spent > budget {
                break;
            }
            total += self.below(first + 1, left - taken, budget - spent);
            spent += price;
        }
        total
    }

    /// The purchases of at most `left` shares among `offers[first..]` (the bank's shares of
    /// each) that cost at most `budget`.
    fn below(&self, first: usize, left: u32, budget: u32) -> u32 {
        // No more shares than the cheapest ones the budget pays for.
        let left = match budget.checked_div(self.cheapest[first]) {
            Some(most) => left.min(most),
            None => left,
        };
        if left * self.dearest[first] <= budget {
            return self.affordable[first][left as usize];
        }
        if left == 1 {
            let singles = self.offers[first..]
                .iter()
                .filter(|offer| offer.bank > 0 && offer.price <= budget)
                .count();
            return 1 + singles as u32;
        }
        self.extensions(first, self.offers[first].bank, left, budget)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Purchases over hand-made offers, every rank found as listing them finds it.
    #[test]
    fn counting_and_ranking_agree_with_listing() {
        let prices = [0, 200, 300, 600, 700, 900, 1000, 1200];
        let mut cases = 0;
        for case in 0u32..400 {
            let chains = (case % 8) as usize;
            let offers: InlineList<Offer, CHAIN_COUNT> = (0..chains)
                .map(|index| Offer {
                    slot: index,
                    price: prices[(case as usize * 7 + index * 3) % prices.len()],
                    bank: (case * 5 + index as u32 * 11) % 7,
                })
                .collect();
            let limit = if case % 3 == 0 { 5 } else { 3 };
            let cash = [0, 500, 1300, 2600, 6000][(case % 5) as usize];
            let purchases = Purchases::of_offers(offers, cash, None, limit);
            let mut listed = Vec::new();
            let _ = purchases.for_each(&mut |legal| {
                listed.push(legal);
                ControlFlow::Continue(())
            });
            assert_eq!(purchases.count() as usize, listed.len(), "case {case}");
            for (rank, &legal) in listed.iter().enumerate() {
                assert_eq!(purchases.nth(rank as u32), Some(legal), "case {case}");
            }
            assert_eq!(purchases.nth(listed.len() as u32), None);
            cases += usize::from(listed.len() > 20);
        }
        assert!(cases > 50, "{cases} large cases");
    }
}
