//! The rule flow: setup, the commands of a turn, the turn and round ends, the emperor checks
//! and the end of the game.
//!
//! Choices on points the rules leave open:
//! * `DieTaken` is the first event of a `take_die` entry (it removes the die); the copy fee,
//!   the on-take staff triggers and the main effect's `EffectsQueued` follow it.
//! * A `KroneGained` that pays the krone part of a pending gain which also gives steps names
//!   that effect (`effect_id`), so the state knows the krone is paid.
//! * `start_player` beyond the seat count is refused when a game is created
//!   ([`super::GrandAustriaHotel`]'s `validate_seats`); a stored game created with one before
//!   that check sets up as it did then, with a random start player.
//! * Rules version 2 (recorded in `GameCreated`): a timeout before the die is taken forfeits
//!   with krone only a die `forfeit_die` would forfeit, and otherwise discards it without
//!   krone (`DieDiscarded`); any seat may take a loan while play runs, also out of turn.
//!   Games of version 1 keep deciding as they did.

use crate::engine::Seat;

use super::command::{Copy, Face, GrandAustriaHotelCommand as C, Mode, Params, Space};
use super::config::{ForfeitPolicy, GrandAustriaHotelConfig};
use super::ctx::{Ctx, Randomness};
use super::data::{self, Bonus, ColorFilter, Discount, HireBonus, OccupyBonus, PrepareBonus};
use super::data::{Gain, StaffEffect};
use super::effect::{FrameOrder, Source};
use super::event::{
    Action, BoardDeal, CheckResult, GrandAustriaHotelEvent as E, KroneReason, RankingRow,
};
use super::rejection::GrandAustriaHotelRejection as R;
use super::resolve::{self, auto_resolve};
use super::scoring;
use super::state::{GrandAustriaHotelState, Mark, Phase, PlayerSheet};

/// The events of the setup entry of a game played under `rules_version`.
pub fn setup(
    config: &GrandAustriaHotelConfig,
    seats: usize,
    rules_version: u32,
    rng: &mut dyn Randomness,
) -> Vec<E> {
    let empty = GrandAustriaHotelState::default();
    let mut ctx = Ctx::new(&empty, rng);
    ctx.emit(E::GameCreated {
        player_count: seats as u8,
        options: config.clone(),
        rules_version,
    });
    let start = match config.start_player {
        Some(seat) if seat.index() < seats => seat.index(),
        _ => ctx.rng.below(seats as u32) as usize,
    };
    let order: Vec<Seat> = (0..seats)
        .map(|k| Seat(((start + k) % seats) as u8))
        .collect();
    ctx.emit(E::StartPlayerChosen {
        start_player: order[0],
        seats: order.clone(),
    });
    let mut hotel_boards: Vec<String> = (1..=4).map(|k| format!("HB{k}")).collect();
    let mut staff_boards: Vec<String> = (1..=4).map(|k| format!("SB{k}")).collect();
    shuffle(ctx.rng, &mut hotel_boards);
    shuffle(ctx.rng, &mut staff_boards);
    let mut boards = Vec::new();
    for (k, &seat) in order.iter().enumerate() {
        let (hotel_side, staff_side) = if config.choose_faces {
            (None, None)
        } else {
            let (hotel_face, staff_face) = flip_faces(ctx.rng);
            (
                Some(data::side_of_board(
                    true,
                    &hotel_boards[k],
                    hotel_face.name(),
                )),
                Some(data::side_of_board(
                    false,
                    &staff_boards[k],
                    staff_face.name(),
                )),
            )
        };
        boards.push(BoardDeal {
            seat,
            hotel_board: hotel_boards[k].clone(),
            hotel_side,
            staff_board: staff_boards[k].clone(),
            staff_side,
        });
    }
    ctx.emit(E::BoardsAssigned { boards });
    if !config.choose_faces {
        start_game(&mut ctx);
    }
    ctx.events
}

