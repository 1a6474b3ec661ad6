//! The one orchestration every request goes through: load a game from the store, replay
//! its log (or continue from a cached state), run the engine, append the entry, and build
//! the caller's view. Handlers stay thin; nothing here is specific to one game. What the
//! server plays on its own (timers, clocks, seats of players who left) and players leaving
//! are in [`server_moves`] and [`seats`].

mod seats;
mod server_moves;

mod automatic;
mod standing;

use std::collections::HashMap;
use std::sync::Mutex;

use rand::TryRngCore;
use serde_json::Value;

use crate::audit::chain::{Genesis, entry_hash, setup_command};
use crate::audit::format::FORMAT_VERSION;
use crate::auth::{AuthUser, Bearer};
use crate::correspondence::OnLeave;
use crate::correspondence::clock::Clock;
use crate::correspondence::schedule::{self, Planning};
use crate::correspondence::vacation::Vacation;
use crate::engine::rng::{SEED_LEN, commitment};
use crate::engine::{
    AnyGame, AnyState, ExpandError, GameRng, MAX_EXPANSION, MAX_TIMER_SECONDS, MoveError, Seat,
    Status, Template, Viewer,
};
use crate::error::ApiError;
use crate::games;
use crate::notify::wake::{Topic, Wakes};
use crate::notify::{AfterEntry, entry_feed, seat_taken_feed};
use crate::presentation::{
    game_resource, game_result, log_entry, result_of, seat_holders, viewer, visible_timers,
};
use crate::resources::{self, GamePage, LegalMoves, LogPage, MoveResult, ViewResponse};
use crate::store::{
    Actor, Append, AppendError, DeadlineRecord, GameFilter, GameRecord, GameStatus,
    IdempotencyRecord, JoinOutcome, Joiner, NewEntry, NewGame, SnapshotRecord, Store, now_millis,
    seat_deadline,
};

/// Most games whose latest replayed state is kept in memory.
const CACHE_CAPACITY: usize = 4096;
/// Entries fetched per round trip while replaying.
const REPLAY_BATCH: i64 = 1000;
/// Every this many entries the state after the entry is kept as the game's snapshot, so a
/// state that is not cached is the snapshot plus fewer entries than this.
pub const SNAPSHOT_INTERVAL: i64 = 32;

/// The play service: the store, a cache of replayed states, and the wake-ups of the
/// streams following games and users.
pub struct Play {
    store: Store,
    cache: StateCache,
    wakes: Wakes,
    /// Vacation days each user may take per calendar year.
    vacation_days: i64,
}

/// A move submitted through the API.
pub struct Submission {
    pub expected_version: i64,
    pub command: Value,
    /// `Idempotency-Key` and the SHA-256 of the request body.
    pub idempotency: Option<(String, String)>,
}

