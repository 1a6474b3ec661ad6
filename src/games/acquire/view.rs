//! What one viewer may see (§7): the state view and the event views.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::chain::{Chain, MAJORITY_MULTIPLIER, MINORITY_MULTIPLIER};
use super::command::{AcquireCommand, Power, PurchasePower};
use super::config::{AcquireConfig, AssetVisibility};
use super::event::{
    AcquireEvent, AcquireEventView, EndReason, MergingChain, Payout, RedactedEvent, RevealedHand,
    Standing, TileClass,
};
use super::name::ChainName;
use super::state::{AcquireState, Cell, Phase};
use super::tile::Tile;
use super::{legal, rules};
use crate::engine::{Seat, Viewer};

/// Where the game stands: whose turn it is, what the game waits for and who must act.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireStateView)]
pub struct StateView {
    /// What the game waits for: `awaiting_placement`, `awaiting_chain_choice`,
    /// `awaiting_survivor_choice`, `awaiting_defunct_choice`, `awaiting_disposal`,
    /// `awaiting_purchase`, or `game_over`.
    pub kind: &'static str,
    /// The seat that must act now: the player on turn, or in `awaiting_disposal` the holder
    /// whose decision it is; `null` when the game is over.
    pub actor: Option<Seat>,
    /// The seat whose turn it is.
    pub turn_player: Seat,
    /// The current turn's number, from 1.
    pub turn_number: u32,
    /// Whether the player on turn has declared the end; the game then ends after this turn's
    /// purchase.
    pub end_declared: bool,
    /// Tiles placed so far this turn (up to 4 with `place_4_tiles`).
    pub placements_this_turn: u32,
    /// The `place_4_tiles` power is active this turn.
    pub place_4_tiles_active: bool,
    /// Power cards used so far this turn.
    pub powers_used_this_turn: u32,
    /// Consecutive turn ends at which no tile could be placed any more; when it reaches the
    /// number of players, the game ends in a stalemate.
    pub frozen_turns: u32,
}

/// A bonus paid during the running merger.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireBonusView)]
pub struct BonusView {
    /// The defunct chain.
    pub chain: Chain,
    /// Its share price in dollars before the merger, on which the bonuses are based.
    pub price: u32,
    /// The payments made.
    pub payouts: Vec<Payout>,
}

/// The merger being resolved.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireMergerView)]
pub struct MergerView {
    /// The seat that placed the merging tile (the player on turn).
    pub mergemaker: Seat,
    /// The merging tile.
    pub tile: Tile,
    /// The surviving chain; `null` until it is chosen.
    pub survivor: Option<Chain>,
    /// The defunct chain being settled; `null` before the first one is selected.
    pub current_defunct: Option<Chain>,
    /// Defunct chains not selected yet.
    pub pending_defuncts: Vec<Chain>,
    /// Every merging chain with its size and price before the merging tile.
    pub sizes0: Vec<MergingChain>,
    /// Seats still to dispose of the current defunct chain, head first.
    pub queue: Vec<Seat>,
    /// The bonuses paid so far in this merger, one entry per defunct chain.
    pub bonuses_paid: Vec<BonusView>,
}

/// One chain of the edition, on the board or not.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireChainView)]
pub struct ChainView {
    /// The chain.
    pub chain: Chain,
    /// Its price tier: 1 (cheapest) to 3 (most expensive).
    pub tier: u32,
    /// Whether it is on the board.
    pub on_board: bool,
    /// Its size in tiles (0 when off the board).
    pub size: u32,
    /// Its current share price in dollars (0 when off the board).
    pub price: u32,
    /// Whether it is safe (at least `safe_chain_size` tiles): it can no longer be merged away.
    pub safe: bool,
    /// The largest shareholder's bonus at the current price, in dollars (10 × `price`).
    pub majority_bonus: u32,
    /// The second-largest shareholder's bonus at the current price, in dollars (5 × `price`).
    pub minority_bonus: u32,
    /// Its shares left in the bank (0–25).
    pub bank: u32,
}

