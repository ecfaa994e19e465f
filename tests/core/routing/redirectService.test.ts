import { describe, expect, it } from 'vitest';
import { decideServiceRedirect, isRedirectServiceOn, type RedirectServiceFacts } from '../../../src/core/routing/redirectService';
import { redirectLightAnswerSchema } from '../../../src/protocol/schemas/redirect';

const moved = (url: string, extra: Partial<RedirectServiceFacts> = {}, breadcrumbs: string[] = []): RedirectServiceFacts => ({
  forUrl: '/en/old',
  visited: [],
  answer: { redirect: true, code: 301, url, reasons: ['renamed'], breadcrumbs },
  ...extra,
});

describe('redirect service: when it runs (SPEC 5)', () => {
  it('always in production; elsewhere only for a URL with the redirect-service query parameter', () => {
    expect(isRedirectServiceOn(true, '')).toBe(true);
    expect(isRedirectServiceOn(false, '')).toBe(false);
    expect(isRedirectServiceOn(false, '?redirect-service=1')).toBe(true);
    expect(isRedirectServiceOn(false, '?a=1&redirect-service')).toBe(true);
    expect(isRedirectServiceOn(false, '?redirect_service=1')).toBe(false);
  });
});

describe('redirect service: the decision', () => {
  it('follows a move with its code', () => {
    expect(decideServiceRedirect(moved('/en/new'))).toEqual({ kind: 'redirect', to: '/en/new', status: 301 });
    expect(decideServiceRedirect({ ...moved('/en/new'), answer: { ...moved('/en/new').answer, code: 302 } })).toEqual({
      kind: 'redirect',
      to: '/en/new',
      status: 302,
    });
    expect(decideServiceRedirect(moved('https://other.example/en'))).toEqual({
      kind: 'redirect',
      to: 'https://other.example/en',
      status: 301,
    });
  });

  it('does nothing when the URL did not move', () => {
    expect(
      decideServiceRedirect({
        forUrl: '/en/a',
        visited: [],
        answer: { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] },
      }),
    ).toEqual({ kind: 'none' });
  });

  it('suppresses a loop: back to the same URL (a trailing slash or a hash is the same page)', () => {
    for (const to of ['/en/old', '/en/old/', '/en/old#top']) {
      expect(decideServiceRedirect(moved(to))).toEqual({ kind: 'suppressed', reason: 'cyclic', to });
    }
  });

  it('suppresses a loop across start-up steps: back to a URL the tab was already sent away from', () => {
    expect(decideServiceRedirect(moved('/en/first', { forUrl: '/en/second', visited: ['/en/first'] }))).toMatchObject({
      kind: 'suppressed',
    });
  });

  it("suppresses a loop in the service's own chain", () => {
    expect(decideServiceRedirect(moved('/en/b', {}, ['/en/old', '/en/b', '/en/c']))).toMatchObject({ kind: 'suppressed' });
    expect(decideServiceRedirect(moved('/en/d', {}, ['/en/old', '/en/b', '/en/c']))).toEqual({
      kind: 'redirect',
      to: '/en/d',
      status: 301,
    });
  });

  it('a different query is a different URL', () => {
    expect(decideServiceRedirect(moved('/en/old?page=2'))).toMatchObject({ kind: 'redirect' });
  });
});

describe('redirect service: the answer shape', () => {
  const parse = (data: unknown) => redirectLightAnswerSchema.safeParse({ data }).success;
  it('accepts the five fields of SPEC 3', () => {
    expect(parse({ redirect: true, code: 301, url: '/en/new', reasons: ['a'], breadcrumbs: ['/en/old'] })).toBe(true);
    expect(parse({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] })).toBe(true);
  });
  it('refuses a move without a target or code, an unsafe target, a missing field or another code', () => {
    expect(parse({ redirect: true, code: null, url: '/en/new', reasons: [], breadcrumbs: [] })).toBe(false);
    expect(parse({ redirect: true, code: 301, url: null, reasons: [], breadcrumbs: [] })).toBe(false);
    expect(parse({ redirect: true, code: 301, url: '//evil.example', reasons: [], breadcrumbs: [] })).toBe(false);
    expect(parse({ redirect: true, code: 301, url: 'javascript:alert(1)', reasons: [], breadcrumbs: [] })).toBe(false);
    expect(parse({ redirect: true, code: 307, url: '/en/new', reasons: [], breadcrumbs: [] })).toBe(false);
    expect(parse({ redirect: true, code: 301, url: '/en/new', reasons: [] })).toBe(false);
  });
});
