//! Event streams are limited per user, per client address and in total, so that one account
//! cannot take the descriptors that other users' requests need; and stream tickets never
//! reach the access log.

use std::os::unix::process::CommandExt;
use std::process::Stdio;
use std::time::Duration;

use reqwest::{Response, StatusCode};
use serde_json::json;

use hotel_games::stream::KEEP_ALIVE;

use crate::for_both_backends;
use crate::support::{Backend, ServerProcess, TestApp, fresh_database, problem};

for_both_backends!(streams_beyond_the_users_or_the_addresss_limit_are_refused);

/// The open-file limit the server process runs with in these tests.
const OPEN_FILES: u64 = 256;

/// Opens a feed stream of `token`'s user.
async fn open_feed(client: &reqwest::Client, address: &str, token: &str) -> Response {
    client
        .get(format!("{address}/v1/users/me/events"))
        .bearer_auth(token)
        .send()
        .await
        .expect("the server answers")
}

/// Asserts a `too_many_streams` refusal of `scope` with a `Retry-After`.
async fn assert_refused(response: Response, scope: &str) {
    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry_after >= 1);
    let body = problem(response, StatusCode::TOO_MANY_REQUESTS, "too_many_streams").await;
    assert_eq!(body["scope"], scope, "{body}");
}

async fn streams_beyond_the_users_or_the_addresss_limit_are_refused(backend: Backend) {
    let app = TestApp::spawn_with(fresh_database(backend).await, |config| {
        config.streams.per_user = 3;
        config.streams.per_address = 5;
    })
    .await;
    let ann = app.register("ann").await;
    let bob = app.register("bob").await;
    let client = reqwest::Client::new();
    let mut open = Vec::new();
    for _ in 0..3 {
        let response = open_feed(&client, &app.address, &ann).await;
        assert_eq!(response.status(), StatusCode::OK);
        open.push(response);
    }
    assert_refused(open_feed(&client, &app.address, &ann).await, "user").await;
    for _ in 0..2 {
        let response = open_feed(&client, &app.address, &bob).await;
        assert_eq!(response.status(), StatusCode::OK);
        open.push(response);
    }
    // Five streams from this address: a third user is refused too.
    let cid = app.register("cid").await;
    assert_refused(open_feed(&client, &app.address, &cid).await, "address").await;
    // Ordinary requests go on.
    assert_eq!(app.get(&cid, "/v1/users/me").await.status(), StatusCode::OK);
}

