//! The printed components, loaded once from the JSON tables in `data/`: the sheet (geometry,
//! costs, rows and columns, emperor tracks, group bonuses, loans), the eight hotel sides and
//! the eight staff sides with the 27 staff types.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A room colour: `blue`, `red` or `yellow`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelColor)]
pub enum Color {
    Blue,
    Red,
    Yellow,
}

/// The colour of room an effect accepts: `blue`, `red`, `yellow`, or `any` colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelColorFilter)]
pub enum ColorFilter {
    Any,
    Blue,
    Red,
    Yellow,
}

impl ColorFilter {
    /// Whether a room of `color` fits.
    pub fn accepts(self, color: Color) -> bool {
        matches!(
            (self, color),
            (ColorFilter::Any, _)
                | (ColorFilter::Blue, Color::Blue)
                | (ColorFilter::Red, Color::Red)
                | (ColorFilter::Yellow, Color::Yellow)
        )
    }
}

/// The word `free` of a discount: the thing costs 0 krone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelFree)]
pub enum Free {
    Free,
}

/// A discount: krone taken off the printed cost (never below 0), or `"free"` (cost 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
#[schema(as = GrandAustriaHotelDiscount)]
pub enum Discount {
    Amount(u32),
    Free(Free),
}

impl Discount {
    /// The price of something printed at `cost` under this discount ("no change given").
    pub fn apply(self, cost: u32) -> u32 {
        match self {
            Discount::Amount(d) => cost.saturating_sub(d),
            Discount::Free(_) => 0,
        }
    }
}

/// Krone and emperor steps gained at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelGain)]
pub struct Gain {
    /// Krone gained.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub krone: u32,
    /// Emperor steps gained (added after the krone).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub emperor: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn one() -> u8 {
    1
}

/// Prepare empty rooms of a colour, each adjacent to a prepared or occupied room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelPrepareBonus)]
pub struct PrepareBonus {
    /// The colour of room it may prepare.
    pub color: ColorFilter,
    /// Krone off each room's prepare cost (never below 0), or `free`.
    pub discount: Discount,
    /// The most rooms the effect allows in total (at least one is named per resolution).
    #[serde(default = "one")]
    pub max_rooms: u8,
    /// Always 1: a resolution names at least one room.
    #[serde(default = "one")]
    pub min_rooms: u8,
}

/// Occupy one prepared room of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelOccupyBonus)]
pub struct OccupyBonus {
    /// The colour of room it may occupy.
    pub color: ColorFilter,
    /// Krone off the room's occupy cost (never below 0), or `free`.
    pub discount: Discount,
}

/// Hire one staff member not yet hired from the player's staff board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelHireBonus)]
pub struct HireBonus {
    /// Krone off the printed hiring cost (never below 0), or `free`.
    pub discount: Discount,
}

/// A printed bonus (room door, emperor track space, one-time staff effect).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelBonus)]
pub enum Bonus {
    /// Gain krone and/or emperor steps (automatic, cannot be skipped).
    Gain(Gain),
    /// Prepare rooms (may be skipped).
    Prepare(PrepareBonus),
    /// Occupy one prepared room (may be skipped).
    Occupy(OccupyBonus),
    /// Hire one staff member (may be skipped).
    Hire(HireBonus),
}

/// A row (one side of the stairs on one floor) or a column, with its first-completion points.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelLine)]
pub struct Line {
    /// `F1L` … `F4R` for rows, `C1` … `C7` for columns.
    pub id: String,
    /// The floor of a row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<u8>,
    /// `left` or `right` of the stairs, for a row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// The column number of a column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<u8>,
    /// The ids of its rooms.
    pub rooms: Vec<u8>,
    /// Points for the first player to occupy every room of it.
    pub points: u32,
}

