import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { IDLE_PREFETCH_MARK } from '../../src/protocol/remoteApps';

/**
 * What a first visit downloads, measured in Chromium: every request from the
 * navigation until the network has been quiet for QUIET_MS, with no
 * interaction. One browser-level DevTools session intercepts every request of
 * every target (the page, the SharedWorker and its module imports, a service
 * worker), so the worker's script and its chunks are counted as the worker's.
 * Used by `npm run bench:bundle` and the size-budget e2e.
 *
 * The shell prefetches the header's apps and fetches the footer once the page
 * has been idle (src/ui/apps/prefetch.ts): it marks that moment with the
 * performance mark IDLE_PREFETCH_MARK (src/protocol/remoteApps.ts), and what
 * was requested after it is reported as prefetch, not as the first load.
 * "After" is the order in which the browser's requests reach this watch, never
 * a comparison of clocks: the page announces the mark with a synchronous
 * request of its own (MARK_PATH), so nothing it asks for later can reach the
 * watch before the announcement. Clocks failed here twice on loaded machines:
 * the wall clocks of the browser and of the test drift apart, and the page's
 * resource timing did not always list the idle fetches.
 */

export type Thread = 'main' | 'worker' | 'serviceWorker';
export type Kind = 'js' | 'css';
export type Phase = 'firstLoad' | 'idlePrefetch';

export interface Download {
  readonly url: string;
  readonly path: string;
  readonly kind: Kind;
  readonly thread: Thread;
  readonly phase: Phase;
  readonly raw: number;
  readonly gzip: number;
}

export interface Totals {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
}

const QUIET_MS = 1500;
/** Answered by the watch itself (the server never sees it): the page's announcement of the idle mark. */
const MARK_PATH = '/__first-load/idle-mark';
const MAX_WAIT_MS = 30_000;

interface Seen {
  readonly url: string;
  readonly frameId: string;
}

/**
 * Starts watching every request of the browser. Call before the navigation;
 * `finish` waits for the network to be quiet and names what each request was.
 * With `until`, quiet counts only once a request matching it was seen: on a
 * loaded machine the worker may take longer than QUIET_MS to answer the route,
 * and the page's app is asked for only then.
 */
export async function watchRequests(
  browser: Browser,
  observeAtLeastMs = 0,
  until?: RegExp,
): Promise<{ finish(page: Page): Promise<Download[]> }> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const seen: Seen[] = [];
  const targets = new Map<string, { type: string; url: string }>();
  let last = Date.now();
  let markedAt: number | null = null;
  cdp.on('Fetch.requestPaused', (event) => {
    if (new URL(event.request.url).pathname === MARK_PATH) {
      markedAt ??= seen.length;
      void cdp.send('Fetch.fulfillRequest', { requestId: event.requestId, responseCode: 204 }).catch(() => undefined);
      return;
    }
    seen.push({ url: event.request.url, frameId: event.frameId });
    last = Date.now();
    void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined);
  });
  cdp.on('Target.targetCreated', ({ targetInfo }) => targets.set(targetInfo.targetId, { type: targetInfo.type, url: targetInfo.url }));
  cdp.on('Target.targetInfoChanged', ({ targetInfo }) => targets.set(targetInfo.targetId, { type: targetInfo.type, url: targetInfo.url }));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });

  return {
    async finish(page) {
      const started = Date.now();
      const arrived = () => until === undefined || seen.some((s) => until.test(new URL(s.url).pathname));
      const quiet = () => arrived() && Date.now() - last >= QUIET_MS && Date.now() - started >= observeAtLeastMs;
      while (!quiet() && Date.now() - started < MAX_WAIT_MS) await page.waitForTimeout(200);
      const phaseOf = (index: number): Phase => (markedAt !== null && index >= markedAt ? 'idlePrefetch' : 'firstLoad');
      for (const info of ((await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] })
        .targetInfos)
        targets.set(info.targetId, { type: info.type, url: info.url });
      await cdp.send('Fetch.disable').catch(() => undefined);
      await cdp.detach().catch(() => undefined);

      const workerUrls = new Set([...targets.values()].filter((t) => t.type === 'shared_worker' || t.type === 'worker').map((t) => t.url));
      const threadOf = (s: Seen): Thread => {
        const target = targets.get(s.frameId);
        if (target?.type === 'service_worker') return 'serviceWorker';
        if (target?.type === 'shared_worker' || target?.type === 'worker' || workerUrls.has(s.url)) return 'worker';
        return 'main';
      };
      const downloads: Download[] = [];
      const counted = new Set<string>();
      for (const [index, s] of seen.entries()) {
        const path = new URL(s.url).pathname;
        const kind: Kind | null = /\.m?js$/.test(path) ? 'js' : /\.css$/.test(path) ? 'css' : null;
        if (!kind) continue;
        const thread = threadOf(s);
        // A file is downloaded once per thread (a second request is the HTTP cache's, or a service worker's copy).
        const key = `${thread}|${s.url}`;
        if (counted.has(key)) continue;
        counted.add(key);
        const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
        downloads.push({
          url: s.url,
          path,
          kind,
          thread,
          phase: phaseOf(index),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }
      return downloads;
    },
  };
}

/**
 * A fresh context (empty HTTP cache, IndexedDB and service workers blocked
 * unless asked), a page, a navigation, and what it downloaded. With
 * `observeAtLeastMs` the watch goes on that long even when the network is
 * quiet sooner, to see the idle prefetch too; with `until` it waits for a
 * request matching it (the page's app) before the quiet counts.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: { context?: BrowserContext; serviceWorkers?: 'allow' | 'block'; observeAtLeastMs?: number; until?: RegExp } = {},
): Promise<Download[]> {
  const context = options.context ?? (await browser.newContext({ serviceWorkers: options.serviceWorkers ?? 'block' }));
  try {
    const page = await context.newPage();
    await page.addInitScript(announceIdleMark, { mark: IDLE_PREFETCH_MARK, path: MARK_PATH });
    const watch = await watchRequests(browser, options.observeAtLeastMs, options.until);
    await page.goto(url, { waitUntil: 'load' });
    return await watch.finish(page);
  } finally {
    if (!options.context) await context.close();
  }
}

/**
 * Runs in the page before its scripts: the first IDLE_PREFETCH_MARK sends a
 * synchronous request to `path`, which holds the page's script until the
 * watch has seen it, so every later request of the page reaches the watch after it.
 */
function announceIdleMark({ mark, path }: { mark: string; path: string }): void {
  const original = performance.mark.bind(performance);
  let announced = false;
  performance.mark = (name: string, options?: PerformanceMarkOptions) => {
    const entry = original(name, options);
    if (name === mark && !announced) {
      announced = true;
      const request = new XMLHttpRequest();
      request.open('GET', path, false);
      try {
        request.send();
      } catch {
        // A refused announcement leaves the page as it was; the measure then counts everything as the first load.
      }
    }
    return entry;
  };
}

export function totalOf(downloads: readonly Download[], pick: (d: Download) => boolean): Totals {
  const chosen = downloads.filter(pick);
  return {
    files: chosen.length,
    raw: chosen.reduce((sum, d) => sum + d.raw, 0),
    gzip: chosen.reduce((sum, d) => sum + d.gzip, 0),
  };
}

/** Kilobytes of 1,000 bytes, as Vite prints them. */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
