//! The answer to a reply by email: what became of the reply and of each of its lines, kept
//! with the queued message until it is sent (the position shown is the game's at sending).

use serde::{Deserialize, Serialize};

/// What an answer says, stored as JSON with the queued message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The game the reply was for.
    pub game_id: String,
    /// The reply's `Message-ID` (with its angle brackets), which the answer refers to.
    pub message_id: Option<String>,
    /// The reply's subject.
    pub subject: String,
    /// What became of the reply as a whole.
    pub verdict: Verdict,
    /// Each command line of the reply and what became of it, in order.
    pub lines: Vec<AnswerLine>,
}

/// What became of a reply as a whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Verdict {
    /// Every line was carried out.
    Accepted,
    /// A line was refused; the lines before it were carried out, the ones after it not tried.
    Refused,
    /// No command was found above the quoted text.
    NoCommands,
    /// It came from another address than the player's confirmed one; nothing was done.
    NotFromPlayer {
        /// The address it came from.
        sender: String,
    },
    /// It went to a reply address the player replaced; nothing was done.
    AddressReplaced {
        /// The player's reply address now.
        address: String,
    },
    /// The player sent more replies in an hour than allowed; nothing was done.
    RateLimited {
        /// Replies allowed per hour.
        per_hour: u32,
    },
}

/// One line of a reply and what became of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerLine {
    /// The line as written.
    pub text: String,
    /// What became of it.
    pub result: LineResult,
}

/// What became of one line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum LineResult {
    /// Played as move `version`.
    Played {
        /// The game's version after it.
        version: i64,
    },
    /// Posted to the table talk.
    Said,
    /// The player resigned.
    Resigned,
    /// Asked for help: the answer explains how to reply.
    Help,
    /// Asked for the position: the answer shows it.
    Status,
    /// Refused, for this reason (in the player's language), with the nearest legal
    /// commands when the text was no command.
    Refused {
        /// The problem's code, e.g. `not_your_turn` or `unreadable_command`.
        code: String,
        /// Why, in words.
        reason: String,
        /// Commands like the one written.
        suggestions: Vec<String>,
    },
    /// Not tried, because a line before it was refused.
    NotTried,
}
