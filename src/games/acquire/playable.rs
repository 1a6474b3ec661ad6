//! Which tiles can be placed now (§4.1), found for the whole board at once: a tile that is not
//! on the board is unplayable when its cell is next to two safe chains (dead) or, while every
//! chain is on the board, next to a tile but to no chain (blocked).

use super::chain::CHAIN_COUNT;
use super::rules::{chains_on_board, is_safe};
use super::state::AcquireState;
use super::tile::Tile;
use super::tile_set::TileSet;
use crate::engine::Seat;

/// The cells whose tiles cannot be placed now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unplayable {
    /// Cells next to two or more safe chains: their tiles are dead.
    pub dead: TileSet,
    /// Cells next to a tile but to no chain while every chain is on the board.
    pub blocked: TileSet,
}

impl Unplayable {
    /// The unplayable cells of the board of `state`.
    pub fn of(state: &AcquireState) -> Unplayable {
        let board = &state.board;
        let (mut once, mut twice) = (TileSet::EMPTY, TileSet::EMPTY);
        for chain in state.chains() {
            if is_safe(state, chain) {
                let around = board.chain(chain).neighbours();
                twice |= once & around;
                once |= around;
            }
        }
        let blocked = if chains_on_board(state) >= CHAIN_COUNT {
            board.occupied().neighbours() - board.in_chains().neighbours()
        } else {
            TileSet::EMPTY
        };
        Unplayable {
            dead: twice,
            blocked,
        }
    }

    /// Whether a tile that is not on the board can be placed.
    pub fn allows(&self, tile: Tile) -> bool {
        !(self.dead | self.blocked).contains(tile)
    }
}

/// A seat's playable tiles, in hand order.
pub fn playable_tiles(state: &AcquireState, seat: Seat) -> Vec<Tile> {
    let unplayable = Unplayable::of(state);
    state
        .hand(seat)
        .iter()
        .copied()
        .filter(|&tile| unplayable.allows(tile))
        .collect()
}

/// Whether a seat holds a playable tile.
pub fn has_playable_tile(state: &AcquireState, seat: Seat) -> bool {
    let unplayable = Unplayable::of(state);
    state.hand(seat).iter().any(|&tile| unplayable.allows(tile))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::random_playout;
    use crate::games::acquire::event::TileClass;
    use crate::games::acquire::rules::classify;
    use crate::games::acquire::state::Cell;
    use crate::games::acquire::{Acquire, AcquireCommand, AcquireConfig};

    /// In every position of seeded games, the cells found unplayable for the whole board are
    /// those whose tile the classification of §4.1 finds dead or blocked, one tile at a time.
    #[test]
    fn the_whole_board_agrees_with_classifying_each_tile() {
        let config = AcquireConfig {
            safe_chain_size: 6,
            end_chain_size: 41,
            ..AcquireConfig::default()
        };
        let (mut dead, mut blocked) = (0, 0);
        for game in 0..6 {
            random_playout::<Acquire>(
                &config,
                5,
                game,
                5000,
                0,
                |command| {
                    !matches!(
                        command,
                        AcquireCommand::Resign {} | AcquireCommand::DeclareGameEnd {}
                    )
                },
                |state, _| {
                    let unplayable = Unplayable::of(state);
                    for tile in Tile::all().filter(|&tile| state.cell(tile) == Cell::Empty) {
                        let class = classify(state, tile).class;
                        assert_eq!(unplayable.allows(tile), class.playable(), "{tile}");
                        assert_eq!(unplayable.dead.contains(tile), class == TileClass::Dead);
                        dead += usize::from(class == TileClass::Dead);
                        blocked += usize::from(class == TileClass::Blocked);
                    }
                },
            );
        }
        assert!(dead > 0 && blocked > 0, "{dead} dead, {blocked} blocked");
    }
}
