//! What one viewer may see: the state view, built field by field (an unrevealed loan and
//! trades the viewer is not party to never enter it), and the event views.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::command::{CapsulePlacement, Promise, Side, TokyoCapsuleHotelCommand, Transfer};
use super::config::{AttractionMode, BuildingType, Colour, TradeVisibility};
use super::decide::phase_names;
use super::event::TokyoCapsuleHotelEvent as E;
use super::geometry::Cell;
use super::legal;
use super::state::{AreaKind, StructureKind, TokyoCapsuleHotelState as State, Trade};
use crate::engine::{Seat, Viewer};

/// The viewer's own player, including their loan choice before the reveal.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelMe)]
pub struct MeView {
    /// The viewer's seat (0 = first to join).
    pub player_id: Seat,
    /// Clockwise seat number (1 = first).
    pub seat: u8,
    /// Yen held.
    pub yen: i64,
    /// Coupons held (500 yen each when paying for purchases).
    pub coupons: u32,
    /// The viewer's loan in yen, shown to them once chosen (also before the reveal); null
    /// until then.
    pub loan: Option<i64>,
    /// Current debt in yen (loan plus interest up to this round); null while no loan is chosen.
    pub debt: Option<i64>,
    /// Capsules in the supply, by colour.
    pub supply: BTreeMap<Colour, u32>,
    /// Status in the purchase phase: `queued` (in the queue), `free` (out of it, may trade) or
    /// `passed`.
    pub status: &'static str,
    /// The viewer proposed or accepted a pending trade.
    pub negotiating: bool,
}

/// One player as everyone sees them. Everything is public except a loan before the reveal.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelPlayer)]
pub struct PlayerView {
    /// The player's seat (0 = first to join).
    pub player_id: Seat,
    /// Clockwise seat number (1 = first).
    pub seat: u8,
    /// Yen held.
    pub yen: i64,
    /// Coupons held.
    pub coupons: u32,
    /// Loan in yen; null until every loan is revealed.
    pub loan: Option<i64>,
    /// Whether the player has chosen a loan (round 1).
    pub loan_chosen: bool,
    /// Current debt in yen (loan plus interest up to this round); null until the reveal.
    pub debt: Option<i64>,
    /// Capsules in the supply, by colour.
    pub supply: BTreeMap<Colour, u32>,
    /// Status in the purchase phase: `queued`, `free` or `passed`.
    pub status: &'static str,
}

/// The spending marker of the current purchase phase.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSpending)]
pub struct SpendingView {
    /// Yen spent on purchases this phase (graveyards add nothing; trades never count).
    pub spent: i64,
    /// The phase's spending limit in yen.
    pub limit: i64,
    /// Whether spending has reached the limit: purchases and new proposals are over.
    pub limit_reached: bool,
}

/// Pieces left in the limited supplies.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSuppliesView)]
pub struct SuppliesView {
    /// Entrances left, so entrance hotels that can still be built.
    pub entrances: u32,
    /// Vending machines left.
    pub vending_machines: u32,
    /// Copies left of each building type.
    pub buildings: BTreeMap<BuildingType, u32>,
}

/// A colour's franchise, present once a hotel of the colour is built.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelFranchise)]
pub struct FranchiseView {
    /// Yen each hotel of the colour earns per round before attraction and graveyards:
    /// 100 × (hotels of the colour + parcels holding one).
    pub income: i64,
    /// Thresholds (500, 1000, 1500) already crossed, each of which gave its owners a coupon.
    pub thresholds_reached: Vec<i64>,
}

/// A land area: a starting parcel, a bought parcel or a subdivision.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelArea)]
pub struct AreaView {
    /// The area's id: a starting slot id (e.g. `S-NW`), `P<n>` or `D<n>`.
    pub id: String,
    /// `starting`, `parcel` or `subdivision`.
    pub kind: &'static str,
    /// The owner, who owns every structure whose home is this area.
    pub owner: Seat,
    /// The area a subdivision was carved from; null for a parcel.
    pub parent: Option<String>,
    /// The parcel at the root (the area's own id for a parcel).
    pub parcel: String,
    /// Every cell, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
    /// The cells that belong to this area itself, not to a subdivision of it.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub direct_cells: Vec<Cell>,
}

