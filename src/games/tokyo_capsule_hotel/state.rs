//! The whole truth of a game and `evolve`: how each stored event changes it. Derived facts
//! (owners of structures, the area of a cell) are recomputed, never stored in events.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::command::{CapsulePlacement, LaundryLayout, Promise, Side, TradeItem, Transfer};
use super::config::{BuildingType, Colour, GapRule, TokyoCapsuleHotelConfig};
use super::event::{HotelKind, LeaveReason, TokyoCapsuleHotelEvent as E};
use super::geometry::Cell;
use crate::engine::shared::Shared;
use crate::engine::{Outcome, Seat};

/// The (sub)phase that accepts commands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    #[default]
    Setup,
    LoanSelection,
    Open,
    WindDown,
    GameOver,
    Abandoned,
}

/// A player's status in the purchase phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    #[default]
    Queued,
    Free,
    Passed,
}

impl Status {
    /// The snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            Status::Queued => "queued",
            Status::Free => "free",
            Status::Passed => "passed",
        }
    }
}

/// One player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub yen: i64,
    pub coupons: u32,
    /// The loan once revealed.
    pub loan: Option<i64>,
    /// The secret choice before the reveal.
    pub chosen_loan: Option<i64>,
    pub supply: BTreeMap<Colour, u32>,
    pub status: Status,
    pub timeouts: u32,
    /// Counts the seat's commands that keep it idle (restarts its idle timer).
    pub activity: u64,
}

/// What kind of land area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AreaKind {
    Starting,
    Parcel,
    Subdivision,
}

/// A land area: a parcel (root) or a subdivision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    pub id: String,
    pub kind: AreaKind,
    pub owner: Seat,
    pub parent: Option<usize>,
    /// The index of the root parcel.
    pub parcel: usize,
    pub cells: Vec<Cell>,
}

/// What kind of structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StructureKind {
    EntranceHotel,
    Building(BuildingType),
    VendingMachine,
    Graveyard,
}

/// A hotel's capsules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hotel {
    pub colour: Colour,
    pub kind: HotelKind,
    pub entrance: Option<Cell>,
    pub capsules: Vec<CapsulePlacement>,
    pub layout: Option<LaundryLayout>,
    pub height: u32,
    pub capsule_count: u32,
}

/// A structure on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Structure {
    pub id: String,
    pub kind: StructureKind,
    /// The ground footprint, sorted.
    pub cells: Vec<Cell>,
    /// The index of the home area.
    pub area: usize,
    pub side: Option<Side>,
    pub hotel: Option<Hotel>,
}

/// A pending trade.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trade {
    pub id: String,
    pub proposer: Seat,
    pub parties: Vec<Seat>,
    pub transfers: Vec<Transfer>,
    pub promises: Vec<Promise>,
    pub accepted: Vec<Seat>,
    /// The trade's number (its id without the prefix).
    pub number: u64,
}

/// A franchise (one per colour with hotels).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Franchise {
    pub income: i64,
    pub thresholds_reached: Vec<i64>,
}

/// An attraction card and its holder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub holder: Seat,
    pub side: Side,
}

/// The whole state of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokyoCapsuleHotelState {
    pub config: Shared<TokyoCapsuleHotelConfig>,
    /// The rules version the game was created under: a game keeps its version's rules.
    pub rules_version: u32,
    pub players: Vec<Player>,
    /// Engine seats in clockwise order (index = clockwise seat number − 1).
    pub order: Vec<Seat>,
    pub phase: Phase,
    pub round: u32,
    pub queue: Vec<Seat>,
    pub spent: i64,
    pub limit: i64,
    pub board: BTreeMap<Colour, u32>,
    pub entrances_left: u32,
    pub vending_left: u32,
    pub buildings_left: BTreeMap<BuildingType, u32>,
    pub areas: Shared<Vec<Area>>,
    pub structures: Shared<Vec<Structure>>,
    /// The deepest area of each cell (`y * width + x`).
    pub cell_area: Shared<Vec<Option<usize>>>,
    /// The structure whose ground footprint holds each cell.
    pub cell_structure: Shared<Vec<Option<usize>>>,
    pub counters: Counters,
    pub franchises: BTreeMap<Colour, Franchise>,
    pub sweets_side: Option<Side>,
    pub cards: BTreeMap<BuildingType, Card>,
    pub tallest_holder: Option<Seat>,
    pub trades: Vec<Trade>,
    /// Changes whenever the head changes (restarts the head timers).
    pub head_epoch: u64,
    /// Whether someone warned the current head (`on_warning` mode starts its countdown).
    pub head_warned: bool,
    pub outcome: Option<Outcome>,
    /// Accepted trades, for statistics.
    pub trades_executed: u64,
    /// The parties of every trade ever proposed (to decide who may read its events).
    pub trade_parties: Shared<BTreeMap<String, Vec<Seat>>>,
}

