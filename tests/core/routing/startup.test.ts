import { describe, expect, it } from 'vitest';
import { blockPageFor, blockReasonFrom } from '../../../src/core/routing/block';
import { chooseDevice } from '../../../src/core/routing/device';
import { isMaintenanceActive } from '../../../src/core/routing/maintenance';
import { resolveRoute } from '../../../src/core/routing/resolve';
import { banned, guest, makeConfig, makeEnv, signedIn, url, vipGuest } from './fixtures';

const off = makeConfig().maintenance;

describe('maintenance (SPEC 4)', () => {
  it('is on with the cookie equal to 1, isActive, web_state or forced after a failed block call', () => {
    expect(isMaintenanceActive(off, null)).toBe(false);
    expect(isMaintenanceActive(off, '0')).toBe(false);
    expect(isMaintenanceActive(off, '1')).toBe(true);
    expect(isMaintenanceActive({ ...off, isActive: true }, null)).toBe(true);
    expect(isMaintenanceActive({ ...off, web_state: true }, null)).toBe(true);
    expect(isMaintenanceActive(off, null, true)).toBe(true);
  });

  it('sends every route to /{lng}/maintenance, which answers 503 in the maintenance layout', () => {
    const env = makeEnv({ maintenanceCookie: '1' });
    for (const path of ['/en', '/en/line', '/en/office/account', '/en/print-coupon/abc', '/en/block', '/en/cyber']) {
      for (const v of [guest, signedIn, banned]) {
        expect(resolveRoute(url(path), v, env)).toEqual({ kind: 'redirect', to: '/en/maintenance', status: 302, reason: 'maintenance' });
      }
    }
    expect(resolveRoute(url('/ru/maintenance'), guest, env)).toMatchObject({
      kind: 'page',
      routeId: 'maintenance',
      layout: 'maintenance',
      httpStatus: 503,
    });
  });

  it('wins over a block reason', () => {
    const env = makeEnv({ blockReason: 1 }, { maintenance: { ...off, web_state: true } });
    expect(resolveRoute(url('/en/line'), guest, env)).toMatchObject({ to: '/en/maintenance' });
  });

  it('sends the maintenance page home when maintenance is off', () => {
    expect(resolveRoute(url('/en/maintenance'), guest, makeEnv())).toEqual({
      kind: 'redirect',
      to: '/en',
      status: 302,
      reason: 'maintenanceOver',
    });
  });
});

describe('blocking (SPEC 4)', () => {
  it('derives the reason from the block answer', () => {
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 13 }, null)).toBe(13);
    expect(blockReasonFrom({ displayTypeId: 1 }, null)).toBe(0);
    expect(blockReasonFrom({ displayTypeId: 0, templateTypeId: 13 }, null)).toBeNull();
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 1 }, null)).toBe(1);
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 1 }, '1')).toBeNull();
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 2 }, '1')).toBe(2);
  });

  const table: [number, string][] = [
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ];
  it.each(table)('reason %i shows /{lng}/%s, in the empty layout', (reason, page) => {
    const env = makeEnv({ blockReason: reason });
    const r = resolveRoute(url('/en/line?x=1'), guest, env);
    expect(r.kind).toBe('redirect');
    if (r.kind !== 'redirect') return;
    const [path, query] = r.to.split('?');
    expect(path).toBe(`/en/${page}`);
    expect(new URLSearchParams(query ?? '').get('redirectedFrom')).toBe(reason === 4 ? '/en/line?x=1' : null);
    expect(resolveRoute(url(r.to), guest, env)).toMatchObject({ kind: 'page', layout: 'empty' });
  });

  it('gives no page for reason 0 or an unknown template', () => {
    expect(blockPageFor(0)).toBeNull();
    expect(resolveRoute(url('/en/line'), guest, makeEnv({ blockReason: 99 }))).toMatchObject({ kind: 'page' });
  });

  it('leaves the verify route alone', () => {
    expect(resolveRoute(url('/en/user/accountverify?code=1'), guest, makeEnv({ blockReason: 1 }))).toMatchObject({
      kind: 'page',
      routeId: 'userAccountVerify',
    });
  });

  it('sends a visitor on a block page without a reason back to /{lng}', () => {
    for (const p of ['block', 'block-ie', 'block-ua', 'site-updates', 'coming-soon', 'suspension']) {
      expect(resolveRoute(url(`/ru/${p}`), guest, makeEnv())).toEqual({ kind: 'redirect', to: '/ru', status: 302, reason: 'blockLifted' });
    }
  });

  it('moves a visitor on the wrong block page to the right one', () => {
    expect(resolveRoute(url('/en/block'), guest, makeEnv({ blockReason: 13 }))).toMatchObject({ to: '/en/block-ua' });
  });
});

