//! Tokyo Capsule Hotel (Jordan Draper): buy land, subdivide and trade it, build capsule
//! hotels under the golden rule, and repay the loan. The rules contract is the shared
//! `rules/tokyo-capsule-hotel.md` (an asynchronous adaptation: a server-side purchase queue
//! with timers and structured trades).
//!
//! Layout: [`tables`] (printed data), [`config`] (options), [`geometry`] (the grid),
//! [`command`], [`event`], [`rejection`], [`state`] (the whole truth and `evolve`),
//! [`placement`] (map legality), [`purchase`], [`trade`], [`flow`] (rounds, phases,
//! income, the end), [`decide`], [`legal`] (legal commands and templates), [`expansion`]
//! (templates expanded into concrete commands), [`view`], `render` (the board picture of a
//! view), [`deadlines`] (server timers), [`policy`] (the built-in player) and [`random`] (the
//! uniformly random player).
//!
//! Choices on points the rules leave open (beyond the rules file's own decision table):
//! * Player ids are the engine's seats (join order); the clockwise seat numbers are drawn
//!   at setup and recorded in `GameStarted.seats`.
//! * `choose_loan` is listed as one concrete command per loan option (a finite choice).
//! * `resign` is not in the rulebook: it stops the game unscored.
//! * In `on_warning` mode a warning starts a countdown of the warning window beside the
//!   head's hard deadline (timer slots `head_warning` and `head`); whichever runs out first
//!   times the head out, and later warnings to the same head change nothing.
//! * Expansions are complete and narrowed by query parameters (see [`expansion`]); an
//!   answer of more than 5000 commands asks for narrowing. They list each command once, in
//!   canonical form: no coupons unless `coupons` is given (no `payment` object then), no
//!   `laundry` object on a Coin Laundry without capsules.
//! * Rules versions ([`Game::RULES_VERSION`], recorded in `GameCreated` and kept in the
//!   state, so a game keeps the rules it was created under): version 1 checked the gap
//!   between structures on cell edges only and auto-passed a player at their
//!   `max_timeouts_per_phase`-th head timeout. Version 2 follows the rulebook: structures
//!   may not touch at a corner either (the `gap` option `edges_only` restores the edge-only
//!   reading), and a head timeout costs that purchase action only — the player may rejoin
//!   the queue and trade for the rest of the phase. A player who then does nothing is still
//!   auto-passed by the idle timer, which is the safeguard against stalling.
//! * `lenient_small_items` defaults to on: the rulebook's tips recommend letting a graveyard
//!   or vending machine touch another structure when no cell of its area keeps the gap.
//! * The `propose_trade` expansion lists every two-party swap (one item each way, no
//!   promise); proposals with more items, more parties or promises are accepted when sent
//!   but not listed, since promise texts make their space unbounded.

pub mod command;
pub mod config;
pub mod data;
mod deadlines;
pub mod decide;
pub mod event;
pub mod expansion;
mod explain;
pub mod flow;
pub mod geometry;
mod knowledge;
pub mod legal;
mod narrate;
pub mod placement;
pub mod policy;
pub mod purchase;
pub mod random;
pub mod rejection;
mod render;
pub mod state;
pub mod tables;
pub mod trade;
mod typed;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

pub use command::TokyoCapsuleHotelCommand;
pub use config::TokyoCapsuleHotelConfig;
pub use event::TokyoCapsuleHotelEvent;
pub use rejection::TokyoCapsuleHotelRejection;
pub use state::TokyoCapsuleHotelState;
pub use view::TokyoCapsuleHotelView;

use crate::engine::svg::Caption;
use crate::engine::{
    BotInfo, Deadline, ExpandError, Game, GameRng, Seat, Status, Template, Viewer,
};
use event::{SeatNumber, StartSupply, StartingParcel, TokyoCapsuleHotelEvent as E};
use flow::{Ctx, Randomness};
use state::Phase;

/// The Tokyo Capsule Hotel rules engine.
pub struct TokyoCapsuleHotel;

impl TokyoCapsuleHotel {
    /// The setup events with an explicit clockwise seat order (`order[k]` = the join-order
    /// seat that sits at clockwise seat k + 1). With [`TokyoCapsuleHotel::decide_with`] and
    /// a [`flow::Script`] this is the test constructor: never offered by the API.
    pub fn setup_with_order(
        config: &TokyoCapsuleHotelConfig,
        seats: usize,
        order: Vec<Seat>,
    ) -> Vec<TokyoCapsuleHotelEvent> {
        Self::setup_with_order_under(config, seats, order, Self::RULES_VERSION)
    }

