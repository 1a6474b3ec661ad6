//! Houses and hotels (§4.10) and the building-shortage procedure (§4.11).

use std::collections::BTreeMap;

use crate::engine::Seat;

use super::auction;
use super::config::{BuildingShortage, HotelBreakdown, ShortageMinBid};
use super::data::{self, HOTEL_LEVEL};
use super::event::MonopolyEvent as E;
use super::flow::{self, Ctx};
use super::rejection::MonopolyRejection as R;
use super::state::{
    Allocation, AuctionItem, AuctionReason, Bid, BuildRequest, BuildingType, CashReason,
    ClaimRound, LevelStep, MonopolyState, Party, PendingBuild, Phase, Supply,
};

/// A validated build request: its unit steps in execution order and its cost.
#[derive(Clone, Debug)]
pub struct BuildPlan {
    pub group: String,
    pub steps: Vec<LevelStep>,
    pub cost: i64,
}

impl BuildPlan {
    fn units(&self, unit: BuildingType) -> u32 {
        self.steps.iter().filter(|s| s.unit() == unit).count() as u32
    }
}

/// A validated sale: the level changes, the proceeds and the new bank supply.
#[derive(Clone, Debug)]
pub struct SalePlan {
    pub group: String,
    pub changes: Vec<LevelStep>,
    pub proceeds: i64,
    pub bank: Supply,
}

fn group_streets(group: &str) -> Result<&'static [u8], R> {
    data::group_squares(group).ok_or_else(|| R::UnknownGroup {
        group: group.to_string(),
    })
}

/// Parses the target keys (square indices as decimal strings) of a group.
fn parse_target(group: &str, target: &BTreeMap<String, i64>) -> Result<Vec<(u8, i64)>, R> {
    let streets = group_streets(group)?;
    target
        .iter()
        .map(|(key, &level)| match key.parse::<u8>() {
            Ok(square) if streets.contains(&square) => Ok((square, level)),
            _ => Err(R::SquareNotInGroup {
                square: key.clone(),
                group: group.to_string(),
            }),
        })
        .collect()
}

fn final_levels(s: &MonopolyState, streets: &[u8], target: &[(u8, i64)]) -> Vec<u8> {
    streets
        .iter()
        .map(|&q| {
            target
                .iter()
                .find(|(t, _)| *t == q)
                .map_or(s.deed(q).level, |&(_, level)| level as u8)
        })
        .collect()
}

fn is_even(levels: &[u8]) -> bool {
    levels.iter().max().unwrap_or(&0) - levels.iter().min().unwrap_or(&0) <= 1
}

/// Checks a build request against every rule but the bank supply (§5.4 `build`).
pub fn check_build(
    s: &MonopolyState,
    seat: Seat,
    group: &str,
    target: &BTreeMap<String, i64>,
) -> Result<BuildPlan, R> {
    let streets = group_streets(group)?;
    let target = parse_target(group, target)?;
    if !s.owns_group(seat, group) {
        return Err(R::NotMonopoly {
            group: group.to_string(),
        });
    }
    let mortgaged: Vec<u8> = streets
        .iter()
        .copied()
        .filter(|&q| s.deed(q).mortgaged)
        .collect();
    if !mortgaged.is_empty() {
        return Err(R::GroupHasMortgage {
            group: group.to_string(),
            mortgaged,
        });
    }
    for &(square, level) in &target {
        if !(0..=i64::from(HOTEL_LEVEL)).contains(&level) {
            return Err(R::LevelOutOfRange { square, level });
        }
    }
    for &(square, level) in &target {
        let current = s.deed(square).level;
        if (level as u8) < current {
            return Err(R::LevelDecrease {
                square,
                current,
                target: level as u8,
            });
        }
    }
    let levels = final_levels(s, streets, &target);
    let steps = unit_steps(s, streets, &levels);
    if steps.is_empty() {
        return Err(R::NoChange {
            group: group.to_string(),
        });
    }
    if !is_even(&levels) {
        return Err(R::UnevenBuild { levels });
    }
    let cost = steps.len() as i64 * data::square(streets[0]).house_cost();
    let cash = s.player(seat).cash;
    if cost > cash {
        return Err(R::InsufficientFunds {
            player: None,
            required: cost,
            cash,
        });
    }
    Ok(BuildPlan {
        group: group.to_string(),
        steps,
        cost,
    })
}

