//! Monopoly: the classic property-trading game with the official rules and the Japanese
//! tournament options (auction steps, hotel redistribution, rescue negotiation).
//!
//! Choices on points the rules leave open:
//! * `PhaseChanged` closes every entry that changes the phase, its decision seats or the
//!   pending queue, once, with the final phase (intermediate phases of one entry are not
//!   repeated).
//! * Starting cash is part of `PlayerJoined`; every later movement of money is a
//!   `CashTransferred`.
//! * A player who resigns during an auction drops out of it and their high bid lapses; a
//!   resigning claimant's claim is withdrawn; the phase in progress resumes after the bank
//!   has auctioned the resigner's deeds.
//! * The cash of a player bankrupt on a debt owed to the Free Parking pot goes to the pot.
//! * In a building shortage, bidders may sell or mortgage during the unit auctions; a
//!   pending request that no longer fits the board is cancelled (`BuildRequestCancelled`).

mod auction;
mod bankruptcy;
mod building;
pub mod command;
pub mod config;
pub mod data;
mod deadlines;
mod decide;
pub mod event;
mod explain;
mod flow;
mod knowledge;
mod legal;
mod narrate;
pub mod orders;
pub mod policy;
pub mod randomness;
pub mod rejection;
mod render;
mod square;
pub mod state;
mod trade;
mod typed;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::engine::svg::Caption;
use crate::engine::{BotInfo, Deadline, Game, GameRng, Seat, Status, Viewer};

pub use command::MonopolyCommand;
pub use config::MonopolyConfig;
pub use event::MonopolyEvent;
pub use orders::MonopolyStandingOrders;
pub use randomness::{Randomness, ScriptedDice};
pub use rejection::MonopolyRejection;
pub use state::MonopolyState;
pub use view::MonopolyView;

use config::TurnOrder;
use event::{Deck, MonopolyEvent as E};
use flow::Ctx;
use state::Phase;

/// The Monopoly rules engine.
pub struct Monopoly;

impl Monopoly {
    /// The setup events with explicit initial deck orders (top first) and dice for the
    /// starting-player roll-off: the test constructor of §7, never offered by the API.
    pub fn setup_with_decks(
        config: &MonopolyConfig,
        seats: usize,
        chance_order: Vec<String>,
        community_chest_order: Vec<String>,
        rng: &mut dyn Randomness,
    ) -> Vec<MonopolyEvent> {
        let empty = MonopolyState::default();
        let mut ctx = Ctx::new(&empty, rng);
        ctx.emit(E::GameCreated {
            options: config.clone(),
            seats: seats as u8,
        });
        for i in 0..seats {
            ctx.emit(E::PlayerJoined {
                player: Seat(i as u8),
                cash: config.starting_cash,
            });
        }
        for (deck, order) in [
            (Deck::Chance, chance_order),
            (Deck::CommunityChest, community_chest_order),
        ] {
            ctx.emit(E::DeckShuffled {
                deck,
                card_count: order.len() as u8,
                order: Some(order),
            });
        }
        let first_player = match config.turn_order {
            TurnOrder::SeatOrder => Seat(0),
            TurnOrder::Random => Seat(ctx.rng.below(seats as u32) as u8),
            TurnOrder::RollOff => {
                let mut contenders: Vec<Seat> = (0..seats).map(|i| Seat(i as u8)).collect();
                while contenders.len() > 1 {
                    let mut totals = Vec::new();
                    for &player in &contenders {
                        let (d1, d2) = ctx.dice();
                        ctx.emit(E::TurnOrderRolled { player, d1, d2 });
                        totals.push((player, d1 + d2));
                    }
                    let best = totals.iter().map(|t| t.1).max().unwrap_or(0);
                    contenders = totals.iter().filter(|t| t.1 == best).map(|t| t.0).collect();
                }
                contenders[0]
            }
        };
        let seat_order = (0..seats)
            .map(|k| Seat(((first_player.index() + k) % seats) as u8))
            .collect();
        ctx.emit(E::GameStarted {
            first_player,
            seat_order,
        });
        ctx.emit(E::TurnStarted {
            player: first_player,
            round: 1,
            turn_no: 1,
        });
        ctx.s.phase = Phase::AwaitingRoll;
        ctx.finish(&empty)
    }

    /// Decides a command with the given source of dice (tests pass scripted dice).
    pub fn decide_with(
        state: &MonopolyState,
        seat: Seat,
        command: &MonopolyCommand,
        rng: &mut dyn Randomness,
    ) -> Result<Vec<MonopolyEvent>, MonopolyRejection> {
        if seat.index() >= state.players.len() || state.phase == Phase::Finished {
            return Err(MonopolyRejection::NotYourTurn);
        }
        let mut ctx = Ctx::new(state, rng);
        decide::apply(&mut ctx, seat, command)?;
        Ok(ctx.finish(state))
    }
}

fn deck_ids(cards: &[data::CardData]) -> Vec<String> {
    cards.iter().map(|c| c.id.clone()).collect()
}

