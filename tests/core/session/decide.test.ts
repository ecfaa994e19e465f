import { describe, expect, it } from 'vitest';
import { carryOver, decideApp, evolveApp, initialAppState, replay, STATE_SHAPE_VERSIONS, type AppState } from '../../../src/core/app';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { AppEvent } from '../../../src/protocol/catalogue';
import { initialSessionState } from '../../../src/core/session/state';

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
    expect(state.session).toMatchObject({ userId: null, activeAccountId: null });
    expect(run(state, { type: 'session/record-sign-out', payload: { reason: 'logout' } }).events).toEqual([]);
  });

  it('keeps when the player was logged off for inactivity, across a reload; a sign-out logged without a time still reads', () => {
    const { state } = run(initialAppState, { type: 'session/record-sign-in', payload: { userId: 7, login: 'demo', method: 'password' } });
    const out = run(state, { type: 'session/record-sign-out', payload: { reason: 'inactivity' } });
    expect(out.events).toEqual([{ type: 'session/signed-out', v: 1, payload: { reason: 'inactivity', at: ctx.now } }]);
    expect(out.state.session.inactivitySignOutAt).toBe(ctx.now);
    // Only an inactivity sign-out is that fact.
    expect(
      run(state, { type: 'session/record-sign-out', payload: { reason: 'logout' } }).state.session.inactivitySignOutAt,
    ).toBeUndefined();
    // A reload replays the log: the fact and its time are still there.
    const signIn = {
      type: 'session/signed-in',
      v: 1,
      payload: { userId: 7, login: 'demo', method: 'password' },
      seq: 1,
      at: 1,
      origin: 'system/0',
    };
    const stored = out.events.map((e, i) => ({ ...e, seq: i + 2, at: 1, origin: 'system/1' }));
    const replayed = replay([signIn, ...stored]);
    expect(replayed.skipped).toEqual([]);
    expect(replayed.state.session.inactivitySignOutAt).toBe(ctx.now);
    const older = replay([
      signIn,
      { type: 'session/signed-out', v: 1, payload: { reason: 'inactivity' }, seq: 2, at: 1, origin: 'system/1' },
    ]);
    expect(older.skipped).toEqual([]);
    expect(older.state.session).toMatchObject({ userId: null });
    expect(older.state.session.inactivitySignOutAt).toBeUndefined();
  });

  it('keeps how the player signed in while they are signed in', () => {
    const { state } = run(initialAppState, {
      type: 'session/record-sign-in',
      payload: { userId: 7, login: 'demo', method: 'registration' },
    });
    expect(state.session.signInMethod).toBe('registration');
    const other = run(state, { type: 'session/record-sign-in', payload: { userId: 8, login: 'ann', method: 'password' } });
    expect(other.state.session.signInMethod).toBe('password');
    expect(run(state, { type: 'session/record-sign-out', payload: { reason: 'logout' } }).state.session.signInMethod).toBeUndefined();
  });

  it('records every activation e-mail sent and every switch-on of two-step, each told by its time', () => {
    const sent = run(initialAppState, { type: 'session/record-activation-sent', payload: {} });
    expect(sent.events).toEqual([{ type: 'session/activation-sent', v: 1, payload: { at: ctx.now } }]);
    expect(sent.state.session.activationSentAt).toBe(ctx.now);
    const again = decideApp(sent.state, { id: 'c', type: 'session/record-activation-sent', payload: {} }, { ...ctx, now: ctx.now + 1 });
    if (isRejection(again)) throw new Error(again.code);
    expect(again.reduce(evolveApp, sent.state).session.activationSentAt).toBe(ctx.now + 1);

    const refused = decideApp(initialAppState, { id: 'c', type: 'session/record-two-factor-on', payload: {} }, ctx);
    expect(isRejection(refused) && refused.code).toBe('session.signed_out');
    const { state } = run(initialAppState, { type: 'session/record-sign-in', payload: { userId: 7, login: 'demo', method: 'password' } });
    const on = run(state, { type: 'session/record-two-factor-on', payload: {} });
    expect(on.events).toEqual([{ type: 'session/two-factor-on', v: 1, payload: { userId: 7, at: ctx.now } }]);
    expect(on.state.session.twoFactorOn).toEqual({ userId: 7, at: ctx.now });
    // Both read back from the log.
    const stored = [...sent.events, ...on.events].map((e, i) => ({ ...e, seq: i + 1, at: 1, origin: 'system/1' }));
    const replayed = replay(stored);
    expect(replayed.skipped).toEqual([]);
    expect(replayed.state.session).toMatchObject({ activationSentAt: ctx.now, twoFactorOn: { userId: 7, at: ctx.now } });
  });

  it('carries a snapshot that still owes the old inactivity notice over to one without it', () => {
    const { returns: _, ...v1 } = { ...initialSessionState, login: 'demo', userId: 7, inactivityNotice: true };
    const carried = carryOver({ state: { ...initialAppState, session: v1 }, versions: { ...STATE_SHAPE_VERSIONS, session: 1 } });
    expect(carried.upgraded).toEqual(['session']);
    expect(carried.state.session).toEqual({ ...initialSessionState, login: 'demo', userId: 7 });
  });

  it('a break the player started signs out with its own notice, owed even when another host signed out first', () => {
    const { state: signedIn } = run(initialAppState, {
      type: 'session/record-sign-in',
      payload: { userId: 7, login: 'demo', method: 'password' },
    });
    const out = run(signedIn, { type: 'session/record-sign-out', payload: { reason: 'playBlock' } });
    expect(out.state.session).toMatchObject({ userId: null, playBlockNotice: true });
    expect(out.state.session.inactivitySignOutAt).toBeUndefined();
    const { state: signedOut } = run(signedIn, { type: 'session/record-sign-out', payload: { reason: 'server' } });
    expect(run(signedOut, { type: 'session/record-sign-out', payload: { reason: 'playBlock' } }).state.session.playBlockNotice).toBe(true);
    const dismissed = run(out.state, { type: 'session/dismiss-inactivity-notice', payload: {} });
    expect(dismissed.state.session.playBlockNotice).toBe(false);
    expect(run(dismissed.state, { type: 'session/dismiss-inactivity-notice', payload: {} }).events).toEqual([]);
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
