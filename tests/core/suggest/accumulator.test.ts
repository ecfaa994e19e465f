import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accumulatorOfDay, ACCUMULATOR_COEF, dayOf, suggestedCoupon } from '../../../src/core/suggest';
import { newBetSchema } from '../../../src/protocol/coupon';
import { champ, indexGame } from '../../support/catalogueIndex';

const NOW = 1_000_000;
const day = { section: 'line' as const, now: NOW, dayEnd: NOW + 10 * 3_600_000 };
const ids = (choices: ReturnType<typeof accumulatorOfDay>) => choices?.map((c) => c.game.gameId) ?? null;

describe('accumulator of the day', () => {
  it('takes the best-priced favourites within the range, top and featured championships first, one per championship', () => {
    const games = [
      indexGame(1, [1.9, 3.5, 4], { champId: 201 }),
      indexGame(2, [1.5, 4, 6], { champId: 202 }),
      indexGame(3, [1.35, 5, 8], { champId: 203, isTop: true }),
      indexGame(4, [1.8, 3.6, 4.2], { champId: 101 }), // featured (Premier League)
      indexGame(5, [1.95, 3.3, 4], { champId: 201 }), // same championship as 1, better priced: it wins the place
      indexGame(6, [1.1, 9, 15], { champId: 204 }), // favourite too short
      indexGame(7, [2.4, 3.1, 2.9], { champId: 205 }), // favourite too long
      indexGame(8, [1.7, 3.8, 4.5], { champId: 206, main: null }), // no main market
      indexGame(9, [1.6, 3.9, 5], { champId: 207, status: 2 }), // in play: not in the line's accumulator
    ];
    expect(ids(accumulatorOfDay(games, day))).toEqual([3, 4, 5, 2]);
    expect(ids(accumulatorOfDay(games, { ...day, section: 'live' }))).toBeNull();
  });

  it('keeps at most 5 legs, needs 3, skips suspended markets and games starting after the day', () => {
    const many = Array.from({ length: 9 }, (_, i) => indexGame(i + 1, [1.4 + i / 20, 4, 6], { champId: 300 + i }));
    expect(accumulatorOfDay(many, day)).toHaveLength(5);
    const few = many
      .slice(0, 4)
      .map((g, i) =>
        i === 0 ? { ...g, main: g.main && { ...g.main, isSuspended: true } } : i === 1 ? { ...g, startTime: day.dayEnd } : g,
      );
    expect(accumulatorOfDay(few, day)).toBeNull();
  });

  it('is the same for the same catalogue whatever its order, and every leg is a favourite within the range', () => {
    const game = fc
      .record({
        id: fc.integer({ min: 1, max: 500 }),
        coefs: fc.array(fc.integer({ min: 1010, max: 20000 }), { minLength: 2, maxLength: 3 }),
        champId: fc.integer({ min: 1, max: 20 }),
        isTop: fc.boolean(),
        start: fc.integer({ min: NOW - 1000, max: NOW + 20 * 3_600_000 }),
      })
      .map((g) =>
        indexGame(
          g.id,
          g.coefs.map((c) => c / 1000),
          { champId: g.champId, isTop: g.isTop, startTime: g.start },
        ),
      );
    fc.assert(
      fc.property(fc.uniqueArray(game, { selector: (g) => g.gameId, maxLength: 40 }), fc.integer(), (games, shuffleSeed) => {
        const shuffled = [...games].sort((a, b) => ((a.gameId * 7919 + shuffleSeed) % 101) - ((b.gameId * 7919 + shuffleSeed) % 101));
        const a = accumulatorOfDay(games, day);
        expect(ids(accumulatorOfDay(shuffled, day))).toEqual(ids(a));
        if (a === null) return;
        expect(a.length).toBeGreaterThanOrEqual(3);
        expect(a.length).toBeLessThanOrEqual(5);
        expect(new Set(a.map((c) => c.game.champId)).size).toBe(a.length);
        for (const c of a) {
          expect(c.outcome.coef).toBeGreaterThanOrEqual(ACCUMULATOR_COEF.min);
          expect(c.outcome.coef).toBeLessThanOrEqual(ACCUMULATOR_COEF.max);
          expect(Math.min(...(c.market.outcomes.map((o) => o.coef) ?? []))).toBe(c.outcome.coef);
        }
      }),
    );
  });

  it('the player day runs midnight to midnight in their time zone', () => {
    const t = Date.UTC(2025, 5, 1, 22, 30);
    expect(dayOf(t, 0)).toEqual({ start: Date.UTC(2025, 5, 1), end: Date.UTC(2025, 5, 2) });
    // At 22:30 UTC it is already 01:30 on June 2nd in UTC+3.
    expect(dayOf(t, 3)).toEqual({ start: Date.UTC(2025, 5, 1, 21), end: Date.UTC(2025, 5, 2, 21) });
    expect(dayOf(t, -5).start).toBe(Date.UTC(2025, 5, 1, 5));
  });

  it('shows each leg in the player format with a coupon/addBet payload and the express total', () => {
    const choices = accumulatorOfDay(
      [indexGame(1, [1.5, 4, 6], { champId: 1 }), indexGame(2, [1.6, 4, 6], { champId: 2 }), indexGame(3, [1.7, 4, 6], { champId: 3 })],
      day,
    );
    const coupon = suggestedCoupon(choices ?? [], {
      champs: new Map([[1, champ(1, 1, 'Premier League', 'England')]]),
      short: true,
      format: 2,
    });
    expect(coupon.coef).toBe(4.08);
    expect(coupon.coefText).toBe('+308');
    expect(coupon.legs.map((l) => [l.outcomeName, l.marketName, l.coefText])).toEqual([
      ['1', '1X2', '-143'],
      ['1', '1X2', '-167'],
      ['1', '1X2', '-200'],
    ]);
    expect(coupon.legs[2]?.champName).toBe('Premier League');
    for (const leg of coupon.legs) expect(newBetSchema.safeParse(leg.bet).success).toBe(true);
    expect(coupon.legs[0]?.bet.market).toMatchObject({ id: 3011, gameId: 3, coef: 1.7, isLive: false, champId: 3 });
  });
});
