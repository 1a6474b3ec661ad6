//! The rules: tile classification (§4.1), the checks of the commands (§5, §10.3) and the
//! automatic steps (§4.3, §4.7, §5.11, §6, §9).
//!
//! Every event is applied as soon as it is emitted (through [`Emitter`]), so each automatic
//! step reads exactly the state that replay will rebuild.

use super::chain::{CHAIN_COUNT, Chain};
use super::command::{Power, PurchasePower};
use super::config::{
    AcquireConfig, AssetVisibility, DeadTileReplacement, NoPlayableTile, TurnOrder,
};
use super::event::*;
use super::playable::{Unplayable, has_playable_tile};
use super::rejection::AcquireRejection as R;
use super::state::{AcquireState, Cell, HAND_SIZE, Phase, SHARES_PER_CHAIN};
use super::tile::{TILE_COUNT, Tile};
use super::tile_set::TileSet;
use crate::engine::Seat;
use crate::engine::inline_list::InlineList;

/// Max shares bought per turn, without and with `buy_5`.
pub const BUY_LIMIT: u32 = 3;
pub const BUY_5_LIMIT: u32 = 5;
/// Max exchanges of `trade_2`.
pub const MAX_EXCHANGES: usize = 3;

// ---------------------------------------------------------------------------------------------
// Classification

/// Chains next to one cell (at most one per side).
pub type Touching = InlineList<Chain, 4>;

/// A tile's class with the chains it touches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classified {
    pub class: TileClass,
    /// Distinct chains among the neighbours, canonical order.
    pub chains: Touching,
    /// Those of them that are safe.
    pub safe: Touching,
}

/// Number of chains on the board.
pub fn chains_on_board(state: &AcquireState) -> usize {
    state.sizes.iter().filter(|&&s| s > 0).count()
}

/// Whether a chain is safe (size ≥ `safe_chain_size`).
pub fn is_safe(state: &AcquireState, chain: Chain) -> bool {
    state.size(chain) >= state.config.safe_chain_size
}

/// The chains next to `tile`, which is not on the board (a bit per chain slot), and whether
/// any neighbour is occupied.
fn neighbourhood(state: &AcquireState, tile: Tile) -> (u8, bool) {
    let around = TileSet::of(tile).neighbours();
    let chains = Chain::ALL
        .into_iter()
        .filter(|&chain| !(state.board.chain(chain) & around).is_empty())
        .fold(0u8, |slots, chain| slots | 1 << chain.slot());
    (chains, !(state.board.occupied() & around).is_empty())
}

/// The class of §4.1 of a tile that is not on the board, from the chains next to it (a bit per
/// slot) and whether any neighbour is occupied.
fn class_of(state: &AcquireState, chains: u8, occupied: bool) -> TileClass {
    let touching = chains.count_ones();
    if touching >= 2 {
        let safe = (0..CHAIN_COUNT)
            .filter(|&slot| chains & (1 << slot) != 0)
            .filter(|&slot| state.sizes[slot] >= state.config.safe_chain_size)
            .count();
        if safe >= 2 {
            TileClass::Dead
        } else {
            TileClass::Merge
        }
    } else if touching == 1 {
        TileClass::Grow
    } else if occupied {
        if chains_on_board(state) >= CHAIN_COUNT {
            TileClass::Blocked
        } else {
            TileClass::Found
        }
    } else {
        TileClass::Lone
    }
}

/// Classifies a tile that is not on the board against the current board (§4.1).
pub fn classify(state: &AcquireState, tile: Tile) -> Classified {
    let (mask, occupied) = neighbourhood(state, tile);
    let chains: Touching = (0..CHAIN_COUNT)
        .filter(|&slot| mask & (1 << slot) != 0)
        .map(|slot| state.config.edition.chain(slot))
        .collect();
    let safe: Touching = chains
        .iter()
        .copied()
        .filter(|&c| is_safe(state, c))
        .collect();
    Classified {
        class: class_of(state, mask, occupied),
        chains,
        safe,
    }
}

