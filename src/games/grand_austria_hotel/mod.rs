//! Grand Austria Hotel: Let's Roll (High Season: Grand Hotel Roll & Write), a dice-drafting
//! roll-and-write for 2–4 players: the rules contract is the shared
//! `rules/grand-austria-hotel-lets-roll.md`.
//!
//! Layout: [`data`] (the printed tables in `data/*.json`), [`config`], [`command`],
//! [`event`], [`rejection`], [`effect`] (effects and frames), [`state`] (the whole truth and
//! `apply`), `ctx` (the working copy of a command), `flow` (setup, turns, rounds, the end),
//! `resolve` (the effect stack and its consequences), `scoring`, `legal`, [`view`], `render`
//! (the board picture of a view) and [`policy`] (the built-in greedy player).
//!
//! Choices where the engine interface or the rules leave room:
//! * Seats are the engine's (join order, from 0) and are never renumbered; the rules' seat
//!   numbers 1 to n are positions in `StartPlayerChosen.seats`, the playing order from the
//!   start player (starting krone and the start marker follow that order).
//! * Dice counts are arrays for spaces 1 to 6 (`[c1, …, c6]`).
//! * The timer length has nowhere to live but the table options (`turn_timeout_seconds`,
//!   default none): the engine reads no server configuration.
//! * `resign` is not in the rules: it stops the game unscored and is never listed as legal.
//! * Departures from the rules contract, as the seed has it (rules version 2, recorded in
//!   `GameCreated`; version-1 games keep the contract's rules): loans may be taken at any
//!   time while play runs, also out of turn (the seed's 「いつでも」; the contract's D21 allows
//!   them only to the active player), and a `timeout` before the die is taken pays the
//!   forfeit's krone only where `forfeit_die` would be accepted (the contract's §4.3 forfeits
//!   whatever `forfeit_policy` says), else discards the die without krone.
//! * The test constructor is [`GrandAustriaHotel::test_state`] (sides and dice counts; sheet
//!   contents are then set on the state's public fields) with
//!   [`GrandAustriaHotel::decide_with`] and [`ScriptedDice`] for the dice of later rounds.

pub mod command;
pub mod config;
mod ctx;
pub mod data;
pub mod effect;
pub mod event;
mod explain;
mod flow;
mod legal;
mod narrate;
pub mod policy;
pub mod rejection;
mod render;
mod resolve;
pub mod scoring;
pub mod state;
mod typed;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::engine::svg::Caption;
use crate::engine::{Audience, BotInfo, Deadline, Due, Game, GameRng, Seat, Status, Viewer};

pub use command::GrandAustriaHotelCommand;
pub use config::GrandAustriaHotelConfig;
pub use ctx::{Randomness, ScriptedDice};
pub use event::GrandAustriaHotelEvent;
pub use rejection::GrandAustriaHotelRejection;
pub use state::GrandAustriaHotelState;
pub use view::GrandAustriaHotelView;

use state::Phase;

/// The Grand Austria Hotel: Let's Roll rules engine.
pub struct GrandAustriaHotel;

impl GrandAustriaHotel {
    /// Decides a command with the given source of dice (tests pass scripted dice).
    pub fn decide_with(
        state: &GrandAustriaHotelState,
        seat: Seat,
        command: &GrandAustriaHotelCommand,
        rng: &mut dyn Randomness,
    ) -> Result<Vec<GrandAustriaHotelEvent>, GrandAustriaHotelRejection> {
        flow::decide(state, seat, command, rng)
    }

