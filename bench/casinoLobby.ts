/**
 * `npm run bench:casino-lobby`: headless Chromium against the reference
 * server serving the generated catalogue of 5,000 games (CASINO_CATALOGUE),
 * on /en/casino-lobby. It builds what it measures (or takes BENCH_DIST, an
 * already built site).
 *
 *   npm run bench:casino-lobby -- [games=5000] [scrollSeconds=5] [parts=screens,search]
 *
 * Per screen (desktop 1920 x 1080; a 375 px phone with the CPU throttled 4
 * times through the DevTools protocol): the first paint of the first tiles
 * after navigation, the DOM nodes once the grid is up and the most seen
 * while scrolling the whole list, the scroll's frames per second and long
 * tasks (a steady scroll of one screen per second driven from rAF), and the
 * layout shift summed over loading and scrolling. Then, on the desktop,
 * search as you type: words typed a key at a time; for each, the time from
 * its last key until the count of its results is painted, with the
 * worker's debounce (CASINO_SEARCH_DEBOUNCE_MS) and without it. Numbers,
 * not assertions.
 *
 * BENCH_PROFILE=1 also records, over each scroll and over the search, the
 * page's CPU profile (top JS costs by source, through the build's hidden
 * source maps) and a Chromium trace (top costs per thread by kind of work:
 * layout, paint, style, image decode, scripts), printed and written to
 * test-results/. Both slow the page: its figures are for finding costs,
 * not for the aims. BENCH_VERBOSE=1 prints each word's time, in the order
 * typed (a p95 of 28 words is its second-slowest: see which).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { AGE_PRE_ANSWERED } from '../e2e/support/ageNotice';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { startReferenceServer } from '../e2e/support/server';
import { CASINO_SEARCH_DEBOUNCE_MS } from '../src/protocol/casino/catalogue';
import { isEntryPoint } from '../scripts/entryPoint';
import { topCosts as jsCosts, type CpuProfile } from './devtools';
import { machine } from './live';
import { topCosts as traceCosts } from './traceCosts';

const BUILT = 'dist-bench-casino';
const PROFILE_DIR = 'test-results';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];
const WORDS = ['book', 'wild', 'gold', 'keno', 'lucky', 'star', 'dragon', 'fruit', 'royal', 'moon', 'crash', 'gems', 'vault', 'scratch'];

/** Installed before the app: layout shifts, long tasks and frames, counted while `measuring`. */
const PROBE = `(() => {
  const state = { shift: 0, lobbyShift: 0, longTasks: [], frames: 0, measuring: false, maxNodes: 0 };
  const inLobby = (node) => node && node.nodeType === 1 && node.closest('[data-testid="casino-lobby"]') !== null;
  window.__lobbyBench = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) {
      state.shift += e.value;
      if ((e.sources || []).some((src) => inLobby(src.node))) state.lobbyShift += e.value;
      if (window.__shiftDebug) for (const src of e.sources || [])
        console.log('shift', e.value.toFixed(4), src.node && (src.node.className || src.node.nodeName),
          JSON.stringify(src.previousRect), JSON.stringify(src.currentRect));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    if (state.measuring) for (const e of list.getEntries()) state.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  state.scrollRun = (seconds) => new Promise((resolve) => {
    state.measuring = true;
    const start = performance.now();
    let last = start, frames = 0, maxNodes = 0;
    const startY = window.scrollY;
    const step = (now) => {
      frames += 1;
      window.scrollBy(0, ((now - last) / 1000) * window.innerHeight);
      last = now;
      if (frames % 10 === 0) maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      if (now - start < seconds * 1000) requestAnimationFrame(step);
      else {
        state.measuring = false;
        resolve({ frames, elapsed: (now - start) / 1000, maxNodes, scrolled: window.scrollY - startY });
      }
    };
    requestAnimationFrame(step);
  });
  // The time of the last key typed anywhere, and a wait for the count to change from \`before\`: answers key-to-paint.
  addEventListener('input', () => { state.lastInputAt = performance.now(); }, true);
  state.countPainted = (before) => new Promise((resolve) => {
    const count = document.querySelector('[data-testid="lobby-count"]');
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - state.lastInputAt)));
    // A count marked busy is an earlier word's, kept until this one's is in.
    const changed = () => count.textContent !== before && count.textContent.trim() !== '' && count.getAttribute('aria-busy') !== 'true';
    if (changed()) return done();
    // A word whose keys were lost (the box lost focus) is reported as missed, not waited on for ever.
    setTimeout(() => resolve(NaN), 10000);
    new MutationObserver((_, observer) => {
      if (!changed()) return;
      observer.disconnect();
      done();
    }).observe(count, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
})();`;

