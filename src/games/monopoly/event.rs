//! The events and how each one changes the state.
//!
//! `phase` and `queue` change only through `PhaseChanged`, which closes every entry that
//! changes them; every other field changes through the event that states the fact.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::shared::Shared;
use crate::engine::{Outcome, Seat, Standing as SeatStanding};

use super::config::MonopolyConfig;
use super::data;
use super::state::{
    AuctionItem, AuctionReason, BuildRequest, BuildingType, CashReason, Claim, ClosedTrade,
    LevelStep, MonopolyState, MortgageChoice, Party, PendingItem, Phase, Supply, Trade,
    TradeStatus, VoidReason,
};

/// A card deck: `chance` or `community_chest`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDeck)]
pub enum Deck {
    Chance,
    CommunityChest,
}

impl Deck {
    /// The deck a card id belongs to.
    pub fn of(card_id: &str) -> Deck {
        if data::is_chance(card_id) {
            Deck::Chance
        } else {
            Deck::CommunityChest
        }
    }
}

/// Where a card goes back into its deck (always the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyCardPosition)]
pub enum CardPosition {
    Bottom,
}

/// Why dice were thrown: `turn_order` (the starting-player roll-off), `move`,
/// `jail_attempt` (trying for doubles in jail) or `utility_rent` (the extra throw for a
/// utility reached by card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDicePurpose)]
pub enum DicePurpose {
    TurnOrder,
    Move,
    JailAttempt,
    UtilityRent,
}

/// What moved a token: `dice` or `card`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyMoveVia)]
pub enum MoveVia {
    Dice,
    Card,
}

/// Direction of a move: `forward`, or `backward` (the go-back-three-spaces card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyDirection)]
pub enum Direction {
    Forward,
    Backward,
}

/// Why a player went to jail: `go_to_jail_square` (square 30), `card` or `three_doubles`
/// (a third doubles in one turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyJailReason)]
pub enum JailReason {
    GoToJailSquare,
    Card,
    ThreeDoubles,
}

/// How a player left jail: `fine` (paid before rolling), `card` (Get Out of Jail Free),
/// `doubles`, or `fine_after_third_attempt` (forced payment after the third failed roll).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyLeaveJailMethod)]
pub enum LeaveJailMethod {
    Fine,
    Card,
    Doubles,
    FineAfterThirdAttempt,
}

/// How a deed was bought: `offer` (at the printed price) or `auction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyPurchaseVia)]
pub enum PurchaseVia {
    Offer,
    Auction,
}

/// The Income Tax answer: `flat` ($200) or `percent` (10 % of total worth, rounded up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyIncomeTaxOption)]
pub enum IncomeTaxOption {
    Flat,
    Percent,
}

/// Who a bankrupt player owed: one player (`{"player": seat}`), the `bank`, or `several`
/// players at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyBankruptcyCreditor)]
pub enum BankruptcyCreditor {
    /// The one player owed, who receives the bankrupt player's cash, deeds and cards.
    Player(Seat),
    /// The bank: buildings go back to the bank, cash to the bank (or to the Free Parking
    /// pot when owed to it), cards back to their decks, and the deeds are auctioned.
    Bank,
    /// Several players (a pay-each-player card): the cash is split among them in
    /// proportion to their claims; the deeds are auctioned by the bank.
    Several,
}

/// How a rescue window ended: `covered` (the offers and a liquidation pay the debt) or
/// `bankrupt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyRescueOutcome)]
pub enum RescueOutcome {
    Covered,
    Bankrupt,
}

/// Why a game ended: `last_player_standing`, `round_limit` or `deadline`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyEndReason)]
pub enum EndReason {
    LastPlayerStanding,
    RoundLimit,
    Deadline,
}

/// A ranked player of a game ended by a round limit or a deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyStanding)]
pub struct Standing {
    /// The seat.
    pub player: Seat,
    /// Dollars: cash + printed price of unmortgaged deeds + mortgage value of mortgaged
    /// ones + the cost of the buildings.
    pub net_worth: i64,
    /// Dollars in hand (breaks net-worth ties).
    pub cash: i64,
}

