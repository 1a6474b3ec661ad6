//! Events: what happened, random outcomes included. Stored events are never renamed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::command::{CapsulePlacement, LaundryLayout, Promise, Side, Transfer};
use super::config::{BuildingType, Colour, DieFace, TokyoCapsuleHotelConfig};
use super::geometry::Cell;
use crate::engine::Seat;

/// A player and their clockwise seat number, drawn at random when the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelSeatNumber)]
pub struct SeatNumber {
    /// The player (their seat, numbered from 0 in join order).
    pub player_id: Seat,
    /// Clockwise seat number, 1 = first; it sets the playing order and the starting slot.
    pub seat: u8,
}

/// A starting parcel given to a player when the game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStartingParcel)]
pub struct StartingParcel {
    /// The parcel's area id, its starting slot's id (e.g. `S-NW`).
    pub area_id: String,
    /// The player who owns it.
    pub owner: Seat,
    /// Its cells `[x, y]`, sorted by y then x.
    #[schema(value_type = Vec<Vec<i32>>)]
    pub cells: Vec<Cell>,
}

/// One random tie-break of the queue order among players with equal yen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelTieBreak)]
pub struct TieBreak {
    /// The tied players, in clockwise seat order.
    pub group: Vec<Seat>,
    /// The player drawn to go first; the others follow clockwise from them.
    pub drawn_first: Seat,
}

/// Why a player left the queue: `voluntary` (`leave_queue`), `purchased` (after buying),
/// `timeout` (the head's time ran out; the turn is lost) or `limit` (the spending limit was
/// reached).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelLeaveReason)]
pub enum LeaveReason {
    Voluntary,
    Purchased,
    Timeout,
    Limit,
}

/// Why a player passed: `voluntary` (`pass`), `timeouts` (too many head timeouts in this
/// phase; games of rules version 1 only) or `idle` (a free player inactive too long).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelPassReason)]
pub enum PassReason {
    Voluntary,
    Timeouts,
    Idle,
}

/// Why coupons were granted: `round_track` (a coupon round), `loan_bonus` (not used: the
/// loan's coupon comes with the loan reveal), `tokyo_spike_b` / `arcade_b` (side B bonus),
/// `franchise_threshold`, `tallest_hotel` or `dice` (a die face).
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

/// The kind of a hotel: `entrance` (an entrance with capsules) or `laundry` (a Coin Laundry
/// carrying capsules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelHotelKind)]
pub enum HotelKind {
    Entrance,
    Laundry,
}

/// Why a trade stopped being pending without executing: `rejected` (an addressee said no),
/// `withdrawn` (by the proposer), `passed` (a party passed) or `deadline` (it expired).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelTradeEndReason)]
pub enum TradeEndReason {
    Rejected,
    Withdrawn,
    Passed,
    Deadline,
}

/// Why a purchase phase ended: `all_passed` (every player passed) or `limit_reached` (the
/// spending limit was reached and the pending trades were settled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelPhaseEndReason)]
pub enum PhaseEndReason {
    AllPassed,
    LimitReached,
}

/// Why the game ended: `debt_repayable` (at the start of a loan phase some player's yen
/// covered their debt) or `round_limit` (the last round was played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelEndReason)]
pub enum EndReason {
    DebtRepayable,
    RoundLimit,
}

/// One player's final score; the highest `net` wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelScore)]
pub struct Score {
    /// The player (their seat).
    pub player_id: Seat,
    /// Yen held at the end.
    pub yen: i64,
    /// Debt at the end: the loan plus one round's interest per round up to the final round.
    pub debt: i64,
    /// `yen` − `debt`; coupons and pieces are worth nothing.
    pub net: i64,
}

/// The limited supplies at the start of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TokyoCapsuleHotelStartSupply)]
pub struct StartSupply {
    /// Capsules of each colour on the capsule board (franchise markers not included).
    pub capsule_board: BTreeMap<Colour, u32>,
    /// Entrances, so the most entrance hotels that can be built.
    pub entrances: u32,
    /// Vending machines.
    pub vending_machines: u32,
    /// Copies of each building type.
    pub buildings: BTreeMap<BuildingType, u32>,
}

