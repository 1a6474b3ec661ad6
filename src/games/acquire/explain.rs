//! Why a command is refused, in words: one sentence per rejection, with its facts. Chains and
//! power cards are said as their terms (as in the narrations), tiles and command types as
//! printed codes.

use super::chain::Chain;
use super::command::Power;
use super::narrate::{chain_term, power_term};
use super::rejection::AcquireRejection;
use super::tile::Tile;
use crate::engine::words::{Arg, Message};

/// The sentence saying why the rules refuse a command.
pub fn explain(rejection: &AcquireRejection) -> Message {
    use AcquireRejection as R;
    match rejection {
        R::InvalidTileName { tile } => {
            Message::new("acquire-rejection-invalid-tile-name").with("tile", tile.as_str())
        }
        R::UnknownChain { chain, edition } => Message::new("acquire-rejection-unknown-chain")
            .with("chain", chain.as_str())
            .with("chains", chain_terms(&edition.chains())),
        R::PowersDisabled {} => Message::new("acquire-rejection-powers-disabled"),
        R::WrongPhase { state, allowed } => Message::new("acquire-rejection-wrong-phase")
            .with("state", state_term(state))
            .with("count", allowed.len())
            .with("allowed", allowed.join(", ")),
        R::TileNotInHand { tile } => {
            Message::new("acquire-rejection-tile-not-in-hand").with("tile", tile.to_string())
        }
        R::TilePermanentlyUnplayable { tile, safe_chains } => {
            Message::new("acquire-rejection-tile-permanently-unplayable")
                .with("tile", tile.to_string())
                .with("chains", chain_terms(safe_chains))
        }
        R::TileTemporarilyUnplayable { tile } => {
            Message::new("acquire-rejection-tile-temporarily-unplayable")
                .with("tile", tile.to_string())
        }
        R::HasPlayableTile { tiles } => Message::new("acquire-rejection-has-playable-tile")
            .with("count", tiles.len())
            .with("tiles", tile_names(tiles)),
        R::ChainAlreadyOnBoard { chain, candidates } => {
            Message::new("acquire-rejection-chain-already-on-board")
                .with("chain", chain_term(*chain))
                .with("count", candidates.len())
                .with("candidates", chain_terms(candidates))
        }
        R::NotASurvivorCandidate { chain, candidates } => {
            Message::new("acquire-rejection-not-a-survivor-candidate")
                .with("chain", chain_term(*chain))
                .with("count", candidates.len())
                .with("candidates", chain_terms(candidates))
        }
        R::NotADefunctCandidate { chain, candidates } => {
            Message::new("acquire-rejection-not-a-defunct-candidate")
                .with("chain", chain_term(*chain))
                .with("count", candidates.len())
                .with("candidates", chain_terms(candidates))
        }
        R::TradeOdd { trade } => Message::new("acquire-rejection-trade-odd").with("trade", *trade),
        R::DisposalExceedsHolding {
            defunct,
            sell,
            trade,
            held,
        } => Message::new("acquire-rejection-disposal-exceeds-holding")
            .with("chain", chain_term(*defunct))
            .with("sell", *sell)
            .with("trade", *trade)
            .with("held", *held),
        R::TradeExceedsBank {
            survivor,
            requested,
            bank,
        } => Message::new("acquire-rejection-trade-exceeds-bank")
            .with("chain", chain_term(*survivor))
            .with("requested", *requested)
            .with("bank", *bank),
        R::TooManyShares { requested, limit } => Message::new("acquire-rejection-too-many-shares")
            .with("requested", *requested)
            .with("limit", *limit),
        R::ChainNotOnBoard { chain, index } => Message::new("acquire-rejection-chain-not-on-board")
            .with("chain", chain_term(*chain))
            .with("exchange", index.map_or(0, |index| index + 1)),
        R::SharesExceedBank {
            chain,
            requested,
            bank,
        } => Message::new("acquire-rejection-shares-exceed-bank")
            .with("chain", chain_term(*chain))
            .with("requested", *requested)
            .with("bank", *bank),
        R::InsufficientCash { total, cash } => Message::new("acquire-rejection-insufficient-cash")
            .with("total", *total)
            .with("cash", *cash),
        R::EndAlreadyDeclared {} => Message::new("acquire-rejection-end-already-declared"),
        R::EndConditionNotMet {
            largest_size,
            end_chain_size,
            unsafe_chains,
        } => Message::new("acquire-rejection-end-condition-not-met")
            .with("largest", *largest_size)
            .with("end", *end_chain_size)
            .with("count", unsafe_chains.len())
            .with("chains", chain_terms(unsafe_chains)),
        R::PowerAlreadyUsed { power } => {
            Message::new("acquire-rejection-power-already-used").with("power", power_term(*power))
        }
        R::PowerPerTurnLimit {
            power,
            powers_per_turn,
        } => Message::new("acquire-rejection-power-per-turn-limit")
            .with("power", power_term(*power))
            .with("limit", *powers_per_turn),
        R::PowerNotUsableNow { power, state } => {
            Message::new("acquire-rejection-power-not-usable-now")
                .with("power", power_term(*power))
                .with("when", power_timing(*power))
                .with("state", state_term(state))
        }
        R::Take5PoolEmpty {} => Message::new("acquire-rejection-take5-pool-empty")
            .with("power", power_term(Power::Take5Tiles)),
        R::Trade2TooManyExchanges { count, max } => {
            Message::new("acquire-rejection-trade2-too-many-exchanges")
                .with("power", power_term(Power::Trade2))
                .with("count", *count)
                .with("max", *max)
        }
        R::Trade2SameChain { index, chain } => Message::new("acquire-rejection-trade2-same-chain")
            .with("exchange", index + 1)
            .with("chain", chain_term(*chain)),
        R::Trade2InsufficientHolding { index, chain, held } => {
            Message::new("acquire-rejection-trade2-insufficient-holding")
                .with("exchange", index + 1)
                .with("chain", chain_term(*chain))
                .with("held", *held)
        }
        R::Trade2BankShort { index, chain, bank } => {
            Message::new("acquire-rejection-trade2-bank-short")
                .with("exchange", index + 1)
                .with("chain", chain_term(*chain))
                .with("bank", *bank)
        }
    }
}

