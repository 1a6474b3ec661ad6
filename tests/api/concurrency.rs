use std::process::Command;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, ServerProcess, TestApp, fresh_database};

on_both_backends!(simultaneous_moves_at_one_version_have_exactly_one_winner);

/// Sends the same legal move 32 times at once, each on its own connection, spreading the
/// requests over `servers`; checks that exactly one lands and the log has no gap.
async fn race(servers: &[String], app: &TestApp, id: &str, tokens: &[String]) {
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let version = game["version"].as_i64().unwrap();
    let legal = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let command = legal["commands"][0].clone();
    let mut requests = Vec::new();
    for i in 0..32 {
        let url = format!("{}/v1/games/{id}/moves", servers[i % servers.len()]);
        let token = tokens[seat].clone();
        let body = json!({"expected_version": version, "command": command});
        requests.push(tokio::spawn(async move {
            let client = reqwest::Client::builder()
                .pool_max_idle_per_host(0)
                .build()
                .unwrap();
            let response = client
                .post(url)
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap();
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            (status, body)
        }));
    }
    let mut won = 0;
    for request in requests {
        let (status, body) = request.await.unwrap();
        match status {
            StatusCode::OK => won += 1,
            StatusCode::CONFLICT => {
                assert_eq!(body["code"], "stale_version", "{body}");
                assert_eq!(body["current_version"], version + 1);
            }
            other => panic!("unexpected {other}: {body}"),
        }
    }
    assert_eq!(won, 1, "exactly one of the simultaneous moves lands");
    let log = app
        .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let seqs: Vec<i64> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["seq"].as_i64().unwrap())
        .collect();
    assert_eq!(seqs, (1..=version + 1).collect::<Vec<_>>());
}

async fn simultaneous_moves_at_one_version_have_exactly_one_winner(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    for _ in 0..3 {
        race(std::slice::from_ref(&app.address), &app, &id, &tokens).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_server_processes_sharing_postgres_never_fork_a_game() {
    let database_url = fresh_database(Backend::Postgres).await;
    let first = ServerProcess::start(&database_url).await;
    let second = ServerProcess::start(&database_url).await;
    let app = TestApp::spawn_on(database_url).await;
    let (id, tokens) = app.started_game("acquire", 4, json!(null)).await;
    // Tokens issued by one process are accepted by the others: the secret is shared.
    let seen = reqwest::Client::new()
        .get(format!("{}/v1/games/{id}", second.address))
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap();
    assert_eq!(seen.status(), StatusCode::OK);
    for _ in 0..3 {
        race(
            &[first.address.clone(), second.address.clone()],
            &app,
            &id,
            &tokens,
        )
        .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_server_process_gracefully() {
    let mut server = ServerProcess::start(&fresh_database(Backend::Sqlite).await).await;
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    for _ in 0..100 {
        if let Some(exit) = server.child.try_wait().unwrap() {
            assert!(
                exit.success(),
                "the server exits cleanly on SIGTERM: {exit}"
            );
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the server did not stop within 10 s of SIGTERM");
}