/// A mortgage fee paid by the receiver of a mortgaged deed in a trade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = MonopolyTransferFee)]
pub struct TransferFee {
    /// The paying (receiving) seat.
    pub player: Seat,
    /// The deed (board index).
    pub square: u8,
    /// Whether the mortgage is lifted or kept.
    pub choice: MortgageChoice,
    /// Dollars: mortgage value + interest to lift, the interest (or 0) to keep.
    pub amount: i64,
}

/// A server timer: `decision` (a turn decision), `auction` (the bidder to act), `claim` (a
/// building claim round), `rescue` (the rescue window), `trade_expiry` (a trade's
/// `expires_at`) or `game_deadline` (the `deadline` end condition).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MonopolyTimer)]
pub enum Timer {
    Decision,
    Auction,
    Claim,
    Rescue,
    TradeExpiry,
    GameDeadline,
}

/// Something that happened, selected by `type`; dice and card draws are recorded here.
/// Every change of cash is a `cash_transferred`. Trade proposals and their outcomes short
/// of execution are shown only to the two parties unless `trade_visibility` is `public`;
/// the initial deck order in `deck_shuffled` is shown to nobody while the game runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[schema(as = MonopolyEvent)]
pub enum MonopolyEvent {
    /// The game was created with these options.
    GameCreated {
        /// The options of the game.
        options: MonopolyConfig,
        /// The number of seats, 2–8.
        seats: u8,
    },
    /// A player takes a seat and receives the starting cash.
    PlayerJoined {
        /// The seat.
        player: Seat,
        /// Dollars received: `starting_cash`.
        cash: i64,
    },
    /// A deck was shuffled face down at the start (its order stays secret until the game
    /// ends).
    DeckShuffled {
        /// The deck.
        deck: Deck,
        /// The number of cards in it, 16.
        card_count: u8,
        /// The initial order (card ids, top first); absent while the game runs, shown once it
        /// is over (see also `deck_order_revealed`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        order: Option<Vec<String>>,
    },
    /// A player rolled two dice in the roll-off for the starting player (highest total
    /// starts; tied players roll again).
    TurnOrderRolled {
        /// The rolling seat.
        player: Seat,
        /// The first die, 1–6.
        d1: u8,
        /// The second die, 1–6.
        d2: u8,
    },
    /// Play begins.
    GameStarted {
        /// The seat that plays first.
        first_player: Seat,
        /// Every seat in playing order, starting with `first_player`.
        seat_order: Vec<Seat>,
    },
    /// A player's turn begins.
    TurnStarted {
        /// The active seat.
        player: Seat,
        /// The round, from 1; it grows when the turn passes back round the table.
        round: u32,
        /// The turn's number in the game, from 1.
        turn_no: u32,
    },
    /// A player's turn is over.
    TurnEnded {
        /// The seat whose turn ended.
        player: Seat,
        /// The round of that turn.
        round: u32,
        /// The turn's number in the game.
        turn_no: u32,
    },
    /// The phase, its deciding seats or the pending steps changed; the last event of such a
    /// log entry, with the final phase.
    PhaseChanged {
        /// The new phase and its data.
        phase: Phase,
        /// The seats the game now waits for.
        deciding: Vec<Seat>,
        /// Steps of the current roll or card still to be done, in order.
        queue: Vec<PendingItem>,
    },
    /// Two dice were thrown.
    DiceRolled {
        /// The seat that threw.
        player: Seat,
        /// The first die, 1–6.
        d1: u8,
        /// The second die, 1–6.
        d2: u8,
        /// Why the dice were thrown.
        purpose: DicePurpose,
        /// Doubles thrown so far this turn after this throw (0–3); only `move` throws count.
        doubles_count: u8,
    },
    /// A token moved along the board (going to jail is `sent_to_jail` instead).
    TokenMoved {
        /// The seat whose token moved.
        player: Seat,
        /// The square it left (board index).
        from: u8,
        /// The square it reached (board index).
        to: u8,
        /// Whether dice or a card moved it.
        via: MoveVia,
        /// Forward, or backward for the go-back card.
        direction: Direction,
        /// Whether it passed or reached Go (the salary follows).
        passed_go: bool,
    },
    /// A player passed or reached Go and is paid the salary.
    SalaryCollected {
        /// The seat paid.
        player: Seat,
        /// Dollars: `go_salary`, plus `go_landing_bonus` for landing on Go.
        amount: i64,
    },
    /// A player went to jail (square 10, in jail); no salary, and the turn ends.
    SentToJail {
        /// The seat jailed.
        player: Seat,
        /// Why.
        reason: JailReason,
    },
    /// A roll in jail was not doubles; the player stays in jail.
    JailAttemptFailed {
        /// The seat in jail.
        player: Seat,
        /// Failed attempts in this jail stay so far, 1 or 2 (the third failure forces the
        /// fine).
        failed_attempts: u8,
    },
    /// A player left jail.
    LeftJail {
        /// The seat freed.
        player: Seat,
        /// How.
        method: LeaveJailMethod,
    },
    /// A player drew a card from a deck (its effect follows).
    CardDrawn {
        /// The drawing seat.
        player: Seat,
        /// The deck.
        deck: Deck,
        /// The card's id, e.g. `CH07` (see the printed data for its effect).
        card_id: String,
    },
    /// A card went back under its deck.
    CardReturned {
        /// The deck.
        deck: Deck,
        /// The card's id.
        card_id: String,
        /// Where it was put: always `bottom`.
        position: CardPosition,
    },
    /// A player keeps a Get Out of Jail Free card they drew.
    JailCardKept {
        /// The seat keeping it.
        player: Seat,
        /// The card's id (`CH08` or `CC05`).
        card_id: String,
    },
    /// A player used a Get Out of Jail Free card (it goes back under its deck).
    JailCardUsed {
        /// The seat using it.
        player: Seat,
        /// The card's id (`CH08` or `CC05`).
        card_id: String,
    },
    /// A player bought a title deed from the bank.
    PropertyPurchased {
        /// The buying seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
        /// Dollars paid.
        price: i64,
        /// At the printed price or at auction.
        via: PurchaseVia,
        /// Whether the deed arrives still mortgaged (a bankrupt player's deed auctioned as
        /// is).
        mortgaged: bool,
    },
    /// A player declined to buy the deed on offer; an auction follows.
    PurchaseDeclined {
        /// The declining seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
    },
    /// An auction opened.
    AuctionStarted {
        /// The auction's id (e.g. `a7`).
        auction_id: String,
        /// What is sold.
        item: AuctionItem,
        /// Why it is sold.
        reason: AuctionReason,
        /// The participating seats in bidding order, first bidder first.
        order: Vec<Seat>,
        /// Dollars: the smallest acceptable first bid.
        min_opening: i64,
        /// Dollars: the smallest raise; every bid is a multiple of it.
        step: i64,
    },
    /// A player bid in an auction.
    BidPlaced {
        /// The auction's id.
        auction_id: String,
        /// The bidding seat.
        player: Seat,
        /// Dollars bid.
        amount: i64,
    },
    /// A player passed in an auction and is out of it.
    BidPassed {
        /// The auction's id.
        auction_id: String,
        /// The passing seat.
        player: Seat,
    },
    /// An auction ended: the high bidder pays the bank, or nothing is sold.
    AuctionEnded {
        /// The auction's id.
        auction_id: String,
        /// The winning seat; `null` when nobody bid.
        winner: Option<Seat>,
        /// Dollars paid by the winner; `null` when nobody bid.
        amount: Option<i64>,
    },
    /// Rent is due to an owner (the payment follows, or a debt opens).
    RentCharged {
        /// The seat that landed.
        payer: Seat,
        /// The deed's owner.
        owner: Seat,
        /// The deed (board index).
        square: u8,
        /// Dollars due.
        amount: i64,
        /// How the rent was worked out: `street_base`, `street_monopoly` (whole group,
        /// no buildings: double), `houses_1`…`houses_4`, `hotel`, `railroad_1`…`railroad_4`
        /// (railroads owned), `railroad_card_x2`, `utility_x4_dice_7` /
        /// `utility_x10_dice_7` (multiplier and dice total), `utility_card_x10_dice_7`.
        basis: String,
    },
    /// A tax square charges a player (the payment follows, or a debt opens).
    TaxCharged {
        /// The paying seat.
        payer: Seat,
        /// The tax square: 4 (Income Tax) or 38 (Luxury Tax).
        square: u8,
        /// Dollars due.
        amount: i64,
    },
    /// The Income Tax amount was set by the player's choice.
    IncomeTaxAssessed {
        /// The paying seat.
        player: Seat,
        /// The choice made.
        option: IncomeTaxOption,
        /// Dollars: cash + printed price of every deed + cost of the buildings, for
        /// `percent`; `null` for `flat`.
        total_worth: Option<i64>,
        /// Dollars due.
        amount: i64,
    },
    /// The money ledger: every balance is the sum of these.
    CashTransferred {
        /// Who pays.
        from: Party,
        /// Who receives.
        to: Party,
        /// Dollars, 0 or more.
        amount: i64,
        /// Why.
        reason: CashReason,
    },
    /// A player could not pay from cash: a debt is open until they raise the money or go
    /// bankrupt.
    DebtOpened {
        /// The debt's id (e.g. `d2`).
        debt_id: String,
        /// The seat that owes.
        debtor: Seat,
        /// Who is owed how much.
        creditors: Vec<Claim>,
        /// Dollars owed in all.
        total: i64,
        /// Dollars the debtor could raise alone: cash + half the cost of their buildings +
        /// the mortgage value of their unmortgaged deeds.
        liquidation_value: i64,
    },
    /// A debt was paid in full; the game goes on where it stopped.
    DebtPaid {
        /// The debt's id.
        debt_id: String,
        /// The seat that owed.
        debtor: Seat,
        /// Dollars paid.
        total: i64,
    },
    /// A rescue window opened for a debtor (`rescue_negotiation` only): non-creditors may
    /// send rescue offers until the server's rescue timer closes it.
    RescueOpened {
        /// The debt concerned.
        debt_id: String,
    },
    /// The rescue window closed.
    RescueClosed {
        /// The debt concerned.
        debt_id: String,
        /// Whether the debt was covered or the debtor went bankrupt.
        outcome: RescueOutcome,
    },
    /// A player bought houses or a hotel from the bank.
    BuildingsBought {
        /// The building seat.
        player: Seat,
        /// The colour group, e.g. `light_blue`.
        group: String,
        /// The unit steps in the order they were placed, one level each.
        steps: Vec<LevelStep>,
        /// Dollars paid in all (in a shortage auction, including the winning bid).
        paid: i64,
        /// The bank's houses and hotels afterwards.
        bank: Supply,
    },
    /// A player sold buildings back to the bank at half price.
    BuildingsSold {
        /// The selling seat.
        player: Seat,
        /// The colour group.
        group: String,
        /// The level change of each street that changed.
        changes: Vec<LevelStep>,
        /// Dollars received.
        proceeds: i64,
        /// The bank's houses and hotels afterwards.
        bank: Supply,
        /// Whether the sale is part of a bankruptcy to a player.
        bankruptcy: bool,
    },
    /// A bankrupt player's buildings go back to the bank without payment.
    BuildingsReturned {
        /// The bankrupt seat.
        player: Seat,
        /// The colour group.
        group: String,
        /// The level change of each street that changed (all to 0).
        changes: Vec<LevelStep>,
        /// The bank's houses and hotels afterwards.
        bank: Supply,
    },
    /// A build request needs units the bank has too few of for everyone who could build:
    /// the eligible players may claim units or waive.
    BuildingClaimRoundStarted {
        /// The shortage's id (e.g. `s3`).
        shortage_id: String,
        /// The seat whose build request started the round.
        requester: Seat,
        /// That build request.
        request: BuildRequest,
        /// The building types there are too few of.
        contested: Vec<BuildingType>,
        /// The bank's houses and hotels.
        supply: Supply,
        /// The seats that may claim or waive.
        eligible: Vec<Seat>,
    },
    /// An eligible player claimed units (claims are public).
    BuildingClaimSubmitted {
        /// The shortage's id.
        shortage_id: String,
        /// The claiming seat.
        player: Seat,
        /// The claimed build request.
        request: BuildRequest,
    },
    /// An eligible player waived their claim.
    BuildingClaimWaived {
        /// The shortage's id.
        shortage_id: String,
        /// The waiving seat.
        player: Seat,
    },
    /// Every eligible player has answered; the units are shared out next (at printed prices
    /// if there are enough, otherwise by unit auctions).
    BuildingClaimRoundClosed {
        /// The shortage's id.
        shortage_id: String,
        /// Houses and hotels asked for by all requests together.
        demand: Supply,
        /// The bank's houses and hotels.
        supply: Supply,
    },
    /// Part or all of a build request in a shortage will not be served.
    BuildRequestCancelled {
        /// The shortage's id.
        shortage_id: String,
        /// The requesting seat.
        player: Seat,
        /// The colour group of the request.
        group: String,
        /// The number of unit steps (one level each) cancelled.
        units: u32,
    },
    /// A player mortgaged a deed; the bank pays its mortgage value.
    PropertyMortgaged {
        /// The owning seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
        /// Dollars received: the mortgage value.
        amount: i64,
    },
    /// A mortgage was lifted.
    PropertyUnmortgaged {
        /// The owning seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
        /// Dollars repaid: the mortgage value.
        principal: i64,
        /// Dollars of interest paid on top: 10 % of the mortgage value, rounded as set.
        interest: i64,
    },
    /// A player who received a mortgaged deed and keeps the mortgage pays the 10 % interest.
    MortgageInterestPaid {
        /// The paying seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
        /// Dollars paid.
        amount: i64,
    },
    /// A player chose to lift or keep the mortgage of a received deed.
    MortgageTransferResolved {
        /// The receiving seat.
        player: Seat,
        /// The deed (board index).
        square: u8,
        /// Lift or keep.
        choice: MortgageChoice,
        /// Dollars due for it: mortgage value + interest to lift, the interest (or 0) to
        /// keep.
        amount: i64,
    },
    /// A player proposed a trade.
    TradeProposed {
        /// The proposal as stored.
        trade: Trade,
    },
    /// The recipient rejected a trade, or countered it with a new proposal.
    TradeRejected {
        /// The trade's id.
        trade_id: String,
        /// Whether it was rejected by a counter-proposal.
        countered: bool,
    },
    /// The proposer withdrew a trade.
    TradeCancelled {
        /// The trade's id.
        trade_id: String,
    },
    /// An open trade can no longer be accepted.
    TradeVoided {
        /// The trade's id.
        trade_id: String,
        /// Why.
        reason: VoidReason,
    },
    /// The recipient accepted a trade and it was carried out (public); cash movements and
    /// mortgage fees follow.
    TradeExecuted {
        /// The trade as carried out.
        trade: Trade,
        /// The mortgage fees the parties pay on mortgaged deeds received.
        fees: Vec<TransferFee>,
    },
    /// A bankrupt player's assets went to their creditor or the bank.
    AssetsTransferred {
        /// The bankrupt seat.
        from: Seat,
        /// Who receives the assets.
        to: Party,
        /// Dollars handed to a player creditor (also recorded as a `cash_transferred`); 0
        /// when the assets go to the bank.
        cash: i64,
        /// The title deeds handed over (board indices); the bank auctions those it receives.
        squares: Vec<u8>,
        /// The Get Out of Jail Free cards handed over; the bank puts them back under their
        /// decks.
        jail_cards: Vec<String>,
    },
    /// A player is bankrupt and out of the game.
    PlayerWentBankrupt {
        /// The bankrupt seat.
        player: Seat,
        /// Who they owed.
        creditor: BankruptcyCreditor,
    },
    /// A player left the game; bankruptcy events follow.
    PlayerResigned {
        /// The resigning seat.
        player: Seat,
    },
    /// A server timer ran out and the game played the default for the seat; the default's
    /// events follow.
    DeadlineExpired {
        /// The timer that ran out.
        timer: Timer,
        /// The phase it ran out in, e.g. `auction`.
        phase: String,
        /// The seat the default was played for.
        player: Seat,
        /// What was done: a command type (`roll_dice`, `decline_property`,
        /// `choose_income_tax`, `pass_bid`, `waive_claim`, `resolve_mortgage_transfer`,
        /// `end_turn`) or `liquidate`, `close_rescue`, `void_trade`, `end_at_round_end`.
        default_action: String,
        /// For `trade_expiry`: the expired trade; absent otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trade_id: Option<String>,
    },
    /// A player ended a move on Free Parking and collected the pot (`free_parking_jackpot`
    /// only).
    JackpotCollected {
        /// The collecting seat.
        player: Seat,
        /// Dollars collected.
        amount: i64,
    },
    /// The game is over.
    GameEnded {
        /// Why it ended.
        reason: EndReason,
        /// The winning seat: the last player standing, or the best net worth after a round
        /// limit or deadline; `null` when the best place is shared.
        winner: Option<Seat>,
        /// For a round limit or deadline: the players not bankrupt, best first by net worth
        /// (ties: more cash); empty otherwise.
        standings: Vec<Standing>,
        /// Rank of every seat in seat order (1 = best; tied players share a rank; bankrupt
        /// players rank below the others, the later out ranking better).
        ranks: Vec<u32>,
    },
    /// After the game, a deck's initial order is published so anyone can check the draws.
    DeckOrderRevealed {
        /// The deck.
        deck: Deck,
        /// Its order after the shuffle at the start, top first.
        initial_order: Vec<String>,
    },
}

