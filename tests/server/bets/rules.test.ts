import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressUpperBound, isAntiExpressCoefPlausible } from '../../../src/core/coupon';
import { antiExpressQuote } from '../../../server/bets/antiExpress';
import { OUTCOME_TYPE, outcomeStatus, type SettledMarket } from '../../../server/bets/outcomeStatus';
import { valueCoupon } from '../../../server/bets/pricing';
import { hyperBonusAmount } from '../../../server/bets/promotions';
import { paidAt } from '../../../server/bets/returns';
import type { StoredCoupon, StoredLeg } from '../../../server/bets/store';
import { MARKET_TYPES } from '../../../server/live/catalogueData';

const FOOTBALL = 1;
const TENNIS = 4;
const market = (marketTypeId: number, outcomeTypeId: number, param: number | null = null, sportId = FOOTBALL): SettledMarket => ({
  sportId,
  marketTypeId,
  outcomeTypeId,
  param,
});
const score = (home: number, away: number): [number, number][] => [[home, away]];

describe('outcomeStatus: the bet status of an outcome from the final score', () => {
  it('settles 1X2 and double chance', () => {
    const r = MARKET_TYPES.result.typeId;
    expect([OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away].map((o) => outcomeStatus(market(r, o), score(2, 1)))).toEqual([
      1, 0, 0,
    ]);
    expect([OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away].map((o) => outcomeStatus(market(r, o), score(1, 1)))).toEqual([
      0, 1, 0,
    ]);
    const dc = MARKET_TYPES.doubleChance.typeId;
    expect(
      [OUTCOME_TYPE.homeOrDraw, OUTCOME_TYPE.homeOrAway, OUTCOME_TYPE.drawOrAway].map((o) => outcomeStatus(market(dc, o), score(0, 0))),
    ).toEqual([1, 0, 1]);
    expect(
      [OUTCOME_TYPE.homeOrDraw, OUTCOME_TYPE.homeOrAway, OUTCOME_TYPE.drawOrAway].map((o) => outcomeStatus(market(dc, o), score(0, 2))),
    ).toEqual([0, 1, 1]);
  });

  it('sums the periods', () => {
    expect(
      outcomeStatus(market(MARKET_TYPES.result.typeId, OUTCOME_TYPE.away), [
        [1, 0],
        [0, 2],
      ]),
    ).toBe(1);
  });

  it('settles a level two-way result as a dead heat (6)', () => {
    expect(outcomeStatus(market(MARKET_TYPES.result.typeId, OUTCOME_TYPE.home, null, TENNIS), score(1, 1))).toBe(6);
    expect(outcomeStatus(market(MARKET_TYPES.result.typeId, OUTCOME_TYPE.home, null, TENNIS), score(2, 1))).toBe(1);
  });

  it('settles totals by Asian rules: whole lines push, quarter lines split', () => {
    const t = MARKET_TYPES.total.typeId;
    const over = (line: number, goals: number) => outcomeStatus(market(t, OUTCOME_TYPE.over, line), score(goals, 0));
    const under = (line: number, goals: number) => outcomeStatus(market(t, OUTCOME_TYPE.under, line), score(goals, 0));
    expect([over(2.5, 3), over(2.5, 2), under(2.5, 2)]).toEqual([1, 0, 1]);
    expect([over(3, 3), under(3, 3), over(3, 4)]).toEqual([2, 2, 1]);
    // 2.75 is half on 2.5 and half on 3.0; 2.25 half on 2.0 and half on 2.5.
    expect([over(2.75, 3), under(2.75, 3), over(2.25, 2), under(2.25, 2)]).toEqual([4, 5, 5, 4]);
    expect([over(2.75, 4), over(2.75, 2)]).toEqual([1, 0]);
  });

  it("settles handicaps from the home side's line, the away side taking its mirror", () => {
    const hc = MARKET_TYPES.handicap.typeId;
    const h1 = (line: number, s: [number, number]) => outcomeStatus(market(hc, OUTCOME_TYPE.handicapHome, line), [s]);
    const h2 = (line: number, s: [number, number]) => outcomeStatus(market(hc, OUTCOME_TYPE.handicapAway, line), [s]);
    expect([h1(-1.5, [2, 0]), h2(-1.5, [2, 0]), h1(-1.5, [1, 0]), h2(-1.5, [1, 0])]).toEqual([1, 0, 0, 1]);
    expect([h1(-1, [2, 1]), h2(-1, [2, 1])]).toEqual([2, 2]);
    // -0.75 for the home side: a one-goal win is half won, half returned; the away side (+0.75) half lost.
    expect([h1(-0.75, [1, 0]), h2(-0.75, [1, 0]), h1(-0.75, [2, 0]), h2(-0.75, [0, 0])]).toEqual([4, 5, 1, 1]);
    expect([h1(0.25, [0, 0]), h2(0.25, [0, 0])]).toEqual([4, 5]);
  });

  it('settles both teams to score', () => {
    const b = MARKET_TYPES.bothScore.typeId;
    expect([
      outcomeStatus(market(b, OUTCOME_TYPE.bothScoreYes), score(1, 1)),
      outcomeStatus(market(b, OUTCOME_TYPE.bothScoreNo), score(1, 1)),
    ]).toEqual([1, 0]);
    expect([
      outcomeStatus(market(b, OUTCOME_TYPE.bothScoreYes), score(2, 0)),
      outcomeStatus(market(b, OUTCOME_TYPE.bothScoreNo), score(2, 0)),
    ]).toEqual([0, 1]);
  });

  it('returns the stake by force (3) for an abandoned game, an unknown market or an unreadable line', () => {
    expect(outcomeStatus(market(MARKET_TYPES.result.typeId, OUTCOME_TYPE.home), [])).toBe(3);
    expect(outcomeStatus(market(99, 1), score(1, 0))).toBe(3);
    expect(outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.over, null), score(1, 0))).toBe(3);
    expect(outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.over, 2.1), score(3, 0))).toBe(3);
  });

  it('over and under of one line always settle to mirror statuses', () => {
    const mirror: Record<number, number> = { 1: 0, 0: 1, 2: 2, 4: 5, 5: 4 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        (quarters, home, away) => {
          const line = quarters / 4;
          const over = outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.over, line), score(home, away));
          const under = outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.under, line), score(home, away));
          expect(under).toBe(mirror[over]);
        },
      ),
    );
  });
});

