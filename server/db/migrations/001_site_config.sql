-- Site configuration (SPEC section 3), editable by the operator in place.
--
-- One row per field: country_code '*' holds the value for every country, a
-- two-letter code overrides that one field for visitors from that country.
-- Example: UPDATE site_config_field SET value = '21' WHERE country_code = '*' AND field = 'minAge';
CREATE TABLE site_config_field (
  country_code text NOT NULL CHECK (country_code = '*' OR country_code ~ '^[a-z]{2}$'),
  field text NOT NULL CHECK (field ~ '^[A-Za-z_][A-Za-z0-9_]*$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (country_code, field)
);

-- The languages the site offers, in menu order.
CREATE TABLE site_language (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z]{2}$'),
  native_name text NOT NULL CHECK (native_name <> ''),
  rtl boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- Translatable config strings per language. Keys: 'language.<code>' (the
-- name of a language shown in language <lang>), 'companyName'.
CREATE TABLE site_text (
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (lang, key)
);