/// The stalemate predicate of §9.4.
pub fn frozen(state: &AcquireState) -> bool {
    let unplayable = Unplayable::of(state);
    let mut in_hands = state.hands.iter().flat_map(|hand| hand.iter().copied());
    if in_hands.clone().any(|tile| unplayable.allows(tile)) {
        return false;
    }
    let pool_empty = state.pool.is_empty();
    if state.config.no_playable_tile == NoPlayableTile::RedrawHand {
        return pool_empty;
    }
    let any_dead = in_hands.any(|tile| unplayable.dead.contains(tile));
    let take5 = state.config.special_powers
        && state
            .powers_unused
            .iter()
            .any(|p| p.contains(&Power::Take5Tiles));
    pool_empty || (!any_dead && !take5)
}

/// `tile`, which is not loose, with the loose tiles connected to it through loose tiles.
pub(super) fn with_connected_loose(state: &AcquireState, tile: Tile) -> TileSet {
    TileSet::of(tile).flood(state.board.loose())
}

/// The end condition of §9.1.
pub fn end_condition(state: &AcquireState) -> bool {
    let on = || state.sizes.iter().copied().filter(|&size| size > 0);
    on().any(|size| size >= state.config.end_chain_size)
        || (on().next().is_some() && on().all(|size| size >= state.config.safe_chain_size))
}

/// Chains off the board (founding candidates), canonical order.
pub fn off_board_chains(state: &AcquireState) -> Vec<Chain> {
    state
        .chains()
        .into_iter()
        .filter(|&c| !state.on_board(c))
        .collect()
}

/// Survivor candidates: merging chains tied for the largest pre-merger size.
pub fn survivor_candidates(state: &AcquireState) -> Vec<Chain> {
    let Some(merger) = &state.merger else {
        return Vec::new();
    };
    let largest = merger.chains.iter().map(|c| c.size0).max().unwrap_or(0);
    let mut c: Vec<Chain> = merger
        .chains
        .iter()
        .filter(|c| c.size0 == largest)
        .map(|c| c.chain)
        .collect();
    c.sort();
    c
}

/// Next-defunct candidates: unprocessed defunct chains tied for the largest pre-merger size.
pub fn defunct_candidates(state: &AcquireState) -> Vec<Chain> {
    let Some(merger) = &state.merger else {
        return Vec::new();
    };
    let largest = merger
        .pending
        .iter()
        .map(|&c| merger.record(c).size0)
        .max()
        .unwrap_or(0);
    let mut c: Vec<Chain> = merger
        .pending
        .iter()
        .copied()
        .filter(|&c| merger.record(c).size0 == largest)
        .collect();
    c.sort();
    c
}

