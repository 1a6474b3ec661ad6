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
use super::rules;
use super::state::{AcquireState, Cell, Phase};
use super::tile::Tile;
use crate::engine::{Seat, Viewer};

/// Where the game stands.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireStateView)]
pub struct StateView {
    /// The state's name (§4.2), e.g. `awaiting_placement`.
    pub kind: &'static str,
    /// The seat that must act now (none when the game is over).
    pub actor: Option<Seat>,
    pub turn_player: Seat,
    pub turn_number: u32,
    pub end_declared: bool,
    pub placements_this_turn: u32,
    /// The `place_4_tiles` power is active this turn.
    pub place_4_tiles_active: bool,
    pub powers_used_this_turn: u32,
    /// Consecutive frozen turn ends (stalemate safeguard, §9.4).
    pub frozen_turns: u32,
}

/// A bonus paid during the running merger.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireBonusView)]
pub struct BonusView {
    pub chain: Chain,
    pub price: u32,
    pub payouts: Vec<Payout>,
}

/// The running merger.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireMergerView)]
pub struct MergerView {
    pub mergemaker: Seat,
    pub tile: Tile,
    pub survivor: Option<Chain>,
    pub current_defunct: Option<Chain>,
    pub pending_defuncts: Vec<Chain>,
    /// Every merging chain with its size and price before the merging tile.
    pub sizes0: Vec<MergingChain>,
    /// Seats still to dispose of the current defunct chain, head first.
    pub queue: Vec<Seat>,
    pub bonuses_paid: Vec<BonusView>,
}

/// One chain of the edition.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireChainView)]
pub struct ChainView {
    pub chain: Chain,
    pub tier: u32,
    pub on_board: bool,
    pub size: u32,
    pub price: u32,
    pub safe: bool,
    pub majority_bonus: u32,
    pub minority_bonus: u32,
    pub bank: u32,
}

/// One player. `cash` and `shares` are `null` for others with hidden assets.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquirePlayerView)]
pub struct PlayerView {
    pub seat: Seat,
    pub cash: Option<u32>,
    pub shares: Option<BTreeMap<Chain, u32>>,
    pub hand_count: usize,
    pub start_tile: Option<Tile>,
    pub powers_unused: Vec<Power>,
}

/// A tile of the viewer's hand with its classification.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireHandTileView)]
pub struct HandTileView {
    pub tile: Tile,
    pub class: TileClass,
    /// The chains it touches.
    pub chains: Vec<Chain>,
}

/// A purchasable chain.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireBuyableChain)]
pub struct BuyableChain {
    pub chain: Chain,
    pub price: u32,
    pub bank: u32,
}

/// A compact description of what the viewer may send now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireLegalMove)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LegalMove {
    PlaceTile {
        tiles: Vec<Tile>,
    },
    ChooseChain {
        candidates: Vec<Chain>,
    },
    ChooseSurvivor {
        candidates: Vec<Chain>,
    },
    ChooseNextDefunct {
        candidates: Vec<Chain>,
    },
    /// Any `sell + trade ≤ held` with `trade` even and `trade ≤ max_trade`.
    DisposeShares {
        defunct: Chain,
        survivor: Chain,
        held: u32,
        max_sell: u32,
        max_trade: u32,
        sale_price: u32,
    },
    /// Up to `max_shares` entries (5 with `buy_5`) over `chains`, within each bank and `cash`.
    BuyShares {
        max_shares: u32,
        cash: u32,
        chains: Vec<BuyableChain>,
        powers: Vec<PurchasePower>,
    },
    DeclareGameEnd,
    SkipPlacement,
    /// `trade_2` takes 1–3 exchanges of 2 shares each.
    UsePower {
        power: Power,
    },
    FinishPlacements,
    Resign,
}

/// The final results.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AcquireFinalView)]
pub struct FinalView {
    pub reason: EndReason,
    pub declared_by: Option<Seat>,
    pub standings: Vec<Standing>,
    pub winners: Vec<Seat>,
}

/// The state as one viewer may see it (§7.4). `game_id` and `version` belong to the shared
/// layer.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AcquireView {
    /// The viewer's seat (none for spectators and auditors).
    pub you: Option<Seat>,
    pub options: AcquireConfig,
    pub state: StateView,
    pub merger: Option<MergerView>,
    /// Non-empty cells only: a chain id, `loose`, `pending` or `dead`.
    pub board: BTreeMap<Tile, String>,
    pub chains: Vec<ChainView>,
    pub players: Vec<PlayerView>,
    /// The viewer's hand (seated players only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub your_hand: Option<Vec<HandTileView>>,
    /// Every hand (auditors only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<Vec<RevealedHand>>,
    pub pool_count: usize,
    pub discarded: Vec<Tile>,
    pub legal_commands: Vec<LegalMove>,
    #[serde(rename = "final")]
    pub final_results: Option<FinalView>,
    /// The seat whose resignation stopped the game.
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
    let commands = rules::legal_commands(state, seat);
    let mut moves = Vec::new();
    let tiles: Vec<Tile> = commands
        .iter()
        .filter_map(|c| match c {
            AcquireCommand::PlaceTile { tile } => Tile::parse(tile),
            _ => None,
        })
        .collect();
    if !tiles.is_empty() {
        moves.push(LegalMove::PlaceTile { tiles });
    }
    let candidates = |f: fn(&AcquireCommand) -> Option<&String>| -> Vec<Chain> {
        commands
            .iter()
            .filter_map(f)
            .filter_map(|id| state.config.edition.parse_chain(id))
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
                powers_unused: state.powers_unused[s].clone(),
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
                    chains: c.chains,
                }
            })
            .collect()
    });
    let hands = (viewer == Viewer::Auditor).then(|| {
        (0..state.seats)
            .map(|s| RevealedHand {
                player: Seat(s as u8),
                tiles: state.hands[s].clone(),
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
        discarded: state.discarded.clone(),
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
