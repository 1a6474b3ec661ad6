//! The whole truth of a game and how events change it (`evolve`).

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::chain::{CHAIN_COUNT, Chain};
use super::command::Power;
use super::config::{AcquireConfig, MergerDisposalOrder};
use super::event::{AcquireEvent, EndReason, MergingChain, Payout, Standing, TileClass};
use super::tile::{TILE_COUNT, Tile};
use super::{playable, rules};
use crate::engine::Seat;
use crate::engine::inline_list::InlineList;

/// Starting cash of every player.
pub const STARTING_CASH: u32 = 6000;
/// Shares per chain.
pub const SHARES_PER_CHAIN: u32 = 25;
/// Hand size.
pub const HAND_SIZE: usize = 6;
/// The most seats a game has.
pub const MAX_SEATS: usize = 6;
/// The most tiles a hand can hold: a full hand and the 5 of `take_5_tiles`, with room to
/// spare.
pub const HAND_CAPACITY: usize = 16;

/// One value per seat, in seat order.
pub type PerSeat<T> = InlineList<T, MAX_SEATS>;
/// A seat's tiles, in the order drawn.
pub type Hand = InlineList<Tile, HAND_CAPACITY>;
/// Tiles in some order, up to all of them (the pool, the discards).
pub type Tiles = InlineList<Tile, TILE_COUNT>;

/// A board cell (§2.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    #[default]
    Empty,
    Loose,
    Chain(Chain),
    Pending,
    Dead,
}

/// The state machine of §4.2 (plus transient states that never rest after a command).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before `GameCreated`.
    #[default]
    Setup,
    AwaitingPlacement,
    AwaitingChainChoice {
        tile: Tile,
    },
    /// Transient: a merging tile was placed, `MergerStarted` follows.
    Merging,
    AwaitingSurvivorChoice,
    AwaitingDefunctChoice,
    AwaitingDisposal,
    AwaitingPurchase,
    /// Transient: the purchase is done, the automatic end of turn runs.
    EndOfTurn,
    GameOver,
}

impl Phase {
    /// The state's name of §4.2.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::AwaitingPlacement => "awaiting_placement",
            Phase::AwaitingChainChoice { .. } => "awaiting_chain_choice",
            Phase::Merging => "merging",
            Phase::AwaitingSurvivorChoice => "awaiting_survivor_choice",
            Phase::AwaitingDefunctChoice => "awaiting_defunct_choice",
            Phase::AwaitingDisposal => "awaiting_disposal",
            Phase::AwaitingPurchase => "awaiting_purchase",
            Phase::EndOfTurn => "end_of_turn",
            Phase::GameOver => "game_over",
        }
    }
}

/// A bonus payment made during the running merger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaidBonus {
    pub chain: Chain,
    pub price: u32,
    pub payouts: Vec<Payout>,
}

/// A merger being resolved (§6.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merger {
    pub mergemaker: Seat,
    pub tile: Tile,
    pub chains: Vec<MergingChain>,
    pub survivor: Option<Chain>,
    /// Defunct chains not yet selected.
    pub pending: Vec<Chain>,
    /// The defunct chain being disposed of (the last one selected until disposals start).
    pub current: Option<Chain>,
    /// Seats still to dispose of `current`, head first.
    pub queue: Vec<Seat>,
    /// Every disposal still to make, head first: one defunct chain's holders under
    /// `chain_by_chain`, all holders of all defunct chains under `all_bonuses_then_players`.
    pub disposals: Vec<(Seat, Chain)>,
    /// The defunct chains in the order they were selected.
    pub selected: Vec<Chain>,
    pub bonuses: Vec<PaidBonus>,
}

impl Merger {
    /// Points `current` and `queue` at the head of `disposals`.
    fn follow_disposals(&mut self) {
        if let Some(&(_, chain)) = self.disposals.first() {
            self.current = Some(chain);
        }
        let current = self.current;
        self.queue = self
            .disposals
            .iter()
            .filter(|d| Some(d.1) == current)
            .map(|d| d.0)
            .collect();
    }

