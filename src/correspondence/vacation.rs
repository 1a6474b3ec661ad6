//! Vacations: a yearly allowance of days during which a player's move clocks stop.

use chrono::Datelike;

/// A day in milliseconds.
pub const DAY_MS: i64 = 86_400_000;

/// A vacation from `starts_at` to `ends_at` (milliseconds since the epoch, end excluded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    pub starts_at: i64,
    pub ends_at: i64,
}

impl Vacation {
    /// The days it takes from the allowance: every started day counts.
    pub fn days(self) -> i64 {
        (self.ends_at - self.starts_at + DAY_MS - 1).div_euclid(DAY_MS)
    }

    /// The calendar year (UTC) it is charged to: the year it starts in.
    pub fn year(self) -> i32 {
        year_of(self.starts_at)
    }
}

/// The calendar year (UTC) of an instant.
pub fn year_of(millis: i64) -> i32 {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap_or_default()
        .year()
}

/// When a clock that started at `started_at` with `per_move_ms` runs out, given the player's
/// vacations (sorted by start, not overlapping): the clock stands still during each.
pub fn due_at(started_at: i64, per_move_ms: i64, vacations: &[Vacation]) -> i64 {
    let mut due = started_at.saturating_add(per_move_ms);
    for vacation in vacations {
        if vacation.starts_at < due && vacation.ends_at > started_at {
            due = due.saturating_add(vacation.ends_at - vacation.starts_at.max(started_at));
        }
    }
    due
}

/// Why a vacation cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VacationRefused {
    /// It ends before it starts, or starts in the past.
    Invalid(String),
    /// It needs more days than are left of the year's allowance.
    Allowance { needed: i64, remaining: i64 },
}

/// What taking a vacation changes: the current one (if any) ends now, a planned one is
/// dropped, and `new` is added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VacationPlan {
    /// The user's vacations afterwards, sorted.
    pub vacations: Vec<Vacation>,
}

/// The user's vacations with the current or planned one withdrawn at `now` (a current one
/// ends now and keeps the days it took; a planned one is dropped).
pub fn withdraw(vacations: &[Vacation], now: i64) -> Vec<Vacation> {
    vacations
        .iter()
        .filter(|vacation| vacation.starts_at <= now)
        .map(|vacation| Vacation {
            starts_at: vacation.starts_at,
            ends_at: vacation.ends_at.min(now),
        })
        .filter(|vacation| vacation.ends_at > vacation.starts_at)
        .collect()
}

/// Replaces the user's current or planned vacation by `new`, within `allowance_days` per year.
pub fn take(
    vacations: &[Vacation],
    new: Vacation,
    now: i64,
    allowance_days: i64,
) -> Result<VacationPlan, VacationRefused> {
    if new.starts_at < now {
        return Err(VacationRefused::Invalid("starts_at is in the past".into()));
    }
    if new.ends_at <= new.starts_at {
        return Err(VacationRefused::Invalid(
            "ends_at must be after starts_at".into(),
        ));
    }
    let mut kept = withdraw(vacations, now);
    let needed = new.days();
    let remaining = allowance_days - used_days(&kept, new.year());
    if needed > remaining {
        return Err(VacationRefused::Allowance { needed, remaining });
    }
    kept.push(new);
    kept.sort_by_key(|vacation| vacation.starts_at);
    Ok(VacationPlan { vacations: kept })
}

/// The days of `year`'s allowance that `vacations` take.
pub fn used_days(vacations: &[Vacation], year: i32) -> i64 {
    vacations
        .iter()
        .filter(|vacation| vacation.year() == year)
        .map(|vacation| vacation.days())
        .sum()
}

/// The vacation running at `now` or the next one planned.
pub fn current_or_next(vacations: &[Vacation], now: i64) -> Option<Vacation> {
    vacations
        .iter()
        .filter(|vacation| vacation.ends_at > now)
        .min_by_key(|vacation| vacation.starts_at)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    fn vacation(starts_at: i64, ends_at: i64) -> Vacation {
        Vacation { starts_at, ends_at }
    }

    #[test]
    fn a_clock_stands_still_during_a_vacation() {
        // Two days per move; a three-day vacation starting a day in.
        assert_eq!(due_at(0, 48 * H, &[]), 48 * H);
        assert_eq!(due_at(0, 48 * H, &[vacation(24 * H, 96 * H)]), 120 * H);
        // A vacation already running when the clock starts counts from the start.
        assert_eq!(due_at(10 * H, 48 * H, &[vacation(0, 20 * H)]), 68 * H);
        // Vacations over before the clock starts or after it ran out do not count.
        assert_eq!(
            due_at(
                10 * H,
                48 * H,
                &[vacation(0, 5 * H), vacation(60 * H, 70 * H)]
            ),
            58 * H
        );
        // Two vacations, the second reached only thanks to the first.
        assert_eq!(
            due_at(
                0,
                10 * H,
                &[vacation(5 * H, 15 * H), vacation(18 * H, 20 * H)]
            ),
            22 * H
        );
    }

    #[test]
    fn every_started_day_counts_against_the_allowance() {
        assert_eq!(vacation(0, 1).days(), 1);
        assert_eq!(vacation(0, DAY_MS).days(), 1);
        assert_eq!(vacation(0, DAY_MS + 1).days(), 2);
        let now = 0;
        let taken = take(&[], vacation(now, 10 * DAY_MS), now, 30).unwrap();
        assert_eq!(used_days(&taken.vacations, 1970), 10);
        let refused = take(
            &taken.vacations,
            vacation(DAY_MS * 20, DAY_MS * 41),
            now,
            30,
        );
        // The planned ten days are replaced, so 21 of 30 fit.
        assert!(refused.is_ok());
        let too_long = take(&[], vacation(now, 31 * DAY_MS), now, 30);
        assert_eq!(
            too_long,
            Err(VacationRefused::Allowance {
                needed: 31,
                remaining: 30
            })
        );
    }

    #[test]
    fn a_running_vacation_ends_now_and_keeps_its_days() {
        let running = [vacation(0, 10 * DAY_MS)];
        let now = 3 * DAY_MS + 1;
        assert_eq!(withdraw(&running, now), [vacation(0, now)]);
        let plan = take(&running, vacation(now, now + 27 * DAY_MS), now, 30);
        assert_eq!(
            plan,
            Err(VacationRefused::Allowance {
                needed: 27,
                remaining: 26
            })
        );
        assert!(take(&running, vacation(now - 1, now + DAY_MS), now, 30).is_err());
        assert!(take(&running, vacation(now + 5, now + 5), now, 30).is_err());
        assert_eq!(current_or_next(&running, now), Some(running[0]));
        assert_eq!(current_or_next(&running, 10 * DAY_MS), None);
    }
}