fn adjust(state: &mut MonopolyState, party: Party, delta: i64) {
    match party {
        Party::Bank => {}
        Party::Jackpot => state.jackpot += delta,
        Party::Player(seat) => state.player_mut(seat).cash += delta,
    }
}

fn deck_mut(state: &mut MonopolyState, deck: Deck) -> &mut Vec<String> {
    match deck {
        Deck::Chance => state.chance.make_mut(),
        Deck::CommunityChest => state.community_chest.make_mut(),
    }
}

fn apply_levels(state: &mut MonopolyState, steps: &[LevelStep], bank: Supply) {
    for step in steps {
        state.deeds[usize::from(step.square)].level = step.to;
    }
    state.bank = bank;
}

/// Moves an open trade to the closed ones, with how it ended.
fn close_trade(
    state: &mut MonopolyState,
    trade_id: &str,
    status: TradeStatus,
    void_reason: Option<VoidReason>,
) {
    let open = state.open_trades.make_mut();
    if let Some(index) = open.iter().position(|t| t.trade_id == trade_id) {
        let trade = open.remove(index);
        state.closed_trades.make_mut().insert(
            trade.trade_id.clone(),
            ClosedTrade {
                proposer: trade.proposer,
                recipient: trade.recipient,
                status,
                void_reason,
            },
        );
    }
}

