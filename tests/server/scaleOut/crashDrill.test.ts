import { describe, expect, it } from 'vitest';
import { runChaos } from '../../../scripts/ledgerChaos';
import { scratchPostgres } from '../../support/postgres';

/**
 * The crash drill on PostgreSQL: two server processes share one database
 * while 8 clients move money through both (deposits with every test card,
 * bets, settlements, withdrawals, operator decisions, corrections) and the
 * webhooks are duplicated, reordered and replayed; one process at a time is
 * killed with SIGKILL mid-burst and started again, its clients sending to
 * the survivor meanwhile. The books are checked every 250 operations and
 * after every restart; at the end every acknowledged movement is looked for.
 * (The same drill on PGlite, one process: tests/server/wallet/chaos.test.ts.)
 */
const OPS = Number(process.env.CRASH_DRILL_OPS ?? 2_000);

describe('crash drill: two processes over PostgreSQL', () => {
  it(`loses nothing acknowledged and keeps the books through ${OPS} operations and kills`, async () => {
    const db = await scratchPostgres();
    try {
      const report = await runChaos({
        ops: OPS,
        seed: Number(process.env.CHAOS_SEED ?? 20261129),
        processes: 2,
        databaseUrl: db.url,
        killEvery: Math.ceil(OPS / 3),
        checkEvery: 250,
      });
      expect(report.problems).toEqual([]);
      expect(report.kills).toBeGreaterThanOrEqual(2);
      for (const kind of ['deposit', 'bet', 'settle', 'withdraw', 'approve', 'correction'])
        expect(report.outcomes[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
      expect(report.acknowledged.credited).toBeGreaterThan(0);
      expect(report.ok).toBe(true);
    } finally {
      await db.drop();
    }
  }, 600_000);
});
