//! Email notification settings and the outbox of messages to send.
//!
//! A confirmed, subscribed user's settings follow the user's feed with a cursor;
//! [`Store::fan_out_emails`] turns new feed items into messages, and a worker takes one
//! user's due messages at a time ([`Store::claim_email_users`]; on PostgreSQL with `FOR
//! UPDATE SKIP LOCKED`), so that a digest gathers them all and no two processes send the
//! same message.

use sqlx::Row;

use super::feed::{FEED_PAGE, FeedRow, feed_record};
use super::rows::RowLike;
use super::{FeedRecord, Store, StoreError, with_pool};

/// A user's email settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailSettingsRecord {
    pub user_id: String,
    pub address: String,
    /// When the address was confirmed.
    pub confirmed_at: Option<i64>,
    /// `per_turn` or `daily_digest`.
    pub mode: String,
    /// False once unsubscribed.
    pub enabled: bool,
    /// An IANA time zone name.
    pub time_zone: String,
    /// Quiet hours (`HH:MM`, start and end) in the time zone.
    pub quiet_hours: Option<(String, String)>,
    pub updated_at: i64,
}

/// Settings a user asks for.
#[derive(Clone, Debug)]
pub struct NewEmailSettings {
    pub address: String,
    pub mode: String,
    pub time_zone: String,
    pub quiet_hours: Option<(String, String)>,
}

/// A message waiting in the outbox.
#[derive(Clone, Debug)]
pub struct EmailMessageRecord {
    pub id: String,
    pub user_id: String,
    /// `confirm`, `turn`, `digest` or `answer` (to a reply by email).
    pub kind: String,
    pub address: String,
    /// The feed item announced (turns and digests).
    pub feed_seq: Option<i64>,
    /// What an `answer` says, as JSON.
    pub body: Option<String>,
    pub attempts: i64,
    pub created_at: i64,
}

/// What a feed item becomes in a user's outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    /// `turn` or `digest`.
    pub kind: &'static str,
    /// When it may be sent.
    pub due_at: i64,
}

const SETTINGS_COLUMNS: &str = "user_id, address, confirmed_at, mode, enabled, time_zone, \
     quiet_start, quiet_end, updated_at";
const MESSAGE_COLUMNS: &str = "id, user_id, kind, address, feed_seq, body, attempts, created_at";

fn settings_of(row: &impl RowLike) -> Result<EmailSettingsRecord, StoreError> {
    let quiet_start = row.maybe_text("quiet_start")?;
    let quiet_end = row.maybe_text("quiet_end")?;
    Ok(EmailSettingsRecord {
        user_id: row.text("user_id")?,
        address: row.text("address")?,
        confirmed_at: row.maybe_number("confirmed_at")?,
        mode: row.text("mode")?,
        enabled: row.flag("enabled")?,
        time_zone: row.text("time_zone")?,
        quiet_hours: quiet_start.zip(quiet_end),
        updated_at: row.number("updated_at")?,
    })
}

fn message_of(row: &impl RowLike) -> Result<EmailMessageRecord, StoreError> {
    Ok(EmailMessageRecord {
        id: row.text("id")?,
        user_id: row.text("user_id")?,
        kind: row.text("kind")?,
        address: row.text("address")?,
        feed_seq: row.maybe_number("feed_seq")?,
        body: row.maybe_text("body")?,
        attempts: row.number("attempts")?,
        created_at: row.number("created_at")?,
    })
}

pub(super) fn message_id() -> String {
    format!("mail_{}", uuid::Uuid::new_v4().simple())
}

impl Store {
    /// The user's email settings, if ever set.
    pub async fn email_settings(
        &self,
        user_id: &str,
    ) -> Result<Option<EmailSettingsRecord>, StoreError> {
        let sql = format!("SELECT {SETTINGS_COLUMNS} FROM email_settings WHERE user_id = $1");
        with_pool!(self, pool => {
            let row = sqlx::query(&sql).bind(user_id).fetch_optional(pool).await?;
            row.as_ref().map(settings_of).transpose()
        })
    }

