//! A PostgreSQL server that goes away under load: a fast shutdown answers in-flight and new
//! requests 503 `database_unavailable` (never 500), `/readyz` says so within its own short
//! timeout, and the server recovers when the database is back.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;

use crate::support::ServerProcess;

/// A throwaway PostgreSQL cluster of the system's binaries, in its own temp directory.
struct PrivatePostgres {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
}

impl PrivatePostgres {
    /// A new cluster, started; `None` when the PostgreSQL server binaries are not installed.
    fn start() -> Option<PrivatePostgres> {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .filter_map(|entry| entry.ok().map(|entry| entry.path().join("bin")))
            .filter(|bin| bin.join("initdb").exists())
            .max()?;
        let dir = std::env::temp_dir().join(format!("hotel-games-pg-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let cluster = PrivatePostgres {
            bin,
            dir,
            port: std::net::TcpListener::bind("127.0.0.1:0")
                .unwrap()
                .local_addr()
                .unwrap()
                .port(),
        };
        if is_root() {
            cluster.run(
                "chown",
                &["postgres:", cluster.dir.to_str().unwrap()],
                false,
            );
        }
        let data = cluster.data();
        cluster.pg(
            "initdb",
            &["-D", &data, "-A", "trust", "-U", "postgres", "--no-sync"],
        );
        cluster.up();
        Some(cluster)
    }

    fn data(&self) -> String {
        self.dir.join("data").display().to_string()
    }

    /// Starts the server (again).
    fn up(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
            self.port,
            self.dir.display()
        );
        let log = self.dir.join("log").display().to_string();
        self.pg(
            "pg_ctl",
            &[
                "-D",
                &self.data(),
                "-l",
                &log,
                "-w",
                "-o",
                &options,
                "start",
            ],
        );
    }

    /// Stops the server with `mode` (`fast`: disconnect every session, roll back).
    fn down(&self, mode: &str) {
        self.pg("pg_ctl", &["-D", &self.data(), "-m", mode, "-w", "stop"]);
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn pg(&self, program: &str, args: &[&str]) {
        let program = self.bin.join(program).display().to_string();
        self.run(&program, args, is_root());
    }

    fn run(&self, program: &str, args: &[&str], as_postgres: bool) {
        let mut command = if as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--", program]);
            command
        } else {
            Command::new(program)
        };
        let output = command
            .args(args)
            .current_dir(Path::new("/"))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{program} {args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

impl Drop for PrivatePostgres {
    fn drop(&mut self) {
        let _ = Command::new(self.bin.join("pg_ctl"))
            .args(["-D", &self.data(), "-m", "immediate", "stop"])
            .output();
        if is_root() {
            let _ = Command::new("runuser")
                .args(["-u", "postgres", "--"])
                .arg(self.bin.join("pg_ctl"))
                .args(["-D", &self.data(), "-m", "immediate", "stop"])
                .output();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.starts_with(b"0\n"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_fast_shutdown_answers_503_and_the_server_recovers() {
    let Some(postgres) = PrivatePostgres::start() else {
        panic!("this test needs the PostgreSQL server binaries (initdb, pg_ctl)");
    };
    let server = ServerProcess::start(&postgres.url()).await;
    let client = reqwest::Client::new();
    let credentials = json!({"username": "outage", "password": "password123"});
    let url = |path: &str| format!("{}{path}", server.address);
    let created = client
        .post(url("/v1/users"))
        .json(&credentials)
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), StatusCode::CREATED);
    let login: serde_json::Value = client
        .post(url("/v1/tokens"))
        .json(&credentials)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = login["access_token"].as_str().unwrap().to_string();

    // Writers and readers keep going while the database shuts down and comes back.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let unavailable = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let workers: Vec<_> = (0..6)
        .map(|worker| {
            let (client, token, stop) = (client.clone(), token.clone(), stop.clone());
            let unavailable = unavailable.clone();
            let base = server.address.clone();
            tokio::spawn(async move {
                let mut statuses = Vec::new();
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let request = if worker % 2 == 0 {
                        client
                            .post(format!("{base}/v1/games"))
                            .json(&json!({"kind": "acquire", "seats": 3}))
                    } else {
                        client.get(format!("{base}/v1/games?limit=5"))
                    };
                    let response = request.bearer_auth(&token).send().await.unwrap();
                    let status = response.status();
                    if status == StatusCode::SERVICE_UNAVAILABLE {
                        unavailable.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                    let body: serde_json::Value = response.json().await.unwrap_or_default();
                    statuses.push((status, body["code"].as_str().unwrap_or("").to_string()));
                }
                statuses
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(500)).await;
    tokio::task::block_in_place(|| postgres.down("fast"));

    // While it is down, readiness says so quickly.
    let started = Instant::now();
    let ready = client.get(url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        started.elapsed() < Duration::from_millis(2500),
        "{:?}",
        started.elapsed()
    );
    // The database stays down until the writers and readers have met the outage (on a
    // loaded machine their requests may be slow to come), for at most ten seconds.
    for _ in 0..100 {
        if unavailable.load(std::sync::atomic::Ordering::Relaxed) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    tokio::task::block_in_place(|| postgres.up());
    let mut recovered = false;
    for _ in 0..100 {
        let ready = client.get(url("/readyz")).send().await.unwrap();
        if ready.status() == StatusCode::OK {
            recovered = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        recovered,
        "the server is ready again once the database is back"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);

    let mut counts = std::collections::BTreeMap::new();
    for worker in workers {
        for (status, code) in worker.await.unwrap() {
            assert!(
                status.is_success()
                    || (status == StatusCode::SERVICE_UNAVAILABLE
                        && code == "database_unavailable"),
                "{status} {code}"
            );
            *counts.entry(status.as_u16()).or_insert(0) += 1;
        }
    }
    eprintln!("answers during a fast shutdown and restart: {counts:?}");
    assert!(
        counts.get(&503).is_some_and(|n| *n > 0),
        "the outage was seen: {counts:?}"
    );
    assert!(counts.keys().any(|s| (200..300).contains(s)));
    let after = client
        .post(url("/v1/games"))
        .bearer_auth(&token)
        .json(&json!({"kind": "acquire", "seats": 3}))
        .send()
        .await
        .unwrap();
    assert_eq!(after.status(), StatusCode::CREATED);
}
