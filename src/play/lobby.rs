//! The lobby: creating a game, listing games, taking and leaving seats before the start,
//! and starting a game (its setup entry).

use rand::TryRngCore;

use super::{Play, find_kind, new_entry, outbox, seed_of};
use crate::auth::AuthUser;
use crate::correspondence::OnLeave;
use crate::correspondence::clock::Clock;
use crate::engine::rng::{SEED_LEN, commitment};
use crate::engine::{GameRng, Seat};
use crate::error::{ApiError, InvitationEnd};
use crate::hash_chain::{FORMAT_VERSION, Genesis, setup_command};
use crate::presentation::{game_resource, viewer};
use crate::resources::GamePage;
use crate::store::{
    Bots, GameFilter, GameRecord, GameStatus, JoinOutcome, Joiner, NewGame, now_millis,
    seat_deadline,
};
use crate::wake::Topic;
use crate::{games, resources};

impl Play {
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
        let bots = request.bots.unwrap_or_default();
        // The creator takes the first seat: a bot cannot open a table that refuses bots.
        if bots == Bots::Refused
            && self
                .store
                .user_by_id(&user.id)
                .await?
                .is_some_and(|account| account.bot)
        {
            return Err(ApiError::BotsRefused);
        }
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
            visibility: request.visibility.unwrap_or_default(),
            rated: request.rated,
            bots,
        };
        self.store.create_game(&new_game).await?;
        self.resource(user, &new_game.id).await
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
        let game = self.game_seen_by(user, id).await?;
        if game.creator_id != user.id {
            return Err(ApiError::NotCreator);
        }
        if game.status != GameStatus::Open {
            return Err(ApiError::GameNotOpen);
        }
        if game.rated || game.bots == Bots::Refused {
            return Err(ApiError::BotsRefused);
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

    pub(super) async fn take_seat(
        &self,
        user: &AuthUser,
        id: &str,
        joiner: Joiner,
    ) -> Result<resources::Game, ApiError> {
        match self
            .store
            .join_game(id, &joiner, &outbox::seat_taken_feed)
            .await?
        {
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
            JoinOutcome::InvitationUnusable => {
                Err(ApiError::InvitationUnusable(InvitationEnd::UsedUp))
            }
            JoinOutcome::BotsRefused => Err(ApiError::BotsRefused),
        }
    }

    /// Leaves a game before it starts.
    pub async fn leave(&self, user: &AuthUser, id: &str) -> Result<(), ApiError> {
        let game = self.game_seen_by(user, id).await?;
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
        let game = self.game_seen_by(user, id).await?;
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

    pub(super) async fn run_setup(&self, game: &GameRecord) -> Result<(), ApiError> {
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
}

/// The legal moves of a game with none listed yet.
/// The resource of a game record just read, as `user` may see it.
pub fn resource_of(user: &AuthUser, game: &GameRecord) -> resources::Game {
    game_resource(game, viewer(game, game.seat_of(&user.id)))
}
