-- Cashback (server/cashback/README.md): the programs are data in
-- src/protocol/constants/cashback.ts; the database keeps who belongs to which
-- tier, every payout made, and the club points they add.

-- The player's cashback tier, set by the operator (PUT /web-api/admin/cashback/tier); no row is 'standard'.
CREATE TABLE cashback_tier (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  tier text NOT NULL CHECK (tier IN ('standard', 'vip', 'premium')),
  set_at timestamptz NOT NULL
);

-- Club points: points are not money, so they live here and not in the ledger; one row per credit, its key unique
-- (the same idempotency as a money payout: `cashback:<program>:<period>:<user>`). pointsAccumulated is their sum.
CREATE TABLE club_points (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX club_points_user ON club_points (user_id);

-- One row per closed period, player, program and currency the job settled: what was lost and what it paid
-- (money through the ledger's cashback_credit movement, or points). A period settled with nothing due keeps its
-- row too, so the job never looks at it again.
CREATE TABLE cashback_payout (
  id serial PRIMARY KEY,
  program text NOT NULL CHECK (program IN ('sport', 'vip', 'premium')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  currency_id integer NOT NULL REFERENCES currency (id),
  net_loss bigint NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  points integer NOT NULL CHECK (points >= 0),
  movement_id integer REFERENCES ledger_movement (id),
  points_id integer REFERENCES club_points (id),
  paid_at timestamptz NOT NULL,
  CHECK (amount = 0 OR points = 0),
  UNIQUE (program, period_start, user_id, currency_id)
);
CREATE INDEX cashback_payout_user ON cashback_payout (user_id, program, id);

-- The job reads a period's movements of a product's kinds by time.
CREATE INDEX ledger_movement_kind_created ON ledger_movement (kind, created_at);

ALTER TABLE ledger_movement DROP CONSTRAINT ledger_movement_kind_check;
ALTER TABLE ledger_movement ADD CONSTRAINT ledger_movement_kind_check CHECK (kind IN ('opening_balance', 'deposit', 'withdrawal_request',
  'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium',
  'insurance_refund', 'promo_voucher', 'bonus_credit', 'bonus_conversion', 'casino_round_debit', 'casino_round_credit', 'manual_correction',
  'account_transfer', 'referral_reward', 'bonus_expiry', 'bonus_forfeit', 'cashback_credit'));
