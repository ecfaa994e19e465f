-- Free spins (server/bonus/README.md "Free spins"): a grant of spins of one
-- slot at a fixed stake, played without the player's money; their wins add up
-- on the grant and become one bonus (bonus_wagering, source free_spins) when
-- the grant ends, credited by the new movement kind free_spin_win.
CREATE TABLE free_spin_grant (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  game_id text NOT NULL,
  -- The game's name when granted: the bonus pages list the grant without the catalogue.
  game_name text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  spins_left integer NOT NULL CHECK (spins_left >= 0 AND spins_left <= count),
  stake integer NOT NULL CHECK (stake > 0),
  currency_id integer NOT NULL REFERENCES currency (id),
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'expired', 'forfeited')),
  source text NOT NULL CHECK (source IN ('admin', 'promotion')),
  -- The granting side's own words: a promotion's id, an operator's reason.
  reference text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL UNIQUE,
  -- What the spins played so far won; money only once the grant ends and bonus_id is set.
  won integer NOT NULL DEFAULT 0 CHECK (won >= 0),
  bonus_id integer REFERENCES bonus_wagering (id),
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK ((status = 'active') = (ended_at IS NULL)),
  CHECK (status <> 'used' OR spins_left = 0)
);
CREATE INDEX free_spin_grant_player ON free_spin_grant (user_id, game_id) WHERE status = 'active';
CREATE INDEX free_spin_grant_active_expiry ON free_spin_grant (expires_at) WHERE status = 'active';
-- Ended with wins not yet credited (a bonus of the currency was running): the expiry pass credits them once it has ended.
CREATE INDEX free_spin_grant_uncredited ON free_spin_grant (id) WHERE status IN ('used', 'expired') AND won > 0 AND bonus_id IS NULL;

-- A round played as a free spin names its grant (no stake left the player's account).
ALTER TABLE casino_round ADD COLUMN free_spin_grant_id integer REFERENCES free_spin_grant (id);

ALTER TABLE ledger_movement DROP CONSTRAINT ledger_movement_kind_check;
ALTER TABLE ledger_movement ADD CONSTRAINT ledger_movement_kind_check CHECK (kind IN ('opening_balance', 'deposit', 'withdrawal_request',
  'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium',
  'insurance_refund', 'promo_voucher', 'bonus_credit', 'bonus_conversion', 'casino_round_debit', 'casino_round_credit', 'manual_correction',
  'account_transfer', 'referral_reward', 'bonus_expiry', 'bonus_forfeit', 'cashback_credit', 'free_spin_win'));
