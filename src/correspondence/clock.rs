//! Move clocks: how long every awaited seat has per decision, written as ISO 8601 durations,
//! and what the server does when one runs out.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::MAX_TIMER_SECONDS;

/// What the server does for a seat whose move clock runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// The game's built-in player makes that one decision for the seat.
    #[default]
    Bot,
    /// The rules' default answer to the decision (e.g. Acquire: keep the shares, buy
    /// nothing); where the rules have none (placing a tile), the built-in player decides.
    Skip,
    /// The seat's player leaves the game, as if they had resigned (see `on_leave`).
    Forfeit,
}

/// A move clock, chosen at creation: every awaited seat has `per_move` for each decision
/// (games that time some decisions themselves, e.g. Monopoly's decision timers, keep those).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// The time per decision, an ISO 8601 duration from 1 second to 366 days (`P2D`, `PT12H`).
    #[schema(
        example = "P2D",
        pattern = "^P([0-9]{1,6}W)?([0-9]{1,6}D)?(T([0-9]{1,8}H)?([0-9]{1,8}M)?([0-9]{1,9}S)?)?$",
        max_length = 40
    )]
    pub per_move: String,
    /// What happens when it runs out; `bot` when omitted.
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// How long before the deadline the player is reminded through their notification
    /// channels (an ISO 8601 duration shorter than `per_move`; `PT0S` for no reminder); a
    /// quarter of `per_move` when omitted.
    #[schema(
        example = "PT12H",
        pattern = "^P([0-9]{1,6}W)?([0-9]{1,6}D)?(T([0-9]{1,8}H)?([0-9]{1,8}M)?([0-9]{1,9}S)?)?$",
        max_length = 40
    )]
    pub remind_before: Option<String>,
}

/// A clock's durations in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRules {
    pub per_move_ms: i64,
    pub on_timeout: OnTimeout,
    /// 0 for no reminder.
    pub remind_before_ms: i64,
}

impl Clock {
    /// Checks the clock and returns it with every field filled in, as stored.
    pub fn normalized(&self) -> Result<Clock, String> {
        let rules = self.rules()?;
        Ok(Clock {
            per_move: format_duration((rules.per_move_ms / 1000) as u64),
            on_timeout: rules.on_timeout,
            remind_before: Some(format_duration((rules.remind_before_ms / 1000) as u64)),
        })
    }

    /// The clock's durations, checked.
    pub fn rules(&self) -> Result<ClockRules, String> {
        let per_move = parse_duration(&self.per_move).map_err(|e| format!("per_move: {e}"))?;
        if per_move == 0 {
            return Err("per_move: must be at least one second".into());
        }
        let remind_before = match &self.remind_before {
            Some(text) => {
                let seconds = parse_duration(text).map_err(|e| format!("remind_before: {e}"))?;
                if seconds >= per_move {
                    return Err("remind_before: must be shorter than per_move".into());
                }
                seconds
            }
            None => per_move / 4,
        };
        Ok(ClockRules {
            per_move_ms: per_move as i64 * 1000,
            on_timeout: self.on_timeout,
            remind_before_ms: remind_before as i64 * 1000,
        })
    }
}

/// Unit letters of a duration and their lengths in seconds, in their order.
type Units = &'static [(char, u64)];

