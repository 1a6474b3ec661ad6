//! Events: what happened, random outcomes included. Stored events are never renamed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::command::{CapsulePlacement, LaundryLayout, Promise, Side, Transfer};
use super::config::{BuildingType, Colour, DieFace, TokyoCapsuleHotelConfig};
use super::geometry::Cell;
use crate::engine::Seat;

/// A seat and its clockwise seat number (1 = first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSeatNumber)]
pub struct SeatNumber {
    pub player_id: Seat,
    pub seat: u8,
}

/// A starting parcel given to a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStartingParcel)]
pub struct StartingParcel {
    pub area_id: String,
    pub owner: Seat,
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// One tie-break of the queue order: the tied group (by clockwise seat) and who was drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTieBreak)]
pub struct TieBreak {
    pub group: Vec<Seat>,
    pub drawn_first: Seat,
}

/// Why a player left the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelLeaveReason)]
pub enum LeaveReason {
    Voluntary,
    Purchased,
    Timeout,
    Limit,
}

/// Why a player passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelPassReason)]
pub enum PassReason {
    Voluntary,
    Timeouts,
    Idle,
}

/// Why coupons were granted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelCouponReason)]
pub enum CouponReason {
    RoundTrack,
    LoanBonus,
    TokyoSpikeB,
    ArcadeB,
    FranchiseThreshold,
    TallestHotel,
    Dice,
}

/// The kind of a hotel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelHotelKind)]
pub enum HotelKind {
    Entrance,
    Laundry,
}

/// Why a trade stopped being pending without executing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelTradeEndReason)]
pub enum TradeEndReason {
    Rejected,
    Withdrawn,
    Passed,
    Deadline,
}

/// Why a purchase phase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelPhaseEndReason)]
pub enum PhaseEndReason {
    AllPassed,
    LimitReached,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelEndReason)]
pub enum EndReason {
    DebtRepayable,
    RoundLimit,
}

/// One player's final score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelScore)]
pub struct Score {
    pub player_id: Seat,
    pub yen: i64,
    pub debt: i64,
    pub net: i64,
}

/// The supplies at the start of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStartSupply)]
pub struct StartSupply {
    pub capsule_board: BTreeMap<Colour, u32>,
    pub entrances: u32,
    pub vending_machines: u32,
    pub buildings: BTreeMap<BuildingType, u32>,
}

