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

/// How far ahead a vacation may start: 366 days, so that it is charged to this year's
/// allowance or the next one's.
pub const PLANNING_HORIZON_MS: i64 = 366 * DAY_MS;

/// Replaces the user's current or planned vacation by `new`, within `allowance_days` per year.
/// A `new` vacation with the running one's start changes the running one (it goes on until
/// `new` ends).
pub fn take(
    vacations: &[Vacation],
    new: Vacation,
    now: i64,
    allowance_days: i64,
) -> Result<VacationPlan, VacationRefused> {
    let running = vacations
        .iter()
        .find(|vacation| vacation.starts_at <= now && now < vacation.ends_at);
    let changes_running = running.is_some_and(|running| running.starts_at == new.starts_at);
    if new.starts_at < now && !changes_running {
        return Err(VacationRefused::Invalid("starts_at is in the past".into()));
    }
    if new.ends_at <= new.starts_at.max(now) {
        return Err(VacationRefused::Invalid(
            "ends_at must be after starts_at and in the future".into(),
        ));
    }
    if new.starts_at > now.saturating_add(PLANNING_HORIZON_MS) {
        return Err(VacationRefused::Invalid(
            "starts_at is more than 366 days ahead".into(),
        ));
    }
    let mut kept = withdraw(vacations, now);
    if changes_running {
        kept.retain(|vacation| vacation.starts_at != new.starts_at);
    }
    let year = new.year();
    let used_before = used_days(&kept, year);
    kept.push(new);
    kept.sort_by_key(|vacation| vacation.starts_at);
    let used_after = used_days(&kept, year);
    if used_after > allowance_days {
        return Err(VacationRefused::Allowance {
            needed: used_after - used_before,
            remaining: allowance_days - used_before,
        });
    }
    Ok(VacationPlan { vacations: kept })
}

/// The days of `year`'s allowance that `vacations` take. Vacations that touch or overlap
/// count as one (charged to the year it starts in), so a running vacation replaced by one
/// starting now is not charged its started day twice.
pub fn used_days(vacations: &[Vacation], year: i32) -> i64 {
    let mut sorted = vacations.to_vec();
    sorted.sort_by_key(|vacation| vacation.starts_at);
    let mut spans: Vec<Vacation> = Vec::new();
    for vacation in sorted {
        match spans.last_mut() {
            Some(last) if vacation.starts_at <= last.ends_at => {
                last.ends_at = last.ends_at.max(vacation.ends_at);
            }
            _ => spans.push(vacation),
        }
    }
    spans
        .iter()
        .filter(|span| span.year() == year)
        .map(|span| span.days())
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
        assert!(take(&running, vacation(0, now - 1), now, 30).is_err());
        assert!(take(&running, vacation(now + 5, now + 5), now, 30).is_err());
        assert_eq!(current_or_next(&running, now), Some(running[0]));
        assert_eq!(current_or_next(&running, 10 * DAY_MS), None);
    }

    #[test]
    fn changing_a_running_vacation_charges_its_days_once() {
        let start = 0;
        let ends = 3 * DAY_MS;
        let mut vacations = take(&[], vacation(start, ends), start, 30)
            .unwrap()
            .vacations;
        assert_eq!(used_days(&vacations, 1970), 3);
        // Ten changes within the first hours, each starting now (the default) and ending
        // where the vacation ended.
        for hour in 1..=10 {
            let now = hour * H;
            vacations = take(&vacations, vacation(now, ends), now, 30)
                .unwrap()
                .vacations;
            assert_eq!(used_days(&vacations, 1970), 3, "after change {hour}");
        }
        // Giving the running vacation's start changes it in place: one vacation, longer.
        let now = 11 * H;
        let running = current_or_next(&vacations, now).unwrap();
        assert_eq!(running, vacation(10 * H, ends));
        let longer = take(&vacations, vacation(running.starts_at, 5 * DAY_MS), now, 30).unwrap();
        assert_eq!(used_days(&longer.vacations, 1970), 5);
        assert_eq!(
            current_or_next(&longer.vacations, now),
            Some(vacation(running.starts_at, 5 * DAY_MS))
        );
        assert!(take(&vacations, vacation(start, 5 * DAY_MS), now, 30).is_err());
        // A vacation after a gap is charged on its own.
        let later = take(&[], vacation(10 * DAY_MS, 10 * DAY_MS + H), 0, 30).unwrap();
        let both = [later.vacations, vec![vacation(0, H)]].concat();
        assert_eq!(used_days(&both, 1970), 2);
    }

    #[test]
    fn a_vacation_starts_within_a_year() {
        let now = 0;
        assert!(
            take(
                &[],
                vacation(PLANNING_HORIZON_MS, PLANNING_HORIZON_MS + DAY_MS),
                now,
                30
            )
            .is_ok()
        );
        assert_eq!(
            take(
                &[],
                vacation(PLANNING_HORIZON_MS + 1, PLANNING_HORIZON_MS + DAY_MS),
                now,
                30
            ),
            Err(VacationRefused::Invalid(
                "starts_at is more than 366 days ahead".into()
            ))
        );
    }
}
