//! The JSON resources of the API (requests and responses), as documented in OpenAPI.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::correspondence::OnLeave;
use crate::correspondence::clock::Clock;
use crate::engine::{Seat, Template};
use crate::i18n::{BotWords, GrammarLine, Language, OptionWords};
use crate::store::{Actor, Bots, GameStatus, Visibility};

/// A username and password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3–32 characters: letters, digits, `_`, `-`, `.`; unique (compared exactly).
    #[schema(
        example = "ann",
        min_length = 3,
        max_length = 32,
        pattern = "^[A-Za-z0-9_.-]{3,32}$"
    )]
    pub username: String,
    /// 8–256 characters.
    #[schema(example = "correct horse battery", min_length = 8, max_length = 256)]
    pub password: String,
}

/// An account.
#[derive(Debug, Serialize, ToSchema)]
pub struct User {
    /// The account's id (a UUID): the `user_id` of its seats and `creator_id` of its games.
    pub id: String,
    /// The name the account logs in with, shown to other players.
    pub username: String,
    /// RFC 3339.
    pub created_at: String,
    /// The language chosen for the server's words (log texts, text commands, problem
    /// documents): it overrides `Accept-Language`, and `?lang=` overrides it; `null` when
    /// none is chosen.
    pub language: Option<Language>,
    /// Who sees the account's profile (`GET /v1/users/{username}`).
    pub profile: ProfileVisibility,
    /// Whose account it is: a person's or a bot's.
    pub account: AccountKind,
}

/// Whose account it is, as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AccountKind {
    /// A person's.
    Person,
    /// A program's: a bot account (its moves have their own rate limit, games that refuse
    /// bots refuse it, it is on the bots' leaderboards), or the account a built-in player
    /// plays from.
    Bot,
}

impl AccountKind {
    /// The kind of an account that is a bot's or not.
    pub fn of(bot: bool) -> AccountKind {
        if bot {
            AccountKind::Bot
        } else {
            AccountKind::Person
        }
    }
}

/// Who sees a player's profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProfileVisibility {
    /// Anyone signed in; the player is on the leaderboards.
    Public,
    /// The player and those who have sat at a table with them; off the leaderboards.
    Hidden,
}

/// Changes to one's account; a member left out keeps its value.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserChanges {
    /// The language for the server's words (`en`, `ja`, `zh-TW`), or `null` to follow each
    /// request's `Accept-Language` again.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Language>, nullable)]
    pub language: Option<Option<Language>>,
    /// `hidden`: the profile is shown only to the player and those who have sat at a table
    /// with them, and kept off the leaderboards; `public` shows it again.
    pub profile: Option<ProfileVisibility>,
    /// `bot` marks the account as a bot's, for good: a program plays from it (see the
    /// README's bot accounts). Only an account seated in no open or running game can be
    /// marked (`unfinished_games`); `person` is accepted only for a person's account
    /// (`bot_account_permanent`). The bot's move rate limit comes with the next access token
    /// (`POST /v1/tokens/refresh`).
    pub account: Option<AccountKind>,
}

/// A member that is present, even as `null` (`Some(None)`); an absent one is `None`.
fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

/// A bearer token, and the session's refresh token that gets the next one.
#[derive(Debug, Serialize, ToSchema)]
pub struct Token {
    /// The JWT to send as `Authorization: Bearer <access_token>`.
    pub access_token: String,
    /// Always `Bearer`.
    #[schema(example = "Bearer")]
    pub token_type: String,
    /// Seconds until the access token expires.
    pub expires_in: u64,
    /// Exchanged at `POST /v1/tokens/refresh` for a new access token and a new refresh token;
    /// each refresh token works once (presenting a used one again ends the session). Keep it
    /// secret: it is worth the session.
    #[schema(example = "rt_Jm2f0Qd7u1x8yW3kTq9vZ4aB6cE5gH0iL2nP8rS1tU7")]
    pub refresh_token: String,
    /// Seconds the session lives unless refreshed before (each refresh starts them again).
    pub refresh_expires_in: u64,
    /// The session these tokens belong to (see `GET /v1/users/me/sessions`).
    pub session_id: String,
}

