-- The player's messages from the operator (server/messages/README.md): the
-- inbox, its unread count (user_msg_count) and the web push subscriptions.
CREATE TABLE player_message (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  topic text NOT NULL,
  -- The notification a new message raises; null: only the inbox and its badge.
  kind text,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  body text,
  link text,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- Web push still to send once the message's transaction has committed (the dispatcher clears it).
  push_due boolean NOT NULL DEFAULT true
);
CREATE INDEX player_message_user ON player_message (user_id, id DESC);
CREATE INDEX player_message_unread ON player_message (user_id) WHERE read_at IS NULL;
CREATE INDEX player_message_push_due ON player_message (id) WHERE push_due;

-- A committed message wakes the push dispatcher of every process at once (polling is the fallback).
CREATE FUNCTION player_message_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('player_message', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER player_message_notify AFTER INSERT ON player_message FOR EACH STATEMENT EXECUTE FUNCTION player_message_notify();

-- One browser's push subscription, owned by the player who subscribed in it. The service worker has
-- no translations, so the titles per topic in the player's language come with the subscription.
CREATE TABLE push_subscription (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL,
  titles jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscription_user ON push_subscription (user_id);
