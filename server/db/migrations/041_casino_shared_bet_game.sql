-- The catalogue game a shared-table bet was placed from (the game frame's launch names it): many lobby games play
-- at one crash or roulette table, and the office history and the first game (the thank-you page) name that game.
-- Null for a bet placed on the site's own table API, which names no game: those read as the table's id.
ALTER TABLE casino_shared_bet ADD COLUMN game_id text CHECK (game_id IS NULL OR length(game_id) BETWEEN 1 AND 64);