/// A structure on the map; its owner is the owner of the area it stands in.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStructure)]
pub struct StructureView {
    /// Its id: `H<n>` (hotels, including Coin Laundries with capsules), `B<n>` (other
    /// buildings), `V<n>` (vending machines) or `G<n>` (graveyards).
    pub id: String,
    /// `hotel` (an entrance hotel), `building` (a Coin Laundry with capsules included),
    /// `vending_machine` or `graveyard`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The building type; null unless `type` is `building`.
    pub building: Option<BuildingType>,
    /// A hotel's colour (entrance hotels and Coin Laundries with capsules); null otherwise.
    pub colour: Option<Colour>,
    /// The owner.
    pub owner: Seat,
    /// The land area it stands in.
    pub area_id: String,
    /// The ground footprint, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
    /// A large building's attraction-card side; null for other structures or when cards are
    /// off.
    pub side: Option<Side>,
    /// An entrance hotel's entrance cell `[x, y]`; null otherwise.
    #[schema(value_type = Option<Vec<i32>>)]
    pub entrance: Option<Cell>,
    /// An entrance hotel's capsules with their floors; empty otherwise.
    pub capsules: Vec<CapsulePlacement>,
    /// A hotel's height in floors; null for other structures.
    pub height: Option<u32>,
    /// A hotel's capsule count (its income is capped at 1000 yen per capsule); null otherwise.
    pub capsule_count: Option<u32>,
}

/// The map, enough to draw the board.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelMap)]
pub struct MapView {
    /// Width in cells.
    pub width: i32,
    /// Height in cells.
    pub height: i32,
    /// Every land area, parcels and subdivisions, in creation order.
    pub areas: Vec<AreaView>,
    /// Every structure, in creation order.
    pub structures: Vec<StructureView>,
}

/// An attraction card, taken by the buyer of the first building of its type.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelCard)]
pub struct CardView {
    /// The player who holds it.
    pub holder: Seat,
    /// The side it is used with.
    pub side: Side,
}

/// How attraction cards are used, and who holds which.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelAttraction)]
pub struct AttractionView {
    /// The game's attraction-card mode.
    pub mode: AttractionMode,
    /// The side every Sweets Buffet uses, fixed by the first one built; null before that.
    pub sweets_buffet_side: Option<Side>,
    /// The cards taken so far, by building type.
    pub cards: BTreeMap<BuildingType, CardView>,
}

/// A pending trade the viewer may see (by default only its parties see it).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTradeView)]
pub struct TradeView {
    /// The trade's id, `T<n>`.
    pub trade_id: String,
    /// The proposing player.
    pub proposer: Seat,
    /// Every party, in clockwise seat order; all but the proposer must accept.
    pub parties: Vec<Seat>,
    /// The items to move.
    pub transfers: Vec<Transfer>,
    /// The promises made.
    pub promises: Vec<Promise>,
    /// The addressees who have accepted so far.
    pub accepted: Vec<Seat>,
}

/// The tallest hotel (used by the tallest-hotel variant).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTallest)]
pub struct TallestView {
    /// Who holds the tallest-hotel token; null when nobody has claimed it.
    pub holder: Option<Seat>,
    /// The greatest height of any hotel on the map, in floors; 0 without hotels.
    pub height: u32,
}

/// A command whose parameters the viewer picks: expand it through
/// `legal-moves?expand=<type>&<param>=<value>`.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTemplate)]
pub struct TemplateView {
    /// The command's `type`.
    #[serde(rename = "type")]
    pub command: String,
    /// The parameters already fixed (e.g. `item` for a purchase); expanding with them lists
    /// the matching concrete commands.
    pub params: BTreeMap<String, String>,
}