/// One of the three emperor tracks.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelTrack)]
pub struct Track {
    /// `top`, `middle` or `bottom`.
    pub id: String,
    /// Its number of spaces.
    pub length: u8,
    /// The rounds in which steps go to this track.
    pub active_rounds: Vec<u8>,
    /// Spaces carrying a printed bonus (what each gives is printed per hotel side).
    pub bonus_spaces: Vec<u8>,
    /// Points for the first player to check its last space.
    pub first_finisher_points: u32,
    /// The emperor check of this track runs after this round.
    pub check_after_round: u8,
    /// A position below this at the check costs the penalty.
    pub white_section_from: u8,
    /// Points lost at the check by a player below `white_section_from`.
    pub penalty: u32,
}

/// Steps beyond the bottom track.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelOverflow)]
pub struct Overflow {
    /// Points at the end per step beyond the full bottom track.
    pub points_per_step: u32,
    /// The most overflow points a player can score; further steps are lost.
    pub max_points: u32,
}

/// What completing a group of a colour and size gives.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelGroupReward)]
pub struct GroupReward {
    /// Points recorded for the end (blue).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub points: u32,
    /// Krone gained now (red).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub krone: u32,
    /// Emperor steps gained now (yellow).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub emperor: u32,
}

/// Loans: krone taken at any time during one's turn, never repaid, costing points at the
/// end.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelLoans)]
pub struct Loans {
    /// The most loans a player may take.
    pub max: u8,
    /// Krone per loan.
    pub krone: u32,
    /// Points lost for the 1st, 2nd, 3rd loan.
    pub penalties: Vec<u32>,
}

/// The parts of the sheet common to every side, and the game's constants.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelSheet)]
pub struct Sheet {
    /// Floors of the hotel (floor 1 is the ground floor).
    pub floors: u8,
    /// Rooms per floor; room id = (floor - 1) × this + column.
    pub rooms_per_floor: u8,
    /// Columns 1 to this are left of the stairs; the rooms either side of the stairs touch.
    pub columns_left_of_stairs: u8,
    /// Krone to prepare a room, by floor (floor 1 first).
    pub prepare_cost_by_floor: Vec<u32>,
    /// Krone to occupy a room, by floor (floor 1 first).
    pub occupy_cost_by_floor: Vec<u32>,
    /// Points per occupied room at the end, by floor (floor 1 first).
    pub room_points_by_floor: Vec<u32>,
    /// The rooms every sheet starts with prepared.
    pub starting_prepared_rooms: Vec<u8>,
    /// The rows (one floor, one side of the stairs), with their first-completion points.
    pub rows: Vec<Line>,
    /// The columns, with their first-completion points.
    pub columns: Vec<Line>,
    /// The three emperor tracks: top, middle, bottom.
    pub tracks: Vec<Track>,
    /// Scoring of steps beyond the bottom track.
    pub overflow: Overflow,
    /// What completing a group gives, keyed by colour, then by group size (`"2"` to `"4"`).
    pub group_bonuses: BTreeMap<Color, BTreeMap<String, GroupReward>>,
    /// Dice in the pool, keyed by player count (`"2"` to `"4"`).
    pub dice_by_player_count: BTreeMap<String, u8>,
    /// Rounds in a game.
    pub rounds: u8,
    /// Turns each player takes per round.
    pub turns_per_round_per_player: u8,
    /// The loan rules.
    pub loans: Loans,
    /// Krone paid to copy an action (space 6).
    pub copy_fee: u32,
    /// Krone gained for forfeiting a die.
    pub forfeit_krone: u32,
    /// One point per this many krone at the end.
    pub krone_per_point: u32,
}

/// A room as printed on a hotel side.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelRoom)]
pub struct Room {
    /// `(floor - 1) * 7 + column`, 1 to 28.
    pub id: u8,
    /// Its floor, 1 (ground floor) to 4.
    pub floor: u8,
    /// Its column, 1 to 7 (1 to 4 left of the stairs, 5 to 7 right of them).
    pub column: u8,
    /// `left` or `right` of the stairs.
    pub side: String,
    /// Its colour.
    pub color: Color,
    /// The id of the group it belongs to.
    pub group: String,
    /// The bonus printed on the door, gained when the room is occupied; null on floor 1.
    pub bonus: Option<Bonus>,
}

