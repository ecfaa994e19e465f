import { chromium } from '@playwright/test';
import { isEntryPoint } from '../scripts/entryPoint';
import { startReferenceServer } from '../e2e/support/server';
import { chromiumExecutable, CHROMIUM_ARGS } from '../e2e/support/chromium';

/** Runs in the page against the dev build's `__betCore` client. */
const IN_PAGE_ROUND_TRIPS = `async (n) => {
  const core = globalThis.__betCore;
  const stopWatching = core.subscribe('preferences', () => undefined);
  const waitFor = (value) => new Promise((resolve) => {
    if (core.getSnapshot('preferences')?.coefViewId === value) return resolve();
    const off = core.subscribe('preferences', () => {
      if (core.getSnapshot('preferences')?.coefViewId === value) { off(); resolve(); }
    });
  });
  await new Promise((r) => setTimeout(r, 300));
  const out = [];
  for (let i = 0; i < n; i++) {
    // A player clicks, then looks: a quiet gap, so each command meets a host and a tab that are not mid-frame.
    await new Promise((r) => setTimeout(r, 40));
    const value = (i % 5) + 1;
    const t0 = performance.now();
    await core.dispatch({ type: 'preferences/set', payload: { coefViewId: value } });
    await waitFor(value);
    out.push(performance.now() - t0);
  }
  stopWatching();
  return out;
}`;

/**
 * Command round trip as a player feels it: the tab dispatches, the worker
 * decides, IndexedDB commits, the projection is pushed back and applied.
 * Needs a build (npm run build).
 */
export async function benchRoundTrip(samples = 300): Promise<Record<string, number>> {
  const { server, stop } = await startReferenceServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/en`);
    await page.waitForFunction(() => '__betCore' in globalThis);
    // Plain JavaScript: the bundler that runs this file would wrap named functions in helpers the page does not have.
    const times = (await page.evaluate(`(${IN_PAGE_ROUND_TRIPS})(${samples})`)) as number[];
    const sorted = [...times].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    return { 'round trip p50 ms': round(pct(0.5)), 'round trip p95 ms': round(pct(0.95)), 'round trip samples': samples };
  } finally {
    await browser.close();
    await stop();
  }
}

const round = (x: number) => Math.round(x * 100) / 100;

if (isEntryPoint(import.meta.url)) {
  console.table(await benchRoundTrip());
}
