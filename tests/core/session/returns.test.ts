import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import { safeReturnPath } from '../../../src/core/routing/safePath';
import { keptForPage, NO_RETURN, returnFromRoute, returnTarget } from '../../../src/core/session';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { KeptReturn } from '../../../src/protocol/session';

const ctx = { now: 1000, newId: () => 'x', config: null };

function run(state: AppState, command: Omit<AppCommand, 'id'>): AppState {
  const decision = decideApp(state, { id: 'c', ...command } as AppCommand, ctx);
  if (isRejection(decision)) throw new Error(decision.code);
  return decision.reduce(evolveApp, state);
}

const kept = (patch: Partial<KeptReturn>): KeptReturn => ({ ...NO_RETURN, ...patch });

describe('return paths', () => {
  it('keeps only paths of this site', () => {
    expect(safeReturnPath('/en/live?x=1')).toBe('/en/live?x=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'en/live',
      '',
      '/x\ny',
      null,
      42,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const safe = safeReturnPath(s);
        if (safe !== null) expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true);
      }),
    );
  });

  it('keeps redirect_url and from_url of a landing link, and the page before registration or confirm-terms', () => {
    expect(keptForPage('/en/promo?redirect_url=%2Fen%2Fcasino&from_url=%2Fen%2Flive', null)).toEqual({
      redirectUrl: '/en/casino',
      fromUrl: '/en/live',
    });
    expect(keptForPage('/en/promo?redirect_url=https%3A%2F%2Fevil.example', null)).toBeNull();
    expect(keptForPage('/en/registration', '/en/casino?g=1')).toEqual({ routeFrom: '/en/casino?g=1', routeTo: '/en/registration' });
    expect(keptForPage('/en/confirm-terms/', '/en/line')).toEqual({ routeFrom: '/en/line', routeTo: '/en/confirm-terms' });
    // Not from one such page to another, nor a page to itself, nor from nowhere.
    expect(keptForPage('/en/registration', '/en/confirm-terms')).toBeNull();
    expect(keptForPage('/en/registration?type=fast_reg', '/en/registration')).toBeNull();
    expect(keptForPage('/en/registration', null)).toBeNull();
    expect(keptForPage('/en/line', '/en/casino')).toBeNull();
  });

  it('route_from applies only while the player is on route_to', () => {
    const k = kept({ routeFrom: '/en/casino', routeTo: '/en/registration' });
    expect(returnFromRoute(k, '/en/registration?type=fast_reg')).toBe('/en/casino');
    expect(returnFromRoute(k, '/en/line')).toBeNull();
  });

  it("after sign-in: return-url, then the guard's page, then route_from, else stay", () => {
    const k = kept({ routeFrom: '/en/casino', routeTo: '/en/registration', redirectUrl: '/en/promo' });
    expect(
      returnTarget('signIn', { here: '/en/registration?return_url=%2Fen%2Flive', kept: k, requested: '/en/office', lang: 'en' }),
    ).toEqual({ path: '/en/live', usedKept: false });
    expect(returnTarget('signIn', { here: '/en/registration', kept: k, requested: '/en/office', lang: 'en' })).toEqual({
      path: '/en/office',
      usedKept: false,
    });
    expect(returnTarget('signIn', { here: '/en/registration', kept: k, requested: '//evil', lang: 'en' })).toEqual({
      path: '/en/casino',
      usedKept: true,
    });
    // redirect_url is for after registration only.
    expect(returnTarget('signIn', { here: '/en/line', kept: k, requested: null, lang: 'en' })).toEqual({ path: null, usedKept: false });
  });

  it('after registration: return-url, redirect_url, from_url, route_from, else home; the kept values are then used up', () => {
    const all = kept({ redirectUrl: '/en/promo', fromUrl: '/en/live', routeFrom: '/en/casino', routeTo: '/en/registration' });
    const at = (k: KeptReturn, here = '/en/registration') => returnTarget('registration', { here, kept: k, requested: null, lang: 'ru' });
    expect(at(all, '/en/registration?return_url=%2Fen%2Fx')).toEqual({ path: '/en/x', usedKept: true });
    expect(at(all)).toEqual({ path: '/en/promo', usedKept: true });
    expect(at({ ...all, redirectUrl: null })).toEqual({ path: '/en/live', usedKept: true });
    expect(at({ ...all, redirectUrl: null, fromUrl: null })).toEqual({ path: '/en/casino', usedKept: true });
    expect(at(NO_RETURN)).toEqual({ path: '/ru', usedKept: true });
  });

  it('after confirming the terms: back to route_from, else the root', () => {
    const k = kept({ routeFrom: '/en/line?a=1', routeTo: '/en/confirm-terms' });
    expect(returnTarget('terms', { here: '/en/confirm-terms', kept: k, requested: null, lang: 'en' })).toEqual({
      path: '/en/line?a=1',
      usedKept: true,
    });
    expect(returnTarget('terms', { here: '/en/confirm-terms', kept: NO_RETURN, requested: null, lang: 'en' })).toEqual({
      path: '/en',
      usedKept: false,
    });
  });
});

describe('kept returns in the log', () => {
  it('records what a page change keeps, survives replay, and forgets once used', () => {
    let state = run(initialAppState, { type: 'session/note-page', payload: { here: '/en/casino?from_url=%2Fen%2Flive', previous: null } });
    state = run(state, { type: 'session/note-page', payload: { here: '/en/registration', previous: '/en/casino?from_url=%2Fen%2Flive' } });
    expect(state.session.returns).toEqual({
      redirectUrl: null,
      fromUrl: '/en/live',
      routeFrom: '/en/casino?from_url=%2Fen%2Flive',
      routeTo: '/en/registration',
    });
    // The same facts again are no event.
    const again = decideApp(
      state,
      { id: 'c', type: 'session/note-page', payload: { here: '/en/casino?from_url=%2Fen%2Flive', previous: null } } as AppCommand,
      ctx,
    );
    expect(again).toEqual([]);
    state = run(state, { type: 'session/record-return-used', payload: {} });
    expect(state.session.returns).toEqual(NO_RETURN);
  });

  it('refuses a malformed page note', () => {
    const decision = decideApp(
      initialAppState,
      { id: 'c', type: 'session/note-page', payload: { here: 5, previous: null } } as unknown as AppCommand,
      ctx,
    );
    expect(decision).toMatchObject({ rejected: true, code: 'invalid_command' });
  });
});
