import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_WINDOW_MS, type LimitType } from '../../../src/protocol/constants/limits';
import { limitBreach, playBlock, windowTotal, windowUse, type Flow, type LimitRecord } from '../../../src/core/limits';

const H = 3_600_000;
const D = 24 * H;
const T0 = 1_800_000_000_000;

const limit = (type: LimitType, value: number): LimitRecord => ({
  type,
  currencyIso: 'RUB',
  value,
  startedAt: 0,
  endsAt: null,
  reasonId: null,
  pending: null,
});

/** The largest total of any window of length W over the flows (every window that starts just after a flow or ends at one). */
function worstWindow(flows: readonly Flow[], windowMs: number): number {
  let worst = 0;
  for (const end of flows)
    worst = Math.max(
      worst,
      ...flows.map((s) =>
        windowTotal(
          flows.filter((f) => f.at >= s.at),
          windowMs,
          end.at,
        ),
      ),
    );
  return worst;
}

describe('window arithmetic', () => {
  it('counts what is inside (now - W, now] and says when the oldest leaves', () => {
    const flows = [
      { at: T0, amount: 100 },
      { at: T0 + H, amount: 200 },
      { at: T0 + D, amount: 50 },
    ];
    expect(windowUse(flows, D, T0 + D)).toEqual({ used: 250, resetsAt: T0 + H + D });
    expect(windowUse(flows, D, T0 + D - 1)).toEqual({ used: 300, resetsAt: T0 + D });
    expect(windowUse([], D, T0)).toEqual({ used: 0, resetsAt: null });
  });

  it('a win older than the losses after it buys no room', () => {
    const flows = [
      { at: T0, amount: -1_000 },
      { at: T0 + H, amount: 300 },
    ];
    expect(windowUse(flows, D, T0 + H).used).toBe(300);
    expect(windowTotal(flows, D, T0 + H)).toBe(-700);
  });

  it('the tightest of several limits of one kind wins', () => {
    const flows = [{ at: T0, amount: 600 }];
    const breach = limitBreach([limit(20, 1_000), limit(21, 700), limit(22, 5_000)], flows, 200, T0 + H);
    expect(breach).toMatchObject({ limitType: 21, limit: 700, used: 600, left: 100, resetsAt: T0 + 7 * D });
    expect(limitBreach([limit(20, 1_000)], flows, 400, T0 + H)).toBeNull();
  });

  it('a running self-exclusion or time-out blocks play; an ended one does not', () => {
    const timeOut: LimitRecord = { ...limit(33, 1), currencyIso: null, startedAt: T0, endsAt: T0 + D };
    expect(playBlock([timeOut], T0 + H)).toEqual({ limitType: 33, endsAt: T0 + D });
    expect(playBlock([timeOut], T0 + D)).toBeNull();
  });
});

const step = fc.record({
  gap: fc.integer({ min: 0, max: 3 * D }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  /** Settled as a loss limit sees it: a share of the stake comes back. */
  back: fc.integer({ min: 0, max: 3 }),
});

describe('properties: checked amounts never let a window pass its limit', () => {
  it('gross amounts (deposits, stakes) against random 24 h / 7 d / 30 d limits', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.subarray([20, 21, 22] as const, { minLength: 1 }),
        fc.integer({ min: 1, max: 20_000 }),
        (steps, types, value) => {
          const limits = types.map((t) => limit(t, value));
          const flows: Flow[] = [];
          let now = T0;
          for (const s of steps) {
            now += s.gap;
            if (!limitBreach(limits, flows, s.amount, now)) flows.push({ at: now, amount: s.amount });
          }
          for (const t of types) expect(worstWindow(flows, LIMIT_WINDOW_MS[t] ?? 0)).toBeLessThanOrEqual(value);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('net loss (stakes less what came back) against a random loss limit, in every window', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.integer({ min: 1, max: 20_000 }), (steps, value) => {
        const limits = [limit(10, value)];
        const flows: Flow[] = [];
        let now = T0;
        for (const s of steps) {
          now += s.gap;
          if (limitBreach(limits, flows, s.amount, now)) continue;
          flows.push({ at: now, amount: s.amount });
          // The bet settles an hour later: lost (0), refunded (1), won double (2) or triple (3).
          if (s.back > 0) flows.push({ at: now + H, amount: -s.amount * s.back });
          now += H;
        }
        expect(worstWindow(flows, D)).toBeLessThanOrEqual(value);
      }),
      { numRuns: 150 },
    );
  });
});
