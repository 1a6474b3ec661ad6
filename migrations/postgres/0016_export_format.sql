-- The version of the export format a game's hash chain follows (see src/audit/FORMAT.md):
-- games created before it existed chain from the format-1 genesis (the game id alone); new
-- games are created with the current version, whose genesis commits to the header.
ALTER TABLE games ADD COLUMN format_version BIGINT NOT NULL DEFAULT 1;
