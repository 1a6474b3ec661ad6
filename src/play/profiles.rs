//! Players' profiles (ratings, records per kind, finished games) and the leaderboards.

use std::collections::BTreeMap;

use super::Play;
use crate::auth::AuthUser;
use crate::error::ApiError;
use crate::presentation::rating_change;
use crate::resources::{
    AccountKind, KindRating, KindRecord, Leaderboard, LeaderboardEntry, Profile, ProfileGame,
    ProfileVisibility,
};
use crate::store::{GameFilter, GameRecord, GameStatus, ListPosition};
use crate::timestamps::rfc3339;

/// The most finished games a profile's records count.
const MAX_RECORDED_GAMES: i64 = 100_000;

impl Play {
    /// The profile of `username` as `viewer` may see it: a hidden profile only by its owner
    /// and those who have sat at a table with them (`user_not_found` to anyone else); its
    /// finished games a page at a time, newest first, each private one only to those who may
    /// see it.
    pub async fn profile(
        &self,
        viewer: &AuthUser,
        username: &str,
        before: Option<ListPosition>,
        limit: i64,
    ) -> Result<Profile, ApiError> {
        let user = self
            .store
            .user_by_name(username)
            .await?
            .filter(|user| !user.id.starts_with("bot:"))
            .ok_or(ApiError::UserNotFound)?;
        if user.profile_hidden
            && user.id != viewer.id
            && !self.store.shared_a_table(&user.id, &viewer.id).await?
        {
            return Err(ApiError::UserNotFound);
        }
        let finished = |viewer: Option<String>, before, limit| GameFilter {
            viewer,
            player: Some(user.id.clone()),
            status: Some(GameStatus::Finished),
            before,
            limit,
            ..GameFilter::default()
        };
        let all = self
            .store
            .list_games(&finished(None, None, MAX_RECORDED_GAMES))
            .await?;
        let mut page = self
            .store
            .list_games(&finished(Some(viewer.id.clone()), before, limit + 1))
            .await?;
        let next_cursor = (page.len() as i64 > limit).then(|| {
            page.truncate(limit as usize);
            let last = page.last().expect("a full page");
            format!("{}_{}", last.created_at, last.id)
        });
        let ratings = self.store.user_ratings(&user.id).await?;
        Ok(Profile {
            username: user.username.clone(),
            created_at: rfc3339(user.created_at),
            account: AccountKind::of(user.bot),
            profile: if user.profile_hidden {
                ProfileVisibility::Hidden
            } else {
                ProfileVisibility::Public
            },
            ratings: ratings
                .into_iter()
                .map(|(kind, standing)| KindRating {
                    kind,
                    rating: standing.rating.into(),
                    rated_games: standing.games,
                })
                .collect(),
            records: records(&all, &user.id),
            games: page
                .iter()
                .filter_map(|game| profile_game(game, &user.id))
                .collect(),
            next_cursor,
        })
    }

    /// A page of `kind`'s leaderboard, after the position of `cursor` (a previous page's
    /// `next_cursor`).
    pub async fn leaderboard(
        &self,
        kind: &str,
        accounts: AccountKind,
        cursor: Option<(f64, String)>,
        limit: i64,
    ) -> Result<Leaderboard, ApiError> {
        let min_games = self.leaderboard_min_games;
        let bots = accounts == AccountKind::Bot;
        let above = match &cursor {
            Some((conservative, user_id)) => {
                self.store
                    .leaders_above(kind, bots, min_games, *conservative, user_id)
                    .await?
                    + 1
            }
            None => 0,
        };
        let mut rows = self
            .store
            .leaderboard(kind, bots, min_games, cursor, limit + 1)
            .await?;
        let next_cursor = (rows.len() as i64 > limit).then(|| {
            rows.truncate(limit as usize);
            let last = rows.last().expect("a full page");
            // `{:?}` writes the float so that it reads back exactly.
            format!("{:?}_{}", last.standing.rating.conservative(), last.user_id)
        });
        Ok(Leaderboard {
            kind: kind.to_string(),
            accounts,
            min_games,
            entries: rows
                .into_iter()
                .enumerate()
                .map(|(index, row)| LeaderboardEntry {
                    rank: above + index as i64 + 1,
                    username: row.username,
                    rating: row.standing.rating.into(),
                    rated_games: row.standing.games,
                })
                .collect(),
            next_cursor,
        })
    }
}

/// The player's record per kind over their finished games.
fn records(games: &[GameRecord], user_id: &str) -> Vec<KindRecord> {
    let mut by_kind: BTreeMap<&str, (i64, i64, u64)> = BTreeMap::new();
    for game in games {
        let Some(place) = profile_game(game, user_id) else {
            continue;
        };
        let (played, won, ranks) = by_kind.entry(&game.kind).or_default();
        *played += 1;
        *won += i64::from(place.rank == 1);
        *ranks += u64::from(place.rank);
    }
    by_kind
        .into_iter()
        .map(|(kind, (played, won, ranks))| KindRecord {
            kind: kind.to_string(),
            played,
            won,
            average_rank: ranks as f64 / played as f64,
        })
        .collect()
}

/// A finished game as `user_id`'s profile lists it (`None`: not seated, or no result).
fn profile_game(game: &GameRecord, user_id: &str) -> Option<ProfileGame> {
    let seat = game.seat_of(user_id)?;
    let standing = game
        .result
        .as_ref()?
        .standings
        .iter()
        .find(|standing| standing.seat == seat)?;
    Some(ProfileGame {
        game_id: game.id.clone(),
        kind: game.kind.clone(),
        players: game.players.len(),
        seat,
        rank: standing.rank,
        score: standing.score,
        left: game.has_left(seat),
        rated: game.rated,
        rating: game
            .rating_changes
            .iter()
            .find(|change| change.seat == seat)
            .map(rating_change),
        created_at: rfc3339(game.created_at),
        finished_at: rfc3339(game.updated_at),
    })
}
