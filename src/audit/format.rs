//! The lines of a game export (`application/x-ndjson`): one header, every log entry, and —
//! once the game is over — a trailer that reveals the seed. `src/audit/FORMAT.md` is the
//! specification; these types are its Rust form, shared by the exporter and the verifier.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::engine::Seat;
use crate::resources::GameResult;
use crate::store::{Actor, GameStatus};

/// The `format` of every export header.
pub const FORMAT: &str = "hotel-games-export";
pub use crate::hash_chain::FORMAT_VERSION;

/// One line of an export.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ExportLine {
    Header(ExportHeader),
    Entry(ExportEntry),
    Trailer(ExportTrailer),
}

/// The first line of an export: what game this is and what its log starts from.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportHeader {
    /// Always `hotel-games-export`.
    #[schema(example = "hotel-games-export")]
    pub format: String,
    /// The version of the export format the game's chain follows: 2, or 1 for a game created
    /// before version 2 (its genesis commits to the game id alone).
    pub format_version: u32,
    /// The game's id.
    pub game_id: String,
    /// The game's kind, e.g. `acquire`.
    pub kind: String,
    /// The version of the kind's rules engine that decided every entry (recorded in the
    /// setup entry's command); a verifier replays only the rules versions it implements.
    pub rules_version: u32,
    /// The game's configuration, every option included.
    #[schema(value_type = Object)]
    pub config: Value,
    /// The number of seats.
    pub seats: u32,
    /// Who holds each seat, in seat order.
    pub players: Vec<ExportPlayer>,
    /// When the game was created (RFC 3339, the instant of `created_at_ms`).
    pub created_at: String,
    /// When the game was created, in milliseconds since the Unix epoch (from format 2 on;
    /// the genesis commits to it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at_ms: Option<i64>,
    /// SHA-256 (hex) of the secret seed, published from the game's creation on.
    pub rng_commitment: String,
    /// The hash the chain starts from: from format 2 on it commits to the game id, kind,
    /// config, `rng_commitment` and `created_at_ms` (format 1: to the game id alone).
    pub genesis_hash: String,
    /// The game's status when the export was made.
    pub status: GameStatus,
    /// The number of entries that follow.
    pub entries: i64,
    /// Whether the entries are the whole truth (the game is over: every command and event
    /// as stored, and a trailer follows) or the caller's redacted view of a running game.
    pub complete: bool,
}

/// A seat and its player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportPlayer {
    /// The seat (0 = first seat).
    pub seat: Seat,
    /// The player's username.
    pub username: String,
}

/// One log entry. In a complete export, `command` and `events` are exactly what was stored
/// and hashed; in a redacted one they are what the caller may see (as in `GET /log`).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportEntry {
    /// Position in the log, from 1 (the setup).
    pub seq: i64,
    /// The acting seat; absent (`null`) for the setup entry and for an entry of which a
    /// redacted export shows nothing.
    pub seat: Option<Seat>,
    /// The command's `type` (`setup` for the first entry, `hidden` where redacted).
    pub command_type: String,
    /// The command as submitted; `null` where a redacted export hides it.
    #[schema(value_type = Option<Object>)]
    pub command: Option<Value>,
    /// The entry's events (the kind's event objects; event views where redacted).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    /// When the entry was appended, in milliseconds since the Unix epoch (hashed).
    pub created_at_ms: i64,
    /// The same instant in RFC 3339, for people.
    pub time: String,
    /// SHA-256 (hex) over the previous entry's hash and this entry.
    pub hash: String,
    /// Who submitted the command on the seat's behalf when it was not the seat's player
    /// (`timer`, `clock`, `bot`, `standing_order`); absent for the player's own moves. Not
    /// hashed: it says who chose the command, which changes nothing the command does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Actor>,
    /// A redacted export's entry in words, as `GET /log` says it to the caller (in the
    /// caller's language); absent from a complete export. Not hashed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// The last line of a complete export.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportTrailer {
    /// How the game ended: `finished` or `abandoned`.
    pub status: GameStatus,
    /// The secret seed (hex), revealed now that the game is over; its SHA-256 is the
    /// header's `rng_commitment`.
    pub rng_seed: String,
    /// The number of entries exported.
    pub entries: i64,
    /// The hash of the last entry.
    pub last_hash: String,
    /// The final standings of a finished game; absent for an abandoned one.
    pub result: Option<GameResult>,
}