/// Id counters, one per prefix.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counters {
    pub parcels: u32,
    pub subdivisions: u32,
    pub hotels: u32,
    pub buildings: u32,
    pub vending: u32,
    pub graveyards: u32,
    pub trades: u64,
}

impl TokyoCapsuleHotelState {
    /// The index of a cell in the grids, if it is on the map.
    pub fn index(&self, cell: Cell) -> Option<usize> {
        self.config
            .on_map(cell)
            .then(|| (cell[1] * self.config.map.width + cell[0]) as usize)
    }

    /// The deepest area of a cell.
    pub fn area_of(&self, cell: Cell) -> Option<usize> {
        self.index(cell).and_then(|i| self.cell_area[i])
    }

    /// The structure on a cell.
    pub fn structure_at(&self, cell: Cell) -> Option<usize> {
        self.index(cell).and_then(|i| self.cell_structure[i])
    }

    /// The area with an id.
    pub fn area_by_id(&self, id: &str) -> Option<usize> {
        self.areas.iter().position(|a| a.id == id)
    }

    /// A structure's owner: its home area's owner.
    pub fn owner_of_structure(&self, s: &Structure) -> Seat {
        self.areas[s.area].owner
    }

    /// The cells of an area not inside one of its children.
    pub fn direct_cells(&self, area: usize) -> Vec<Cell> {
        self.areas[area]
            .cells
            .iter()
            .copied()
            .filter(|&c| self.area_of(c) == Some(area))
            .collect()
    }

