-- Snapshots: the latest state of a long game, serialized, so that loading the game reads the
-- snapshot and the entries after it instead of the whole log. A cache only: the log stays the
-- truth, and a snapshot of another format (rules or state shape) or one that does not decode
-- is ignored.
CREATE TABLE game_snapshots (
    game_id    TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- The version (entry count) the state is at.
    version    BIGINT NOT NULL,
    -- The kind's rules version and state shape the snapshot was written with.
    format     TEXT NOT NULL,
    -- The state as JSON.
    state      TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
