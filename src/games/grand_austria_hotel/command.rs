//! What a seat asks for. Unknown types and fields, a space outside 1–6, a mode that is none of
//! the four words and a face other than A/B fail to deserialize (`invalid_request`); room
//! ids, slots, copy targets and whether fields fit the space are checked by the rules.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An action space of the shared action board, 1 to 6: space *v* holds the dice showing
/// *v*. Actions: 1 prepare rooms, 2 occupy a room, 3 prepare or occupy, 4 emperor steps or
/// krone, 5 hire staff, 6 pay 1 krone and copy one of the actions 1 to 5.
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

/// The option chosen for space 3 (`prepare` or `occupy`) or space 4 (`emperor`: advance on
/// the emperor tracks, or `krone`: gain krone); the whole strength goes to the one option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelMode)]
pub enum Mode {
    Prepare,
    Occupy,
    Emperor,
    Krone,
}

/// The action copied with a die from space 6 (at the strength of the dice on space 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = GrandAustriaHotelCopy)]
pub struct Copy {
    /// The action space whose action is copied, 1 to 5 (other numbers are refused with
    /// `invalid_copy_target`).
    pub action: i64,
    /// The option of the copied action: required when copying action 3 (`prepare` or
    /// `occupy`) or 4 (`emperor` or `krone`), absent for actions 1, 2 and 5.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
}

/// The parameters of a resolution; give exactly the field the effect's kind takes: `rooms`
/// (prepare), `room` (occupy) or `slot` (hire), and none for a gain.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = GrandAustriaHotelParams)]
pub struct Params {
    /// Prepare effects: the room ids (1 to 28) to prepare, processed in list order (a room
    /// prepared earlier in the list counts as marked for adjacency); at least one, at most
    /// the effect's `remaining`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rooms: Option<Vec<i64>>,
    /// Occupy effects: the id (1 to 28) of a prepared, not yet occupied room to occupy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<i64>,
    /// Hire effects: the slot (1 to 6) of the player's staff board to hire from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot: Option<i64>,
}

impl Params {
    /// Whether no field is given.
    pub fn is_empty(&self) -> bool {
        self.rooms.is_none() && self.room.is_none() && self.slot.is_none()
    }
}

/// A face of a double-sided board: `A` or `B`.
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

/// A command a seated player sends. `timeout` is submitted by the server only.
///
/// `resign` is not part of the board game: a seated player may send it at any time while the
/// game runs (also out of turn); the game then stops unscored (`abandoned`). It is never
/// listed among the legal commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum GrandAustriaHotelCommand {
    /// The active player takes one die from a space (once per turn); its action gets the
    /// strength of the dice on that space, the taken die included, and becomes the pending
    /// main effect. With `main` that effect is resolved in the same command.
    TakeDie {
        /// The space (1 to 6) to take the die from; it must hold at least one die.
        space: Space,
        /// The option for space 3 (`prepare` or `occupy`) or 4 (`emperor` or `krone`);
        /// required there, and not allowed for any other space.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mode: Option<Mode>,
        /// The action to copy; required for space 6 (which costs 1 krone, or gives 1 with
        /// staff type T2) and not allowed for any other space.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        copy: Option<Copy>,
        /// Parameters resolving the main effect at once, as `resolve_effect` would (prepare,
        /// occupy or hire only); if they are refused, the whole command is refused and no
        /// die is taken.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        main: Option<Params>,
    },
    /// The active player resolves an actionable pending effect: prepares rooms, occupies a
    /// room, hires a staff member, or takes a gain by hand.
    ResolveEffect {
        /// The pending effect to resolve (`fx-…`, as in the view's `effect_stack`).
        effect_id: String,
        /// What to prepare, occupy or hire; absent (or empty) for a gain effect.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        params: Option<Params>,
    },
    /// The active player gives up an actionable pending effect (gains cannot be skipped);
    /// skipping a prepare effect after some of its rooms keeps those rooms prepared.
    SkipEffect {
        /// The pending effect to skip (`fx-…`).
        effect_id: String,
    },
    /// The active player takes a die, ignores its action and gains 1 krone; this ends the
    /// turn. Under the default `only_if_unable` policy only allowed when no way of taking a
    /// die from that space could be carried out.
    ForfeitDie {
        /// The space (1 to 6) to take the die from.
        space: Space,
    },
    /// A player takes a loan of 2 krone, at any time while play runs (also out of turn; in
    /// games of rules version 1 only during their own turn); at most 3 loans, costing 2, 3
    /// and 4 points at the end.
    TakeLoan {},
    /// Picks the faces of the hotel board and staff board dealt to the caller (only while
    /// the table option `choose_faces` has players choosing, once per player).
    ChooseFaces {
        /// The face of the dealt hotel board to play.
        hotel_face: Face,
        /// The face of the dealt staff board to play.
        staff_face: Face,
    },
    /// Sent by the server only, when an awaited seat's timer runs out: forfeits a die from
    /// the lowest non-empty space, skips the pending effects, or flips the faces by coin.
    Timeout {},
    /// Leave the game at any time, also out of turn; the game stops unscored (`abandoned`).
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
