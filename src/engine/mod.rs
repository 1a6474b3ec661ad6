//! The game-agnostic rules engine: the [`Game`] trait every game implements (the Decider
//! pattern), the shared checks every move goes through ([`play`]), replay, and the seeded
//! random generator.
//!
//! This module and `games/` are a pure library: no I/O, no clock, no global randomness.

pub mod bots;
pub mod command_text;
pub mod ending;
mod erased;
pub mod inline_list;
pub mod orders;
pub mod rng;
pub mod shared;
pub mod simulate;
pub mod svg;
pub mod testing;
pub mod text;
pub mod words;

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use bots::{Bot, BotInfo};
pub use erased::{
    AnyGame, AnyState, ConfigError, GameSchemaNames, Kind, MoveError, OrdersError, ReplayError,
};
pub use orders::{NoStandingOrders, standing_move};
pub use rng::GameRng;

/// The longest timer a game's configuration may set: a year of 366 days (the configs' schemas
/// state it as `maximum`).
pub const MAX_TIMER_SECONDS: u64 = 366 * 24 * 3600;

/// A seat at the table, numbered from 0 in join order.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, ToSchema,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// A seat reads from a number, or from the numeric string it becomes as a JSON object key
/// (e.g. a map from seats to loans), whichever way the JSON reaches it.
impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SeatVisitor;
        impl serde::de::Visitor<'_> for SeatVisitor {
            type Value = Seat;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a seat number from 0 to 255")
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Seat, E> {
                u8::try_from(value)
                    .map(Seat)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(value), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Seat, E> {
                u8::try_from(value)
                    .map(Seat)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Signed(value), &self))
            }
            fn visit_str<E: serde::de::Error>(self, value: &str) -> Result<Seat, E> {
                value
                    .parse()
                    .map(Seat)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_any(SeatVisitor)
    }
}

impl Seat {
    /// The seat number as an index into per-seat vectors.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat's number as people count: 1 for the first seat (the API counts from 0).
    pub fn number(self) -> usize {
        self.index() + 1
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod seat_tests {
    use super::Seat;
    use std::collections::BTreeMap;

    #[test]
    fn seats_read_back_as_numbers_and_as_object_keys() {
        let map = BTreeMap::from([(Seat(0), 6000i64), (Seat(3), 0)]);
        let value = serde_json::to_value(&map).unwrap();
        assert_eq!(value, serde_json::json!({"0": 6000, "3": 0}));
        let back: BTreeMap<Seat, i64> = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(back, map);
        let from_text: BTreeMap<Seat, i64> = serde_json::from_str(&value.to_string()).unwrap();
        assert_eq!(from_text, map);
        assert_eq!(
            serde_json::from_value::<Seat>(serde_json::json!(2)).unwrap(),
            Seat(2)
        );
        assert!(serde_json::from_value::<Seat>(serde_json::json!(256)).is_err());
        assert!(serde_json::from_value::<Seat>(serde_json::json!(-1)).is_err());
        assert!(serde_json::from_value::<Seat>(serde_json::json!("x")).is_err());
    }
}

/// Who is looking at a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    /// A seated player: sees the public state and their own secrets.
    Seat(Seat),
    /// Anyone else during play: sees only public information.
    Spectator,
    /// Anyone once the game is over: every secret derived from the seed is public.
    Auditor,
}

impl Viewer {
    /// Whether this viewer may see the secrets of `seat`.
    pub fn sees_secrets_of(self, seat: Seat) -> bool {
        match self {
            Viewer::Seat(own) => own == seat,
            Viewer::Spectator => false,
            Viewer::Auditor => true,
        }
    }
}

/// Where a game stands, computed from public facts only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game waits for a decision of each of these seats (one or several).
    Awaiting(Vec<Seat>),
    /// The game ended by its rules.
    Finished(Outcome),
    /// The game was stopped before its rules ended it (a player resigned from a game whose
    /// rules cannot continue without them).
    Abandoned,
}

/// The result of a finished game: every seat's rank and score, and why the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One row per seat, in seat order.
    pub standings: Vec<Standing>,
    /// Why the game ended: a stable snake_case code of the game (e.g. `end_declared`).
    pub reason: String,
}

/// One seat's place in a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// 1 = best; equal results share a rank (1, 1, 3).
    pub rank: u32,
    /// The number the game ranks by (money, points, net worth).
    pub score: i64,
}

