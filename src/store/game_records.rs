//! The records of games and their seats, as the store reads and writes them.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::RatingChangeRecord;
use super::{DeadlineRecord, StoreError};
use crate::correspondence::OnLeave;
use crate::correspondence::clock::Clock;
use crate::engine::{Outcome, Seat};

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for players to take the seats.
    Open,
    /// Being played.
    Active,
    /// Ended by the game's rules.
    Finished,
    /// Stopped before the rules ended it (a resignation, or everyone left before the start).
    Abandoned,
}

impl GameStatus {
    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    pub(super) fn parse(text: &str) -> Result<Self, StoreError> {
        serde_json::from_value(Value::String(text.into())).map_err(StoreError::from)
    }
}

/// Who may see a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Listed for everyone; anyone signed in may read it and take a free seat.
    #[default]
    Public,
    /// Seen only by its players and its creator; seats are taken with an invitation.
    Private,
}

impl Visibility {
    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
        }
    }

    pub(super) fn parse(text: &str) -> Result<Self, StoreError> {
        serde_json::from_value(Value::String(text.into())).map_err(StoreError::from)
    }
}

/// Whether a game takes bots: accounts marked as bots and the kind's built-in players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Bots {
    /// Bot accounts may take its seats, and its creator may seat built-in players (not in a
    /// rated game, where built-in players have no rating).
    #[default]
    Allowed,
    /// Only people's accounts take its seats.
    Refused,
}

impl Bots {
    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            Bots::Allowed => "allowed",
            Bots::Refused => "refused",
        }
    }

    pub(super) fn parse(text: &str) -> Result<Self, StoreError> {
        serde_json::from_value(Value::String(text.into())).map_err(StoreError::from)
    }
}

/// A game to create; its creator takes the first seat.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    pub kind: String,
    pub config: Value,
    pub seat_count: i64,
    pub creator_id: String,
    pub seed: Vec<u8>,
    pub rng_commitment: String,
    pub genesis_hash: String,
    /// The version of the export format the game's hash chain follows.
    pub format_version: u32,
    /// When the game is created (milliseconds since the epoch): the genesis commits to it.
    pub created_at: i64,
    pub clock: Option<Clock>,
    pub on_leave: OnLeave,
    pub visibility: Visibility,
    pub rated: bool,
    pub bots: Bots,
}

/// A seated player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    pub user_id: String,
    pub username: String,
    /// When the player left the running game; the server plays the seat since.
    pub left_at: Option<i64>,
    /// The built-in player that holds the seat; `None` for an account's holder.
    pub bot: Option<String>,
    /// Whether the seat's account is a bot's (a built-in player's, or one marked as a bot).
    pub bot_account: bool,
    /// The seat the invitation the player came with named for them, if any.
    pub named_seat: Option<i64>,
    /// When the player's vacation running now ends.
    pub vacation_until: Option<i64>,
}

impl PlayerRecord {
    /// Whether the server makes the seat's decisions: a bot's seat, or one whose player left.
    pub fn server_plays(&self) -> bool {
        self.bot.is_some() || self.left_at.is_some()
    }
}

/// A stored game with its players in seat order.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub id: String,
    pub kind: String,
    pub config: Value,
    pub seat_count: i64,
    pub status: GameStatus,
    pub creator_id: String,
    pub seed: Vec<u8>,
    pub rng_commitment: String,
    pub version: i64,
    pub awaited_seats: Vec<Seat>,
    pub last_hash: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// The version of the export format its hash chain follows (1 for games created before
    /// the genesis committed to the header).
    pub format_version: u32,
    /// Index = seat.
    pub players: Vec<PlayerRecord>,
    /// How the game ended, once it is finished.
    pub result: Option<Outcome>,
    /// The timed decisions pending, earliest first.
    pub deadlines: Vec<DeadlineRecord>,
    /// The move clock, if the game has one.
    pub clock: Option<Clock>,
    /// What becomes of the seat of a player who leaves.
    pub on_leave: OnLeave,
    /// Whether any seat has standing orders (they are read only when there are some).
    pub has_standing_orders: bool,
    /// Who may see the game.
    pub visibility: Visibility,
    /// Whether finishing it moves its players' ratings.
    pub rated: bool,
    /// Whether it takes bots.
    pub bots: Bots,
    /// What it did to its players' ratings, once finished (rated games only).
    pub rating_changes: Vec<RatingChangeRecord>,
    /// While it is open: the seats kept by invitations not used yet, for the guests they
    /// name.
    pub kept_seats: Vec<i64>,
}

