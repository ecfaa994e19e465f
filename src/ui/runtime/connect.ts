import type { AcceptPort } from '../../protocol/handshake';
import { CoreClientImpl, type Link } from './client';
import { handshake } from './handshake';
import { holdLifetimeLock } from './lifetimeLock';
import { connectShared } from './sharedPath';

/** Set by vite.config.ts from VITE_CORE_ON_MAIN: the benchmark's build with the core on the main thread. */
declare const __CORE_ON_MAIN__: boolean | undefined;
const CORE_ON_MAIN = typeof __CORE_ON_MAIN__ !== 'undefined' && __CORE_ON_MAIN__ === true;

/** Connects this tab to the one host of the session: a SharedWorker, else the leader tab's worker. */
export async function connectCore(): Promise<CoreClientImpl> {
  const tabId = crypto.randomUUID();
  const hasLocks = typeof navigator !== 'undefined' && 'locks' in navigator;
  if (hasLocks) await holdLifetimeLock(tabId);
  const client = new CoreClientImpl(tabId);
  if (CORE_ON_MAIN) {
    const { connectLocal } = await import('./localPath');
    client.attachLink(await connectLocal(tabId, client.sink));
  } else if (typeof SharedWorker === 'function') {
    client.attachLink(await connectShared(tabId, client.sink));
  } else if (hasLocks && typeof BroadcastChannel === 'function') {
    // Only browsers without SharedWorker elect a leader tab: its code is fetched only there.
    const { connectViaLeader } = await import('./leaderPath');
    await new Promise<void>((resolve) =>
      connectViaLeader(
        tabId,
        client.sink,
        (link) => {
          client.attachLink(link);
          resolve();
        },
        () => client.detachLink(),
      ),
    );
  } else {
    client.attachLink(await connectOwnWorker(tabId, client));
  }
  // Benchmarks and QA drive the client directly outside production builds.
  if (__APP_ENV__ !== 'production') (globalThis as { __betCore?: CoreClientImpl }).__betCore = client;
  return client;
}

/** No SharedWorker and no Web Locks: this tab gets its own host (tabs then share only what IndexedDB holds). */
function connectOwnWorker(tabId: string, client: CoreClientImpl): Promise<Link> {
  const worker = new Worker(new URL('../../worker/entry/dedicated.ts', import.meta.url), { type: 'module' });
  const channel = new MessageChannel();
  worker.postMessage({ kind: 'accept-port', port: channel.port2 } satisfies AcceptPort, [channel.port2]);
  return handshake(channel.port1, tabId, client.sink);
}
