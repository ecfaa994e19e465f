import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { windowTotal, type Flow } from '../../../src/core/limits';
import { LIMIT_WINDOW_MS } from '../../../src/protocol/constants/limits';
import { flowsOf } from '../../../server/limits/flows';
import { betOf, newPlayer, payload, picker, tryPlace } from '../bets/harness';
import { deposit, startDeposit, walletHarnessForFile } from '../wallet/harness';
import { HOUR, setLimits } from './helpers';

const h = walletHarnessForFile();
const pick = picker(h);

/** The largest total of any window of length W (each window starting at a flow, ending at a flow). */
function worstWindow(flows: readonly Flow[], windowMs: number): number {
  let worst = 0;
  for (const end of flows)
    for (const start of flows)
      worst = Math.max(
        worst,
        windowTotal(
          flows.filter((f) => f.at >= start.at),
          windowMs,
          end.at,
        ),
      );
  return worst;
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 6_000 }).map((n) => n * 100), pay: fc.boolean() }),
  fc.record({ kind: fc.constant('stake' as const), amount: fc.integer({ min: 10, max: 1_500 }).map((n) => n * 100) }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

describe('property: random deposits and bets against random limits', () => {
  it('never let the total of any window pass its limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(20, 21),
        fc.constantFrom(100_000, 500_000, 1_000_000),
        fc.constantFrom(1, 2),
        fc.integer({ min: 20, max: 300 }).map((n) => n * 1_000),
        fc.array(op, { minLength: 4, maxLength: 12 }),
        async (depositType, depositLimit, wagerType, wagerLimit, ops) => {
          const p = await newPlayer(h, 2_000_000);
          await setLimits(p, [
            { limitType: depositType, limitValue: depositLimit },
            { limitType: wagerType, limitValue: wagerLimit },
          ]);
          for (const o of ops) {
            if (o.kind === 'wait') h.clock.advance(o.hours * HOUR);
            else if (o.kind === 'stake') await tryPlace(p, payload([betOf(pick(1)[0] as never)], { amount: o.amount }));
            // A refused deposit is fine: the property is about what got through.
            else if (o.pay) await deposit(h, p, o.amount).catch(() => undefined);
            else await startDeposit(p, { amount: o.amount });
          }
          const now = h.clock.now() + 1;
          const deposits = await flowsOf(h.db, p.userId, 'deposit', 'RUB', now);
          const stakes = await flowsOf(h.db, p.userId, 'wagering', 'RUB', now);
          expect(worstWindow(deposits, LIMIT_WINDOW_MS[depositType as 20] ?? 0)).toBeLessThanOrEqual(depositLimit);
          expect(worstWindow(stakes, LIMIT_WINDOW_MS[wagerType as 1] ?? 0)).toBeLessThanOrEqual(wagerLimit);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