impl Outcome {
    /// Ranks seats by score, higher is better, equal scores sharing a rank.
    pub fn from_scores(scores: &[i64], reason: impl Into<String>) -> Self {
        let standings = scores
            .iter()
            .enumerate()
            .map(|(seat, &score)| Standing {
                seat: Seat(seat as u8),
                rank: scores.iter().filter(|&&other| other > score).count() as u32 + 1,
                score,
            })
            .collect();
        Outcome {
            standings,
            reason: reason.into(),
        }
    }

    /// Every seat's rank, in seat order.
    pub fn ranks(&self) -> Vec<u32> {
        self.standings
            .iter()
            .map(|standing| standing.rank)
            .collect()
    }

    /// The seats ranked first.
    pub fn winners(&self) -> Vec<Seat> {
        self.standings
            .iter()
            .filter(|standing| standing.rank == 1)
            .map(|standing| standing.seat)
            .collect()
    }
}

/// When a pending decision runs out of time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Due {
    /// This many seconds after the entry that made the decision pending.
    After(u64),
    /// At this instant (RFC 3339), e.g. a trade offer's own expiry.
    At(String),
}

/// A decision the server's timer takes on a seat's behalf once it is due. The engine never
/// reads a clock: it only says which decisions have timers; the server keeps the time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deadline<C> {
    /// The seat the command is submitted for.
    pub seat: Seat,
    /// The command the server submits (a system command such as `timeout`).
    pub command: C,
    pub due: Due,
    /// The timer's name among the seat's timers (e.g. `head` for a hard deadline and
    /// `head_warning` for a countdown started by a warning): timers of one seat with the same
    /// command but different slots run side by side, and the first one due fires.
    pub slot: &'static str,
    /// Identifies the pending decision: the timer keeps running while the seat, the command,
    /// the slot and this number stay the same from one entry to the next, and restarts when a
    /// new decision (a new number) is handed to the seat.
    pub decision: u64,
    /// Who may see when this timer runs out.
    pub audience: Audience,
}

/// Who may see a piece of information that is not secret to everyone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Every player and spectator.
    Everyone,
    /// Only these seats (and auditors once the game is over).
    Seats(Vec<Seat>),
}

impl Audience {
    /// Whether `viewer` belongs to the audience.
    pub fn includes(&self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::Everyone, _) | (_, Viewer::Auditor) => true,
            (Audience::Seats(seats), Viewer::Seat(seat)) => seats.contains(&seat),
            (Audience::Seats(_), Viewer::Spectator) => false,
        }
    }
}

/// A command whose parameters the player picks (e.g. a placement), listed among the legal
/// moves instead of its concrete commands; [`Game::expand`] lists those.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Template {
    /// The command's `type`, e.g. `purchase`.
    #[serde(rename = "type")]
    pub command: String,
    /// Parameters already fixed (e.g. `{"item": "land_board"}`); expanding the template
    /// with them lists every concrete legal command that has these values.
    pub params: BTreeMap<String, String>,
}

/// The most commands one expansion of a template answers with; a larger one asks the client
/// for narrowing parameters ([`ExpandError::TooLarge`]).
pub const MAX_EXPANSION: usize = 5000;

/// Why [`Game::expand`] lists no commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpandError {
    /// Not one of the seat's templates now.
    NotATemplate,
    /// A parameter the template does not take, or a value it cannot read.
    BadParameter {
        /// The parameter's name.
        name: String,
        /// What is wrong with it.
        reason: String,
    },
    /// More than [`MAX_EXPANSION`] commands match: the client adds some of these parameters
    /// (those not given yet, or given but not pinned down fully, most useful first).
    TooLarge {
        /// The parameters that narrow the expansion.
        narrow_with: Vec<String>,
    },
}

/// A rule a command breaks: a stable snake_case code plus the facts behind it.
///
/// Implementations serialize as `{"code": "...", "details": {...}}` (serde's adjacently
/// tagged enum with `tag = "code", content = "details"`).
pub trait Rejection: Debug + Serialize + ToSchema {
    /// The stable snake_case code, e.g. `tile_not_in_hand`.
    fn code(&self) -> &'static str;
}

