-- Club points exchanged for sport bonus money (server/cashback/README.md, "Spending club points"): each exchange
-- spends points and names the bonus_credit movement and the bonus it started, in one transaction. A player's points
-- are what club_points gathered less what this table spent; the key is unique, so a repeated request spends once.
CREATE TABLE club_points_exchange (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  currency_id integer NOT NULL REFERENCES currency (id),
  amount integer NOT NULL CHECK (amount > 0),
  idempotency_key text NOT NULL,
  movement_id integer NOT NULL REFERENCES ledger_movement (id),
  bonus_id integer NOT NULL REFERENCES bonus_wagering (id),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX club_points_exchange_user ON club_points_exchange (user_id);
