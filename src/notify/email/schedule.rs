//! When an email may go out: quiet hours in the user's time zone, and the daily digest hour
//! (or, for tests, a short digest period).

use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// Parses `HH:MM` (00:00–23:59).
pub fn parse_clock(text: &str) -> Option<NaiveTime> {
    let (hours, minutes) = text.split_once(':')?;
    if hours.len() != 2 || minutes.len() != 2 {
        return None;
    }
    NaiveTime::from_hms_opt(hours.parse().ok()?, minutes.parse().ok()?, 0)
}

/// The next instant after `now` at which the clock in `zone` shows `time` (skipping a time
/// that a daylight-saving change leaves out).
pub fn next_local(now: DateTime<Utc>, zone: Tz, time: NaiveTime) -> DateTime<Utc> {
    let today = now.with_timezone(&zone).date_naive();
    (0..=2)
        .filter_map(|days| {
            let date = today + Duration::days(days);
            zone.from_local_datetime(&date.and_time(time)).earliest()
        })
        .map(|local| local.with_timezone(&Utc))
        .find(|instant| *instant > now)
        .unwrap_or(now + Duration::days(1))
}

/// When the quiet hours `start`–`end` (in `zone`) that `now` falls in end; `None` outside
/// them. Quiet hours may span midnight (22:00–07:00); equal ends mean none.
pub fn quiet_until(
    now: DateTime<Utc>,
    zone: Tz,
    start: NaiveTime,
    end: NaiveTime,
) -> Option<DateTime<Utc>> {
    let local = now.with_timezone(&zone).time();
    let quiet = if start < end {
        start <= local && local < end
    } else if start > end {
        local >= start || local < end
    } else {
        false
    };
    quiet.then(|| next_local(now, zone, end))
}

/// When a digest started at `now` goes out: the next `hour`:00 in `zone`, or `period` after
/// `now` when one is configured.
pub fn digest_due(
    now: DateTime<Utc>,
    zone: Tz,
    hour: u32,
    period: Option<std::time::Duration>,
) -> DateTime<Utc> {
    match period {
        Some(period) => now + Duration::milliseconds(period.as_millis() as i64),
        None => next_local(
            now,
            zone,
            NaiveTime::from_hms_opt(hour, 0, 0).unwrap_or(NaiveTime::MIN),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn quiet_hours_span_midnight_in_the_users_zone() {
        let zone: Tz = "Europe/Berlin".parse().unwrap();
        let (start, end) = (parse_clock("22:00").unwrap(), parse_clock("07:30").unwrap());
        // 23:00 in Berlin (CET, UTC+1) is quiet until 07:30 the next morning.
        assert_eq!(
            quiet_until(at("2026-01-10T22:00:00Z"), zone, start, end),
            Some(at("2026-01-11T06:30:00Z"))
        );
        // 05:00 Berlin is quiet until 07:30 the same morning.
        assert_eq!(
            quiet_until(at("2026-01-11T04:00:00Z"), zone, start, end),
            Some(at("2026-01-11T06:30:00Z"))
        );
        // Noon is not quiet.
        assert_eq!(
            quiet_until(at("2026-01-11T11:00:00Z"), zone, start, end),
            None
        );
        // Equal ends: never quiet.
        assert_eq!(
            quiet_until(at("2026-01-11T11:00:00Z"), zone, start, start),
            None
        );
    }

    #[test]
    fn a_digest_goes_out_at_the_next_digest_hour_or_after_the_test_period() {
        let zone: Tz = "America/New_York".parse().unwrap();
        // 06:00 in New York (UTC-5): 07:00 the same day.
        assert_eq!(
            digest_due(at("2026-01-10T11:00:00Z"), zone, 7, None),
            at("2026-01-10T12:00:00Z")
        );
        // 08:00: 07:00 the next day.
        assert_eq!(
            digest_due(at("2026-01-10T13:00:00Z"), zone, 7, None),
            at("2026-01-11T12:00:00Z")
        );
        assert_eq!(
            digest_due(
                at("2026-01-10T13:00:00Z"),
                zone,
                7,
                Some(std::time::Duration::from_secs(5))
            ),
            at("2026-01-10T13:00:05Z")
        );
    }

    #[test]
    fn clocks_parse_only_as_hh_mm() {
        assert_eq!(parse_clock("07:05"), NaiveTime::from_hms_opt(7, 5, 0));
        for bad in ["7:05", "24:00", "07:60", "0705", "aa:bb", ""] {
            assert_eq!(parse_clock(bad), None, "{bad}");
        }
    }
}
