//! Server configuration, read from the environment only.

use std::net::IpAddr;
use std::time::Duration;

use crate::limits::Rates;

/// Open streams allowed per user unless configured (`STREAMS_PER_USER`): a player with a few
/// browser tabs, each following a game and the feed.
pub const DEFAULT_STREAMS_PER_USER: usize = 16;
/// Open streams allowed per client address unless configured (`STREAMS_PER_ADDRESS`): a
/// household or office behind one address.
pub const DEFAULT_STREAMS_PER_ADDRESS: usize = 64;

/// When failed deliveries are tried again, and when an endpoint is given up on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    /// The delay after the first failed attempt (milliseconds); it doubles with each one.
    pub base_ms: i64,
    /// The longest delay between two attempts (milliseconds).
    pub max_delay_ms: i64,
    /// How long after its event a delivery is still tried (milliseconds).
    pub retry_for_ms: i64,
    /// Failed attempts in a row, spanning at least `retry_for_ms`, that disable an endpoint.
    pub disable_after: i64,
}

impl RetryPolicy {
    /// The delay after the `attempts`-th failed attempt (1, 2, …).
    pub fn delay_ms(&self, attempts: i64) -> i64 {
        let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 40)).unwrap_or(40);
        self.base_ms
            .saturating_mul(1i64.checked_shl(doublings).unwrap_or(i64::MAX))
            .min(self.max_delay_ms)
    }
}

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
    /// Access-token lifetime (`TOKEN_TTL_SECONDS`, default 3600): short, since a session's
    /// refresh token gets new ones.
    pub token_ttl: Duration,
    /// How long a session lives without being refreshed (`SESSION_IDLE_DAYS`, default 60).
    pub session_idle: Duration,
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
    /// A header naming the client's address, set by trusted reverse proxies
    /// (`CLIENT_ADDRESS_HEADER`, e.g. `X-Forwarded-For`); unset: the peer address.
    pub client_address_header: Option<String>,
    /// The trusted proxies in front of the server (`CLIENT_ADDRESS_PROXIES`, default 1): the
    /// client's address is the header's entry this many places from the right, the one the
    /// outermost trusted proxy wrote; entries further left are the client's own words.
    pub client_address_proxies: usize,
    /// The server's address as clients reach it (`PUBLIC_URL`, e.g.
    /// `https://games.example.org`), for the links in notifications; unset: the bind address
    /// and port over plain HTTP.
    pub public_url: Option<String>,
    /// How often the notification workers look for due work besides being woken
    /// (`NOTIFY_POLL_MS`, default 1000).
    pub notify_poll: Duration,
    /// Whether this process sends webhooks and emails (`NOTIFY_WORKERS`, default true); a
    /// process without them still serves every endpoint, and others sharing the database
    /// send.
    pub notify_workers: bool,
    /// Webhook deliveries (`WEBHOOK_*`).
    pub webhooks: WebhookConfig,
    /// Email notifications (`SMTP_URL`, `MAIL_FROM`, `EMAIL_*`); `None` (off) without
    /// `SMTP_URL`.
    pub email: Option<EmailConfig>,
    /// Vacation days each user may take per calendar year (`VACATION_DAYS_PER_YEAR`,
    /// default 30).
    pub vacation_days: i64,
    /// The finished rated games of a kind a player needs to be on its leaderboard
    /// (`LEADERBOARD_MIN_GAMES`, default 5).
    pub leaderboard_min_games: i64,
    /// Open event streams allowed (`STREAMS_*`).
    pub streams: StreamConfig,
}

/// How many event streams may be open at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamConfig {
    /// Per user (`STREAMS_PER_USER`, default 16).
    pub per_user: usize,
    /// Per client address (`STREAMS_PER_ADDRESS`, default 64).
    pub per_address: usize,
    /// In the process (`STREAMS_TOTAL`); unset: the open-file limit minus a reserve of a
    /// quarter of it (at least 64) for everything else, at most 10,000.
    pub total: Option<usize>,
}

