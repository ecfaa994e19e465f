import { SHARED_WORKER_NAME } from '../../protocol/handshake';
import type { TabSink } from '../../protocol/api';
import type { Link } from './client';
import { handshake } from './handshake';

let started: SharedWorker | undefined;

/**
 * Starts the host's worker now (earlyStart.ts): its fetch, compile and boot,
 * a third of a second and most of it the worker's own module evaluation, then
 * run while the page's script still evaluates instead of after it.
 */
export const startSharedWorker = (): SharedWorker =>
  (started ??= new SharedWorker(new URL('../../worker/entry/shared.ts', import.meta.url), { type: 'module', name: SHARED_WORKER_NAME }));

/** One SharedWorker hosts the store for every tab of this origin; the first connection takes the one started early. */
export function connectShared(tabId: string, sink: TabSink): Promise<Link> {
  const { port } = startSharedWorker();
  started = undefined;
  return handshake(port, tabId, sink);
}
