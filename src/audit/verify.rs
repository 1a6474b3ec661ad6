//! The offline verifier behind `hotel-games verify`: reads a complete export and checks,
//! without a server or database, that the seed matches its commitment, that the hash chain
//! is intact and gap-free, that re-deciding every command with the generator derived from
//! (seed, seq) reproduces exactly the recorded events, and that the final standings follow
//! from the replayed state. It stops at the first divergence and says where and why.

use std::io::BufRead;

use serde::Serialize;
use serde_json::Value;

use super::chain::{entry_hash, genesis_hash};
use super::format::{ExportEntry, ExportHeader, ExportLine, ExportTrailer, FORMAT, FORMAT_VERSION};
use crate::engine::rng::{SEED_LEN, commitment};
use crate::engine::{AnyGame, AnyState, GameRng, MoveError, Seat, Status, setup_command};
use crate::games;
use crate::store::GameStatus;

/// What the verifier found.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Whether every check held.
    pub ok: bool,
    /// The game's id, once the header was read.
    pub game_id: Option<String>,
    /// The game's kind, once the header was read.
    pub kind: Option<String>,
    /// Log entries read.
    pub entries: i64,
    /// The checks that held, in the order they were made.
    pub verified: Vec<Check>,
    /// The first divergence, when a check failed.
    pub divergence: Option<Divergence>,
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
    /// Another format or format version.
    UnsupportedFormat,
    /// A kind this verifier does not know.
    UnknownKind,
    /// A rules version this verifier does not implement.
    UnsupportedRulesVersion,
    /// The genesis hash is not derived from the game id.
    GenesisMismatch,
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
        None => format!(
            "verified: {game}, {} entries: header, hash chain, trailer, seed commitment, replay of every entry and the final standings hold\n",
            report.entries
        ),
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

/// Verifies the export read from `input`.
pub fn verify(input: impl BufRead) -> Report {
    let mut run = Run::default();
    let outcome = run.verify(input);
    Report {
        ok: outcome.is_ok(),
        game_id: run.header.as_ref().map(|header| header.game_id.clone()),
        kind: run.header.as_ref().map(|header| header.kind.clone()),
        entries: run.entries.len() as i64,
        verified: run.verified,
        divergence: outcome.err(),
    }
}

#[derive(Default)]
struct Run {
    header: Option<ExportHeader>,
    entries: Vec<ExportEntry>,
    verified: Vec<Check>,
}

fn diverge(seq: Option<i64>, line: usize, reason: Reason, detail: impl Into<String>) -> Divergence {
    Divergence {
        seq,
        line,
        reason,
        detail: detail.into(),
    }
}

impl Run {
    fn verify(&mut self, input: impl BufRead) -> Result<(), Divergence> {
        let mut lines = input
            .lines()
            .enumerate()
            .map(|(index, line)| (index + 1, line));
        let (kind, header_line) = self.read_header(&mut lines)?;
        let (trailer, trailer_line) = self.read_entries(&mut lines, header_line)?;
        self.verified.push(Check::HashChain);
        let first_entry_line = header_line + 1;
        self.check_trailer(&trailer, trailer_line)?;
        let header = self.header.as_ref().expect("read with the header");
        let seed = check_seed(header, &trailer, trailer_line)?;
        self.verified.push(Check::SeedCommitment);
        let state = self.replay(kind, &seed, first_entry_line)?;
        self.verified.push(Check::Replay);
        check_standings(state.as_ref(), &trailer, trailer_line)?;
        self.verified.push(Check::Standings);
        Ok(())
    }

