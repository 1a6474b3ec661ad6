//! Where dice and shuffles come from: the entry's [`GameRng`] in play, a fixed script in
//! tests.

use std::collections::VecDeque;

use crate::engine::GameRng;

/// A source of random outcomes for one log entry.
pub trait Randomness {
    /// One die: 1..=6.
    fn die(&mut self) -> u8;
    /// A uniform integer in `0..bound`.
    fn below(&mut self, bound: u32) -> u32;
}

impl Randomness for GameRng {
    fn die(&mut self) -> u8 {
        GameRng::die(self, 6) as u8
    }

    fn below(&mut self, bound: u32) -> u32 {
        GameRng::below(self, bound)
    }
}

/// Scripted dice for tests: every throw takes the next pair. `below` always answers 0
/// (only `deck_mode` = random_draw and `turn_order` = random use it).
#[derive(Clone, Debug, Default)]
pub struct ScriptedDice {
    faces: VecDeque<u8>,
    /// The face thrown once the script is exhausted (`None`: running out is a bug).
    fallback: Option<u8>,
}

impl ScriptedDice {
    /// Dice that will throw these pairs, in order.
    pub fn new(pairs: &[(u8, u8)]) -> Self {
        ScriptedDice {
            faces: pairs.iter().flat_map(|&(a, b)| [a, b]).collect(),
            fallback: None,
        }
    }

    /// Dice that always show `face`.
    pub fn repeating(face: u8) -> Self {
        ScriptedDice {
            faces: VecDeque::new(),
            fallback: Some(face),
        }
    }
}

impl Randomness for ScriptedDice {
    fn die(&mut self) -> u8 {
        self.faces
            .pop_front()
            .or(self.fallback)
            .expect("the script has no dice left")
    }

    fn below(&mut self, _bound: u32) -> u32 {
        0
    }
}

/// Fisher–Yates from the last position down (the same draws as [`GameRng::shuffle`]).
pub fn shuffle<T>(rng: &mut dyn Randomness, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}
