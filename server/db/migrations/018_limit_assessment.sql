-- The self-assessment a site may ask before a looser limit (server/limits/README.md):
-- a token per asked change, owned by the player who asked, answered once
-- before it expires. The asked actions wait here, not in player_limit: until
-- the test is passed nothing about the limit has changed.
CREATE TABLE limit_assessment_token (
  guid text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  -- The limit actions of the POST limits that asked, as the core takes them.
  actions jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when answered (passed or failed): a token answers once.
  used_at timestamptz,
  passed boolean,
  score integer
);
CREATE INDEX limit_assessment_token_user ON limit_assessment_token (user_id, created_at);

-- SPEC 5: availableLimitIds names the limit types that load for deposits
-- (20 to 22), the session limit (31) and the reality check (32). The demo
-- seed held placeholder ids that name none of them; a site still holding
-- exactly those gets the types it has always shown.
UPDATE site_config_field SET value = '[20, 21, 22, 31, 32]'::jsonb
  WHERE field = 'availableLimitIds' AND value = '[1, 2, 3, 4, 5, 6]'::jsonb;