/// The unit steps from the current levels to `levels`: lowest level first, ties by lowest
/// board index (§4.10 step 2).
fn unit_steps(s: &MonopolyState, streets: &[u8], levels: &[u8]) -> Vec<LevelStep> {
    let mut current: Vec<u8> = streets.iter().map(|&q| s.deed(q).level).collect();
    let mut steps = Vec::new();
    while let Some(i) = (0..streets.len())
        .filter(|&i| current[i] < levels[i])
        .min_by_key(|&i| (current[i], streets[i]))
    {
        steps.push(LevelStep {
            square: streets[i],
            from: current[i],
            to: current[i] + 1,
        });
        current[i] += 1;
    }
    steps
}

/// The units a build request asks for, read leniently (unknown squares ignored, levels
/// clamped to 0–5): the claim check of §5.6 comes before the `build` checks.
pub fn requested_units(
    s: &MonopolyState,
    group: &str,
    target: &BTreeMap<String, i64>,
) -> Vec<BuildingType> {
    let Some(streets) = data::group_squares(group) else {
        return vec![];
    };
    let levels: Vec<u8> = streets
        .iter()
        .map(|q| {
            let current = s.deed(*q).level;
            target
                .get(&q.to_string())
                .map_or(current, |&l| l.clamp(0, i64::from(HOTEL_LEVEL)) as u8)
                .max(current)
        })
        .collect();
    unit_steps(s, streets, &levels)
        .iter()
        .map(LevelStep::unit)
        .collect()
}

/// Checks that the bank can supply every unit step in order.
pub fn check_supply(bank: Supply, steps: &[LevelStep]) -> Result<(), R> {
    let mut supply = bank;
    for step in steps {
        match step.unit() {
            BuildingType::House if supply.houses == 0 => {
                let needed = steps
                    .iter()
                    .filter(|s| s.unit() == BuildingType::House)
                    .count();
                return Err(R::InsufficientHouses {
                    needed: needed as u32,
                    bank: bank.houses,
                });
            }
            BuildingType::Hotel if supply.hotels == 0 => {
                let needed = steps
                    .iter()
                    .filter(|s| s.unit() == BuildingType::Hotel)
                    .count();
                return Err(R::InsufficientHotels {
                    needed: needed as u32,
                    bank: bank.hotels,
                });
            }
            unit => take_unit(&mut supply, unit),
        }
    }
    Ok(())
}

fn take_unit(supply: &mut Supply, unit: BuildingType) {
    match unit {
        BuildingType::House => supply.houses -= 1,
        BuildingType::Hotel => {
            supply.hotels -= 1;
            supply.houses += 4;
        }
    }
}

/// Places unit steps (the bank has them) and charges `paid`.
fn place(ctx: &mut Ctx, player: Seat, group: &str, steps: Vec<LevelStep>, paid: i64) {
    if steps.is_empty() {
        return;
    }
    let mut bank = ctx.s.bank;
    for step in &steps {
        take_unit(&mut bank, step.unit());
    }
    ctx.emit(E::BuildingsBought {
        player,
        group: group.to_string(),
        steps,
        paid,
        bank,
    });
    ctx.transfer(
        Party::Player(player),
        Party::Bank,
        paid,
        CashReason::Buildings,
    );
}

