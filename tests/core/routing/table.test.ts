import { describe, expect, it } from 'vitest';
import {
  BLOCK_REASON_ROUTES,
  BONUS_OFFER_PAIRS,
  DEDUCE_BAN_LEVEL_OTHER,
  REDIRECTS,
  ROUTES,
  type RedirectCondition,
  type RouteDef,
} from '../../../src/protocol/routes';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { resolveRoute, type Resolution } from '../../../src/core/routing/resolve';
import { makeEnv, url, VISITORS, type VisitorName } from './fixtures';
import { fill, samplesOf } from './samples';

/**
 * Every route and every redirect of the table, for a guest, a signed-in
 * player, a banned player (level 45, ban version 2) and a guest on the VIP
 * domain. The expectations are read from each route's guard data, with the
 * service pages spelled out by hand.
 */

type Expectation =
  | { kind: 'page' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loginRequired' }
  | { kind: 'notFound' }
  | { kind: 'error'; status: number };

const BLOCK_PAGE_IDS = new Set<string>(Object.values(BLOCK_REASON_ROUTES));

function isOfferTwin(route: RouteDef, promoBonusToOffer: boolean): RouteDef | null {
  // With the swap off, offer pages send to their bonus twin, and the other way round.
  const pair = BONUS_OFFER_PAIRS.find((p) => (promoBonusToOffer ? p.bonus : p.offer) === route.path);
  if (!pair) return null;
  return ROUTES.find((r) => r.path === (promoBonusToOffer ? pair.offer : pair.bonus)) ?? null;
}

function expectation(route: RouteDef, who: VisitorName, config: SiteConfig, values: Record<string, string>): Expectation {
  const twin = isOfferTwin(route, config.promoBonusToOffer);
  if (twin) return { kind: 'redirect', to: `/en/${fill(twin.path, values)}`.replace(/\/$/, '') };
  if (route.id === 'maintenance') return { kind: 'redirect', to: '/en' };
  if (route.id === 'confirmTerms') return { kind: 'redirect', to: '/en' };
  if (BLOCK_PAGE_IDS.has(route.id)) {
    return who === 'banned' && route.id === 'block' ? { kind: 'page' } : { kind: 'redirect', to: '/en' };
  }
  if (route.errorStatus === 404) return { kind: 'notFound' };
  if (route.errorStatus === 500) return { kind: 'error', status: 500 };
  if (route.guard.requires === 'registrationAllowed' && who === 'vipGuest') return { kind: 'notFound' };

  const signedIn = who === 'signedIn' || who === 'banned';
  const needsLogin = route.guard.auth === 'required' || (route.guard.requires === 'paymentPage' && config.isShowPaymentPageOnlyAuth);
  if (!signedIn && needsLogin) return { kind: 'loginRequired' };
  if (who === 'signedIn' && route.guard.auth === 'guestOnly') return { kind: 'redirect', to: '/en' };
  if (who === 'banned') {
    const allowed = route.guard.banLevelRule === 'deduce' ? VISITORS.banned.banLevel === DEDUCE_BAN_LEVEL_OTHER : route.guard.allowedWhenBanned;
    if (!allowed) return { kind: 'redirect', to: '/en/block' };
  }
  return { kind: 'page' };
}

function check(result: Resolution, exp: Expectation, route: RouteDef): void {
  expect(result.kind).toBe(exp.kind);
  if (exp.kind === 'redirect' && result.kind === 'redirect') expect(result.to).toBe(exp.to);
  if (exp.kind === 'error' && result.kind === 'error') expect(result.status).toBe(exp.status);
  if (result.kind === 'page') {
    expect(result.routeId).toBe(route.id);
    expect(result.layout).toBe(route.layout);
    expect(result.meta).toEqual(route.meta);
    expect(result.language).toBe('en');
    expect(result.direction).toBe('ltr');
  }
}

const cases = ROUTES.flatMap((route) => samplesOf(route.path, route.constraints).map((s) => ({ route, sample: s })));

describe('route table: every route for every visitor', () => {
  for (const promoBonusToOffer of [false, true]) {
    const env = makeEnv({}, { promoBonusToOffer });
    for (const who of Object.keys(VISITORS) as VisitorName[]) {
      it.each(cases.map((c) => [`/en/${c.sample.path}`, c] as const))(`${who}, promoBonusToOffer=${promoBonusToOffer}: %s`, (path, c) => {
        const result = resolveRoute(url(path), VISITORS[who], env);
        check(result, expectation(c.route, who, env.config, { ...c.sample.values }), c.route);
      });
    }
  }

  it('covers every route id with at least one sample', () => {
    expect(new Set(cases.map((c) => c.route.id)).size).toBe(ROUTES.length);
  });

  it('gives right-to-left pages in Arabic', () => {
    const r = resolveRoute(url('/ar/contacts'), VISITORS.guest, makeEnv());
    expect(r).toMatchObject({ kind: 'page', routeId: 'contacts', language: 'ar', direction: 'rtl' });
  });
});

function envFor(when: RedirectCondition | undefined): ReturnType<typeof makeEnv> {
  switch (when) {
    case 'promoBonusToOffer':
      return makeEnv({}, { promoBonusToOffer: true });
    case 'promoOfferToBonus':
      return makeEnv({}, { promoBonusToOffer: false });
    case 'slotFirstDepositRedirect':
      return makeEnv({}, { isSlotFirstDepositRedirect: true });
    case undefined:
      return makeEnv();
  }
}

describe('route table: every redirect for every visitor', () => {
  const redirectCases = REDIRECTS.flatMap((r) =>
    samplesOf(r.from).map((s) => ({ redirect: r, sample: s })),
  );
  for (const who of Object.keys(VISITORS) as VisitorName[]) {
    it.each(redirectCases.map((c) => [`/en/${c.sample.path}?utm_source=x`, c] as const))(`${who}: %s`, (path, c) => {
      const env = envFor(c.redirect.when);
      const target = fill(c.redirect.to, c.sample.values);
      const added = Object.entries(c.redirect.addQuery ?? {}).map(([k, v]) => `&${k}=${v}`).join('');
      const result = resolveRoute(url(path), VISITORS[who], env);
      expect(result).toEqual({
        kind: 'redirect',
        to: `/en${target ? `/${target}` : ''}?utm_source=x${added}`,
        status: c.redirect.status,
        reason: 'table',
      });
      // The target is a real page for a guest: no chain, no dead end.
      if (result.kind === 'redirect' && who === 'guest') {
        expect(resolveRoute(url(result.to), VISITORS.guest, env).kind).toBe('page');
      }
    });
  }

  it('does not redirect when the condition is off', () => {
    const env = makeEnv({}, { isSlotFirstDepositRedirect: false, promoBonusToOffer: false });
    expect(resolveRoute(url('/en/bonus/rules/slot_first_deposit'), VISITORS.guest, env)).toMatchObject({
      kind: 'page',
      routeId: 'bonusRule',
      params: { id: 'slot_first_deposit' },
    });
  });
});

describe('route table: well-formed data', () => {
  it('has unique route ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('has no route whose first segment could be read as a language', () => {
    for (const r of [...ROUTES.map((x) => x.path), ...REDIRECTS.map((x) => x.from)]) {
      expect(r.split('/')[0]).not.toMatch(/^[a-zA-Z]{2}$/);
    }
  });

  it('uses in every redirect target only parameters its source has', () => {
    for (const r of REDIRECTS) {
      const fromParams = new Set(r.from.split('/').filter((p) => p.startsWith(':') || p === '*').map((p) => p.replace(/^:|\?$/g, '')));
      for (const p of r.to.split('/').filter((x) => x.startsWith(':') || x === '*')) {
        expect(fromParams.has(p.replace(/^:|\?$/g, ''))).toBe(true);
      }
    }
  });

  it('points every block reason at a route of the empty layout', () => {
    for (const id of Object.values(BLOCK_REASON_ROUTES)) {
      expect(ROUTES.find((r) => r.id === id)?.layout).toBe('empty');
    }
  });
});
