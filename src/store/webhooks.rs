//! Webhook endpoints and their deliveries: the outbox of signed HTTP notifications.
//!
//! Each endpoint follows its user's feed with a cursor: [`Store::webhooks_behind`] reads the
//! feed items endpoints were not given yet, and [`Store::add_deliveries`] turns them into
//! deliveries and moves the cursor on (once, however many workers read them);
//! [`Store::claim_deliveries`] hands due deliveries to one worker at a time, at most one per
//! endpoint at once, each endpoint's in feed order, and none to an endpoint resting after a
//! failure (on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so processes sharing the database
//! never take the same one), and [`Store::record_attempt`] keeps the outcome.

use sqlx::Row;

use super::feed::{FEED_PAGE, FeedRow, feed_record};
use super::rows::RowLike;
use super::{Backend, FeedRecord, Store, StoreError, with_pool};
use crate::config::RetryPolicy;
use crate::i18n::Language;

/// A registered endpoint.
#[derive(Clone, Debug)]
pub struct WebhookRecord {
    pub id: String,
    pub user_id: String,
    pub url: String,
    /// The feed types delivered.
    pub event_types: Vec<String>,
    /// `whsec_…`, the signing secret.
    pub secret: String,
    pub enabled: bool,
    /// Failed attempts in a row.
    pub failures: i64,
    pub disabled_at: Option<i64>,
    pub created_at: i64,
}

/// An endpoint to register.
#[derive(Clone, Debug)]
pub struct NewWebhook {
    pub id: String,
    pub user_id: String,
    pub url: String,
    pub event_types: Vec<String>,
    pub secret: String,
}

/// An enabled endpoint with feed items it was not given yet.
#[derive(Clone, Debug)]
pub struct EndpointBehind {
    pub webhook: WebhookRecord,
    /// The `seq` of the last feed item it was given.
    pub cursor: i64,
    /// The owner's language setting.
    pub language: Option<Language>,
    /// The owner's feed items after the cursor, in order, of every type.
    pub items: Vec<FeedRecord>,
}

/// A delivery to create: the body announcing one feed item at one endpoint.
#[derive(Clone, Debug)]
pub struct NewDelivery {
    pub feed_seq: i64,
    pub event_type: String,
    /// The JSON body to send.
    pub payload: String,
}

/// A delivery: one feed item for one endpoint, with the outcome of its attempts so far.
#[derive(Clone, Debug)]
pub struct DeliveryRecord {
    /// `msg_…`, the `webhook-id` of every attempt.
    pub id: String,
    pub webhook_id: String,
    pub feed_seq: i64,
    pub event_type: String,
    /// The JSON body sent.
    pub payload: String,
    /// `pending`, `delivered` or `failed`.
    pub state: String,
    pub attempts: i64,
    pub next_attempt_at: Option<i64>,
    pub last_attempt_at: Option<i64>,
    pub last_status: Option<i64>,
    pub last_error: Option<String>,
    pub delivered_at: Option<i64>,
    pub created_at: i64,
}

/// A delivery taken by a worker, with where to send it and how to sign it.
#[derive(Clone, Debug)]
pub struct ClaimedDelivery {
    pub delivery: DeliveryRecord,
    pub url: String,
    pub secret: String,
    /// The time the claim holds until; recording the outcome checks it is still the claim.
    pub claimed_until: i64,
}

/// The outcome of one attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The endpoint answered 2xx.
    Delivered { status: i64 },
    /// A non-2xx answer (`status`), or no answer at all.
    Failed { status: Option<i64>, error: String },
}

const WEBHOOK_COLUMNS: &str =
    "id, user_id, url, event_types, secret, enabled, failures, disabled_at, created_at";
const DELIVERY_COLUMNS: &str = "id, webhook_id, feed_seq, event_type, payload, state, attempts, \
     next_attempt_at, last_attempt_at, last_status, last_error, delivered_at, created_at";

fn webhook_of(row: &impl RowLike) -> Result<WebhookRecord, StoreError> {
    let event_types: String = row.text("event_types")?;
    Ok(WebhookRecord {
        id: row.text("id")?,
        user_id: row.text("user_id")?,
        url: row.text("url")?,
        event_types: serde_json::from_str(&event_types)?,
        secret: row.text("secret")?,
        enabled: row.flag("enabled")?,
        failures: row.number("failures")?,
        disabled_at: row.maybe_number("disabled_at")?,
        created_at: row.number("created_at")?,
    })
}

