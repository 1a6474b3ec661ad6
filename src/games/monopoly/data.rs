//! The board and the card decks, loaded once from the JSON tables in `data/`.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::config::MonopolyConfig;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySquareKind)]
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

/// One square of the board, as printed.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolySquareData)]
pub struct SquareData {
    /// Position on the board, 0 (Go) to 39, in the direction of travel.
    pub index: u8,
    /// Stable snake_case id, e.g. `boardwalk`.
    pub id: String,
    /// The printed name, e.g. `Boardwalk`.
    pub name: String,
    /// What kind of square it is.
    pub kind: SquareKind,
    /// Colour group of a street (`brown` … `dark_blue`), or `railroad` / `utility`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Price of the title deed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<i64>,
    /// A street's rent with 0, 1, 2, 3 or 4 houses and with a hotel.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rent: Vec<i64>,
    /// A street's rent when its owner holds the whole colour group and it has no buildings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rent_monopoly_unimproved: Option<i64>,
    /// A railroad's rent by the number of railroads its owner holds (1 to 4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rent_by_count: Vec<i64>,
    /// A utility's rent as a multiple of the dice by the number of utilities owned (1, 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice_multiplier_by_count: Vec<i64>,
    /// Price of one house on a street.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_cost: Option<i64>,
    /// Price of a hotel on a street (paid with its four houses returned).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hotel_cost: Option<i64>,
    /// Cash the bank lends when the deed is mortgaged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mortgage: Option<i64>,
    /// Printed cost to lift the mortgage (mortgage plus 10 % interest).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unmortgage: Option<i64>,
    /// A tax square's printed amount.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<i64>,
    /// Go's printed salary.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub salary: Option<i64>,
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyCardEffect)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CardEffect {
    /// Move forward to a square (collecting the salary when passing Go).
    AdvanceTo {
        /// The square's index.
        square: u8,
    },
    /// Move forward to the nearest square of a kind (railroad or utility).
    AdvanceToNearest {
        /// `railroad` or `utility`.
        kind: SquareKind,
    },
    /// Move back this many squares.
    MoveBack {
        /// Squares to move back.
        spaces: u8,
    },
    /// Go directly to jail.
    GoToJail,
    /// Keep the card until used to leave jail.
    GetOutOfJailFree,
    /// The bank pays the player.
    BankPays {
        /// Dollars received.
        amount: i64,
    },
    /// The player pays the bank.
    PayBank {
        /// Dollars paid.
        amount: i64,
    },
    /// The player pays every other player.
    PayEachPlayer {
        /// Dollars paid to each.
        amount: i64,
    },
    /// Every other player pays the player.
    CollectFromEachPlayer {
        /// Dollars received from each.
        amount: i64,
    },
    /// Pay for every house and hotel owned.
    Repairs {
        /// Dollars per house.
        per_house: i64,
        /// Dollars per hotel.
        per_hotel: i64,
    },
}

/// One card of a deck.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyCardData)]
pub struct CardData {
    /// Stable id (`CH01`… for Chance, `CC01`… for Community Chest), as in views and events.
    pub id: String,
    /// The card's text.
    pub title: String,
    /// What the card does when drawn.
    pub effect: CardEffect,
}

/// A colour group and its squares.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyGroupData)]
pub struct GroupData {
    /// The group's name, e.g. `dark_blue`.
    pub group: String,
    /// Its squares' indexes in board order.
    pub squares: Vec<u8>,
}

/// The printed data of a Monopoly game under its options: the board and both decks.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = MonopolyData)]
pub struct MonopolyData {
    /// The 40 squares in board order.
    pub squares: Vec<SquareData>,
    /// The street colour groups in board order.
    pub groups: Vec<GroupData>,
    /// The Chance cards of the game's deck set.
    pub chance: Vec<CardData>,
    /// The Community Chest cards of the game's deck set.
    pub community_chest: Vec<CardData>,
    /// Houses the bank holds at the start.
    pub bank_houses: u32,
    /// Hotels the bank holds at the start.
    pub bank_hotels: u32,
}

/// The printed data under `config` (its deck set selects the card texts).
pub fn printed_data(config: &MonopolyConfig) -> MonopolyData {
    let board = board();
    let deck = |cards: &[CardData]| {
        cards
            .iter()
            .map(|c| card(&c.id, config.deck_set.name()).unwrap_or(c).clone())
            .collect()
    };
    MonopolyData {
        squares: board.squares.clone(),
        groups: board
            .groups
            .iter()
            .map(|(group, squares)| GroupData {
                group: group.clone(),
                squares: squares.clone(),
            })
            .collect(),
        chance: deck(&board.chance),
        community_chest: deck(&board.community_chest),
        bank_houses: BANK_HOUSES,
        bank_hotels: BANK_HOTELS,
    }
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
