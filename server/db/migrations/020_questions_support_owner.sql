-- The operator's questions to a player (server/questions/README.md): asked
-- with two to six answer options, answered once by the player it was asked.
-- An open question has no answer; answer is the chosen option's index.
CREATE TABLE player_question (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (body <> ''),
  options jsonb NOT NULL CHECK (jsonb_typeof(options) = 'array' AND jsonb_array_length(options) BETWEEN 2 AND 6),
  created_at timestamptz NOT NULL,
  answer integer,
  answered_at timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK (answer IS NULL OR (answer >= 0 AND answer < jsonb_array_length(options)))
);
CREATE INDEX player_question_open ON player_question (user_id, id) WHERE answered_at IS NULL;

-- Support requests sent while signed in belong to that player (their history
-- lists them; a chat's conversation is its first request's). A guest's stay
-- ownerless and are listed to no one.
ALTER TABLE support_request ADD COLUMN user_id integer REFERENCES app_user (id) ON DELETE SET NULL;
CREATE INDEX support_request_owner ON support_request (user_id, id) WHERE user_id IS NOT NULL;
