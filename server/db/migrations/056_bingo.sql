-- Bingo rooms (server/bingo/README.md): a game per room at a time, its seed
-- committed by its hash before the buy window, the ball order drawn from the
-- seed and stored, cards bought in the window (each drawn from the seed with
-- its serial), and each prize's payment per winning card. Money moves only
-- through the ledger (casino_round_debit / casino_round_credit, ref bingo_game).
CREATE TABLE bingo_game (
  id serial PRIMARY KEY,
  room_id text NOT NULL,
  variant text NOT NULL CHECK (variant IN ('75', '90')),
  phase text NOT NULL CHECK (phase IN ('buying', 'calling', 'ended')),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  -- The order the balls are called in (the seed's, or a test switch's outside production: then fixed is true).
  balls smallint[] NOT NULL,
  fixed boolean NOT NULL DEFAULT false,
  called integer NOT NULL DEFAULT 0 CHECK (called >= 0),
  card_price integer NOT NULL CHECK (card_price > 0),
  currency_id integer NOT NULL REFERENCES currency (id),
  margin_pct numeric NOT NULL,
  shares_pct numeric[] NOT NULL,
  ball_ms integer NOT NULL CHECK (ball_ms > 0),
  cards integer NOT NULL DEFAULT 0,
  sold integer NOT NULL DEFAULT 0,
  buy_ends_at timestamptz NOT NULL,
  next_ball_at timestamptz,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK ((phase = 'ended') = (ended_at IS NOT NULL))
);
-- One game open per room: two processes cannot both open one.
CREATE UNIQUE INDEX bingo_game_open_room ON bingo_game (room_id) WHERE phase <> 'ended';
CREATE INDEX bingo_game_room ON bingo_game (room_id, id DESC);

CREATE TABLE bingo_purchase (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES bingo_game (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  idempotency_key text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

CREATE TABLE bingo_card (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES bingo_game (id),
  purchase_id integer NOT NULL REFERENCES bingo_purchase (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  serial integer NOT NULL,
  cells smallint[] NOT NULL,
  UNIQUE (game_id, serial)
);
CREATE INDEX bingo_card_player ON bingo_card (user_id, game_id);

CREATE TABLE bingo_win (
  game_id integer NOT NULL REFERENCES bingo_game (id),
  card_id integer NOT NULL REFERENCES bingo_card (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  prize text NOT NULL CHECK (prize IN ('line', 'twoLines', 'fullHouse')),
  amount integer NOT NULL CHECK (amount >= 0),
  won_at timestamptz NOT NULL,
  PRIMARY KEY (card_id, prize)
);
CREATE INDEX bingo_win_player ON bingo_win (user_id, won_at DESC);
