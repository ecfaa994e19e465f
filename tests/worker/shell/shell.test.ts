import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/worker/http/client';
import {
  BLOCK_PATH,
  BLOCK_RECHECK_MS,
  BLOCK_RETRY_AFTER_FAILURE_MS,
  BlockingChecks,
  REDIRECT_ANSWER_TTL_MS,
  REDIRECT_SERVICE_PAUSE_MS,
  RedirectServiceChecks,
  checkBlocking,
  checkRedirectService,
  loadInfoPage,
  loadPageSeo,
  type BlockFacts,
} from '../../../src/worker/shell';
import { readSupportChat, sendSupportRequest } from '../../../src/worker/shell/support';
import { resolveRoute } from '../../../src/core/routing';
import {
  CYCLIC_REDIRECT_ERROR,
  REDIRECT_FORMAT_ERROR,
  REDIRECT_LIGHT_PATH,
  type RedirectResult,
} from '../../../src/protocol/schemas/redirect';
import { SUPPORT_CHAT_PATH } from '../../../src/protocol/schemas/support';
import { resolveForTab, routeEffect } from '../../../src/worker/shell/route';
import { INFO_PAGE_PATH, SEO_PAGE_PATH } from '../../../src/protocol/schemas/seo';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from '../http/fakeFetch';

function setup(answers: readonly Answer[]) {
  const clock = new VirtualClock(1_000_000);
  const { fetch, calls } = fakeFetch(clock, answers);
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const http = createHttpClient({ fetch, clock, appVersion: 't', logger: log });
  return { clock, calls, http, log };
}

const query = {
  auth: true,
  url: '/en/live?x=1',
  forceGeoOffCookie: null,
  stage: 'start',
  referral: { referralParams: '', whn: false },
} as const;

describe('blocking call (SPEC 4, 7)', () => {
  it('posts {auth, url} and turns displayTypeId 1 into the reason', async () => {
    const { http, calls, log } = setup([json(200, { data: { displayTypeId: 1, templateTypeId: 13 } })]);
    expect(await checkBlocking(http, query, log)).toEqual({ blockReason: 13, forceMaintenance: false });
    expect(calls[0]?.url.pathname).toBe(BLOCK_PATH);
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ auth: true, url: '/en/live?x=1' });
  });

  it('another display type, or template 1 with the geo-off cookie, is no block', async () => {
    const a = setup([json(200, { data: { displayTypeId: 2, templateTypeId: 13 } })]);
    expect((await checkBlocking(a.http, query, a.log)).blockReason).toBeNull();
    const b = setup([json(200, { data: { displayTypeId: 1, templateTypeId: 1 } })]);
    expect((await checkBlocking(b.http, { ...query, forceGeoOffCookie: '1' }, b.log)).blockReason).toBeNull();
  });

  it('tries once and retries twice, 100 ms apart, then forces maintenance on', async () => {
    const { http, calls, clock, log } = setup([json(503, { error: { code: 'down', message: 'down' } })]);
    const pending = checkBlocking(http, query, log);
    await clock.runAllAsync();
    expect(await pending).toEqual({ blockReason: null, forceMaintenance: true });
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([0, 100, 200]);
    expect(log.warn).toHaveBeenCalled();
  });

  it('a browser with no network is not a server in maintenance: nothing is forced, and the answer is asked again soon', async () => {
    const offline = setup([new TypeError('Failed to fetch')]);
    const pending = checkBlocking(offline.http, query, offline.log, () => true);
    await offline.clock.runAllAsync();
    expect(await pending).toEqual({ blockReason: null, forceMaintenance: false, offline: true });
    // The same failure with the browser online is a server that cannot answer: maintenance (SPEC 4).
    const down = setup([new TypeError('Failed to fetch')]);
    const failing = checkBlocking(down.http, query, down.log, () => false);
    await down.clock.runAllAsync();
    expect(await failing).toEqual({ blockReason: null, forceMaintenance: true });
    // A server's own error is never taken for being offline.
    const answered = setup([json(503, { error: { code: 'down', message: 'down' } })]);
    const refused = checkBlocking(answered.http, query, answered.log, () => true);
    await answered.clock.runAllAsync();
    expect((await refused).forceMaintenance).toBe(true);
  });

  it('a wrong answer shape also forces maintenance (never a silent pass)', async () => {
    const { http, log } = setup([json(200, { data: { displayTypeId: 'one' } })]);
    expect((await checkBlocking(http, query, log)).forceMaintenance).toBe(true);
  });
});

