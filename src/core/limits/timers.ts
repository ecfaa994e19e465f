import { SESSION_PING_MS } from '../../protocol/constants/limits';
import type { RealityCheckReminder } from '../../protocol/limits';
import type { TimerIntent } from '../../protocol/timers';
import { realityCheckPending } from './reminders';

/**
 * The responsible-gaming timers as data (SPEC 4 "Session-limit timer", SPEC 9
 * session-limit ping 30 s; DESIGN "Regulation": the reality check). The
 * worker's one scheduler, for every tab, runs what these say; nothing here
 * reads a clock.
 */
export const LIMIT_TIMER_KEYS = {
  /** POST ping every 30 s while a session limit is set. */
  sessionPing: 'limits/session-ping',
  /** The local countdown of the session limit: when the last ping's seconds run out. */
  sessionEnd: 'limits/session-end',
  /** The next reality check. */
  realityCheck: 'limits/reality-check',
} as const;

export interface LimitTimerInput {
  readonly signedIn: boolean;
  /** A session limit (31) with a value other than "not set" is in force. */
  readonly sessionLimitSet: boolean;
  /** Epoch ms the session limit runs out by the last ping's answer; null before one answered. */
  readonly sessionEndsAt: number | null;
  /** The session's start and the reality check's interval, as the server says; null without a reality check. */
  readonly realityCheck: { readonly sessionStartedAt: number; readonly everyMs: number } | null;
  /** The last reminder of the log. */
  readonly lastReminder: RealityCheckReminder | null;
}

export function limitTimerIntents(input: LimitTimerInput): TimerIntent[] {
  if (!input.signedIn) return [];
  const intents: TimerIntent[] = [];
  if (input.sessionLimitSet) {
    intents.push({ key: LIMIT_TIMER_KEYS.sessionPing, kind: 'every', everyMs: SESSION_PING_MS });
    if (input.sessionEndsAt !== null) intents.push({ key: LIMIT_TIMER_KEYS.sessionEnd, kind: 'at', at: input.sessionEndsAt });
  }
  const check = input.realityCheck;
  // A waiting reminder is the one reminder: the next is counted once it is acknowledged.
  if (check && !realityCheckPending(input.lastReminder)) {
    intents.push({
      key: LIMIT_TIMER_KEYS.realityCheck,
      kind: 'at',
      at: nextRealityCheckAt(check.sessionStartedAt, check.everyMs, input.lastReminder),
    });
  }
  return intents;
}

/**
 * When the next reality check is due: the first whole interval since the
 * session began after the last reminder of this session (or after the start).
 */
export function nextRealityCheckAt(sessionStartedAt: number, everyMs: number, last: RealityCheckReminder | null): number {
  const after = last && last.sessionStartedAt === sessionStartedAt ? last.dueAt : sessionStartedAt;
  return sessionStartedAt + (Math.floor((after - sessionStartedAt) / everyMs) + 1) * everyMs;
}

/**
 * The interval a reminder raised at `now` stands for: the latest whole one
 * that has ended (a worker asleep over several intervals raises one reminder,
 * not one for each). Null when none has ended yet: the player lengthened the
 * interval after the timer was set (in another tab or device), so the timer
 * is set again instead of reminding early.
 */
export function realityCheckDueAt(sessionStartedAt: number, everyMs: number, now: number): number | null {
  const whole = Math.floor((now - sessionStartedAt) / everyMs);
  return whole < 1 ? null : sessionStartedAt + whole * everyMs;
}

/** When the session limit runs out, by a ping answered at `answeredAt`; null without a session limit. */
export function sessionEndsAt(answeredAt: number, secondsLeft: number | null): number | null {
  return secondsLeft === null ? null : answeredAt + secondsLeft * 1000;
}

/** The codes with which the server says the session limit is used (the ping, or any call once it ended the session). */
const RUN_OUT_CODES = new Set(['limits.session_limit_reached', 'session.session_limit_reached', 'session_limit_reached']);

/**
 * Whether the session limit has run out: the ping says no seconds are left,
 * the server refuses with the session limit's code, or the local countdown
 * has reached its end.
 */
export function sessionLimitRunOut(
  facts:
    | { readonly kind: 'ping'; readonly secondsLeft: number | null }
    | { readonly kind: 'refused'; readonly code: string }
    | { readonly kind: 'countdown'; readonly endsAt: number | null; readonly now: number },
): boolean {
  switch (facts.kind) {
    case 'ping':
      return facts.secondsLeft === 0;
    case 'refused':
      return RUN_OUT_CODES.has(facts.code);
    case 'countdown':
      return facts.endsAt !== null && facts.now >= facts.endsAt;
  }
}
