import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minSplitStake, systemOptions } from '../../../src/core/coupon/system';
import { systemOptionsOf } from '../../../src/core/coupon/derive';
import { placementRejection, type CouponConfig, type CouponState } from '../../../src/core/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, config, context, run, runAll, signedIn } from './flow';

/** A config whose system minimum (1.00) is far above 1 minor unit a line. */
const withSystemMin: CouponConfig = {
  ...config,
  couponTypes: [...config.couponTypes, { typeId: 2, minAmount: 100, maxAmount: 1_000_000 }],
};

const system = (odds: number[], systemValue = 2): CouponState => {
  let s = runAll(
    signedIn(),
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );
  s = run(s, cmd('coupon/changeType', { typeId: 2 })).state;
  return run(s, cmd('coupon/setSystemValue', { value: systemValue })).state;
};

describe('the least stake of a system option is the least stake placement takes', () => {
  it('minSplitStake: 1 minor unit a line, or the placement minimum when larger', () => {
    expect(minSplitStake(3, null)).toBe(3);
    expect(minSplitStake(3, 100)).toBe(100);
    expect(minSplitStake(184_756, 100)).toBe(184_756);
    expect(systemOptions(3, 0, 100)).toEqual([{ value: 2, offset: 0, minBetAmount: 100, combo: 3 }]);
  });

  it('system 2/3 with a config minimum of 1.00 offers 1.00, not 0.03, and placement agrees at 0.99 and 1.00', () => {
    let s = system([2, 3, 4]);
    expect(s.systemValues[0]?.minBetAmount).toBe(3); // the state alone knows no config
    const [option] = systemOptionsOf(s, withSystemMin);
    expect(option).toEqual({ value: 2, offset: 0, minBetAmount: 100, combo: 3 });
    const ctx = context({ couponTypes: withSystemMin.couponTypes });
    s = run(s, cmd('coupon/setAmount', { amount: 99 }), ctx).state;
    expect(placementRejection(s, withSystemMin)).toEqual({ rejected: true, code: 'coupon.amount_below_min', params: { min: 100 } });
    s = run(s, cmd('coupon/setAmount', { amount: 100 }), ctx).state;
    expect(placementRejection(s, withSystemMin)).toBeNull();
  });

  it('the server minimum joins in through the state, and the larger of config and server binds', () => {
    let s = run(system([2, 3, 4, 5]), cmd('coupon/serverInfo', { minBetAmount: 250 })).state;
    expect(s.systemValues.map((o) => o.minBetAmount)).toEqual([250, 250]);
    expect(systemOptionsOf(s, withSystemMin).map((o) => o.minBetAmount)).toEqual([250, 250]);
    s = run(s, cmd('coupon/serverInfo', { minBetAmount: 50 })).state;
    expect(systemOptionsOf(s, withSystemMin).map((o) => o.minBetAmount)).toEqual([100, 100]);
  });

  it('outside a system there are no options; without a config the state options stand', () => {
    const s = system([2, 3, 4]);
    expect(systemOptionsOf(s, null)).toBe(s.systemValues);
    const express = run(s, cmd('coupon/changeType', { typeId: 1 })).state;
    expect(systemOptionsOf(express, withSystemMin)).toEqual([]);
  });

  it('property: a stake at an option minimum is never refused as below the minimum, one unit less always is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.nat(),
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.integer({ min: 1, max: 500 })),
        (n, kSeed, configMin, serverMin) => {
          const cfg: CouponConfig = { ...config, couponTypes: [{ typeId: 2, minAmount: configMin, maxAmount: 10_000_000 }] };
          const ctx = context({ couponTypes: cfg.couponTypes });
          const k = 2 + (kSeed % (n - 2));
          let s = system(
            Array.from({ length: n }, (_, i) => 1.5 + i / 10),
            k,
          );
          s = run(s, cmd('coupon/serverInfo', { minBetAmount: serverMin }), ctx).state;
          const option = systemOptionsOf(s, cfg).find((o) => o.value === k);
          expect(option).toBeDefined();
          const min = option?.minBetAmount ?? 0;
          const at = run(s, cmd('coupon/setAmount', { amount: min }), ctx).state;
          expect(placementRejection(at, cfg)).toBeNull();
          const below = run(s, cmd('coupon/setAmount', { amount: min - 1 }), ctx).state;
          expect(placementRejection(below, cfg)).toMatchObject({ code: min - 1 <= 0 ? 'coupon.amount_zero' : 'coupon.amount_below_min' });
        },
      ),
      { numRuns: 60 },
    );
  });
});
