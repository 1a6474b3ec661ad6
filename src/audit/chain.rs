//! The hash chain over a game's log: each entry's hash covers the previous entry's hash, so
//! changing, removing or reordering any entry changes every hash after it.
//!
//! The bytes hashed are specified in `src/audit/FORMAT.md` precisely enough for a verifier
//! written in another language.

use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::engine::Seat;

/// The hash the chain starts from: `SHA-256("hotel-games:" ‖ game id)`, lower-case hex.
pub fn genesis_hash(game_id: &str) -> String {
    hex::encode(Sha256::digest(format!("hotel-games:{game_id}")))
}

/// The hash of an entry, chained over the previous entry's hash:
/// `SHA-256(prev ‖ "\n" ‖ seq ‖ "\n" ‖ seat ‖ "\n" ‖ command ‖ "\n" ‖ events ‖ "\n" ‖ created_at)`,
/// lower-case hex, with the seat empty for the setup entry, numbers in decimal, and the
/// command and events as canonical JSON (see [`canonical_json`]).
pub fn entry_hash(
    previous: &str,
    seq: i64,
    seat: Option<Seat>,
    command: &Value,
    events: &Value,
    created_at: i64,
) -> String {
    let seat = seat.map(|seat| seat.to_string()).unwrap_or_default();
    let command = canonical_json(command);
    let events = canonical_json(events);
    let text = format!("{previous}\n{seq}\n{seat}\n{command}\n{events}\n{created_at}");
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// The canonical JSON text of a value: no whitespace, object members sorted by key, strings
/// escaping only `"`, `\` and control characters, integers in plain decimal. For the values
/// games write (integers, ASCII keys) this is RFC 8785 (JCS).
///
/// `serde_json` keeps object members sorted by key (the crate is built without
/// `preserve_order`, which a test below guards), so its compact text is this form.
pub fn canonical_json(value: &Value) -> String {
    value.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn objects_are_written_with_sorted_keys_and_no_whitespace() {
        let value: Value = serde_json::from_str(
            r#"{ "b": 1, "a": [true, null, -3], "c": {"z": "x\ny", "y": "\u001f"} }"#,
        )
        .unwrap();
        assert_eq!(
            canonical_json(&value),
            r#"{"a":[true,null,-3],"b":1,"c":{"y":"\u001f","z":"x\ny"}}"#
        );
    }

    #[test]
    fn the_genesis_and_an_entry_hash_follow_the_documented_bytes() {
        let id = "00000000-0000-4000-8000-000000000000";
        let genesis = genesis_hash(id);
        assert_eq!(
            genesis,
            hex::encode(Sha256::digest(
                b"hotel-games:00000000-0000-4000-8000-000000000000"
            ))
        );
        let hash = entry_hash(
            &genesis,
            2,
            Some(Seat(1)),
            &json!({"type": "x", "a": 1}),
            &json!([]),
            5,
        );
        let text = format!("{genesis}\n2\n1\n{{\"a\":1,\"type\":\"x\"}}\n[]\n5");
        assert_eq!(hash, hex::encode(Sha256::digest(text.as_bytes())));
        let setup = entry_hash(&genesis, 1, None, &json!({"type": "setup"}), &json!([]), 5);
        let text = format!("{genesis}\n1\n\n{{\"type\":\"setup\"}}\n[]\n5");
        assert_eq!(setup, hex::encode(Sha256::digest(text.as_bytes())));
    }
}
