-- The live feed's batches as the leading process published them
-- (server/live/replica.ts): every other server process reads them in seq
-- order and applies them to its own world and feed, so all processes show
-- the same odds under the same sequence numbers. Rows are written by the
-- leader only, through the connection that holds the leader lock; the leader
-- prunes rows older than about a minute and always keeps the newest.
CREATE TABLE live_feed_batch (
  -- The feed sequence (SSE id); starts at an epoch ms, so it needs 64 bits.
  seq bigint PRIMARY KEY,
  -- The leader's clock when it flushed the batch (epoch ms).
  server_ts double precision NOT NULL,
  -- {changes, games, markets, nextGameId}: the feed's changes and the state behind them.
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_feed_batch_created ON live_feed_batch (created_at);