/// How webhooks are delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebhookConfig {
    /// Whether endpoints may be on loopback, private or link-local addresses
    /// (`WEBHOOK_ALLOW_PRIVATE`, default false): for tests and self-hosting only.
    pub allow_private: bool,
    /// How long one attempt may take (`WEBHOOK_TIMEOUT_SECONDS`, default 10).
    pub timeout: Duration,
    /// Attempts in flight at once in this process (`WEBHOOK_CONCURRENCY`, default 64); each
    /// endpoint has at most one.
    pub concurrency: usize,
    /// Retries (`WEBHOOK_RETRY_BASE_MS`, default 5000, doubling up to 4 h;
    /// `WEBHOOK_RETRY_FOR_SECONDS`, default 90000) and disabling
    /// (`WEBHOOK_DISABLE_AFTER`, default 20 failed attempts in a row).
    pub retry: RetryPolicy,
}

/// How email notifications are sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailConfig {
    /// The SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.org` or
    /// `smtp://127.0.0.1:2525` without TLS).
    pub smtp_url: String,
    /// The sender (`MAIL_FROM`, e.g. `Hotel games <games@example.org>`); required with
    /// `SMTP_URL`.
    pub from: String,
    /// The hour of the day (0-23, in each user's time zone) at which digests go out
    /// (`EMAIL_DIGEST_HOUR`, default 7).
    pub digest_hour: u32,
    /// Instead of daily at the digest hour, send digests every this many seconds (counted
    /// from the epoch) (`EMAIL_DIGEST_PERIOD_SECONDS`; for tests).
    pub digest_period: Option<Duration>,
    /// How long one SMTP exchange may take (`EMAIL_SMTP_TIMEOUT_SECONDS`, default 20).
    pub smtp_timeout: Duration,
    /// How long a worker holds a user's emails while sending them
    /// (`EMAIL_CLAIM_SECONDS`, default 60; longer than `smtp_timeout`). A worker sends a
    /// user's email only while a whole SMTP exchange fits in its claim, so an email is never
    /// sent twice; after a crash, the user's emails wait at most this long.
    pub claim: Duration,
    /// Playing by email (`MAIL_DOMAIN`, `INBOUND_*`); `None` (turn emails cannot be
    /// answered) without `MAIL_DOMAIN`.
    pub replies: Option<ReplyConfig>,
}

