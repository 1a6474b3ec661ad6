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

/// The viewer's own seat.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelMe)]
pub struct MeView {
    pub player_id: Seat,
    /// Clockwise seat number (1 = first).
    pub seat: u8,
    pub yen: i64,
    pub coupons: u32,
    /// The viewer's loan, also before the reveal once chosen.
    pub loan: Option<i64>,
    pub debt: Option<i64>,
    pub supply: BTreeMap<Colour, u32>,
    /// `queued`, `free` or `passed` (purchase phase).
    pub status: &'static str,
    /// The viewer proposed or accepted a pending trade.
    pub negotiating: bool,
}

/// One player as everyone sees them.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelPlayer)]
pub struct PlayerView {
    pub player_id: Seat,
    pub seat: u8,
    pub yen: i64,
    pub coupons: u32,
    /// Null until every loan is revealed.
    pub loan: Option<i64>,
    pub loan_chosen: bool,
    pub debt: Option<i64>,
    pub supply: BTreeMap<Colour, u32>,
    pub status: &'static str,
}

/// The spending marker.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSpending)]
pub struct SpendingView {
    pub spent: i64,
    pub limit: i64,
    pub limit_reached: bool,
}

/// Pieces left in the supplies.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSuppliesView)]
pub struct SuppliesView {
    pub entrances: u32,
    pub vending_machines: u32,
    pub buildings: BTreeMap<BuildingType, u32>,
}

/// A colour's franchise.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelFranchise)]
pub struct FranchiseView {
    pub income: i64,
    pub thresholds_reached: Vec<i64>,
}

/// A land area.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelArea)]
pub struct AreaView {
    pub id: String,
    /// `starting`, `parcel` or `subdivision`.
    pub kind: &'static str,
    pub owner: Seat,
    /// The enclosing area of a subdivision.
    pub parent: Option<String>,
    /// The root parcel.
    pub parcel: String,
    /// Every cell, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
    /// The cells not inside a subdivision of this area.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub direct_cells: Vec<Cell>,
}

/// A structure on the map.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStructure)]
pub struct StructureView {
    pub id: String,
    /// `hotel` (entrance hotel), `building`, `vending_machine` or `graveyard`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub building: Option<BuildingType>,
    /// A hotel's colour (entrance hotels and Coin Laundries with capsules).
    pub colour: Option<Colour>,
    pub owner: Seat,
    pub area_id: String,
    /// The ground footprint.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
    pub side: Option<Side>,
    #[schema(value_type = Option<Vec<i32>>)]
    pub entrance: Option<Cell>,
    /// An entrance hotel's capsules with their floors.
    pub capsules: Vec<CapsulePlacement>,
    pub height: Option<u32>,
    pub capsule_count: Option<u32>,
}

/// The map, enough to draw the board.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelMap)]
pub struct MapView {
    pub width: i32,
    pub height: i32,
    pub areas: Vec<AreaView>,
    pub structures: Vec<StructureView>,
}

/// An attraction card.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelCard)]
pub struct CardView {
    pub holder: Seat,
    pub side: Side,
}

/// Attraction cards.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelAttraction)]
pub struct AttractionView {
    pub mode: AttractionMode,
    pub sweets_buffet_side: Option<Side>,
    pub cards: BTreeMap<BuildingType, CardView>,
}

/// A pending trade the viewer may see.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTradeView)]
pub struct TradeView {
    pub trade_id: String,
    pub proposer: Seat,
    pub parties: Vec<Seat>,
    pub transfers: Vec<Transfer>,
    pub promises: Vec<Promise>,
    pub accepted: Vec<Seat>,
}

/// The tallest-hotel token.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTallest)]
pub struct TallestView {
    pub holder: Option<Seat>,
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
    /// The parameters already fixed (e.g. `item`).
    pub params: BTreeMap<String, String>,
}

/// The game as one viewer may see it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelView)]
pub struct TokyoCapsuleHotelView {
    pub round: u32,
    /// `loan`, `purchase` or `game_over`.
    pub phase: &'static str,
    /// `selection`, `open`, `wind_down` or null.
    pub sub_phase: Option<&'static str>,
    pub me: Option<MeView>,
    /// Every player, in clockwise seat order.
    pub players: Vec<PlayerView>,
    pub queue: Vec<Seat>,
    pub spending: SpendingView,
    pub capsule_board: BTreeMap<Colour, u32>,
    pub supplies: SuppliesView,
    pub franchises: BTreeMap<Colour, FranchiseView>,
    pub map: MapView,
    pub attraction: AttractionView,
    /// Pending trades the viewer may see.
    pub trades: Vec<TradeView>,
    pub tallest: TallestView,
    /// The concrete commands the viewer may send now.
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