/// One player. `cash` and `shares` are `null` for others with hidden assets.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquirePlayerView)]
pub struct PlayerView {
    /// The player's seat.
    pub seat: Seat,
    /// Cash in dollars; `null` for other players while assets are hidden.
    pub cash: Option<u32>,
    /// Shares held of each chain of the edition (0 included); `null` for other players while
    /// assets are hidden.
    pub shares: Option<BTreeMap<Chain, u32>>,
    /// Tiles in the player's hand.
    pub hand_count: usize,
    /// The tile the player drew at setup, which decided the first player.
    pub start_tile: Option<Tile>,
    /// Power cards the player has not used yet (empty without `special_powers`).
    pub powers_unused: Vec<Power>,
}

/// A tile of the viewer's hand with its classification.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireHandTileView)]
pub struct HandTileView {
    /// The tile.
    pub tile: Tile,
    /// What placing it now would do; `blocked` and `dead` tiles cannot be placed.
    pub class: TileClass,
    /// The chains it touches.
    pub chains: Vec<Chain>,
}

/// A chain whose shares may be bought now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireBuyableChain)]
pub struct BuyableChain {
    /// The chain.
    pub chain: Chain,
    /// Its current price per share in dollars.
    pub price: u32,
    /// Its shares left in the bank (at least 1).
    pub bank: u32,
}

/// A compact description of what the viewer may send now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireLegalMove)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LegalMove {
    /// `place_tile` with one of `tiles`.
    PlaceTile {
        /// Your tiles that may be placed now.
        tiles: Vec<Tile>,
    },
    /// `choose_chain` with one of `candidates`.
    ChooseChain {
        /// The chains that may be founded (those off the board).
        candidates: Vec<Chain>,
    },
    /// `choose_survivor` with one of `candidates`.
    ChooseSurvivor {
        /// The merging chains tied for the largest size.
        candidates: Vec<Chain>,
    },
    /// `choose_next_defunct` with one of `candidates`.
    ChooseNextDefunct {
        /// The defunct chains still to settle that are tied for the largest size.
        candidates: Vec<Chain>,
    },
    /// `dispose_shares`: any `sell + trade ≤ held` with `trade` even and `trade ≤ max_trade`.
    DisposeShares {
        /// The defunct chain.
        defunct: Chain,
        /// The surviving chain.
        survivor: Chain,
        /// Your shares of the defunct chain.
        held: u32,
        /// Most shares you may sell (= `held`).
        max_sell: u32,
        /// Most shares you may trade: even, within `held` and twice the survivor shares in
        /// the bank.
        max_trade: u32,
        /// Dollars per defunct share sold (its price before the merger).
        sale_price: u32,
    },
    /// `buy_shares`: up to `max_shares` entries (5 with `buy_5`) over `chains`, within each
    /// bank and `cash`.
    BuyShares {
        /// Most shares a purchase without a power card may buy (3).
        max_shares: u32,
        /// Your cash in dollars.
        cash: u32,
        /// The chains on the board with shares left in the bank.
        chains: Vec<BuyableChain>,
        /// The power cards you may name in this purchase (empty without `special_powers`).
        powers: Vec<PurchasePower>,
    },
    /// `declare_game_end` is accepted now.
    DeclareGameEnd,
    /// `skip_placement` is accepted now (you hold no playable tile).
    SkipPlacement,
    /// `use_power` with `power`; `trade_2` takes 1–3 exchanges of 2 shares each.
    UsePower {
        /// A card you may use now.
        power: Power,
    },
    /// `finish_placements` is accepted now (with `place_4_tiles`).
    FinishPlacements,
    /// `resign` is accepted (at any time).
    Resign,
}

