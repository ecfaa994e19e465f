/**
 * Event store benchmarks: numbers to read, never asserted.
 *
 *   npx tsx bench/store.ts
 *
 * IndexedDB in Node is fake-indexeddb (pure JavaScript, in memory): boot times
 * measure the store's own work plus that emulation, not a browser's disk.
 */
import 'fake-indexeddb/auto';
import { isEntryPoint } from '../scripts/entryPoint';
import { IDBFactory } from 'fake-indexeddb';
import { performance } from 'node:perf_hooks';
import { decodeEvent, evolveApp, initialAppState, replay, stateSchemaHash, type AppState, type DecodedEvent } from '../src/core/app';
import type { StoredEvent } from '../src/protocol/envelope';
import { openEventStore } from '../src/worker/store';
import { DB_VERSION, upgradeDatabase } from '../src/worker/store/schema';

const REPLAY_EVENTS = 1_000_000;
const BOOT_SIZES = [10_000, 100_000] as const;
/** The tail a snapshot leaves in steady state (automatic compaction runs every 1000). */
const TAIL = 500;

/** A deterministic mix like a real log: mostly v2 changes, some old v1 records, rare resets. */
export function makePreferenceLog(count: number): StoredEvent[] {
  const out: StoredEvent[] = new Array(count);
  let x = 12345;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  for (let i = 0; i < count; i++) {
    const seq = i + 1;
    const r = next() % 100;
    const base = { seq, at: 1_700_000_000_000 + i, origin: `tab-${r % 3}/c-${seq}` };
    if (r < 2) out[i] = { ...base, type: 'preferences/reset', v: 1, payload: {} };
    else if (r < 22) out[i] = { ...base, type: 'preferences/changed', v: 1, payload: { key: 'timeZone', value: (next() % 27) - 12 } };
    else if (r < 60)
      out[i] = { ...base, type: 'preferences/changed', v: 2, payload: { changes: { appTheme: next() % 2, coefViewId: next() % 6 } } };
    else
      out[i] = {
        ...base,
        type: 'preferences/changed',
        v: 2,
        payload: { changes: { fontSize: (['small', 'medium', 'large'] as const)[next() % 3], compactView: next() % 2 === 0 } },
      };
  }
  return out;
}

const silent = { error: () => undefined, warn: () => undefined };

function rawOpen(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DB_VERSION);
    request.onupgradeneeded = (e) => upgradeDatabase(request.result, e.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Fills a database directly (not through append: that is not what is measured). */
async function seed(
  factory: IDBFactory,
  name: string,
  events: readonly StoredEvent[],
  snapshot: { seq: number; state: AppState } | null,
): Promise<void> {
  const db = await rawOpen(factory, name);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(['events', 'snapshots', 'meta'], 'readwrite');
    const store = tx.objectStore('events');
    for (const e of events) store.put(e);
    if (snapshot) tx.objectStore('snapshots').put({ hash: stateSchemaHash(), ...snapshot });
    tx.objectStore('meta').put(events.at(-1)?.seq ?? snapshot?.seq ?? 0, 'lastSeq');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

async function timeBoot(factory: IDBFactory, name: string): Promise<{ ms: number; state: AppState }> {
  const start = performance.now();
  const store = await openEventStore({ idb: factory, name, log: silent, onFault: () => undefined });
  const { state } = await store.boot();
  const ms = performance.now() - start;
  store.close();
  return { ms, state };
}

const round = (n: number) => Math.round(n * 10) / 10;

export async function benchStore(print: (line: string) => void = () => undefined): Promise<Record<string, number>> {
  const results: Record<string, number> = {};

  // 1. Pure replay in Node: decode (envelope check, upcast, payload schema) + evolve.
  const log = makePreferenceLog(REPLAY_EVENTS);
  replay(log.slice(0, 20_000)); // warm the JIT
  let start = performance.now();
  const full = replay(log);
  let ms = performance.now() - start;
  results['replay.decodeAndEvolve.eventsPerSec'] = Math.round(REPLAY_EVENTS / (ms / 1000));
  print(
    `replay of ${REPLAY_EVENTS.toLocaleString('en')} events (decode + evolve): ${round(ms)} ms, ` +
      `${results['replay.decodeAndEvolve.eventsPerSec']!.toLocaleString('en')} events/s`,
  );

  const decoded: DecodedEvent[] = [];
  for (const record of log) {
    const d = decodeEvent(record);
    if (d.ok) decoded.push(d.event);
  }
  start = performance.now();
  let state = initialAppState;
  for (const event of decoded) state = evolveApp(state, event);
  ms = performance.now() - start;
  results['replay.evolveOnly.eventsPerSec'] = Math.round(decoded.length / (ms / 1000));
  print(
    `evolve only of ${decoded.length.toLocaleString('en')} decoded events: ${round(ms)} ms, ` +
      `${results['replay.evolveOnly.eventsPerSec']!.toLocaleString('en')} events/s`,
  );
  if (JSON.stringify(state) !== JSON.stringify(full.state)) throw new Error('evolve-only replay disagrees with replay()');

  // 2. Boot from IndexedDB (fake-indexeddb) to the first state.
  print('boot (open + boot() to the first state; IndexedDB = fake-indexeddb in Node, not a browser):');
  for (const size of BOOT_SIZES) {
    const events = log.slice(0, size);
    const expected = replay(events).state;
    const snapSeq = size - TAIL;
    const snapState = replay(events.slice(0, snapSeq)).state;
    const cases: Array<[string, readonly StoredEvent[], { seq: number; state: AppState } | null]> = [
      ['noSnapshot', events, null],
      ['snapshotUncompacted', events, { seq: snapSeq, state: snapState }],
      ['snapshotCompacted', events.slice(snapSeq), { seq: snapSeq, state: snapState }],
    ];
    for (const [label, stored, snapshot] of cases) {
      const factory = new IDBFactory();
      const name = `bench-${label}-${size}`;
      await seed(factory, name, stored, snapshot);
      await timeBoot(factory, name); // warm-up
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const run = await timeBoot(factory, name);
        if (JSON.stringify(run.state) !== JSON.stringify(expected)) throw new Error(`boot ${label} ${size} gave the wrong state`);
        runs.push(run.ms);
      }
      runs.sort((a, b) => a - b);
      const median = round(runs[1]!);
      results[`boot.${size}.${label}.ms`] = median;
      const what =
        label === 'noSnapshot'
          ? `${size.toLocaleString('en')} events, no snapshot`
          : label === 'snapshotUncompacted'
            ? `${size.toLocaleString('en')} events, snapshot at ${snapSeq.toLocaleString('en')} (events not yet deleted)`
            : `snapshot at ${snapSeq.toLocaleString('en')} + ${TAIL} tail events (compacted)`;
      print(`  ${what}: ${median} ms (median of 3)`);
    }
  }
  return results;
}

if (isEntryPoint(import.meta.url)) {
  print(`node ${process.version}, ${process.platform}/${process.arch}`);
  const results = await benchStore(print);
  print(JSON.stringify(results, null, 2));
}

function print(line: string): void {
  console.log(line);
}