/// The game as one viewer may see it. Unrevealed loans of others and trades the viewer is
/// not party to (unless trades are public) are left out.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelView)]
pub struct TokyoCapsuleHotelView {
    /// The current round, from 1.
    pub round: u32,
    /// `loan`, `purchase` or `game_over`.
    pub phase: &'static str,
    /// `selection`, `open`, `wind_down` or null.
    pub sub_phase: Option<&'static str>,
    /// The viewer's own player; null when the viewer holds no seat.
    pub me: Option<MeView>,
    /// Every player, in clockwise seat order.
    pub players: Vec<PlayerView>,
    /// The purchase queue, head first; only the head may buy.
    pub queue: Vec<Seat>,
    /// The spending marker.
    pub spending: SpendingView,
    /// Capsules of each colour left on the capsule board.
    pub capsule_board: BTreeMap<Colour, u32>,
    /// Pieces left in the limited supplies.
    pub supplies: SuppliesView,
    /// Franchises, by colour of the hotels built.
    pub franchises: BTreeMap<Colour, FranchiseView>,
    /// The map.
    pub map: MapView,
    /// Attraction cards.
    pub attraction: AttractionView,
    /// Pending trades the viewer may see.
    pub trades: Vec<TradeView>,
    /// The tallest hotel.
    pub tallest: TallestView,
    /// The concrete commands the viewer may send now; empty when the viewer is not awaited.
    pub legal_commands: Vec<TokyoCapsuleHotelCommand>,
    /// Commands whose parameters the viewer picks (expand them through legal moves).
    pub templates: Vec<TemplateView>,
}

/// Whether `viewer` may read a trade's content.
pub fn sees_trade(state: &State, parties: &[Seat], viewer: Viewer) -> bool {
    state.config.trade.visibility == TradeVisibility::Public
        || match viewer {
            Viewer::Seat(seat) => parties.contains(&seat),
            Viewer::Spectator => false,
            Viewer::Auditor => true,
        }
}

fn trade_view(t: &Trade) -> TradeView {
    TradeView {
        trade_id: t.id.clone(),
        proposer: t.proposer,
        parties: t.parties.clone(),
        transfers: t.transfers.clone(),
        promises: t.promises.clone(),
        accepted: t.accepted.clone(),
    }
}

