//! The built-in players a seat can be given: the uniformly random player every kind has, and
//! the kind's own policy where it has one ([`Game::POLICY`]).
//!
//! A bot decides from what its seat may know and nothing more. The random player draws from
//! the seat's legal commands and their expansions, which `GET /legal-moves` shows the seat
//! anyway. A policy reads the state, so it is handed [`Game::redact`]'s copy, in which every
//! secret of the other seats (hands, the order of the draw pile, secret choices, hidden cash)
//! has a stand-in that does not depend on the secret. Either way the command then goes
//! through the rules against the real state like any player's; a policy's command that the
//! real state refuses (a stand-in misled it) is replaced by the random player's.

use super::{Game, GameRng, Seat};

/// A built-in player. How it plays is said in the message files: the server's `bot-random`
/// for [`RANDOM`], `<kind>-bot-<name>` for a kind's policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotInfo {
    /// The name a seat is given the bot by (e.g. `random`).
    pub name: &'static str,
}

/// The player that picks uniformly among the concrete legal commands (never resigning).
pub const RANDOM: BotInfo = BotInfo { name: "random" };

/// Which built-in player decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bot {
    /// [`RANDOM`]: [`Game::random_command`].
    Random,
    /// The kind's own player: [`Game::bot_command`] ([`Game::POLICY`], or the random player
    /// for a kind without one).
    Policy,
}

/// The bots `G` offers: the random player, then its policy if it has one.
pub fn bots<G: Game>() -> Vec<BotInfo> {
    std::iter::once(RANDOM).chain(G::POLICY).collect()
}

/// The bot of `G` named `name`.
pub fn find<G: Game>(name: &str) -> Option<Bot> {
    if name == RANDOM.name {
        Some(Bot::Random)
    } else if G::POLICY.is_some_and(|policy| policy.name == name) {
        Some(Bot::Policy)
    } else {
        None
    }
}

/// The command `bot` sends for `seat`, decided from what the seat knows of `state`; `None`
/// when it has nothing to send. Not yet checked by the rules.
pub fn bot_move<G: Game>(
    state: &G::State,
    seat: Seat,
    bot: Bot,
    rng: &mut GameRng,
) -> Option<G::Command> {
    match bot {
        Bot::Random => G::random_command(state, seat, rng),
        Bot::Policy => G::bot_command(&G::redact(state, seat), seat, rng),
    }
}