impl Play {
    /// A play service over `store`.
    pub fn new(store: Store) -> Self {
        Play {
            store,
            cache: StateCache::default(),
            wakes: Wakes::default(),
            vacation_days: 30,
        }
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

    /// Creates an open game; the creator takes seat 0.
    pub async fn create_game(
        &self,
        user: &AuthUser,
        request: resources::CreateGame,
    ) -> Result<resources::Game, ApiError> {
        let kind = games::find(&request.kind)
            .ok_or_else(|| ApiError::UnknownKind(request.kind.clone()))?;
        let config = kind
            .parse_config(request.config.as_ref())
            .map_err(|e| ApiError::InvalidConfig(e.to_string()))?;
        let range = kind
            .seat_range(&config)
            .map_err(|e| ApiError::InvalidConfig(e.to_string()))?;
        if !range.contains(&request.seats) {
            return Err(ApiError::InvalidConfig(format!(
                "{} takes {} to {} seats with this configuration, not {}",
                kind.kind(),
                range.start(),
                range.end(),
                request.seats
            )));
        }
        kind.validate_seats(&config, request.seats)
            .map_err(|e| ApiError::InvalidConfig(e.to_string()))?;
        let clock = request
            .clock
            .as_ref()
            .map(Clock::normalized)
            .transpose()
            .map_err(|e| ApiError::InvalidConfig(format!("clock: {e}")))?;
        let on_leave = request
            .on_leave
            .unwrap_or_else(|| OnLeave::default_for(kind));
        let mut seed = [0u8; SEED_LEN];
        rand::rngs::OsRng
            .try_fill_bytes(&mut seed)
            .map_err(|e| ApiError::Internal(format!("OS random generator failed: {e}")))?;
        let id = uuid::Uuid::new_v4().to_string();
        let rng_commitment = commitment(&seed);
        let created_at = now_millis();
        let genesis = Genesis {
            game_id: &id,
            kind: kind.kind(),
            config: &config,
            rng_commitment: &rng_commitment,
            created_at_ms: created_at,
        };
        let new_game = NewGame {
            genesis_hash: genesis.hash(FORMAT_VERSION),
            format_version: FORMAT_VERSION,
            created_at,
            id,
            kind: kind.kind().into(),
            config,
            seat_count: request.seats as i64,
            creator_id: user.id.clone(),
            rng_commitment,
            seed: seed.to_vec(),
            clock,
            on_leave,
        };
        self.store.create_game(&new_game).await?;
        self.resource(user, &new_game.id).await
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

    /// The user of a bearer token and a game, checked and read in one query (the token
    /// first: a revoked token is refused whether or not the game exists).
    pub async fn game_for(
        &self,
        bearer: Bearer,
        id: &str,
    ) -> Result<(AuthUser, GameRecord), ApiError> {
        let read = match uuid::Uuid::try_parse(id) {
            Ok(_) => {
                self.store
                    .game_and_token_generation(id, bearer.user_id())
                    .await?
            }
            Err(_) => None,
        };
        let Some((mut game, generation)) = read else {
            let generation = self.store.token_generation(bearer.user_id()).await?;
            bearer.user(generation)?;
            return Err(ApiError::GameNotFound);
        };
        let user = bearer.user(generation)?;
        self.complete_result(&mut game).await?;
        Ok((user, game))
    }

    /// The game resource as `user` may see it.
    pub async fn resource(&self, user: &AuthUser, id: &str) -> Result<resources::Game, ApiError> {
        Ok(resource_of(user, &self.game(id).await?))
    }

    /// Games matching a filter, newest first, as `user` may see them.
    pub async fn list(
        &self,
        user: &AuthUser,
        mut filter: GameFilter,
    ) -> Result<GamePage, ApiError> {
        let limit = filter.limit;
        filter.limit += 1;
        let mut records = self.store.list_games(&filter).await?;
        let by_deadline = filter.awaiting.is_some();
        let next_cursor = (records.len() as i64 > limit).then(|| {
            records.truncate(limit as usize);
            let last = records.last().expect("a full page");
            if by_deadline {
                let deadline = seat_deadline(last, last.seat_of(&user.id));
                format!("{deadline}_{}_{}", last.created_at, last.id)
            } else {
                format!("{}_{}", last.created_at, last.id)
            }
        });
        let mut games = Vec::with_capacity(records.len());
        for mut record in records {
            self.complete_result(&mut record).await?;
            games.push(game_resource(
                &record,
                viewer(&record, record.seat_of(&user.id)),
            ));
        }
        Ok(GamePage { games, next_cursor })
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

    /// Takes a free seat; the game starts when the last seat is taken.
    pub async fn join(&self, user: &AuthUser, id: &str) -> Result<resources::Game, ApiError> {
        self.take_seat(user, id, Joiner::User(user.id.clone()))
            .await
    }

    /// Gives a free seat of an open game to the kind's bot `name` (the creator's decision);
    /// the game starts when the last seat is taken.
    pub async fn seat_bot(
        &self,
        user: &AuthUser,
        id: &str,
        name: &str,
    ) -> Result<resources::Game, ApiError> {
        let game = self.game(id).await?;
        if game.creator_id != user.id {
            return Err(ApiError::NotCreator);
        }
        if game.status != GameStatus::Open {
            return Err(ApiError::GameNotOpen);
        }
        let kind = find_kind(&game)?;
        if kind.bot(name).is_none() {
            return Err(ApiError::UnknownBot {
                kind: game.kind.clone(),
                name: name.to_string(),
                offered: kind.bots().iter().map(|bot| bot.name.to_string()).collect(),
            });
        }
        self.take_seat(user, id, Joiner::Bot(name.to_string()))
            .await
    }

    async fn take_seat(
        &self,
        user: &AuthUser,
        id: &str,
        joiner: Joiner,
    ) -> Result<resources::Game, ApiError> {
        match self.store.join_game(id, &joiner, &seat_taken_feed).await? {
            JoinOutcome::Joined {
                players,
                seat_count,
                told,
            } => {
                for user_id in told {
                    self.wakes.wake(Topic::User(user_id));
                }
                if players == seat_count {
                    let game = self.game(id).await?;
                    match self.run_setup(&game).await {
                        Ok(()) | Err(ApiError::StaleVersion { .. }) => {}
                        Err(other) => return Err(other),
                    }
                }
                self.resource(user, id).await
            }
            JoinOutcome::NotFound => Err(ApiError::GameNotFound),
            JoinOutcome::NotOpen => Err(ApiError::GameNotOpen),
            JoinOutcome::Full => Err(ApiError::GameFull),
            JoinOutcome::AlreadySeated => Err(ApiError::AlreadySeated),
        }
    }

    /// Leaves a game before it starts.
    pub async fn leave(&self, user: &AuthUser, id: &str) -> Result<(), ApiError> {
        let game = self.game(id).await?;
        if game.seat_of(&user.id).is_none() {
            return Err(ApiError::NotAPlayer);
        }
        if game.status != GameStatus::Open || !self.store.leave_game(id, &user.id).await? {
            return Err(ApiError::GameNotOpen);
        }
        Ok(())
    }

    /// Starts an open game with the players present (the creator's decision; if the creator
    /// has left, the player in seat 0 decides).
    pub async fn start(&self, user: &AuthUser, id: &str) -> Result<resources::Game, ApiError> {
        let game = self.game(id).await?;
        let seat = game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
        let creator_present = game.seat_of(&game.creator_id).is_some();
        if (creator_present && game.creator_id != user.id) || (!creator_present && seat != Seat(0))
        {
            return Err(ApiError::NotCreator);
        }
        if game.status != GameStatus::Open {
            return Err(ApiError::GameNotOpen);
        }
        self.run_setup(&game).await?;
        self.resource(user, id).await
    }

    async fn run_setup(&self, game: &GameRecord) -> Result<(), ApiError> {
        let kind = find_kind(game)?;
        let players = game.players.len();
        let range = kind
            .seat_range(&game.config)
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        if !range.contains(&players) {
            return Err(ApiError::NotEnoughPlayers(format!(
                "{} needs {} to {} players, {} are seated",
                kind.kind(),
                range.start(),
                range.end(),
                players
            )));
        }
        let mut rng = GameRng::for_entry(&seed_of(game)?, 1);
        let events = kind
            .setup(&game.config, players, kind.rules_version(), &mut rng)
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        let mut state = kind.new_state();
        state
            .apply(&events)
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        let holders: Vec<String> = game.players.iter().map(|p| p.username.clone()).collect();
        let command = setup_command(game.format_version, kind.rules_version(), &holders);
        let entry = new_entry(game, None, command, events);
        let started = self
            .append(game, state.as_ref(), &entry, Some(players as i64), None)
            .await?;
        self.run_automatic(&game.id, Some((started, state))).await;
        Ok(())
    }

    /// The caller's view of a game record just read, with the caller's legal moves when
    /// `with_legal_moves`.
    pub async fn view(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        with_legal_moves: bool,
    ) -> Result<ViewResponse, ApiError> {
        let state = self.state(game).await?;
        let seat = game.seat_of(&user.id);
        let viewer = viewer(game, seat);
        let legal_moves = if with_legal_moves {
            Some(legal_moves_of(game, state.as_ref(), seat)?)
        } else {
            None
        };
        Ok(ViewResponse {
            game_id: game.id.clone(),
            kind: game.kind.clone(),
            status: game.status,
            version: game.version,
            seat,
            awaited: game.awaited_seats.clone(),
            players: seat_holders(game, viewer),
            timers: visible_timers(game, viewer),
            result: game_result(game),
            // A game that never started has no state to show, only its lobby (`GET /games/{id}`).
            view: if game.version == 0 {
                Value::Null
            } else {
                guarded(|| state.view(viewer))?
            },
            legal_moves,
        })
    }

    /// The commands the caller may send now, or with `expand` the concrete commands of one
    /// of the templates offered.
    pub async fn legal_moves(
        &self,
        bearer: Bearer,
        id: &str,
        expand: Option<&Template>,
    ) -> Result<LegalMoves, ApiError> {
        let (user, game) = self.game_for(bearer, id).await?;
        let seat = game.seat_of(&user.id);
        let Some(template) = expand else {
            let state = self.state(&game).await?;
            return legal_moves_of(&game, state.as_ref(), seat);
        };
        let mut moves = no_legal_moves(&game, seat)?;
        let Some(seat) =
            seat.filter(|seat| game.status == GameStatus::Active && !game.has_left(*seat))
        else {
            return Err(ApiError::NoSuchTemplate(template.command.clone()));
        };
        let state = self.state(&game).await?;
        moves.commands =
            guarded(|| state.expand(seat, template))?.map_err(|error| match error {
                ExpandError::NotATemplate => ApiError::NoSuchTemplate(template.command.clone()),
                ExpandError::BadParameter { name, reason } => {
                    ApiError::InvalidRequest(format!("parameter `{name}`: {reason}"))
                }
                ExpandError::TooLarge { narrow_with } => ApiError::ExpansionTooLarge {
                    limit: MAX_EXPANSION,
                    narrow_with,
                },
            })?;
        Ok(moves)
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
        let entry = play_entry(game, state.as_mut(), seat, &submission.command, None)?.map_err(
            |error| match error {
                MoveError::InvalidCommand(reason) => {
                    ApiError::InvalidRequest(format!("invalid command: {reason}"))
                }
                MoveError::GameOver => ApiError::GameOver,
                MoveError::NotYourTurn { awaited } => ApiError::NotYourTurn { awaited },
                MoveError::Rule { code, rejection } => ApiError::Rule { code, rejection },
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

    /// Log entries after `after`, as the caller may see them.
    pub async fn log(
        &self,
        user: &AuthUser,
        id: &str,
        after: i64,
        limit: i64,
    ) -> Result<LogPage, ApiError> {
        let game = self.game(id).await?;
        self.log_of(user, &game, after, limit).await
    }

    /// Log entries of a game record just read, after `after` and up to the record's
    /// version, as the caller may see them at that version.
    pub async fn log_of(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        after: i64,
        limit: i64,
    ) -> Result<LogPage, ApiError> {
        self.log_as(viewer(game, game.seat_of(&user.id)), game, after, limit)
            .await
    }

    /// Log entries of a game record just read, after `after` and up to the record's
    /// version, as `viewer` may see them at that version.
    pub async fn log_as(
        &self,
        viewer: Viewer,
        game: &GameRecord,
        after: i64,
        limit: i64,
    ) -> Result<LogPage, ApiError> {
        let state = self.state(game).await?;
        let limit = limit.min(game.version - after).max(0);
        let entries = if limit == 0 {
            Vec::new()
        } else {
            self.store.entries(&game.id, after, limit).await?
        };
        let has_more = entries.last().map_or(after, |entry| entry.seq) < game.version;
        let entries = entries
            .into_iter()
            .map(|entry| log_entry(state.as_ref(), entry, viewer))
            .collect::<Result<_, _>>()?;
        Ok(LogPage {
            kind: game.kind.clone(),
            entries,
            version: game.version,
            has_more,
        })
    }

    /// The game's state at the version its record was read at.
    async fn state(&self, game: &GameRecord) -> Result<Box<dyn AnyState>, ApiError> {
        self.state_at(game, game.version).await
    }

    /// The game's state at `target` (at most the record's version), replayed from the log or
    /// continued from a cached state.
    pub(crate) async fn state_at(
        &self,
        game: &GameRecord,
        target: i64,
    ) -> Result<Box<dyn AnyState>, ApiError> {
        let kind = find_kind(game)?;
        let target = target.min(game.version);
        let (mut state, mut version) = self
            .cache
            .get(&game.id, target)
            .unwrap_or_else(|| (kind.new_state(), 0));
        if target - version >= SNAPSHOT_INTERVAL
            && let Some((snapshot, at)) = self.restore_snapshot(game, kind, target).await?
            && at > version
        {
            (state, version) = (snapshot, at);
        }
        while version < target {
            // Never past the version the game record was read at: later entries may have
            // landed meanwhile, and this request's checks were made against that version.
            let batch = REPLAY_BATCH.min(target - version);
            let entries = self.store.entries(&game.id, version, batch).await?;
            if entries.is_empty() {
                return Err(ApiError::Internal(format!(
                    "log of game {} ends at {version}",
                    game.id
                )));
            }
            for entry in entries {
                if entry.seq != version + 1 {
                    return Err(ApiError::Internal(format!(
                        "log of game {} has entry {} after {version}",
                        game.id, entry.seq
                    )));
                }
                state
                    .apply(&entry.events)
                    .map_err(|e| ApiError::Internal(e.to_string()))?;
                version = entry.seq;
            }
        }
        self.cache.put(&game.id, version, state.as_ref());
        Ok(state)
    }

    /// The game's snapshot, restored, and its version, when it is at most `target` and of
    /// this build's format. A snapshot that does not decode is ignored: the log is the truth.
    async fn restore_snapshot(
        &self,
        game: &GameRecord,
        kind: &dyn AnyGame,
        target: i64,
    ) -> Result<Option<(Box<dyn AnyState>, i64)>, ApiError> {
        let Some(snapshot) = self.store.snapshot(&game.id).await? else {
            return Ok(None);
        };
        if snapshot.version > target || snapshot.format != kind.snapshot_format() {
            return Ok(None);
        }
        match kind.restore(&snapshot.state) {
            Ok(state) => Ok(Some((state, snapshot.version))),
            Err(error) => {
                tracing::warn!(game = %game.id, version = snapshot.version, %error,
                    "ignoring a snapshot that does not decode");
                Ok(None)
            }
        }
    }

    /// Appends `entry` (leading to `state`) to `game`; returns the game as it is now.
    async fn append(
        &self,
        game: &GameRecord,
        state: &dyn AnyState,
        entry: &NewEntry,
        seat_count: Option<i64>,
        idempotency: Option<&IdempotencyRecord>,
    ) -> Result<GameRecord, ApiError> {
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
        let mut feed = entry_feed(&AfterEntry {
            game,
            actor: entry.seat,
            status: game_status(&status),
            awaited: &awaited_seats,
            result: result.map(|outcome| result_of(outcome, game)),
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
        };
        match self.store.append(&append).await {
            Ok(landed_at) => {
                let moved = append.applied_to(game, landed_at);
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
                Ok(moved)
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
        Ok(schedule::plan(&Planning {
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

/// The legal moves of a game with none listed yet.
/// The resource of a game record just read, as `user` may see it.
pub fn resource_of(user: &AuthUser, game: &GameRecord) -> resources::Game {
    game_resource(game, viewer(game, game.seat_of(&user.id)))
}

fn no_legal_moves(game: &GameRecord, seat: Option<Seat>) -> Result<LegalMoves, ApiError> {
    no_legal_moves_at(game, game.version, seat)
}

/// The legal moves of `game` at `version`, with none listed yet.
fn no_legal_moves_at(
    game: &GameRecord,
    version: i64,
    seat: Option<Seat>,
) -> Result<LegalMoves, ApiError> {
    Ok(LegalMoves {
        kind: game.kind.clone(),
        version,
        seat,
        commands: Vec::new(),
        templates: Vec::new(),
        sampled: find_kind(game)?
            .sampled_commands()
            .iter()
            .map(|c| c.to_string())
            .collect(),
    })
}

/// The commands and templates `seat` may send in `state`, the state of `game` at its version
/// (none for a spectator or a game that is not running).
fn legal_moves_of(
    game: &GameRecord,
    state: &dyn AnyState,
    seat: Option<Seat>,
) -> Result<LegalMoves, ApiError> {
    legal_moves_at(game, game.version, state, seat)
}

/// The commands and templates `seat` could send in `state`, the state of `game` at `version`
/// (none for a spectator or once the game had ended at that version).
pub(crate) fn legal_moves_at(
    game: &GameRecord,
    version: i64,
    state: &dyn AnyState,
    seat: Option<Seat>,
) -> Result<LegalMoves, ApiError> {
    let mut moves = no_legal_moves_at(game, version, seat)?;
    let running = game.status == GameStatus::Active || version < game.version;
    let awaiting = running && matches!(guarded(|| state.status())?, Status::Awaiting(_));
    // A player who left decides nothing: the server plays the seat.
    if let Some(seat) = seat.filter(|seat| awaiting && !game.has_left(*seat)) {
        moves.commands = guarded(|| state.legal_commands(seat))?;
        moves.templates = guarded(|| state.templates(seat))?;
    }
    Ok(moves)
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

/// Runs engine code so that a bug in a game (a panic) answers 500 instead of taking the
/// worker thread down.
pub fn guarded<T>(engine_call: impl FnOnce() -> T) -> Result<T, ApiError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(engine_call))
        .map_err(|_| ApiError::Internal("the rules engine panicked".into()))
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

/// Replayed states by game id, each at a known version. The log is immutable, so a cached
/// state at version v is valid for any process as long as entries after v are applied.
#[derive(Default)]
struct StateCache {
    states: Mutex<HashMap<String, CachedState>>,
}

/// A replayed state and the version it is at.
type CachedState = (i64, Box<dyn AnyState>);

impl StateCache {
    fn get(&self, id: &str, at_most: i64) -> Option<(Box<dyn AnyState>, i64)> {
        let states = self.states.lock().expect("cache lock");
        states
            .get(id)
            .filter(|(version, _)| *version <= at_most)
            .map(|(version, state)| (state.clone_box(), *version))
    }

    fn put(&self, id: &str, version: i64, state: &dyn AnyState) {
        let mut states = self.states.lock().expect("cache lock");
        if states.get(id).is_some_and(|(cached, _)| *cached >= version) {
            return;
        }
        if states.len() >= CACHE_CAPACITY {
            states.clear();
        }
        states.insert(id.to_string(), (version, state.clone_box()));
    }
}