/// A refresh token to exchange.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefreshRequest {
    /// The session's current refresh token, from `POST /v1/tokens` or the last refresh.
    #[schema(example = "rt_Jm2f0Qd7u1x8yW3kTq9vZ4aB6cE5gH0iL2nP8rS1tU7")]
    pub refresh_token: String,
}

/// A signed-in session of the caller.
#[derive(Debug, Serialize, ToSchema)]
pub struct Session {
    /// Its id (a UUID).
    pub id: String,
    /// When it signed in (RFC 3339).
    pub created_at: String,
    /// When its refresh token was last used, or the sign-in (RFC 3339).
    pub last_used_at: String,
    /// When it ends unless refreshed before (RFC 3339).
    pub expires_at: String,
    /// The `User-Agent` of the sign-in, if it sent one.
    pub user_agent: Option<String>,
    /// Whether the request's own token belongs to it.
    pub current: bool,
}

/// The caller's open sessions, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionList {
    /// The sessions.
    pub sessions: Vec<Session>,
}

/// A game kind the server hosts.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameKindInfo {
    /// The kind's name, used as `kind` everywhere.
    #[schema(example = "acquire")]
    pub kind: String,
    /// Fewest seats (with the default configuration).
    pub min_seats: usize,
    /// Most seats (with the default configuration).
    pub max_seats: usize,
    /// Every option at its default.
    #[schema(value_type = Object)]
    pub default_config: Value,
    /// The JSON Schema of the configuration (also in the OpenAPI components).
    #[schema(value_type = Object)]
    pub config_schema: Value,
    /// Command `type`s that `GET /v1/games/{id}/legal-moves` lists as representative samples
    /// (e.g. a few bid amounts) rather than completely; other amounts are accepted too.
    pub sampled_commands: Vec<String>,
    /// Names of the kind's schemas in the OpenAPI document.
    pub schemas: GameKindSchemas,
    /// The built-in players the creator may seat (`POST /v1/games/{id}/seats` with
    /// `{"bot": name}`): `random` for every kind, and the kind's own policy where it has one,
    /// each described in the reader's language.
    pub bots: Vec<BotWords>,
    /// The kind's title in the reader's language.
    #[schema(example = "アクワイア")]
    pub title: String,
    /// Every option of `config_schema`, with a label, help and named values in the reader's
    /// language, for a form that creates a game.
    pub options: Vec<OptionWords>,
}

/// Names of a kind's schemas in the OpenAPI components.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameKindSchemas {
    /// The options (`…Config`).
    pub config: String,
    /// The commands of a move (`…Command`).
    pub command: String,
    /// A seat's or spectator's view (`…View`).
    pub view: String,
    /// An event of the log as a viewer may see it (`…EventView`).
    pub event_view: String,
    /// A rule's rejection of a move (`…Rejection`): its `code` and `details`.
    pub rejection: String,
    /// The printed data (`…Data`).
    pub data: String,
}

/// A request to create a game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    /// A kind from `GET /v1/game-kinds`.
    #[schema(example = "acquire")]
    pub kind: String,
    /// The number of seats; the game starts by itself when the last one is taken.
    #[schema(example = 3)]
    pub seats: usize,
    /// Options of the kind (missing ones take their defaults).
    #[schema(value_type = Option<Object>)]
    pub config: Option<Value>,
    /// A move clock for every decision the kind does not time itself; none when omitted.
    pub clock: Option<Clock>,
    /// What becomes of the seat of a player who resigns or forfeits while the game runs:
    /// `rules` for Monopoly (bankruptcy) and `bot_takeover` for the other kinds when omitted.
    pub on_leave: Option<OnLeave>,
    /// `public` (the default): listed for everyone, any signed-in user may take a free seat;
    /// `private`: seen only by its players and creator, seats taken with an invitation
    /// (`POST /v1/games/{id}/invitations`).
    pub visibility: Option<Visibility>,
    /// `true`: a rated game — finishing it moves its players' ratings in the kind (see
    /// `GET /v1/leaderboards/{kind}`); it takes no built-in bots. Casual when omitted.
    #[serde(default)]
    pub rated: bool,
    /// `refused`: only people's accounts take its seats — no bot account, no built-in
    /// player (`bots_refused`). `allowed` when omitted.
    pub bots: Option<Bots>,
}

