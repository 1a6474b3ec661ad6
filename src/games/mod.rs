//! The games this server hosts. Adding a game means adding its folder and one line to
//! [`REGISTRY`].

pub mod acquire;
pub mod grand_austria_hotel;
pub mod monopoly;
pub mod tokyo_capsule_hotel;

use crate::engine::{AnyGame, Kind};

/// Every game kind, in the order `GET /v1/game-kinds` lists them.
pub static REGISTRY: &[&dyn AnyGame] = &[
    &Kind::<acquire::Acquire>::NEW,
    &Kind::<monopoly::Monopoly>::NEW,
    &Kind::<grand_austria_hotel::GrandAustriaHotel>::NEW,
    &Kind::<tokyo_capsule_hotel::TokyoCapsuleHotel>::NEW,
];

/// The registry entry of a kind name.
pub fn find(kind: &str) -> Option<&'static dyn AnyGame> {
    REGISTRY.iter().copied().find(|game| game.kind() == kind)
}
