-- Responsible-gaming limits (server/limits/README.md): each player's limits,
-- one row per type (and currency, for money limits: they never mix
-- currencies), with the change that waits; and the audit of every change,
-- written in the transaction of the change. Times are timestamptz; values are
-- minor units (money), days, hours or minutes as the type says.
CREATE TABLE player_limit (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  limit_type integer NOT NULL CHECK (limit_type IN (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)),
  -- '*' for limits that are not money.
  currency_iso text NOT NULL CHECK (currency_iso = '*' OR currency_iso ~ '^[A-Z]{3}$'),
  -- The value in force; null while only a change waits.
  value integer CHECK (value > 0),
  started_at timestamptz,
  ends_at timestamptz,
  reason_id integer,
  -- The change that waits: its value (null with pending_remove: the limit goes).
  has_pending boolean NOT NULL DEFAULT false,
  pending_value integer CHECK (pending_value > 0),
  pending_requested_at timestamptz,
  pending_effective_at timestamptz,
  pending_confirm_by timestamptz,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, limit_type, currency_iso),
  CHECK (has_pending = (pending_requested_at IS NOT NULL AND pending_effective_at IS NOT NULL)),
  CHECK (value IS NOT NULL OR has_pending)
);

CREATE TABLE player_limit_audit (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  limit_type integer NOT NULL,
  currency_iso text NOT NULL,
  -- Who: the player, or the system (a cooling-off that lapsed, a confirmation window that closed).
  actor text NOT NULL CHECK (actor IN ('player', 'system')),
  -- What: set, lower, raise, remove, confirm, cancel (the player's), applied, expired (the system's).
  action text NOT NULL,
  old_value integer,
  new_value integer,
  -- The limit's state after (ACTIVE, PENDING, INACTIVE).
  state text NOT NULL CHECK (state IN ('ACTIVE', 'PENDING', 'INACTIVE')),
  pending_value integer,
  at timestamptz NOT NULL
);
CREATE INDEX player_limit_audit_user ON player_limit_audit (user_id, id);

-- Enforcement sums the player's movements of a kind over a window.
CREATE INDEX ledger_movement_user_kind ON ledger_movement (user_id, kind, created_at) WHERE user_id IS NOT NULL;

-- The session limit (31) is a daily budget of signed-in time in the player's
-- time zone (minutes east of UTC; SPEC 9's default zone is UTC+3). Each
-- ping of a signed-in tab adds the time since the last one, capped, to the
-- player's local day.
ALTER TABLE app_user ADD COLUMN time_zone_minutes integer NOT NULL DEFAULT 180 CHECK (time_zone_minutes BETWEEN -720 AND 840);
CREATE TABLE player_session_day (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  day date NOT NULL,
  used_ms bigint NOT NULL DEFAULT 0 CHECK (used_ms >= 0),
  last_ping_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);
