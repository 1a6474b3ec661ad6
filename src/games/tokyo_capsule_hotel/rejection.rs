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

/// Why the game refuses a command (the shared layer's codes are not repeated here).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(tag = "code", content = "details", rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelRejection)]
pub enum TokyoCapsuleHotelRejection {
    WrongPhase {
        phase: &'static str,
        sub_phase: Option<&'static str>,
        allowed: Vec<&'static str>,
    },
    LoanAmountInvalid {
        amount: i64,
        options: Vec<i64>,
    },
    AlreadyInQueue {
        position: usize,
    },
    NotInQueue {},
    HasOpenNegotiation {
        trade_ids: Vec<String>,
    },
    SpendingLimitReached {
        spent: i64,
        limit: i64,
    },
    NotAllowedInMode {
        mode: HeadTimeoutMode,
    },
    NoHead {},
    CannotWarnSelf {},
    NotAtHead {
        head: Option<Seat>,
    },
    CouponsNotAllowed {
        coupons: u32,
    },
    NotEnoughCoupons {
        coupons: u32,
        held: u32,
    },
    TooManyCoupons {
        coupons: u32,
        price: i64,
    },
    InsufficientFunds {
        required: i64,
        yen: i64,
    },
    SupplyExhausted {
        piece: String,
    },
    ColourUnavailable {
        colour: String,
        reason: &'static str,
    },
    PinkCountInvalid {
        count: i32,
        available: u32,
    },
    NotEnoughCapsules {
        colour: String,
        required: i64,
        held: i64,
    },
    CapsuleCountInvalid {
        count: i32,
    },
    LaundryLayoutInvalid {
        building: BuildingType,
        layout: LaundryLayout,
        count: i32,
    },
    SideRequired {
        building: BuildingType,
        mode: AttractionMode,
    },
    SideNotAllowed {
        building: BuildingType,
        side: Option<Side>,
        mode: AttractionMode,
        locked_side: Option<Side>,
    },
    UnknownLandBoard {
        board: String,
    },
    BadOrientation {
        field: &'static str,
        #[schema(value_type = Object)]
        value: Value,
        #[schema(value_type = Vec<Object>)]
        allowed: Vec<Value>,
    },
    OutOfBounds {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    LandOverlap {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        area_id: String,
    },
    LandNotAdjacent {},
    NotOwnLand {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        owner: Option<Seat>,
    },
    SpansMultipleAreas {
        areas: Vec<String>,
    },
    CellOccupied {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        structure_id: String,
    },
    GapViolation {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        conflicts_with: String,
    },
    GraveyardLimit {
        parcel_id: String,
        graveyards: usize,
    },
    GoldenRule {
        area_id: String,
        hotels: usize,
        vending_machines: usize,
        graveyards: usize,
    },
    FloorSequenceInvalid {
        floors: Vec<i32>,
    },
    HotelSelfOverlap {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    CapsuleNotSupported {
        index: usize,
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    GroundNotConnected {},
    EntranceNotTouching {
        #[schema(value_type = Vec<i32>)]
        entrance: Cell,
    },
    TooManyFloors {
        floors: i32,
        ground_capsules: usize,
    },
    NegotiationClosed {},
    NotFree {
        status: &'static str,
    },
    TooManyOpenProposals {
        limit: u32,
    },
    InvalidParties {
        reason: &'static str,
        index: usize,
    },
    UnknownParty {
        player_id: Seat,
    },
    SelfTrade {},
    PartyPassed {
        player_id: Seat,
    },
    EmptyContribution {
        player_id: Seat,
    },
    BadAmount {
        field: &'static str,
        index: usize,
    },
    ItemNotOwned {
        player_id: Seat,
        item: String,
        required: i64,
        held: i64,
    },
    TradeLandConflict {
        area_id: String,
    },
    SubdivisionOutsideParent {
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
    },
    SubdivisionNotConnected {},
    SubdivisionWholeArea {
        area_id: String,
    },
    SubdivisionSplitsStructure {
        structure_id: String,
    },
    SubdivisionGoldenRule {
        area_id: String,
        hotels: usize,
        vending_machines: usize,
        graveyards: usize,
    },
    TradeNotFound {
        trade_id: String,
    },
    NotAddressee {
        trade_id: String,
    },
    NotProposer {
        trade_id: String,
    },
    TradeAlreadyAnswered {
        trade_id: String,
    },
    TradeNoLongerValid {
        trade_id: String,
        reason: &'static str,
        #[schema(value_type = Object)]
        details: Value,
    },
    TimeoutNotApplicable {
        timer: String,
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
