//! The effect stack: checking and resolving effects, what occupying a room, hiring and
//! advancing on the emperor tracks lead to, and the automatic resolution of gains.

use crate::engine::Seat;

use super::command::Params;
use super::ctx::Ctx;
use super::data::{self, Bonus, Color, Discount, Gain, StaffCategory, StaffEffect};
use super::effect::{Effect, EffectKind, FrameOrder, Source};
use super::event::{GrandAustriaHotelEvent as E, KroneReason};
use super::rejection::GrandAustriaHotelRejection as R;
use super::state::{GrandAustriaHotelState, Mark, PlayerSheet};

/// The field a kind of effect takes in `params`.
fn expected_field(kind: EffectKind) -> Option<String> {
    match kind {
        EffectKind::Prepare => Some("rooms".into()),
        EffectKind::Occupy => Some("room".into()),
        EffectKind::Hire => Some("slot".into()),
        EffectKind::Gain => None,
    }
}

fn mismatch(effect: &Effect) -> R {
    R::ParamsMismatch {
        effect_id: Some(effect.id.clone()),
        kind: effect.kind,
        expected: expected_field(effect.kind),
    }
}

fn room_id(room: i64) -> Result<u8, R> {
    u8::try_from(room)
        .ok()
        .filter(|r| (1..=data::room_count()).contains(r))
        .ok_or(R::RoomInvalid { room })
}

fn insufficient(required: u32, sheet: &PlayerSheet) -> R {
    R::InsufficientKrone {
        required,
        krone: sheet.krone,
    }
}

fn affordable(cost: u32, sheet: &PlayerSheet) -> bool {
    i64::from(cost) <= sheet.krone
}

/// The price of preparing `room` with `effect`.
pub fn prepare_cost(sheet: &PlayerSheet, discount: Discount, room: u8) -> u32 {
    let color = sheet.hotel().room(room).color;
    if sheet.prepares_free(color) {
        return 0;
    }
    let printed = data::sheet().prepare_cost_by_floor[usize::from(data::floor_of(room)) - 1];
    discount.apply(printed)
}

/// The price of occupying `room` with `discount`.
pub fn occupy_cost(discount: Discount, room: u8) -> u32 {
    discount.apply(data::sheet().occupy_cost_by_floor[usize::from(data::floor_of(room)) - 1])
}

/// Whether an empty room touches a marked one (on `sheet`, or in `extra`).
fn touches_marked(sheet: &PlayerSheet, room: u8, extra: &[u8]) -> bool {
    (1..=data::room_count())
        .filter(|&other| data::adjacent(room, other))
        .any(|other| sheet.marked(other) || extra.contains(&other))
}

/// Whether `sheet` has an empty room next to a marked one.
pub fn can_prepare_somewhere(sheet: &PlayerSheet) -> bool {
    (1..=data::room_count()).any(|r| sheet.mark(r) == Mark::Empty && touches_marked(sheet, r, &[]))
}

/// Checks a prepare resolution; the rooms with their costs, in order.
pub fn check_prepare(
    sheet: &PlayerSheet,
    effect: &Effect,
    rooms: &[i64],
) -> Result<Vec<(u8, u32)>, R> {
    let ids = rooms
        .iter()
        .map(|&r| room_id(r))
        .collect::<Result<Vec<u8>, R>>()?;
    if ids.is_empty() {
        return Err(R::NoRooms {});
    }
    let remaining = effect.remaining.unwrap_or(1);
    if ids.len() > usize::from(remaining) {
        return Err(R::TooManyRooms {
            count: ids.len(),
            remaining,
        });
    }
    for (i, room) in ids.iter().enumerate() {
        if ids[..i].contains(room) {
            return Err(R::DuplicateRoom { room: *room });
        }
    }
    let filter = effect.color_filter();
    let mut total = 0;
    let mut plan = Vec::new();
    for (i, &room) in ids.iter().enumerate() {
        if sheet.mark(room) != Mark::Empty {
            return Err(R::RoomNotEmpty { room });
        }
        let color = sheet.hotel().room(room).color;
        if !filter.accepts(color) {
            return Err(R::RoomWrongColor {
                room,
                color,
                required: filter,
            });
        }
        if !touches_marked(sheet, room, &ids[..i]) {
            return Err(R::RoomNotAdjacent { room });
        }
        let cost = prepare_cost(sheet, effect.discount_value(), room);
        total += cost;
        if !affordable(total, sheet) {
            return Err(insufficient(total, sheet));
        }
        plan.push((room, cost));
    }
    Ok(plan)
}