/// A group of connected rooms of one colour; occupying all of them earns the colour's group
/// bonus.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelGroup)]
pub struct Group {
    /// e.g. `H1-G3`.
    pub id: String,
    /// The colour of all its rooms.
    pub color: Color,
    /// Its number of rooms, 2 to 4.
    pub size: u8,
    /// The ids of its rooms.
    pub rooms: Vec<u8>,
}

/// The bonuses printed on the emperor tracks of a side: track → space (as a string) → bonus.
pub type EmperorBonuses = BTreeMap<String, BTreeMap<String, Bonus>>;

/// One hotel side (`H1` … `H8`).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelSide)]
pub struct HotelSide {
    /// `H1` … `H8`.
    pub id: String,
    /// The double-sided board it is printed on (`HB1` … `HB4`).
    pub physical_board: String,
    /// `A` or `B`.
    pub face: String,
    /// Its room groups: 9 on sides H1–H3, 10 on H4–H8.
    pub groups: Vec<Group>,
    /// Rooms 1 to 28, in id order.
    pub rooms: Vec<Room>,
    /// Track (`top`, `middle`, `bottom`) → space → bonus.
    #[schema(value_type = Object)]
    pub emperor_bonuses: EmperorBonuses,
}

impl HotelSide {
    /// The room with id `room` (1 to 28).
    pub fn room(&self, room: u8) -> &Room {
        &self.rooms[usize::from(room) - 1]
    }

    /// The group with id `group`.
    pub fn group(&self, group: &str) -> &Group {
        self.groups
            .iter()
            .find(|g| g.id == group)
            .expect("rooms name groups of their side")
    }

    /// The bonus printed at `space` of `track`.
    pub fn emperor_bonus(&self, track: &str, space: u8) -> Option<Bonus> {
        self.emperor_bonuses
            .get(track)
            .and_then(|spaces| spaces.get(&space.to_string()))
            .copied()
    }
}

/// The category of a staff member (by slot: 1–2 `permanent`, 3–4 `one_time`, 5–6
/// `end_game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelStaffCategory)]
pub enum StaffCategory {
    Permanent,
    OneTime,
    EndGame,
}

/// A permanent effect triggered by taking a die from one space.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelOnTakeDie)]
pub struct OnTakeDie {
    /// The space (1 to 6) whose die triggers it; copying that space's action with space 6
    /// does not.
    pub space: u8,
    /// Krone and/or emperor steps gained each time; absent when it gives none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gain: Option<Gain>,
    /// Added to the strength of the action.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub strength_bonus: u8,
    /// Gain this many krone instead of paying the copy fee.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub replace_copy_fee_with_gain: u32,
}

fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

/// Points per fully occupied row, by side of the stairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelRowPoints)]
pub struct RowPoints {
    /// Points per full row left of the stairs (4 rooms).
    pub left: u32,
    /// Points per full row right of the stairs (3 rooms).
    pub right: u32,
}

/// An end-game scoring rule; every term present adds up.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelStaffScore)]
pub struct StaffScore {
    /// `points` per occupied room of this colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_occupied_room_of_color: Option<Color>,
    /// `points` per occupied room on these floors.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_occupied_room_on_floors: Option<Vec<u8>>,
    /// The points per room counted by `per_occupied_room_of_color` or
    /// `per_occupied_room_on_floors`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Points per fully occupied row (claimed first or not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_full_row: Option<RowPoints>,
    /// Points per fully occupied column (claimed first or not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_full_column: Option<u32>,
    /// Points per hired staff member, this one included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_hired_staff: Option<u32>,
    /// Points per set of one occupied room of each colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_color_set: Option<u32>,
    /// Points per fully occupied group of any colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_completed_group: Option<u32>,
}

