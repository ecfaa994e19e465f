import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOTTO_CONFIG } from '../../../server/config/lotto';
import { nextDrawNo } from '../../../src/core/lotto';
import { LOTTO_PATHS } from '../../../src/protocol/lotto';
import { expectLedgerBalanced } from '../helpers';
import { buyKey, lottoHarnessForFile, moneyOf, newPlayer } from './harness';

const h = lottoHarnessForFile();

const lottery = fc.constantFrom(...LOTTO_CONFIG.lotteries);
/** Lines of the lottery's size spread from a seed, so the draws win now and then. */
const action = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who: fc.nat(1), lottery, lines: fc.integer({ min: 1, max: 3 }), seed: fc.nat(1000) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 60_000, max: 20 * 60_000 }) }),
);

describe('the ledger over any sequence of lotto tickets and draws', () => {
  it('stays balanced, and each player holds what they had less their tickets plus their wins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        const people = [await newPlayer(h), await newPlayer(h)];
        for (const a of actions) {
          if (a.kind === 'advance') await h.advance(a.ms);
          else {
            const l = a.lottery;
            const lines = Array.from({ length: a.lines }, (_, i) =>
              Array.from({ length: l.drawn }, (_, k) => ((a.seed + i * 7 + k * 5) % l.balls) + 1),
            ).filter((line) => new Set(line).size === line.length);
            if (lines.length === 0) continue;
            const reply = await people[a.who]?.post(LOTTO_PATHS.buy, {
              lottery: l.id,
              drawNo: nextDrawNo(h.hall.now(l.id), l.drawEveryMs),
              lines,
              idempotencyKey: buyKey(),
            });
            expect(reply?.status).toBe(200);
          }
        }
        // Every ticket's draw comes.
        await h.advance(20 * 60_000);
        await expectLedgerBalanced(h.db);
        for (const p of people) {
          const [row] = await h.db.query<{ spent: number; won: number }>(
            'SELECT coalesce(sum(amount), 0)::int AS spent, coalesce(sum(win), 0)::int AS won FROM lotto_ticket WHERE user_id = $1',
            [p.userId],
          );
          expect(await moneyOf(h.db, p.accountId)).toBe(1_000_000 - (row?.spent ?? 0) + (row?.won ?? 0));
        }
        const [open] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lotto_ticket WHERE status = 'pending'");
        expect(open?.n).toBe(0);
      }),
      { numRuns: 4 },
    );
  });
});
