//! A server on port 0 against a fresh database per test, on either backend, with typed
//! helpers for the API.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use hotel_games::config::{Config, DatabaseConfig};
use hotel_games::limits::{Rate, Rates};
use hotel_games::startup::Application;
use reqwest::{Response, StatusCode};
use serde_json::{Value, json};
use sqlx::Connection;

/// The databases the suite runs against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names.
    pub fn of(database_url: &str) -> Backend {
        if database_url.starts_with("postgres") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

/// The PostgreSQL server used by the tests (a database is created per test).
pub fn postgres_admin_url() -> String {
    std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

/// A fresh, empty database URL for one test.
pub async fn fresh_database(backend: Backend) -> String {
    let name = format!("hotel_games_test_{}", uuid::Uuid::new_v4().simple());
    match backend {
        Backend::Sqlite => {
            let path = std::env::temp_dir().join(format!("{name}.db"));
            format!("sqlite://{}", path.display())
        }
        Backend::Postgres => {
            let admin = postgres_admin_url();
            let mut connection = sqlx::PgConnection::connect(&admin)
                .await
                .unwrap_or_else(|e| panic!("PostgreSQL at {admin} is needed for the tests (set TEST_DATABASE_URL, or run the README's test command): {e}"));
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&mut connection)
                .await
                .expect("create the test database");
            let base = admin
                .rsplit_once('/')
                .map_or(admin.as_str(), |(base, _)| base);
            format!("{base}/{name}")
        }
    }
}

/// A running server and an HTTP client for it.
pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    /// The backend the server runs on.
    pub backend: Backend,
    /// The port of its SMTP listener for replies, when it listens.
    pub smtp_port: Option<u16>,
}

impl TestApp {
    /// Starts a server on a fresh database of `backend`.
    pub async fn spawn(backend: Backend) -> TestApp {
        let database_url = fresh_database(backend).await;
        Self::spawn_on(database_url).await
    }

    /// Starts a server on an existing database.
    pub async fn spawn_on(database_url: String) -> TestApp {
        Self::spawn_with(database_url, |_| {}).await
    }