/// Fisher–Yates from the last position down.
fn shuffle<T>(rng: &mut dyn Randomness, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

fn flip_faces(rng: &mut dyn Randomness) -> (Face, Face) {
    let mut flip = || if rng.below(2) == 0 { Face::A } else { Face::B };
    let hotel = flip();
    (hotel, flip())
}

/// Starting krone for every seat, then round 1.
fn start_game(ctx: &mut Ctx) {
    for (k, seat) in ctx.s.order.clone().into_iter().enumerate() {
        let krone = ctx.s.config.starting_krone.krone(k + 1);
        ctx.emit(E::StartingKroneGranted { seat, krone });
    }
    start_round(ctx, 1);
}

fn start_round(ctx: &mut Ctx, round: u8) {
    let n = ctx.s.order.len();
    let start_seat = ctx.s.seat_at(usize::from(round - 1) % n);
    let track = super::state::track_of_round(round);
    ctx.emit(E::RoundStarted {
        round,
        start_seat,
        active_track: data::tracks()[track].id.clone(),
    });
    let values: Vec<u8> = (0..data::dice_count(n))
        .map(|_| ctx.rng.below(6) as u8 + 1)
        .collect();
    let mut counts = [0u8; 6];
    for &v in &values {
        counts[usize::from(v) - 1] += 1;
    }
    ctx.emit(E::DiceRolled {
        round,
        values,
        counts,
    });
    start_turn(ctx, 0);
}

fn start_turn(ctx: &mut Ctx, turn_index: u8) {
    let n = ctx.s.order.len();
    let start = ctx.s.position(ctx.s.start_seat) - 1;
    ctx.emit(E::TurnStarted {
        round: ctx.s.round,
        turn_index,
        seat: ctx.s.seat_at(start + usize::from(turn_index)),
        pass: if usize::from(turn_index) < n { 1 } else { 2 },
    });
}

/// Ends the turn once the die is used and the stack is empty; ends the round after the last
/// turn, runs its emperor check, and passes the start marker or ends the game.
fn end_turn_if_done(ctx: &mut Ctx) {
    if !ctx.s.die_used || !ctx.s.stack.is_empty() || ctx.s.phase != Phase::InProgress {
        return;
    }
    let s = &ctx.s;
    ctx.emit(E::TurnEnded {
        round: s.round,
        turn_index: s.turn_index,
        seat: s.active_seat,
        pass: s.pass,
    });
    let n = ctx.s.order.len();
    let turns = n * usize::from(data::sheet().turns_per_round_per_player);
    if usize::from(ctx.s.turn_index) + 1 < turns {
        start_turn(ctx, ctx.s.turn_index + 1);
        return;
    }
    let round = ctx.s.round;
    ctx.emit(E::RoundEnded {
        round,
        leftover: ctx.s.dice,
    });
    if let Some(track) = data::tracks().iter().find(|t| t.check_after_round == round) {
        let t = super::state::track_index(&track.id);
        let results = ctx
            .s
            .order
            .iter()
            .map(|&seat| {
                let position = ctx.s.sheet(seat).emperor.get(t);
                CheckResult {
                    seat,
                    position,
                    threshold: track.white_section_from,
                    penalty: if position < track.white_section_from {
                        track.penalty
                    } else {
                        0
                    },
                }
            })
            .collect();
        ctx.emit(E::EmperorChecked {
            round,
            track: track.id.clone(),
            results,
        });
    }
    if round < data::sheet().rounds {
        let from_seat = ctx.s.start_seat;
        let to_seat = ctx.s.seat_at(ctx.s.position(from_seat));
        ctx.emit(E::StartMarkerPassed { from_seat, to_seat });
        start_round(ctx, round + 1);
    } else {
        end_game(ctx);
    }
}

fn end_game(ctx: &mut Ctx) {
    let mut ranking = Vec::new();
    for seat in ctx.s.order.clone() {
        let breakdown = scoring::score(&ctx.s, seat);
        let total = breakdown.total();
        ctx.emit(E::FinalScored {
            seat,
            breakdown,
            total,
        });
        ranking.push(RankingRow { seat, total });
    }
    let best = ranking.iter().map(|r| r.total).max().unwrap_or(0);
    let mut winners: Vec<Seat> = ranking
        .iter()
        .filter(|r| r.total == best)
        .map(|r| r.seat)
        .collect();
    winners.sort();
    ranking.sort_by_key(|r| (-r.total, r.seat));
    ctx.emit(E::GameEnded { ranking, winners });
}

/// Decides a command of an awaited seat (or one allowed out of turn: `resign`, and loans
/// under rules version 2).
pub fn decide(
    state: &GrandAustriaHotelState,
    seat: Seat,
    command: &C,
    rng: &mut dyn Randomness,
) -> Result<Vec<E>, R> {
    decide_to_state(state, seat, command, rng).map(|(events, _)| events)
}

/// Decides a command as [`decide`], with the state its events lead to (the decision
/// applies every event it emits to its copy of `state`).
pub fn decide_to_state(
    state: &GrandAustriaHotelState,
    seat: Seat,
    command: &C,
    rng: &mut dyn Randomness,
) -> Result<(Vec<E>, GrandAustriaHotelState), R> {
    let mut ctx = Ctx::new(state, rng);
    check_phase(state, seat, command)?;
    match command {
        C::ChooseFaces {
            hotel_face,
            staff_face,
        } => choose_faces(&mut ctx, seat, *hotel_face, *staff_face),
        C::TakeDie {
            space,
            mode,
            copy,
            main,
        } => take_die(&mut ctx, seat, *space, *mode, *copy, main.as_ref())?,
        C::ResolveEffect { effect_id, params } => {
            resolve::resolve_effect(&mut ctx, seat, effect_id, params.as_ref())?;
        }
        C::SkipEffect { effect_id } => resolve::skip_effect(&mut ctx, effect_id)?,
        C::ForfeitDie { space } => forfeit_die(&mut ctx, seat, *space, true)?,
        C::TakeLoan {} => take_loan(&mut ctx, seat)?,
        C::Timeout {} => timeout(&mut ctx, seat),
        C::Resign {} => ctx.emit(E::PlayerResigned { seat }),
    }
    // The pending effects are the active player's, whoever sent the command.
    let active = ctx.s.active_seat;
    auto_resolve(&mut ctx, active);
    end_turn_if_done(&mut ctx);
    Ok((ctx.events, ctx.s))
}

fn check_phase(state: &GrandAustriaHotelState, seat: Seat, command: &C) -> Result<(), R> {
    let choosing = state.phase == Phase::ChoosingFaces;
    let wrong = match command {
        C::ChooseFaces { .. } => !choosing,
        C::Timeout {} | C::Resign {} => false,
        _ => choosing,
    };
    if wrong {
        return Err(R::WrongPhase {
            status: state.phase.name().into(),
            allowed: super::legal::allowed_types(state, seat)
                .into_iter()
                .map(String::from)
                .collect(),
        });
    }
    Ok(())
}

fn choose_faces(ctx: &mut Ctx, seat: Seat, hotel_face: Face, staff_face: Face) {
    let sheet = ctx.s.sheet(seat);
    let hotel_side = data::side_of_board(true, &sheet.hotel_board, hotel_face.name());
    let staff_side = data::side_of_board(false, &sheet.staff_board, staff_face.name());
    ctx.emit(E::FacesChosen {
        seat,
        hotel_side,
        staff_side,
    });
    if ctx.s.phase == Phase::InProgress {
        start_game(ctx);
    }
}

fn take_loan(ctx: &mut Ctx, seat: Seat) -> Result<(), R> {
    let loans = &data::sheet().loans;
    let taken = ctx.s.sheet(seat).loans;
    if taken >= loans.max {
        return Err(R::LoanLimit { loans: taken });
    }
    ctx.emit(E::LoanTaken {
        seat,
        loan_number: taken + 1,
        krone: loans.krone,
        penalty: loans.penalties[usize::from(taken)],
    });
    ctx.emit(E::KroneGained {
        seat,
        amount: loans.krone,
        reason: KroneReason::Loan,
        effect_id: None,
    });
    Ok(())
}

/// The action a die from `space` carries out with `mode` / `copy`, checked in the rules'
/// order: the action, the mode chosen, and the copied action.
pub fn action_of(
    space: Space,
    mode: Option<Mode>,
    copy: Option<Copy>,
) -> Result<(Action, Option<Action>, Option<u8>), R> {
    let s = space.get();
    let mode_word = |m: Mode| {
        serde_json::to_value(m)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
    };
    let options = |action: u8| -> &'static [Mode] {
        match action {
            3 => &[Mode::Prepare, Mode::Occupy],
            4 => &[Mode::Emperor, Mode::Krone],
            _ => &[],
        }
    };
    let allowed = |action: u8| {
        options(action)
            .iter()
            .filter_map(|&m| mode_word(m))
            .collect::<Vec<_>>()
    };
    let pick = |action: u8, mode: Option<Mode>, field: &str| -> Result<Option<Mode>, R> {
        match (options(action).is_empty(), mode) {
            (true, None) => Ok(None),
            (false, None) => Err(R::ModeRequired {
                space: s,
                field: field.into(),
            }),
            (_, Some(m)) if options(action).contains(&m) => Ok(Some(m)),
            (_, Some(m)) => Err(R::InvalidMode {
                action,
                mode: mode_word(m),
                allowed: allowed(action),
            }),
        }
    };
    let mode = pick(s, mode, "mode")?;
    let (action, copied) = match (s, copy) {
        (6, None) => {
            return Err(R::ModeRequired {
                space: 6,
                field: "copy".into(),
            });
        }
        (6, Some(copy)) => {
            let target = u8::try_from(copy.action)
                .ok()
                .filter(|a| (1..=5).contains(a))
                .ok_or(R::InvalidCopyTarget {
                    action: copy.action,
                })?;
            (
                target,
                Some((target, pick(target, copy.mode, "copy.mode")?)),
            )
        }
        (_, Some(copy)) => {
            return Err(R::InvalidCopyTarget {
                action: copy.action,
            });
        }
        (_, None) => (s, None),
    };
    let chosen = copied.map_or(mode, |(_, m)| m);
    let effective = match (action, chosen) {
        (1, _) | (3, Some(Mode::Prepare)) => Action::Prepare,
        (2, _) | (3, _) => Action::Occupy,
        (4, Some(Mode::Krone)) => Action::Krone,
        (4, _) => Action::Emperor,
        _ => Action::Hire,
    };
    let mode_action = chosen.map(|m| match m {
        Mode::Prepare => Action::Prepare,
        Mode::Occupy => Action::Occupy,
        Mode::Emperor => Action::Emperor,
        Mode::Krone => Action::Krone,
    });
    Ok((effective, mode_action, copied.map(|(a, _)| a)))
}

