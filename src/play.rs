//! The path of a move: load a game from the store, replay its log (or continue from a cached
//! state), run the engine, append the entry with the outbox items and timers it produces, and
//! answer with the caller's view. Handlers stay thin; nothing here is specific to one game.
//!
//! Beside it: the [`lobby`] (creating, joining and starting games), [`reads`] (views, legal
//! moves and the log), [`replay`] (a state at a version, and the cache of replayed states),
//! the [`outbox`] items an entry writes, the [`schedule`] of timers after an entry, [`seats`]
//! (resigning, leaving, vacations), the [`server_moves`] the timers poller fires (clocks,
//! reminders, bots), the [`automatic`] moves after an entry, and [`standing`] orders.

mod automatic;
mod invitations;
mod lobby;
mod outbox;
mod pictures;
mod profiles;
mod reads;
mod replay;
mod schedule;
mod seats;
mod server_moves;
mod standing;
mod text_moves;

pub use lobby::resource_of;
pub(crate) use reads::legal_moves_at;

use std::collections::HashMap;

use serde_json::Value;

use crate::auth::{AuthUser, Bearer};
use crate::correspondence::vacation::Vacation;
use crate::engine::rng::SEED_LEN;
use crate::engine::{
    AnyGame, AnyState, GameRng, MAX_TIMER_SECONDS, MoveError, Seat, Status, Viewer,
};
use crate::error::{ApiError, guarded};
use crate::games;
use crate::hash_chain::entry_hash;
use crate::i18n::Asked;
use crate::presentation::result_of;
use crate::ratings;
use crate::resources::MoveResult;
use crate::store::{
    Actor, Append, AppendError, DeadlineRecord, GameRecord, GameStatus, IdempotencyRecord,
    NewEntry, RatingChangeRecord, RatingUpdate, SnapshotRecord, Store, now_millis,
};
use crate::wake::{Topic, Wakes};

/// How often a finishing entry's ratings are computed again when other games of its players
/// keep finishing meanwhile.
const MAX_RATING_ATTEMPTS: u32 = 8;

/// Every this many entries the state after the entry is kept as the game's snapshot, so a
/// state that is not cached is the snapshot plus fewer entries than this.
pub const SNAPSHOT_INTERVAL: i64 = 32;

/// The play service: the store, a cache of replayed states, and the wake-ups of the
/// streams following games and users.
pub struct Play {
    store: Store,
    cache: replay::StateCache,
    wakes: Wakes,
    /// Vacation days each user may take per calendar year.
    vacation_days: i64,
    leaderboard_min_games: i64,
}

/// A move submitted through the API.
pub struct Submission {
    pub expected_version: i64,
    pub submitted: Submitted,
    /// `Idempotency-Key` and the SHA-256 of the request body.
    pub idempotency: Option<(String, String)>,
}

/// What a move request submits: a command as JSON, or as a line of text.
pub enum Submitted {
    /// A command of the game's kind.
    Command(Value),
    /// A text command (see [`crate::engine::command_text`]), read in the language the
    /// request asks for, or the mover's own setting.
    Text { text: String, asked: Asked },
}

impl Play {
    /// A play service over `store`.
    pub fn new(store: Store) -> Self {
        Play {
            store,
            cache: replay::StateCache::default(),
            wakes: Wakes::default(),
            vacation_days: 30,
            leaderboard_min_games: 5,
        }
    }

    /// The same service listing players with at least `games` rated games of a kind on its
    /// leaderboard.
    pub fn with_leaderboard_min_games(mut self, games: i64) -> Self {
        self.leaderboard_min_games = games;
        self
    }

    /// The same service with `days` of vacation per user and year.
    pub fn with_vacation_days(mut self, days: i64) -> Self {
        self.vacation_days = days;
        self
    }

