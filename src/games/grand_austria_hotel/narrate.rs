//! What each event of the game says, as its viewer may see it.

use super::GrandAustriaHotelEvent;
use crate::engine::words::Message;

/// The sentence of an event view.
pub fn narrate(_view: &GrandAustriaHotelEvent) -> Message {
    Message::new("grand_austria_hotel-event")
}
