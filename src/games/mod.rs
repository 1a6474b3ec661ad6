//! The games this server hosts. Adding a game means adding its folder and one line to
//! [`REGISTRY`].

use crate::engine::{AnyGame, Kind};

pub mod monopoly;

/// Every game kind, in the order `GET /v1/game-kinds` lists them.
pub static REGISTRY: &[&dyn AnyGame] = &[&Kind::<monopoly::Monopoly>::NEW];

/// The registry entry of a kind name.
pub fn find(kind: &str) -> Option<&'static dyn AnyGame> {
    REGISTRY.iter().copied().find(|game| game.kind() == kind)
}
