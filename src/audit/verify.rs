//! The offline verifier behind `hotel-games verify`: reads a complete export and checks,
//! without a server or database, that every line has exactly the format's shape, that the
//! header is the one the chain starts from, that the seed matches its commitment, that the
//! hash chain is intact and gap-free, that re-deciding every command with the generator
//! derived from (seed, seq) reproduces exactly the recorded events, and that the ending and
//! the final standings follow from the replayed log. It stops at the first divergence and
//! says where and why.

use std::io::BufRead;

use serde_json::Value;

use super::format::{ExportEntry, ExportHeader, ExportLine, ExportTrailer, FORMAT, FORMAT_VERSION};
use super::lines::{Lines, next_line};
pub use super::report::{Check, Divergence, Guarantee, Reason, Report, summary};
use super::report::{differs, diverge, same_events};
use crate::engine::ending::is_abandon_command;
use crate::engine::rng::{SEED_LEN, commitment};
use crate::engine::{AnyGame, AnyState, GameRng, MoveError, Seat, Status};
use crate::games;
use crate::hash_chain::{Genesis, entry_hash, setup_command};
use crate::store::GameStatus;

/// Verifies the export read from `input`.
pub fn verify(input: impl BufRead) -> Report {
    let mut run = Run::default();
    let outcome = run.verify(input);
    let format_version = run.header.as_ref().map(|header| header.format_version);
    Report {
        ok: outcome.is_ok(),
        game_id: run.header.as_ref().map(|header| header.game_id.clone()),
        kind: run.header.as_ref().map(|header| header.kind.clone()),
        format_version,
        entries: run.entries.len() as i64,
        verified: run.verified,
        lacks: format_version
            .map(Guarantee::lacking_in)
            .unwrap_or_default(),
        divergence: outcome.err(),
    }
}

#[derive(Default)]
struct Run {
    header: Option<ExportHeader>,
    entries: Vec<ExportEntry>,
    verified: Vec<Check>,
}

impl Run {
    fn verify(&mut self, input: impl BufRead) -> Result<(), Divergence> {
        let mut lines = Lines::new(input);
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
        let header = self.header.as_ref().expect("read with the header");
        check_standings(state.as_deref(), header, &trailer, trailer_line)?;
        self.verified.push(Check::Standings);
        Ok(())
    }