/// Demand of the other players for contested units (§4.11 step 1).
fn others_demand(s: &MonopolyState, seat: Seat) -> Vec<(Seat, u32, u32)> {
    s.active_seats()
        .into_iter()
        .filter(|&q| q != seat)
        .map(|q| {
            let streets: Vec<u8> = s
                .buildable_groups(q)
                .into_iter()
                .flat_map(|g| data::group_squares(g).unwrap_or_default().iter().copied())
                .collect();
            let houses = streets
                .iter()
                .map(|&x| u32::from(4u8.saturating_sub(s.deed(x).level)))
                .sum();
            let hotels = streets
                .iter()
                .filter(|&&x| s.deed(x).level < HOTEL_LEVEL)
                .count() as u32;
            (q, houses, hotels)
        })
        .collect()
}

/// Executes a build, or opens a claim round when units are contested (§4.11). A request
/// for a kind of building the bank holds none of is refused at once
/// (`insufficient_houses` / `insufficient_hotels`): a claim round would have nothing to
/// distribute.
pub fn build(ctx: &mut Ctx, seat: Seat, request: BuildRequest, plan: BuildPlan) -> Result<(), R> {
    let (h, t) = (
        plan.units(BuildingType::House),
        plan.units(BuildingType::Hotel),
    );
    let bank = ctx.s.bank;
    if (h > 0 && bank.houses == 0) || (t > 0 && bank.hotels == 0) {
        check_supply(bank, &plan.steps)?;
    }
    let demand = others_demand(&ctx.s, seat);
    let dh: u32 = demand.iter().map(|d| d.1).sum();
    let dt: u32 = demand.iter().map(|d| d.2).sum();
    let mut contested = Vec::new();
    if h > 0 && dh > 0 && bank.houses < h + dh {
        contested.push(BuildingType::House);
    }
    if t > 0 && dt > 0 && bank.hotels < t + dt {
        contested.push(BuildingType::Hotel);
    }
    if contested.is_empty() || ctx.s.config.building_shortage == BuildingShortage::FirstCome {
        check_supply(bank, &plan.steps)?;
        place(ctx, seat, &plan.group, plan.steps, plan.cost);
        return Ok(());
    }
    let eligible: Vec<Seat> = demand
        .iter()
        .filter(|d| {
            (contested.contains(&BuildingType::House) && d.1 > 0)
                || (contested.contains(&BuildingType::Hotel) && d.2 > 0)
        })
        .map(|d| d.0)
        .collect();
    let shortage_id = format!("s{}", ctx.s.counters.shortages + 1);
    ctx.emit(E::BuildingClaimRoundStarted {
        shortage_id: shortage_id.clone(),
        requester: seat,
        request: request.clone(),
        contested: contested.clone(),
        supply: bank,
        eligible: eligible.clone(),
    });
    flow::interrupt(ctx);
    ctx.s.phase = Phase::BuildingClaim(ClaimRound {
        shortage_id,
        request,
        contested,
        supply: bank,
        eligible,
        answered: vec![],
        claims: vec![],
    });
    Ok(())
}

/// The request as typed levels.
pub fn request_of(seat: Seat, group: &str, target: &BTreeMap<String, i64>) -> BuildRequest {
    BuildRequest {
        player: seat,
        group: group.to_string(),
        target: target
            .iter()
            .filter_map(|(k, &v)| Some((k.parse().ok()?, v as u8)))
            .collect(),
    }
}

fn plan_of(s: &MonopolyState, request: &BuildRequest) -> Vec<LevelStep> {
    let streets = data::group_squares(&request.group).unwrap_or_default();
    let levels: Vec<u8> = streets
        .iter()
        .map(|q| request.target.get(q).copied().unwrap_or(s.deed(*q).level))
        .collect();
    unit_steps(s, streets, &levels)
}

