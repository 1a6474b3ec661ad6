//! Server configuration, read from the environment only.

use std::net::IpAddr;
use std::time::Duration;

use crate::limits::Rates;

/// Everything the server needs to start.
#[derive(Clone, Debug)]
pub struct Config {
    /// Listen address (`BIND`, default 127.0.0.1).
    pub bind: IpAddr,
    /// Listen port (`PORT`, default 8080; 0 picks a free port).
    pub port: u16,
    /// Where the data lives (`DATABASE_URL`; the embedded SQLite file when unset).
    pub database: DatabaseConfig,
    /// The HMAC key for access tokens (`JWT_SECRET`); generated and kept in the database
    /// when unset.
    pub jwt_secret: Option<String>,
    /// Access-token lifetime (`TOKEN_TTL_SECONDS`, default 86400).
    pub token_ttl: Duration,
    /// HTTP worker threads (`WORKERS`, default: one per core).
    pub workers: Option<usize>,
    /// Rate limits (`RATE_LIMIT_*`).
    pub rates: Rates,
    /// How long each phase of a request may take (`*_TIMEOUT_SECONDS`).
    pub timeouts: Timeouts,
    /// Threads hashing passwords (`PASSWORD_THREADS`, default: one per core).
    pub password_threads: usize,
    /// Password checks that may wait for a thread before `server_busy`
    /// (`PASSWORD_QUEUE`, default 32).
    pub password_queue: usize,
    /// A header naming the client's address (leftmost entry), set by a trusted reverse
    /// proxy (`CLIENT_ADDRESS_HEADER`, e.g. `X-Forwarded-For`); unset: the peer address.
    pub client_address_header: Option<String>,
}

/// Time limits of one request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// From the connection (or the previous request) to a complete request head
    /// (`HEADER_TIMEOUT_SECONDS`, default 5).
    pub header: Duration,
    /// For the whole request body (`BODY_TIMEOUT_SECONDS`, default 10).
    pub body: Duration,
    /// For the handler to answer once the request arrived (`HANDLER_TIMEOUT_SECONDS`,
    /// default 30).
    pub handler: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            header: Duration::from_secs(5),
            body: Duration::from_secs(10),
            handler: Duration::from_secs(30),
        }
    }
}

/// The database to use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DatabaseConfig {
    /// A PostgreSQL (`postgres://…`) or SQLite (`sqlite://…`) URL.
    Url(String),
    /// The embedded default: an SQLite file `hotel-games.db` in the working directory.
    EmbeddedDefault,
}

/// The embedded database file used when `DATABASE_URL` is unset.
pub const DEFAULT_SQLITE_FILE: &str = "hotel-games.db";

/// A malformed environment variable.
#[derive(Debug, thiserror::Error)]
#[error("invalid {name}: {reason}")]
pub struct ConfigError {
    name: &'static str,
    reason: String,
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `lookup` (the environment in production).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).filter(|value| !value.trim().is_empty());
        Ok(Config {
            bind: parse_or(get("BIND"), "BIND", IpAddr::from([127, 0, 0, 1]))?,
            port: parse_or(get("PORT"), "PORT", 8080)?,
            database: match get("DATABASE_URL") {
                Some(url) => DatabaseConfig::Url(url),
                None => DatabaseConfig::EmbeddedDefault,
            },
            jwt_secret: get("JWT_SECRET"),
            token_ttl: Duration::from_secs(parse_or(
                get("TOKEN_TTL_SECONDS"),
                "TOKEN_TTL_SECONDS",
                86_400,
            )?),
            workers: get("WORKERS")
                .map(|value| parse(&value, "WORKERS"))
                .transpose()?,
            rates: Rates {
                login_address: parse_or(
                    get("RATE_LIMIT_LOGIN_ADDRESS"),
                    "RATE_LIMIT_LOGIN_ADDRESS",
                    Rates::default().login_address,
                )?,
                login_username: parse_or(
                    get("RATE_LIMIT_LOGIN_USERNAME"),
                    "RATE_LIMIT_LOGIN_USERNAME",
                    Rates::default().login_username,
                )?,
                register_address: parse_or(
                    get("RATE_LIMIT_REGISTER_ADDRESS"),
                    "RATE_LIMIT_REGISTER_ADDRESS",
                    Rates::default().register_address,
                )?,
                moves_user: parse_or(
                    get("RATE_LIMIT_MOVES_USER"),
                    "RATE_LIMIT_MOVES_USER",
                    Rates::default().moves_user,
                )?,
            },
            timeouts: Timeouts {
                header: seconds(get("HEADER_TIMEOUT_SECONDS"), "HEADER_TIMEOUT_SECONDS", 5)?,
                body: seconds(get("BODY_TIMEOUT_SECONDS"), "BODY_TIMEOUT_SECONDS", 10)?,
                handler: seconds(
                    get("HANDLER_TIMEOUT_SECONDS"),
                    "HANDLER_TIMEOUT_SECONDS",
                    30,
                )?,
            },
            password_threads: parse_or(
                get("PASSWORD_THREADS"),
                "PASSWORD_THREADS",
                std::thread::available_parallelism().map_or(2, usize::from),
            )?,
            password_queue: parse_or(get("PASSWORD_QUEUE"), "PASSWORD_QUEUE", 32)?,
            client_address_header: get("CLIENT_ADDRESS_HEADER"),
        })
    }
}