/// A seat and who holds it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatHolder {
    /// The seat (0 = first seat). While the game is open, the seat the player will hold when
    /// the table fills up as planned (seats named for invited guests kept, the others filled
    /// in join order); a game started early closes the gaps.
    pub seat: Seat,
    /// The holder's user id.
    pub user_id: String,
    /// The holder's username.
    pub username: String,
    /// Whose account holds the seat: `bot` for a bot account (and a built-in player's).
    pub account: AccountKind,
    /// Who makes the seat's decisions: `player`; `bot`, a built-in player the game's creator
    /// seated (named in `bot`); or `server` (the game's built-in player) once the player has
    /// left the running game.
    pub played_by: PlayedBy,
    /// The built-in player holding the seat (one of the kind's `bots` in
    /// `GET /v1/game-kinds`); absent for a person.
    #[schema(example = "random")]
    pub bot: Option<String>,
    /// When the player left the running game (RFC 3339); absent while they play.
    pub left_at: Option<String>,
    /// When the player's vacation ends (RFC 3339), while one runs: their move clocks stand
    /// still until then.
    pub on_vacation_until: Option<String>,
    /// When the seat's pending decision runs out of time (RFC 3339): the earliest of its
    /// timers the caller may see; absent when the seat is not awaited or has no timer.
    pub deadline_at: Option<String>,
}

/// Who makes a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayedBy {
    /// The player who took the seat.
    Player,
    /// The server's built-in player, since the seat's player left.
    Server,
    /// A built-in player seated by the game's creator.
    Bot,
}

/// How a finished game ended: the same shape for every kind.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct GameResult {
    /// Every seat's rank and score, in seat order.
    pub standings: Vec<ResultStanding>,
    /// The seats ranked first (several when tied).
    pub winners: Vec<Seat>,
    /// Why the game ended, a snake_case code of the kind (e.g. `end_declared`,
    /// `last_player_standing`, `round_limit`).
    #[schema(example = "end_declared")]
    pub reason: String,
}

/// One seat's place in a finished game.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ResultStanding {
    /// The seat (0 = first seat).
    pub seat: Seat,
    /// The username in the seat.
    pub player: String,
    /// 1 = best; equal results share a rank (1, 1, 3).
    pub rank: u32,
    /// What the kind ranks by: final cash (Acquire), net worth (Monopoly), points.
    pub score: i64,
    /// Whether the seat's player left before the end (the server played the seat since).
    #[serde(default)]
    pub left: bool,
    /// What a rated game did to the player's rating in the kind; absent in a casual game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingChange>,
}

/// A player's rating in a kind: the estimated skill `mu`, its uncertainty `sigma`, and the
/// conservative `rating` (`mu − 3·sigma`) that leaderboards rank by.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, ToSchema)]
pub struct RatingValue {
    /// The estimated skill (a newcomer starts at 25).
    pub mu: f64,
    /// Its uncertainty (a newcomer starts at 25/3); it shrinks with every rated game.
    pub sigma: f64,
    /// `mu − 3·sigma`: the skill the player is very likely above (a newcomer: 0).
    pub rating: f64,
}

impl From<crate::ratings::Rating> for RatingValue {
    fn from(rating: crate::ratings::Rating) -> Self {
        RatingValue {
            mu: rating.mu,
            sigma: rating.sigma,
            rating: rating.conservative(),
        }
    }
}

/// What one rated game did to a player's rating.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct RatingChange {
    /// Before the game.
    pub before: RatingValue,
    /// After the game.
    pub after: RatingValue,
    /// `after.rating − before.rating`.
    pub change: f64,
    /// The place the rating counted (1 = best; a player who left comes last).
    pub place: i64,
    /// The player's finished rated games of the kind, this one included (ratings are
    /// recomputed from exports in this order per player).
    pub rated_games: i64,
}