/// Playing by email: the players' reply addresses and the ways replies reach the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplyConfig {
    /// The domain of the reply addresses `play+<token>@<domain>` (`MAIL_DOMAIN`); its mail
    /// must reach the server by one of the ways below.
    pub domain: String,
    /// Where the SMTP listener listens (`INBOUND_SMTP_BIND`, e.g. `0.0.0.0:25`); unset: no
    /// listener.
    pub smtp_bind: Option<String>,
    /// The bearer secret a mail server hands messages to `POST /v1/mail/inbound` with
    /// (`INBOUND_MAIL_TOKEN`); unset: that endpoint is off.
    pub http_token: Option<String>,
    /// The largest message taken, in bytes (`INBOUND_MAX_MESSAGE_BYTES`, default 4194304).
    pub max_message_bytes: usize,
    /// Messages a player may send to their reply addresses per hour (`INBOUND_PER_HOUR`,
    /// default 60); more are not carried out.
    pub per_player_per_hour: u32,
    /// Messages one client address may hand to the SMTP listener per minute
    /// (`INBOUND_SMTP_PER_MINUTE`, default 60).
    pub smtp_per_minute: u32,
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
        let config = Config {
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
                3_600,
            )?),
            session_idle: match parse_or::<u64>(get("SESSION_IDLE_DAYS"), "SESSION_IDLE_DAYS", 60)?
            {
                days @ 1..=10_000 => Duration::from_secs(days * 86_400),
                _ => {
                    return Err(ConfigError {
                        name: "SESSION_IDLE_DAYS",
                        reason: "must be 1-10000 days".into(),
                    });
                }
            },
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
                moves_bot: parse_or(
                    get("RATE_LIMIT_MOVES_BOT"),
                    "RATE_LIMIT_MOVES_BOT",
                    Rates::default().moves_bot,
                )?,
                messages_user: parse_or(
                    get("RATE_LIMIT_MESSAGES_USER"),
                    "RATE_LIMIT_MESSAGES_USER",
                    Rates::default().messages_user,
                )?,
                confirmations_user: parse_or(
                    get("RATE_LIMIT_CONFIRMATIONS_USER"),
                    "RATE_LIMIT_CONFIRMATIONS_USER",
                    Rates::default().confirmations_user,
                )?,
                confirmations_address: parse_or(
                    get("RATE_LIMIT_CONFIRMATIONS_ADDRESS"),
                    "RATE_LIMIT_CONFIRMATIONS_ADDRESS",
                    Rates::default().confirmations_address,
                )?,
                redeliveries_user: parse_or(
                    get("RATE_LIMIT_REDELIVERIES_USER"),
                    "RATE_LIMIT_REDELIVERIES_USER",
                    Rates::default().redeliveries_user,
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
            client_address_proxies: positive(
                get("CLIENT_ADDRESS_PROXIES"),
                "CLIENT_ADDRESS_PROXIES",
                1,
            )? as usize,
            public_url: get("PUBLIC_URL").map(|url| url.trim_end_matches('/').to_string()),
            notify_poll: Duration::from_millis(positive(
                get("NOTIFY_POLL_MS"),
                "NOTIFY_POLL_MS",
                1000,
            )?),
            notify_workers: parse_or(get("NOTIFY_WORKERS"), "NOTIFY_WORKERS", true)?,
            webhooks: WebhookConfig {
                allow_private: parse_or(
                    get("WEBHOOK_ALLOW_PRIVATE"),
                    "WEBHOOK_ALLOW_PRIVATE",
                    false,
                )?,
                timeout: seconds(
                    get("WEBHOOK_TIMEOUT_SECONDS"),
                    "WEBHOOK_TIMEOUT_SECONDS",
                    10,
                )?,
                concurrency: positive(get("WEBHOOK_CONCURRENCY"), "WEBHOOK_CONCURRENCY", 64)?
                    as usize,
                retry: RetryPolicy {
                    base_ms: positive(get("WEBHOOK_RETRY_BASE_MS"), "WEBHOOK_RETRY_BASE_MS", 5000)?
                        as i64,
                    max_delay_ms: 4 * 3_600_000,
                    retry_for_ms: parse_or::<i64>(
                        get("WEBHOOK_RETRY_FOR_SECONDS"),
                        "WEBHOOK_RETRY_FOR_SECONDS",
                        90_000,
                    )?
                    .saturating_mul(1000),
                    disable_after: positive(
                        get("WEBHOOK_DISABLE_AFTER"),
                        "WEBHOOK_DISABLE_AFTER",
                        20,
                    )? as i64,
                },
            },
            email: match get("SMTP_URL") {
                None => None,
                Some(smtp_url) => Some(EmailConfig {
                    smtp_url,
                    from: get("MAIL_FROM").ok_or(ConfigError {
                        name: "MAIL_FROM",
                        reason: "required with SMTP_URL".into(),
                    })?,
                    digest_hour: match parse_or(get("EMAIL_DIGEST_HOUR"), "EMAIL_DIGEST_HOUR", 7)? {
                        hour @ 0..=23 => hour,
                        _ => {
                            return Err(ConfigError {
                                name: "EMAIL_DIGEST_HOUR",
                                reason: "must be 0-23".into(),
                            });
                        }
                    },
                    digest_period: get("EMAIL_DIGEST_PERIOD_SECONDS")
                        .map(|value| seconds(Some(value), "EMAIL_DIGEST_PERIOD_SECONDS", 1))
                        .transpose()?,
                    smtp_timeout: seconds(
                        get("EMAIL_SMTP_TIMEOUT_SECONDS"),
                        "EMAIL_SMTP_TIMEOUT_SECONDS",
                        20,
                    )?,
                    claim: seconds(get("EMAIL_CLAIM_SECONDS"), "EMAIL_CLAIM_SECONDS", 60)?,
                    replies: replies(&get)?,
                }),
            },
            vacation_days: match parse_or(
                get("VACATION_DAYS_PER_YEAR"),
                "VACATION_DAYS_PER_YEAR",
                30,
            )? {
                days @ 0..=366 => days,
                _ => {
                    return Err(ConfigError {
                        name: "VACATION_DAYS_PER_YEAR",
                        reason: "must be 0-366".into(),
                    });
                }
            },
            leaderboard_min_games: positive(
                get("LEADERBOARD_MIN_GAMES"),
                "LEADERBOARD_MIN_GAMES",
                5,
            )? as i64,
            streams: StreamConfig {
                per_user: positive(
                    get("STREAMS_PER_USER"),
                    "STREAMS_PER_USER",
                    DEFAULT_STREAMS_PER_USER as u64,
                )? as usize,
                per_address: positive(
                    get("STREAMS_PER_ADDRESS"),
                    "STREAMS_PER_ADDRESS",
                    DEFAULT_STREAMS_PER_ADDRESS as u64,
                )? as usize,
                total: get("STREAMS_TOTAL")
                    .map(|value| positive(Some(value), "STREAMS_TOTAL", 1))
                    .transpose()?
                    .map(|total| total as usize),
            },
        };
        if config.email.is_none() {
            for name in ["MAIL_DOMAIN", "INBOUND_SMTP_BIND", "INBOUND_MAIL_TOKEN"] {
                if get(name).is_some() {
                    return Err(ConfigError {
                        name,
                        reason: "needs SMTP_URL (replies are answered by email)".into(),
                    });
                }
            }
        }
        if let Some(email) = &config.email
            && email.claim <= email.smtp_timeout
        {
            return Err(ConfigError {
                name: "EMAIL_CLAIM_SECONDS",
                reason: "must be longer than EMAIL_SMTP_TIMEOUT_SECONDS".into(),
            });
        }
        Ok(config)
    }
}

