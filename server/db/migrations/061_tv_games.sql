-- TV draw shows (server/tvGames/README.md): each show's seed chains (the
-- columns of casino_shared_chain, migration 038: the terminal hash published
-- before the chain's first draw, draw i plays s_i), its draws (the balls drawn
-- from the seed when the draw opens, revealed one by one, the seed shown once
-- it ended) and the fixed-odds bets on a draw. Money moves only through the
-- ledger (casino_round_debit / casino_round_credit, ref tv_bet).
CREATE TABLE tv_chain (
  id serial PRIMARY KEY,
  table_id text NOT NULL CHECK (table_id ~ '^[a-z0-9-]{1,40}$'),
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL CHECK (salt <> '' AND length(salt) <= 100),
  next_index integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  CHECK (next_index BETWEEN 1 AND length + 1)
);
CREATE INDEX tv_chain_show ON tv_chain (table_id, id);

CREATE TABLE tv_draw (
  id serial PRIMARY KEY,
  show_id text NOT NULL,
  chain_id integer NOT NULL REFERENCES tv_chain (id),
  chain_index integer NOT NULL CHECK (chain_index > 0),
  seed text NOT NULL,
  -- In draw order: the seed's, or a test switch's outside production (then fixed is true).
  balls smallint[] NOT NULL,
  fixed boolean NOT NULL DEFAULT false,
  phase text NOT NULL CHECK (phase IN ('betting', 'drawing', 'ended')),
  revealed integer NOT NULL DEFAULT 0 CHECK (revealed >= 0),
  ball_ms integer NOT NULL CHECK (ball_ms > 0),
  bets integer NOT NULL DEFAULT 0,
  closes_at timestamptz NOT NULL,
  next_ball_at timestamptz,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  UNIQUE (chain_id, chain_index),
  CHECK ((phase = 'ended') = (ended_at IS NOT NULL))
);
-- One draw open per show: two processes cannot both open one.
CREATE UNIQUE INDEX tv_draw_open_show ON tv_draw (show_id) WHERE phase <> 'ended';
CREATE INDEX tv_draw_show ON tv_draw (show_id, id DESC);

CREATE TABLE tv_bet (
  id serial PRIMARY KEY,
  draw_id integer NOT NULL REFERENCES tv_draw (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  currency_id integer NOT NULL REFERENCES currency (id),
  idempotency_key text NOT NULL,
  selection text NOT NULL,
  stake integer NOT NULL CHECK (stake > 0),
  odds integer NOT NULL CHECK (odds >= 100),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  payout integer NOT NULL DEFAULT 0 CHECK (payout >= 0),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX tv_bet_draw ON tv_bet (draw_id) WHERE status = 'open';
CREATE INDEX tv_bet_player ON tv_bet (user_id, draw_id DESC);
