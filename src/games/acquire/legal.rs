//! The legal commands of a seat (§4.2 with each command's own checks), enumerated as compact
//! [`Move`]s without building a command per move, and the random player, which counts them
//! and builds only the one it draws.

use std::ops::ControlFlow;

use super::chain::{CHAIN_COUNT, Chain};
use super::command::{AcquireCommand, ExchangeRequest, Power, PurchasePower};
use super::rules::{
    BUY_5_LIMIT, BUY_LIMIT, check_declare, check_exchanges, check_power_card, check_use_power,
    defunct_candidates, off_board_chains, survivor_candidates, tile_class,
};
use super::state::{AcquireState, Phase};
use super::tile::Tile;
use crate::engine::inline_list::InlineList;
use crate::engine::{GameRng, Seat};

/// One legal command, chains and tiles held as values rather than names (`resign` by
/// default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Move {
    PlaceTile(Tile),
    SkipPlacement,
    /// `take_5_tiles` or `place_4_tiles` (`trade_2` is [`Move::Trade2`]).
    UsePower(Power),
    FinishPlacements,
    ChooseChain(Chain),
    ChooseSurvivor(Chain),
    ChooseNextDefunct(Chain),
    DisposeShares {
        sell: u32,
        trade: u32,
    },
    /// The shares bought of each chain, by chain slot.
    BuyShares {
        counts: [u8; CHAIN_COUNT],
        power: Option<PurchasePower>,
    },
    /// `trade_2` with a single exchange.
    Trade2 {
        give: Chain,
        take: Chain,
    },
    DeclareGameEnd,
    #[default]
    Resign,
}

impl Move {
    /// The command the move stands for in the game `state` is in.
    pub fn command(self, state: &AcquireState) -> AcquireCommand {
        use AcquireCommand as C;
        let id = |chain: Chain| chain.id().to_string();
        match self {
            Move::PlaceTile(tile) => C::PlaceTile {
                tile: tile.to_string(),
            },
            Move::SkipPlacement => C::SkipPlacement {},
            Move::UsePower(power) => C::UsePower {
                power,
                exchanges: None,
            },
            Move::FinishPlacements => C::FinishPlacements {},
            Move::ChooseChain(chain) => C::ChooseChain { chain: id(chain) },
            Move::ChooseSurvivor(chain) => C::ChooseSurvivor { chain: id(chain) },
            Move::ChooseNextDefunct(chain) => C::ChooseNextDefunct { chain: id(chain) },
            Move::DisposeShares { sell, trade } => C::DisposeShares { sell, trade },
            Move::BuyShares { counts, power } => C::BuyShares {
                chains: state
                    .chains()
                    .into_iter()
                    .zip(counts)
                    .flat_map(|(chain, count)| std::iter::repeat_n(id(chain), count.into()))
                    .collect(),
                power,
            },
            Move::Trade2 { give, take } => C::UsePower {
                power: Power::Trade2,
                exchanges: Some(vec![ExchangeRequest {
                    give: id(give),
                    take: id(take),
                }]),
            },
            Move::DeclareGameEnd => C::DeclareGameEnd {},
            Move::Resign => C::Resign {},
        }
    }
}

/// Every legal concrete command of `seat` (exactly those `decide` accepts, with `trade_2`
/// represented by its valid single exchanges: longer lists are accepted too).
pub fn legal_commands(state: &AcquireState, seat: Seat) -> Vec<AcquireCommand> {
    let mut out = Vec::new();
    let _ = for_each_move(state, seat, &mut |legal| {
        out.push(legal.command(state));
        ControlFlow::Continue(())
    });
    out
}

/// How many moves the random player keeps while counting them (more are found again).
const KEPT_MOVES: usize = 128;

