//! The round and phase machine: Mark round, loan phase (selection or end check), purchase
//! phase start and end, income, and the end of the game. Every automatic step runs inside
//! the command that completes the previous one.

use std::collections::BTreeMap;

use super::command::Side;
use super::config::{BuildingType, Colour};
use super::event::{
    CouponReason, EndReason, PhaseEndReason, Score, TieBreak, TokyoCapsuleHotelEvent as E,
};
use super::placement;
use super::state::{Status, StructureKind, TokyoCapsuleHotelState as State};
use super::tables::*;
use crate::engine::{GameRng, Seat};

/// Where random outcomes come from: the entry's generator in play, a script in tests.
pub trait Randomness {
    /// A uniform integer in `0..bound`.
    fn below(&mut self, bound: u32) -> u32;
}

impl Randomness for GameRng {
    fn below(&mut self, bound: u32) -> u32 {
        GameRng::below(self, bound)
    }
}

/// Scripted outcomes for tests: tie-break indexes and die face indexes, in draw order.
/// Once the script runs out every draw is 0.
#[derive(Clone, Debug, Default)]
pub struct Script(pub std::collections::VecDeque<u32>);

impl Script {
    /// A script of these draws.
    pub fn new(draws: &[u32]) -> Self {
        Script(draws.iter().copied().collect())
    }
}

impl Randomness for Script {
    fn below(&mut self, bound: u32) -> u32 {
        self.0.pop_front().unwrap_or(0).min(bound.saturating_sub(1))
    }
}

/// The working copy of one entry: the state as the events so far leave it.
pub struct Ctx<'a> {
    pub s: State,
    pub events: Vec<E>,
    pub rng: &'a mut dyn Randomness,
}

