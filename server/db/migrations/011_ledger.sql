-- The double-entry ledger (server/ledger, server/wallet/README.md): the one
-- record of every movement of money. A movement is a set of entries that sum
-- to zero per currency; a player account's cached balance (account.money)
-- changes only in the transaction that writes its entries, and
-- `npm run ledger:check` proves both at any time.

-- Every account money can sit on: the players' accounts (one row per
-- `account` row, whose money caches its balance) and the operator's own, one
-- per kind and currency. Only operator accounts may go below zero.
CREATE TABLE ledger_account (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('player', 'house', 'provider_clearing', 'pending_withdrawals', 'promotions', 'opening_balance')),
  currency_id integer NOT NULL REFERENCES currency (id),
  -- The player's account row. No foreign key on purpose: an emptied currency
  -- account a player removes keeps its history here (its entries sum to zero).
  player_account_id integer UNIQUE,
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'player') = (player_account_id IS NOT NULL)),
  CHECK ((kind = 'player') = (user_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_account_operator ON ledger_account (kind, currency_id) WHERE kind <> 'player';
CREATE INDEX ledger_account_user ON ledger_account (user_id) WHERE user_id IS NOT NULL;

-- One row per movement. (key_scope, idempotency_key) is unique: a request
-- that moves money repeated with its key finds the first movement instead of
-- writing a second; request_hash tells a repeat from a conflict. Keys are kept
-- for ever.
CREATE TABLE ledger_movement (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('opening_balance', 'deposit', 'withdrawal_request', 'withdrawal_paid', 'withdrawal_refused',
    'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium', 'insurance_refund', 'promo_voucher',
    'bonus_credit', 'bonus_conversion', 'casino_round_debit', 'casino_round_credit', 'manual_correction')),
  -- Whose key it is: 'user:<id>' for a player's request, 'bet', 'payment', 'operator', 'seed', 'system'.
  key_scope text NOT NULL CHECK (key_scope <> ''),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  -- The player the movement concerns (history, ownership of a payment request's transaction).
  user_id integer,
  -- What it is about: ('coupon', '12'), ('intent', 'pi_...'), ('withdrawal', '4'), ('account', '7').
  ref_type text,
  ref_id text,
  memo text,
  created_at timestamptz NOT NULL,
  UNIQUE (key_scope, idempotency_key)
);
CREATE INDEX ledger_movement_user ON ledger_movement (user_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX ledger_movement_ref ON ledger_movement (ref_type, ref_id);

CREATE TABLE ledger_entry (
  id serial PRIMARY KEY,
  movement_id integer NOT NULL REFERENCES ledger_movement (id),
  ledger_account_id integer NOT NULL REFERENCES ledger_account (id),
  currency_id integer NOT NULL REFERENCES currency (id),
  -- Signed: positive raises the account's balance.
  amount integer NOT NULL CHECK (amount <> 0),
  -- A player account's balance right after this entry (its running balance); null on operator accounts.
  balance_after integer CHECK (balance_after >= 0)
);
CREATE INDEX ledger_entry_account ON ledger_entry (ledger_account_id, id);
CREATE INDEX ledger_entry_movement ON ledger_entry (movement_id);

-- Events for the player's channel (GET /web-api/player/events), written in
-- the transaction of what they report, so a committed movement always has its
-- event and a rolled-back one never does. Every server process polls this
-- table (and hears the notification below at once), so the channel works with
-- several processes.
CREATE TABLE player_event (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX player_event_user ON player_event (user_id, id);

CREATE FUNCTION player_event_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('player_event', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER player_event_notify AFTER INSERT ON player_event FOR EACH STATEMENT EXECUTE FUNCTION player_event_notify();

-- Every account has its ledger account from the start, and every currency the
-- operator's: a movement never creates one, so it cannot half-create one.
CREATE FUNCTION ledger_account_of_player() RETURNS trigger AS $$
BEGIN
  INSERT INTO ledger_account (kind, currency_id, player_account_id, user_id) VALUES ('player', NEW.currency_id, NEW.id, NEW.user_id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER account_ledger_account AFTER INSERT ON account FOR EACH ROW EXECUTE FUNCTION ledger_account_of_player();

CREATE FUNCTION ledger_accounts_of_currency() RETURNS trigger AS $$
BEGIN
  INSERT INTO ledger_account (kind, currency_id)
    SELECT k, NEW.id FROM unnest(ARRAY['house', 'provider_clearing', 'pending_withdrawals', 'promotions', 'opening_balance']) AS k;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER currency_ledger_accounts AFTER INSERT ON currency FOR EACH ROW EXECUTE FUNCTION ledger_accounts_of_currency();

-- Opening balances: every account that existed before the ledger gets its
-- ledger account, and one that holds money gets one movement that brings
-- that money from the operator's equity (opening_balance), so the cached
-- balances equal their entries from the first day.
INSERT INTO ledger_account (kind, currency_id, player_account_id, user_id)
  SELECT 'player', a.currency_id, a.id, a.user_id FROM account a ORDER BY a.id;
INSERT INTO ledger_account (kind, currency_id)
  SELECT k, c.id FROM currency c, unnest(ARRAY['house', 'provider_clearing', 'pending_withdrawals', 'promotions', 'opening_balance']) AS k
   ORDER BY c.id, k;
INSERT INTO ledger_movement (kind, key_scope, idempotency_key, request_hash, user_id, ref_type, ref_id, memo, created_at)
  SELECT 'opening_balance', 'system', 'opening:' || a.id, 'opening', a.user_id, 'account', a.id::text, 'Balance before the ledger', now()
    FROM account a WHERE a.money <> 0 ORDER BY a.id;
INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount, balance_after)
  SELECT m.id, la.id, a.currency_id, a.money, a.money
    FROM account a
    JOIN ledger_movement m ON m.key_scope = 'system' AND m.idempotency_key = 'opening:' || a.id
    JOIN ledger_account la ON la.player_account_id = a.id
   WHERE a.money <> 0;
INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount, balance_after)
  SELECT m.id, eq.id, a.currency_id, -a.money, NULL
    FROM account a
    JOIN ledger_movement m ON m.key_scope = 'system' AND m.idempotency_key = 'opening:' || a.id
    JOIN ledger_account eq ON eq.kind = 'opening_balance' AND eq.currency_id = a.currency_id
   WHERE a.money <> 0;

-- A player's balance never goes below zero, whatever writes it.
ALTER TABLE account ADD CONSTRAINT account_money_not_negative CHECK (money >= 0);

-- bet_ledger is no longer written: its history up to this migration is in
-- the opening balances; the ledger above records every movement since.
COMMENT ON TABLE bet_ledger IS
  'History of bet money before migration 011; the ledger (ledger_movement, ledger_entry) records every movement since.';

-- The wallet settings of a database seeded before they existed (as 010 does).
INSERT INTO site_config_field (country_code, field, value)
SELECT '*', 'firstDepositBonusSetting',
  ('{"percent":100,"capByCurrency":{"RUB":1000000,"USD":10000,"EUR":10000,"GBP":10000},'
   '"wageringMultiplier":5,"days":30,"maxConversionMultiplier":1}')::jsonb
WHERE EXISTS (SELECT 1 FROM site_config_field)
ON CONFLICT (country_code, field) DO NOTHING;
INSERT INTO site_config_field (country_code, field, value)
SELECT '*', 'withdrawalSettings',
  '{"depositTurnoverRequired":true,"verificationThresholdByCurrency":{"RUB":5000000,"USD":50000,"EUR":50000,"GBP":50000}}'::jsonb
WHERE EXISTS (SELECT 1 FROM site_config_field)
ON CONFLICT (country_code, field) DO NOTHING;
