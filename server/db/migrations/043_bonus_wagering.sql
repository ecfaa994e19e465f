-- The bonus engine (server/bonus/README.md): a bonus knows which product it is
-- wagered on (the registration choice: sport or casino), each stake counted
-- towards it is kept once by its id, and a bonus that ends by time or by the
-- player's choice gives what is left back to promotions with its own kinds.
ALTER TABLE bonus_wagering ADD COLUMN product text NOT NULL DEFAULT 'sport' CHECK (product IN ('sport', 'casino'));
ALTER TABLE bonus_wagering ADD COLUMN ended_at timestamptz;
-- What the bonus account held when the bonus ended, and how much of it reached the main account.
ALTER TABLE bonus_wagering ADD COLUMN converted integer CHECK (converted >= 0);
ALTER TABLE bonus_wagering ADD CONSTRAINT bonus_wagering_wagered_within CHECK (wagered <= requirement);
CREATE INDEX bonus_wagering_active_deadline ON bonus_wagering (deadline) WHERE status = 'active';

CREATE TABLE bonus_wager_stake (
  bonus_id integer NOT NULL REFERENCES bonus_wagering (id) ON DELETE CASCADE,
  stake_key text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (bonus_id, stake_key)
);

ALTER TABLE ledger_movement DROP CONSTRAINT ledger_movement_kind_check;
ALTER TABLE ledger_movement ADD CONSTRAINT ledger_movement_kind_check CHECK (kind IN ('opening_balance', 'deposit', 'withdrawal_request',
  'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium',
  'insurance_refund', 'promo_voucher', 'bonus_credit', 'bonus_conversion', 'casino_round_debit', 'casino_round_credit', 'manual_correction',
  'account_transfer', 'referral_reward', 'bonus_expiry', 'bonus_forfeit'));