    /// The test constructor (never offered by the API): a game in round 1, start player seat
    /// 0, with the given hotel and staff sides per seat, the given dice counts on the spaces,
    /// and every sheet in its setup state. Tests then set sheet contents directly on the
    /// returned state's public fields.
    pub fn test_state(
        config: &GrandAustriaHotelConfig,
        hotel_sides: &[&str],
        staff_sides: &[&str],
        counts: [u8; 6],
    ) -> GrandAustriaHotelState {
        let seats = hotel_sides.len();
        let config = GrandAustriaHotelConfig {
            start_player: Some(Seat(0)),
            choose_faces: false,
            ..config.clone()
        };
        let values: Vec<u8> = (1..=6u8)
            .flat_map(|v| std::iter::repeat_n(v, usize::from(counts[usize::from(v) - 1])))
            .collect();
        let mut state = GrandAustriaHotelState::default();
        for event in flow::setup(
            &config,
            seats,
            Self::RULES_VERSION,
            &mut ScriptedDice::new(values),
        ) {
            state.apply(&event);
        }
        for (i, (hotel, staff)) in hotel_sides.iter().zip(staff_sides).enumerate() {
            let sheet = &mut state.players[i];
            sheet.hotel_side = Some((*hotel).into());
            sheet.staff_side = Some((*staff).into());
            sheet.hotel_board = data::hotel_side(hotel).physical_board.clone();
            sheet.staff_board = data::staff_side(staff).physical_board.clone();
        }
        state.dice = counts;
        state
    }
}

/// The seats the game waits for.
pub fn awaited(state: &GrandAustriaHotelState) -> Vec<Seat> {
    match state.phase {
        Phase::ChoosingFaces => (0..state.players.len())
            .filter(|&i| !state.faces_chosen[i])
            .map(|i| Seat(i as u8))
            .collect(),
        Phase::InProgress => vec![state.active_seat],
        _ => Vec::new(),
    }
}

impl Game for GrandAustriaHotel {
    const KIND: &'static str = "grand_austria_hotel";
    const POLICY: Option<BotInfo> = Some(BotInfo { name: "greedy" });
    type Config = GrandAustriaHotelConfig;
    type State = GrandAustriaHotelState;
    type Command = GrandAustriaHotelCommand;
    type Event = GrandAustriaHotelEvent;
    type View = GrandAustriaHotelView;
    type EventView = GrandAustriaHotelEvent;
    type Rejection = GrandAustriaHotelRejection;
    type Data = data::GrandAustriaHotelData;
    type Orders = crate::engine::NoStandingOrders;
    /// Version 2: a timeout pays no krone for a die `forfeit_die` could not forfeit, and
    /// loans may be taken out of turn.
    const RULES_VERSION: u32 = 2;
    /// Version 2: the state records its rules version.
    const STATE_FORMAT: u32 = 2;

    fn seat_range(_config: &GrandAustriaHotelConfig) -> RangeInclusive<usize> {
        2..=4
    }

    fn data(_config: &GrandAustriaHotelConfig) -> data::GrandAustriaHotelData {
        data::tables().clone()
    }

    fn validate_config(config: &GrandAustriaHotelConfig) -> Result<(), String> {
        config.validate()
    }

    fn validate_seats(config: &GrandAustriaHotelConfig, seats: usize) -> Result<(), String> {
        config.validate_seats(seats)
    }

    /// Start player, board deal, face flips and round 1's dice, in that order.
    fn setup(
        config: &GrandAustriaHotelConfig,
        seats: usize,
        rng: &mut GameRng,
    ) -> Vec<GrandAustriaHotelEvent> {
        flow::setup(config, seats, Self::RULES_VERSION, rng)
    }

    fn setup_under(
        config: &GrandAustriaHotelConfig,
        seats: usize,
        rules_version: u32,
        rng: &mut GameRng,
    ) -> Vec<GrandAustriaHotelEvent> {
        flow::setup(config, seats, rules_version, rng)
    }

    fn decide(
        state: &GrandAustriaHotelState,
        seat: Seat,
        command: &GrandAustriaHotelCommand,
        rng: &mut GameRng,
    ) -> Result<Vec<GrandAustriaHotelEvent>, GrandAustriaHotelRejection> {
        flow::decide(state, seat, command, rng)
    }

    fn decide_and_evolve(
        state: &mut GrandAustriaHotelState,
        seat: Seat,
        command: &GrandAustriaHotelCommand,
        rng: &mut GameRng,
    ) -> Result<Vec<GrandAustriaHotelEvent>, GrandAustriaHotelRejection> {
        let (events, next) = flow::decide_to_state(state, seat, command, rng)?;
        *state = next;
        Ok(events)
    }

    fn evolve(state: &mut GrandAustriaHotelState, event: &GrandAustriaHotelEvent) {
        state.apply(event);
    }

