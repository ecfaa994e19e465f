-- Referral tracking (docs/referral.md): the affiliate partners a landing's
-- btag / tag / qtag / affid / aip may name, and what each new player was
-- credited to. A player's referral code is their id (the refererid cookie).
CREATE TABLE partner (
  code text PRIMARY KEY CHECK (code <> '' AND length(code) <= 128),
  name text NOT NULL CHECK (name <> ''),
  enabled boolean NOT NULL DEFAULT true
);

-- One row per player registered with a known referrer or partner; unknown
-- codes leave no row. The link is the landing's tags as sent (reflinkid).
CREATE TABLE player_attribution (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  referrer_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  partner_code text REFERENCES partner (code) ON DELETE SET NULL,
  sub_id text,
  link text,
  created_at timestamptz NOT NULL,
  CHECK (referrer_id IS NULL OR referrer_id <> user_id)
);
CREATE INDEX player_attribution_partner ON player_attribution (partner_code) WHERE partner_code IS NOT NULL;
CREATE INDEX player_attribution_referrer ON player_attribution (referrer_id) WHERE referrer_id IS NOT NULL;

-- SPEC 7: when a signed-in player answered the cookie question (sent after sign-in when the config logs it).
CREATE TABLE cookies_agreement (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  agree_type smallint NOT NULL CHECK (agree_type IN (0, 1, 2)),
  -- Null: answered before the client that logged it started (it knew the answer, not its time).
  agreed_at timestamptz,
  logged_at timestamptz NOT NULL
);

-- A database seeded before this setting existed logs the agreement like a fresh demo seed does.
INSERT INTO site_config_field (country_code, field, value)
SELECT '*', 'isCookiesAgreeLogEnabled', 'true'::jsonb
WHERE EXISTS (SELECT 1 FROM site_config_field)
ON CONFLICT (country_code, field) DO NOTHING;
