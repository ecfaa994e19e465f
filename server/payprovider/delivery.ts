import { PROVIDER_WEBHOOK } from '../../src/protocol/constants/wallet';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { signatureHeader } from './signing';
import { retryDelay, type ProviderSwitches } from './switches';

interface Claimed extends Record<string, unknown> {
  readonly id: number;
  readonly event_id: string;
  readonly type: string;
  readonly body: string;
  readonly attempts: number;
}

export interface DeliveryDeps {
  readonly db: Db;
  /** How long a claimed delivery is this process's before another may take it (it must outlast one send). */
  readonly leaseMs: number;
  readonly log: Logger;
  readonly now: () => number;
  readonly secret: () => Promise<string>;
  readonly switches: ProviderSwitches;
  readonly fetch: typeof fetch;
  /** A number in [0, 1) for the failure-rate switch. */
  readonly random: () => number;
}

/** Deliveries one pass claims; a full pass is followed by another at once. */
export const DELIVERY_BATCH = 64;
const BATCH = DELIVERY_BATCH;
/**
 * Deliveries sent at the same time within a pass. The site's own clients compete with them for its processes: with
 * four lanes a busy site took about 22 deliveries a second while its players made 55 payments a second, and the
 * queue grew without end.
 */
const SEND_LANES = 16;
/** One attempt's time limit; the lease must be longer. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * One pass of the webhook queue: claims the due deliveries (a lease, so
 * another process leaves them alone and a process that dies gives them back
 * after PROVIDER_WEBHOOK.leaseMs), posts each to the site over HTTP, signed
 * with the time of sending, and records the outcome: delivered on a 2xx,
 * otherwise the next attempt after a growing delay, or dead after the last.
 * Answers how many it sent and how many the site took.
 */
export async function deliverDue(deps: DeliveryDeps, webhookUrl: string): Promise<{ sent: number; delivered: number }> {
  const { db, switches } = deps;
  if (switches.paused) return { sent: 0, delivered: 0 };
  const now = deps.now();
  const claimed = await db.query<Claimed>(
    `UPDATE provider_delivery SET attempts = attempts + 1, next_attempt_at = $2, claimed_at = $1
      WHERE id IN (SELECT id FROM provider_delivery WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY id LIMIT
        ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, event_id, type, body, attempts`,
    [new Date(now), new Date(now + deps.leaseMs)],
  );
  let delivered = 0;
  const secret = claimed.length > 0 ? await deps.secret() : '';
  const one = async (row: Claimed): Promise<void> => {
    const outcome = await send(deps, webhookUrl, secret, row);
    if (outcome === null) {
      delivered += 1;
      await db.query(
        `UPDATE provider_delivery SET status = 'delivered', delivered_at = $2, last_error = NULL, claimed_at = NULL WHERE id = $1`,
        [row.id, new Date(deps.now())],
      );
      return;
    }
    const dead = row.attempts >= PROVIDER_WEBHOOK.maxAttempts;
    if (dead) deps.log.warn(`pay-provider: gave up on ${row.type} ${row.event_id} after ${row.attempts} attempts (${outcome})`);
    await db.query(`UPDATE provider_delivery SET status = $2, next_attempt_at = $3, last_error = $4, claimed_at = NULL WHERE id = $1`, [
      row.id,
      dead ? 'dead' : 'pending',
      new Date(deps.now() + retryDelay(row.attempts, switches.retryBaseMs)),
      outcome.slice(0, 500),
    ]);
  };
  await Promise.all(
    lanesOf(claimed, SEND_LANES, switches.reorder).map(async (rows) => {
      for (const row of rows) await one(row);
    }),
  );
  return { sent: claimed.length, delivered };
}

/**
 * The pass's lanes: every event of one payment or payout in the same lane, in queue order (newest first under the
 * reorder switch), so the site sees one object's events in the order the switch promises however the lanes race;
 * different objects' events go in parallel, as real providers send.
 */
export function lanesOf<T extends { readonly id: number; readonly body: string; readonly event_id: string }>(
  rows: readonly T[],
  laneCount: number,
  newestFirst: boolean,
): T[][] {
  const lanes: T[][] = [];
  const laneOfObject = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => (newestFirst ? b.id - a.id : a.id - b.id))) {
    const key = objectOf(row);
    // The k-th object met takes lane k modulo the count.
    const lane = laneOfObject.get(key) ?? laneOfObject.size % laneCount;
    laneOfObject.set(key, lane);
    (lanes[lane] ??= []).push(row);
  }
  return lanes;
}

/** The payment or payout an event is about (its own id if the body says neither). */
function objectOf(row: { readonly body: string; readonly event_id: string }): string {
  try {
    const data = (JSON.parse(row.body) as { data?: { intentId?: unknown; withdrawalId?: unknown } }).data;
    if (typeof data?.intentId === 'string') return `payment:${data.intentId}`;
    if (typeof data?.withdrawalId === 'number') return `payout:${data.withdrawalId}`;
  } catch {
    // A body the provider wrote itself is JSON; anything else is its own object.
  }
  return `event:${row.event_id}`;
}

/** One attempt (two with the duplicate switch); null when the site answered 2xx, else why not. */
async function send(deps: DeliveryDeps, url: string, secret: string, row: Claimed): Promise<string | null> {
  if (deps.switches.failNext > 0) {
    deps.switches.failNext -= 1;
    return 'test switch: delivery failed';
  }
  if (deps.switches.failRate > 0 && deps.random() < deps.switches.failRate) return 'test switch: delivery failed (rate)';
  const post = async (): Promise<string | null> => {
    try {
      const t = Math.floor(deps.now() / 1000);
      const res = await deps.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'provider-signature': signatureHeader(secret, t, row.body) },
        body: row.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const text = await res.text();
      return res.ok ? null : `HTTP ${res.status}: ${text.slice(0, 200)}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const first = await post();
  if (deps.switches.duplicate) await post();
  return first;
}
