-- Analytics (docs/analytics.md): what the reference collector POST /fatman-api/{key}
-- took. Only visitors who agreed to all cookies send anything; a row holds no
-- cookie, account or address, only the worker's run id ("visit") and the event.
CREATE TABLE analytics_event (
  id bigserial PRIMARY KEY,
  visit text NOT NULL CHECK (visit <> '' AND length(visit) <= 64),
  name text NOT NULL CHECK (name <> '' AND length(name) <= 64),
  -- When the browser's worker learnt the fact (epoch ms, its clock).
  ts bigint NOT NULL,
  page text NOT NULL,
  params jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX analytics_event_received ON analytics_event (received_at);
