import { describe, expect, it } from 'vitest';
import { httpAnswerOf, resolveRoute } from '../../../src/core/routing';
import { NO_RETURN, returnTarget } from '../../../src/core/session/returns';
import { guest, makeEnv, signedIn, url, vipGuest } from './fixtures';

/**
 * SPEC 6: a page that needs sign-in sends a guest "to home, login, or the
 * auth app for account-style sites" (site setting loginRequiredTarget).
 */
describe('where a guest goes from a page that needs sign-in', () => {
  it("'home': the language root, the login dropdown opened in the tab", () => {
    for (const config of [{ loginRequiredTarget: 'home' as const }]) {
      expect(resolveRoute(url('/ru/office/history?page=2'), guest, makeEnv({}, config))).toMatchObject({
        kind: 'loginRequired',
        target: 'home',
        redirectTo: '/ru',
        returnUrl: '/ru/office/history?page=2',
        openLogin: true,
        language: 'ru',
      });
    }
  });

  it("'login' (and an absent setting): the language root with the login modal query and the page as return_url", () => {
    const answer = resolveRoute(url('/en/office/history?page=2'), guest, makeEnv({}, { loginRequiredTarget: 'login' }));
    // A site that says nothing gets the form and the way back on a first load too.
    expect(resolveRoute(url('/en/office/history?page=2'), guest, makeEnv({}, {}))).toEqual(answer);
    expect(answer).toMatchObject({
      kind: 'loginRequired',
      target: 'login',
      redirectTo: '/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2',
      returnUrl: '/en/office/history?page=2',
      openLogin: true,
      language: 'en',
    });
    // The server's answer for a crawler or a first load carries the same URL.
    expect(httpAnswerOf(answer)).toEqual({ status: 302, location: '/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2' });
  });

  it("'login' lands on the home page (no loop), and signing in there returns to the page asked for", () => {
    const env = makeEnv({}, { loginRequiredTarget: 'login' });
    const answer = resolveRoute(url('/en/my-casino'), guest, env);
    if (answer.kind !== 'loginRequired') throw new Error(`expected loginRequired, got ${answer.kind}`);
    expect(resolveRoute(url(answer.redirectTo), guest, env)).toMatchObject({
      kind: 'page',
      routeId: 'home',
      query: { showLoginModal: '1', return_url: '/en/my-casino' },
    });
    // The session context's return rule reads return_url from the page the modal opened on.
    expect(returnTarget('signIn', { here: answer.redirectTo, kept: NO_RETURN, requested: null, lang: 'en' }).path).toBe('/en/my-casino');
  });

  it("'auth': the auth application of the site, with the page as return_url; this site opens no login form", () => {
    const env = makeEnv({}, { loginRequiredTarget: 'auth', authAppOrigin: 'https://auth.bethouse.example' });
    const answer = resolveRoute(url('/ar/office/account'), guest, env);
    expect(answer).toMatchObject({
      kind: 'loginRequired',
      target: 'auth',
      redirectTo: 'https://auth.bethouse.example/ar?return_url=%2Far%2Foffice%2Faccount',
      returnUrl: '/ar/office/account',
      openLogin: false,
      language: 'ar',
    });
    expect(httpAnswerOf(answer)).toEqual({ status: 302, location: 'https://auth.bethouse.example/ar?return_url=%2Far%2Foffice%2Faccount' });
  });

  it("'auth' without an auth application to send to is 'login'", () => {
    for (const authAppOrigin of [null, undefined]) {
      expect(resolveRoute(url('/en/recharge'), guest, makeEnv({}, { loginRequiredTarget: 'auth', authAppOrigin }))).toMatchObject({
        target: 'login',
        redirectTo: '/en?showLoginModal=1&return_url=%2Fen%2Frecharge',
      });
    }
  });

  it('applies to every sign-in rule: the payment page when it needs sign-in, the blocked-layout appeal history', () => {
    const env = makeEnv({}, { loginRequiredTarget: 'login' });
    expect(resolveRoute(url('/en/payment'), guest, env)).toMatchObject({ target: 'login', returnUrl: '/en/payment' });
    expect(resolveRoute(url('/en/block-appeal-history'), guest, env)).toMatchObject({
      target: 'login',
      returnUrl: '/en/block-appeal-history',
    });
  });

  it('leaves signed-in players and open pages alone', () => {
    const env = makeEnv({}, { loginRequiredTarget: 'auth', authAppOrigin: 'https://auth.bethouse.example' });
    expect(resolveRoute(url('/en/office/account'), signedIn, env)).toMatchObject({ kind: 'page', routeId: 'officeAccount' });
    expect(resolveRoute(url('/en/contacts'), guest, env)).toMatchObject({ kind: 'page', routeId: 'contacts' });
  });

  it('keeps the VIP-domain gate on the language root whatever the target (the root is gated too, a query there would loop)', () => {
    const env = makeEnv({}, { isMainVipDomainAuthNeed: true, loginRequiredTarget: 'login' });
    expect(resolveRoute(url('/en/line'), vipGuest, env)).toMatchObject({
      kind: 'loginRequired',
      target: 'home',
      redirectTo: '/en',
      returnUrl: '/en/line',
      openLogin: true,
      language: 'en',
    });
  });

  it('refuses an auth application that is not a bare http(s) origin', async () => {
    const { siteConfigSchema } = await import('../../../src/protocol/schemas/siteConfig');
    const base = makeEnv().config;
    expect(siteConfigSchema.safeParse({ ...base, authAppOrigin: 'https://auth.example/login' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...base, authAppOrigin: 'javascript:alert(1)' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...base, loginRequiredTarget: 'modal' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...base, loginRequiredTarget: 'auth', authAppOrigin: 'https://auth.example:8443' }).success).toBe(
      true,
    );
  });
});
