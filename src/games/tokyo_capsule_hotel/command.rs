//! Commands: what a seat asks for. Colours, board ids, coordinates, counts and ids travel as
//! plain values so that a bad one gets the game's own rejection code.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::config::{BuildingType, Dir};
use crate::engine::Seat;

/// A map cell given as an object; the map's north-west corner is (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPoint)]
pub struct Point {
    /// Column, 0 at the west edge, growing east.
    pub x: i32,
    /// Row, 0 at the north edge, growing south.
    pub y: i32,
}

/// One capsule of an entrance hotel: its floor, the first of its two cells and its
/// orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelCapsule)]
pub struct CapsulePlacement {
    /// Floor, 1 = ground floor; the floors used must be 1, 2, … without a gap.
    pub floor: i32,
    /// Column of the capsule's west (`h`) or north (`v`) cell.
    pub x: i32,
    /// Row of the capsule's west (`h`) or north (`v`) cell.
    pub y: i32,
    /// `h`: the capsule covers (x, y) and (x+1, y); `v`: (x, y) and (x, y+1).
    pub dir: Dir,
}

/// The side of a large building's attraction card. `A` rolls the building's die each income
/// phase; `B` uses the card instead: Sweets Buffet a fixed 300 yen and no graveyard deduction
/// in its parcel, Tokyo Spike 7 coupons to the buyer at once, Park its die plus 500 yen for
/// every adjacent parcel, Arcade 1 coupon at once and a fixed 1000 yen, Sumo Dohyo no golden
/// rule in its parcel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSide)]
pub enum Side {
    A,
    B,
}

/// How the capsules of a Coin Laundry hotel lie: `flat` (side by side on floor 2) or
/// `stacked` (exactly two capsules, on floors 2 and 3).
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

/// The capsules put on a Coin Laundry when it is bought, which makes it a hotel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelLaundry)]
pub struct Laundry {
    /// Capsule colour, one of the colour names; the capsules come from the buyer's supply.
    pub colour: String,
    /// Capsules to put on the laundry: 0, 1 or 2 (0 leaves it a plain building).
    pub count: i32,
    /// How the capsules lie; `flat` when omitted, `stacked` needs exactly 2 capsules.
    #[serde(default)]
    pub layout: LaundryLayout,
}

