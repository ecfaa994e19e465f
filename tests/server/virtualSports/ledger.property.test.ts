import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIRTUAL_SPORTS, type VirtualSport } from '../../../src/protocol/virtualSports';
import { expectLedgerBalanced } from '../helpers';
import { balanceOf, newPlayer, payload, tryPlace } from '../bets/harness';
import { advance, boardOf, legOf, nextEvent, virtualHarnessForFile } from './harness';

const h = virtualHarnessForFile();

const action = fc.record({
  /** The sports of the coupon's legs: one a single, two an express, three a system 2 of 3 (each leg a different sport's next event). */
  sports: fc.shuffledSubarray([...VIRTUAL_SPORTS], { minLength: 1, maxLength: 3 }),
  outcome: fc.nat({ max: 1 }),
  // The least stake of a coupon type is 10.00 (a system's for each of its three lines).
  amount: fc.integer({ min: 3_000, max: 20_000 }),
  waitMs: fc.integer({ min: 0, max: 150_000 }),
});

describe('virtual sports money', () => {
  it('keeps the ledger balanced and settles every coupon after any sequence of bets and ended events', async () => {
    const player = await newPlayer(h, 10_000_000);
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 4 }), async (actions) => {
        for (const a of actions) {
          const board = await boardOf(h);
          const legs = a.sports.map((sport: VirtualSport) => legOf(nextEvent(board, sport), a.outcome));
          const typeId = legs.length === 1 ? 0 : legs.length === 2 ? 1 : 2;
          const placed = await tryPlace(player, payload(legs, { typeId, amount: a.amount, systemValue: 2 }));
          expect(placed.status, JSON.stringify(placed.error)).toBe(200);
          await advance(h, a.waitMs);
        }
        // Every event listed now has ended a little over one interval and a play later.
        await advance(h, 400_000);
        const [open] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bet_coupon WHERE state = 'open'");
        expect(open?.n).toBe(0);
        await expectLedgerBalanced(h.db);
        expect(await balanceOf(h.db, player.accountId)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3 },
    );
  });
});
