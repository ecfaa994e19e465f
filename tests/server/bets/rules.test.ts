import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressUpperBound, isAntiExpressCoefPlausible } from '../../../src/core/coupon';
import { antiExpressQuote } from '../../../server/bets/antiExpress';
import { OUTCOME_TYPE, outcomeStatus, type SettledMarket } from '../../../server/bets/outcomeStatus';
import { hyperBonusAmount } from '../../../server/bets/promotions';
import { MARKET_TYPES } from '../../../server/live/catalogueData';

const FOOTBALL = 1;
const TENNIS = 4;
const market = (marketTypeId: number, outcomeTypeId: number, param: number | null = null, sportId = FOOTBALL): SettledMarket => ({ sportId, marketTypeId, outcomeTypeId, param });
const score = (home: number, away: number): [number, number][] => [[home, away]];

describe('outcomeStatus: the bet status of an outcome from the final score', () => {
  it('settles 1X2 and double chance', () => {
    const r = MARKET_TYPES.result.typeId;
    expect([OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away].map((o) => outcomeStatus(market(r, o), score(2, 1)))).toEqual([1, 0, 0]);
    expect([OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away].map((o) => outcomeStatus(market(r, o), score(1, 1)))).toEqual([0, 1, 0]);
    const dc = MARKET_TYPES.doubleChance.typeId;
    expect([OUTCOME_TYPE.homeOrDraw, OUTCOME_TYPE.homeOrAway, OUTCOME_TYPE.drawOrAway].map((o) => outcomeStatus(market(dc, o), score(0, 0)))).toEqual([1, 0, 1]);
    expect([OUTCOME_TYPE.homeOrDraw, OUTCOME_TYPE.homeOrAway, OUTCOME_TYPE.drawOrAway].map((o) => outcomeStatus(market(dc, o), score(0, 2)))).toEqual([0, 1, 1]);
  });

  it('sums the periods', () => {
    expect(outcomeStatus(market(MARKET_TYPES.result.typeId, OUTCOME_TYPE.away), [[1, 0], [0, 2]])).toBe(1);
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

  it('settles handicaps from the home side\'s line, the away side taking its mirror', () => {
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
    expect([outcomeStatus(market(b, OUTCOME_TYPE.bothScoreYes), score(1, 1)), outcomeStatus(market(b, OUTCOME_TYPE.bothScoreNo), score(1, 1))]).toEqual([1, 0]);
    expect([outcomeStatus(market(b, OUTCOME_TYPE.bothScoreYes), score(2, 0)), outcomeStatus(market(b, OUTCOME_TYPE.bothScoreNo), score(2, 0))]).toEqual([0, 1]);
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
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 10 }), (quarters, home, away) => {
        const line = quarters / 4;
        const over = outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.over, line), score(home, away));
        const under = outcomeStatus(market(MARKET_TYPES.total.typeId, OUTCOME_TYPE.under, line), score(home, away));
        expect(under).toBe(mirror[over]);
      }),
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
