//! The JSON boundary between the server and the typed games: [`AnyGame`] and [`AnyState`]
//! are implemented once, generically, for every [`Game`], so the server never names a game.

use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::Serialize;
use serde_json::Value;
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use super::bots::{self, Bot, BotInfo};
use super::command_text::{GrammarRule, Phrase, Reader, TextError};
use super::ending;
use super::rng::SEED_LEN;
use super::simulate::{Player, SimulatedEntry, SimulationEnd, simulate};
use super::svg::Caption;
use super::words::{Message, MessageFiles};
use super::{
    Deadline, ExpandError, Game, GameRng, PlayError, Rejection, Seat, Status, Template, Viewer,
    play,
};

/// A configuration the game refuses.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ConfigError(pub String);

/// A stored log that does not replay: a bug or a corrupted database, never a client error.
#[derive(Debug, thiserror::Error)]
#[error("stored events do not replay: {0}")]
pub struct ReplayError(pub String);

/// Why a submitted command was refused.
#[derive(Debug)]
pub enum MoveError {
    /// The command is not one of the game's command shapes (or is reserved to the server).
    InvalidCommand(String),
    /// The game is over.
    GameOver,
    /// The seat is not awaited.
    NotYourTurn { awaited: Vec<Seat> },
    /// A rule of the game rejects it: the stable code, the serialized rejection
    /// (`{"code": ..., "details": ...}`) and the game's words for it (see [`Game::explain`]).
    Rule {
        code: &'static str,
        rejection: Value,
        explanation: Message,
    },
}

/// A game kind, with JSON in and out.
pub trait AnyGame: Send + Sync {
    /// The kind name, e.g. `acquire`.
    fn kind(&self) -> &'static str;
    /// The kind's message files (see [`Game::MESSAGES`]).
    fn messages(&self) -> MessageFiles;
    /// The version of the kind's rules (see [`Game::RULES_VERSION`]).
    fn rules_version(&self) -> u32;
    /// The forms of the kind's text commands (see [`Game::GRAMMAR`]).
    fn grammar(&self) -> &'static [GrammarRule];
    /// A command of the kind as text, or `None` when `command` is not one of its commands.
    fn phrase(&self, command: &Value) -> Option<Phrase>;
    /// Reads a whole text as a command of the kind (see [`Game::read_command`]).
    fn read_command(&self, reader: &mut Reader) -> Result<Value, TextError>;
    /// The configuration with every option at its default.
    fn default_config(&self) -> Value;
    /// The name of the configuration schema in the OpenAPI document.
    fn config_schema_name(&self) -> String;
    /// The names of the command, view, event-view and rejection schemas.
    fn schema_names(&self) -> GameSchemaNames;
    /// Every schema the game's JSON uses, for the OpenAPI document.
    fn schemas(&self) -> Vec<(String, RefOr<Schema>)>;
    /// The name of the standing-orders schema, or `None` when the kind takes no standing
    /// orders.
    fn orders_schema_name(&self) -> Option<String>;
    /// The configuration schema itself (inlined into `GET /v1/game-kinds`).
    fn config_schema(&self) -> RefOr<Schema>;
    /// The `type`s of commands whose legal-moves listing is a representative sample.
    fn sampled_commands(&self) -> &'static [&'static str];
    /// See [`Game::RESIGN_ELIMINATES`].
    fn resign_eliminates(&self) -> bool;
    /// The bots a seat of this kind can be given.
    fn bots(&self) -> Vec<BotInfo>;
    /// The bot named `name`, if the kind offers it.
    fn bot(&self, name: &str) -> Option<Bot>;
    /// The printed data of the game under a configuration returned by
    /// [`AnyGame::parse_config`].
    fn data(&self, config: &Value) -> Result<Value, ConfigError>;
    /// Parses and validates a configuration (missing options take their defaults) and
    /// returns it in full.
    fn parse_config(&self, config: Option<&Value>) -> Result<Value, ConfigError>;
    /// Every seat count some configuration allows.
    fn seat_limits(&self) -> RangeInclusive<usize>;
    /// The seat range for a configuration returned by [`AnyGame::parse_config`].
    fn seat_range(&self, config: &Value) -> Result<RangeInclusive<usize>, ConfigError>;
    /// Checks the options of such a configuration that depend on the seat count (see
    /// [`Game::validate_seats`]).
    fn validate_seats(&self, config: &Value, seats: usize) -> Result<(), ConfigError>;
    /// The events of the setup entry of a game played under rules version `rules_version`
    /// (see [`Game::setup_under`]).
    fn setup(
        &self,
        config: &Value,
        seats: usize,
        rules_version: u32,
        rng: &mut GameRng,
    ) -> Result<Value, ConfigError>;
    /// An empty state, to apply stored entries to.
    fn new_state(&self) -> Box<dyn AnyState>;
    /// The tag of this build's snapshots of the kind's states ([`Game::RULES_VERSION`] and
    /// [`Game::STATE_FORMAT`]): a snapshot with another tag is not restored.
    fn snapshot_format(&self) -> String;
    /// A state restored from [`AnyState::snapshot`] of a state of this kind and format.
    fn restore(&self, snapshot: &str) -> Result<Box<dyn AnyState>, ReplayError>;
    /// Plays one game with `player` at every seat (see [`super::simulate::simulate`]), handing
    /// each entry as JSON to `sink` if there is one (none builds no JSON).
    fn simulate(
        &self,
        config: &Value,
        seats: usize,
        seed: &[u8; SEED_LEN],
        max_entries: u64,
        player: Player,
        sink: Option<&mut dyn FnMut(SimulatedEntry)>,
    ) -> Result<(SimulationEnd, u64), ConfigError>;
}

