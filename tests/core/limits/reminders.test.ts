import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import {
  LIMIT_TIMER_KEYS,
  limitTimerIntents,
  nextRealityCheckAt,
  realityCheckDueAt,
  sessionLimitRunOut,
  sessionResults,
  type LimitTimerInput,
} from '../../../src/core/limits';
import { SESSION_PING_MS } from '../../../src/protocol/constants/limits';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import { REALITY_CHECK_HOLD, type RealityCheckReminder } from '../../../src/protocol/limits';
import { isRejection } from '../../../src/protocol/rejections';
import { demoConfig } from '../../support/demoConfig';

const START = 1_700_000_000_000;
const MIN = 60_000;

function app() {
  let state: AppState = initialAppState;
  let ids = 0;
  const run = (command: Omit<AppCommand, 'id'>, now = START) => {
    const decision = decideApp(state, { ...command, id: `c${++ids}` } as AppCommand, { now, newId: () => `k${++ids}`, config: demoConfig });
    if (!isRejection(decision)) for (const event of decision as readonly AppEvent[]) state = evolveApp(state, event);
    return decision;
  };
  return { run, state: () => state };
}

const reminder = (over: Partial<RealityCheckReminder> = {}): RealityCheckReminder => ({
  key: 'r1',
  sessionStartedAt: START,
  dueAt: START + 15 * MIN,
  raisedAt: START + 15 * MIN,
  results: null,
  acknowledgedAt: null,
  ...over,
});

describe('the reality check in the log', () => {
  it('raises one reminder per interval, holds placing bets until acknowledged, and an acknowledgement lets them through', () => {
    const a = app();
    const raise = {
      type: 'limits/raiseRealityCheck',
      payload: { sessionStartedAt: START, dueAt: START + 15 * MIN, results: null },
    } as const;
    expect(a.run(raise)).toHaveLength(1);
    // A second timer for the same interval (another host) is no second reminder.
    expect(a.run(raise)).toEqual([]);
    const key = a.state().limits.realityCheck?.key as string;

    for (const type of ['coupon/place', 'coupon/placeOneClick'] as const) {
      const held = a.run({ type, payload: {} } as never);
      expect(held).toMatchObject({ rejected: true, code: REALITY_CHECK_HOLD, params: { since: START } });
    }
    // Only placing is held: the slip can still be edited.
    expect(a.run({ type: 'coupon/clear', payload: {} } as never)).not.toMatchObject({ code: REALITY_CHECK_HOLD });

    expect(a.run({ type: 'limits/acknowledgeRealityCheck', payload: { key: 'other' } })).toMatchObject({
      code: 'limits.reminder_not_found',
    });
    expect(a.run({ type: 'limits/acknowledgeRealityCheck', payload: { key } }, START + 16 * MIN)).toHaveLength(1);
    // Two tabs acknowledging at once: the second is nothing.
    expect(a.run({ type: 'limits/acknowledgeRealityCheck', payload: { key } })).toEqual([]);
    expect(a.state().limits.realityCheck).toMatchObject({ acknowledgedAt: START + 16 * MIN });
    expect(a.run({ type: 'coupon/place', payload: {} } as never)).not.toMatchObject({ code: REALITY_CHECK_HOLD });
  });

  it('a dropped reminder (the session is over) holds nothing; the session limit notice stays until dismissed', () => {
    const a = app();
    a.run({ type: 'limits/raiseRealityCheck', payload: { sessionStartedAt: START, dueAt: START + 5 * MIN, results: null } });
    a.run({ type: 'limits/recordSessionLimitEnded', payload: { at: START + 6 * MIN } });
    expect(a.state().limits).toMatchObject({ realityCheck: null, sessionLimitEndedAt: START + 6 * MIN });
    expect(a.run({ type: 'limits/dismissSessionLimitNotice', payload: {} })).toHaveLength(1);
    expect(a.state().limits.sessionLimitEndedAt).toBeNull();
    expect(a.run({ type: 'limits/dismissSessionLimitNotice', payload: {} })).toEqual([]);
    a.run({ type: 'limits/raiseRealityCheck', payload: { sessionStartedAt: START, dueAt: START + 5 * MIN, results: null } });
    a.run({ type: 'limits/dropRealityCheck', payload: {} });
    expect(a.state().limits.realityCheck).toBeNull();
  });

  it('a reminder due before its session began is refused; dismissing no notice is nothing', () => {
    const a = app();
    expect(a.run({ type: 'limits/dismissSessionLimitNotice', payload: {} })).toEqual([]);
    expect(
      a.run({ type: 'limits/raiseRealityCheck', payload: { sessionStartedAt: START, dueAt: START - 1, results: null } }),
    ).toMatchObject({
      code: 'invalid_command',
    });
  });
});

