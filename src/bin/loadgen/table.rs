//! One game played over HTTP as its players' clients play it: each seat is its own client
//! with its own connection and token, and a move takes two requests — the awaited seat reads
//! its view with its legal moves (`GET /view?include=legal_moves`), then submits one of them;
//! the move's answer says who is awaited next.

use std::time::{Duration, Instant};

use reqwest::{Client, StatusCode};
use serde::Deserialize;
use serde_json::{Value, json};

/// What the load generator plays.
#[derive(Clone, Debug)]
pub struct Setup {
    pub url: String,
    pub kind: String,
    pub config: Value,
    /// Seats per game.
    pub players: usize,
    /// Makes this run's account names unique.
    pub run: String,
    /// Whether the players are bot accounts (their moves under the bots' rate limit).
    pub bots: bool,
}

/// A seat's own client.
struct SeatClient {
    client: Client,
    token: String,
}

/// A game and its players' clients.
pub struct Table {
    setup: Setup,
    seats: Vec<SeatClient>,
    /// The game being played.
    pub id: String,
    pub version: i64,
    awaited: Vec<usize>,
    rng: u64,
    /// Requests sent for moves so far (not counting the ones that set games up).
    pub requests: u64,
}

/// What one move cycle did.
pub enum Cycle {
    /// A move landed: how long its submission took, the whole cycle (view + move), and
    /// whether it ended the game.
    Moved {
        submit: Duration,
        cycle: Duration,
        finished: bool,
    },
    /// Another client moved first (409): nothing landed.
    Conflict,
    /// The game is over.
    Finished,
    /// No awaited seat had a command (e.g. the game waits for a timer).
    Idle,
    /// The move was refused by a rate limit (429); the seat waited as long as it was told.
    Limited,
}

/// The fields of a view or a move's answer the clients read.
#[derive(Deserialize)]
struct Answer {
    version: i64,
    status: String,
    awaited: Vec<usize>,
    #[serde(default)]
    legal_moves: Option<Moves>,
}

#[derive(Deserialize)]
struct Moves {
    commands: Vec<Value>,
}

/// Registers (or reuses) the accounts of table `table` and signs them in: every table has
/// its own players, as games of different people do.
async fn sign_in(setup: &Setup, table: u64) -> Result<Vec<String>, String> {
    let client = Client::new();
    let url = &setup.url;
    let mut tokens = Vec::new();
    for player in 0..setup.players {
        let username = format!("loadgen{}_{table}_{player}", setup.run);
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
        let mut token = access_token(&client, url, &credentials).await?;
        if setup.bots {
            let _: Value = ok_json(
                client
                    .patch(format!("{url}/v1/users/me"))
                    .bearer_auth(&token)
                    .json(&json!({"account": "bot"}))
                    .send()
                    .await
                    .map_err(|e| e.to_string())?,
            )
            .await?;
            // A token issued from now on carries the bot's move limit.
            token = access_token(&client, url, &credentials).await?;
        }
        tokens.push(token);
    }
    Ok(tokens)
}

/// Signs in with `credentials`: a new access token.
async fn access_token(client: &Client, url: &str, credentials: &Value) -> Result<String, String> {
    let token: Value = ok_json(
        client
            .post(format!("{url}/v1/tokens"))
            .json(credentials)
            .send()
            .await
            .map_err(|e| e.to_string())?,
    )
    .await?;
    Ok(token["access_token"].as_str().unwrap_or_default().into())
}

async fn ok_json<T: serde::de::DeserializeOwned>(response: reqwest::Response) -> Result<T, String> {
    let status = response.status();
    let bytes = response.bytes().await.map_err(|e| e.to_string())?;
    if !status.is_success() {
        return Err(format!("{status}: {}", String::from_utf8_lossy(&bytes)));
    }
    serde_json::from_slice(&bytes).map_err(|e| e.to_string())
}