/// Names of a game's schemas in the OpenAPI document.
#[derive(Clone, Debug)]
pub struct GameSchemaNames {
    pub config: String,
    pub command: String,
    pub view: String,
    pub event_view: String,
    pub rejection: String,
    pub data: String,
}

/// A live game state behind the JSON boundary.
pub trait AnyState: Send + Sync {
    /// Applies one stored entry's events (a JSON array).
    fn apply(&mut self, events: &Value) -> Result<(), ReplayError>;
    /// Who is awaited, or how the game ended.
    fn status(&self) -> Status;
    /// Plays a command for `seat`: a client's, or with `by_server` a system command such as a
    /// timer's `timeout`. On success the state has moved on and the entry's events are
    /// returned as a JSON array.
    fn play(
        &mut self,
        seat: Seat,
        command: &Value,
        by_server: bool,
        rng: &mut GameRng,
    ) -> Result<Value, MoveError>;
    /// The state as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> Value;
    /// The picture of the state as `viewer` may see it (see [`Game::render`]).
    fn picture(&self, viewer: Viewer, caption: &Caption) -> String;
    /// One stored entry's events as `viewer` may see them.
    fn event_views(&self, events: &Value, viewer: Viewer) -> Result<Vec<Value>, ReplayError>;
    /// One stored entry's events as `viewer` may see them, each with what it says (see
    /// [`Game::narrate`]).
    fn narrated_event_views(
        &self,
        events: &Value,
        viewer: Viewer,
    ) -> Result<Vec<(Value, Message)>, ReplayError>;
    /// The commands `seat` may send now.
    fn legal_commands(&self, seat: Seat) -> Vec<Value>;
    /// The command templates `seat` may expand now.
    fn templates(&self, seat: Seat) -> Vec<Template>;
    /// The concrete commands of a template (see [`Game::expand`]).
    fn expand(&self, seat: Seat, template: &Template) -> Result<Vec<Value>, ExpandError>;
    /// The command by which a seat resigns.
    fn resign_command(&self) -> Value;
    /// The command `bot` sends for `seat` now, decided from what the seat knows (see
    /// [`bots::bot_move`]).
    fn bot_move(&self, bot: Bot, seat: Seat, rng: &mut GameRng) -> Option<Value>;
    /// The rules' default answer for `seat` now (see [`Game::skip_command`]).
    fn skip_command(&self, seat: Seat) -> Option<Value>;
    /// Whether `command` is one only the server submits (see [`Game::is_system_command`]).
    fn is_system_command(&self, command: &Value) -> bool;
    /// The pending decisions that have a timer, with their commands as JSON.
    fn deadlines(&self) -> Vec<Deadline<Value>>;
    /// Parses and checks standing orders `seat` registers now; returns them in full.
    fn validate_orders(&self, seat: Seat, orders: &Value) -> Result<Value, OrdersError>;
    /// The command stored standing orders answer the decision pending for `seat` with, or
    /// `None` when they do not cover it (or no longer parse). Not yet checked by the rules:
    /// submit it through [`AnyState::play`] like a player's command.
    fn standing_answer(&self, seat: Seat, orders: &Value) -> Option<Value>;
    /// A copy of this state.
    fn clone_box(&self) -> Box<dyn AnyState>;
    /// The state serialized, for [`AnyGame::restore`].
    fn snapshot(&self) -> String;
}