/// A decision with a timer: when the server decides it for the seat if the seat does not.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct PendingTimer {
    /// The seat whose decision it is.
    pub seat: Seat,
    /// The timer's name (e.g. `decision`, `auction`), as in the kind's `timeout` command.
    #[schema(example = "decision")]
    pub timer: String,
    /// Which of the seat's timers for that command it is (e.g. Tokyo Capsule Hotel's `head`,
    /// the head's hard deadline, and `head_warning`, the countdown a warning starts): a seat
    /// may have several, and the first one due fires.
    #[schema(example = "decision")]
    pub slot: String,
    /// When it runs out (RFC 3339).
    pub due_at: String,
}

/// A game.
#[derive(Debug, Serialize, ToSchema)]
pub struct Game {
    /// The game's id.
    pub id: String,
    /// The game's kind.
    pub kind: String,
    /// Where the game is in its life: open, active, finished or abandoned.
    pub status: GameStatus,
    /// The full configuration.
    #[schema(value_type = Object)]
    pub config: Value,
    /// The number of seats.
    pub seats: i64,
    /// Seated players, in seat order (join order).
    pub players: Vec<SeatHolder>,
    /// The user who created the game.
    pub creator_id: String,
    /// The number of log entries; the `expected_version` of the next move.
    pub version: i64,
    /// The seats whose decision the game waits for.
    pub awaited: Vec<Seat>,
    /// Pending decisions with timers that the caller may see, earliest first.
    pub timers: Vec<PendingTimer>,
    /// The game's move clock, if it has one (with every field filled in).
    pub clock: Option<Clock>,
    /// What becomes of the seat of a player who leaves the running game.
    pub on_leave: OnLeave,
    /// Who may see the game and take its seats.
    pub visibility: Visibility,
    /// Whether finishing the game moves its players' ratings.
    pub rated: bool,
    /// Whether bot accounts and built-in players may take its seats.
    pub bots: Bots,
    /// While the game is open: the seats kept for guests invited by name who have not come
    /// yet (`players` shows the seats everyone will hold when the table fills up as planned;
    /// a game started early closes the gaps). Empty once it has started.
    pub kept_seats: Vec<Seat>,
    /// How the game ended; present once it is finished.
    pub result: Option<GameResult>,
    /// SHA-256 of the game's secret seed (hex), public from creation.
    pub rng_commitment: String,
    /// The secret seed (hex), revealed once the game is over.
    pub rng_seed: Option<String>,
    /// When the game was created (RFC 3339).
    pub created_at: String,
    /// When the game last changed (RFC 3339).
    pub updated_at: String,
}

/// A page of games.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePage {
    /// The games of this page, newest first.
    pub games: Vec<Game>,
    /// Pass as `cursor` for the next page; absent on the last page.
    pub next_cursor: Option<String>,
}

/// How a kind's commands are typed as text.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommandGrammar {
    /// The game's kind.
    pub kind: String,
    /// The language of the words.
    pub language: Language,
    /// One form per command a player sends.
    pub forms: Vec<GrammarLine>,
}

/// A move.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"expected_version": 4, "command": {"type": "place_tile", "tile": "7C"}}))]
pub struct MoveRequest {
    /// The version the move was made against (or send `If-Match`).
    pub expected_version: Option<i64>,
    /// A command of the game's kind (one of the kinds' `…Command` schemas); send it or
    /// `text`, not both.
    #[schema(value_type = Option<Object>)]
    pub command: Option<Value>,
    /// The command as a line of text, e.g. `buy 2 tow 1 imp` (Acquire): words in the
    /// request's language (`?lang=`, the user's setting, `Accept-Language`) or in English,
    /// abbreviated as long as they stay unambiguous. `GET /v1/game-kinds/{kind}/commands`
    /// serves each kind's forms; legal moves carry each command's text.
    #[schema(min_length = 1, max_length = 500, example = "play 7C")]
    pub text: Option<String>,
}