/// The final results of a scored game.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireFinalView)]
pub struct FinalView {
    /// Why the game ended.
    pub reason: EndReason,
    /// The seat that declared the end; `null` after a stalemate.
    pub declared_by: Option<Seat>,
    /// Every seat's final cash and rank, best rank first, ties in seat order.
    pub standings: Vec<Standing>,
    /// The seats ranked first (several on a tie).
    pub winners: Vec<Seat>,
}

/// The game as one viewer may see it: board, chains, players, the running merger and what the
/// viewer may do. Secret tiles are left out: a seated player sees only their own hand.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AcquireView {
    /// The viewer's seat; `null` for spectators and auditors.
    pub you: Option<Seat>,
    /// The game's options.
    pub options: AcquireConfig,
    /// Where the game stands and who must act.
    pub state: StateView,
    /// The merger being resolved; `null` outside a merger.
    pub merger: Option<MergerView>,
    /// Non-empty cells only: a chain id, `loose`, `pending` or `dead`.
    pub board: BTreeMap<Tile, String>,
    /// The seven chains of the edition, on the board or not, in the edition's order.
    pub chains: Vec<ChainView>,
    /// Every player, in seat order.
    pub players: Vec<PlayerView>,
    /// The viewer's hand (seated players only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub your_hand: Option<Vec<HandTileView>>,
    /// Every hand (auditors only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<Vec<RevealedHand>>,
    /// Tiles left in the draw pool.
    pub pool_count: usize,
    /// Tiles discarded face up (dead tiles, and hands set aside with `redraw_hand`); their
    /// cells are dead.
    pub discarded: Vec<Tile>,
    /// What the viewer may send now, in compact form; only `resign` when someone else must
    /// act, and empty for spectators or once the game is over.
    pub legal_commands: Vec<LegalMove>,
    /// The final results; `null` until the game has been scored (and in a resigned game).
    #[serde(rename = "final")]
    pub final_results: Option<FinalView>,
    /// The seat whose resignation stopped the game; `null` unless a player resigned.
    pub resigned: Option<Seat>,
}

fn actor(state: &AcquireState) -> Option<Seat> {
    match state.phase {
        Phase::GameOver | Phase::Setup => None,
        Phase::AwaitingDisposal => state.merger.as_ref().and_then(|m| m.queue.first().copied()),
        _ => Some(state.turn_player),
    }
}