fn parse<T: std::str::FromStr>(value: &str, name: &'static str) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    value.trim().parse().map_err(|e: T::Err| ConfigError {
        name,
        reason: e.to_string(),
    })
}

/// A positive number of seconds.
fn seconds(
    value: Option<String>,
    name: &'static str,
    default: u64,
) -> Result<Duration, ConfigError> {
    let seconds: u64 = parse_or(value, name, default)?;
    if seconds == 0 {
        return Err(ConfigError {
            name,
            reason: "must be at least 1".into(),
        });
    }
    Ok(Duration::from_secs(seconds))
}

fn parse_or<T: std::str::FromStr>(
    value: Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    value.map_or(Ok(default), |value| parse(&value, name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        })
    }

    #[test]
    fn defaults_bind_localhost_8080_on_the_embedded_database() {
        let config = config(&[]).unwrap();
        assert_eq!(config.bind.to_string(), "127.0.0.1");
        assert_eq!(config.port, 8080);
        assert_eq!(config.database, DatabaseConfig::EmbeddedDefault);
        assert_eq!(config.token_ttl, Duration::from_secs(86_400));
        assert!(config.jwt_secret.is_none());
    }

    #[test]
    fn reads_every_variable_and_rejects_garbage() {
        let read = config(&[
            ("BIND", "0.0.0.0"),
            ("PORT", "9000"),
            ("DATABASE_URL", "postgres://db/games"),
            ("JWT_SECRET", "s3cret"),
            ("TOKEN_TTL_SECONDS", "60"),
            ("RATE_LIMIT_LOGIN_ADDRESS", "5/10"),
            ("BODY_TIMEOUT_SECONDS", "3"),
            ("PASSWORD_THREADS", "1"),
            ("CLIENT_ADDRESS_HEADER", "X-Forwarded-For"),
        ])
        .unwrap();
        let config = read;
        assert_eq!(config.rates.login_address.to_string(), "5/10");
        assert_eq!(config.timeouts.body, Duration::from_secs(3));
        assert_eq!(config.password_threads, 1);
        assert_eq!(
            config.client_address_header.as_deref(),
            Some("X-Forwarded-For")
        );
        assert_eq!(config.bind.to_string(), "0.0.0.0");
        assert_eq!(config.port, 9000);
        assert_eq!(
            config.database,
            DatabaseConfig::Url("postgres://db/games".into())
        );
        assert_eq!(config.jwt_secret.as_deref(), Some("s3cret"));
        assert_eq!(config.token_ttl, Duration::from_secs(60));
        let error = super::Config::from_lookup(|n| (n == "PORT").then(|| "http".into()));
        assert!(error.unwrap_err().to_string().contains("PORT"));
        let error = self::config(&[("RATE_LIMIT_MOVES_USER", "fast")]).unwrap_err();
        assert!(error.to_string().contains("RATE_LIMIT_MOVES_USER"));
        let error = self::config(&[("HANDLER_TIMEOUT_SECONDS", "0")]).unwrap_err();
        assert!(error.to_string().contains("HANDLER_TIMEOUT_SECONDS"));
    }
}