/// The result of an accepted move.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MoveResult {
    /// The game's kind.
    pub kind: String,
    /// The game's version after the move.
    pub version: i64,
    /// The game's status after the move.
    pub status: GameStatus,
    /// The seats awaited after the move.
    pub awaited: Vec<Seat>,
    /// How the game ended, when the move finished it.
    pub result: Option<GameResult>,
    /// The mover's view after the move (everything, when the move ended the game).
    #[schema(value_type = Object)]
    pub view: Value,
}

/// The caller's view of a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct ViewResponse {
    /// The game's id.
    pub game_id: String,
    /// The game's kind.
    pub kind: String,
    /// Where the game is in its life: open, active, finished or abandoned.
    pub status: GameStatus,
    /// The game's version (also the `ETag`).
    pub version: i64,
    /// The caller's seat; absent for spectators.
    pub seat: Option<Seat>,
    /// The seats whose decision the game waits for.
    pub awaited: Vec<Seat>,
    /// Every seat: who plays it, vacations, and the deadline of its pending decision.
    pub players: Vec<SeatHolder>,
    /// Pending decisions with timers that the caller may see, earliest first.
    pub timers: Vec<PendingTimer>,
    /// How the game ended; present once it is finished.
    pub result: Option<GameResult>,
    /// The kind's view; `null` before the game starts.
    #[schema(value_type = Option<Object>)]
    pub view: Value,
    /// The commands the caller may send now, as `GET /legal-moves` answers them; present only
    /// with `?include=legal_moves`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_moves: Option<LegalMoves>,
}

/// The commands the caller may send now.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoves {
    /// The game's kind.
    pub kind: String,
    /// The version these moves are legal at.
    pub version: i64,
    /// The caller's seat; absent for spectators.
    pub seat: Option<Seat>,
    /// Concrete commands, each accepted as is at this version. Empty while the game waits
    /// for others (except commands the kind allows out of turn). `resign` has its own
    /// endpoint and may be left out.
    #[schema(value_type = Vec<Object>)]
    pub commands: Vec<Value>,
    /// Each command of `commands` as a line of text, in the same order and in the request's
    /// language: send one as a move's `text` to play that command.
    pub texts: Vec<String>,
    /// Commands whose parameters the caller picks (e.g. where to place a piece), for kinds
    /// that have them; expand one with `?expand=<type>&<param>=<value>…` to list its concrete
    /// commands. An expansion's answer lists them in `commands` and has no templates.
    pub templates: Vec<Template>,
    /// Command `type`s in `commands` that are representative samples (e.g. a few bid
    /// amounts) rather than every legal value.
    pub sampled: Vec<String>,
}

/// One log entry, as the caller may see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogEntry {
    /// Position in the log, from 1 (the setup); also the game's version after it.
    pub seq: i64,
    /// The acting seat; absent for the setup entry and for an entry of which the caller may
    /// see nothing.
    pub seat: Option<Seat>,
    /// The command's `type` (`setup` for the first entry; `hidden` for an entry of which the
    /// caller may see no event, e.g. another player's private trade proposal).
    #[schema(example = "place_tile")]
    pub command_type: String,
    /// The command as submitted (`{"type": "setup", "rules_version": 1}` for the first entry,
    /// naming the version of the kind's rules the game is played under), for the setup, the
    /// caller's own moves and every move once the game is over; `null` for other seats'
    /// moves while the game runs.
    #[schema(value_type = Option<Object>)]
    pub command: Option<Value>,
    /// The events the caller may see (see the kind's `…EventView` schema), each with its
    /// `text`: what it says, in the caller's language (absent in audit exports).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    /// The move in one line, in the caller's language (`?lang=`, the `Accept-Language`
    /// header, else English): what its events say; absent in audit exports.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(example = "ann placed 6D.")]
    pub text: Option<String>,
    /// When the entry was appended (RFC 3339).
    pub time: String,
    /// SHA-256 (hex) over the previous entry's hash and this entry.
    pub hash: String,
    /// Who submitted the command on the seat's behalf when it was not the seat's player: the
    /// game's `timer`, the move `clock`, the `bot` playing a seat whose player left, or the
    /// seat's `standing_order`; absent for the player's own moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<Actor>,
}

