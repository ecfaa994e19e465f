import { PROVIDER_TIMINGS, PROVIDER_WEBHOOK } from '../../src/protocol/constants/wallet';

/**
 * How the simulated provider behaves. The defaults are a well-behaved
 * provider; the test switch (/__test/wallet, never in production) turns on
 * the faults real ones have: deliveries that fail, come twice, come out of
 * order, stop for a while, and payouts that fail or never answer.
 */
export interface ProviderSwitches {
  /** Deliveries wait in the queue while paused. */
  paused: boolean;
  /** The next N delivery attempts fail without reaching the site (its network or the site is down). */
  failNext: number;
  /** Each delivery attempt fails with this chance (0 to 1), whichever delivery it is: the site's network flaking. */
  failRate: number;
  /** Each delivery is sent twice. */
  duplicate: boolean;
  /** Each payment's or payout's due events go newest first (delivery.ts lanesOf). */
  reorder: boolean;
  /** The first retry's delay; each next one doubles. */
  retryBaseMs: number;
  pendingCompleteMs: number;
  payoutMs: number;
  /** paid, failed, or silent: the provider never tells (the withdrawal stays held). */
  payoutOutcome: 'paid' | 'failed' | 'silent';
}

export function defaultSwitches(): ProviderSwitches {
  return {
    paused: false,
    failNext: 0,
    failRate: 0,
    duplicate: false,
    reorder: false,
    retryBaseMs: Number(process.env.PAYMENT_RETRY_BASE_MS) || PROVIDER_WEBHOOK.retryBaseMs,
    pendingCompleteMs: PROVIDER_TIMINGS.pendingCompleteMs,
    payoutMs: PROVIDER_TIMINGS.payoutMs,
    payoutOutcome: 'paid',
  };
}

/** The wait before retry n (1-based): base x 2^(n-1), at most the provider's maximum. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(PROVIDER_WEBHOOK.retryMaxDelayMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
}
