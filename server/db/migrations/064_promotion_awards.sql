-- What the operator awarded the participants of a promotion (server/promotions/README.md, "Awards"): one row per
-- award and player, unique, so an award call sent again pays nobody twice. A paid row names what paid it (the
-- ledger movement, the free-spins grant, the promo code or the club points row); a refused one why not (a refusal
-- is final for that award: the operator awards again under a new award id).
CREATE TABLE promotion_award (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
  award_id text NOT NULL,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bonus', 'freeBet', 'freeSpins', 'clubPoints')),
  -- The award's terms as the operator sent them: the same award id with other terms is refused.
  terms jsonb NOT NULL,
  -- Minor units of the currency (bonus, free bet), spins (free spins) or points (club points).
  amount integer NOT NULL CHECK (amount > 0),
  currency_id integer REFERENCES currency (id),
  result text NOT NULL CHECK (result IN ('paid', 'refused')),
  reason text,
  -- The free bet's promo code, which the player types in the slip.
  code text,
  reference text,
  at timestamptz NOT NULL,
  UNIQUE (award_id, user_id),
  CHECK ((result = 'paid') = (reason IS NULL))
);
CREATE INDEX promotion_award_promotion ON promotion_award (promotion_id, id);
CREATE INDEX promotion_award_user ON promotion_award (user_id, promotion_id);
