//! A move's latency with many streams following its game, against a running server on this
//! machine.
//!
//! `fanoutbench [--url http://127.0.0.1:8080] [--streams 2000] [--moves 100] [--pid PID]`
//!
//! Plays `--moves` Acquire moves on a game nobody follows, then `--moves` on a game that one
//! spectator follows with `--streams` game streams, and reports for each the latency of
//! `POST /moves` (p50, p99, mean), the time from the move's answer until every stream had the
//! entry, and, with `--pid`, the server's CPU time per move (read from `/proc`). Moves are
//! played one after the other, each once the previous one reached every stream. The server
//! must not limit move rates (`RATE_LIMIT_MOVES_USER=1000000/1`) and must allow the streams
//! (`STREAMS_PER_USER`, `STREAMS_PER_ADDRESS`, `STREAMS_TOTAL`). Requests go to the given
//! address only; the run stops by itself.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use reqwest::{Client, Method};
use serde_json::{Value, json};

/// The longest a move's entry may take to reach every stream before the run gives up.
const DELIVERY_PATIENCE: Duration = Duration::from_secs(60);

struct Options {
    url: String,
    streams: usize,
    moves: usize,
    pid: Option<u32>,
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".into(),
        streams: 2000,
        moves: 100,
        pid: None,
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
            "--streams" => options.streams = number()?.min(20_000),
            "--moves" => options.moves = number()?.min(10_000),
            "--pid" => options.pid = Some(number()? as u32),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

async fn call(
    client: &Client,
    method: Method,
    url: String,
    token: Option<&str>,
    body: Option<Value>,
) -> Result<Value, String> {
    let mut request = client.request(method, url);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.map_err(|e| e.to_string())?;
    let status = response.status();
    let text = response.text().await.map_err(|e| e.to_string())?;
    if !status.is_success() {
        return Err(format!("{status}: {text}"));
    }
    Ok(serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A new account's token.
async fn account(client: &Client, base: &str, name: &str) -> Result<String, String> {
    let credentials = json!({"username": name, "password": "bench-password"});
    call(
        client,
        Method::POST,
        format!("{base}/v1/users"),
        None,
        Some(credentials.clone()),
    )
    .await?;
    let token = call(
        client,
        Method::POST,
        format!("{base}/v1/tokens"),
        None,
        Some(credentials),
    )
    .await?;
    Ok(token["access_token"]
        .as_str()
        .unwrap_or_default()
        .to_string())
}

/// A started Acquire game of the three players; its id.
async fn started_game(client: &Client, base: &str, tokens: &[String]) -> Result<String, String> {
    let game = call(
        client,
        Method::POST,
        format!("{base}/v1/games"),
        Some(&tokens[0]),
        Some(json!({"kind": "acquire", "seats": 3})),
    )
    .await?;
    let id = game["id"].as_str().unwrap_or_default().to_string();
    for token in &tokens[1..] {
        call(
            client,
            Method::POST,
            format!("{base}/v1/games/{id}/seats"),
            Some(token),
            None,
        )
        .await?;
    }
    Ok(id)
}

/// Follows a game's stream, raising `seen` to each entry's `seq` as it comes.
async fn follow(mut response: reqwest::Response, seen: Arc<AtomicI64>) {
    let mut buffer = String::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            if block.lines().any(|line| line == "event: entry")
                && let Some(seq) = block
                    .lines()
                    .find_map(|line| line.strip_prefix("id: "))
                    .and_then(|id| id.parse::<i64>().ok())
            {
                seen.fetch_max(seq, Ordering::Relaxed);
            }
        }
    }
}

/// The server's CPU time so far (user + system), in seconds.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // SAFETY: `sysconf` reads a constant of the system.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    Some(ticks / per_second)
}

/// What one phase measured.
struct Phase {
    latencies_ms: Vec<f64>,
    delivery_ms: Vec<f64>,
    cpu_per_move: Option<f64>,
}

