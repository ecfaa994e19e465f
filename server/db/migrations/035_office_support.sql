-- The office's support pages (server/officeSupport/README.md).

-- A request filed from office/support is a support_request of kind 'office'
-- with a category; its thread (the operator's answers) is support_chat_message
-- under conversation_id = its own id, as a chat's is.
ALTER TABLE support_request DROP CONSTRAINT support_request_kind_check;
ALTER TABLE support_request ADD CONSTRAINT support_request_kind_check CHECK (kind IN ('callback', 'email', 'chat', 'office'));
ALTER TABLE support_request ADD COLUMN category text CHECK (category IS NULL OR length(category) <= 40);
ALTER TABLE support_request ADD CONSTRAINT support_request_office_category CHECK ((kind = 'office') = (category IS NOT NULL));

-- The one attachment of a request: kept in the database, never under the web
-- root, served only to its owner by the attachment route.
CREATE TABLE support_attachment (
  id serial PRIMARY KEY,
  request_id integer NOT NULL UNIQUE REFERENCES support_request (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (file_name <> '' AND length(file_name) <= 120),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);

-- The player's personal manager, when the operator assigned one.
CREATE TABLE personal_manager (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  email text,
  phone text,
  hours text,
  assigned_at timestamptz NOT NULL
);

CREATE TABLE player_idea (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  category text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX player_idea_user ON player_idea (user_id, id);

-- A blocked player's appeals and the operator's answer to each.
CREATE TABLE block_appeal (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  answer text,
  answered_at timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX block_appeal_user ON block_appeal (user_id, id);

-- Referral rewards are ledger movements of their own kind (one per friend and event, by idempotency key).
ALTER TABLE ledger_movement DROP CONSTRAINT ledger_movement_kind_check;
ALTER TABLE ledger_movement ADD CONSTRAINT ledger_movement_kind_check CHECK (kind IN ('opening_balance', 'deposit', 'withdrawal_request',
  'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled', 'bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium',
  'insurance_refund', 'promo_voucher', 'bonus_credit', 'bonus_conversion', 'casino_round_debit', 'casino_round_credit', 'manual_correction',
  'account_transfer', 'referral_reward'));
