/**
 * Live betting in the browser (issue 5): headless Chromium against the
 * reference server, the feed running at each rate, on the live section (every
 * live game of every sport: the most outcomes on one page), or the given path.
 *
 *   npx tsx bench/live.ts [seconds=60] [rates=1000,5000] [path]
 *
 * Prints, per rate: visible outcomes, main-thread long tasks over 50 ms,
 * frames per second, feed-to-paint latency (server batch timestamp to the
 * frame after the row changed) p50/p95, click-to-coupon p50/p95 (click to the
 * outcome showing as selected) while the feed runs, and page JS heap at start
 * and end. Numbers, not assertions.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { startReferenceServer } from '../e2e/support/server';

const seconds = Number(process.argv[2] ?? 60);
const rates = (process.argv[3] ?? '1000,5000').split(',').map(Number);
const forcedPath = process.argv[4];

/** Installed before the app: collects the numbers in the page itself (plain JS: tsx would add helpers to a function). */
const PROBE = `(() => {
  const longTasks = [], latencies = [], pending = [];
  let frames = 0, measuring = false;
  window.__bench = {
    longTasks, latencies,
    frames: () => frames,
    start: () => { measuring = true; frames = 0; longTasks.length = 0; latencies.length = 0; },
  };
  new PerformanceObserver((list) => {
    if (measuring) for (const e of list.getEntries()) if (e.duration > 50) longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  const tick = () => { frames += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new MutationObserver((records) => {
    if (!measuring) return;
    for (const r of records) {
      const at = Number(r.target.getAttribute && r.target.getAttribute('data-at'));
      if (at > 0) pending.push(at);
    }
    if (pending.length === 0) return;
    requestAnimationFrame(() => {
      const now = Date.now();
      for (const at of pending.splice(0)) latencies.push(now - at);
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-at'] });
})();`;

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const heap = (page: Page) => page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN);

async function clickToCoupon(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid^="live-outcome-"][aria-disabled="false"]');
        if (!button) return resolve(null);
        const before = button.getAttribute('aria-pressed');
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (button.getAttribute('aria-pressed') === before) return;
          obs.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        obs.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
        button.click();
        setTimeout(() => (obs.disconnect(), resolve(null)), 3000);
      }),
  );
}

/** The live section lists every live game of every sport: the most outcomes on one page. */
const pickPath = async (_url: string): Promise<string> => forcedPath ?? '/en/live';

async function run(rate: number): Promise<void> {
  const { server, stop } = await startReferenceServer({ LIVE_RATE: String(rate) });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'] });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript({ content: PROBE });
    const path = await pickPath(server.url);
    await page.goto(server.url + path);
    await page.locator('[data-testid^="live-outcome-"]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="live-list-loading"], [data-testid="live-menu-loading"]').length === 0, null, { timeout: 30_000 });
    const visible = await page.locator('[data-testid^="live-outcome-"]').count();
    const heapStart = await heap(page);
    await page.evaluate(() => (window as unknown as { __bench: { start(): void } }).__bench.start());
    const clicks: number[] = [];
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const ms = await clickToCoupon(page);
      if (ms !== null) clicks.push(ms);
      await page.waitForTimeout(1000);
    }
    const out = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { longTasks: number[]; latencies: number[]; frames(): number } }).__bench;
      return { longTasks: b.longTasks.slice(), latencies: b.latencies.slice(), frames: b.frames() };
    });
    const heapEnd = await heap(page);
    const visibleEnd = await page.locator('[data-testid^="live-outcome-"]').count();
    const mb = (n: number) => (n / 1048576).toFixed(1);
    console.log(
      [
        `rate ${rate}/s, ${seconds} s, ${path}, ${visible} outcomes visible at start, ${visibleEnd} at end`,
        `  long tasks > 50 ms: ${out.longTasks.length}${out.longTasks.length ? ` (max ${Math.max(...out.longTasks).toFixed(0)} ms)` : ''}`,
        `  frames per second: ${(out.frames / seconds).toFixed(1)}`,
        `  feed-to-paint: p50 ${pct(out.latencies, 50)} ms, p95 ${pct(out.latencies, 95)} ms (${out.latencies.length} changes painted)`,
        `  click-to-coupon: p50 ${pct(clicks, 50).toFixed(1)} ms, p95 ${pct(clicks, 95).toFixed(1)} ms (${clicks.length} clicks)`,
        `  page heap: ${mb(heapStart)} MB -> ${mb(heapEnd)} MB (${(((heapEnd - heapStart) / heapStart) * 100).toFixed(1)} %)`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await stop();
  }
}

for (const rate of rates) await run(rate);