/// Records an answer of the claim round; closes it when everyone has answered.
pub fn answer_claim(ctx: &mut Ctx, seat: Seat, claim: Option<BuildRequest>) {
    let Phase::BuildingClaim(mut round) = ctx.s.phase.clone() else {
        return;
    };
    match claim {
        Some(request) => {
            ctx.emit(E::BuildingClaimSubmitted {
                shortage_id: round.shortage_id.clone(),
                player: seat,
                request: request.clone(),
            });
            round.claims.push(request);
        }
        None => ctx.emit(E::BuildingClaimWaived {
            shortage_id: round.shortage_id.clone(),
            player: seat,
        }),
    }
    round.answered.push(seat);
    continue_round(ctx, round);
}

/// Removes a bankrupt player from the claim round.
pub fn withdraw_from_round(ctx: &mut Ctx, seat: Seat) {
    let Phase::BuildingClaim(mut round) = ctx.s.phase.clone() else {
        return;
    };
    if round.request.player == seat {
        let units = plan_of(&ctx.s, &round.request).len() as u32;
        ctx.emit(E::BuildRequestCancelled {
            shortage_id: round.shortage_id,
            player: seat,
            group: round.request.group,
            units,
        });
        flow::run(ctx);
        return;
    }
    round.eligible.retain(|&p| p != seat);
    round.claims.retain(|c| c.player != seat);
    continue_round(ctx, round);
}

fn continue_round(ctx: &mut Ctx, round: ClaimRound) {
    if round.eligible.iter().any(|p| !round.answered.contains(p)) {
        ctx.s.phase = Phase::BuildingClaim(round);
        return;
    }
    let n = ctx.s.players.len();
    let requester = round.request.player;
    let mut claims = round.claims.clone();
    claims.sort_by_key(|c| (c.player.index() + n - requester.index()) % n);
    let requests: Vec<PendingBuild> = std::iter::once(&round.request)
        .chain(claims.iter())
        .map(|r| PendingBuild {
            player: r.player,
            group: r.group.clone(),
            steps: plan_of(&ctx.s, r),
        })
        .collect();
    let count = |unit| -> u32 {
        requests
            .iter()
            .flat_map(|r| &r.steps)
            .filter(|s| s.unit() == unit)
            .count() as u32
    };
    let demand = Supply {
        houses: count(BuildingType::House),
        hotels: count(BuildingType::Hotel),
    };
    ctx.emit(E::BuildingClaimRoundClosed {
        shortage_id: round.shortage_id.clone(),
        demand,
        supply: ctx.s.bank,
    });
    allocate(
        ctx,
        Allocation {
            shortage_id: round.shortage_id,
            contested: round.contested,
            requests,
        },
    );
}

/// Serves the requests of a shortage: at printed prices when the supply suffices, else by
/// unit auctions (§4.11 step 3).
fn allocate(ctx: &mut Ctx, mut allocation: Allocation) {
    cancel_outdated(ctx, &mut allocation);
    allocation
        .requests
        .retain(|r| !r.steps.is_empty() && !ctx.s.player(r.player).bankrupt);
    let over = allocation.contested.iter().copied().find(|&unit| {
        let demand = allocation
            .requests
            .iter()
            .flat_map(|r| &r.steps)
            .filter(|s| s.unit() == unit)
            .count();
        let supply = match unit {
            BuildingType::House => ctx.s.bank.houses,
            BuildingType::Hotel => ctx.s.bank.hotels,
        };
        demand as u32 > supply && supply > 0
    });
    let bidders: Vec<Seat> = match over {
        Some(unit) => allocation
            .requests
            .iter()
            .filter(|r| r.steps.iter().any(|s| s.unit() == unit))
            .map(|r| r.player)
            .collect(),
        None => vec![],
    };
    let (Some(unit), true) = (over, bidders.len() > 1) else {
        serve_in_order(ctx, &allocation);
        flow::run(ctx);
        return;
    };
    let step = ctx.s.config.auction_step;
    let min_opening = match ctx.s.config.shortage_min_bid {
        ShortageMinBid::AuctionStep => step,
        ShortageMinBid::LowestHousePrice => {
            let lowest = allocation
                .requests
                .iter()
                .filter(|r| bidders.contains(&r.player))
                .filter_map(|r| data::group_squares(&r.group))
                .map(|g| data::square(g[0]).house_cost())
                .min()
                .unwrap_or(step);
            (lowest + step - 1) / step * step
        }
    };
    let item = AuctionItem::Building {
        building: unit,
        shortage_id: allocation.shortage_id.clone(),
    };
    auction::start(
        ctx,
        item,
        AuctionReason::BuildingShortage,
        bidders,
        min_opening,
        Some(allocation),
    );
}

