-- The casino lobby: each player's favourite games (a star on a
-- tile, kept for every tab and device) and the games they played last. A
-- game is the catalogue's id (server/casino/catalogue); the catalogue is
-- data, not a table, so a game it no longer offers is left out of answers.
CREATE TABLE casino_favourite (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

-- One row per player and game: playing it again moves it to the front.
CREATE TABLE casino_recent (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX casino_recent_by_time ON casino_recent (user_id, played_at DESC);
