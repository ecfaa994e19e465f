import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackDue,
  duePeriod,
  lossToMinimum,
  netLossOf,
  periodOf,
  periodsToSettle,
  previousPeriod,
  type KindTotal,
} from '../../../src/core/cashback';
import { CASHBACK_PROGRAMS, CASHBACK_PRODUCT_KINDS, type CashbackProgram } from '../../../src/protocol/constants/cashback';
import { MOVEMENT_KINDS } from '../../../src/protocol/constants/wallet';

const DAY = 86_400_000;
const programs = Object.values(CASHBACK_PROGRAMS);
const anyProgram = fc.constantFrom(...programs);
const currency = fc.constantFrom('RUB', 'USD', 'EUR', 'GBP', 'KZT');
const loss = fc.integer({ min: -50_000_000_000, max: 50_000_000_000 });
const percentProgram = (percent: number, min: number, cap: number): CashbackProgram => ({
  ...CASHBACK_PROGRAMS.vip,
  reward: { mode: 'percent', percent },
  minNetLoss: { RUB: min },
  cap: { RUB: cap },
});

describe('the cashback due', () => {
  it('is never negative, never above the cap, money or points but not both', () => {
    fc.assert(
      fc.property(anyProgram, currency, loss, (program, iso, netLoss) => {
        const due = cashbackDue(program, iso, netLoss);
        const cap = program.cap[iso] ?? 0;
        expect(due.amount).toBeGreaterThanOrEqual(0);
        expect(due.points).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(due.amount) && Number.isInteger(due.points)).toBe(true);
        expect(Math.max(due.amount, due.points)).toBeLessThanOrEqual(cap);
        expect(due.amount === 0 || due.points === 0).toBe(true);
      }),
    );
  });

  it('is nothing on a net win, below the minimum, or in a currency without terms', () => {
    fc.assert(
      fc.property(anyProgram, currency, loss, (program, iso, netLoss) => {
        const min = program.minNetLoss[iso];
        if (netLoss <= 0 || min === undefined || netLoss < min)
          expect(cashbackDue(program, iso, netLoss)).toEqual({ amount: 0, points: 0 });
      }),
    );
  });

  it('is the percent of the net loss rounded down to a minor unit, up to the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (percent, min, cap, netLoss) => {
          const due = cashbackDue(percentProgram(percent, min, cap), 'RUB', netLoss);
          const exact = Math.floor((netLoss * Math.round(percent * 100)) / 10_000);
          expect(due.amount).toBe(netLoss < min ? 0 : Math.min(cap, exact));
        },
      ),
    );
    expect(cashbackDue(percentProgram(5, 0, 1_000_000), 'RUB', 199)).toEqual({ amount: 9, points: 0 });
    expect(cashbackDue(CASHBACK_PROGRAMS.sport, 'RUB', 559_999)).toEqual({ amount: 0, points: 55 });
  });

  it('says how far the net loss is from the minimum', () => {
    expect(lossToMinimum(CASHBACK_PROGRAMS.vip, 'RUB', 40_000)).toBe(60_000);
    expect(lossToMinimum(CASHBACK_PROGRAMS.vip, 'RUB', -5)).toBe(100_000);
    expect(lossToMinimum(CASHBACK_PROGRAMS.vip, 'RUB', 200_000)).toBe(0);
    expect(lossToMinimum(CASHBACK_PROGRAMS.vip, 'KZT', 200_000)).toBeNull();
  });
});

describe('the net loss', () => {
  const total = fc.record({ kind: fc.constantFrom(...MOVEMENT_KINDS), amount: fc.integer({ min: -1_000_000, max: 1_000_000 }) });

  it("is minus the sum of the product's kinds, whatever else moved", () => {
    fc.assert(
      fc.property(fc.constantFrom('sport' as const, 'casino' as const), fc.array(total), (product, totals: KindTotal[]) => {
        const kinds: readonly string[] = CASHBACK_PRODUCT_KINDS[product];
        const expected = -totals.filter((t) => kinds.includes(t.kind)).reduce((s, t) => s + t.amount, 0);
        expect(netLossOf(product, totals)).toBe(expected === 0 ? 0 : expected);
      }),
    );
    expect(
      netLossOf('casino', [
        { kind: 'casino_round_debit', amount: -300 },
        { kind: 'casino_round_credit', amount: 100 },
        { kind: 'bet_stake', amount: -1_000 },
        { kind: 'deposit', amount: 5_000 },
      ]),
    ).toBe(200);
  });
});

