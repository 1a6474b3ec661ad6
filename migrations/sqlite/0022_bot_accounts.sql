-- Bot accounts: a user may mark their account as a program's, for good (its games and
-- ratings stay a bot's). The accounts the built-in players play from are bots too. A game
-- may refuse bots: then neither a bot account nor a built-in player takes its seats.
ALTER TABLE users ADD COLUMN bot BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE users SET bot = TRUE WHERE id LIKE 'bot:%';
ALTER TABLE games ADD COLUMN bots TEXT NOT NULL DEFAULT 'allowed';
