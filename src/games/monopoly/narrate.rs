//! What each event of the game says, as its viewer may see it.

use super::MonopolyEvent;
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(_view: &MonopolyEvent) -> Message {
    Message::new("monopoly-event")
}
