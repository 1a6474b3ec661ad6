//! Playing by email: the players' reply addresses, the messages received for them (each
//! Message-ID once) and the answers queued for sending.

use super::{Store, StoreError, with_pool};

/// What became of a received message (stored as its name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InboundOutcome {
    /// Being handled.
    Received,
    /// Every command of it was carried out.
    Accepted,
    /// A command of it was refused (the ones before it were carried out).
    Refused,
    /// It did not come from the player's confirmed address.
    NotFromPlayer,
    /// Its address names no player (never issued).
    UnknownAddress,
    /// Its address was replaced by a new one: not carried out (the player is told the new
    /// one).
    ReplacedAddress,
    /// An auto-reply or a bounce: never answered.
    Automatic,
    /// The player sent more than the hourly limit.
    RateLimited,
}

impl InboundOutcome {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            InboundOutcome::Received => "received",
            InboundOutcome::Accepted => "accepted",
            InboundOutcome::Refused => "refused",
            InboundOutcome::NotFromPlayer => "not_from_player",
            InboundOutcome::UnknownAddress => "unknown_address",
            InboundOutcome::ReplacedAddress => "replaced_address",
            InboundOutcome::Automatic => "automatic",
            InboundOutcome::RateLimited => "rate_limited",
        }
    }
}

/// The player a reply token names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenOwner {
    pub user_id: String,
    pub game_id: String,
    /// Whether the token is the player's address now (else it was replaced).
    pub current: bool,
}

/// What a player's reply addresses received in a period.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InboundCounts {
    /// Messages from the player (carried out, refused or over the limit).
    pub from_player: i64,
    /// Of those, the ones over the limit.
    pub rate_limited: i64,
    /// Messages from other addresses.
    pub not_from_player: i64,
}

impl Store {
    /// The token of `user_id`'s reply address in `game_id`, if there is one.
    pub async fn reply_token(
        &self,
        user_id: &str,
        game_id: &str,
    ) -> Result<Option<String>, StoreError> {
        let token: Option<(String,)> = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT token FROM reply_addresses WHERE user_id = $1 AND game_id = $2",
            )
            .bind(user_id)
            .bind(game_id)
            .fetch_optional(pool)
            .await?
        });
        Ok(token.map(|(token,)| token))
    }

    /// Gives `user_id` the reply token `fresh` in `game_id` unless another process gave
    /// one first; the token the player has.
    pub async fn add_reply_token(
        &self,
        user_id: &str,
        game_id: &str,
        fresh: &str,
        now: i64,
    ) -> Result<String, StoreError> {
        with_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO reply_addresses (user_id, game_id, token, created_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, game_id) DO NOTHING",
            )
            .bind(user_id)
            .bind(game_id)
            .bind(fresh)
            .bind(now)
            .execute(pool)
            .await?;
        });
        let token = self.reply_token(user_id, game_id).await?;
        token.ok_or_else(|| StoreError::Corrupt("a reply token was not kept".into()))
    }

    /// Replaces the token of `user_id`'s reply address in `game_id` by `fresh`: the old
    /// address stops working at once (and is remembered as replaced).
    pub async fn replace_reply_token(
        &self,
        user_id: &str,
        game_id: &str,
        fresh: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            sqlx::query(
                "INSERT INTO replaced_reply_addresses (token, user_id, game_id, replaced_at) \
                 SELECT token, user_id, game_id, $3 FROM reply_addresses \
                 WHERE user_id = $1 AND game_id = $2",
            )
            .bind(user_id)
            .bind(game_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO reply_addresses (user_id, game_id, token, created_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, game_id) \
                 DO UPDATE SET token = $3, created_at = $4",
            )
            .bind(user_id)
            .bind(game_id)
            .bind(fresh)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// The player a reply token belongs to, and whether it is still their address (`false`:
    /// it was replaced).
    pub async fn reply_token_owner(&self, token: &str) -> Result<Option<TokenOwner>, StoreError> {
        let owner: Option<(String, String, bool)> = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT user_id, game_id, TRUE FROM reply_addresses WHERE token = $1 \
                 UNION ALL SELECT user_id, game_id, FALSE FROM replaced_reply_addresses \
                 WHERE token = $1",
            )
            .bind(token)
            .fetch_optional(pool)
            .await?
        });
        Ok(owner.map(|(user_id, game_id, current)| TokenOwner {
            user_id,
            game_id,
            current,
        }))
    }

    /// Records a received message as being handled; `false` when its Message-ID was received
    /// before.
    pub async fn record_inbound(
        &self,
        message_id: &str,
        sender: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let inserted = sqlx::query(
                "INSERT INTO inbound_mail (message_id, sender, outcome, received_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (message_id) DO NOTHING",
            )
            .bind(message_id)
            .bind(sender)
            .bind(InboundOutcome::Received.as_str())
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(inserted == 1)
        })
    }

    /// Forgets a received message that could not be handled, so that it can be handed over
    /// again.
    pub async fn forget_inbound(&self, message_id: &str) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query("DELETE FROM inbound_mail WHERE message_id = $1")
                .bind(message_id)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Records what became of a received message and whose it was.
    pub async fn inbound_handled(
        &self,
        message_id: &str,
        player: Option<(&str, &str)>,
        outcome: InboundOutcome,
    ) -> Result<(), StoreError> {
        let (user_id, game_id) = player.unzip();
        with_pool!(self, pool => {
            sqlx::query(
                "UPDATE inbound_mail SET user_id = $2, game_id = $3, outcome = $4 \
                 WHERE message_id = $1",
            )
            .bind(message_id)
            .bind(user_id)
            .bind(game_id)
            .bind(outcome.as_str())
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// What `user_id`'s reply addresses received since `since`.
    pub async fn inbound_since(
        &self,
        user_id: &str,
        since: i64,
    ) -> Result<InboundCounts, StoreError> {
        let (from_player, rate_limited, not_from_player): (i64, i64, i64) = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT \
                 COALESCE(SUM(CASE WHEN outcome IN ('accepted', 'refused', 'rate_limited') \
                 THEN 1 ELSE 0 END), 0), \
                 COALESCE(SUM(CASE WHEN outcome = 'rate_limited' THEN 1 ELSE 0 END), 0), \
                 COALESCE(SUM(CASE WHEN outcome = 'not_from_player' THEN 1 ELSE 0 END), 0) \
                 FROM inbound_mail WHERE user_id = $1 AND received_at >= $2",
            )
            .bind(user_id)
            .bind(since)
            .fetch_one(pool)
            .await?
        });
        Ok(InboundCounts {
            from_player,
            rate_limited,
            not_from_player,
        })
    }

    /// Queues an answer to a received message for `address`, due now; `body` is its content
    /// as JSON.
    pub async fn queue_answer(
        &self,
        user_id: &str,
        address: &str,
        body: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO email_messages (id, user_id, kind, address, state, due_at, \
                 created_at, body) VALUES ($1, $2, 'answer', $3, 'pending', $4, $4, $5)",
            )
            .bind(super::email::message_id())
            .bind(user_id)
            .bind(address)
            .bind(now)
            .bind(body)
            .execute(pool)
            .await?;
            Ok(())
        })
    }
}
