-- A user's language for the server's words (en, ja, zh-TW); NULL: none chosen.
ALTER TABLE users ADD COLUMN language TEXT;