/// The state as `viewer` may see it.
pub fn view(state: &State, viewer: Viewer) -> TokyoCapsuleHotelView {
    let (phase, sub_phase) = phase_names(state);
    let me = match viewer {
        Viewer::Seat(seat) if seat.index() < state.players.len() => {
            let p = &state.players[seat.index()];
            Some(MeView {
                player_id: seat,
                seat: state.position(seat) as u8 + 1,
                yen: p.yen,
                coupons: p.coupons,
                loan: p.loan.or(p.chosen_loan),
                debt: p
                    .loan
                    .or(p.chosen_loan)
                    .map(|l| state.config.debt(l, state.round)),
                supply: p.supply.clone(),
                status: p.status.name(),
                negotiating: state.negotiating(seat),
            })
        }
        _ => None,
    };
    let players = state
        .order
        .iter()
        .map(|&seat| {
            let p = &state.players[seat.index()];
            PlayerView {
                player_id: seat,
                seat: state.position(seat) as u8 + 1,
                yen: p.yen,
                coupons: p.coupons,
                loan: p.loan,
                loan_chosen: p.chosen_loan.is_some(),
                debt: state.debt(seat),
                supply: p.supply.clone(),
                status: p.status.name(),
            }
        })
        .collect();
    let areas = state
        .areas
        .iter()
        .enumerate()
        .map(|(i, a)| AreaView {
            id: a.id.clone(),
            kind: match a.kind {
                AreaKind::Starting => "starting",
                AreaKind::Parcel => "parcel",
                AreaKind::Subdivision => "subdivision",
            },
            owner: a.owner,
            parent: a.parent.map(|p| state.areas[p].id.clone()),
            parcel: state.areas[a.parcel].id.clone(),
            cells: a.cells.clone(),
            direct_cells: state.direct_cells(i),
        })
        .collect();
    let structures = state
        .structures
        .iter()
        .map(|s| StructureView {
            id: s.id.clone(),
            kind: match s.kind {
                StructureKind::EntranceHotel => "hotel",
                StructureKind::Building(_) => "building",
                StructureKind::VendingMachine => "vending_machine",
                StructureKind::Graveyard => "graveyard",
            },
            building: match s.kind {
                StructureKind::Building(b) => Some(b),
                _ => None,
            },
            colour: s.hotel.as_ref().map(|h| h.colour),
            owner: state.owner_of_structure(s),
            area_id: state.areas[s.area].id.clone(),
            cells: s.cells.clone(),
            side: s.side,
            entrance: s.hotel.as_ref().and_then(|h| h.entrance),
            capsules: s
                .hotel
                .as_ref()
                .map(|h| h.capsules.clone())
                .unwrap_or_default(),
            height: s.hotel.as_ref().map(|h| h.height),
            capsule_count: s.hotel.as_ref().map(|h| h.capsule_count),
        })
        .collect();
    let (legal_commands, templates) = match viewer {
        Viewer::Seat(seat) if seat.index() < state.players.len() => (
            legal::legal_commands(state, seat),
            legal::templates(state, seat)
                .into_iter()
                .map(|t| TemplateView {
                    command: t.command,
                    params: t.params,
                })
                .collect(),
        ),
        _ => (Vec::new(), Vec::new()),
    };
    TokyoCapsuleHotelView {
        round: state.round,
        phase,
        sub_phase,
        me,
        players,
        queue: state.queue.clone(),
        spending: SpendingView {
            spent: state.spent,
            limit: state.limit,
            limit_reached: state.spent >= state.limit && state.limit > 0,
        },
        capsule_board: state.board.clone(),
        supplies: SuppliesView {
            entrances: state.entrances_left,
            vending_machines: state.vending_left,
            buildings: state.buildings_left.clone(),
        },
        franchises: state
            .franchises
            .iter()
            .map(|(c, f)| {
                (
                    *c,
                    FranchiseView {
                        income: f.income,
                        thresholds_reached: f.thresholds_reached.clone(),
                    },
                )
            })
            .collect(),
        map: MapView {
            width: state.config.map.width,
            height: state.config.map.height,
            areas,
            structures,
        },
        attraction: AttractionView {
            mode: state.config.attraction_cards,
            sweets_buffet_side: state.sweets_side,
            cards: state
                .cards
                .iter()
                .map(|(b, c)| {
                    (
                        *b,
                        CardView {
                            holder: c.holder,
                            side: c.side,
                        },
                    )
                })
                .collect(),
        },
        trades: state
            .trades
            .iter()
            .filter(|t| sees_trade(state, &t.parties, viewer))
            .map(trade_view)
            .collect(),
        tallest: TallestView {
            holder: state.tallest_holder,
            height: state.hotels().map(|(_, h)| h.height).max().unwrap_or(0),
        },
        legal_commands,
        templates,
    }
}

/// An event as `viewer` may see it.
pub fn event_view(state: &State, event: &E, viewer: Viewer) -> Option<E> {
    let trade_parties = |id: &str| state.trade_parties.get(id).cloned().unwrap_or_default();
    match event {
        E::LoanChosen { player_id, .. } => {
            viewer.sees_secrets_of(*player_id).then(|| event.clone())
        }
        E::TradeProposed { parties, .. } => {
            sees_trade(state, parties, viewer).then(|| event.clone())
        }
        E::TradeAccepted { trade_id, .. }
        | E::TradeRejected { trade_id, .. }
        | E::TradeWithdrawn { trade_id, .. }
        | E::TradeExpired { trade_id, .. } => {
            sees_trade(state, &trade_parties(trade_id), viewer).then(|| event.clone())
        }
        E::TradeExecuted {
            trade_id,
            parties,
            transfers,
            new_area_ids,
            promises,
        } => Some(E::TradeExecuted {
            trade_id: trade_id.clone(),
            parties: parties.clone(),
            transfers: transfers.clone(),
            new_area_ids: new_area_ids.clone(),
            promises: if sees_trade(state, parties, viewer) {
                promises.clone()
            } else {
                None
            },
        }),
        _ => Some(event.clone()),
    }
}
