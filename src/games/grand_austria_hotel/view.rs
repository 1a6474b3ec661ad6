//! What a viewer sees. Nothing is hidden in this game (the seed is the shared layer's): every
//! viewer gets the same view, only `you` differs. Built field by field all the same.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Seat, Viewer};

use super::config::GrandAustriaHotelConfig;
use super::data::{self, ColorFilter, Discount, HotelSide, StaffSide, StaffType};
use super::effect::{EffectKind, FrameOrder, Source};
use super::event::{Breakdown, Counts, Emperor, GrandAustriaHotelEvent};
use super::legal;
use super::scoring;
use super::state::{GrandAustriaHotelState, Mark};

/// A pending effect with its parameters and whether it may be acted on now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelEffectView)]
pub struct EffectView {
    pub id: String,
    pub kind: EffectKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<ColorFilter>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discount: Option<Discount>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_rooms: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub krone: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emperor: Option<u32>,
    pub source: Source,
    pub automatic: bool,
    pub skippable: bool,
    /// Whether it may be resolved or skipped now (top frame; first of a sequential frame).
    pub actionable: bool,
}

/// A frame of the effect stack.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelFrameView)]
pub struct FrameView {
    pub frame_id: String,
    pub order: FrameOrder,
    pub effects: Vec<EffectView>,
}

/// First claims of rows, columns and tracks.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelClaimsView)]
pub struct ClaimsView {
    /// Row id → seat.
    pub rows: BTreeMap<String, Seat>,
    /// Column id → seat.
    pub columns: BTreeMap<String, Seat>,
    /// Track id → seat (null while unclaimed).
    #[schema(value_type = Object)]
    pub tracks: BTreeMap<String, Option<Seat>>,
}

/// Rooms of a sheet by mark.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelRoomsView)]
pub struct RoomsView {
    pub prepared: Vec<u8>,
    pub occupied: Vec<u8>,
}

/// Penalty points recorded at the emperor checks.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelPenaltiesView)]
pub struct PenaltiesView {
    pub top: u32,
    pub middle: u32,
    pub bottom: u32,
}

/// A score by step, with its total.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelScoreView)]
pub struct ScoreView {
    pub breakdown: Breakdown,
    pub total: i64,
}

/// One player's sheets, with the printed data of their sides.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelPlayerView)]
pub struct PlayerView {
    pub seat: Seat,
    /// Position in the playing order (1 = start player of round 1).
    pub position: usize,
    pub hotel_board: String,
    pub staff_board: String,
    pub hotel_side: Option<String>,
    pub staff_side: Option<String>,
    pub krone: i64,
    pub loans: u8,
    pub rooms: RoomsView,
    pub emperor: Emperor,
    pub penalties: PenaltiesView,
    /// Slots hired (1 to 6).
    pub staff_hired: Vec<u8>,
    pub completed_groups: Vec<String>,
    pub blue_group_points: u32,
    /// The score if the game ended now (informative: end-game staff counted on the sheet).
    pub provisional_score: ScoreView,
    /// The printed hotel side (once known).
    pub hotel: Option<HotelSide>,
    /// The printed staff side (once known).
    pub staff: Option<StaffSide>,
    /// The staff types of the staff side's slots, slot 1 first.
    pub staff_types: Vec<StaffType>,
}

/// What the viewing seat may do.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelYouView)]
pub struct YouView {
    pub seat: Seat,
    /// The distinct types of the seat's legal commands.
    pub allowed_commands: Vec<String>,
}

/// The game as a viewer sees it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GrandAustriaHotelView {
    /// `choosing_faces`, `in_progress`, `finished` or `abandoned`.
    pub status: String,
    pub options: GrandAustriaHotelConfig,
    /// The playing order of round 1 (the rules' seats 1 to n).
    pub order: Vec<Seat>,
    pub round: u8,
    pub start_seat: Seat,
    pub active_track: String,
    pub turn_index: u8,
    pub active_seat: Seat,
    pub pass: u8,
    pub die_used: bool,
    /// Dice on spaces 1 to 6.
    #[schema(value_type = Vec<u8>)]
    pub dice: Counts,
    /// Bottom frame first.
    pub effect_stack: Vec<FrameView>,
    pub claims: ClaimsView,
    pub players: Vec<PlayerView>,
    /// The seats the game waits for.
    pub awaited: Vec<Seat>,
    pub you: Option<YouView>,
}

