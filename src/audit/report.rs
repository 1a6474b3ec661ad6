//! What the verifier reports: the guarantees it checked, the first divergence it found (where
//! and why), and how a replayed value differs from the recorded one.

use serde::Serialize;
use serde_json::Value;

/// What the verifier found.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Whether every check held.
    pub ok: bool,
    /// The game's id, once the header was read.
    pub game_id: Option<String>,
    /// The game's kind, once the header was read.
    pub kind: Option<String>,
    /// The export's format version, once the header was read.
    pub format_version: Option<u32>,
    /// Log entries read.
    pub entries: i64,
    /// The checks that held, in the order they were made.
    pub verified: Vec<Check>,
    /// What the export's format version does not guarantee (empty for the current version):
    /// the checks that held cannot prove these.
    pub lacks: Vec<Guarantee>,
    /// The first divergence, when a check failed.
    pub divergence: Option<Divergence>,
}

/// A guarantee of the current format that exports of an older format lack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Guarantee {
    /// The chain commits to the header: its kind, config, commitment, creation time and
    /// players (format 1 commits to the game id only, so they can be changed unseen).
    HeaderBound,
    /// Every ending is a log entry: a format-1 game abandoned when its last person left has
    /// no entry saying so, so its `abandoned` trailer is taken on trust.
    EndingRecorded,
}

impl Guarantee {
    /// The guarantees an export of `format_version` lacks.
    pub fn lacking_in(format_version: u32) -> Vec<Guarantee> {
        if format_version < 2 {
            vec![Guarantee::HeaderBound, Guarantee::EndingRecorded]
        } else {
            Vec::new()
        }
    }

    /// What it means, for people.
    pub fn describe(self) -> &'static str {
        match self {
            Guarantee::HeaderBound => {
                "the chain does not commit to the header's kind, config, commitment, creation time or players"
            }
            Guarantee::EndingRecorded => {
                "an abandonment is not a log entry, so an abandoned trailer is taken on trust"
            }
        }
    }
}

/// A check of the verifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// The header names a known format, kind and rules version, and the genesis hash.
    Header,
    /// Entries are numbered from 1 without a gap and every hash chains from the genesis.
    HashChain,
    /// The trailer's entry count and last hash match the entries.
    Trailer,
    /// SHA-256 of the revealed seed is the header's commitment.
    SeedCommitment,
    /// Every entry re-decided from the seed reproduces the recorded events.
    Replay,
    /// The replayed game ended as the trailer says, with the same standings.
    Standings,
}

/// Where and how an export diverges from what it claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Divergence {
    /// The entry's seq, when the divergence is in an entry.
    pub seq: Option<i64>,
    /// The line of the export (from 1).
    pub line: usize,
    /// A stable snake_case reason.
    pub reason: Reason,
    /// What differed, for people.
    pub detail: String,
}

/// Why verification failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A line that is not JSON or not a line of the format where it stands.
    MalformedLine,
    /// An empty line (every line is one JSON object).
    BlankLine,
    /// A line ending in CR LF, or a carriage return anywhere (lines end with a line feed).
    CarriageReturn,
    /// An object with the same key twice.
    DuplicateKey,
    /// A member the format does not define.
    UnknownField,
    /// A `time` or `created_at` that is not the RFC 3339 form of its milliseconds.
    TimeMismatch,
    /// An entry's `command_type` is not its command's `type`.
    CommandTypeMismatch,
    /// Another format or format version.
    UnsupportedFormat,
    /// A kind this verifier does not know.
    UnknownKind,
    /// A rules version this verifier does not implement.
    UnsupportedRulesVersion,
    /// The genesis hash is not derived from the header (format 2: its game id, kind, config,
    /// commitment and creation time; format 1: the game id).
    GenesisMismatch,
    /// The header's players (or seat count) are not the seats' holders the setup entry names.
    PlayersDiffer,
    /// A redacted export of a running game: only a finished game's export proves itself.
    IncompleteExport,
    /// An entry is missing, duplicated or out of order.
    SeqGap,
    /// An entry's hash is not the hash of its content over the previous hash.
    HashMismatch,
    /// The export ends before its trailer, or has fewer entries than it announces.
    Truncated,
    /// The trailer's last hash is not the last entry's hash.
    LastHashMismatch,
    /// Lines after the trailer.
    TrailingData,
    /// The revealed seed is not 32 bytes of hex.
    BadSeed,
    /// The revealed seed has upper-case hex digits.
    SeedNotLowerCase,
    /// SHA-256 of the revealed seed is not the commitment.
    SeedCommitmentMismatch,
    /// The setup entry is not the setup the seed produces.
    SetupDiffers,
    /// The engine refuses a recorded command in the replayed state.
    CommandRefused,
    /// Re-deciding a command produces other events than the recorded ones.
    EventsDiffer,
    /// The replayed game did not end the way the trailer says.
    StatusDiffers,
    /// The final standings differ from the replayed ones.
    StandingsDiffer,
}