impl GameRecord {
    /// Whether `user_id` may see the game: any game that is public, a private one only by
    /// its players and its creator.
    pub fn visible_to(&self, user_id: &str) -> bool {
        self.visibility == Visibility::Public
            || self.creator_id == user_id
            || self.seat_of(user_id).is_some()
    }

    /// The seat `user_id` holds, if any.
    pub fn seat_of(&self, user_id: &str) -> Option<Seat> {
        self.players
            .iter()
            .position(|player| player.user_id == user_id)
            .map(|index| Seat(index as u8))
    }

    /// Whether `seat`'s player left the running game (the server plays the seat since).
    pub fn has_left(&self, seat: Seat) -> bool {
        self.players
            .get(seat.index())
            .is_some_and(|player| player.left_at.is_some())
    }

    /// The seat of each player in join order: once the game has started, their places in
    /// the list; while it is open, where they will sit when the table fills up as planned —
    /// seats named for invited guests kept, the others filled in join order (a game started
    /// early closes the gaps).
    pub fn seats(&self) -> Vec<Seat> {
        let planned = (self.status == GameStatus::Open)
            .then(|| {
                let named: Vec<Option<i64>> = self
                    .players
                    .iter()
                    .map(|player| player.named_seat)
                    .collect();
                planned_seats(self.seat_count, &named, &self.kept_seats)
            })
            .flatten();
        match planned {
            Some(seats) => seats.into_iter().map(|seat| Seat(seat as u8)).collect(),
            None => (0..self.players.len())
                .map(|index| Seat(index as u8))
                .collect(),
        }
    }

    /// How many seats the server plays because their player left.
    pub fn seats_left(&self) -> usize {
        self.players
            .iter()
            .filter(|player| player.left_at.is_some())
            .count()
    }
}

/// A seat just taken in an open game, for telling the players already seated.
#[derive(Clone, Debug)]
pub struct SeatTaken {
    pub game_id: String,
    pub kind: String,
    /// The seat taken.
    pub seat: Seat,
    /// Who took it.
    pub username: String,
    /// Players seated now, the new one included.
    pub players: i64,
    pub seat_count: i64,
    /// The user ids of the players seated before.
    pub others: Vec<String>,
}

/// Filters of the game listing; `before` is the keyset cursor: the position after which the
/// page starts.
#[derive(Clone, Debug, Default)]
pub struct GameFilter {
    /// The user listing, if a user lists: private games are listed only to their players
    /// and creator (`None`: every game, for the server's own work).
    pub viewer: Option<String>,
    pub kind: Option<String>,
    pub status: Option<GameStatus>,
    pub player: Option<String>,
    /// Games awaiting this user, soonest deadline first (games without one last).
    pub awaiting: Option<String>,
    pub before: Option<ListPosition>,
    pub limit: i64,
}

/// A game's place in a listing: newest first, or for `awaiting` the soonest deadline of the
/// user's seat first, then newest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListPosition {
    /// The deadline of the user's seat (`awaiting` listings only; [`NO_DEADLINE`] for none).
    pub deadline: Option<i64>,
    pub created_at: i64,
    pub id: String,
}

/// The deadline key of a seat without a deadline (listed after every seat with one).
pub const NO_DEADLINE: i64 = 999_999_999_999_999_999;

/// The deadline the `awaiting` listing sorts by: the earliest timer of the seat that players
/// see (not the reminders nor the server's own turns).
pub fn seat_deadline(game: &GameRecord, seat: Option<Seat>) -> i64 {
    game.deadlines
        .iter()
        .filter(|deadline| Some(deadline.seat) == seat)
        .filter(|deadline| !crate::correspondence::slots::is_internal(&deadline.slot))
        .map(|deadline| deadline.due_at)
        .min()
        .unwrap_or(NO_DEADLINE)
}