/// Checks an occupy resolution; the room and its cost.
pub fn check_occupy(sheet: &PlayerSheet, effect: &Effect, room: i64) -> Result<(u8, u32), R> {
    let room = room_id(room)?;
    if sheet.mark(room) != Mark::Prepared {
        return Err(R::RoomNotPrepared { room });
    }
    let color = sheet.hotel().room(room).color;
    let filter = effect.color_filter();
    if !filter.accepts(color) {
        return Err(R::RoomWrongColor {
            room,
            color,
            required: filter,
        });
    }
    let cost = occupy_cost(effect.discount_value(), room);
    if !affordable(cost, sheet) {
        return Err(insufficient(cost, sheet));
    }
    Ok((room, cost))
}

/// Checks a hire resolution; the slot and its cost.
pub fn check_hire(sheet: &PlayerSheet, effect: &Effect, slot: i64) -> Result<(u8, u32), R> {
    let slot = u8::try_from(slot)
        .ok()
        .filter(|s| (1..=6).contains(s))
        .ok_or(R::StaffInvalid { slot })?;
    let printed = sheet.staff().slot(slot);
    if sheet.hired[usize::from(slot) - 1] {
        return Err(R::StaffAlreadyHired {
            slot,
            staff_type: printed.staff_type.clone(),
        });
    }
    let cost = effect.discount_value().apply(printed.cost);
    if !affordable(cost, sheet) {
        return Err(insufficient(cost, sheet));
    }
    Ok((slot, cost))
}

/// A checked resolution, ready to apply.
enum Plan {
    Prepare(Vec<(u8, u32)>),
    Occupy(u8, u32),
    Hire(u8, u32),
    Gain,
}

fn check_params(sheet: &PlayerSheet, effect: &Effect, params: Option<&Params>) -> Result<Plan, R> {
    let empty = Params::default();
    let p = params.unwrap_or(&empty);
    match effect.kind {
        EffectKind::Prepare => match (&p.rooms, p.room, p.slot) {
            (Some(rooms), None, None) => check_prepare(sheet, effect, rooms).map(Plan::Prepare),
            _ => Err(mismatch(effect)),
        },
        EffectKind::Occupy => match (&p.rooms, p.room, p.slot) {
            (None, Some(room), None) => {
                check_occupy(sheet, effect, room).map(|(r, c)| Plan::Occupy(r, c))
            }
            _ => Err(mismatch(effect)),
        },
        EffectKind::Hire => match (&p.rooms, p.room, p.slot) {
            (None, None, Some(slot)) => {
                check_hire(sheet, effect, slot).map(|(s, c)| Plan::Hire(s, c))
            }
            _ => Err(mismatch(effect)),
        },
        EffectKind::Gain if p.is_empty() => Ok(Plan::Gain),
        EffectKind::Gain => Err(mismatch(effect)),
    }
}

/// The pending effect `effect_id` if it is actionable now.
pub fn actionable_effect(state: &GrandAustriaHotelState, effect_id: &str) -> Result<Effect, R> {
    if state.stack.is_empty() {
        return Err(R::NoPending {});
    }
    if state.find_effect(effect_id).is_none() {
        return Err(R::NoSuchEffect {
            effect_id: effect_id.into(),
        });
    }
    let actionable = state.actionable();
    match actionable.iter().find(|e| e.id == effect_id) {
        Some(effect) => Ok((*effect).clone()),
        None => Err(R::EffectOrder {
            effect_id: effect_id.into(),
            actionable: actionable.iter().map(|e| e.id.clone()).collect(),
        }),
    }
}

/// Whether `resolve_effect` with these params would be accepted (for the legal list).
pub fn resolution_accepted(
    state: &GrandAustriaHotelState,
    seat: Seat,
    effect: &Effect,
    params: Option<&Params>,
) -> bool {
    check_params(state.sheet(seat), effect, params).is_ok()
}

/// `resolve_effect`: checks, then resolves.
pub fn resolve_effect(
    ctx: &mut Ctx,
    seat: Seat,
    effect_id: &str,
    params: Option<&Params>,
) -> Result<(), R> {
    let effect = actionable_effect(&ctx.s, effect_id)?;
    let plan = check_params(ctx.s.sheet(seat), &effect, params)?;
    match plan {
        Plan::Prepare(rooms) => {
            let remaining = effect.remaining.unwrap_or(1) - rooms.len() as u8;
            ctx.emit(E::EffectResolved {
                effect_id: effect.id.clone(),
                remaining: Some(remaining),
            });
            for (room, cost) in rooms {
                if cost > 0 {
                    ctx.emit(E::KronePaid {
                        seat,
                        amount: cost,
                        reason: KroneReason::Prepare,
                    });
                }
                ctx.emit(E::RoomPrepared {
                    seat,
                    room,
                    cost,
                    effect_id: effect.id.clone(),
                });
            }
        }
        Plan::Occupy(room, cost) => {
            resolved(ctx, &effect);
            occupy(ctx, seat, room, cost, &effect.id);
        }
        Plan::Hire(slot, cost) => {
            resolved(ctx, &effect);
            hire(ctx, seat, slot, cost);
        }
        Plan::Gain => resolve_gain(ctx, seat, &effect),
    }
    Ok(())
}

