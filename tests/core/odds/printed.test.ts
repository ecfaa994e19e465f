import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanPrice,
  decimalToFraction,
  FRACTION_LADDER,
  formatOdds,
  ladderTolerance,
  ODDS_FORMAT,
  parseOdds,
  toFormat,
} from '../../../src/core/odds';
import { oddsText } from '../../../src/core/format';
import { nearestLadderEntry } from '../../../src/core/odds/ladder';
import { oddsArb } from '../../arbitraries/coupon';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const onLadder = (num: number, den: number): boolean => FRACTION_LADDER.some((e) => e.num === num && e.den === den);

describe('odds as bookmakers print them: examples', () => {
  it('American prices are whole, rounded half away from zero from the exact value', () => {
    expect(formatOdds(1.909, ODDS_FORMAT.american)).toBe('-110');
    expect(formatOdds(1.333, ODDS_FORMAT.american)).toBe('-300');
    expect(formatOdds(2, ODDS_FORMAT.american)).toBe('+100');
    expect(formatOdds(2.5, ODDS_FORMAT.american)).toBe('+150');
    // 2.005 is +100.5 and 1.32 is -312.5: half away from zero (Math.round would give -312).
    expect(americanPrice(2.005)).toBe(101);
    expect(americanPrice(1.32)).toBe(-313);
    expect(americanPrice(1.999)).toBe(-100);
    // The coupon keeps its 3 decimals: only the printed text is whole.
    expect(toFormat(1.909, ODDS_FORMAT.american)).toBe(-110.011);
    expect(oddsText(1.333, ODDS_FORMAT.american)).toBe('-300');
  });

  it('fractions come from the ladder when the exact one has a denominator of 100 or more', () => {
    expect(formatOdds(1.91, ODDS_FORMAT.fractional)).toBe('10/11');
    expect(formatOdds(1.909, ODDS_FORMAT.fractional)).toBe('10/11');
    expect(formatOdds(1.333, ODDS_FORMAT.fractional)).toBe('1/3');
    expect(formatOdds(1.03, ODDS_FORMAT.fractional)).toBe('1/33');
    expect(formatOdds(1.005, ODDS_FORMAT.fractional)).toBe('1/100');
    // A simple exact fraction is kept, in the ladder's own form when it is an entry.
    expect(formatOdds(2.375, ODDS_FORMAT.fractional)).toBe('11/8');
    expect(formatOdds(1.85, ODDS_FORMAT.fractional)).toBe('17/20');
    expect(formatOdds(2.5, ODDS_FORMAT.fractional)).toBe('6/4');
    expect(formatOdds(1.667, ODDS_FORMAT.fractional)).toBe('4/6');
    expect(formatOdds(3.125, ODDS_FORMAT.fractional)).toBe('85/40');
    expect(formatOdds(2, ODDS_FORMAT.fractional)).toBe('1/1');
    // Beyond 100/1 prices are whole.
    expect(formatOdds(150.123, ODDS_FORMAT.fractional)).toBe('149/1');
  });

  it('a tie between two entries goes to the shorter price', () => {
    // No thousandth whose exact fraction is unwieldy lies exactly between two entries, so the rule is the ladder's own:
    // a profit of 5.25 is as far from 5/1 as from 11/2.
    expect(nearestLadderEntry(5250n)).toEqual({ num: 5, den: 1 });
    expect(nearestLadderEntry(5251n)).toEqual({ num: 11, den: 2 });
    expect(nearestLadderEntry(1n)).toEqual({ num: 1, den: 100 });
    expect(nearestLadderEntry(500_000n)).toEqual({ num: 100, den: 1 });
  });
});

describe('odds as bookmakers print them: properties', () => {
  it('American is an integer of magnitude 100 or more, + from evens up and - below', () => {
    fc.assert(
      fc.property(oddsArb(1000), (d) => {
        const text = formatOdds(d, ODDS_FORMAT.american);
        expect(text).toMatch(/^[+-]\d+$/);
        const a = Number(text);
        expect(Number.isInteger(a)).toBe(true);
        expect(Math.abs(a)).toBeGreaterThanOrEqual(100);
        expect(a > 0).toBe(d >= 2);
        // Within half a unit of the exact value.
        const exact = d >= 2 ? (d - 1) * 100 : -100 / (d - 1);
        expect(Math.abs(a - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
      { numRuns: 3000 },
    );
  });

  it('a fraction is always a ladder entry or a reduced fraction with a denominator of at most 100', () => {
    fc.assert(
      fc.property(oddsArb(1000), (d) => {
        const { num, den } = decimalToFraction(d);
        expect(formatOdds(d, ODDS_FORMAT.fractional)).toBe(`${num}/${den}`);
        if (onLadder(num, den)) return;
        expect(den).toBeLessThanOrEqual(100);
        expect(gcd(num, den)).toBe(1);
      }),
      { numRuns: 3000 },
    );
  });

  it('decimal -> printed -> read back stays within the ladder tolerance (American within half a unit)', () => {
    fc.assert(
      fc.property(oddsArb(100), (d) => {
        const back = parseOdds(formatOdds(d, ODDS_FORMAT.fractional), ODDS_FORMAT.fractional);
        const exact = decimalToFraction(d, { exact: true });
        // A fraction shown as it is reads back exactly; a ladder price within half the gap to the next entry.
        const gap = ladderTolerance(d);
        const tolerance = exact.den < 100 ? 0 : Number.isFinite(gap) ? gap : 0.01;
        expect(Math.abs(back - d)).toBeLessThanOrEqual(tolerance + 0.0005);
        const american = parseOdds(formatOdds(d, ODDS_FORMAT.american), ODDS_FORMAT.american);
        expect(Math.abs(american - d)).toBeLessThanOrEqual(0.0055);
      }),
      { numRuns: 3000 },
    );
  });

  it('the nearest ladder entry is never farther than another entry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 101_000 }), (m) => {
        const d = m / 1000;
        const exact = decimalToFraction(d, { exact: true });
        if (exact.den < 100) return;
        const shown = decimalToFraction(d);
        const distance = (f: { num: number; den: number }) => Math.abs(f.num / f.den - (d - 1));
        const best = Math.min(...FRACTION_LADDER.map(distance));
        expect(distance(shown)).toBeLessThanOrEqual(best + 1e-12);
      }),
      { numRuns: 2000 },
    );
  });
});
