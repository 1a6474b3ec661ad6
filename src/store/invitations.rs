//! Invitations to a game: a code that admits one person (optionally to a named seat) or any
//! number of people while the game is open, until its creator revokes it or it expires.

use super::games::LIVE_INVITATION;
use super::{Store, StoreError, seating, with_pool};

const COLUMNS: &str = "id, game_id, code, seat, max_uses, uses, created_at, expires_at, revoked_at";

/// An invitation as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct InvitationRecord {
    pub id: String,
    pub game_id: String,
    /// What a guest presents: the capability to take a seat.
    pub code: String,
    /// The seat (0-based) kept for the one person the invitation admits, if it names one.
    pub seat: Option<i64>,
    /// How many people it admits; `None`: any number.
    pub max_uses: Option<i64>,
    /// How many people it admitted.
    pub uses: i64,
    /// Unix ms.
    pub created_at: i64,
    /// When it stops admitting anyone, Unix ms.
    pub expires_at: Option<i64>,
    /// When its creator revoked it, Unix ms.
    pub revoked_at: Option<i64>,
}

/// Whether an invitation still admits someone, and if not, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvitationState {
    Live,
    Revoked,
    Expired,
    UsedUp,
}

impl InvitationRecord {
    /// Its state at `now` (Unix ms); revoked first, then expired, then used up.
    pub fn state(&self, now: i64) -> InvitationState {
        if self.revoked_at.is_some() {
            InvitationState::Revoked
        } else if self.expires_at.is_some_and(|end| end <= now) {
            InvitationState::Expired
        } else if self.max_uses.is_some_and(|max| self.uses >= max) {
            InvitationState::UsedUp
        } else {
            InvitationState::Live
        }
    }
}

/// What became of a request to create an invitation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invited {
    Created,
    /// No such game.
    NotFound,
    /// The game has started (or ended): its seats are settled.
    NotOpen,
    /// The named seat is taken, kept for another invitation, or needed by a player already
    /// seated (every other seat being named).
    SeatUnavailable,
}

impl Store {
    /// Stores `invitation` for its open game; a named seat must be free to keep.
    pub async fn create_invitation(
        &self,
        invitation: &InvitationRecord,
    ) -> Result<Invited, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            // The game's row lock (PostgreSQL) or the write lock (SQLite) orders this after
            // or before any join.
            let locked = sqlx::query("UPDATE games SET updated_at = updated_at WHERE id = $1 AND status = 'open'")
                .bind(&invitation.game_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if locked == 0 {
                let exists: Option<(String,)> = sqlx::query_as("SELECT id FROM games WHERE id = $1")
                    .bind(&invitation.game_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                return Ok(if exists.is_some() { Invited::NotOpen } else { Invited::NotFound });
            }
            if let Some(seat) = invitation.seat {
                let (seat_count,): (i64,) = sqlx::query_as("SELECT seat_count FROM games WHERE id = $1")
                    .bind(&invitation.game_id)
                    .fetch_one(&mut *tx)
                    .await?;
                let seated: Vec<(Option<i64>,)> = sqlx::query_as(
                    "SELECT named_seat FROM game_players WHERE game_id = $1 ORDER BY joined_seq",
                )
                .bind(&invitation.game_id)
                .fetch_all(&mut *tx)
                .await?;
                let reserved: Vec<(i64,)> = sqlx::query_as(&format!(
                    "SELECT seat FROM invitations WHERE game_id = $1 AND seat IS NOT NULL \
                     AND id <> $2 AND {LIVE_INVITATION}"
                ))
                .bind(&invitation.game_id)
                .bind(&invitation.id)
                .bind(invitation.created_at)
                .fetch_all(&mut *tx)
                .await?;
                let seated: Vec<Option<i64>> = seated.into_iter().map(|(named,)| named).collect();
                let reserved: Vec<i64> = reserved.into_iter().map(|(seat,)| seat).collect();
                if seating(seat_count, &seated, &reserved, Some(seat)).is_none() {
                    return Ok(Invited::SeatUnavailable);
                }
            }
            sqlx::query(
                "INSERT INTO invitations (id, game_id, code, seat, max_uses, uses, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, 0, $6, $7)",
            )
            .bind(&invitation.id)
            .bind(&invitation.game_id)
            .bind(&invitation.code)
            .bind(invitation.seat)
            .bind(invitation.max_uses)
            .bind(invitation.created_at)
            .bind(invitation.expires_at)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Invited::Created)
        })
    }

    /// A game's invitations, oldest first.
    pub async fn invitations(&self, game_id: &str) -> Result<Vec<InvitationRecord>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM invitations WHERE game_id = $1 ORDER BY created_at, id");
        with_pool!(self, pool => {
            Ok(sqlx::query_as(&sql).bind(game_id).fetch_all(pool).await?)
        })
    }

    /// The invitation with this code, if any.
    pub async fn invitation_by_code(
        &self,
        code: &str,
    ) -> Result<Option<InvitationRecord>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM invitations WHERE code = $1");
        with_pool!(self, pool => {
            Ok(sqlx::query_as(&sql).bind(code).fetch_optional(pool).await?)
        })
    }

    /// Revokes one of a game's invitations (again: no change); `false` when it has none
    /// with this id.
    pub async fn revoke_invitation(
        &self,
        game_id: &str,
        id: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let found = sqlx::query(
                "UPDATE invitations SET revoked_at = COALESCE(revoked_at, $3) WHERE game_id = $1 AND id = $2",
            )
            .bind(game_id)
            .bind(id)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(found > 0)
        })
    }
}
