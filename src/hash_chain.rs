//! The hash chain over a game's log: each entry's hash covers the previous entry's hash, so
//! changing, removing or reordering any entry changes every hash after it.
//!
//! The bytes hashed are specified in `src/audit/FORMAT.md` precisely enough for a verifier
//! written in another language.

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::engine::Seat;

/// The version of the export format described in `src/audit/FORMAT.md`, with which new games
/// are created: from version 2 on the genesis commits to the header and the setup entry names
/// the seats' holders. Games created under version 1 keep it.
pub const FORMAT_VERSION: u32 = 2;

/// What a game's chain starts from: the facts of the header known when the game is created.
/// Format 2 commits to all of them; format 1 to the game id alone.
#[derive(Clone, Copy, Debug)]
pub struct Genesis<'a> {
    pub game_id: &'a str,
    pub kind: &'a str,
    /// The configuration, every option included.
    pub config: &'a Value,
    /// SHA-256 (hex) of the secret seed.
    pub rng_commitment: &'a str,
    /// When the game was created, in milliseconds since the Unix epoch.
    pub created_at_ms: i64,
}

impl Genesis<'_> {
    /// The hash the chain of a game of export format `format_version` starts from, lower-case
    /// hex: for format 1 `SHA-256("hotel-games:" ‖ game id)`; from format 2 on
    /// `SHA-256("hotel-games:2\n" ‖ canonical JSON of {config, created_at_ms, game_id, kind,
    /// rng_commitment})`.
    pub fn hash(&self, format_version: u32) -> String {
        if format_version < 2 {
            return hex::encode(Sha256::digest(format!("hotel-games:{}", self.game_id)));
        }
        let bound = json!({
            "config": self.config,
            "created_at_ms": self.created_at_ms,
            "game_id": self.game_id,
            "kind": self.kind,
            "rng_commitment": self.rng_commitment,
        });
        let text = format!("hotel-games:2\n{}", canonical_json(&bound));
        hex::encode(Sha256::digest(text.as_bytes()))
    }
}

/// The command of a game's setup entry: the rules version it is played under and, from
/// export format 2 on, the seats' holders (usernames in seat order), which the entry's hash
/// then binds.
pub fn setup_command(format_version: u32, rules_version: u32, players: &[String]) -> Value {
    let mut command = crate::engine::setup_command(rules_version);
    if format_version >= 2 {
        command["players"] = json!(players);
    }
    command
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
        let config = json!({"b": [1, 2], "a": null});
        let bound = Genesis {
            game_id: id,
            kind: "acquire",
            config: &config,
            rng_commitment: "ab",
            created_at_ms: 7,
        };
        assert_eq!(
            bound.hash(2),
            hex::encode(Sha256::digest(
                "hotel-games:2\n{\"config\":{\"a\":null,\"b\":[1,2]},\"created_at_ms\":7,\
                 \"game_id\":\"00000000-0000-4000-8000-000000000000\",\"kind\":\"acquire\",\
                 \"rng_commitment\":\"ab\"}"
            ))
        );
        let genesis = bound.hash(1);
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

    #[test]
    fn the_setup_command_names_the_players_from_format_2_on() {
        let players = ["ann".to_string(), "bob".to_string()];
        assert_eq!(
            setup_command(1, 3, &players),
            json!({"type": "setup", "rules_version": 3})
        );
        assert_eq!(
            setup_command(2, 3, &players),
            json!({"type": "setup", "rules_version": 3, "players": ["ann", "bob"]})
        );
    }
}
