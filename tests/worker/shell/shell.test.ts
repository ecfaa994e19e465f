import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/worker/http/client';
import { BLOCK_PATH, BlockingChecks, checkBlocking, loadInfoPage, loadPageSeo, sendSupportRequest, type BlockFacts } from '../../../src/worker/shell';
import { resolveForTab } from '../../../src/worker/runtime/route';
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

const query = { auth: true, url: '/en/live?x=1', forceGeoOffCookie: null };

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
    const checks = new BlockingChecks(run);
    const q = { pathname: '/en', search: '', cookies: { ua: '1' } };
    expect((await checks.forTab('a', q)).blockReason).toBe(4);
    expect((await checks.forTab('a', q)).blockReason).toBe(4);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({ auth: true, url: '/en', forceGeoOffCookie: null });
    expect((await checks.forTab('b', q)).blockReason).toBeNull();
    expect(checks.current().blockReason).toBeNull();
  });

  it('feeds the route decision: reason 13 sends every page to block-ua, a failed check to maintenance', () => {
    const route = { pathname: '/en/live', search: '', cookies: {}, browserLanguages: [], isIpadPresentingAsMac: false };
    expect(resolveForTab(route, demoConfig, false, { blockReason: 13, forceMaintenance: false })).toMatchObject({ kind: 'redirect', to: '/en/block-ua' });
    expect(resolveForTab(route, demoConfig, false, { blockReason: null, forceMaintenance: true })).toMatchObject({ kind: 'redirect', to: '/en/maintenance' });
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
});
