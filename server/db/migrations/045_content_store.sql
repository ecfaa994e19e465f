-- News articles and content pages (landing pages, promo, the mobile app page),
-- written by the operator through the admin API (server/seo/README.md, "Content store").
-- HTML is sanitised on save and again on every answer, so a row put in by
-- hand is no risk either.

-- An article: its address, image and publication state; texts per language below.
CREATE TABLE news_article (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  -- A path of an image on this site; never another origin.
  image text CHECK (image IS NULL OR image ~ '^/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- Set on the first publication, kept when it is unpublished and published again.
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR published_at IS NOT NULL)
);
CREATE INDEX news_article_published ON news_article (published_at DESC, id DESC) WHERE status = 'published';

CREATE TABLE news_article_text (
  article_id integer NOT NULL REFERENCES news_article (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (title <> ''),
  lead text NOT NULL DEFAULT '',
  html text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, lang)
);

-- A content page: 'promo', 'mobile' or 'landing/{landingId}'.
CREATE TABLE content_page (
  page text PRIMARY KEY CHECK (page ~ '^(promo|mobile|landing/[a-z0-9]+(-[a-z0-9]+)*)$'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_page_text (
  page text NOT NULL REFERENCES content_page (page) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (title <> ''),
  lead text NOT NULL DEFAULT '',
  html text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page, lang)
);