    /// The recorded size and price before the merging tile.
    pub fn record(&self, chain: Chain) -> MergingChain {
        *self
            .chains
            .iter()
            .find(|c| c.chain == chain)
            .expect("a merging chain")
    }
}

/// Final results, once scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalResult {
    pub reason: EndReason,
    pub declared_by: Option<Seat>,
    pub standings: Vec<Standing>,
    pub winners: Vec<Seat>,
}

/// The whole truth of a game, secrets included. Everything but a running merger and the
/// final result is stored inline, so a copy of the state is a copy of a few hundred bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AcquireState {
    pub(crate) config: AcquireConfig,
    pub(crate) seats: usize,
    /// The cells (laid out by `GameCreated`).
    pub(crate) board: Board,
    /// Size of each chain slot (0 = off the board).
    pub(crate) sizes: [u32; CHAIN_COUNT],
    /// Undrawn tiles, next draw first.
    pub(crate) pool: Tiles,
    pub(crate) pool_exhausted: bool,
    pub(crate) hands: PerSeat<Hand>,
    pub(crate) cash: PerSeat<u32>,
    pub(crate) shares: PerSeat<[u32; CHAIN_COUNT]>,
    pub(crate) bank: [u32; CHAIN_COUNT],
    pub(crate) discarded: Tiles,
    pub(crate) start_tiles: PerSeat<Option<Tile>>,
    pub(crate) turn_order: PerSeat<Seat>,
    pub(crate) turn_player: Seat,
    pub(crate) turn_number: u32,
    pub(crate) phase: Phase,
    pub(crate) end_declared: bool,
    pub(crate) placements: u32,
    pub(crate) place4_active: bool,
    pub(crate) powers_used_this_turn: u32,
    pub(crate) powers_unused: PerSeat<InlineList<Power, { Power::ALL.len() }>>,
    pub(crate) merger: Option<Merger>,
    /// Consecutive turn ends at which the game was frozen (§9.4).
    pub(crate) frozen_turns: u32,
    pub(crate) ended: Option<(EndReason, Option<Seat>)>,
    pub(crate) final_result: Option<FinalResult>,
    pub(crate) hands_revealed: bool,
    pub(crate) resigned: Option<Seat>,
}

impl Default for AcquireState {
    fn default() -> Self {
        AcquireState {
            config: AcquireConfig::default(),
            seats: 0,
            board: Board::default(),
            sizes: [0; CHAIN_COUNT],
            pool: InlineList::new(),
            pool_exhausted: false,
            hands: InlineList::new(),
            cash: InlineList::new(),
            shares: InlineList::new(),
            bank: [0; CHAIN_COUNT],
            discarded: InlineList::new(),
            start_tiles: InlineList::new(),
            turn_order: InlineList::new(),
            turn_player: Seat(0),
            turn_number: 0,
            phase: Phase::Setup,
            end_declared: false,
            placements: 0,
            place4_active: false,
            powers_used_this_turn: 0,
            powers_unused: InlineList::new(),
            merger: None,
            frozen_turns: 0,
            ended: None,
            final_result: None,
            hands_revealed: false,
            resigned: None,
        }
    }
}

impl AcquireState {
    /// The options of the game.
    pub fn config(&self) -> &AcquireConfig {
        &self.config
    }

    /// The number of seats.
    pub fn seat_count(&self) -> usize {
        self.seats
    }

