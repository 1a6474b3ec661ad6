//! Invitations: the creator of an open game invites people by code (to any free seat or to a
//! named one), lists and revokes the codes; whoever holds a live code reads what it admits
//! to and takes the seat, private game or not.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::TryRngCore;

use super::Play;
use crate::auth::AuthUser;
use crate::error::{ApiError, InvitationEnd};
use crate::presentation::{game_resource, viewer};
use crate::resources::{
    CreateInvitation, Invitation, InvitationList, InvitationPreview, InvitationStatus,
};
use crate::store::{
    GameRecord, GameStatus, InvitationRecord, InvitationState, Invited, Joiner, now_millis,
};
use crate::timestamps::rfc3339;

/// The prefix of an invitation code.
const PREFIX: &str = "inv_";
/// Random bytes of an invitation code.
const BYTES: usize = 16;
/// The most people one invitation admits.
const MAX_USES: i64 = 1000;

impl Play {
    /// Invites people to `game_id`, an open game the caller created.
    pub async fn invite(
        &self,
        user: &AuthUser,
        game_id: &str,
        request: CreateInvitation,
    ) -> Result<Invitation, ApiError> {
        let game = self.creators_game(user, game_id).await?;
        if game.status != GameStatus::Open {
            return Err(ApiError::GameNotOpen);
        }
        let now = now_millis();
        let max_uses = match (request.any_number, request.max_uses, request.seat) {
            (true, Some(_), _) => {
                return Err(ApiError::InvalidRequest(
                    "give either `max_uses` or `any_number`, not both".into(),
                ));
            }
            (true, None, Some(_)) => {
                return Err(ApiError::InvalidRequest(
                    "an invitation to a named seat admits one person, not `any_number`".into(),
                ));
            }
            (true, None, None) => None,
            (false, Some(uses), Some(_)) if uses != 1 => {
                return Err(ApiError::InvalidRequest(
                    "an invitation to a named seat admits one person (`max_uses` 1)".into(),
                ));
            }
            (false, Some(uses), _) if !(1..=MAX_USES).contains(&uses) => {
                return Err(ApiError::InvalidRequest(format!(
                    "`max_uses` must be 1-{MAX_USES}"
                )));
            }
            (false, uses, _) => Some(uses.unwrap_or(1)),
        };
        if let Some(seat) = request.seat
            && i64::from(seat.0) >= game.seat_count
        {
            return Err(ApiError::InvalidRequest(format!(
                "`seat` must be below the game's {} seats",
                game.seat_count
            )));
        }
        let expires_at = request.expires_at.map(|at| at.timestamp_millis());
        if expires_at.is_some_and(|at| at <= now) {
            return Err(ApiError::InvalidRequest(
                "`expires_at` must be in the future".into(),
            ));
        }
        let record = InvitationRecord {
            id: uuid::Uuid::new_v4().to_string(),
            game_id: game.id.clone(),
            code: new_code()?,
            seat: request.seat.map(|seat| i64::from(seat.0)),
            max_uses,
            uses: 0,
            created_at: now,
            expires_at,
            revoked_at: None,
        };
        match self.store.create_invitation(&record).await? {
            Invited::Created => Ok(invitation(&record, now)),
            Invited::NotFound => Err(ApiError::GameNotFound),
            Invited::NotOpen => Err(ApiError::GameNotOpen),
            Invited::SeatUnavailable => Err(ApiError::SeatUnavailable(
                request.seat.expect("only a named seat is unavailable"),
            )),
        }
    }

    /// The invitations of a game the caller created, oldest first.
    pub async fn invitations(
        &self,
        user: &AuthUser,
        game_id: &str,
    ) -> Result<InvitationList, ApiError> {
        let game = self.creators_game(user, game_id).await?;
        let now = now_millis();
        let records = self.store.invitations(&game.id).await?;
        Ok(InvitationList {
            invitations: records
                .iter()
                .map(|record| invitation(record, now))
                .collect(),
        })
    }

