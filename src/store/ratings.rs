//! Ratings as stored: each player's rating per kind, the change every finished rated game
//! made, leaderboards, and whether a profile is hidden.

use std::collections::BTreeMap;

use super::{Store, StoreError, with_pool};
use crate::engine::Seat;
use crate::ratings::{Rating, Standing};

/// One player's change in a finished rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChangeRecord {
    pub user_id: String,
    pub seat: Seat,
    /// 1 = best; players who left come last.
    pub place: i64,
    /// The player's finished rated games of the kind before this one.
    pub games_before: i64,
    pub before: Rating,
    pub after: Rating,
}

/// What a finished rated game does to its players' ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingUpdate {
    pub kind: String,
    pub changes: Vec<RatingChangeRecord>,
}

/// A row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRecord {
    pub user_id: String,
    pub username: String,
    pub standing: Standing,
}

/// Applies `$update` of game `$game_id` within `$tx` at `$now`, if every player's rating is
/// still the one it was computed from (their count of rated games unchanged); evaluates to
/// whether it was.
macro_rules! apply_ratings {
    ($tx:expr, $game_id:expr, $update:expr, $now:expr) => {{
        let mut unchanged = true;
        for change in &$update.changes {
            let after = change.after;
            let moved = if change.games_before == 0 {
                sqlx::query(
                    "INSERT INTO ratings (user_id, kind, mu, sigma, conservative, games, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT DO NOTHING",
                )
                .bind(&change.user_id)
                .bind(&$update.kind)
                .bind(after.mu)
                .bind(after.sigma)
                .bind(after.conservative())
                .bind($now)
                .execute(&mut *$tx)
                .await?
                .rows_affected()
            } else {
                sqlx::query(
                    "UPDATE ratings SET mu = $3, sigma = $4, conservative = $5, games = games + 1, \
                     updated_at = $6 WHERE user_id = $1 AND kind = $2 AND games = $7",
                )
                .bind(&change.user_id)
                .bind(&$update.kind)
                .bind(after.mu)
                .bind(after.sigma)
                .bind(after.conservative())
                .bind($now)
                .bind(change.games_before)
                .execute(&mut *$tx)
                .await?
                .rows_affected()
            };
            if moved != 1 {
                unchanged = false;
                break;
            }
            sqlx::query(
                "INSERT INTO rating_changes (game_id, user_id, seat, place, games_before, \
                 mu_before, sigma_before, mu_after, sigma_after) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind($game_id)
            .bind(&change.user_id)
            .bind(i64::from(change.seat.0))
            .bind(change.place)
            .bind(change.games_before)
            .bind(change.before.mu)
            .bind(change.before.sigma)
            .bind(after.mu)
            .bind(after.sigma)
            .execute(&mut *$tx)
            .await?;
        }
        unchanged
    }};
}
pub(super) use apply_ratings;

type ChangeRow = (String, String, i64, i64, i64, f64, f64, f64, f64);

impl Store {
    /// The ratings of `users` in `kind` (absent: no rated game yet).
    pub async fn ratings_of(
        &self,
        users: &[String],
        kind: &str,
    ) -> Result<BTreeMap<String, Standing>, StoreError> {
        let mut found = BTreeMap::new();
        for user in users {
            let row: Option<(f64, f64, i64)> = with_pool!(self, pool => {
                sqlx::query_as("SELECT mu, sigma, games FROM ratings WHERE user_id = $1 AND kind = $2")
                    .bind(user)
                    .bind(kind)
                    .fetch_optional(pool)
                    .await?
            });
            if let Some((mu, sigma, games)) = row {
                found.insert(
                    user.clone(),
                    Standing {
                        rating: Rating { mu, sigma },
                        games,
                    },
                );
            }
        }
        Ok(found)
    }

    /// Every rating of a user, by kind.
    pub async fn user_ratings(
        &self,
        user_id: &str,
    ) -> Result<BTreeMap<String, Standing>, StoreError> {
        let rows: Vec<(String, f64, f64, i64)> = with_pool!(self, pool => {
            sqlx::query_as("SELECT kind, mu, sigma, games FROM ratings WHERE user_id = $1 ORDER BY kind")
                .bind(user_id)
                .fetch_all(pool)
                .await?
        });
        Ok(rows
            .into_iter()
            .map(|(kind, mu, sigma, games)| {
                (
                    kind,
                    Standing {
                        rating: Rating { mu, sigma },
                        games,
                    },
                )
            })
            .collect())
    }

    /// The rating changes of finished rated games, by game id.
    pub(super) async fn rating_changes_of(
        &self,
        game_ids: &[String],
    ) -> Result<BTreeMap<String, Vec<RatingChangeRecord>>, StoreError> {
        let mut found: BTreeMap<String, Vec<RatingChangeRecord>> = BTreeMap::new();
        if game_ids.is_empty() {
            return Ok(found);
        }
        let placeholders: Vec<String> = (1..=game_ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT game_id, user_id, seat, place, games_before, mu_before, sigma_before, \
             mu_after, sigma_after FROM rating_changes WHERE game_id IN ({}) ORDER BY game_id, seat",
            placeholders.join(", ")
        );
        let rows: Vec<ChangeRow> = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql);
            for id in game_ids {
                query = query.bind(id);
            }
            query.fetch_all(pool).await?
        });
        for (game_id, user_id, seat, place, games_before, mu_b, sigma_b, mu_a, sigma_a) in rows {
            found.entry(game_id).or_default().push(RatingChangeRecord {
                user_id,
                seat: Seat(u8::try_from(seat).map_err(|e| StoreError::Corrupt(e.to_string()))?),
                place,
                games_before,
                before: Rating {
                    mu: mu_b,
                    sigma: sigma_b,
                },
                after: Rating {
                    mu: mu_a,
                    sigma: sigma_a,
                },
            });
        }
        Ok(found)
    }

    /// One page of a kind's leaderboard of bots' accounts or people's: players with at least
    /// `min_games` rated games and a public profile, by conservative rating (then user id),
    /// after `after` (`(conservative, user id)` of the previous page's last row).
    pub async fn leaderboard(
        &self,
        kind: &str,
        bots: bool,
        min_games: i64,
        after: Option<(f64, String)>,
        limit: i64,
    ) -> Result<Vec<LeaderRecord>, StoreError> {
        let (position, conservative, user) = match &after {
            Some((conservative, user)) => (
                "AND (r.conservative < $3 OR (r.conservative = $3 AND r.user_id > $4))",
                *conservative,
                user.clone(),
            ),
            None => ("AND $3 = $3 AND $4 = $4", 0.0, String::new()),
        };
        let sql = format!(
            "SELECT r.user_id, u.username, r.mu, r.sigma, r.games FROM ratings r \
             JOIN users u ON u.id = r.user_id \
             WHERE r.kind = $1 AND r.games >= $2 AND NOT u.profile_hidden AND u.bot = $6 \
             {position} ORDER BY r.conservative DESC, r.user_id LIMIT $5"
        );
        let rows: Vec<(String, String, f64, f64, i64)> = with_pool!(self, pool => {
            sqlx::query_as(&sql)
                .bind(kind)
                .bind(min_games)
                .bind(conservative)
                .bind(&user)
                .bind(limit)
                .bind(bots)
                .fetch_all(pool)
                .await?
        });
        Ok(rows
            .into_iter()
            .map(|(user_id, username, mu, sigma, games)| LeaderRecord {
                user_id,
                username,
                standing: Standing {
                    rating: Rating { mu, sigma },
                    games,
                },
            })
            .collect())
    }

    /// How many players stand above `conservative` on a kind's leaderboard (for the rank of
    /// a page's first row).
    pub async fn leaders_above(
        &self,
        kind: &str,
        bots: bool,
        min_games: i64,
        conservative: f64,
        user_id: &str,
    ) -> Result<i64, StoreError> {
        with_pool!(self, pool => {
            let (count,): (i64,) = sqlx::query_as(
                "SELECT COUNT(*) FROM ratings r JOIN users u ON u.id = r.user_id \
                 WHERE r.kind = $1 AND r.games >= $2 AND NOT u.profile_hidden AND u.bot = $5 \
                 AND (r.conservative > $3 OR (r.conservative = $3 AND r.user_id < $4))",
            )
            .bind(kind)
            .bind(min_games)
            .bind(conservative)
            .bind(user_id)
            .bind(bots)
            .fetch_one(pool)
            .await?;
            Ok(count)
        })
    }

    /// Hides a user's profile from strangers, or shows it again.
    pub async fn set_profile_hidden(&self, user_id: &str, hidden: bool) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query("UPDATE users SET profile_hidden = $2 WHERE id = $1")
                .bind(user_id)
                .bind(hidden)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Whether two users have sat at one table (a game both were seated in).
    pub async fn shared_a_table(&self, one: &str, other: &str) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let row: Option<(String,)> = sqlx::query_as(
                "SELECT a.game_id FROM game_players a JOIN game_players b ON a.game_id = b.game_id \
                 WHERE a.user_id = $1 AND b.user_id = $2 LIMIT 1",
            )
            .bind(one)
            .bind(other)
            .fetch_optional(pool)
            .await?;
            Ok(row.is_some())
        })
    }
}
