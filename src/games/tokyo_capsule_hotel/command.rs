//! Commands: what a seat asks for. Colours, board ids, coordinates, counts and ids travel as
//! plain values so that a bad one gets the game's own rejection code.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::config::{BuildingType, Dir};
use crate::engine::Seat;

/// A cell given as an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPoint)]
pub struct Point {
    pub x: i32,
    pub y: i32,
}

/// One capsule of an entrance hotel: its floor (1 = ground), its north-west cell and its
/// orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelCapsule)]
pub struct CapsulePlacement {
    pub floor: i32,
    pub x: i32,
    pub y: i32,
    pub dir: Dir,
}

/// A building side (attraction card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSide)]
pub enum Side {
    A,
    B,
}

/// How the capsules of a Coin Laundry hotel lie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelLaundryLayout)]
pub enum LaundryLayout {
    /// Side by side on floor 2.
    #[default]
    Flat,
    /// Exactly two capsules, on floors 2 and 3.
    Stacked,
}

/// The capsules put on a Coin Laundry when it is bought.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelLaundry)]
pub struct Laundry {
    pub colour: String,
    pub count: i32,
    #[serde(default)]
    pub layout: LaundryLayout,
}

/// The item of a purchase (one per command).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelItem)]
pub enum Item {
    /// A land parcel: a board laid with its bounding box's north-west corner at (x, y).
    Land {
        board: String,
        x: i32,
        y: i32,
        #[serde(default)]
        rotation: i32,
        #[serde(default)]
        mirror: bool,
    },
    /// Every capsule of one non-pink colour on the board.
    Capsules {
        colour: String,
    },
    /// Some pink capsules.
    PinkCapsules {
        count: i32,
    },
    VendingMachine {
        x: i32,
        y: i32,
    },
    Graveyard {
        x: i32,
        y: i32,
    },
    /// An entrance with its capsules, from the buyer's supply.
    EntranceHotel {
        colour: String,
        entrance: Point,
        capsules: Vec<CapsulePlacement>,
    },
    /// A building with its north-west cell at (x, y).
    Building {
        building: BuildingType,
        x: i32,
        y: i32,
        #[serde(default)]
        rotation: i32,
        #[serde(default)]
        side: Option<Side>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        laundry: Option<Laundry>,
    },
}

impl Item {
    /// The item's `kind`.
    pub fn kind(&self) -> &'static str {
        match self {
            Item::Land { .. } => "land",
            Item::Capsules { .. } => "capsules",
            Item::PinkCapsules { .. } => "pink_capsules",
            Item::VendingMachine { .. } => "vending_machine",
            Item::Graveyard { .. } => "graveyard",
            Item::EntranceHotel { .. } => "entrance_hotel",
            Item::Building { .. } => "building",
        }
    }
}

/// How a purchase is paid: this many coupons, the rest in yen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPayment)]
pub struct Payment {
    #[serde(default)]
    pub coupons: u32,
}

/// What a trade moves from one player to another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTradeItem)]
pub enum TradeItem {
    Yen {
        amount: i64,
    },
    Coupons {
        count: i64,
    },
    /// Capsules from the giver's supply.
    Capsules {
        colour: String,
        count: i64,
    },
    /// A whole land area with everything on it.
    Area {
        area_id: String,
    },
    /// A new subdivision carved from the giver's area: the union of rectangles `[x, y, w, h]`.
    NewSubdivision {
        parent_area_id: String,
        #[schema(value_type = Vec<Vec<i32>>)]
        rects: Vec<[i32; 4]>,
    },
}

/// One transfer of a trade.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTransfer)]
pub struct Transfer {
    pub from: Seat,
    pub to: Seat,
    pub item: TradeItem,
}

/// A promise: free text, stored and never enforced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPromise)]
pub struct Promise {
    pub from: Seat,
    pub to: Seat,
    pub text: String,
}

/// The server timers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelTimer)]
pub enum Timer {
    Loan,
    Head,
    TradeResponse,
    Idle,
    Winddown,
}

/// A command. Fields other than those listed are refused at deserialization.
///
/// `resign` is not in the rulebook: a seated player may send it at any time (also out of
/// turn); the game then stops unscored (`Abandoned`), as it cannot go on without the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelCommand)]
pub enum TokyoCapsuleHotelCommand {
    /// Round 1: the secret loan choice.
    ChooseLoan {
        amount: i64,
    },
    JoinQueue {},
    LeaveQueue {},
    Pass {},
    /// `on_warning` mode: warn the head that their time is running out.
    WarnHead {},
    /// The head buys one item.
    Purchase {
        item: Item,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payment: Option<Payment>,
    },
    /// Propose a trade; the parties are derived from the transfers and promises.
    ProposeTrade {
        transfers: Vec<Transfer>,
        #[serde(default)]
        promises: Vec<Promise>,
    },
    AcceptTrade {
        trade_id: String,
    },
    RejectTrade {
        trade_id: String,
    },
    WithdrawTrade {
        trade_id: String,
    },
    /// A server timer ran out (system command).
    Timeout {
        timer: Timer,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trade_id: Option<String>,
    },
    /// Stop the game (not in the rulebook).
    Resign {},
}

impl TokyoCapsuleHotelCommand {
    /// The command's `type`.
    pub fn name(&self) -> &'static str {
        use TokyoCapsuleHotelCommand as C;
        match self {
            C::ChooseLoan { .. } => "choose_loan",
            C::JoinQueue {} => "join_queue",
            C::LeaveQueue {} => "leave_queue",
            C::Pass {} => "pass",
            C::WarnHead {} => "warn_head",
            C::Purchase { .. } => "purchase",
            C::ProposeTrade { .. } => "propose_trade",
            C::AcceptTrade { .. } => "accept_trade",
            C::RejectTrade { .. } => "reject_trade",
            C::WithdrawTrade { .. } => "withdraw_trade",
            C::Timeout { .. } => "timeout",
            C::Resign {} => "resign",
        }
    }
}
