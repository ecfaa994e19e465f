-- The games project's bonus games (server/games/README.md): tries a promotion
-- unlocked, and every try played with its fair draw and where its prize went.
-- The daily free try is one per player, game and UTC day by the partial unique
-- index below, not by a check before the insert: two tries at once give one.
CREATE TABLE bonus_game_unlock (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  game text NOT NULL,
  tries integer NOT NULL CHECK (tries > 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= tries),
  -- The promotion that unlocked them (its slug) and the opt-in's key: one unlock per opt-in.
  reference text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL UNIQUE,
  -- Taken back (the player opted out before playing one): no try is left.
  revoked_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX bonus_game_unlock_player ON bonus_game_unlock (user_id, game) WHERE used < tries AND revoked_at IS NULL;

CREATE TABLE bonus_game_try (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  game text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('daily', 'unlocked')),
  -- The UTC day of a daily try; null for an unlocked one.
  day date,
  unlock_id integer REFERENCES bonus_game_unlock (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  seed_id integer NOT NULL REFERENCES casino_seed (id),
  nonce integer NOT NULL,
  ticket integer NOT NULL,
  line integer NOT NULL,
  prize jsonb NOT NULL,
  others jsonb NOT NULL,
  draws integer NOT NULL,
  currency_id integer NOT NULL REFERENCES currency (id),
  bonus_id integer REFERENCES bonus_wagering (id),
  free_spin_grant_id integer REFERENCES free_spin_grant (id),
  played_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key),
  CHECK ((kind = 'daily') = (day IS NOT NULL)),
  CHECK ((kind = 'unlocked') = (unlock_id IS NOT NULL))
);
CREATE UNIQUE INDEX bonus_game_daily_once ON bonus_game_try (user_id, game, day) WHERE kind = 'daily';
CREATE INDEX bonus_game_try_player ON bonus_game_try (user_id, id);

-- Free spins a bonus game won are granted like any others, with their own source.
ALTER TABLE free_spin_grant DROP CONSTRAINT free_spin_grant_source_check;
ALTER TABLE free_spin_grant ADD CONSTRAINT free_spin_grant_source_check CHECK (source IN ('admin', 'promotion', 'bonus_game'));

-- Content pages also hold the games landing pages (games-landing/{landingRoute}).
ALTER TABLE content_page DROP CONSTRAINT content_page_page_check;
ALTER TABLE content_page ADD CONSTRAINT content_page_page_check
  CHECK (page ~ '^(promo|mobile|partners|(landing|bonus-landing|our-partners|games-landing)/[a-z0-9]+(-[a-z0-9]+)*)$');
