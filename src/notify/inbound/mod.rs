//! Playing by email: the replies to turn emails, received by the SMTP listener or handed
//! over by a mail server over HTTP, are read and carried out, and every reply a player
//! sent is answered by email.
//!
//! A reply is carried out only when all of these hold: it is addressed to a player's reply
//! address (a token naming one player of one game), its Message-ID was never received
//! before, no machine sent it (auto-replies and bounces are recorded and never answered,
//! so no mail loop can start), it comes from the player's confirmed address, and the
//! player is within the hourly limit. Its lines are then carried out in order against the
//! game as it is, stopping at the first refused one.

pub mod lines;
pub mod message;
pub mod reply;
pub mod smtp;

use actix_web::web;

use self::message::Incoming;
use crate::auth::AuthUser;
use crate::config::ReplyConfig;
use crate::error::ApiError;
use crate::notify::email::answer::{Answer, AnswerLine, LineResult, Verdict};
use crate::notify::email::reply_address;
use crate::play::Play;
use crate::store::{InboundOutcome, TokenOwner, now_millis};
use crate::wake::Topic;

/// A message as it was handed over.
#[derive(Clone, Debug)]
pub struct Handed {
    /// The envelope sender (`MAIL FROM`), when known: empty for a bounce.
    pub sender: Option<String>,
    /// The envelope recipients (`RCPT TO`), when known; else the message's own headers
    /// name them.
    pub recipients: Vec<String>,
    /// The message itself.
    pub raw: Vec<u8>,
}

/// What became of a handed-over message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handled {
    /// Recorded with this outcome (answered unless automatic, unknown or over the limit).
    Recorded(InboundOutcome),
    /// Its Message-ID was received before: nothing was done again.
    Duplicate,
    /// None of its recipients is a reply address of the server's domain.
    NotAddressed,
    /// It is no email message.
    Unreadable,
}

/// Answers about replies from another address, per player per hour, at most: a forger
/// cannot fill a player's mailbox.
const NOT_FROM_PLAYER_ANSWERS: i64 = 3;
const HOUR_MS: i64 = 3_600_000;

/// Receives replies for one server.
#[derive(Clone)]
pub struct Inbound {
    play: web::Data<Play>,
    config: ReplyConfig,
}

impl Inbound {
    /// Receives replies to the addresses of `config.domain`.
    pub fn new(play: web::Data<Play>, config: ReplyConfig) -> Self {
        Inbound { play, config }
    }

    /// The configuration it receives with.
    pub fn config(&self) -> &ReplyConfig {
        &self.config
    }

    /// Whether `address` has the shape of a reply address of the domain.
    pub fn is_reply_address(&self, address: &str) -> bool {
        reply_address::token_of(address, &self.config.domain).is_some()
    }

    /// Reads and carries out a message, answers it by email when it should be, and
    /// records what became of it.
    pub async fn receive(&self, handed: Handed) -> Result<Handled, ApiError> {
        if handed.raw.len() > self.config.max_message_bytes {
            return Ok(Handled::Unreadable);
        }
        let Ok(incoming) = message::read(&handed.raw) else {
            return Ok(Handled::Unreadable);
        };
        let addressed = if handed.recipients.is_empty() {
            &incoming.recipients
        } else {
            &handed.recipients
        };
        let Some(token) = addressed
            .iter()
            .find_map(|address| reply_address::token_of(address, &self.config.domain))
        else {
            return Ok(Handled::NotAddressed);
        };
        let store = self.play.store();
        let sender = handed
            .sender
            .clone()
            .or_else(|| incoming.from.clone())
            .unwrap_or_default();
        if !store
            .record_inbound(&incoming.key, &sender, now_millis())
            .await?
        {
            return Ok(Handled::Duplicate);
        }
        let outcome = self.judge(&handed, &incoming, &token).await;
        let (player, outcome) = match outcome {
            Ok(judged) => judged,
            Err(error) => {
                // Let the message be handed over again: forget it was received. The lines
                // carried out already are not played twice (their idempotency keys).
                store.forget_inbound(&incoming.key).await?;
                return Err(error);
            }
        };
        let player = player
            .as_ref()
            .map(|(user, game)| (user.id.as_str(), game.as_str()));
        store
            .inbound_handled(&incoming.key, player, outcome)
            .await?;
        tracing::info!(
            message = %incoming.key,
            outcome = outcome.as_str(),
            "a reply by email was received"
        );
        Ok(Handled::Recorded(outcome))
    }

