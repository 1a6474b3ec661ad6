-- Standing orders: the answers a seat registered in advance for decisions that come to it,
-- one row per seat of a game. They are secret to their seat: only that seat's player reads
-- them, and the moves they produce are ordinary log entries.
CREATE TABLE standing_orders (
    game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       BIGINT NOT NULL,
    -- The orders as JSON, in the kind's `…StandingOrders` shape.
    orders     TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
