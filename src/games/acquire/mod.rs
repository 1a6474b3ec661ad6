//! Acquire (Sid Sackson): the rules contract is the shared `rules/acquire.md`.
//!
//! Layout: [`tile`] (tiles and cells), `tile_set` and `board` (the cells as sets of tiles),
//! `playable` (which tiles can be placed), [`chain`] (chain ids per edition, tiers, the price
//! chart), [`config`] (Appendix A), [`command`] (with the [`name`]s it gives tiles and
//! chains), [`event`], [`rejection`], [`state`] (the whole truth and `evolve`), [`rules`]
//! (classification, checks, automatic steps), `decide` (a command's checks, then its effects
//! in place), [`legal`] (the legal commands and the random player, with `purchases`),
//! [`view`] (per-viewer state and events) and `render` (the board picture of a view).

mod board;
pub mod chain;
pub mod command;
pub mod config;
pub mod data;
mod decide;
pub mod event;
mod explain;
mod knowledge;
pub mod legal;
pub mod name;
mod narrate;
pub mod orders;
mod playable;
mod purchases;
pub mod rejection;
mod render;
pub mod rules;
pub mod state;
pub mod tile;
mod tile_set;
mod typed;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

pub use chain::Chain;
pub use command::{AcquireCommand, ExchangeRequest, Power, PurchasePower};
pub use config::AcquireConfig;
pub use event::{AcquireEvent, AcquireEventView};
pub use name::{ChainName, TileName};
pub use orders::AcquireStandingOrders;
pub use rejection::AcquireRejection;
pub use rules::check_invariants;
pub use state::AcquireState;
pub use tile::Tile;
pub use view::AcquireView;

use crate::engine::svg::Caption;
use crate::engine::{Game, GameRng, Outcome, Seat, Standing, Status, Viewer};
use state::Phase;

/// The game of Acquire.
pub struct Acquire;

impl Acquire {
    /// Sets a game up with an explicit pool order instead of a shuffle (§3 step 2): tests use
    /// it to make games deterministic and tools to replay games recorded elsewhere. `pool` is
    /// the draw order, front first: positions `0..seats` are the start tiles of seats
    /// `0..seats`, the next `6 × seats` are dealt in blocks of 6 in turn order.
    ///
    /// The order is recorded in the server-only `tile_pool_shuffled` event, exactly as a
    /// shuffled one. The HTTP API never accepts a pool order (it is not a game option).
    ///
    /// # Panics
    /// If `pool` is not a permutation of the 108 tiles, or `seats` is not in `1..=6`.
    pub fn setup_with_pool(
        config: &AcquireConfig,
        seats: usize,
        pool: Vec<Tile>,
    ) -> Vec<AcquireEvent> {
        rules::setup_with_pool(config, seats, pool)
    }
}

