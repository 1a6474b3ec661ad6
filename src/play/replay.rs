//! A game's state at a version: from the cache of replayed states, the latest snapshot, or the
//! log from its start.

use std::collections::HashMap;
use std::sync::Mutex;

use super::{Play, SNAPSHOT_INTERVAL, find_kind};
use crate::engine::{AnyGame, AnyState};
use crate::error::ApiError;
use crate::store::GameRecord;

/// Most games whose latest replayed state is kept in memory.
const CACHE_CAPACITY: usize = 4096;
/// Entries fetched per round trip while replaying.
const REPLAY_BATCH: i64 = 1000;
/// A replayed state and the version it is at.
type CachedState = (i64, Box<dyn AnyState>);

impl Play {
    /// The game's state at the version its record was read at.
    pub(super) async fn state(&self, game: &GameRecord) -> Result<Box<dyn AnyState>, ApiError> {
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
    pub(super) async fn restore_snapshot(
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
}

/// Replayed states by game id, each at a known version. The log is immutable, so a cached
/// state at version v is valid for any process as long as entries after v are applied.
#[derive(Default)]
pub(super) struct StateCache {
    states: Mutex<HashMap<String, CachedState>>,
}

impl StateCache {
    pub(super) fn get(&self, id: &str, at_most: i64) -> Option<(Box<dyn AnyState>, i64)> {
        let states = self.states.lock().expect("cache lock");
        states
            .get(id)
            .filter(|(version, _)| *version <= at_most)
            .map(|(version, state)| (state.clone_box(), *version))
    }

    pub(super) fn put(&self, id: &str, version: i64, state: &dyn AnyState) {
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
