-- Notifications sent by the server on its own: webhook endpoints with their deliveries, and
-- email settings with the messages to send. Both follow each user's feed (`user_feed`, written
-- in the transaction of the change it announces) through a cursor: a worker in every server
-- process copies the new feed items into deliveries or messages, then sends them, so a
-- committed turn is announced even when a server stops in between.

CREATE TABLE webhooks (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id),
    url           TEXT NOT NULL,
    -- The feed types delivered, a JSON array.
    event_types   TEXT NOT NULL,
    -- `whsec_` + base64 of the signing key.
    secret        TEXT NOT NULL,
    -- The last item of the user's feed copied into deliveries (or skipped).
    feed_cursor   BIGINT NOT NULL,
    enabled       BOOLEAN NOT NULL,
    -- Failed attempts in a row, and since when; a success resets both.
    failures      BIGINT NOT NULL DEFAULT 0,
    failing_since BIGINT,
    disabled_at   BIGINT,
    created_at    BIGINT NOT NULL
);
CREATE INDEX webhooks_by_user ON webhooks (user_id);

CREATE TABLE webhook_deliveries (
    -- `msg_…`, sent as `webhook-id`: the same for every attempt of the delivery.
    id              TEXT PRIMARY KEY,
    webhook_id      TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    feed_seq        BIGINT NOT NULL,
    event_type      TEXT NOT NULL,
    payload         TEXT NOT NULL,
    -- `pending`, `delivered` or `failed` (retries exhausted).
    state           TEXT NOT NULL,
    attempts        BIGINT NOT NULL DEFAULT 0,
    -- Pending deliveries: when the next attempt is due. A worker that takes a delivery moves
    -- it past the attempt's time limit, so no other worker takes it meanwhile, and one that
    -- died loses it to the next worker once that time has passed.
    next_attempt_at BIGINT,
    last_attempt_at BIGINT,
    last_status     BIGINT,
    last_error      TEXT,
    delivered_at    BIGINT,
    created_at      BIGINT NOT NULL,
    UNIQUE (webhook_id, feed_seq)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE state = 'pending';

CREATE TABLE email_settings (
    user_id       TEXT PRIMARY KEY REFERENCES users (id),
    address       TEXT NOT NULL,
    -- Set when the confirmation link was followed; nothing else is sent before.
    confirmed_at  BIGINT,
    -- `per_turn` or `daily_digest`.
    mode          TEXT NOT NULL,
    -- False once the user unsubscribed.
    enabled       BOOLEAN NOT NULL,
    -- An IANA time zone; quiet hours `HH:MM` in it (both or neither).
    time_zone     TEXT NOT NULL,
    quiet_start   TEXT,
    quiet_end     TEXT,
    -- The last item of the user's feed turned into messages (or skipped).
    feed_cursor   BIGINT NOT NULL,
    -- While a worker sends this user's messages, until when it holds them.
    claimed_until BIGINT,
    updated_at    BIGINT NOT NULL
);

CREATE TABLE email_messages (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id),
    -- `confirm`, `turn` (one email per item) or `digest` (the due items of a user, together).
    kind       TEXT NOT NULL,
    address    TEXT NOT NULL,
    -- The feed item announced (turns and digests).
    feed_seq   BIGINT,
    -- `pending`, `sent`, `failed` (retries exhausted) or `dropped` (unsubscribed).
    state      TEXT NOT NULL,
    due_at     BIGINT NOT NULL,
    attempts   BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at    BIGINT,
    created_at BIGINT NOT NULL,
    UNIQUE (user_id, feed_seq)
);
CREATE INDEX email_messages_due ON email_messages (due_at) WHERE state = 'pending';
CREATE INDEX email_messages_by_user ON email_messages (user_id, state);
