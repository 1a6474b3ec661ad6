-- Bearer tokens carry the generation they were issued in; revoking a user's tokens moves
-- the generation on, so every older token stops being accepted.
ALTER TABLE users ADD COLUMN token_generation BIGINT NOT NULL DEFAULT 0;