    fn read_header(
        &mut self,
        lines: &mut impl Iterator<Item = (usize, std::io::Result<String>)>,
    ) -> Result<(&'static dyn AnyGame, usize), Divergence> {
        let Some((line, header)) = next_line(lines)? else {
            return Err(diverge(None, 1, Reason::Truncated, "the export is empty"));
        };
        let ExportLine::Header(header) = header else {
            return Err(diverge(
                None,
                line,
                Reason::MalformedLine,
                "the first line is not a header",
            ));
        };
        if header.format != FORMAT || header.format_version != FORMAT_VERSION {
            return Err(diverge(
                None,
                line,
                Reason::UnsupportedFormat,
                format!(
                    "format {} version {}; this verifier reads {FORMAT} version {FORMAT_VERSION}",
                    header.format, header.format_version
                ),
            ));
        }
        let kind = games::find(&header.kind).ok_or_else(|| {
            diverge(
                None,
                line,
                Reason::UnknownKind,
                format!("unknown kind {}", header.kind),
            )
        })?;
        if !(1..=kind.rules_version()).contains(&header.rules_version) {
            return Err(diverge(
                None,
                line,
                Reason::UnsupportedRulesVersion,
                format!(
                    "{} rules version {}; this verifier implements versions 1 to {}",
                    header.kind,
                    header.rules_version,
                    kind.rules_version()
                ),
            ));
        }
        let genesis = genesis_hash(&header.game_id);
        if header.genesis_hash != genesis {
            return Err(diverge(
                None,
                line,
                Reason::GenesisMismatch,
                format!("genesis hash {}, expected {genesis}", header.genesis_hash),
            ));
        }
        if !header.complete {
            return Err(diverge(
                None,
                line,
                Reason::IncompleteExport,
                "the game was not over when exported: its entries are one viewer's redacted view; export it again once it has ended",
            ));
        }
        self.header = Some(header);
        self.verified.push(Check::Header);
        Ok((kind, line))
    }

    /// Reads the entries, checking numbering and the hash chain as it goes, up to the
    /// trailer.
    fn read_entries(
        &mut self,
        lines: &mut impl Iterator<Item = (usize, std::io::Result<String>)>,
        header_line: usize,
    ) -> Result<(ExportTrailer, usize), Divergence> {
        let header = self.header.as_ref().expect("read with the header");
        let mut previous = header.genesis_hash.clone();
        let mut last_line = header_line;
        loop {
            let Some((line, parsed)) = next_line(lines)? else {
                let last = self.entries.last().map_or(0, |entry| entry.seq);
                return Err(diverge(
                    None,
                    last_line + 1,
                    Reason::Truncated,
                    format!("the export ends after seq {last} without a trailer"),
                ));
            };
            last_line = line;
            let entry = match parsed {
                ExportLine::Entry(entry) => entry,
                ExportLine::Trailer(trailer) => {
                    if let Some((extra, _)) = lines.next() {
                        return Err(diverge(
                            None,
                            extra,
                            Reason::TrailingData,
                            "lines follow the trailer",
                        ));
                    }
                    return Ok((trailer, line));
                }
                ExportLine::Header(_) => {
                    return Err(diverge(
                        None,
                        line,
                        Reason::MalformedLine,
                        "a second header",
                    ));
                }
            };
            let expected = self.entries.len() as i64 + 1;
            if entry.seq != expected {
                return Err(diverge(
                    Some(expected),
                    line,
                    Reason::SeqGap,
                    format!("expected seq {expected}, found seq {}", entry.seq),
                ));
            }
            let Some(command) = &entry.command else {
                return Err(diverge(
                    Some(entry.seq),
                    line,
                    Reason::MalformedLine,
                    "an entry of a complete export without its command",
                ));
            };
            let events = Value::Array(entry.events.clone());
            let hash = entry_hash(
                &previous,
                entry.seq,
                entry.seat,
                command,
                &events,
                entry.created_at_ms,
            );
            if hash != entry.hash {
                return Err(diverge(
                    Some(entry.seq),
                    line,
                    Reason::HashMismatch,
                    format!(
                        "recorded hash {}, the entry hashes to {hash} over the previous hash {previous}",
                        entry.hash
                    ),
                ));
            }
            previous = entry.hash.clone();
            self.entries.push(entry);
        }
    }

