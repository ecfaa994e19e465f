-- The demo offers the information pages smsbets (60), cash_terminals (61)
-- and betting-awards (63), whose content is seeded: a database seeded before
-- they were offered gets them in its site-wide availableRoutes too (a fresh
-- one is seeded with them).
UPDATE site_config_field
SET value = value || (
  SELECT coalesce(jsonb_agg(n), '[]'::jsonb)
  FROM jsonb_array_elements('[60, 61, 63]'::jsonb) AS wanted(n)
  WHERE NOT value @> jsonb_build_array(n)
)
WHERE country_code = '*'
  AND field = 'availableRoutes'
  AND jsonb_typeof(value) = 'array';