/// Applies one event to the state. Total: a stored fact always applies.
pub fn evolve(state: &mut MonopolyState, event: &MonopolyEvent) {
    use MonopolyEvent as E;
    match event {
        E::GameCreated { options, seats } => {
            *state = MonopolyState::new(options.clone(), usize::from(*seats));
        }
        E::PlayerJoined { player, cash } => state.player_mut(*player).cash = *cash,
        E::DeckShuffled { deck, order, .. } => {
            let order = order.clone().unwrap_or_default();
            match deck {
                Deck::Chance => state.initial_orders.make_mut().0 = order.clone(),
                Deck::CommunityChest => state.initial_orders.make_mut().1 = order.clone(),
            }
            *deck_mut(state, *deck) = order;
        }
        E::GameStarted { first_player, .. } => state.turn.first_player = *first_player,
        E::TurnStarted {
            player,
            round,
            turn_no,
        } => {
            state.turn.active = *player;
            state.turn.round = *round;
            state.turn.turn_no = *turn_no;
            state.turn.doubles_count = 0;
            state.turn.roll_again = false;
            state.turn.rolled_this_turn = false;
            state.turn.sent_to_jail_this_turn = false;
        }
        E::PhaseChanged { phase, queue, .. } => {
            state.phase = phase.clone();
            state.queue = queue.clone();
            state.decision_points += 1;
        }
        E::DiceRolled {
            d1,
            d2,
            purpose,
            doubles_count,
            ..
        } => {
            // A roll hands its roller a new decision even when the phase stays (doubles).
            state.decision_points += 1;
            match purpose {
                DicePurpose::Move => {
                    state.turn.rolled_this_turn = true;
                    state.turn.doubles_count = *doubles_count;
                    state.turn.roll_again = d1 == d2 && *doubles_count < 3;
                }
                DicePurpose::JailAttempt => {
                    state.turn.rolled_this_turn = true;
                    state.turn.roll_again = false;
                }
                DicePurpose::TurnOrder | DicePurpose::UtilityRent => {}
            }
        }
        E::TokenMoved { player, to, .. } => state.player_mut(*player).position = *to,
        E::SentToJail { player, .. } => {
            let p = state.player_mut(*player);
            p.position = data::JAIL;
            p.in_jail = true;
            p.jail_attempts = 0;
            state.turn.roll_again = false;
            state.turn.sent_to_jail_this_turn = true;
        }
        E::JailAttemptFailed {
            player,
            failed_attempts,
        } => {
            state.player_mut(*player).jail_attempts = *failed_attempts;
        }
        E::LeftJail { player, .. } => {
            let p = state.player_mut(*player);
            p.in_jail = false;
            p.jail_attempts = 0;
        }
        E::CardDrawn { deck, card_id, .. } => {
            let cards = deck_mut(state, *deck);
            if let Some(i) = cards.iter().position(|c| c == card_id) {
                cards.remove(i);
            }
        }
        E::CardReturned { deck, card_id, .. } => {
            for p in &mut state.players {
                p.jail_cards.retain(|c| c != card_id);
            }
            let cards = deck_mut(state, *deck);
            if !cards.contains(card_id) {
                cards.push(card_id.clone());
            }
        }
        E::JailCardKept { player, card_id } => {
            state.player_mut(*player).jail_cards.push(card_id.clone());
        }
        E::JailCardUsed { player, card_id } => {
            state
                .player_mut(*player)
                .jail_cards
                .retain(|c| c != card_id);
        }
        E::PropertyPurchased {
            player,
            square,
            mortgaged,
            ..
        } => {
            let deed = &mut state.deeds[usize::from(*square)];
            deed.owner = Some(*player);
            deed.mortgaged = *mortgaged;
        }
        E::AuctionStarted { .. } => state.counters.auctions += 1,
        E::CashTransferred {
            from, to, amount, ..
        } => {
            adjust(state, *from, -amount);
            adjust(state, *to, *amount);
        }
        E::DebtOpened { .. } => state.counters.debts += 1,
        E::BuildingsBought { steps, bank, .. } => apply_levels(state, steps, *bank),
        E::BuildingsSold { changes, bank, .. } | E::BuildingsReturned { changes, bank, .. } => {
            apply_levels(state, changes, *bank)
        }
        E::BuildingClaimRoundStarted { .. } => state.counters.shortages += 1,
        E::PropertyMortgaged { square, .. } => state.deeds[usize::from(*square)].mortgaged = true,
        E::PropertyUnmortgaged { square, .. } => {
            state.deeds[usize::from(*square)].mortgaged = false;
        }
        E::TradeProposed { trade } => {
            state.counters.trades += 1;
            state
                .open_trades
                .make_mut()
                .push(Shared::new(trade.clone()));
        }
        E::TradeRejected { trade_id, .. } => {
            close_trade(state, trade_id, TradeStatus::Rejected, None)
        }
        E::TradeCancelled { trade_id } => {
            close_trade(state, trade_id, TradeStatus::Cancelled, None)
        }
        E::TradeVoided { trade_id, reason } => {
            close_trade(state, trade_id, TradeStatus::Voided, Some(*reason))
        }
        E::TradeExecuted { trade, .. } => {
            for square in trade.give.square_indices() {
                state.deeds[usize::from(square)].owner = Some(trade.recipient);
            }
            for square in trade.take.square_indices() {
                state.deeds[usize::from(square)].owner = Some(trade.proposer);
            }
            for (cards, from, to) in [
                (&trade.give.jail_cards, trade.proposer, trade.recipient),
                (&trade.take.jail_cards, trade.recipient, trade.proposer),
            ] {
                for card in cards {
                    state.player_mut(from).jail_cards.retain(|c| c != card);
                    state.player_mut(to).jail_cards.push(card.clone());
                }
            }
            close_trade(state, &trade.trade_id, TradeStatus::Executed, None);
        }
        E::AssetsTransferred {
            from,
            to,
            squares,
            jail_cards,
            ..
        } => {
            for &square in squares {
                let deed = &mut state.deeds[usize::from(square)];
                match to {
                    Party::Player(seat) => deed.owner = Some(*seat),
                    Party::Bank | Party::Jackpot => *deed = Default::default(),
                }
            }
            state
                .player_mut(*from)
                .jail_cards
                .retain(|c| !jail_cards.contains(c));
            if let Party::Player(seat) = to {
                state
                    .player_mut(*seat)
                    .jail_cards
                    .extend(jail_cards.iter().cloned());
            }
        }
        E::PlayerWentBankrupt { player, .. } => {
            let p = state.player_mut(*player);
            p.bankrupt = true;
            p.in_jail = false;
            p.jail_attempts = 0;
            state.bankrupt_order.push(*player);
        }
        E::DeadlineExpired {
            timer: Timer::GameDeadline,
            ..
        } => state.deadline_passed = true,
        E::GameEnded { ranks, reason, .. } => {
            // Scores are net worths at the end (0 for a bankrupt player); ranks are the
            // event's, which break net-worth ties by cash and place bankrupt players by the
            // order they left.
            let standings = ranks
                .iter()
                .enumerate()
                .map(|(index, &rank)| {
                    let seat = Seat(index as u8);
                    let score = if state.player(seat).bankrupt {
                        0
                    } else {
                        state.net_worth(seat)
                    };
                    SeatStanding { seat, rank, score }
                })
                .collect();
            let reason = match reason {
                EndReason::LastPlayerStanding => "last_player_standing",
                EndReason::RoundLimit => "round_limit",
                EndReason::Deadline => "deadline",
            };
            state.outcome = Some(Outcome {
                standings,
                reason: reason.into(),
            })
        }
        E::TurnOrderRolled { .. }
        | E::TurnEnded { .. }
        | E::SalaryCollected { .. }
        | E::PurchaseDeclined { .. }
        | E::BidPlaced { .. }
        | E::BidPassed { .. }
        | E::AuctionEnded { .. }
        | E::RentCharged { .. }
        | E::TaxCharged { .. }
        | E::IncomeTaxAssessed { .. }
        | E::DebtPaid { .. }
        | E::RescueOpened { .. }
        | E::RescueClosed { .. }
        | E::BuildingClaimSubmitted { .. }
        | E::BuildingClaimWaived { .. }
        | E::BuildingClaimRoundClosed { .. }
        | E::BuildRequestCancelled { .. }
        | E::MortgageInterestPaid { .. }
        | E::MortgageTransferResolved { .. }
        | E::PlayerResigned { .. }
        | E::DeadlineExpired { .. }
        | E::JackpotCollected { .. }
        | E::DeckOrderRevealed { .. } => {}
    }
}
