-- Bot seats: the game's creator may give an open seat to one of the kind's built-in players.
-- A bot plays from an account of its own (one per bot name and seat number within a game,
-- e.g. `bot:random:2`, created when first needed, with no password: nobody signs in as it);
-- `bot` names the built-in player, null for people.
ALTER TABLE game_players ADD COLUMN bot TEXT;
