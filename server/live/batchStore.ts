import type { Queryable } from '../db/db';
import type { BatchBody, PublishedBatch } from './replica';

/** The NOTIFY channel a published batch is announced on: a hint to read the table, never the data. */
export const LIVE_FEED_CHANNEL = 'live_feed';

type BatchRow = {
  readonly seq: number | string;
  readonly server_ts: number;
  readonly body: BatchBody | string;
};

const fromRow = (row: BatchRow): PublishedBatch => ({
  seq: Number(row.seq),
  ts: Number(row.server_ts),
  body: typeof row.body === 'string' ? (JSON.parse(row.body) as BatchBody) : row.body,
});

/** One batch, and the NOTIFY that tells the followers; both commit together. */
export async function publishBatch(q: Queryable, batch: PublishedBatch): Promise<void> {
  await q.query(
    `WITH added AS (INSERT INTO live_feed_batch (seq, server_ts, body) VALUES ($1::bigint, $2, $3::jsonb) RETURNING seq)
     SELECT pg_notify('${LIVE_FEED_CHANNEL}', seq::text) FROM added`,
    [batch.seq, batch.ts, JSON.stringify(batch.body)],
  );
}

/** Batches after `seq`, in order (at most `limit`). */
export async function readBatchesAfter(q: Queryable, seq: number, limit = 500): Promise<PublishedBatch[]> {
  const rows = await q.query<BatchRow>(
    'SELECT seq::text AS seq, server_ts, body FROM live_feed_batch WHERE seq > $1::bigint ORDER BY seq LIMIT $2',
    [seq, limit],
  );
  return rows.map(fromRow);
}

/** The newest batch's sequence and time, or undefined when none was ever published. */
export async function latestBatch(q: Queryable): Promise<{ seq: number; ts: number } | undefined> {
  const [row] = await q.query<{ seq: string; server_ts: number }>(
    'SELECT seq::text AS seq, server_ts FROM live_feed_batch ORDER BY seq DESC LIMIT 1',
  );
  return row ? { seq: Number(row.seq), ts: Number(row.server_ts) } : undefined;
}

/** Drops batches older than `keepMs`, always keeping the newest (it tells the next leader where the sequence stands). */
export async function pruneBatches(q: Queryable, keepMs: number): Promise<void> {
  await q.query(
    `DELETE FROM live_feed_batch WHERE created_at < now() - make_interval(secs => $1)
       AND seq < (SELECT max(seq) FROM live_feed_batch)`,
    [keepMs / 1000],
  );
}
