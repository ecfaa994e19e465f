import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ProjectionPush, SiteConfigProjection } from '../../../src/protocol/api';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import type { Controller } from '../../../src/worker/runtime/controller';
import type { ConfigLoadResult } from '../../../src/worker/config';
import { ShellController, type ShellEffects } from '../../../src/worker/shell/controller';
import { openEventStore } from '../../../src/worker/store';
import { failEventWritesWithQuota } from '../store/helpers';
import { resolveForTab } from '../../../src/worker/shell/route';
import { decideLanguage } from '../../../src/worker/shell/language';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { demoConfig } from '../../support/demoConfig';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function startHost(
  options: {
    idb?: IDBFactory;
    config?: () => Promise<ConfigLoadResult>;
    tabGone?: (tabId: string) => Promise<void>;
    compactEvery?: number;
    /** Controllers besides the shell (fakes that record what the host tells them). */
    controllers?: readonly Controller[];
    refresh?: ShellEffects['refreshSiteConfig'];
    resolveRoute?: ShellEffects['resolveRoute'];
  } = {},
) {
  const clock = new VirtualClock(1_700_000_000_000);
  const idb = options.idb ?? new IDBFactory();
  let host: Host | undefined;
  const store = await openEventStore({
    idb,
    log: quiet,
    compactEvery: options.compactEvery,
    // As bootHost wires it: the store's faults become the runtime's warning.
    onFault: (fault) => host?.noteStorageFault(fault.kind),
  });
  let ids = 0;
  const effects: ShellEffects = {
    loadSiteConfig: options.config ?? (async () => ({ ok: true, config: demoConfig })),
    decideLanguage,
    resolveRoute: options.resolveRoute ?? ((query, config) => resolveForTab(query, config, false)),
    ...(options.refresh ? { refreshSiteConfig: options.refresh } : {}),
  };
  const announced: number[] = [];
  host = await Host.start({
    kind: 'shared',
    store,
    clock,
    controllers: [new ShellController(effects, { clock, log: quiet }), ...(options.controllers ?? [])],
    log: quiet,
    newId: () => `id-${++ids}`,
    announce: (seq) => announced.push(seq),
    whenTabGone: (tabId) => options.tabGone?.(tabId) ?? new Promise(() => undefined),
  });
  return { host, clock, idb, announced, store };
}

function tab() {
  const batches: ProjectionPush[][] = [];
  return { batches, sink: { push: (batch: readonly ProjectionPush[]) => void batches.push([...batch]) } };
}

