//! The slots of a game's timers: a seat's move clock, its reminder, and the turns the server
//! plays.

/// The slot of a seat's move clock.
pub const CLOCK_SLOT: &str = "clock";
/// The slot of the reminder before a seat's move clock runs out.
pub const REMINDER_SLOT: &str = "reminder";
/// The slot of a turn the server plays: a bot's seat's, or one whose player left.
pub const BOT_SLOT: &str = "bot";

/// Whether a timer is the server's own bookkeeping rather than a deadline players see.
pub fn is_internal(slot: &str) -> bool {
    slot == REMINDER_SLOT || slot == BOT_SLOT
}