/// Whether the action has any legal target on the sheet.
fn possible(sheet: &PlayerSheet, action: Action) -> bool {
    match action {
        Action::Prepare => resolve::can_prepare_somewhere(sheet),
        Action::Occupy => !sheet.rooms_marked(Mark::Prepared).is_empty(),
        Action::Hire => sheet.hired.iter().any(|h| !h),
        Action::Emperor | Action::Krone => true,
    }
}

/// The permanent on-take staff of `sheet` for a die taken from `space`.
fn on_take(sheet: &PlayerSheet, space: u8) -> Vec<data::OnTakeDie> {
    sheet
        .hired_types()
        .filter_map(|(_, t)| match data::staff_type(t).effect {
            StaffEffect::OnTakeDie(trigger) if trigger.space == space => Some(trigger),
            _ => None,
        })
        .collect()
}

/// The krone the copy fee changes: −1, or + the T2 gain.
fn copy_fee_change(sheet: &PlayerSheet) -> i64 {
    let replace: u32 = on_take(sheet, 6)
        .iter()
        .map(|t| t.replace_copy_fee_with_gain)
        .sum();
    if replace > 0 {
        i64::from(replace)
    } else {
        -i64::from(data::sheet().copy_fee)
    }
}

/// The checks of `take_die` up to the krone for the copy fee.
pub fn check_take(
    state: &GrandAustriaHotelState,
    seat: Seat,
    space: Space,
    mode: Option<Mode>,
    copy: Option<Copy>,
) -> Result<(Action, Option<Action>, Option<u8>), R> {
    if state.die_used {
        return Err(R::DieAlreadyTaken {});
    }
    if state.dice[space.index()] == 0 {
        return Err(R::SpaceEmpty { space: space.get() });
    }
    let (action, mode, copied) = action_of(space, mode, copy)?;
    let sheet = state.sheet(seat);
    if !possible(sheet, action) {
        return Err(R::ActionImpossible { action });
    }
    if space.get() == 6 && copy_fee_change(sheet) < 0 && sheet.krone < -copy_fee_change(sheet) {
        return Err(R::InsufficientKrone {
            required: data::sheet().copy_fee,
            krone: sheet.krone,
        });
    }
    Ok((action, mode, copied))
}