    fn check_trailer(&mut self, trailer: &ExportTrailer, line: usize) -> Result<(), Divergence> {
        let header = self.header.as_ref().expect("read with the header");
        let count = self.entries.len() as i64;
        if trailer.entries != count || header.entries != count {
            return Err(diverge(
                None,
                line,
                Reason::Truncated,
                format!(
                    "the header announces {} entries and the trailer {}, the export holds {count}",
                    header.entries, trailer.entries
                ),
            ));
        }
        let last = self
            .entries
            .last()
            .map_or(header.genesis_hash.as_str(), |entry| entry.hash.as_str());
        if trailer.last_hash != last {
            return Err(diverge(
                None,
                line,
                Reason::LastHashMismatch,
                format!(
                    "trailer's last hash {}, the last entry's hash is {last}",
                    trailer.last_hash
                ),
            ));
        }
        self.verified.push(Check::Trailer);
        Ok(())
    }

    /// Re-decides every entry from the seed and compares the events.
    fn replay(
        &self,
        kind: &'static dyn AnyGame,
        seed: &[u8; SEED_LEN],
        first_line: usize,
    ) -> Result<Box<dyn AnyState>, Divergence> {
        let header = self.header.as_ref().expect("read with the header");
        let mut state = kind.new_state();
        for (index, entry) in self.entries.iter().enumerate() {
            let line = first_line + index;
            let seq = Some(entry.seq);
            let command = entry.command.as_ref().expect("checked while reading");
            let recorded = || Value::Array(entry.events.clone());
            let mut rng = GameRng::for_entry(seed, entry.seq as u64);
            if entry.seq == 1 {
                let expected_command = setup_command(header.rules_version);
                if entry.seat.is_some() || *command != expected_command {
                    return Err(diverge(
                        seq,
                        line,
                        Reason::SetupDiffers,
                        format!("the first entry must be {expected_command} by no seat"),
                    ));
                }
                let events = kind
                    .setup(
                        &header.config,
                        header.seats as usize,
                        header.rules_version,
                        &mut rng,
                    )
                    .map_err(|e| diverge(seq, line, Reason::SetupDiffers, e.to_string()))?;
                if !same_events(&events, &entry.events) {
                    return Err(diverge(
                        seq,
                        line,
                        Reason::SetupDiffers,
                        differs(&recorded(), &events),
                    ));
                }
                state
                    .apply(&events)
                    .map_err(|e| diverge(seq, line, Reason::SetupDiffers, e.to_string()))?;
                continue;
            }
            let Some(seat) = entry.seat else {
                return Err(diverge(
                    seq,
                    line,
                    Reason::CommandRefused,
                    "an entry after the setup without a seat",
                ));
            };
            let events = play_recorded(state.as_mut(), seat, command, &mut rng)
                .map_err(|refusal| diverge(seq, line, Reason::CommandRefused, refusal))?;
            if !same_events(&events, &entry.events) {
                return Err(diverge(
                    seq,
                    line,
                    Reason::EventsDiffer,
                    differs(&recorded(), &events),
                ));
            }
        }
        Ok(state)
    }
}

/// Plays a recorded command as a client's or, if the game reserves it to the server, as
/// the server's; a server command must also be a decision whose timer was pending.
fn play_recorded(
    state: &mut dyn AnyState,
    seat: Seat,
    command: &Value,
    rng: &mut GameRng,
) -> Result<Value, String> {
    let refused = |error: MoveError| match error {
        MoveError::InvalidCommand(why) => format!("not a command of the game: {why}"),
        MoveError::GameOver => "the game was already over".to_string(),
        MoveError::NotYourTurn { awaited } => {
            format!("seat {seat} moved while the game awaited {awaited:?}")
        }
        MoveError::Rule { rejection, .. } => format!("the rules reject it: {rejection}"),
    };
    match state.play(seat, command, false, &mut rng.clone()) {
        Ok(events) => Ok(events),
        Err(MoveError::InvalidCommand(why)) => {
            let pending_timer = state
                .deadlines()
                .iter()
                .any(|deadline| deadline.seat == seat && deadline.command == *command);
            if !pending_timer {
                return Err(refused(MoveError::InvalidCommand(why)));
            }
            state.play(seat, command, true, rng).map_err(refused)
        }
        Err(error) => Err(refused(error)),
    }
}