/// The compact legal moves of a seat, derived from the exact list.
fn legal_moves(state: &AcquireState, seat: Seat) -> Vec<LegalMove> {
    let commands = legal::legal_commands(state, seat);
    let mut moves = Vec::new();
    let tiles: Vec<Tile> = commands
        .iter()
        .filter_map(|c| match c {
            AcquireCommand::PlaceTile { tile } => tile.tile().ok(),
            _ => None,
        })
        .collect();
    if !tiles.is_empty() {
        moves.push(LegalMove::PlaceTile { tiles });
    }
    let candidates = |f: fn(&AcquireCommand) -> Option<&ChainName>| -> Vec<Chain> {
        commands
            .iter()
            .filter_map(f)
            .filter_map(|name| name.chain().ok())
            .collect()
    };
    let chain_choice = candidates(|c| {
        if let AcquireCommand::ChooseChain { chain } = c {
            Some(chain)
        } else {
            None
        }
    });
    if !chain_choice.is_empty() {
        moves.push(LegalMove::ChooseChain {
            candidates: chain_choice,
        });
    }
    let survivor = candidates(|c| {
        if let AcquireCommand::ChooseSurvivor { chain } = c {
            Some(chain)
        } else {
            None
        }
    });
    if !survivor.is_empty() {
        moves.push(LegalMove::ChooseSurvivor {
            candidates: survivor,
        });
    }
    let defunct = candidates(|c| {
        if let AcquireCommand::ChooseNextDefunct { chain } = c {
            Some(chain)
        } else {
            None
        }
    });
    if !defunct.is_empty() {
        moves.push(LegalMove::ChooseNextDefunct {
            candidates: defunct,
        });
    }
    if commands
        .iter()
        .any(|c| matches!(c, AcquireCommand::DisposeShares { .. }))
    {
        let merger = state.merger.as_ref().expect("a running merger");
        let (defunct, survivor) = (
            merger.current.expect("current"),
            merger.survivor.expect("survivor"),
        );
        let held = state.shares(seat, defunct);
        let max_trade = commands
            .iter()
            .filter_map(|c| {
                if let AcquireCommand::DisposeShares { trade, .. } = c {
                    Some(*trade)
                } else {
                    None
                }
            })
            .max()
            .unwrap_or(0);
        moves.push(LegalMove::DisposeShares {
            defunct,
            survivor,
            held,
            max_sell: held,
            max_trade,
            sale_price: merger.record(defunct).price0,
        });
    }
    if commands
        .iter()
        .any(|c| matches!(c, AcquireCommand::BuyShares { .. }))
    {
        let powers: Vec<PurchasePower> = [PurchasePower::Free3, PurchasePower::Buy5]
            .into_iter()
            .filter(|&p| {
                commands.iter().any(
                    |c| matches!(c, AcquireCommand::BuyShares { power: Some(q), .. } if *q == p),
                )
            })
            .collect();
        let chains = state
            .chains()
            .into_iter()
            .filter(|&c| state.on_board(c) && state.bank(c) > 0)
            .map(|chain| BuyableChain {
                chain,
                price: state.price(chain),
                bank: state.bank(chain),
            })
            .collect();
        moves.push(LegalMove::BuyShares {
            max_shares: rules::BUY_LIMIT,
            cash: state.cash(seat),
            chains,
            powers,
        });
    }
    let mut powers_listed: Vec<Power> = Vec::new();
    for command in &commands {
        match command {
            AcquireCommand::DeclareGameEnd {} => moves.push(LegalMove::DeclareGameEnd),
            AcquireCommand::SkipPlacement {} => moves.push(LegalMove::SkipPlacement),
            AcquireCommand::FinishPlacements {} => moves.push(LegalMove::FinishPlacements),
            AcquireCommand::Resign {} => moves.push(LegalMove::Resign),
            AcquireCommand::UsePower { power, .. } if !powers_listed.contains(power) => {
                powers_listed.push(*power);
                moves.push(LegalMove::UsePower { power: *power });
            }
            _ => {}
        }
    }
    moves
}

