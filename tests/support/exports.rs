//! Exports of games played by the built-in players, built without a server: the same lines a
//! server writes for a finished game, with made-up ids, names and times.

use hotel_games::audit::format::{
    ExportEntry, ExportHeader, ExportLine, ExportPlayer, ExportTrailer, FORMAT, FORMAT_VERSION,
};
use hotel_games::engine::rng::commitment;
use hotel_games::engine::simulate::{Player, SimulationEnd};
use hotel_games::engine::{Seat, Status};
use hotel_games::hash_chain::{Genesis, entry_hash, setup_command};
use hotel_games::resources::{GameResult, ResultStanding};
use hotel_games::store::GameStatus;
use hotel_games::timestamps::rfc3339;
use serde_json::Value;

/// The export of one game of `kind` played by the built-in players from `seed`, created at
/// `start_ms` with entry `n` appended at `start_ms + 1000 n` (milliseconds), or `None` if it
/// did not end within `max_entries`.
pub fn simulated_export(
    kind: &str,
    config: &Value,
    seats: usize,
    seed: [u8; 32],
    game_id: &str,
    start_ms: i64,
    max_entries: u64,
) -> Option<String> {
    Simulation {
        kind,
        config,
        seats,
        seed,
        game_id,
        start_ms,
        max_entries,
        format_version: FORMAT_VERSION,
        player: Player::Policy,
    }
    .export()
}

/// A game played by one built-in player at every seat, exported as a server writes the
/// export of a game of `format_version` (see [`simulated_export`]).
pub struct Simulation<'a> {
    pub kind: &'a str,
    pub config: &'a Value,
    pub seats: usize,
    pub seed: [u8; 32],
    pub game_id: &'a str,
    pub start_ms: i64,
    pub max_entries: u64,
    pub format_version: u32,
    pub player: Player,
}

impl Simulation<'_> {
    /// The export, or `None` if the game did not end within `max_entries`.
    pub fn export(&self) -> Option<String> {
        let Simulation {
            kind,
            config,
            seats,
            seed,
            game_id,
            start_ms,
            max_entries,
            format_version,
            player,
        } = *self;
        export(
            kind,
            config,
            seats,
            seed,
            game_id,
            start_ms,
            max_entries,
            format_version,
            player,
        )
    }
}

#[allow(clippy::too_many_arguments)]
fn export(
    kind: &str,
    config: &Value,
    seats: usize,
    seed: [u8; 32],
    game_id: &str,
    start_ms: i64,
    max_entries: u64,
    format_version: u32,
    player: Player,
) -> Option<String> {
    let game = hotel_games::games::find(kind).expect("a registered kind");
    let config = game.parse_config(Some(config)).expect("a valid config");
    let mut simulated = Vec::new();
    let (end, _) = game
        .simulate(
            &config,
            seats,
            &seed,
            max_entries,
            player,
            Some(&mut |entry| simulated.push(entry)),
        )
        .expect("the config takes this many seats");
    let status = match end {
        SimulationEnd::Over(status) => status,
        _ => return None,
    };
    let names: Vec<String> = (0..seats).map(|seat| format!("player{seat}")).collect();
    let rng_commitment = commitment(&seed);
    let mut previous = Genesis {
        game_id,
        kind,
        config: &config,
        rng_commitment: &rng_commitment,
        created_at_ms: start_ms,
    }
    .hash(format_version);
    let mut lines = vec![ExportLine::Header(ExportHeader {
        format: FORMAT.into(),
        format_version,
        game_id: game_id.into(),
        kind: kind.into(),
        rules_version: game.rules_version(),
        config,
        seats: seats as u32,
        players: names
            .iter()
            .enumerate()
            .map(|(seat, name)| ExportPlayer {
                seat: Seat(seat as u8),
                username: name.clone(),
            })
            .collect(),
        created_at: rfc3339(start_ms),
        created_at_ms: (format_version >= 2).then_some(start_ms),
        rng_commitment,
        genesis_hash: previous.clone(),
        status: match status {
            Status::Abandoned => GameStatus::Abandoned,
            _ => GameStatus::Finished,
        },
        entries: simulated.len() as i64,
        complete: true,
    })];
    for entry in &simulated {
        let seq = entry.seq as i64;
        let created_at_ms = start_ms + 1000 * seq;
        let command = if seq == 1 {
            setup_command(format_version, game.rules_version(), &names)
        } else {
            entry.command.clone()
        };
        let hash = entry_hash(
            &previous,
            seq,
            entry.seat,
            &command,
            &entry.events,
            created_at_ms,
        );
        previous = hash.clone();
        lines.push(ExportLine::Entry(ExportEntry {
            seq,
            seat: entry.seat,
            command_type: command["type"].as_str().unwrap_or_default().into(),
            command: Some(command),
            events: entry.events.as_array().cloned().unwrap_or_default(),
            created_at_ms,
            time: rfc3339(created_at_ms),
            hash,
            by: None,
            text: None,
        }));
    }
    let result = match &status {
        Status::Finished(outcome) => Some(GameResult {
            standings: outcome
                .standings
                .iter()
                .map(|standing| ResultStanding {
                    seat: standing.seat,
                    player: names[standing.seat.index()].clone(),
                    rank: standing.rank,
                    score: standing.score,
                    left: false,
                    rating: None,
                })
                .collect(),
            winners: outcome.winners(),
            reason: outcome.reason.clone(),
        }),
        _ => None,
    };
    lines.push(ExportLine::Trailer(ExportTrailer {
        status: match status {
            Status::Abandoned => GameStatus::Abandoned,
            _ => GameStatus::Finished,
        },
        rng_seed: hex::encode(seed),
        entries: simulated.len() as i64,
        last_hash: previous,
        result,
    }));
    Some(
        lines
            .iter()
            .map(|line| format!("{}\n", serde_json::to_string(line).unwrap()))
            .collect(),
    )
}
