//! Examples of problem documents: every problem response of the document shows one example
//! per error code its description names, each built from the error the server really sends.

use serde_json::{Map, Value, json};

use crate::engine::{Game, Rejection, Seat};
use crate::error::{ApiError, RateLimit, StreamLimit};
use crate::games::acquire::{Acquire, AcquireRejection, Tile};
use crate::games::monopoly::{Monopoly, MonopolyRejection};

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
        ApiError::RateLimited(RateLimit {
            policy: "login-address",
            quota: 10,
            window: 60,
            retry_after: 6,
        }),
        ApiError::TooManyStreams(StreamLimit {
            scope: "user",
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

/// The error of a rejection of game `G`, as a refused move answers it.
fn rule<G: Game>(rejection: G::Rejection) -> ApiError {
    ApiError::Rule {
        code: rejection.code(),
        rejection: serde_json::to_value(&rejection).expect("rejections serialize"),
        explanation: G::explain(&rejection),
    }
}

/// The `examples` object of a problem response whose description names `codes` (in
/// backticks); `None` when it names none the server knows.
pub fn problem_examples(description: &str) -> Option<Value> {
    let named = backticked(description);
    let errors = sample_errors();
    let mut examples = Map::new();
    for code in named {
        if let Some(error) = errors.iter().find(|error| error.code() == code) {
            let value = serde_json::to_value(error.problem()).expect("problems serialize");
            examples.insert(code.to_string(), json!({ "value": value }));
        }
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
    use crate::i18n::Language;

    #[test]
    fn every_named_code_gets_its_own_example() {
        let examples =
            problem_examples("`stale_version` (with `current_version`) or `not_your_turn`")
                .unwrap();
        let examples = examples.as_object().unwrap();
        assert_eq!(examples.len(), 2);
        assert_eq!(examples["stale_version"]["value"]["current_version"], 5);
        assert_eq!(examples["not_your_turn"]["value"]["awaited"], json!([1]));
        assert!(problem_examples("Body too large").is_none());
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
                assert_eq!(problem.extensions, english.extensions);
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