describe('the weekly period', () => {
  const at = fc.integer({ min: 0, max: 4_000_000_000_000 });

  it('starts on a Monday at 00:00 UTC, holds its instant, and is the same for every instant in it (one key per period)', () => {
    fc.assert(
      fc.property(at, fc.integer({ min: 0, max: 7 * DAY - 1 }), (t, offset) => {
        const period = periodOf('weekly', t);
        expect(new Date(period.start).getUTCDay()).toBe(1);
        expect(period.start % DAY === 0).toBe(true);
        expect(period.start <= t && t < period.end).toBe(true);
        expect(period.end - period.start).toBe(7 * DAY);
        expect(periodOf('weekly', period.start + offset)).toEqual(period);
      }),
    );
  });

  it('pays the week before once the settling delay has passed its end', () => {
    fc.assert(
      fc.property(at, fc.integer({ min: 0, max: DAY }), (t, delay) => {
        const due = duePeriod('weekly', t, delay);
        expect(due.end + delay).toBeLessThanOrEqual(t);
        expect(due).toEqual(previousPeriod('weekly', t - delay));
        expect(previousPeriod('weekly', t).end).toBe(periodOf('weekly', t).start);
      }),
    );
    const monday = Date.UTC(2026, 10, 30);
    expect(duePeriod('weekly', monday + 5 * 60_000, 10 * 60_000).key).toBe('2026-11-16');
    expect(duePeriod('weekly', monday + 10 * 60_000, 10 * 60_000).key).toBe('2026-11-23');
  });
});

describe('the periods a pass settles', () => {
  const WEEK = 7 * 86_400_000;
  const DELAY = 600_000;
  const start = periodOf('weekly', Date.UTC(2026, 10, 2)).start;
  const payAt = (week: number) => start + (week + 1) * WEEK + DELAY + 1;

  it('is the due one alone before any is settled, then every unsettled one since the first, at most max, oldest first', () => {
    expect(periodsToSettle('weekly', payAt(0), DELAY, new Set(), 8).map((p) => p.start)).toEqual([start]);
    expect(periodsToSettle('weekly', payAt(0), DELAY, new Set([start]), 8)).toEqual([]);
    // Down for three weeks: weeks 1 to 3 are paid on return.
    expect(periodsToSettle('weekly', payAt(3), DELAY, new Set([start]), 8).map((p) => (p.start - start) / WEEK)).toEqual([1, 2, 3]);
    // Week 1 failed and stayed unsettled while week 2 was settled: it is tried again.
    expect(periodsToSettle('weekly', payAt(2), DELAY, new Set([start, start + 2 * WEEK]), 8).map((p) => (p.start - start) / WEEK)).toEqual([
      1,
    ]);
    expect(periodsToSettle('weekly', payAt(20), DELAY, new Set([start]), 8).map((p) => (p.start - start) / WEEK)).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20,
    ]);
  });

  it('never names a settled period, one before the first settled, more than max, or one not yet due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (week, settledWeeks, max) => {
          const settled = new Set(settledWeeks.map((w) => start + w * WEEK));
          const spans = periodsToSettle('weekly', payAt(week), DELAY, settled, max);
          expect(spans.length).toBeLessThanOrEqual(settled.size === 0 ? 1 : max);
          for (const span of spans) {
            expect(settled.has(span.start)).toBe(false);
            expect(span.end + DELAY).toBeLessThan(payAt(week));
            if (settled.size > 0) expect(span.start).toBeGreaterThanOrEqual(Math.min(...settled));
          }
          expect([...spans].sort((a, b) => a.start - b.start)).toEqual(spans);
        },
      ),
    );
  });
});
