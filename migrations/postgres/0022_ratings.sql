-- Ratings: a game is rated or casual from its creation; each finished rated game moves its
-- players' ratings in its kind (Weng-Lin mu and sigma), in the transaction that finishes it,
-- and records every player's change. A player may hide their profile from strangers.
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN profile_hidden BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE ratings (
    user_id      TEXT NOT NULL REFERENCES users (id),
    kind         TEXT NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    -- mu - 3 sigma, what leaderboards rank by.
    conservative DOUBLE PRECISION NOT NULL,
    games        BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX ratings_leaderboard ON ratings (kind, conservative DESC, user_id);

CREATE TABLE rating_changes (
    game_id      TEXT NOT NULL REFERENCES games (id),
    user_id      TEXT NOT NULL REFERENCES users (id),
    seat         BIGINT NOT NULL,
    place        BIGINT NOT NULL,
    games_before BIGINT NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_user ON rating_changes (user_id);
