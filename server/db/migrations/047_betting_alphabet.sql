-- The betting alphabet (server/alphabet/README.md): a glossary of betting
-- terms in blocks and categories, each text per language (en, ru, de, ar),
-- English standing in where a language has none.

CREATE TABLE alphabet_block (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  position integer NOT NULL
);

CREATE TABLE alphabet_block_text (
  slug text NOT NULL REFERENCES alphabet_block (slug) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (title <> '' AND length(title) <= 120),
  PRIMARY KEY (slug, lang)
);

CREATE TABLE alphabet_category (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  block text NOT NULL REFERENCES alphabet_block (slug) ON DELETE CASCADE,
  position integer NOT NULL
);

CREATE TABLE alphabet_category_text (
  slug text NOT NULL REFERENCES alphabet_category (slug) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (title <> '' AND length(title) <= 120),
  PRIMARY KEY (slug, lang)
);

-- An entry's place and links; coupon_type and odds_format tie an entry to the
-- protocol's constants (COUPON_TYPE, ODDS_FORMAT), calculator_query opens its
-- worked example in the public betting calculator.
CREATE TABLE alphabet_entry (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  category text NOT NULL REFERENCES alphabet_category (slug),
  related text[] NOT NULL DEFAULT '{}',
  coupon_type integer UNIQUE CHECK (coupon_type BETWEEN 0 AND 9),
  odds_format integer UNIQUE CHECK (odds_format BETWEEN 0 AND 5),
  calculator_query text CHECK (length(calculator_query) <= 2000)
);

-- One language's text of an entry; only a published one is shown (the
-- English text stands in for a language without a published one).
CREATE TABLE alphabet_entry_text (
  slug text NOT NULL REFERENCES alphabet_entry (slug) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  term text NOT NULL CHECK (term <> '' AND length(term) <= 120),
  definition text NOT NULL CHECK (definition <> '' AND length(definition) <= 400),
  body_html text NOT NULL CHECK (length(body_html) <= 40000),
  published boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (slug, lang)
);
