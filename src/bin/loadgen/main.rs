//! Load generator: plays games over HTTP as real clients do — every seat its own client, two
//! requests per move — and reports moves and requests per second, move latency, the CPU each
//! move costs the server, the database (its local `postgres` processes) and the clients, the
//! move rate the machine's cores could carry at that cost, and, measured in the same run
//! against the same database with the same pool, the database's ceiling for a move-shaped
//! transaction and the share of it reached.
//!
//! ```text
//! loadgen (--spawn BINARY --database-url URL | --url URL [--server-pid PID] [--database-url URL])
//!         [--kind acquire] [--config JSON] [--players 3] [--games 1,8,32] [--seconds 20]
//!         [--lengths 10,5000] [--restarts 3] [--accounts person|bot]
//! ```
//!
//! - `--spawn` starts the server binary itself on `--database-url` (rate limits lifted) and
//!   knows its process; with `--url` the server is already running (lift its rate limits:
//!   `RATE_LIMIT_MOVES_USER=1000000/1`), and `--server-pid` gives its CPU time.
//! - `--accounts bot` marks the players' accounts as bots' (their moves go under
//!   `RATE_LIMIT_MOVES_BOT`); against a server with its default move limits (`--url`), the run
//!   shows whether a bots' game plays at full speed. A move refused by a rate limit waits its
//!   `Retry-After` and is counted.
//! - Throughput (the default): for each number of concurrent games in `--games`, play for
//!   `--seconds` (finished games are replaced), then measure the database's ceiling with as
//!   many writers.
//! - `--lengths`: the cost of a move by game length. Games are played to each length first
//!   (not timed); then moves are timed warm (the server has the state cached) and cold (the
//!   first move after a server restart, `--restarts` times; needs `--spawn`). Choose a kind and
//!   configuration whose games last that long, e.g. Monopoly with
//!   `{"starting_cash": 100000, "end_condition": {"type": "round_limit", "rounds": 5000}}`.

mod ceiling;
mod cpu;
mod server;
mod table;

use std::time::{Duration, Instant};

use serde_json::Value;

use server::Server;
use table::{Cycle, Setup, Table};

struct Options {
    url: Option<String>,
    spawn: Option<String>,
    database_url: Option<String>,
    server_pid: Option<u32>,
    kind: String,
    config: Value,
    players: usize,
    games: Vec<usize>,
    seconds: f64,
    lengths: Vec<i64>,
    restarts: usize,
    bots: bool,
}