/** With BENCH_PROFILE=1: a CPU profile and a trace of what `run` does, their top costs printed under `label`. */
async function profiled<T>(browser: Browser, page: Page, cdp: CDPSession, label: string, dist: string, run: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE !== '1') return run();
  mkdirSync(PROFILE_DIR, { recursive: true });
  const stem = `${PROFILE_DIR}/bench-casino-lobby-${label.replace(/\W+/g, '-')}`;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { path: `${stem}.trace.json`, categories: TRACE_CATEGORIES });
  const result = await run();
  await browser.stopTracing();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  writeFileSync(`${stem}.cpuprofile`, JSON.stringify(profile));
  console.log(`${label}: the page's top JS costs (self time)`);
  console.table(jsCosts(profile, 15, `${dist}-sourcemaps`));
  console.log(`${label}: top costs per thread by kind of work (self time)`);
  console.table(traceCosts(readFileSync(`${stem}.trace.json`, 'utf8'), new URL(page.url()).origin, 15));
  return result;
}

/**
 * A returning player's service worker is installed: the page registers it when idle, and its install downloads the
 * precache (the app's chunks), which would otherwise compete with the measured visit.
 */
async function serviceWorkerInstalled(page: Page): Promise<void> {
  const installed = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]),
  );
  if (!installed) console.log('(the service worker was not installed within 30 s: measured while it installs)');
}

interface ScreenResult {
  readonly screen: string;
  readonly firstTilesMs: number;
  readonly nodes: number;
  readonly maxNodesScrolling: number;
  readonly fps: number;
  readonly longTasks: number;
  readonly longTaskMaxMs: number;
  readonly layoutShift: number;
  /** The part of it that moved the lobby's own elements (tiles, filters, the count). */
  readonly lobbyShift: number;
  readonly scrolledPx: number;
}

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** Scrolls one screen per second from rAF for `seconds`, counting frames and the DOM's largest size (the probe's scrollRun). */
const scrollRun = (page: Page, seconds: number) =>
  page.evaluate(`window.__lobbyBench.scrollRun(${seconds})`) as Promise<{
    frames: number;
    elapsed: number;
    maxNodes: number;
    scrolled: number;
  }>;

async function measureScreen(
  url: string,
  screen: { name: string; width: number; height: number; throttle: number },
  scrollSeconds: number,
  dist: string,
): Promise<ScreenResult> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, storageState: AGE_PRE_ANSWERED });
    const page = await context.newPage();
    if (process.env.SHIFT_DEBUG) {
      await page.addInitScript({ content: 'window.__shiftDebug = true' });
      page.on('console', (m) => m.text().startsWith('shift') && console.log(m.text()));
    }
    await page.addInitScript({ content: PROBE });
    // Warm the caches (the app's chunks, texts and the worker) with one visit, then measure a second.
    await page.goto(`${url}/en/casino-lobby`);
    await page.getByTestId('lobby-tile').first().waitFor({ timeout: 60_000 });
    // The cookie notice pushes the whole site down on a first visit: answered once, as a returning player has.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await serviceWorkerInstalled(page);
    const cdp = await context.newCDPSession(page);
    if (screen.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: screen.throttle });
    const started = Date.now();
    await page.goto(`${url}/en/casino-lobby`);
    await page.getByTestId('lobby-tile').first().waitFor({ timeout: 60_000 });
    const firstTilesMs = Date.now() - started;
    await page.waitForTimeout(1500);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const run = await profiled(browser, page, cdp, `scroll ${screen.name}`, dist, () => scrollRun(page, scrollSeconds));
    await page.waitForTimeout(500);
    const probe = await page.evaluate(() => {
      const b = (window as unknown as { __lobbyBench: { shift: number; lobbyShift: number; longTasks: number[] } }).__lobbyBench;
      return { shift: b.shift, lobbyShift: b.lobbyShift, longTasks: b.longTasks.slice() };
    });
    return {
      screen: `${screen.name} ${screen.width} x ${screen.height}${screen.throttle > 1 ? `, CPU / ${screen.throttle}` : ''}`,
      firstTilesMs,
      nodes,
      maxNodesScrolling: run.maxNodes,
      fps: Math.round((run.frames / run.elapsed) * 10) / 10,
      longTasks: probe.longTasks.length,
      longTaskMaxMs: probe.longTasks.length ? Math.round(Math.max(...probe.longTasks)) : 0,
      layoutShift: Math.round(probe.shift * 10_000) / 10_000,
      lobbyShift: Math.round(probe.lobbyShift * 10_000) / 10_000,
      scrolledPx: Math.round(run.scrolled),
    };
  } finally {
    await browser.close();
  }
}

