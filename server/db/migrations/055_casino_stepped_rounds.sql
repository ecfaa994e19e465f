-- Stepped rounds (video poker, blackjack): a round the player plays on with decisions. The row holds the engine's
-- state between steps; each step is a row of its own (its key answers a retry, its action replays the round).
-- When the round is over it is also written to casino_round (its record: history, recall, verification) and linked.
CREATE TABLE casino_stepped_round (
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
  draws integer NOT NULL,
  -- The state the round started with (a repeated start answers with it) and the state now.
  start_state jsonb NOT NULL,
  state jsonb NOT NULL,
  start_balance integer NOT NULL,
  -- Everything staked so far: the bet plus each action's extra stake.
  stake integer NOT NULL CHECK (stake > 0),
  win integer NOT NULL DEFAULT 0 CHECK (win >= 0),
  currency_iso text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  round_id integer REFERENCES casino_round (id),
  UNIQUE (owner, idempotency_key),
  UNIQUE (seed_id, nonce),
  CHECK (demo = (user_id IS NULL)),
  CHECK ((finished_at IS NULL) = (round_id IS NULL))
);
-- One open round per player and game.
CREATE UNIQUE INDEX casino_stepped_round_open ON casino_stepped_round (owner, game_id) WHERE finished_at IS NULL;
CREATE INDEX casino_stepped_round_owner_open ON casino_stepped_round (owner) WHERE finished_at IS NULL;

CREATE TABLE casino_stepped_step (
  round_id integer NOT NULL REFERENCES casino_stepped_round (id),
  seq integer NOT NULL CHECK (seq >= 1),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  action jsonb NOT NULL,
  extra_stake integer NOT NULL CHECK (extra_stake >= 0),
  -- The state after the action, the round's stake then and the balance it left: a retry of the key answers with them.
  state jsonb NOT NULL,
  stake_after integer NOT NULL CHECK (stake_after > 0),
  balance_after integer NOT NULL,
  acted_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, seq),
  UNIQUE (round_id, idempotency_key)
);
