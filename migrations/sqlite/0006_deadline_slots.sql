-- Timer slots: a seat may have several timers for the same command side by side (a hard
-- deadline and the countdown a warning starts), told apart by their slot, which joins the
-- key. Timers stored before slots existed take their command's `timer` name (`turn` when it
-- has none), the slot the games give them now. SQLite cannot change a primary key, so the
-- table is rebuilt.
CREATE TABLE game_deadlines_slotted (
    game_id    TEXT NOT NULL REFERENCES games (id),
    seat       BIGINT NOT NULL,
    command    TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    due_at     BIGINT NOT NULL,
    slot       TEXT NOT NULL,
    decision   BIGINT NOT NULL DEFAULT 0,
    audience   TEXT NOT NULL DEFAULT 'null',
    PRIMARY KEY (game_id, seat, command, slot)
);
INSERT INTO game_deadlines_slotted
    (game_id, seat, command, started_at, due_at, slot, decision, audience)
SELECT game_id, seat, command, started_at, due_at,
       COALESCE(json_extract(command, '$.timer'), 'turn'), decision, audience
FROM game_deadlines;
DROP TABLE game_deadlines;
ALTER TABLE game_deadlines_slotted RENAME TO game_deadlines;
CREATE INDEX game_deadlines_due ON game_deadlines (due_at);