/// The item of a purchase, chosen by `kind` (one item per command). Anything placed on the
/// map must lie on the buyer's own land, within one land area, and touch no other structure,
/// not even at a corner (unless the game's `gap` is `edges_only`; see also
/// `lenient_small_items`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelItem)]
pub enum Item {
    /// Buy a land parcel: a land board laid on free map cells, sharing at least one cell edge
    /// with an existing parcel (a corner is not enough). Costs the board's cost in yen.
    Land {
        /// Land board id, e.g. `L3000` (see the printed data's land boards).
        board: String,
        /// Column of the north-west corner of the laid board's bounding box (after turning).
        x: i32,
        /// Row of the north-west corner of the laid board's bounding box (after turning).
        y: i32,
        /// Clockwise turn in degrees: 0, 90, 180 or 270; 0 when omitted.
        #[serde(default)]
        rotation: i32,
        /// Mirror the board east–west before turning it; false when omitted, refused when the
        /// game does not allow mirrored boards.
        #[serde(default)]
        mirror: bool,
    },
    /// Buy every capsule of one non-pink colour left on the capsule board into the buyer's
    /// supply, at 500 yen per capsule by default; each such colour can be bought once a game.
    Capsules {
        /// A colour other than `pink` (pink is bought with `pink_capsules`).
        colour: String,
    },
    /// Buy pink capsules into the buyer's supply: 2000 yen for the first and 500 yen for each
    /// further one of the same purchase (default prices).
    PinkCapsules {
        /// Pink capsules to buy: at least 1, at most the number left on the capsule board.
        count: i32,
    },
    /// Place a vending machine (500 yen by default) on a free cell of the buyer's own land.
    VendingMachine {
        /// Column of the cell.
        x: i32,
        /// Row of the cell.
        y: i32,
    },
    /// Place a graveyard on a free cell of the buyer's own land: the buyer receives 200 yen
    /// (default) and the spending marker does not move. At most 5 per parcel.
    Graveyard {
        /// Column of the cell.
        x: i32,
        /// Row of the cell.
        y: i32,
    },
    /// Build an entrance hotel: an entrance (1000 yen by default) with capsules of one colour
    /// from the buyer's supply. The land area must keep at least as many vending machines and
    /// graveyards as hotels (the golden rule).
    EntranceHotel {
        /// The capsules' colour; the buyer's supply must hold enough of it.
        colour: String,
        /// The entrance cell; it must share an edge with a ground-floor capsule.
        entrance: Point,
        /// Every capsule, at least one. Ground capsules must be connected; each upper capsule lies
        /// wholly on capsules of the floor below; no more floors than ground capsules, except a
        /// single pink stack of 4 or more floors.
        capsules: Vec<CapsulePlacement>,
    },
    /// Build one of the six buildings at its listed cost, with its north-west cell at (x, y).
    Building {
        /// Which building.
        building: BuildingType,
        /// Column of the footprint's north-west cell.
        x: i32,
        /// Row of the footprint's north-west cell.
        y: i32,
        /// 0, or 90 for an Arcade only (its 3 × 2 footprint becomes 2 × 3); 0 when omitted.
        #[serde(default)]
        rotation: i32,
        /// Attraction-card side of a large building. With `buyer_chooses` it is required (a later
        /// Sweets Buffet may omit it and gets the first one's side); with `all_b` absent or `B`;
        /// otherwise, and always for a Coin Laundry, absent.
        #[serde(default)]
        side: Option<Side>,
        /// Coin Laundry only: capsules put on it, making it a hotel; absent for none.
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

/// How a purchase is paid: some coupons (500 yen each), the rest in yen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPayment)]
pub struct Payment {
    /// Coupons to spend; 0 when omitted. At most the coupons held and the price's worth, and
    /// none for a graveyard.
    #[serde(default)]
    pub coupons: u32,
}

/// What a trade moves from one player to another, chosen by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTradeItem)]
pub enum TradeItem {
    /// Yen from the giver.
    Yen {
        /// Yen, a positive multiple of the game's trade yen multiple (100 by default).
        amount: i64,
    },
    /// Coupons from the giver.
    Coupons {
        /// Coupons, at least 1.
        count: i64,
    },
    /// Capsules from the giver's supply.
    Capsules {
        /// Capsule colour.
        colour: String,
        /// Capsules, at least 1.
        count: i64,
    },
    /// A whole land area with everything whose home it is; subdivisions inside it keep their
    /// owners.
    Area {
        /// The area's id (a starting slot id such as `S-NW`, `P<n>` or `D<n>`), owned by the giver.
        area_id: String,
    },
    /// A new subdivision carved from one of the giver's areas; it becomes the receiver's area
    /// `D<n>` when the trade executes.
    NewSubdivision {
        /// The id of the giver's area to carve from.
        parent_area_id: String,
        /// Rectangles `[x, y, w, h]` (w, h ≥ 1) covering columns x…x+w−1 and rows y…y+h−1;
        /// the subdivision is their union. Its cells must be connected, belong to the parent
        /// itself (not to a subdivision of it), leave the parent some cells, and cut no
        /// structure.
        #[schema(value_type = Vec<Vec<i32>>)]
        rects: Vec<[i32; 4]>,
    },
}

/// One transfer of a trade: an item from one party to another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelTransfer)]
pub struct Transfer {
    /// The giving player (their seat).
    pub from: Seat,
    /// The receiving player (their seat).
    pub to: Seat,
    /// What is given.
    pub item: TradeItem,
}

/// A promise from one party to another: free text, stored and never enforced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelPromise)]
pub struct Promise {
    /// The promising player (their seat).
    pub from: Seat,
    /// The player the promise is made to (their seat).
    pub to: Seat,
    /// The promise: 1 to the game's promise length limit (500 by default) characters of
    /// plain text on one line: no control character, no direction override, something
    /// visible, at most 8 combining marks on one character (`bad_amount`, field `text`,
    /// otherwise). Markup is not interpreted: every renderer shows it as written.
    pub text: String,
}

/// A server timer that can run out: `loan` (round-1 loan choice), `head` (the head of the
/// queue), `trade_response` (a pending proposal), `idle` (a free player) or `winddown`.
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

/// A command, chosen by `type`. Fields other than those listed are refused.
///
/// `resign` is not in the rulebook: a seated player may send it at any time (also out of
/// turn); the game then stops unscored, as it cannot go on without the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = TokyoCapsuleHotelCommand)]
pub enum TokyoCapsuleHotelCommand {
    /// Round 1: choose your loan. The amount stays hidden from the others until every player
    /// has chosen.
    ChooseLoan {
        /// Yen to borrow, one of the game's loan options (4000, 6000, 8000 or 10000 by default).
        amount: i64,
    },
    /// Purchase phase: get back in line for purchases, at the end of the queue. Refused while
    /// you have a trade proposal pending that you proposed or accepted.
    JoinQueue {},
    /// Purchase phase: leave the queue without buying, to trade or wait.
    LeaveQueue {},
    /// Purchase phase: stop for the rest of this phase; your pending trades are cancelled.
    Pass {},
    /// `on_warning` mode only: warn the head of the queue (not yourself), who then has at
    /// most the warning window left to act.
    WarnHead {},
    /// The head of the queue buys one item; afterwards the buyer is out of the queue.
    Purchase {
        /// What is bought.
        item: Item,
        /// How it is paid; all yen when omitted.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payment: Option<Payment>,
    },
    /// Propose a trade while out of the queue; every other party must accept it. The parties
    /// are everyone named in the transfers and promises, and each must give something.
    ProposeTrade {
        /// Items moved between parties.
        transfers: Vec<Transfer>,
        /// Non-binding promises; empty when omitted.
        #[serde(default)]
        promises: Vec<Promise>,
    },
    /// Accept a pending trade you are party to (you must be out of the queue); it executes
    /// when the last party accepts.
    AcceptTrade {
        /// The trade's id (`T<n>`).
        trade_id: String,
    },
    /// Turn down a pending trade you are party to; the trade is cancelled.
    RejectTrade {
        /// The trade's id (`T<n>`).
        trade_id: String,
    },
    /// Withdraw a pending trade you proposed.
    WithdrawTrade {
        /// The trade's id (`T<n>`).
        trade_id: String,
    },
    /// A server timer ran out: sent only by the server for the seat concerned (a client that
    /// sends it is refused).
    Timeout {
        /// Which timer ran out.
        timer: Timer,
        /// With `trade_response`: the expiring trade's id; absent otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trade_id: Option<String>,
    },
    /// Resign: the game stops at once, unscored (not in the rulebook).
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