describe('blocking checks per tab', () => {
  it('checks once per tab start; the newest answer holds for every tab', async () => {
    const answers: BlockFacts[] = [
      { blockReason: 4, forceMaintenance: false },
      { blockReason: null, forceMaintenance: false },
    ];
    const run = vi.fn(async () => answers.shift() ?? { blockReason: null, forceMaintenance: false });
    const checks = new BlockingChecks(run, null, () => 0);
    const q = { pathname: '/en', search: '', cookies: { ua: '1' } };
    expect((await checks.forTab('a', q)).blockReason).toBe(4);
    expect((await checks.forTab('a', q)).blockReason).toBe(4);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({
      auth: true,
      url: '/en',
      forceGeoOffCookie: null,
      stage: 'start',
      referral: { referralParams: '', whn: false },
    });
    expect((await checks.forTab('b', q)).blockReason).toBeNull();
    expect(checks.current().blockReason).toBeNull();
  });

  it('asks again once the answer is stale: one call for the host however many tabs navigate, on the virtual clock', async () => {
    const clock = new VirtualClock(1_000_000);
    const server = { facts: { blockReason: null, forceMaintenance: false } as BlockFacts };
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<BlockFacts>((resolve) => (release = () => resolve(server.facts))));
    const checks = new BlockingChecks(run, null, () => clock.now());
    const q = { pathname: '/en/live', search: '', cookies: {} };
    const first = checks.forTab('a', q);
    release();
    expect((await first).blockReason).toBeNull();
    const second = checks.forTab('b', q);
    release();
    expect((await second).blockReason).toBeNull();
    expect(run).toHaveBeenCalledTimes(2);

    // The operator blocks the visitor; answers younger than the interval still hold.
    server.facts = { blockReason: 13, forceMaintenance: false };
    clock.advance(BLOCK_RECHECK_MS - 1);
    expect((await checks.forTab('a', q)).blockReason).toBeNull();
    expect(run).toHaveBeenCalledTimes(2);

    // Stale: both tabs navigate at once, one call answers both.
    clock.advance(1);
    const inA = checks.forTab('a', q);
    const inB = checks.forTab('b', { ...q, pathname: '/en/line' });
    release();
    expect((await inA).blockReason).toBe(13);
    expect((await inB).blockReason).toBe(13);
    expect(run).toHaveBeenCalledTimes(3);
    expect(checks.current().blockReason).toBe(13);
  });

  it('after a failed check asks again sooner, and maintenance lifts when the server answers', async () => {
    const clock = new VirtualClock(0);
    const answers: BlockFacts[] = [
      { blockReason: null, forceMaintenance: true },
      { blockReason: null, forceMaintenance: false },
    ];
    const run = vi.fn(async () => answers.shift() ?? { blockReason: null, forceMaintenance: false });
    const checks = new BlockingChecks(run, null, () => clock.now());
    const q = { pathname: '/en', search: '', cookies: {} };
    expect((await checks.forTab('a', q)).forceMaintenance).toBe(true);
    clock.advance(BLOCK_RETRY_AFTER_FAILURE_MS - 1);
    expect((await checks.forTab('a', q)).forceMaintenance).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect((await checks.forTab('a', q)).forceMaintenance).toBe(false);
    expect(run).toHaveBeenCalledTimes(2);
    // A good answer holds for the long interval.
    clock.advance(BLOCK_RETRY_AFTER_FAILURE_MS);
    await checks.forTab('a', q);
    expect(run).toHaveBeenCalledTimes(2);
    expect(BLOCK_RECHECK_MS).toBeGreaterThan(BLOCK_RETRY_AFTER_FAILURE_MS);
  });

  it('an offline answer is asked again as soon as a failed one, without holding the site in maintenance', async () => {
    const clock = new VirtualClock(0);
    const run = vi.fn(async (): Promise<BlockFacts> => ({ blockReason: null, forceMaintenance: false, offline: true }));
    const checks = new BlockingChecks(run, null, () => clock.now());
    const q = { pathname: '/en', search: '', cookies: {} };
    expect((await checks.forTab('a', q)).forceMaintenance).toBe(false);
    clock.advance(BLOCK_RETRY_AFTER_FAILURE_MS);
    await checks.forTab('a', q);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('feeds the route decision: reason 13 sends every page to block-ua, a failed check to maintenance', () => {
    const route = { pathname: '/en/live', search: '', cookies: {}, browserLanguages: [], isIpadPresentingAsMac: false };
    expect(resolveForTab(route, demoConfig, false, { blockReason: 13, forceMaintenance: false })).toMatchObject({
      kind: 'redirect',
      to: '/en/block-ua',
    });
    expect(resolveForTab(route, demoConfig, false, { blockReason: null, forceMaintenance: true })).toMatchObject({
      kind: 'redirect',
      to: '/en/maintenance',
    });
    expect(resolveForTab(route, demoConfig, false)).toMatchObject({ kind: 'page' });
  });
});

describe('information pages and page SEO', () => {
  it('loads an information page checked against its schema', async () => {
    const page = { slug: 'contacts', lang: 'en', title: 'Contacts', html: '<p>Hi</p>', updatedAt: '2030-01-01T00:00:00.000Z' };
    const { http, calls, log } = setup([json(200, page)]);
    expect(await loadInfoPage(http, { slug: 'contacts', lang: 'en' }, log)).toEqual({ status: 'ok', page });
    expect(calls[0]?.url.pathname).toBe(INFO_PAGE_PATH);
    expect(calls[0]?.url.searchParams.get('slug')).toBe('contacts');
  });

  it('404 is notFound; a 5xx after retries is an error', async () => {
    const a = setup([json(404, { error: { code: 'not_found', message: 'no page' } })]);
    expect(await loadInfoPage(a.http, { slug: 'rules/9', lang: 'en' }, a.log)).toEqual({ status: 'notFound' });
    const b = setup([json(500, { error: { code: 'x', message: 'boom' } })]);
    const pending = loadInfoPage(b.http, { slug: 'about', lang: 'en' }, b.log);
    await b.clock.runAllAsync();
    expect((await pending).status).toBe('error');
  });

  it('loads the SEO data of a path once, and a malformed answer is an error', async () => {
    const seo = {
      path: '/en/contacts',
      status: 200,
      lang: 'en',
      dir: 'ltr',
      title: 'Contacts',
      description: 'd',
      metaRobots: 'index, follow',
      hierarchyMetaRobots: null,
      robots: 'index, follow',
      metas: [],
      customCanonical: null,
      canonical: 'http://site.test/en/contacts',
      alternates: [{ hrefLang: 'ru', href: 'http://site.test/ru/contacts' }],
    };
    const a = setup([json(200, seo)]);
    expect(await loadPageSeo(a.http, { path: '/en/contacts', lang: 'en' }, a.log)).toEqual({ status: 'ok', seo });
    expect(a.calls[0]?.url.pathname).toBe(SEO_PAGE_PATH);
    const b = setup([json(200, { ...seo, status: 'x' })]);
    expect((await loadPageSeo(b.http, { path: '/en', lang: 'en' }, b.log)).status).toBe('error');
    expect(b.calls).toHaveLength(1);
  });

  it('sends a support request once, never retried', async () => {
    const { http, calls, clock, log } = setup([json(503, { error: { code: 'down', message: 'down' } })]);
    const pending = sendSupportRequest(http, { kind: 'email', name: 'A', contact: 'a@b.co', message: 'm', lang: 'en', page: '/en' }, log);
    await clock.runAllAsync();
    expect((await pending).status).toBe('error');
    expect(calls).toHaveLength(1);
  });

  it("hands the limiter's refusal on with its code and wait, so the form can say how long", async () => {
    const refusal = new Response(JSON.stringify({ error: { code: 'support_rate_limited', message: 'Too many support requests' } }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '90' },
    });
    const { http, clock, log } = setup([refusal]);
    const pending = sendSupportRequest(http, { kind: 'email', name: 'A', contact: 'a@b.co', message: 'm', lang: 'en', page: '/en' }, log);
    await clock.runAllAsync();
    expect(await pending).toMatchObject({ status: 'error', httpStatus: 429, code: 'support_rate_limited', retryAfterSeconds: 90 });
  });
});

