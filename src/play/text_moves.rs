//! Moves typed as text: a `text` read as the game's command in the mover's language, legal
//! moves said as text, and the nearest legal commands suggested when a text is no command.

use serde_json::Value;

use super::find_kind;
use crate::engine::{AnyState, Seat};
use crate::error::{ApiError, guarded};
use crate::i18n::{self, Language};
use crate::store::GameRecord;

/// How many legal commands an unreadable text suggests.
const SUGGESTIONS: usize = 3;

/// The players' names of `game`, in seat order: seats are typed as names.
fn names(game: &GameRecord) -> Vec<String> {
    game.players
        .iter()
        .map(|player| player.username.clone())
        .collect()
}

/// `commands` of `game` as the lines a player would type in `language`, in the same order.
pub(super) fn texts(
    game: &GameRecord,
    commands: &[Value],
    language: Language,
) -> Result<Vec<String>, ApiError> {
    let kind = find_kind(game)?;
    let names = names(game);
    Ok(commands
        .iter()
        .map(|command| i18n::command_text(kind, language, command, &names).unwrap_or_default())
        .collect())
}

/// Reads `text`, typed by `seat` in `language`, as a command of `game`; a text that is no
/// command is refused with where it went wrong and the seat's nearest legal commands.
pub(super) fn read(
    game: &GameRecord,
    state: &dyn AnyState,
    seat: Seat,
    text: &str,
    language: Language,
) -> Result<Value, ApiError> {
    let kind = find_kind(game)?;
    let names = names(game);
    guarded(|| i18n::read_command(kind, language, text, &names))?.map_err(|error| {
        let legal = guarded(|| state.legal_commands(seat)).unwrap_or_default();
        let suggestions = texts(game, &legal, language)
            .map(|texts| nearest(text, texts))
            .unwrap_or_default();
        ApiError::UnreadableCommand {
            detail: i18n::explain(language, &error),
            at: error.at,
            suggestions,
        }
    })
}

/// The [`SUGGESTIONS`] candidates most like `typed`, most alike first.
fn nearest(typed: &str, candidates: Vec<String>) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    let mut scored: Vec<(f64, String)> = candidates
        .into_iter()
        .filter(|candidate| !candidate.is_empty())
        .map(|candidate| {
            let score = strsim::normalized_levenshtein(&typed, &candidate.to_lowercase());
            (score, candidate)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored
        .into_iter()
        .take(SUGGESTIONS)
        .map(|(_, candidate)| candidate)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn the_nearest_commands_come_first() {
        let candidates = ["play 7C", "play 8D", "end", "buy 2 Tower"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            nearest("ply 7c", candidates.clone())[..2],
            ["play 7C", "play 8D"]
        );
        assert_eq!(nearest("buy 2 tow", candidates)[0], "buy 2 Tower");
    }
}