/// Why standing orders are refused at registration.
#[derive(Debug, thiserror::Error)]
pub enum OrdersError {
    /// The kind takes no standing orders.
    #[error("{0} takes no standing orders")]
    Unsupported(&'static str),
    /// Not the shape of the kind's orders.
    #[error("{0}")]
    Malformed(String),
    /// The shape is right but the game's rules refuse them.
    #[error("{0}")]
    Invalid(String),
}

/// The registry entry of a game: `Kind::<acquire::Acquire>::NEW`.
pub struct Kind<G>(PhantomData<fn() -> G>);

impl<G> Kind<G> {
    /// The registry entry.
    pub const NEW: Self = Kind(PhantomData);
}

fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("game types serialize to JSON")
}

fn parse_typed_config<G: Game>(config: &Value) -> Result<G::Config, ConfigError> {
    serde_json::from_value(config.clone()).map_err(|e| ConfigError(e.to_string()))
}

/// A valid configuration that can be played with `seats` seats.
fn config_for_seats<G: Game>(config: &Value, seats: usize) -> Result<G::Config, ConfigError> {
    let config = parse_typed_config::<G>(config)?;
    G::validate_config(&config).map_err(ConfigError)?;
    if !G::seat_range(&config).contains(&seats) {
        return Err(ConfigError(format!(
            "{} cannot be played with {seats} seats",
            G::KIND
        )));
    }
    Ok(config)
}

impl<G: Game> AnyGame for Kind<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }

    fn messages(&self) -> MessageFiles {
        G::MESSAGES
    }

    fn rules_version(&self) -> u32 {
        G::RULES_VERSION
    }

    fn grammar(&self) -> &'static [GrammarRule] {
        G::GRAMMAR
    }

    fn phrase(&self, command: &Value) -> Option<Phrase> {
        let command: G::Command = serde_json::from_value(command.clone()).ok()?;
        Some(G::phrase(&command))
    }

    fn read_command(&self, reader: &mut Reader) -> Result<Value, TextError> {
        let command = G::read_command(reader)?;
        reader.finish()?;
        Ok(to_json(&command))
    }

    fn default_config(&self) -> Value {
        to_json(&G::Config::default())
    }

    fn config_schema_name(&self) -> String {
        G::Config::name().into_owned()
    }

    fn schema_names(&self) -> GameSchemaNames {
        GameSchemaNames {
            config: G::Config::name().into_owned(),
            command: G::Command::name().into_owned(),
            view: G::View::name().into_owned(),
            event_view: G::EventView::name().into_owned(),
            rejection: G::Rejection::name().into_owned(),
            data: G::Data::name().into_owned(),
        }
    }

    fn schemas(&self) -> Vec<(String, RefOr<Schema>)> {
        let mut schemas = vec![
            (G::Config::name().into_owned(), G::Config::schema()),
            (G::Command::name().into_owned(), G::Command::schema()),
            (G::View::name().into_owned(), G::View::schema()),
            (G::EventView::name().into_owned(), G::EventView::schema()),
            (G::Rejection::name().into_owned(), G::Rejection::schema()),
            (G::Data::name().into_owned(), G::Data::schema()),
        ];
        G::Config::schemas(&mut schemas);
        G::Command::schemas(&mut schemas);
        G::View::schemas(&mut schemas);
        G::EventView::schemas(&mut schemas);
        G::Rejection::schemas(&mut schemas);
        G::Data::schemas(&mut schemas);
        if G::STANDING_ORDERS {
            schemas.push((G::Orders::name().into_owned(), G::Orders::schema()));
            G::Orders::schemas(&mut schemas);
        }
        schemas
    }

    fn orders_schema_name(&self) -> Option<String> {
        G::STANDING_ORDERS.then(|| G::Orders::name().into_owned())
    }

    fn config_schema(&self) -> RefOr<Schema> {
        G::Config::schema()
    }

    fn resign_eliminates(&self) -> bool {
        G::RESIGN_ELIMINATES
    }

    fn sampled_commands(&self) -> &'static [&'static str] {
        G::SAMPLED_COMMANDS
    }

    fn bots(&self) -> Vec<BotInfo> {
        bots::bots::<G>()
    }

    fn bot(&self, name: &str) -> Option<Bot> {
        bots::find::<G>(name)
    }

    fn data(&self, config: &Value) -> Result<Value, ConfigError> {
        Ok(to_json(&G::data(&parse_typed_config::<G>(config)?)))
    }

    fn parse_config(&self, config: Option<&Value>) -> Result<Value, ConfigError> {
        let typed: G::Config = match config {
            None | Some(Value::Null) => G::Config::default(),
            Some(value) => parse_typed_config::<G>(value)?,
        };
        G::validate_config(&typed).map_err(ConfigError)?;
        Ok(to_json(&typed))
    }

    fn seat_limits(&self) -> RangeInclusive<usize> {
        G::seat_limits()
    }

    fn seat_range(&self, config: &Value) -> Result<RangeInclusive<usize>, ConfigError> {
        Ok(G::seat_range(&parse_typed_config::<G>(config)?))
    }

    fn validate_seats(&self, config: &Value, seats: usize) -> Result<(), ConfigError> {
        G::validate_seats(&parse_typed_config::<G>(config)?, seats).map_err(ConfigError)
    }

    fn setup(
        &self,
        config: &Value,
        seats: usize,
        rules_version: u32,
        rng: &mut GameRng,
    ) -> Result<Value, ConfigError> {
        let config = config_for_seats::<G>(config, seats)?;
        Ok(to_json(&G::setup_under(&config, seats, rules_version, rng)))
    }

    fn new_state(&self) -> Box<dyn AnyState> {
        Box::new(TypedState::<G> {
            state: G::State::default(),
            abandoned: false,
        })
    }

    fn snapshot_format(&self) -> String {
        format!("rules-{}.state-{}", G::RULES_VERSION, G::STATE_FORMAT)
    }

    fn restore(&self, snapshot: &str) -> Result<Box<dyn AnyState>, ReplayError> {
        let state = serde_json::from_str(snapshot).map_err(|e| ReplayError(e.to_string()))?;
        Ok(Box::new(TypedState::<G> {
            state,
            abandoned: false,
        }))
    }

    fn simulate(
        &self,
        config: &Value,
        seats: usize,
        seed: &[u8; SEED_LEN],
        max_entries: u64,
        player: Player,
        sink: Option<&mut dyn FnMut(SimulatedEntry)>,
    ) -> Result<(SimulationEnd, u64), ConfigError> {
        let config = config_for_seats::<G>(config, seats)?;
        G::validate_seats(&config, seats).map_err(ConfigError)?;
        Ok(match sink {
            Some(sink) => simulate::<G>(&config, seats, seed, max_entries, player, &mut |entry| {
                sink(entry.to_json())
            }),
            None => simulate::<G>(&config, seats, seed, max_entries, player, &mut |_| {}),
        })
    }
}