/// Bonuses for one chain (§6.4), listed in `order`.
pub fn bonuses(state: &AcquireState, chain: Chain, price: u32, order: &[Seat]) -> Vec<Payout> {
    let majority = price * super::chain::MAJORITY_MULTIPLIER;
    let minority = price * super::chain::MINORITY_MULTIPLIER;
    let rounding = state.config.bonus_rounding;
    let held = |s: Seat| state.shares(s, chain);
    let top = order.iter().map(|&s| held(s)).max().unwrap_or(0);
    if top == 0 {
        return Vec::new();
    }
    let holders = order.iter().filter(|&&s| held(s) > 0).count();
    let firsts: Vec<Seat> = order.iter().copied().filter(|&s| held(s) == top).collect();
    let second = order
        .iter()
        .map(|&s| held(s))
        .filter(|&h| h > 0 && h < top)
        .max()
        .unwrap_or(0);
    let seconds: Vec<Seat> = order
        .iter()
        .copied()
        .filter(|&s| second > 0 && held(s) == second)
        .collect();
    order
        .iter()
        .filter_map(|&s| {
            let (role, amount) = if holders == 1 && held(s) == top {
                (BonusRole::Sole, majority + minority)
            } else if firsts.len() >= 2 && held(s) == top {
                (
                    BonusRole::MajorityTie,
                    rounding.split(majority + minority, firsts.len() as u32),
                )
            } else if firsts.len() == 1 && held(s) == top {
                (BonusRole::Majority, majority)
            } else if firsts.len() == 1 && seconds.len() == 1 && seconds[0] == s {
                (BonusRole::Minority, minority)
            } else if firsts.len() == 1 && seconds.len() >= 2 && seconds.contains(&s) {
                (
                    BonusRole::MinorityTie,
                    rounding.split(minority, seconds.len() as u32),
                )
            } else {
                return None;
            };
            Some(Payout {
                player: s,
                role,
                amount,
            })
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Emitting events

/// A state that applies every event as it is emitted, and the events emitted so far.
pub(super) struct Emitter<'a> {
    pub(super) state: &'a mut AcquireState,
    pub(super) events: &'a mut Vec<AcquireEvent>,
}

impl<'a> Emitter<'a> {
    pub(super) fn new(state: &'a mut AcquireState, events: &'a mut Vec<AcquireEvent>) -> Self {
        Emitter { state, events }
    }

    pub(super) fn emit(&mut self, event: AcquireEvent) {
        self.state.apply(&event);
        self.events.push(event);
    }

    pub(super) fn draw(&mut self, player: Seat, reason: DrawReason) -> bool {
        let Some(&tile) = self.state.pool.first() else {
            return false;
        };
        self.emit(AcquireEvent::TileDrawn {
            player,
            tile,
            reason,
        });
        if self.state.pool.is_empty() && !self.state.pool_exhausted {
            self.emit(AcquireEvent::PoolExhausted {});
        }
        true
    }
}

// ---------------------------------------------------------------------------------------------
// Setup

/// The setup events for an explicit pool order (§3 step 2). Panics unless `pool` is a
/// permutation of the 108 tiles and `seats` is at least 1 with 7 tiles per seat available.
pub fn setup_with_pool(config: &AcquireConfig, seats: usize, pool: Vec<Tile>) -> Vec<AcquireEvent> {
    let mut seen = [false; TILE_COUNT];
    for tile in &pool {
        assert!(
            !seen[tile.index()],
            "tile {tile} appears twice in the pool order"
        );
        seen[tile.index()] = true;
    }
    assert_eq!(
        pool.len(),
        TILE_COUNT,
        "the pool order must hold all 108 tiles"
    );
    assert!((1..=6).contains(&seats), "1 to 6 seats");

    let mut state = AcquireState::default();
    let mut events = Vec::new();
    let mut em = Emitter::new(&mut state, &mut events);
    em.emit(AcquireEvent::GameCreated {
        options: config.clone(),
        seats: seats as u8,
    });
    em.emit(AcquireEvent::TilePoolShuffled {
        order: pool.clone(),
    });
    for (seat, &tile) in pool.iter().take(seats).enumerate() {
        em.emit(AcquireEvent::StartTileDrawn {
            player: Seat(seat as u8),
            tile,
        });
    }
    let row_first = config.first_player_order == super::config::FirstPlayerOrder::RowThenColumn;
    let mut ranked: Vec<Seat> = (0..seats).map(|s| Seat(s as u8)).collect();
    ranked.sort_by_key(|s| pool[s.index()].start_key(row_first));
    let first = ranked[0];
    let turn_order = match config.turn_order {
        TurnOrder::StartTile => ranked,
        TurnOrder::Seat => (0..seats)
            .map(|i| Seat(((first.index() + i) % seats) as u8))
            .collect(),
    };
    em.emit(AcquireEvent::FirstPlayerDetermined {
        player: first,
        turn_order: turn_order.clone(),
    });
    for &seat in &turn_order {
        for _ in 0..HAND_SIZE {
            em.draw(seat, DrawReason::Initial);
        }
    }
    start_turn(&mut em, first, 1);
    events
}

// ---------------------------------------------------------------------------------------------
// Automatic steps

/// `TurnStarted` and the no-playable-tile handling of §4.3.
fn start_turn(em: &mut Emitter<'_>, player: Seat, turn_number: u32) {
    em.emit(AcquireEvent::TurnStarted {
        player,
        turn_number,
    });
    if has_playable_tile(em.state, player) {
        return;
    }
    match em.state.config.no_playable_tile {
        NoPlayableTile::Skip => {
            if !take5_waiting(em.state, player) {
                em.emit(AcquireEvent::PlacementSkipped { player });
            }
        }
        NoPlayableTile::RedrawHand => {
            while !has_playable_tile(em.state, player) && !em.state.pool.is_empty() {
                let tiles = em.state.hands[player.index()].to_vec();
                if !tiles.is_empty() {
                    em.emit(AcquireEvent::HandRevealedAndDiscarded { player, tiles });
                }
                while em.state.hands[player.index()].len() < HAND_SIZE
                    && em.draw(player, DrawReason::Redraw)
                {}
            }
            if !has_playable_tile(em.state, player) {
                em.emit(AcquireEvent::PlacementSkipped { player });
            }
        }
    }
}

/// The powers exception of §4.3: P may still use an unused `take_5_tiles`.
fn take5_waiting(state: &AcquireState, player: Seat) -> bool {
    state.config.special_powers
        && state.powers_unused[player.index()].contains(&Power::Take5Tiles)
        && state.powers_used_this_turn < state.config.powers_per_turn
        && !state.pool.is_empty()
}

/// Runs the automatic choices of §5.11 until a player must decide.
pub(super) fn advance(em: &mut Emitter<'_>) {
    loop {
        match em.state.phase {
            Phase::AwaitingChainChoice { tile } => {
                let candidates = off_board_chains(em.state);
                if candidates.len() != 1 {
                    return;
                }
                found_chain(em, tile, candidates[0], ChoiceBy::Rule);
            }
            Phase::AwaitingSurvivorChoice => {
                let candidates = survivor_candidates(em.state);
                if candidates.len() != 1 {
                    return;
                }
                em.emit(AcquireEvent::SurvivorChosen {
                    chain: candidates[0],
                    by: ChoiceBy::Rule,
                });
            }
            Phase::AwaitingDefunctChoice => {
                let Some(merger) = &em.state.merger else {
                    return;
                };
                if merger.pending.is_empty() {
                    complete_merger(em);
                    continue;
                }
                let candidates = defunct_candidates(em.state);
                if candidates.len() != 1 {
                    return;
                }
                select_defunct(em, candidates[0], ChoiceBy::Rule);
            }
            _ => return,
        }
    }
}

pub(super) fn found_chain(em: &mut Emitter<'_>, tile: Tile, chain: Chain, by: ChoiceBy) {
    let tiles: Vec<Tile> = with_connected_loose(em.state, tile).iter().collect();
    let player = em.state.turn_player;
    let founder_share = em.state.bank(chain) > 0;
    let size = tiles.len() as u32;
    em.emit(AcquireEvent::ChainFounded {
        player,
        chain,
        tiles,
        size,
        founder_share,
        by,
    });
}

/// Selects the next defunct chain and pays its bonuses. Who disposes of what, and when,
/// follows `merger_disposal_order` (applied by `DefunctChainSelected`): the holders of this
/// chain now (`chain_by_chain`), or every holder of every defunct chain, player by player,
/// once the last one is selected (`all_bonuses_then_players`). The two differ only when the
/// survivor's bank runs short of shares for 2:1 trades.
pub(super) fn select_defunct(em: &mut Emitter<'_>, chain: Chain, by: ChoiceBy) {
    let (record, mergemaker) = {
        let merger = em.state.merger.as_ref().expect("a running merger");
        (merger.record(chain), merger.mergemaker)
    };
    em.emit(AcquireEvent::DefunctChainSelected {
        chain,
        size: record.size0,
        price: record.price0,
        by,
    });
    if em.state.config.asset_visibility == AssetVisibility::Hidden {
        let holdings = (0..em.state.seats)
            .map(|s| Holding {
                player: Seat(s as u8),
                count: em.state.shares(Seat(s as u8), chain),
            })
            .collect();
        em.emit(AcquireEvent::DefunctHoldingsRevealed { chain, holdings });
    }
    let order = em.state.turn_order_from(mergemaker);
    let payouts = bonuses(em.state, chain, record.price0, &order);
    em.emit(AcquireEvent::MergerBonusPaid {
        chain,
        price: record.price0,
        payouts,
    });
}

fn complete_merger(em: &mut Emitter<'_>) {
    let merger = em.state.merger.as_ref().expect("a running merger");
    let survivor = merger.survivor.expect("a chosen survivor");
    let absorbed: Vec<Chain> = merger
        .chains
        .iter()
        .map(|c| c.chain)
        .filter(|&c| c != survivor)
        .collect();
    let joining = absorbed.iter().fold(
        with_connected_loose(em.state, merger.tile),
        |tiles, &chain| tiles | em.state.board.chain(chain),
    );
    let tiles: Vec<Tile> = joining.iter().collect();
    let size = em.state.size(survivor) + tiles.len() as u32;
    em.emit(AcquireEvent::MergerCompleted {
        survivor,
        absorbed,
        tiles,
        size,
    });
}

/// The automatic end of turn (§4.7).
pub(super) fn end_turn(em: &mut Emitter<'_>) {
    let player = em.state.turn_player;
    if em.state.end_declared {
        end_game(em, EndReason::Declared, Some(player));
        return;
    }
    while em.state.hands[player.index()].len() < HAND_SIZE && em.draw(player, DrawReason::Refill) {}
    loop {
        let unplayable = Unplayable::of(em.state);
        let dead: Vec<Tile> = em.state.hands[player.index()]
            .iter()
            .copied()
            .filter(|&tile| unplayable.dead.contains(tile))
            .collect();
        if dead.is_empty() {
            break;
        }
        let count = dead.len();
        em.emit(AcquireEvent::DeadTilesDiscarded {
            player,
            tiles: dead,
        });
        for _ in 0..count {
            em.draw(player, DrawReason::DeadReplacement);
        }
        if em.state.config.dead_tile_replacement == DeadTileReplacement::OncePerTurn {
            break;
        }
    }
    let frozen_turns = if frozen(em.state) {
        em.state.frozen_turns + 1
    } else {
        0
    };
    if frozen_turns as usize >= em.state.seats {
        end_game(em, EndReason::Stalemate, None);
        return;
    }
    let order = em.state.turn_order;
    let index = order.iter().position(|&s| s == player).unwrap_or(0);
    let next = order[(index + 1) % order.len()];
    let number = em.state.turn_number + 1;
    start_turn(em, next, number);
}

/// `GameEnded` and the final scoring of §9.2.
fn end_game(em: &mut Emitter<'_>, reason: EndReason, declared_by: Option<Seat>) {
    em.emit(AcquireEvent::GameEnded {
        reason,
        declared_by,
    });
    let seats: Vec<Seat> = (0..em.state.seats).map(|s| Seat(s as u8)).collect();
    let mut chains: Vec<Chain> = em
        .state
        .chains()
        .into_iter()
        .filter(|&c| em.state.on_board(c))
        .collect();
    chains.sort_by_key(|&c| (em.state.size(c), c));
    for chain in chains {
        let size = em.state.size(chain);
        let price = em.state.price(chain);
        let payouts = bonuses(em.state, chain, price, &seats);
        em.emit(AcquireEvent::FinalBonusPaid {
            chain,
            size,
            price,
            payouts,
        });
        for &player in &seats {
            let count = em.state.shares(player, chain);
            if count > 0 {
                em.emit(AcquireEvent::SharesLiquidated {
                    player,
                    chain,
                    count,
                    unit_price: price,
                    total: count * price,
                });
            }
        }
    }
    let cash: Vec<u32> = seats.iter().map(|&s| em.state.cash(s)).collect();
    let mut standings: Vec<Standing> = seats
        .iter()
        .map(|&s| Standing {
            player: s,
            cash: cash[s.index()],
            rank: 1 + cash.iter().filter(|&&c| c > cash[s.index()]).count() as u32,
        })
        .collect();
    standings.sort_by_key(|s| (s.rank, s.player));
    let winners = standings
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| s.player)
        .collect();
    em.emit(AcquireEvent::FinalStandings { standings, winners });
    if em.state.config.reveal_hands_at_end {
        let hands = seats
            .iter()
            .map(|&s| RevealedHand {
                player: s,
                tiles: em.state.hands[s.index()].to_vec(),
            })
            .collect();
        em.emit(AcquireEvent::HandsRevealed { hands });
    }
}

// ---------------------------------------------------------------------------------------------
// Checks

/// The command types the current state accepts from its actor (§4.2, with sub-conditions),
/// `resign` included.
pub fn allowed_types(state: &AcquireState) -> InlineList<&'static str, 6> {
    let powers = state.config.special_powers;
    let mut allowed = InlineList::new();
    match state.phase {
        Phase::AwaitingPlacement => {
            allowed.push("place_tile");
            allowed.push("declare_game_end");
            if state.placements == 0 {
                allowed.push("skip_placement");
            }
            if powers {
                allowed.push("use_power");
                if state.place4_active && state.placements >= 1 {
                    allowed.push("finish_placements");
                }
            }
        }
        Phase::AwaitingChainChoice { .. } => allowed.push("choose_chain"),
        Phase::AwaitingSurvivorChoice => allowed.push("choose_survivor"),
        Phase::AwaitingDefunctChoice => allowed.push("choose_next_defunct"),
        Phase::AwaitingDisposal => allowed.push("dispose_shares"),
        Phase::AwaitingPurchase => {
            allowed.push("buy_shares");
            allowed.push("declare_game_end");
            if powers {
                allowed.push("use_power");
            }
        }
        Phase::Setup | Phase::Merging | Phase::EndOfTurn | Phase::GameOver => return allowed,
    }
    allowed.push("resign");
    allowed
}