/// Executes every remaining request in order as far as supply and cash allow; cancels
/// the rest.
fn serve_in_order(ctx: &mut Ctx, allocation: &Allocation) {
    for request in &allocation.requests {
        let price =
            data::group_squares(&request.group).map_or(0, |g| data::square(g[0]).house_cost());
        let mut supply = ctx.s.bank;
        let mut cash = ctx.s.player(request.player).cash;
        let mut done = Vec::new();
        for step in &request.steps {
            let available = match step.unit() {
                BuildingType::House => supply.houses > 0,
                BuildingType::Hotel => supply.hotels > 0,
            };
            if !available || cash < price {
                break;
            }
            take_unit(&mut supply, step.unit());
            cash -= price;
            done.push(*step);
        }
        let cancelled = (request.steps.len() - done.len()) as u32;
        let paid = done.len() as i64 * price;
        place(ctx, request.player, &request.group, done, paid);
        if cancelled > 0 {
            ctx.emit(E::BuildRequestCancelled {
                shortage_id: allocation.shortage_id.clone(),
                player: request.player,
                group: request.group.clone(),
                units: cancelled,
            });
        }
    }
}

/// Whether a pending request still fits the board: the group is still buildable by the
/// requester and every step raises a lowest street of the group from its current level
/// (so the group stays even however far the request is served).
fn still_valid(s: &MonopolyState, request: &PendingBuild) -> bool {
    let Some(streets) = data::group_squares(&request.group) else {
        return false;
    };
    if !s
        .buildable_groups(request.player)
        .contains(&request.group.as_str())
    {
        return false;
    }
    let mut levels: BTreeMap<u8, u8> = streets.iter().map(|&q| (q, s.deed(q).level)).collect();
    request.steps.iter().all(|step| {
        let lowest = levels.values().copied().min().unwrap_or(0);
        let fits = levels.get(&step.square) == Some(&step.from) && step.from == lowest;
        levels.insert(step.square, step.to);
        fits
    })
}

/// Cancels the requests that no longer fit the board: bidders may sell buildings or
/// mortgage during the unit auctions (§4.9), which changes the levels the requests were
/// planned from.
fn cancel_outdated(ctx: &mut Ctx, allocation: &mut Allocation) {
    for request in allocation.requests.iter_mut() {
        if !request.steps.is_empty() && !still_valid(&ctx.s, request) {
            ctx.emit(E::BuildRequestCancelled {
                shortage_id: allocation.shortage_id.clone(),
                player: request.player,
                group: request.group.clone(),
                units: request.steps.len() as u32,
            });
            request.steps.clear();
        }
    }
}

