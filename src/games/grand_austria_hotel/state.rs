//! The whole truth of a game and how each event changes it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{Outcome, Seat};

use super::config::GrandAustriaHotelConfig;
use super::data::{self, Color, HotelSide, StaffEffect, StaffSide};
use super::effect::{Effect, Frame, id_number};
use super::event::{Breakdown, Counts, Emperor, GrandAustriaHotelEvent as E};

/// Where the game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before the setup entry.
    #[default]
    Setup,
    /// Players pick the faces of their boards.
    ChoosingFaces,
    InProgress,
    Finished,
    /// A seat resigned.
    Abandoned,
}

impl Phase {
    /// The status word of the rules.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::ChoosingFaces => "choosing_faces",
            Phase::InProgress => "in_progress",
            Phase::Finished => "finished",
            Phase::Abandoned => "abandoned",
        }
    }
}

/// What is on a room of a sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    #[default]
    Empty,
    Prepared,
    Occupied,
}

/// One player's hotel sheet and staff sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSheet {
    pub hotel_board: String,
    pub staff_board: String,
    pub hotel_side: Option<String>,
    pub staff_side: Option<String>,
    pub krone: i64,
    pub loans: u8,
    /// Index 0 is unused; rooms 1 to 28.
    pub rooms: Vec<Mark>,
    pub emperor: Emperor,
    /// Penalty points recorded at the checks, by track.
    pub penalties: [u32; 3],
    /// Slots 1 to 6 (index 0 = slot 1).
    pub hired: [bool; 6],
    pub completed_groups: Vec<String>,
    pub blue_group_points: u32,
    pub final_score: Option<Breakdown>,
}

impl PlayerSheet {
    /// The printed hotel side (once assigned).
    pub fn hotel(&self) -> &'static HotelSide {
        data::hotel_side(self.hotel_side.as_deref().unwrap_or("H1"))
    }

    /// The printed staff side (once assigned).
    pub fn staff(&self) -> &'static StaffSide {
        data::staff_side(self.staff_side.as_deref().unwrap_or("S1"))
    }

    /// The mark of a room (1 to 28).
    pub fn mark(&self, room: u8) -> Mark {
        self.rooms
            .get(usize::from(room))
            .copied()
            .unwrap_or_default()
    }

    /// Whether a room is prepared or occupied.
    pub fn marked(&self, room: u8) -> bool {
        self.mark(room) != Mark::Empty
    }

    /// Rooms with a given mark, in id order.
    pub fn rooms_marked(&self, mark: Mark) -> Vec<u8> {
        (1..=data::room_count())
            .filter(|&r| self.mark(r) == mark)
            .collect()
    }

    /// The staff type ids hired, with their slot.
    pub fn hired_types(&self) -> impl Iterator<Item = (u8, &'static str)> + '_ {
        let side = self.staff();
        (1..=6u8)
            .filter(|&slot| self.hired[usize::from(slot) - 1])
            .map(move |slot| (slot, side.slot(slot).staff_type.as_str()))
    }

    /// Whether a hired permanent staff member makes preparing `color` free.
    pub fn prepares_free(&self, color: Color) -> bool {
        self.hired_types().any(|(_, t)| {
            matches!(data::staff_type(t).effect, StaffEffect::FreePrepareColor(c) if c == color)
        })
    }

    /// Whether every room of the list is occupied.
    pub fn all_occupied(&self, rooms: &[u8]) -> bool {
        rooms.iter().all(|&r| self.mark(r) == Mark::Occupied)
    }
}

/// Who claimed rows, columns and tracks first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub rows: BTreeMap<String, Seat>,
    pub columns: BTreeMap<String, Seat>,
    /// By track index (top, middle, bottom).
    pub tracks: [Option<Seat>; 3],
}

/// The whole state of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GrandAustriaHotelState {
    pub config: GrandAustriaHotelConfig,
    /// The rules version the game is played under (from `GameCreated`).
    pub rules_version: u32,
    pub phase: Phase,
    pub player_count: usize,
    /// The playing order from the start player (the rules' seats 1 to n).
    pub order: Vec<Seat>,
    pub round: u8,
    /// The holder of the start marker.
    pub start_seat: Seat,
    pub turn_index: u8,
    pub active_seat: Seat,
    pub pass: u8,
    /// Dice per space 1 to 6 (index 0 = space 1).
    pub dice: Counts,
    pub die_used: bool,
    /// Bottom first.
    pub stack: Vec<Frame>,
    pub claims: Claims,
    /// By engine seat.
    pub players: Vec<PlayerSheet>,
    /// Seats that chose their faces (with `choose_faces`).
    pub faces_chosen: Vec<bool>,
    pub next_effect: u32,
    pub next_frame: u32,
    /// Turns started so far (identifies the pending decision for timers).
    pub turns_started: u32,
    pub outcome: Option<Outcome>,
    pub resigned: Option<Seat>,
}

