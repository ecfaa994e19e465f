import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRoute, type RoutingEnv, type Visitor } from '../../../src/core/routing/resolve';
import { REDIRECTS, ROUTES } from '../../../src/protocol/routes';
import { makeConfig, url } from './fixtures';

/** Path words the table knows, so generated paths often hit real routes and redirects. */
const tableWords = [
  ...new Set(
    [...ROUTES, ...REDIRECTS.map((r) => ({ path: r.from }))]
      .flatMap((r) => r.path.split('/'))
      .filter((w) => w !== '' && !w.startsWith(':') && w !== '*'),
  ),
];

const segment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...tableWords) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'en',
      'ru',
      'ar',
      'kk',
      'xx',
      'EN',
      'Ru',
      'eng',
      'line',
      'live',
      'real',
      '123',
      'slot_first_deposit',
      'zone',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '?', '#', '//', ' ', 'wp-admin') },
);

const pathname = fc.array(segment, { maxLength: 7 }).chain((segs) => fc.constantFrom('', '/').map((trail) => '/' + segs.join('/') + trail));
const search = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?a=1', '?platform_type=desktop', '?showForgotPasswordModal=1', '?redirectedFrom=%2Fen', '?x=index.php', '?'),
  fc.string({ maxLength: 12 }).map((s) => `?${s}`),
);

const visitor: fc.Arbitrary<Visitor> = fc.record({
  isAuthenticated: fc.boolean(),
  isBanned: fc.boolean(),
  banLevel: fc.constantFrom(0, 3, 45, 53),
  banVersion: fc.constantFrom(1, 2),
  isVipDomain: fc.boolean(),
  isIpadPresentingAsMac: fc.boolean(),
  cookieLanguage: fc.option(fc.constantFrom('en', 'ru', 'kk', 'xx', 'EN', 'de-DE', ''), { nil: null }),
  browserLanguages: fc.array(fc.constantFrom('en-US', 'ar', 'kk', 'fr', '*', ''), { maxLength: 3 }),
});

const env: fc.Arbitrary<RoutingEnv> = fc
  .record({
    isProduction: fc.boolean(),
    maintenanceCookie: fc.option(fc.constantFrom('1', '0'), { nil: null }),
    forceMaintenance: fc.boolean(),
    isActive: fc.boolean(),
    blockReason: fc.option(fc.constantFrom(0, 1, 2, 4, 8, 13, 14, 16, 17, 99), { nil: null }),
    termsChanged: fc.boolean(),
    promoBonusToOffer: fc.boolean(),
    isSlotFirstDepositRedirect: fc.boolean(),
    isRegistrationAllowed: fc.boolean(),
    isMainVipDomainAuthNeed: fc.boolean(),
    defaultLanguage: fc.constantFrom('ru', 'kk', 'en'),
    availableRoutes: fc.subarray([47, 52, 60, 61, 62, 63, 64]),
  })
  .map((e) => ({
    isProduction: e.isProduction,
    maintenanceCookie: e.maintenanceCookie,
    forceMaintenance: e.forceMaintenance && e.isActive,
    blockReason: e.blockReason,
    termsChanged: e.termsChanged,
    config: makeConfig({
      maintenance: { ...makeConfig().maintenance, isActive: e.isActive && !e.forceMaintenance },
      promoBonusToOffer: e.promoBonusToOffer,
      isSlotFirstDepositRedirect: e.isSlotFirstDepositRedirect,
      isRegistrationAllowed: e.isRegistrationAllowed,
      isMainVipDomainAuthNeed: e.isMainVipDomainAuthNeed,
      defaultLanguage: e.defaultLanguage,
      availableRoutes: e.availableRoutes,
    }),
  }));

const MAX_HOPS = 4;

describe('resolveRoute properties', () => {
  it('never throws, and following redirects ends on a non-redirect within a few hops without revisiting a URL', () => {
    fc.assert(
      fc.property(pathname, search, visitor, env, (p, s, v, e) => {
        const seen = new Set<string>();
        let current = p + s;
        for (let hop = 0; hop <= MAX_HOPS; hop++) {
          const r = resolveRoute(url(current), v, e);
          if (r.kind !== 'redirect') return;
          expect(r.to.startsWith('/')).toBe(true);
          expect(r.to.startsWith('//')).toBe(false);
          seen.add(current);
          expect(seen.has(r.to)).toBe(false);
          current = r.to;
        }
        throw new Error(`more than ${MAX_HOPS} redirects from ${p + s}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('a redirect target resolved again never redirects back to the original', () => {
    fc.assert(
      fc.property(pathname, search, visitor, env, (p, s, v, e) => {
        const r = resolveRoute(url(p + s), v, e);
        if (r.kind !== 'redirect') return;
        const again = resolveRoute(url(r.to), v, e);
        if (again.kind === 'redirect') expect(again.to).not.toBe(p + s);
      }),
      { numRuns: 3000 },
    );
  });

  it('every page answer is in the visitor-allowed language with the path language', () => {
    fc.assert(
      fc.property(pathname, search, visitor, env, (p, s, v, e) => {
        const r = resolveRoute(url(p + s), v, e);
        if (r.kind !== 'page') return;
        // Empty segments do not count (the resolver reads //en/live as /en/live).
        expect(p.split('/').filter((w) => w !== '')[0]).toBe(r.language);
        expect(e.config.languages.some((l) => l.code === r.language)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
