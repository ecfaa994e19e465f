import { describe, expect, it } from 'vitest';
import {
  accountRefreshAfterCurrency,
  accountRefreshStep,
  inactivityDeadline,
  noteActivity,
  pauseInactivity,
  resumeInactivity,
  sessionTimerIntents,
  startInactivity,
  type SessionTimerInput,
} from '../../../src/core/session';
import type { AccountsAnswer } from '../../../src/protocol/schemas/auth';

const base: SessionTimerInput = {
  signedIn: true,
  anyTabVisible: true,
  allHiddenSince: null,
  mediaPlaying: false,
  autoLogoff: { enabled: true, minutes: 2 },
  inactivity: startInactivity(1000),
  accountRefresh: null,
};

const keys = (input: SessionTimerInput) =>
  sessionTimerIntents(input)
    .map((i) => i.key)
    .sort();

describe('session timer intents', () => {
  it('derives nothing for a guest', () => {
    expect(sessionTimerIntents({ ...base, signedIn: false })).toEqual([]);
  });

  it('refreshes user data every 60 s only while a page is visible, the video token every 10 minutes while signed in', () => {
    const intents = sessionTimerIntents(base);
    expect(intents).toContainEqual({ key: 'session/user-refresh', kind: 'every', everyMs: 60_000 });
    expect(intents).toContainEqual({ key: 'session/video-token', kind: 'every', everyMs: 600_000 });
    expect(keys({ ...base, anyTabVisible: false })).not.toContain('session/user-refresh');
  });

  it('logs off after the configured idle time, not while media plays or when switched off', () => {
    expect(sessionTimerIntents(base)).toContainEqual({ key: 'session/inactivity', kind: 'at', at: 1000 + 120_000 });
    expect(keys({ ...base, mediaPlaying: true })).not.toContain('session/inactivity');
    expect(keys({ ...base, autoLogoff: { enabled: false, minutes: 2 } })).not.toContain('session/inactivity');
    expect(keys({ ...base, autoLogoff: null })).not.toContain('session/inactivity');
  });

  it('pauses the countdown 30 s after every tab is hidden and adds the pause back on return', () => {
    expect(sessionTimerIntents({ ...base, anyTabVisible: false, allHiddenSince: 5000 })).toContainEqual({
      key: 'session/inactivity-pause',
      kind: 'at',
      at: 35_000,
    });
    const paused = pauseInactivity(base.inactivity, 35_000);
    expect(inactivityDeadline(paused, 120_000)).toBeNull();
    expect(keys({ ...base, inactivity: paused })).not.toContain('session/inactivity');
    const resumed = resumeInactivity(paused, 95_000);
    expect(inactivityDeadline(resumed, 120_000)).toBe(1000 + 60_000 + 120_000);
    expect(inactivityDeadline(noteActivity(200_000), 120_000)).toBe(320_000);
  });

  it('refreshes accounts at most 5 times, every 1000 ms after adding a currency, until it shows', () => {
    let refresh = accountRefreshAfterCurrency('USD');
    expect(sessionTimerIntents({ ...base, accountRefresh: refresh })).toContainEqual({
      key: 'session/accounts-refresh',
      kind: 'every',
      everyMs: 1000,
    });
    const without = { all_accounts: [] } as unknown as AccountsAnswer;
    let steps = 0;
    for (let r: typeof refresh | null = refresh; r; r = accountRefreshStep(r, without)) steps++;
    expect(steps).toBe(5);
    const withUsd = { all_accounts: [{ iso: 'USD', type: 9 }] } as unknown as AccountsAnswer;
    expect(accountRefreshStep(refresh, withUsd)).toBeNull();
    refresh = { ...refresh, remaining: 0 };
    expect(keys({ ...base, accountRefresh: refresh })).not.toContain('session/accounts-refresh');
  });
});