/// The report in a few lines for people.
pub fn summary(report: &Report) -> String {
    let game = format!(
        "{} game {}",
        report.kind.as_deref().unwrap_or("unknown"),
        report.game_id.as_deref().unwrap_or("(no header)")
    );
    match &report.divergence {
        None => {
            let mut text = format!(
                "verified: {game}, {} entries: header, hash chain, trailer, seed commitment, replay of every entry and the final standings hold\n",
                report.entries
            );
            for lack in &report.lacks {
                text.push_str(&format!(
                    "not proved (export format {}): {}\n",
                    report.format_version.unwrap_or_default(),
                    lack.describe()
                ));
            }
            text
        }
        Some(divergence) => {
            let place = match divergence.seq {
                Some(seq) => format!("seq {seq} (line {})", divergence.line),
                None => format!("line {}", divergence.line),
            };
            format!(
                "FAILED: {game}: {} at {place}: {}\n",
                serde_json::to_value(divergence.reason)
                    .ok()
                    .and_then(|value| value.as_str().map(str::to_string))
                    .unwrap_or_default(),
                divergence.detail
            )
        }
    }
}

pub(super) fn diverge(
    seq: Option<i64>,
    line: usize,
    reason: Reason,
    detail: impl Into<String>,
) -> Divergence {
    Divergence {
        seq,
        line,
        reason,
        detail: detail.into(),
    }
}

/// Whether replayed events (a JSON array) are exactly the recorded ones.
pub(super) fn same_events(replayed: &Value, recorded: &[Value]) -> bool {
    replayed
        .as_array()
        .is_some_and(|events| events.as_slice() == recorded)
}

/// Where two JSON values first differ, as a JSON pointer with both values.
pub(super) fn differs(recorded: &Value, replayed: &Value) -> String {
    let path = first_difference(recorded, replayed, String::new()).unwrap_or_default();
    let pointer = |value: &Value| {
        value
            .pointer(&path)
            .map_or("(absent)".to_string(), Value::to_string)
    };
    format!(
        "at {}: recorded {}, replayed {}",
        if path.is_empty() { "/" } else { &path },
        pointer(recorded),
        pointer(replayed)
    )
}

fn first_difference(a: &Value, b: &Value, path: String) -> Option<String> {
    match (a, b) {
        _ if a == b => None,
        (Value::Array(x), Value::Array(y)) => {
            (0..x.len().max(y.len())).find_map(|i| match (x.get(i), y.get(i)) {
                (Some(p), Some(q)) => first_difference(p, q, format!("{path}/{i}")),
                _ => Some(format!("{path}/{i}")),
            })
        }
        (Value::Object(x), Value::Object(y)) => x.keys().chain(y.keys()).find_map(|key| {
            let child = format!("{path}/{}", key.replace('~', "~0").replace('/', "~1"));
            match (x.get(key), y.get(key)) {
                (Some(p), Some(q)) => first_difference(p, q, child),
                _ => Some(child),
            }
        }),
        _ => Some(path),
    }
}