fn numbers<T: std::str::FromStr>(flag: &str, value: &str) -> Result<Vec<T>, String> {
    value
        .split(',')
        .map(|n| {
            n.trim()
                .parse()
                .map_err(|_| format!("{flag}: {n:?} is not a number"))
        })
        .collect()
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        url: None,
        spawn: None,
        database_url: None,
        server_pid: None,
        kind: "acquire".into(),
        config: Value::Null,
        players: 3,
        games: vec![1, 8, 32],
        seconds: 20.0,
        lengths: Vec::new(),
        restarts: 3,
        bots: false,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let flag = pair[0].as_str();
        let value = pair.get(1).ok_or_else(|| format!("{flag} needs a value"))?;
        let one = |flag: &str| -> Result<f64, String> {
            value
                .parse()
                .map_err(|_| format!("{flag}: {value:?} is not a number"))
        };
        match flag {
            "--url" => options.url = Some(value.trim_end_matches('/').into()),
            "--spawn" => options.spawn = Some(value.clone()),
            "--database-url" => options.database_url = Some(value.clone()),
            "--server-pid" => options.server_pid = Some(one(flag)? as u32),
            "--kind" => options.kind = value.clone(),
            "--config" => {
                options.config =
                    serde_json::from_str(value).map_err(|e| format!("--config: {e}"))?
            }
            "--players" => options.players = one(flag)? as usize,
            "--games" => options.games = numbers(flag, value)?,
            "--seconds" => options.seconds = one(flag)?,
            "--lengths" => options.lengths = numbers(flag, value)?,
            "--restarts" => options.restarts = one(flag)? as usize,
            "--accounts" => {
                options.bots = match value.as_str() {
                    "person" => false,
                    "bot" => true,
                    other => return Err(format!("--accounts: {other:?} is not person or bot")),
                }
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if options.spawn.is_some() == options.url.is_some() {
        return Err("give either --spawn BINARY (with --database-url) or --url URL".into());
    }
    if options.spawn.is_some() && options.database_url.is_none() {
        return Err("--spawn needs --database-url".into());
    }
    Ok(options)
}

/// The command name of the database's processes whose CPU a run counts (PostgreSQL on this
/// machine, given by `--database-url`; SQLite runs inside the server).
const DATABASE_PROCESS: &str = "postgres";

/// Latencies in milliseconds, sorted.
struct Latencies(Vec<f64>);

impl Latencies {
    fn new(mut samples: Vec<Duration>) -> Self {
        samples.sort();
        Latencies(samples.iter().map(|d| d.as_secs_f64() * 1000.0).collect())
    }

    fn at(&self, p: f64) -> f64 {
        if self.0.is_empty() {
            return f64::NAN;
        }
        self.0[((self.0.len() as f64 - 1.0) * p).round() as usize]
    }

    fn max(&self) -> f64 {
        self.0.last().copied().unwrap_or(f64::NAN)
    }
}

/// What a group of tables did.
#[derive(Default)]
struct Tally {
    submits: Vec<Duration>,
    cycles: Vec<Duration>,
    requests: u64,
    conflicts: u64,
    limited: u64,
    finished: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.submits.extend(other.submits);
        self.cycles.extend(other.cycles);
        self.requests += other.requests;
        self.conflicts += other.conflicts;
        self.limited += other.limited;
        self.finished += other.finished;
    }
}

/// Plays `table` until `deadline`, replacing finished games.
async fn play_until(mut table: Table, deadline: Instant) -> Result<Tally, String> {
    let mut tally = Tally::default();
    while Instant::now() < deadline {
        match table.cycle().await? {
            Cycle::Moved {
                submit,
                cycle,
                finished,
            } => {
                tally.submits.push(submit);
                tally.cycles.push(cycle);
                if finished {
                    tally.finished += 1;
                    table.new_game().await?;
                }
            }
            Cycle::Conflict => tally.conflicts += 1,
            Cycle::Limited => tally.limited += 1,
            Cycle::Finished => {
                tally.finished += 1;
                table.new_game().await?;
            }
            Cycle::Idle => tokio::time::sleep(Duration::from_millis(5)).await,
        }
    }
    tally.requests = table.requests;
    Ok(tally)
}

async fn throughput(options: &Options, server: &Server, setup: &Setup) -> Result<(), String> {
    println!(
        "| games | moves/s | requests/s | move p50 ms | p99 ms | max ms | cycle p50 ms | CPU ms/move: server | database | clients | CPU-bound moves/s | ceiling tx/s | share |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    for &games in &options.games {
        let mut tables = Vec::new();
        for game in 0..games {
            tables.push(Table::open(setup, (games * 1000 + game) as u64).await?);
        }
        let cpu_before = server.cpu_seconds();
        let database_before = options
            .database_url
            .as_deref()
            .is_some_and(|url| url.starts_with("postgres"))
            .then(|| cpu::of_processes_named(DATABASE_PROCESS));
        let clients_before = cpu::own();
        let started = Instant::now();
        let deadline = started + Duration::from_secs_f64(options.seconds);
        let tasks: Vec<_> = tables
            .into_iter()
            .map(|table| tokio::spawn(play_until(table, deadline)))
            .collect();
        let mut tally = Tally::default();
        for task in tasks {
            tally.add(task.await.map_err(|e| e.to_string())??);
        }
        let elapsed = started.elapsed().as_secs_f64();
        let moves = tally.submits.len().max(1) as f64;
        let per_move = |seconds: f64| seconds * 1000.0 / moves;
        let server_ms = cpu_before
            .zip(server.cpu_seconds())
            .map(|(before, after)| per_move(after - before));
        let database_ms = database_before
            .filter(|before| !before.is_empty())
            .map(|before| per_move(cpu::used_since(DATABASE_PROCESS, &before)));
        let clients_ms = clients_before
            .zip(cpu::own())
            .map(|(before, after)| per_move(after - before));
        let shown = |ms: Option<f64>| ms.map_or("-".into(), |ms| format!("{ms:.3}"));
        let bound = match (server_ms, clients_ms) {
            (Some(server_ms), Some(clients_ms)) => format!(
                "{:.0}",
                cores * 1000.0 / (server_ms + clients_ms + database_ms.unwrap_or(0.0))
            ),
            _ => "-".into(),
        };
        let cpu = format!(
            "{} | {} | {} | {bound}",
            shown(server_ms),
            shown(database_ms),
            shown(clients_ms)
        );
        let moves_per_second = tally.submits.len() as f64 / elapsed;
        let (ceiling, share) = match &options.database_url {
            Some(database_url) => {
                let rate = ceiling::measure(database_url, games, options.seconds.min(10.0)).await?;
                (
                    format!("{rate:.0}"),
                    format!("{:.0} %", 100.0 * moves_per_second / rate),
                )
            }
            None => ("-".into(), "-".into()),
        };
        let submits = Latencies::new(tally.submits);
        let cycles = Latencies::new(tally.cycles);
        println!(
            "| {games} | {moves_per_second:.0} | {:.0} | {:.2} | {:.2} | {:.2} | {:.2} | {cpu} | {ceiling} | {share} |",
            tally.requests as f64 / elapsed,
            submits.at(0.5),
            submits.at(0.99),
            submits.max(),
            cycles.at(0.5),
        );
        eprintln!(
            "  {games} games: {} moves, {} conflicts, {} refused by a rate limit, {} games \
             finished in {elapsed:.1} s",
            submits.0.len(),
            tally.conflicts,
            tally.limited,
            tally.finished
        );
    }
    Ok(())
}

/// Plays every table's game to `length` entries (untimed).
async fn play_to(tables: &mut [Table], length: i64) -> Result<(), String> {
    for table in tables {
        while table.version < length {
            match table.cycle().await? {
                Cycle::Moved { finished: true, .. } | Cycle::Finished => {
                    return Err(format!(
                        "a game ended at {} entries, before {length}: choose a configuration \
                         with longer games",
                        table.version
                    ));
                }
                Cycle::Idle => tokio::time::sleep(Duration::from_millis(5)).await,
                Cycle::Moved { .. } | Cycle::Conflict | Cycle::Limited => {}
            }
        }
    }
    Ok(())
}

/// One timed move cycle of each table.
async fn one_cycle_each(tables: &mut [Table], into: &mut Vec<Duration>) -> Result<(), String> {
    for table in tables {
        if let Cycle::Moved { cycle, .. } = table.cycle().await? {
            into.push(cycle);
        }
    }
    Ok(())
}

async fn lengths(options: &Options, server: &mut Server, setup: &Setup) -> Result<(), String> {
    let games = options.games.first().copied().unwrap_or(4);
    let mut by_length = Vec::new();
    for &length in &options.lengths {
        let mut tables = Vec::new();
        for game in 0..games {
            tables.push(Table::open(setup, length as u64 * 1000 + game as u64).await?);
        }
        play_to(&mut tables, length).await?;
        by_length.push((length, tables));
    }
    let mut warm: Vec<Vec<Duration>> = vec![Vec::new(); by_length.len()];
    let mut cold: Vec<Vec<Duration>> = vec![Vec::new(); by_length.len()];
    for _ in 0..options.restarts {
        if server.restartable() {
            server.restart().await?;
            for (index, (_, tables)) in by_length.iter_mut().enumerate() {
                one_cycle_each(tables, &mut cold[index]).await?;
            }
        }
        for _ in 0..10 {
            for (index, (_, tables)) in by_length.iter_mut().enumerate() {
                one_cycle_each(tables, &mut warm[index]).await?;
            }
        }
    }
    println!(
        "| entries | cold p50 ms | cold p90 ms | warm p50 ms | warm p90 ms | cold ÷ shortest | warm ÷ shortest |"
    );
    println!("|---|---|---|---|---|---|---|");
    let base_cold = Latencies::new(cold[0].clone()).at(0.5);
    let base_warm = Latencies::new(warm[0].clone()).at(0.5);
    for (index, (length, _)) in by_length.iter().enumerate() {
        let (c, w) = (
            Latencies::new(cold[index].clone()),
            Latencies::new(warm[index].clone()),
        );
        println!(
            "| {length} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} |",
            c.at(0.5),
            c.at(0.9),
            w.at(0.5),
            w.at(0.9),
            c.at(0.5) / base_cold,
            w.at(0.5) / base_warm,
        );
    }
    Ok(())
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let options = match parse() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("{error}\n(see the comment at the top of src/bin/loadgen/main.rs)");
            return std::process::ExitCode::from(2);
        }
    };
    let mut server = match (&options.spawn, &options.url) {
        (Some(binary), _) => {
            match Server::spawn(binary, options.database_url.as_deref().unwrap_or_default()).await {
                Ok(server) => server,
                Err(error) => {
                    eprintln!("{error}");
                    return std::process::ExitCode::FAILURE;
                }
            }
        }
        (None, Some(url)) => Server::running(url.clone(), options.server_pid),
        (None, None) => unreachable!("checked by parse"),
    };
    let run = format!(
        "{:x}",
        std::process::id() as u128 ^ Instant::now().elapsed().as_nanos()
    );
    let outcome = async {
        let setup = Setup {
            url: server.url.clone(),
            kind: options.kind.clone(),
            config: options.config.clone(),
            players: options.players,
            run,
            bots: options.bots,
        };
        if options.lengths.is_empty() {
            throughput(&options, &server, &setup).await
        } else {
            lengths(&options, &mut server, &setup).await
        }
    }
    .await;
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            std::process::ExitCode::FAILURE
        }
    }
}
