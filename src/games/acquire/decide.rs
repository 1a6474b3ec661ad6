//! Deciding a command: every check first, against the state as it is ([`check`]), then the
//! effects, applied to the state event by event as they are emitted ([`act`]). A rejected
//! command therefore leaves the state untouched, and an accepted one needs no copy of it.

use super::chain::Chain;
use super::command::{AcquireCommand, Power, PurchasePower};
use super::event::{
    AcquireEvent, ChoiceBy, DrawReason, Exchange, MergingChain, Purchase, TileClass,
};
use super::name::{ChainName, TileName};
use super::playable::{has_playable_tile, playable_tiles};
use super::rejection::AcquireRejection as R;
use super::rules::{
    Classified, Emitter, advance, allowed_types, check_buy, check_declare, check_disposal,
    check_use_power, classify, defunct_candidates, end_turn, found_chain, off_board_chains,
    select_defunct, survivor_candidates, with_connected_loose,
};
use super::state::{AcquireState, Phase};
use super::tile::Tile;
use crate::engine::Seat;

/// Decides a command (the engine's `Game::decide`): its events.
pub fn decide(
    state: &AcquireState,
    seat: Seat,
    command: &AcquireCommand,
) -> Result<Vec<AcquireEvent>, R> {
    let checked = check(state, seat, command)?;
    let mut after = state.clone();
    let mut events = Vec::new();
    act(Emitter::new(&mut after, &mut events), seat, checked);
    Ok(events)
}

/// Decides a command and applies its events to `state` (the engine's
/// `Game::decide_and_evolve_into`), the events replacing the content of `events`; a rejected
/// command leaves both as they were.
pub fn decide_and_evolve_into(
    state: &mut AcquireState,
    seat: Seat,
    command: &AcquireCommand,
    events: &mut Vec<AcquireEvent>,
) -> Result<(), R> {
    let checked = check(state, seat, command)?;
    events.clear();
    act(Emitter::new(state, events), seat, checked);
    Ok(())
}

/// A command that passed every check, with what the checks found out.
enum Checked {
    Resign,
    Place(Tile, Classified),
    ChooseChain(Tile, Chain),
    ChooseSurvivor(Chain),
    ChooseNextDefunct(Chain),
    /// The `shares_disposed` event the disposal makes.
    Dispose(AcquireEvent),
    Buy {
        purchases: Vec<Purchase>,
        total: u32,
        power: Option<PurchasePower>,
    },
    DeclareGameEnd,
    SkipPlacement,
    UsePower(Power, Vec<(Chain, Chain)>),
    FinishPlacements,
}

/// The checks of a command, in the order of §10.3: names, powers, phase, then the command's
/// own.
fn check(state: &AcquireState, seat: Seat, command: &AcquireCommand) -> Result<Checked, R> {
    use AcquireCommand as C;
    // 1–2: names.
    let tile = match command {
        C::PlaceTile { tile } => Some(parse_tile(tile)?),
        _ => None,
    };
    let chain = match command {
        C::ChooseChain { chain } | C::ChooseSurvivor { chain } | C::ChooseNextDefunct { chain } => {
            Some(parse_chain(state, chain)?)
        }
        _ => None,
    };
    let buy: Vec<Chain> = match command {
        C::BuyShares { chains, .. } => chains
            .iter()
            .map(|c| parse_chain(state, c))
            .collect::<Result<_, _>>()?,
        _ => Vec::new(),
    };
    let exchanges: Vec<(Chain, Chain)> = match command {
        C::UsePower {
            exchanges: Some(list),
            ..
        } => list
            .iter()
            .map(|e| Ok((parse_chain(state, &e.give)?, parse_chain(state, &e.take)?)))
            .collect::<Result<_, R>>()?,
        _ => Vec::new(),
    };
    // 3: powers.
    let uses_power = matches!(
        command,
        C::UsePower { .. } | C::FinishPlacements {} | C::BuyShares { power: Some(_), .. }
    );
    if uses_power && !state.config.special_powers {
        return Err(R::PowersDisabled {});
    }
    if let C::Resign {} = command {
        return Ok(Checked::Resign);
    }
    // 4: phase.
    let allowed = allowed_types(state);
    if !allowed.contains(&command.type_name()) {
        return Err(R::WrongPhase {
            state: state.phase.name(),
            allowed: allowed.to_vec(),
        });
    }
    // 5+: the command's own checks.
    Ok(match command {
        C::PlaceTile { .. } => {
            let tile = tile.expect("parsed");
            if !state.hands[seat.index()].contains(&tile) {
                return Err(R::TileNotInHand { tile });
            }
            let classified = classify(state, tile);
            match classified.class {
                TileClass::Dead => {
                    return Err(R::TilePermanentlyUnplayable {
                        tile,
                        safe_chains: classified.safe.to_vec(),
                    });
                }
                TileClass::Blocked => return Err(R::TileTemporarilyUnplayable { tile }),
                _ => {}
            }
            Checked::Place(tile, classified)
        }
        C::ChooseChain { .. } => {
            let chain = chain.expect("parsed");
            if state.on_board(chain) {
                return Err(R::ChainAlreadyOnBoard {
                    chain,
                    candidates: off_board_chains(state),
                });
            }
            let Phase::AwaitingChainChoice { tile } = state.phase else {
                unreachable!("phase checked")
            };
            Checked::ChooseChain(tile, chain)
        }
        C::ChooseSurvivor { .. } => {
            let chain = chain.expect("parsed");
            let candidates = survivor_candidates(state);
            if !candidates.contains(&chain) {
                return Err(R::NotASurvivorCandidate { chain, candidates });
            }
            Checked::ChooseSurvivor(chain)
        }
        C::ChooseNextDefunct { .. } => {
            let chain = chain.expect("parsed");
            let candidates = defunct_candidates(state);
            if !candidates.contains(&chain) {
                return Err(R::NotADefunctCandidate { chain, candidates });
            }
            Checked::ChooseNextDefunct(chain)
        }
        C::DisposeShares { sell, trade } => {
            Checked::Dispose(check_disposal(state, seat, *sell, *trade)?)
        }
        C::BuyShares { power, .. } => {
            let (purchases, total) = check_buy(state, seat, &buy, *power)?;
            Checked::Buy {
                purchases,
                total,
                power: *power,
            }
        }
        C::DeclareGameEnd {} => {
            check_declare(state)?;
            Checked::DeclareGameEnd
        }
        C::SkipPlacement {} => {
            let tiles = playable_tiles(state, seat);
            if !tiles.is_empty() {
                return Err(R::HasPlayableTile { tiles });
            }
            Checked::SkipPlacement
        }
        C::UsePower { power, .. } => {
            check_use_power(state, seat, *power, &exchanges)?;
            Checked::UsePower(*power, exchanges)
        }
        C::FinishPlacements {} => Checked::FinishPlacements,
        C::Resign {} => unreachable!("handled above"),
    })
}

