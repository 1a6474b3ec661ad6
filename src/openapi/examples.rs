//! Examples of problem documents: every problem response of the document shows one example
//! per error code its description names, each built from the error the server really sends
//! and fitted to its operation: a malformed request is the operation's body, query or path,
//! and a rate limit is the policy the description names.

use serde_json::{Map, Value, json};

use crate::engine::{Game, Rejection, Seat};
use crate::error::{ApiError, RateLimit, StreamLimit, StreamScope};
use crate::games::acquire::{Acquire, AcquireRejection, Tile};
use crate::games::monopoly::{Monopoly, MonopolyRejection};
use crate::limits::Rates;

/// A representative error of every code the API answers with (rule rejections by example).
fn sample_errors() -> Vec<ApiError> {
    vec![
        ApiError::InvalidRequest("invalid JSON body: expected value at line 1 column 1".into()),
        ApiError::Unauthorized,
        ApiError::InvalidCredentials,
        ApiError::UsernameTaken,
        ApiError::GameNotFound,
        ApiError::RouteNotFound,
        ApiError::MethodNotAllowed("GET".into()),
        ApiError::UnknownKind("chess".into()),
        ApiError::NotAPlayer,
        ApiError::LeftGame,
        ApiError::VacationAllowanceExceeded {
            needed: 12,
            remaining: 9,
        },
        ApiError::VersionNotFound {
            version: 120,
            current: 57,
        },
        ApiError::SeatNotFound(4),
        ApiError::OwnSeat,
        ApiError::ViewNotAllowed,
        ApiError::NotCreator,
        ApiError::UnknownBot {
            kind: "acquire".into(),
            name: "greedy".into(),
            offered: vec!["random".into()],
        },
        ApiError::GameNotOpen,
        ApiError::GameNotActive,
        ApiError::GameFull,
        ApiError::AlreadySeated,
        ApiError::NotEnoughPlayers("acquire needs 3 to 6 players, 2 are seated".into()),
        ApiError::InvalidConfig("unknown field `speed`".into()),
        ApiError::StaleVersion {
            expected: 4,
            current: 5,
        },
        ApiError::GameOver,
        ApiError::NotYourTurn {
            awaited: vec![Seat(1)],
        },
        ApiError::NoSuchTemplate("purchase".into()),
        ApiError::UnreadableCommand {
            detail: "At word 1 (“plya”): expected “play”, “skip”, “end”.".into(),
            at: 0,
            suggestions: vec!["play 7C".into(), "play 8D".into(), "play 3A".into()],
        },
        ApiError::ExpansionTooLarge {
            limit: crate::engine::MAX_EXPANSION,
            narrow_with: vec!["area".into(), "size".into(), "ground".into()],
        },
        ApiError::IdempotencyKeyReused,
        ApiError::PayloadTooLarge(crate::limits::MAX_BODY_BYTES),
        ApiError::DatabaseUnavailable,
        rate_limited("moves-user"),
        ApiError::TooManyStreams(StreamLimit {
            scope: StreamScope::User,
            limit: crate::config::DEFAULT_STREAMS_PER_USER,
            retry_after: crate::stream::admission::RETRY_AFTER_SECONDS,
        }),
        ApiError::ServerBusy,
        ApiError::UnsupportedMediaType,
        ApiError::BodyTimeout(10),
        ApiError::HandlerTimeout(30),
        ApiError::WebhookNotFound,
        ApiError::DeliveryNotFound,
        ApiError::WebhookUrlRefused(
            "10.0.0.7 is not a public address (loopback, private and link-local targets are refused)".into(),
        ),
        ApiError::TooManyWebhooks(crate::routes::webhooks::MAX_WEBHOOKS),
        ApiError::EmailNotConfigured,
        ApiError::RepliesNotConfigured,
        ApiError::UnreadableMail,
        ApiError::NotificationsNotSet,
        ApiError::InvalidLink,
        ApiError::InvalidRefreshToken,
        ApiError::RefreshTokenReused,
        ApiError::SessionNotFound,
        ApiError::InvitationNotFound,
        ApiError::InvitationUnusable(crate::error::InvitationEnd::Revoked),
        ApiError::InvitationUnusable(crate::error::InvitationEnd::Expired),
        ApiError::InvitationUnusable(crate::error::InvitationEnd::UsedUp),
        ApiError::SeatUnavailable(crate::engine::Seat(2)),
        ApiError::BotsRefused,
        ApiError::UnfinishedGames(vec!["8f14e45f-ceea-467f-a0e6-8b1b5e8a7c51".into()]),
        ApiError::BotAccountPermanent,
        ApiError::UserNotFound,
        ApiError::StandingOrdersUnsupported("tokyo_capsule_hotel".into()),
        ApiError::InvalidStandingOrders(
            "found_preference: `hilton` is not a chain of this game".into(),
        ),
        ApiError::NoStandingOrders,
        ApiError::InvalidMessage(
            "a message needs at least one character that is not whitespace".into(),
        ),
        ApiError::Internal(String::new()),
        rule::<Acquire>(AcquireRejection::TileNotInHand {
            tile: Tile::parse("7C").expect("a tile name"),
        }),
        rule::<Monopoly>(MonopolyRejection::InsufficientFunds {
            player: None,
            required: 400,
            cash: 120,
        }),
    ]
}

