-- The reload bonus (server/bonus/README.md): a player opts in, naming what the
-- bonus is to be wagered on, before a later deposit; that deposit's
-- transaction credits the bonus and removes the row, so one opt-in is one bonus.
CREATE TABLE bonus_reload_opt_in (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('sport', 'casino')),
  opted_at timestamptz NOT NULL
);
