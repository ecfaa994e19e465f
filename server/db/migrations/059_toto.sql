-- Toto (server/toto/README.md): draws of real games from the line, per section
-- one open at a time; coupons with 1/X/2 picks per game; settlement shares the
-- pool by tiers of right signs and carries what nobody won to a later draw.
-- Money moves only through the ledger (bet_stake / bet_win / bet_refund, ref toto_coupon).
CREATE TABLE toto_draw (
  id serial PRIMARY KEY,
  section text NOT NULL,
  currency_id integer NOT NULL REFERENCES currency (id),
  status text NOT NULL CHECK (status IN ('open', 'closed', 'settled', 'cancelled')),
  -- [{gameId, sport, champ {en, ru}, team1 {en, ru}, team2 {en, ru}, startTime, odds}] in the draw's order; results apart.
  games jsonb NOT NULL,
  -- The results per game in the draw's order ('1', 'X', '2', 'void'); set at settlement.
  results jsonb,
  stake_per_combination integer NOT NULL CHECK (stake_per_combination > 0),
  margin_pct numeric NOT NULL,
  shares_pct numeric[] NOT NULL,
  closes_at timestamptz NOT NULL,
  coupons integer NOT NULL DEFAULT 0,
  stakes bigint NOT NULL DEFAULT 0,
  -- Carried in from earlier draws (added to the top tier).
  jackpot bigint NOT NULL DEFAULT 0,
  -- Once settled: [{hits, amount, winners, perCombination, carried}] and their carried sum.
  tiers jsonb,
  carry_over bigint,
  -- The later draw the carry-over went into; null while no draw took it.
  carried_to integer REFERENCES toto_draw (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status IN ('settled', 'cancelled')) = (settled_at IS NOT NULL))
);
-- One draw taking coupons per section: two processes cannot both open one.
CREATE UNIQUE INDEX toto_draw_open_section ON toto_draw (section) WHERE status = 'open';
CREATE INDEX toto_draw_section ON toto_draw (section, id DESC);

CREATE TABLE toto_coupon (
  id serial PRIMARY KEY,
  draw_id integer NOT NULL REFERENCES toto_draw (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  idempotency_key text NOT NULL,
  -- Per game the signs picked, e.g. [["1"], ["1", "X"], ...].
  picks jsonb NOT NULL,
  combinations integer NOT NULL CHECK (combinations > 0),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  -- Once settled: combinations per number of right signs.
  distribution jsonb,
  prize bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX toto_coupon_draw ON toto_coupon (draw_id, id);
CREATE INDEX toto_coupon_user ON toto_coupon (user_id, id DESC);

-- The demo offers the toto (route number 64): a database seeded before gets it
-- in its site-wide availableRoutes too (a fresh one is seeded with it).
UPDATE site_config_field
SET value = value || (
  SELECT coalesce(jsonb_agg(n), '[]'::jsonb)
  FROM jsonb_array_elements('[64]'::jsonb) AS wanted(n)
  WHERE NOT value @> jsonb_build_array(n)
)
WHERE country_code = '*'
  AND field = 'availableRoutes'
  AND jsonb_typeof(value) = 'array';
