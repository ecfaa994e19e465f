-- Money in and out (server/wallet, server/wallet/README.md): payment methods,
-- deposits (payment intents) and the simulated provider's own records and
-- webhook queue, withdrawals, the first-deposit bonus and its wagering terms,
-- and payment requests (a player's case about a payment). Every movement of
-- money they cause is written by the ledger (011).

-- Payment methods, and where each is offered: per direction, currency and
-- country ('*' every country; a country's own row wins). Amounts are minor
-- units; the fee is fixed minor units plus basis points of the amount.
CREATE TABLE payment_method (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_]{2,32}$'),
  name text NOT NULL CHECK (name <> ''),
  position integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE payment_method_limit (
  method_id text NOT NULL REFERENCES payment_method (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
  currency_id integer NOT NULL REFERENCES currency (id),
  country_code text NOT NULL CHECK (country_code = '*' OR country_code ~ '^[a-z]{2}$'),
  min_amount integer NOT NULL CHECK (min_amount > 0),
  max_amount integer NOT NULL,
  step integer NOT NULL DEFAULT 1 CHECK (step > 0),
  fee_fixed integer NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  fee_bp integer NOT NULL DEFAULT 0 CHECK (fee_bp BETWEEN 0 AND 10000),
  processing_min_minutes integer NOT NULL DEFAULT 0 CHECK (processing_min_minutes >= 0),
  processing_max_minutes integer NOT NULL DEFAULT 0,
  CHECK (max_amount >= min_amount),
  CHECK (processing_max_minutes >= processing_min_minutes),
  PRIMARY KEY (method_id, direction, currency_id, country_code)
);

INSERT INTO payment_method (id, name, position) VALUES
  ('card', 'Bank card (Visa, Mastercard)', 1),
  ('ewallet', 'E-wallet', 2),
  ('sbp', 'Faster Payments (SBP)', 3),
  ('bank_transfer', 'Bank transfer', 4);

INSERT INTO payment_method_limit (method_id, direction, currency_id, country_code, min_amount, max_amount, step, fee_fixed, fee_bp,
  processing_min_minutes, processing_max_minutes)
SELECT m.method_id, m.direction, c.id, m.country_code, m.min_amount * s.scale, m.max_amount * s.scale, 1, m.fee_fixed * s.scale, m.fee_bp,
  m.pmin, m.pmax
FROM (VALUES
  -- method, direction, country, min, max (in units of the scale below), fixed fee, basis points, processing minutes
  ('card', 'deposit', '*', 1, 5000, 0, 0, 0, 0),
  ('card', 'withdrawal', '*', 5, 3000, 0, 0, 60, 1440),
  ('ewallet', 'deposit', '*', 1, 2000, 0, 100, 0, 0),
  ('ewallet', 'withdrawal', '*', 2, 2000, 0, 0, 0, 60)
) AS m (method_id, direction, country_code, min_amount, max_amount, fee_fixed, fee_bp, pmin, pmax)
CROSS JOIN (VALUES
  -- One scale unit of each currency in minor units: 100.00 RUB, 2.00 USD ... so a "card deposit of 1 to 5000" is 100 to 500,000 RUB.
  ('RUB', 10000), ('USD', 200), ('EUR', 200), ('GBP', 200), ('KZT', 50000), ('UAH', 5000), ('INR', 10000), ('TRY', 5000)
) AS s (iso, scale)
JOIN currency c ON c.iso = s.iso;

-- The Faster Payments System: roubles, for Russia only. Bank transfers: withdrawals in dollars, euros, pounds.
INSERT INTO payment_method_limit (method_id, direction, currency_id, country_code, min_amount, max_amount, fee_fixed, fee_bp,
  processing_min_minutes, processing_max_minutes)
SELECT 'sbp', d.direction, c.id, 'ru', 10000, 60000000, 0, 0, 0, d.pmax FROM currency c
CROSS JOIN (VALUES ('deposit', 0), ('withdrawal', 15)) AS d (direction, pmax) WHERE c.iso = 'RUB';
INSERT INTO payment_method_limit (method_id, direction, currency_id, country_code, min_amount, max_amount, fee_fixed, fee_bp,
  processing_min_minutes, processing_max_minutes)
SELECT 'bank_transfer', 'withdrawal', c.id, '*', 5000, 5000000, 0, 0, 1440, 4320 FROM currency c WHERE c.iso IN ('USD', 'EUR', 'GBP');

-- A deposit as the site knows it. The id is random and long: it is in the
-- provider page's address. (user_id, idempotency_key) makes a repeated
-- request find the first intent; request_hash tells a repeat from a conflict.
CREATE TABLE payment_intent (
  id text PRIMARY KEY CHECK (id ~ '^pi_[A-Za-z0-9]{16,64}$'),
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  account_id integer NOT NULL,
  method_id text NOT NULL REFERENCES payment_method (id),
  currency_id integer NOT NULL REFERENCES currency (id),
  amount integer NOT NULL CHECK (amount > 0),
  fee integer NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  status text NOT NULL CHECK (status IN ('created', 'processing', 'requires_action', 'succeeded', 'failed', 'cancelled')),
  failure_reason text,
  -- The ledger movement that credited it.
  movement_id integer REFERENCES ledger_movement (id),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key),
  CHECK ((status = 'succeeded') = (movement_id IS NOT NULL))
);
CREATE INDEX payment_intent_user ON payment_intent (user_id, created_at DESC);

-- The simulated provider's own record of a payment (its side of the world:
-- the site learns of it only through signed webhooks).
CREATE TABLE provider_payment (
  intent_id text PRIMARY KEY,
  merchant text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  lang text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled')),
  card_last4 text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- What the provider will do later on its own: complete a pending payment, pay an approved payout.
CREATE TABLE provider_action (
  id serial PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('complete_payment', 'pay_payout')),
  ref text NOT NULL,
  -- What the action needs (a payout's amount and currency).
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  due_at timestamptz NOT NULL,
  done_at timestamptz,
  UNIQUE (action, ref)
);
CREATE INDEX provider_action_due ON provider_action (due_at) WHERE done_at IS NULL;

-- The provider's webhook queue: every event it must tell the site, sent over
-- HTTP until the site answers 2xx, with growing delays; a process that dies
-- (kill -9) leaves its deliveries here and the next one resumes them.
CREATE TABLE provider_delivery (
  id serial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  type text NOT NULL,
  -- The exact JSON body that is signed and sent.
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- Set while a pass sends it (its lease runs to next_attempt_at); cleared with the outcome.
  claimed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX provider_delivery_due ON provider_delivery (next_attempt_at) WHERE status = 'pending';

-- Webhook events the site applied (or found nothing to do for): the event id
-- is the key, so a duplicate delivery changes nothing.
CREATE TABLE webhook_event (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  note text NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE withdrawal (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  account_id integer NOT NULL,
  method_id text NOT NULL REFERENCES payment_method (id),
  currency_id integer NOT NULL REFERENCES currency (id),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'paid', 'refused', 'cancelled')),
  reason text,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX withdrawal_user ON withdrawal (user_id, id DESC);
CREATE INDEX withdrawal_open ON withdrawal (status, id) WHERE status IN ('pending', 'approved');

-- The first successful deposit of a player, once: the primary key makes two
-- deposits settling together agree on which was first.
CREATE TABLE first_deposit (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  intent_id text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The wagering terms of a bonus, for the promotions engine to come: what must
-- be staked from the bonus account by when, and the most it converts into.
CREATE TABLE bonus_wagering (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  account_id integer NOT NULL,
  movement_id integer NOT NULL REFERENCES ledger_movement (id),
  source text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  requirement integer NOT NULL CHECK (requirement >= 0),
  wagered integer NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  deadline timestamptz NOT NULL,
  max_conversion integer NOT NULL CHECK (max_conversion >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'expired', 'forfeited')),
  created_at timestamptz NOT NULL
);
CREATE INDEX bonus_wagering_user ON bonus_wagering (user_id, status);

-- Payment requests (office/payment/requests): topics, their subtopics (the
-- methods), the requests and their messages both ways.
CREATE TABLE payment_request_topic (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  -- The movement kinds a transaction of this topic may be.
  movement_kinds text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE payment_request_subtopic (
  id serial PRIMARY KEY,
  topic_id integer NOT NULL REFERENCES payment_request_topic (id) ON DELETE CASCADE,
  method_id text NOT NULL REFERENCES payment_method (id),
  UNIQUE (topic_id, method_id)
);
INSERT INTO payment_request_topic (id, key, movement_kinds, position) VALUES
  (1, 'deposit_not_credited', '{deposit}', 1),
  (2, 'withdrawal_delayed', '{withdrawal_request,withdrawal_paid,withdrawal_refused,withdrawal_cancelled}', 2),
  (3, 'other', '{}', 3);
INSERT INTO payment_request_subtopic (topic_id, method_id) VALUES
  (1, 'card'), (1, 'ewallet'), (1, 'sbp'),
  (2, 'card'), (2, 'ewallet'), (2, 'sbp'), (2, 'bank_transfer');

CREATE TABLE payment_request (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES payment_request_topic (id),
  subtopic_id integer REFERENCES payment_request_subtopic (id),
  movement_id integer REFERENCES ledger_movement (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payment_request_user ON payment_request (user_id, id DESC);
CREATE INDEX payment_request_status ON payment_request (status, updated_at);
CREATE TABLE payment_request_message (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES payment_request (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('player', 'operator')),
  body text NOT NULL CHECK (body <> ''),
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_request_message_request ON payment_request_message (request_id, id);
