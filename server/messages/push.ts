import webpush from 'web-push';
import type { PushPayload } from '../../src/protocol/schemas/messages';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { dropSubscription, subscriptionsOf, type StoredSubscription } from './subscriptions';
import type { VapidKeys } from './vapid';

const BATCH = 50;
const POLL_MS = 5_000;
/** How long a push service may keep a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

export interface PushDispatcher {
  /** Sends what committed and is still due; answers how many pushes were sent and dropped. */
  runDue(): Promise<{ messages: number; sent: number; dropped: number }>;
  start(autoRun: boolean): Promise<void>;
  stop(): Promise<void>;
}

interface DueRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  topic: string;
  body: string | null;
  link: string | null;
}

/**
 * Web push after commit: a message is stored with push_due in its fact's
 * transaction; this claims due rows (FOR UPDATE SKIP LOCKED, so processes
 * share the work), clears the flag and commits, then sends. A push is a
 * hint (the inbox holds the message), so it is sent at most once, and a
 * subscription the push service says is gone (404, 410) is dropped.
 */
export function createPushDispatcher(deps: {
  readonly db: Db;
  readonly log: Logger;
  readonly keys: () => Promise<VapidKeys>;
  readonly subject: string;
}): PushDispatcher {
  const { db, log } = deps;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let opening: Promise<void> | null = null;

  async function send(sub: StoredSubscription, payload: PushPayload, keys: VapidKeys): Promise<'sent' | 'dropped' | 'failed'> {
    try {
      // web-push encrypts (aes128gcm) and signs (VAPID); the request goes out through fetch, which also
      // reaches a plain-http stand-in for the push service in tests.
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject: deps.subject, ...keys }, contentEncoding: 'aes128gcm', TTL: TTL_SECONDS },
      );
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        await dropSubscription(db, sub.id);
        return 'dropped';
      }
      if (!res.ok) {
        log.warn(`messages: push to subscription ${sub.id} answered ${res.status}`);
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      log.warn(`messages: push to subscription ${sub.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  }

  async function runDue(): Promise<{ messages: number; sent: number; dropped: number }> {
    const due = await db.transaction(async (tx) => {
      const rows = await tx.query<DueRow>(
        `SELECT id, user_id, topic, body, link FROM player_message WHERE push_due ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length > 0)
        await tx.query('UPDATE player_message SET push_due = false WHERE id = ANY($1::integer[])', [rows.map((r) => r.id)]);
      return rows;
    });
    let sent = 0;
    let dropped = 0;
    if (due.length === 0) return { messages: 0, sent, dropped };
    const subs = await subscriptionsOf(db, [...new Set(due.map((r) => r.user_id))]);
    if (subs.size > 0) {
      const keys = await deps.keys();
      for (const row of due) {
        for (const sub of subs.get(row.user_id) ?? []) {
          const payload: PushPayload = {
            id: row.id,
            topic: row.topic as PushPayload['topic'],
            title: sub.titles[row.topic] ?? sub.titles.notice ?? '',
            body: row.body ?? '',
            // The service worker opens it as is: the link in the language the player subscribed in.
            link: row.link === null ? null : `/${sub.lang}${row.link}`,
          };
          const outcome = await send(sub, payload, keys);
          if (outcome === 'sent') sent++;
          if (outcome === 'dropped') dropped++;
        }
      }
    }
    if (due.length === BATCH) poke();
    return { messages: due.length, sent, dropped };
  }

  function schedule(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      poke();
    }, POLL_MS);
    timer.unref?.();
  }

  function poke(): void {
    if (stopped || running) return;
    running = runDue()
      .catch((error: unknown) => log.warn(`messages: push pass failed: ${String(error)}`))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  return {
    runDue,
    start(autoRun) {
      if (!autoRun) return Promise.resolve();
      opening = (async () => {
        stopped = false;
        unlisten = await db.listen('player_message', poke).catch(() => null);
        schedule();
      })();
      return opening;
    },
    async stop() {
      // A server closed right after it started: the listener still being opened must be closed too, or it holds its
      // connection (on PostgreSQL, the pool's end waits for it forever).
      await opening?.catch(() => undefined);
      opening = null;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await running;
    },
  };
}
