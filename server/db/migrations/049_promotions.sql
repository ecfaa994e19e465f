-- The promotion catalogue (server/promotions/README.md): promotions the
-- operator writes through the admin API, their texts per language, and the
-- players who opted in. Terms HTML is sanitised on save and on every answer.

CREATE TABLE promotion (
  id serial PRIMARY KEY,
  -- The :promotionId of promotions/:promotionId.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  product text NOT NULL CHECK (product IN ('sport', 'casino')),
  -- Which bonus list shows it: bonus/rules, bonus/games or bonus/partners (and their offer twins).
  section text NOT NULL CHECK (section IN ('rules', 'games', 'partners')),
  -- What opting in does: a handler of server/promotions/rewards (checked by the app, so a new kind needs no migration).
  reward text NOT NULL CHECK (reward ~ '^[a-zA-Z]+$'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- A path of an image on this site; never another origin.
  image text CHECK (image IS NULL OR image ~ '^/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$'),
  -- Who may opt in, as data (src/protocol/schemas/promotions.ts promotionRulesSchema).
  rules jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at)
);
CREATE INDEX promotion_published ON promotion (ends_at, starts_at, id) WHERE status = 'published';

CREATE TABLE promotion_text (
  promotion_id integer NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (title <> ''),
  lead text NOT NULL DEFAULT '',
  terms text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, lang)
);

-- A player's opt-in: kept after an opt-out (opted_out_at set) so a re-sent
-- request with the same idempotency key is answered, not taken again.
CREATE TABLE promotion_opt_in (
  promotion_id integer NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  opted_at timestamptz NOT NULL,
  -- What the reward's handler noted at opting in (the reload handler: the last bonus then), handed back to it later.
  reward_mark text,
  opted_out_at timestamptz,
  PRIMARY KEY (promotion_id, user_id)
);
CREATE INDEX promotion_opt_in_user ON promotion_opt_in (user_id) WHERE opted_out_at IS NULL;