/// Reads an ISO 8601 duration of weeks, days, hours, minutes and seconds (whole numbers) into
/// seconds, at most [`MAX_TIMER_SECONDS`].
pub fn parse_duration(text: &str) -> Result<u64, String> {
    let malformed = || format!("`{text}` is not an ISO 8601 duration such as P2D or PT12H");
    let rest = text.strip_prefix('P').ok_or_else(malformed)?;
    let (date, time) = match rest.split_once('T') {
        Some((_, "")) => return Err(malformed()),
        Some((date, time)) => (date, Some(time)),
        None => (rest, None),
    };
    if date.is_empty() && time.is_none() {
        return Err(malformed());
    }
    let mut total: u64 = 0;
    let parts: [(bool, &str, Units); 2] = [
        (true, date, &[('W', 604_800), ('D', 86_400)]),
        (
            false,
            time.unwrap_or(""),
            &[('H', 3_600), ('M', 60), ('S', 1)],
        ),
    ];
    for (is_date, part, units) in parts {
        let mut digits = String::new();
        let mut next_unit = 0;
        for c in part.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            if c == 'Y' || (c == 'M' && is_date) {
                return Err(format!(
                    "`{text}`: years and months have no fixed length; use weeks or days"
                ));
            }
            let position = units[next_unit..]
                .iter()
                .position(|(unit, _)| *unit == c)
                .ok_or_else(malformed)?;
            if digits.is_empty() {
                return Err(malformed());
            }
            let amount: u64 = digits.parse().map_err(|_| malformed())?;
            let (_, seconds) = units[next_unit + position];
            total = amount
                .checked_mul(seconds)
                .and_then(|value| total.checked_add(value))
                .ok_or_else(|| format!("`{text}` is longer than 366 days"))?;
            next_unit += position + 1;
            digits.clear();
        }
        if !digits.is_empty() {
            return Err(malformed());
        }
    }
    if total > MAX_TIMER_SECONDS {
        return Err(format!("`{text}` is longer than 366 days"));
    }
    Ok(total)
}

/// Writes seconds as an ISO 8601 duration (`P1DT6H`, `PT30M`, `PT0S`).
pub fn format_duration(seconds: u64) -> String {
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    let (hours, minutes, secs) = (rest / 3600, rest % 3600 / 60, rest % 60);
    let mut text = String::from("P");
    if days > 0 {
        text.push_str(&format!("{days}D"));
    }
    if rest > 0 || days == 0 {
        text.push('T');
        if hours > 0 {
            text.push_str(&format!("{hours}H"));
        }
        if minutes > 0 {
            text.push_str(&format!("{minutes}M"));
        }
        if secs > 0 || rest == 0 {
            text.push_str(&format!("{secs}S"));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_weeks_days_and_times() {
        assert_eq!(parse_duration("P2D"), Ok(172_800));
        assert_eq!(parse_duration("PT12H"), Ok(43_200));
        assert_eq!(parse_duration("P1W1DT1H1M1S"), Ok(604_800 + 86_400 + 3_661));
        assert_eq!(parse_duration("PT90S"), Ok(90));
        assert_eq!(parse_duration("PT0S"), Ok(0));
        assert_eq!(parse_duration("P366D"), Ok(MAX_TIMER_SECONDS));
    }

    #[test]
    fn malformed_or_unbounded_durations_are_refused() {
        for text in [
            "",
            "P",
            "PT",
            "2D",
            "P2",
            "PD",
            "P1DT",
            "PT1D",
            "P1H",
            "P1M",
            "P1Y",
            "P1.5D",
            "PT1S1M",
            "P1D1W",
            "P367D",
            "P99999999999999999999W",
            "p2d",
            "P-1D",
            "P1DT1H ",
        ] {
            assert!(parse_duration(text).is_err(), "{text:?} was accepted");
        }
    }

    #[test]
    fn durations_format_back_to_what_they_read() {
        for seconds in [
            0,
            1,
            59,
            60,
            3_600,
            86_400,
            90_061,
            172_800,
            MAX_TIMER_SECONDS,
        ] {
            assert_eq!(parse_duration(&format_duration(seconds)), Ok(seconds));
        }
        assert_eq!(format_duration(43_200), "PT12H");
        assert_eq!(format_duration(172_800), "P2D");
        assert_eq!(format_duration(0), "PT0S");
    }

    #[test]
    fn a_clock_fills_in_its_reminder_and_refuses_a_late_one() {
        let clock = Clock {
            per_move: "P2D".into(),
            on_timeout: OnTimeout::Skip,
            remind_before: None,
        };
        let normalized = clock.normalized().unwrap();
        assert_eq!(normalized.remind_before.as_deref(), Some("PT12H"));
        assert_eq!(normalized.rules().unwrap().per_move_ms, 172_800_000);
        let late = Clock {
            remind_before: Some("P2D".into()),
            ..clock.clone()
        };
        assert!(late.rules().is_err());
        let zero = Clock {
            per_move: "PT0S".into(),
            ..clock
        };
        assert!(zero.rules().is_err());
    }
}