describe('the host', () => {
  it('acknowledges a preference once applied and pushes it in the same turn, and tells other hosts once it is durable', async () => {
    const { host, clock, idb, announced, store } = await startHost();
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('preferences');
    const first = await api.dispatch({ id: 'c1', type: 'preferences/set', payload: { coefViewId: 2 } });
    await flushMicrotasks();
    // The subscription's first push and the command arrive as one push, with no frame's wait.
    expect(a.batches).toHaveLength(1);
    expect(a.batches[0]?.[0]).toMatchObject({ name: 'preferences', value: { coefViewId: 2 } });
    const second = await api.dispatch({ id: 'c2', type: 'preferences/set', payload: { appTheme: 1 } });
    await flushMicrotasks();
    expect(a.batches).toHaveLength(2);
    expect(first).toEqual({ accepted: true, seq: 1 });
    expect(second).toEqual({ accepted: true, seq: 2 });
    await store.idle();
    await flushMicrotasks();
    expect(announced).toEqual([1, 2]);
    clock.advance(16);
    expect(a.batches).toHaveLength(2);

    // Durable: a second host on the same database boots into the same state.
    const again = await startHost({ idb });
    const b = tab();
    const other = again.host.attach('tab-b', b.sink);
    await other.api.subscribe('preferences');
    again.clock.advance(16);
    expect(b.batches[0]?.[0]?.value).toMatchObject({ coefViewId: 2, appTheme: 1 });
  });

  it('answers a re-sent command by id without appending it twice', async () => {
    const { host } = await startHost();
    const { api } = host.attach('tab-a', tab().sink);
    const command = { id: 'c1', type: 'preferences/set', payload: { coefViewId: 3 } } as const;
    expect(await api.dispatch(command)).toEqual({ accepted: true, seq: 1 });
    expect(await api.dispatch(command)).toEqual({ accepted: true, seq: 1 });
    const log = await api.exportLog();
    expect(
      log
        .trim()
        .split('\n')
        .filter((line) => line.includes('preferences/changed')),
    ).toHaveLength(1);
  });

  it('rejects an invalid command with a code and writes nothing', async () => {
    const { host } = await startHost();
    const { api } = host.attach('tab-a', tab().sink);
    const answer = await api.dispatch({ id: 'c1', type: 'preferences/set', payload: { coefViewId: 42 } });
    expect(answer).toMatchObject({ rejected: true, code: 'preferences.invalid_value' });
    expect(await api.dispatch({ id: 'c2', type: 'nope/never', payload: {} } as never)).toMatchObject({
      rejected: true,
      code: 'unknown_command',
    });
    expect(await api.dispatch(null as never)).toMatchObject({ rejected: true, code: 'invalid_command' });
  });

  it('decides commands one at a time, each against the state of the ones before', async () => {
    const { host } = await startHost();
    const { api } = host.attach('tab-a', tab().sink);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((v) => api.dispatch({ id: `c${v}`, type: 'preferences/set', payload: { coefViewId: v } })),
    );
    expect(answers.map((a) => ('seq' in a ? a.seq : -1))).toEqual([1, 2, 3, 4, 5]);
  });

  it('forgets a tab when its lifetime lock is released', async () => {
    let gone: () => void = () => undefined;
    const aGone = new Promise<void>((resolve) => (gone = resolve));
    const { host, clock } = await startHost({ tabGone: (tabId) => (tabId === 'tab-a' ? aGone : new Promise(() => undefined)) });
    const a = tab();
    const watcher = tab();
    let released = 0;
    const { api } = host.attach('tab-a', a.sink, () => void released++);
    const w = host.attach('tab-w', watcher.sink);
    await w.api.subscribe('runtime');
    await api.subscribe('runtime');
    clock.advance(16);
    expect(watcher.batches.at(-1)?.[0]?.value).toMatchObject({ tabs: 2 });
    gone();
    await flushMicrotasks();
    clock.advance(16);
    expect(watcher.batches.at(-1)?.[0]?.value).toMatchObject({ tabs: 1 });
    // The gone tab's ports are closed, once.
    expect(released).toBe(1);
  });

  it('shows the config as failed with no_site_config and recovers on retry', async () => {
    let up = false;
    const { host, clock } = await startHost({
      config: async () => (up ? { ok: true, config: demoConfig } : { ok: false, message: 'no site config' }),
    });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('siteConfig');
    await flushMicrotasks();
    clock.advance(16);
    const last = () => a.batches.at(-1)?.[0]?.value as SiteConfigProjection;
    expect(last()).toMatchObject({ status: 'failed', error: 'no_site_config' });
    up = true;
    await api.ask('reloadSiteConfig', { lang: 'en' });
    clock.advance(16);
    expect(last()).toMatchObject({ status: 'ready', lang: 'en' });
    expect((last() as { config: SiteConfig }).config.companyName).toBe(demoConfig.companyName);
  });

  it('catches up with events another host appended when it hears the hint', async () => {
    const idb = new IDBFactory();
    const one = await startHost({ idb });
    const two = await startHost({ idb });
    const watcher = tab();
    const w = two.host.attach('tab-w', watcher.sink);
    await w.api.subscribe('preferences');
    const { api } = one.host.attach('tab-a', tab().sink);
    await api.dispatch({ id: 'c1', type: 'preferences/set', payload: { is12h: true } });
    await two.host.catchUp(1);
    two.clock.advance(16);
    expect(watcher.batches.at(-1)?.[0]?.value).toMatchObject({ is12h: true });
  });

  it('answers route decisions once the site config is there, and unknown when it failed', async () => {
    const query = { pathname: '/en/rules', search: '', cookies: {}, browserLanguages: ['en'], isIpadPresentingAsMac: false };
    const { host } = await startHost();
    const { api } = host.attach('tab-a', tab().sink);
    expect(await api.ask('resolveRoute', query)).toMatchObject({ kind: 'redirect', to: '/en/rules/1' });
    expect(await api.ask('resolveRoute', { ...query, pathname: '/en/office/history' })).toMatchObject({ kind: 'loginRequired' });
    expect(await api.ask('resolveRoute', { ...query, pathname: '/en/office/history', cookies: { ua: '1' } })).toMatchObject({
      kind: 'page',
    });
    const down = await startHost({ config: async () => ({ ok: false, message: 'no site config' }) });
    expect(await down.host.attach('tab-b', tab().sink).api.ask('resolveRoute', query)).toEqual({ kind: 'unknown' });
  });

  it('after an import, every view of the state is pushed again and the controllers that follow it are told', async () => {
    let preferencesChanged = 0;
    const follower: Controller = {
      name: 'follower',
      attach: () => undefined,
      stateChanged: (before, after) => void (before.preferences !== after.preferences && preferencesChanged++),
    };
    const { host, clock } = await startHost({ controllers: [follower] });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('preferences');
    clock.advance(16);
    const line = { seq: 1, type: 'preferences/changed', v: 2, at: 1, origin: 'qa/1', payload: { changes: { coefViewId: 4 } } };
    expect(await api.importLog(JSON.stringify(line))).toEqual({ accepted: true, seq: 1 });
    clock.advance(16);
    expect(a.batches.at(-1)?.[0]?.value).toMatchObject({ coefViewId: 4 });
    expect(preferencesChanged).toBe(1);
  });

  it('shows the snapshot the store compacted to in the event log view', async () => {
    const { host, clock, store } = await startHost({ compactEvery: 3 });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    for (let i = 0; i < 5; i++) await api.dispatch({ id: `c${i}`, type: 'preferences/set', payload: { timeZone: i + 1 } });
    await store.idle();
    await api.subscribe('eventLog');
    await flushMicrotasks(20);
    clock.advance(16);
    const view = a.batches.at(-1)?.[0]?.value as { snapshotSeq: number | null };
    expect(view.snapshotSeq).toBeGreaterThan(3);
    expect(view.snapshotSeq).toBe(store.current().snapshotSeq);
  });

  it('a full disk turns into the runtime warning and memory mode, and the command still succeeds', async () => {
    const { host, clock, store } = await startHost();
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('runtime');
    failEventWritesWithQuota('request-error');
    expect(await api.dispatch({ id: 'c1', type: 'preferences/set', payload: { appTheme: 1 } })).toEqual({ accepted: true, seq: 1 });
    await store.idle();
    clock.advance(16);
    expect(a.batches.at(-1)?.[0]?.value).toMatchObject({ storage: 'memory', warning: 'quota-exceeded' });
  });

  it('with the config server down, the visitor still gets the language of the cookie or the browser', async () => {
    const { host } = await startHost({ config: async () => ({ ok: false, message: 'no site config' }) });
    const { api } = host.attach('tab-a', tab().sink);
    const query = { pathname: '/', search: '?x=1', cookieLanguage: 'ru', browserLanguages: ['ar-EG'] };
    expect(await api.ask('decideLanguage', query)).toMatchObject({ kind: 'redirect', to: '/ru?x=1', lang: 'ru' });
    expect(await api.ask('decideLanguage', { ...query, cookieLanguage: null })).toMatchObject({ kind: 'redirect', to: '/ar?x=1' });
    expect(await api.ask('decideLanguage', { ...query, cookieLanguage: null, browserLanguages: ['de-DE'] })).toMatchObject({
      kind: 'redirect',
      to: '/de?x=1',
    });
    // A browser language the site has no texts for: English.
    expect(await api.ask('decideLanguage', { ...query, cookieLanguage: null, browserLanguages: ['fr'] })).toMatchObject({
      kind: 'redirect',
      to: '/en?x=1',
    });
  });

  it('keeps the config current: a maintenance window announced later reaches the open tabs', async () => {
    const asked: string[] = [];
    const window = { ...demoConfig.maintenance, notify_started_at: 1_700_000_600, notify_ended_at: 1_700_090_000 };
    let answer: Partial<SiteConfig> | null = { maintenance: demoConfig.maintenance };
    const { host, clock } = await startHost({
      refresh: async (lang) => {
        asked.push(lang);
        return answer;
      },
    });
    const a = tab();
    const { api } = host.attach('tab-a', a.sink);
    await api.subscribe('siteConfig');
    await flushMicrotasks();
    clock.advance(16);
    const pushes = () => a.batches.flat().filter((p) => p.name === 'siteConfig').length;
    const before = pushes();
    clock.advance(60_000);
    await flushMicrotasks();
    clock.advance(16);
    // Unchanged groups: asked, but nothing pushed.
    expect(asked).toHaveLength(1);
    expect(pushes()).toBe(before);
    answer = { maintenance: window };
    clock.advance(60_000);
    await flushMicrotasks();
    clock.advance(16);
    expect(pushes()).toBe(before + 1);
    const last = a.batches
      .flat()
      .filter((p) => p.name === 'siteConfig')
      .at(-1)?.value as { config: SiteConfig };
    expect(last.config.maintenance).toEqual(window);
    expect(last.config.companyName).toBe(demoConfig.companyName);
    // An answer that would break the config is dropped.
    answer = { maintenance: 'broken' } as unknown as Partial<SiteConfig>;
    clock.advance(60_000);
    await flushMicrotasks();
    clock.advance(16);
    expect(pushes()).toBe(before + 1);
  });

  it('a refreshed config reaches the session, so an auto log-off switched on later starts its timer', async () => {
    let reconciled = 0;
    // Only what the host tells a controller that follows the config; the session's own timers are tested in tests/worker/session.
    const session: Controller = {
      name: 'session',
      follows: ['siteConfig'],
      attach: () => undefined,
      projectionChanged: () => void reconciled++,
    };
    let answer: Partial<SiteConfig> | null = null;
    const { clock } = await startHost({ controllers: [session], refresh: async () => answer });
    await flushMicrotasks();
    const afterLoad = reconciled;
    expect(afterLoad).toBeGreaterThan(0);
    clock.advance(60_000);
    await flushMicrotasks();
    // Nothing changed: the timers are left alone.
    expect(reconciled).toBe(afterLoad);
    answer = { isAutoLogoffEnable: !demoConfig.isAutoLogoffEnable, autoLogoffInactiveMinutes: 5 };
    clock.advance(60_000);
    await flushMicrotasks();
    expect(reconciled).toBe(afterLoad + 1);
  });

  it('a link probe is answered without the tab: no start-up check or redirect service runs for it', async () => {
    const askedFor: (string | undefined)[] = [];
    const { host } = await startHost({
      resolveRoute: (query, config, tabId) => {
        askedFor.push(tabId);
        return resolveForTab(query, config, false);
      },
    });
    const { api } = host.attach('tab-a', tab().sink);
    const query = { pathname: '/en/contacts', search: '', cookies: {}, browserLanguages: [], isIpadPresentingAsMac: false };
    await api.ask('resolveRoute', query);
    await api.ask('resolveRoute', { ...query, probe: true });
    expect(askedFor).toEqual(['tab-a', undefined]);
  });
});
