-- The shared result of a finished game (JSON: standings with seat, rank and score, and the
-- reason), and for each timed decision which decision it is and who may see it.
ALTER TABLE games ADD COLUMN result TEXT;
ALTER TABLE game_deadlines ADD COLUMN decision BIGINT NOT NULL DEFAULT 0;
-- JSON: null for everyone, or the list of seats that may see the timer.
ALTER TABLE game_deadlines ADD COLUMN audience TEXT NOT NULL DEFAULT 'null';
