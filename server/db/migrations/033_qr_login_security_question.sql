-- QR sign-in: a one-time token a signed-in device shows as a QR code; another
-- device that confirms it within a minute signs in as that player. Only the
-- token's sha-256 is kept. `session_hash` is the session it opened, so the
-- showing device can tell it and end it.
CREATE TABLE qr_login (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  shown_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  session_hash text
);
CREATE INDEX qr_login_user ON qr_login (user_id, created_at);

-- The security question (SPEC protection method enable_security_question):
-- which question of the fixed list, and the answer under the password KDF.
ALTER TABLE app_user ADD COLUMN security_question_id integer;
ALTER TABLE app_user ADD COLUMN security_answer_hash text;