    /// [`TokyoCapsuleHotel::setup_with_order`] for a game played under an older rules
    /// version (1 ..= [`Game::RULES_VERSION`]).
    pub fn setup_with_order_under(
        config: &TokyoCapsuleHotelConfig,
        seats: usize,
        order: Vec<Seat>,
        rules_version: u32,
    ) -> Vec<TokyoCapsuleHotelEvent> {
        let empty = TokyoCapsuleHotelState::default();
        let mut rng = flow::Script::default();
        let mut ctx = Ctx::new(&empty, &mut rng);
        ctx.emit(E::GameCreated {
            config: Box::new(config.clone()),
            seats: seats as u8,
            rules_version,
        });
        for i in 0..seats {
            ctx.emit(E::PlayerJoined {
                player_id: Seat(i as u8),
            });
        }
        let slots = config.slots_for(seats).unwrap_or_default();
        ctx.emit(E::GameStarted {
            seats: order
                .iter()
                .enumerate()
                .map(|(k, &player_id)| SeatNumber {
                    player_id,
                    seat: k as u8 + 1,
                })
                .collect(),
            starting_parcels: slots
                .into_iter()
                .zip(&order)
                .map(|((area_id, cells), &owner)| StartingParcel {
                    area_id,
                    owner,
                    cells: geometry::sorted(cells),
                })
                .collect(),
            supply: StartSupply {
                capsule_board: config::Colour::ALL
                    .iter()
                    .map(|&c| (c, config.capsules.board(c)))
                    .collect(),
                entrances: config.supplies.entrances,
                vending_machines: config.supplies.vending_machines,
                buildings: config::BuildingType::ALL
                    .iter()
                    .map(|&b| (b, config.building_count(b)))
                    .collect(),
            },
        });
        flow::start_round(&mut ctx, 1);
        ctx.events
    }

    /// Decides a command with the given source of random outcomes (tests pass a script).
    pub fn decide_with(
        state: &TokyoCapsuleHotelState,
        seat: Seat,
        command: &TokyoCapsuleHotelCommand,
        rng: &mut dyn Randomness,
    ) -> Result<Vec<TokyoCapsuleHotelEvent>, TokyoCapsuleHotelRejection> {
        let mut ctx = Ctx::new(state, rng);
        decide::decide(&mut ctx, state, seat, command)?;
        Ok(ctx.events)
    }
}

impl Game for TokyoCapsuleHotel {
    const KIND: &'static str = "tokyo_capsule_hotel";
    /// Version 2: structures touching at a corner break the gap rule (unless
    /// `gap = edges_only`), and a head timeout costs that purchase action only.
    const RULES_VERSION: u32 = 2;
    /// Version 2: the state records its rules version.
    const STATE_FORMAT: u32 = 2;
    const POLICY: Option<BotInfo> = Some(BotInfo { name: "simple" });
    type Config = TokyoCapsuleHotelConfig;
    type State = TokyoCapsuleHotelState;
    type Command = TokyoCapsuleHotelCommand;
    type Event = TokyoCapsuleHotelEvent;
    type View = TokyoCapsuleHotelView;
    type EventView = TokyoCapsuleHotelEvent;
    type Rejection = TokyoCapsuleHotelRejection;
    type Data = data::TokyoCapsuleHotelData;
    type Orders = crate::engine::NoStandingOrders;

    fn seat_range(config: &TokyoCapsuleHotelConfig) -> RangeInclusive<usize> {
        usize::from(config.min_players)..=usize::from(config.max_players)
    }

    fn data(config: &TokyoCapsuleHotelConfig) -> data::TokyoCapsuleHotelData {
        data::data(config)
    }

    fn validate_config(config: &TokyoCapsuleHotelConfig) -> Result<(), String> {
        config.validate()
    }

    fn setup(
        config: &TokyoCapsuleHotelConfig,
        seats: usize,
        rng: &mut GameRng,
    ) -> Vec<TokyoCapsuleHotelEvent> {
        Self::setup_under(config, seats, Self::RULES_VERSION, rng)
    }

