-- Accounts, server settings, games with their seats, the append-only move log and the
-- idempotency records of move submissions.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at    BIGINT NOT NULL
);

CREATE TABLE games (
    id             TEXT PRIMARY KEY,
    kind           TEXT NOT NULL,
    config         TEXT NOT NULL,
    seat_count     BIGINT NOT NULL,
    status         TEXT NOT NULL,
    creator_id     TEXT NOT NULL REFERENCES users (id),
    seed           BLOB NOT NULL,
    rng_commitment TEXT NOT NULL,
    version        BIGINT NOT NULL,
    awaited_seats  TEXT NOT NULL,
    last_hash      TEXT NOT NULL,
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);
CREATE INDEX games_listing ON games (created_at DESC, id DESC);
CREATE INDEX games_kind_status ON games (kind, status);

CREATE TABLE game_players (
    game_id    TEXT NOT NULL REFERENCES games (id),
    user_id    TEXT NOT NULL REFERENCES users (id),
    joined_seq BIGINT NOT NULL,
    awaited    BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, joined_seq)
);
CREATE INDEX game_players_user ON game_players (user_id, awaited);

CREATE TABLE game_entries (
    game_id    TEXT NOT NULL REFERENCES games (id),
    seq        BIGINT NOT NULL,
    seat       BIGINT,
    command    TEXT NOT NULL,
    events     TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    hash       TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE idempotency_keys (
    user_id      TEXT NOT NULL,
    game_id      TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response     TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id, key)
);