describe('antiExpressQuote', () => {
  it('is below the margin-free bound A/(A-1) and above 1, or not offered', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1010, max: 20_000 }), { minLength: 2, maxLength: 10 }), (milli) => {
        const odds = milli.map((m) => m / 1000);
        const quote = antiExpressQuote(odds);
        if (quote === null) return;
        expect(quote).toBeGreaterThanOrEqual(1.01);
        expect(quote).toBeLessThan(antiExpressUpperBound(odds));
        expect(isAntiExpressCoefPlausible(quote, odds)).toBe(true);
      }),
    );
    // 2.0 x 2.0 = 4: the bound is 4/3; 8% off the winnings of 0.333 leaves 1.306.
    expect(antiExpressQuote([2, 2])).toBe(1.306);
  });
});

describe('hyperBonusAmount', () => {
  const terms = { percent: 10, minBet: 10_000, maxBonus: 1_000 };
  it('adds a share of the net winnings, rounded down and capped, for stakes from the minimum', () => {
    expect(hyperBonusAmount(terms, 10_000, 15_005)).toBe(500);
    expect(hyperBonusAmount(terms, 10_000, 100_000)).toBe(1_000);
    expect(hyperBonusAmount(terms, 9_999, 15_000)).toBe(0);
    expect(hyperBonusAmount(terms, 10_000, 10_000)).toBe(0);
    expect(hyperBonusAmount(null, 10_000, 15_000)).toBe(0);
  });
});

describe('valueCoupon (cash-out pricing)', () => {
  const names = { en: '', ru: '' };
  const leg = (position: number, coefMilli: number, status: number, blockId = 1): StoredLeg =>
    ({
      position,
      coefMilli,
      status,
      blockId,
      kind: 1,
      names: { sport: names, champ: names, opponent1: names, opponent2: names, market: names, outcome: names },
    }) as unknown as StoredLeg;
  const coupon = (typeId: number, over: Partial<StoredCoupon> = {}): StoredCoupon =>
    ({
      id: 1,
      typeId,
      systemValue: null,
      amount: 10_000,
      amountByBlock: {},
      stake: 10_000,
      prepaid: 0,
      antiExpressCoefMilli: null,
      expressBonus: false,
      hyperBonus: null,
      ...over,
    }) as StoredCoupon;

  /** Every combination of the open legs, paid by the core and weighted by its chance. */
  function bruteForce(c: StoredCoupon, legs: StoredLeg[], chances: number[]) {
    const open = legs.flatMap((l, i) => (l.status < 0 ? [i] : []));
    let expected = 0;
    let minimum = Infinity;
    let lose = 0;
    for (let mask = 0; mask < 1 << open.length; mask++) {
      const statuses = legs.map((l) => l.status) as never[];
      let p = 1;
      open.forEach((i, bit) => {
        const wins = (mask >> bit) & 1;
        (statuses as number[])[i] = wins ? 1 : 0;
        p *= wins ? (chances[i] as number) : 1 - (chances[i] as number);
      });
      const paid = paidAt(c, legs, statuses);
      expected += p * paid;
      minimum = Math.min(minimum, paid);
      if (paid === 0) lose += p;
    }
    return { expected, minimum, lose };
  }

  it('prunes to the same value as walking every combination, for every type', () => {
    const settled = fc.constantFrom(-2, -2, -2, 0, 1, 2, 4, 5);
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 5, 6, 7, 8),
        fc.array(
          fc.tuple(
            fc.integer({ min: 1050, max: 6000 }),
            settled,
            fc.double({ min: 0.05, max: 0.95, noNaN: true }),
            fc.integer({ min: 1, max: 3 }),
          ),
          { minLength: 3, maxLength: 7 },
        ),
        (typeId, rows) => {
          const legs = rows.map(([m, st, , block], i) => leg(i, m, st, typeId === 5 ? block : 1));
          const chances = rows.map(([, , c]) => c);
          const c = coupon(typeId, {
            systemValue: typeId === 2 ? 2 : null,
            antiExpressCoefMilli: typeId === 6 ? 1200 : null,
            amountByBlock: typeId === 5 ? { '1': 5_000, '2': 'max', '3': 2_000 } : {},
          });
          if (typeId === 5 && new Set(legs.map((l) => l.blockId)).size < 2) return;
          const fast = valueCoupon(c, legs, (l) => chances[l.position] as number);
          const slow = bruteForce(c, legs, chances);
          expect(fast.expected).toBeCloseTo(slow.expected, 6);
          expect(fast.minimum).toBe(slow.minimum);
          expect(fast.loseProbability).toBeCloseTo(slow.lose, 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