/// The view of `viewer`.
pub fn view(s: &GrandAustriaHotelState, viewer: Viewer) -> GrandAustriaHotelView {
    let tracks = data::tracks();
    let top = s.stack.len().checked_sub(1);
    let effect_stack = s
        .stack
        .iter()
        .enumerate()
        .map(|(f, frame)| {
            let actionable: Vec<&str> = if Some(f) == top {
                frame.actionable().iter().map(|e| e.id.as_str()).collect()
            } else {
                Vec::new()
            };
            FrameView {
                frame_id: frame.frame_id.clone(),
                order: frame.order,
                effects: frame
                    .effects
                    .iter()
                    .map(|e| EffectView {
                        id: e.id.clone(),
                        kind: e.kind,
                        color: e.color,
                        discount: e.discount,
                        max_rooms: e.max_rooms,
                        remaining: e.remaining,
                        krone: e.krone,
                        emperor: e.emperor,
                        source: e.source.clone(),
                        automatic: e.automatic,
                        skippable: e.skippable,
                        actionable: actionable.contains(&e.id.as_str()),
                    })
                    .collect(),
            }
        })
        .collect();
    let players = (0..s.players.len())
        .map(|i| player_view(s, Seat(i as u8)))
        .collect();
    let you = match viewer {
        Viewer::Seat(seat) if seat.index() < s.players.len() => Some(YouView {
            seat,
            allowed_commands: legal::allowed_types(s, seat)
                .into_iter()
                .map(String::from)
                .collect(),
        }),
        _ => None,
    };
    GrandAustriaHotelView {
        status: s.phase.name().into(),
        options: s.config.clone(),
        order: s.order.clone(),
        round: s.round,
        start_seat: s.start_seat,
        active_track: tracks[s.active_track()].id.clone(),
        turn_index: s.turn_index,
        active_seat: s.active_seat,
        pass: s.pass,
        die_used: s.die_used,
        dice: s.dice,
        effect_stack,
        claims: ClaimsView {
            rows: s.claims.rows.clone(),
            columns: s.claims.columns.clone(),
            tracks: tracks
                .iter()
                .enumerate()
                .map(|(t, track)| (track.id.clone(), s.claims.tracks[t]))
                .collect(),
        },
        players,
        awaited: super::awaited(s),
        you,
    }
}

fn player_view(s: &GrandAustriaHotelState, seat: Seat) -> PlayerView {
    let sheet = s.sheet(seat);
    let score = scoring::score(s, seat);
    let staff = sheet.staff_side.as_ref().map(|_| sheet.staff().clone());
    PlayerView {
        seat,
        position: s.position(seat),
        hotel_board: sheet.hotel_board.clone(),
        staff_board: sheet.staff_board.clone(),
        hotel_side: sheet.hotel_side.clone(),
        staff_side: sheet.staff_side.clone(),
        krone: sheet.krone,
        loans: sheet.loans,
        rooms: RoomsView {
            prepared: sheet.rooms_marked(Mark::Prepared),
            occupied: sheet.rooms_marked(Mark::Occupied),
        },
        emperor: sheet.emperor,
        penalties: PenaltiesView {
            top: sheet.penalties[0],
            middle: sheet.penalties[1],
            bottom: sheet.penalties[2],
        },
        staff_hired: (1..=6u8)
            .filter(|&k| sheet.hired[usize::from(k) - 1])
            .collect(),
        completed_groups: sheet.completed_groups.clone(),
        blue_group_points: sheet.blue_group_points,
        provisional_score: ScoreView {
            breakdown: score,
            total: score.total(),
        },
        hotel: sheet.hotel_side.as_ref().map(|_| sheet.hotel().clone()),
        staff_types: staff
            .iter()
            .flat_map(|side| side.slots.iter())
            .map(|slot| data::staff_type(&slot.staff_type).clone())
            .collect(),
        staff,
    }
}

/// Events are public: every viewer reads every event as it is.
pub fn event_view(
    event: &GrandAustriaHotelEvent,
    _viewer: Viewer,
) -> Option<GrandAustriaHotelEvent> {
    Some(event.clone())
}