    /// The wake-ups of this process's streams.
    pub fn wakes(&self) -> &Wakes {
        &self.wakes
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// A game by id (ids are UUIDs: anything else names no game).
    pub async fn game(&self, id: &str) -> Result<GameRecord, ApiError> {
        if uuid::Uuid::try_parse(id).is_err() {
            return Err(ApiError::GameNotFound);
        }
        let mut game = self.store.game(id).await?.ok_or(ApiError::GameNotFound)?;
        self.complete_result(&mut game).await?;
        Ok(game)
    }

    /// A game `user` may see: a private game is `game_not_found` to everyone but its players
    /// and creator, exactly as a game that does not exist.
    pub async fn game_seen_by(&self, user: &AuthUser, id: &str) -> Result<GameRecord, ApiError> {
        let game = self.game(id).await?;
        if !game.visible_to(&user.id) {
            return Err(ApiError::GameNotFound);
        }
        Ok(game)
    }

    /// The user of a bearer token, checked against the store on its own (a request that fails
    /// before it reads its game still answers `unauthorized` first for a bad token).
    pub async fn authenticate(&self, bearer: Bearer) -> Result<AuthUser, ApiError> {
        let holder = self
            .store
            .holder(bearer.user_id(), bearer.session_id())
            .await?;
        bearer.user(holder)
    }

    /// The user of a bearer token and a game they may see, checked and read in one query (the
    /// token first: a revoked token is refused whether or not the game exists).
    pub async fn game_for(
        &self,
        bearer: Bearer,
        id: &str,
    ) -> Result<(AuthUser, GameRecord), ApiError> {
        let read = match uuid::Uuid::try_parse(id) {
            Ok(_) => {
                self.store
                    .game_and_holder(id, bearer.user_id(), bearer.session_id())
                    .await?
            }
            Err(_) => None,
        };
        let Some((mut game, holder)) = read else {
            let holder = self
                .store
                .holder(bearer.user_id(), bearer.session_id())
                .await?;
            bearer.user(holder)?;
            return Err(ApiError::GameNotFound);
        };
        let user = bearer.user(holder)?;
        if !game.visible_to(&user.id) {
            return Err(ApiError::GameNotFound);
        }
        self.complete_result(&mut game).await?;
        Ok((user, game))
    }

    /// Fills in the result of a game finished before results were stored, from its log.
    async fn complete_result(&self, game: &mut GameRecord) -> Result<(), ApiError> {
        if game.status != GameStatus::Finished || game.result.is_some() {
            return Ok(());
        }
        if let Status::Finished(outcome) = self.state(game).await?.status() {
            self.store.set_result(&game.id, &outcome).await?;
            game.result = Some(outcome);
        }
        Ok(())
    }

    /// Plays a move on `game` (just read): the shared checks, the game's rules, then a
    /// conditional append.
    pub async fn submit(
        &self,
        user: &AuthUser,
        mut game: GameRecord,
        submission: Submission,
    ) -> Result<MoveResult, ApiError> {
        let mut attempts = 0;
        loop {
            match self.submit_once(user, &game, &submission).await {
                // A player left while the move was decided (the version stayed): decide again.
                Err(ApiError::StaleVersion { expected, current })
                    if expected == current && attempts < 3 =>
                {
                    attempts += 1;
                    game = self.game(&game.id).await?;
                }
                other => return other,
            }
        }
    }

    async fn submit_once(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        submission: &Submission,
    ) -> Result<MoveResult, ApiError> {
        let seat = game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
        if game.players[seat.index()].left_at.is_some() {
            return Err(ApiError::LeftGame);
        }
        if let Some(replayed) = self.replay_idempotent(user, game, submission).await? {
            return Ok(replayed);
        }
        match game.status {
            GameStatus::Open => return Err(ApiError::GameNotActive),
            GameStatus::Finished | GameStatus::Abandoned => return Err(ApiError::GameOver),
            GameStatus::Active => {}
        }
        if submission.expected_version != game.version {
            return Err(ApiError::StaleVersion {
                expected: submission.expected_version,
                current: game.version,
            });
        }
        let mut state = self.state(game).await?;
        let typed;
        let command = match &submission.submitted {
            Submitted::Command(command) => command,
            Submitted::Text { text, asked } => {
                let language = asked.with_setting(user.language);
                typed = text_moves::read(game, state.as_ref(), seat, text, language)?;
                &typed
            }
        };
        let entry =
            play_entry(game, state.as_mut(), seat, command, None)?.map_err(
                |error| match error {
                    MoveError::InvalidCommand(reason) => {
                        ApiError::InvalidRequest(format!("invalid command: {reason}"))
                    }
                    MoveError::GameOver => ApiError::GameOver,
                    MoveError::NotYourTurn { awaited } => ApiError::NotYourTurn { awaited },
                    MoveError::Rule {
                        code,
                        rejection,
                        explanation,
                    } => ApiError::Rule {
                        code,
                        rejection,
                        explanation,
                    },
                },
            )?;
        let engine_status = state.status();
        let status = game_status(&engine_status);
        let result = MoveResult {
            kind: game.kind.clone(),
            version: game.version + 1,
            status,
            awaited: match &engine_status {
                Status::Awaiting(seats) => seats.clone(),
                _ => Vec::new(),
            },
            result: match &engine_status {
                Status::Finished(outcome) => Some(result_of(outcome, game)),
                _ => None,
            },
            view: guarded(|| {
                state.view(if status == GameStatus::Active {
                    Viewer::Seat(seat)
                } else {
                    Viewer::Auditor
                })
            })?,
        };
        let idempotency =
            submission
                .idempotency
                .as_ref()
                .map(|(key, request_hash)| IdempotencyRecord {
                    user_id: user.id.clone(),
                    key: key.clone(),
                    request_hash: request_hash.clone(),
                    response: serde_json::to_string(&result).unwrap_or_default(),
                });
        match self
            .append(game, state.as_ref(), &entry, None, idempotency.as_ref())
            .await
        {
            Ok(moved) => Ok(self.after_move(moved, state, seat, result).await),
            Err(stale @ ApiError::StaleVersion { .. }) => {
                // A retry racing its own first attempt gets the first response.
                match self.replay_idempotent(user, game, submission).await? {
                    Some(replayed) => Ok(replayed),
                    None => Err(stale),
                }
            }
            Err(other) => Err(other),
        }
    }

    async fn replay_idempotent(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        submission: &Submission,
    ) -> Result<Option<MoveResult>, ApiError> {
        let Some((key, request_hash)) = &submission.idempotency else {
            return Ok(None);
        };
        match self
            .store
            .idempotency_record(&user.id, &game.id, key)
            .await?
        {
            None => Ok(None),
            Some(record) if &record.request_hash == request_hash => {
                serde_json::from_str(&record.response)
                    .map(Some)
                    .map_err(|e| ApiError::Internal(e.to_string()))
            }
            Some(_) => Err(ApiError::IdempotencyKeyReused),
        }
    }

    /// Appends `entry` (leading to `state`) to `game`; returns the game as it is now. An entry
    /// that finishes a rated game moves its players' ratings in the same transaction; when
    /// another game of theirs finished meanwhile, the ratings are computed again.
    async fn append(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
        entry: &NewEntry,
        seat_count: Option<i64>,
        idempotency: Option<&IdempotencyRecord>,
    ) -> Result<GameRecord, ApiError> {
        let mut attempts = 0;
        loop {
            let ratings = self.rating_update(game, state).await?;
            let appended = self
                .append_rated(
                    game,
                    state,
                    entry,
                    seat_count,
                    idempotency,
                    ratings.as_ref(),
                )
                .await?;
            match appended {
                Some(moved) => return Ok(moved),
                None if attempts < MAX_RATING_ATTEMPTS => attempts += 1,
                None => {
                    return Err(ApiError::Internal(
                        "the players' ratings kept changing while the game finished".into(),
                    ));
                }
            }
        }
    }

    /// What finishing `game` in `state` does to its players' ratings: nothing unless it is a
    /// rated game that `state` finishes.
    async fn rating_update(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
    ) -> Result<Option<RatingUpdate>, ApiError> {
        let Status::Finished(outcome) = state.status() else {
            return Ok(None);
        };
        if !game.rated {
            return Ok(None);
        }
        let left: Vec<Seat> = (0..game.players.len())
            .map(|index| Seat(index as u8))
            .filter(|seat| game.has_left(*seat))
            .collect();
        let places = ratings::places(&outcome, &left);
        let people: Vec<(Seat, &str)> = game
            .players
            .iter()
            .enumerate()
            .filter(|(_, player)| player.bot.is_none())
            .map(|(index, player)| (Seat(index as u8), player.user_id.as_str()))
            .collect();
        let users: Vec<String> = people.iter().map(|(_, user)| user.to_string()).collect();
        let standings = self.store.ratings_of(&users, &game.kind).await?;
        let table: Vec<(Seat, &str, ratings::Standing, usize)> = people
            .iter()
            .map(|&(seat, user)| {
                let standing = standings.get(user).copied().unwrap_or(ratings::Standing {
                    rating: ratings::Rating::default(),
                    games: 0,
                });
                (
                    seat,
                    user,
                    standing,
                    places.get(&seat).copied().unwrap_or(people.len()),
                )
            })
            .collect();
        let after = ratings::rate(
            &table
                .iter()
                .map(|(_, _, standing, place)| (standing.rating, *place))
                .collect::<Vec<_>>(),
        );
        Ok(Some(RatingUpdate {
            kind: game.kind.clone(),
            changes: table
                .iter()
                .zip(after)
                .map(
                    |((seat, user, standing, place), after)| RatingChangeRecord {
                        user_id: user.to_string(),
                        seat: *seat,
                        place: *place as i64,
                        games_before: standing.games,
                        before: standing.rating,
                        after,
                    },
                )
                .collect(),
        }))
    }

    /// [`Play::append`] once, with the ratings computed for it; `None` when a player's rating
    /// changed meanwhile.
    async fn append_rated(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
        entry: &NewEntry,
        seat_count: Option<i64>,
        idempotency: Option<&IdempotencyRecord>,
        ratings: Option<&RatingUpdate>,
    ) -> Result<Option<GameRecord>, ApiError> {
        // The result the players are told carries their rating changes.
        let mut rated;
        let told = match ratings {
            Some(update) => {
                rated = game.clone();
                rated.rating_changes = update.changes.clone();
                &rated
            }
            None => game,
        };
        let status = state.status();
        let awaited_seats = match &status {
            Status::Awaiting(seats) => seats.clone(),
            _ => Vec::new(),
        };
        let deadlines = self
            .plan_timers(game, state, &awaited_seats, entry.seat, game.version + 1)
            .await?;
        // The server plays bots' seats and those of players who left: they are nobody's turn.
        let awaited_users: Vec<String> = awaited_seats
            .iter()
            .filter_map(|seat| game.players.get(seat.index()))
            .filter(|player| !player.server_plays())
            .map(|player| player.user_id.clone())
            .collect();
        let result = match &status {
            Status::Finished(outcome) => Some(outcome),
            _ => None,
        };
        let mut feed = outbox::entry_feed(&outbox::AfterEntry {
            game,
            actor: entry.seat,
            by_server: entry.actor.is_some(),
            status: game_status(&status),
            awaited: &awaited_seats,
            result: result.map(|outcome| result_of(outcome, told)),
        });
        // Nobody is told of the turns of the seats the server plays.
        let server_plays = |user_id: &str| {
            game.players
                .iter()
                .any(|player| player.user_id == user_id && player.server_plays())
        };
        feed.retain(|item| !server_plays(&item.user_id));
        let version = game.version + 1;
        let snapshot = if version % SNAPSHOT_INTERVAL == 0 {
            Some(SnapshotRecord {
                version,
                format: find_kind(game)?.snapshot_format(),
                state: guarded(|| state.snapshot())?,
            })
        } else {
            None
        };
        let append = Append {
            feed: &feed,
            game_id: &game.id,
            expected_version: game.version,
            entry,
            status: game_status(&status),
            awaited_seats: &awaited_seats,
            awaited_users: &awaited_users,
            seat_count,
            idempotency,
            deadlines: &deadlines,
            result,
            seats_left: game.seats_left(),
            snapshot: snapshot.as_ref(),
            ratings,
        };
        match self.store.append(&append).await {
            Ok(landed_at) => {
                let moved = append.applied_to(told, landed_at);
                self.cache.put(&game.id, game.version + 1, state);
                self.wakes.wake(Topic::Game(game.id.clone()));
                for item in feed {
                    self.wakes.wake(Topic::User(item.user_id));
                }
                if deadlines
                    .iter()
                    .any(|deadline| deadline.due_at <= now_millis())
                {
                    self.wakes.wake(Topic::Timers);
                }
                Ok(Some(moved))
            }
            Err(AppendError::StaleVersion { current }) => Err(ApiError::StaleVersion {
                expected: game.version,
                current,
            }),
            // Decided as if a player who left were still there: the caller decides again.
            Err(AppendError::SeatsChanged) => Err(ApiError::StaleVersion {
                expected: game.version,
                current: game.version,
            }),
            Err(AppendError::RatingsChanged) => Ok(None),
            Err(AppendError::Store(error)) => Err(error.into()),
        }
    }

    /// The timed decisions pending after an entry by `mover` (or, with `None`, planned
    /// again between entries), at `version`.
    async fn plan_timers(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
        awaited: &[Seat],
        mover: Option<Seat>,
        version: i64,
    ) -> Result<Vec<DeadlineRecord>, ApiError> {
        let timed = guarded(|| state.deadlines())?;
        let now = now_millis();
        let mut vacations: HashMap<String, Vec<Vacation>> = HashMap::new();
        if game.clock.is_some() {
            let users: Vec<String> = awaited
                .iter()
                .filter_map(|seat| game.players.get(seat.index()))
                .map(|player| player.user_id.clone())
                .collect();
            // A clock runs at most 366 days, so older vacations cannot stop it.
            let since = now - (MAX_TIMER_SECONDS as i64 + 1) * 1000;
            for (user_id, vacation) in self.store.vacations(&users, since).await? {
                vacations.entry(user_id).or_default().push(vacation);
            }
        }
        Ok(schedule::plan(&schedule::Planning {
            game,
            timed,
            awaited,
            mover,
            version,
            vacations: &vacations,
            now,
        }))
    }
}

/// Runs one command through the engine at the game's current version (with that entry's
/// generator) and returns the entry to append; the state moves on when it is accepted.
fn play_entry(
    game: &GameRecord,
    state: &mut dyn AnyState,
    seat: Seat,
    command: &Value,
    actor: Option<Actor>,
) -> Result<Result<NewEntry, MoveError>, ApiError> {
    let mut rng = GameRng::for_entry(&seed_of(game)?, game.version as u64 + 1);
    let system = actor.is_some() && state.is_system_command(command);
    Ok(
        guarded(|| state.play(seat, command, system, &mut rng))?.map(|events| {
            let mut entry = new_entry(game, Some(seat), command.clone(), events);
            entry.actor = actor;
            entry
        }),
    )
}

fn find_kind(game: &GameRecord) -> Result<&'static dyn AnyGame, ApiError> {
    games::find(&game.kind)
        .ok_or_else(|| ApiError::Internal(format!("unknown stored kind {}", game.kind)))
}

fn seed_of(game: &GameRecord) -> Result<[u8; SEED_LEN], ApiError> {
    game.seed
        .as_slice()
        .try_into()
        .map_err(|_| ApiError::Internal("stored seed has the wrong length".into()))
}

fn game_status(status: &Status) -> GameStatus {
    match status {
        Status::Awaiting(_) => GameStatus::Active,
        Status::Finished(_) => GameStatus::Finished,
        Status::Abandoned => GameStatus::Abandoned,
    }
}

fn new_entry(game: &GameRecord, seat: Option<Seat>, command: Value, events: Value) -> NewEntry {
    let created_at = now_millis();
    let hash = entry_hash(
        &game.last_hash,
        game.version + 1,
        seat,
        &command,
        &events,
        created_at,
    );
    NewEntry {
        seat,
        command,
        events,
        created_at,
        hash,
        actor: None,
    }
}
