import { SelfTimes } from './selfTimes';

/**
 * Reads a Chromium trace (the JSON `browser.startTracing` writes) into the
 * costliest kinds of work per thread by self time: a slice's own time minus
 * the slices nested in it, so a task that only runs a script counts once,
 * under the script.
 */

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
}

export interface Cost {
  readonly thread: string;
  readonly name: string;
  readonly selfMs: number;
  readonly count: number;
}

/** Threads whose work is on the path from navigation to the first projection. */
const THREADS = /CrRendererMain|Worker|DedicatedWorker|SharedWorker/i;

/** `origin`: the site's; the browser's own pages (chrome://, its omnibox) run in other renderers and are left out. */
export function topCosts(traceJson: string, origin: string, limit: number): Cost[] {
  const events = (JSON.parse(traceJson) as { traceEvents: TraceEvent[] }).traceEvents;
  const sitePids = new Set(events.filter((e) => e.args?.data?.url?.startsWith(origin)).map((e) => e.pid));
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !sitePids.has(e.pid)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!THREADS.test(threadNames.get(key) ?? '')) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const totals = new SelfTimes<{ thread: string; name: string }>(({ thread, name }) => `${thread}|${name}`);
  for (const [key, list] of byThread) {
    // Parents first: earlier start, then the longer slice.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: { end: number; self: number; name: string }[] = [];
    const close = (upTo: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
        const done = stack.pop();
        if (done) add(key, done.name, done.self);
      }
    };
    for (const e of list) {
      close(e.ts);
      const dur = e.dur ?? 0;
      const parent = stack.at(-1);
      if (parent) parent.self -= dur;
      stack.push({ end: e.ts + dur, self: dur, name: labelOf(e) });
    }
    close(Infinity);
  }
  function add(key: string, name: string, selfUs: number): void {
    totals.add({ thread: (threadNames.get(key) ?? key).replace(/\d+$/, ''), name }, selfUs);
  }
  return totals.top(limit).map(({ item, self, count }) => ({ ...item, selfMs: Math.round(self / 100) / 10, count }));
}

/** Script slices carry the file they ran: the name alone would lump the entry with the worker. */
function labelOf(e: TraceEvent): string {
  const url = e.args?.data?.url;
  return url ? `${e.name} ${url.replace(/^.*\//, '')}` : e.name;
}
