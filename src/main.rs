//! The server binary: `hotel-games` serves the API; `hotel-games openapi` prints the OpenAPI
//! document; `hotel-games simulate` plays games with the built-in players; `hotel-games
//! verify` checks a game export offline.

use hotel_games::audit::verify;
use hotel_games::config::Config;
use hotel_games::simulation::{self, SimulationOptions};
use hotel_games::startup::Application;
use hotel_games::{openapi, telemetry};

/// What `hotel-games --help` prints.
const USAGE: &str = "\
hotel-games: a REST server for asynchronous play of hotel-themed board games

usage:
  hotel-games [serve]     serve the API (configured by the environment, see below)
  hotel-games openapi     print the OpenAPI document
  hotel-games simulate <kind> [--games N] [--seats N] [--config JSON] [--seed N]
                          [--max-entries N] [--player policy|random] [--out FILE|-]
                          play games with the built-in players (or the uniformly random
                          one) and report statistics
  hotel-games verify FILE|- [--json]
                          check a finished game's export (GET /v1/games/{id}/export)
                          offline: seed commitment, hash chain, replay, standings;
                          exit status 0 only when everything holds
  hotel-games --help      print this text

environment (serve):
  BIND               address to listen on (default 127.0.0.1)
  PORT               port to listen on (default 8080)
  DATABASE_URL       postgres://… or sqlite://…; unset: the embedded SQLite file hotel-games.db
  JWT_SECRET         key signing bearer tokens; unset: one is generated and kept in the database
  TOKEN_TTL_SECONDS  lifetime of a bearer token (default 86400)
  WORKERS            HTTP worker threads (default: one per core)
  RUST_LOG           log filter (default info)
  LOG_FORMAT         `json` for JSON log lines

The API is documented at /docs and /openapi.json on the running server.
";

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match std::env::args().nth(1).as_deref() {
        Some("--help" | "-h" | "help") => {
            print!("{USAGE}");
            std::process::ExitCode::SUCCESS
        }
        None | Some("serve") => serve().await,
        Some("openapi") => {
            print!("{}", openapi::document_json());
            std::process::ExitCode::SUCCESS
        }
        Some("simulate") => simulate(),
        Some("verify") => verify(),
        Some(other) => {
            eprintln!("unknown command {other:?}\n\n{USAGE}");
            std::process::ExitCode::from(2)
        }
    }
}

async fn serve() -> std::process::ExitCode {
    telemetry::init();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            tracing::error!(%error, "bad configuration");
            return std::process::ExitCode::from(2);
        }
    };
    let (bind, database) = (config.bind, config.database.clone());
    let application = match Application::build(config).await {
        Ok(application) => application,
        Err(error) => {
            tracing::error!(%error, "cannot start");
            return std::process::ExitCode::FAILURE;
        }
    };
    tracing::info!(%bind, port = application.port(), ?database, "listening");
    match application.run().await {
        Ok(()) => {
            tracing::info!("stopped");
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "server failed");
            std::process::ExitCode::FAILURE
        }
    }
}

fn simulate() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(2).collect();
    let options = match SimulationOptions::parse(&args) {
        Ok(options) => options,
        Err(error) => {
            eprintln!("{error}\n{}", simulation::USAGE);
            return std::process::ExitCode::from(2);
        }
    };
    let mut out: Box<dyn std::io::Write> = match options.out.as_deref() {
        None | Some("-") => Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
        Some(path) => match std::fs::File::create(path) {
            Ok(file) => Box::new(std::io::BufWriter::new(file)),
            Err(error) => {
                eprintln!("cannot create {path}: {error}");
                return std::process::ExitCode::FAILURE;
            }
        },
    };
    match simulation::run(&options, &mut out)
        .and_then(|report| out.flush().map(|()| report).map_err(|e| e.to_string()))
    {
        Ok(report) => {
            eprintln!(
                "{} games in {:.2} s ({:.1} games/s); {} entries ({:.1} per game); finished {}, abandoned {}, at the entry limit {}, stuck {}",
                report.games,
                report.seconds,
                report.games as f64 / report.seconds.max(1e-9),
                report.entries,
                report.entries as f64 / report.games.max(1) as f64,
                report.finished,
                report.abandoned,
                report.entry_limit,
                report.stuck
            );
            if report.stuck > 0 {
                std::process::ExitCode::FAILURE
            } else {
                std::process::ExitCode::SUCCESS
            }
        }
        Err(error) => {
            eprintln!("{error}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn verify() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(2).collect();
    let json = args.iter().any(|arg| arg == "--json");
    let files: Vec<&String> = args.iter().filter(|arg| *arg != "--json").collect();
    let [path] = files.as_slice() else {
        eprintln!("usage: hotel-games verify FILE|- [--json]");
        return std::process::ExitCode::from(2);
    };
    let report = if path.as_str() == "-" {
        verify::verify(std::io::stdin().lock())
    } else {
        match std::fs::File::open(path) {
            Ok(file) => verify::verify(std::io::BufReader::new(file)),
            Err(error) => {
                eprintln!("cannot open {path}: {error}");
                return std::process::ExitCode::from(2);
            }
        }
    };
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("the report serializes")
        );
    } else {
        print!("{}", verify::summary(&report));
    }
    if report.ok {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    }
}
