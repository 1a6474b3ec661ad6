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
    /// The effect's id (`fx-…`, unique per game), named by `resolve_effect` and
    /// `skip_effect`.
    pub id: String,
    /// What it does.
    pub kind: EffectKind,
    /// The colour of room accepted (prepare, occupy); absent for hire and gain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<ColorFilter>,
    /// The discount in krone on the printed cost, or `free` (prepare, occupy, hire); absent
    /// for gain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discount: Option<Discount>,
    /// Prepare effects only: the most rooms it allows in total.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_rooms: Option<u8>,
    /// Prepare effects only: the rooms it still allows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u8>,
    /// Gain effects only: krone it still gives (0 once paid).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub krone: Option<u32>,
    /// Gain effects only: emperor steps it gives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emperor: Option<u32>,
    /// What created it.
    pub source: Source,
    /// Resolved by the server without a choice (gains).
    pub automatic: bool,
    /// May be skipped with `skip_effect` (everything but gains).
    pub skippable: bool,
    /// Whether it may be resolved or skipped now (top frame; first of a sequential frame).
    pub actionable: bool,
}

/// A frame of the effect stack.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelFrameView)]
pub struct FrameView {
    /// The frame's id (`fr-…`, unique per game).
    pub frame_id: String,
    /// Whether its effects may be taken in any order or only first to last.
    pub order: FrameOrder,
    /// Its pending effects, in frame order.
    pub effects: Vec<EffectView>,
}

/// Who was first to complete each row, column and emperor track (the only one scoring its
/// points).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelClaimsView)]
pub struct ClaimsView {
    /// Row id (`F1L` … `F4R`) → the seat that claimed it; unclaimed rows are absent.
    pub rows: BTreeMap<String, Seat>,
    /// Column id (`C1` … `C7`) → the seat that claimed it; unclaimed columns are absent.
    pub columns: BTreeMap<String, Seat>,
    /// Track id (`top`, `middle`, `bottom`) → the seat that finished it first (null while
    /// unclaimed).
    #[schema(value_type = Object)]
    pub tracks: BTreeMap<String, Option<Seat>>,
}

/// The marked rooms of a hotel sheet; every other room is empty.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelRoomsView)]
pub struct RoomsView {
    /// Ids (1 to 28, ascending) of the rooms prepared but not yet occupied.
    pub prepared: Vec<u8>,
    /// Ids (1 to 28, ascending) of the occupied rooms.
    pub occupied: Vec<u8>,
}

/// Penalty points recorded at the emperor checks.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelPenaltiesView)]
pub struct PenaltiesView {
    /// Lost at the top-track check after round 3: 0 or 2.
    pub top: u32,
    /// Lost at the middle-track check after round 5: 0 or 3.
    pub middle: u32,
    /// Lost at the bottom-track check after round 7: 0 or 4.
    pub bottom: u32,
}

/// A score by step, with its total.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelScoreView)]
pub struct ScoreView {
    /// The points of each scoring step.
    pub breakdown: Breakdown,
    /// Their sum, in points.
    pub total: i64,
}

/// One player's sheets, with the printed data of their sides.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelPlayerView)]
pub struct PlayerView {
    /// The player's seat.
    pub seat: Seat,
    /// Position in the playing order (1 = start player of round 1).
    pub position: usize,
    /// The physical hotel board dealt (`HB1` … `HB4`).
    pub hotel_board: String,
    /// The physical staff board dealt (`SB1` … `SB4`).
    pub staff_board: String,
    /// The hotel side played (`H1` … `H8`); null while its face is still to be chosen.
    pub hotel_side: Option<String>,
    /// The staff side played (`S1` … `S8`); null while its face is still to be chosen.
    pub staff_side: Option<String>,
    /// Krone held.
    pub krone: i64,
    /// Loans taken, 0 to 3.
    pub loans: u8,
    /// The prepared and occupied rooms.
    pub rooms: RoomsView,
    /// Positions on the emperor tracks.
    pub emperor: Emperor,
    /// Points lost at the emperor checks so far.
    pub penalties: PenaltiesView,
    /// Slots hired (1 to 6).
    pub staff_hired: Vec<u8>,
    /// Ids of the groups whose rooms are all occupied (e.g. `H1-G3`).
    pub completed_groups: Vec<String>,
    /// Points recorded for completed blue groups.
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
    /// The viewer's seat.
    pub seat: Seat,
    /// The distinct types of the seat's legal commands.
    pub allowed_commands: Vec<String>,
}

/// The game as a viewer sees it. Nothing is hidden: every viewer sees the same, only `you`
/// differs.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GrandAustriaHotelView {
    /// `choosing_faces`, `in_progress`, `finished` or `abandoned`.
    pub status: String,
    /// The table options.
    pub options: GrandAustriaHotelConfig,
    /// Every seat in the playing order of round 1, start player first.
    pub order: Vec<Seat>,
    /// The round, 1 to 7.
    pub round: u8,
    /// The seat holding the start marker this round.
    pub start_seat: Seat,
    /// The emperor track taking steps this round: `top` (rounds 1 to 3), `middle` (4 and 5)
    /// or `bottom` (6 and 7).
    pub active_track: String,
    /// The turn within the round, from 0 to twice the player count minus 1.
    pub turn_index: u8,
    /// The seat whose turn it is.
    pub active_seat: Seat,
    /// 1 during the active seat's first turn of the round, 2 during its second.
    pub pass: u8,
    /// Whether the active player has already taken or forfeited this turn's die.
    pub die_used: bool,
    /// Dice on spaces 1 to 6.
    #[schema(value_type = Vec<u8>)]
    pub dice: Counts,
    /// Bottom frame first.
    pub effect_stack: Vec<FrameView>,
    /// Who claimed each row, column and emperor track first.
    pub claims: ClaimsView,
    /// Every player's sheets, in seat order.
    pub players: Vec<PlayerView>,
    /// The seats the game waits for.
    pub awaited: Vec<Seat>,
    /// The viewing seat and its allowed commands; null for spectators.
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