    /// Stores the user's settings and subscribes them. A new address (or one never
    /// confirmed) needs confirming again: a confirmation message is queued, due now. Pending
    /// turn messages are looked at again under the new settings. Returns the settings and
    /// whether a confirmation was queued.
    pub async fn put_email_settings(
        &self,
        user_id: &str,
        settings: &NewEmailSettings,
        now: i64,
    ) -> Result<(EmailSettingsRecord, bool), StoreError> {
        let select = format!(
            "SELECT {SETTINGS_COLUMNS} FROM email_settings WHERE user_id = $1{}",
            self.for_update()
        );
        let (quiet_start, quiet_end) = settings.quiet_hours.clone().unzip();
        with_pool!(self, pool => {
            let mut tx = pool.begin_with(self.begin_write()).await?;
            let old = sqlx::query(&select).bind(user_id).fetch_optional(&mut *tx).await?;
            let old = old.as_ref().map(settings_of).transpose()?;
            let confirmed_at = old
                .as_ref()
                .filter(|old| old.address == settings.address)
                .and_then(|old| old.confirmed_at);
            // A confirmed user subscribing again hears of what happens from now on.
            let restart = old.as_ref().is_some_and(|old| !old.enabled);
            sqlx::query(
                "INSERT INTO email_settings (user_id, address, confirmed_at, mode, enabled, \
                 time_zone, quiet_start, quiet_end, feed_cursor, updated_at) \
                 SELECT id, $2, $3, $4, TRUE, $5, $6, $7, feed_seq, $8 FROM users WHERE id = $1 \
                 ON CONFLICT (user_id) DO UPDATE SET address = $2, confirmed_at = $3, mode = $4, \
                 enabled = TRUE, time_zone = $5, quiet_start = $6, quiet_end = $7, updated_at = $8, \
                 feed_cursor = CASE WHEN $9 THEN excluded.feed_cursor \
                 ELSE email_settings.feed_cursor END",
            )
            .bind(user_id)
            .bind(&settings.address)
            .bind(confirmed_at)
            .bind(&settings.mode)
            .bind(&settings.time_zone)
            .bind(quiet_start)
            .bind(quiet_end)
            .bind(now)
            .bind(restart)
            .execute(&mut *tx)
            .await?;
            let confirm = confirmed_at.is_none();
            if confirm {
                sqlx::query(
                    "INSERT INTO email_messages (id, user_id, kind, address, state, due_at, \
                     created_at) VALUES ($1, $2, 'confirm', $3, 'pending', $4, $4)",
                )
                .bind(message_id())
                .bind(user_id)
                .bind(&settings.address)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query(
                "UPDATE email_messages SET due_at = $2, address = $3 \
                 WHERE user_id = $1 AND state = 'pending' AND kind = 'turn'",
            )
            .bind(user_id)
            .bind(now)
            .bind(&settings.address)
            .execute(&mut *tx)
            .await?;
            let sql = format!("SELECT {SETTINGS_COLUMNS} FROM email_settings WHERE user_id = $1");
            let row = sqlx::query(&sql).bind(user_id).fetch_one(&mut *tx).await?;
            let stored = settings_of(&row)?;
            tx.commit().await?;
            Ok((stored, confirm))
        })
    }

    /// Confirms `address` as the user's (if it still is): emails start with the feed items
    /// after this moment. `false` when the user's address is another one.
    pub async fn confirm_email(
        &self,
        user_id: &str,
        address: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            sqlx::query(
                "UPDATE email_settings SET confirmed_at = $3, \
                 feed_cursor = (SELECT feed_seq FROM users WHERE users.id = $1) \
                 WHERE user_id = $1 AND address = $2 AND confirmed_at IS NULL",
            )
            .bind(user_id)
            .bind(address)
            .bind(now)
            .execute(pool)
            .await?;
            let row: Option<(i64,)> = sqlx::query_as(
                "SELECT confirmed_at FROM email_settings WHERE user_id = $1 AND address = $2 \
                 AND confirmed_at IS NOT NULL",
            )
            .bind(user_id)
            .bind(address)
            .fetch_optional(pool)
            .await?;
            Ok(row.is_some())
        })
    }

    /// Unsubscribes the user: nothing more is sent, pending turns and digests are dropped.
    /// `false` when the user never set up email.
    pub async fn unsubscribe_email(&self, user_id: &str, now: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let updated = sqlx::query(
                "UPDATE email_settings SET enabled = FALSE, updated_at = $2 WHERE user_id = $1",
            )
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            sqlx::query(
                "UPDATE email_messages SET state = 'dropped' \
                 WHERE user_id = $1 AND state = 'pending' AND kind <> 'confirm'",
            )
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(updated == 1)
        })
    }

    /// Turns the feed items that confirmed, subscribed users have not seen into messages
    /// (`plan` decides which and when; `None` skips an item) and moves their cursors on. A
    /// digest item joins the user's pending digest, going out when it does.
    /// Returns the messages created.
    pub async fn fan_out_emails(
        &self,
        users: i64,
        items: i64,
        now: i64,
        plan: impl Fn(&EmailSettingsRecord, &FeedRecord) -> Option<Planned>,
    ) -> Result<u64, StoreError> {
        let select = format!(
            "SELECT {SETTINGS_COLUMNS}, feed_cursor FROM email_settings \
             WHERE enabled AND confirmed_at IS NOT NULL AND feed_cursor < \
             (SELECT feed_seq FROM users WHERE users.id = email_settings.user_id) \
             ORDER BY user_id LIMIT $1{}",
            self.skip_locked()
        );
        with_pool!(self, pool => {
            // Most rounds find nothing to do: they look before they lock.
            let behind: Option<(String,)> = sqlx::query_as(
                "SELECT user_id FROM email_settings WHERE enabled AND confirmed_at IS NOT NULL \
                 AND feed_cursor < (SELECT feed_seq FROM users \
                 WHERE users.id = email_settings.user_id) LIMIT 1",
            )
            .fetch_optional(pool)
            .await?;
            if behind.is_none() {
                return Ok(0);
            }
            let mut tx = pool.begin_with(self.begin_write()).await?;
            let rows = sqlx::query(&select).bind(users).fetch_all(&mut *tx).await?;
            let mut created = 0;
            for row in &rows {
                let settings = settings_of(row)?;
                let cursor: i64 = row.try_get("feed_cursor")?;
                let feed: Vec<FeedRow> = sqlx::query_as(FEED_PAGE)
                    .bind(&settings.user_id)
                    .bind(cursor)
                    .bind(items)
                    .fetch_all(&mut *tx)
                    .await?;
                let feed = feed.into_iter().map(feed_record).collect::<Result<Vec<_>, _>>()?;
                let Some(last) = feed.last().map(|item| item.seq) else {
                    continue;
                };
                for item in &feed {
                    let Some(planned) = plan(&settings, item) else { continue };
                    created += sqlx::query(
                        "INSERT INTO email_messages (id, user_id, kind, address, feed_seq, state, \
                         due_at, created_at) VALUES ($1, $2, $3, $4, $5, 'pending', \
                         CASE WHEN $3 = 'digest' THEN COALESCE((SELECT MIN(due_at) FROM \
                         email_messages WHERE user_id = $2 AND kind = 'digest' AND \
                         state = 'pending'), $6) ELSE $6 END, $7) \
                         ON CONFLICT (user_id, feed_seq) DO NOTHING",
                    )
                    .bind(message_id())
                    .bind(&settings.user_id)
                    .bind(planned.kind)
                    .bind(&settings.address)
                    .bind(item.seq)
                    .bind(planned.due_at)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                }
                sqlx::query("UPDATE email_settings SET feed_cursor = $2 WHERE user_id = $1")
                    .bind(&settings.user_id)
                    .bind(last)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(created)
        })
    }

    /// Takes up to `limit` users with due messages for this worker until `claimed_until`.
    pub async fn claim_email_users(
        &self,
        now: i64,
        claimed_until: i64,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        let claim = format!(
            "UPDATE email_settings SET claimed_until = $2 WHERE user_id IN (\
             SELECT user_id FROM email_settings \
             WHERE (claimed_until IS NULL OR claimed_until <= $1) AND user_id IN \
             (SELECT user_id FROM email_messages WHERE state = 'pending' AND due_at <= $1) \
             ORDER BY user_id LIMIT $3{}) RETURNING user_id",
            self.skip_locked()
        );
        with_pool!(self, pool => {
            let due: Option<(String,)> = sqlx::query_as(
                "SELECT id FROM email_messages WHERE state = 'pending' AND due_at <= $1 LIMIT 1",
            )
            .bind(now)
            .fetch_optional(pool)
            .await?;
            if due.is_none() {
                return Ok(Vec::new());
            }
            let rows: Vec<(String,)> = sqlx::query_as(&claim)
                .bind(now)
                .bind(claimed_until)
                .bind(limit)
                .fetch_all(pool)
                .await?;
            Ok(rows.into_iter().map(|row| row.0).collect())
        })
    }

    /// Lets other workers take the user again.
    pub async fn release_email_user(
        &self,
        user_id: &str,
        claimed_until: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query(
                "UPDATE email_settings SET claimed_until = NULL \
                 WHERE user_id = $1 AND claimed_until = $2",
            )
            .bind(user_id)
            .bind(claimed_until)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// The user's pending messages due by `now`, in the order of their feed items
    /// (confirmations first).
    pub async fn due_messages(
        &self,
        user_id: &str,
        now: i64,
    ) -> Result<Vec<EmailMessageRecord>, StoreError> {
        let sql = format!(
            "SELECT {MESSAGE_COLUMNS} FROM email_messages WHERE user_id = $1 \
             AND state = 'pending' AND due_at <= $2 ORDER BY COALESCE(feed_seq, 0), created_at"
        );
        with_pool!(self, pool => {
            let rows = sqlx::query(&sql).bind(user_id).bind(now).fetch_all(pool).await?;
            rows.iter().map(message_of).collect()
        })
    }

    /// Marks messages sent.
    pub async fn messages_sent(&self, ids: &[String], now: i64) -> Result<(), StoreError> {
        for id in ids {
            with_pool!(self, pool => {
                sqlx::query(
                    "UPDATE email_messages SET state = 'sent', sent_at = $2, \
                     attempts = attempts + 1 WHERE id = $1",
                )
                .bind(id)
                .bind(now)
                .execute(pool)
                .await?
                .rows_affected()
            });
        }
        Ok(())
    }

    /// Makes messages due again at `due_at` (`None`: given up, failed), keeping `error` and
    /// counting an attempt when there was one.
    pub async fn messages_deferred(
        &self,
        ids: &[String],
        due_at: Option<i64>,
        error: Option<&str>,
    ) -> Result<(), StoreError> {
        let attempted = i64::from(error.is_some());
        for id in ids {
            with_pool!(self, pool => {
                sqlx::query(
                    "UPDATE email_messages SET state = CASE WHEN $2 IS NULL THEN 'failed' \
                     ELSE state END, due_at = COALESCE($2, due_at), \
                     last_error = COALESCE($3, last_error), attempts = attempts + $4 \
                     WHERE id = $1",
                )
                .bind(id)
                .bind(due_at)
                .bind(error)
                .bind(attempted)
                .execute(pool)
                .await?
                .rows_affected()
            });
        }
        Ok(())
    }

    /// Drops messages that need not be sent any more.
    pub async fn messages_dropped(&self, ids: &[String]) -> Result<(), StoreError> {
        for id in ids {
            with_pool!(self, pool => {
                sqlx::query("UPDATE email_messages SET state = 'dropped' WHERE id = $1")
                    .bind(id)
                    .execute(pool)
                    .await?
                    .rows_affected()
            });
        }
        Ok(())
    }

    /// `FOR UPDATE` on PostgreSQL (the row is held until commit); nothing on SQLite.
    fn for_update(&self) -> &'static str {
        match self.backend() {
            super::Backend::Postgres => " FOR UPDATE",
            super::Backend::Sqlite => "",
        }
    }
}
