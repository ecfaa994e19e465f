-- Lotto (server/lotto/README.md): a row per draw someone looked at or bought
-- for (draw n of a lottery at n × its interval), its seed committed by its
-- hash from the row's creation (before any ticket), the balls stored when it
-- is drawn; tickets of one or more lines bought for one open draw. Money
-- moves only through the ledger (casino_round_debit / casino_round_credit,
-- ref lotto_ticket).
CREATE TABLE lotto_draw (
  id serial PRIMARY KEY,
  lottery_id text NOT NULL,
  draw_no integer NOT NULL CHECK (draw_no > 0),
  draw_at timestamptz NOT NULL,
  -- open: on sale; drawn: balls out, tickets settled; no_tickets: its time passed with nobody holding a ticket (no balls drawn).
  status text NOT NULL CHECK (status IN ('open', 'drawn', 'no_tickets')),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  balls smallint[],
  -- Balls a test switch set outside production (then the draw does not verify).
  fixed_balls smallint[],
  tickets integer NOT NULL DEFAULT 0,
  sold integer NOT NULL DEFAULT 0,
  paid integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  drawn_at timestamptz,
  UNIQUE (lottery_id, draw_no),
  CHECK ((status = 'drawn') = (balls IS NOT NULL))
);
-- The scheduler's question: the open draws that have tickets, soonest first.
CREATE INDEX lotto_draw_due ON lotto_draw (draw_at) WHERE status = 'open';

CREATE TABLE lotto_ticket (
  id serial PRIMARY KEY,
  draw_id integer NOT NULL REFERENCES lotto_draw (id),
  user_id integer NOT NULL REFERENCES app_user (id),
  account_id integer NOT NULL REFERENCES account (id),
  idempotency_key text NOT NULL,
  -- The request a repeat of the key must match: lottery, draw and lines.
  request_hash text NOT NULL,
  lines jsonb NOT NULL,
  line_price integer NOT NULL CHECK (line_price > 0),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  matches jsonb,
  win integer NOT NULL DEFAULT 0 CHECK (win >= 0),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX lotto_ticket_draw ON lotto_ticket (draw_id);
CREATE INDEX lotto_ticket_player ON lotto_ticket (user_id, id DESC);