/// Starts the server binary with an open-file limit of [`OPEN_FILES`] (soft and hard), on
/// SQLite, with `env`; its log goes to `log` when given.
async fn server_with_few_files(
    env: &[(&str, &str)],
    log: Option<&std::path::Path>,
) -> ServerProcess {
    let database = fresh_database(Backend::Sqlite).await;
    let log = log.map(|path| std::fs::File::create(path).unwrap());
    ServerProcess::start_adjusted(&database, env, move |command| {
        if let Some(log) = log {
            command.stdout(Stdio::from(log));
        }
        // SAFETY: only `setrlimit` runs between fork and exec.
        unsafe {
            command.pre_exec(|| {
                let limit = libc::rlimit {
                    rlim_cur: OPEN_FILES as libc::rlim_t,
                    rlim_max: OPEN_FILES as libc::rlim_t,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    })
    .await
}

/// Registers `username` on `server` and returns a token.
async fn register(server: &ServerProcess, username: &str) -> String {
    let app = TestApp {
        address: server.address.clone(),
        client: reqwest::Client::new(),
        backend: Backend::Sqlite,
        smtp_port: None,
    };
    app.register(username).await
}

/// With few descriptors, streams stop at the server's total, before the other users'
/// requests fail: health checks, logins, game reads and moves all still answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_few_descriptors_streams_stop_before_other_requests_fail() {
    hotel_games::open_files::raise_to_hard_limit();
    // The user and address limits lifted, so that one account runs into the total.
    let server = server_with_few_files(
        &[
            ("STREAMS_PER_USER", "100000"),
            ("STREAMS_PER_ADDRESS", "100000"),
        ],
        None,
    )
    .await;
    let app = TestApp {
        address: server.address.clone(),
        client: reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap(),
        backend: Backend::Sqlite,
        smtp_port: None,
    };
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let attacker = register(&server, "attacker").await;
    register(&server, "bystander").await;
    let client = reqwest::Client::new();
    let mut held = Vec::new();
    let mut refused = None;
    // Without a limit the server would run out of descriptors long before this many.
    for _ in 0..2 * OPEN_FILES {
        let response = open_feed(&client, &server.address, &attacker).await;
        if response.status() != StatusCode::OK {
            refused = Some(response);
            break;
        }
        held.push(response);
    }
    let refused = refused.expect("streams are refused before the descriptors run out");
    assert_refused(refused, "server").await;
    let expected = hotel_games::stream::admission::default_total(OPEN_FILES);
    assert_eq!(held.len(), expected);
    // Everyone else is served, again and again.
    for round in 0..20 {
        let health = app.client.get(app.url("/healthz")).send().await.unwrap();
        assert_eq!(health.status(), StatusCode::OK, "round {round}");
        app.login("bystander").await;
        let game = app.get_json(&tokens[1], &format!("/v1/games/{id}")).await;
        assert_eq!(game["status"], "active");
    }
    let mut chooser = crate::acquire_games::Chooser(11);
    for _ in 0..5 {
        assert!(crate::acquire_games::play_one(&app, &id, &tokens, &mut chooser).await);
    }
    // A stream closed frees its place (once the server notices: at the latest when its next
    // keep-alive comment finds the connection gone).
    drop(held.pop());
    let mut reopened = false;
    for _ in 0..2 * KEEP_ALIVE.as_secs() * 10 {
        let response = open_feed(&client, &server.address, &attacker).await;
        if response.status() == StatusCode::OK {
            reopened = true;
            held.push(response);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(reopened, "the place of a closed stream is given again");
}

/// With the default limits one account holds only its own share of streams.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_default_limits_one_account_holds_its_share_only() {
    let server = server_with_few_files(&[], None).await;
    let attacker = register(&server, "attacker").await;
    let client = reqwest::Client::new();
    let mut held = Vec::new();
    for _ in 0..hotel_games::config::DEFAULT_STREAMS_PER_USER {
        let response = open_feed(&client, &server.address, &attacker).await;
        assert_eq!(response.status(), StatusCode::OK);
        held.push(response);
    }
    assert_refused(open_feed(&client, &server.address, &attacker).await, "user").await;
    let other = register(&server, "other").await;
    let response = open_feed(&client, &server.address, &other).await;
    assert_eq!(response.status(), StatusCode::OK);
}

/// The access log shows a stream ticket as `redacted`, never the ticket itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_access_log_never_carries_a_stream_ticket() {
    let log = std::env::temp_dir().join(format!("hotel-games-{}.log", uuid::Uuid::new_v4()));
    let server = server_with_few_files(&[("RUST_LOG", "info")], Some(&log)).await;
    let token = register(&server, "ann").await;
    let client = reqwest::Client::new();
    let ticket: serde_json::Value = client
        .post(format!("{}/v1/stream-tickets", server.address))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let ticket = ticket["ticket"].as_str().unwrap().to_string();
    let url = format!(
        "{}/v1/users/me/events?after=0&ticket={ticket}",
        server.address
    );
    let stream = client.get(&url).send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    drop(stream);
    // Used once, refused on the second try (and logged then too).
    let again = client.get(&url).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::UNAUTHORIZED);
    drop(server);
    let written = std::fs::read_to_string(&log).unwrap();
    let _ = std::fs::remove_file(&log);
    assert!(
        written.contains("/v1/users/me/events?after=0&ticket=redacted"),
        "the stream requests are logged: {written}"
    );
    let signature = ticket.rsplit('.').next().unwrap();
    assert!(!written.contains(signature), "{written}");
}
