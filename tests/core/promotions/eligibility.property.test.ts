import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibilityOf, ineligibilityOf, type PlayerFacts } from '../../../src/core/promotions';
import { PROMOTION_DEPOSIT_RULES, PROMOTION_INELIGIBILITY } from '../../../src/protocol/constants/promotions';
import type { PromotionRules } from '../../../src/protocol/schemas/promotions';

const T0 = 1_800_000_000_000;
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 1, max: 10 ** 10 }))
  .map(([start, length]) => ({ startsAt: T0 + start, endsAt: T0 + start + length }));
const nowArb = fc.integer({ min: T0 - 10 ** 9, max: T0 + 3 * 10 ** 10 });
const currencyArb = fc.constantFrom('EUR', 'RUB', 'USD');
const rulesArb: fc.Arbitrary<PromotionRules> = fc.record({
  deposit: fc.constantFrom(...PROMOTION_DEPOSIT_RULES),
  currencies: fc.uniqueArray(currencyArb, { maxLength: 3 }),
});
const playerArb: fc.Arbitrary<PlayerFacts> = fc.record({
  hasDeposit: fc.boolean(),
  currency: fc.option(currencyArb, { nil: null }),
  playBlocked: fc.boolean(),
  optedIn: fc.boolean(),
});
const OPEN: PromotionRules = { deposit: 'either', currencies: [] };

describe('promotion eligibility (properties)', () => {
  it('is eligible exactly when no reason is told, and reasons come once each in the catalogue order', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, fc.option(playerArb, { nil: null }), nowArb, (rules, window, player, now) => {
        const reasons = ineligibilityOf(rules, window, player, now);
        const order = reasons.map((r) => PROMOTION_INELIGIBILITY.indexOf(r));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(reasons).size).toBe(reasons.length);
        const answer = eligibilityOf(rules, window, player, now);
        expect(answer.eligible).toBe(reasons.length === 0);
        if (!answer.eligible) expect(answer.reasons).toEqual(reasons);
      }),
    );
  });

  it('a guest is never eligible; outside its dates nobody is', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, fc.option(playerArb, { nil: null }), nowArb, (rules, window, player, now) => {
        const reasons = ineligibilityOf(rules, window, player, now);
        if (player === null) expect(reasons).toContain('sign_in');
        expect(reasons.includes('not_started')).toBe(now < window.startsAt);
        expect(reasons.includes('ended')).toBe(now >= window.endsAt);
      }),
    );
  });

  it('an open promotion, while it runs, refuses a player only for a play block or an earlier opt-in', () => {
    fc.assert(
      fc.property(windowArb, playerArb, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (window, player, at) => {
        const now = window.startsAt + Math.floor((window.endsAt - window.startsAt) * at);
        const expected = [...(player.playBlocked ? ['play_blocked'] : []), ...(player.optedIn ? ['opted_in'] : [])];
        expect(ineligibilityOf(OPEN, window, player, now)).toEqual(expected);
      }),
    );
  });

  it('a stricter rule never makes a player eligible who was not', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, playerArb, nowArb, currencyArb, (rules, window, player, now, extra) => {
        const loose = ineligibilityOf({ deposit: 'either', currencies: [] }, window, player, now);
        const strict = ineligibilityOf(rules, window, player, now);
        for (const reason of loose) expect(strict).toContain(reason);
        const widened = ineligibilityOf(
          { ...rules, currencies: rules.currencies.length ? [...rules.currencies, extra] : [] },
          window,
          player,
          now,
        );
        expect(widened.length).toBeLessThanOrEqual(strict.length);
      }),
    );
  });

  it('tells each player rule by its code', () => {
    const window = { startsAt: T0, endsAt: T0 + 1000 };
    const player: PlayerFacts = { hasDeposit: false, currency: 'RUB', playBlocked: false, optedIn: false };
    expect(ineligibilityOf({ deposit: 'made', currencies: [] }, window, player, T0)).toEqual(['deposit_needed']);
    expect(ineligibilityOf({ deposit: 'none_yet', currencies: [] }, window, { ...player, hasDeposit: true }, T0)).toEqual([
      'first_deposit_only',
    ]);
    expect(ineligibilityOf({ deposit: 'either', currencies: ['EUR'] }, window, player, T0)).toEqual(['currency']);
    expect(ineligibilityOf({ deposit: 'either', currencies: ['EUR'] }, window, { ...player, currency: null }, T0)).toEqual(['currency']);
    expect(ineligibilityOf(OPEN, window, null, T0 + 1000)).toEqual(['sign_in', 'ended']);
  });
});