/// The main effect of an action of strength `strength`.
fn main_bonus(action: Action, strength: u8) -> Bonus {
    let amount = Discount::Amount(u32::from(strength));
    match action {
        Action::Prepare => Bonus::Prepare(PrepareBonus {
            color: ColorFilter::Any,
            discount: Discount::Amount(0),
            max_rooms: strength,
            min_rooms: 1,
        }),
        Action::Occupy => Bonus::Occupy(OccupyBonus {
            color: ColorFilter::Any,
            discount: amount,
        }),
        Action::Hire => Bonus::Hire(HireBonus { discount: amount }),
        Action::Emperor => Bonus::Gain(Gain {
            krone: 0,
            emperor: u32::from(strength),
        }),
        Action::Krone => Bonus::Gain(Gain {
            krone: u32::from(strength),
            emperor: 0,
        }),
    }
}

/// The strength a die from `space` would have (its triggers included).
fn strength_of(state: &GrandAustriaHotelState, seat: Seat, space: Space) -> (u8, u8) {
    let base = state.dice[space.index()];
    let bonus: u8 = on_take(state.sheet(seat), space.get())
        .iter()
        .map(|t| t.strength_bonus)
        .sum();
    (base, base + bonus)
}

fn take_die(
    ctx: &mut Ctx,
    seat: Seat,
    space: Space,
    mode: Option<Mode>,
    copy: Option<Copy>,
    main: Option<&Params>,
) -> Result<(), R> {
    let (action, mode, copied) = check_take(&ctx.s, seat, space, mode, copy)?;
    if main.is_some() && matches!(action, Action::Emperor | Action::Krone) {
        return Err(R::ParamsMismatch {
            effect_id: None,
            kind: super::effect::EffectKind::Gain,
            expected: None,
        });
    }
    let (base_strength, strength) = strength_of(&ctx.s, seat, space);
    ctx.emit(E::DieTaken {
        seat,
        space: space.get(),
        base_strength,
        strength,
        action,
        mode,
        copied_action: copied,
    });
    if space.get() == 6 {
        let change = copy_fee_change(ctx.s.sheet(seat));
        if change > 0 {
            ctx.emit(E::KroneGained {
                seat,
                amount: change as u32,
                reason: KroneReason::Staff,
                effect_id: None,
            });
        } else {
            ctx.emit(E::KronePaid {
                seat,
                amount: (-change) as u32,
                reason: KroneReason::CopyFee,
            });
        }
    }
    for trigger in on_take(ctx.s.sheet(seat), space.get()) {
        if let Some(g) = trigger.gain {
            resolve::gain(ctx, seat, g, KroneReason::Staff);
        }
    }
    let ids = ctx.queue(
        FrameOrder::Any,
        vec![(
            main_bonus(action, strength),
            Source::MainAction { space: space.get() },
        )],
    );
    if let Some(params) = main {
        auto_resolve(ctx, seat);
        resolve::resolve_effect(ctx, seat, &ids[0], Some(params))?;
    }
    Ok(())
}

