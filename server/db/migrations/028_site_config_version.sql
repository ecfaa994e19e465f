-- A token that changes with every write to what the site configuration is
-- built from (fields, languages, social links, texts): each server process
-- keeps the configurations it built under the token it read, and builds
-- again once the token moved. One small read instead of four queries and a
-- schema check per request, and a write made by any process, a test or an
-- operator's psql shows on the very next read everywhere. The token is
-- random, so two databases served by one process never share one.
CREATE TABLE site_config_version (
  id integer PRIMARY KEY CHECK (id = 1),
  token text NOT NULL
);
INSERT INTO site_config_version (id, token) VALUES (1, gen_random_uuid()::text);

CREATE FUNCTION bump_site_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE site_config_version SET token = gen_random_uuid()::text WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER site_config_field_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_config_field
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_config_version();
CREATE TRIGGER site_language_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_language
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_config_version();
CREATE TRIGGER site_social_link_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_social_link
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_config_version();
CREATE TRIGGER site_text_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_text
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_config_version();