/// `skip_effect`: checks, then removes the effect.
pub fn skip_effect(ctx: &mut Ctx, effect_id: &str) -> Result<(), R> {
    let effect = actionable_effect(&ctx.s, effect_id)?;
    if !effect.skippable {
        return Err(R::EffectNotSkippable {
            effect_id: effect.id,
        });
    }
    ctx.emit(E::EffectSkipped {
        effect_id: effect.id,
    });
    Ok(())
}

fn resolved(ctx: &mut Ctx, effect: &Effect) {
    ctx.emit(E::EffectResolved {
        effect_id: effect.id.clone(),
        remaining: None,
    });
}

/// The reason recorded for krone from an effect of this source.
fn reason(source: &Source) -> KroneReason {
    match source {
        Source::MainAction { .. } => KroneReason::Action,
        Source::RoomBonus { .. } => KroneReason::RoomBonus,
        Source::GroupBonus { .. } => KroneReason::GroupBonus,
        Source::EmperorBonus { .. } => KroneReason::EmperorBonus,
        Source::Staff { .. } => KroneReason::Staff,
    }
}

/// Resolves a whole gain: krone first, then the steps.
fn resolve_gain(ctx: &mut Ctx, seat: Seat, effect: &Effect) {
    resolved(ctx, effect);
    gain(
        ctx,
        seat,
        Gain {
            krone: effect.krone.unwrap_or(0),
            emperor: effect.emperor.unwrap_or(0),
        },
        reason(&effect.source),
    );
}

/// Gains krone, then advances.
pub fn gain(ctx: &mut Ctx, seat: Seat, gain: Gain, reason: KroneReason) {
    if gain.krone > 0 {
        ctx.emit(E::KroneGained {
            seat,
            amount: gain.krone,
            reason,
            effect_id: None,
        });
    }
    if gain.emperor > 0 {
        advance(ctx, seat, gain.emperor);
    }
}

/// Occupies a room and queues what it leads to: claims of rows and columns, the group's
/// bonus and the room's printed bonus (in one any-order frame).
fn occupy(ctx: &mut Ctx, seat: Seat, room: u8, cost: u32, effect_id: &str) {
    if cost > 0 {
        ctx.emit(E::KronePaid {
            seat,
            amount: cost,
            reason: KroneReason::Occupy,
        });
    }
    ctx.emit(E::RoomOccupied {
        seat,
        room,
        cost,
        effect_id: effect_id.into(),
    });
    let sheet = data::sheet();
    for line in sheet.rows.iter().filter(|l| l.rooms.contains(&room)) {
        if ctx.s.sheet(seat).all_occupied(&line.rooms) {
            let event = match ctx.s.claims.rows.get(&line.id) {
                None => E::RowClaimed {
                    seat,
                    id: line.id.clone(),
                    points: line.points,
                },
                Some(&claimed_by) => E::RowCompletedUnclaimed {
                    seat,
                    id: line.id.clone(),
                    claimed_by,
                },
            };
            ctx.emit(event);
        }
    }
    for line in sheet.columns.iter().filter(|l| l.rooms.contains(&room)) {
        if ctx.s.sheet(seat).all_occupied(&line.rooms) {
            let event = match ctx.s.claims.columns.get(&line.id) {
                None => E::ColumnClaimed {
                    seat,
                    id: line.id.clone(),
                    points: line.points,
                },
                Some(&claimed_by) => E::ColumnCompletedUnclaimed {
                    seat,
                    id: line.id.clone(),
                    claimed_by,
                },
            };
            ctx.emit(event);
        }
    }
    let hotel = ctx.s.sheet(seat).hotel();
    let printed = hotel.room(room);
    let group = hotel.group(&printed.group);
    let mut effects = Vec::new();
    if ctx.s.sheet(seat).all_occupied(&group.rooms) {
        ctx.emit(E::GroupCompleted {
            seat,
            group: group.id.clone(),
            color: group.color,
            size: group.size,
        });
        let reward = data::group_reward(group.color, group.size);
        let source = Source::GroupBonus {
            group: group.id.clone(),
        };
        match group.color {
            Color::Blue => ctx.emit(E::BluePointsRecorded {
                seat,
                group: group.id.clone(),
                points: reward.points,
            }),
            Color::Red | Color::Yellow => effects.push((
                Bonus::Gain(Gain {
                    krone: reward.krone,
                    emperor: reward.emperor,
                }),
                source,
            )),
        }
    }
    if let Some(bonus) = printed.bonus {
        effects.push((bonus, Source::RoomBonus { room }));
    }
    ctx.queue(FrameOrder::Any, effects);
}