/// Whether `seat` could carry out some way of taking a die from `space` and resolve its main
/// effect once with the krone it would hold then (no loan).
pub fn could_act(state: &GrandAustriaHotelState, seat: Seat, space: Space) -> bool {
    let sheet = state.sheet(seat);
    take_options(space).into_iter().any(|(mode, copy)| {
        let Ok((action, _, _)) = check_take(state, seat, space, mode, copy) else {
            return false;
        };
        let mut krone = sheet.krone;
        if space.get() == 6 {
            krone += copy_fee_change(sheet);
        }
        krone += on_take(sheet, space.get())
            .iter()
            .filter_map(|t| t.gain)
            .map(|g| i64::from(g.krone))
            .sum::<i64>();
        let (_, strength) = strength_of(state, seat, space);
        let discount = Discount::Amount(u32::from(strength));
        let can_pay = |cost: u32| i64::from(cost) <= krone;
        match action {
            Action::Prepare => (1..=data::room_count()).any(|r| {
                sheet.mark(r) == Mark::Empty
                    && (1..=data::room_count()).any(|o| data::adjacent(r, o) && sheet.marked(o))
                    && can_pay(resolve::prepare_cost(sheet, Discount::Amount(0), r))
            }),
            Action::Occupy => sheet
                .rooms_marked(Mark::Prepared)
                .into_iter()
                .any(|r| can_pay(resolve::occupy_cost(discount, r))),
            Action::Hire => (1..=6u8).any(|slot| {
                !sheet.hired[usize::from(slot) - 1]
                    && can_pay(discount.apply(sheet.staff().slot(slot).cost))
            }),
            Action::Emperor | Action::Krone => true,
        }
    })
}

