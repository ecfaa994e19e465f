import { describe, expect, it } from 'vitest';
import { runChaos } from '../../../scripts/ledgerChaos';

/**
 * `npm run ledger:chaos` as a test: a real server (a child process) under
 * random money movements from 8 clients, webhook faults and SIGKILL restarts,
 * with the books checked every 500 operations and after every restart, and
 * every acknowledged movement looked for at the end.
 *
 * 10,000 operations (CHAOS_OPS to change it), three kills and every kind
 * of movement: about two minutes of one of vitest's workers on a quiet
 * 2-core machine; the long runs (1,000,000 operations) are
 * `npm run ledger:chaos`'s. The limit leaves room for a loaded machine.
 */
const OPS = Number(process.env.CHAOS_OPS ?? 10_000);

describe('ledger chaos', () => {
  it(`keeps the books through ${OPS} operations, webhook faults and kills`, async () => {
    const report = await runChaos({
      ops: OPS,
      seed: Number(process.env.CHAOS_SEED ?? 20261125),
      killEvery: Math.ceil(OPS / 3),
      checkEvery: 500,
    });
    expect(report.problems).toEqual([]);
    expect(report.kills).toBeGreaterThanOrEqual(2);
    // The run did move money of every sort it claims to.
    for (const kind of ['deposit', 'bet', 'settle', 'withdraw', 'cancel', 'approve', 'refuse', 'webhook_faults', 'correction'])
      expect(report.outcomes[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
    expect(report.acknowledged.credited).toBeGreaterThan(0);
    expect(report.ok).toBe(true);
  }, 900_000);
});