/// An event. Cells are `[x, y]`, sorted by y then x; amounts are yen unless named coupons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", content = "data", rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelEvent)]
pub enum TokyoCapsuleHotelEvent {
    GameCreated {
        config: Box<TokyoCapsuleHotelConfig>,
        seats: u8,
    },
    PlayerJoined {
        player_id: Seat,
    },
    GameStarted {
        seats: Vec<SeatNumber>,
        starting_parcels: Vec<StartingParcel>,
        supply: StartSupply,
    },
    RoundStarted {
        round: u32,
    },
    CouponsGranted {
        reason: CouponReason,
        grants: BTreeMap<Seat, u32>,
    },
    LoanSelectionStarted {},
    /// Seen by the chooser only until every loan is revealed.
    LoanChosen {
        player_id: Seat,
        amount: i64,
    },
    LoanSubmitted {
        player_id: Seat,
    },
    LoanDefaulted {
        player_id: Seat,
        amount: i64,
        reason: String,
    },
    LoansRevealed {
        loans: BTreeMap<Seat, i64>,
        coupon_bonus: BTreeMap<Seat, u32>,
    },
    PurchasePhaseStarted {
        round: u32,
        limit: i64,
        queue: Vec<Seat>,
        tie_breaks: Vec<TieBreak>,
    },
    PlayerJoinedQueue {
        player_id: Seat,
        position: usize,
    },
    PlayerLeftQueue {
        player_id: Seat,
        reason: LeaveReason,
    },
    HeadChanged {
        player_id: Option<Seat>,
    },
    HeadWarned {
        by: Seat,
        head: Seat,
    },
    PlayerPassed {
        player_id: Seat,
        auto: bool,
        reason: PassReason,
    },
    PurchaseMade {
        player_id: Seat,
        kind: String,
        price: i64,
        paid_yen: i64,
        paid_coupons: u32,
        spent: i64,
        limit: i64,
    },
    LandParcelPlaced {
        area_id: String,
        board: String,
        x: i32,
        y: i32,
        rotation: i32,
        mirror: bool,
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        owner: Seat,
    },
    CapsulesBought {
        player_id: Seat,
        colour: Colour,
        count: u32,
        price: i64,
    },
    VendingMachinePlaced {
        id: String,
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        area_id: String,
    },
    GraveyardPlaced {
        id: String,
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        area_id: String,
        parcel_graveyards: usize,
    },
    BuildingBuilt {
        id: String,
        building: BuildingType,
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        side: Option<Side>,
        area_id: String,
    },
    HotelBuilt {
        id: String,
        colour: Colour,
        kind: HotelKind,
        #[schema(value_type = Option<Vec<i32>>)]
        entrance: Option<Cell>,
        capsules: Vec<CapsulePlacement>,
        layout: Option<LaundryLayout>,
        height: u32,
        capsule_count: u32,
        area_id: String,
        parcel_id: String,
    },
    FranchiseIncomeChanged {
        colour: Colour,
        old: i64,
        new: i64,
    },
    FranchiseThresholdReached {
        colour: Colour,
        threshold: i64,
        recipients: Vec<Seat>,
    },
    TallestHotelClaimed {
        player_id: Seat,
        hotel_id: String,
        height: u32,
    },
    SpendingLimitReached {
        spent: i64,
        limit: i64,
    },
    TradeProposed {
        trade_id: String,
        proposer: Seat,
        parties: Vec<Seat>,
        transfers: Vec<Transfer>,
        promises: Vec<Promise>,
    },
    TradeAccepted {
        trade_id: String,
        player_id: Seat,
    },
    TradeRejected {
        trade_id: String,
        player_id: Seat,
        reason: TradeEndReason,
    },
    TradeWithdrawn {
        trade_id: String,
        reason: TradeEndReason,
    },
    TradeExpired {
        trade_id: String,
        reason: TradeEndReason,
    },
    TradeExecuted {
        trade_id: String,
        parties: Vec<Seat>,
        transfers: Vec<Transfer>,
        new_area_ids: Vec<String>,
        /// Absent for viewers who may not read the promises.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        promises: Option<Vec<Promise>>,
    },
    SubdivisionCreated {
        area_id: String,
        parent: String,
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        owner: Seat,
    },
    AreaOwnerChanged {
        area_id: String,
        from: Seat,
        to: Seat,
    },
    PurchasePhaseEnded {
        reason: PhaseEndReason,
    },
    IncomePhaseStarted {
        round: u32,
    },
    DiceRolled {
        building_id: String,
        parcel_id: String,
        face_index: usize,
        face: DieFace,
    },
    ParcelAttractionComputed {
        parcel_id: String,
        attraction: i64,
        graveyards: usize,
        deduction: i64,
        nullified: bool,
    },
    HotelIncomePaid {
        hotel_id: String,
        owner: Seat,
        colour: Colour,
        #[serde(rename = "F")]
        f: i64,
        #[serde(rename = "A")]
        a: i64,
        #[serde(rename = "G")]
        g: i64,
        raw: i64,
        paid: i64,
    },
    PlayerIncomeTotalled {
        player_id: Seat,
        total: i64,
    },
    IncomePhaseEnded {
        round: u32,
    },
    GameEnded {
        reason: EndReason,
        round: u32,
        scores: Vec<Score>,
        winners: Vec<Seat>,
    },
    /// A player resigned; the game stops unscored.
    PlayerResigned {
        player_id: Seat,
    },
}
