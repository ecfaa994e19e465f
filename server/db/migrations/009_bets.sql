-- Bets: placements deduplicated by refId, coupons and their legs,
-- the results they settle by, the money ledger, and the players' promo codes.
-- Money is integer minor units of the account's currency; leg coefficients
-- are integer thousandths (1850 = 1.85), exactly as the coupon core reads them.

-- One row per refId a player sent: the unique key makes a retry, a second
-- tab or two requests at the same moment place one coupon. `answer` is what
-- the first request answered (coupon ids, singles, balance), repeated to the
-- others.
CREATE TABLE bet_placement (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  ref_id text NOT NULL CHECK (length(ref_id) BETWEEN 1 AND 128),
  -- sha-256 of the payload: the same refId with another coupon is a conflict, not a repeat.
  payload_hash text NOT NULL,
  type_id integer NOT NULL CHECK (type_id BETWEEN 0 AND 9),
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, ref_id)
);

CREATE TABLE bet_coupon (
  -- Printed as digits: print-coupon/{id}.
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES account (id),
  ref_id text NOT NULL,
  -- 9 for each single of many singles (each is its own coupon of type 0).
  placed_type_id integer NOT NULL CHECK (placed_type_id BETWEEN 0 AND 9),
  type_id integer NOT NULL CHECK (type_id BETWEEN 0 AND 9),
  system_value integer,
  -- The payload's amount and per-block stakes (conditional).
  amount integer NOT NULL CHECK (amount >= 0),
  amount_by_block jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- What the coupon cost (debit + prepaid) and the part a promo code paid.
  stake integer NOT NULL CHECK (stake > 0),
  prepaid integer NOT NULL DEFAULT 0 CHECK (prepaid >= 0 AND prepaid <= stake),
  -- Total coefficient at placement, for display (the arithmetic reads the legs).
  coef double precision NOT NULL,
  anti_express_coef_milli integer,
  -- The express bonus promised at placement (SPEC 5); re-checked on the legs left when some are void.
  express_bonus boolean NOT NULL DEFAULT false,
  -- Hyper bonus terms promised at placement: {percent, minBet, maxBonus}.
  hyper_bonus jsonb,
  promo_code text,
  is_vip boolean NOT NULL DEFAULT false,
  change_coef_action integer NOT NULL CHECK (change_coef_action BETWEEN 0 AND 2),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'sold')),
  payout integer CHECK (payout >= 0),
  hyper_bonus_amount integer,
  sold_amount integer CHECK (sold_amount > 0),
  sold_at timestamptz,
  insured_amount integer CHECK (insured_amount > 0 AND insured_amount <= stake),
  insurance_premium integer CHECK (insurance_premium >= 0),
  insurance_refund integer CHECK (insurance_refund >= 0),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  FOREIGN KEY (user_id, ref_id) REFERENCES bet_placement (user_id, ref_id) ON DELETE CASCADE,
  CHECK ((state = 'settled') = (payout IS NOT NULL)),
  CHECK ((state = 'sold') = (sold_amount IS NOT NULL))
);
CREATE INDEX bet_coupon_user_idx ON bet_coupon (user_id, id DESC);
CREATE INDEX bet_coupon_open_idx ON bet_coupon (id) WHERE state = 'open';

-- Names are copied at placement (English and Russian, like the catalogue):
-- a ticket shows what was bet on even after the game left the catalogue.
CREATE TABLE bet_leg (
  coupon_id integer NOT NULL REFERENCES bet_coupon (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  outcome_id integer NOT NULL,
  outcome_type_id integer NOT NULL,
  market_id integer NOT NULL,
  market_type_id integer NOT NULL,
  kind integer NOT NULL,
  param double precision,
  game_id integer NOT NULL,
  sport_id integer NOT NULL,
  champ_id integer NOT NULL,
  coef_milli integer NOT NULL CHECK (coef_milli > 1000),
  block_id integer NOT NULL,
  is_live boolean NOT NULL,
  start_at timestamptz NOT NULL,
  -- {sport, champ, opponent1, opponent2, market, outcome}: each {en, ru}.
  names jsonb NOT NULL,
  -- Bet status ids (SPEC 4): -2 open, 0 lose, 1 win, 2 return, 3 forced return, 4..6 halves.
  status integer NOT NULL DEFAULT -2 CHECK (status BETWEEN -2 AND 6),
  settled_at timestamptz,
  PRIMARY KEY (coupon_id, position)
);
CREATE INDEX bet_leg_open_game_idx ON bet_leg (game_id) WHERE status < 0;

-- The result each leg of a game was settled by, recorded once: a game the
-- simulator plays again after a crash cannot settle the same legs twice.
CREATE TABLE bet_game_result (
  game_id integer PRIMARY KEY,
  -- [[home, away], ...] per period; empty when the game was never played (abandoned).
  period_scores jsonb NOT NULL,
  finished_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);

-- Every move of money the bets make. One row per coupon and kind: a payout,
-- a cash-out or a refund can be credited once and only once.
CREATE TABLE bet_ledger (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES account (id),
  coupon_id integer NOT NULL REFERENCES bet_coupon (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('stake', 'payout', 'cashout', 'insurance_premium', 'insurance_refund')),
  -- Signed: stakes and premiums are negative.
  amount integer NOT NULL,
  balance_after integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (coupon_id, kind)
);
CREATE INDEX bet_ledger_account_idx ON bet_ledger (account_id, id);

-- Promo codes a player holds: a free-bet voucher that pays `amount` of one
-- coupon's stake (the prepaid amount), in the currency of `currency_id`.
CREATE TABLE bet_promo_code (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{3,64}$'),
  currency_id integer NOT NULL REFERENCES currency (id),
  amount integer NOT NULL CHECK (amount > 0),
  expires_at timestamptz,
  used_by_coupon integer REFERENCES bet_coupon (id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, code)
);