pub(crate) fn check_power_card(state: &AcquireState, seat: Seat, power: Power) -> Result<(), R> {
    if !state.powers_unused[seat.index()].contains(&power) {
        return Err(R::PowerAlreadyUsed { power });
    }
    if state.powers_used_this_turn >= state.config.powers_per_turn {
        return Err(R::PowerPerTurnLimit {
            power,
            powers_per_turn: state.config.powers_per_turn,
        });
    }
    Ok(())
}

/// The whole-request checks of `buy_shares` (§5.7); returns the purchases and the total.
pub fn check_buy(
    state: &AcquireState,
    seat: Seat,
    chains: &[Chain],
    power: Option<PurchasePower>,
) -> Result<(Vec<Purchase>, u32), R> {
    if let Some(power) = power {
        check_power_card(state, seat, power.into())?;
    }
    let limit = if power == Some(PurchasePower::Buy5) {
        BUY_5_LIMIT
    } else {
        BUY_LIMIT
    };
    if chains.len() as u32 > limit {
        return Err(R::TooManyShares {
            requested: chains.len() as u32,
            limit,
        });
    }
    if let Some(&chain) = chains.iter().find(|&&c| !state.on_board(c)) {
        return Err(R::ChainNotOnBoard { chain, index: None });
    }
    let mut counts = [0u32; CHAIN_COUNT];
    for &chain in chains {
        counts[chain.slot()] += 1;
    }
    // The first chain named beyond the bank, in the order named.
    for (index, &chain) in chains.iter().enumerate() {
        if !chains[..index].contains(&chain) && counts[chain.slot()] > state.bank(chain) {
            return Err(R::SharesExceedBank {
                chain,
                requested: counts[chain.slot()],
                bank: state.bank(chain),
            });
        }
    }
    let free = power == Some(PurchasePower::Free3);
    let purchases: Vec<Purchase> = state
        .chains()
        .into_iter()
        .zip(counts)
        .filter(|&(_, count)| count > 0)
        .map(|(chain, count)| Purchase {
            chain,
            count,
            unit_price: if free { 0 } else { state.price(chain) },
        })
        .collect();
    let total: u32 = purchases.iter().map(|p| p.count * p.unit_price).sum();
    let cash = state.cash(seat);
    if total > cash {
        return Err(R::InsufficientCash { total, cash });
    }
    Ok((purchases, total))
}