/// A page of the log.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogPage {
    /// The game's kind.
    pub kind: String,
    /// The entries of this page, oldest first.
    pub entries: Vec<LogEntry>,
    /// The game's current version.
    pub version: i64,
    /// Whether entries after this page exist; ask again with `after` = the last `seq`.
    pub has_more: bool,
}

/// The printed data of a kind (boards, price charts, decks, sheets).
#[derive(Debug, Serialize, ToSchema)]
pub struct PrintedData {
    /// The kind.
    pub kind: String,
    /// The kind's data (see the kind's `…Data` schema).
    #[schema(value_type = Object)]
    pub data: Value,
}

/// Liveness or readiness.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`, or what is wrong (e.g. `database_unavailable` from `/readyz`).
    #[schema(example = "ok")]
    pub status: String,
}

/// One item of the caller's feed: the `data` of a `GET /v1/users/me/events` stream event
/// (whose `event` is the item's `type` and `id` its `seq`).
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedEvent {
    /// Position in the caller's feed, from 1: pass the last one seen as `Last-Event-ID` or
    /// `after` to resume.
    pub seq: i64,
    /// What the item is about.
    #[serde(rename = "type")]
    pub kind: FeedType,
    /// The game it is about.
    pub game_id: String,
    /// When it was written (RFC 3339).
    pub time: String,
    /// What the item says, in the reader's language (the language of the owner's setting for
    /// webhooks and emails), e.g. `It is your turn in Acquire (version 12).`
    pub text: String,
    /// The details.
    #[serde(flatten)]
    pub details: FeedDetails,
}

/// A page of the caller's feed.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedPage {
    /// Items after the requested position, oldest first.
    pub items: Vec<FeedEvent>,
    /// Whether more items follow this page.
    pub has_more: bool,
}

/// The `data` of a game stream's `status` event, sent once when the game is over; the
/// stream ends after it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StreamStatus {
    /// `finished` or `abandoned`.
    pub status: GameStatus,
    /// The game's final version.
    pub version: i64,
    /// How the game ended (finished games).
    pub result: Option<GameResult>,
}

/// A short-lived ticket that opens the caller's event streams as `?ticket=` (for a browser's
/// `EventSource`, which cannot send an `Authorization` header). It is refused anywhere else.
#[derive(Debug, Serialize, ToSchema)]
pub struct StreamTicket {
    /// Pass as the `ticket` query parameter of a stream endpoint.
    pub ticket: String,
    /// Seconds during which the ticket opens streams (a stream opened in time stays open).
    pub expires_in: u64,
}

/// A vacation to take: it replaces the caller's current or planned one.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VacationRequest {
    /// When it starts (RFC 3339, not in the past unless it is the running vacation's start,
    /// which changes the running vacation; at most 366 days ahead); now when omitted.
    #[schema(example = "2026-12-24T00:00:00Z", max_length = 40)]
    pub starts_at: Option<String>,
    /// When it ends (RFC 3339), at most 366 days after the start.
    #[schema(example = "2027-01-02T00:00:00Z", max_length = 40)]
    pub ends_at: String,
}

/// A vacation: while it runs, the player's move clocks stand still.
#[derive(Debug, Serialize, ToSchema)]
pub struct VacationPeriod {
    /// RFC 3339.
    pub starts_at: String,
    /// RFC 3339.
    pub ends_at: String,
    /// The days it takes from its year's allowance (every started day counts).
    pub days: i64,
}

impl From<crate::correspondence::vacation::Vacation> for VacationPeriod {
    fn from(vacation: crate::correspondence::vacation::Vacation) -> Self {
        VacationPeriod {
            starts_at: crate::timestamps::rfc3339(vacation.starts_at),
            ends_at: crate::timestamps::rfc3339(vacation.ends_at),
            days: vacation.days(),
        }
    }
}