/// Every combination of `mode` and `copy` for a die of `space`.
pub fn take_options(space: Space) -> Vec<(Option<Mode>, Option<Copy>)> {
    let copy = |action: i64, mode: Option<Mode>| Some(Copy { action, mode });
    match space.get() {
        3 => vec![(Some(Mode::Prepare), None), (Some(Mode::Occupy), None)],
        4 => vec![(Some(Mode::Emperor), None), (Some(Mode::Krone), None)],
        6 => vec![
            (None, copy(1, None)),
            (None, copy(2, None)),
            (None, copy(3, Some(Mode::Prepare))),
            (None, copy(3, Some(Mode::Occupy))),
            (None, copy(4, Some(Mode::Emperor))),
            (None, copy(4, Some(Mode::Krone))),
            (None, copy(5, None)),
        ],
        _ => vec![(None, None)],
    }
}

/// The checks of `forfeit_die`.
pub fn check_forfeit(
    state: &GrandAustriaHotelState,
    seat: Seat,
    space: Space,
    by_policy: bool,
) -> Result<(), R> {
    if state.die_used {
        return Err(R::DieAlreadyTaken {});
    }
    if state.dice[space.index()] == 0 {
        return Err(R::SpaceEmpty { space: space.get() });
    }
    if by_policy
        && state.config.forfeit_policy == ForfeitPolicy::OnlyIfUnable
        && could_act(state, seat, space)
    {
        return Err(R::ForfeitNotAllowed { space: space.get() });
    }
    Ok(())
}

fn forfeit_die(ctx: &mut Ctx, seat: Seat, space: Space, by_policy: bool) -> Result<(), R> {
    check_forfeit(&ctx.s, seat, space, by_policy)?;
    ctx.emit(E::DieForfeited {
        seat,
        space: space.get(),
    });
    ctx.emit(E::KroneGained {
        seat,
        amount: data::sheet().forfeit_krone,
        reason: KroneReason::Forfeit,
        effect_id: None,
    });
    Ok(())
}

/// The server's default decision for a seat whose timer ran out: before the die is taken,
/// a die from the lowest non-empty space is forfeited (with its krone) if `forfeit_die` would
/// forfeit it and discarded without krone otherwise (under rules version 1 always
/// forfeited); after, the pending effects are skipped.
fn timeout(ctx: &mut Ctx, seat: Seat) {
    ctx.emit(E::TimedOut { seat });
    if ctx.s.phase == Phase::ChoosingFaces {
        let (hotel, staff) = flip_faces(ctx.rng);
        choose_faces(ctx, seat, hotel, staff);
        return;
    }
    if !ctx.s.die_used {
        if let Some(space) = Space::all().find(|s| ctx.s.dice[s.index()] > 0) {
            let by_policy = ctx.s.timeout_pays_only_allowed_forfeits();
            if forfeit_die(ctx, seat, space, by_policy).is_err() {
                ctx.emit(E::DieDiscarded {
                    seat,
                    space: space.get(),
                });
            }
        }
        return;
    }
    loop {
        auto_resolve(ctx, seat);
        let Some(effect) = ctx
            .s
            .actionable()
            .into_iter()
            .find(|e| e.skippable)
            .cloned()
        else {
            return;
        };
        ctx.emit(E::EffectSkipped {
            effect_id: effect.id,
        });
    }
}
