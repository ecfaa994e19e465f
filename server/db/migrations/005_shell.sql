-- The shell: the blocking service's answer and support requests.
--
-- What POST /web-api/blocks-api/api/v2/block answers (SPEC 4 Blocking):
-- country_code '*' for everyone, a two-letter code overrides it for that country.
-- Example (block everyone with template 13, block-ua):
--   UPDATE site_block SET display_type_id = 1, template_type_id = 13 WHERE country_code = '*';
CREATE TABLE site_block (
  country_code text PRIMARY KEY CHECK (country_code = '*' OR country_code ~ '^[a-z]{2}$'),
  display_type_id integer NOT NULL DEFAULT 0,
  template_type_id integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_block (country_code, display_type_id, template_type_id) VALUES ('*', 0, NULL);

-- The support button's forms: a call back (signed-in players) or an e-mail.
CREATE TABLE support_request (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('callback', 'email')),
  name text NOT NULL,
  contact text NOT NULL,
  message text NOT NULL DEFAULT '',
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  page text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
