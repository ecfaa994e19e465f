-- The live and line catalogue (SPEC sections 2 to 4): sports, championships,
-- games, markets and outcomes, named in English and Russian. The live
-- simulator (server/live) moves games on and writes status, scores and
-- results here; coefficients are written behind every few seconds.

CREATE TABLE live_sport (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  name_en text NOT NULL CHECK (name_en <> ''),
  name_ru text NOT NULL CHECK (name_ru <> ''),
  is_cyber boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE live_champ (
  id integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES live_sport (id),
  name_en text NOT NULL CHECK (name_en <> ''),
  name_ru text NOT NULL CHECK (name_ru <> ''),
  country_en text NOT NULL DEFAULT '',
  country_ru text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);

-- status: 1 line (not started), 2 live, 3 live in a break, 4 finished.
-- period_scores: [[home, away], ...] one pair per period played.
CREATE TABLE live_game (
  id integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES live_sport (id),
  champ_id integer NOT NULL REFERENCES live_champ (id),
  opponent1_en text NOT NULL,
  opponent1_ru text NOT NULL,
  opponent2_en text NOT NULL,
  opponent2_ru text NOT NULL,
  start_at timestamptz NOT NULL,
  status integer NOT NULL CHECK (status BETWEEN 1 AND 4),
  period integer NOT NULL DEFAULT 0,
  period_scores jsonb NOT NULL DEFAULT '[]',
  time_sec integer,
  is_top boolean NOT NULL DEFAULT false,
  has_video boolean NOT NULL DEFAULT false,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_game_status_idx ON live_game (status, champ_id);
CREATE INDEX live_game_finished_idx ON live_game (finished_at) WHERE status = 4;

CREATE TABLE live_market (
  id integer PRIMARY KEY,
  game_id integer NOT NULL REFERENCES live_game (id) ON DELETE CASCADE,
  type_id integer NOT NULL,
  name_en text NOT NULL,
  name_ru text NOT NULL,
  param double precision,
  margin double precision NOT NULL,
  is_main boolean NOT NULL DEFAULT false,
  is_suspended boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX live_market_game_idx ON live_market (game_id);

-- coef_milli: decimal odds in thousandths (1850 = 1.85).
CREATE TABLE live_outcome (
  id integer PRIMARY KEY,
  market_id integer NOT NULL REFERENCES live_market (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  type_id integer NOT NULL,
  kind integer NOT NULL,
  name_en text NOT NULL,
  name_ru text NOT NULL,
  coef_milli integer NOT NULL CHECK (coef_milli > 1000),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX live_outcome_market_idx ON live_outcome (market_id);
