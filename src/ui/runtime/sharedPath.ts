import { EARLY_HOST_GLOBAL, SHARED_WORKER_NAME } from '../../protocol/handshake';
import type { TabSink } from '../../protocol/api';
import type { Link } from './client';
import { handshake } from './handshake';

let started: SharedWorker | undefined;

/**
 * The worker the served HTML started before this script arrived (scripts/earlyHost.ts), taken once: a later connection
 * (a reconnect) makes its own.
 */
function takeEarlyHost(): SharedWorker | undefined {
  const slot = globalThis as { [EARLY_HOST_GLOBAL]?: unknown };
  const early = slot[EARLY_HOST_GLOBAL];
  delete slot[EARLY_HOST_GLOBAL];
  return early instanceof SharedWorker ? early : undefined;
}

/**
 * Starts the host's worker now (earlyStart.ts), unless the HTML already did: its fetch, compile and boot, a third of a
 * second and most of it the worker's own module evaluation, then run while the page's script still evaluates instead
 * of after it.
 */
export const startSharedWorker = (): SharedWorker =>
  (started ??=
    takeEarlyHost() ??
    new SharedWorker(new URL('../../worker/entry/shared.ts', import.meta.url), { type: 'module', name: SHARED_WORKER_NAME }));

/** One SharedWorker hosts the store for every tab of this origin; the first connection takes the one started early. */
export function connectShared(tabId: string, sink: TabSink): Promise<Link> {
  const { port } = startSharedWorker();
  started = undefined;
  return handshake(port, tabId, sink);
}
