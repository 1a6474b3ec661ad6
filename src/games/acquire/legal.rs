//! The legal commands of a seat (§4.2 with each command's own checks), enumerated as compact
//! [`Move`]s without building a command per move, and the random player, which counts them
//! and builds only the one it draws.

use std::ops::ControlFlow;

use super::chain::{CHAIN_COUNT, Chain};
use super::command::{AcquireCommand, ExchangeRequest, Power, PurchasePower};
use super::name::ChainName;
use super::playable::Unplayable;
use super::purchases::Purchases;
use super::rules::{
    self, BUY_5_LIMIT, BUY_LIMIT, check_exchanges, check_power_card, check_use_power,
    defunct_candidates, off_board_chains, survivor_candidates,
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
        match self {
            Move::PlaceTile(tile) => C::PlaceTile { tile: tile.into() },
            Move::SkipPlacement => C::SkipPlacement {},
            Move::UsePower(power) => C::UsePower {
                power,
                exchanges: None,
            },
            Move::FinishPlacements => C::FinishPlacements {},
            Move::ChooseChain(chain) => C::ChooseChain {
                chain: chain.into(),
            },
            Move::ChooseSurvivor(chain) => C::ChooseSurvivor {
                chain: chain.into(),
            },
            Move::ChooseNextDefunct(chain) => C::ChooseNextDefunct {
                chain: chain.into(),
            },
            Move::DisposeShares { sell, trade } => C::DisposeShares { sell, trade },
            Move::BuyShares { counts, power } => {
                let mut chains = Vec::with_capacity(counts.iter().map(|&n| usize::from(n)).sum());
                for (chain, count) in state.chains().into_iter().zip(counts) {
                    for _ in 0..count {
                        chains.push(ChainName::from(chain));
                    }
                }
                C::BuyShares { chains, power }
            }
            Move::Trade2 { give, take } => C::UsePower {
                power: Power::Trade2,
                exchanges: Some(vec![ExchangeRequest {
                    give: give.into(),
                    take: take.into(),
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

/// A legal command of `seat` other than resigning, drawn uniformly (one draw of `rng`
/// below their number, the commands in [`legal_commands`] order); `None` when there is none.
/// The moves are counted, then the one drawn is found, without listing the others.
pub fn random_command(
    state: &AcquireState,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<AcquireCommand> {
    let mut count = Count::default();
    let _ = moves(state, seat, &mut count);
    if count.moves == 0 {
        return None;
    }
    let mut pick = Pick {
        left: rng.below(count.moves),
        unplayable: count.unplayable,
        groups: count.groups.iter().flatten(),
        drawn: None,
    };
    let _ = moves(state, seat, &mut pick);
    pick.drawn.map(|legal| legal.command(state))
}

/// The most groups of purchases among the legal moves (without a card, with `free_3`, with
/// `buy_5`).
const PURCHASE_GROUPS: usize = 3;

/// Where the legal moves of a seat go as they are found, one move or a group of purchases
/// at a time; either may stop the search.
trait Sink {
    fn one(&mut self, legal: Move) -> ControlFlow<()>;
    /// The group of purchases `group` builds.
    fn purchases(&mut self, group: impl FnOnce() -> Purchases) -> ControlFlow<()>;
    /// The unplayable cells `find` finds, for the placements.
    fn unplayable(&mut self, find: impl FnOnce() -> Unplayable) -> Unplayable {
        find()
    }
}

/// Hands every move to a function.
struct Each<F>(F);

impl<F: FnMut(Move) -> ControlFlow<()>> Sink for Each<F> {
    fn one(&mut self, legal: Move) -> ControlFlow<()> {
        (self.0)(legal)
    }
    fn purchases(&mut self, group: impl FnOnce() -> Purchases) -> ControlFlow<()> {
        group().for_each(&mut self.0)
    }
}

/// Counts the moves other than resigning, and keeps what it found to count them.
#[derive(Default)]
struct Count {
    moves: u32,
    unplayable: Option<Unplayable>,
    groups: [Option<Purchases>; PURCHASE_GROUPS],
}

impl Sink for Count {
    fn one(&mut self, legal: Move) -> ControlFlow<()> {
        self.moves += u32::from(legal != Move::Resign);
        ControlFlow::Continue(())
    }
    fn purchases(&mut self, group: impl FnOnce() -> Purchases) -> ControlFlow<()> {
        let group = group();
        self.moves += group.count();
        let free = self.groups.iter_mut().find(|kept| kept.is_none());
        *free.expect("at most three groups of purchases") = Some(group);
        ControlFlow::Continue(())
    }
    fn unplayable(&mut self, find: impl FnOnce() -> Unplayable) -> Unplayable {
        *self.unplayable.insert(find())
    }
}

/// Finds the move other than resigning that `left` more such moves precede, taking what the
/// count found instead of finding it again.
struct Pick<'a> {
    left: u32,
    unplayable: Option<Unplayable>,
    groups: std::iter::Flatten<std::slice::Iter<'a, Option<Purchases>>>,
    drawn: Option<Move>,
}

impl Sink for Pick<'_> {
    fn one(&mut self, legal: Move) -> ControlFlow<()> {
        if legal == Move::Resign {
            return ControlFlow::Continue(());
        }
        if self.left == 0 {
            self.drawn = Some(legal);
            return ControlFlow::Break(());
        }
        self.left -= 1;
        ControlFlow::Continue(())
    }
    fn purchases(&mut self, _: impl FnOnce() -> Purchases) -> ControlFlow<()> {
        let group = self.groups.next().expect("the groups counted");
        if self.left >= group.count() {
            self.left -= group.count();
            return ControlFlow::Continue(());
        }
        self.drawn = group.nth(self.left);
        ControlFlow::Break(())
    }
    fn unplayable(&mut self, find: impl FnOnce() -> Unplayable) -> Unplayable {
        self.unplayable.unwrap_or_else(find)
    }
}

/// Hands every legal move of `seat` to `visit`, in a fixed order (placements, choices,
/// disposals, purchases, exchanges, then declaring the end and resigning), until it breaks.
pub fn for_each_move(
    state: &AcquireState,
    seat: Seat,
    visit: &mut impl FnMut(Move) -> ControlFlow<()>,
) -> ControlFlow<()> {
    moves(state, seat, &mut Each(visit))
}

/// Hands every legal move of `seat` to `sink`, in the order of [`for_each_move`].
fn moves(state: &AcquireState, seat: Seat, sink: &mut impl Sink) -> ControlFlow<()> {
    if state.phase == Phase::GameOver || state.phase == Phase::Setup || seat.index() >= state.seats
    {
        return ControlFlow::Continue(());
    }
    let actor = match state.phase {
        Phase::AwaitingDisposal => state.merger.as_ref().and_then(|m| m.queue.first().copied()),
        _ => Some(state.turn_player),
    };
    if actor != Some(seat) {
        return sink.one(Move::Resign);
    }
    let powers = state.config.special_powers;
    let mut may_declare = false;
    match state.phase {
        Phase::AwaitingPlacement => {
            may_declare = true;
            let mut playable = false;
            let unplayable = sink.unplayable(|| Unplayable::of(state));
            for &tile in state.hand(seat) {
                if unplayable.allows(tile) {
                    playable = true;
                    sink.one(Move::PlaceTile(tile))?;
                }
            }
            if state.placements == 0 && !playable {
                sink.one(Move::SkipPlacement)?;
            }
            if powers {
                for power in [Power::Take5Tiles, Power::Place4Tiles] {
                    if check_use_power(state, seat, power, &[]).is_ok() {
                        sink.one(Move::UsePower(power))?;
                    }
                }
                if state.place4_active && state.placements >= 1 {
                    sink.one(Move::FinishPlacements)?;
                }
            }
        }
        Phase::AwaitingChainChoice { .. } => {
            for chain in off_board_chains(state) {
                sink.one(Move::ChooseChain(chain))?;
            }
        }
        Phase::AwaitingSurvivorChoice => {
            for chain in survivor_candidates(state) {
                sink.one(Move::ChooseSurvivor(chain))?;
            }
        }
        Phase::AwaitingDefunctChoice => {
            for chain in defunct_candidates(state) {
                sink.one(Move::ChooseNextDefunct(chain))?;
            }
        }
        Phase::AwaitingDisposal => {
            let merger = state.merger.as_ref().expect("a running merger");
            let held = state.shares(seat, merger.current.expect("current"));
            let bank = state.bank(merger.survivor.expect("survivor"));
            for trade in (0..=held.min(2 * bank)).step_by(2) {
                for sell in 0..=held - trade {
                    sink.one(Move::DisposeShares { sell, trade })?;
                }
            }
        }
        Phase::AwaitingPurchase => {
            may_declare = true;
            sink.purchases(|| Purchases::new(state, seat, None, BUY_LIMIT))?;
            if powers {
                for (power, limit) in [
                    (PurchasePower::Free3, BUY_LIMIT),
                    (PurchasePower::Buy5, BUY_5_LIMIT),
                ] {
                    if check_power_card(state, seat, power.into()).is_ok() {
                        sink.purchases(|| Purchases::new(state, seat, Some(power), limit))?;
                    }
                }
                if check_power_card(state, seat, Power::Trade2).is_ok() {
                    let on: InlineList<Chain, CHAIN_COUNT> = state
                        .chains()
                        .into_iter()
                        .filter(|&chain| state.on_board(chain))
                        .collect();
                    for &give in &on {
                        for &take in &on {
                            if check_exchanges(state, seat, &[(give, take)]).is_ok() {
                                sink.one(Move::Trade2 { give, take })?;
                            }
                        }
                    }
                }
            }
        }
        Phase::Merging | Phase::EndOfTurn => {}
        Phase::Setup | Phase::GameOver => unreachable!("checked above"),
    }
    if may_declare && rules::may_declare(state) {
        sink.one(Move::DeclareGameEnd)?;
    }
    sink.one(Move::Resign)
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