impl<'a> Ctx<'a> {
    /// A context over a copy of `state`.
    pub fn new(state: &State, rng: &'a mut dyn Randomness) -> Self {
        Ctx {
            s: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    /// Records an event and applies it.
    pub fn emit(&mut self, event: E) {
        self.s.apply(&event);
        self.events.push(event);
    }
}

/// Starts round `round`: the Mark round, then the loan phase.
pub fn start_round(ctx: &mut Ctx, round: u32) {
    ctx.emit(E::RoundStarted { round });
    if ctx.s.config.coupon_rounds.contains(&round) {
        let grants = ctx.s.order.iter().map(|&s| (s, 1)).collect();
        ctx.emit(E::CouponsGranted {
            reason: CouponReason::RoundTrack,
            grants,
        });
    }
    if round == 1 {
        ctx.emit(E::LoanSelectionStarted {});
        return;
    }
    let repayable = ctx.s.order.iter().any(|&seat| {
        ctx.s
            .debt(seat)
            .is_some_and(|d| ctx.s.players[seat.index()].yen >= d)
    });
    if repayable {
        end_game(ctx, EndReason::DebtRepayable);
    } else {
        start_purchase(ctx);
    }
}

/// Reveals the loans (after the last choice or the loan timeout).
pub fn reveal_loans(ctx: &mut Ctx) {
    let mut loans = BTreeMap::new();
    let mut bonus = BTreeMap::new();
    for &seat in &ctx.s.order {
        let amount = ctx.s.players[seat.index()]
            .chosen_loan
            .unwrap_or(ctx.s.config.loan.default);
        loans.insert(seat, amount);
        let coupons = ctx.s.config.loan_coupons(amount);
        if coupons > 0 {
            bonus.insert(seat, coupons);
        }
    }
    ctx.emit(E::LoansRevealed {
        loans,
        coupon_bonus: bonus,
    });
    start_purchase(ctx);
}

/// Starts a purchase phase: the queue by yen ascending, ties drawn and then clockwise.
pub fn start_purchase(ctx: &mut Ctx) {
    let n = ctx.s.order.len();
    let mut by_yen: BTreeMap<i64, Vec<Seat>> = BTreeMap::new();
    for &seat in &ctx.s.order {
        by_yen
            .entry(ctx.s.players[seat.index()].yen)
            .or_default()
            .push(seat);
    }
    let mut queue = Vec::new();
    let mut tie_breaks = Vec::new();
    for (_, group) in by_yen {
        if group.len() == 1 {
            queue.extend(group);
            continue;
        }
        let first = group[ctx.rng.below(group.len() as u32) as usize];
        let first_pos = ctx.s.position(first);
        let mut rest = group.clone();
        rest.sort_by_key(|&s| (ctx.s.position(s) + n - first_pos) % n);
        queue.extend(rest);
        tie_breaks.push(TieBreak {
            group,
            drawn_first: first,
        });
    }
    let limit = ctx.s.config.spend_limit(n);
    ctx.emit(E::PurchasePhaseStarted {
        round: ctx.s.round,
        limit,
        queue,
        tie_breaks,
    });
}

/// After an entry in the purchase phase: ends the phase when it is over.
pub fn check_phase_end(ctx: &mut Ctx) {
    use super::state::Phase;
    match ctx.s.phase {
        Phase::Open if ctx.s.players.iter().all(|p| p.status == Status::Passed) => {
            end_purchase(ctx, PhaseEndReason::AllPassed)
        }
        Phase::WindDown if ctx.s.trades.is_empty() => {
            end_purchase(ctx, PhaseEndReason::LimitReached)
        }
        _ => {}
    }
}

/// Ends the purchase phase: income, then the next round or the end of the game.
pub fn end_purchase(ctx: &mut Ctx, reason: PhaseEndReason) {
    ctx.emit(E::PurchasePhaseEnded { reason });
    income(ctx);
    if ctx.s.round >= ctx.s.config.rounds {
        end_game(ctx, EndReason::RoundLimit);
    } else {
        let next = ctx.s.round + 1;
        start_round(ctx, next);
    }
}

/// Franchise income of a colour: 100 × (hotels + parcels holding one).
pub fn franchise_income(state: &State, colour: Colour) -> i64 {
    let mut hotels = 0;
    let mut parcels = std::collections::BTreeSet::new();
    for (s, h) in state.hotels() {
        if h.colour == colour {
            hotels += 1;
            parcels.insert(state.areas[s.area].parcel);
        }
    }
    FRANCHISE_UNIT * (hotels + parcels.len()) as i64
}

/// The income phase.
pub fn income(ctx: &mut Ctx) {
    let round = ctx.s.round;
    ctx.emit(E::IncomePhaseStarted { round });
    let parcels = placement::parcels(&ctx.s);
    let mut attraction: BTreeMap<usize, i64> = BTreeMap::new();
    let mut nullified: BTreeMap<usize, bool> = BTreeMap::new();
    let mut coupons: BTreeMap<Seat, u32> = BTreeMap::new();
    let mut rolls = Vec::new();
    for &p in &parcels {
        let has_hotel = ctx.s.hotels().any(|(s, _)| ctx.s.areas[s.area].parcel == p);
        for s in ctx.s.structures.iter() {
            let StructureKind::Building(building) = s.kind else {
                continue;
            };
            if ctx.s.areas[s.area].parcel != p {
                continue;
            }
            let side = s.side.unwrap_or(Side::A);
            let a = attraction.entry(p).or_default();
            match (building, side) {
                (BuildingType::SweetsBuffet, Side::B) => {
                    *a += SWEETS_B_ATTRACTION;
                    nullified.insert(p, true);
                }
                (BuildingType::Arcade, Side::B) => *a += ARCADE_B_ATTRACTION,
                (BuildingType::TokyoSpike | BuildingType::SumoDohyo, Side::B) => {}
                _ => {
                    if !has_hotel && !ctx.s.config.income.roll_without_hotels {
                        continue;
                    }
                    let faces = ctx.s.config.faces(building);
                    let index = ctx.rng.below(faces.len() as u32) as usize;
                    let face = faces[index].clone();
                    *a += face.y.unwrap_or(0);
                    if face.n == Some(true) {
                        nullified.insert(p, true);
                    }
                    if let Some(c) = face.c {
                        *coupons.entry(ctx.s.owner_of_structure(s)).or_default() += c;
                    }
                    rolls.push(E::DiceRolled {
                        building_id: s.id.clone(),
                        parcel_id: ctx.s.areas[p].id.clone(),
                        face_index: index,
                        face,
                    });
                }
            }
        }
    }
    // The Park on side B: +500 to every other adjacent parcel, and to every starting parcel
    // in use when one of them is adjacent.
    if let Some(park) =
        ctx.s.structures.iter().find(|s| {
            s.kind == StructureKind::Building(BuildingType::Park) && s.side == Some(Side::B)
        })
    {
        let q = ctx.s.areas[park.area].parcel;
        let adjacent = placement::adjacent_parcels(&ctx.s, q);
        let starting: Vec<usize> = parcels
            .iter()
            .copied()
            .filter(|&p| p != q && ctx.s.areas[p].kind == super::state::AreaKind::Starting)
            .collect();
        let mut bonus: std::collections::BTreeSet<usize> = adjacent.clone();
        if starting.iter().any(|p| adjacent.contains(p)) {
            bonus.extend(starting);
        }
        for p in bonus {
            *attraction.entry(p).or_default() += PARK_B_BONUS;
        }
    }
    for roll in rolls {
        ctx.emit(roll);
    }
    if !coupons.is_empty() {
        ctx.emit(E::CouponsGranted {
            reason: CouponReason::Dice,
            grants: coupons,
        });
    }
    let mut deductions = BTreeMap::new();
    for &p in &parcels {
        let graveyards = placement::parcel_graveyards(&ctx.s, p);
        let null = nullified.get(&p).copied().unwrap_or(false);
        let deduction = if null {
            0
        } else {
            GRAVEYARD_DEDUCTION * graveyards as i64
        };
        deductions.insert(p, deduction);
        ctx.emit(E::ParcelAttractionComputed {
            parcel_id: ctx.s.areas[p].id.clone(),
            attraction: attraction.get(&p).copied().unwrap_or(0),
            graveyards,
            deduction,
            nullified: null,
        });
    }
    let mut totals: BTreeMap<Seat, i64> = BTreeMap::new();
    let mut payments = Vec::new();
    for &p in &parcels {
        for (s, h) in ctx.s.hotels() {
            if ctx.s.areas[s.area].parcel != p {
                continue;
            }
            let f = franchise_income(&ctx.s, h.colour);
            let a = attraction.get(&p).copied().unwrap_or(0);
            let g = deductions[&p];
            let raw = f + a - g;
            let paid = raw
                .max(INCOME_FLOOR)
                .min(INCOME_CAP_PER_CAPSULE * i64::from(h.capsule_count));
            let owner = ctx.s.owner_of_structure(s);
            *totals.entry(owner).or_default() += paid;
            payments.push(E::HotelIncomePaid {
                hotel_id: s.id.clone(),
                owner,
                colour: h.colour,
                f,
                a,
                g,
                raw,
                paid,
            });
        }
    }
    for payment in payments {
        ctx.emit(payment);
    }
    for seat in ctx.s.order.clone() {
        ctx.emit(E::PlayerIncomeTotalled {
            player_id: seat,
            total: totals.get(&seat).copied().unwrap_or(0),
        });
    }
    ctx.emit(E::IncomePhaseEnded { round });
}

/// Scores every player and ends the game.
pub fn end_game(ctx: &mut Ctx, reason: EndReason) {
    let round = ctx.s.round;
    let scores: Vec<Score> = ctx
        .s
        .order
        .iter()
        .map(|&seat| {
            let yen = ctx.s.players[seat.index()].yen;
            let debt = ctx.s.debt(seat).unwrap_or(0);
            Score {
                player_id: seat,
                yen,
                debt,
                net: yen - debt,
            }
        })
        .collect();
    let best = scores.iter().map(|s| s.net).max().unwrap_or(0);
    let winners = scores
        .iter()
        .filter(|s| s.net == best)
        .map(|s| s.player_id)
        .collect();
    ctx.emit(E::GameEnded {
        reason,
        round,
        scores,
        winners,
    });
}
