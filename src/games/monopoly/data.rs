//! The board and the card decks, loaded once from the JSON tables in `data/`.

use std::sync::OnceLock;

use serde::Deserialize;

/// Number of squares on the board.
pub const SQUARES: u8 = 40;
/// The Jail / Just Visiting corner.
pub const JAIL: u8 = 10;
/// Free Parking.
pub const FREE_PARKING: u8 = 20;
/// Houses the bank holds at the start.
pub const BANK_HOUSES: u32 = 32;
/// Hotels the bank holds at the start.
pub const BANK_HOTELS: u32 = 12;
/// Railroad rent by number of railroads owned.
pub const RAILROAD_RENT: [i64; 4] = [25, 50, 100, 200];
/// Utility dice multiplier by number of utilities owned.
pub const UTILITY_MULTIPLIER: [i64; 2] = [4, 10];
/// Multiplier of the dice throw for a utility reached by card.
pub const CARD_UTILITY_MULTIPLIER: i64 = 10;
/// Highest level of a street (a hotel).
pub const HOTEL_LEVEL: u8 = 5;

/// What kind of square a board position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SquareKind {
    Go,
    Street,
    CommunityChest,
    Tax,
    Railroad,
    Chance,
    Jail,
    Utility,
    FreeParking,
    GoToJail,
}

/// One square of the board table.
#[derive(Clone, Debug, Deserialize)]
pub struct SquareData {
    pub index: u8,
    pub id: String,
    pub name: String,
    pub kind: SquareKind,
    pub group: Option<String>,
    pub price: Option<i64>,
    #[serde(default)]
    pub rent: Vec<i64>,
    pub rent_monopoly_unimproved: Option<i64>,
    pub house_cost: Option<i64>,
    pub mortgage: Option<i64>,
    pub amount: Option<i64>,
}

impl SquareData {
    /// Whether the square carries a title deed.
    pub fn ownable(&self) -> bool {
        matches!(
            self.kind,
            SquareKind::Street | SquareKind::Railroad | SquareKind::Utility
        )
    }

    /// The printed price (0 for squares without a deed).
    pub fn price(&self) -> i64 {
        self.price.unwrap_or(0)
    }

    /// The mortgage value (0 for squares without a deed).
    pub fn mortgage_value(&self) -> i64 {
        self.mortgage.unwrap_or(0)
    }

    /// The price of one house (0 for squares that are not streets).
    pub fn house_cost(&self) -> i64 {
        self.house_cost.unwrap_or(0)
    }
}

/// What a card does when drawn.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CardEffect {
    AdvanceTo { square: u8 },
    AdvanceToNearest { kind: SquareKind },
    MoveBack { spaces: u8 },
    GoToJail,
    GetOutOfJailFree,
    BankPays { amount: i64 },
    PayBank { amount: i64 },
    PayEachPlayer { amount: i64 },
    CollectFromEachPlayer { amount: i64 },
    Repairs { per_house: i64, per_hotel: i64 },
}

/// One card of a deck table.
#[derive(Clone, Debug, Deserialize)]
pub struct CardData {
    pub id: String,
    pub title: String,
    pub effect: CardEffect,
}

/// The whole board table, with the colour groups derived from it.
pub struct Board {
    pub squares: Vec<SquareData>,
    pub chance: Vec<CardData>,
    pub community_chest: Vec<CardData>,
    /// Cards replaced by each non-default deck set, keyed by the set's snake_case name.
    pub deck_variants: std::collections::BTreeMap<String, Vec<CardData>>,
    /// Street colour groups in board order, each with its squares in board order.
    pub groups: Vec<(String, Vec<u8>)>,
}

/// The board, parsed once.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let squares: Vec<SquareData> =
            serde_json::from_str(include_str!("data/board.json")).expect("board table");
        let chance: Vec<CardData> =
            serde_json::from_str(include_str!("data/chance.json")).expect("chance table");
        let community_chest: Vec<CardData> =
            serde_json::from_str(include_str!("data/community_chest.json"))
                .expect("community chest table");
        let deck_variants = serde_json::from_str(include_str!("data/deck_variants.json"))
            .expect("deck variant table");
        let mut groups: Vec<(String, Vec<u8>)> = Vec::new();
        for square in squares.iter().filter(|s| s.kind == SquareKind::Street) {
            let group = square.group.clone().expect("streets have a group");
            match groups.iter_mut().find(|(name, _)| *name == group) {
                Some((_, members)) => members.push(square.index),
                None => groups.push((group, vec![square.index])),
            }
        }
        Board {
            squares,
            chance,
            community_chest,
            deck_variants,
            groups,
        }
    })
}

/// The square at `index`.
pub fn square(index: u8) -> &'static SquareData {
    &board().squares[usize::from(index)]
}

/// The streets of colour group `group`, or `None` for an unknown group.
pub fn group_squares(group: &str) -> Option<&'static [u8]> {
    board()
        .groups
        .iter()
        .find(|(name, _)| name == group)
        .map(|(_, members)| members.as_slice())
}

/// The squares sharing the group of an ownable square (railroads and utilities included).
pub fn same_group(index: u8) -> Vec<u8> {
    let group = square(index).group.as_deref();
    board()
        .squares
        .iter()
        .filter(|s| s.ownable() && s.group.as_deref() == group)
        .map(|s| s.index)
        .collect()
}

/// The card with this id under deck set `deck_set` (its snake_case name), in either deck.
pub fn card(id: &str, deck_set: &str) -> Option<&'static CardData> {
    let board = board();
    let variant = board
        .deck_variants
        .get(deck_set)
        .and_then(|cards| cards.iter().find(|c| c.id == id));
    variant.or_else(|| {
        board
            .chance
            .iter()
            .chain(board.community_chest.iter())
            .find(|c| c.id == id)
    })
}

/// Whether the card id belongs to the Chance deck (otherwise Community Chest).
pub fn is_chance(id: &str) -> bool {
    id.starts_with("CH")
}
