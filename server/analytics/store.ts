import type { AnalyticsEvent, CollectedEvent } from '../../src/protocol/analytics';
import type { Queryable } from '../db/db';

/** The site config's analytics api key (country '*'), or null when the operator set none. */
export async function readAnalyticsKey(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ value: unknown }>(
    "SELECT value FROM site_config_field WHERE country_code = '*' AND field = 'analyticsApiKey'",
  );
  return typeof row?.value === 'string' && row.value !== '' ? row.value : null;
}

export async function storeAnalyticsEvents(db: Queryable, visit: string, events: readonly AnalyticsEvent[], now: number): Promise<void> {
  // One statement for the whole batch: a batch is stored whole or not at all.
  await db.query(
    `INSERT INTO analytics_event (visit, name, ts, page, params, received_at)
     SELECT $1, e->>'name', (e->>'ts')::bigint, e->>'page', e->'params', to_timestamp($3::double precision / 1000)
       FROM jsonb_array_elements($2::jsonb) AS e`,
    [visit, JSON.stringify(events), now],
  );
}

interface Row extends Record<string, unknown> {
  visit: string;
  name: string;
  ts: string | number;
  page: string;
  params: Record<string, string | number | boolean>;
  received_ms: string | number;
}

/** The newest `limit` events, oldest of them first (the order they came in). */
export async function readAnalyticsEvents(db: Queryable, limit: number): Promise<CollectedEvent[]> {
  const rows = await db.query<Row>(
    `SELECT visit, name, ts, page, params, (extract(epoch FROM received_at) * 1000)::bigint AS received_ms
       FROM (SELECT * FROM analytics_event ORDER BY id DESC LIMIT $1) newest ORDER BY id`,
    [limit],
  );
  return rows.map((r) => ({
    visit: r.visit,
    name: r.name as CollectedEvent['name'],
    ts: Number(r.ts),
    page: r.page,
    params: r.params,
    receivedAt: Number(r.received_ms),
  }));
}
