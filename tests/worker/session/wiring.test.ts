import { describe, expect, it } from 'vitest';
import type { RouteQuery } from '../../../src/protocol/api';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { isSessionAccepted, type SessionRequest } from '../../../src/protocol/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks } from '../../support/virtualClock';
import { FINGERPRINT_DATA, accounts, authServer, startSessionHost, tab, userConfig } from './fixtures';

const query = (pathname: string, cookies: Record<string, string> = {}): RouteQuery => ({
  pathname,
  search: '',
  cookies,
  browserLanguages: ['en'],
  isIpadPresentingAsMac: false,
});
const request = (id: string, payload: SessionRequest) => ({ id, type: 'session/request', payload }) as const;

async function settle(clock: { advanceAsync(ms: number): Promise<void> }) {
  await flushMicrotasks(20);
  await clock.advanceAsync(16);
}

describe('the route decision hears the session (host wiring of bootHost)', () => {
  it('sends a banned player to the block page, except to routes a ban allows', async () => {
    const { server } = authServer({ signedIn: true });
    server.on('GET', AUTH_PATHS.userConfig, { json: { ...userConfig, ban_level: 45, ban_version: 2 } });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    expect(await api.ask('resolveRoute', query('/en/line'))).toMatchObject({ kind: 'redirect', to: '/en/block', reason: 'banned' });
    expect(await api.ask('resolveRoute', query('/en/block'))).toMatchObject({ kind: 'page', routeId: 'block' });
  });

  it('sends a player whose terms changed to confirm-terms, and lets them stay there', async () => {
    const { server } = authServer({ signedIn: true });
    server.on('GET', AUTH_PATHS.termsStatus, { status: 451, json: { error: { code: 'terms_required', message: 't' }, exception_code: 1 } });
    const { host, clock } = await startSessionHost({ server, config: { ...demoConfig, isAvailableConfirmTerms: true } });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    expect(await api.ask('resolveRoute', query('/en/line'))).toMatchObject({ kind: 'redirect', to: '/en/confirm-terms', reason: 'terms' });
    expect(await api.ask('resolveRoute', query('/en/confirm-terms'))).toMatchObject({ kind: 'page', routeId: 'confirmTerms' });
  });

  it('takes signed-in from the ua cookie only while the session check runs', async () => {
    const { server, setSignedIn } = authServer();
    let checks = 0;
    // The first check fails (5xx): the auth start retries 1500 ms later, and meanwhile the session is "checking".
    server.on('GET', AUTH_PATHS.checkSession, () => (++checks === 1 ? { status: 503, json: {} } : { json: { user_id: null } }));
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await flushMicrotasks(10);
    expect(await api.ask('resolveRoute', query('/en/office/account', { ua: '1' }))).toMatchObject({ kind: 'page' });
    expect(await api.ask('resolveRoute', query('/en/office/account'))).toMatchObject({ kind: 'loginRequired' });
    await clock.advanceAsync(1500);
    await settle(clock);
    // The server said no session: a stale ua cookie no longer opens the office.
    expect(await api.ask('resolveRoute', query('/en/office/account', { ua: '1' }))).toMatchObject({ kind: 'loginRequired' });
    setSignedIn(false);
  });

  it('makes a guest on a VIP domain sign in when the site asks for it, and refuses registration there', async () => {
    const { server } = authServer();
    const config = { ...demoConfig, vipDomains: ['vip.bethouse.example'], isMainVipDomainAuthNeed: true, isRegistrationAllowed: true };
    const vip = await startSessionHost({ server, config, hostName: 'www.VIP.bethouse.example' });
    const onVip = vip.host.attach('tab-a', tab().sink).api;
    await settle(vip.clock);
    expect(await onVip.ask('resolveRoute', query('/en/line'))).toMatchObject({ kind: 'loginRequired' });
    const open = await startSessionHost({
      server,
      config: { ...config, isMainVipDomainAuthNeed: false },
      hostName: 'vip.bethouse.example:8443',
    });
    const onOpenVip = open.host.attach('tab-c', tab().sink).api;
    await settle(open.clock);
    expect(await onOpenVip.ask('resolveRoute', query('/en/line'))).toMatchObject({ kind: 'page' });
    expect(await onOpenVip.ask('resolveRoute', query('/en/registration'))).toMatchObject({
      kind: 'notFound',
      reason: 'registrationNotAllowed',
    });
    const main = await startSessionHost({ server, config, hostName: 'bethouse.example' });
    const onMain = main.host.attach('tab-b', tab().sink).api;
    await settle(main.clock);
    expect(await onMain.ask('resolveRoute', query('/en/line'))).toMatchObject({ kind: 'page' });
  });
});

