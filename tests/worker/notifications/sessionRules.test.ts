import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';
import { sessionRules } from '../../../src/worker/notifications/sessionRules';

const T0 = Date.UTC(2026, 10, 29, 3, 0);

/** The state after the session records `command` at `now`, over the real core, and what the rules raise for that step. */
function step(state: AppState, command: Omit<AppCommand, 'id'>, now = T0) {
  const decision = decideApp(state, { id: 'c', ...command } as AppCommand, { now, newId: () => 'n', config: null });
  if (isRejection(decision)) throw new Error(decision.code);
  const after = decision.reduce(evolveApp, state);
  return { state: after, raised: sessionRules(state, after) };
}

const signIn = (method: string, userId = 7) =>
  ({ type: 'session/record-sign-in', payload: { userId, login: 'demo', method } }) as Omit<AppCommand, 'id'>;
const signOut = (reason: string) => ({ type: 'session/record-sign-out', payload: { reason } }) as Omit<AppCommand, 'id'>;
const record = (type: 'session/record-activation-sent' | 'session/record-two-factor-on') =>
  ({ type, payload: {} }) as Omit<AppCommand, 'id'>;

describe("the session's notification rules", () => {
  it.each(['registration', 'activation'])('welcome a new player whose sign-in is their %s', (method) => {
    expect(step(initialAppState, signIn(method)).raised).toEqual([
      { key: 'welcome:7', kind: 'welcome', params: { login: 'demo' }, link: null, player: 7 },
    ]);
  });

  it('welcome nobody who signs in again, nor the same player renamed, nor on a sign-out', () => {
    expect(step(initialAppState, signIn('password')).raised).toEqual([]);
    expect(step(initialAppState, signIn('restored')).raised).toEqual([]);
    const { state } = step(initialAppState, signIn('registration'));
    expect(
      step(state, { type: 'session/record-sign-in', payload: { userId: 7, login: 'renamed', method: 'registration' } }).raised,
    ).toEqual([]);
    expect(step(state, signOut('logout')).raised).toEqual([]);
  });

  it('raise autoLogOff for the browser on every inactivity sign-out, keyed by its time, and on no other sign-out', () => {
    const { state } = step(initialAppState, signIn('password'));
    const first = step(state, signOut('inactivity'), T0 + 1000);
    expect(first.raised).toEqual([{ key: `autoLogOff:${T0 + 1000}`, kind: 'autoLogOff', params: {}, link: null, player: null }]);
    for (const reason of ['logout', 'server', 'captcha', 'playBlock']) expect(step(state, signOut(reason)).raised).toEqual([]);
    // Later changes of the session do not raise the same fact again; the next inactivity sign-out is a new one.
    const back = step(first.state, signIn('password'), T0 + 2000);
    expect(back.raised).toEqual([]);
    expect(step(back.state, signOut('inactivity'), T0 + 3000).raised.map((d) => d.key)).toEqual([`autoLogOff:${T0 + 3000}`]);
  });

  it('raise registrationRequestSent for the browser once per activation e-mail', () => {
    const first = step(initialAppState, record('session/record-activation-sent'));
    expect(first.raised).toEqual([
      { key: `registrationRequestSent:${T0}`, kind: 'registrationRequestSent', params: {}, link: null, player: null },
    ]);
    const second = step(first.state, record('session/record-activation-sent'), T0 + 5);
    expect(second.raised.map((d) => d.key)).toEqual([`registrationRequestSent:${T0 + 5}`]);
    expect(
      step(second.state, { type: 'session/note-page', payload: { here: '/en/registration?redirect_url=%2Fen%2Fline', previous: null } })
        .raised,
    ).toEqual([]);
  });

  it("raise twoFactorSaveCode for the player who switched two-step on, once per switch-on, leading to the kind's default link", () => {
    const { state } = step(initialAppState, signIn('password'));
    const on = step(state, record('session/record-two-factor-on'), T0 + 10);
    expect(on.raised).toEqual([{ key: `twoFactorSaveCode:7:${T0 + 10}`, kind: 'twoFactorSaveCode', params: {}, link: null, player: 7 }]);
    expect(step(on.state, record('session/record-two-factor-on'), T0 + 20).raised.map((d) => d.key)).toEqual([
      `twoFactorSaveCode:7:${T0 + 20}`,
    ]);
    expect(step(on.state, signOut('logout')).raised).toEqual([]);
  });
});
