-- The demo offers the public betting calculator (available route 62): a
-- database seeded before it was offered gets it in its site-wide
-- availableRoutes too (a fresh one is seeded with it).
UPDATE site_config_field
SET value = value || '[62]'::jsonb
WHERE country_code = '*'
  AND field = 'availableRoutes'
  AND jsonb_typeof(value) = 'array'
  AND NOT value @> '[62]'::jsonb;