/// After a unit auction: the winner places their next unit at the bid price, and the
/// allocation goes on; an auction without bids stops the procedure.
pub fn after_unit_auction(
    ctx: &mut Ctx,
    mut allocation: Allocation,
    unit: BuildingType,
    high: Option<Bid>,
) {
    let Some(high) = high else {
        for request in allocation.requests.iter().filter(|r| !r.steps.is_empty()) {
            ctx.emit(E::BuildRequestCancelled {
                shortage_id: allocation.shortage_id.clone(),
                player: request.player,
                group: request.group.clone(),
                units: request.steps.len() as u32,
            });
        }
        flow::run(ctx);
        return;
    };
    cancel_outdated(ctx, &mut allocation);
    let shortage_id = allocation.shortage_id.clone();
    let winner = allocation
        .requests
        .iter_mut()
        .find(|r| r.player == high.player);
    if let Some(request) = winner
        && let Some(upto) = request.steps.iter().position(|s| s.unit() == unit)
    {
        let price =
            data::group_squares(&request.group).map_or(0, |g| data::square(g[0]).house_cost());
        let taken: Vec<LevelStep> = request.steps.drain(..=upto).collect();
        let paid = high.amount + price * upto as i64;
        let affordable = ctx.s.player(high.player).cash >= paid;
        let group = request.group.clone();
        if affordable && check_supply(ctx.s.bank, &taken).is_ok() {
            place(ctx, high.player, &group, taken, paid);
        } else {
            let units = (taken.len() + request.steps.len()) as u32;
            request.steps.clear();
            ctx.emit(E::BuildRequestCancelled {
                shortage_id,
                player: high.player,
                group,
                units,
            });
        }
    }
    allocate(ctx, allocation);
}

/// Checks a sale of buildings (§5.4 `sell_buildings`).
pub fn check_sale(
    s: &MonopolyState,
    seat: Seat,
    group: &str,
    target: &BTreeMap<String, i64>,
) -> Result<SalePlan, R> {
    let streets = group_streets(group)?;
    let target = parse_target(group, target)?;
    if !s.owns_group(seat, group) {
        return Err(R::NotOwner {
            square: None,
            group: Some(group.to_string()),
            item: None,
            giver: None,
        });
    }
    for &(square, level) in &target {
        if !(0..=i64::from(HOTEL_LEVEL)).contains(&level) {
            return Err(R::LevelOutOfRange { square, level });
        }
    }
    for &(square, level) in &target {
        let current = s.deed(square).level;
        if level as u8 > current {
            return Err(R::LevelIncrease {
                square,
                current,
                target: level as u8,
            });
        }
    }
    let levels = final_levels(s, streets, &target);
    plan_sale(s, group, streets, &levels)
}

fn plan_sale(s: &MonopolyState, group: &str, streets: &[u8], levels: &[u8]) -> Result<SalePlan, R> {
    let changes: Vec<LevelStep> = streets
        .iter()
        .zip(levels)
        .filter(|&(&q, &to)| s.deed(q).level != to)
        .map(|(&q, &to)| LevelStep {
            square: q,
            from: s.deed(q).level,
            to,
        })
        .collect();
    if changes.is_empty() {
        return Err(R::NoChange {
            group: group.to_string(),
        });
    }
    if !is_even(levels) {
        return Err(R::UnevenSell {
            levels: levels.to_vec(),
        });
    }
    let houses = |level: u8| i64::from(if level == HOTEL_LEVEL { 0 } else { level });
    let draw: i64 = changes.iter().map(|c| houses(c.to) - houses(c.from)).sum();
    let hotels_returned = changes
        .iter()
        .filter(|c| c.from == HOTEL_LEVEL && c.to < HOTEL_LEVEL)
        .count() as u32;
    if s.config.hotel_breakdown == HotelBreakdown::RedistributeOnly
        && hotels_returned > 0
        && draw > 0
    {
        return Err(R::HotelBreakdownNeedsBankHouses { draw });
    }
    if draw > i64::from(s.bank.houses) {
        return Err(R::InsufficientHouses {
            needed: draw as u32,
            bank: s.bank.houses,
        });
    }
    let sold: i64 = changes.iter().map(|c| i64::from(c.from - c.to)).sum();
    let proceeds = sold * data::square(streets[0]).house_cost() / 2;
    let bank = Supply {
        houses: (i64::from(s.bank.houses) - draw) as u32,
        hotels: s.bank.hotels + hotels_returned,
    };
    Ok(SalePlan {
        group: group.to_string(),
        changes,
        proceeds,
        bank,
    })
}

