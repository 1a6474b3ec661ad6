//! `hotel-games simulate`: self-play of many seeded games with each kind's built-in player,
//! written as NDJSON (one log entry per line) for statistical study and engine benchmarks.

use std::io::Write;
use std::time::Instant;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::engine::simulate::{Player, SimulationEnd};
use crate::engine::{Status, rng::SEED_LEN};
use crate::games;

/// Options of a simulation run.
#[derive(Clone, Debug)]
pub struct SimulationOptions {
    pub kind: String,
    pub games: u64,
    pub seats: usize,
    pub config: Option<Value>,
    pub seed: u64,
    pub max_entries: u64,
    /// Who plays every seat: the kind's built-in player or the uniformly random one.
    pub player: Player,
    /// Where the NDJSON goes; `None` writes no log (speed runs).
    pub out: Option<String>,
}

/// Usage text of the subcommand.
pub const USAGE: &str = "usage: hotel-games simulate <kind> [--games N] [--seats N] \
[--config JSON] [--seed N] [--max-entries N] [--player policy|random] [--out FILE|-]";

impl SimulationOptions {
    /// Parses `simulate` arguments (after the subcommand name).
    pub fn parse(args: &[String]) -> Result<Self, String> {
        let mut args = args.iter();
        let kind = args.next().ok_or("missing <kind>")?.clone();
        let mut options = SimulationOptions {
            kind,
            games: 100,
            seats: 4,
            config: None,
            seed: 1,
            max_entries: 100_000,
            player: Player::Policy,
            out: None,
        };
        while let Some(flag) = args.next() {
            let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
            let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
            match flag.as_str() {
                "--games" => options.games = number()?,
                "--seats" => options.seats = number()? as usize,
                "--seed" => options.seed = number()?,
                "--max-entries" => options.max_entries = number()?,
                "--config" => {
                    options.config =
                        Some(serde_json::from_str(value).map_err(|e| format!("--config: {e}"))?)
                }
                "--out" => options.out = Some(value.clone()),
                "--player" => {
                    options.player = match value.as_str() {
                        "policy" => Player::Policy,
                        "random" => Player::Random,
                        other => return Err(format!("--player: {other} is not policy or random")),
                    }
                }
                other => return Err(format!("unknown option {other}")),
            }
        }
        Ok(options)
    }
}

/// What a run produced.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SimulationReport {
    pub games: u64,
    pub entries: u64,
    pub finished: u64,
    pub abandoned: u64,
    pub entry_limit: u64,
    pub stuck: u64,
    pub seconds: f64,
}

/// The secret seed of simulated game `game` of a run seeded with `seed`.
pub fn game_seed(seed: u64, game: u64) -> [u8; SEED_LEN] {
    Sha256::digest(format!("simulate:{seed}:{game}")).into()
}

/// Runs the simulation, writing NDJSON lines `{game, seq, seat, command, events}` to `out`.
pub fn run(options: &SimulationOptions, out: &mut dyn Write) -> Result<SimulationReport, String> {
    let kind =
        games::find(&options.kind).ok_or_else(|| format!("unknown kind {}", options.kind))?;
    let config = kind
        .parse_config(options.config.as_ref())
        .map_err(|e| e.to_string())?;
    let mut report = SimulationReport::default();
    let started = Instant::now();
    let mut write_error = None;
    for game in 0..options.games {
        let mut sink = |entry: crate::engine::simulate::SimulatedEntry| {
            if write_error.is_some() {
                return;
            }
            let line = json!({"game": game, "seq": entry.seq, "seat": entry.seat, "command": entry.command, "events": entry.events});
            if let Err(e) = writeln!(out, "{line}") {
                write_error = Some(e.to_string());
            }
        };
        // No log asked for: the games build no JSON at all.
        let sink = options
            .out
            .is_some()
            .then_some(&mut sink as &mut dyn FnMut(crate::engine::simulate::SimulatedEntry));
        let (end, entries) = kind
            .simulate(
                &config,
                options.seats,
                &game_seed(options.seed, game),
                options.max_entries,
                options.player,
                sink,
            )
            .map_err(|e| e.to_string())?;
        report.games += 1;
        report.entries += entries;
        match end {
            SimulationEnd::Over(Status::Abandoned) => report.abandoned += 1,
            SimulationEnd::Over(_) => report.finished += 1,
            SimulationEnd::EntryLimit => report.entry_limit += 1,
            SimulationEnd::Stuck => report.stuck += 1,
        }
    }
    if let Some(error) = write_error {
        return Err(format!("cannot write the log: {error}"));
    }
    report.seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulated_acquire_games_finish_and_are_reproducible() {
        let options = SimulationOptions::parse(
            &["acquire", "--games", "3", "--seats", "4", "--out", "-"].map(String::from),
        )
        .unwrap();
        let mut first = Vec::new();
        let report = run(&options, &mut first).unwrap();
        assert_eq!(report.games, 3);
        assert_eq!(report.finished, 3, "{report:?}");
        let lines: Vec<Value> = String::from_utf8(first.clone())
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len() as u64, report.entries);
        assert_eq!(lines[0]["seq"], 1);
        assert_eq!(lines[0]["command"]["type"], "setup");
        assert!(
            lines
                .iter()
                .skip(1)
                .all(|line| line["command"]["type"] != "resign")
        );
        let mut second = Vec::new();
        run(&options, &mut second).unwrap();
        assert_eq!(first, second, "the same seed plays the same games");
    }

    #[test]
    fn bad_options_are_explained() {
        assert!(SimulationOptions::parse(&[]).is_err());
        assert!(SimulationOptions::parse(&["acquire", "--games"].map(String::from)).is_err());
        assert!(SimulationOptions::parse(&["acquire", "--speed", "1"].map(String::from)).is_err());
        assert!(
            SimulationOptions::parse(&["acquire", "--player", "greedy"].map(String::from)).is_err()
        );
        let random =
            SimulationOptions::parse(&["acquire", "--player", "random"].map(String::from)).unwrap();
        assert_eq!(random.player, Player::Random);
        let options = SimulationOptions::parse(&["chess".to_string()]).unwrap();
        assert!(run(&options, &mut Vec::new()).is_err());
    }
}
