-- The security audit log (server/auth/audit.ts): what happened to a player's
-- account, from where. Rows are only ever inserted by the code; the one
-- delete is the retention trim of rows past SECURITY_EVENT_RETENTION_MS.
CREATE TABLE security_event (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  kind text NOT NULL,
  at timestamptz NOT NULL,
  client_ip text,
  -- Browser and system summarised from the user agent ("Chrome on Windows").
  device text,
  -- The device fingerprint's hash when the call carried one.
  fingerprint text,
  -- The sha-256 of the session the event came from (never the cookie).
  session_hash text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX security_event_user ON security_event (user_id, id DESC);
CREATE INDEX security_event_device ON security_event (user_id, device) WHERE kind = 'sign_in';
CREATE INDEX security_event_at ON security_event (at);

-- Where each session was opened, for the player's list of sessions.
ALTER TABLE user_session ADD COLUMN client_ip text;
ALTER TABLE user_session ADD COLUMN device text;
ALTER TABLE user_session ADD COLUMN fingerprint text;
