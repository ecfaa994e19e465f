-- Accounts, sessions and everything sign-in needs (SPEC sections 3, 4, 6, 7).
-- Secrets are never stored in clear: passwords as scrypt strings, session
-- ids, one-time codes and tokens as sha-256 hex of the random value.

-- Server secrets generated on first start when the environment gives none
-- (AUTH_SECRET signs the user tokens).
CREATE TABLE auth_secret (
  name text PRIMARY KEY,
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Currencies an account can be opened in.
CREATE TABLE currency (
  id integer PRIMARY KEY,
  iso text NOT NULL UNIQUE CHECK (iso ~ '^[A-Z]{3}$'),
  symbol text NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO currency (id, iso, symbol) VALUES
  (1, 'RUB', '₽'), (2, 'USD', '$'), (3, 'EUR', '€'), (4, 'GBP', '£'),
  (5, 'KZT', '₸'), (6, 'UAH', '₴'), (7, 'INR', '₹'), (8, 'TRY', '₺');

-- The versions of the site terms; the newest row is in force.
CREATE TABLE terms_version (
  version integer PRIMARY KEY,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO terms_version (version) VALUES (1);

CREATE TABLE app_user (
  id serial PRIMARY KEY,
  login text NOT NULL,
  email text,
  phone_code text,
  phone_number text,
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  -- false until the e-mail activation link is followed (full_reg).
  is_active boolean NOT NULL DEFAULT true,
  registration_type text NOT NULL CHECK (registration_type IN ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'demo')),
  -- 0 decline, 1 sport bonus, 2 casino bonus.
  bonus_choice integer NOT NULL DEFAULT 0 CHECK (bonus_choice IN (0, 1, 2)),
  user_name text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT 'ru',
  country_id integer NOT NULL DEFAULT 1,
  -- 0 none, 1 email, 2 email and phone, 3 phone only.
  activation_type integer NOT NULL DEFAULT 0 CHECK (activation_type BETWEEN 0 AND 3),
  ref_id integer NOT NULL DEFAULT 0,
  hide_balance boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  is_changed_password boolean NOT NULL DEFAULT false,
  enable_two_factor_auth boolean NOT NULL DEFAULT false,
  enable_phone_binding boolean NOT NULL DEFAULT false,
  enable_security_question boolean NOT NULL DEFAULT false,
  enable_email_auth boolean NOT NULL DEFAULT false,
  ban_level integer NOT NULL DEFAULT 0 CHECK (ban_level >= 0),
  ban_version integer NOT NULL DEFAULT 0,
  user_status_id integer NOT NULL DEFAULT 1,
  -- Verification fields and user_data of SPEC 3 User config, edited by the operator.
  verification jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  disallow_line_sport jsonb NOT NULL DEFAULT '[]'::jsonb,
  disallow_live_sport jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- 0 not allowed, 1 main account, 2 additional account.
  convert_account integer NOT NULL DEFAULT 0 CHECK (convert_account IN (0, 1, 2)),
  accepted_terms_version integer NOT NULL DEFAULT 1,
  accepted_terms_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_login_key ON app_user (lower(login));
CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX app_user_phone_key ON app_user (phone_code, phone_number) WHERE phone_number IS NOT NULL;

-- A player's link to an identity provider (soc_reg and social login).
CREATE TABLE social_identity (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

CREATE TABLE user_session (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  remember boolean NOT NULL DEFAULT false
);
CREATE INDEX user_session_user ON user_session (user_id);

-- Money in integer minor units of the currency; points are whole numbers.
CREATE TABLE account (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  -- 0 main, 4 bonus, 9 currency account.
  type integer NOT NULL CHECK (type IN (0, 4, 9)),
  currency_id integer NOT NULL REFERENCES currency (id),
  money integer NOT NULL DEFAULT 0,
  points integer NOT NULL DEFAULT 0,
  label text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT false,
  is_points_type_balance boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_user ON account (user_id);
CREATE UNIQUE INDEX account_one_active ON account (user_id) WHERE is_active;
CREATE UNIQUE INDEX account_one_per_currency ON account (user_id, currency_id) WHERE type = 9;

-- One-time secrets: SMS and e-mail codes, activation and reset tokens,
-- two-step tickets, pending registrations and social identities.
CREATE TABLE auth_code (
  id serial PRIMARY KEY,
  purpose text NOT NULL,
  -- What the code is for: a user id, a phone 'code:number', an e-mail, a ticket hash.
  target text NOT NULL,
  secret_hash text NOT NULL,
  user_id integer REFERENCES app_user (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_code_lookup ON auth_code (purpose, target);
CREATE INDEX auth_code_secret ON auth_code (purpose, secret_hash);

-- Failed sign-in attempts, per login and per client address (rate limiting).
CREATE TABLE login_failure (
  scope text NOT NULL CHECK (scope IN ('login', 'ip')),
  key text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failure_lookup ON login_failure (scope, key, failed_at);

-- Captcha challenges: the answer stored hashed, single use, with an expiry.
CREATE TABLE captcha_challenge (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  solved boolean NOT NULL DEFAULT false,
  used_at timestamptz
);

-- Messages a real site sends by SMS or e-mail; the development debugger shows them.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  subject text NOT NULL,
  body text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL
);
