-- Transfers between a player's own accounts (server/office, docs in
-- server/office/README.md): a new movement kind and, for moves between
-- currencies, the operator's `exchange` account in every currency (it buys
-- the source currency and sells the target one at the configured rate, so
-- each currency's entries still sum to zero).

ALTER TABLE ledger_movement DROP CONSTRAINT ledger_movement_kind_check;
ALTER TABLE ledger_movement ADD CONSTRAINT ledger_movement_kind_check CHECK (kind IN ('opening_balance', 'deposit',
  'withdrawal_request', 'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund',
  'cash_out', 'insurance_premium', 'insurance_refund', 'promo_voucher', 'bonus_credit', 'bonus_conversion', 'casino_round_debit',
  'casino_round_credit', 'manual_correction', 'account_transfer'));

ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_kind_check;
ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_kind_check CHECK (kind IN ('player', 'house', 'provider_clearing',
  'pending_withdrawals', 'promotions', 'opening_balance', 'exchange'));

INSERT INTO ledger_account (kind, currency_id) SELECT 'exchange', c.id FROM currency c
  WHERE NOT EXISTS (SELECT 1 FROM ledger_account la WHERE la.kind = 'exchange' AND la.currency_id = c.id);

CREATE OR REPLACE FUNCTION ledger_accounts_of_currency() RETURNS trigger AS $$
BEGIN
  INSERT INTO ledger_account (kind, currency_id)
    SELECT k, NEW.id
      FROM unnest(ARRAY['house', 'provider_clearing', 'pending_withdrawals', 'promotions', 'opening_balance', 'exchange']) AS k;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- The saved payment methods a player removed from office/wallets: the history stays, the method is no longer offered as theirs.
CREATE TABLE office_hidden_wallet (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  method_id text NOT NULL CHECK (length(method_id) BETWEEN 1 AND 32),
  hidden_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, method_id)
);
