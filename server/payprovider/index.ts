import type { Db, Queryable } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { runDueActions } from './actions';
import { DELIVERY_BATCH, deliverDue, SEND_TIMEOUT_MS } from './delivery';
import { PROVIDER_WEBHOOK } from '../../src/protocol/constants/wallet';
import { registerProviderPages } from './routes';
import { insertPayment, scheduleAction } from './store';
import { defaultSwitches, type ProviderSwitches } from './switches';

export { signatureHeader, verifySignature } from './signing';
export type { ProviderSwitches } from './switches';

export interface PayProviderOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests. */
  readonly now: () => number;
  /** The webhook signing secret it shares with the site. */
  readonly secret: () => Promise<string>;
  /** How often the queue is looked at while running (and at once after a new event). */
  readonly tickMs?: number;
  readonly fetch?: typeof fetch;
  /**
   * A claimed delivery's lease (PAYMENT_DELIVERY_LEASE_MS, default PROVIDER_WEBHOOK.leaseMs): after a crash, the wait before
   * another pass sends it again.
   */
  readonly leaseMs?: number;
}

export interface PayProvider {
  readonly switches: ProviderSwitches;
  register(router: Router): void;
  /** The site creates a payment (its server-to-server call to the provider), inside its own transaction. */
  createPayment(
    tx: Queryable,
    p: { intentId: string; merchant: string; amount: number; currency: string; lang: string; at: number },
  ): Promise<void>;
  /** The site asks for a payout of an approved withdrawal; the provider pays it after switches.payoutMs. */
  requestPayout(tx: Queryable, p: { withdrawalId: number; amount: number; currency: string; at: number }): Promise<void>;
  /** Posts webhooks to `webhookUrl`; with `run` (default) runs the queue on its own until stop(). */
  start(webhookUrl: string, run?: boolean): void;
  stop(): Promise<void>;
  /** One pass now: due actions, then due deliveries (tests on a manual clock call this). */
  runDue(webhookUrl?: string): Promise<{ actions: number; sent: number; delivered: number }>;
  /** Makes every waiting delivery and scheduled action due now (tests draining the queue). */
  flush(): Promise<void>;
  /** Puts `count` delivered events back in the queue: the site must find each a duplicate. */
  replay(count: number): Promise<number>;
  wake(): void;
}

/**
 * A payment provider simulated by the reference server, shaped like real
 * ones: the site creates a payment and sends the player to the provider's
 * hosted page; the provider tells the site what happened through signed
 * webhooks from a persisted queue, retried with growing delays until the
 * site takes them (server/wallet/README.md).
 */
export function createPayProvider(options: PayProviderOptions): PayProvider {
  const { db, log, now } = options;
  const switches = defaultSwitches();
  const tickMs = options.tickMs ?? 250;
  const leaseMs = options.leaseMs ?? (Number(process.env.PAYMENT_DELIVERY_LEASE_MS) || PROVIDER_WEBHOOK.leaseMs);
  if (leaseMs <= SEND_TIMEOUT_MS) throw new Error(`PAYMENT_DELIVERY_LEASE_MS must be above the send time limit (${SEND_TIMEOUT_MS} ms)`);
  const deps = { db, log, now, secret: options.secret, switches, fetch: options.fetch ?? fetch, leaseMs, random: Math.random };
  let url: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let again = false;

  async function runDue(webhookUrl = url ?? ''): Promise<{ actions: number; sent: number; delivered: number }> {
    const actions = await runDueActions({ db, log, now, switches });
    const { sent, delivered } = webhookUrl ? await deliverDue(deps, webhookUrl) : { sent: 0, delivered: 0 };
    return { actions, sent, delivered };
  }

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick(): void {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then((done) => {
        // A full pass: more are due, the next pass goes at once.
        if (done.sent >= DELIVERY_BATCH) again = true;
      })
      .catch((error: unknown) => log.error(`pay-provider: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`))
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : tickMs);
      });
  }

  const provider: PayProvider = {
    switches,
    register(router) {
      registerProviderPages(router, { db, log, now, switches, wake: () => provider.wake() });
    },
    createPayment: (tx, p) => insertPayment(tx, p),
    requestPayout: (tx, p) =>
      scheduleAction(tx, 'pay_payout', String(p.withdrawalId), p.at + switches.payoutMs, { amount: p.amount, currency: p.currency }),
    start(webhookUrl, run = true) {
      url = webhookUrl;
      if (!run) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runDue,
    async flush() {
      const at = new Date(now());
      // Not the ones a pass is sending now: their lease stands (a second send would count as another attempt).
      await db.query(
        `UPDATE provider_delivery SET next_attempt_at = $1 WHERE status = 'pending' AND next_attempt_at > $1 AND claimed_at IS NULL`,
        [at],
      );
      await db.query('UPDATE provider_action SET due_at = $1 WHERE done_at IS NULL AND due_at > $1', [at]);
    },
    async replay(count) {
      const rows = await db.query(
        `UPDATE provider_delivery SET status = 'pending', next_attempt_at = $2
          WHERE id IN (SELECT id FROM provider_delivery WHERE status = 'delivered' ORDER BY random() LIMIT $1) RETURNING id`,
        [count, new Date(now())],
      );
      provider.wake();
      return rows.length;
    },
    wake() {
      if (!stopped) schedule(0);
    },
  };
  return provider;
}
