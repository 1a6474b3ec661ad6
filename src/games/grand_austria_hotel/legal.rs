//! The legal commands of a seat: complete, none with `main`, and never `timeout` or `resign`.

use crate::engine::Seat;

use super::command::{Face, GrandAustriaHotelCommand as C, Params, Space};
use super::effect::EffectKind;
use super::flow::{check_forfeit, check_take, take_options};
use super::resolve::resolution_accepted;
use super::state::{GrandAustriaHotelState, Phase};
use super::{data, state};

/// Every command `seat` may send now.
pub fn legal_commands(s: &GrandAustriaHotelState, seat: Seat) -> Vec<C> {
    match s.phase {
        Phase::ChoosingFaces if !s.faces_chosen.get(seat.index()).copied().unwrap_or(true) => {
            let faces = [Face::A, Face::B];
            faces
                .iter()
                .flat_map(|&hotel_face| {
                    faces.iter().map(move |&staff_face| C::ChooseFaces {
                        hotel_face,
                        staff_face,
                    })
                })
                .collect()
        }
        Phase::InProgress if s.active_seat == seat => {
            let mut commands = if s.die_used {
                resolutions(s, seat)
            } else {
                dice_commands(s, seat)
            };
            if s.sheet(seat).loans < data::sheet().loans.max {
                commands.push(C::TakeLoan {});
            }
            commands
        }
        Phase::InProgress
            if s.loans_out_of_turn()
                && s.players.get(seat.index()).is_some()
                && s.sheet(seat).loans < data::sheet().loans.max =>
        {
            vec![C::TakeLoan {}]
        }
        _ => Vec::new(),
    }
}

fn dice_commands(s: &GrandAustriaHotelState, seat: Seat) -> Vec<C> {
    let mut commands = Vec::new();
    for space in Space::all() {
        for (mode, copy) in take_options(space) {
            if check_take(s, seat, space, mode, copy).is_ok() {
                commands.push(C::TakeDie {
                    space,
                    mode,
                    copy,
                    main: None,
                });
            }
        }
    }
    for space in Space::all() {
        if check_forfeit(s, seat, space, true).is_ok() {
            commands.push(C::ForfeitDie { space });
        }
    }
    commands
}

fn resolutions(s: &GrandAustriaHotelState, seat: Seat) -> Vec<C> {
    let mut commands = Vec::new();
    for effect in s.actionable() {
        let candidates: Vec<Params> = match effect.kind {
            EffectKind::Prepare => (1..=data::room_count())
                .map(|r| Params {
                    rooms: Some(vec![i64::from(r)]),
                    ..Params::default()
                })
                .collect(),
            EffectKind::Occupy => s
                .sheet(seat)
                .rooms_marked(state::Mark::Prepared)
                .into_iter()
                .map(|r| Params {
                    room: Some(i64::from(r)),
                    ..Params::default()
                })
                .collect(),
            EffectKind::Hire => (1..=6)
                .map(|k| Params {
                    slot: Some(k),
                    ..Params::default()
                })
                .collect(),
            EffectKind::Gain => Vec::new(),
        };
        if effect.kind == EffectKind::Gain {
            commands.push(C::ResolveEffect {
                effect_id: effect.id.clone(),
                params: None,
            });
        }
        for params in candidates {
            if resolution_accepted(s, seat, effect, Some(&params)) {
                commands.push(C::ResolveEffect {
                    effect_id: effect.id.clone(),
                    params: Some(params),
                });
            }
        }
        if effect.skippable {
            commands.push(C::SkipEffect {
                effect_id: effect.id.clone(),
            });
        }
    }
    commands
}

/// The distinct command types of the legal commands.
pub fn allowed_types(s: &GrandAustriaHotelState, seat: Seat) -> Vec<&'static str> {
    let mut types: Vec<&'static str> = Vec::new();
    for command in legal_commands(s, seat) {
        let name = command.type_name();
        if !types.contains(&name) {
            types.push(name);
        }
    }
    types
}
