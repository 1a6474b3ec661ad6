//! End of game scoring, steps 1 to 7 in the rules' order (also shown provisionally).

use crate::engine::Seat;

use super::data::{self, StaffEffect, StaffScore};
use super::event::Breakdown;
use super::state::{GrandAustriaHotelState, Mark, PlayerSheet};

/// The score of `seat` on its current sheet.
pub fn score(state: &GrandAustriaHotelState, seat: Seat) -> Breakdown {
    let sheet = state.sheet(seat);
    let printed = data::sheet();
    let occupied = sheet.rooms_marked(Mark::Occupied);
    let rooms = occupied
        .iter()
        .map(|&r| i64::from(printed.room_points_by_floor[usize::from(data::floor_of(r)) - 1]))
        .sum();
    let tracks = data::tracks();
    let first_finishers: i64 = (0..tracks.len())
        .filter(|&t| state.claims.tracks[t] == Some(seat))
        .map(|t| i64::from(tracks[t].first_finisher_points))
        .sum();
    let overflow = i64::from(
        (u32::from(sheet.emperor.overflow) * printed.overflow.points_per_step)
            .min(printed.overflow.max_points),
    );
    let penalties: i64 = sheet.penalties.iter().map(|&p| i64::from(p)).sum();
    let claimed_lines: i64 = printed
        .rows
        .iter()
        .filter(|l| state.claims.rows.get(&l.id) == Some(&seat))
        .chain(
            printed
                .columns
                .iter()
                .filter(|l| state.claims.columns.get(&l.id) == Some(&seat)),
        )
        .map(|l| i64::from(l.points))
        .sum();
    let loans: i64 = printed.loans.penalties[..usize::from(sheet.loans)]
        .iter()
        .map(|&p| -i64::from(p))
        .sum();
    Breakdown {
        staff: staff_points(sheet),
        blue_groups: i64::from(sheet.blue_group_points),
        rooms,
        emperor: first_finishers + overflow - penalties,
        money: sheet.krone.max(0) / i64::from(printed.krone_per_point),
        rows_columns: claimed_lines,
        loans,
    }
}

/// Points of the hired end-game staff.
fn staff_points(sheet: &PlayerSheet) -> i64 {
    sheet
        .hired_types()
        .filter_map(|(_, t)| match &data::staff_type(t).effect {
            StaffEffect::Score(rule) => Some(rule_points(sheet, rule)),
            _ => None,
        })
        .sum()
}

fn rule_points(sheet: &PlayerSheet, rule: &StaffScore) -> i64 {
    let hotel = sheet.hotel();
    let printed = data::sheet();
    let occupied = sheet.rooms_marked(Mark::Occupied);
    let of_color = |c| {
        occupied
            .iter()
            .filter(|&&r| hotel.room(r).color == c)
            .count() as i64
    };
    let points = i64::from(rule.points.unwrap_or(0));
    let mut total = 0;
    if let Some(color) = rule.per_occupied_room_of_color {
        total += points * of_color(color);
    }
    if let Some(floors) = &rule.per_occupied_room_on_floors {
        let count = occupied
            .iter()
            .filter(|&&r| floors.contains(&data::floor_of(r)))
            .count() as i64;
        total += points * count;
    }
    if let Some(row_points) = rule.per_full_row {
        total += printed
            .rows
            .iter()
            .filter(|l| sheet.all_occupied(&l.rooms))
            .map(|l| match l.side.as_deref() {
                Some("left") => i64::from(row_points.left),
                _ => i64::from(row_points.right),
            })
            .sum::<i64>();
    }
    if let Some(per) = rule.per_full_column {
        let full = printed
            .columns
            .iter()
            .filter(|l| sheet.all_occupied(&l.rooms))
            .count() as i64;
        total += i64::from(per) * full;
    }
    if let Some(per) = rule.per_hired_staff {
        total += i64::from(per) * sheet.hired.iter().filter(|&&h| h).count() as i64;
    }
    if let Some(per) = rule.per_color_set {
        use super::data::Color::*;
        let sets = of_color(Blue).min(of_color(Red)).min(of_color(Yellow));
        total += i64::from(per) * sets;
    }
    if let Some(per) = rule.per_completed_group {
        let groups = hotel
            .groups
            .iter()
            .filter(|g| sheet.all_occupied(&g.rooms))
            .count() as i64;
        total += i64::from(per) * groups;
    }
    total
}