/// An event, chosen by `type` with its fields in `data`. Cells are `[x, y]` pairs, sorted by
/// y then x; amounts are yen unless named coupons; players are given by seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", content = "data", rename_all = "snake_case")]
#[schema(as = TokyoCapsuleHotelEvent)]
pub enum TokyoCapsuleHotelEvent {
    /// The game was created with these options.
    GameCreated {
        /// Every option of the game.
        config: Box<TokyoCapsuleHotelConfig>,
        /// The number of seats.
        seats: u8,
        /// The rules version the game is played under, as in the setup entry's command;
        /// absent for version 1, whose games recorded no version here.
        #[serde(
            default = "first_rules_version",
            skip_serializing_if = "is_first_rules_version"
        )]
        #[schema(default = 1, minimum = 1)]
        rules_version: u32,
    },
    /// A player took a seat.
    PlayerJoined {
        /// The player's seat.
        player_id: Seat,
    },
    /// The game started: clockwise seat numbers drawn, starting parcels given, supplies set out.
    GameStarted {
        /// Every player with their clockwise seat number.
        seats: Vec<SeatNumber>,
        /// The starting parcel of each player.
        starting_parcels: Vec<StartingParcel>,
        /// The limited supplies at the start.
        supply: StartSupply,
    },
    /// A round started.
    RoundStarted {
        /// The round number, from 1.
        round: u32,
    },
    /// Players received coupons.
    CouponsGranted {
        /// Why.
        reason: CouponReason,
        /// Coupons received, keyed by player seat.
        grants: BTreeMap<Seat, u32>,
    },
    /// Round 1's loan selection started: every player chooses a loan.
    LoanSelectionStarted {},
    /// A player chose their loan. Seen by the chooser only; the others see `loan_submitted`.
    LoanChosen {
        /// The chooser.
        player_id: Seat,
        /// The chosen amount in yen.
        amount: i64,
    },
    /// A player chose their loan (the amount stays hidden until every loan is revealed).
    LoanSubmitted {
        /// The chooser.
        player_id: Seat,
    },
    /// A player did not choose a loan in time and was given the default loan.
    LoanDefaulted {
        /// The player.
        player_id: Seat,
        /// The loan given, in yen.
        amount: i64,
        /// Always `deadline`.
        reason: String,
    },
    /// Every loan is revealed: each player's yen becomes their loan, plus any loan coupon.
    LoansRevealed {
        /// Each player's loan in yen, keyed by player seat.
        loans: BTreeMap<Seat, i64>,
        /// Coupons received with the loan (1 for a 4000 loan by default), keyed by player seat;
        /// players who get none are left out.
        coupon_bonus: BTreeMap<Seat, u32>,
    },
    /// A purchase phase started: every player is queued, lowest yen first.
    PurchasePhaseStarted {
        /// The round.
        round: u32,
        /// The spending limit of this phase.
        limit: i64,
        /// The queue, head first: by yen ascending, ties drawn at random and then clockwise.
        queue: Vec<Seat>,
        /// The random draws for tied players, in ascending yen order.
        tie_breaks: Vec<TieBreak>,
    },
    /// A player joined the end of the queue.
    PlayerJoinedQueue {
        /// The player.
        player_id: Seat,
        /// Their place in the queue, 0 = head.
        position: usize,
    },
    /// A player left the queue.
    PlayerLeftQueue {
        /// The player.
        player_id: Seat,
        /// Why.
        reason: LeaveReason,
    },
    /// The head of the queue, the only player who may buy, changed.
    HeadChanged {
        /// The new head; null when the queue is empty.
        player_id: Option<Seat>,
    },
    /// A player warned the head of the queue (`on_warning` mode), who now has at most the
    /// warning window left.
    HeadWarned {
        /// The warning player.
        by: Seat,
        /// The head.
        head: Seat,
    },
    /// A player passed for the rest of this purchase phase (and left the queue if queued).
    PlayerPassed {
        /// The player.
        player_id: Seat,
        /// True when the server passed them (timeouts or idle), false for their own `pass`.
        auto: bool,
        /// Why.
        reason: PassReason,
    },
    /// A player bought an item; the item's own event follows.
    PurchaseMade {
        /// The buyer.
        player_id: Seat,
        /// The item's `kind` (`land`, `capsules`, `pink_capsules`, `vending_machine`,
        /// `graveyard`, `entrance_hotel` or `building`).
        kind: String,
        /// The price in yen; negative for a graveyard (the buyer receives it).
        price: i64,
        /// Yen paid: the price minus 500 per coupon; negative for a graveyard.
        paid_yen: i64,
        /// Coupons paid.
        paid_coupons: u32,
        /// Spending this phase after the purchase (a graveyard adds nothing).
        spent: i64,
        /// The phase's spending limit.
        limit: i64,
    },
    /// A land parcel was bought and laid on the map.
    LandParcelPlaced {
        /// The new parcel's id, `P<n>`.
        area_id: String,
        /// The land board's id.
        board: String,
        /// Column of the laid board's bounding box's north-west corner.
        x: i32,
        /// Row of the laid board's bounding box's north-west corner.
        y: i32,
        /// Clockwise turn in degrees: 0, 90, 180 or 270.
        rotation: i32,
        /// Whether the board was mirrored (before turning).
        mirror: bool,
        /// The parcel's cells.
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        /// The buyer, who owns the parcel.
        owner: Seat,
    },
    /// Capsules were bought into a player's supply.
    CapsulesBought {
        /// The buyer.
        player_id: Seat,
        /// The colour.
        colour: Colour,
        /// Capsules bought.
        count: u32,
        /// The price in yen.
        price: i64,
    },
    /// A vending machine was placed.
    VendingMachinePlaced {
        /// The structure's id, `V<n>`.
        id: String,
        /// Its cell.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The land area it stands in (its owner owns the machine).
        area_id: String,
    },
    /// A graveyard was placed.
    GraveyardPlaced {
        /// The structure's id, `G<n>`.
        id: String,
        /// Its cell.
        #[schema(value_type = Vec<i32>)]
        cell: Cell,
        /// The land area it stands in (its owner owns the graveyard).
        area_id: String,
        /// Graveyards in the whole parcel now, this one included (at most 5).
        parcel_graveyards: usize,
    },
    /// A building was built. A Coin Laundry with capsules is followed by `hotel_built` under
    /// the same id.
    BuildingBuilt {
        /// The structure's id: `B<n>`, or `H<n>` for a Coin Laundry with capsules.
        id: String,
        /// The building type.
        building: BuildingType,
        /// Its footprint.
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        /// The attraction-card side it uses; null for a Coin Laundry or when cards are off
        /// (side A applies).
        side: Option<Side>,
        /// The land area it stands in (its owner owns the building).
        area_id: String,
    },
    /// A hotel was built: an entrance hotel, or a Coin Laundry carrying capsules.
    HotelBuilt {
        /// The hotel's id, `H<n>`.
        id: String,
        /// Its capsules' colour, which is its franchise.
        colour: Colour,
        /// Entrance hotel or Coin Laundry.
        kind: HotelKind,
        /// The entrance cell; null for a Coin Laundry.
        #[schema(value_type = Option<Vec<i32>>)]
        entrance: Option<Cell>,
        /// An entrance hotel's capsules as placed; empty for a Coin Laundry.
        capsules: Vec<CapsulePlacement>,
        /// A Coin Laundry's capsule layout; null for an entrance hotel.
        layout: Option<LaundryLayout>,
        /// Floors: an entrance hotel's top floor; 2 (flat) or 3 (stacked) for a Coin Laundry.
        height: u32,
        /// Capsules in the hotel; its income is capped at 1000 yen per capsule.
        capsule_count: u32,
        /// The land area it stands in (its owner owns the hotel).
        area_id: String,
        /// The parcel containing that area.
        parcel_id: String,
    },
    /// A colour's franchise income changed because a hotel of it was built.
    FranchiseIncomeChanged {
        /// The franchise colour.
        colour: Colour,
        /// The income per hotel before, in yen.
        old: i64,
        /// The income per hotel now: 100 × (hotels of the colour + parcels holding one).
        new: i64,
    },
    /// A franchise income crossed a threshold for the first time; every recipient gets a
    /// coupon.
    FranchiseThresholdReached {
        /// The franchise colour.
        colour: Colour,
        /// The threshold crossed, in yen (500, 1000 or 1500).
        threshold: i64,
        /// Every player owning a hotel of that colour now, in clockwise seat order.
        recipients: Vec<Seat>,
    },
    /// Tallest-hotel variant: a hotel taller than every other hotel on the map earned its
    /// builder the tallest-hotel token and a coupon.
    TallestHotelClaimed {
        /// The builder.
        player_id: Seat,
        /// The hotel's id.
        hotel_id: String,
        /// Its height in floors.
        height: u32,
    },
    /// The spending limit was reached: no more purchases or proposals this phase, and the
    /// queue empties; pending trades may still be answered.
    SpendingLimitReached {
        /// Spending this phase.
        spent: i64,
        /// The limit.
        limit: i64,
    },
    /// A trade was proposed. Seen only by its parties unless trades are public.
    TradeProposed {
        /// The trade's id, `T<n>`.
        trade_id: String,
        /// The proposing player.
        proposer: Seat,
        /// Every party (the proposer and everyone named in it), in clockwise seat order.
        parties: Vec<Seat>,
        /// The items to move.
        transfers: Vec<Transfer>,
        /// The promises made.
        promises: Vec<Promise>,
    },
    /// A party accepted a trade. Seen only by its parties unless trades are public.
    TradeAccepted {
        /// The trade's id.
        trade_id: String,
        /// The accepting player.
        player_id: Seat,
    },
    /// An addressee turned a trade down, or passed; the trade is cancelled. Seen only by its
    /// parties unless trades are public.
    TradeRejected {
        /// The trade's id.
        trade_id: String,
        /// The addressee who turned it down or passed.
        player_id: Seat,
        /// `rejected` or `passed`.
        reason: TradeEndReason,
    },
    /// The proposer withdrew a trade, or passed; the trade is cancelled. Seen only by its
    /// parties unless trades are public.
    TradeWithdrawn {
        /// The trade's id.
        trade_id: String,
        /// `withdrawn` or `passed`.
        reason: TradeEndReason,
    },
    /// A trade expired unanswered. Seen only by its parties unless trades are public.
    TradeExpired {
        /// The trade's id.
        trade_id: String,
        /// Always `deadline`.
        reason: TradeEndReason,
    },
    /// The last party accepted and the trade executed: every transfer applied at once. Seen by
    /// everyone.
    TradeExecuted {
        /// The trade's id.
        trade_id: String,
        /// Every party.
        parties: Vec<Seat>,
        /// The items moved.
        transfers: Vec<Transfer>,
        /// The ids of the subdivisions it created, in transfer order.
        new_area_ids: Vec<String>,
        /// The promises; absent for viewers who may not read them (non-parties when trades are
        /// private).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        promises: Option<Vec<Promise>>,
    },
    /// A trade created a subdivision; the structures entirely inside it now belong to its owner.
    SubdivisionCreated {
        /// The new area's id, `D<n>`.
        area_id: String,
        /// The area it was carved from.
        parent: String,
        /// Its cells.
        #[schema(value_type = Vec<Vec<i32>>)]
        cells: Vec<Cell>,
        /// The receiving player, who owns it.
        owner: Seat,
    },
    /// A trade gave a whole land area, with the structures in it, to another player.
    AreaOwnerChanged {
        /// The area's id.
        area_id: String,
        /// The previous owner.
        from: Seat,
        /// The new owner.
        to: Seat,
    },
    /// A purchase phase ended; income follows.
    PurchasePhaseEnded {
        /// Why.
        reason: PhaseEndReason,
    },
    /// The income phase of a round started.
    IncomePhaseStarted {
        /// The round.
        round: u32,
    },
    /// A building's die was rolled during income.
    DiceRolled {
        /// The building's id.
        building_id: String,
        /// The parcel it is in.
        parcel_id: String,
        /// Index of the face in the building's face list, from 0.
        face_index: usize,
        /// The face rolled.
        face: DieFace,
    },
    /// A parcel's attraction income and graveyard deduction for this round were computed.
    ParcelAttractionComputed {
        /// The parcel's id.
        parcel_id: String,
        /// Attraction income in yen for each hotel of the parcel (dice, fixed side B amounts and
        /// Park bonuses).
        attraction: i64,
        /// Graveyards in the parcel, subdivisions included.
        graveyards: usize,
        /// Yen deducted from each hotel of the parcel: 100 per graveyard, 0 when nullified.
        deduction: i64,
        /// True when a die face or a Sweets Buffet side B cancelled the graveyard deduction.
        nullified: bool,
    },
    /// A hotel's income was paid to its owner.
    HotelIncomePaid {
        /// The hotel's id.
        hotel_id: String,
        /// The player paid.
        owner: Seat,
        /// The hotel's colour.
        colour: Colour,
        /// Franchise income of its colour.
        #[serde(rename = "F")]
        f: i64,
        /// Attraction income of its parcel.
        #[serde(rename = "A")]
        a: i64,
        /// Graveyard deduction of its parcel.
        #[serde(rename = "G")]
        g: i64,
        /// `F + A − G`.
        raw: i64,
        /// Yen paid: `raw`, at least 100, at most 1000 per capsule of the hotel.
        paid: i64,
    },
    /// A player's total income this round (0 included).
    PlayerIncomeTotalled {
        /// The player.
        player_id: Seat,
        /// Yen received from hotels this round.
        total: i64,
    },
    /// The income phase ended.
    IncomePhaseEnded {
        /// The round.
        round: u32,
    },
    /// The game ended and was scored.
    GameEnded {
        /// Why.
        reason: EndReason,
        /// The round it ended in.
        round: u32,
        /// Every player's score, in clockwise seat order.
        scores: Vec<Score>,
        /// The players with the highest net score (several on a tie).
        winners: Vec<Seat>,
    },
    /// A player resigned; the game stops unscored.
    PlayerResigned {
        /// The player who resigned.
        player_id: Seat,
    },
}

/// The rules version of a game whose creation recorded none.
fn first_rules_version() -> u32 {
    1
}

fn is_first_rules_version(version: &u32) -> bool {
    *version == 1
}
