//! Text commands: each command as words, and read back from what a player typed (see
//! [`crate::engine::command_text`]).

use crate::engine::command_text::{Expected, GrammarRule, Phrase, Reader, TextError};

use super::command::GrandAustriaHotelCommand;

/// The forms of the text commands.
pub const GRAMMAR: &[GrammarRule] = &[];

/// A command as words.
pub fn phrase(_command: &GrandAustriaHotelCommand) -> Phrase {
    Phrase::default()
}

/// Reads a command from a player's text.
pub fn read(reader: &mut Reader) -> Result<GrandAustriaHotelCommand, TextError> {
    Err(reader.expected(vec![Expected::End]))
}
