//! Rate limits: logins per client address and per username and address, registrations per
//! client address, moves per person and per bot account, table-talk messages per user, confirmation emails per user and
//! per recipient address, and webhook redeliveries per user. Each is a GCRA quota ("N requests per W seconds", bursts of
//! up to N) kept in memory per server process; a refused request gets 429 `rate_limited` with
//! `Retry-After` and the IETF `RateLimit-Policy` / `RateLimit` fields.

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::{ApiError, RateLimit};

/// The largest request body accepted, in bytes.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// "N requests per W seconds".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub requests: u32,
    pub seconds: u64,
}

impl FromStr for Rate {
    type Err = String;

    /// Parses `N/W`, e.g. `20/60` for twenty requests a minute.
    fn from_str(text: &str) -> Result<Self, String> {
        let (requests, seconds) = text
            .split_once('/')
            .ok_or_else(|| format!("{text:?} is not requests/seconds, e.g. 20/60"))?;
        let requests: u32 = requests
            .trim()
            .parse()
            .map_err(|e| format!("{text:?}: {e}"))?;
        let seconds: u64 = seconds
            .trim()
            .parse()
            .map_err(|e| format!("{text:?}: {e}"))?;
        if requests == 0 || seconds == 0 {
            return Err(format!("{text:?}: both numbers must be positive"));
        }
        Ok(Rate { requests, seconds })
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.requests, self.seconds)
    }
}

/// The configured rates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rates {
    /// Token requests per client address (`RATE_LIMIT_LOGIN_ADDRESS`).
    pub login_address: Rate,
    /// Token requests per username from one client address (`RATE_LIMIT_LOGIN_USERNAME`):
    /// keyed on both, so that nobody elsewhere can spend a person's quota and lock them out.
    pub login_username: Rate,
    /// Registrations per client address (`RATE_LIMIT_REGISTER_ADDRESS`).
    pub register_address: Rate,
    /// Moves per user (`RATE_LIMIT_MOVES_USER`).
    pub moves_user: Rate,
    /// Moves per bot account (`RATE_LIMIT_MOVES_BOT`): enough for two programs to play a
    /// game at full speed.
    pub moves_bot: Rate,
    /// Table-talk messages per user (`RATE_LIMIT_MESSAGES_USER`).
    pub messages_user: Rate,
    /// Confirmation emails a user may have sent (`RATE_LIMIT_CONFIRMATIONS_USER`).
    pub confirmations_user: Rate,
    /// Confirmation emails to one address, whoever asks (`RATE_LIMIT_CONFIRMATIONS_ADDRESS`).
    pub confirmations_address: Rate,
    /// Webhook redeliveries per user (`RATE_LIMIT_REDELIVERIES_USER`).
    pub redeliveries_user: Rate,
}

impl Rates {
    /// Every policy with its name, as a refusal's `policy` gives it.
    pub fn named(&self) -> [(&'static str, Rate); 9] {
        [
            ("login-address", self.login_address),
            ("login-username", self.login_username),
            ("register-address", self.register_address),
            ("moves-user", self.moves_user),
            ("moves-bot", self.moves_bot),
            ("messages-user", self.messages_user),
            ("confirmations-user", self.confirmations_user),
            ("confirmations-address", self.confirmations_address),
            ("redeliveries-user", self.redeliveries_user),
        ]
    }
}

impl Default for Rates {
    fn default() -> Self {
        Rates {
            login_address: Rate {
                requests: 30,
                seconds: 60,
            },
            login_username: Rate {
                requests: 10,
                seconds: 60,
            },
            register_address: Rate {
                requests: 30,
                seconds: 3600,
            },
            moves_user: Rate {
                requests: 50,
                seconds: 10,
            },
            moves_bot: Rate {
                requests: 600,
                seconds: 10,
            },
            messages_user: Rate {
                requests: 20,
                seconds: 60,
            },
            confirmations_user: Rate {
                requests: 5,
                seconds: 3600,
            },
            confirmations_address: Rate {
                requests: 3,
                seconds: 3600,
            },
            redeliveries_user: Rate {
                requests: 10,
                seconds: 60,
            },
        }
    }
}

/// One named policy with its per-key limiter.
struct Policy {
    name: &'static str,
    rate: Rate,
    limiter: DefaultKeyedRateLimiter<String>,
}

impl Policy {
    fn new(name: &'static str, rate: Rate) -> Self {
        let requests = NonZeroU32::new(rate.requests).expect("rates are positive");
        let period = Duration::from_secs(rate.seconds) / rate.requests;
        let quota = Quota::with_period(period)
            .expect("a positive period")
            .allow_burst(requests);
        Policy {
            name,
            rate,
            limiter: DefaultKeyedRateLimiter::keyed(quota),
        }
    }

    fn check(&self, key: &str) -> Result<(), ApiError> {
        self.limiter
            .check_key(&key.to_string())
            .map_err(|not_until| {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                ApiError::RateLimited(RateLimit {
                    policy: self.name,
                    quota: self.rate.requests,
                    window: self.rate.seconds,
                    retry_after: wait.as_secs_f64().ceil().max(1.0) as u64,
                })
            })
    }

    fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

/// Every rate limit of the server.
pub struct RateLimits {
    login_address: Policy,
    login_username: Policy,
    register_address: Policy,
    moves_user: Policy,
    moves_bot: Policy,
    messages_user: Policy,
    confirmations_user: Policy,
    confirmations_address: Policy,
    redeliveries_user: Policy,
}

impl RateLimits {
    /// Limiters for `rates`.
    pub fn new(rates: Rates) -> Self {
        let [
            login_address,
            login_username,
            register_address,
            moves_user,
            moves_bot,
            messages_user,
            confirmations_user,
            confirmations_address,
            redeliveries_user,
        ] = rates.named().map(|(name, rate)| Policy::new(name, rate));
        RateLimits {
            login_address,
            login_username,
            register_address,
            moves_user,
            moves_bot,
            messages_user,
            confirmations_user,
            confirmations_address,
            redeliveries_user,
        }
    }

    /// A token request from `address` for `username`. The address is checked first, so a
    /// flood of made-up usernames from one address stops at the address's quota. The
    /// username's quota is counted per address: attempts from elsewhere never lock its
    /// owner out (guessing from many addresses is bounded by each address's quotas and the
    /// cost of every password check).
    pub fn login(&self, address: &str, username: &str) -> Result<(), ApiError> {
        self.login_address.check(address)?;
        self.login_username.check(&format!("{username}\n{address}"))
    }

    /// A registration from `address`.
    pub fn register(&self, address: &str) -> Result<(), ApiError> {
        self.register_address.check(address)
    }

    /// A move by `user_id`, whose account is a bot's or a person's.
    pub fn move_by(&self, user_id: &str, bot: bool) -> Result<(), ApiError> {
        if bot {
            self.moves_bot.check(user_id)
        } else {
            self.moves_user.check(user_id)
        }
    }

    /// A table-talk message by `user_id`.
    pub fn message_by(&self, user_id: &str) -> Result<(), ApiError> {
        self.messages_user.check(user_id)
    }

    /// A confirmation email that `user_id` asks to be sent to `address`. The address is
    /// checked first (case-insensitively), so that many users cannot bomb one mailbox.
    pub fn confirmation(&self, user_id: &str, address: &str) -> Result<(), ApiError> {
        self.confirmations_address.check(&address.to_lowercase())?;
        self.confirmations_user.check(user_id)
    }

    /// A webhook redelivery asked for by `user_id`.
    pub fn redelivery_by(&self, user_id: &str) -> Result<(), ApiError> {
        self.redeliveries_user.check(user_id)
    }

    /// Drops the state of keys that have been quiet long enough to be back at a full quota,
    /// so memory follows the recent traffic only.
    pub fn forget_idle(&self) {
        for policy in [
            &self.login_address,
            &self.login_username,
            &self.register_address,
            &self.moves_user,
            &self.moves_bot,
            &self.messages_user,
            &self.confirmations_user,
            &self.confirmations_address,
            &self.redeliveries_user,
        ] {
            policy.forget_idle();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_parse_as_requests_per_seconds() {
        assert_eq!(
            "20/60".parse::<Rate>(),
            Ok(Rate {
                requests: 20,
                seconds: 60
            })
        );
        assert!("20".parse::<Rate>().is_err());
        assert!("0/60".parse::<Rate>().is_err());
        assert!("20/x".parse::<Rate>().is_err());
    }

    #[test]
    fn a_burst_beyond_the_quota_is_refused_with_the_time_to_wait() {
        let limits = RateLimits::new(Rates {
            login_address: Rate {
                requests: 3,
                seconds: 60,
            },
            ..Rates::default()
        });
        for attempt in 0..3 {
            assert!(limits.login("10.0.0.1", &format!("user{attempt}")).is_ok());
        }
        let Err(ApiError::RateLimited(limit)) = limits.login("10.0.0.1", "user9") else {
            panic!("the fourth login from one address is refused");
        };
        assert_eq!(
            (limit.policy, limit.quota, limit.window),
            ("login-address", 3, 60)
        );
        assert!((1..=20).contains(&limit.retry_after), "{limit:?}");
        assert!(
            limits.login("10.0.0.2", "user9").is_ok(),
            "other addresses pass"
        );
    }

    #[test]
    fn a_username_is_limited_per_address_so_others_cannot_lock_it() {
        let limits = RateLimits::new(Rates {
            login_username: Rate {
                requests: 2,
                seconds: 60,
            },
            ..Rates::default()
        });
        assert!(limits.login("10.0.0.1", "ann").is_ok());
        assert!(limits.login("10.0.0.1", "ann").is_ok());
        let refused = limits.login("10.0.0.1", "ann");
        assert!(matches!(
            refused,
            Err(ApiError::RateLimited(RateLimit {
                policy: "login-username",
                ..
            }))
        ));
        // Ann, at home, is not locked out by the attempts from elsewhere.
        assert!(limits.login("10.0.0.2", "ann").is_ok());
        assert!(limits.login("10.0.0.1", "bob").is_ok());
    }

    #[test]
    fn a_bot_account_moves_under_its_own_quota() {
        let limits = RateLimits::new(Rates {
            moves_user: Rate {
                requests: 2,
                seconds: 60,
            },
            moves_bot: Rate {
                requests: 5,
                seconds: 60,
            },
            ..Rates::default()
        });
        for _ in 0..2 {
            assert!(limits.move_by("ann", false).is_ok());
        }
        assert!(matches!(
            limits.move_by("ann", false),
            Err(ApiError::RateLimited(RateLimit {
                policy: "moves-user",
                ..
            }))
        ));
        for _ in 0..5 {
            assert!(limits.move_by("robot", true).is_ok());
        }
        let Err(ApiError::RateLimited(limit)) = limits.move_by("robot", true) else {
            panic!("the sixth move of the bot is refused");
        };
        assert_eq!(
            (limit.policy, limit.quota, limit.window),
            ("moves-bot", 5, 60)
        );
    }
}