struct TypedState<G: Game> {
    state: G::State,
    /// Whether the server abandoned the game (see [`ending`]): the kind's state stays as it
    /// was. No snapshot is taken after an abandonment, as nothing is appended after it.
    abandoned: bool,
}

impl<G: Game> TypedState<G> {
    fn parse_events(events: &Value) -> Result<Vec<G::Event>, ReplayError> {
        serde_json::from_value(events.clone()).map_err(|e| ReplayError(e.to_string()))
    }

    /// The server's abandonment of a running game (see [`ending`]).
    fn abandon(
        &mut self,
        seat: Seat,
        command: &Value,
        by_server: bool,
    ) -> Result<Value, MoveError> {
        if !by_server {
            return Err(MoveError::InvalidCommand(
                "this command is submitted by the server only".into(),
            ));
        }
        if !matches!(self.status(), Status::Awaiting(_)) {
            return Err(MoveError::GameOver);
        }
        let events =
            ending::abandonment_events(seat, command).map_err(MoveError::InvalidCommand)?;
        self.abandoned = true;
        Ok(events)
    }
}

impl<G: Game> AnyState for TypedState<G> {
    fn apply(&mut self, events: &Value) -> Result<(), ReplayError> {
        if ending::is_abandonment(events) {
            self.abandoned = true;
            return Ok(());
        }
        for event in Self::parse_events(events)? {
            G::evolve(&mut self.state, &event);
        }
        Ok(())
    }

    fn status(&self) -> Status {
        if self.abandoned {
            return Status::Abandoned;
        }
        G::status(&self.state)
    }

    fn play(
        &mut self,
        seat: Seat,
        command: &Value,
        by_server: bool,
        rng: &mut GameRng,
    ) -> Result<Value, MoveError> {
        if ending::is_abandon_command(command) {
            return self.abandon(seat, command, by_server);
        }
        if self.abandoned {
            return Err(MoveError::GameOver);
        }
        let command: G::Command = serde_json::from_value(command.clone())
            .map_err(|e| MoveError::InvalidCommand(e.to_string()))?;
        if G::is_system_command(&command) != by_server {
            return Err(MoveError::InvalidCommand(
                if by_server {
                    "not a system command"
                } else {
                    "this command is submitted by the server only"
                }
                .into(),
            ));
        }
        let events = play::<G>(&self.state, seat, &command, rng).map_err(|e| match e {
            PlayError::GameOver => MoveError::GameOver,
            PlayError::NotYourTurn { awaited } => MoveError::NotYourTurn { awaited },
            PlayError::Rule(rejection) => MoveError::Rule {
                code: rejection.code(),
                rejection: to_json(&rejection),
                explanation: G::explain(&rejection),
            },
        })?;
        for event in &events {
            G::evolve(&mut self.state, event);
        }
        Ok(to_json(&events))
    }