/// Who takes a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joiner {
    /// A person, by user id.
    User(String),
    /// A person coming with an invitation: user id, the invitation's id and the seat it
    /// names, if any.
    Invited {
        user_id: String,
        invitation: String,
        seat: Option<i64>,
    },
    /// A built-in player, by its name (it plays from an account of its own).
    Bot(String),
}

/// What became of a request to take a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinOutcome {
    /// Seated; `players` seats are now taken out of `seat_count`.
    Joined {
        players: i64,
        seat_count: i64,
        /// The users told in their feeds that the seat was taken.
        told: Vec<String>,
    },
    NotFound,
    NotOpen,
    Full,
    AlreadySeated,
    /// The invitation was revoked, ran out or expired before it was used.
    InvitationUnusable,
    /// A bot (an account or a built-in player) at a game that refuses bots.
    BotsRefused,
}

/// Where everyone sits once a newcomer joins an open game: the seat (0-based) of each
/// seated player (in join order, with the seat an invitation named for them, if any), then
/// of the newcomer. Seats named by a player's invitation, by a live invitation not used yet
/// (`reserved`, not counting the newcomer's) or by the newcomer's own are kept; everyone else fills the remaining seats
/// in join order. `None` when the newcomer does not fit (every free seat is named for
/// someone else, or their own named seat is taken).
pub fn seating(
    seat_count: i64,
    seated: &[Option<i64>],
    reserved: &[i64],
    newcomer: Option<i64>,
) -> Option<Vec<i64>> {
    if let Some(seat) = newcomer
        && (!(0..seat_count).contains(&seat)
            || reserved.contains(&seat)
            || seated.contains(&Some(seat)))
    {
        return None;
    }
    let mut everyone = seated.to_vec();
    everyone.push(newcomer);
    planned_seats(seat_count, &everyone, reserved)
}

/// The seat of each of `seated` (in join order, with the seat named for them, if any) when
/// the seats named for them and the `reserved` ones are kept and everyone else fills the
/// remaining seats in join order; `None` when they do not fit.
pub fn planned_seats(
    seat_count: i64,
    seated: &[Option<i64>],
    reserved: &[i64],
) -> Option<Vec<i64>> {
    let named: Vec<i64> = seated.iter().flatten().chain(reserved).copied().collect();
    let mut free = (0..seat_count).filter(|seat| !named.contains(seat));
    seated
        .iter()
        .map(|wish| wish.or_else(|| free.next()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{planned_seats, seating};

    #[test]
    fn open_tables_show_the_seats_everyone_will_hold() {
        // Seat 1 is kept for a guest not come yet, seat 3 was named for the second comer:
        // the first and third comers fill 0 and 2.
        assert_eq!(
            planned_seats(4, &[None, Some(3), None], &[1]),
            Some(vec![0, 3, 2])
        );
        assert_eq!(planned_seats(2, &[None], &[]), Some(vec![0]));
        assert_eq!(planned_seats(1, &[None], &[0]), None);
    }

    #[test]
    fn without_named_seats_everyone_sits_in_join_order() {
        assert_eq!(seating(4, &[None, None], &[], None), Some(vec![0, 1, 2]));
        assert_eq!(seating(2, &[None, None], &[], None), None, "full");
    }

    #[test]
    fn named_seats_are_kept_and_the_others_fill_around_them() {
        // Seat 2 is named for a guest who came first; the next two fill 1 and 3.
        assert_eq!(seating(4, &[None, Some(2)], &[], None), Some(vec![0, 2, 1]));
        assert_eq!(
            seating(4, &[None, Some(2), None], &[], None),
            Some(vec![0, 2, 1, 3])
        );
        // A live invitation keeps its seat: the last free one is not for a stranger.
        assert_eq!(seating(3, &[None, None], &[2], None), None);
        assert_eq!(seating(3, &[None], &[2], None), Some(vec![0, 1]));
        // The guest takes the named seat; a seat named twice or out of range is refused.
        assert_eq!(seating(3, &[None, None], &[], Some(0)), Some(vec![1, 2, 0]));
        assert_eq!(seating(3, &[Some(1)], &[], Some(1)), None);
        assert_eq!(seating(3, &[None], &[1], Some(1)), None);
        assert_eq!(seating(3, &[None], &[], Some(3)), None);
    }
}
