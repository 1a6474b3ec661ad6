//! The server binary: `hotel-games` serves the API; `hotel-games openapi` prints the OpenAPI
//! document.

use hotel_games::config::Config;
use hotel_games::startup::Application;
use hotel_games::{openapi, telemetry};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match std::env::args().nth(1).as_deref() {
        None | Some("serve") => serve().await,
        Some("openapi") => {
            print!("{}", openapi::document_json());
            std::process::ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("unknown command {other:?}; usage: hotel-games [serve | openapi]");
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
