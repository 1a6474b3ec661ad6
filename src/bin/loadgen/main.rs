//! Load generator: plays many games at once over HTTP against a running server and reports
//! accepted moves per second and move latency percentiles.
//!
//! `loadgen [--url http://127.0.0.1:8080] [--kind acquire] [--config JSON] [--games 32]
//! [--players 3] [--seconds 20]`
//!
//! Each game loop reads the game (awaited seat, version), that seat's legal moves, and
//! submits one of them; only the move submission is timed. Finished games are replaced by
//! new ones. Requests go to the given address only, and the run stops by itself.

use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio::sync::Mutex;

struct Options {
    url: String,
    kind: String,
    config: Value,
    games: usize,
    players: usize,
    seconds: u64,
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".into(),
        kind: "acquire".into(),
        config: Value::Null,
        games: 32,
        players: 3,
        seconds: 20,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair
            .get(1)
            .ok_or_else(|| format!("{} needs a value", pair[0]))?;
        let number = || {
            value
                .parse::<usize>()
                .map_err(|e| format!("{}: {e}", pair[0]))
        };
        match pair[0].as_str() {
            "--url" => options.url = value.trim_end_matches('/').to_string(),
            "--kind" => options.kind = value.clone(),
            "--config" => {
                options.config =
                    serde_json::from_str(value).map_err(|e| format!("--config: {e}"))?
            }
            "--games" => options.games = number()?,
            "--players" => options.players = number()?,
            "--seconds" => options.seconds = number()? as u64,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

struct Stats {
    latencies: Vec<Duration>,
    requests: u64,
    conflicts: u64,
    games_finished: u64,
}

async fn json_ok(response: reqwest::Response) -> Result<Value, String> {
    let status = response.status();
    let body: Value = response.json().await.map_err(|e| e.to_string())?;
    if status.is_success() {
        Ok(body)
    } else {
        Err(format!("{status}: {body}"))
    }
}

async fn token(client: &Client, url: &str, username: &str) -> Result<String, String> {
    let credentials =
        json!({"username": username, "password": format!("loadgen-password-{username}")});
    let created = client
        .post(format!("{url}/v1/users"))
        .json(&credentials)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if !(created.status() == StatusCode::CREATED || created.status() == StatusCode::CONFLICT) {
        return Err(format!("cannot register: {}", created.status()));
    }
    let body = json_ok(
        client
            .post(format!("{url}/v1/tokens"))
            .json(&credentials)
            .send()
            .await
            .map_err(|e| e.to_string())?,
    )
    .await?;
    Ok(body["access_token"]
        .as_str()
        .unwrap_or_default()
        .to_string())
}

async fn new_game(client: &Client, options: &Options, tokens: &[String]) -> Result<String, String> {
    let url = &options.url;
    let body = json!({"kind": options.kind, "seats": tokens.len(), "config": options.config});
    let game = json_ok(
        client
            .post(format!("{url}/v1/games"))
            .bearer_auth(&tokens[0])
            .json(&body)
            .send()
            .await
            .map_err(|e| e.to_string())?,
    )
    .await?;
    let id = game["id"].as_str().unwrap_or_default().to_string();
    for token in &tokens[1..] {
        json_ok(
            client
                .post(format!("{url}/v1/games/{id}/seats"))
                .bearer_auth(token)
                .send()
                .await
                .map_err(|e| e.to_string())?,
        )
        .await?;
    }
    Ok(id)
}

async fn play(
    client: Client,
    options: Arc<Options>,
    tokens: Vec<String>,
    deadline: Instant,
    stats: Arc<Mutex<Stats>>,
    seed: u64,
) -> Result<(), String> {
    let url = options.url.clone();
    let mut state = seed
        .wrapping_mul(2862933555777941757)
        .wrapping_add(3037000493);
    let mut id = new_game(&client, &options, &tokens).await?;
    let mut latencies = Vec::new();
    let (mut requests, mut conflicts, mut finished) = (0u64, 0u64, 0u64);
    while Instant::now() < deadline {
        let game = json_ok(
            client
                .get(format!("{url}/v1/games/{id}"))
                .bearer_auth(&tokens[0])
                .send()
                .await
                .map_err(|e| e.to_string())?,
        )
        .await?;
        requests += 1;
        if game["status"] != "active" {
            finished += 1;
            id = new_game(&client, &options, &tokens).await?;
            continue;
        }
        let seat = game["awaited"][0].as_u64().unwrap_or(0) as usize;
        let legal = json_ok(
            client
                .get(format!("{url}/v1/games/{id}/legal-moves"))
                .bearer_auth(&tokens[seat])
                .send()
                .await
                .map_err(|e| e.to_string())?,
        )
        .await?;
        requests += 1;
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .map(|c| c.iter().filter(|c| c["type"] != "resign").collect())
            .unwrap_or_default();
        if commands.is_empty() {
            continue;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let command = commands
            .iter()
            .find(|c| c["type"] == "declare_game_end")
            .copied()
            .unwrap_or(commands[(state >> 33) as usize % commands.len()]);
        let body = json!({"expected_version": game["version"], "command": command});
        let started = Instant::now();
        let response = client
            .post(format!("{url}/v1/games/{id}/moves"))
            .bearer_auth(&tokens[seat])
            .json(&body)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = response.status();
        let _ = response.bytes().await;
        requests += 1;
        match status {
            StatusCode::OK => latencies.push(started.elapsed()),
            StatusCode::CONFLICT => conflicts += 1,
            other => return Err(format!("move refused with {other}")),
        }
    }
    let mut stats = stats.lock().await;
    stats.latencies.extend(latencies);
    stats.requests += requests;
    stats.conflicts += conflicts;
    stats.games_finished += finished;
    Ok(())
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index].as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let options = match parse() {
        Ok(options) => options,
        Err(error) => {
            eprintln!(
                "{error}\nusage: loadgen [--url URL] [--games N] [--players N] [--seconds N]"
            );
            return std::process::ExitCode::from(2);
        }
    };
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .pool_max_idle_per_host(options.games * 2)
        .build()
        .expect("an HTTP client");
    let run = format!(
        "{:x}",
        Instant::now().elapsed().as_nanos() ^ std::process::id() as u128
    );
    let mut tokens = Vec::new();
    for player in 0..options.players {
        match token(&client, &options.url, &format!("loadgen{run}_{player}")).await {
            Ok(token) => tokens.push(token),
            Err(error) => {
                eprintln!("{error}");
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    let stats = Arc::new(Mutex::new(Stats {
        latencies: Vec::new(),
        requests: 0,
        conflicts: 0,
        games_finished: 0,
    }));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(options.seconds);
    let options = Arc::new(options);
    let tasks: Vec<_> = (0..options.games)
        .map(|game| {
            tokio::spawn(play(
                client.clone(),
                options.clone(),
                tokens.clone(),
                deadline,
                stats.clone(),
                game as u64,
            ))
        })
        .collect();
    for task in tasks {
        if let Ok(Err(error)) = task.await {
            eprintln!("a game loop failed: {error}");
            return std::process::ExitCode::FAILURE;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut stats = stats.lock().await;
    stats.latencies.sort();
    println!(
        "{} concurrent games, {:.1} s: {} moves ({:.0} moves/s), {} requests ({:.0} req/s), {} conflicts, {} games finished; move latency p50 {:.2} ms, p99 {:.2} ms",
        options.games,
        elapsed,
        stats.latencies.len(),
        stats.latencies.len() as f64 / elapsed,
        stats.requests,
        stats.requests as f64 / elapsed,
        stats.conflicts,
        stats.games_finished,
        percentile(&stats.latencies, 0.50),
        percentile(&stats.latencies, 0.99),
    );
    std::process::ExitCode::SUCCESS
}