describe('guards (SPEC 6)', () => {
  const env = makeEnv();
  it('sign-in pages open the login and go to the language root, remembering the page', () => {
    expect(resolveRoute(url('/en/office/history?page=2'), guest, env)).toMatchObject({
      kind: 'loginRequired',
      target: 'login',
      redirectTo: '/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2',
      returnUrl: '/en/office/history?page=2',
      openLogin: true,
      language: 'en',
    });
    expect(resolveRoute(url('/en/my-casino'), guest, env)).toMatchObject({ kind: 'loginRequired' });
    expect(resolveRoute(url('/en/block-appeal-history'), guest, env)).toMatchObject({ kind: 'loginRequired' });
  });

  it('guest-only pages send signed-in, unbanned players home', () => {
    expect(resolveRoute(url('/en/registration'), signedIn, env)).toMatchObject({ kind: 'redirect', to: '/en', reason: 'guestOnly' });
    expect(resolveRoute(url('/en/user/passwordreset'), signedIn, env)).toMatchObject({ kind: 'redirect', to: '/en' });
  });

  it('banned players reach only allowed routes, else the blocked page', () => {
    expect(resolveRoute(url('/en/line'), banned, env)).toEqual({ kind: 'redirect', to: '/en/block', status: 302, reason: 'banned' });
    expect(resolveRoute(url('/en/block'), banned, env)).toMatchObject({ kind: 'page', routeId: 'block' });
    expect(resolveRoute(url('/en/block-appeal-history'), banned, env)).toMatchObject({ kind: 'page', layout: 'blocked' });
    expect(resolveRoute(url('/en/contacts'), banned, env)).toMatchObject({ kind: 'page' });
    expect(resolveRoute(url('/en/office/support'), banned, env)).toMatchObject({ kind: 'page' });
  });

  it.each([
    [1, 53, true],
    [1, 45, false],
    [2, 45, true],
    [2, 53, false],
    [0, 45, true],
  ])('deduce with ban version %i at level %i allowed: %s', (banVersion, banLevel, allowed) => {
    const r = resolveRoute(url('/en/office/deduce'), { ...banned, banVersion, banLevel }, env);
    expect(r.kind).toBe(allowed ? 'page' : 'redirect');
  });
});

describe('terms confirmation (SPEC 4 Terms)', () => {
  const changed = makeEnv({ termsChanged: true });
  it('sends a signed-in player whose terms changed to confirm-terms, except on exempt pages', () => {
    expect(resolveRoute(url('/en/line'), signedIn, changed)).toEqual({
      kind: 'redirect',
      to: '/en/confirm-terms',
      status: 302,
      reason: 'terms',
    });
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, changed)).toMatchObject({ kind: 'page', routeId: 'confirmTerms' });
    expect(resolveRoute(url('/en/rules/1'), signedIn, changed)).toMatchObject({ kind: 'page' });
  });
  it('does nothing when the site setting is off or for a guest', () => {
    expect(resolveRoute(url('/en/line'), signedIn, makeEnv({ termsChanged: true }, { isAvailableConfirmTerms: false }))).toMatchObject({
      kind: 'page',
    });
    expect(resolveRoute(url('/en/line'), guest, changed)).toMatchObject({ kind: 'page' });
  });
  it('sends a player with unchanged terms from confirm-terms to the root', () => {
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, makeEnv())).toMatchObject({
      kind: 'redirect',
      to: '/en',
      reason: 'termsAccepted',
    });
  });
  it('sends a player who accepted back to the page confirm-terms interrupted (route_from), and nowhere unsafe', () => {
    const kept = { redirectUrl: null, fromUrl: null, routeFrom: '/en/line?sport=1', routeTo: '/en/confirm-terms' };
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, makeEnv({ keptReturn: kept }))).toMatchObject({
      kind: 'redirect',
      to: '/en/line?sport=1',
      reason: 'termsAccepted',
    });
    // Kept for another page (the registration form): not this one's way back.
    const elsewhere = { ...kept, routeTo: '/en/registration' };
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, makeEnv({ keptReturn: elsewhere }))).toMatchObject({ to: '/en' });
    expect(resolveRoute(url('/en/confirm-terms?from=https://evil.example/'), signedIn, makeEnv())).toMatchObject({ to: '/en' });
    // Still required: the page stays whatever was kept.
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, makeEnv({ termsChanged: true, keptReturn: kept }))).toMatchObject({
      kind: 'page',
    });
  });
});