/// The caller's vacation allowance and their running or next vacation.
#[derive(Debug, Serialize, ToSchema)]
pub struct VacationStatus {
    /// The vacation running now, or else the next one planned.
    pub vacation: Option<VacationPeriod>,
    /// The calendar year (UTC) the allowance is counted for; a vacation is charged to the
    /// year it starts in.
    pub year: i32,
    /// Days each user may take per year.
    pub allowance_days: i64,
    /// Days this year's vacations take, the running and planned ones included.
    pub used_days: i64,
    /// Days left this year.
    pub remaining_days: i64,
}

/// What a feed item is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FeedType {
    /// The game awaits a new decision of yours.
    YourTurn,
    /// A game you are seated in has started.
    GameStarted,
    /// A game you are seated in has ended (finished by its rules, or abandoned).
    GameFinished,
    /// Another player took a seat in an open game you are seated in.
    SeatTaken,
    /// Your move clock in a game runs out soon (`deadline_at`).
    TurnReminder,
}

impl FeedType {
    /// Every type, in the order of the documentation.
    pub const ALL: [FeedType; 5] = [
        FeedType::YourTurn,
        FeedType::GameStarted,
        FeedType::GameFinished,
        FeedType::SeatTaken,
        FeedType::TurnReminder,
    ];

    /// The stored (and API) name.
    pub fn as_str(self) -> &'static str {
        match self {
            FeedType::YourTurn => "your_turn",
            FeedType::GameStarted => "game_started",
            FeedType::GameFinished => "game_finished",
            FeedType::SeatTaken => "seat_taken",
            FeedType::TurnReminder => "turn_reminder",
        }
    }
}

/// The details of a feed item: only what every player of the game may know.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct FeedDetails {
    /// The game's kind.
    pub kind: String,
    /// The game's version when the item was written.
    pub version: i64,
    /// The game's status then.
    pub status: GameStatus,
    /// The seats the game awaited then.
    pub awaited: Vec<Seat>,
    /// The recipient's seat in the game.
    pub seat: Seat,
    /// The game resource's path (`/v1/games/{id}`).
    pub link: String,
    /// How the game ended (`game_finished` of a finished game only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Who took the seat (`seat_taken` only; the seat is `taken_seat`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// The seat just taken (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken_seat: Option<Seat>,
    /// Players seated now, the new one included (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<i64>,
    /// The number of seats (`seat_taken` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<i64>,
    /// When the recipient's move clock runs out (RFC 3339; `turn_reminder` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_at: Option<String>,
    /// `your_turn` only: the decision follows the recipient's own move in the same turn
    /// (e.g. buying shares after placing a tile), so the player is already at the table.
    /// Turn emails are sent for the first decision of a turn only; absent when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub continues_turn: bool,
}

/// A request to invite people to an open game (its creator's).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateInvitation {
    /// The seat kept for the one person this invitation admits (0 = first seat); omitted:
    /// they take any free seat. Seats no invitation names are filled in join order.
    pub seat: Option<Seat>,
    /// How many people it admits, 1–1000 (default 1); leave out with `any_number`.
    #[schema(minimum = 1, maximum = 1000)]
    pub max_uses: Option<i64>,
    /// `true`: it admits any number of people until revoked, expired or the game starts.
    #[serde(default)]
    pub any_number: bool,
    /// When it stops admitting anyone (RFC 3339, in the future); omitted: when the game
    /// starts.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Whether an invitation still admits someone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvitationStatus {
    /// It admits people while the game is open.
    Live,
    /// Its creator revoked it.
    Revoked,
    /// It expired.
    Expired,
    /// It admitted as many people as it was made for.
    UsedUp,
}