/// Hires a staff member; a one-time one queues its effects.
fn hire(ctx: &mut Ctx, seat: Seat, slot: u8, cost: u32) {
    if cost > 0 {
        ctx.emit(E::KronePaid {
            seat,
            amount: cost,
            reason: KroneReason::Hire,
        });
    }
    let printed = ctx.s.sheet(seat).staff().slot(slot);
    ctx.emit(E::StaffHired {
        seat,
        slot,
        staff_type: printed.staff_type.clone(),
        cost,
    });
    let staff = data::staff_type(&printed.staff_type);
    if let (StaffCategory::OneTime, StaffEffect::Queue(bonuses)) = (staff.category, &staff.effect) {
        let effects = bonuses
            .iter()
            .map(|bonus| {
                (
                    *bonus,
                    Source::Staff {
                        slot,
                        staff_type: staff.id.clone(),
                    },
                )
            })
            .collect();
        ctx.queue(FrameOrder::Any, effects);
    }
}

/// Advances `steps` on the emperor tracks from the round's track on, claims finished
/// tracks, and queues the printed bonuses reached in one sequential frame.
pub fn advance(ctx: &mut Ctx, seat: Seat, steps: u32) {
    let tracks = data::tracks();
    let overflow = &data::sheet().overflow;
    let max_overflow = overflow.max_points / overflow.points_per_step.max(1);
    let from = ctx.s.sheet(seat).emperor;
    let mut to = from;
    let mut claims = ctx.s.claims.tracks;
    let mut track = Some(ctx.s.active_track());
    let (mut wasted, mut finished, mut reached) = (0, Vec::new(), Vec::new());
    for _ in 0..steps {
        while let Some(t) = track {
            if to.get(t) < tracks[t].length {
                break;
            }
            track = (t + 1 < tracks.len()).then_some(t + 1);
        }
        let Some(t) = track else {
            if u32::from(to.overflow) < max_overflow {
                to.overflow += 1;
            } else {
                wasted += 1;
            }
            continue;
        };
        let position = to.get(t) + 1;
        to.set(t, position);
        if position == tracks[t].length && claims[t].is_none() {
            claims[t] = Some(seat);
            finished.push(t);
        }
        if tracks[t].bonus_spaces.contains(&position) {
            reached.push((t, position));
        }
    }
    ctx.emit(E::EmperorAdvanced {
        seat,
        steps,
        from,
        to,
        wasted,
    });
    for t in finished {
        ctx.emit(E::EmperorTrackFirstFinished {
            seat,
            track: tracks[t].id.clone(),
            points: tracks[t].first_finisher_points,
        });
    }
    let hotel = ctx.s.sheet(seat).hotel();
    let mut effects = Vec::new();
    for (t, space) in reached {
        let Some(bonus) = hotel.emperor_bonus(&tracks[t].id, space) else {
            continue;
        };
        let id = ctx.effect_id();
        ctx.emit(E::EmperorBonusReached {
            seat,
            track: tracks[t].id.clone(),
            space,
            effect_id: id.clone(),
        });
        let source = Source::EmperorBonus {
            track: tracks[t].id.clone(),
            space,
        };
        effects.push(Effect::new(id, &bonus, source));
    }
    ctx.queue_effects(FrameOrder::Sequential, effects);
}

/// Resolves whatever needs no decision: the automatic first effect of a sequential top
/// frame, or an any-order top frame of gains only (all krone first, then the steps of the
/// first effect, whose bonuses are handled before the rest).
pub fn auto_resolve(ctx: &mut Ctx, seat: Seat) {
    while let Some(top) = ctx.s.stack.last() {
        match top.order {
            FrameOrder::Sequential => {
                let first = top.effects[0].clone();
                if !first.automatic {
                    return;
                }
                resolve_gain(ctx, seat, &first);
            }
            FrameOrder::Any => {
                if !top.effects.iter().all(|e| e.automatic) {
                    return;
                }
                let frame_id = top.frame_id.clone();
                let effects = top.effects.clone();
                for effect in &effects {
                    let krone = effect.krone.unwrap_or(0);
                    let emperor = effect.emperor.unwrap_or(0);
                    if krone > 0 {
                        ctx.emit(E::KroneGained {
                            seat,
                            amount: krone,
                            reason: reason(&effect.source),
                            effect_id: (emperor > 0).then(|| effect.id.clone()),
                        });
                    }
                    if emperor == 0 {
                        resolved(ctx, effect);
                    }
                }
                let first = ctx
                    .s
                    .stack
                    .last()
                    .filter(|frame| frame.frame_id == frame_id)
                    .map(|frame| frame.effects[0].clone());
                if let Some(first) = first {
                    resolved(ctx, &first);
                    advance(ctx, seat, first.emperor.unwrap_or(0));
                }
            }
        }
    }
}
