//! Effects and frames of the effect stack: what a player still has to resolve or skip after
//! taking a die.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::data::{Bonus, ColorFilter, Discount};

/// What an effect does: `prepare` rooms, `occupy` one prepared room, `hire` one staff
/// member, or `gain` krone and/or emperor steps (automatic).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelEffectKind)]
pub enum EffectKind {
    Prepare,
    Occupy,
    Hire,
    Gain,
}

/// Where an effect comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelEffectSource)]
pub enum Source {
    /// The action of the die taken.
    MainAction {
        /// The space (1 to 6) the die was taken from.
        space: u8,
    },
    /// The bonus printed on an occupied room's door.
    RoomBonus {
        /// The room occupied, 1 to 28.
        room: u8,
    },
    /// A red or yellow group completed.
    GroupBonus {
        /// The group's id (e.g. `H1-G3`).
        group: String,
    },
    /// A printed emperor-track bonus reached.
    EmperorBonus {
        /// `top`, `middle` or `bottom`.
        track: String,
        /// The space of the track reached (1 = its first space).
        space: u8,
    },
    /// A one-time staff member hired.
    Staff {
        /// The slot of the staff board, 1 to 6.
        slot: u8,
        /// The staff type (`T1` … `T27`).
        staff_type: String,
    },
}

/// How the effects of a frame may be taken: `any` (all actionable, in any order) or
/// `sequential` (only the first, then the next).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelFrameOrder)]
pub enum FrameOrder {
    /// Every effect is actionable, in any order.
    Any,
    /// Only the first effect is actionable.
    Sequential,
}

/// One pending effect with its parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelEffect)]
pub struct Effect {
    /// `fx-1`, `fx-2`, … unique per game.
    pub id: String,
    /// What it does.
    pub kind: EffectKind,
    /// The colour of room accepted (prepare, occupy); absent for hire and gain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<ColorFilter>,
    /// The discount in krone on the printed cost, or `free` (prepare, occupy, hire); absent
    /// for gain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discount: Option<Discount>,
    /// The most rooms a prepare effect allows in total.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rooms: Option<u8>,
    /// The rooms a prepare effect still allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u8>,
    /// Krone a gain effect still gives (0 once paid); absent for other kinds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krone: Option<u32>,
    /// Emperor steps a gain effect gives; absent for other kinds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub emperor: Option<u32>,
    /// What created it.
    pub source: Source,
    /// Resolved by the server without a choice (gains).
    pub automatic: bool,
    /// May be skipped (everything but gains).
    pub skippable: bool,
}

impl Effect {
    /// The effect of a printed bonus.
    pub fn new(id: String, bonus: &Bonus, source: Source) -> Effect {
        let mut effect = Effect {
            id,
            kind: EffectKind::Gain,
            color: None,
            discount: None,
            max_rooms: None,
            remaining: None,
            krone: None,
            emperor: None,
            source,
            automatic: false,
            skippable: true,
        };
        match bonus {
            Bonus::Gain(gain) => {
                effect.krone = Some(gain.krone);
                effect.emperor = Some(gain.emperor);
                effect.automatic = true;
                effect.skippable = false;
            }
            Bonus::Prepare(p) => {
                effect.kind = EffectKind::Prepare;
                effect.color = Some(p.color);
                effect.discount = Some(p.discount);
                effect.max_rooms = Some(p.max_rooms);
                effect.remaining = Some(p.max_rooms);
            }
            Bonus::Occupy(o) => {
                effect.kind = EffectKind::Occupy;
                effect.color = Some(o.color);
                effect.discount = Some(o.discount);
            }
            Bonus::Hire(h) => {
                effect.kind = EffectKind::Hire;
                effect.discount = Some(h.discount);
            }
        }
        effect
    }

    /// The colour filter (any when absent).
    pub fn color_filter(&self) -> ColorFilter {
        self.color.unwrap_or(ColorFilter::Any)
    }

    /// The discount (none when absent).
    pub fn discount_value(&self) -> Discount {
        self.discount.unwrap_or(Discount::Amount(0))
    }
}

/// A frame of the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelFrame)]
pub struct Frame {
    /// `fr-1`, `fr-2`, … unique per game.
    pub frame_id: String,
    /// Whether its effects may be taken in any order or only first to last.
    pub order: FrameOrder,
    /// Its pending effects, in frame order.
    pub effects: Vec<Effect>,
}

impl Frame {
    /// The effects of this frame that may be resolved or skipped now if it is the top frame.
    pub fn actionable(&self) -> &[Effect] {
        match self.order {
            FrameOrder::Any => &self.effects,
            FrameOrder::Sequential => &self.effects[..self.effects.len().min(1)],
        }
    }
}

/// The number in an id such as `fx-12`.
pub fn id_number(id: &str) -> u32 {
    id.rsplit('-')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}
