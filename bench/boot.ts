import { chromium, type Browser } from '@playwright/test';
import { replay, stateSchemaHash, STATE_SHAPE_VERSIONS } from '../src/core/app';
import { DB_VERSION, DEFAULT_DB_NAME } from '../src/worker/store/schema';
import { isEntryPoint } from '../scripts/entryPoint';
import { startReferenceServer } from '../e2e/support/server';
import { chromiumExecutable, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { makePreferenceLog } from './store';
import { topCosts } from './traceCosts';
import { readFileSync } from 'node:fs';

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

/**
 * Installed before the page's own scripts: notes when the client is connected
 * (the host answered the hello: it has booted) and when the first projection
 * reached the tab, by subscribing the moment the client exists. Plain
 * JavaScript: this runs in the page.
 */
const MARKS_IN_PAGE = `(() => {
  const marks = (globalThis.__bootMarks = {});
  let client;
  Object.defineProperty(globalThis, '__betCore', {
    configurable: true,
    get: () => client,
    set: (value) => {
      client = value;
      marks.connected = performance.now();
      const seen = () => {
        if (marks.firstProjection === undefined && value.getSnapshot('preferences')) marks.firstProjection = performance.now();
      };
      value.subscribe('preferences', seen);
      seen();
    },
  });
})()`;

/** The page's timeline up to the first projection, and the host's own boot (IndexedDB open to first state). */
const MEASURE_IN_PAGE = `async () => {
  const core = globalThis.__betCore;
  const marks = globalThis.__bootMarks;
  await new Promise((resolve) => {
    if (marks.firstProjection !== undefined) return resolve();
    const off = core.subscribe('preferences', () => { off(); resolve(); });
  });
  const runtime = await new Promise((resolve) => {
    const now = core.getSnapshot('runtime');
    if (now) return resolve(now);
    const off = core.subscribe('runtime', () => { const v = core.getSnapshot('runtime'); if (v) { off(); resolve(v); } });
  });
  const nav = performance.getEntriesByType('navigation')[0];
  const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js') && r.responseEnd <= marks.firstProjection);
  const entry = scripts.find((r) => /\\/index-[\\w-]+\\.js$/.test(r.name));
  return {
    htmlMs: nav.responseEnd,
    entryScriptMs: entry ? entry.responseEnd : NaN,
    lastScriptMs: Math.max(0, ...scripts.map((r) => r.responseEnd)),
    scriptsBeforeFirstProjection: scripts.length,
    domContentLoadedMs: nav.domContentLoadedEventStart,
    connectedMs: marks.connected,
    firstProjectionMs: marks.firstProjection,
    bootMs: runtime.bootMs,
    lastSeq: runtime.lastSeq,
  };
}`;

/** One measured boot: milliseconds from navigation, except bootMs (the host's own) and a count. */
interface Measured {
  readonly htmlMs: number;
  readonly entryScriptMs: number;
  readonly lastScriptMs: number;
  readonly scriptsBeforeFirstProjection: number;
  readonly domContentLoadedMs: number;
  readonly connectedMs: number;
  readonly firstProjectionMs: number;
  readonly bootMs: number;
}

/** What each figure of a run means, in the order the table shows them. */
const FIGURES: readonly [keyof Measured, string][] = [
  ['bootMs', 'host boot ms'],
  ['htmlMs', 'HTML received ms'],
  ['entryScriptMs', 'entry script received ms'],
  ['lastScriptMs', 'last script before first projection received ms'],
  ['scriptsBeforeFirstProjection', 'scripts fetched before first projection'],
  ['domContentLoadedMs', 'entry script run (DOMContentLoaded) ms'],
  ['connectedMs', 'host answered hello ms'],
  ['firstProjectionMs', 'navigation to first projection ms'],
];

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

async function bootOnce(browser: Browser, url: string, scenario: Scenario, tracePath?: string): Promise<Measured> {
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
    await page.addInitScript(MARKS_IN_PAGE);
    // The trace covers every process of the browser: the page's renderer and the SharedWorker's.
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    await page.goto(`${url}/en`);
    await page.waitForFunction(
      () => (globalThis as { __bootMarks?: { firstProjection?: number } }).__bootMarks?.firstProjection !== undefined,
    );
    if (tracePath) await browser.stopTracing();
    const measured = (await page.evaluate(`(${MEASURE_IN_PAGE})()`)) as Measured & { lastSeq: number };
    if (measured.lastSeq !== scenario.events)
      throw new Error(`the host booted at seq ${measured.lastSeq}, not ${scenario.events}: the worker of the first page was still running`);
    return measured;
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading', 'blink.user_timing'];

export interface BootOptions {
  readonly runs?: number;
  /** Only the scenarios whose label contains this. */
  readonly only?: string;
  /** One more run of each scenario with a Chromium trace written here; its top costs are printed. */
  readonly tracePath?: string;
}

/**
 * Boot from IndexedDB in Chromium, the production build served by the
 * reference server: the host's boot (open the database, read the snapshot and
 * the tail, fold them: runtime.bootMs) and, from navigation, the first
 * projection the tab applied. Medians of RUNS fresh profiles per scenario.
 */
export async function benchBoot({ runs = RUNS, only, tracePath }: BootOptions = {}): Promise<Record<string, number>> {
  const { server, stop } = await startReferenceServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const out: Record<string, number> = {};
  try {
    for (const scenario of SCENARIOS) {
      if (only && !scenario.label.includes(only)) continue;
      const measured: Measured[] = [];
      for (let i = 0; i < runs; i++) measured.push(await bootOnce(browser, server.url, scenario));
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
      for (const [key, label] of FIGURES) out[`${scenario.label}: ${label} (median)`] = round(median(measured.map((m) => m[key])));
      if (tracePath) {
        await bootOnce(browser, server.url, scenario, tracePath);
        console.log(`${scenario.label}: top costs by self time, navigation to first projection (${tracePath})`);
        console.table(topCosts(readFileSync(tracePath, 'utf8'), server.url, 12));
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  return out;
}

const round = (x: number) => Math.round(x * 10) / 10;

/** `npx tsx bench/boot.ts [runs] [label part] [trace.json]`, e.g. `npx tsx bench/boot.ts 7 '100,000 events, snapshot' /tmp/boot.json`. */
if (isEntryPoint(import.meta.url)) {
  const [runs, only, tracePath] = process.argv.slice(2);
  console.table(await benchBoot({ runs: runs ? Number(runs) : RUNS, only: only || undefined, tracePath: tracePath || undefined }));
}
