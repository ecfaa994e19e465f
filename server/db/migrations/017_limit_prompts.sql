-- The limit prompts (server/limits/README.md "Prompts"): when the player last
-- reviewed the limits without changing them, and when they said "not now" to
-- the deposit-limit prompt after registration. A change of a limit is its own
-- review (player_limit_audit); this keeps only what leaves no audit row.
CREATE TABLE player_limit_prompt (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  reviewed_at timestamptz,
  deposit_prompt_dismissed_at timestamptz
);
