import { chromium, type Browser } from '@playwright/test';
import { replay, stateSchemaHash, STATE_SHAPE_VERSIONS } from '../src/core/app';
import { DB_VERSION, DEFAULT_DB_NAME } from '../src/worker/store/schema';
import { isEntryPoint } from '../scripts/entryPoint';
import { startReferenceServer } from '../e2e/support/server';
import { chromiumExecutable, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { makePreferenceLog } from './store';

/** The tail a snapshot leaves in steady state (the store compacts every 1000 events). */
const TAIL = 500;
const RUNS = 5;

/**
 * Writes a log (and a snapshot) straight into the site's IndexedDB from the
 * page, as a player's browser would hold it after a long time. Plain
 * JavaScript: this runs in the page.
 */
const SEED_IN_PAGE = `async ({ name, version, events, snapshot, lastSeq }) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction(['events', 'snapshots', 'meta'], 'readwrite');
    tx.objectStore('events').clear();
    tx.objectStore('snapshots').clear();
    for (const e of events) tx.objectStore('events').put(e);
    if (snapshot) tx.objectStore('snapshots').put(snapshot);
    tx.objectStore('meta').put(lastSeq, 'lastSeq');
    if (snapshot) tx.objectStore('meta').put(snapshot.seq, 'compactedThrough');
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}`;

/** From navigation to the first projection the tab applied, and the host's own boot (IndexedDB open to first state). */
const MEASURE_IN_PAGE = `async () => {
  const core = globalThis.__betCore;
  await new Promise((resolve) => {
    if (core.getSnapshot('preferences')) return resolve();
    const off = core.subscribe('preferences', () => { off(); resolve(); });
  });
  const firstProjectionMs = performance.now();
  const runtime = await new Promise((resolve) => {
    const now = core.getSnapshot('runtime');
    if (now) return resolve(now);
    const off = core.subscribe('runtime', () => { const v = core.getSnapshot('runtime'); if (v) { off(); resolve(v); } });
  });
  return { firstProjectionMs, bootMs: runtime.bootMs, lastSeq: runtime.lastSeq };
}`;

interface Scenario {
  readonly label: string;
  readonly events: number;
  readonly snapshot: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  { label: '10,000 events, no snapshot', events: 10_000, snapshot: false },
  { label: '10,000 events, snapshot + 500-event tail', events: 10_000, snapshot: true },
  { label: '100,000 events, no snapshot', events: 100_000, snapshot: false },
  { label: '100,000 events, snapshot + 500-event tail', events: 100_000, snapshot: true },
];

async function bootOnce(browser: Browser, url: string, scenario: Scenario): Promise<{ firstProjectionMs: number; bootMs: number }> {
  const log = makePreferenceLog(scenario.events);
  const snapSeq = scenario.events - TAIL;
  const snapshot = scenario.snapshot
    ? { hash: stateSchemaHash(), seq: snapSeq, state: replay(log.slice(0, snapSeq)).state, versions: STATE_SHAPE_VERSIONS }
    : null;
  const events = scenario.snapshot ? log.slice(snapSeq) : log;
  // A fresh profile per run; the first page creates the database, then goes so the worker ends.
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await first.goto(`${url}/en`);
    await first.waitForFunction(() => '__betCore' in globalThis);
    await first.evaluate(
      `(${SEED_IN_PAGE})(${JSON.stringify({ name: DEFAULT_DB_NAME, version: DB_VERSION, events, snapshot, lastSeq: scenario.events })})`,
    );
    await first.close();
    // The SharedWorker ends with its last tab; a new tab boots a new host from what is on disk.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const page = await context.newPage();
    await page.goto(`${url}/en`);
    await page.waitForFunction(() => '__betCore' in globalThis);
    const measured = (await page.evaluate(`(${MEASURE_IN_PAGE})()`)) as { firstProjectionMs: number; bootMs: number; lastSeq: number };
    if (measured.lastSeq !== scenario.events)
      throw new Error(`the host booted at seq ${measured.lastSeq}, not ${scenario.events}: the worker of the first page was still running`);
    return measured;
  } finally {
    await context.close();
  }
}

/**
 * Boot from IndexedDB in Chromium, the production build served by the
 * reference server: the host's boot (open the database, read the snapshot and
 * the tail, fold them: runtime.bootMs) and, from navigation, the first
 * projection the tab applied. Medians of RUNS fresh profiles per scenario.
 */
export async function benchBoot(): Promise<Record<string, number>> {
  const { server, stop } = await startReferenceServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const out: Record<string, number> = {};
  try {
    for (const scenario of SCENARIOS) {
      const runs: { firstProjectionMs: number; bootMs: number }[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await bootOnce(browser, server.url, scenario));
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
      out[`${scenario.label}: host boot ms (median)`] = round(median(runs.map((r) => r.bootMs)));
      out[`${scenario.label}: navigation to first projection ms (median)`] = round(median(runs.map((r) => r.firstProjectionMs)));
    }
  } finally {
    await browser.close();
    await stop();
  }
  return out;
}

const round = (x: number) => Math.round(x * 10) / 10;

if (isEntryPoint(import.meta.url)) {
  console.table(await benchBoot());
}