    fn view(&self, viewer: Viewer) -> Value {
        to_json(&G::view(&self.state, viewer))
    }

    fn picture(&self, viewer: Viewer, caption: &Caption) -> String {
        G::render(&G::view(&self.state, viewer), caption)
    }

    fn event_views(&self, events: &Value, viewer: Viewer) -> Result<Vec<Value>, ReplayError> {
        if ending::is_abandonment(events) {
            return Ok(events.as_array().cloned().unwrap_or_default());
        }
        Ok(Self::parse_events(events)?
            .iter()
            .filter_map(|event| G::event_view(&self.state, event, viewer))
            .map(|view| to_json(&view))
            .collect())
    }

    fn narrated_event_views(
        &self,
        events: &Value,
        viewer: Viewer,
    ) -> Result<Vec<(Value, Message)>, ReplayError> {
        if ending::is_abandonment(events) {
            let views = events.as_array().cloned().unwrap_or_default();
            return Ok(views
                .into_iter()
                .map(|view| {
                    let message = ending::narrate_abandonment(&view);
                    (view, message)
                })
                .collect());
        }
        Ok(Self::parse_events(events)?
            .iter()
            .filter_map(|event| G::event_view(&self.state, event, viewer))
            .map(|view| (to_json(&view), G::narrate(&view)))
            .collect())
    }

    fn legal_commands(&self, seat: Seat) -> Vec<Value> {
        G::legal_commands(&self.state, seat)
            .iter()
            .map(to_json)
            .collect()
    }

    fn templates(&self, seat: Seat) -> Vec<Template> {
        G::templates(&self.state, seat)
    }

    fn expand(&self, seat: Seat, template: &Template) -> Result<Vec<Value>, ExpandError> {
        G::expand(&self.state, seat, template)
            .map(|commands| commands.iter().map(to_json).collect())
    }

    fn resign_command(&self) -> Value {
        to_json(&G::resign_command())
    }

    fn bot_move(&self, bot: Bot, seat: Seat, rng: &mut GameRng) -> Option<Value> {
        bots::bot_move::<G>(&self.state, seat, bot, rng).map(|command| to_json(&command))
    }

    fn skip_command(&self, seat: Seat) -> Option<Value> {
        G::skip_command(&self.state, seat).map(|command| to_json(&command))
    }

    fn is_system_command(&self, command: &Value) -> bool {
        ending::is_abandon_command(command)
            || serde_json::from_value::<G::Command>(command.clone())
                .is_ok_and(|command| G::is_system_command(&command))
    }

    fn deadlines(&self) -> Vec<Deadline<Value>> {
        if self.abandoned {
            return Vec::new();
        }
        G::deadlines(&self.state)
            .into_iter()
            .map(|deadline| Deadline {
                seat: deadline.seat,
                command: to_json(&deadline.command),
                due: deadline.due,
                slot: deadline.slot,
                decision: deadline.decision,
                audience: deadline.audience,
            })
            .collect()
    }

    fn validate_orders(&self, seat: Seat, orders: &Value) -> Result<Value, OrdersError> {
        if !G::STANDING_ORDERS {
            return Err(OrdersError::Unsupported(G::KIND));
        }
        let typed: G::Orders = serde_json::from_value(orders.clone())
            .map_err(|e| OrdersError::Malformed(e.to_string()))?;
        G::validate_orders(&self.state, seat, &typed).map_err(OrdersError::Invalid)?;
        Ok(to_json(&typed))
    }

    fn standing_answer(&self, seat: Seat, orders: &Value) -> Option<Value> {
        if !G::STANDING_ORDERS {
            return None;
        }
        let typed: G::Orders = serde_json::from_value(orders.clone()).ok()?;
        G::standing_answer(&self.state, seat, &typed).map(|command| to_json(&command))
    }

    fn clone_box(&self) -> Box<dyn AnyState> {
        Box::new(TypedState::<G> {
            state: self.state.clone(),
            abandoned: self.abandoned,
        })
    }

    fn snapshot(&self) -> String {
        serde_json::to_string(&self.state).expect("game states serialize to JSON")
    }
}