/** Per word: last key to the painted count of its results. */
async function measureSearch(url: string, dist: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    // A visitor who answered the age notice already (its modal would take the search box's focus).
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, storageState: AGE_PRE_ANSWERED });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    await page.goto(`${url}/en/casino-lobby`);
    await page.getByTestId('lobby-tile').first().waitFor({ timeout: 60_000 });
    await serviceWorkerInstalled(page);
    // The page's late parts (footer, prefetches) settle before the first word.
    await page.waitForTimeout(2000);
    const box = page.getByTestId('lobby-search');
    const times: number[] = [];
    const count = page.getByTestId('lobby-count');
    const everything = await count.textContent();
    const cdp = await context.newCDPSession(page);
    await profiled(browser, page, cdp, 'search', dist, async () => {
      for (const word of [...WORDS, ...WORDS]) {
        await box.fill('');
        // Back to the whole catalogue before the next word, so its count is the one change awaited.
        await page.waitForFunction((text) => {
          const count = document.querySelector('[data-testid="lobby-count"]');
          return count?.textContent === text && count.getAttribute('aria-busy') !== 'true';
        }, everything);
        // The word typed a key at a time, faster than the debounce: only its last key's search is sent.
        await box.pressSequentially(word, { delay: 20 });
        const ms = (await page.evaluate(`window.__lobbyBench.countPainted(${JSON.stringify(everything)})`)) as number;
        times.push(ms);
      }
    });
    return times;
  } finally {
    await browser.close();
  }
}

export async function benchCasinoLobby(argv: readonly string[]): Promise<void> {
  const games = Number(argv[0] ?? 5000);
  const scrollSeconds = Number(argv[1] ?? 5);
  const parts = (argv[2] ?? 'screens,search').split(',');
  console.log(`machine: ${machine()}`);
  const dist = process.env.BENCH_DIST ?? BUILT;
  if (!process.env.BENCH_DIST) execSync(`npx vite build --logLevel warn --outDir ${BUILT}`, { stdio: 'inherit' });
  const { server, stop } = await startReferenceServer({ CASINO_CATALOGUE: String(games), DIST_DIR: dist });
  try {
    for (const screen of [
      { name: 'desktop', width: 1920, height: 1080, throttle: 1 },
      { name: 'phone', width: 375, height: 812, throttle: 4 },
    ].filter(() => parts.includes('screens'))) {
      const r = await measureScreen(server.url, screen, scrollSeconds, dist);
      console.log(
        [
          `${r.screen}, ${games} games, /en/casino-lobby:`,
          `  first tiles after navigation: ${r.firstTilesMs} ms`,
          `  DOM nodes: ${r.nodes} loaded, at most ${r.maxNodesScrolling} while scrolling ${r.scrolledPx} px`,
          `  scroll: ${r.fps} fps, long tasks ${r.longTasks}${r.longTasks ? ` (max ${r.longTaskMaxMs} ms)` : ''}`,
          `  layout shift (loading and scrolling): ${r.layoutShift} in all, ${r.lobbyShift} of the lobby's own elements`,
        ].join('\n'),
      );
    }
    if (!parts.includes('search')) return;
    const measured = await measureSearch(server.url, dist);
    const times = measured.filter((t) => Number.isFinite(t));
    if (process.env.BENCH_VERBOSE) console.log(measured.map((t) => t.toFixed(0)).join(' '));
    const after = times.map((t) => Math.max(0, t - CASINO_SEARCH_DEBOUNCE_MS));
    console.log(
      `search as you type (${times.length} words, ${measured.length - times.length} missed): ` +
        `last key to painted count p50 ${pct(times, 50).toFixed(1)} ms, ` +
        `p95 ${pct(times, 95).toFixed(1)} ms; less the ${CASINO_SEARCH_DEBOUNCE_MS} ms debounce p50 ${pct(after, 50).toFixed(1)} ms, ` +
        `p95 ${pct(after, 95).toFixed(1)} ms`,
    );
  } finally {
    await stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  await benchCasinoLobby(process.argv.slice(2));
}