describe('session requests', () => {
  it('fetches a fingerprint for a sign-in that has none and sends its token and data', async () => {
    const { server } = authServer();
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    const answer = await api.dispatch(request('l', { kind: 'login', login: 'demo', password: 'demo-password-1', save: false }));
    expect(isSessionAccepted(answer) && answer.outcome.kind).toBe('signedIn');
    const login = server.calls.find((c) => c.path === AUTH_PATHS.login);
    expect(login?.body).toMatchObject({ fingerprint: FINGERPRINT_DATA });
    expect(login?.headers['x-fingerprint']).toBe('fp-1');
  });

  it('gets the fingerprint again and retries once when the server calls it invalid', async () => {
    const { server } = authServer();
    let sends = 0;
    server.on('POST', AUTH_PATHS.sendSms, ({ headers, body }) =>
      ++sends === 1
        ? { status: 400, json: { error: { code: 'fingerprint_invalid', message: 'x' }, code: 120 } }
        : { json: { status: 'code_sent', expiresAt: 1, seen: [headers['x-fingerprint'], (body as { fingerprint: string }).fingerprint] } },
    );
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    const answer = await api.dispatch(request('s', { kind: 'sendSms', phoneCode: '7', phone: '9000000001' }));
    expect(isSessionAccepted(answer) && answer.outcome).toEqual({ kind: 'codeSent', expiresAt: 1 });
    expect(server.calls.filter((c) => c.path === AUTH_PATHS.sendSms).map((c) => c.headers['x-fingerprint'])).toEqual(['fp-1', 'fp-2']);
    expect(
      server.calls
        .filter((c) => c.path === AUTH_PATHS.sendSms)
        .every((c) => (c.body as { fingerprint?: string }).fingerprint === FINGERPRINT_DATA),
    ).toBe(true);
  });

  it('puts the refused fields in the rejection as field.<form field>: <code>', async () => {
    const { server } = authServer();
    server.on('POST', AUTH_PATHS.register, {
      status: 400,
      json: {
        error: { code: 'invalid_request', message: 'bad' },
        fields: [
          { field: 'uPassword', message: 'short', code: 'too_short' },
          { field: 'email', message: 'bad', code: 'format' },
        ],
      },
    });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    const answer = await api.dispatch(request('r', { kind: 'registerFull', email: 'x', password: 'y', bonus: 0, lng: 'en' }));
    expect(answer).toEqual({
      rejected: true,
      code: 'session.invalid_request',
      params: { status: 400, 'field.password': 'too_short', 'field.email': 'format' },
    });
  });

  it('reads the registration currencies with their schema and sends the chosen currency with each registration type', async () => {
    const { server } = authServer();
    server
      .on('GET', AUTH_PATHS.registrationCurrencies, {
        json: {
          currencies: [
            { iso: 'RUB', symbol: '₽' },
            { iso: 'USD', symbol: '$' },
          ],
          default: 'RUB',
        },
      })
      .on('POST', AUTH_PATHS.register, { json: { status: 'code_sent', expiresAt: 1 } });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    const offer = await api.dispatch(request('c', { kind: 'registrationCurrencies' }));
    expect(isSessionAccepted(offer) && offer.outcome).toEqual({
      kind: 'registrationCurrencies',
      currencies: [
        { iso: 'RUB', symbol: '₽' },
        { iso: 'USD', symbol: '$' },
      ],
      default: 'RUB',
    });
    await api.dispatch(request('p', { kind: 'registerPhone', phoneCode: '7', phone: '9000000001', bonus: 1, currency: 'USD', lng: 'en' }));
    await api.dispatch(
      request('f', { kind: 'registerFull', email: 'a@example.com', password: 'long-password', bonus: 0, currency: 'EUR', lng: 'en' }),
    );
    const bodies = server.calls.filter((c) => c.path === AUTH_PATHS.register).map((c) => c.body as { type: string; currency?: string });
    expect(bodies.map((b) => [b.type, b.currency])).toEqual([
      ['phone_reg', 'USD'],
      ['full_reg', 'EUR'],
    ]);
  });

  it('refuses a currency list whose default is not on it (the schema), without guessing', async () => {
    const { server } = authServer();
    server.on('GET', AUTH_PATHS.registrationCurrencies, { json: { currencies: [{ iso: 'RUB', symbol: '₽' }], default: 'USD' } });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    expect(await api.dispatch(request('c', { kind: 'registrationCurrencies' }))).toMatchObject({
      rejected: true,
      code: 'session.malformed_answer',
    });
  });

  it('sends the social two-step code, a login-by-token link and a soc_reg registration to their calls', async () => {
    const { server } = authServer();
    server
      .on('POST', AUTH_PATHS.socialTwoStep, { json: { status: 'ok', user_id: 7, login: 'demo' } })
      .on('POST', AUTH_PATHS.loginToken, { json: { status: 'ok', user_id: 7, login: 'demo' } })
      .on('POST', AUTH_PATHS.register, { json: { status: 'ok', user_id: 8, login: 'soc' } });
    const { host, clock } = await startSessionHost({ server });
    const { api } = host.attach('tab-a', tab().sink);
    await settle(clock);
    await api.dispatch(request('a', { kind: 'socialTwoStep', code: '123456' }));
    await api.dispatch(request('b', { kind: 'loginToken', methodId: 1, token: 'tok', sign: 'sig', lng: 'en' }));
    await api.dispatch(request('c', { kind: 'registerSocial', socialToken: 'social-token-1', bonus: 2, lng: 'ru' }));
    expect(server.calls.find((c) => c.path === AUTH_PATHS.socialTwoStep)?.body).toEqual({ code: btoa('123456') });
    expect(server.calls.find((c) => c.path === AUTH_PATHS.loginToken)?.body).toEqual({
      method_id: 1,
      token: 'tok',
      sign: 'sig',
      lng: 'en',
    });
    expect(server.calls.find((c) => c.path === AUTH_PATHS.register)?.body).toEqual({
      type: 'soc_reg',
      social_token: 'social-token-1',
      bonus: 2,
      lng: 'ru',
    });
  });

  it('publishes the rights and the convert-account value, and answers a rights request', async () => {
    const { server } = authServer({ signedIn: true });
    server
      .on('GET', AUTH_PATHS.rights, { json: { rights: ['view', 'bet'] } })
      .on('GET', AUTH_PATHS.userConfig, { json: { ...userConfig, convert_account: 2 } });
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await settle(clock);
    expect(a.session()).toMatchObject({ rights: ['view', 'bet'], convertAccount: 'additional' });
    const answer = await api.dispatch(request('r', { kind: 'rights' }));
    expect(isSessionAccepted(answer) && answer.outcome).toEqual({ kind: 'rights', rights: ['view', 'bet'] });
  });

  it('keeps the page before registration and returns there after it, once; return_url wins', async () => {
    const { server } = authServer();
    const { host, clock } = await startSessionHost({ server });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('session');
    await api.dispatch({ id: 'n1', type: 'session/note-page', payload: { here: '/en/casino?redirect_url=%2Fen%2Fpromo', previous: null } });
    await api.dispatch({
      id: 'n2',
      type: 'session/note-page',
      payload: { here: '/en/registration', previous: '/en/casino?redirect_url=%2Fen%2Fpromo' },
    });
    await settle(clock);
    expect(a.session()?.returns).toEqual({
      redirectUrl: '/en/promo',
      fromUrl: null,
      routeFrom: '/en/casino?redirect_url=%2Fen%2Fpromo',
      routeTo: '/en/registration',
    });

    const withReturnUrl = await api.dispatch(
      request('t0', {
        kind: 'returnTarget',
        after: 'signIn',
        here: '/en/registration?return_url=%2Fen%2Flive',
        requested: null,
        lang: 'en',
      }),
    );
    expect(isSessionAccepted(withReturnUrl) && withReturnUrl.outcome).toEqual({ kind: 'returnTo', path: '/en/live' });
    const after = await api.dispatch(
      request('t1', { kind: 'returnTarget', after: 'registration', here: '/en/registration', requested: null, lang: 'en' }),
    );
    expect(isSessionAccepted(after) && after.outcome).toEqual({ kind: 'returnTo', path: '/en/promo' });
    await settle(clock);
    expect(a.session()?.returns).toEqual({ redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null });
    const again = await api.dispatch(
      request('t2', { kind: 'returnTarget', after: 'registration', here: '/en/registration', requested: null, lang: 'en' }),
    );
    expect(isSessionAccepted(again) && again.outcome).toEqual({ kind: 'returnTo', path: '/en' });
  });

  it('reads the development outbox with its schema, and refuses it in production', async () => {
    const { server } = authServer();
    server.on('GET', AUTH_PATHS.devOutbox, {
      json: {
        messages: [{ id: 1, to: 'a@b.c', channel: 'email', subject: 's', body: 'b', links: [], createdAt: '2026-01-01T00:00:00.000Z' }],
      },
    });
    const dev = await startSessionHost({ server });
    const answer = await dev.host.attach('t', tab().sink).api.dispatch(request('o', { kind: 'devOutbox' }));
    expect(isSessionAccepted(answer) && answer.outcome.kind === 'outbox' && answer.outcome.messages).toHaveLength(1);
    const prod = await startSessionHost({ server, controller: { isProduction: true } });
    const refused = await prod.host.attach('t', tab().sink).api.dispatch(request('o', { kind: 'devOutbox' }));
    expect(refused).toMatchObject({ rejected: true, code: 'session.unavailable' });
  });
});

