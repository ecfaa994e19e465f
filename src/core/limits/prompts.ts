import { LIMIT_REVIEW_MONTHS } from '../../protocol/constants/limitPrompts';
import type { LimitPromptFacts } from '../../protocol/schemas/limitPrompts';

/**
 * Which responsible-gaming prompts a player gets (UKGC RTS 12), from facts
 * the limit service keeps. `depositLimit`: where the "set a deposit limit"
 * prompt shows: 'depositPage' only on the deposit page, before the first
 * deposit; 'everywhere' also as the prompt after registration, until the
 * player says "not now". `reviewDueAt`: the limits are due for review since
 * then (null: not due).
 */
export interface LimitPrompts {
  readonly depositLimit: 'everywhere' | 'depositPage' | null;
  readonly reviewDueAt: number | null;
}

export const NO_LIMIT_PROMPTS: LimitPrompts = { depositLimit: null, reviewDueAt: null };

/** `at` moved on by `months` calendar months in UTC; a day the month lacks is its last (31 Aug + 6 = 28/29 Feb). */
export function addMonthsUtc(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(
    target.getUTCFullYear(),
    target.getUTCMonth(),
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/**
 * A player with no deposit limit who has not deposited yet is asked to set
 * one: after registration (until "not now") and on the deposit page (always,
 * until the first deposit or a limit). The review prompt counts six months
 * from the last change or review of the limits, or, for a player who never
 * had one, from the "not now": saying no to a limit is a choice to review too.
 * While the deposit-limit prompt stands, it is the one prompt.
 */
export function limitPrompts(facts: LimitPromptFacts, now: number): LimitPrompts {
  if (!facts.hasDeposited && !facts.depositLimitSet)
    return { depositLimit: facts.depositPromptDismissedAt === null ? 'everywhere' : 'depositPage', reviewDueAt: null };
  const since = facts.lastReviewAt ?? facts.depositPromptDismissedAt;
  if (since === null) return NO_LIMIT_PROMPTS;
  const due = addMonthsUtc(since, LIMIT_REVIEW_MONTHS);
  return { depositLimit: null, reviewDueAt: now >= due ? due : null };
}
