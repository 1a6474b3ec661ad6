//! Telling players what happened elsewhere: the webhook and email workers that deliver the
//! feed items an entry wrote (the items themselves are written with the entry, by
//! `play::outbox`), and the replies by email that come back.

pub mod email;
pub mod inbound;
pub mod webhook;

use crate::config::WebhookConfig;

/// What the notification endpoints need of the configuration.
#[derive(Debug)]
pub struct NotifySettings {
    /// How webhooks are delivered.
    pub webhooks: WebhookConfig,
    /// Whether email notifications are configured.
    pub email: bool,
    /// The key that signs links in emails.
    pub links: email::links::LinkKeys,
    /// The server's address as clients reach it, without a trailing `/`.
    pub public_url: String,
}