describe('VIP-domain sign-in requirement', () => {
  it('asks a guest on the VIP domain to sign in when the site says so', () => {
    const env = makeEnv({}, { isMainVipDomainAuthNeed: true });
    expect(resolveRoute(url('/en/line'), vipGuest, env)).toMatchObject({ kind: 'loginRequired', returnUrl: '/en/line' });
    expect(resolveRoute(url('/en/line'), guest, env)).toMatchObject({ kind: 'page' });
    expect(resolveRoute(url('/en/line'), { ...vipGuest, isAuthenticated: true }, env)).toMatchObject({ kind: 'page' });
    expect(resolveRoute(url('/en/contacts'), vipGuest, env)).toMatchObject({ kind: 'page' });
  });
});

describe('device detection (SPEC 1)', () => {
  const mobile = makeEnv({}, { mobileSiteOrigin: 'https://m.test.example' });
  it('platform_type=mobile sends to the mobile site: the same path and query on its origin', () => {
    expect(chooseDevice(new URLSearchParams('platform_type=mobile'), false)).toBe('mobile');
    expect(resolveRoute(url('/en/line?platform_type=mobile'), guest, mobile)).toEqual({
      kind: 'mobileSite',
      to: 'https://m.test.example/en/line?platform_type=mobile',
    });
  });
  it('an iPad presenting as a Mac goes mobile unless the parameter is present', () => {
    expect(chooseDevice(new URLSearchParams(''), true)).toBe('mobile');
    expect(chooseDevice(new URLSearchParams('platform_type=desktop'), true)).toBe('desktop');
    expect(chooseDevice(new URLSearchParams(''), false)).toBe('desktop');
    expect(resolveRoute(url('/en/line'), { ...guest, isIpadPresentingAsMac: true }, mobile)).toEqual({
      kind: 'mobileSite',
      to: 'https://m.test.example/en/line',
    });
    expect(resolveRoute(url('/en/line?platform_type=desktop'), { ...guest, isIpadPresentingAsMac: true }, mobile)).toMatchObject({
      kind: 'page',
    });
  });
  it('the origin is checked by the config schema: an origin, never a path or another scheme', () => {
    for (const bad of ['https://m.test.example/', 'https://m.test.example/en', 'javascript:alert(1)', '//m.test.example']) {
      expect(() => makeConfig({ mobileSiteOrigin: bad })).toThrow();
    }
    expect(makeConfig({ mobileSiteOrigin: 'http://m.localhost:8081' }).mobileSiteOrigin).toBe('http://m.localhost:8081');
  });
  it('a site without a mobile site serves every device itself', () => {
    expect(resolveRoute(url('/en/line?platform_type=mobile'), guest, makeEnv({}, { mobileSiteOrigin: null }))).toMatchObject({
      kind: 'page',
      routeId: 'bettingSection',
    });
    expect(resolveRoute(url('/en/line'), { ...guest, isIpadPresentingAsMac: true }, makeEnv())).toMatchObject({ kind: 'page' });
  });
});

describe('table redirects keep params and query', () => {
  it('forgot-password adds its modal flag to the kept query', () => {
    expect(resolveRoute(url('/en/user/forgotpassword?a=1'), guest, makeEnv())).toEqual({
      kind: 'redirect',
      to: '/en?a=1&showForgotPasswordModal=1',
      status: 302,
      reason: 'table',
    });
    expect(resolveRoute(url('/en/user/forgotpassword'), guest, makeEnv())).toMatchObject({ to: '/en?showForgotPasswordModal=1' });
  });
  it('bonus and offer pages swap by promoBonusToOffer with params and query', () => {
    expect(resolveRoute(url('/en/bonus/rules/7?utm=1'), guest, makeEnv({}, { promoBonusToOffer: true }))).toMatchObject({
      to: '/en/bonus-offer/7?utm=1',
      status: 302,
    });
    expect(resolveRoute(url('/en/bonus-offer/7?utm=1'), guest, makeEnv({}, { promoBonusToOffer: false }))).toMatchObject({
      to: '/en/bonus/rules/7?utm=1',
    });
  });
  it('slot_first_deposit goes to casino/slot-first-deposit with 301 when the setting is on, before any swap', () => {
    expect(resolveRoute(url('/en/bonus/rules/slot_first_deposit'), guest, makeEnv({}, { promoBonusToOffer: true }))).toMatchObject({
      to: '/en/casino/slot-first-deposit',
      status: 301,
    });
  });
  it('the home-type-prefixed variant goes to the main section', () => {
    expect(resolveRoute(url('/en/home/line/football'), guest, makeEnv())).toMatchObject({ to: '/en/line/football', status: 301 });
    expect(resolveRoute(url('/en/home'), guest, makeEnv())).toMatchObject({ to: '/en', status: 301 });
  });
});