/// Sells buildings to the bank at half price.
pub fn sell(ctx: &mut Ctx, seat: Seat, plan: SalePlan, bankruptcy: bool) {
    ctx.emit(E::BuildingsSold {
        player: seat,
        group: plan.group,
        changes: plan.changes,
        proceeds: plan.proceeds,
        bank: plan.bank,
        bankruptcy,
    });
    ctx.transfer(
        Party::Bank,
        Party::Player(seat),
        plan.proceeds,
        CashReason::BuildingSale,
    );
}

/// The sale of a whole group down to level 0 (always possible).
pub fn sale_to_zero(s: &MonopolyState, group: &str) -> Option<SalePlan> {
    let streets = data::group_squares(group)?;
    plan_sale(s, group, streets, &vec![0; streets.len()]).ok()
}

/// The next automatic sale of a debtor (§4.14), in the group with the highest house price
/// (ties: further along the board): the fewest buildings that keep the group even and that
/// the bank can serve. Units come off one at a time from the highest street (ties: highest
/// index); a hotel is broken into houses when the bank holds them (and `hotel_breakdown`
/// allows it), otherwise more units are sold in the same sale until the houses left standing
/// fit, down to level 0 at most (always possible). Selling only what is needed keeps the
/// debtor's buildings: a group at 4, 4 and a hotel owing $200 with no houses in the bank is
/// sold to an even 3, 3, 2 first, then unit by unit, never straight to 0, 0, 0.
pub fn next_forced_sale(s: &MonopolyState, seat: Seat) -> Option<SalePlan> {
    let (group, streets) = data::board()
        .groups
        .iter()
        .filter(|(_, streets)| {
            streets
                .iter()
                .any(|&q| s.deed(q).owner == Some(seat) && s.deed(q).level > 0)
        })
        .max_by_key(|(_, streets)| {
            (
                data::square(streets[0]).house_cost(),
                streets[streets.len() - 1],
            )
        })?;
    let mut levels: Vec<u8> = streets.iter().map(|&q| s.deed(q).level).collect();
    while let Some(i) = (0..streets.len())
        .filter(|&i| levels[i] > 0)
        .max_by_key(|&i| (levels[i], streets[i]))
    {
        levels[i] -= 1;
        if let Ok(plan) = plan_sale(s, group, streets, &levels) {
            return Some(plan);
        }
    }
    None
}

/// A one-unit sale in each group of `seat` that has buildings (for legal command lists).
pub fn single_unit_sales(s: &MonopolyState, seat: Seat) -> Vec<(String, BTreeMap<String, i64>)> {
    data::board()
        .groups
        .iter()
        .filter(|(_, streets)| {
            streets
                .iter()
                .any(|&q| s.deed(q).owner == Some(seat) && s.deed(q).level > 0)
        })
        .filter_map(|(group, streets)| {
            let (_, &q) = streets
                .iter()
                .enumerate()
                .max_by_key(|&(_, &q)| (s.deed(q).level, q))?;
            let target = BTreeMap::from([(q.to_string(), i64::from(s.deed(q).level) - 1)]);
            check_sale(s, seat, group, &target)
                .ok()
                .map(|_| (group.clone(), target))
        })
        .collect()
}

/// A one-unit build in each buildable group of `seat`, if valid (for legal command lists).
pub fn single_unit_builds(s: &MonopolyState, seat: Seat) -> Vec<(String, BTreeMap<String, i64>)> {
    s.buildable_groups(seat)
        .into_iter()
        .filter_map(|group| {
            let streets = data::group_squares(group)?;
            let &q = streets.iter().min_by_key(|&&q| (s.deed(q).level, q))?;
            let level = s.deed(q).level;
            if level >= HOTEL_LEVEL {
                return None;
            }
            let target = BTreeMap::from([(q.to_string(), i64::from(level) + 1)]);
            check_build(s, seat, group, &target)
                .ok()
                .map(|_| (group.to_string(), target))
        })
        .collect()
}
