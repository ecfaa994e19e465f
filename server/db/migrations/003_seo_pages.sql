-- Search-engine data per page and information-page content (SPEC 3
-- "Page SEO data" and "SEO content"). server/seo/README.md explains
-- the fallbacks; edit rows in place, changes show on the next request.

-- One row gives SEO data to one page (path_pattern) or to every page of a
-- route (route_id), in one language or in all ('*'). Null fields fall back to
-- the next, less specific row: exact path, then 'section/*' patterns (longest
-- first), then the route, then the site default (route_id '*').
-- Texts may use {companyName} and the route's parameters, e.g. {chapter}.
CREATE TABLE seo_page (
  id serial PRIMARY KEY,
  lang text NOT NULL CHECK (lang = '*' OR lang ~ '^[a-z]{2}$'),
  -- A route id of src/protocol/routes.ts, or '*' for the site default.
  route_id text CHECK (route_id IS NULL OR route_id ~ '^([A-Za-z0-9]+|\*)$'),
  -- The path without the language and without slashes at either end
  -- ('' is home, 'rules/1/2'); 'office/*' covers office and everything below.
  path_pattern text CHECK (path_pattern IS NULL OR path_pattern ~ '^([a-z0-9_.-]+(/[a-z0-9_.-]+)*(/\*)?|\*)?$'),
  title text,
  description text,
  -- e.g. 'noindex, follow'. For this page only.
  meta_robots text,
  -- Applies to this path and every page below it (path rows only).
  hierarchy_meta_robots text,
  -- [{"name": "keywords", "content": "..."}]; null inherits, [] means none.
  metas jsonb,
  canonical_mode text CHECK (canonical_mode IS NULL OR canonical_mode IN ('url', 'mirror')),
  -- url mode: absolute http(s) URL or a path on this site; may use {lang}.
  canonical_target_url text,
  -- mirror mode: the host (with an optional port) that holds the canonical copy.
  canonical_domain_host text CHECK (canonical_domain_host IS NULL OR canonical_domain_host ~ '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((route_id IS NULL) <> (path_pattern IS NULL)),
  CHECK (canonical_mode IS NULL OR canonical_mode <> 'url' OR canonical_target_url IS NOT NULL),
  CHECK (canonical_mode IS NULL OR canonical_mode <> 'mirror' OR canonical_domain_host IS NOT NULL),
  UNIQUE (lang, route_id),
  UNIQUE (lang, path_pattern)
);

-- Information pages (SPEC 2 information section) per language. slug is the
-- route path without the language: 'contacts', 'rules/1' (the group's
-- contents), 'rules/1/2' (a chapter). html is sanitised on every answer, so
-- a bad row cannot reach a browser; style is CSS for the page.
CREATE TABLE info_page (
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9_-]+(/[a-z0-9_-]+){0,2}$'),
  title text NOT NULL CHECK (title <> ''),
  html text NOT NULL,
  style text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, slug)
);
