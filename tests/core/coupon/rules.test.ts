import { describe, expect, it } from 'vitest';
import {
  amountLimits,
  checkAmount,
  currencyInfo,
  isBetLive,
  isBetLocked,
  isExpressBonusEligible,
  isGameFinished,
  isPromoCodeAllowed,
  isSystemValueAllowed,
  isVipBetEligible,
  stepAmount,
  systemOptions,
  toCouponBet,
  toMinor,
} from '../../../src/core/coupon';
import { CURRENCY_TABLE } from '../../../src/protocol/constants/currencies';
import { newBet } from '../../arbitraries/coupon';

const bonusLegs = (coefs: number[], kind = 1) => coefs.map((coef) => ({ coef, kind }));

describe('express bonus eligibility (SPEC 5)', () => {
  it('needs the feature, an express, 3+ legs at 1.1+, no market kind 7, total >= 1.01', () => {
    expect(isExpressBonusEligible({ enabled: true, typeId: 1, legs: bonusLegs([1.1, 1.1, 1.1]) })).toBe(true);
    expect(isExpressBonusEligible({ enabled: false, typeId: 1, legs: bonusLegs([1.5, 1.5, 1.5]) })).toBe(false);
    expect(isExpressBonusEligible({ enabled: true, typeId: 2, legs: bonusLegs([1.5, 1.5, 1.5]) })).toBe(false);
    expect(isExpressBonusEligible({ enabled: true, typeId: 1, legs: bonusLegs([1.5, 1.5]) })).toBe(false);
    expect(isExpressBonusEligible({ enabled: true, typeId: 1, legs: bonusLegs([1.5, 1.5, 1.099]) })).toBe(false);
    expect(isExpressBonusEligible({ enabled: true, typeId: 1, legs: [...bonusLegs([1.5, 1.5]), { coef: 2, kind: 7 }] })).toBe(false);
  });
});

describe('vip bet eligibility (SPEC 5)', () => {
  const base = { enabled: true, maxBetAmount: 100000, typeId: 1 as const, betsLive: [false, false] };
  it('needs the feature, a finite max, only line bets, a bet, type not 9', () => {
    expect(isVipBetEligible(base)).toBe(true);
    expect(isVipBetEligible({ ...base, enabled: false })).toBe(false);
    expect(isVipBetEligible({ ...base, maxBetAmount: null })).toBe(false);
    expect(isVipBetEligible({ ...base, betsLive: [false, true] })).toBe(false);
    expect(isVipBetEligible({ ...base, betsLive: [] })).toBe(false);
    expect(isVipBetEligible({ ...base, typeId: 9 })).toBe(false);
  });
});

describe('min and max amounts (SPEC 5)', () => {
  const types = [{ typeId: 1, minAmount: 1000, maxAmount: 500000 }];
  it('apply only to the listed types; max never for a bonus account', () => {
    expect(amountLimits(1, types, false)).toEqual({ min: 1000, max: 500000 });
    expect(amountLimits(1, types, true)).toEqual({ min: 1000, max: null });
    expect(amountLimits(2, types, false)).toEqual({ min: null, max: null });
    expect(checkAmount(999, amountLimits(1, types, false))).toEqual({
      rejected: true,
      code: 'coupon.amount_below_min',
      params: { min: 1000 },
    });
    expect(checkAmount(500001, amountLimits(1, types, false))).toEqual({
      rejected: true,
      code: 'coupon.amount_above_max',
      params: { max: 500000 },
    });
    expect(checkAmount(500001, amountLimits(1, types, true))).toBeNull();
    expect(checkAmount(0, amountLimits(2, types, false))?.code).toBe('coupon.amount_zero');
  });
});