impl Game for Monopoly {
    const KIND: &'static str = "monopoly";
    const POLICY: Option<BotInfo> = Some(BotInfo { name: "simple" });
    /// A player who resigns goes bankrupt to the bank; the others play on.
    const RESIGN_ELIMINATES: bool = true;
    /// 2: closed trades keep only their parties and end.
    const STATE_FORMAT: u32 = 2;
    type Config = MonopolyConfig;
    type State = MonopolyState;
    type Command = MonopolyCommand;
    type Event = MonopolyEvent;
    type View = MonopolyView;
    type EventView = MonopolyEvent;
    type Rejection = MonopolyRejection;
    type Data = data::MonopolyData;
    type Orders = MonopolyStandingOrders;
    const STANDING_ORDERS: bool = true;
    /// Bids, building and claim amounts, trade acceptances, mortgage-transfer choices and
    /// purchase offers are listed as samples (see `legal`).
    const SAMPLED_COMMANDS: &'static [&'static str] = &[
        "bid",
        "build",
        "sell_buildings",
        "claim_buildings",
        "accept_trade",
        "resolve_mortgage_transfer",
        "propose_trade",
    ];

    fn seat_range(config: &MonopolyConfig) -> RangeInclusive<usize> {
        usize::from(config.players_min)..=usize::from(config.players_max)
    }

    fn data(config: &MonopolyConfig) -> data::MonopolyData {
        data::printed_data(config)
    }

    /// `players_min` and `players_max` may range from 2 to 8.
    fn seat_limits() -> RangeInclusive<usize> {
        2..=8
    }

    fn validate_config(config: &MonopolyConfig) -> Result<(), String> {
        config.validate()
    }

    fn setup(config: &MonopolyConfig, seats: usize, rng: &mut GameRng) -> Vec<MonopolyEvent> {
        let board = data::board();
        let mut chance = deck_ids(&board.chance);
        let mut chest = deck_ids(&board.community_chest);
        randomness::shuffle(rng, &mut chance);
        randomness::shuffle(rng, &mut chest);
        Monopoly::setup_with_decks(config, seats, chance, chest, rng)
    }

    fn decide(
        state: &MonopolyState,
        seat: Seat,
        command: &MonopolyCommand,
        rng: &mut GameRng,
    ) -> Result<Vec<MonopolyEvent>, MonopolyRejection> {
        Monopoly::decide_with(state, seat, command, rng)
    }

    fn evolve(state: &mut MonopolyState, event: &MonopolyEvent) {
        event::evolve(state, event);
    }

    fn status(state: &MonopolyState) -> Status {
        match &state.outcome {
            Some(outcome) => Status::Finished(outcome.clone()),
            None => Status::Awaiting(state.deciding()),
        }
    }

    fn allowed_out_of_turn(_state: &MonopolyState, command: &MonopolyCommand) -> bool {
        use MonopolyCommand as C;
        matches!(
            command,
            C::ProposeTrade { .. }
                | C::AcceptTrade { .. }
                | C::RejectTrade { .. }
                | C::CancelTrade { .. }
                | C::Resign {}
                | C::Build { .. }
                | C::SellBuildings { .. }
                | C::Mortgage { .. }
                | C::Unmortgage { .. }
                | C::Timeout { .. }
        )
    }

    fn is_system_command(command: &MonopolyCommand) -> bool {
        matches!(command, MonopolyCommand::Timeout { .. })
    }

    fn resign_command() -> MonopolyCommand {
        MonopolyCommand::Resign {}
    }

    fn validate_orders(
        _state: &MonopolyState,
        _seat: Seat,
        orders: &MonopolyStandingOrders,
    ) -> Result<(), String> {
        orders::validate(orders)
    }

    /// Auction bids within a ceiling per group, and rejections of trade offers.
    fn standing_answer(
        state: &MonopolyState,
        seat: Seat,
        orders: &MonopolyStandingOrders,
    ) -> Option<MonopolyCommand> {
        orders::answer(state, seat, orders)
    }

    fn redact(state: &MonopolyState, seat: Seat) -> MonopolyState {
        knowledge::redact(state, seat)
    }

    fn view(state: &MonopolyState, viewer: Viewer) -> MonopolyView {
        view::view(state, viewer)
    }

    fn render(view: &MonopolyView, caption: &Caption) -> String {
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
        state: &MonopolyState,
        event: &MonopolyEvent,
        viewer: Viewer,
    ) -> Option<MonopolyEvent> {
        view::event_view(state, event, viewer)
    }

    fn legal_commands(state: &MonopolyState, seat: Seat) -> Vec<MonopolyCommand> {
        legal::legal_commands(state, seat)
    }

    fn deadlines(state: &MonopolyState) -> Vec<Deadline<MonopolyCommand>> {
        deadlines::deadlines(state)
    }

    /// The simple built-in player of [`policy::simple_policy`].
    fn bot_command(
        state: &MonopolyState,
        seat: Seat,
        _rng: &mut GameRng,
    ) -> Option<MonopolyCommand> {
        policy::simple_policy(state, seat)
    }
}
