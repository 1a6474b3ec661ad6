//! The server's own ending of a running game: the game is abandoned because its last person
//! left it (resigned, or forfeited on a move clock) while the built-in player would have
//! played on. It is a log entry like any other — hashed, replayed, exported — shared by every
//! kind: the kinds' rules never see it, the JSON boundary ([`super::AnyState`]) handles it.
//!
//! The entry's seat is the seat whose player left last, its command
//! `{"type": "abandon", "reason": …}` and its single event
//! `{"type": "game_abandoned", "reason": …, "seat": …}`; nothing can follow it.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::Seat;
use super::words::Message;

/// The `type` of the abandonment command, reserved to the server in every kind.
pub const ABANDON: &str = "abandon";
/// The `type` of the abandonment's only event.
pub const GAME_ABANDONED: &str = "game_abandoned";

/// Why the last person left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Departure {
    /// They resigned.
    Resigned,
    /// Their move clock ran out with `on_timeout: forfeit`.
    Forfeited,
}

/// The command the server appends when the last person leaves for `departure`.
pub fn abandon_command(departure: Departure) -> Value {
    json!({"type": ABANDON, "reason": departure})
}

/// Whether `command` is the abandonment command (well formed or not).
pub fn is_abandon_command(command: &Value) -> bool {
    command.get("type").and_then(Value::as_str) == Some(ABANDON)
}

/// The events of the abandonment command `command` for `seat`, or why it is malformed.
pub fn abandonment_events(seat: Seat, command: &Value) -> Result<Value, String> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Abandon {
        #[serde(rename = "type")]
        _type: String,
        reason: Departure,
    }
    let abandon: Abandon = serde_json::from_value(command.clone()).map_err(|e| e.to_string())?;
    Ok(json!([{"type": GAME_ABANDONED, "reason": abandon.reason, "seat": seat}]))
}

/// Whether an entry's events are an abandonment's.
pub fn is_abandonment(events: &Value) -> bool {
    events.as_array().is_some_and(|events| {
        events.len() == 1 && events[0].get("type").and_then(Value::as_str) == Some(GAME_ABANDONED)
    })
}

/// What an abandonment's event says: `game-abandoned-resigned` or `game-abandoned-forfeited`,
/// with the seat whose player left last.
pub fn narrate_abandonment(event: &Value) -> Message {
    let seat = event
        .get("seat")
        .and_then(Value::as_u64)
        .and_then(|seat| u8::try_from(seat).ok())
        .map(Seat);
    let id = match event.get("reason").and_then(Value::as_str) {
        Some("forfeited") => "game-abandoned-forfeited",
        _ => "game-abandoned-resigned",
    };
    match seat {
        Some(seat) => Message::new(id).with("seat", seat),
        None => Message::new("game-abandoned"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_gives_one_event_naming_the_seat_and_the_reason() {
        let command = abandon_command(Departure::Forfeited);
        assert_eq!(command, json!({"type": "abandon", "reason": "forfeited"}));
        assert!(is_abandon_command(&command));
        let events = abandonment_events(Seat(1), &command).unwrap();
        assert_eq!(
            events,
            json!([{"type": "game_abandoned", "reason": "forfeited", "seat": 1}])
        );
        assert!(is_abandonment(&events));
        assert!(
            abandonment_events(Seat(1), &json!({"type": "abandon", "reason": "bored"})).is_err()
        );
        assert!(abandonment_events(Seat(1), &json!({"type": "abandon"})).is_err());
        assert!(!is_abandonment(&json!([{"type": "turn_started"}])));
    }
}
