//! The JSON resources of the API (requests and responses), as documented in OpenAPI.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::engine::Seat;
use crate::store::GameStatus;

/// A username and password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3–32 characters: letters, digits, `_`, `-`, `.`; unique ignoring nothing (exact match).
    #[schema(example = "ann")]
    pub username: String,
    /// 8–256 characters.
    #[schema(example = "correct horse battery")]
    pub password: String,
}

/// An account.
#[derive(Debug, Serialize, ToSchema)]
pub struct User {
    pub id: String,
    pub username: String,
    /// RFC 3339.
    pub created_at: String,
}

/// A bearer token.
#[derive(Debug, Serialize, ToSchema)]
pub struct Token {
    pub access_token: String,
    /// Always `Bearer`.
    #[schema(example = "Bearer")]
    pub token_type: String,
    /// Seconds until the token expires.
    pub expires_in: u64,
}

/// A game kind the server hosts.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameKindInfo {
    #[schema(example = "acquire")]
    pub kind: String,
    /// Fewest seats (with the default configuration).
    pub min_seats: usize,
    /// Most seats (with the default configuration).
    pub max_seats: usize,
    /// Every option at its default.
    #[schema(value_type = Object)]
    pub default_config: Value,
    /// The JSON Schema of the configuration (also in the OpenAPI components).
    #[schema(value_type = Object)]
    pub config_schema: Value,
    /// Names of the kind's schemas in the OpenAPI document.
    pub schemas: GameKindSchemas,
}

/// Names of a kind's schemas in the OpenAPI components.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameKindSchemas {
    pub config: String,
    pub command: String,
    pub view: String,
    pub event_view: String,
    pub rejection: String,
}

/// A request to create a game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    /// A kind from `GET /v1/game-kinds`.
    #[schema(example = "acquire")]
    pub kind: String,
    /// The number of seats; the game starts by itself when the last one is taken.
    #[schema(example = 3)]
    pub seats: usize,
    /// Options of the kind (missing ones take their defaults).
    #[schema(value_type = Option<Object>)]
    pub config: Option<Value>,
}

/// A seat and who holds it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatHolder {
    pub seat: Seat,
    pub user_id: String,
    pub username: String,
}

/// A game.
#[derive(Debug, Serialize, ToSchema)]
pub struct Game {
    pub id: String,
    pub kind: String,
    pub status: GameStatus,
    /// The full configuration.
    #[schema(value_type = Object)]
    pub config: Value,
    /// The number of seats.
    pub seats: i64,
    /// Seated players, in seat order (join order).
    pub players: Vec<SeatHolder>,
    pub creator_id: String,
    /// The number of log entries; the `expected_version` of the next move.
    pub version: i64,
    /// The seats whose decision the game waits for.
    pub awaited: Vec<Seat>,
    /// SHA-256 of the game's secret seed (hex), public from creation.
    pub rng_commitment: String,
    /// The secret seed (hex), revealed once the game is over.
    pub rng_seed: Option<String>,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339.
    pub updated_at: String,
}

/// A page of games.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePage {
    pub games: Vec<Game>,
    /// Pass as `cursor` for the next page; absent on the last page.
    pub next_cursor: Option<String>,
}

/// A move.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The version the move was made against (or send `If-Match`).
    pub expected_version: Option<i64>,
    /// A command of the game's kind, e.g. `{"type": "place_tile", "tile": "7A"}`.
    #[schema(value_type = Object)]
    pub command: Value,
}

/// The result of an accepted move.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MoveResult {
    /// The game's version after the move.
    pub version: i64,
    /// The mover's view after the move.
    #[schema(value_type = Object)]
    pub view: Value,
}

/// The caller's view of a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct ViewResponse {
    pub game_id: String,
    pub kind: String,
    pub status: GameStatus,
    pub version: i64,
    /// The caller's seat; absent for spectators.
    pub seat: Option<Seat>,
    /// The seats whose decision the game waits for.
    pub awaited: Vec<Seat>,
    /// The kind's view (see the kind's `…View` schema); `null` before the game starts.
    #[schema(value_type = Option<Object>)]
    pub view: Value,
}

/// The commands the caller may send now.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoves {
    pub version: i64,
    pub seat: Option<Seat>,
    /// Commands of the kind's `…Command` schema.
    #[schema(value_type = Vec<Object>)]
    pub commands: Vec<Value>,
}

/// One log entry, as the caller may see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogEntry {
    pub seq: i64,
    /// The acting seat; absent for the setup entry.
    pub seat: Option<Seat>,
    /// The command as submitted; other seats see only its `type` while the game runs.
    #[schema(value_type = Object)]
    pub command: Value,
    /// The events the caller may see (see the kind's `…EventView` schema).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    /// RFC 3339.
    pub time: String,
    /// SHA-256 (hex) over the previous entry's hash and this entry.
    pub hash: String,
}

/// A page of the log.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogPage {
    pub entries: Vec<LogEntry>,
    /// The game's current version.
    pub version: i64,
}

/// Liveness or readiness.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: String,
}