/// The effects of a checked command and of the automatic steps that follow it.
fn act(mut em: Emitter<'_>, seat: Seat, checked: Checked) {
    let em = &mut em;
    match checked {
        Checked::Resign => {
            em.emit(AcquireEvent::PlayerResigned { player: seat });
            return;
        }
        Checked::Place(tile, classified) => place(em, seat, tile, &classified),
        Checked::ChooseChain(tile, chain) => found_chain(em, tile, chain, ChoiceBy::Player),
        Checked::ChooseSurvivor(chain) => em.emit(AcquireEvent::SurvivorChosen {
            chain,
            by: ChoiceBy::Player,
        }),
        Checked::ChooseNextDefunct(chain) => select_defunct(em, chain, ChoiceBy::Player),
        Checked::Dispose(event) => em.emit(event),
        Checked::Buy {
            purchases,
            total,
            power,
        } => {
            if let Some(power) = power {
                em.emit(AcquireEvent::PowerUsed {
                    player: seat,
                    power: power.into(),
                });
            }
            em.emit(AcquireEvent::SharesPurchased {
                player: seat,
                purchases,
                total,
                power,
            });
            end_turn(em);
            return;
        }
        Checked::DeclareGameEnd => em.emit(AcquireEvent::GameEndDeclared { player: seat }),
        Checked::SkipPlacement => em.emit(AcquireEvent::PlacementSkipped { player: seat }),
        Checked::UsePower(power, exchanges) => {
            em.emit(AcquireEvent::PowerUsed {
                player: seat,
                power,
            });
            match power {
                Power::Take5Tiles => {
                    for _ in 0..5 {
                        em.draw(seat, DrawReason::Power);
                    }
                    if !has_playable_tile(em.state, seat) {
                        em.emit(AcquireEvent::PlacementSkipped { player: seat });
                    }
                }
                Power::Trade2 => {
                    let exchanges = exchanges
                        .iter()
                        .map(|&(give, take)| Exchange { give, take })
                        .collect();
                    em.emit(AcquireEvent::SharesExchanged {
                        player: seat,
                        exchanges,
                    });
                }
                _ => {}
            }
        }
        Checked::FinishPlacements => em.emit(AcquireEvent::PlacementsFinished { player: seat }),
    }
    advance(em);
}

/// `tile_placed`, and the growth or the start of a merger it makes.
fn place(em: &mut Emitter<'_>, seat: Seat, tile: Tile, classified: &Classified) {
    em.emit(AcquireEvent::TilePlaced {
        player: seat,
        tile,
        class: classified.class,
    });
    match classified.class {
        TileClass::Grow => {
            let chain = classified.chains[0];
            let tiles_added: Vec<Tile> = with_connected_loose(em.state, tile).iter().collect();
            let size = em.state.size(chain) + tiles_added.len() as u32;
            em.emit(AcquireEvent::ChainGrown {
                chain,
                tiles_added,
                size,
            });
        }
        TileClass::Merge => {
            let mut chains: Vec<MergingChain> = classified
                .chains
                .iter()
                .map(|&chain| MergingChain {
                    chain,
                    size0: em.state.size(chain),
                    price0: em.state.price(chain),
                })
                .collect();
            chains.sort_by(|a, b| b.size0.cmp(&a.size0).then(a.chain.cmp(&b.chain)));
            em.emit(AcquireEvent::MergerStarted {
                mergemaker: seat,
                tile,
                chains,
            });
        }
        _ => {}
    }
}

fn parse_tile(name: &TileName) -> Result<Tile, R> {
    name.tile()
        .map_err(|text| R::InvalidTileName { tile: text.into() })
}

/// The chain `name` names, if the game's edition has it.
fn parse_chain(state: &AcquireState, name: &ChainName) -> Result<Chain, R> {
    let edition = state.config.edition;
    match name.chain() {
        Ok(chain) if edition.chains().contains(&chain) => Ok(chain),
        _ => Err(R::UnknownChain {
            chain: name.to_string(),
            edition,
        }),
    }
}
