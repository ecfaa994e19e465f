import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerCalculator, priceCalculation } from '../../../src/core/calculator';
import { CALCULATOR_LEG_STATUSES, type CalculatorInput, type CalculatorIssue } from '../../../src/protocol/calculator';
import { BET_STATUS, COUPON_LEG_LIMITS, type BetStatusId, type CouponTypeId } from '../../../src/protocol/constants/couponTypes';
import { ODDS_FORMAT, type OddsFormatId } from '../../../src/protocol/constants/oddsFormats';

const legs = (...odds: string[]) => odds.map((o) => ({ odds: o, status: -2 as const, banker: false }));
const SYSTEM: CalculatorInput = { typeId: 2, system: 2, stake: '600', format: 0, legs: legs('1.5', '2', '2.5', '3') };
const issuesOf = (input: CalculatorInput): readonly CalculatorIssue[] => {
  const { outcome } = priceCalculation(input);
  return outcome.status === 'invalid' ? outcome.issues : [];
};

describe('the calculator prices', () => {
  it('the 2-from-4 system of 600 at 1.5, 2, 2.5, 3: six lines of 100, at most 2,975.00', () => {
    const { outcome } = priceCalculation(SYSTEM);
    expect(outcome).toMatchObject({ status: 'ok', lineCount: 6, split: { base: 10_000, remainder: 0, total: 60_000 } });
    expect(outcome.status === 'ok' && outcome.lines.map((l) => l.stake.current)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(outcome).toMatchObject({ returns: { current: 0, max: 297_500 } });
  });

  it('odds typed in each of the six formats as the same decimals', () => {
    const typed: Record<OddsFormatId, [string, string]> = {
      [ODDS_FORMAT.decimal]: ['3', '1.5'],
      [ODDS_FORMAT.fractional]: ['2/1', '1/2'],
      [ODDS_FORMAT.american]: ['+200', '-200'],
      [ODDS_FORMAT.hongKong]: ['2', '0.5'],
      [ODDS_FORMAT.indonesian]: ['2', '-2'],
      [ODDS_FORMAT.malay]: ['-0.5', '0.5'],
    };
    for (const [format, odds] of Object.entries(typed)) {
      const answer = priceCalculation({ typeId: 1, stake: '10', format: Number(format) as OddsFormatId, legs: legs(...odds) });
      expect(answer.decimals, `format ${format}`).toEqual([3, 1.5]);
      expect(answer.outcome).toMatchObject({ status: 'ok', returns: { max: 4_500 } });
    }
  });

  it('a settled calculation: the current return counts won, lost and returned legs', () => {
    const statuses: BetStatusId[] = [1, 1, 0, 2];
    const settled = { ...SYSTEM, legs: SYSTEM.legs.map((leg, i) => ({ ...leg, status: statuses[i] ?? -2 })) };
    const { outcome } = priceCalculation(settled);
    // Won 1.5 and 2 (300), returned 3 with 1.5 and 2 (150 + 200), the lines with the lost 2.5 nothing.
    expect(outcome).toMatchObject({ status: 'ok', returns: { current: 65_000, max: 65_000 } });
  });
});

describe('the calculator refuses with typed issues', () => {
  it.each<[string, CalculatorInput, CalculatorIssue[]]>([
    [
      'odds below 1.01',
      { ...SYSTEM, legs: legs('1.005', '1', '2.5', '3') },
      [
        { code: 'odds_below_min', leg: 0, min: 1.01 },
        { code: 'odds_below_min', leg: 1, min: 1.01 },
      ],
    ],
    [
      'odds missing or unreadable',
      { ...SYSTEM, legs: legs('', 'two', '2.5', '3') },
      [
        { code: 'odds_missing', leg: 0 },
        { code: 'odds_unreadable', leg: 1 },
      ],
    ],
    ['decimal odds with 4 decimals', { ...SYSTEM, legs: legs('1.5001', '2', '2.5', '3') }, [{ code: 'odds_precision', leg: 0 }]],
    [
      'too many legs for a lucky',
      { typeId: 7, stake: '10', format: 0, legs: legs(...Array<string>(9).fill('2')) },
      [{ code: 'leg_count', min: 2, max: 8, count: 9 }],
    ],
    ['a system size out of range', { ...SYSTEM, system: 5 }, [{ code: 'system_value', min: 2, max: 4, value: 5 }]],
    ['a system without a size', { ...SYSTEM, system: undefined } as CalculatorInput, [{ code: 'system_missing' }]],
    ['too many bankers', { ...SYSTEM, legs: SYSTEM.legs.map((l, i) => ({ ...l, banker: i < 2 })) }, [{ code: 'bankers_too_many', max: 1 }]],
    ['no stake', { ...SYSTEM, stake: ' ' }, [{ code: 'stake_missing' }]],
    ['a stake with 3 decimals', { ...SYSTEM, stake: '1.005' }, [{ code: 'stake_invalid' }]],
    ['a stake below a minor unit a line', { ...SYSTEM, stake: '0.05' }, [{ code: 'stake_below_lines', lines: 6, least: 6 }]],
    [
      'an anti-express quote above A/(A-1)',
      { typeId: 6, stake: '10', format: 0, legs: legs('2', '2'), anti: '1.5' },
      [{ code: 'anti_above_max', max: 1.333 }],
    ],
    [
      'an anti-express quote that is no odds',
      { typeId: 6, stake: '10', format: 0, legs: legs('2', '2'), anti: '1.2345' },
      [{ code: 'anti_invalid' }],
    ],
  ])('%s', (_, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  it('a leg count outside the type, for every type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 50 }), (typeId, count) => {
        const { min, max } = COUPON_LEG_LIMITS[typeId as CouponTypeId];
        fc.pre(count < min || count > max);
        const input: CalculatorInput = {
          typeId: typeId as CouponTypeId,
          system: 2,
          stake: '100',
          format: 0,
          legs: legs(...Array<string>(count).fill('2')),
        };
        expect(issuesOf(input)).toContainEqual({ code: 'leg_count', min, max, count });
      }),
    );
  });

  it('a query that is no calculation: the default one, said to be so', () => {
    expect(answerCalculator({ query: '?t=x' })).toMatchObject({ status: 'ok', badQuery: true, query: 't=1&s=100&f=0&o=1.5&o=2' });
    expect(answerCalculator({ query: '' })).toMatchObject({ badQuery: false, outcome: { status: 'ok', returns: { max: 30_000 } } });
    // A campaign's tags alone say nothing of a calculation: the default one, with no complaint.
    expect(answerCalculator({ query: '?utm_source=mail' })).toMatchObject({ badQuery: false, query: 't=1&s=100&f=0&o=1.5&o=2' });
    expect(answerCalculator({ query: '?s=600' })).toMatchObject({ badQuery: true });
  });
});

describe("the form's leg results", () => {
  it('are the statuses of SPEC they stand for: open, won, lost, returned, half won, half lost', () => {
    const { notCalculated, win, lose, returned, halfWinHalfReturn, halfLoseHalfReturn } = BET_STATUS;
    expect(CALCULATOR_LEG_STATUSES).toEqual([notCalculated, win, lose, returned, halfWinHalfReturn, halfLoseHalfReturn]);
  });
});