    /// Draws the clockwise seat order (Fisher–Yates over the join order).
    fn setup_under(
        config: &TokyoCapsuleHotelConfig,
        seats: usize,
        rules_version: u32,
        rng: &mut GameRng,
    ) -> Vec<TokyoCapsuleHotelEvent> {
        let mut order: Vec<Seat> = (0..seats).map(|i| Seat(i as u8)).collect();
        rng.shuffle(&mut order);
        Self::setup_with_order_under(config, seats, order, rules_version)
    }

    fn decide(
        state: &TokyoCapsuleHotelState,
        seat: Seat,
        command: &TokyoCapsuleHotelCommand,
        rng: &mut GameRng,
    ) -> Result<Vec<TokyoCapsuleHotelEvent>, TokyoCapsuleHotelRejection> {
        Self::decide_with(state, seat, command, rng)
    }

    fn evolve(state: &mut TokyoCapsuleHotelState, event: &TokyoCapsuleHotelEvent) {
        state.apply(event);
    }

    /// Hands over the decision's working copy, which already folded every event.
    fn decide_and_evolve(
        state: &mut TokyoCapsuleHotelState,
        seat: Seat,
        command: &TokyoCapsuleHotelCommand,
        rng: &mut GameRng,
    ) -> Result<Vec<TokyoCapsuleHotelEvent>, TokyoCapsuleHotelRejection> {
        let mut ctx = Ctx::new(state, rng);
        decide::decide(&mut ctx, state, seat, command)?;
        *state = ctx.s;
        Ok(ctx.events)
    }

    fn status(state: &TokyoCapsuleHotelState) -> Status {
        match state.phase {
            Phase::GameOver => match &state.outcome {
                Some(outcome) => Status::Finished(outcome.clone()),
                None => Status::Abandoned,
            },
            Phase::Abandoned => Status::Abandoned,
            Phase::LoanSelection => Status::Awaiting(
                state
                    .order
                    .iter()
                    .copied()
                    .filter(|s| state.players[s.index()].chosen_loan.is_none())
                    .collect(),
            ),
            Phase::Open | Phase::WindDown => Status::Awaiting(
                state
                    .order
                    .iter()
                    .copied()
                    .filter(|s| state.players[s.index()].status != state::Status::Passed)
                    .collect(),
            ),
            Phase::Setup => Status::Awaiting(Vec::new()),
        }
    }

    fn allowed_out_of_turn(
        _state: &TokyoCapsuleHotelState,
        command: &TokyoCapsuleHotelCommand,
    ) -> bool {
        matches!(command, TokyoCapsuleHotelCommand::Resign {})
    }

    fn is_system_command(command: &TokyoCapsuleHotelCommand) -> bool {
        matches!(command, TokyoCapsuleHotelCommand::Timeout { .. })
    }

    fn deadlines(state: &TokyoCapsuleHotelState) -> Vec<Deadline<TokyoCapsuleHotelCommand>> {
        deadlines::deadlines(state)
    }

    fn resign_command() -> TokyoCapsuleHotelCommand {
        TokyoCapsuleHotelCommand::Resign {}
    }

    fn redact(state: &TokyoCapsuleHotelState, seat: Seat) -> TokyoCapsuleHotelState {
        knowledge::redact(state, seat)
    }

    fn view(state: &TokyoCapsuleHotelState, viewer: Viewer) -> TokyoCapsuleHotelView {
        view::view(state, viewer)
    }

    fn render(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
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
        state: &TokyoCapsuleHotelState,
        event: &TokyoCapsuleHotelEvent,
        viewer: Viewer,
    ) -> Option<TokyoCapsuleHotelEvent> {
        view::event_view(state, event, viewer)
    }

    fn bot_command(
        state: &TokyoCapsuleHotelState,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Option<TokyoCapsuleHotelCommand> {
        policy::policy(state, seat, rng)
    }

    fn legal_commands(state: &TokyoCapsuleHotelState, seat: Seat) -> Vec<TokyoCapsuleHotelCommand> {
        legal::legal_commands(state, seat)
    }

    fn templates(state: &TokyoCapsuleHotelState, seat: Seat) -> Vec<Template> {
        legal::templates(state, seat)
    }

    fn expand(
        state: &TokyoCapsuleHotelState,
        seat: Seat,
        template: &Template,
    ) -> Result<Vec<TokyoCapsuleHotelCommand>, ExpandError> {
        expansion::expand(state, seat, template)
    }

    fn random_command(
        state: &TokyoCapsuleHotelState,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Option<TokyoCapsuleHotelCommand> {
        random::Universe::of(state, seat, rng).draw(rng)
    }
}