/// Plays up to `moves` moves on game `id`, each once every stream in `seen` had the previous
/// one.
async fn play(
    client: &Client,
    base: &str,
    id: &str,
    tokens: &[String],
    moves: usize,
    seen: &[Arc<AtomicI64>],
    pid: Option<u32>,
) -> Result<Phase, String> {
    let mut phase = Phase {
        latencies_ms: Vec::new(),
        delivery_ms: Vec::new(),
        cpu_per_move: None,
    };
    let cpu_before = pid.and_then(cpu_seconds);
    let mut pick = 7u64;
    while phase.latencies_ms.len() < moves {
        let game = call(
            client,
            Method::GET,
            format!("{base}/v1/games/{id}"),
            Some(&tokens[0]),
            None,
        )
        .await?;
        if game["status"] != "active" {
            break;
        }
        let seat = game["awaited"][0].as_u64().unwrap_or(0) as usize;
        let version = game["version"].as_i64().unwrap_or(0);
        let legal = call(
            client,
            Method::GET,
            format!("{base}/v1/games/{id}/legal-moves"),
            Some(&tokens[seat]),
            None,
        )
        .await?;
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .map(|c| c.iter().filter(|c| c["type"] != "resign").collect())
            .unwrap_or_default();
        if commands.is_empty() {
            break;
        }
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let command = commands[((pick >> 33) as usize) % commands.len()];
        let started = Instant::now();
        call(
            client,
            Method::POST,
            format!("{base}/v1/games/{id}/moves"),
            Some(&tokens[seat]),
            Some(json!({"expected_version": version, "command": command})),
        )
        .await?;
        let answered = Instant::now();
        phase
            .latencies_ms
            .push((answered - started).as_secs_f64() * 1000.0);
        if !seen.is_empty() {
            // Every stream is waited for up to the move's entry.
            let entry = version + 1;
            while seen.iter().any(|seq| seq.load(Ordering::Relaxed) < entry) {
                if answered.elapsed() > DELIVERY_PATIENCE {
                    return Err(format!("entry {entry} did not reach every stream"));
                }
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
            phase
                .delivery_ms
                .push(answered.elapsed().as_secs_f64() * 1000.0);
        }
    }
    if let (Some(before), Some(after)) = (cpu_before, pid.and_then(cpu_seconds)) {
        // The view and legal-move reads of each move are counted too, alike in both phases.
        phase.cpu_per_move = Some((after - before) / phase.latencies_ms.len().max(1) as f64);
    }
    Ok(phase)
}

fn summary(name: &str, samples: &[f64]) -> String {
    if samples.is_empty() {
        return format!("{name}: no samples");
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at =
        |p: f64| sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1];
    let mean = sorted.iter().sum::<f64>() / sorted.len() as f64;
    format!(
        "{name}: {} samples, p50 {:.1} ms, p99 {:.1} ms, mean {:.1} ms",
        sorted.len(),
        at(0.50),
        at(0.99),
        mean
    )
}

fn report(streams: usize, phase: &Phase) {
    println!(
        "{}",
        summary(
            &format!("move latency with {streams} streams"),
            &phase.latencies_ms
        )
    );
    if !phase.delivery_ms.is_empty() {
        println!(
            "{}",
            summary("answer -> entry on every stream", &phase.delivery_ms)
        );
    }
    if let Some(cpu) = phase.cpu_per_move {
        println!(
            "server CPU per move (with its two reads): {:.1} ms",
            cpu * 1000.0
        );
    }
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let options = match parse() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("{error}");
            return std::process::ExitCode::from(2);
        }
    };
    match run(&options).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run(options: &Options) -> Result<(), String> {
    // One descriptor per stream on this side too.
    hotel_games::open_files::raise_to_hard_limit();
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|e| e.to_string())?;
    let base = &options.url;
    let run = uuid::Uuid::new_v4().simple().to_string();
    let mut tokens = Vec::new();
    for seat in 0..3 {
        tokens.push(account(&client, base, &format!("fan{seat}_{}", &run[..8])).await?);
    }
    let spectator = account(&client, base, &format!("fanwatch_{}", &run[..8])).await?;

    let quiet = started_game(&client, base, &tokens).await?;
    let alone = play(
        &client,
        base,
        &quiet,
        &tokens,
        options.moves,
        &[],
        options.pid,
    )
    .await?;
    report(0, &alone);

    let followed = started_game(&client, base, &tokens).await?;
    let streaming = Client::new();
    let mut seen = Vec::with_capacity(options.streams);
    for _ in 0..options.streams {
        let response = streaming
            .get(format!("{base}/v1/games/{followed}/events"))
            .bearer_auth(&spectator)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if !response.status().is_success() {
            return Err(format!(
                "stream {} refused: {} {}",
                seen.len() + 1,
                response.status(),
                response.text().await.unwrap_or_default()
            ));
        }
        let counter = Arc::new(AtomicI64::new(0));
        tokio::spawn(follow(response, counter.clone()));
        seen.push(counter);
    }
    // Every stream has replayed the setup entry before the first move.
    let opened = Instant::now();
    while seen.iter().any(|seq| seq.load(Ordering::Relaxed) < 1) {
        if opened.elapsed() > DELIVERY_PATIENCE {
            return Err("the streams did not all start".into());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let crowded = play(
        &client,
        base,
        &followed,
        &tokens,
        options.moves,
        &seen,
        options.pid,
    )
    .await?;
    report(options.streams, &crowded);
    let mean = |samples: &[f64]| samples.iter().sum::<f64>() / samples.len().max(1) as f64;
    println!(
        "mean move latency with {} streams / with none: {:.2}",
        options.streams,
        mean(&crowded.latencies_ms) / mean(&alone.latencies_ms).max(f64::MIN_POSITIVE)
    );
    Ok(())
}