describe('when the timers run', () => {
  const base: LimitTimerInput = { signedIn: true, sessionLimitSet: false, sessionEndsAt: null, realityCheck: null, lastReminder: null };

  it('pings every 30 s only while a session limit is set, and counts down to what the last ping said', () => {
    expect(limitTimerIntents(base)).toEqual([]);
    expect(limitTimerIntents({ ...base, sessionLimitSet: true })).toEqual([
      { key: LIMIT_TIMER_KEYS.sessionPing, kind: 'every', everyMs: SESSION_PING_MS },
    ]);
    expect(limitTimerIntents({ ...base, sessionLimitSet: true, sessionEndsAt: START + 90_000 })).toContainEqual({
      key: LIMIT_TIMER_KEYS.sessionEnd,
      kind: 'at',
      at: START + 90_000,
    });
    expect(limitTimerIntents({ ...base, signedIn: false, sessionLimitSet: true, sessionEndsAt: START })).toEqual([]);
  });

  it('the session limit runs out on a ping of 0, the server refusing with its code, or the countdown reaching its end', () => {
    expect(sessionLimitRunOut({ kind: 'ping', secondsLeft: 0 })).toBe(true);
    expect(sessionLimitRunOut({ kind: 'ping', secondsLeft: 1 })).toBe(false);
    expect(sessionLimitRunOut({ kind: 'ping', secondsLeft: null })).toBe(false);
    expect(sessionLimitRunOut({ kind: 'refused', code: 'limits.session_limit_reached' })).toBe(true);
    expect(sessionLimitRunOut({ kind: 'refused', code: 'network_error' })).toBe(false);
    expect(sessionLimitRunOut({ kind: 'countdown', endsAt: START, now: START })).toBe(true);
    expect(sessionLimitRunOut({ kind: 'countdown', endsAt: START, now: START - 1 })).toBe(false);
  });

  it('a reality check comes at each whole interval since sign-in, none while one waits, the next after the last', () => {
    const check = { sessionStartedAt: START, everyMs: 15 * MIN };
    expect(limitTimerIntents({ ...base, realityCheck: check })).toEqual([
      { key: LIMIT_TIMER_KEYS.realityCheck, kind: 'at', at: START + 15 * MIN },
    ]);
    expect(limitTimerIntents({ ...base, realityCheck: check, lastReminder: reminder() })).toEqual([]);
    const acknowledged = reminder({ acknowledgedAt: START + 22 * MIN });
    expect(nextRealityCheckAt(START, 15 * MIN, acknowledged)).toBe(START + 30 * MIN);
    // A reminder of another session does not count.
    expect(nextRealityCheckAt(START + 1, 15 * MIN, acknowledged)).toBe(START + 1 + 15 * MIN);
    // A worker asleep over several intervals raises one reminder, for the latest.
    expect(realityCheckDueAt(START, 15 * MIN, START + 50 * MIN)).toBe(START + 45 * MIN);
    expect(realityCheckDueAt(START, 15 * MIN, START + 15 * MIN)).toBe(START + 15 * MIN);
    // The interval lengthened after the timer was set: nothing is due yet.
    expect(realityCheckDueAt(START, 30 * MIN, START + 15 * MIN)).toBeNull();
  });

  it('the net result per currency: stakes up, wins and refunds down', () => {
    expect(
      sessionResults([
        { currencyIso: 'RUB', amount: 10_000 },
        { currencyIso: 'RUB', amount: -25_000 },
        { currencyIso: 'USD', amount: 500 },
      ]),
    ).toEqual([
      { currencyIso: 'RUB', staked: 10_000, returned: 25_000, net: 15_000 },
      { currencyIso: 'USD', staked: 500, returned: 0, net: -500 },
    ]);
  });
});