/// An invitation to a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct Invitation {
    /// Its id, to revoke it.
    pub id: String,
    /// The game it admits to.
    pub game_id: String,
    /// What a guest presents (`POST /v1/invitations/{code}/accept`): whoever has it may
    /// take a seat, so share it only with those you invite.
    #[schema(example = "inv_3q2-7wEvhE6xQk1Ssl3Zwg")]
    pub code: String,
    /// The web client's page for it on this server, to send as a link.
    #[schema(example = "/#/invitations/inv_3q2-7wEvhE6xQk1Ssl3Zwg")]
    pub link: String,
    /// The seat kept for the person it admits; absent: any free seat.
    pub seat: Option<Seat>,
    /// How many people it admits; absent: any number.
    pub max_uses: Option<i64>,
    /// How many people it admitted.
    pub uses: i64,
    /// Whether it still admits someone.
    pub status: InvitationStatus,
    /// When it was made (RFC 3339).
    pub created_at: String,
    /// When it stops admitting anyone (RFC 3339); absent: when the game starts.
    pub expires_at: Option<String>,
    /// When its creator revoked it (RFC 3339).
    pub revoked_at: Option<String>,
}

/// A game's invitations, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationList {
    /// Every invitation of the game, usable or not, oldest first.
    pub invitations: Vec<Invitation>,
}

/// What an invitation admits to, as its holder sees it before accepting.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationPreview {
    /// The invitation, with whether it still admits someone.
    pub invitation: Invitation,
    /// The game, as someone not seated sees it.
    pub game: Game,
}

/// A player's rating in one kind.
#[derive(Debug, Serialize, ToSchema)]
pub struct KindRating {
    /// The game kind.
    pub kind: String,
    /// The rating now.
    #[serde(flatten)]
    pub rating: RatingValue,
    /// The player's finished rated games of the kind.
    pub rated_games: i64,
}

/// A player's record in one kind, over their finished games (rated or not).
#[derive(Debug, Serialize, ToSchema)]
pub struct KindRecord {
    /// The game kind.
    pub kind: String,
    /// Finished games played.
    pub played: i64,
    /// Of them, games won (ranked first, ties included).
    pub won: i64,
    /// The average rank (1 = best).
    pub average_rank: f64,
}

/// One finished game on a player's profile.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileGame {
    /// The game's id.
    pub game_id: String,
    /// The game kind.
    pub kind: String,
    /// The number of players.
    pub players: usize,
    /// The player's seat (0 = first seat).
    pub seat: Seat,
    /// The player's rank (1 = best; equal results share a rank).
    pub rank: u32,
    /// The player's score.
    pub score: i64,
    /// Whether the player left before the end.
    pub left: bool,
    /// Whether the game was rated.
    pub rated: bool,
    /// What it did to the player's rating (rated games).
    pub rating: Option<RatingChange>,
    /// When the game was created (RFC 3339).
    pub created_at: String,
    /// When it ended (RFC 3339).
    pub finished_at: String,
}

/// A player's profile: their ratings, records per kind and finished games.
#[derive(Debug, Serialize, ToSchema)]
pub struct Profile {
    /// The player's name.
    pub username: String,
    /// When the account was made (RFC 3339).
    pub created_at: String,
    /// Whose account it is: a person's or a bot's.
    pub account: AccountKind,
    /// Who sees the profile.
    pub profile: ProfileVisibility,
    /// The current rating in each kind the player has finished a rated game of.
    pub ratings: Vec<KindRating>,
    /// The record in each kind the player has finished a game of.
    pub records: Vec<KindRecord>,
    /// Finished games, newest first (a private game only to those who may see it).
    pub games: Vec<ProfileGame>,
    /// Pass as `cursor` for the next page of games; absent on the last page.
    pub next_cursor: Option<String>,
}

/// One player on a leaderboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardEntry {
    /// 1 = best.
    pub rank: i64,
    /// The player's name.
    pub username: String,
    /// The rating (ranked by its `rating`, `mu − 3·sigma`).
    #[serde(flatten)]
    pub rating: RatingValue,
    /// The player's finished rated games of the kind.
    pub rated_games: i64,
}

/// A page of a kind's leaderboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct Leaderboard {
    /// The game kind.
    pub kind: String,
    /// Whose accounts it ranks: people's or bots'.
    pub accounts: AccountKind,
    /// The rated games a player needs to be listed.
    pub min_games: i64,
    /// The players of this page, best first.
    pub entries: Vec<LeaderboardEntry>,
    /// Pass as `cursor` for the next page; absent on the last page.
    pub next_cursor: Option<String>,
}
