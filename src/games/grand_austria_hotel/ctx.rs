//! The working copy a command is decided on: every change is an event, applied as it is
//! emitted, so the live state and a replay of the log can never differ. Also the source of
//! random draws (the entry's generator, or scripted values in tests).

use std::collections::VecDeque;

use crate::engine::GameRng;

use super::data::Bonus;
use super::effect::{Effect, Frame, FrameOrder, Source};
use super::event::GrandAustriaHotelEvent as E;
use super::state::GrandAustriaHotelState;

/// Where random draws come from.
pub trait Randomness {
    /// A uniform integer in `0..bound`.
    fn below(&mut self, bound: u32) -> u32;
}

impl Randomness for GameRng {
    fn below(&mut self, bound: u32) -> u32 {
        GameRng::below(self, bound)
    }
}

/// Scripted draws for tests: die values (1–6) for the rolls, in order; every other draw (and
/// any roll once the script is used up) takes 0 (a die shows 1).
#[derive(Clone, Debug, Default)]
pub struct ScriptedDice {
    values: VecDeque<u8>,
}

impl ScriptedDice {
    /// Dice values to hand out in order.
    pub fn new(values: impl IntoIterator<Item = u8>) -> Self {
        ScriptedDice {
            values: values.into_iter().collect(),
        }
    }
}

impl Randomness for ScriptedDice {
    fn below(&mut self, bound: u32) -> u32 {
        if bound == 6 {
            self.values
                .pop_front()
                .map_or(0, |v| u32::from(v.saturating_sub(1)))
        } else {
            0
        }
    }
}

/// A command being decided.
pub struct Ctx<'a> {
    pub s: GrandAustriaHotelState,
    pub events: Vec<E>,
    pub rng: &'a mut dyn Randomness,
    next_effect: u32,
}

impl<'a> Ctx<'a> {
    /// Starts from a copy of `state`.
    pub fn new(state: &GrandAustriaHotelState, rng: &'a mut dyn Randomness) -> Self {
        Ctx {
            s: state.clone(),
            events: Vec::new(),
            rng,
            next_effect: 0,
        }
    }

    /// Records an event and applies it.
    pub fn emit(&mut self, event: E) {
        self.s.apply(&event);
        self.events.push(event);
    }

    /// A fresh effect id.
    pub fn effect_id(&mut self) -> String {
        let n = self.next_effect.max(self.s.next_effect);
        self.next_effect = n + 1;
        format!("fx-{n}")
    }

    /// Puts a frame of new effects on the stack (nothing when empty); returns the ids.
    pub fn queue(&mut self, order: FrameOrder, effects: Vec<(Bonus, Source)>) -> Vec<String> {
        let effects: Vec<Effect> = effects
            .into_iter()
            .map(|(bonus, source)| Effect::new(self.effect_id(), &bonus, source))
            .collect();
        self.queue_effects(order, effects)
    }

    /// Puts a frame of effects whose ids are already allocated on the stack.
    pub fn queue_effects(&mut self, order: FrameOrder, effects: Vec<Effect>) -> Vec<String> {
        if effects.is_empty() {
            return Vec::new();
        }
        let ids = effects.iter().map(|e| e.id.clone()).collect();
        let frame = Frame {
            frame_id: format!("fr-{}", self.s.next_frame),
            order,
            effects,
        };
        self.emit(E::EffectsQueued {
            frame_id: frame.frame_id,
            order: frame.order,
            effects: frame.effects,
        });
        ids
    }
}