/// What a staff member does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = GrandAustriaHotelStaffEffect)]
pub enum StaffEffect {
    /// Permanent: acts whenever a die is taken from a space.
    OnTakeDie(OnTakeDie),
    /// Permanent: preparing a room of this colour always costs 0.
    FreePrepareColor(Color),
    /// One-time: these effects, in one any-order frame, right after hiring.
    Queue(Vec<Bonus>),
    /// End-game scoring.
    Score(StaffScore),
}

/// One of the 27 staff types.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelStaffType)]
pub struct StaffType {
    /// `T1` … `T27`.
    #[serde(rename = "type")]
    pub id: String,
    /// When it acts: permanently, once on hiring, or at the end.
    pub category: StaffCategory,
    /// What it does.
    pub effect: StaffEffect,
}

/// One slot of a staff side.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelStaffSlot)]
pub struct StaffSlot {
    /// 1 to 6.
    pub slot: u8,
    /// The staff type (`T1` … `T27`).
    #[serde(rename = "type")]
    pub staff_type: String,
    /// The printed hiring cost, in krone.
    pub cost: u32,
}

/// One staff side (`S1` … `S8`).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GrandAustriaHotelStaffSide)]
pub struct StaffSide {
    /// `S1` … `S8`.
    pub id: String,
    /// The double-sided board it is printed on (`SB1` … `SB4`).
    pub physical_board: String,
    /// `A` or `B`.
    pub face: String,
    /// Its six slots, slot 1 first.
    pub slots: Vec<StaffSlot>,
}

impl StaffSide {
    /// The slot numbered `slot` (1 to 6).
    pub fn slot(&self, slot: u8) -> &StaffSlot {
        &self.slots[usize::from(slot) - 1]
    }
}

/// Every printed table.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = GrandAustriaHotelData)]
pub struct GrandAustriaHotelData {
    /// The sheet layout and the game's constants, common to every side.
    pub sheet: Sheet,
    /// `H1` … `H8`.
    pub hotel_sides: Vec<HotelSide>,
    /// `S1` … `S8`.
    pub staff_sides: Vec<StaffSide>,
    /// `T1` … `T27`.
    pub staff_types: Vec<StaffType>,
}

/// The tables, parsed once.
pub fn tables() -> &'static GrandAustriaHotelData {
    static TABLES: OnceLock<GrandAustriaHotelData> = OnceLock::new();
    TABLES.get_or_init(|| GrandAustriaHotelData {
        sheet: parse(include_str!("data/sheet.json")),
        hotel_sides: parse(include_str!("data/hotels.json")),
        staff_sides: parse(include_str!("data/staff_sides.json")),
        staff_types: parse(include_str!("data/staff_types.json")),
    })
}

fn parse<T: serde::de::DeserializeOwned>(json: &str) -> T {
    serde_json::from_str(json).expect("the printed tables parse")
}

/// The sheet constants.
pub fn sheet() -> &'static Sheet {
    &tables().sheet
}

/// A hotel side by id (`H1` … `H8`).
pub fn hotel_side(id: &str) -> &'static HotelSide {
    tables()
        .hotel_sides
        .iter()
        .find(|side| side.id == id)
        .expect("hotel side ids come from the table")
}

/// A staff side by id (`S1` … `S8`).
pub fn staff_side(id: &str) -> &'static StaffSide {
    tables()
        .staff_sides
        .iter()
        .find(|side| side.id == id)
        .expect("staff side ids come from the table")
}

/// A staff type by id (`T1` … `T27`).
pub fn staff_type(id: &str) -> &'static StaffType {
    tables()
        .staff_types
        .iter()
        .find(|t| t.id == id)
        .expect("staff types come from the table")
}

