import { SHARED_WORKER_NAME } from '../../protocol/handshake';
import type { TabSink } from '../../protocol/api';
import type { Link } from './client';
import { handshake } from './handshake';

/** One SharedWorker hosts the store for every tab of this origin. */
export function connectShared(tabId: string, sink: TabSink): Promise<Link> {
  const worker = new SharedWorker(new URL('../../worker/entry/shared.ts', import.meta.url), { type: 'module', name: SHARED_WORKER_NAME });
  return handshake(worker.port, tabId, sink);
}
