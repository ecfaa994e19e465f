import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownOf, phaseOf } from '../../../src/core/promotions';

const T0 = 1_800_000_000_000;
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 1, max: 10 ** 10 }))
  .map(([start, length]) => ({ startsAt: T0 + start, endsAt: T0 + start + length }));
const nowArb = fc.integer({ min: T0 - 10 ** 9, max: T0 + 3 * 10 ** 10 });

describe('promotion countdown (properties)', () => {
  it('counts to the start, then to the end, then says ended, and its parts add up to what is left', () => {
    fc.assert(
      fc.property(windowArb, nowArb, (window, now) => {
        const c = countdownOf(window, now);
        const target = c.phase === 'startsIn' ? window.startsAt : c.phase === 'endsIn' ? window.endsAt : now;
        expect(c.leftMs).toBe(target - now);
        expect(c.leftMs).toBeGreaterThanOrEqual(0);
        expect(c.days * 86_400_000 + c.hours * 3_600_000 + c.minutes * 60_000 + c.seconds * 1000).toBe(c.leftMs - (c.leftMs % 1000));
        expect(c.hours).toBeLessThan(24);
        expect(c.minutes).toBeLessThan(60);
        expect(c.seconds).toBeLessThan(60);
        const phase = phaseOf(window, now);
        expect(c.phase).toBe(phase === 'upcoming' ? 'startsIn' : phase === 'running' ? 'endsIn' : 'ended');
      }),
    );
  });

  it('never goes back a phase as time passes, and what is left shrinks within one', () => {
    const order = { startsIn: 0, endsIn: 1, ended: 2 } as const;
    fc.assert(
      fc.property(windowArb, nowArb, fc.integer({ min: 0, max: 10 ** 10 }), (window, now, later) => {
        const before = countdownOf(window, now);
        const after = countdownOf(window, now + later);
        expect(order[after.phase]).toBeGreaterThanOrEqual(order[before.phase]);
        if (after.phase === before.phase && before.phase !== 'ended') expect(after.leftMs).toBe(before.leftMs - later);
      }),
    );
  });

  it('starts and ends on the exact millisecond', () => {
    const window = { startsAt: T0, endsAt: T0 + 60_000 };
    expect(countdownOf(window, T0 - 1).phase).toBe('startsIn');
    expect(countdownOf(window, T0)).toMatchObject({ phase: 'endsIn', leftMs: 60_000, minutes: 1 });
    expect(countdownOf(window, T0 + 60_000)).toMatchObject({ phase: 'ended', leftMs: 0 });
  });
});
