import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTO_PATHS, TOTO_SIGNS, totoSectionAnswerSchema, type TotoDraw, type TotoSign } from '../../../src/protocol/toto';
import { TOTO_TEST_PATH } from '../../../server/toto';
import { expectLedgerBalanced } from '../helpers';
import { couponKey, moneyOf, newPlayer, totoHarnessForFile } from './harness';

const h = totoHarnessForFile();

const sign = fc.constantFrom<TotoSign>(...TOTO_SIGNS);
const action = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who: fc.nat(1), first: fc.uniqueArray(sign, { minLength: 1, maxLength: 3 }), rest: sign }),
  fc.record({
    kind: fc.constant('settle' as const),
    results: fc.array(fc.constantFrom(...TOTO_SIGNS, 'void' as const), { minLength: 15, maxLength: 15 }),
  }),
);

const post = (body: unknown) => fetch(new URL(TOTO_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify(body) });

describe('the ledger over any sequence of toto coupons and settlements', () => {
  it('stays balanced, and each player holds what they had less their stakes plus their prizes and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        const people = [await newPlayer(h), await newPlayer(h)];
        for (const a of actions) {
          const read = await fetch(new URL(`${TOTO_PATHS.section}?section=main`, h.url));
          const draw = totoSectionAnswerSchema.parse(await read.json()).open as TotoDraw;
          if (a.kind === 'buy') {
            const picks = draw.games.map((_, i) => (i === 0 ? a.first : [a.rest]));
            const reply = await people[a.who]?.post(TOTO_PATHS.buy, {
              section: 'main',
              drawId: draw.drawId,
              picks,
              idempotencyKey: couponKey(),
            });
            expect(reply?.status).toBe(200);
          } else {
            expect((await post({ section: 'main', close: true })).status).toBe(200);
            expect((await post({ section: 'main', settle: a.results })).status).toBe(200);
          }
        }
        await expectLedgerBalanced(h.db);
        for (const p of people) {
          const [row] = await h.db.query<{ spent: number; back: number }>(
            `SELECT coalesce(sum(amount), 0)::int AS spent,
                    coalesce(sum(prize) + sum(CASE WHEN status = 'refunded' THEN amount ELSE 0 END), 0)::int AS back
               FROM toto_coupon WHERE user_id = $1`,
            [p.userId],
          );
          expect(await moneyOf(h.db, p.accountId)).toBe(1_000_000 - (row?.spent ?? 0) + (row?.back ?? 0));
        }
      }),
      { numRuns: 4 },
    );
  });
});