    /// Who the message is from and what becomes of it; carries it out and queues the
    /// answer.
    async fn judge(
        &self,
        handed: &Handed,
        incoming: &Incoming,
        token: &str,
    ) -> Result<(Option<(AuthUser, String)>, InboundOutcome), ApiError> {
        let store = self.play.store();
        let bounce = handed.sender.as_deref().is_some_and(str::is_empty);
        let owner = store.reply_token_owner(token).await?;
        let Some(TokenOwner {
            user_id,
            game_id,
            current,
        }) = owner
        else {
            let outcome = if bounce || incoming.automatic {
                InboundOutcome::Automatic
            } else {
                InboundOutcome::UnknownAddress
            };
            return Ok((None, outcome));
        };
        let Some(record) = store.user_by_id(&user_id).await? else {
            return Ok((None, InboundOutcome::UnknownAddress));
        };
        let user = AuthUser {
            id: record.id,
            username: record.username,
            language: record.language,
            session: None,
        };
        let player = Some((user.clone(), game_id.clone()));
        if bounce || incoming.automatic {
            return Ok((player, InboundOutcome::Automatic));
        }
        let confirmed = store
            .email_settings(&user.id)
            .await?
            .filter(|settings| settings.confirmed_at.is_some())
            .map(|settings| settings.address);
        let Some(confirmed) = confirmed else {
            // Nobody to answer: the player has no confirmed address.
            return Ok((player, InboundOutcome::NotFromPlayer));
        };
        let from = incoming.from.clone().unwrap_or_default();
        let now = now_millis();
        let answer = |verdict: Verdict, lines: Vec<AnswerLine>| Answer {
            game_id: game_id.clone(),
            message_id: incoming.message_id.clone(),
            subject: incoming.subject.clone(),
            verdict,
            lines,
        };
        let counts = store.inbound_since(&user.id, now - HOUR_MS).await?;
        if !current {
            // A replaced address: its player hears of the new one, anyone else nothing.
            if !same_address(&from, &confirmed) {
                return Ok((player, InboundOutcome::UnknownAddress));
            }
            let address =
                reply_address::of_player(store, &user.id, &game_id, &self.config.domain).await?;
            let verdict = Verdict::AddressReplaced { address };
            self.queue(&user, &confirmed, &answer(verdict, Vec::new()))
                .await?;
            return Ok((player, InboundOutcome::ReplacedAddress));
        }
        if !same_address(&from, &confirmed) {
            if counts.not_from_player < NOT_FROM_PLAYER_ANSWERS {
                let verdict = Verdict::NotFromPlayer { sender: from };
                self.queue(&user, &confirmed, &answer(verdict, Vec::new()))
                    .await?;
            }
            return Ok((player, InboundOutcome::NotFromPlayer));
        }
        if counts.from_player >= i64::from(self.config.per_player_per_hour) {
            if counts.rate_limited == 0 {
                let verdict = Verdict::RateLimited {
                    per_hour: self.config.per_player_per_hour,
                };
                self.queue(&user, &confirmed, &answer(verdict, Vec::new()))
                    .await?;
            }
            return Ok((player, InboundOutcome::RateLimited));
        }
        if incoming.lines.is_empty() {
            self.queue(&user, &confirmed, &answer(Verdict::NoCommands, Vec::new()))
                .await?;
            return Ok((player, InboundOutcome::Refused));
        }
        let mut lines = Vec::with_capacity(incoming.lines.len());
        let mut refused = false;
        for (index, text) in incoming.lines.iter().enumerate() {
            let result = if refused {
                LineResult::NotTried
            } else {
                lines::carry_out(&self.play, &user, &game_id, text, &incoming.key, index).await
            };
            refused |= matches!(result, LineResult::Refused { .. });
            lines.push(AnswerLine {
                text: text.clone(),
                result,
            });
        }
        let (verdict, outcome) = if refused {
            (Verdict::Refused, InboundOutcome::Refused)
        } else {
            (Verdict::Accepted, InboundOutcome::Accepted)
        };
        self.queue(&user, &confirmed, &answer(verdict, lines))
            .await?;
        Ok((player, outcome))
    }

    /// Queues `answer` for `address` and wakes the email worker.
    async fn queue(&self, user: &AuthUser, address: &str, answer: &Answer) -> Result<(), ApiError> {
        let body = serde_json::to_string(answer).map_err(|e| ApiError::Internal(e.to_string()))?;
        self.play
            .store()
            .queue_answer(&user.id, address, &body, now_millis())
            .await?;
        self.play.wakes().wake(Topic::User(user.id.clone()));
        Ok(())
    }
}

/// Whether two addresses are the same mailbox: the domain in any case, and the local part
/// too (as every common provider treats it).
fn same_address(a: &str, b: &str) -> bool {
    let a = a.trim();
    let b = b.trim();
    !a.is_empty() && a.eq_ignore_ascii_case(b)
}

#[cfg(test)]
mod tests {
    use super::same_address;

    #[test]
    fn addresses_match_in_any_case_but_not_when_empty() {
        assert!(same_address("Ann@Example.org", "ann@example.org"));
        assert!(!same_address("ann@example.org.evil", "ann@example.org"));
        assert!(!same_address("", ""));
    }
}
