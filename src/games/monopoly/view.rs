//! What one viewer may see: the state built field by field, and event views.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Seat, Viewer};

use super::command::MonopolyCommand;
use super::config::MonopolyConfig;
use super::data;
use super::event::MonopolyEvent;
use super::legal;
use super::state::{KnownTrade, MonopolyState, Phase, Supply, Trade};
use super::trade;

/// The phase, its decision seats and its public data.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyPhaseView)]
pub struct PhaseView {
    /// The phase's name, e.g. `awaiting_roll` (the same as `data.name`).
    pub name: String,
    /// The seats the game waits for.
    pub deciding: Vec<Seat>,
    /// Dollars: the lowest acceptable bid of the running auction; `null` outside auctions.
    pub min_next_bid: Option<i64>,
    /// The phase with its data (the offer, the auction, the debt, the claim round, …).
    pub data: Phase,
}

/// The turn counters.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyTurnView)]
pub struct TurnView {
    /// The seat whose turn it is.
    pub active: Seat,
    /// The round, from 1; it grows when the turn passes back round the table.
    pub round: u32,
    /// The turn's number in the game, from 1.
    pub turn_no: u32,
    /// Doubles thrown so far this turn, 0–3 (three send the player to jail).
    pub doubles_count: u8,
    /// Whether the active player must roll again after doubles.
    pub roll_again: bool,
}

/// A player as the viewer sees them.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyPlayerView)]
pub struct PlayerView {
    /// The player's seat.
    pub seat: Seat,
    /// Dollars in hand; hidden (`null`) for other players under `hide_cash`.
    pub cash: Option<i64>,
    /// The token's square, 0–39 (10 when in jail).
    pub position: u8,
    /// Whether the player is in jail (not just visiting).
    pub in_jail: bool,
    /// Failed rolls for doubles in the current jail stay, 0–2.
    pub jail_attempts: u8,
    /// The Get Out of Jail Free cards held (`CH08`, `CC05`).
    pub jail_cards: Vec<String>,
    /// Whether the player is bankrupt (or resigned) and out of the game.
    pub bankrupt: bool,
}

/// A square with a title deed (street, railroad or utility).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolySquareView)]
pub struct SquareView {
    /// The square's board index.
    pub index: u8,
    /// The owning seat; `null` while the bank holds the deed.
    pub owner: Option<Seat>,
    /// Whether the deed is mortgaged (no rent is charged on it).
    pub mortgaged: bool,
    /// Buildings: 0–4 houses, 5 a hotel (always 0 for railroads and utilities).
    pub level: u8,
}

/// Cards left in each deck (never their order).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyDecksView)]
pub struct DecksView {
    /// Cards in the Chance deck, 15–16 (a held Get Out of Jail Free card is not in it).
    pub chance: usize,
    /// Cards in the Community Chest deck, 15–16.
    pub community_chest: usize,
}

/// The game as one viewer may see it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct MonopolyView {
    /// The viewing seat; `null` for spectators.
    pub viewer: Option<Seat>,
    /// The options of the game.
    pub options: MonopolyConfig,
    /// The current phase and who the game waits for.
    pub phase: PhaseView,
    /// The turn counters.
    pub turn: TurnView,
    /// The houses and hotels the bank still holds.
    pub bank: Supply,
    /// Dollars in the Free Parking pot (always 0 without `free_parking_jackpot`).
    pub jackpot: i64,
    /// Every player in seat order.
    pub players: Vec<PlayerView>,
    /// The 28 squares with a title deed, in board order.
    pub squares: Vec<SquareView>,
    /// The number of cards in each deck.
    pub decks: DecksView,
    /// The open trades the viewer may see (their own, or all under `trade_visibility` =
    /// public). Closed trades are in the log (`TradeExecuted`, `TradeRejected`, ...).
    pub trades: Vec<Trade>,
    /// Dollars the viewer owes in the open debt; `null` unless the viewer is the debtor.
    pub owed: Option<i64>,
    /// The commands the viewer may send now.
    pub legal_commands: Vec<MonopolyCommand>,
    /// Once the game is over, the rank of every seat in seat order (1 = best; equal net
    /// worth and cash share a rank; bankrupt players rank by when they went bankrupt, last
    /// out ranking best). The same ranks are in the game's `result`.
    pub ranks: Option<Vec<u32>>,
}

