-- Casino tournaments (server/casino/tournaments): a window, a metric and a
-- prize. Scores are never stored: the leaderboard is read from the ledger's
-- casino rounds, so it cannot disagree with the money.
CREATE TABLE casino_tournament (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  prize text NOT NULL CHECK (length(prize) <= 500),
  metric text NOT NULL CHECK (metric IN ('multiplier', 'wagered')),
  currency_id integer NOT NULL REFERENCES currency (id),
  min_stake bigint NOT NULL DEFAULT 0 CHECK (min_stake >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Set when the operator closes it early; ends_at is then moved to that moment.
  closed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX casino_tournament_window ON casino_tournament (ends_at, starts_at);

-- A leaderboard scans one window of round stakes.
CREATE INDEX ledger_movement_casino_round_at ON ledger_movement (created_at) WHERE kind = 'casino_round_debit';
