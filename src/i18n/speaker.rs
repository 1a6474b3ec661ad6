//! One reader's words for a game: a language, and the players who name its seats.

use super::bundles::say;
use super::language::Language;
use crate::engine::Seat;
use crate::engine::words::{Message, Say};

/// Says messages in `language`, naming each seat by its player (or `seat N` for a seat
/// nobody holds): what a board picture is drawn with.
#[derive(Clone, Copy, Debug)]
pub struct Speaker<'a> {
    /// The reader's language.
    pub language: Language,
    /// The username holding each seat, in seat order.
    pub players: &'a [String],
}

impl Speaker<'_> {
    fn name(&self, seat: Seat) -> String {
        match self.players.get(seat.index()) {
            Some(name) => name.clone(),
            None => say(
                self.language,
                &Message::new("picture-seat").with("seat", seat.index()),
                &|_| String::new(),
            ),
        }
    }
}

impl Say for Speaker<'_> {
    fn say(&self, message: &Message) -> String {
        say(self.language, message, &|seat| self.name(seat))
    }
}
