//! What each event of the game says, as its viewer may see it.

use super::TokyoCapsuleHotelEvent;
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(_view: &TokyoCapsuleHotelEvent) -> Message {
    Message::new("tokyo_capsule_hotel-event")
}
