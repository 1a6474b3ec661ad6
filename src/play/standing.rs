//! A seat's standing orders: registered, replaced, read and withdrawn by the seat's own
//! player only (not once they left the seat), checked against the game's rules at registration.

use serde_json::Value;

use super::{Play, find_kind};
use crate::auth::AuthUser;
use crate::engine::{OrdersError, Seat};
use crate::error::ApiError;
use crate::error::guarded;
use crate::store::{GameRecord, GameStatus, StandingOrdersRecord};

impl Play {
    /// The caller's seat in a running game of a kind that takes standing orders.
    async fn orders_seat(&self, user: &AuthUser, id: &str) -> Result<(GameRecord, Seat), ApiError> {
        let game = self.game_seen_by(user, id).await?;
        let seat = game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
        // The server's player plays the seat of a player who left, without their orders.
        if game.has_left(seat) {
            return Err(ApiError::LeftGame);
        }
        match game.status {
            GameStatus::Open => return Err(ApiError::GameNotActive),
            GameStatus::Finished | GameStatus::Abandoned => return Err(ApiError::GameOver),
            GameStatus::Active => {}
        }
        if find_kind(&game)?.orders_schema_name().is_none() {
            return Err(ApiError::StandingOrdersUnsupported(game.kind.clone()));
        }
        Ok((game, seat))
    }

    /// Registers or replaces the caller's standing orders, then lets them answer a decision
    /// already pending.
    pub async fn put_standing_orders(
        &self,
        user: &AuthUser,
        id: &str,
        orders: &Value,
    ) -> Result<(Seat, StandingOrdersRecord), ApiError> {
        let (game, seat) = self.orders_seat(user, id).await?;
        let state = self.state(&game).await?;
        let orders =
            guarded(|| state.validate_orders(seat, orders))?.map_err(|error| match error {
                OrdersError::Unsupported(kind) => ApiError::StandingOrdersUnsupported(kind.into()),
                OrdersError::Malformed(reason) => {
                    ApiError::InvalidRequest(format!("invalid standing orders: {reason}"))
                }
                OrdersError::Invalid(reason) => ApiError::InvalidStandingOrders(reason),
            })?;
        let record = self
            .store
            .put_standing_orders(&game.id, seat, &orders)
            .await?;
        self.run_automatic(&game.id, None).await;
        Ok((seat, record))
    }

    /// The caller's standing orders.
    pub async fn standing_orders(
        &self,
        user: &AuthUser,
        id: &str,
    ) -> Result<(Seat, StandingOrdersRecord), ApiError> {
        let (game, seat) = self.orders_seat(user, id).await?;
        let record = self
            .store
            .standing_orders(&game.id, seat)
            .await?
            .ok_or(ApiError::NoStandingOrders)?;
        Ok((seat, record))
    }

    /// Withdraws the caller's standing orders (none is fine).
    pub async fn delete_standing_orders(&self, user: &AuthUser, id: &str) -> Result<(), ApiError> {
        let (game, seat) = self.orders_seat(user, id).await?;
        self.store.delete_standing_orders(&game.id, seat).await?;
        Ok(())
    }
}