/// The checks of `dispose_shares` (§5.6) for the head of the queue.
pub fn check_disposal(
    state: &AcquireState,
    seat: Seat,
    sell: u32,
    trade: u32,
) -> Result<AcquireEvent, R> {
    let merger = state.merger.as_ref().expect("a running merger");
    let defunct = merger.current.expect("a current defunct chain");
    let survivor = merger.survivor.expect("a survivor");
    if trade % 2 == 1 {
        return Err(R::TradeOdd { trade });
    }
    let held = state.shares(seat, defunct);
    if u64::from(sell) + u64::from(trade) > u64::from(held) {
        return Err(R::DisposalExceedsHolding {
            defunct,
            sell,
            trade,
            held,
        });
    }
    let bank = state.bank(survivor);
    if trade / 2 > bank {
        return Err(R::TradeExceedsBank {
            survivor,
            requested: trade / 2,
            bank,
        });
    }
    let sale_price = merger.record(defunct).price0;
    Ok(AcquireEvent::SharesDisposed {
        player: seat,
        defunct,
        survivor,
        sold: sell,
        sale_price,
        sale_total: sell * sale_price,
        traded: trade,
        received: trade / 2,
        kept: held - sell - trade,
    })
}

/// The `trade_2` exchange checks (§10.3 from `trade2_too_many_exchanges` on).
pub fn check_exchanges(
    state: &AcquireState,
    seat: Seat,
    exchanges: &[(Chain, Chain)],
) -> Result<(), R> {
    if exchanges.is_empty() || exchanges.len() > MAX_EXCHANGES {
        return Err(R::Trade2TooManyExchanges {
            count: exchanges.len(),
            max: MAX_EXCHANGES,
        });
    }
    let mut held = state.shares[seat.index()];
    let mut bank = state.bank;
    for (index, &(give, take)) in exchanges.iter().enumerate() {
        for chain in [give, take] {
            if !state.on_board(chain) {
                return Err(R::ChainNotOnBoard {
                    chain,
                    index: Some(index),
                });
            }
        }
        if give == take {
            return Err(R::Trade2SameChain { index, chain: give });
        }
        if held[give.slot()] < 2 {
            return Err(R::Trade2InsufficientHolding {
                index,
                chain: give,
                held: held[give.slot()],
            });
        }
        held[give.slot()] -= 2;
        bank[give.slot()] += 2;
        if bank[take.slot()] < 2 {
            return Err(R::Trade2BankShort {
                index,
                chain: take,
                bank: bank[take.slot()],
            });
        }
        bank[take.slot()] -= 2;
        held[take.slot()] += 2;
    }
    Ok(())
}

