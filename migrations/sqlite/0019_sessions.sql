-- Sessions: one per sign-in, kept alive by rotating refresh tokens. A session ends when its
-- owner revokes it, when it goes unused until `expires_at`, or when a refresh token it
-- already rotated is presented again (then its whole family of tokens is revoked).
CREATE TABLE sessions (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id),
    created_at   BIGINT NOT NULL,
    last_used_at BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    revoked_at   BIGINT,
    user_agent   TEXT
);
CREATE INDEX sessions_by_user ON sessions (user_id, created_at);

-- Every refresh token a session was given, by the SHA-256 of the token (the token itself is
-- never stored). The current one has no `rotated_at`; a rotated one names the token that
-- replaced it.
CREATE TABLE refresh_tokens (
    hash        TEXT PRIMARY KEY,
    session_id  TEXT NOT NULL REFERENCES sessions (id),
    issued_at   BIGINT NOT NULL,
    rotated_at  BIGINT,
    replaced_by TEXT
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id);