impl Table {
    /// Signs table `number`'s players in, creates and fills a new game; every seat gets its
    /// own client.
    pub async fn open(setup: &Setup, number: u64) -> Result<Table, String> {
        let seed = number;
        let seats = sign_in(setup, number)
            .await?
            .iter()
            .map(|token| {
                Client::builder()
                    .timeout(Duration::from_secs(60))
                    .pool_max_idle_per_host(1)
                    .build()
                    .map(|client| SeatClient {
                        client,
                        token: token.clone(),
                    })
                    .map_err(|e| e.to_string())
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut table = Table {
            setup: setup.clone(),
            seats,
            id: String::new(),
            version: 0,
            awaited: Vec::new(),
            rng: seed
                .wrapping_mul(2862933555777941757)
                .wrapping_add(3037000493),
            requests: 0,
        };
        table.new_game().await?;
        Ok(table)
    }

    /// Replaces the game by a new one with the same players.
    pub async fn new_game(&mut self) -> Result<(), String> {
        let url = &self.setup.url;
        let body = json!({"kind": self.setup.kind, "seats": self.seats.len(), "config": self.setup.config});
        let creator = &self.seats[0];
        let game: Value = ok_json(
            creator
                .client
                .post(format!("{url}/v1/games"))
                .bearer_auth(&creator.token)
                .json(&body)
                .send()
                .await
                .map_err(|e| e.to_string())?,
        )
        .await?;
        self.id = game["id"].as_str().unwrap_or_default().into();
        let mut joined = game;
        for seat in &self.seats[1..] {
            joined = ok_json(
                seat.client
                    .post(format!("{url}/v1/games/{}/seats", self.id))
                    .bearer_auth(&seat.token)
                    .send()
                    .await
                    .map_err(|e| e.to_string())?,
            )
            .await?;
        }
        self.version = joined["version"].as_i64().unwrap_or(0);
        self.awaited = serde_json::from_value(joined["awaited"].clone()).unwrap_or_default();
        Ok(())
    }

    fn next_random(&mut self, below: usize) -> usize {
        self.rng = self
            .rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.rng >> 33) as usize % below.max(1)
    }

    /// One move: an awaited seat reads its view with its legal moves and submits one.
    pub async fn cycle(&mut self) -> Result<Cycle, String> {
        let started = Instant::now();
        let url = self.setup.url.clone();
        let candidates = if self.awaited.is_empty() {
            (0..self.seats.len()).collect()
        } else {
            self.awaited.clone()
        };
        let first = self.next_random(candidates.len());
        for offset in 0..candidates.len() {
            let seat = candidates[(first + offset) % candidates.len()];
            let client = &self.seats[seat];
            self.requests += 1;
            let view: Answer = ok_json(
                client
                    .client
                    .get(format!(
                        "{url}/v1/games/{}/view?include=legal_moves",
                        self.id
                    ))
                    .bearer_auth(&client.token)
                    .send()
                    .await
                    .map_err(|e| e.to_string())?,
            )
            .await?;
            self.version = view.version;
            self.awaited = view.awaited;
            if view.status != "active" {
                return Ok(Cycle::Finished);
            }
            let mut commands: Vec<Value> = view
                .legal_moves
                .map(|moves| moves.commands)
                .unwrap_or_default()
                .into_iter()
                .filter(|command| command["type"] != "resign")
                .collect();
            // The players bid only the lowest amount listed and give up only when nothing
            // else is left (Monopoly's auctions and bankruptcy), so that games can grow as
            // long as a measurement needs: a random bid of all one's cash ends games early.
            let lowest_bid = commands
                .iter()
                .filter(|command| command["type"] == "bid")
                .filter_map(|command| command["amount"].as_i64())
                .min();
            commands.retain(|command| {
                command["type"] != "bid" || command["amount"].as_i64() == lowest_bid
            });
            if commands
                .iter()
                .any(|command| command["type"] != "declare_bankruptcy")
            {
                commands.retain(|command| command["type"] != "declare_bankruptcy");
            }
            if commands.is_empty() {
                continue;
            }
            // Ending a game when the rules allow keeps the tables turning over.
            let pick = self.next_random(commands.len());
            let command = commands
                .iter()
                .find(|command| command["type"] == "declare_game_end")
                .unwrap_or(&commands[pick]);
            let client = &self.seats[seat];
            self.requests += 1;
            let submitted = Instant::now();
            let response = client
                .client
                .post(format!("{url}/v1/games/{}/moves", self.id))
                .bearer_auth(&client.token)
                .json(&json!({"expected_version": self.version, "command": command}))
                .send()
                .await
                .map_err(|e| e.to_string())?;
            if response.status() == StatusCode::CONFLICT {
                let _ = response.bytes().await;
                return Ok(Cycle::Conflict);
            }
            if response.status() == StatusCode::TOO_MANY_REQUESTS {
                let wait = response
                    .headers()
                    .get("retry-after")
                    .and_then(|value| value.to_str().ok())
                    .and_then(|value| value.parse().ok())
                    .unwrap_or(1);
                let _ = response.bytes().await;
                tokio::time::sleep(Duration::from_secs(wait)).await;
                return Ok(Cycle::Limited);
            }
            let answer: Answer = ok_json(response).await?;
            let submit = submitted.elapsed();
            self.version = answer.version;
            self.awaited = answer.awaited;
            return Ok(Cycle::Moved {
                submit,
                cycle: started.elapsed(),
                finished: answer.status != "active",
            });
        }
        Ok(Cycle::Idle)
    }
}
