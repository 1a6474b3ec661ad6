-- Timer slots: a seat may have several timers for the same command side by side (a hard
-- deadline and the countdown a warning starts), told apart by their slot, which joins the
-- key. Timers stored before slots existed take their command's `timer` name (`turn` when it
-- has none), the slot the games give them now.
ALTER TABLE game_deadlines ADD COLUMN slot TEXT NOT NULL DEFAULT '';
UPDATE game_deadlines SET slot = COALESCE(command::jsonb ->> 'timer', 'turn');
ALTER TABLE game_deadlines ALTER COLUMN slot DROP DEFAULT;
ALTER TABLE game_deadlines DROP CONSTRAINT game_deadlines_pkey;
ALTER TABLE game_deadlines ADD PRIMARY KEY (game_id, seat, command, slot);
