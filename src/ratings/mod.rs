//! Ratings: per game kind, a multiplayer Bayesian rating (Weng-Lin, the model OpenSkill
//! uses) that ranks a whole table at once from a finished game's places. Pure: the store keeps
//! the numbers, the move path asks for them here.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::engine::{Outcome, Seat};

/// A player's rating in one kind: the estimated skill `mu` and its uncertainty `sigma`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Default for Rating {
    /// A newcomer's rating: 25 ± 25/3.
    fn default() -> Self {
        let fresh = WengLinRating::new();
        Rating {
            mu: fresh.rating,
            sigma: fresh.uncertainty,
        }
    }
}

impl Rating {
    /// The rating leaderboards rank by: `mu − 3·sigma`, which a player is very likely above.
    pub fn conservative(self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// The place (1 = best, equal places tie) of each human seat of a finished rated game: the
/// game's own ranks among the players who stayed; every player who left comes after them,
/// tied with the others who left.
pub fn places(outcome: &Outcome, left: &[Seat]) -> BTreeMap<Seat, usize> {
    let stayed: Vec<_> = outcome
        .standings
        .iter()
        .filter(|standing| !left.contains(&standing.seat))
        .collect();
    let mut places = BTreeMap::new();
    for standing in &stayed {
        let better = stayed
            .iter()
            .filter(|other| other.rank < standing.rank)
            .count();
        places.insert(standing.seat, better + 1);
    }
    for standing in outcome.standings.iter().filter(|s| left.contains(&s.seat)) {
        places.insert(standing.seat, stayed.len() + 1);
    }
    places
}

/// Everyone's rating after a game in which each player (with their rating before) took a
/// place; in the order given.
pub fn rate(table: &[(Rating, usize)]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = table
        .iter()
        .map(|(rating, _)| {
            [WengLinRating {
                rating: rating.mu,
                uncertainty: rating.sigma,
            }]
        })
        .collect();
    let entries: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(table)
        .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(*place)))
        .collect();
    weng_lin_multi_team(&entries, &WengLinConfig::new())
        .into_iter()
        .map(|team| Rating {
            mu: team[0].rating,
            sigma: team[0].uncertainty,
        })
        .collect()
}

/// One player's part in a rated game, as its export records it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlace {
    pub user_id: String,
    pub place: usize,
    /// How many rated games of the kind the player had finished before this one.
    pub games_before: i64,
}

/// A finished rated game, as recomputing needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    pub game_id: String,
    pub kind: String,
    pub table: Vec<RatedPlace>,
}

/// A player's rating in a kind and the number of rated games it counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub games: i64,
}

/// Every player's rating per kind (`(user id, kind)`), recomputed from nothing but finished
/// rated games, in any order given: each game is applied once every player's earlier games
/// (by `games_before`) have been. `Err` names a game that can never be applied (its record
/// contradicts the others).
pub fn recompute(games: &[RatedGame]) -> Result<BTreeMap<(String, String), Standing>, String> {
    let mut standings: BTreeMap<(String, String), Standing> = BTreeMap::new();
    let mut pending: Vec<&RatedGame> = games.iter().collect();
    while !pending.is_empty() {
        let ready = |game: &&RatedGame| {
            game.table.iter().all(|place| {
                let key = (place.user_id.clone(), game.kind.clone());
                standings.get(&key).map_or(0, |standing| standing.games) == place.games_before
            })
        };
        let Some(index) = pending.iter().position(ready) else {
            return Err(format!(
                "game {} cannot follow the others: its players' earlier games are missing",
                pending[0].game_id
            ));
        };
        let game = pending.remove(index);
        let key = |place: &RatedPlace| (place.user_id.clone(), game.kind.clone());
        let table: Vec<(Rating, usize)> = game
            .table
            .iter()
            .map(|place| {
                let rating = standings
                    .get(&key(place))
                    .map(|s| s.rating)
                    .unwrap_or_default();
                (rating, place.place)
            })
            .collect();
        for (place, rating) in game.table.iter().zip(rate(&table)) {
            let games = place.games_before + 1;
            standings.insert(key(place), Standing { rating, games });
        }
    }
    Ok(standings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Standing as Place;

    fn outcome(ranks: &[u32]) -> Outcome {
        Outcome {
            standings: ranks
                .iter()
                .enumerate()
                .map(|(seat, &rank)| Place {
                    seat: Seat(seat as u8),
                    rank,
                    score: 0,
                })
                .collect(),
            reason: "end".into(),
        }
    }

    #[test]
    fn players_who_left_come_last_together() {
        let places = places(&outcome(&[2, 1, 3, 1]), &[Seat(1), Seat(3)]);
        assert_eq!(places.into_values().collect::<Vec<_>>(), [1, 3, 2, 3]);
        let ties = super::places(&outcome(&[1, 1, 3]), &[]);
        assert_eq!(ties.into_values().collect::<Vec<_>>(), [1, 1, 3]);
    }

    #[test]
    fn the_winner_gains_the_last_loses_and_a_tie_moves_equals_equally() {
        let fresh = Rating::default();
        let after = rate(&[(fresh, 2), (fresh, 1), (fresh, 3)]);
        assert!(after[1].mu > fresh.mu && after[0].mu > after[2].mu && after[2].mu < fresh.mu);
        assert!(after.iter().all(|rating| rating.sigma < fresh.sigma));
        let tied = rate(&[(fresh, 1), (fresh, 1)]);
        assert_eq!(tied[0], tied[1]);
    }

    #[test]
    fn recomputing_follows_each_players_own_order() {
        let place = |user: &str, place, games_before| RatedPlace {
            user_id: user.into(),
            place,
            games_before,
        };
        let first = RatedGame {
            game_id: "g1".into(),
            kind: "acquire".into(),
            table: vec![place("ann", 1, 0), place("bob", 2, 0)],
        };
        let second = RatedGame {
            game_id: "g2".into(),
            kind: "acquire".into(),
            table: vec![place("bob", 1, 1), place("cid", 2, 0)],
        };
        let forward = recompute(&[first.clone(), second.clone()]).unwrap();
        let backward = recompute(&[second.clone(), first.clone()]).unwrap();
        assert_eq!(forward, backward);
        assert_eq!(
            forward[&("bob".to_string(), "acquire".to_string())].games,
            2
        );
        assert!(recompute(&[second]).is_err(), "bob's first game is missing");
    }
}
