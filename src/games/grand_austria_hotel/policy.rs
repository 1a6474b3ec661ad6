//! The built-in greedy player: among the legal commands, the one whose outcome (looking two
//! of its own commands ahead after taking a die, one while resolving) gains the most points,
//! krone and emperor progress now. It takes a loan only when nothing else is listed.

use crate::engine::Seat;

use super::command::GrandAustriaHotelCommand as C;
use super::ctx::ScriptedDice;
use super::data;
use super::flow::decide_to_state;
use super::legal::legal_commands;
use super::scoring;
use super::state::{GrandAustriaHotelState, Mark};

/// How good the sheet of `seat` looks: points first, then krone, emperor steps, hired staff
/// and prepared rooms (by floor: the points they may become) as the means to more points,
/// less the steps still missing before this round's track is checked.
fn value(s: &GrandAustriaHotelState, seat: Seat) -> i64 {
    let sheet = s.sheet(seat);
    let points = scoring::score(s, seat).total();
    let emperor = i64::from(sheet.emperor.top + sheet.emperor.middle + sheet.emperor.bottom)
        + i64::from(sheet.emperor.overflow);
    let prepared: i64 = sheet
        .rooms_marked(Mark::Prepared)
        .into_iter()
        .map(|r| i64::from(data::floor_of(r)))
        .sum();
    let hired = sheet.hired.iter().filter(|&&h| h).count() as i64;
    let track = &data::tracks()[s.active_track()];
    let shortfall = i64::from(
        track
            .white_section_from
            .saturating_sub(sheet.emperor.get(s.active_track())),
    );
    let threatened = if sheet.penalties[s.active_track()] == 0 {
        shortfall * i64::from(track.penalty) * 12 / i64::from(track.white_section_from)
    } else {
        0
    };
    12 * points - threatened + 2 * sheet.krone + 2 * emperor + 6 * prepared + 4 * hired
}

fn after(s: &GrandAustriaHotelState, seat: Seat, command: &C) -> Option<GrandAustriaHotelState> {
    decide_to_state(s, seat, command, &mut ScriptedDice::default())
        .ok()
        .map(|(_, next)| next)
}

/// The best value reachable with `command` and, while it is still the seat's turn, up to
/// `depth` more of its commands (not loans).
fn outlook(s: &GrandAustriaHotelState, seat: Seat, command: &C, depth: u8) -> i64 {
    let Some(next) = after(s, seat, command) else {
        return i64::MIN;
    };
    let here = value(&next, seat);
    if depth == 0 || next.active_seat != seat || !next.die_used || next.stack.is_empty() {
        return here;
    }
    legal_commands(&next, seat)
        .iter()
        .filter(|c| !matches!(c, C::TakeLoan {}))
        .map(|c| outlook(&next, seat, c, depth - 1))
        .max()
        .unwrap_or(here)
}

/// The greedy player's command for `seat`, or `None` when it has nothing to do.
pub fn greedy_policy(s: &GrandAustriaHotelState, seat: Seat) -> Option<C> {
    let commands = legal_commands(s, seat);
    let candidates: Vec<&C> = commands
        .iter()
        .filter(|c| !matches!(c, C::TakeLoan {}))
        .collect();
    if candidates.is_empty() {
        return commands.into_iter().next();
    }
    let depth = if s.die_used { 1 } else { 2 };
    candidates
        .into_iter()
        .map(|c| (outlook(s, seat, c, depth), c))
        .max_by_key(|(v, _)| *v)
        .map(|(_, c)| c.clone())
}
