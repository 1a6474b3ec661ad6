//! What each event of the game says, as its viewer may see it.

use super::AcquireEventView;
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(_view: &AcquireEventView) -> Message {
    Message::new("acquire-event")
}
