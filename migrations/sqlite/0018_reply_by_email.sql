-- Playing by email. Each player of a game has a reply address `play+<token>@<MAIL_DOMAIN>`
-- that turn emails name as Reply-To; a new token replaces a revoked one.
CREATE TABLE reply_addresses (
    user_id    TEXT NOT NULL REFERENCES users (id),
    game_id    TEXT NOT NULL REFERENCES games (id),
    token      TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id)
);

-- Tokens replaced by new ones: mail to them is no longer carried out, but the player who
-- writes to one is told the new address.
CREATE TABLE replaced_reply_addresses (
    token       TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id),
    game_id     TEXT NOT NULL REFERENCES games (id),
    replaced_at BIGINT NOT NULL
);

-- Every message received for a reply address, once per Message-ID, with what became of
-- it: `received` while it is handled, then `accepted`, `refused`, `not_from_player`,
-- `unknown_address`, `replaced_address`, `automatic` (an auto-reply or bounce, never answered) or
-- `rate_limited`.
CREATE TABLE inbound_mail (
    message_id  TEXT PRIMARY KEY,
    user_id     TEXT,
    game_id     TEXT,
    sender      TEXT NOT NULL,
    outcome     TEXT NOT NULL,
    received_at BIGINT NOT NULL
);
CREATE INDEX inbound_mail_by_user ON inbound_mail (user_id, received_at);

-- The content of an `answer` message (the reply it answers and what became of each of its
-- commands), as JSON.
ALTER TABLE email_messages ADD COLUMN body TEXT;