/// The refusal of the default policy `name` (the first request over its quota waits for one
/// request's share of the window).
fn rate_limited(name: &str) -> ApiError {
    let (policy, rate) = Rates::default()
        .named()
        .into_iter()
        .find(|(policy, _)| *policy == name)
        .expect("a policy of the server");
    ApiError::RateLimited(RateLimit {
        policy,
        quota: rate.requests,
        window: rate.seconds,
        retry_after: rate.seconds.div_ceil(u64::from(rate.requests)),
    })
}

/// What a malformed request of `operation` is refused for: its body when it takes one, else
/// its query, else its path.
fn malformed(operation: &Value) -> ApiError {
    let takes = |place: &str| {
        operation["parameters"]
            .as_array()
            .is_some_and(|parameters| parameters.iter().any(|p| p["in"] == place))
    };
    ApiError::InvalidRequest(if operation.get("requestBody").is_some() {
        "invalid JSON body: expected value at line 1 column 1".into()
    } else if takes("query") {
        "invalid query: Query deserialize error: invalid digit found in string".into()
    } else if takes("path") {
        "invalid path: can not parse \"x\" to a u8".into()
    } else {
        "malformed request".into()
    })
}

/// The error of a rejection of game `G`, as a refused move answers it.
fn rule<G: Game>(rejection: G::Rejection) -> ApiError {
    ApiError::Rule {
        code: rejection.code(),
        rejection: serde_json::to_value(&rejection).expect("rejections serialize"),
        explanation: G::explain(&rejection),
    }
}

/// The `examples` object of a problem response of `operation` whose description names
/// `codes` (in backticks); `None` when it names none the server knows.
pub fn problem_examples(description: &str, operation: &Value) -> Option<Value> {
    let named = backticked(description);
    let errors = sample_errors();
    let mut examples = Map::new();
    for code in &named {
        let error = match *code {
            "invalid_request" => Some(malformed(operation)),
            "rate_limited" => named
                .iter()
                .find(|word| {
                    Rates::default()
                        .named()
                        .iter()
                        .any(|(name, _)| name == *word)
                })
                .map(|policy| rate_limited(policy)),
            _ => None,
        };
        let Some(error) = error
            .as_ref()
            .or_else(|| errors.iter().find(|error| error.code() == *code))
        else {
            continue;
        };
        let value = serde_json::to_value(error.problem()).expect("problems serialize");
        examples.insert(code.to_string(), json!({ "value": value }));
    }
    (!examples.is_empty()).then_some(Value::Object(examples))
}

/// The words written in backticks.
fn backticked(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Problem;
    use crate::i18n::Language;

    #[test]
    fn every_named_code_gets_its_own_example() {
        let examples = problem_examples(
            "`stale_version` (with `current_version`) or `not_your_turn`",
            &json!({}),
        )
        .unwrap();
        let examples = examples.as_object().unwrap();
        assert_eq!(examples.len(), 2);
        assert_eq!(examples["stale_version"]["value"]["current_version"], 5);
        assert_eq!(examples["not_your_turn"]["value"]["awaited"], json!([1]));
        assert!(problem_examples("Body too large", &json!({})).is_none());
    }

    #[test]
    fn examples_fit_their_operation() {
        let example = |description: &str, operation: Value| {
            problem_examples(description, &operation).unwrap()
        };
        let limited = example(
            "Too many (`rate_limited`, policy `messages-user`)",
            json!({}),
        );
        let limited = &limited["rate_limited"]["value"];
        assert_eq!(limited["policy"], "messages-user");
        // 20 messages a minute: the next one after 3 seconds.
        assert_eq!(limited["retry_after"], 3);
        let body = example("Malformed (`invalid_request`)", json!({"requestBody": {}}));
        let query = example(
            "Bad filter (`invalid_request`)",
            json!({"parameters": [{"in": "path"}, {"in": "query"}]}),
        );
        let path = example(
            "Bad seat (`invalid_request`)",
            json!({"parameters": [{"in": "path"}]}),
        );
        let detail = |examples: &Value| examples["invalid_request"]["value"]["detail"].clone();
        assert!(
            detail(&body)
                .as_str()
                .unwrap()
                .starts_with("invalid JSON body")
        );
        assert!(
            detail(&query)
                .as_str()
                .unwrap()
                .starts_with("invalid query")
        );
        assert!(detail(&path).as_str().unwrap().starts_with("invalid path"));
    }

    #[test]
    fn every_problem_is_told_in_every_language() {
        for error in sample_errors() {
            let english = error.problem_in(Language::En);
            for language in Language::ALL {
                let problem = error.problem_in(language);
                for text in [&problem.title, &problem.detail] {
                    assert!(
                        !text.is_empty() && !text.starts_with("problem-"),
                        "{}: {language}: {text:?}",
                        error.code()
                    );
                }
                assert_eq!(problem.code, english.code);
                assert_eq!(
                    Problem {
                        title: english.title.clone(),
                        detail: english.detail.clone(),
                        ..problem
                    },
                    english
                );
                if language != Language::En {
                    assert_ne!(problem.title, english.title, "{}: {language}", error.code());
                }
            }
        }
        let stale = ApiError::StaleVersion {
            expected: 4,
            current: 5,
        };
        assert_eq!(
            stale.problem_in(Language::Ja).detail,
            "この手はバージョン 4 に対して送られましたが、ゲームはバージョン 5 です"
        );
        assert_eq!(stale.problem_in(Language::ZhTw).title, "過時的版本");
        assert_eq!(
            stale.to_string(),
            "the move was made against version 4, the game is at version 5"
        );
    }
}