/// Playing by email, when `MAIL_DOMAIN` is set.
fn replies(get: &impl Fn(&str) -> Option<String>) -> Result<Option<ReplyConfig>, ConfigError> {
    let Some(domain) = get("MAIL_DOMAIN") else {
        for name in ["INBOUND_SMTP_BIND", "INBOUND_MAIL_TOKEN"] {
            if get(name).is_some() {
                return Err(ConfigError {
                    name,
                    reason: "needs MAIL_DOMAIN (the domain of the reply addresses)".into(),
                });
            }
        }
        return Ok(None);
    };
    let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    let valid_label = |label: &str| {
        (1..=63).contains(&label.len())
            && label
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    };
    if domain.len() > 253 || !domain.contains('.') || !domain.split('.').all(valid_label) {
        return Err(ConfigError {
            name: "MAIL_DOMAIN",
            reason: "must be a domain name such as games.example.org".into(),
        });
    }
    let http_token = get("INBOUND_MAIL_TOKEN");
    if http_token.as_ref().is_some_and(|token| token.len() < 16) {
        return Err(ConfigError {
            name: "INBOUND_MAIL_TOKEN",
            reason: "must be at least 16 characters".into(),
        });
    }
    Ok(Some(ReplyConfig {
        domain,
        smtp_bind: get("INBOUND_SMTP_BIND"),
        http_token,
        max_message_bytes: positive(
            get("INBOUND_MAX_MESSAGE_BYTES"),
            "INBOUND_MAX_MESSAGE_BYTES",
            4 * 1024 * 1024,
        )? as usize,
        per_player_per_hour: u32::try_from(positive(
            get("INBOUND_PER_HOUR"),
            "INBOUND_PER_HOUR",
            60,
        )?)
        .unwrap_or(u32::MAX),
        smtp_per_minute: u32::try_from(positive(
            get("INBOUND_SMTP_PER_MINUTE"),
            "INBOUND_SMTP_PER_MINUTE",
            60,
        )?)
        .unwrap_or(u32::MAX),
    }))
}