/// A board game, as a pure decision function over an event-sourced state.
pub trait Game: 'static + Send + Sync {
    /// The kind name used in the API, e.g. `acquire`.
    const KIND: &'static str;
    /// Options chosen at creation; every field has a default.
    type Config: Clone + Debug + Default + Serialize + DeserializeOwned + ToSchema;
    /// The whole truth, secrets included; never sent to a client as is. It serializes for
    /// the server's snapshots (a cache of the log's fold, never shown to anyone).
    type State: Clone + Debug + Default + PartialEq + Send + Sync + Serialize + DeserializeOwned;
    /// What a seat asks for.
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned + ToSchema;
    /// What happened, random outcomes included.
    type Event: Clone + Debug + Serialize + DeserializeOwned;
    /// What one viewer may see of the state.
    type View: Serialize + ToSchema;
    /// What one viewer may see of an event.
    type EventView: Serialize + ToSchema;
    /// Which rule a command breaks.
    type Rejection: Rejection;
    /// The printed data of the game (boards, price charts, decks, sheets).
    type Data: Serialize + ToSchema;
    /// Standing answers a seat registers for decisions that come to it (see
    /// [`Game::standing_answer`]); [`NoStandingOrders`] for a game that has none.
    type Orders: Clone + Debug + Serialize + DeserializeOwned + ToSchema;

    /// Whether the game takes standing orders at all ([`Game::Orders`] is then a real type).
    const STANDING_ORDERS: bool = false;

    /// The version of these rules: it grows whenever a change could make a recorded command
    /// decide differently (other events, another rejection), so that a log is replayed only
    /// by the rules it was played under. Recorded in every game's setup entry.
    const RULES_VERSION: u32 = 1;

    /// The version of the state's serialized shape: it grows whenever a change to
    /// [`Game::State`] could make a stored snapshot decode to another state than the one it
    /// was taken of (a snapshot of another version is ignored and the log replayed).
    const STATE_FORMAT: u32 = 1;

    /// The kind's own built-in player ([`Game::bot_command`]) as a bot a seat can be given,
    /// beside the random player; `None` when its built-in player is the random one.
    const POLICY: Option<BotInfo> = None;

    /// Whether a seat that resigns is eliminated while the others play on (Monopoly's
    /// bankruptcy), rather than the game ending for everyone.
    const RESIGN_ELIMINATES: bool = false;

    /// The `type`s of commands that [`Game::legal_commands`] lists as a representative
    /// sample rather than completely (e.g. bid amounts); every other listed type is complete.
    const SAMPLED_COMMANDS: &'static [&'static str] = &[];

    /// The number of seats the game can be played with under `config`.
    fn seat_range(config: &Self::Config) -> RangeInclusive<usize>;

    /// Every seat count some configuration allows (by default, the default configuration's).
    fn seat_limits() -> RangeInclusive<usize> {
        Self::seat_range(&Self::Config::default())
    }

    /// The printed data a client needs to draw a game played with `config`.
    fn data(config: &Self::Config) -> Self::Data;

    /// Checks a configuration before a game is created with it.
    fn validate_config(config: &Self::Config) -> Result<(), String>;

    /// Checks the options of a valid configuration that depend on the seat count (e.g. a
    /// start player the table must have), once the seat count is known at creation; the
    /// message names the option. By default nothing depends on it.
    fn validate_seats(_config: &Self::Config, _seats: usize) -> Result<(), String> {
        Ok(())
    }

    /// The events that set up a new game (its first log entry); the first event records the
    /// configuration and the seat count, so a log replays from [`Default`] alone.
    fn setup(config: &Self::Config, seats: usize, rng: &mut GameRng) -> Vec<Self::Event>;

    /// The setup events of a game played under rules version `rules_version` (from 1 to
    /// [`Game::RULES_VERSION`]), to replay a log recorded under an older version. A kind whose
    /// state remembers the version it was created under records it here; by default every
    /// version sets up alike.
    fn setup_under(
        config: &Self::Config,
        seats: usize,
        rules_version: u32,
        rng: &mut GameRng,
    ) -> Vec<Self::Event> {
        let _ = rules_version;
        Self::setup(config, seats, rng)
    }

    /// Decides a command against the rules. Called only for an awaited seat (or a command
    /// [`Game::allowed_out_of_turn`]) of a game that is not over.
    fn decide(
        state: &Self::State,
        seat: Seat,
        command: &Self::Command,
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, Self::Rejection>;

    /// Applies a stored event. Total: a stored fact always applies.
    fn evolve(state: &mut Self::State, event: &Self::Event);

    /// Decides a command as [`Game::decide`] and applies its events to `state`, which then
    /// equals the fold of those events (left unchanged on a rejection). Self-play uses it; a
    /// game whose decision already computes the resulting state hands it over instead of
    /// applying every event again.
    fn decide_and_evolve(
        state: &mut Self::State,
        seat: Seat,
        command: &Self::Command,
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, Self::Rejection> {
        let events = Self::decide(state, seat, command, rng)?;
        for event in &events {
            Self::evolve(state, event);
        }
        Ok(events)
    }

    /// Decides a command as [`Game::decide_and_evolve`], its events replacing the content of
    /// `events` (left as it was on a rejection): self-play decides every command into one
    /// list.
    fn decide_and_evolve_into(
        state: &mut Self::State,
        seat: Seat,
        command: &Self::Command,
        rng: &mut GameRng,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Rejection> {
        *events = Self::decide_and_evolve(state, seat, command, rng)?;
        Ok(())
    }

    /// Who is awaited, or how the game ended.
    fn status(state: &Self::State) -> Status;

    /// The seat awaited when the game awaits exactly one, as [`Game::status`] would list it
    /// (`None` otherwise, and by default): self-play asks it first, to build no list.
    fn sole_awaited(_state: &Self::State) -> Option<Seat> {
        None
    }

    /// Commands a seat may send in `state` although it is not awaited (e.g. resign, trade
    /// offers).
    fn allowed_out_of_turn(_state: &Self::State, _command: &Self::Command) -> bool {
        false
    }

    /// Commands only the server may submit (e.g. `timeout`); clients get `invalid_request`.
    fn is_system_command(_command: &Self::Command) -> bool {
        false
    }

    /// The pending decisions that have a timer under the game's settings (none by default).
    fn deadlines(_state: &Self::State) -> Vec<Deadline<Self::Command>> {
        Vec::new()
    }

    /// The command by which `seat` resigns.
    fn resign_command() -> Self::Command;

    /// The rules' own default answer to the decision pending for `seat` (e.g. keeping one's
    /// shares, buying nothing), submitted when a move clock set to `skip` runs out; `None`
    /// where the rules have no default (the server's built-in player decides then).
    fn skip_command(_state: &Self::State, _seat: Seat) -> Option<Self::Command> {
        None
    }

    /// Checks standing orders `seat` registers in the game `state` is in (unknown names,
    /// duplicate entries, negative amounts …). By default no orders are accepted.
    fn validate_orders(
        _state: &Self::State,
        _seat: Seat,
        _orders: &Self::Orders,
    ) -> Result<(), String> {
        Err(format!("{} takes no standing orders", Self::KIND))
    }

    /// The command `orders` answer the decision pending for `seat` with, or `None` when they
    /// do not cover it. The answer is a command the seat could have sent itself; it still
    /// goes through [`play`] before it is submitted (see [`standing_move`]), and a rejected
    /// one is never submitted: the decision stays with the seat.
    fn standing_answer(
        _state: &Self::State,
        _seat: Seat,
        _orders: &Self::Orders,
    ) -> Option<Self::Command> {
        None
    }

    /// The state as `seat` knows it, for its bot to decide from ([`bots::bot_move`]): every
    /// secret the seat may not see is replaced by a stand-in that does not depend on it (e.g.
    /// the other hands and the draw pile dealt again in a fixed order), so two states the seat
    /// cannot tell apart give the same copy. The seat's own view and legal commands are those
    /// of `state`.
    fn redact(state: &Self::State, seat: Seat) -> Self::State;

    /// The state as `viewer` may see it.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// The picture of a view: a self-contained SVG document (see [`svg`]) drawn from the view
    /// alone, so it shows nothing its viewer may not see, with the public facts of `caption`.
    /// The same view and caption always give the same document.
    fn render(view: &Self::View, caption: &svg::Caption) -> String;

    /// The game's message files (see [`words`]): the words of its narrations.
    const MESSAGES: words::MessageFiles;

    /// What an event says, as its viewer may see it: one sentence with its facts, built from
    /// the event's view alone, so it never says more than the view does.
    fn narrate(view: &Self::EventView) -> words::Message;

    /// Why the rules refuse a command, in words: one sentence with the facts of `rejection`
    /// (which holds only what its caller may see), said in the caller's language in the
    /// problem document's `detail`.
    fn explain(rejection: &Self::Rejection) -> words::Message;

    /// The forms of the kind's text commands (see [`command_text`]), one rule per form;
    /// every word and placeholder they name is a message of [`Game::MESSAGES`].
    const GRAMMAR: &'static [command_text::GrammarRule];

    /// A command as text (see [`command_text`]): [`Game::read_command`] reads it back, said
    /// in any language, as the same command.
    fn phrase(command: &Self::Command) -> command_text::Phrase;

    /// Reads a command from a player's text, as [`Game::GRAMMAR`] describes it; the caller
    /// checks that the whole text was read. Only the form is checked here: the rules judge the
    /// command when it is played.
    fn read_command(
        reader: &mut command_text::Reader,
    ) -> Result<Self::Command, command_text::TextError>;

    /// An event as `viewer` may see it, or `None` when it is hidden from them entirely.
    /// `state` is the game's current state (for its options).
    fn event_view(
        state: &Self::State,
        event: &Self::Event,
        viewer: Viewer,
    ) -> Option<Self::EventView>;

    /// The command a simple built-in player sends for `seat` now (used by `simulate` and
    /// load generators), or `None` when it has nothing to do. By default the random player's
    /// ([`Game::random_command`]).
    fn bot_command(state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::Command> {
        Self::random_command(state, seat, rng)
    }

    /// Every command `seat` may send now (a representative set where the space is
    /// unbounded, e.g. bid amounts, see [`Game::SAMPLED_COMMANDS`]), except those offered as
    /// [`Game::templates`]. Each listed command is accepted by [`play`].
    fn legal_commands(state: &Self::State, seat: Seat) -> Vec<Self::Command>;

    /// Commands of `seat` whose parameters the player picks, listed as templates instead of
    /// concrete commands (none by default).
    fn templates(_state: &Self::State, _seat: Seat) -> Vec<Template> {
        Vec::new()
    }

    /// Every concrete legal command of `seat` that matches `template` (its command and its
    /// parameters): each listed command is accepted by [`play`], and a command of the template
    /// that is not listed is rejected. At most [`MAX_EXPANSION`] commands: a larger answer is
    /// [`ExpandError::TooLarge`], naming the parameters that narrow it.
    fn expand(
        _state: &Self::State,
        _seat: Seat,
        _template: &Template,
    ) -> Result<Vec<Self::Command>, ExpandError> {
        Err(ExpandError::NotATemplate)
    }

    /// A concrete legal command of `seat` drawn uniformly among all of them: every listed
    /// command except resigning and every command of every template's expansion are equally
    /// likely; `None` when there is none. The `random` player of `simulate` and the
    /// conformance tests use it. By default the expansions are listed in full, so a game
    /// whose expansions can be larger than [`MAX_EXPANSION`] draws its own way.
    fn random_command(state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::Command> {
        let resign = Self::resign_command();
        let mut commands: Vec<Self::Command> = Self::legal_commands(state, seat)
            .into_iter()
            .filter(|command| *command != resign)
            .collect();
        for template in Self::templates(state, seat) {
            commands.extend(Self::expand(state, seat, &template).unwrap_or_default());
        }
        if commands.is_empty() {
            return None;
        }
        let pick = rng.below(commands.len() as u32) as usize;
        commands.into_iter().nth(pick)
    }
}

/// Why [`play`] refused a command.
#[derive(Debug)]
pub enum PlayError<R> {
    /// The game is finished or abandoned.
    GameOver,
    /// The seat is not awaited and the command may not be sent out of turn.
    NotYourTurn {
        /// The seats the game waits for.
        awaited: Vec<Seat>,
    },
    /// The game's own rules reject the command.
    Rule(R),
}

/// The shared layer around [`Game::decide`]: game over, then turn order, then the rules.
pub fn play<G: Game>(
    state: &G::State,
    seat: Seat,
    command: &G::Command,
    rng: &mut GameRng,
) -> Result<Vec<G::Event>, PlayError<G::Rejection>> {
    match G::status(state) {
        Status::Finished(_) | Status::Abandoned => return Err(PlayError::GameOver),
        Status::Awaiting(awaited) => {
            if !awaited.contains(&seat) && !G::allowed_out_of_turn(state, command) {
                return Err(PlayError::NotYourTurn { awaited });
            }
        }
    }
    G::decide(state, seat, command, rng).map_err(PlayError::Rule)
}

/// The command of a game's first log entry (which has no seat): the setup, played under
/// rules version `rules_version` of its kind.
pub fn setup_command(rules_version: u32) -> serde_json::Value {
    serde_json::json!({"type": "setup", "rules_version": rules_version})
}

/// Folds events into a state, starting from [`Default`].
pub fn replay<'a, G: Game>(events: impl IntoIterator<Item = &'a G::Event>) -> G::State {
    let mut state = G::State::default();
    for event in events {
        G::evolve(&mut state, event);
    }
    state
}