    /// A seat's hand (a secret of that seat).
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        &self.hands[seat.index()]
    }

    /// The undrawn tiles, next draw first (a secret of the server).
    pub fn pool(&self) -> impl Iterator<Item = Tile> + '_ {
        self.pool.iter().copied()
    }

    /// The cell of a tile.
    pub fn cell(&self, tile: Tile) -> Cell {
        self.board.cell(tile)
    }

    /// A seat's cash.
    pub fn cash(&self, seat: Seat) -> u32 {
        self.cash[seat.index()]
    }

    /// A seat's shares of a chain.
    pub fn shares(&self, seat: Seat, chain: Chain) -> u32 {
        self.shares[seat.index()][chain.slot()]
    }

    /// The bank's shares of a chain.
    pub fn bank(&self, chain: Chain) -> u32 {
        self.bank[chain.slot()]
    }

    /// The size of a chain (0 when off the board).
    pub fn size(&self, chain: Chain) -> u32 {
        self.sizes[chain.slot()]
    }

    /// Whether the chain is on the board.
    pub fn on_board(&self, chain: Chain) -> bool {
        self.size(chain) > 0
    }

    /// The current share price of a chain (0 off the board).
    pub fn price(&self, chain: Chain) -> u32 {
        self.config.edition.price(chain, self.size(chain))
    }

    /// The chains of the game's edition, canonical order.
    pub fn chains(&self) -> [Chain; CHAIN_COUNT] {
        self.config.edition.chains()
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The running merger, if any.
    pub fn merger(&self) -> Option<&Merger> {
        self.merger.as_ref()
    }

    /// The player whose turn it is.
    pub fn turn_player(&self) -> Seat {
        self.turn_player
    }

    /// Turn order, from the first player.
    pub fn turn_order(&self) -> &[Seat] {
        &self.turn_order
    }

    /// Whether the game is over (scored or abandoned).
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// The seats in turn order starting with `first`.
    pub fn turn_order_from(&self, first: Seat) -> Vec<Seat> {
        let n = self.turn_order.len();
        let start = self
            .turn_order
            .iter()
            .position(|&s| s == first)
            .unwrap_or(0);
        (0..n).map(|i| self.turn_order[(start + i) % n]).collect()
    }

    fn set_chain(&mut self, tiles: &[Tile], chain: Chain) {
        for &tile in tiles {
            self.board.set(tile, Cell::Chain(chain));
        }
    }

    fn remove_from_hand(&mut self, player: Seat, tile: Tile) {
        let hand = &mut self.hands[player.index()];
        if let Some(i) = hand.iter().position(|&t| t == tile) {
            hand.remove(i);
        }
    }

    fn take_from_pool(&mut self, tile: Tile) {
        match self.pool.first() {
            Some(&next) if next == tile => {
                self.pool.remove(0);
            }
            _ => {
                // A stored fact always applies: take the tile wherever it is in the pool.
                if let Some(i) = self.pool.iter().position(|&t| t == tile) {
                    self.pool.remove(i);
                }
            }
        }
    }

    /// Post-placement routing (§4.5).
    fn route_after_placement(&mut self) {
        self.phase = if self.place4_active
            && self.placements < 4
            && playable::has_playable_tile(self, self.turn_player)
        {
            Phase::AwaitingPlacement
        } else {
            Phase::AwaitingPurchase
        };
    }

    /// Applies one event (total: a stored fact always applies).
    pub fn apply(&mut self, event: &AcquireEvent) {
        use AcquireEvent as E;
        match event {
            E::GameCreated { options, seats } => {
                let n = usize::from(*seats);
                let powers = if options.special_powers {
                    Power::ALL.into_iter().collect()
                } else {
                    InlineList::new()
                };
                *self = AcquireState {
                    config: options.clone(),
                    seats: n,
                    board: Board::laid_out(),
                    hands: std::iter::repeat_n(Hand::new(), n).collect(),
                    cash: std::iter::repeat_n(STARTING_CASH, n).collect(),
                    shares: std::iter::repeat_n([0; CHAIN_COUNT], n).collect(),
                    bank: [SHARES_PER_CHAIN; CHAIN_COUNT],
                    start_tiles: std::iter::repeat_n(None, n).collect(),
                    powers_unused: std::iter::repeat_n(powers, n).collect(),
                    ..AcquireState::default()
                };
            }
            E::TilePoolShuffled { order } => self.pool = order.iter().copied().collect(),
            E::StartTileDrawn { player, tile } => {
                self.take_from_pool(*tile);
                self.board.set(*tile, Cell::Loose);
                self.start_tiles[player.index()] = Some(*tile);
            }
            E::FirstPlayerDetermined { player, turn_order } => {
                self.turn_order = turn_order.iter().copied().collect();
                self.turn_player = *player;
            }
            E::TileDrawn { player, tile, .. } => {
                self.take_from_pool(*tile);
                self.hands[player.index()].push(*tile);
            }
            E::TurnStarted {
                player,
                turn_number,
            } => {
                if *turn_number > 1 {
                    self.frozen_turns = if rules::frozen(self) {
                        self.frozen_turns + 1
                    } else {
                        0
                    };
                }
                self.turn_player = *player;
                self.turn_number = *turn_number;
                self.end_declared = false;
                self.placements = 0;
                self.place4_active = false;
                self.powers_used_this_turn = 0;
                self.phase = Phase::AwaitingPlacement;
            }
            E::PlacementSkipped { .. } | E::PlacementsFinished { .. } => {
                self.phase = Phase::AwaitingPurchase
            }
            E::HandRevealedAndDiscarded { player, tiles }
            | E::DeadTilesDiscarded { player, tiles } => {
                for &tile in tiles {
                    self.remove_from_hand(*player, tile);
                    self.board.set(tile, Cell::Dead);
                    self.discarded.push(tile);
                }
            }
            E::TilePlaced {
                player,
                tile,
                class,
            } => {
                self.remove_from_hand(*player, *tile);
                self.placements += 1;
                match class {
                    TileClass::Lone => {
                        self.board.set(*tile, Cell::Loose);
                        self.route_after_placement();
                    }
                    TileClass::Found => {
                        self.board.set(*tile, Cell::Pending);
                        self.phase = Phase::AwaitingChainChoice { tile: *tile };
                    }
                    TileClass::Grow | TileClass::Merge | TileClass::Blocked | TileClass::Dead => {
                        self.board.set(*tile, Cell::Pending);
                        self.phase = Phase::Merging;
                    }
                }
            }
            E::ChainGrown {
                chain,
                tiles_added,
                size,
            } => {
                self.set_chain(tiles_added, *chain);
                self.sizes[chain.slot()] = *size;
                self.route_after_placement();
            }
            E::ChainFounded {
                player,
                chain,
                tiles,
                size,
                founder_share,
                ..
            } => {
                self.set_chain(tiles, *chain);
                self.sizes[chain.slot()] = *size;
                if *founder_share {
                    self.bank[chain.slot()] -= 1;
                    self.shares[player.index()][chain.slot()] += 1;
                }
                self.route_after_placement();
            }
            E::MergerStarted {
                mergemaker,
                tile,
                chains,
            } => {
                self.merger = Some(Merger {
                    mergemaker: *mergemaker,
                    tile: *tile,
                    chains: chains.clone(),
                    survivor: None,
                    pending: Vec::new(),
                    current: None,
                    queue: Vec::new(),
                    disposals: Vec::new(),
                    selected: Vec::new(),
                    bonuses: Vec::new(),
                });
                self.phase = Phase::AwaitingSurvivorChoice;
            }
            E::SurvivorChosen { chain, .. } => {
                if let Some(merger) = &mut self.merger {
                    merger.survivor = Some(*chain);
                    merger.pending = merger
                        .chains
                        .iter()
                        .map(|c| c.chain)
                        .filter(|c| c != chain)
                        .collect();
                }
                self.phase = Phase::AwaitingDefunctChoice;
            }
            E::DefunctChainSelected { chain, .. } => {
                let Some(merger) = self.merger.as_ref() else {
                    return;
                };
                let mut selected = merger.selected.clone();
                selected.push(*chain);
                let last = merger.pending.iter().all(|c| c == chain);
                // The chains whose disposals start now (see `MergerDisposalOrder`).
                let settled: Vec<Chain> = match self.config.merger_disposal_order {
                    MergerDisposalOrder::ChainByChain => vec![*chain],
                    MergerDisposalOrder::AllBonusesThenPlayers if last => selected.clone(),
                    MergerDisposalOrder::AllBonusesThenPlayers => Vec::new(),
                };
                let mut disposals = Vec::new();
                for seat in self.turn_order_from(merger.mergemaker) {
                    for &defunct in &settled {
                        if self.shares(seat, defunct) > 0 {
                            disposals.push((seat, defunct));
                        }
                    }
                }
                let merger = self.merger.as_mut().expect("checked above");
                merger.pending.retain(|c| c != chain);
                merger.selected = selected;
                merger.current = Some(*chain);
                merger.disposals = disposals;
                merger.follow_disposals();
                self.phase = if merger.disposals.is_empty() {
                    Phase::AwaitingDefunctChoice
                } else {
                    Phase::AwaitingDisposal
                };
            }
            E::DefunctHoldingsRevealed { .. } => {}
            E::MergerBonusPaid {
                chain,
                price,
                payouts,
            } => {
                for payout in payouts {
                    self.cash[payout.player.index()] += payout.amount;
                }
                if let Some(merger) = &mut self.merger {
                    merger.bonuses.push(PaidBonus {
                        chain: *chain,
                        price: *price,
                        payouts: payouts.clone(),
                    });
                }
            }
            E::SharesDisposed {
                player,
                defunct,
                survivor,
                sold,
                sale_total,
                traded,
                received,
                ..
            } => {
                let (p, d, s) = (player.index(), defunct.slot(), survivor.slot());
                self.shares[p][d] -= sold + traded;
                self.bank[d] += sold + traded;
                self.shares[p][s] += received;
                self.bank[s] -= received;
                self.cash[p] += sale_total;
                if let Some(merger) = &mut self.merger {
                    if merger.disposals.first() == Some(&(*player, *defunct)) {
                        merger.disposals.remove(0);
                    }
                    merger.follow_disposals();
                    if merger.disposals.is_empty() {
                        self.phase = Phase::AwaitingDefunctChoice;
                    }
                }
            }
            E::MergerCompleted {
                survivor,
                absorbed,
                tiles,
                size,
            } => {
                self.set_chain(tiles, *survivor);
                self.sizes[survivor.slot()] = *size;
                for chain in absorbed {
                    self.sizes[chain.slot()] = 0;
                }
                self.merger = None;
                self.route_after_placement();
            }
            E::GameEndDeclared { .. } => self.end_declared = true,
            E::PowerUsed { player, power } => {
                self.powers_unused[player.index()].retain(|p| p != power);
                self.powers_used_this_turn += 1;
                if *power == Power::Place4Tiles {
                    self.place4_active = true;
                }
            }
            E::SharesExchanged { player, exchanges } => {
                for exchange in exchanges {
                    let (p, g, t) = (player.index(), exchange.give.slot(), exchange.take.slot());
                    self.shares[p][g] -= 2;
                    self.bank[g] += 2;
                    self.bank[t] -= 2;
                    self.shares[p][t] += 2;
                }
            }
            E::SharesPurchased {
                player,
                purchases,
                total,
                ..
            } => {
                for purchase in purchases {
                    self.bank[purchase.chain.slot()] -= purchase.count;
                    self.shares[player.index()][purchase.chain.slot()] += purchase.count;
                }
                self.cash[player.index()] -= total;
                self.phase = Phase::EndOfTurn;
            }
            E::PoolExhausted {} => self.pool_exhausted = true,
            E::GameEnded {
                reason,
                declared_by,
            } => {
                self.ended = Some((*reason, *declared_by));
                self.phase = Phase::GameOver;
            }
            E::FinalBonusPaid { payouts, .. } => {
                for payout in payouts {
                    self.cash[payout.player.index()] += payout.amount;
                }
            }
            E::SharesLiquidated {
                player,
                chain,
                count,
                total,
                ..
            } => {
                self.shares[player.index()][chain.slot()] -= count;
                self.bank[chain.slot()] += count;
                self.cash[player.index()] += total;
            }
            E::FinalStandings { standings, winners } => {
                let (reason, declared_by) = self.ended.unwrap_or((EndReason::Declared, None));
                self.final_result = Some(FinalResult {
                    reason,
                    declared_by,
                    standings: standings.clone(),
                    winners: winners.clone(),
                });
            }
            E::HandsRevealed { .. } => self.hands_revealed = true,
            E::PlayerResigned { player } => {
                self.resigned = Some(*player);
                self.phase = Phase::GameOver;
            }
        }
    }
}