    fn read_header(
        &mut self,
        lines: &mut Lines<impl BufRead>,
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
        if header.format != FORMAT || !(1..=FORMAT_VERSION).contains(&header.format_version) {
            return Err(diverge(
                None,
                line,
                Reason::UnsupportedFormat,
                format!(
                    "format {} version {}; this verifier reads {FORMAT} versions 1 to {FORMAT_VERSION}",
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
        check_rules_version(kind, &header, line)?;
        check_creation_time(&header, line)?;
        let genesis = Genesis {
            game_id: &header.game_id,
            kind: &header.kind,
            config: &header.config,
            rng_commitment: &header.rng_commitment,
            created_at_ms: header.created_at_ms.unwrap_or_default(),
        }
        .hash(header.format_version);
        if header.genesis_hash != genesis {
            let bound = if header.format_version >= 2 {
                "game id, kind, config, rng_commitment and created_at_ms"
            } else {
                "game id"
            };
            return Err(diverge(
                None,
                line,
                Reason::GenesisMismatch,
                format!(
                    "genesis hash {}, the header's {bound} hash to {genesis}: one of them was changed",
                    header.genesis_hash
                ),
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
        lines: &mut Lines<impl BufRead>,
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
                    if let Some((extra, _)) = lines.next_text() {
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
            check_entry_labels(&entry, command, line)?;
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
    /// Returns the replayed state, or `None` for a game that never started (no entries).
    fn replay(
        &self,
        kind: &'static dyn AnyGame,
        seed: &[u8; SEED_LEN],
        first_line: usize,
    ) -> Result<Option<Box<dyn AnyState>>, Divergence> {
        let header = self.header.as_ref().expect("read with the header");
        if self.entries.is_empty() {
            return Ok(None);
        }
        let mut state = kind.new_state();
        for (index, entry) in self.entries.iter().enumerate() {
            let line = first_line + index;
            let seq = Some(entry.seq);
            let command = entry.command.as_ref().expect("checked while reading");
            let recorded = || Value::Array(entry.events.clone());
            let mut rng = GameRng::for_entry(seed, entry.seq as u64);
            if entry.seq == 1 {
                check_setup_command(header, entry, command, line)?;
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
        Ok(Some(state))
    }
}

/// The one place that says which rules versions of a kind this verifier replays.
fn check_rules_version(
    kind: &dyn AnyGame,
    header: &ExportHeader,
    line: usize,
) -> Result<(), Divergence> {
    if (1..=kind.rules_version()).contains(&header.rules_version) {
        return Ok(());
    }
    Err(diverge(
        None,
        line,
        Reason::UnsupportedRulesVersion,
        format!(
            "{} rules version {}; this verifier implements versions 1 to {}",
            header.kind,
            header.rules_version,
            kind.rules_version()
        ),
    ))
}

/// From format 2 on the header states its creation time in milliseconds, and `created_at`
/// is exactly that instant; format 1 headers have `created_at` only (bound by nothing).
fn check_creation_time(header: &ExportHeader, line: usize) -> Result<(), Divergence> {
    match header.created_at_ms {
        None if header.format_version < 2 => Ok(()),
        None => Err(diverge(
            None,
            line,
            Reason::MalformedLine,
            "a format-2 header without created_at_ms",
        )),
        Some(millis) => {
            let expected = instant(millis);
            if header.created_at == expected {
                Ok(())
            } else {
                Err(diverge(
                    None,
                    line,
                    Reason::TimeMismatch,
                    format!(
                        "created_at {} is not created_at_ms {millis}, which is {expected}",
                        header.created_at
                    ),
                ))
            }
        }
    }
}

/// An entry's unhashed labels say what its hashed content says: `command_type` is the
/// command's `type` and `time` the instant of `created_at_ms`.
fn check_entry_labels(entry: &ExportEntry, command: &Value, line: usize) -> Result<(), Divergence> {
    let seq = Some(entry.seq);
    let command_type = command.get("type").and_then(Value::as_str);
    if command_type != Some(entry.command_type.as_str()) {
        return Err(diverge(
            seq,
            line,
            Reason::CommandTypeMismatch,
            format!(
                "command_type {}, the command's type is {}",
                entry.command_type,
                command.get("type").unwrap_or(&Value::Null)
            ),
        ));
    }
    let expected = instant(entry.created_at_ms);
    if entry.time != expected {
        return Err(diverge(
            seq,
            line,
            Reason::TimeMismatch,
            format!(
                "time {} is not created_at_ms {}, which is {expected}",
                entry.time, entry.created_at_ms
            ),
        ));
    }
    Ok(())
}

/// The setup entry: no seat, the setup command of the header's rules version and, from
/// format 2 on, naming the header's players as the seats' holders.
fn check_setup_command(
    header: &ExportHeader,
    entry: &ExportEntry,
    command: &Value,
    line: usize,
) -> Result<(), Divergence> {
    let seq = Some(entry.seq);
    let names: Vec<String> = header.players.iter().map(|p| p.username.clone()).collect();
    let expected = setup_command(header.format_version, header.rules_version, &names);
    if header.format_version >= 2 {
        let numbered = header
            .players
            .iter()
            .enumerate()
            .all(|(index, player)| player.seat.index() == index);
        if !numbered || header.players.len() != header.seats as usize {
            return Err(diverge(
                None,
                1,
                Reason::PlayersDiffer,
                format!(
                    "the header lists {} players for {} seats, not one per seat in seat order",
                    header.players.len(),
                    header.seats
                ),
            ));
        }
        let recorded = command.get("players");
        if recorded != expected.get("players") {
            return Err(diverge(
                seq,
                line,
                Reason::PlayersDiffer,
                format!(
                    "the header's players are {}, the setup entry names {}",
                    expected["players"],
                    recorded.unwrap_or(&Value::Null)
                ),
            ));
        }
    }
    if entry.seat.is_some() || *command != expected {
        return Err(diverge(
            seq,
            line,
            Reason::SetupDiffers,
            format!("the first entry must be {expected} by no seat"),
        ));
    }
    Ok(())
}

/// The RFC 3339 text of an instant in milliseconds, as exports write it
/// (`2027-01-01T00:00:00.000Z`).
fn instant(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .map(|time| time.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
        .unwrap_or_default()
}

/// Plays a recorded command as a client's or, if the game reserves it to the server, as
/// the server's; a server command must also be a decision whose timer was pending or the
/// rules' default answer for the seat (a move clock's `skip`), or the abandonment.
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
    if is_abandon_command(command) {
        return state.play(seat, command, true, rng).map_err(refused);
    }
    match state.play(seat, command, false, &mut rng.clone()) {
        Ok(events) => Ok(events),
        Err(MoveError::InvalidCommand(why)) => {
            let pending_timer = state
                .deadlines()
                .iter()
                .any(|deadline| deadline.seat == seat && deadline.command == *command);
            // A move clock set to `skip` submits the rules' default answer, which some kinds
            // reserve to the server (Grand Austria Hotel's `timeout`).
            let default_answer = state.skip_command(seat).as_ref() == Some(command);
            if !pending_timer && !default_answer {
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
    if trailer
        .rng_seed
        .bytes()
        .any(|digit| digit.is_ascii_uppercase())
    {
        return Err(diverge(
            None,
            line,
            Reason::SeedNotLowerCase,
            "the seed's hex digits must be lower-case",
        ));
    }
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

/// The trailer's ending follows from the replayed log (`None`: the game never started, so
/// its only possible ending is abandoned), and a finished game's standings are the replay's.
fn check_standings(
    state: Option<&dyn AnyState>,
    header: &ExportHeader,
    trailer: &ExportTrailer,
    line: usize,
) -> Result<(), Divergence> {
    if header.status != trailer.status {
        return Err(diverge(
            None,
            line,
            Reason::StatusDiffers,
            format!(
                "the header says {}, the trailer {}",
                header.status.as_str(),
                trailer.status.as_str()
            ),
        ));
    }
    let status = state.map_or(Status::Abandoned, |state| state.status());
    match (status, trailer.status) {
        (Status::Abandoned, GameStatus::Abandoned) if trailer.result.is_none() => Ok(()),
        // Format 1 recorded no entry when the last person left: taken on trust (see
        // `Guarantee::EndingRecorded`).
        (Status::Awaiting(_), GameStatus::Abandoned)
            if header.format_version < 2 && trailer.result.is_none() =>
        {
            Ok(())
        }
        (Status::Finished(outcome), GameStatus::Finished) => {
            let recorded: Option<Vec<(Seat, u32, i64)>> = trailer.result.as_ref().map(|result| {
                result
                    .standings
                    .iter()
                    .map(|s| (s.seat, s.rank, s.score))
                    .collect()
            });
            let names_match = trailer.result.as_ref().is_some_and(|result| {
                result.standings.iter().all(|standing| {
                    header
                        .players
                        .get(standing.seat.index())
                        .is_some_and(|player| player.username == standing.player)
                })
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
            if recorded.as_ref() != Some(&replayed)
                || !reason_matches
                || !winners_match
                || !names_match
            {
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
