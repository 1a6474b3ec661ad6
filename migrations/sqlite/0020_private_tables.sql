-- Private tables: who may see a game, the invitations that admit people to one, and the seat
-- an invitation named for the player who came with it.
ALTER TABLE games ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
ALTER TABLE game_players ADD COLUMN named_seat BIGINT;

CREATE TABLE invitations (
    id         TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games (id),
    code       TEXT NOT NULL UNIQUE,
    seat       BIGINT,
    max_uses   BIGINT,
    uses       BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    expires_at BIGINT,
    revoked_at BIGINT
);
CREATE INDEX invitations_game ON invitations (game_id, created_at);