fn chain_terms(chains: &[Chain]) -> Vec<Message> {
    chains.iter().map(|chain| chain_term(*chain)).collect()
}

/// Tiles as one printed name, separated by spaces (`1A 3B`).
fn tile_names(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(Tile::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the game waits for, as a term; a state without one as its code.
fn state_term(state: &str) -> Arg {
    let id = match state {
        "setup" => "acquire-state-setup",
        "awaiting_placement" => "acquire-state-awaiting-placement",
        "awaiting_chain_choice" => "acquire-state-awaiting-chain-choice",
        "merging" => "acquire-state-merging",
        "awaiting_survivor_choice" => "acquire-state-awaiting-survivor-choice",
        "awaiting_defunct_choice" => "acquire-state-awaiting-defunct-choice",
        "awaiting_disposal" => "acquire-state-awaiting-disposal",
        "awaiting_purchase" => "acquire-state-awaiting-purchase",
        "end_of_turn" => "acquire-state-end-of-turn",
        "game_over" => "acquire-state-game-over",
        other => return Arg::Name(other.to_string()),
    };
    Arg::from(Message::new(id))
}

/// When a power card may be used, as a clause.
fn power_timing(power: Power) -> Message {
    Message::new(match power {
        Power::Take5Tiles | Power::Place4Tiles => "acquire-power-usable-before-placement",
        Power::Trade2 => "acquire-power-usable-before-purchase",
        Power::Free3 | Power::Buy5 => "acquire-power-usable-with-purchase",
    })
}
