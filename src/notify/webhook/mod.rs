//! Webhooks: each user's feed items, signed the Standard Webhooks way and POSTed to the
//! endpoints they registered. The deliveries come from the feed, which is written with the
//! entry it announces; a worker in every server process copies new items into deliveries
//! (each body made for its endpoint, [`payload`]), sends the due ones, retries failures with
//! exponential backoff and disables endpoints that keep failing.
//!
//! An endpoint gets its deliveries in feed order: a later one waits until the one before it
//! is delivered or given up. Delivery is fair between users and endpoints: each attempt runs
//! in a task of its own (nothing waits for the slowest one), an endpoint has at most one
//! attempt in flight and rests after a failure, endpoints whose next delivery was never tried
//! go before retries, and the attempts in flight per process are bounded
//! (`WEBHOOK_CONCURRENCY`). A slow, failing or silent endpoint so holds one attempt slot at
//! most and delays only its own deliveries.

pub mod payload;
pub mod signature;
pub mod target;

pub use payload::{WebhookDecision, WebhookLegalMoves, WebhookPayload};

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use reqwest::header::{CONTENT_TYPE, HeaderValue};
use tokio::sync::{Notify, Semaphore};

use crate::config::WebhookConfig;
use crate::error::ApiError;
use crate::play::Play;
use crate::store::{Attempt, ClaimedDelivery, NewDelivery, now_millis};
use crate::wake::Wakes;

/// Endpoints whose cursors one round moves on, and feed items it reads per endpoint.
const FAN_OUT_ENDPOINTS: i64 = 100;
const FAN_OUT_ITEMS: i64 = 500;
/// The most deliveries one claim takes (a round claims until the slots are taken or
/// nothing is due).
const CLAIM: usize = 32;
/// The longest error text kept in the delivery log.
const MAX_ERROR_LEN: usize = 300;

/// The delivery worker of this process.
pub struct Deliverer {
    play: web::Data<Play>,
    client: reqwest::Client,
    config: WebhookConfig,
    public_url: String,
    /// A permit per attempt in flight.
    slots: Arc<Semaphore>,
    /// Told when an attempt ends: a slot is free and the endpoint may have more due.
    finished: Notify,
}

impl Deliverer {
    /// A worker sending with its own HTTP client: no redirects followed, no proxy, and a
    /// resolver that refuses internal addresses unless they are allowed.
    pub fn new(
        play: web::Data<Play>,
        config: WebhookConfig,
        public_url: String,
    ) -> Result<Self, reqwest::Error> {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .user_agent(concat!("hotel-games-webhooks/", env!("CARGO_PKG_VERSION")))
            .dns_resolver(Arc::new(target::PublicResolver {
                allow_private: config.allow_private,
            }))
            .build()?;
        Ok(Deliverer {
            play,
            client,
            slots: Arc::new(Semaphore::new(config.concurrency)),
            config,
            public_url,
            finished: Notify::new(),
        })
    }

    /// Works for as long as the runtime runs: a round whenever a feed grows (in this
    /// process or, on PostgreSQL, in any), an attempt ends, and every `poll` for the retries
    /// that fall due.
    pub async fn run(self, wakes: Wakes, poll: Duration) {
        let worker = Arc::new(self);
        let mut woken = wakes.subscribe();
        loop {
            if let Err(error) = worker.clone().round().await {
                tracing::warn!(%error, "webhook deliveries failed; retrying");
            }
            tokio::select! {
                () = crate::wake::feed_grew_or(&mut woken, poll) => {}
                () = worker.finished.notified() => {}
            }
        }
    }

    /// Turns new feed items into deliveries, then starts an attempt for each due delivery
    /// it may take (one per free endpoint, while slots are free), each in a task of its own
    /// that records the outcome. Returns the attempts started.
    pub async fn round(self: Arc<Self>) -> Result<usize, ApiError> {
        self.fan_out().await?;
        let mut started = 0;
        loop {
            let free = self.slots.available_permits().min(CLAIM);
            if free == 0 {
                return Ok(started);
            }
            let now = now_millis();
            let claimed = self
                .play
                .store()
                .claim_deliveries(now, now + self.claim_ms(), free as i64)
                .await?;
            if claimed.is_empty() {
                return Ok(started);
            }
            for delivery in claimed {
                // Only this loop takes permits, and it counted them free.
                let Ok(slot) = self.slots.clone().try_acquire_owned() else {
                    break;
                };
                started += 1;
                let worker = self.clone();
                tokio::spawn(async move {
                    worker.deliver(&delivery).await;
                    drop(slot);
                    worker.finished.notify_one();
                });
            }
        }
    }

