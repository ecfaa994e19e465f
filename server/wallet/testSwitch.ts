import { z } from 'zod';
import { sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import type { PayProvider } from '../payprovider';

/** Test-only (registered with the fault switches, never in production). */
export const WALLET_TEST_PATH = '/__test/wallet';
/**
 * GET: the ledger's invariants and the wallet's books, checked by the server itself (a chaos run asks while the server owns
 * the database).
 */
export const WALLET_CHECK_PATH = '/__test/wallet/check';

/** The site's own test seams, besides the provider's switches. */
export interface SiteSwitches {
  /** The next webhook stops inside its transaction after the ledger write and never commits (a test then kills the process). */
  stallWebhook: boolean;
}

const patchSchema = z
  .object({
    paused: z.boolean().optional(),
    failNext: z.number().int().min(0).max(1000).optional(),
    failRate: z.number().min(0).max(1).optional(),
    duplicate: z.boolean().optional(),
    reorder: z.boolean().optional(),
    retryBaseMs: z.number().int().min(1).max(3_600_000).optional(),
    pendingCompleteMs: z.number().int().min(0).max(3_600_000).optional(),
    payoutMs: z.number().int().min(0).max(3_600_000).optional(),
    payoutOutcome: z.enum(['paid', 'failed', 'silent']).optional(),
    stallWebhook: z.boolean().optional(),
    /** Puts this many delivered webhooks back in the queue (a provider replaying old events). */
    replay: z.number().int().min(1).max(1000).optional(),
    /** Makes every waiting delivery and scheduled provider action due now (a drain does not wait out the backoff). */
    flush: z.literal(true).optional(),
    /** Runs the provider's due actions and deliveries now and answers what it did. */
    runNow: z.literal(true).optional(),
  })
  .strict();

/**
 * GET: the switches and the queue; POST: change them. The provider's faults
 * (deliveries failing, twice, out of order, paused, shorter retry delays and
 * timers, payouts failing or never answered) and the site's stall seam.
 */
export function registerWalletTestRoutes(
  router: Router,
  deps: { provider: PayProvider; site: SiteSwitches; queue: () => Promise<unknown>; check: () => Promise<unknown> },
): void {
  router.get(WALLET_CHECK_PATH, async ({ res }) => sendJson(res, 200, await deps.check()), NO_INPUT);
  const state = async () => ({ ...deps.provider.switches, ...deps.site, queue: await deps.queue() });
  router.get(WALLET_TEST_PATH, async ({ res }) => sendJson(res, 200, await state()), NO_INPUT);
  router.post(
    WALLET_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_wallet_switch');
      if (!patch) return;
      const { stallWebhook, replay, runNow, flush, ...provider } = patch;
      for (const [key, value] of Object.entries(provider)) if (value !== undefined) Object.assign(deps.provider.switches, { [key]: value });
      if (stallWebhook !== undefined) deps.site.stallWebhook = stallWebhook;
      const replayed = replay ? await deps.provider.replay(replay) : 0;
      if (flush) await deps.provider.flush();
      const ran = runNow ? await deps.provider.runDue() : null;
      deps.provider.wake();
      // The queue's counts only when the caller drains it: they scan the whole queue.
      const switches = { ...deps.provider.switches, ...deps.site };
      sendJson(res, 200, runNow || flush ? { ...(await state()), replayed, ran } : { ...switches, replayed, ran });
    },
    takesBody(patchSchema),
  );
}
