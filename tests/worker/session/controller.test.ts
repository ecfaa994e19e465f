import { routeFactsOf } from '../../../src/core/session/facts';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { isSessionAccepted } from '../../../src/protocol/session';
import { demoConfig } from '../../support/demoConfig';
import { NotificationsController } from '../../../src/worker/notifications/controller';
import { flushMicrotasks, type VirtualClock } from '../../support/virtualClock';
import { accounts, authServer, quiet, startSessionHost, tab, userConfig } from './fixtures';

/** The notifications' rules on the same host: they hear the facts the session records. */
const withNotifications = (clock: VirtualClock) => [new NotificationsController({ clock, log: quiet })];

const login = {
  id: 'l1',
  type: 'session/request',
  payload: { kind: 'login', login: 'demo', password: 'demo-password-1', save: false },
} as const;
const visible = (id: string, v: boolean, active = false) =>
  ({ id, type: 'session/request', payload: { kind: 'presence', visible: v, active, mediaPlaying: false } }) as const;

async function settle(clock: { advanceAsync(ms: number): Promise<void> }) {
  await flushMicrotasks(20);
  await clock.advanceAsync(16);
}

describe('the session in the worker', () => {
  it('signs in from one tab, shows it in every tab within a frame and sends the bearer token on auth calls', async () => {
    const { server } = authServer();
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const b = tab();
    const tabA = host.attach('tab-a', a.sink).api;
    const tabB = host.attach('tab-b', b.sink).api;
    await tabA.subscribe('session');
    await tabB.subscribe('session');
    await settle(clock);
    expect(b.session()?.status).toBe('signedOut');

    const answer = await tabA.dispatch(login);
    expect(isSessionAccepted(answer) && answer.outcome).toEqual({ kind: 'signedIn', login: 'demo' });
    await settle(clock);
    expect(b.session()).toMatchObject({
      status: 'signedIn',
      login: 'demo',
      userId: 7,
      protection: 'normal',
      verified: true,
      videoToken: 'jwt-video',
    });
    expect(b.session()?.activeAccount?.money).toBe(150000);
    // The password went encoded; the user config call carried the token from gettoken.
    expect(server.calls.find((c) => c.path === AUTH_PATHS.login)?.body).toMatchObject({ uPassword: btoa('demo-password-1') });
    expect(server.calls.find((c) => c.path === AUTH_PATHS.userConfig)?.headers.authorization).toBe('Bearer jwt-web');

    await tabB.dispatch({ id: 'o1', type: 'session/request', payload: { kind: 'logout' } });
    await settle(clock);
    expect(a.session()).toMatchObject({ status: 'signedOut', userId: null, config: null });
  });

  it('refuses a wrong password with the server reason and a tab cannot forge a sign-in', async () => {
    const { server } = authServer();
    const { host } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    const answer = await api.dispatch({ ...login, payload: { ...login.payload, password: 'nope' } });
    expect(answer).toMatchObject({ rejected: true, code: 'session.invalid_credentials' });
    const forged = await api.dispatch({ id: 'f', type: 'session/record-sign-in', payload: { userId: 1, login: 'x', method: 'password' } });
    expect(forged).toMatchObject({ rejected: true, code: 'invalid_command' });
  });

  it('restores a session the server still has at auth start, and signs out one it ended', async () => {
    const signed = authServer({ signedIn: true });
    const first = await startSessionHost({ server: signed.server });
    const a = tab();
    await first.host.attach('tab-a', a.sink).api.subscribe('session');
    await settle(first.clock);
    expect(a.session()).toMatchObject({ status: 'signedIn', login: 'demo' });

    signed.setSignedIn(false);
    const again = await startSessionHost({ server: signed.server, idb: first.idb });
    const b = tab();
    await again.host.attach('tab-b', b.sink).api.subscribe('session');
    await settle(again.clock);
    expect(b.session()?.status).toBe('signedOut');
  });

  it('refreshes user data every 60 s while a page is visible, pauses while hidden and resumes on return', async () => {
    const { server } = authServer({ signedIn: true });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await api.dispatch(visible('v1', true));
    await settle(clock);
    const base = server.count('GET', AUTH_PATHS.userConfig);
    await clock.advanceAsync(60_000);
    expect(server.count('GET', AUTH_PATHS.userConfig)).toBe(base + 1);
    await api.dispatch(visible('v2', false));
    await clock.advanceAsync(180_000);
    expect(server.count('GET', AUTH_PATHS.userConfig)).toBe(base + 1);
    await api.dispatch(visible('v3', true));
    await clock.advanceAsync(60_000);
    expect(server.count('GET', AUTH_PATHS.userConfig)).toBe(base + 2);
  });

  it('refreshes the video token every 10 minutes while signed in', async () => {
    const { server } = authServer({ signedIn: true });
    const { clock } = await startSessionHost({ server });
    await settle(clock);
    const base = server.count('POST', AUTH_PATHS.updateToken);
    await clock.advanceAsync(600_000);
    expect(server.count('POST', AUTH_PATHS.updateToken)).toBe(base + 1);
    await clock.advanceAsync(600_000);
    expect(server.count('POST', AUTH_PATHS.updateToken)).toBe(base + 2);
  });

  it('logs off after the idle time unless a tab reports activity, and the autoLogOff notification waits for the next load', async () => {
    const { server } = authServer({ signedIn: true });
    const config = { ...demoConfig, isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 2 };
    const { host, clock, idb } = await startSessionHost({ server, config, others: withNotifications });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await api.subscribe('notifications');
    await api.dispatch(visible('v1', true));
    await settle(clock);
    await clock.advanceAsync(100_000);
    await api.dispatch(visible('act', true, true)); // activity restarts the countdown
    await clock.advanceAsync(100_000);
    expect(a.session()?.status).toBe('signedIn');
    expect(a.projection('notifications')?.shown).toEqual([]);
    await clock.advanceAsync(20_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedOut');
    expect(server.count('POST', AUTH_PATHS.logout)).toBe(1);
    // The browser's, with no timeout: nobody is signed in to own it, and it waits to be read.
    expect(a.projection('notifications')?.shown).toEqual([expect.objectContaining({ kind: 'autoLogOff', closesAt: null })]);

    const again = await startSessionHost({ server, config, idb, others: withNotifications });
    const b = tab();
    const other = again.host.attach('tab-b', b.sink).api;
    await other.subscribe('notifications');
    await settle(again.clock);
    const [shown] = b.projection('notifications')?.shown ?? [];
    expect(shown?.kind).toBe('autoLogOff');
    await other.dispatch({ id: 'd', type: 'notifications/dismiss', payload: { id: shown!.id } });
    await settle(again.clock);
    expect(b.projection('notifications')?.shown).toEqual([]);
  });

  it('pauses the inactivity countdown 30 s after every tab is hidden', async () => {
    const { server } = authServer({ signedIn: true });
    const config = { ...demoConfig, isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 };
    const { host, clock } = await startSessionHost({ server, config });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await api.dispatch(visible('v1', true, true));
    await settle(clock);
    await api.dispatch(visible('h', false));
    await clock.advanceAsync(10 * 60_000); // paused after 30 s of the 60
    expect(a.session()?.status).toBe('signedIn');
    await api.dispatch(visible('back', true));
    await clock.advanceAsync(29_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedIn');
    await clock.advanceAsync(2_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedOut');
  });

  it('counts activity from any tab and a playing video as presence: no log-off while either lasts', async () => {
    const { server } = authServer({ signedIn: true });
    const config = { ...demoConfig, isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 };
    const { host, clock } = await startSessionHost({ server, config });
    const a = tab();
    const tabA = host.attach('tab-a', a.sink).api;
    const tabB = host.attach('tab-b', tab().sink).api;
    await tabA.subscribe('session');
    await tabA.dispatch(visible('a1', true));
    await tabB.dispatch(visible('b1', true));
    await settle(clock);
    // The player works in tab B only: tab A stays signed in.
    for (let i = 0; i < 3; i++) {
      await clock.advanceAsync(50_000);
      await tabB.dispatch(visible(`b-act-${i}`, true, true));
    }
    await settle(clock);
    expect(a.session()?.status).toBe('signedIn');
    // A match video plays in tab B for ten minutes with no key pressed.
    await tabB.dispatch({
      id: 'play',
      type: 'session/request',
      payload: { kind: 'presence', visible: true, active: false, mediaPlaying: true },
    });
    await clock.advanceAsync(10 * 60_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedIn');
    // The video stops (the page reports that as activity, as usePresence does): the countdown runs out a minute later.
    await tabB.dispatch(visible('stop', true, true));
    await clock.advanceAsync(30_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedIn');
    await clock.advanceAsync(31_000);
    await settle(clock);
    expect(a.session()?.status).toBe('signedOut');
  });

  it('shows the captcha the server asks for and repeats the call with the answer', async () => {
    const { server } = authServer();
    let asked = 0;
    server
      .on('GET', AUTH_PATHS.captchaUpdate, () => ({ json: { id: `c${++asked}`, image: 'data:image/svg+xml,x', time: 9e15 } }))
      .on('POST', AUTH_PATHS.captchaValidate, ({ body }) => ({
        json: { success: (body as { captcha: string }).captcha.endsWith(':5'), type: 1, time: 0, error_message: '' },
      }))
      .on('POST', AUTH_PATHS.login, ({ headers }) =>
        headers['x-captcha-answer'] === 'c2:5' && headers['x-fingerprint']
          ? { json: { status: 'ok', user_id: 7, login: 'demo' } }
          : { status: 400, json: { error: { code: 'captcha_required', message: 'captcha' }, code: 100 } },
      );
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    const pending = api.dispatch(login);
    await settle(clock);
    expect(a.session()?.captcha).toMatchObject({ id: 'c1', image: 'data:image/svg+xml,x', wrongAnswer: false });
    await api.dispatch({ id: 'x1', type: 'session/request', payload: { kind: 'captchaAnswer', id: 'c1', answer: '4' } });
    await settle(clock);
    expect(a.session()?.captcha).toMatchObject({ id: 'c2', wrongAnswer: true });
    await api.dispatch({ id: 'x2', type: 'session/request', payload: { kind: 'captchaAnswer', id: 'c2', answer: '5' } });
    expect(await pending).toMatchObject({ accepted: true, outcome: { kind: 'signedIn' } });
    await settle(clock);
    expect(a.session()).toMatchObject({ captcha: null, status: 'signedIn' });
  });

  it('asks for terms confirmation on 451 and clears it once confirmed', async () => {
    const { server } = authServer({ signedIn: true });
    let confirmed = false;
    server
      .on('GET', AUTH_PATHS.termsStatus, () =>
        confirmed
          ? { json: { result: 'accepted', updatedAt: '2026-01-01' } }
          : { status: 451, json: { error: { code: 'terms_required', message: 't' }, exception_code: 1 } },
      )
      .on('POST', AUTH_PATHS.termsConfirm, () => ((confirmed = true), { json: { result: 'accepted', updatedAt: '2026-01-01' } }));
    const { host, clock, session } = await startSessionHost({ server, config: { ...demoConfig, isAvailableConfirmTerms: true } });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await settle(clock);
    expect(a.session()?.termsRequired).toBe(true);
    // The route decision hears it too (confirm-terms is then the only way on).
    expect(routeFactsOf(session.projection())).toMatchObject({ isAuthenticated: true, termsChanged: true, isBanned: false });
    await api.dispatch({ id: 't', type: 'session/request', payload: { kind: 'confirmTerms' } });
    await settle(clock);
    expect(a.session()?.termsRequired).toBe(false);
    expect(routeFactsOf(session.projection())?.termsChanged).toBe(false);
  });

  it('checks the terms once the site config arrives when the session was known first (a restarted worker)', async () => {
    const { server } = authServer({ signedIn: true });
    server.on('GET', AUTH_PATHS.termsStatus, () => ({
      status: 451,
      json: { error: { code: 'terms_required', message: 't' }, exception_code: 1 },
    }));
    let release = () => undefined as void;
    const configReady = new Promise<void>((resolve) => (release = resolve));
    const { host, clock } = await startSessionHost({ server, config: { ...demoConfig, isAvailableConfirmTerms: true }, configReady });
    const a = tab();
    await host.attach('tab-a', a.sink).api.subscribe('session');
    await settle(clock);
    expect(a.session()).toMatchObject({ status: 'signedIn', termsRequired: false });
    expect(server.calls.some((c) => c.path === AUTH_PATHS.termsStatus)).toBe(false);
    release();
    await settle(clock);
    expect(a.session()?.termsRequired).toBe(true);
  });

  it('refreshes accounts every 1000 ms after adding a currency until it shows, at most 5 times', async () => {
    const { server } = authServer({ signedIn: true });
    let refreshes = 0;
    server
      .on('POST', AUTH_PATHS.addCurrency, { json: accounts() })
      .on('GET', AUTH_PATHS.accounts, () => ({ json: ++refreshes >= 4 ? accounts([{ iso: 'USD' }]) : accounts() }));
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await api.dispatch(visible('v', true));
    await settle(clock);
    const before = refreshes;
    await api.dispatch({ id: 'add', type: 'session/request', payload: { kind: 'addCurrency', iso: 'USD' } });
    await clock.advanceAsync(10_000);
    expect(a.session()?.accounts?.all_accounts.some((x) => x.iso === 'USD')).toBe(true);
    expect(refreshes - before).toBe(3);
  });
});

describe('codes and their waits', () => {
  const recovery = { id: 'r1', type: 'session/request', payload: { kind: 'recoveryRequest', target: { login: 'demo' } } } as const;

  it("hands on when another code may be asked for, and a refusal's Retry-After as seconds", async () => {
    const { server } = authServer();
    let sent = 0;
    server.on('POST', AUTH_PATHS.recoveryRequest, () =>
      ++sent === 1
        ? { json: { status: 'code_sent', expiresAt: 1_700_000_600_000, resendAt: 1_700_000_060_000 } }
        : { status: 429, json: { error: { code: 'rate_limited', message: 'Wait 42 s' } }, headers: { 'retry-after': '42' } },
    );
    const { host } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    const first = await api.dispatch(recovery);
    expect(isSessionAccepted(first) && first.outcome).toEqual({
      kind: 'codeSent',
      expiresAt: 1_700_000_600_000,
      resendAt: 1_700_000_060_000,
    });
    expect(await api.dispatch({ ...recovery, id: 'r2' })).toEqual({
      rejected: true,
      code: 'session.rate_limited',
      params: { status: 429, retryAfter: 42 },
    });
  });

  it('reads a Retry-After date against the worker clock and leaves out one it cannot read', async () => {
    const { server } = authServer();
    let header = new Date(1_700_000_000_000 + 90_000).toUTCString();
    server.on('POST', AUTH_PATHS.recoveryRequest, () => ({
      status: 429,
      json: { error: { code: 'too_many_codes', message: 'later' } },
      headers: { 'retry-after': header },
    }));
    const { host } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    expect(await api.dispatch(recovery)).toMatchObject({ code: 'session.too_many_codes', params: { retryAfter: 90 } });
    header = 'soon';
    const unread = await api.dispatch({ ...recovery, id: 'r2' });
    expect(unread).toMatchObject({ code: 'session.too_many_codes' });
    expect('params' in unread && unread.params).toEqual({ status: 429 });
  });
});

describe('two-step sign-in on and off', () => {
  it('sends enable_two_factor_auth, and every tab shows the config the server answers; a refusal changes nothing', async () => {
    const { server } = authServer({ signedIn: true });
    let twoFactor = false;
    server.on('POST', AUTH_PATHS.userConfigUpdate, ({ body }) => {
      const asked = (body as { enable_two_factor_auth?: boolean }).enable_two_factor_auth;
      if (asked === true && twoFactor)
        return {
          status: 400,
          json: {
            error: { code: 'invalid_request', message: 'x' },
            fields: [{ field: 'enable_two_factor_auth', message: 'x', code: 'invalid' }],
          },
        };
      twoFactor = asked ?? twoFactor;
      return { json: { ...userConfig, protection_methods: { ...userConfig.protection_methods, enable_two_factor_auth: twoFactor } } };
    });
    const { host, clock } = await startSessionHost({ server, others: withNotifications });
    const a = tab();
    const b = tab();
    const tabA = host.attach('tab-a', a.sink).api;
    const tabB = host.attach('tab-b', b.sink).api;
    await tabA.subscribe('session');
    await tabB.subscribe('session');
    await tabB.subscribe('notifications');
    await settle(clock);
    const saveCodes = () => (b.projection('notifications')?.shown ?? []).filter((n) => n.kind === 'twoFactorSaveCode');
    expect(b.session()?.config?.protection_methods.enable_two_factor_auth).toBe(false);

    expect(await tabA.dispatch({ id: 't1', type: 'session/request', payload: { kind: 'setTwoFactor', enable: true } })).toMatchObject({
      accepted: true,
      outcome: { kind: 'done' },
    });
    expect(server.calls.filter((c) => c.path === AUTH_PATHS.userConfigUpdate).map((c) => [c.body, c.headers.authorization])).toEqual([
      [{ enable_two_factor_auth: true }, 'Bearer jwt-web'],
    ]);
    await settle(clock);
    expect(b.session()?.config?.protection_methods.enable_two_factor_auth).toBe(true);
    // Switched on: the player is reminded to save the backup code, in every tab, until they close it.
    expect(saveCodes()).toEqual([expect.objectContaining({ link: '/office/security', closesAt: null })]);

    const refused = await tabA.dispatch({ id: 't2', type: 'session/request', payload: { kind: 'setTwoFactor', enable: true } });
    expect(refused).toMatchObject({
      rejected: true,
      code: 'session.invalid_request',
      params: { 'field.enable_two_factor_auth': 'invalid' },
    });
    await settle(clock);
    expect(b.session()?.config?.protection_methods.enable_two_factor_auth).toBe(true);
    await tabA.dispatch({ id: 't3', type: 'session/request', payload: { kind: 'setTwoFactor', enable: false, password: 'pässword' } });
    await settle(clock);
    expect(b.session()?.config?.protection_methods.enable_two_factor_auth).toBe(false);
    // The password travels encoded like every secret (base64 of UTF-8).
    expect(server.calls.filter((c) => c.path === AUTH_PATHS.userConfigUpdate).at(-1)?.body).toEqual({
      enable_two_factor_auth: false,
      uPassword: 'cMOkc3N3b3Jk',
    });
    // Neither the refused switch-on nor the switch-off raised another; switching on again is a new fact.
    expect(saveCodes()).toHaveLength(1);
    await tabA.dispatch({ id: 't4', type: 'session/request', payload: { kind: 'setTwoFactor', enable: true } });
    await settle(clock);
    expect(saveCodes()).toHaveLength(2);
  });

  it('a wrong password for turning two-step off is a refusal next to the password field, and the player stays signed in', async () => {
    const { server } = authServer({ signedIn: true });
    server.on('POST', AUTH_PATHS.userConfigUpdate, {
      status: 403,
      json: {
        error: { code: 'wrong_password', message: 'The password is wrong' },
        fields: [{ field: 'uPassword', message: 'is wrong', code: 'invalid' }],
      },
    });
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const api = host.attach('tab-a', a.sink).api;
    await api.subscribe('session');
    await settle(clock);
    const refused = await api.dispatch({
      id: 'w',
      type: 'session/request',
      payload: { kind: 'setTwoFactor', enable: false, password: 'wrong-one' },
    });
    expect(refused).toMatchObject({ rejected: true, code: 'session.wrong_password', params: { status: 403, 'field.password': 'invalid' } });
    await settle(clock);
    expect(a.session()?.status).toBe('signedIn');
  });
});

describe('a registration that waits for its activation e-mail', () => {
  it('raises registrationRequestSent for the browser once per request, and nothing when the registration failed', async () => {
    const { server } = authServer();
    let taken = false;
    server.on('POST', AUTH_PATHS.register, () =>
      taken ? { status: 400, json: { error: { code: 'invalid_request', message: 'x' } } } : { json: { status: 'activation_sent' } },
    );
    const { host, clock } = await startSessionHost({ server, others: withNotifications });
    const a = tab();
    const api = host.attach('tab-a', a.sink).api;
    await api.subscribe('notifications');
    await settle(clock);
    const register = (id: string) =>
      api.dispatch({
        id,
        type: 'session/request',
        payload: { kind: 'registerFull', email: 'new@example.com', password: 'long-password-1', bonus: 0, lng: 'en' },
      });
    const sent = () => (a.projection('notifications')?.shown ?? []).filter((n) => n.kind === 'registrationRequestSent');

    expect(await register('r1')).toMatchObject({ accepted: true, outcome: { kind: 'activationSent' } });
    await settle(clock);
    expect(sent()).toEqual([expect.objectContaining({ closesAt: null })]);
    // The visitor asks again (another e-mail goes out): told again.
    expect(await register('r2')).toMatchObject({ outcome: { kind: 'activationSent' } });
    await settle(clock);
    expect(sent()).toHaveLength(2);
    taken = true;
    expect(await register('r3')).toMatchObject({ rejected: true });
    await settle(clock);
    expect(sent()).toHaveLength(2);
  });
});
