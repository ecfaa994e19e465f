-- SPEC 3: the operator's social links (name, link, iconName, placementTypeId),
-- answered in the site config as `socialLinks`, in `position` order. Placement
-- ids: 1 footer, 2 header (src/protocol/constants/socialLinks.ts). A table and
-- not a site_config_field row, so the operator edits one link without
-- rewriting a JSON list:
--   UPDATE site_social_link SET enabled = false WHERE name = 'VK';
CREATE TABLE site_social_link (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (name <> '' AND length(name) <= 64),
  link text NOT NULL CHECK (link ~ '^https?://' AND length(link) <= 2048),
  icon_name text NOT NULL CHECK (icon_name ~ '^[a-z0-9-]{1,32}$'),
  placement_type_id integer NOT NULL CHECK (placement_type_id > 0),
  position integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- A fresh database gets the demo's links from the seed (server/db/seedData.ts,
-- DEMO_SOCIAL_LINKS), which runs after the migrations; a database seeded
-- before this table existed gets the same links here, once (tests/server/db.test.ts
-- checks the two lists agree). All in the footer: a header link would cost every
-- first visit the header's lazy links chunk; an operator places one there with
--   UPDATE site_social_link SET placement_type_id = 2 WHERE name = 'Telegram';
INSERT INTO site_social_link (name, link, icon_name, placement_type_id, position)
SELECT v.name, v.link, v.icon_name, v.placement_type_id, v.position
FROM (VALUES
  ('Telegram', 'https://t.me/bethouse_demo', 'telegram', 1, 1),
  ('X', 'https://x.com/bethouse_demo', 'x', 1, 2),
  ('Facebook', 'https://www.facebook.com/bethouse.demo', 'facebook', 1, 3),
  ('Instagram', 'https://www.instagram.com/bethouse_demo/', 'instagram', 1, 4),
  ('YouTube', 'https://www.youtube.com/@bethouse_demo', 'youtube', 1, 5)
) AS v (name, link, icon_name, placement_type_id, position)
WHERE EXISTS (SELECT 1 FROM site_config_field);