/// The side printed on `face` (`A`/`B`) of a physical board (`HB1`/`SB1` …).
pub fn side_of_board(sides_are_hotels: bool, board: &str, face: &str) -> String {
    let found = if sides_are_hotels {
        tables()
            .hotel_sides
            .iter()
            .find(|s| s.physical_board == board && s.face == face)
            .map(|s| s.id.clone())
    } else {
        tables()
            .staff_sides
            .iter()
            .find(|s| s.physical_board == board && s.face == face)
            .map(|s| s.id.clone())
    };
    found.expect("every board has faces A and B")
}

/// The floor of a room id.
pub fn floor_of(room: u8) -> u8 {
    (room - 1) / sheet().rooms_per_floor + 1
}

/// The column of a room id.
pub fn column_of(room: u8) -> u8 {
    (room - 1) % sheet().rooms_per_floor + 1
}

/// The number of rooms on a sheet.
pub fn room_count() -> u8 {
    sheet().floors * sheet().rooms_per_floor
}

/// Whether two rooms touch: same floor and neighbouring columns (across the stairs too), or
/// same column and neighbouring floors.
pub fn adjacent(a: u8, b: u8) -> bool {
    let (fa, ca, fb, cb) = (floor_of(a), column_of(a), floor_of(b), column_of(b));
    (fa == fb && ca.abs_diff(cb) == 1) || (ca == cb && fa.abs_diff(fb) == 1)
}

/// The tracks in order top, middle, bottom.
pub fn tracks() -> &'static [Track] {
    &sheet().tracks
}

/// The reward of completing a group of `color` with `size` rooms.
pub fn group_reward(color: Color, size: u8) -> GroupReward {
    sheet()
        .group_bonuses
        .get(&color)
        .and_then(|sizes| sizes.get(&size.to_string()))
        .copied()
        .unwrap_or_default()
}

/// The dice in the pool with `players` players.
pub fn dice_count(players: usize) -> u8 {
    sheet().dice_by_player_count[&players.to_string()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_are_consistent() {
        let t = tables();
        assert_eq!(t.hotel_sides.len(), 8);
        assert_eq!(t.staff_sides.len(), 8);
        assert_eq!(t.staff_types.len(), 27);
        // The printed sides: 9 room groups on H1–H3, 10 on H4–H8 (the seed's text says 9).
        let groups: Vec<usize> = t.hotel_sides.iter().map(|s| s.groups.len()).collect();
        assert_eq!(groups, [9, 9, 9, 10, 10, 10, 10, 10]);
        for side in &t.hotel_sides {
            assert_eq!(side.rooms.len(), 28);
            for (i, room) in side.rooms.iter().enumerate() {
                assert_eq!(usize::from(room.id), i + 1);
                assert_eq!(room.floor, floor_of(room.id));
                assert_eq!(room.column, column_of(room.id));
                assert_eq!(room.bonus.is_some(), room.floor >= 2);
            }
            for group in &side.groups {
                assert_eq!(usize::from(group.size), group.rooms.len());
                for &r in &group.rooms {
                    assert_eq!(side.room(r).color, group.color);
                    assert_eq!(side.room(r).group, group.id);
                }
            }
        }
        for side in &t.staff_sides {
            for slot in &side.slots {
                let category = staff_type(&slot.staff_type).category;
                let expected = match slot.slot {
                    1 | 2 => StaffCategory::Permanent,
                    3 | 4 => StaffCategory::OneTime,
                    _ => StaffCategory::EndGame,
                };
                assert_eq!(category, expected);
            }
        }
        let pairs = (1..=28u8)
            .flat_map(|a| (a + 1..=28).map(move |b| (a, b)))
            .filter(|&(a, b)| adjacent(a, b))
            .count();
        assert_eq!(pairs, 45);
        assert!(adjacent(4, 5) && adjacent(18, 19) && !adjacent(7, 8));
    }
}
