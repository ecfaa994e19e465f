-- A sign-in attempt is now counted before its password or code is checked
-- (so parallel guesses cannot all pass the count first); a successful one
-- takes its own row back, which needs a handle on that exact row.
ALTER TABLE login_failure ADD COLUMN id serial;