fn check_seed(
    header: &ExportHeader,
    trailer: &ExportTrailer,
    line: usize,
) -> Result<[u8; SEED_LEN], Divergence> {
    let seed: [u8; SEED_LEN] = hex::decode(&trailer.rng_seed)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or_else(|| diverge(None, line, Reason::BadSeed, "the seed is not 64 hex digits"))?;
    let computed = commitment(&seed);
    if computed != header.rng_commitment {
        return Err(diverge(
            None,
            line,
            Reason::SeedCommitmentMismatch,
            format!(
                "SHA-256 of the seed is {computed}, the commitment is {}",
                header.rng_commitment
            ),
        ));
    }
    Ok(seed)
}

fn check_standings(
    state: &dyn AnyState,
    trailer: &ExportTrailer,
    line: usize,
) -> Result<(), Divergence> {
    match (state.status(), trailer.status) {
        (Status::Abandoned, GameStatus::Abandoned) => Ok(()),
        (Status::Finished(outcome), GameStatus::Finished) => {
            let recorded: Option<Vec<(Seat, u32, i64)>> = trailer.result.as_ref().map(|result| {
                result
                    .standings
                    .iter()
                    .map(|s| (s.seat, s.rank, s.score))
                    .collect()
            });
            let replayed: Vec<(Seat, u32, i64)> = outcome
                .standings
                .iter()
                .map(|s| (s.seat, s.rank, s.score))
                .collect();
            let reason_matches = trailer
                .result
                .as_ref()
                .is_some_and(|r| r.reason == outcome.reason);
            let winners_match = trailer
                .result
                .as_ref()
                .is_some_and(|r| r.winners == outcome.winners());
            if recorded.as_ref() != Some(&replayed) || !reason_matches || !winners_match {
                return Err(diverge(
                    None,
                    line,
                    Reason::StandingsDiffer,
                    format!(
                        "the trailer says {}, the replay ends with {replayed:?} ({})",
                        serde_json::to_string(&trailer.result).unwrap_or_default(),
                        outcome.reason
                    ),
                ));
            }
            Ok(())
        }
        (status, recorded) => Err(diverge(
            None,
            line,
            Reason::StatusDiffers,
            format!(
                "the trailer says {}, the replayed game is {status:?}",
                recorded.as_str()
            ),
        )),
    }
}

/// Reads and parses the next non-empty line.
fn next_line(
    lines: &mut impl Iterator<Item = (usize, std::io::Result<String>)>,
) -> Result<Option<(usize, ExportLine)>, Divergence> {
    for (line, text) in lines.by_ref() {
        let text = text.map_err(|e| diverge(None, line, Reason::MalformedLine, e.to_string()))?;
        if text.trim().is_empty() {
            continue;
        }
        return serde_json::from_str(&text)
            .map(|parsed| Some((line, parsed)))
            .map_err(|e| diverge(None, line, Reason::MalformedLine, e.to_string()));
    }
    Ok(None)
}

/// Whether replayed events (a JSON array) are exactly the recorded ones.
fn same_events(replayed: &Value, recorded: &[Value]) -> bool {
    replayed
        .as_array()
        .is_some_and(|events| events.as_slice() == recorded)
}

/// Where two JSON values first differ, as a JSON pointer with both values.
fn differs(recorded: &Value, replayed: &Value) -> String {
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
