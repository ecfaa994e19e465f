/**
 * `npm run bench:bundle`: what a first visit downloads, page by page, in
 * headless Chromium against the production build served by the reference
 * server: the main thread's JS and CSS, the SharedWorker's JS, raw and gzip
 * (the reference server sends files uncompressed; gzip is computed here, level
 * 9), from the navigation until the network has been quiet (no interaction).
 * What the shell prefetches once idle is reported apart, and so is the
 * service worker's precache (measured once, on the home page). Numbers, not
 * assertions (the budget is e2e/bundleBudget.spec.ts).
 *
 *   npm run bench:bundle -- [paths...]
 *
 * BENCH_DIST: an already built site to measure (a before/after comparison);
 * otherwise the site is built into dist-bench-bundle, as `npm run build`
 * builds it (the reference build: the debugger page exists). BENCH_FILES=1
 * lists every file of every page.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { kb, measureFirstLoad, totalOf, type Download } from '../e2e/support/firstLoad';
import { DEMO } from '../e2e/support/player';
import { startReferenceServer } from '../e2e/support/server';

const DIST = process.env.BENCH_DIST ?? 'dist-bench-bundle';

interface Target {
  readonly name: string;
  /** A path, or how to find it on the site. */
  readonly path: string | ((browser: Browser, base: string) => Promise<string>);
  readonly signedIn?: boolean;
}

/** The first game of the live section, as a player would follow it. */
async function firstGame(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/en/live`);
    const link = page.getByTestId('game-link').first();
    await link.waitFor({ timeout: 30_000 });
    return new URL((await link.getAttribute('href')) ?? '/en/live', base).pathname;
  } finally {
    await context.close();
  }
}

const TARGETS: readonly Target[] = [
  { name: 'home', path: '/en/' },
  { name: 'live', path: '/en/live' },
  { name: 'game (first on /en/live)', path: firstGame },
  { name: 'line', path: '/en/line' },
  { name: 'cyber', path: '/en/cyber/real/main' },
  { name: 'casino: slots', path: '/en/slots' },
  { name: 'casino: live casino', path: '/en/casino' },
  { name: 'games', path: '/en/allgamesentrance' },
  { name: 'promotions', path: '/en/promotions' },
  { name: 'information (about)', path: '/en/about' },
  { name: 'registration', path: '/en/registration' },
  { name: 'debugger', path: '/en/debugger' },
  { name: 'office (signed in)', path: '/en/office', signedIn: true },
  { name: 'wallet: deposit (signed in)', path: '/en/recharge', signedIn: true },
];

/**
 * A context whose player is signed in, with nothing of the site in its HTTP
 * cache: signed in through the form on one page, which is then closed (the
 * worker ends with it); the session stays in cookies and IndexedDB.
 */
async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/en`);
  await page.getByTestId('login-button').click();
  await page.getByTestId('field-login').fill(DEMO.login);
  await page.getByTestId('field-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-login').waitFor({ timeout: 30_000 });
  await page.close();
  // Nothing of the sign-in page's downloads may be served to the measured page from the cache.
  const cleaner = await context.newPage();
  const cdp = await context.newCDPSession(cleaner);
  await cdp.send('Network.clearBrowserCache');
  await cleaner.close();
  return context;
}

function row(name: string, path: string, downloads: readonly Download[]): Record<string, string | number> {
  const first = (thread: Download['thread'], kind: Download['kind']) =>
    totalOf(downloads, (d) => d.phase === 'firstLoad' && d.thread === thread && d.kind === kind);
  const mainJs = first('main', 'js');
  const mainCss = first('main', 'css');
  const workerJs = first('worker', 'js');
  const prefetch = totalOf(downloads, (d) => d.phase === 'idlePrefetch' && d.thread === 'main');
  return {
    page: name,
    path,
    'main JS files': mainJs.files,
    'main JS KB': kb(mainJs.raw),
    'main JS KB gzip': kb(mainJs.gzip),
    'CSS KB': kb(mainCss.raw),
    'CSS KB gzip': kb(mainCss.gzip),
    'worker JS files': workerJs.files,
    'worker JS KB': kb(workerJs.raw),
    'worker JS KB gzip': kb(workerJs.gzip),
    'idle prefetch KB gzip': kb(prefetch.gzip),
  };
}

async function main(): Promise<void> {
  if (process.env.BENCH_DIST) console.log(`measuring the given build ${DIST}`);
  else execSync(`npx vite build --logLevel warn --outDir ${DIST}`, { stdio: 'inherit' });
  const only = process.argv.slice(2);
  const { server, stop } = await startReferenceServer({ DIST_DIR: DIST });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Chromium ${browser.version()}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${new Date().toISOString()}`,
  );
  const rows: Record<string, string | number>[] = [];
  const files: Record<string, Download[]> = {};
  try {
    for (const target of TARGETS) {
      const path = typeof target.path === 'string' ? target.path : await target.path(browser, server.url);
      if (only.length > 0 && !only.some((o) => path.startsWith(o) || target.name.includes(o))) continue;
      const context = target.signedIn ? await signedInContext(browser, server.url) : undefined;
      try {
        // Watched 6 s at least: the idle prefetch (2 s after load, then an idle period) is reported in its own column.
        const downloads = await measureFirstLoad(browser, server.url + path, { ...(context ? { context } : {}), observeAtLeastMs: 6000 });
        rows.push(row(target.name, path, downloads));
        files[target.name] = downloads;
      } finally {
        await context?.close();
      }
    }
    // The service worker precaches in the background after the first visit: not the main thread's, reported once.
    const withWorker = await measureFirstLoad(browser, `${server.url}/en/`, { serviceWorkers: 'allow' });
    const precache = totalOf(withWorker, (d) => d.thread === 'serviceWorker');
    console.table(rows);
    console.log(
      `service worker precache after a first visit of /en/: ${precache.files} files, ${kb(precache.raw)} KB, ${kb(precache.gzip)} KB gzip`,
    );
    if (process.env.BENCH_FILES) {
      for (const [name, list] of Object.entries(files)) {
        console.log(`\n${name}`);
        for (const d of list) console.log(`  ${d.thread.padEnd(13)} ${d.phase.padEnd(12)} ${kb(d.gzip).padStart(7)} KB gzip  ${d.path}`);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
