-- Virtual sports (server/virtualSports/README.md).

-- A sport's seed chain, as the casino's shared tables keep theirs: the secret
-- s_N stays here, s_0 (terminal_hash) is public from the chain's creation,
-- event i plays s_i. next_index is the next event's i.
CREATE TABLE virtual_chain (
  id serial PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'tennis', 'racing')),
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL CHECK (salt <> '' AND length(salt) <= 100),
  next_index integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  CHECK (next_index BETWEEN 1 AND length + 1)
);
CREATE INDEX virtual_chain_sport ON virtual_chain (sport, id);

-- One scheduled event: its slot (kick-off = slot * interval + offset), the
-- seed that decides it (so its odds, play and result are recomputed from the
-- row), and when its result was handed to the bets. Its game id in the
-- coupon is 1 500 000 + id.
CREATE TABLE virtual_event (
  id serial PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'tennis', 'racing')),
  slot bigint NOT NULL,
  chain_id integer NOT NULL REFERENCES virtual_chain (id),
  chain_index integer NOT NULL CHECK (chain_index > 0),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  kick_off_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > kick_off_at),
  settled_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (sport, slot),
  UNIQUE (chain_id, chain_index)
);
CREATE INDEX virtual_event_unsettled ON virtual_event (ends_at) WHERE settled_at IS NULL;
CREATE INDEX virtual_event_sport ON virtual_event (sport, slot DESC);
