import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionsOf } from '../../../src/core/tvGames';
import { TV_PATHS, type TvDraw } from '../../../src/protocol/tvGames';
import { expectLedgerBalanced } from '../helpers';
import { moneyOf, newPlayer } from '../bingo/harness';
import { TEST_TV_GAMES, betKey, tvHarnessForFile } from './harness';

const h = tvHarnessForFile();
const show = fc.constantFrom(...TEST_TV_GAMES.shows);
const action = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    who: fc.nat(1),
    show,
    pick: fc.nat(),
    stake: fc.integer({ min: 1_000, max: 30_000 }),
  }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 500, max: 20_000 }) }),
);

describe('the ledger over any sequence of TV bets and draws', () => {
  it('stays balanced, and each player holds what they had less their stakes plus their wins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const people = [await newPlayer(h), await newPlayer(h)];
        for (const a of actions) {
          if (a.kind === 'advance') await h.advance(a.ms);
          else {
            const draw = (await h.switchTo({ show: a.show.id })).draw as TvDraw;
            const choices = selectionsOf(a.show.rules);
            const selection = choices[a.pick % choices.length] as string;
            const reply = await people[a.who]?.post(TV_PATHS.bet, {
              show: a.show.id,
              drawId: draw.drawId,
              selection,
              stake: a.stake,
              idempotencyKey: betKey(),
            });
            expect([200, 409]).toContain(reply?.status);
          }
        }
        // Play every draw with bets out.
        await h.advance(10_000 + 8 * 1_000);
        await expectLedgerBalanced(h.db);
        for (const p of people) {
          const [row] = await h.db.query<{ staked: number; won: number }>(
            'SELECT coalesce(sum(stake), 0)::int AS staked, coalesce(sum(payout), 0)::int AS won FROM tv_bet WHERE user_id = $1',
            [p.userId],
          );
          expect(await moneyOf(h.db, p.accountId)).toBe(100_000 - (row?.staked ?? 0) + (row?.won ?? 0));
        }
        const [open] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tv_bet WHERE status = 'open'`);
        expect(open?.n).toBe(0);
      }),
      { numRuns: 5 },
    );
  });
});