/**
 * SPEC 1 names the start-up order: device, language, maintenance, blocking,
 * the redirect service, terms, VIP and geo sign-in, then the route's own
 * rules. Each case gives a visitor two facts at once and checks which step
 * answers; swapping the two steps in resolveRoute fails it.
 */
describe('start-up order', () => {
  const service = (forUrl: string, to: string, code: 301 | 302 = 301) => ({
    forUrl,
    visited: [],
    answer: { redirect: true, code, url: to, reasons: ['moved'], breadcrumbs: [] },
  });

  it('device before language: a path without a language (or a mistyped one) goes to the mobile site as it is', () => {
    const env = makeEnv({}, { mobileSiteOrigin: 'https://m.test.example' });
    expect(resolveRoute(url('/line?platform_type=mobile'), guest, env)).toEqual({
      kind: 'mobileSite',
      to: 'https://m.test.example/line?platform_type=mobile',
    });
    expect(resolveRoute(url('/EN/line?platform_type=mobile'), guest, env)).toMatchObject({ kind: 'mobileSite' });
    expect(resolveRoute(url('/kk/line?platform_type=mobile'), guest, env)).toMatchObject({
      kind: 'mobileSite',
      to: 'https://m.test.example/kk/line?platform_type=mobile',
    });
    // Without the device fact the same URLs are the language step's.
    expect(resolveRoute(url('/line'), guest, env)).toMatchObject({ kind: 'redirect', reason: 'language' });
    expect(resolveRoute(url('/kk/line'), guest, env)).toMatchObject({ kind: 'redirect', reason: 'language', to: '/ru/line' });
  });

  it('device before maintenance and blocking', () => {
    const env = makeEnv({ maintenanceCookie: '1', blockReason: 1 }, { mobileSiteOrigin: 'https://m.test.example' });
    expect(resolveRoute(url('/en/line?platform_type=mobile'), guest, env)).toMatchObject({ kind: 'mobileSite' });
  });

  it('language before maintenance: the maintenance page is asked for in an allowed language', () => {
    expect(resolveRoute(url('/kk/line'), guest, makeEnv({ maintenanceCookie: '1' }))).toMatchObject({
      kind: 'redirect',
      reason: 'language',
      to: '/ru/line',
    });
  });

  it('maintenance before blocking: a blocked visitor sees maintenance, also on a block page, also when maintenance is forced', () => {
    for (const env of [makeEnv({ maintenanceCookie: '1', blockReason: 13 }), makeEnv({ forceMaintenance: true, blockReason: 4 })]) {
      expect(resolveRoute(url('/en/line'), guest, env)).toMatchObject({ kind: 'redirect', reason: 'maintenance', to: '/en/maintenance' });
      expect(resolveRoute(url('/en/block-ua'), guest, env)).toMatchObject({ kind: 'redirect', reason: 'maintenance' });
      expect(resolveRoute(url('/en/maintenance'), guest, env)).toMatchObject({ kind: 'page', routeId: 'maintenance' });
    }
  });

  it('blocking before terms: a blocked player whose terms changed sees the block page', () => {
    const env = makeEnv({ blockReason: 1, termsChanged: true }, { isAvailableConfirmTerms: true });
    expect(resolveRoute(url('/en/line'), signedIn, env)).toMatchObject({ kind: 'redirect', reason: 'block', to: '/en/block' });
    expect(resolveRoute(url('/en/confirm-terms'), signedIn, env)).toMatchObject({ kind: 'redirect', reason: 'block', to: '/en/block' });
    expect(resolveRoute(url('/en/block'), signedIn, env)).toMatchObject({ kind: 'page', routeId: 'block' });
  });

  it('blocking before the VIP sign-in: a blocked guest on the VIP domain sees the block page', () => {
    const env = makeEnv({ blockReason: 16 }, { isMainVipDomainAuthNeed: true });
    expect(resolveRoute(url('/en/line'), vipGuest, env)).toMatchObject({ kind: 'redirect', to: '/en/suspension' });
  });

  it('terms and the VIP sign-in: a signed-in player on the VIP domain confirms terms; a guest there signs in first', () => {
    const env = makeEnv({ termsChanged: true }, { isAvailableConfirmTerms: true, isMainVipDomainAuthNeed: true });
    expect(resolveRoute(url('/en/line'), { ...vipGuest, isAuthenticated: true }, env)).toMatchObject({
      kind: 'redirect',
      reason: 'terms',
      to: '/en/confirm-terms',
    });
    expect(resolveRoute(url('/en/line'), vipGuest, env)).toMatchObject({ kind: 'loginRequired', returnUrl: '/en/line' });
    // The confirm-terms page is the terms step's: a guest there goes to the root, the VIP gate never holds it.
    expect(resolveRoute(url('/en/confirm-terms'), vipGuest, env)).toMatchObject({ kind: 'redirect', reason: 'termsAccepted', to: '/en' });
  });

  it('the VIP sign-in before 404 fragments and table redirects', () => {
    const env = makeEnv({}, { isMainVipDomainAuthNeed: true });
    expect(resolveRoute(url('/en/casino/wp-admin'), vipGuest, env)).toMatchObject({ kind: 'loginRequired' });
    expect(resolveRoute(url('/en/cyber'), vipGuest, env)).toMatchObject({ kind: 'loginRequired' });
  });

  it('a 404 fragment before the table redirects: an old URL with a fragment in it is a 404', () => {
    const env = makeEnv({}, { notFoundFragments: ['vulkan'] });
    expect(resolveRoute(url('/en/vulkan'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'notFoundFragment', language: 'en' });
    expect(resolveRoute(url('/en/vulkan'), guest, makeEnv({}, { notFoundFragments: [] }))).toMatchObject({
      kind: 'redirect',
      reason: 'table',
      to: '/en/slots/vulkan',
    });
  });

  it('the redirect service answers after blocking and before terms, VIP, fragments, table redirects and guards', () => {
    const moved = (from: string, env: Parameters<typeof makeEnv>[0] = {}, config: Parameters<typeof makeEnv>[1] = {}) =>
      makeEnv({ redirectService: service(from, '/en/slots'), ...env }, config);
    const redirect = { kind: 'redirect', to: '/en/slots', status: 301, reason: 'redirectService' };
    // After maintenance and blocking.
    expect(resolveRoute(url('/en/old'), guest, moved('/en/old', { maintenanceCookie: '1' }))).toMatchObject({ reason: 'maintenance' });
    expect(resolveRoute(url('/en/old'), guest, moved('/en/old', { blockReason: 1 }))).toMatchObject({ reason: 'block' });
    // Before terms and the VIP sign-in.
    expect(resolveRoute(url('/en/old'), signedIn, moved('/en/old', { termsChanged: true }, { isAvailableConfirmTerms: true }))).toEqual(
      redirect,
    );
    expect(resolveRoute(url('/en/old'), vipGuest, moved('/en/old', {}, { isMainVipDomainAuthNeed: true }))).toEqual(redirect);
    // Before 404 fragments, the table's own redirects and the guards.
    expect(resolveRoute(url('/en/wp-admin'), guest, moved('/en/wp-admin'))).toEqual(redirect);
    expect(resolveRoute(url('/en/cyber'), guest, moved('/en/cyber'))).toEqual(redirect);
    expect(resolveRoute(url('/en/office'), guest, moved('/en/office'))).toEqual(redirect);
    // After the language step: a path without a language gets its language first.
    expect(resolveRoute(url('/old'), guest, moved('/old'))).toMatchObject({ reason: 'language', to: '/ru/old' });
  });

  it('the redirect service applies only to the URL it was asked about, and never to a loop', () => {
    expect(resolveRoute(url('/en/other'), guest, makeEnv({ redirectService: service('/en/old', '/en/slots') }))).toMatchObject({
      kind: 'page',
    });
    expect(resolveRoute(url('/en/old?a=1'), guest, makeEnv({ redirectService: service('/en/old', '/en/slots') }))).toMatchObject({
      kind: 'page',
    });
    expect(resolveRoute(url('/en/line'), guest, makeEnv({ redirectService: service('/en/line', '/en/line/') }))).toMatchObject({
      kind: 'page',
      routeId: 'bettingSection',
    });
  });
});
