import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, replay, type AppState } from '../../../src/core/app';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { AppEvent } from '../../../src/protocol/catalogue';

const ctx = { now: 1000, newId: () => 'x', config: null };

function run(state: AppState, command: Omit<AppCommand, 'id'>): { state: AppState; events: readonly AppEvent[] } {
  const decision = decideApp(state, { id: 'c', ...command } as AppCommand, ctx);
  if (isRejection(decision)) throw new Error(decision.code);
  return { state: decision.reduce(evolveApp, state), events: decision };
}

describe('the session context', () => {
  it('records a sign-in once, a sign-out, and an account switch', () => {
    let { state, events } = run(initialAppState, {
      type: 'session/record-sign-in',
      payload: { userId: 7, login: 'demo', method: 'password' },
    });
    expect(events.map((e) => e.type)).toEqual(['session/signed-in']);
    expect(state.session).toMatchObject({ userId: 7, login: 'demo' });
    expect(run(state, { type: 'session/record-sign-in', payload: { userId: 7, login: 'demo', method: 'restored' } }).events).toEqual([]);
    ({ state } = run(state, { type: 'session/record-account-switch', payload: { accountId: 3 } }));
    expect(state.session.activeAccountId).toBe(3);
    ({ state, events } = run(state, { type: 'session/record-sign-out', payload: { reason: 'logout' } }));
    expect(state.session).toMatchObject({ userId: null, activeAccountId: null, inactivityNotice: false });
    expect(run(state, { type: 'session/record-sign-out', payload: { reason: 'logout' } }).events).toEqual([]);
  });

  it('keeps the inactivity notice across a reload until it is dismissed', () => {
    let { state } = run(initialAppState, { type: 'session/record-sign-in', payload: { userId: 7, login: 'demo', method: 'password' } });
    const out = run(state, { type: 'session/record-sign-out', payload: { reason: 'inactivity' } });
    expect(out.state.session.inactivityNotice).toBe(true);
    // A reload replays the log: the notice is still owed.
    const stored = out.events.map((e, i) => ({ ...e, seq: i + 1, at: 1, origin: 'system/1' }));
    const signIn = {
      type: 'session/signed-in',
      v: 1,
      payload: { userId: 7, login: 'demo', method: 'password' },
      seq: 1,
      at: 1,
      origin: 'system/0',
    };
    const replayed = replay([signIn, ...stored.map((e) => ({ ...e, seq: e.seq + 1 }))]);
    expect(replayed.skipped).toEqual([]);
    expect(replayed.state.session.inactivityNotice).toBe(true);
    ({ state } = run(out.state, { type: 'session/dismiss-inactivity-notice', payload: {} }));
    expect(state.session.inactivityNotice).toBe(false);
    expect(run(state, { type: 'session/dismiss-inactivity-notice', payload: {} }).events).toEqual([]);
  });

  it('a break the player started signs out with its own notice, owed even when another host signed out first', () => {
    const { state: signedIn } = run(initialAppState, {
      type: 'session/record-sign-in',
      payload: { userId: 7, login: 'demo', method: 'password' },
    });
    const out = run(signedIn, { type: 'session/record-sign-out', payload: { reason: 'playBlock' } });
    expect(out.state.session).toMatchObject({ userId: null, playBlockNotice: true, inactivityNotice: false });
    const { state: signedOut } = run(signedIn, { type: 'session/record-sign-out', payload: { reason: 'server' } });
    expect(run(signedOut, { type: 'session/record-sign-out', payload: { reason: 'playBlock' } }).state.session.playBlockNotice).toBe(true);
    const dismissed = run(out.state, { type: 'session/dismiss-inactivity-notice', payload: {} });
    expect(dismissed.state.session.playBlockNotice).toBe(false);
    const again = run(out.state, { type: 'session/record-sign-in', payload: { userId: 7, login: 'demo', method: 'password' } });
    expect(again.state.session.playBlockNotice).toBe(false);
  });

  it('refuses an account switch while signed out and a request the core cannot answer', () => {
    const refused = decideApp(initialAppState, { id: 'c', type: 'session/record-account-switch', payload: { accountId: 1 } }, ctx);
    expect(isRejection(refused) && refused.code).toBe('session.signed_out');
    const request = decideApp(initialAppState, { id: 'c', type: 'session/request', payload: { kind: 'logout' } }, ctx);
    expect(isRejection(request)).toBe(true);
  });
});