    /// Starts a server on an existing database with the test configuration changed by
    /// `adjust`. Rate limits are out of the way unless a test sets them.
    pub async fn spawn_with(database_url: String, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let unlimited = Rate {
            requests: 1_000_000,
            seconds: 1,
        };
        let backend = Backend::of(&database_url);
        let mut config = Config {
            port: 0,
            database: DatabaseConfig::Url(database_url),
            jwt_secret: None,
            workers: Some(2),
            rates: Rates {
                login_address: unlimited,
                login_username: unlimited,
                register_address: unlimited,
                moves_user: unlimited,
                moves_bot: unlimited,
                messages_user: unlimited,
                confirmations_user: unlimited,
                confirmations_address: unlimited,
                redeliveries_user: unlimited,
            },
            ..Config::from_lookup(|_| None).expect("default configuration")
        };
        adjust(&mut config);
        let application = Application::build(config).await.expect("the server starts");
        let address = format!("http://127.0.0.1:{}", application.port());
        let smtp_port = application.smtp_port();
        tokio::spawn(application.run());
        TestApp {
            address,
            backend,
            smtp_port,
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .build()
                .expect("an HTTP client"),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Registers `username` (password `password-<username>`) and returns a bearer token.
    pub async fn register(&self, username: &str) -> String {
        let credentials = json!({"username": username, "password": format!("password-{username}")});
        let response = self
            .client
            .post(self.url("/v1/users"))
            .json(&credentials)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::CREATED,
            "{}",
            response.text().await.unwrap()
        );
        self.login(username).await
    }

    /// Logs `username` in and returns a bearer token.
    pub async fn login(&self, username: &str) -> String {
        self.tokens(username).await["access_token"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// Logs `username` in and returns the whole answer: the access and refresh tokens.
    pub async fn tokens(&self, username: &str) -> Value {
        let credentials = json!({"username": username, "password": format!("password-{username}")});
        let response = self
            .client
            .post(self.url("/v1/tokens"))
            .json(&credentials)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    pub async fn get(&self, token: &str, path: &str) -> Response {
        self.client
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
    }

    pub async fn post(&self, token: &str, path: &str, body: Value) -> Response {
        self.client
            .post(self.url(path))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    pub async fn patch(&self, token: &str, path: &str, body: Value) -> Response {
        self.client
            .patch(self.url(path))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    pub async fn delete(&self, token: &str, path: &str) -> Response {
        self.client
            .delete(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
    }

    /// GET, expecting 200, as JSON.
    pub async fn get_json(&self, token: &str, path: &str) -> Value {
        let response = self.get(token, path).await;
        assert_eq!(response.status(), StatusCode::OK, "GET {path}");
        response.json().await.unwrap()
    }

    /// Creates a game and returns it.
    pub async fn create_game(&self, token: &str, kind: &str, seats: usize, config: Value) -> Value {
        self.create_game_with(token, kind, seats, json!({"config": config}))
            .await
    }

    /// Creates a game with more fields of the request (`config`, `clock`, `on_leave`) and
    /// returns it.
    pub async fn create_game_with(
        &self,
        token: &str,
        kind: &str,
        seats: usize,
        fields: Value,
    ) -> Value {
        let mut body = json!({"kind": kind, "seats": seats});
        for (name, value) in fields.as_object().into_iter().flatten() {
            body[name] = value.clone();
        }
        let response = self.post(token, "/v1/games", body).await;
        let status = response.status();
        let body: Value = response.json().await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body
    }

    /// Takes a seat and returns the game.
    pub async fn join(&self, token: &str, game_id: &str) -> Value {
        let response = self
            .post(token, &format!("/v1/games/{game_id}/seats"), json!({}))
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    /// Submits a command at a version.
    pub async fn submit_move(
        &self,
        token: &str,
        game_id: &str,
        version: i64,
        command: &Value,
    ) -> Response {
        self.post(
            token,
            &format!("/v1/games/{game_id}/moves"),
            json!({"expected_version": version, "command": command}),
        )
        .await
    }

    /// Registers `players` users, creates a started game of `kind` seating all of them in
    /// order; returns the game id and the tokens by seat.
    pub async fn started_game(
        &self,
        kind: &str,
        players: usize,
        config: Value,
    ) -> (String, Vec<String>) {
        self.started_game_with(kind, players, json!({"config": config}))
            .await
    }

    /// [`TestApp::started_game`] with more fields of the creation request.
    pub async fn started_game_with(
        &self,
        kind: &str,
        players: usize,
        fields: Value,
    ) -> (String, Vec<String>) {
        let mut tokens = Vec::new();
        for i in 0..players {
            tokens.push(
                self.register(&format!(
                    "player{i}_{}",
                    &uuid::Uuid::new_v4().simple().to_string()[..8]
                ))
                .await,
            );
        }
        let game = self
            .create_game_with(&tokens[0], kind, players, fields)
            .await;
        let id = game["id"].as_str().unwrap().to_string();
        for token in &tokens[1..] {
            self.join(token, &id).await;
        }
        let game = self.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(
            game["status"], "active",
            "the game starts when the last seat is taken"
        );
        (id, tokens)
    }
}

/// Asserts a problem+json response and returns its body.
pub async fn problem(response: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(response.status(), status);
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    assert_eq!(content_type, "application/problem+json");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], code, "{body}");
    assert_eq!(body["status"], status.as_u16());
    body
}

/// Runs each named `async fn(TestApp)` once per backend, as `<name>::sqlite` and
/// `<name>::postgres`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            use $crate::support::{Backend, TestApp};
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(TestApp::spawn(Backend::Sqlite).await).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name(TestApp::spawn(Backend::Postgres).await).await
            }
        }
    )*};
}

/// A server process of the built binary on `database_url`.
pub struct ServerProcess {
    pub child: Child,
    pub address: String,
}

impl ServerProcess {
    pub async fn start(database_url: &str) -> ServerProcess {
        Self::start_with(database_url, &[]).await
    }

    /// A server process with extra environment variables.
    pub async fn start_with(database_url: &str, env: &[(&str, &str)]) -> ServerProcess {
        Self::start_adjusted(database_url, env, |_| {}).await
    }

    /// A server process with extra environment variables and its command changed by
    /// `adjust` (e.g. where its output goes, or its resource limits).
    pub async fn start_adjusted(
        database_url: &str,
        env: &[(&str, &str)],
        adjust: impl FnOnce(&mut Command),
    ) -> ServerProcess {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_hotel-games"));
        command
            .env("DATABASE_URL", database_url)
            .env("PORT", port.to_string())
            .env("WORKERS", "2")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null());
        for name in [
            "RATE_LIMIT_LOGIN_ADDRESS",
            "RATE_LIMIT_LOGIN_USERNAME",
            "RATE_LIMIT_REGISTER_ADDRESS",
            "RATE_LIMIT_MOVES_USER",
            "RATE_LIMIT_MESSAGES_USER",
        ] {
            command.env(name, "1000000/1");
        }
        for (name, value) in env {
            command.env(name, value);
        }
        adjust(&mut command);
        let child = command.spawn().expect("the server binary starts");
        // Owned before waiting, so that Drop stops the process whatever happens next.
        let server = ServerProcess {
            child,
            address: format!("http://127.0.0.1:{port}"),
        };
        for _ in 0..100 {
            if reqwest::get(format!("{}/readyz", server.address))
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server process did not become ready");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs each named `async fn(Backend)` once per backend, as `<name>::sqlite` and
/// `<name>::postgres`, for tests that start their servers themselves.
#[macro_export]
macro_rules! for_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            use $crate::support::Backend;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(Backend::Sqlite).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name(Backend::Postgres).await
            }
        }
    )*};
}
