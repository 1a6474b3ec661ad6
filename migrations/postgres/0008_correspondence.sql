-- Correspondence play. A game may have a move clock (JSON: the time each awaited seat has
-- per decision, what happens when it runs out and when to remind; null for none) and says
-- what happens to the seat of a player who leaves (`bot_takeover` or `rules`).
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE games ADD COLUMN on_leave TEXT NOT NULL DEFAULT 'rules';
-- When the seat's player left the running game; the server plays the seat since.
ALTER TABLE game_players ADD COLUMN left_at BIGINT;
-- Who submitted an entry's command when it was not the seat's player: `timer`, `clock`,
-- `bot` or `standing_order` (null for the player, and for the setup).
ALTER TABLE game_entries ADD COLUMN actor TEXT;
-- Vacations: while one runs, the user's move clocks stop.
CREATE TABLE vacations (
    user_id   TEXT NOT NULL REFERENCES users (id),
    starts_at BIGINT NOT NULL,
    ends_at   BIGINT NOT NULL,
    PRIMARY KEY (user_id, starts_at)
);
