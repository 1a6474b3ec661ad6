-- Table talk: short plain-text messages the players post to their game's table, and the
-- seats each user has muted in a game. Messages are not log entries: they change no state
-- and no version. `games.message_seq` numbers a game's messages; moving it on takes the
-- game's row lock until commit (the same lock an appended entry takes), so a game's messages
-- become visible in the order of their numbers, each records the version the game was at
-- when it was written, and a reader resuming after message n (or after entry v) misses
-- nothing.
ALTER TABLE games ADD COLUMN message_seq BIGINT NOT NULL DEFAULT 0;

CREATE TABLE game_messages (
    game_id    TEXT NOT NULL REFERENCES games (id),
    seq        BIGINT NOT NULL,
    seat       BIGINT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id),
    text       TEXT NOT NULL,
    version    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX game_messages_version ON game_messages (game_id, version);

CREATE TABLE game_mutes (
    user_id    TEXT NOT NULL REFERENCES users (id),
    game_id    TEXT NOT NULL REFERENCES games (id),
    seat       BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id, seat)
);
