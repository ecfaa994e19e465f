import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../src/core/routing/resolve';
import { AVAILABLE_ROUTE_NUMBERS, PAYMENT_ROUTE_NUMBER, RULES_ROUTE_NUMBER } from '../../../src/protocol/routes';
import { guest, makeEnv, signedIn, url, vipGuest } from './fixtures';

const allBut = (n: number): number[] => Object.values(AVAILABLE_ROUTE_NUMBERS).filter((x) => x !== n);

describe('404 rules (SPEC 5)', () => {
  it('rules pages need available route 47', () => {
    expect(resolveRoute(url('/en/rules/1/2'), guest, makeEnv())).toMatchObject({
      kind: 'page',
      routeId: 'rules',
      params: { ruleGroup: '1', chapter: '2' },
    });
    expect(resolveRoute(url('/en/rules/1'), guest, makeEnv({}, { availableRoutes: allBut(RULES_ROUTE_NUMBER) }))).toMatchObject({
      kind: 'notFound',
      reason: 'rulesRoute',
    });
  });

  it('the payment page needs route 52 and, when configured, a signed-in player', () => {
    const without52 = makeEnv({}, { availableRoutes: allBut(PAYMENT_ROUTE_NUMBER) });
    expect(resolveRoute(url('/en/payment'), signedIn, without52)).toMatchObject({ kind: 'notFound', reason: 'paymentPage' });
    expect(resolveRoute(url('/en/payment'), guest, makeEnv())).toMatchObject({
      kind: 'loginRequired',
      redirectTo: '/en?showLoginModal=1&return_url=%2Fen%2Fpayment',
      returnUrl: '/en/payment',
    });
    expect(resolveRoute(url('/en/payment'), signedIn, makeEnv())).toMatchObject({ kind: 'page', routeId: 'payment' });
    expect(resolveRoute(url('/en/payment'), guest, makeEnv({}, { isShowPaymentPageOnlyAuth: false }))).toMatchObject({ kind: 'page' });
  });

  it('pages tied to an available-routes number 404 when it is off', () => {
    const env = makeEnv({}, { availableRoutes: allBut(AVAILABLE_ROUTE_NUMBERS.bettingCalculator) });
    expect(resolveRoute(url('/en/betting-calculator'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'availableRoute' });
    expect(resolveRoute(url('/en/contacts'), guest, env)).toMatchObject({ kind: 'page' });
  });

  it('any URL containing a configured fragment is a 404, query included', () => {
    const env = makeEnv();
    expect(resolveRoute(url('/en/wp-admin/setup'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'notFoundFragment' });
    expect(resolveRoute(url('/en/casino?x=index.php'), guest, env)).toMatchObject({ kind: 'notFound', reason: 'notFoundFragment' });
    expect(resolveRoute(url('/en/casino'), guest, makeEnv({}, { notFoundFragments: [''] }))).toMatchObject({ kind: 'page' });
  });

  it('print-coupon ids must be digits', () => {
    expect(resolveRoute(url('/en/print-coupon/123456'), guest, makeEnv())).toMatchObject({
      kind: 'page',
      routeId: 'printCoupon',
      params: { couponId: '123456' },
    });
    expect(resolveRoute(url('/en/print-coupon/12a'), guest, makeEnv())).toMatchObject({ kind: 'notFound', reason: 'invalidParam' });
    expect(resolveRoute(url('/en/print-coupon/-1'), guest, makeEnv())).toMatchObject({ kind: 'notFound', reason: 'invalidParam' });
  });

  it('bonus games are limited to their list', () => {
    expect(resolveRoute(url('/en/bonus-games/dragon-bonus'), guest, makeEnv())).toMatchObject({ kind: 'page', routeId: 'bonusGame' });
    expect(resolveRoute(url('/en/bonus-games/roulette'), guest, makeEnv())).toMatchObject({ kind: 'notFound', reason: 'invalidParam' });
  });

  it('registration needs it allowed and is never on a VIP domain', () => {
    expect(resolveRoute(url('/en/registration'), guest, makeEnv({}, { isRegistrationAllowed: false }))).toMatchObject({
      kind: 'notFound',
      reason: 'registrationNotAllowed',
    });
    expect(resolveRoute(url('/en/registration'), vipGuest, makeEnv())).toMatchObject({
      kind: 'notFound',
      reason: 'registrationNotAllowed',
    });
    expect(resolveRoute(url('/en/registration/google'), guest, makeEnv())).toMatchObject({
      kind: 'page',
      params: { socialregistration: 'google' },
    });
  });

  it('identification needs it enabled', () => {
    expect(resolveRoute(url('/en/office/identification'), signedIn, makeEnv({}, { isShowIdentification: false }))).toMatchObject({
      kind: 'notFound',
      reason: 'identificationDisabled',
    });
  });

  it('the debugger exists only outside production', () => {
    expect(resolveRoute(url('/en/debugger'), guest, makeEnv({ isProduction: true }))).toMatchObject({
      kind: 'notFound',
      reason: 'production',
    });
    expect(resolveRoute(url('/en/debugger'), guest, makeEnv({ isProduction: false }))).toMatchObject({ kind: 'page', routeId: 'debugger' });
  });

  it('the error pages stand for their status', () => {
    expect(resolveRoute(url('/en/404'), guest, makeEnv())).toMatchObject({ kind: 'notFound', reason: 'notFoundPage' });
    expect(resolveRoute(url('/en/500'), guest, makeEnv())).toMatchObject({
      kind: 'error',
      status: 500,
      language: 'en',
      reason: 'errorRoute',
    });
  });
});

describe('unknown routes', () => {
  it('become a section page: stream from the first segment after the language, section from the second', () => {
    expect(resolveRoute(url('/en/esports/dota-2/extra/path'), guest, makeEnv())).toMatchObject({
      kind: 'page',
      routeId: 'section',
      layout: 'main',
      params: { stream: 'esports', section: 'dota-2', '*': 'extra/path' },
    });
    expect(resolveRoute(url('/en/esports'), guest, makeEnv())).toMatchObject({
      kind: 'page',
      routeId: 'section',
      params: { stream: 'esports' },
    });
  });
  it('are closed to banned players like any page not flagged for them', () => {
    expect(resolveRoute(url('/en/esports/x'), { ...signedIn, isBanned: true, banLevel: 3 }, makeEnv())).toMatchObject({
      kind: 'redirect',
      to: '/en/block',
    });
  });
});

describe('matching picks the most specific route', () => {
  const cases: [string, string, Record<string, string>?][] = [
    ['/en', 'home'],
    ['/en/', 'home'],
    ['/en/line', 'bettingSection', { section: 'line' }],
    ['/en/live/football/1-uefa/2-real-barca', 'bettingChamp', { section: 'live', menuSection: 'football' }],
    ['/en/line/thankyou', 'thankYou', { section: 'line' }],
    // The casino listings' subcategory gives way to the thank-you page of their section.
    ['/en/slots/thankyou', 'thankYou', { section: 'slots' }],
    ['/en/casino/thankyou', 'thankYou', { section: 'casino' }],
    ['/en/casino/roulette', 'liveCasino', { subcategory: 'roulette' }],
    ['/en/slots/vulkan', 'slotsVulkan'],
    ['/en/slots/megaways', 'slots', { subcategory: 'megaways' }],
    ['/en/slots/game/77/book-of-ra', 'slotsGame', { gameId: '77', gameName: 'book-of-ra' }],
    ['/en/slots/new/game/77/book-of-ra', 'slotsGame', { subcategory: 'new', gameId: '77' }],
    ['/en/casino/brand', 'casinoBrand'],
    ['/en/casino/slot-first-deposit', 'slotFirstDeposit'],
    ['/en/bonus/casino/tournaments/5', 'bonusCasinoTournament', { id: '5' }],
    ['/en/bonus/casino/55', 'bonusCasinoItem', { id: '55' }],
    ['/en/cyber/real/dota-2/live', 'cyberDisciplineSection', { discipline: 'dota-2', section: 'live' }],
    ['/en/cyber/real/dota-2/123-ti', 'cyberChamp', { champ: '123-ti' }],
    ['/en/cyber/real/dota-2/champs', 'cyberDisciplineChamps'],
    ['/en/cyber/real/dota-2/123-ti/line/9', 'cyberGame', { game: '9' }],
    ['/en/results/zone', 'results', { resultsType: 'zone' }],
    ['/en/user/activatefast', 'userActivate', { type: 'activatefast' }],
    ['/en/user/accountverify', 'userAccountVerify'],
    ['/en/betsonyour/a/b', 'betsOnYour', { '*': 'a/b' }],
    ['/en/news/big%20win', 'news', { slug: 'big win' }],
  ];
  it.each(cases)('%s -> %s', (path, routeId, params) => {
    const r = resolveRoute(url(path), signedIn, makeEnv());
    expect(r).toMatchObject({ kind: 'page', routeId });
    if (params) expect(r).toMatchObject({ params });
  });
});
