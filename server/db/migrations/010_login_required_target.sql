-- SPEC 6: where a guest goes from a page that needs sign-in (site setting
-- loginRequiredTarget: 'home' | 'login' | 'auth'; authAppOrigin for 'auth').
-- A fresh database gets both from the seed (server/db/seedData.ts), which
-- fills site_config_field only while it is empty; a database seeded before
-- this setting existed gets the demo's choice here, once. An operator's own
-- row is kept.
INSERT INTO site_config_field (country_code, field, value)
SELECT '*', 'loginRequiredTarget', '"login"'::jsonb
WHERE EXISTS (SELECT 1 FROM site_config_field)
ON CONFLICT (country_code, field) DO NOTHING;
