-- The shell, second part: the redirect service's table and the support chat.
--
-- POST /web-api/redirects-api/api/v1/redirect-light {url} answers from redirect_rule
-- (server/shell/redirects.ts). from_path is a path with its language, or with
-- {lng} standing for any language ('/{lng}/sportsbook' → '/{lng}/line'); an
-- exact row wins over a {lng} row. to_url is a same-site path or an http(s) URL.
-- Rules may chain (A → B → C): the service follows them and names the steps.
-- Example (move an old campaign page for good):
--   INSERT INTO redirect_rule (from_path, to_url, code, reason) VALUES ('/en/euro-2024', '/en/promotions', 301, 'campaign ended');
CREATE TABLE redirect_rule (
  from_path text PRIMARY KEY CHECK (from_path ~ '^/[^/?#]' AND from_path !~ '[?#]'),
  to_url text NOT NULL CHECK (to_url ~ '^(/[^/]|https?://)'),
  code integer NOT NULL DEFAULT 301 CHECK (code IN (301, 302)),
  reason text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO redirect_rule (from_path, to_url, code, reason) VALUES
  ('/{lng}/sportsbook', '/{lng}/line', 301, 'old sportsbook section'),
  ('/{lng}/sportsbook/live', '/{lng}/live', 301, 'old live section'),
  ('/{lng}/casino-games', '/{lng}/slots', 301, 'old casino section'),
  ('/{lng}/help/contact-us', '/{lng}/contacts', 301, 'old help centre'),
  ('/{lng}/help', '/{lng}/help/contact-us', 301, 'old help centre'),
  ('/ru/akcii', '/ru/promotions', 301, 'old Russian promotions page'),
  ('/{lng}/world-cup-2022', '/{lng}/promotions', 302, 'campaign ended');

-- Support chat (SPEC 6: only with a consultant id): each player message is a
-- support request of kind 'chat'; the conversation is the id of its first
-- request. Messages both ways live in support_chat_message, in order.
ALTER TABLE support_request DROP CONSTRAINT support_request_kind_check;
ALTER TABLE support_request ADD CONSTRAINT support_request_kind_check CHECK (kind IN ('callback', 'email', 'chat'));
ALTER TABLE support_request ADD COLUMN conversation_id integer;
CREATE TABLE support_chat_message (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL,
  author text NOT NULL CHECK (author IN ('player', 'operator')),
  body text NOT NULL CHECK (body <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_chat_message_conversation ON support_chat_message (conversation_id, id);
