//! Server configuration, read from the environment only.

use std::net::IpAddr;
use std::time::Duration;

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
        let config = config(&[
            ("BIND", "0.0.0.0"),
            ("PORT", "9000"),
            ("DATABASE_URL", "postgres://db/games"),
            ("JWT_SECRET", "s3cret"),
            ("TOKEN_TTL_SECONDS", "60"),
        ])
        .unwrap();
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
    }
}