    fn status(state: &GrandAustriaHotelState) -> Status {
        match (&state.outcome, state.phase) {
            (_, Phase::Abandoned) => Status::Abandoned,
            (Some(outcome), _) => Status::Finished(outcome.clone()),
            (None, _) => Status::Awaiting(awaited(state)),
        }
    }

    /// `resign` may be sent out of turn, and from rules version 2 on `take_loan` while play
    /// runs (the rules allow loans at any time).
    fn allowed_out_of_turn(
        state: &GrandAustriaHotelState,
        command: &GrandAustriaHotelCommand,
    ) -> bool {
        match command {
            GrandAustriaHotelCommand::Resign {} => true,
            GrandAustriaHotelCommand::TakeLoan {} => {
                state.loans_out_of_turn() && state.phase == Phase::InProgress
            }
            _ => false,
        }
    }

    fn is_system_command(command: &GrandAustriaHotelCommand) -> bool {
        matches!(command, GrandAustriaHotelCommand::Timeout {})
    }

    /// With `turn_timeout_seconds`, every awaited seat has a timer: for the active player it
    /// runs for the whole turn (loans and resolutions do not restart it), for a seat choosing
    /// faces until it has chosen. Timers are public.
    fn deadlines(state: &GrandAustriaHotelState) -> Vec<Deadline<GrandAustriaHotelCommand>> {
        let Some(seconds) = state.config.turn_timeout_seconds else {
            return Vec::new();
        };
        awaited(state)
            .into_iter()
            .map(|seat| Deadline {
                seat,
                command: GrandAustriaHotelCommand::Timeout {},
                due: Due::After(seconds),
                slot: "turn",
                decision: u64::from(state.turns_started),
                audience: Audience::Everyone,
            })
            .collect()
    }

    fn resign_command() -> GrandAustriaHotelCommand {
        GrandAustriaHotelCommand::Resign {}
    }

    /// The rules' answer to a turn that runs out of time (`timeout`: forfeit a die from the
    /// lowest non-empty space, skip pending effects, or flip the faces by coin).
    fn skip_command(
        _state: &GrandAustriaHotelState,
        _seat: Seat,
    ) -> Option<GrandAustriaHotelCommand> {
        Some(GrandAustriaHotelCommand::Timeout {})
    }

    /// Nothing of a game is secret (every viewer sees the same view): a seat knows it all.
    fn redact(state: &GrandAustriaHotelState, _seat: Seat) -> GrandAustriaHotelState {
        state.clone()
    }

    fn view(state: &GrandAustriaHotelState, viewer: Viewer) -> GrandAustriaHotelView {
        view::view(state, viewer)
    }

    fn render(view: &GrandAustriaHotelView, caption: &Caption) -> String {
        render::render(view, caption)
    }

    const MESSAGES: crate::engine::words::MessageFiles = crate::engine::words::MessageFiles {
        en: include_str!("words/en.ftl"),
        ja: include_str!("words/ja.ftl"),
        zh_tw: include_str!("words/zh-TW.ftl"),
    };

    fn narrate(view: &Self::EventView) -> crate::engine::words::Message {
        narrate::narrate(view)
    }

    fn explain(rejection: &Self::Rejection) -> crate::engine::words::Message {
        explain::explain(rejection)
    }

    const GRAMMAR: &'static [crate::engine::command_text::GrammarRule] = typed::GRAMMAR;

    fn phrase(command: &Self::Command) -> crate::engine::command_text::Phrase {
        typed::phrase(command)
    }

    fn read_command(
        reader: &mut crate::engine::command_text::Reader,
    ) -> Result<Self::Command, crate::engine::command_text::TextError> {
        typed::read(reader)
    }

    fn event_view(
        _state: &GrandAustriaHotelState,
        event: &GrandAustriaHotelEvent,
        viewer: Viewer,
    ) -> Option<GrandAustriaHotelEvent> {
        view::event_view(event, viewer)
    }

    fn legal_commands(state: &GrandAustriaHotelState, seat: Seat) -> Vec<GrandAustriaHotelCommand> {
        legal::legal_commands(state, seat)
    }

    /// The greedy player of [`policy::greedy_policy`].
    fn bot_command(
        state: &GrandAustriaHotelState,
        seat: Seat,
        _rng: &mut GameRng,
    ) -> Option<GrandAustriaHotelCommand> {
        policy::greedy_policy(state, seat)
    }
}
