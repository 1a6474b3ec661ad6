//! Rejections: a stable code plus the facts behind it, serialized as
//! `{"code": "...", "details": {...}}`. Details restate the request, public facts, or the
//! caller's own holdings and trades.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::command::{LaundryLayout, Side};
use super::config::{AttractionMode, BuildingType, HeadTimeoutMode};
use super::geometry::Cell;
use crate::engine::{Rejection, Seat};

/// Why the game refuses a command, chosen by `code` with its facts in `details`. Refusals
/// common to every game (not your turn, stale version, invalid request, …) are not listed.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelRejection)]
pub enum TokyoCapsuleHotelRejection {
    /// The command is not accepted in the current phase.
    WrongPhase {
        /// The current phase: `loan`, `purchase` or `game_over`.
        phase: &'static str,
        /// The current sub-phase: `selection`, `open`, `wind_down`, or null.
        sub_phase: Option<&'static str>,
        /// The command types you may send now.
        allowed: Vec<&'static str>,
    },
    /// The loan amount is not one of the game's loan options.
    LoanAmountInvalid {
        /// The amount asked for.
        amount: i64,
        /// The amounts allowed.
        options: Vec<i64>,
    },
    /// You are already in the queue.
    AlreadyInQueue {
        /// Your place in the queue, 0 = head.
        position: usize,
    },
    /// You are not in the queue.
    NotInQueue {},
    /// You cannot rejoin the queue while a trade you proposed or accepted is pending.
    HasOpenNegotiation {
        /// Your pending trades.
        trade_ids: Vec<String>,
    },
    /// The phase's spending limit has been reached: no more purchases or queueing.
    SpendingLimitReached {
        /// Spending this phase, in yen.
        spent: i64,
        /// The limit, in yen.
        limit: i64,
    },
    /// Warning the head is only possible in `on_warning` mode.
    NotAllowedInMode {
        /// The game's head timeout mode.
        mode: HeadTimeoutMode,
    },
    /// There is no head of the queue to warn.
    NoHead {},
    /// The head of the queue cannot warn themself.
    CannotWarnSelf {},
    /// Only the head of the queue may buy.
    NotAtHead {
        /// The current head; null when the queue is empty.
        head: Option<Seat>,
    },
    /// A graveyard cannot be paid with coupons (its price is negative).
    CouponsNotAllowed {
        /// Coupons offered.
        coupons: u32,
    },
    /// You do not hold that many coupons.
    NotEnoughCoupons {
        /// Coupons offered.
        coupons: u32,
        /// Coupons you hold.
        held: u32,
    },
    /// The coupons are worth more than the price (500 yen each).
    TooManyCoupons {
        /// Coupons offered.
        coupons: u32,
        /// The item's price in yen.
        price: i64,
    },
    /// You do not have the yen left to pay after coupons.
    InsufficientFunds {
        /// Yen to pay.
        required: i64,
        /// Yen you hold.
        yen: i64,
    },
    /// No piece of that kind is left in the supply.
    SupplyExhausted {
        /// The piece: `entrance`, `vending_machine` or a building type.
        piece: String,
    },
    /// That capsule colour cannot be used here.
    ColourUnavailable {
        /// The colour asked for.
        colour: String,
        /// `unknown` (not a colour), `pink` (pink is bought with `pink_capsules`) or `bought` (the
        /// colour's capsules have already been bought).
        reason: &'static str,
    },
    /// The number of pink capsules is below 1 or above those left on the board.
    PinkCountInvalid {
        /// Pink capsules asked for.
        count: i32,
        /// Pink capsules left on the capsule board.
        available: u32,
    },
    /// Your supply holds too few capsules of that colour.
    NotEnoughCapsules {
        /// The colour.
        colour: String,
        /// Capsules needed.
        required: i64,
        /// Capsules of that colour in your supply.
        held: i64,
    },
    /// The capsule count is invalid: an entrance hotel without capsules, or a Coin Laundry
    /// count below 0 or above 2.
    CapsuleCountInvalid {
        /// The count given.
        count: i32,
    },
    /// The Coin Laundry capsules do not fit: `stacked` needs exactly 2 capsules, and only a
    /// Coin Laundry takes them.
    LaundryLayoutInvalid {
        /// The building bought.
        building: BuildingType,
        /// The layout asked for.
        layout: LaundryLayout,
        /// The capsule count asked for.
        count: i32,
    },
    /// The buyer must choose side `A` or `B` for this building.
    SideRequired {
        /// The building.
        building: BuildingType,
        /// The game's attraction-card mode.
        mode: AttractionMode,
    },
    /// This side cannot be used: cards are off, the building is a Coin Laundry, only side B
    /// is used, or the Sweets Buffet side is already fixed.
    SideNotAllowed {
        /// The building.
        building: BuildingType,
        /// The side asked for.
        side: Option<Side>,
        /// The game's attraction-card mode.
        mode: AttractionMode,
        /// The side every Sweets Buffet uses, fixed by the first one; null when not fixed or
        /// irrelevant.
        locked_side: Option<Side>,
    },
    /// No land board has that id.
    UnknownLandBoard {
        /// The id given.
        board: String,
    },
    /// A rotation, mirroring or capsule orientation is not allowed.
    BadOrientation {
        /// The field: `rotation`, `mirror` or `dir`.
        field: &'static str,
        /// The value given.
        #[schema(value_type = Object)]
        value: Value,
        /// The values allowed.
        #[schema(value_type = Vec<Object>)]
        allowed: Vec<Value>,
    },
    /// A cell lies off the map.
    OutOfBounds {
        /// The first such cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    /// The land overlaps an existing parcel.
    LandOverlap {
        /// The first overlapping cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The parcel overlapped.
        area_id: String,
    },
    /// The land shares no cell edge with any existing parcel (a corner is not enough).
    LandNotAdjacent {},
    /// A cell is not on land you own.
    NotOwnLand {
        /// The first such cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The owner of that cell; null when it is on no land.
        owner: Option<Seat>,
    },
    /// The structure would lie in more than one land area.
    SpansMultipleAreas {
        /// The areas it would cover.
        areas: Vec<String>,
    },
    /// A cell is already taken by another structure.
    CellOccupied {
        /// The first such cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The structure there.
        structure_id: String,
    },
    /// A cell would touch another structure (share an edge, or a corner unless the game's gap
    /// rule is `edges_only`); structures must keep a gap.
    GapViolation {
        /// The first such cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The structure it would touch.
        conflicts_with: String,
    },
    /// A parcel, subdivisions included, holds at most 5 graveyards.
    GraveyardLimit {
        /// The parcel.
        parcel_id: String,
        /// Graveyards it already holds.
        graveyards: usize,
    },
    /// The golden rule: a land area needs at least as many vending machines and graveyards as
    /// hotels, counting those directly in it (not in its subdivisions).
    GoldenRule {
        /// The area that would break the rule.
        area_id: String,
        /// Hotels it would hold, the new one included.
        hotels: usize,
        /// Vending machines in it.
        vending_machines: usize,
        /// Graveyards in it.
        graveyards: usize,
    },
    /// The floors used are not 1, 2, … without a gap.
    FloorSequenceInvalid {
        /// The floors used, ascending.
        floors: Vec<i32>,
    },
    /// Two capsules of one floor share a cell, or the entrance is on a ground capsule.
    HotelSelfOverlap {
        /// The shared cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    /// An upper capsule does not lie wholly on capsules of the floor below.
    CapsuleNotSupported {
        /// Its index in the `capsules` list, from 0.
        index: usize,
        /// Its cell `[x, y]` that has nothing below.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    /// The ground-floor capsules do not form one connected group.
    GroundNotConnected {},
    /// The entrance shares no edge with a ground-floor capsule.
    EntranceNotTouching {
        /// The entrance cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        entrance: Cell,
    },
    /// The hotel has more floors than ground capsules (only a single pink stack of 4 or more
    /// floors may).
    TooManyFloors {
        /// Floors asked for.
        floors: i32,
        /// Capsules on the ground floor.
        ground_capsules: usize,
    },
    /// The spending limit has been reached: no new trade proposals this phase.
    NegotiationClosed {},
    /// You must be out of the queue (`free`) to propose or accept a trade.
    NotFree {
        /// Your status (e.g. `queued`).
        status: &'static str,
    },
    /// You already have the most pending proposals allowed.
    TooManyOpenProposals {
        /// Pending proposals allowed per player.
        limit: u32,
    },
    /// A transfer or promise goes from a player to that same player.
    InvalidParties {
        /// `transfer_to_self` or `promise_to_self`.
        reason: &'static str,
        /// Its index in `transfers` or `promises`, from 0.
        index: usize,
    },
    /// A transfer or promise names a player who is not in the game.
    UnknownParty {
        /// The unknown player.
        player_id: Seat,
    },
    /// A trade needs at least two players.
    SelfTrade {},
    /// A party of the trade has passed for this phase.
    PartyPassed {
        /// The player who passed.
        player_id: Seat,
    },
    /// Every party must give something: a transfer or a promise.
    EmptyContribution {
        /// The party giving nothing.
        player_id: Seat,
    },
    /// An amount is invalid: yen not a positive multiple of the trade multiple, a count below
    /// 1, an empty or too long promise or one that is not plain visible text (a control
    /// character, a direction override, nothing visible, or more than 8 combining marks on
    /// one character), or an empty or degenerate subdivision.
    BadAmount {
        /// The field: `amount`, `count`, `rects` or `text`.
        field: &'static str,
        /// Its transfer's or promise's index, from 0.
        index: usize,
    },
    /// The amounts a giver gives of one good add up to more than any holding can be (the
    /// sum would overflow): nobody holds that much.
    AmountOutOfRange {
        /// The field: `amount` or `count`.
        field: &'static str,
        /// The index of the transfer whose amount overflows the giver's total, from 0.
        index: usize,
    },
    /// A giver does not hold what the trade asks of them (totals per giver and good).
    ItemNotOwned {
        /// The giver.
        player_id: Seat,
        /// `yen`, `coupons`, a capsule colour, or an area id (not owned).
        item: String,
        /// Amount needed (1 for an area).
        required: i64,
        /// Amount held (0 for an area).
        held: i64,
    },
    /// A land area appears in more than one land item of the trade.
    TradeLandConflict {
        /// The area.
        area_id: String,
    },
    /// A subdivision cell is off the map or not the parent area's own cell.
    SubdivisionOutsideParent {
        /// The first such cell `[x, y]`.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    /// The subdivision's cells are not connected.
    SubdivisionNotConnected {},
    /// The subdivision would take every cell of its parent; trade the whole area instead.
    SubdivisionWholeArea {
        /// The parent area.
        area_id: String,
    },
    /// A structure would lie partly inside and partly outside the subdivision.
    SubdivisionSplitsStructure {
        /// The structure.
        structure_id: String,
    },
    /// After the split, the new subdivision or its parent would break the golden rule (as many
    /// vending machines and graveyards as hotels).
    SubdivisionGoldenRule {
        /// The area that would break it (the new one or the parent).
        area_id: String,
        /// Hotels it would hold.
        hotels: usize,
        /// Vending machines it would hold.
        vending_machines: usize,
        /// Graveyards it would hold.
        graveyards: usize,
    },
    /// No pending trade with that id is visible to you.
    TradeNotFound {
        /// The id given.
        trade_id: String,
    },
    /// You are not an addressee of that trade.
    NotAddressee {
        /// The trade.
        trade_id: String,
    },
    /// Only the proposer may withdraw a trade.
    NotProposer {
        /// The trade.
        trade_id: String,
    },
    /// You have already accepted that trade.
    TradeAlreadyAnswered {
        /// The trade.
        trade_id: String,
    },
    /// Your acceptance was the last one, but the trade no longer passes its checks; it stays
    /// pending.
    TradeNoLongerValid {
        /// The trade.
        trade_id: String,
        /// The code of the check that fails now (e.g. `item_not_owned`).
        reason: &'static str,
        /// That check's details.
        #[schema(value_type = Object)]
        details: Value,
    },
    /// A timeout does not fit the current state; only the server sends timeouts.
    TimeoutNotApplicable {
        /// The timer named.
        timer: String,
        /// `wrong_phase`, `not_head`, `no_trade`, `not_pending` or `not_idle`.
        reason: &'static str,
    },
}

impl Rejection for TokyoCapsuleHotelRejection {
    fn code(&self) -> &'static str {
        use TokyoCapsuleHotelRejection as R;
        match self {
            R::WrongPhase { .. } => "wrong_phase",
            R::LoanAmountInvalid { .. } => "loan_amount_invalid",
            R::AlreadyInQueue { .. } => "already_in_queue",
            R::NotInQueue {} => "not_in_queue",
            R::HasOpenNegotiation { .. } => "has_open_negotiation",
            R::SpendingLimitReached { .. } => "spending_limit_reached",
            R::NotAllowedInMode { .. } => "not_allowed_in_mode",
            R::NoHead {} => "no_head",
            R::CannotWarnSelf {} => "cannot_warn_self",
            R::NotAtHead { .. } => "not_at_head",
            R::CouponsNotAllowed { .. } => "coupons_not_allowed",
            R::NotEnoughCoupons { .. } => "not_enough_coupons",
            R::TooManyCoupons { .. } => "too_many_coupons",
            R::InsufficientFunds { .. } => "insufficient_funds",
            R::SupplyExhausted { .. } => "supply_exhausted",
            R::ColourUnavailable { .. } => "colour_unavailable",
            R::PinkCountInvalid { .. } => "pink_count_invalid",
            R::NotEnoughCapsules { .. } => "not_enough_capsules",
            R::CapsuleCountInvalid { .. } => "capsule_count_invalid",
            R::LaundryLayoutInvalid { .. } => "laundry_layout_invalid",
            R::SideRequired { .. } => "side_required",
            R::SideNotAllowed { .. } => "side_not_allowed",
            R::UnknownLandBoard { .. } => "unknown_land_board",
            R::BadOrientation { .. } => "bad_orientation",
            R::OutOfBounds { .. } => "out_of_bounds",
            R::LandOverlap { .. } => "land_overlap",
            R::LandNotAdjacent {} => "land_not_adjacent",
            R::NotOwnLand { .. } => "not_own_land",
            R::SpansMultipleAreas { .. } => "spans_multiple_areas",
            R::CellOccupied { .. } => "cell_occupied",
            R::GapViolation { .. } => "gap_violation",
            R::GraveyardLimit { .. } => "graveyard_limit",
            R::GoldenRule { .. } => "golden_rule",
            R::FloorSequenceInvalid { .. } => "floor_sequence_invalid",
            R::HotelSelfOverlap { .. } => "hotel_self_overlap",
            R::CapsuleNotSupported { .. } => "capsule_not_supported",
            R::GroundNotConnected {} => "ground_not_connected",
            R::EntranceNotTouching { .. } => "entrance_not_touching",
            R::TooManyFloors { .. } => "too_many_floors",
            R::NegotiationClosed {} => "negotiation_closed",
            R::NotFree { .. } => "not_free",
            R::TooManyOpenProposals { .. } => "too_many_open_proposals",
            R::InvalidParties { .. } => "invalid_parties",
            R::UnknownParty { .. } => "unknown_party",
            R::SelfTrade {} => "self_trade",
            R::PartyPassed { .. } => "party_passed",
            R::EmptyContribution { .. } => "empty_contribution",
            R::BadAmount { .. } => "bad_amount",
            R::AmountOutOfRange { .. } => "amount_out_of_range",
            R::ItemNotOwned { .. } => "item_not_owned",
            R::TradeLandConflict { .. } => "trade_land_conflict",
            R::SubdivisionOutsideParent { .. } => "subdivision_outside_parent",
            R::SubdivisionNotConnected {} => "subdivision_not_connected",
            R::SubdivisionWholeArea { .. } => "subdivision_whole_area",
            R::SubdivisionSplitsStructure { .. } => "subdivision_splits_structure",
            R::SubdivisionGoldenRule { .. } => "subdivision_golden_rule",
            R::TradeNotFound { .. } => "trade_not_found",
            R::NotAddressee { .. } => "not_addressee",
            R::NotProposer { .. } => "not_proposer",
            R::TradeAlreadyAnswered { .. } => "trade_already_answered",
            R::TradeNoLongerValid { .. } => "trade_no_longer_valid",
            R::TimeoutNotApplicable { .. } => "timeout_not_applicable",
        }
    }
}