/// A legal command of `seat` other than resigning, drawn uniformly (one draw of `rng`
/// below their number, the commands in [`legal_commands`] order); `None` when there is none.
pub fn random_command(
    state: &AcquireState,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<AcquireCommand> {
    let mut kept: InlineList<Move, KEPT_MOVES> = InlineList::new();
    let mut count = 0u32;
    let _ = for_each_move(state, seat, &mut |legal| {
        if legal != Move::Resign {
            if kept.len() < KEPT_MOVES {
                kept.push(legal);
            }
            count += 1;
        }
        ControlFlow::Continue(())
    });
    if count == 0 {
        return None;
    }
    let pick = rng.below(count);
    if let Some(&drawn) = kept.get(pick as usize) {
        return Some(drawn.command(state));
    }
    let mut left = pick;
    let mut drawn = None;
    let _ = for_each_move(state, seat, &mut |legal| {
        if legal == Move::Resign {
            return ControlFlow::Continue(());
        }
        if left == 0 {
            drawn = Some(legal);
            return ControlFlow::Break(());
        }
        left -= 1;
        ControlFlow::Continue(())
    });
    drawn.map(|legal| legal.command(state))
}

/// Hands every legal move of `seat` to `visit`, in a fixed order (placements, choices,
/// disposals, purchases, exchanges, then declaring the end and resigning), until it breaks.
pub fn for_each_move(
    state: &AcquireState,
    seat: Seat,
    visit: &mut impl FnMut(Move) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if state.phase == Phase::GameOver || state.phase == Phase::Setup || seat.index() >= state.seats
    {
        return ControlFlow::Continue(());
    }
    let actor = match state.phase {
        Phase::AwaitingDisposal => state.merger.as_ref().and_then(|m| m.queue.first().copied()),
        _ => Some(state.turn_player),
    };
    if actor != Some(seat) {
        return visit(Move::Resign);
    }
    let powers = state.config.special_powers;
    let mut may_declare = false;
    match state.phase {
        Phase::AwaitingPlacement => {
            may_declare = true;
            let mut playable = false;
            for &tile in state.hand(seat) {
                if tile_class(state, tile).playable() {
                    playable = true;
                    visit(Move::PlaceTile(tile))?;
                }
            }
            if state.placements == 0 && !playable {
                visit(Move::SkipPlacement)?;
            }
            if powers {
                for power in [Power::Take5Tiles, Power::Place4Tiles] {
                    if check_use_power(state, seat, power, &[]).is_ok() {
                        visit(Move::UsePower(power))?;
                    }
                }
                if state.place4_active && state.placements >= 1 {
                    visit(Move::FinishPlacements)?;
                }
            }
        }
        Phase::AwaitingChainChoice { .. } => {
            for chain in off_board_chains(state) {
                visit(Move::ChooseChain(chain))?;
            }
        }
        Phase::AwaitingSurvivorChoice => {
            for chain in survivor_candidates(state) {
                visit(Move::ChooseSurvivor(chain))?;
            }
        }
        Phase::AwaitingDefunctChoice => {
            for chain in defunct_candidates(state) {
                visit(Move::ChooseNextDefunct(chain))?;
            }
        }
        Phase::AwaitingDisposal => {
            let merger = state.merger.as_ref().expect("a running merger");
            let held = state.shares(seat, merger.current.expect("current"));
            let bank = state.bank(merger.survivor.expect("survivor"));
            for trade in (0..=held.min(2 * bank)).step_by(2) {
                for sell in 0..=held - trade {
                    visit(Move::DisposeShares { sell, trade })?;
                }
            }
        }
        Phase::AwaitingPurchase => {
            may_declare = true;
            let on: InlineList<usize, CHAIN_COUNT> = (0..CHAIN_COUNT)
                .filter(|&slot| state.sizes[slot] > 0)
                .collect();
            purchases(state, seat, &on, None, BUY_LIMIT, visit)?;
            if powers {
                for (power, limit) in [
                    (PurchasePower::Free3, BUY_LIMIT),
                    (PurchasePower::Buy5, BUY_5_LIMIT),
                ] {
                    if check_power_card(state, seat, power.into()).is_ok() {
                        purchases(state, seat, &on, Some(power), limit, visit)?;
                    }
                }
                if check_power_card(state, seat, Power::Trade2).is_ok() {
                    let edition = state.config.edition;
                    for &give in &on {
                        for &take in &on {
                            let (give, take) = (edition.chain(give), edition.chain(take));
                            if check_exchanges(state, seat, &[(give, take)]).is_ok() {
                                visit(Move::Trade2 { give, take })?;
                            }
                        }
                    }
                }
            }
        }
        Phase::Merging | Phase::EndOfTurn => {}
        Phase::Setup | Phase::GameOver => unreachable!("checked above"),
    }
    if may_declare && check_declare(state).is_ok() {
        visit(Move::DeclareGameEnd)?;
    }
    visit(Move::Resign)
}

/// The purchases of up to `limit` shares of the chains in slots `on` (with `power`, whose
/// card the seat may use) that the bank and the seat's cash allow: every multiset of `on`,
/// each followed by its extensions in the order of `on` (depth first), as `check_buy`
/// accepts them.
fn purchases(
    state: &AcquireState,
    seat: Seat,
    on: &[usize],
    power: Option<PurchasePower>,
    limit: u32,
    visit: &mut impl FnMut(Move) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let free = power == Some(PurchasePower::Free3);
    let edition = state.config.edition;
    let offers: InlineList<(usize, u32, u32), CHAIN_COUNT> = on
        .iter()
        .map(|&slot| {
            let price = if free {
                0
            } else {
                edition.price(edition.chain(slot), state.sizes[slot])
            };
            (slot, price, state.bank[slot])
        })
        .collect();
    let search = Search {
        offers: &offers,
        cash: state.cash(seat),
        power,
    };
    search.extend(&mut [0; CHAIN_COUNT], 0, limit, 0, visit)
}

/// The depth-first walk over purchases: a purchase is visited, then every purchase that adds
/// shares of its last chain or of a later one. A purchase that exceeds the bank or the cash
/// has no acceptable extension, so its subtree is skipped.
struct Search<'a> {
    /// Slot, unit price and bank count of each chain on the board, canonical order.
    offers: &'a [(usize, u32, u32)],
    cash: u32,
    power: Option<PurchasePower>,
}