fn may_see(s: &MonopolyState, trade: KnownTrade, viewer: Viewer) -> bool {
    match viewer {
        Viewer::Auditor => true,
        Viewer::Seat(seat) => trade::visible(s, trade, seat),
        Viewer::Spectator => s.config.trade_visibility == super::config::TradeVisibility::Public,
    }
}

/// Builds the view of `viewer`.
pub fn view(s: &MonopolyState, viewer: Viewer) -> MonopolyView {
    let seat = match viewer {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let players = s
        .seats()
        .map(|p| {
            let player = s.player(p);
            let cash_visible = !s.config.hide_cash || viewer.sees_secrets_of(p);
            PlayerView {
                seat: p,
                cash: cash_visible.then_some(player.cash),
                position: player.position,
                in_jail: player.in_jail,
                jail_attempts: player.jail_attempts,
                jail_cards: player.jail_cards.clone(),
                bankrupt: player.bankrupt,
            }
        })
        .collect();
    let squares = data::board()
        .squares
        .iter()
        .filter(|sq| sq.ownable())
        .map(|sq| {
            let deed = s.deed(sq.index);
            SquareView {
                index: sq.index,
                owner: deed.owner,
                mortgaged: deed.mortgaged,
                level: deed.level,
            }
        })
        .collect();
    let owed = s
        .phase
        .debt()
        .filter(|d| Some(d.debtor) == seat)
        .map(|d| d.total);
    MonopolyView {
        viewer: seat,
        options: s.config.clone(),
        phase: PhaseView {
            name: s.phase.name().into(),
            deciding: s.deciding(),
            min_next_bid: match &s.phase {
                Phase::Auction(auction) => Some(auction.min_next_bid()),
                _ => None,
            },
            data: s.phase.clone(),
        },
        turn: TurnView {
            active: s.turn.active,
            round: s.turn.round,
            turn_no: s.turn.turn_no,
            doubles_count: s.turn.doubles_count,
            roll_again: s.turn.roll_again,
        },
        bank: s.bank,
        jackpot: s.jackpot,
        players,
        squares,
        decks: DecksView {
            chance: s.chance.len(),
            community_chest: s.community_chest.len(),
        },
        trades: s
            .open_trades
            .iter()
            .filter(|t| may_see(s, KnownTrade::Open(t), viewer))
            .map(|t| (**t).clone())
            .collect(),
        owed,
        legal_commands: seat
            .map(|p| legal::legal_commands(s, p))
            .unwrap_or_default(),
        ranks: s
            .outcome
            .as_ref()
            .map(|o| o.standings.iter().map(|standing| standing.rank).collect()),
    }
}

/// An event as `viewer` may see it: deck orders only for the auditor, private trade events
/// only for their parties.
pub fn event_view(
    s: &MonopolyState,
    event: &MonopolyEvent,
    viewer: Viewer,
) -> Option<MonopolyEvent> {
    use MonopolyEvent as E;
    let trade_visible = |trade_id: &str| s.trade(trade_id).is_some_and(|t| may_see(s, t, viewer));
    match event {
        E::DeckShuffled {
            deck, card_count, ..
        } if viewer != Viewer::Auditor => Some(E::DeckShuffled {
            deck: *deck,
            card_count: *card_count,
            order: None,
        }),
        E::TradeProposed { trade } if !may_see(s, KnownTrade::Open(trade), viewer) => None,
        E::TradeRejected { trade_id, .. }
        | E::TradeCancelled { trade_id }
        | E::TradeVoided { trade_id, .. }
            if !trade_visible(trade_id) =>
        {
            None
        }
        E::DeadlineExpired {
            trade_id: Some(trade_id),
            ..
        } if !trade_visible(trade_id) => None,
        other => Some(other.clone()),
    }
}
