-- Step-up: a session re-proves the player (password or a second-factor code)
-- before a sensitive change; it stays stepped-up until this time.
ALTER TABLE user_session ADD COLUMN stepped_up_until timestamptz;

-- Two-step by an authenticator app (TOTP, RFC 6238). One row per player:
-- pending until a code confirms it. The secret is sealed with AES-256-GCM
-- under a key derived from the server's token secret, never stored clear.
-- last_step is the newest time step a code was accepted for: a code of that
-- step or an older one is a replay.
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  last_step bigint
);

-- One-time recovery codes for when the app is lost: HMAC-SHA256 under the
-- server secret, each used once.
CREATE TABLE totp_recovery_code (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX totp_recovery_code_user ON totp_recovery_code (user_id, code_hash);
