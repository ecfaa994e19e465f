import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINGO_PATHS } from '../../../src/protocol/bingo';
import { BINGO_TEST_PATH } from '../../../server/bingo';
import { expectLedgerBalanced } from '../helpers';
import { bingoHarnessForFile, buyKey, moneyOf, newPlayer } from './harness';

const h = bingoHarnessForFile();

const room = fc.constantFrom('speed-75', 'classic-90');
const action = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who: fc.nat(1), room, count: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('open' as const), room }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 500, max: 40_000 }) }),
);

describe('the ledger over any sequence of bingo purchases and calls', () => {
  it('stays balanced, and each player holds what they had less their cards plus their wins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const people = [await newPlayer(h), await newPlayer(h)];
        for (const a of actions) {
          if (a.kind === 'advance') await h.advance(a.ms);
          else if (a.kind === 'open')
            await fetch(new URL(BINGO_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify({ room: a.room }) });
          else {
            const reply = await people[a.who]?.post(BINGO_PATHS.buy, { room: a.room, count: a.count, idempotencyKey: buyKey() });
            expect([200, 409]).toContain(reply?.status);
          }
        }
        // Play every game out: the full house always comes.
        for (let i = 0; i < 120; i += 1) await h.advance(1_000);
        await expectLedgerBalanced(h.db);
        for (const p of people) {
          const [row] = await h.db.query<{ spent: number; won: number }>(
            `SELECT (SELECT coalesce(sum(amount), 0) FROM bingo_purchase WHERE user_id = $1)::int AS spent,
                    (SELECT coalesce(sum(amount), 0) FROM bingo_win WHERE user_id = $1)::int AS won`,
            [p.userId],
          );
          expect(await moneyOf(h.db, p.accountId)).toBe(100_000 - (row?.spent ?? 0) + (row?.won ?? 0));
        }
        const [open] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bingo_game WHERE phase <> 'ended' AND cards > 0`);
        expect(open?.n).toBe(0);
      }),
      { numRuns: 6 },
    );
  });
});