fn delivery_of(row: &impl RowLike) -> Result<DeliveryRecord, StoreError> {
    Ok(DeliveryRecord {
        id: row.text("id")?,
        webhook_id: row.text("webhook_id")?,
        feed_seq: row.number("feed_seq")?,
        event_type: row.text("event_type")?,
        payload: row.text("payload")?,
        state: row.text("state")?,
        attempts: row.number("attempts")?,
        next_attempt_at: row.maybe_number("next_attempt_at")?,
        last_attempt_at: row.maybe_number("last_attempt_at")?,
        last_status: row.maybe_number("last_status")?,
        last_error: row.maybe_text("last_error")?,
        delivered_at: row.maybe_number("delivered_at")?,
        created_at: row.number("created_at")?,
    })
}

impl Store {
    /// `FOR UPDATE SKIP LOCKED` on PostgreSQL (rows another process is working on are left
    /// to it); nothing on SQLite, whose single process serializes its writers.
    pub(crate) fn skip_locked(&self) -> &'static str {
        match self.backend() {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        }
    }

    /// The statement beginning a transaction that reads before it writes: on SQLite it takes
    /// the write lock at once (a deferred one could not upgrade once another connection
    /// wrote meanwhile).
    pub(crate) fn begin_write(&self) -> &'static str {
        match self.backend() {
            Backend::Postgres => "BEGIN",
            Backend::Sqlite => "BEGIN IMMEDIATE",
        }
    }

    /// Registers an endpoint that follows the user's feed from now on. `false` when the user
    /// already has `most` endpoints.
    pub async fn create_webhook(
        &self,
        webhook: &NewWebhook,
        now: i64,
        most: i64,
    ) -> Result<bool, StoreError> {
        let event_types = serde_json::to_string(&webhook.event_types)?;
        let inserted = with_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO webhooks (id, user_id, url, event_types, secret, feed_cursor, \
                 enabled, created_at) \
                 SELECT $1, id, $3, $4, $5, feed_seq, TRUE, $6 FROM users WHERE id = $2 \
                 AND (SELECT COUNT(*) FROM webhooks WHERE user_id = $2) < $7",
            )
            .bind(&webhook.id)
            .bind(&webhook.user_id)
            .bind(&webhook.url)
            .bind(&event_types)
            .bind(&webhook.secret)
            .bind(now)
            .bind(most)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(inserted == 1)
    }

    /// The user's endpoints, oldest first.
    pub async fn webhooks(&self, user_id: &str) -> Result<Vec<WebhookRecord>, StoreError> {
        let sql = format!(
            "SELECT {WEBHOOK_COLUMNS} FROM webhooks WHERE user_id = $1 ORDER BY created_at, id"
        );
        with_pool!(self, pool => {
            let rows = sqlx::query(&sql).bind(user_id).fetch_all(pool).await?;
            rows.iter().map(webhook_of).collect()
        })
    }

    /// One of the user's endpoints.
    pub async fn webhook(
        &self,
        user_id: &str,
        id: &str,
    ) -> Result<Option<WebhookRecord>, StoreError> {
        let sql = format!("SELECT {WEBHOOK_COLUMNS} FROM webhooks WHERE user_id = $1 AND id = $2");
        with_pool!(self, pool => {
            let row = sqlx::query(&sql).bind(user_id).bind(id).fetch_optional(pool).await?;
            row.as_ref().map(webhook_of).transpose()
        })
    }

    /// Removes one of the user's endpoints with its deliveries; `false` when there is none.
    pub async fn delete_webhook(&self, user_id: &str, id: &str) -> Result<bool, StoreError> {
        let deleted = with_pool!(self, pool => {
            sqlx::query("DELETE FROM webhooks WHERE user_id = $1 AND id = $2")
                .bind(user_id)
                .bind(id)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(deleted == 1)
    }

    /// Enabled endpoints (at most `endpoints`) whose owner's feed has items they were not
    /// given yet, each with those items (at most `items`, in feed order, of every type).
    /// Read without locks: [`Store::add_deliveries`] moves a cursor on only from where it
    /// was read.
    pub async fn webhooks_behind(
        &self,
        endpoints: i64,
        items: i64,
    ) -> Result<Vec<EndpointBehind>, StoreError> {
        let select = format!(
            "SELECT {WEBHOOK_COLUMNS}, feed_cursor, \
             (SELECT language FROM users WHERE users.id = webhooks.user_id) AS owner_language \
             FROM webhooks WHERE enabled AND feed_cursor < \
             (SELECT feed_seq FROM users WHERE users.id = webhooks.user_id) \
             ORDER BY id LIMIT $1"
        );
        with_pool!(self, pool => {
            let rows = sqlx::query(&select).bind(endpoints).fetch_all(pool).await?;
            let mut behind = Vec::with_capacity(rows.len());
            for row in &rows {
                let webhook = webhook_of(row)?;
                let cursor: i64 = row.try_get("feed_cursor")?;
                let language: Option<String> = row.try_get("owner_language")?;
                let feed: Vec<FeedRow> = sqlx::query_as(FEED_PAGE)
                    .bind(&webhook.user_id)
                    .bind(cursor)
                    .bind(items)
                    .fetch_all(pool)
                    .await?;
                behind.push(EndpointBehind {
                    webhook,
                    cursor,
                    language: language.as_deref().and_then(Language::matching),
                    items: feed.into_iter().map(feed_record).collect::<Result<_, _>>()?,
                });
            }
            Ok(behind)
        })
    }

    /// Creates an endpoint's deliveries of the feed items after `cursor` up to `last` and
    /// moves its cursor on to `last`, if it is still enabled and at `cursor` (another worker
    /// may have done so meanwhile: then nothing changes).
    pub async fn add_deliveries(
        &self,
        webhook_id: &str,
        cursor: i64,
        last: i64,
        deliveries: &[NewDelivery],
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let moved = sqlx::query(
                "UPDATE webhooks SET feed_cursor = $3 WHERE id = $1 AND feed_cursor = $2 \
                 AND enabled",
            )
            .bind(webhook_id)
            .bind(cursor)
            .bind(last)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if moved == 0 {
                return Ok(());
            }
            for delivery in deliveries {
                sqlx::query(
                    "INSERT INTO webhook_deliveries (id, webhook_id, feed_seq, event_type, \
                     payload, state, next_attempt_at, created_at) \
                     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6) \
                     ON CONFLICT (webhook_id, feed_seq) DO NOTHING",
                )
                .bind(format!("msg_{}", uuid::Uuid::new_v4().simple()))
                .bind(webhook_id)
                .bind(delivery.feed_seq)
                .bind(&delivery.event_type)
                .bind(&delivery.payload)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// Takes up to `limit` due deliveries for this worker until `claimed_until`: one each of
    /// as many enabled endpoints that are free (no attempt in flight, not resting after a
    /// failure), which stay busy until then or until the outcome is recorded. An endpoint's
    /// deliveries go in feed order: only its oldest pending one is taken, once it is due, so
    /// a later one never overtakes an earlier one that waits for a retry. Endpoints whose
    /// next delivery was never tried come first, then those waiting longest, so that retries
    /// never starve new work.
    pub async fn claim_deliveries(
        &self,
        now: i64,
        claimed_until: i64,
        limit: i64,
    ) -> Result<Vec<ClaimedDelivery>, StoreError> {
        // The endpoint's oldest pending delivery, the next it sends.
        const NEXT: &str = "FROM webhook_deliveries d WHERE d.webhook_id = w.id \
             AND d.state = 'pending' ORDER BY d.feed_seq LIMIT 1";
        let endpoints = format!(
            "SELECT w.id, w.url, w.secret FROM webhooks w WHERE w.enabled \
             AND (w.busy_until IS NULL OR w.busy_until <= $1) \
             AND (SELECT d.next_attempt_at {NEXT}) <= $1 \
             ORDER BY (SELECT d.attempts {NEXT}), (SELECT d.next_attempt_at {NEXT}), w.id \
             LIMIT $2{}",
            self.skip_locked()
        );
        let take = format!(
            "UPDATE webhook_deliveries SET next_attempt_at = $3 WHERE id = (\
             SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND state = 'pending' \
             ORDER BY feed_seq LIMIT 1) AND next_attempt_at <= $2 \
             RETURNING {DELIVERY_COLUMNS}"
        );
        with_pool!(self, pool => {
            // Most rounds find nothing to do: they look before they lock.
            let due: Option<(String,)> = sqlx::query_as(
                "SELECT id FROM webhook_deliveries WHERE state = 'pending' \
                 AND next_attempt_at <= $1 LIMIT 1",
            )
            .bind(now)
            .fetch_optional(pool)
            .await?;
            if due.is_none() {
                return Ok(Vec::new());
            }
            let mut tx = pool.begin_with(self.begin_write()).await?;
            let free: Vec<(String, String, String)> = sqlx::query_as(&endpoints)
                .bind(now)
                .bind(limit)
                .fetch_all(&mut *tx)
                .await?;
            let mut claimed = Vec::new();
            for (webhook_id, url, secret) in free {
                let row = sqlx::query(&take)
                    .bind(&webhook_id)
                    .bind(now)
                    .bind(claimed_until)
                    .fetch_optional(&mut *tx)
                    .await?;
                let Some(row) = row else { continue };
                sqlx::query("UPDATE webhooks SET busy_until = $2 WHERE id = $1")
                    .bind(&webhook_id)
                    .bind(claimed_until)
                    .execute(&mut *tx)
                    .await?;
                claimed.push(ClaimedDelivery {
                    delivery: delivery_of(&row)?,
                    url,
                    secret,
                    claimed_until,
                });
            }
            tx.commit().await?;
            Ok(claimed)
        })
    }

    /// Keeps the outcome of an attempt, if the delivery is still this worker's: delivered;
    /// or due again after the policy's delay; or failed once its time is up. Failures count
    /// against the endpoint, which rests for the policy's delay of its failures in a row
    /// (no attempt of any of its deliveries meanwhile) and is disabled after the policy's
    /// limit; a success clears them and frees the endpoint at once. Returns whether the
    /// endpoint was disabled by this attempt.
    pub async fn record_attempt(
        &self,
        claimed: &ClaimedDelivery,
        attempt: &Attempt,
        now: i64,
        policy: &RetryPolicy,
    ) -> Result<bool, StoreError> {
        let delivery = &claimed.delivery;
        let attempts = delivery.attempts + 1;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let (state, next, status, error, delivered_at) = match attempt {
                Attempt::Delivered { status } => {
                    ("delivered", None, Some(*status), None, Some(now))
                }
                Attempt::Failed { status, error } => {
                    let give_up = now - delivery.created_at >= policy.retry_for_ms;
                    let next = (!give_up).then(|| now + policy.delay_ms(attempts));
                    let state = if give_up { "failed" } else { "pending" };
                    (state, next, *status, Some(error.as_str()), None)
                }
            };
            let updated = sqlx::query(
                "UPDATE webhook_deliveries SET state = $3, attempts = attempts + 1, \
                 next_attempt_at = $4, last_attempt_at = $5, last_status = $6, last_error = $7, \
                 delivered_at = COALESCE($8, delivered_at) \
                 WHERE id = $1 AND next_attempt_at = $2 AND state = 'pending'",
            )
            .bind(&delivery.id)
            .bind(claimed.claimed_until)
            .bind(state)
            .bind(next)
            .bind(now)
            .bind(status)
            .bind(error)
            .bind(delivered_at)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if updated == 0 {
                // Redelivered or taken over meanwhile: that attempt's outcome counts. The
                // endpoint is freed if it is still held for this attempt.
                sqlx::query(
                    "UPDATE webhooks SET busy_until = NULL WHERE id = $1 AND busy_until = $2",
                )
                .bind(&delivery.webhook_id)
                .bind(claimed.claimed_until)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                return Ok(false);
            }
            let disabled = if matches!(attempt, Attempt::Delivered { .. }) {
                sqlx::query(
                    "UPDATE webhooks SET failures = 0, failing_since = NULL, busy_until = NULL \
                     WHERE id = $1",
                )
                .bind(&delivery.webhook_id)
                .execute(&mut *tx)
                .await?;
                false
            } else {
                let (failures, since): (i64, i64) = sqlx::query_as(
                    "UPDATE webhooks SET failures = failures + 1, \
                     failing_since = COALESCE(failing_since, $2) WHERE id = $1 \
                     RETURNING failures, failing_since",
                )
                .bind(&delivery.webhook_id)
                .bind(now)
                .fetch_one(&mut *tx)
                .await?;
                sqlx::query("UPDATE webhooks SET busy_until = $2 WHERE id = $1")
                    .bind(&delivery.webhook_id)
                    .bind(now.saturating_add(policy.delay_ms(failures)))
                    .execute(&mut *tx)
                    .await?;
                let give_up =
                    failures >= policy.disable_after && now - since >= policy.retry_for_ms;
                if give_up {
                    sqlx::query(
                        "UPDATE webhooks SET enabled = FALSE, disabled_at = $2 \
                         WHERE id = $1 AND enabled",
                    )
                    .bind(&delivery.webhook_id)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
                give_up
            };
            tx.commit().await?;
            Ok(disabled)
        })
    }

    /// The endpoint's deliveries, newest first: those of feed items before `before` (all
    /// when `None`), at most `limit`.
    pub async fn deliveries(
        &self,
        webhook_id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> Result<Vec<DeliveryRecord>, StoreError> {
        let sql = format!(
            "SELECT {DELIVERY_COLUMNS} FROM webhook_deliveries WHERE webhook_id = $1 \
             AND feed_seq < $2 ORDER BY feed_seq DESC LIMIT $3"
        );
        with_pool!(self, pool => {
            let rows = sqlx::query(&sql)
                .bind(webhook_id)
                .bind(before.unwrap_or(i64::MAX))
                .bind(limit)
                .fetch_all(pool)
                .await?;
            rows.iter().map(delivery_of).collect()
        })
    }

    /// Makes a delivery due now, whatever came of it before, and enables its endpoint again
    /// with its failures forgotten and its rest over (an attempt in flight still finishes
    /// first). The endpoint's earlier pending deliveries, which go before it, are made due
    /// now too. `None` when the endpoint has no such delivery.
    pub async fn redeliver(
        &self,
        webhook_id: &str,
        delivery_id: &str,
        now: i64,
    ) -> Result<Option<DeliveryRecord>, StoreError> {
        let sql = format!(
            "UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = $3 \
             WHERE webhook_id = $1 AND id = $2 RETURNING {DELIVERY_COLUMNS}"
        );
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let row = sqlx::query(&sql)
                .bind(webhook_id)
                .bind(delivery_id)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(row) = row else { return Ok(None) };
            let delivery = delivery_of(&row)?;
            // Not the one an attempt in flight holds (until the endpoint's `busy_until`).
            sqlx::query(
                "UPDATE webhook_deliveries SET next_attempt_at = $3 WHERE webhook_id = $1 \
                 AND state = 'pending' AND feed_seq < $2 AND next_attempt_at > $3 \
                 AND next_attempt_at <> \
                 COALESCE((SELECT busy_until FROM webhooks WHERE id = $1), $3)",
            )
            .bind(webhook_id)
            .bind(delivery.feed_seq)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "UPDATE webhooks SET enabled = TRUE, disabled_at = NULL, failures = 0, \
                 failing_since = NULL, busy_until = CASE WHEN busy_until > $2 \
                 AND EXISTS (SELECT 1 FROM webhook_deliveries WHERE webhook_id = $1 \
                 AND state = 'pending' AND next_attempt_at = webhooks.busy_until) \
                 THEN busy_until END WHERE id = $1",
            )
            .bind(webhook_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(delivery))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::config::RetryPolicy;

    #[test]
    fn the_retry_delay_doubles_up_to_its_cap() {
        let policy = RetryPolicy {
            base_ms: 5_000,
            max_delay_ms: 4 * 3_600_000,
            retry_for_ms: 25 * 3_600_000,
            disable_after: 20,
        };
        assert_eq!(policy.delay_ms(1), 5_000);
        assert_eq!(policy.delay_ms(2), 10_000);
        assert_eq!(policy.delay_ms(5), 80_000);
        assert_eq!(policy.delay_ms(30), 4 * 3_600_000);
        assert_eq!(policy.delay_ms(1_000), 4 * 3_600_000);
    }
}
