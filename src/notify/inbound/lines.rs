//! Carrying out the lines of a reply: the meta-commands (`help`, `status`, `say …`,
//! `resign`, in any of the server's languages) and the game's text commands, each judged
//! against the game as it is when the line is read.

use sha2::{Digest, Sha256};

use crate::auth::AuthUser;
use crate::engine::words::Message;
use crate::error::ApiError;
use crate::i18n::{self, Asked, Language};
use crate::notify::email::answer::LineResult;
use crate::play::{Play, Submission, Submitted};
use crate::talk;

/// Times a move is read again when another player moved in between.
const RACES: usize = 3;

/// A line that is no game command.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Meta<'a> {
    Help,
    Status,
    Resign,
    Say(&'a str),
}

/// The meta-command `line` is, if any: its first word is one of the meta-commands' words
/// in some language (any case), `say` followed by the message.
fn meta(line: &str) -> Option<Meta<'_>> {
    let line = line.trim();
    let split = line
        .char_indices()
        .find(|(_, c)| c.is_whitespace() || matches!(c, ':' | '：'))
        .map_or(line.len(), |(index, _)| index);
    let (word, rest) = line.split_at(split);
    let rest = rest
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ':' | '：'))
        .trim();
    let is = |id: &'static str| {
        Language::ALL.iter().any(|language| {
            let said = i18n::say(*language, &Message::new(id), &|_| String::new());
            said.to_lowercase() == word.to_lowercase()
        })
    };
    if is("mail-command-say") {
        return Some(Meta::Say(rest));
    }
    if !rest.is_empty() {
        return None;
    }
    if is("mail-command-help") {
        Some(Meta::Help)
    } else if is("mail-command-status") {
        Some(Meta::Status)
    } else if is("mail-command-resign") {
        Some(Meta::Resign)
    } else {
        None
    }
}

/// Carries out `line`, the `index`-th of the message `key`, as `user` in `game_id`.
pub async fn carry_out(
    play: &Play,
    user: &AuthUser,
    game_id: &str,
    line: &str,
    key: &str,
    index: usize,
) -> LineResult {
    let language = user.language.unwrap_or_default();
    let done = match meta(line) {
        Some(Meta::Help) => Ok(LineResult::Help),
        Some(Meta::Status) => Ok(LineResult::Status),
        Some(Meta::Resign) => play
            .resign(user, game_id)
            .await
            .map(|_| LineResult::Resigned),
        Some(Meta::Say(text)) => talk::post(play, user, game_id, text)
            .await
            .map(|_| LineResult::Said),
        None => {
            let command = Command {
                play,
                user,
                game_id,
                text: line,
                idempotency: format!(
                    "mail:{}:{index}",
                    &hex::encode(Sha256::digest(key.as_bytes()))[..32]
                ),
            };
            command.play_text(language).await
        }
    };
    done.unwrap_or_else(|error| refused(&error, language))
}

/// A line read as a text command of the game.
struct Command<'a> {
    play: &'a Play,
    user: &'a AuthUser,
    game_id: &'a str,
    text: &'a str,
    /// Its `Idempotency-Key`: the message's and the line's, so a line is never played twice.
    idempotency: String,
}

impl Command<'_> {
    /// Plays the text in the player's language, else in English.
    async fn play_text(&self, language: Language) -> Result<LineResult, ApiError> {
        let first = self.submit(language).await;
        match first {
            Err(ApiError::UnreadableCommand { .. }) if language != Language::En => {
                let english = self.submit(Language::En).await;
                if english.is_ok() { english } else { first }
            }
            other => other,
        }
    }

    /// Submits the text read in `language` against the game's current version.
    async fn submit(&self, language: Language) -> Result<LineResult, ApiError> {
        let body_hash = hex::encode(Sha256::digest(self.text.as_bytes()));
        let mut races = 0;
        loop {
            let game = self.play.game(self.game_id).await?;
            let submission = Submission {
                expected_version: game.version,
                submitted: Submitted::Text {
                    text: self.text.to_string(),
                    asked: Asked {
                        query: Some(language),
                        header: None,
                    },
                },
                idempotency: Some((self.idempotency.clone(), body_hash.clone())),
            };
            match self.play.submit(self.user, game, submission).await {
                Ok(result) => {
                    return Ok(LineResult::Played {
                        version: result.version,
                    });
                }
                Err(ApiError::StaleVersion { .. }) if races < RACES => races += 1,
                Err(error) => return Err(error),
            }
        }
    }
}

/// A refused line: the problem's code and detail in `language`, and the nearest commands
/// when the text was no command.
fn refused(error: &ApiError, language: Language) -> LineResult {
    let problem = error.problem_in(language);
    let suggestions = match error {
        ApiError::UnreadableCommand { suggestions, .. } => suggestions.clone(),
        _ => Vec::new(),
    };
    LineResult::Refused {
        code: problem.code,
        reason: problem.detail,
        suggestions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_commands_are_read_in_every_language() {
        assert_eq!(meta("help"), Some(Meta::Help));
        assert_eq!(meta("  HELP "), Some(Meta::Help));
        assert_eq!(meta("ヘルプ"), Some(Meta::Help));
        assert_eq!(meta("狀態"), Some(Meta::Status));
        assert_eq!(meta("status"), Some(Meta::Status));
        assert_eq!(meta("投了"), Some(Meta::Resign));
        assert_eq!(meta("resign"), Some(Meta::Resign));
        assert_eq!(meta("say good luck all"), Some(Meta::Say("good luck all")));
        assert_eq!(meta("発言：よろしく"), Some(Meta::Say("よろしく")));
        assert_eq!(meta("發言 加油"), Some(Meta::Say("加油")));
        assert_eq!(meta("say"), Some(Meta::Say("")));
        // Game commands and words that only start like a meta-command are not.
        assert_eq!(meta("resign now"), None);
        assert_eq!(meta("play 5C"), None);
        assert_eq!(meta("helpful"), None);
        assert_eq!(meta("sayonara"), None);
    }
}
