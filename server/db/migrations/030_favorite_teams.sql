-- SPEC 3 Office settings: the player's favourite teams, [{sportId, slug}]
-- (slug of the team's English name, the team page's id). The disallowed
-- sports already live in app_user.disallow_line_sport / disallow_live_sport.
ALTER TABLE app_user ADD COLUMN favorite_teams jsonb NOT NULL DEFAULT '[]'::jsonb;
