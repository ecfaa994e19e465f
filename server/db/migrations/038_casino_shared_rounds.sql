-- Shared-round casino tables: crash and roulette (server/casino/shared/README.md).

-- A table's seed chain: the secret s_N stays here; s_0 (terminal_hash) is
-- published before the chain's first round, and round i plays s_i
-- (SHA-256 applied N - i times to the secret). next_index is the next round's i.
CREATE TABLE casino_shared_chain (
  id serial PRIMARY KEY,
  table_id text NOT NULL CHECK (table_id IN ('crash', 'roulette')),
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL CHECK (salt <> '' AND length(salt) <= 100),
  next_index integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  CHECK (next_index BETWEEN 1 AND length + 1)
);
CREATE INDEX casino_shared_chain_table ON casino_shared_chain (table_id, id);

-- One round of a table, shared by every player at it. The result is decided
-- by the chain seed when the round is created and shown only once it ended.
-- 'void': interrupted before its result could stand (its bets refunded).
CREATE TABLE casino_shared_round (
  id serial PRIMARY KEY,
  table_id text NOT NULL CHECK (table_id IN ('crash', 'roulette')),
  chain_id integer NOT NULL REFERENCES casino_shared_chain (id),
  chain_index integer NOT NULL CHECK (chain_index > 0),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  result jsonb NOT NULL,
  phase text NOT NULL CHECK (phase IN ('betting', 'running', 'ended', 'void')),
  betting_ends_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  next_round_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (chain_id, chain_index)
);
CREATE INDEX casino_shared_round_table ON casino_shared_round (table_id, id DESC);
-- At most one round of a table is not yet over.
CREATE UNIQUE INDEX casino_shared_round_open ON casino_shared_round (table_id) WHERE phase IN ('betting', 'running');

-- A player's placement in a round: its stake debited (casino_round_debit,
-- key debit:<id>) when placed, its return credited (casino_round_credit,
-- key credit:<id>) when cashed out, settled or refunded.
CREATE TABLE casino_shared_bet (
  id serial PRIMARY KEY,
  round_id integer NOT NULL REFERENCES casino_shared_round (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  client_ref text NOT NULL,
  placement jsonb NOT NULL,
  stake integer NOT NULL CHECK (stake > 0),
  auto_cash_out integer CHECK (auto_cash_out IS NULL OR auto_cash_out > 100),
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  cashed_out_at integer CHECK (cashed_out_at IS NULL OR cashed_out_at >= 100),
  win integer NOT NULL DEFAULT 0 CHECK (win >= 0),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (user_id, client_ref)
);
CREATE INDEX casino_shared_bet_round ON casino_shared_bet (round_id, status);
CREATE INDEX casino_shared_bet_user ON casino_shared_bet (user_id, id DESC);
