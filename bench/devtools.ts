import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { SelfTimes } from './selfTimes';

/** One DevTools session kept open on the SharedWorker for a whole run (its emulation settings last as long as it). */
export interface WorkerSession {
  call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** The worker's events of one method (a heap snapshot's chunks); answers the way to stop listening. */
  on(method: string, listener: (params: unknown) => void): () => void;
  close(): Promise<void>;
}

/**
 * Playwright does not list shared workers, so this goes through a
 * browser-level session and the target's message channel. Null when the page
 * has no SharedWorker (the main-thread build).
 */
export async function attachSharedWorker(browser: Browser): Promise<WorkerSession | null> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string }[] };
  const target = targetInfos.find((t) => t.type === 'shared_worker');
  if (!target) {
    await cdp.detach();
    return null;
  }
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<string, Set<(params: unknown) => void>>();
  let nextId = 1;
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: unknown;
    };
    if (reply.method !== undefined) for (const listener of listeners.get(reply.method) ?? []) listener(reply.params);
    const waiter = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!waiter || reply.id === undefined) return;
    waiting.delete(reply.id);
    if (reply.error) waiter.reject(new Error(reply.error.message));
    else waiter.resolve(reply.result);
  });
  return {
    call: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      }),
    on: (method, listener) => {
      const set = listeners.get(method) ?? new Set();
      set.add(listener);
      listeners.set(method, set);
      return () => set.delete(listener);
    },
    close: async () => {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** Used heap after a garbage collection, of the page or of the worker. */
export async function heapAfterGc(target: CDPSession | WorkerSession): Promise<number> {
  const call = (method: string) => ('call' in target ? target.call(method) : (target.send as (m: string) => Promise<unknown>)(method));
  await call('HeapProfiler.collectGarbage');
  return ((await call('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
}
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

export interface Cost {
  readonly name: string;
  readonly selfMs: number;
  readonly share: number;
}

/**
 * The functions that spent the most time themselves (self time from the
 * sampling profiler's samples), the idle and program pseudo-nodes left out
 * of the ranking but not of the total: the "top costs" of a thread.
 */
export function topCosts(profile: CpuProfile, count: number, mapsDir?: string): Cost[] {
  const nameOf = sourceNames(mapsDir);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new SelfTimes<string>((name) => name);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i] as number);
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!node) continue;
    if (node.callFrame.functionName === '(idle)') continue;
    total += ms;
    self.add(nameOf(node.callFrame), ms);
  }
  return self
    .top(count)
    .map(({ item: name, self: ms }) => ({ name, selfMs: Math.round(ms), share: total ? Math.round((ms / total) * 1000) / 10 : 0 }));
}

/** A heap's bytes by what holds them: V8's code (bytecode, feedback, compiled code) apart from the program's data. */
export interface HeapByKind {
  readonly codeBytes: number;
  readonly dataBytes: number;
}

/**
 * A heap snapshot of the worker, summed by kind of node. Code grows as paths
 * run for the first time (lazy compilation, then the optimising tiers) and
 * shrinks when V8 flushes what has not run for a while: growth of the data
 * alone is what a leak or an unbounded window would show.
 */
export async function heapByKind(worker: WorkerSession): Promise<HeapByKind> {
  const chunks: string[] = [];
  const off = worker.on('HeapProfiler.addHeapSnapshotChunk', (params) => chunks.push((params as { chunk: string }).chunk));
  try {
    await worker.call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    off();
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let code = 0;
  let data = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const size = snapshot.nodes[i + sizeAt] ?? 0;
    if (types[snapshot.nodes[i + typeAt] ?? -1] === 'code') code += size;
    else data += size;
  }
  return { codeBytes: code, dataBytes: data };
}

/** A sampling heap profile (HeapProfiler.getSamplingProfile): a tree of allocation sites, each with the bytes it holds. */
export interface HeapProfileNode {
  readonly callFrame: ProfileNode['callFrame'];
  readonly selfSize: number;
  readonly children: readonly HeapProfileNode[];
}

export interface HeapCost {
  readonly name: string;
  readonly kB: number;
  readonly share: number;
}

/**
 * The functions whose allocations are still alive at the end of a sampled
 * window (the sampling heap profiler leaves out what was collected), by
 * source: where a heap that grew holds its growth.
 */
export function topAllocations(head: HeapProfileNode, count: number, mapsDir?: string): HeapCost[] {
  const nameOf = sourceNames(mapsDir);
  const self = new SelfTimes<string>((name) => name);
  let total = 0;
  // A built-in's allocation (a Map's set, a string) is charged to the nearest caller with a source: the code that grew it.
  const walk = (node: HeapProfileNode, caller: string) => {
    const name = node.callFrame.url ? nameOf(node.callFrame) : caller || nameOf(node.callFrame);
    if (node.selfSize > 0) {
      total += node.selfSize;
      self.add(name, node.selfSize);
    }
    for (const child of node.children) walk(child, node.callFrame.url ? name : caller);
  };
  walk(head, '');
  return self.top(count).map(({ item: name, self: bytes }) => ({
    name,
    kB: Math.round(bytes / 1024),
    share: total ? Math.round((bytes / total) * 1000) / 10 : 0,
  }));
}

/**
 * Names a profiled function by its source (the build's hidden source maps,
 * in `<dist>-sourcemaps`): "where in src/ the time went" instead of a
 * minified name in a bundle.
 */
function sourceNames(mapsDir: string | undefined): (frame: ProfileNode['callFrame']) => string {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerOf = (file: string): SourceMapConsumer | null => {
    if (!consumers.has(file)) {
      const path = mapsDir ? join(mapsDir, 'assets', `${file}.map`) : '';
      consumers.set(file, path && existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap) : null);
    }
    return consumers.get(file) ?? null;
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const file = url ? url.slice(url.lastIndexOf('/') + 1) : '';
    const original = file ? consumerOf(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : undefined;
    if (original?.source) {
      const source = original.source.replace(/^(\.\.\/)+/, '');
      return `${original.name ?? functionName ?? '(anonymous)'} ${source}:${original.line}`;
    }
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
  };
}