describe('promo code, system size (SPEC 5)', () => {
  it('no promo code on type 9', () => {
    expect(isPromoCodeAllowed(9)).toBe(false);
    expect(isPromoCodeAllowed(1)).toBe(true);
  });
  it('a system is at least 2 and smaller than n', () => {
    expect(isSystemValueAllowed(1, 5)).toBe(false);
    expect(isSystemValueAllowed(2, 5)).toBe(true);
    expect(isSystemValueAllowed(5, 5)).toBe(false);
    expect(systemOptions(4, 1)).toEqual([
      { value: 2, offset: 1, minBetAmount: 6, combo: 6 },
      { value: 3, offset: 1, minBetAmount: 4, combo: 4 },
    ]);
    // the placement minimum binds when it is above 1 minor unit a line
    expect(systemOptions(4, 1, 5).map((o) => o.minBetAmount)).toEqual([6, 5]);
  });
});

describe('bet predicates (SPEC 4)', () => {
  const bet = (o: Parameters<typeof newBet>[2] = {}) => toCouponBet(newBet(0, 2, o));
  it('live: not finished and a game time, live-in-live, status 2 or 3, or a live market', () => {
    expect(isBetLive(bet())).toBe(false);
    expect(isBetLive(bet({ timeSec: 120 }))).toBe(true);
    expect(isBetLive(bet({ isLiveInLive: true }))).toBe(true);
    expect(isBetLive(bet({ gameStatus: 2 }))).toBe(true);
    expect(isBetLive(bet({ gameStatus: 3 }))).toBe(true);
    expect(isBetLive(bet({ market: { ...newBet(0, 2).market, isLive: true } }))).toBe(true);
    expect(isBetLive(bet({ timeSec: 120, isFinished: true }))).toBe(false);
  });
  it('finished: the flag or status 4', () => {
    expect(isGameFinished(bet({ gameStatus: 4 }))).toBe(true);
    expect(isGameFinished(bet({ isFinished: true }))).toBe(true);
    expect(isGameFinished(bet())).toBe(false);
  });
  it('locked: blocked, dependent or banned from express', () => {
    expect(isBetLocked(bet())).toBe(false);
    expect(isBetLocked(bet({ isBlocked: true }))).toBe(true);
    expect(isBetLocked(bet({ isDepend: true }))).toBe(true);
    expect(isBetLocked(bet({ isBannedExpress: true }))).toBe(true);
  });
});

describe('currencies and money (SPEC 9)', () => {
  it('fixed values: RUB 100/150, USD and EUR 2.5/5, INR 100, unknown falls back to RUB', () => {
    expect(currencyInfo('RUB')).toMatchObject({ exponent: 2, step: 10000, initial: 15000 });
    expect(currencyInfo('usd')).toMatchObject({ step: 250, initial: 500 });
    expect(currencyInfo('EUR')).toMatchObject({ step: 250, initial: 500 });
    expect(currencyInfo('INR')).toMatchObject({ step: 10000 });
    expect(currencyInfo('ZZZ')).toMatchObject({ step: 10000, initial: 15000, isFallback: true });
    expect(currencyInfo('JPY').exponent).toBe(0);
    expect(currencyInfo('KWD').exponent).toBe(3);
  });
  it('the table covers about 130 more currencies, each with an integer step and initial in minor units', () => {
    expect(Object.keys(CURRENCY_TABLE).length).toBeGreaterThanOrEqual(130);
    for (const iso of Object.keys(CURRENCY_TABLE)) {
      const c = currencyInfo(iso);
      expect(Number.isSafeInteger(c.step) && c.step > 0).toBe(true);
      expect(c.initial).toBeGreaterThanOrEqual(c.step);
    }
  });
  it('minor units are exact', () => {
    expect(toMinor(1.15, 'USD')).toBe(115);
    expect(toMinor(0.29, 'EUR')).toBe(29);
    expect(stepAmount(15000, 1, 10000)).toBe(20000);
    expect(stepAmount(15000, -1, 10000)).toBe(10000);
    expect(stepAmount(5000, -1, 10000)).toBe(0);
  });
});