/// A number of at least 1.
fn positive(value: Option<String>, name: &'static str, default: u64) -> Result<u64, ConfigError> {
    match parse_or(value, name, default)? {
        0 => Err(ConfigError {
            name,
            reason: "must be at least 1".into(),
        }),
        number => Ok(number),
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
        assert_eq!(config.token_ttl, Duration::from_secs(3_600));
        assert_eq!(config.session_idle, Duration::from_secs(60 * 86_400));
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
            ("SESSION_IDLE_DAYS", "7"),
            ("RATE_LIMIT_LOGIN_ADDRESS", "5/10"),
            ("RATE_LIMIT_MOVES_BOT", "100/1"),
            ("BODY_TIMEOUT_SECONDS", "3"),
            ("PASSWORD_THREADS", "1"),
            ("CLIENT_ADDRESS_HEADER", "X-Forwarded-For"),
            ("CLIENT_ADDRESS_PROXIES", "2"),
        ])
        .unwrap();
        let config = read;
        assert_eq!(config.rates.login_address.to_string(), "5/10");
        assert_eq!(config.rates.moves_bot.to_string(), "100/1");
        assert_eq!(config.rates.moves_user, Rates::default().moves_user);
        assert_eq!(config.timeouts.body, Duration::from_secs(3));
        assert_eq!(config.password_threads, 1);
        assert_eq!(
            config.client_address_header.as_deref(),
            Some("X-Forwarded-For")
        );
        assert_eq!(config.client_address_proxies, 2);
        let error = self::config(&[("CLIENT_ADDRESS_PROXIES", "0")]).unwrap_err();
        assert!(error.to_string().contains("CLIENT_ADDRESS_PROXIES"));
        assert_eq!(config.bind.to_string(), "0.0.0.0");
        assert_eq!(config.port, 9000);
        assert_eq!(
            config.database,
            DatabaseConfig::Url("postgres://db/games".into())
        );
        assert_eq!(config.jwt_secret.as_deref(), Some("s3cret"));
        assert_eq!(config.token_ttl, Duration::from_secs(60));
        assert_eq!(config.session_idle, Duration::from_secs(7 * 86_400));
        for days in ["0", "-1", "forever"] {
            let error = self::config(&[("SESSION_IDLE_DAYS", days)]).unwrap_err();
            assert!(error.to_string().contains("SESSION_IDLE_DAYS"), "{days}");
        }
        let error = super::Config::from_lookup(|n| (n == "PORT").then(|| "http".into()));
        assert!(error.unwrap_err().to_string().contains("PORT"));
        let error = self::config(&[("RATE_LIMIT_MOVES_USER", "fast")]).unwrap_err();
        assert!(error.to_string().contains("RATE_LIMIT_MOVES_USER"));
        let error = self::config(&[("HANDLER_TIMEOUT_SECONDS", "0")]).unwrap_err();
        assert!(error.to_string().contains("HANDLER_TIMEOUT_SECONDS"));
    }

    #[test]
    fn notifications_are_configured_by_their_variables() {
        let defaults = config(&[]).unwrap();
        assert!(defaults.email.is_none(), "no SMTP_URL: email is off");
        assert!(!defaults.webhooks.allow_private);
        assert_eq!(defaults.webhooks.retry.base_ms, 5000);
        assert_eq!(defaults.webhooks.retry.retry_for_ms, 90_000_000);
        assert_eq!(defaults.webhooks.concurrency, 64);
        let read = config(&[
            ("SMTP_URL", "smtp://127.0.0.1:2525"),
            ("MAIL_FROM", "games@example.org"),
            ("EMAIL_DIGEST_PERIOD_SECONDS", "5"),
            ("WEBHOOK_ALLOW_PRIVATE", "true"),
            ("WEBHOOK_RETRY_BASE_MS", "100"),
            ("WEBHOOK_CONCURRENCY", "8"),
            ("PUBLIC_URL", "https://games.example.org/"),
        ])
        .unwrap();
        let email = read.email.unwrap();
        assert_eq!(email.from, "games@example.org");
        assert_eq!(email.digest_hour, 7);
        assert_eq!(email.digest_period, Some(Duration::from_secs(5)));
        assert!(read.webhooks.allow_private);
        assert_eq!(read.webhooks.retry.base_ms, 100);
        assert_eq!(read.webhooks.concurrency, 8);
        assert_eq!(
            read.public_url.as_deref(),
            Some("https://games.example.org")
        );
        let error = config(&[("SMTP_URL", "smtp://127.0.0.1:2525")]).unwrap_err();
        assert!(error.to_string().contains("MAIL_FROM"));
        assert_eq!(email.claim, Duration::from_secs(60));
        assert_eq!(email.smtp_timeout, Duration::from_secs(20));
        let error = config(&[
            ("SMTP_URL", "smtp://127.0.0.1:2525"),
            ("MAIL_FROM", "games@example.org"),
            ("EMAIL_CLAIM_SECONDS", "10"),
            ("EMAIL_SMTP_TIMEOUT_SECONDS", "10"),
        ])
        .unwrap_err();
        assert!(error.to_string().contains("EMAIL_CLAIM_SECONDS"), "{error}");
        let error = config(&[("WEBHOOK_ALLOW_PRIVATE", "maybe")]).unwrap_err();
        assert!(error.to_string().contains("WEBHOOK_ALLOW_PRIVATE"));
    }

    #[test]
    fn playing_by_email_needs_a_domain_and_smtp() {
        let smtp = [
            ("SMTP_URL", "smtp://127.0.0.1:2525"),
            ("MAIL_FROM", "games@example.org"),
        ];
        let with = |more: &[(&'static str, &'static str)]| {
            config(&[&smtp[..], more].concat()).map(|config| config.email.unwrap().replies)
        };
        assert_eq!(with(&[]).unwrap(), None);
        let replies = with(&[
            ("MAIL_DOMAIN", "Games.Example.org."),
            ("INBOUND_SMTP_BIND", "127.0.0.1:2526"),
            ("INBOUND_MAIL_TOKEN", "a-long-enough-secret"),
            ("INBOUND_PER_HOUR", "5"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(replies.domain, "games.example.org");
        assert_eq!(replies.smtp_bind.as_deref(), Some("127.0.0.1:2526"));
        assert_eq!(replies.per_player_per_hour, 5);
        assert_eq!(replies.max_message_bytes, 4 * 1024 * 1024);
        assert_eq!(replies.smtp_per_minute, 60);
        for (vars, name) in [
            (&[("MAIL_DOMAIN", "localhost")][..], "MAIL_DOMAIN"),
            (&[("MAIL_DOMAIN", "a..b")][..], "MAIL_DOMAIN"),
            (
                &[("INBOUND_SMTP_BIND", "127.0.0.1:25")][..],
                "INBOUND_SMTP_BIND",
            ),
            (
                &[
                    ("MAIL_DOMAIN", "g.example.org"),
                    ("INBOUND_MAIL_TOKEN", "short"),
                ][..],
                "INBOUND_MAIL_TOKEN",
            ),
        ] {
            assert_eq!(with(vars).unwrap_err().name, name, "{vars:?}");
        }
        let error = config(&[("MAIL_DOMAIN", "games.example.org")]).unwrap_err();
        assert_eq!(error.name, "MAIL_DOMAIN");
    }

    #[test]
    fn stream_limits_are_configured_by_their_variables() {
        let defaults = config(&[]).unwrap().streams;
        assert_eq!(
            (defaults.per_user, defaults.per_address, defaults.total),
            (16, 64, None)
        );
        let read = config(&[
            ("STREAMS_PER_USER", "3"),
            ("STREAMS_PER_ADDRESS", "7"),
            ("STREAMS_TOTAL", "2500"),
        ])
        .unwrap()
        .streams;
        assert_eq!(
            (read.per_user, read.per_address, read.total),
            (3, 7, Some(2500))
        );
        for name in ["STREAMS_PER_USER", "STREAMS_PER_ADDRESS", "STREAMS_TOTAL"] {
            let error = config(&[(name, "0")]).unwrap_err();
            assert!(error.to_string().contains(name));
        }
    }
}
