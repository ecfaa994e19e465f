import { describe, expect, it } from 'vitest';
import { createResolver } from '../../../src/core/routing/resolve';
import { safeReturnPath } from '../../../src/core/routing/safePath';
import { ROUTES, type RouteDef, type RouteGuard } from '../../../src/protocol/routes';
import { guest, makeEnv, signedIn, url } from './fixtures';

/** A table with one extra page whose guard names values this resolver has no rule for. */
function withGuard(guard: Partial<Record<keyof RouteGuard, unknown>>): ReturnType<typeof createResolver> {
  const base = ROUTES.find((r) => r.id === 'contacts') as RouteDef;
  const odd = { ...base, id: 'odd', path: 'odd-page', guard: { ...base.guard, ...guard } } as unknown as RouteDef<
    (typeof ROUTES)[number]['id']
  >;
  return createResolver([...ROUTES, odd]);
}

describe('unknown middleware gives 500 (SPEC 8)', () => {
  it.each([
    ['requires', { requires: 'vipOnly' }],
    ['auth', { auth: 'partnersOnly' }],
    ['banLevelRule', { banLevelRule: 'appeal' }],
    ['availableRoute', { availableRoute: 'sixty' }],
  ])('a route whose %s the resolver does not know answers the 500 page for every visitor, without throwing', (_name, guard) => {
    const resolve = withGuard(guard);
    for (const visitor of [guest, signedIn]) {
      expect(resolve(url('/en/odd-page'), visitor, makeEnv())).toMatchObject({
        kind: 'error',
        status: 500,
        language: 'en',
        reason: 'unknownGuard',
      });
    }
  });

  it('the same route with known guard values is an ordinary page; the rest of the table is untouched', () => {
    const resolve = withGuard({ requires: 'rulesRoute' });
    expect(resolve(url('/en/odd-page'), guest, makeEnv())).toMatchObject({ kind: 'page', routeId: 'odd' });
    expect(withGuard({ requires: 'vipOnly' })(url('/en/contacts'), guest, makeEnv())).toMatchObject({ kind: 'page', routeId: 'contacts' });
  });

  it('start-up steps still come first: maintenance is answered before the broken guard is looked at', () => {
    expect(withGuard({ requires: 'vipOnly' })(url('/en/odd-page'), guest, makeEnv({ maintenanceCookie: '1' }))).toMatchObject({
      kind: 'redirect',
      reason: 'maintenance',
    });
  });
});

describe('same-site paths from query parameters', () => {
  it('accepts a path with one leading slash', () => {
    for (const ok of ['/', '/en/live?a=1', '/en/rules/1#x']) expect(safeReturnPath(ok)).toBe(ok);
  });
  it('refuses other sites, scripts, backslash tricks and control characters', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'en/live',
      '',
      '/en\n/x',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe('route metadata before the decision', () => {
  it('names the preloader and themes of the route a path matches, the section page for unknown paths', async () => {
    const { routeMetaOf } = await import('../../../src/core/routing/meta');
    expect(routeMetaOf('/en/allgamesentrance')).toMatchObject({ preloader: 'games', headerTheme: 'games' });
    expect(routeMetaOf('/ru/slots/game/1/x')).toMatchObject({ preloader: 'casino', headerTheme: 'casino' });
    expect(routeMetaOf('/en/rules/1')).toMatchObject({ preloader: 'info' });
    expect(routeMetaOf('/en/some/unknown')).toMatchObject({ preloader: 'page', remoteApp: 'page-type' });
    expect(routeMetaOf('/en')).toMatchObject({ preloader: 'line' });
  });
});

describe('route shape before the decision', () => {
  it('names the layout too: the bare pages are not painted in the main chrome', async () => {
    const { routeShapeOf } = await import('../../../src/core/routing/meta');
    expect(routeShapeOf('/en/maintenance').layout).toBe('maintenance');
    expect(routeShapeOf('/en/block-ua').layout).toBe('empty');
    expect(routeShapeOf('/en/line').layout).toBe('main');
  });
});
