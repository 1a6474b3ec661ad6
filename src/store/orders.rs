//! Standing orders, one row per seat of a game. Secret to their seat: nothing but the
//! seat's own reads and the server's automatic moves use them.

use serde_json::Value;

use super::{Store, StoreError, now_millis, with_pool};
use crate::engine::Seat;

/// A seat's stored standing orders.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingOrdersRecord {
    pub seat: Seat,
    /// The orders, in the kind's shape.
    pub orders: Value,
    /// Milliseconds since the Unix epoch.
    pub updated_at: i64,
}

fn record(
    (seat, orders, updated_at): (i64, String, i64),
) -> Result<StandingOrdersRecord, StoreError> {
    Ok(StandingOrdersRecord {
        seat: Seat(u8::try_from(seat).map_err(|_| StoreError::Corrupt(format!("seat {seat}")))?),
        orders: serde_json::from_str(&orders)?,
        updated_at,
    })
}

impl Store {
    /// Registers or replaces the standing orders of a seat.
    pub async fn put_standing_orders(
        &self,
        game_id: &str,
        seat: Seat,
        orders: &Value,
    ) -> Result<StandingOrdersRecord, StoreError> {
        let updated_at = now_millis();
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO standing_orders (game_id, seat, orders, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, seat) DO UPDATE SET orders = excluded.orders, updated_at = excluded.updated_at",
        )
        .bind(game_id)
        .bind(i64::from(seat.0))
        .bind(orders.to_string())
        .bind(updated_at)
        .execute(pool)
        .await
        .map(|_| ()))?;
        Ok(StandingOrdersRecord {
            seat,
            orders: orders.clone(),
            updated_at,
        })
    }

    /// The standing orders of a seat, if it has any.
    pub async fn standing_orders(
        &self,
        game_id: &str,
        seat: Seat,
    ) -> Result<Option<StandingOrdersRecord>, StoreError> {
        let row: Option<(i64, String, i64)> = with_pool!(self, pool => sqlx::query_as(
            "SELECT seat, orders, updated_at FROM standing_orders WHERE game_id = $1 AND seat = $2",
        )
        .bind(game_id)
        .bind(i64::from(seat.0))
        .fetch_optional(pool)
        .await)?;
        row.map(record).transpose()
    }

    /// Every seat's standing orders in a game, by seat.
    pub async fn standing_orders_of_game(
        &self,
        game_id: &str,
    ) -> Result<Vec<StandingOrdersRecord>, StoreError> {
        let rows: Vec<(i64, String, i64)> = with_pool!(self, pool => sqlx::query_as(
            "SELECT seat, orders, updated_at FROM standing_orders WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(pool)
        .await)?;
        rows.into_iter().map(record).collect()
    }

    /// Withdraws the standing orders of a seat; whether it had any.
    pub async fn delete_standing_orders(
        &self,
        game_id: &str,
        seat: Seat,
    ) -> Result<bool, StoreError> {
        let affected = with_pool!(self, pool => sqlx::query(
            "DELETE FROM standing_orders WHERE game_id = $1 AND seat = $2",
        )
        .bind(game_id)
        .bind(i64::from(seat.0))
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(affected > 0)
    }
}
