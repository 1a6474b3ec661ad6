-- Timed decisions: when each pending decision with a timer is due, kept per game and
-- replaced with every entry. Any server process may fire a due one.
CREATE TABLE game_deadlines (
    game_id    TEXT NOT NULL REFERENCES games (id),
    seat       BIGINT NOT NULL,
    command    TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    due_at     BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat, command)
);
CREATE INDEX game_deadlines_due ON game_deadlines (due_at);
