//! Notification latency and stream memory, against a running server on this machine.
//!
//! `notifybench [--url http://127.0.0.1:8080] [--moves 1000] [--streams 1000] [--pid PID]`
//!
//! Plays Acquire moves one after the other with a webhook endpoint (a receiver in this
//! process) registered by every player and a game stream open, and reports, per move, the
//! time from the entry's commit (its `time`, stamped in the appending transaction) to the
//! webhook delivery and to the stream event (p50, p99). Then opens `--streams` idle feed
//! streams and reports the growth of the server's resident memory (`--pid`, read from
//! `/proc`). The server must allow local webhook targets (`WEBHOOK_ALLOW_PRIVATE=true`) and
//! not limit move rates. Requests go to the given address only; the run stops by itself.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::Client;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// Arrival times (Unix ms) keyed by (game id, version).
type Arrivals = Arc<Mutex<HashMap<(String, i64), i64>>>;

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

fn millis(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text).map_or(0, |t| t.timestamp_millis())
}

struct Options {
    url: String,
    moves: usize,
    streams: usize,
    pid: Option<u32>,
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".into(),
        moves: 1000,
        streams: 1000,
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
            "--moves" => options.moves = number()?,
            "--streams" => options.streams = number()?,
            "--pid" => options.pid = Some(number()? as u32),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

async fn call(
    client: &Client,
    method: reqwest::Method,
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

/// A webhook receiver answering 204, recording when each `your_turn` (game, version) came.
async fn receiver(arrivals: Arrivals) -> String {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a local port");
    let url = format!("http://{}/hook", listener.local_addr().expect("an address"));
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let arrivals = arrivals.clone();
            tokio::spawn(async move {
                let mut reader = BufReader::new(stream);
                loop {
                    let mut length = 0usize;
                    let mut line = String::new();
                    loop {
                        line.clear();
                        if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                            return;
                        }
                        let text = line.trim_end().to_ascii_lowercase();
                        if text.is_empty() {
                            break;
                        }
                        if let Some(value) = text.strip_prefix("content-length:") {
                            length = value.trim().parse().unwrap_or(0);
                        }
                    }
                    let mut body = vec![0; length];
                    if reader.read_exact(&mut body).await.is_err() {
                        return;
                    }
                    let at = now_ms();
                    if let Ok(body) = serde_json::from_slice::<Value>(&body) {
                        let data = &body["data"];
                        if let (Some(game), Some(version)) =
                            (data["game_id"].as_str(), data["version"].as_i64())
                        {
                            arrivals
                                .lock()
                                .expect("not poisoned")
                                .entry((game.to_string(), version))
                                .or_insert(at);
                        }
                    }
                    let answer = b"HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n";
                    if reader.get_mut().write_all(answer).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    url
}

/// Follows a game's stream, recording when each entry came.
async fn follow(client: Client, url: String, token: String, game: String, arrivals: Arrivals) {
    let Ok(mut response) = client.get(url).bearer_auth(token).send().await else {
        return;
    };
    let mut buffer = String::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        let at = now_ms();
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            if let Some(data) = block.lines().find_map(|l| l.strip_prefix("data: "))
                && let Ok(entry) = serde_json::from_str::<Value>(data)
                && let Some(seq) = entry["seq"].as_i64()
            {
                arrivals
                    .lock()
                    .expect("not poisoned")
                    .insert((game.clone(), seq), at);
            }
        }
    }
}

fn percentiles(name: &str, mut latencies: Vec<i64>) {
    latencies.sort_unstable();
    if latencies.is_empty() {
        println!("{name}: no samples");
        return;
    }
    let at = |p: f64| {
        latencies[((latencies.len() as f64 * p).ceil() as usize).clamp(1, latencies.len()) - 1]
    };
    println!(
        "{name}: {} samples, p50 {} ms, p99 {} ms, max {} ms",
        latencies.len(),
        at(0.50),
        at(0.99),
        latencies[latencies.len() - 1]
    );
}

fn rss_kib(pid: u32) -> Option<i64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
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
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|e| e.to_string())?;
    let streaming = Client::new();
    let base = &options.url;
    let post = reqwest::Method::POST;
    let get = reqwest::Method::GET;
    let run = uuid::Uuid::new_v4().simple().to_string();
    let hooked: Arrivals = Arc::default();
    let streamed: Arrivals = Arc::default();
    let hook_url = receiver(hooked.clone()).await;
    let mut tokens = Vec::new();
    for seat in 0..3 {
        let credentials =
            json!({"username": format!("bench{seat}_{}", &run[..8]), "password": "bench-password"});
        call(
            &client,
            post.clone(),
            format!("{base}/v1/users"),
            None,
            Some(credentials.clone()),
        )
        .await?;
        let token = call(
            &client,
            post.clone(),
            format!("{base}/v1/tokens"),
            None,
            Some(credentials),
        )
        .await?["access_token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        call(
            &client,
            post.clone(),
            format!("{base}/v1/users/me/webhooks"),
            Some(&token),
            Some(json!({"url": hook_url, "event_types": ["your_turn"]})),
        )
        .await?;
        tokens.push(token);
    }
    // Moves: (game, version) of each, played one after the other.
    let mut played: Vec<(String, i64)> = Vec::new();
    let mut pick = 7u64;
    while played.len() < options.moves {
        let game = call(
            &client,
            post.clone(),
            format!("{base}/v1/games"),
            Some(&tokens[0]),
            Some(json!({"kind": "acquire", "seats": 3})),
        )
        .await?;
        let id = game["id"].as_str().unwrap_or_default().to_string();
        for token in &tokens[1..] {
            call(
                &client,
                post.clone(),
                format!("{base}/v1/games/{id}/seats"),
                Some(token),
                None,
            )
            .await?;
        }
        tokio::spawn(follow(
            streaming.clone(),
            format!("{base}/v1/games/{id}/events?after=1"),
            tokens[0].clone(),
            id.clone(),
            streamed.clone(),
        ));
        tokio::time::sleep(Duration::from_millis(200)).await;
        while played.len() < options.moves {
            let game = call(
                &client,
                get.clone(),
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
                &client,
                get.clone(),
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
            call(
                &client,
                post.clone(),
                format!("{base}/v1/games/{id}/moves"),
                Some(&tokens[seat]),
                Some(json!({"expected_version": version, "command": command})),
            )
            .await?;
            played.push((id.clone(), version + 1));
            // Moves apart, so that each delivery is timed on its own.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut to_hook = Vec::new();
    let mut to_stream = Vec::new();
    for (id, version) in &played {
        let entry = call(
            &client,
            get.clone(),
            format!("{base}/v1/games/{id}/log?after={}&limit=1", version - 1),
            Some(&tokens[0]),
            None,
        )
        .await?;
        let committed = millis(entry["entries"][0]["time"].as_str().unwrap_or_default());
        if let Some(at) = hooked
            .lock()
            .expect("not poisoned")
            .get(&(id.clone(), *version))
        {
            to_hook.push(at - committed);
        }
        if let Some(at) = streamed
            .lock()
            .expect("not poisoned")
            .get(&(id.clone(), *version))
        {
            to_stream.push(at - committed);
        }
    }
    println!("{} moves", played.len());
    percentiles("commit -> webhook delivery", to_hook);
    percentiles("commit -> game stream event", to_stream);

    if options.streams > 0 {
        let before = options.pid.and_then(rss_kib);
        let mut open = Vec::new();
        for _ in 0..options.streams {
            let response = streaming
                .get(format!("{base}/v1/users/me/events?after=1000000"))
                .bearer_auth(&tokens[1])
                .send()
                .await
                .map_err(|e| e.to_string())?;
            open.push(response);
        }
        tokio::time::sleep(Duration::from_secs(3)).await;
        let after = options.pid.and_then(rss_kib);
        println!("{} idle feed streams open", open.len());
        if let (Some(before), Some(after)) = (before, after) {
            println!(
                "server RSS {before} KiB before, {after} KiB with the streams: {:.1} KiB per stream",
                (after - before) as f64 / open.len() as f64
            );
        }
    }
    Ok(())
}
