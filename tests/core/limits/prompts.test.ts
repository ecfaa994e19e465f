import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc, limitPrompts } from '../../../src/core/limits';
import type { LimitPromptFacts } from '../../../src/protocol/schemas/limitPrompts';

const T0 = Date.UTC(2026, 0, 15, 10, 30);
const NEW_PLAYER: LimitPromptFacts = { hasDeposited: false, depositLimitSet: false, lastReviewAt: null, depositPromptDismissedAt: null };

describe('when the limit prompts show (UKGC RTS 12)', () => {
  it('a new player without a deposit limit is prompted after registration and on the deposit page', () => {
    expect(limitPrompts(NEW_PLAYER, T0)).toEqual({ depositLimit: 'everywhere', reviewDueAt: null });
  });

  it('"not now" leaves the prompt on the deposit page until the first deposit', () => {
    const dismissed = { ...NEW_PLAYER, depositPromptDismissedAt: T0 };
    expect(limitPrompts(dismissed, T0).depositLimit).toBe('depositPage');
    expect(limitPrompts({ ...dismissed, hasDeposited: true }, T0).depositLimit).toBeNull();
  });

  it('a deposit limit or a first deposit ends the deposit-limit prompt', () => {
    expect(limitPrompts({ ...NEW_PLAYER, depositLimitSet: true }, T0).depositLimit).toBeNull();
    expect(limitPrompts({ ...NEW_PLAYER, hasDeposited: true }, T0).depositLimit).toBeNull();
  });

  it('asks for a review exactly six calendar months after the last change or review, not a millisecond before', () => {
    const facts = { ...NEW_PLAYER, depositLimitSet: true, lastReviewAt: T0 };
    const due = Date.UTC(2026, 6, 15, 10, 30);
    expect(limitPrompts(facts, due - 1).reviewDueAt).toBeNull();
    expect(limitPrompts(facts, due)).toEqual({ depositLimit: null, reviewDueAt: due });
    expect(limitPrompts(facts, due + 1000).reviewDueAt).toBe(due);
  });

  it('counts a "not now" as the start of the six months for a player who never had a limit', () => {
    const facts = { ...NEW_PLAYER, hasDeposited: true, depositPromptDismissedAt: T0 };
    expect(limitPrompts(facts, addMonthsUtc(T0, 6)).reviewDueAt).toBe(addMonthsUtc(T0, 6));
    expect(limitPrompts({ ...NEW_PLAYER, hasDeposited: true }, T0 + 10 ** 12)).toEqual({ depositLimit: null, reviewDueAt: null });
  });

  it('takes the last day of a shorter month', () => {
    expect(addMonthsUtc(Date.UTC(2026, 7, 31, 12), 6)).toBe(Date.UTC(2027, 1, 28, 12));
    expect(addMonthsUtc(Date.UTC(2027, 7, 31), 6)).toBe(Date.UTC(2028, 1, 29));
  });

  it('six months on is always later, by 181 to 184 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (at) => {
        const days = (addMonthsUtc(at, 6) - at) / 86_400_000;
        return days >= 181 && days <= 184;
      }),
    );
  });
});