    /// Revokes one of the invitations of a game the caller created.
    pub async fn revoke_invitation(
        &self,
        user: &AuthUser,
        game_id: &str,
        invitation_id: &str,
    ) -> Result<(), ApiError> {
        let game = self.creators_game(user, game_id).await?;
        if !self
            .store
            .revoke_invitation(&game.id, invitation_id, now_millis())
            .await?
        {
            return Err(ApiError::InvitationNotFound);
        }
        Ok(())
    }

    /// What the invitation `code` admits to, for anyone who holds it.
    pub async fn invitation(&self, code: &str) -> Result<InvitationPreview, ApiError> {
        let record = self.invitation_record(code).await?;
        let game = self.game(&record.game_id).await?;
        Ok(InvitationPreview {
            invitation: invitation(&record, now_millis()),
            game: game_resource(&game, viewer(&game, None)),
        })
    }

    /// Takes the seat the invitation `code` admits the caller to.
    pub async fn accept_invitation(
        &self,
        user: &AuthUser,
        code: &str,
    ) -> Result<crate::resources::Game, ApiError> {
        let record = self.invitation_record(code).await?;
        if let Some(end) = end_of(record.state(now_millis())) {
            return Err(ApiError::InvitationUnusable(end));
        }
        let joiner = Joiner::Invited {
            user_id: user.id.clone(),
            invitation: record.id.clone(),
            seat: record.seat,
        };
        match self.take_seat(user, &record.game_id, joiner).await {
            // Used up, revoked or expired while it was being presented: say which.
            Err(ApiError::InvitationUnusable(_)) => {
                let again = self.invitation_record(code).await?;
                let end = end_of(again.state(now_millis())).unwrap_or(InvitationEnd::UsedUp);
                Err(ApiError::InvitationUnusable(end))
            }
            other => other,
        }
    }

    async fn invitation_record(&self, code: &str) -> Result<InvitationRecord, ApiError> {
        self.store
            .invitation_by_code(code)
            .await?
            .ok_or(ApiError::InvitationNotFound)
    }

    /// A game the caller may see and created (`not_creator` for its other players).
    async fn creators_game(&self, user: &AuthUser, id: &str) -> Result<GameRecord, ApiError> {
        let game = self.game_seen_by(user, id).await?;
        if game.creator_id != user.id {
            return Err(ApiError::NotCreator);
        }
        Ok(game)
    }
}

/// A fresh code from the operating system's random generator.
fn new_code() -> Result<String, ApiError> {
    let mut bytes = [0u8; BYTES];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| ApiError::Internal(format!("no randomness for an invitation: {e}")))?;
    Ok(format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes)))
}

/// Why an invitation in `state` admits nobody, if it does not.
fn end_of(state: InvitationState) -> Option<InvitationEnd> {
    match state {
        InvitationState::Live => None,
        InvitationState::Revoked => Some(InvitationEnd::Revoked),
        InvitationState::Expired => Some(InvitationEnd::Expired),
        InvitationState::UsedUp => Some(InvitationEnd::UsedUp),
    }
}

/// The resource of a stored invitation at `now`.
fn invitation(record: &InvitationRecord, now: i64) -> Invitation {
    Invitation {
        id: record.id.clone(),
        game_id: record.game_id.clone(),
        code: record.code.clone(),
        link: format!("/#/invitations/{}", record.code),
        seat: record
            .seat
            .and_then(|seat| u8::try_from(seat).ok())
            .map(crate::engine::Seat),
        max_uses: record.max_uses,
        uses: record.uses,
        status: match record.state(now) {
            InvitationState::Live => InvitationStatus::Live,
            InvitationState::Revoked => InvitationStatus::Revoked,
            InvitationState::Expired => InvitationStatus::Expired,
            InvitationState::UsedUp => InvitationStatus::UsedUp,
        },
        created_at: rfc3339(record.created_at),
        expires_at: record.expires_at.map(rfc3339),
        revoked_at: record.revoked_at.map(rfc3339),
    }
}
