import { SESSION_TIMINGS } from '../../protocol/session';
import type { TimerIntent } from '../../protocol/timers';
import { inactivityDeadline, type InactivityClock } from './inactivity';

export const SESSION_TIMER_KEYS = {
  userRefresh: 'session/user-refresh',
  videoToken: 'session/video-token',
  inactivity: 'session/inactivity',
  inactivityPause: 'session/inactivity-pause',
  accountsRefresh: 'session/accounts-refresh',
} as const;
export type SessionTimerKey = (typeof SESSION_TIMER_KEYS)[keyof typeof SESSION_TIMER_KEYS];

/** Everything the session timers depend on: the durable sign-in plus the worker's live facts about the tabs. */
export interface SessionTimerInput {
  readonly signedIn: boolean;
  readonly anyTabVisible: boolean;
  /** Epoch ms since which no tab is visible; null while one is. */
  readonly allHiddenSince: number | null;
  readonly mediaPlaying: boolean;
  /** From the site config (isAutoLogoffEnable, autoLogoffInactiveMinutes); null until it loads. */
  readonly autoLogoff: { readonly enabled: boolean; readonly minutes: number } | null;
  readonly inactivity: InactivityClock;
  /** A running series of account refreshes (after a change or adding a currency). */
  readonly accountRefresh: { readonly remaining: number; readonly everyMs: number } | null;
}

/** The timers the session needs now; the worker's Scheduler makes the running set match. */
export function sessionTimerIntents(input: SessionTimerInput): TimerIntent[] {
  const intents: TimerIntent[] = [];
  if (input.signedIn && input.anyTabVisible) {
    intents.push({ key: SESSION_TIMER_KEYS.userRefresh, kind: 'every', everyMs: SESSION_TIMINGS.userRefreshMs });
  }
  if (input.signedIn) {
    intents.push({ key: SESSION_TIMER_KEYS.videoToken, kind: 'every', everyMs: SESSION_TIMINGS.videoTokenRefreshMs });
  }
  const logoff = input.autoLogoff;
  if (input.signedIn && logoff?.enabled && !input.mediaPlaying) {
    const deadline = inactivityDeadline(input.inactivity, logoff.minutes * 60_000);
    if (deadline !== null) {
      intents.push({ key: SESSION_TIMER_KEYS.inactivity, kind: 'at', at: deadline });
      if (input.allHiddenSince !== null) {
        intents.push({ key: SESSION_TIMER_KEYS.inactivityPause, kind: 'at', at: input.allHiddenSince + SESSION_TIMINGS.hiddenPauseMs });
      }
    }
  }
  if (input.signedIn && input.accountRefresh && input.accountRefresh.remaining > 0) {
    intents.push({ key: SESSION_TIMER_KEYS.accountsRefresh, kind: 'every', everyMs: input.accountRefresh.everyMs });
  }
  return intents;
}