impl GrandAustriaHotelState {
    /// The position of a seat in the playing order (1 = start player).
    pub fn position(&self, seat: Seat) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0) + 1
    }

    /// The seat at a position of the playing order, counted from 0 and wrapping around.
    pub fn seat_at(&self, index: usize) -> Seat {
        self.order[index % self.order.len()]
    }

    /// The index of the track taking steps this round (0 top, 1 middle, 2 bottom).
    pub fn active_track(&self) -> usize {
        track_of_round(self.round)
    }

    /// The sheet of a seat.
    pub fn sheet(&self, seat: Seat) -> &PlayerSheet {
        &self.players[seat.index()]
    }

    fn sheet_mut(&mut self, seat: Seat) -> &mut PlayerSheet {
        &mut self.players[seat.index()]
    }

    /// The pending effect with this id, if any: (frame index, effect index).
    pub fn find_effect(&self, id: &str) -> Option<(usize, usize)> {
        self.stack.iter().enumerate().find_map(|(f, frame)| {
            frame
                .effects
                .iter()
                .position(|e| e.id == id)
                .map(|i| (f, i))
        })
    }

    /// The effects actionable now (top frame).
    pub fn actionable(&self) -> Vec<&Effect> {
        self.stack
            .last()
            .map(|frame| frame.actionable().iter().collect())
            .unwrap_or_default()
    }

    /// Whether a timeout pays the forfeit's krone only for a die `forfeit_die` could forfeit
    /// (rules version 2 on; before, a timeout always forfeited with krone).
    pub fn timeout_pays_only_allowed_forfeits(&self) -> bool {
        self.rules_version >= 2
    }

    /// Whether any seat may take a loan while play runs, also out of turn (rules version 2
    /// on; before, only the active player).
    pub fn loans_out_of_turn(&self) -> bool {
        self.rules_version >= 2
    }

    /// Whether the game waits for a die of the active player.
    pub fn awaiting_die(&self) -> bool {
        self.phase == Phase::InProgress && !self.die_used
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &E) {
        match event {
            E::GameCreated {
                player_count,
                options,
                rules_version,
            } => {
                *self = GrandAustriaHotelState {
                    config: options.clone(),
                    rules_version: *rules_version,
                    player_count: usize::from(*player_count),
                    players: vec![PlayerSheet::default(); usize::from(*player_count)],
                    faces_chosen: vec![false; usize::from(*player_count)],
                    next_effect: 1,
                    next_frame: 1,
                    ..GrandAustriaHotelState::default()
                };
            }
            E::StartPlayerChosen {
                start_player,
                seats,
            } => {
                self.order = seats.clone();
                self.start_seat = *start_player;
            }
            E::BoardsAssigned { boards } => {
                let start = &data::sheet().starting_prepared_rooms;
                for deal in boards {
                    let sheet = self.sheet_mut(deal.seat);
                    sheet.hotel_board = deal.hotel_board.clone();
                    sheet.staff_board = deal.staff_board.clone();
                    sheet.hotel_side = deal.hotel_side.clone();
                    sheet.staff_side = deal.staff_side.clone();
                    sheet.rooms = vec![Mark::Empty; usize::from(data::room_count()) + 1];
                    for &room in start {
                        sheet.rooms[usize::from(room)] = Mark::Prepared;
                    }
                }
                self.phase = if boards.iter().all(|d| d.hotel_side.is_some()) {
                    Phase::InProgress
                } else {
                    Phase::ChoosingFaces
                };
            }
            E::FacesChosen {
                seat,
                hotel_side,
                staff_side,
            } => {
                self.faces_chosen[seat.index()] = true;
                let sheet = self.sheet_mut(*seat);
                sheet.hotel_side = Some(hotel_side.clone());
                sheet.staff_side = Some(staff_side.clone());
                if self.faces_chosen.iter().all(|&c| c) {
                    self.phase = Phase::InProgress;
                }
            }
            E::StartingKroneGranted { seat, krone } => self.sheet_mut(*seat).krone = *krone,
            E::RoundStarted {
                round, start_seat, ..
            } => {
                self.round = *round;
                self.start_seat = *start_seat;
            }
            E::DiceRolled { counts, .. } => self.dice = *counts,
            E::TurnStarted {
                round,
                turn_index,
                seat,
                pass,
            } => {
                self.round = *round;
                self.turn_index = *turn_index;
                self.active_seat = *seat;
                self.pass = *pass;
                self.die_used = false;
                self.turns_started += 1;
            }
            E::TurnEnded { .. } => {}
            E::LoanTaken {
                seat, loan_number, ..
            } => self.sheet_mut(*seat).loans = *loan_number,
            E::DieTaken { space, .. }
            | E::DieForfeited { space, .. }
            | E::DieDiscarded { space, .. } => {
                self.dice[usize::from(*space) - 1] -= 1;
                self.die_used = true;
            }
            E::KroneGained {
                seat,
                amount,
                effect_id,
                ..
            } => {
                self.sheet_mut(*seat).krone += i64::from(*amount);
                if let Some((f, i)) = effect_id.as_deref().and_then(|id| self.find_effect(id)) {
                    self.stack[f].effects[i].krone = Some(0);
                }
            }
            E::KronePaid { seat, amount, .. } => {
                self.sheet_mut(*seat).krone -= i64::from(*amount);
            }
            E::EffectsQueued {
                frame_id,
                order,
                effects,
            } => {
                let frame = Frame {
                    frame_id: frame_id.clone(),
                    order: *order,
                    effects: effects.clone(),
                };
                self.next_frame = self.next_frame.max(id_number(frame_id) + 1);
                for effect in effects {
                    self.next_effect = self.next_effect.max(id_number(&effect.id) + 1);
                }
                let main = effects
                    .iter()
                    .any(|e| matches!(e.source, super::effect::Source::MainAction { .. }));
                if main {
                    self.stack.insert(0, frame);
                } else {
                    self.stack.push(frame);
                }
            }
            E::EffectResolved {
                effect_id,
                remaining,
            } => {
                if let Some((f, i)) = self.find_effect(effect_id) {
                    match remaining {
                        Some(r) if *r > 0 => self.stack[f].effects[i].remaining = Some(*r),
                        _ => {
                            self.stack[f].effects.remove(i);
                        }
                    }
                }
                self.stack.retain(|frame| !frame.effects.is_empty());
            }
            E::EffectSkipped { effect_id } => {
                if let Some((f, i)) = self.find_effect(effect_id) {
                    self.stack[f].effects.remove(i);
                }
                self.stack.retain(|frame| !frame.effects.is_empty());
            }
            E::RoomPrepared { seat, room, .. } => {
                self.sheet_mut(*seat).rooms[usize::from(*room)] = Mark::Prepared;
            }
            E::RoomOccupied { seat, room, .. } => {
                self.sheet_mut(*seat).rooms[usize::from(*room)] = Mark::Occupied;
            }
            E::RowClaimed { seat, id, .. } => {
                self.claims.rows.insert(id.clone(), *seat);
            }
            E::ColumnClaimed { seat, id, .. } => {
                self.claims.columns.insert(id.clone(), *seat);
            }
            E::RowCompletedUnclaimed { .. } | E::ColumnCompletedUnclaimed { .. } => {}
            E::GroupCompleted { seat, group, .. } => {
                self.sheet_mut(*seat).completed_groups.push(group.clone());
            }
            E::BluePointsRecorded { seat, points, .. } => {
                self.sheet_mut(*seat).blue_group_points += points;
            }
            E::EmperorAdvanced { seat, to, .. } => self.sheet_mut(*seat).emperor = *to,
            E::EmperorTrackFirstFinished { seat, track, .. } => {
                self.claims.tracks[track_index(track)] = Some(*seat);
            }
            E::EmperorBonusReached { .. } => {}
            E::StaffHired { seat, slot, .. } => {
                self.sheet_mut(*seat).hired[usize::from(*slot) - 1] = true;
            }
            E::RoundEnded { .. } => {}
            E::EmperorChecked { track, results, .. } => {
                let t = track_index(track);
                for result in results {
                    self.sheet_mut(result.seat).penalties[t] = result.penalty;
                }
            }
            E::StartMarkerPassed { to_seat, .. } => self.start_seat = *to_seat,
            E::FinalScored {
                seat, breakdown, ..
            } => self.sheet_mut(*seat).final_score = Some(*breakdown),
            E::GameEnded { ranking, .. } => {
                let mut totals = vec![0; self.player_count];
                for row in ranking {
                    totals[row.seat.index()] = row.total;
                }
                self.outcome = Some(Outcome::from_scores(&totals, "rounds_played"));
                self.phase = Phase::Finished;
            }
            E::TimedOut { .. } => {}
            E::PlayerResigned { seat } => {
                self.resigned = Some(*seat);
                self.phase = Phase::Abandoned;
            }
        }
    }
}

/// The track of a round: top for rounds 1–3, middle for 4–5, bottom for 6–7.
pub fn track_of_round(round: u8) -> usize {
    data::tracks()
        .iter()
        .position(|t| t.active_rounds.contains(&round))
        .unwrap_or(0)
}

/// The index of a track id.
pub fn track_index(track: &str) -> usize {
    data::tracks()
        .iter()
        .position(|t| t.id == track)
        .unwrap_or(0)
}
