import { LOG_CHANNEL, tabLockName } from '../../protocol/handshake';
import type { RuntimeProjection } from '../../protocol/api';
import { createControllers } from '../controllers';
import { realClock } from '../scheduler/clock';
import { openEventStore } from '../store';
import { Host } from './host';
import type { Logger } from './ports';
import { browserNetwork, type NetworkScope } from './browserNetwork';

declare const __APP_VERSION__: string;
declare const __APP_ENV__: string;

const consoleLog: Logger = {
  info: (message, data) => console.info(`[core] ${message}`, data ?? ''),
  warn: (message, data) => console.warn(`[core] ${message}`, data ?? ''),
  error: (message, data) => console.error(`[core] ${message}`, data ?? ''),
};

/** Wires the host to the browser: IndexedDB, fetch, the real clock, Web Locks and a broadcast channel. */
export async function bootHost(kind: RuntimeProjection['host']): Promise<Host> {
  let host: Host | null = null;
  const early: Parameters<Host['noteStorageFault']>[0][] = [];
  const store = await openEventStore({
    idb: indexedDB,
    log: consoleLog,
    onFault: (fault) => (host ? host.noteStorageFault(fault.kind) : early.push(fault.kind)),
  });
  const hints = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOG_CHANNEL) : null;
  const hostId = crypto.randomUUID();

  host = await Host.start({
    kind,
    store,
    clock: realClock,
    log: consoleLog,
    newId: () => crypto.randomUUID(),
    controllers: createControllers({
      clock: realClock,
      fetch: (input, init) => fetch(input, init),
      log: consoleLog,
      appVersion: __APP_VERSION__,
      isProduction: __APP_ENV__ === 'production',
      hostName: globalThis.location?.hostname ?? '',
      random: Math.random,
      network: browserNetwork(globalThis as NetworkScope),
    }),
    announce: (seq) => hints?.postMessage({ hostId, seq }),
    whenTabGone: (tabId) =>
      typeof navigator !== 'undefined' && 'locks' in navigator
        ? new Promise<void>((gone) => void navigator.locks.request(tabLockName(tabId), () => gone()))
        : new Promise<void>(() => undefined),
  });
  for (const kindOfFault of early) host.noteStorageFault(kindOfFault);
  const booted = host;
  hints?.addEventListener('message', (event) => {
    const hint = event.data as { hostId?: string; seq?: number };
    if (hint.hostId !== hostId && typeof hint.seq === 'number') void booted.catchUp(hint.seq);
  });
  return host;
}