const moved = (url: string): RedirectResult => ({ redirect: true, code: 301, url, reasons: ['moved'], breadcrumbs: [] });
const stays: RedirectResult = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };

describe('redirect service call (SPEC 7, 8)', () => {
  it('posts {url} and answers the checked result', async () => {
    const { http, calls, log } = setup([json(200, { data: moved('/en/line') })]);
    expect(await checkRedirectService(http, '/en/sportsbook?a=1', log)).toEqual(moved('/en/line'));
    expect(calls[0]?.url.pathname).toBe(REDIRECT_LIGHT_PATH);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ url: '/en/sportsbook?a=1' });
  });

  it("logs a wrong answer shape as 'Incorrect response format of the Redirect service', once, not retried, and the URL stays", async () => {
    const { http, calls, log } = setup([json(200, { data: { redirect: 'yes', to: '/en' } })]);
    expect(await checkRedirectService(http, '/en/x', log)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(log.error).toHaveBeenCalledWith(
      'Incorrect response format of the Redirect service',
      expect.objectContaining({ status: 'malformed' }),
    );
    expect(REDIRECT_FORMAT_ERROR).toBe('Incorrect response format of the Redirect service');
  });

  it('a service that is down is tried once and retried 5 times 1000 ms apart, then the URL stays', async () => {
    const { http, calls, clock, log } = setup([json(503, { error: { code: 'down', message: 'down' } })]);
    const pending = checkRedirectService(http, '/en/x', log);
    await clock.runAllAsync();
    expect(await pending).toBeNull();
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('redirect service per tab', () => {
  function checks(answers: Record<string, RedirectResult | null>, isProduction = true) {
    const clock = new VirtualClock(1_000_000);
    const ask = vi.fn(async (url: string) => (url in answers ? (answers[url] ?? null) : stays));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    return { clock, ask, log, checks: new RedirectServiceChecks({ ask, isProduction, log, now: () => clock.now() }) };
  }
  const q = (url: string) => ({ pathname: url.split('?')[0] ?? url, search: url.includes('?') ? `?${url.split('?')[1]}` : '' });

  it('runs in production; elsewhere only for a URL with the redirect-service query parameter', async () => {
    const off = checks({ '/en/old': moved('/en/new') }, false);
    expect(await off.checks.forTab('t', q('/en/old'))).toBeNull();
    expect(off.ask).not.toHaveBeenCalled();
    expect(await off.checks.forTab('t', q('/en/old?redirect-service=1'))).toMatchObject({ forUrl: '/en/old?redirect-service=1' });
    expect(off.ask).toHaveBeenCalledWith('/en/old?redirect-service=1');
  });

  it('a chain that comes back (A → B, then B → A) is suppressed at the second step and logged as a cyclic-redirect error', async () => {
    const { checks: c, log } = checks({ '/en/a': moved('/en/b'), '/en/b': moved('/en/a') });
    const first = await c.forTab('t', q('/en/a'));
    expect(
      resolveRoute(
        q('/en/a'),
        { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 0, isVipDomain: false },
        { config: demoConfig, isProduction: true, blockReason: null, redirectService: first },
      ),
    ).toMatchObject({ kind: 'redirect', to: '/en/b', reason: 'redirectService' });
    const second = await c.forTab('t', q('/en/b'));
    expect(second?.visited).toEqual(['/en/a']);
    expect(
      resolveRoute(
        q('/en/b'),
        { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 0, isVipDomain: false },
        { config: demoConfig, isProduction: true, blockReason: null, redirectService: second },
      ),
    ).toMatchObject({ kind: 'page' });
    expect(log.error).toHaveBeenCalledWith(CYCLIC_REDIRECT_ERROR, expect.objectContaining({ from: '/en/b', to: '/en/a' }));
    // Another tab has its own history: A → B is followed there.
    expect((await c.forTab('u', q('/en/b')))?.visited).toEqual([]);
  });

  it('keeps an answer for a while, and after a failure does not hold pages up for a minute', async () => {
    const { checks: c, ask, clock } = checks({ '/en/a': moved('/en/b'), '/en/down': null });
    await c.forTab('t', q('/en/a'));
    await c.forTab('u', q('/en/a'));
    expect(ask).toHaveBeenCalledTimes(1);
    clock.advance(REDIRECT_ANSWER_TTL_MS);
    await c.forTab('t', q('/en/a'));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(await c.forTab('t', q('/en/down'))).toBeNull();
    expect(await c.forTab('t', q('/en/other'))).toBeNull();
    expect(ask).toHaveBeenCalledTimes(3);
    clock.advance(REDIRECT_SERVICE_PAUSE_MS);
    await c.forTab('t', q('/en/other'));
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('comes after blocking: a blocked visitor or forced maintenance does not ask the service', async () => {
    const { checks: redirects, ask } = checks({});
    const cookies = {};
    const blocked = new BlockingChecks(
      async () => ({ blockReason: 13, forceMaintenance: false }),
      redirects,
      () => 0,
    );
    expect(await blocked.forTab('t', { pathname: '/en/old', search: '', cookies })).toEqual({
      blockReason: 13,
      forceMaintenance: false,
      redirectService: null,
    });
    const down = new BlockingChecks(
      async () => ({ blockReason: null, forceMaintenance: true }),
      redirects,
      () => 0,
    );
    expect((await down.forTab('t', { pathname: '/en/old', search: '', cookies })).redirectService).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    const open = new BlockingChecks(
      async () => ({ blockReason: null, forceMaintenance: false }),
      redirects,
      () => 0,
    );
    expect((await open.forTab('t', { pathname: '/en/old', search: '', cookies })).redirectService).toMatchObject({
      forUrl: '/en/old',
      answer: stays,
    });
  });
});

describe('support chat calls', () => {
  it('a chat message is a support request of kind chat; the answer names the conversation', async () => {
    const { http, calls, log } = setup([json(201, { data: { id: 7, conversationId: 'h-7' } })]);
    expect(await sendSupportRequest(http, { kind: 'chat', name: 'A', contact: '', message: 'Hi', lang: 'en', page: '/en' }, log)).toEqual({
      status: 'ok',
      id: 7,
      conversationId: 'h-7',
    });
    expect(JSON.parse(calls[0]?.body ?? '')).toMatchObject({ kind: 'chat', message: 'Hi' });
  });

  it('reads the messages after the last shown, once per poll; a refusal carries the server status', async () => {
    const messages = [{ id: 3, author: 'operator', text: 'Hello!', at: '2031-01-01T00:00:00.000Z' }];
    const { http, calls, log } = setup([json(200, { data: { messages } })]);
    expect(await readSupportChat(http, { conversationId: 'h-7', afterId: 2 }, log)).toEqual({ status: 'ok', messages });
    expect(calls[0]?.url.pathname).toBe(SUPPORT_CHAT_PATH);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ conversation: 'h-7', after: '2' });
    const refused = setup([json(403, { error: { code: 'chat_unavailable', message: 'no consultant' } })]);
    expect(
      await sendSupportRequest(refused.http, { kind: 'chat', name: 'A', contact: '', message: 'Hi', lang: 'en', page: '/en' }, refused.log),
    ).toMatchObject({ status: 'error', httpStatus: 403 });
  });

  it('an information page the server fails on carries its status for the error page', async () => {
    const { http, clock, log } = setup([json(500, { error: { code: 'x', message: 'boom' } })]);
    const pending = loadInfoPage(http, { slug: 'about', lang: 'en' }, log);
    await clock.runAllAsync();
    expect(await pending).toMatchObject({ status: 'error', httpStatus: 500 });
  });
});

describe('the redirect service reaches the route decision', () => {
  it('the start-up facts of a tab carry the service answer into resolveRoute, after blocking', async () => {
    const redirects = new RedirectServiceChecks({
      ask: async () => moved('/en/line'),
      isProduction: true,
      log: { error: vi.fn(), warn: vi.fn() },
      now: () => 0,
    });
    const checks = new BlockingChecks(
      async () => ({ blockReason: null, forceMaintenance: false }),
      redirects,
      () => 0,
    );
    const effect = routeEffect({
      isProduction: true,
      hostName: 'site.test',
      blockFor: (tabId, q) => (tabId ? checks.forTab(tabId, q) : checks.current()),
    });
    const query = { pathname: '/en/sportsbook', search: '?utm=1', cookies: {}, browserLanguages: [], isIpadPresentingAsMac: false };
    expect(await effect(query, demoConfig, 'tab-1', null)).toEqual({
      kind: 'redirect',
      to: '/en/line',
      status: 301,
      reason: 'redirectService',
    });
    // A question without a tab has no per-URL answer: the page stands.
    expect(await effect(query, demoConfig, undefined, null)).toMatchObject({ kind: 'page' });
  });
});