/// The view of §7.4.
pub fn view(state: &AcquireState, viewer: Viewer) -> AcquireView {
    let edition = state.config.edition;
    let over = state.is_over();
    let hidden = state.config.asset_visibility == AssetVisibility::Hidden && !over;
    let you = match viewer {
        Viewer::Seat(s) => Some(s),
        _ => None,
    };
    let board = Tile::all()
        .filter_map(|t| {
            let cell = match state.cell(t) {
                Cell::Empty => return None,
                Cell::Loose => "loose".to_string(),
                Cell::Pending => "pending".to_string(),
                Cell::Dead => "dead".to_string(),
                Cell::Chain(c) => c.id().to_string(),
            };
            Some((t, cell))
        })
        .collect();
    let chains = state
        .chains()
        .into_iter()
        .map(|chain| {
            let price = state.price(chain);
            ChainView {
                chain,
                tier: edition.tier(chain),
                on_board: state.on_board(chain),
                size: state.size(chain),
                price,
                safe: rules::is_safe(state, chain),
                majority_bonus: price * MAJORITY_MULTIPLIER,
                minority_bonus: price * MINORITY_MULTIPLIER,
                bank: state.bank(chain),
            }
        })
        .collect();
    let players = (0..state.seats)
        .map(|s| {
            let seat = Seat(s as u8);
            let visible = !hidden || viewer.sees_secrets_of(seat);
            PlayerView {
                seat,
                cash: visible.then(|| state.cash(seat)),
                shares: visible.then(|| {
                    state
                        .chains()
                        .into_iter()
                        .map(|c| (c, state.shares(seat, c)))
                        .collect()
                }),
                hand_count: state.hands[s].len(),
                start_tile: state.start_tiles[s],
                powers_unused: state.powers_unused[s].to_vec(),
            }
        })
        .collect();
    let your_hand = you.filter(|s| s.index() < state.seats).map(|seat| {
        state.hands[seat.index()]
            .iter()
            .map(|&tile| {
                let c = rules::classify(state, tile);
                HandTileView {
                    tile,
                    class: c.class,
                    chains: c.chains.to_vec(),
                }
            })
            .collect()
    });
    let hands = (viewer == Viewer::Auditor).then(|| {
        (0..state.seats)
            .map(|s| RevealedHand {
                player: Seat(s as u8),
                tiles: state.hands[s].to_vec(),
            })
            .collect()
    });
    let merger = state.merger.as_ref().map(|m| MergerView {
        mergemaker: m.mergemaker,
        tile: m.tile,
        survivor: m.survivor,
        current_defunct: m.current,
        pending_defuncts: m.pending.clone(),
        sizes0: m.chains.clone(),
        queue: m.queue.clone(),
        bonuses_paid: m
            .bonuses
            .iter()
            .map(|b| BonusView {
                chain: b.chain,
                price: b.price,
                payouts: b.payouts.clone(),
            })
            .collect(),
    });
    AcquireView {
        you,
        options: state.config.clone(),
        state: StateView {
            kind: state.phase.name(),
            actor: actor(state),
            turn_player: state.turn_player,
            turn_number: state.turn_number,
            end_declared: state.end_declared,
            placements_this_turn: state.placements,
            place_4_tiles_active: state.place4_active,
            powers_used_this_turn: state.powers_used_this_turn,
            frozen_turns: state.frozen_turns,
        },
        merger,
        board,
        chains,
        players,
        your_hand,
        hands,
        pool_count: state.pool.len(),
        discarded: state.discarded.to_vec(),
        legal_commands: you.map(|s| legal_moves(state, s)).unwrap_or_default(),
        final_results: state.final_result.as_ref().map(|f| FinalView {
            reason: f.reason,
            declared_by: f.declared_by,
            standings: f.standings.clone(),
            winners: f.winners.clone(),
        }),
        resigned: state.resigned,
    }
}

/// An event as `viewer` may see it (§7.5).
pub fn event_view(
    state: &AcquireState,
    event: &AcquireEvent,
    viewer: Viewer,
) -> Option<AcquireEventView> {
    let hidden = state.config.asset_visibility == AssetVisibility::Hidden && !state.is_over();
    let full = Some(AcquireEventView::Full(event.clone()));
    match event {
        AcquireEvent::TilePoolShuffled { .. } => {
            (viewer == Viewer::Auditor).then(|| AcquireEventView::Full(event.clone()))
        }
        AcquireEvent::TileDrawn { player, reason, .. } if !viewer.sees_secrets_of(*player) => {
            Some(AcquireEventView::Redacted(RedactedEvent::TileDrawn {
                player: *player,
                reason: *reason,
            }))
        }
        AcquireEvent::SharesPurchased {
            player, purchases, ..
        } if hidden && !viewer.sees_secrets_of(*player) => {
            let count = purchases.iter().map(|p| p.count).sum();
            Some(AcquireEventView::Redacted(RedactedEvent::SharesPurchased {
                player: *player,
                count,
            }))
        }
        AcquireEvent::SharesExchanged { player, exchanges }
            if hidden && !viewer.sees_secrets_of(*player) =>
        {
            let count = 2 * exchanges.len() as u32;
            Some(AcquireEventView::Redacted(RedactedEvent::SharesExchanged {
                player: *player,
                count,
            }))
        }
        _ => full,
    }
}