describe('account refresh series (SPEC 4 Accounts, SPEC 9)', () => {
  /** Signed in with the page hidden, so the 60 s user refresh does not mix in. */
  async function signedInHidden() {
    const { server } = authServer({ signedIn: true });
    const session = await startSessionHost({ server });
    const { api } = session.host.attach('tab-a', tab().sink);
    await api.dispatch(request('h', { kind: 'presence', visible: false, active: false, mediaPlaying: false }));
    await settle(session.clock);
    return { server, api, clock: session.clock };
  }

  async function refreshesAfter(change: SessionRequest, path: string, reply: unknown) {
    const { server, api, clock } = await signedInHidden();
    server.on('POST', path, { json: reply });
    const before = server.count('GET', AUTH_PATHS.accounts);
    const answer = await api.dispatch(request('c', change));
    expect(answer).toMatchObject({ accepted: true });
    const counts: number[] = [];
    for (let i = 0; i < 7; i++) {
      await clock.advanceAsync(2500);
      counts.push(server.count('GET', AUTH_PATHS.accounts) - before);
    }
    return counts;
  }

  it('refreshes 5 times every 2500 ms after switching the active account', async () => {
    expect(await refreshesAfter({ kind: 'switchAccount', id: 10 }, AUTH_PATHS.changeActiveAccount, accounts([{ iso: 'USD' }]))).toEqual([
      1, 2, 3, 4, 5, 5, 5,
    ]);
  });

  it('refreshes 5 times every 2500 ms after removing a currency', async () => {
    expect(await refreshesAfter({ kind: 'removeCurrency', id: 10 }, AUTH_PATHS.removeCurrency, accounts())).toEqual([1, 2, 3, 4, 5, 5, 5]);
  });

  it('after adding a currency refreshes every 1000 ms until it shows, and not at all when it shows at once', async () => {
    const { server, api, clock } = await signedInHidden();
    let shown = false;
    server.on('POST', AUTH_PATHS.addCurrency, () => ({ json: shown ? accounts([{ iso: 'EUR' }]) : accounts() }));
    server.on('GET', AUTH_PATHS.accounts, () => ({ json: shown ? accounts([{ iso: 'EUR' }]) : accounts() }));
    const before = server.count('GET', AUTH_PATHS.accounts);
    await api.dispatch(request('a', { kind: 'addCurrency', iso: 'EUR' }));
    await clock.advanceAsync(999);
    expect(server.count('GET', AUTH_PATHS.accounts) - before).toBe(0);
    await clock.advanceAsync(1);
    expect(server.count('GET', AUTH_PATHS.accounts) - before).toBe(1);
    shown = true;
    await clock.advanceAsync(1000);
    expect(server.count('GET', AUTH_PATHS.accounts) - before).toBe(2);
    await clock.advanceAsync(10_000);
    expect(server.count('GET', AUTH_PATHS.accounts) - before).toBe(2);

    const direct = server.count('GET', AUTH_PATHS.accounts);
    await api.dispatch(request('b', { kind: 'addCurrency', iso: 'EUR' }));
    await clock.advanceAsync(10_000);
    expect(server.count('GET', AUTH_PATHS.accounts)).toBe(direct);
  });
});
