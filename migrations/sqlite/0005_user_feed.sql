-- Each user's personal feed: their turns, games starting and ending, seats taken in their
-- games. `users.feed_seq` numbers a user's items; moving it on takes the user's row lock
-- until commit, so a user's items become visible in the order of their numbers and a
-- reader resuming after item n misses nothing.
ALTER TABLE users ADD COLUMN feed_seq BIGINT NOT NULL DEFAULT 0;

CREATE TABLE user_feed (
    user_id    TEXT NOT NULL REFERENCES users (id),
    seq        BIGINT NOT NULL,
    type       TEXT NOT NULL,
    game_id    TEXT NOT NULL REFERENCES games (id),
    payload    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, seq)
);