impl Search<'_> {
    fn extend(
        &self,
        counts: &mut [u8; CHAIN_COUNT],
        first: usize,
        left: u32,
        cost: u32,
        visit: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        visit(Move::BuyShares {
            counts: *counts,
            power: self.power,
        })?;
        if left == 0 {
            return ControlFlow::Continue(());
        }
        for (index, &(slot, price, bank)) in self.offers.iter().enumerate().skip(first) {
            if u32::from(counts[slot]) >= bank || cost + price > self.cash {
                continue;
            }
            counts[slot] += 1;
            let flow = self.extend(counts, index, left - 1, cost + price, visit);
            counts[slot] -= 1;
            flow?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::random_playout;
    use crate::games::acquire::rules::check_buy;
    use crate::games::acquire::{Acquire, AcquireConfig};

    /// Every multiset of `chains` of at most `max` elements, in the order of `chains`.
    fn multisets(chains: &[Chain], max: usize) -> Vec<Vec<Chain>> {
        let mut out = vec![Vec::new()];
        let mut frontier = vec![(0, Vec::new())];
        while let Some((first, set)) = frontier.pop() {
            if set.len() == max {
                continue;
            }
            for (index, &chain) in chains.iter().enumerate().skip(first) {
                let mut longer: Vec<Chain> = set.clone();
                longer.push(chain);
                out.push(longer.clone());
                frontier.push((index, longer));
            }
        }
        out
    }

    /// Checks every awaited position of seeded games against the rules' own checks.
    fn check_positions(config: AcquireConfig, games: u64) {
        let mut purchases_checked = 0;
        for game in 0..games {
            random_playout::<Acquire>(
                &config,
                4,
                game,
                5000,
                0,
                |command| *command != AcquireCommand::Resign {},
                |state, _| {
                    if state.phase != Phase::AwaitingPurchase {
                        return;
                    }
                    let seat = state.turn_player;
                    let on: Vec<Chain> = state
                        .chains()
                        .into_iter()
                        .filter(|&c| state.on_board(c))
                        .collect();
                    for (power, limit) in [
                        (None, BUY_LIMIT),
                        (Some(PurchasePower::Free3), BUY_LIMIT),
                        (Some(PurchasePower::Buy5), BUY_5_LIMIT),
                    ] {
                        let allowed = power.is_none()
                            || state.config.special_powers
                                && check_power_card(state, seat, power.unwrap().into()).is_ok();
                        let mut expected: Vec<Vec<Chain>> = if allowed {
                            multisets(&on, limit as usize)
                                .into_iter()
                                .filter(|set| check_buy(state, seat, set, power).is_ok())
                                .collect()
                        } else {
                            Vec::new()
                        };
                        let mut listed = Vec::new();
                        let _ = for_each_move(state, seat, &mut |legal| {
                            if let Move::BuyShares { counts, power: p } = legal
                                && p == power
                            {
                                listed.push(
                                    state
                                        .chains()
                                        .into_iter()
                                        .zip(counts)
                                        .flat_map(|(c, n)| std::iter::repeat_n(c, n.into()))
                                        .collect::<Vec<_>>(),
                                );
                            }
                            ControlFlow::Continue(())
                        });
                        expected.sort();
                        listed.sort();
                        assert_eq!(listed, expected, "{power:?} in game {game}");
                        purchases_checked += 1;
                    }
                    // The random player draws as listing every command and drawing one would.
                    let legal: Vec<AcquireCommand> = legal_commands(state, seat)
                        .into_iter()
                        .filter(|command| *command != AcquireCommand::Resign {})
                        .collect();
                    let mut rng = GameRng::for_entry(&[game as u8; 32], 9);
                    let drawn = random_command(state, seat, &mut rng.clone());
                    let index = rng.below(legal.len() as u32) as usize;
                    assert_eq!(drawn.as_ref(), Some(&legal[index]));
                },
            );
        }
        assert!(
            purchases_checked > 100,
            "{purchases_checked} purchases checked"
        );
    }

    #[test]
    fn purchases_are_exactly_those_the_checks_accept() {
        check_positions(AcquireConfig::default(), 3);
    }

    #[test]
    fn purchases_with_powers_are_exactly_those_the_checks_accept() {
        check_positions(
            AcquireConfig {
                special_powers: true,
                powers_per_turn: 2,
                ..AcquireConfig::default()
            },
            3,
        );
    }
}