/// The checks of `use_power` from `power_already_used` on (§10.3).
pub fn check_use_power(
    state: &AcquireState,
    seat: Seat,
    power: Power,
    exchanges: &[(Chain, Chain)],
) -> Result<(), R> {
    check_power_card(state, seat, power)?;
    let usable = match power {
        Power::Take5Tiles | Power::Place4Tiles => {
            state.phase == Phase::AwaitingPlacement && state.placements == 0
        }
        Power::Trade2 => state.phase == Phase::AwaitingPurchase,
        Power::Free3 | Power::Buy5 => false,
    };
    if !usable {
        return Err(R::PowerNotUsableNow {
            power,
            state: state.phase.name(),
        });
    }
    match power {
        Power::Take5Tiles if state.pool.is_empty() => Err(R::Take5PoolEmpty {}),
        Power::Trade2 => check_exchanges(state, seat, exchanges),
        _ => Ok(()),
    }
}

/// Whether the end may be declared now: what [`check_declare`] accepts, without building its
/// rejection.
pub fn may_declare(state: &AcquireState) -> bool {
    !state.end_declared && end_condition(state)
}

pub(crate) fn check_declare(state: &AcquireState) -> Result<(), R> {
    if state.end_declared {
        return Err(R::EndAlreadyDeclared {});
    }
    if !end_condition(state) {
        let on = state.chains().into_iter().filter(|&c| state.on_board(c));
        return Err(R::EndConditionNotMet {
            largest_size: state.sizes.iter().copied().max().unwrap_or(0),
            end_chain_size: state.config.end_chain_size,
            unsafe_chains: on.filter(|&c| !is_safe(state, c)).collect(),
        });
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Invariants

/// Checks the invariants of §2.5 (and the bookkeeping behind them).
pub fn check_invariants(state: &AcquireState) -> Result<(), String> {
    if !state.board.is_laid_out() {
        return Ok(());
    }
    for chain in state.chains() {
        let total: u32 = state.bank(chain)
            + (0..state.seats)
                .map(|s| state.shares(Seat(s as u8), chain))
                .sum::<u32>();
        if total != SHARES_PER_CHAIN {
            return Err(format!("{chain:?}: bank + holdings = {total}"));
        }
    }
    for (seat, &cash) in state.cash.iter().enumerate() {
        if cash % 100 != 0 {
            return Err(format!("seat {seat} cash {cash} is not a multiple of 100"));
        }
    }
    let on_board = state
        .board
        .cells()
        .filter(|c| !matches!(c, Cell::Empty | Cell::Dead))
        .count();
    let in_hands: usize = state.hands.iter().map(|hand| hand.len()).sum();
    let total = on_board + in_hands + state.pool.len() + state.discarded.len();
    if total != TILE_COUNT {
        return Err(format!(
            "tiles: {on_board} on board + {in_hands} in hands + {} pool + {} discarded = {total}",
            state.pool.len(),
            state.discarded.len()
        ));
    }
    let dead_cells = state.board.cells().filter(|c| *c == Cell::Dead).count();
    if dead_cells != state.discarded.len() {
        return Err(format!(
            "{dead_cells} dead cells but {} discarded tiles",
            state.discarded.len()
        ));
    }
    let mut seen = [false; TILE_COUNT];
    for tile in state
        .hands
        .iter()
        .flatten()
        .chain(state.pool.iter())
        .chain(state.discarded.iter())
    {
        if seen[tile.index()] || !matches!(state.board.cell(*tile), Cell::Empty | Cell::Dead) {
            return Err(format!("tile {tile} is in two places"));
        }
        seen[tile.index()] = true;
    }
    let mut on = 0;
    for chain in state.chains() {
        let tiles: Vec<Tile> = Tile::all()
            .filter(|t| state.board.cell(*t) == Cell::Chain(chain))
            .collect();
        if tiles.len() as u32 != state.size(chain) {
            return Err(format!(
                "{chain:?} has {} tiles but size {}",
                tiles.len(),
                state.size(chain)
            ));
        }
        if tiles.is_empty() {
            continue;
        }
        on += 1;
        if tiles.len() < 2 {
            return Err(format!("{chain:?} has a single tile"));
        }
        let mut reached = vec![tiles[0]];
        let mut i = 0;
        while i < reached.len() {
            for n in reached[i].neighbours() {
                if state.board.cell(n) == Cell::Chain(chain) && !reached.contains(&n) {
                    reached.push(n);
                }
            }
            i += 1;
        }
        if reached.len() != tiles.len() {
            return Err(format!("{chain:?} is not connected"));
        }
    }
    if on > CHAIN_COUNT {
        return Err("more than 7 chains".into());
    }
    for tile in Tile::all() {
        let cell = state.board.cell(tile);
        for n in tile.neighbours() {
            let other = state.board.cell(n);
            match (cell, other) {
                (Cell::Chain(a), Cell::Chain(b)) if a != b => {
                    return Err(format!("chains {a:?} and {b:?} touch at {tile}/{n}"));
                }
                (Cell::Loose, Cell::Chain(c)) => {
                    return Err(format!("loose {tile} touches {c:?} at {n}"));
                }
                _ => {}
            }
        }
        // A resignation may stop the game in the middle of a founding or a merger.
        if cell == Cell::Pending
            && state.resigned.is_none()
            && !matches!(
                state.phase,
                Phase::AwaitingChainChoice { .. }
                    | Phase::AwaitingSurvivorChoice
                    | Phase::AwaitingDefunctChoice
                    | Phase::AwaitingDisposal
            )
        {
            return Err(format!("{tile} is pending in {}", state.phase.name()));
        }
    }
    Ok(())
}
