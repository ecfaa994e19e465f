-- Provably fair seeds: one current pair per owner ('user:<id>' or 'demo:<session>'); rotating reveals the server seed
-- (revealed_at set) and starts a new pair. The secret never leaves the server before its reveal.
CREATE TABLE casino_seed (
  id serial PRIMARY KEY,
  owner text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX casino_seed_current ON casino_seed (owner) WHERE revealed_at IS NULL;

-- A guest's (or a player's) play money: never the ledger, never the limits.
CREATE TABLE casino_demo_session (
  id text PRIMARY KEY,
  balance integer NOT NULL CHECK (balance >= 0),
  created_at timestamptz NOT NULL
);

-- Every own-round game round, written in the same transaction as its ledger movements (real money) or its demo balance:
-- there is no half-played round to finish or refund after a crash.
CREATE TABLE casino_round (
  id serial PRIMARY KEY,
  owner text NOT NULL,
  user_id integer REFERENCES app_user (id),
  demo boolean NOT NULL,
  game_id text NOT NULL,
  engine text NOT NULL,
  variant text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  seed_id integer NOT NULL REFERENCES casino_seed (id),
  nonce integer NOT NULL,
  bet jsonb NOT NULL,
  outcome jsonb NOT NULL,
  draws integer NOT NULL,
  stake integer NOT NULL CHECK (stake > 0),
  win integer NOT NULL CHECK (win >= 0),
  currency_iso text NOT NULL,
  balance_after integer NOT NULL,
  played_at timestamptz NOT NULL,
  UNIQUE (owner, idempotency_key),
  UNIQUE (seed_id, nonce),
  CHECK (demo = (user_id IS NULL))
);
CREATE INDEX casino_round_owner_game ON casino_round (owner, game_id, id DESC);
CREATE INDEX casino_round_user ON casino_round (user_id, id DESC) WHERE user_id IS NOT NULL;