    /// Makes the deliveries of the feed items that enabled endpoints were not given yet,
    /// each body made for its endpoint, and moves the endpoints on.
    async fn fan_out(&self) -> Result<(), ApiError> {
        let store = self.play.store();
        let behind = store
            .webhooks_behind(FAN_OUT_ENDPOINTS, FAN_OUT_ITEMS)
            .await?;
        let mut bodies = payload::Bodies::new(&self.play, &self.public_url);
        for endpoint in behind {
            let Some(last) = endpoint.items.last().map(|item| item.seq) else {
                continue;
            };
            let mut deliveries = Vec::new();
            for item in &endpoint.items {
                if !endpoint.webhook.event_types.contains(&item.kind) {
                    continue;
                }
                if let Some(body) = bodies.body(&endpoint, item).await? {
                    deliveries.push(NewDelivery {
                        feed_seq: item.seq,
                        event_type: item.kind.clone(),
                        payload: body,
                    });
                }
            }
            let (id, cursor) = (&endpoint.webhook.id, endpoint.cursor);
            store
                .add_deliveries(id, cursor, last, &deliveries, now_millis())
                .await?;
        }
        Ok(())
    }

    /// One attempt of a claimed delivery, and its outcome kept.
    async fn deliver(&self, delivery: &ClaimedDelivery) {
        let attempt = self.attempt(delivery).await;
        match self
            .play
            .store()
            .record_attempt(delivery, &attempt, now_millis(), &self.config.retry)
            .await
        {
            Ok(true) => {
                tracing::warn!(webhook = %delivery.delivery.webhook_id, "webhook disabled after repeated failures");
            }
            Ok(false) => {}
            // The claim runs out and the delivery is taken again.
            Err(error) => tracing::warn!(%error, "a webhook attempt's outcome was not recorded"),
        }
    }

    /// How long a worker holds the deliveries it took: longer than an attempt may take.
    fn claim_ms(&self) -> i64 {
        (self.config.timeout * 2 + Duration::from_secs(5)).as_millis() as i64
    }

    /// One attempt: sign, POST, and read the answer's status.
    async fn attempt(&self, claimed: &ClaimedDelivery) -> Attempt {
        let failed = |error: String| Attempt::Failed {
            status: None,
            error: truncate(error),
        };
        let url = match target::check_url(&claimed.url, self.config.allow_private) {
            Ok(url) => url,
            Err(error) => return failed(error.to_string()),
        };
        let delivery = &claimed.delivery;
        let timestamp = now_millis() / 1000;
        let Some(signature) = signature::sign(
            &claimed.secret,
            &delivery.id,
            timestamp,
            delivery.payload.as_bytes(),
        ) else {
            return failed("the endpoint's secret is malformed".into());
        };
        let sent = self
            .client
            .post(url)
            .header(CONTENT_TYPE, HeaderValue::from_static("application/json"))
            .header("webhook-id", &delivery.id)
            .header("webhook-timestamp", timestamp.to_string())
            .header("webhook-signature", signature)
            .body(delivery.payload.clone())
            .send()
            .await;
        match sent {
            Ok(response) if response.status().is_success() => Attempt::Delivered {
                status: i64::from(response.status().as_u16()),
            },
            Ok(response) => Attempt::Failed {
                status: Some(i64::from(response.status().as_u16())),
                error: format!("the endpoint answered {}", response.status()),
            },
            Err(error) => failed(error_chain(&error)),
        }
    }
}

/// An error with its causes, as one line.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

fn truncate(mut text: String) -> String {
    if text.len() > MAX_ERROR_LEN {
        let mut end = MAX_ERROR_LEN;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
    text
}