impl Game for Acquire {
    const KIND: &'static str = "acquire";
    type Config = AcquireConfig;
    type State = AcquireState;
    type Command = AcquireCommand;
    type Event = AcquireEvent;
    type View = AcquireView;
    type EventView = AcquireEventView;
    type Rejection = AcquireRejection;
    type Data = data::AcquireData;
    type Orders = AcquireStandingOrders;
    const STANDING_ORDERS: bool = true;
    /// `use_power` with `trade_2` is listed with single exchanges (longer lists are accepted).
    const SAMPLED_COMMANDS: &'static [&'static str] = &["use_power"];

    fn seat_range(config: &AcquireConfig) -> RangeInclusive<usize> {
        if config.allow_two_players {
            2..=6
        } else {
            3..=6
        }
    }

    fn data(config: &AcquireConfig) -> data::AcquireData {
        data::data(config)
    }

    /// Two players need `allow_two_players`.
    fn seat_limits() -> RangeInclusive<usize> {
        2..=6
    }

    fn validate_config(config: &AcquireConfig) -> Result<(), String> {
        config.validate()
    }

    /// Shuffles the 108 tiles (Fisher–Yates with the entry's generator) and deals them.
    fn setup(config: &AcquireConfig, seats: usize, rng: &mut GameRng) -> Vec<AcquireEvent> {
        let mut pool: Vec<Tile> = Tile::all().collect();
        rng.shuffle(&mut pool);
        rules::setup_with_pool(config, seats, pool)
    }

    /// Nothing after setup is random: every draw takes the next tile of the recorded order.
    fn decide(
        state: &AcquireState,
        seat: Seat,
        command: &AcquireCommand,
        _rng: &mut GameRng,
    ) -> Result<Vec<AcquireEvent>, AcquireRejection> {
        decide::decide(state, seat, command)
    }

    fn decide_and_evolve(
        state: &mut AcquireState,
        seat: Seat,
        command: &AcquireCommand,
        _rng: &mut GameRng,
    ) -> Result<Vec<AcquireEvent>, AcquireRejection> {
        let mut events = Vec::new();
        decide::decide_and_evolve_into(state, seat, command, &mut events)?;
        Ok(events)
    }

    fn decide_and_evolve_into(
        state: &mut AcquireState,
        seat: Seat,
        command: &AcquireCommand,
        _rng: &mut GameRng,
        events: &mut Vec<AcquireEvent>,
    ) -> Result<(), AcquireRejection> {
        decide::decide_and_evolve_into(state, seat, command, events)
    }

    fn evolve(state: &mut AcquireState, event: &AcquireEvent) {
        state.apply(event);
    }

    fn status(state: &AcquireState) -> Status {
        match state.phase {
            Phase::GameOver if state.resigned.is_some() => Status::Abandoned,
            Phase::GameOver => match &state.final_result {
                Some(result) => Status::Finished(outcome(result)),
                None => Status::Abandoned,
            },
            _ => Status::Awaiting(Self::sole_awaited(state).into_iter().collect()),
        }
    }

    fn sole_awaited(state: &AcquireState) -> Option<Seat> {
        match state.phase {
            Phase::AwaitingDisposal => state.merger.as_ref()?.queue.first().copied(),
            Phase::Setup | Phase::GameOver => None,
            _ => Some(state.turn_player),
        }
    }

    /// Only `resign` may be sent out of turn.
    fn allowed_out_of_turn(_state: &AcquireState, command: &AcquireCommand) -> bool {
        matches!(command, AcquireCommand::Resign {})
    }

    fn resign_command() -> AcquireCommand {
        AcquireCommand::Resign {}
    }

    /// Keeping every share of the defunct chain, and buying nothing; placing a tile and
    /// choosing chains have no default.
    fn skip_command(state: &AcquireState, _seat: Seat) -> Option<AcquireCommand> {
        match state.phase {
            Phase::AwaitingDisposal => Some(AcquireCommand::DisposeShares { sell: 0, trade: 0 }),
            Phase::AwaitingPurchase => Some(AcquireCommand::BuyShares {
                chains: Vec::new(),
                power: None,
            }),
            _ => None,
        }
    }

    fn validate_orders(
        state: &AcquireState,
        _seat: Seat,
        orders: &AcquireStandingOrders,
    ) -> Result<(), String> {
        orders::validate(state, orders)
    }

    /// Disposals of a defunct chain and the choice of the chain to found.
    fn standing_answer(
        state: &AcquireState,
        seat: Seat,
        orders: &AcquireStandingOrders,
    ) -> Option<AcquireCommand> {
        orders::answer(state, seat, orders)
    }

    fn redact(state: &AcquireState, seat: Seat) -> AcquireState {
        knowledge::redact(state, seat)
    }

    fn view(state: &AcquireState, viewer: Viewer) -> AcquireView {
        view::view(state, viewer)
    }

    fn render(view: &AcquireView, caption: &Caption) -> String {
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
        state: &AcquireState,
        event: &AcquireEvent,
        viewer: Viewer,
    ) -> Option<AcquireEventView> {
        view::event_view(state, event, viewer)
    }

    fn legal_commands(state: &AcquireState, seat: Seat) -> Vec<AcquireCommand> {
        legal::legal_commands(state, seat)
    }

    /// Counts the legal commands and builds only the one drawn: the same draw as listing them.
    fn random_command(
        state: &AcquireState,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Option<AcquireCommand> {
        legal::random_command(state, seat, rng)
    }
}

/// The shared result of a final result: ranks by cash, scores are the final cash.
fn outcome(result: &state::FinalResult) -> Outcome {
    let mut standings: Vec<Standing> = result
        .standings
        .iter()
        .map(|standing| Standing {
            seat: standing.player,
            rank: standing.rank,
            score: i64::from(standing.cash),
        })
        .collect();
    standings.sort_by_key(|standing| standing.seat);
    Outcome {
        standings,
        reason: match result.reason {
            event::EndReason::Declared => "end_declared",
            event::EndReason::Stalemate => "stalemate",
        }
        .into(),
    }
}