    /// The clockwise position of a seat (0-based).
    pub fn position(&self, seat: Seat) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0)
    }

    /// Seats in clockwise order.
    pub fn seats_in_order(&self) -> Vec<Seat> {
        self.order.clone()
    }

    /// Whether two structures may touch at a corner: under rules version 1, or with the
    /// `edges_only` gap rule.
    pub fn corners_may_touch(&self) -> bool {
        self.rules_version < 2 || self.config.gap == GapRule::EdgesOnly
    }

    /// The cells whose structure a structure on `cell` would touch: its edge neighbours, and
    /// its corner neighbours unless corners may touch.
    pub fn contact_cells(&self, cell: Cell) -> impl Iterator<Item = Cell> + use<> {
        let reach = if self.corners_may_touch() { 4 } else { 8 };
        super::geometry::surrounding(cell).into_iter().take(reach)
    }

    /// A player's debt in the current round.
    pub fn debt(&self, seat: Seat) -> Option<i64> {
        self.players[seat.index()]
            .loan
            .map(|loan| self.config.debt(loan, self.round))
    }

    /// The pending trades `seat` is party to.
    pub fn trades_of(&self, seat: Seat) -> impl Iterator<Item = &Trade> {
        self.trades
            .iter()
            .filter(move |t| t.parties.contains(&seat))
    }

    /// Whether the player proposed or accepted a pending trade.
    pub fn negotiating(&self, seat: Seat) -> bool {
        self.trades
            .iter()
            .any(|t| t.proposer == seat || t.accepted.contains(&seat))
    }

    /// Hotels on the map.
    pub fn hotels(&self) -> impl Iterator<Item = (&Structure, &Hotel)> {
        self.structures
            .iter()
            .filter_map(|s| s.hotel.as_ref().map(|h| (s, h)))
    }

    /// Capsules on the map.
    pub fn capsules_on_map(&self) -> u32 {
        self.hotels().map(|(_, h)| h.capsule_count).sum()
    }

    fn rebuild_grids(&mut self) {
        let size = (self.config.map.width * self.config.map.height).max(0) as usize;
        self.cell_area = Shared::new(vec![None; size]);
        // Parents come before their children, so deeper areas overwrite.
        for (i, area) in self.areas.iter().enumerate() {
            for &c in &area.cells {
                if let Some(k) = self.index_unchecked(c) {
                    self.cell_area[k] = Some(i);
                }
            }
        }
        self.cell_structure = Shared::new(vec![None; size]);
        for (i, s) in self.structures.iter().enumerate() {
            for &c in &s.cells {
                if let Some(k) = self.index_unchecked(c) {
                    self.cell_structure[k] = Some(i);
                }
            }
        }
    }

    fn index_unchecked(&self, cell: Cell) -> Option<usize> {
        self.index(cell)
    }

    fn add_structure(&mut self, structure: Structure) {
        let i = self.structures.len();
        for &c in &structure.cells {
            if let Some(k) = self.index(c) {
                self.cell_structure[k] = Some(i);
            }
        }
        self.structures.push(structure);
    }

    fn area_index(&self, id: &str) -> usize {
        self.area_by_id(id).expect("stored area ids exist")
    }

    /// Applies one stored event.
    pub fn apply(&mut self, event: &E) {
        match event {
            E::GameCreated {
                config,
                seats,
                rules_version,
            } => {
                self.config = Shared::new((**config).clone());
                self.rules_version = *rules_version;
                self.players = vec![Player::default(); usize::from(*seats)];
                self.order = (0..*seats).map(Seat).collect();
                self.rebuild_grids();
            }
            E::PlayerJoined { .. } => {}
            E::GameStarted {
                seats,
                starting_parcels,
                supply,
            } => {
                let mut order = seats.clone();
                order.sort_by_key(|s| s.seat);
                self.order = order.iter().map(|s| s.player_id).collect();
                for parcel in starting_parcels {
                    let index = self.areas.len();
                    self.areas.push(Area {
                        id: parcel.area_id.clone(),
                        kind: AreaKind::Starting,
                        owner: parcel.owner,
                        parent: None,
                        parcel: index,
                        cells: parcel.cells.clone(),
                    });
                }
                self.board = supply.capsule_board.clone();
                self.entrances_left = supply.entrances;
                self.vending_left = supply.vending_machines;
                self.buildings_left = supply.buildings.clone();
                self.limit = self.config.spend_limit(self.players.len());
                self.rebuild_grids();
            }
            E::RoundStarted { round } => self.round = *round,
            E::CouponsGranted { grants, .. } => {
                for (seat, n) in grants {
                    self.players[seat.index()].coupons += n;
                }
            }
            E::LoanSelectionStarted {} => self.phase = Phase::LoanSelection,
            E::LoanChosen { player_id, amount } => {
                self.players[player_id.index()].chosen_loan = Some(*amount);
            }
            E::LoanSubmitted { .. } => {}
            E::LoanDefaulted {
                player_id, amount, ..
            } => self.players[player_id.index()].chosen_loan = Some(*amount),
            E::LoansRevealed {
                loans,
                coupon_bonus,
            } => {
                for (seat, amount) in loans {
                    let p = &mut self.players[seat.index()];
                    p.loan = Some(*amount);
                    p.chosen_loan = Some(*amount);
                    p.yen += amount;
                }
                for (seat, n) in coupon_bonus {
                    self.players[seat.index()].coupons += n;
                }
            }
            E::PurchasePhaseStarted { limit, queue, .. } => {
                self.phase = Phase::Open;
                self.spent = 0;
                self.limit = *limit;
                self.queue = queue.clone();
                for p in &mut self.players {
                    p.status = Status::Queued;
                    p.timeouts = 0;
                }
                self.head_epoch += 1;
                self.head_warned = false;
            }
            E::PlayerJoinedQueue { player_id, .. } => {
                self.queue.push(*player_id);
                self.players[player_id.index()].status = Status::Queued;
            }
            E::PlayerLeftQueue { player_id, reason } => {
                self.queue.retain(|s| s != player_id);
                let p = &mut self.players[player_id.index()];
                p.status = Status::Free;
                if *reason == LeaveReason::Timeout {
                    p.timeouts += 1;
                }
            }
            E::HeadChanged { .. } => {
                self.head_epoch += 1;
                self.head_warned = false;
            }
            E::HeadWarned { by, .. } => {
                self.head_warned = true;
                self.players[by.index()].activity += 1;
            }
            E::PlayerPassed {
                player_id, reason, ..
            } => {
                self.queue.retain(|s| s != player_id);
                let p = &mut self.players[player_id.index()];
                p.status = Status::Passed;
                if *reason == super::event::PassReason::Timeouts {
                    p.timeouts += 1;
                }
            }
            E::PurchaseMade {
                player_id,
                price,
                paid_yen,
                paid_coupons,
                ..
            } => {
                let p = &mut self.players[player_id.index()];
                p.yen -= paid_yen;
                p.coupons -= paid_coupons;
                if *price > 0 {
                    self.spent += price;
                }
            }
            E::LandParcelPlaced {
                area_id,
                cells,
                owner,
                ..
            } => {
                let index = self.areas.len();
                self.areas.push(Area {
                    id: area_id.clone(),
                    kind: AreaKind::Parcel,
                    owner: *owner,
                    parent: None,
                    parcel: index,
                    cells: cells.clone(),
                });
                self.counters.parcels += 1;
                for &c in cells {
                    if let Some(k) = self.index(c) {
                        self.cell_area[k] = Some(index);
                    }
                }
            }
            E::CapsulesBought {
                player_id,
                colour,
                count,
                ..
            } => {
                *self.board.entry(*colour).or_default() -= count;
                *self.players[player_id.index()]
                    .supply
                    .entry(*colour)
                    .or_default() += count;
            }
            E::VendingMachinePlaced { id, cell, area_id } => {
                let area = self.area_index(area_id);
                self.vending_left -= 1;
                self.counters.vending += 1;
                self.add_structure(Structure {
                    id: id.clone(),
                    kind: StructureKind::VendingMachine,
                    cells: vec![*cell],
                    area,
                    side: None,
                    hotel: None,
                });
            }
            E::GraveyardPlaced {
                id, cell, area_id, ..
            } => {
                let area = self.area_index(area_id);
                self.counters.graveyards += 1;
                self.add_structure(Structure {
                    id: id.clone(),
                    kind: StructureKind::Graveyard,
                    cells: vec![*cell],
                    area,
                    side: None,
                    hotel: None,
                });
            }
            E::BuildingBuilt {
                id,
                building,
                cells,
                side,
                area_id,
            } => {
                let area = self.area_index(area_id);
                *self.buildings_left.entry(*building).or_default() -= 1;
                if id.starts_with('B') {
                    self.counters.buildings += 1;
                }
                if building.is_large() {
                    let side = side.unwrap_or(Side::A);
                    self.cards.entry(*building).or_insert(Card {
                        holder: self.areas[area].owner,
                        side,
                    });
                    if *building == BuildingType::SweetsBuffet {
                        self.sweets_side.get_or_insert(side);
                    }
                }
                self.add_structure(Structure {
                    id: id.clone(),
                    kind: StructureKind::Building(*building),
                    cells: cells.clone(),
                    area,
                    side: *side,
                    hotel: None,
                });
            }
            E::HotelBuilt {
                id,
                colour,
                kind,
                entrance,
                capsules,
                layout,
                height,
                capsule_count,
                area_id,
                ..
            } => {
                let area = self.area_index(area_id);
                let owner = self.areas[area].owner;
                *self.players[owner.index()]
                    .supply
                    .entry(*colour)
                    .or_default() -= capsule_count;
                self.counters.hotels += 1;
                let hotel = Hotel {
                    colour: *colour,
                    kind: *kind,
                    entrance: *entrance,
                    capsules: capsules.clone(),
                    layout: *layout,
                    height: *height,
                    capsule_count: *capsule_count,
                };
                match kind {
                    HotelKind::Laundry => {
                        if let Some(s) = self.structures.iter_mut().find(|s| s.id == *id) {
                            s.hotel = Some(hotel);
                        }
                    }
                    HotelKind::Entrance => {
                        self.entrances_left -= 1;
                        let mut cells: Vec<Cell> = capsules
                            .iter()
                            .filter(|c| c.floor == 1)
                            .flat_map(|c| super::geometry::capsule_cells(c.x, c.y, c.dir))
                            .collect();
                        cells.extend(entrance.iter().copied());
                        self.add_structure(Structure {
                            id: id.clone(),
                            kind: StructureKind::EntranceHotel,
                            cells: super::geometry::sorted(cells),
                            area,
                            side: None,
                            hotel: Some(hotel),
                        });
                    }
                }
            }
            E::FranchiseIncomeChanged { colour, new, .. } => {
                self.franchises.entry(*colour).or_default().income = *new;
            }
            E::FranchiseThresholdReached {
                colour, threshold, ..
            } => self
                .franchises
                .entry(*colour)
                .or_default()
                .thresholds_reached
                .push(*threshold),
            E::TallestHotelClaimed { player_id, .. } => self.tallest_holder = Some(*player_id),
            E::SpendingLimitReached { .. } => self.phase = Phase::WindDown,
            E::TradeProposed {
                trade_id,
                proposer,
                parties,
                transfers,
                promises,
            } => {
                self.counters.trades += 1;
                self.trade_parties.insert(trade_id.clone(), parties.clone());
                self.trades.push(Trade {
                    id: trade_id.clone(),
                    proposer: *proposer,
                    parties: parties.clone(),
                    transfers: transfers.clone(),
                    promises: promises.clone(),
                    accepted: Vec::new(),
                    number: self.counters.trades,
                });
            }
            E::TradeAccepted {
                trade_id,
                player_id,
            } => {
                if let Some(t) = self.trades.iter_mut().find(|t| t.id == *trade_id) {
                    t.accepted.push(*player_id);
                }
            }
            E::TradeRejected { trade_id, .. }
            | E::TradeWithdrawn { trade_id, .. }
            | E::TradeExpired { trade_id, .. } => self.trades.retain(|t| t.id != *trade_id),
            E::TradeExecuted {
                trade_id,
                transfers,
                ..
            } => {
                self.trades.retain(|t| t.id != *trade_id);
                self.trades_executed += 1;
                for t in transfers {
                    self.apply_transfer(t);
                }
            }
            E::SubdivisionCreated {
                area_id,
                parent,
                cells,
                owner,
            } => {
                let parent = self.area_index(parent);
                let index = self.areas.len();
                let parcel = self.areas[parent].parcel;
                self.areas.push(Area {
                    id: area_id.clone(),
                    kind: AreaKind::Subdivision,
                    owner: *owner,
                    parent: Some(parent),
                    parcel,
                    cells: cells.clone(),
                });
                self.counters.subdivisions += 1;
                let inside: BTreeSet<Cell> = cells.iter().copied().collect();
                for s in self.structures.iter_mut() {
                    if s.area == parent && s.cells.iter().all(|c| inside.contains(c)) {
                        s.area = index;
                    }
                }
                for &c in cells {
                    if let Some(k) = self.index(c) {
                        self.cell_area[k] = Some(index);
                    }
                }
            }
            E::AreaOwnerChanged { area_id, to, .. } => {
                let i = self.area_index(area_id);
                self.areas[i].owner = *to;
            }
            E::PurchasePhaseEnded { .. } => {
                self.queue.clear();
                self.trades.clear();
            }
            E::HotelIncomePaid { owner, paid, .. } => self.players[owner.index()].yen += paid,
            E::IncomePhaseStarted { .. }
            | E::DiceRolled { .. }
            | E::ParcelAttractionComputed { .. }
            | E::PlayerIncomeTotalled { .. }
            | E::IncomePhaseEnded { .. } => {}
            E::GameEnded { reason, scores, .. } => {
                self.phase = Phase::GameOver;
                let mut by_seat: Vec<i64> = vec![0; self.players.len()];
                for s in scores {
                    by_seat[s.player_id.index()] = s.net;
                }
                let reason = match reason {
                    super::event::EndReason::DebtRepayable => "debt_repayable",
                    super::event::EndReason::RoundLimit => "round_limit",
                };
                self.outcome = Some(Outcome::from_scores(&by_seat, reason));
            }
            E::PlayerResigned { .. } => self.phase = Phase::Abandoned,
        }
    }

    /// Moves a transfer's goods. The decision bounded every amount by the giver's holding, so
    /// no count leaves its type's range; the saturating arithmetic only keeps that so.
    fn apply_transfer(&mut self, t: &Transfer) {
        let (from, to) = (t.from.index(), t.to.index());
        let count_of = |count: i64| u32::try_from(count).unwrap_or(u32::MAX);
        match &t.item {
            TradeItem::Yen { amount } => {
                let amount = (*amount).clamp(0, self.players[from].yen.max(0));
                self.players[from].yen -= amount;
                self.players[to].yen = self.players[to].yen.saturating_add(amount);
            }
            TradeItem::Coupons { count } => {
                let count = count_of(*count).min(self.players[from].coupons);
                self.players[from].coupons -= count;
                self.players[to].coupons = self.players[to].coupons.saturating_add(count);
            }
            TradeItem::Capsules { colour, count } => {
                if let Some(colour) = Colour::parse(colour) {
                    let held = self.players[from].supply.entry(colour).or_default();
                    let count = count_of(*count).min(*held);
                    *held -= count;
                    let got = self.players[to].supply.entry(colour).or_default();
                    *got = got.saturating_add(count);
                }
            }
            TradeItem::Area { .. } | TradeItem::NewSubdivision { .. } => {}
        }
    }
}
