//! What a seat asks for. Unknown types and fields, a space outside 1–6, a mode that is none of
//! the four words and a face other than A/B fail to deserialize (`invalid_request`); room
//! ids, slots, copy targets and whether fields fit the space are checked by the rules.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An action space, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(try_from = "u8", into = "u8")]
#[schema(as = GrandAustriaHotelSpace, value_type = u8)]
pub struct Space(u8);

impl Space {
    /// The space numbered `n` (1 to 6).
    pub fn new(n: u8) -> Option<Space> {
        (1..=6).contains(&n).then_some(Space(n))
    }

    /// Its number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// Its index into the dice counts.
    pub fn index(self) -> usize {
        usize::from(self.0) - 1
    }

    /// Spaces 1 to 6.
    pub fn all() -> impl Iterator<Item = Space> {
        (1..=6).map(Space)
    }
}

impl TryFrom<u8> for Space {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, String> {
        Space::new(n).ok_or_else(|| format!("space {n} is not 1 to 6"))
    }
}

impl From<Space> for u8 {
    fn from(space: Space) -> u8 {
        space.0
    }
}

/// The option of space 3 (prepare or occupy) or space 4 (emperor or krone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelMode)]
pub enum Mode {
    Prepare,
    Occupy,
    Emperor,
    Krone,
}

/// The action copied with space 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = GrandAustriaHotelCopy)]
pub struct Copy {
    /// 1 to 5.
    pub action: i64,
    /// Required for actions 3 and 4.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
}

/// The parameters of a resolution: `rooms` (prepare), `room` (occupy) or `slot` (hire).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = GrandAustriaHotelParams)]
pub struct Params {
    /// Rooms to prepare, in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rooms: Option<Vec<i64>>,
    /// The room to occupy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<i64>,
    /// The staff slot to hire (1 to 6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot: Option<i64>,
}

impl Params {
    /// Whether no field is given.
    pub fn is_empty(&self) -> bool {
        self.rooms.is_none() && self.room.is_none() && self.slot.is_none()
    }
}

/// A board face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelFace)]
pub enum Face {
    A,
    B,
}

impl Face {
    /// `A` or `B`.
    pub fn name(self) -> &'static str {
        match self {
            Face::A => "A",
            Face::B => "B",
        }
    }
}

/// A command. `timeout` is submitted by the server only.
///
/// `resign` is not in the rules: a seated player may send it at any time while the game runs
/// (also out of turn); the game then stops unscored (`abandoned`). It is never listed among
/// the legal commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum GrandAustriaHotelCommand {
    /// Take a die from a space and carry out its action (optionally resolving it at once
    /// with `main`).
    TakeDie {
        space: Space,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mode: Option<Mode>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        copy: Option<Copy>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        main: Option<Params>,
    },
    /// Resolve a pending effect.
    ResolveEffect {
        effect_id: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        params: Option<Params>,
    },
    /// Skip a pending effect (not a gain).
    SkipEffect { effect_id: String },
    /// Take a die and ignore its action for 1 krone.
    ForfeitDie { space: Space },
    /// Take a loan of 2 krone.
    TakeLoan {},
    /// Pick the faces of the boards dealt to the caller.
    ChooseFaces { hotel_face: Face, staff_face: Face },
    /// System command: the seat's timer ran out.
    Timeout {},
    /// Leave the game (it stops unscored).
    Resign {},
}

impl GrandAustriaHotelCommand {
    /// The command's `type`.
    pub fn type_name(&self) -> &'static str {
        use GrandAustriaHotelCommand as C;
        match self {
            C::TakeDie { .. } => "take_die",
            C::ResolveEffect { .. } => "resolve_effect",
            C::SkipEffect { .. } => "skip_effect",
            C::ForfeitDie { .. } => "forfeit_die",
            C::TakeLoan {} => "take_loan",
            C::ChooseFaces { .. } => "choose_faces",
            C::Timeout {} => "timeout",
            C::Resign {} => "resign",
        }
    }
}
