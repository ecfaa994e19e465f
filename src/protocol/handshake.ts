import type { RuntimeProjection } from './api';

/**
 * The first message on a fresh port, before Comlink takes it over. A tab
 * holds its lifetime lock (`tabLockName`) before it says hello, so the host
 * can wait on that lock to learn when the tab is gone.
 */
export interface Hello {
  readonly kind: 'hello';
  readonly tabId: string;
  readonly version: number;
  /** The tab's TabSink endpoint; absent when a relay supplies it (the leader fallback). */
  readonly sink?: MessagePort;
}
export type HelloReply =
  | { readonly kind: 'hello-ack'; readonly version: number; readonly host: RuntimeProjection['host'] }
  | { readonly kind: 'hello-refused'; readonly version: number };

/** Sent to a dedicated host worker: serve this port as one connection. */
export interface AcceptPort {
  readonly kind: 'accept-port';
  readonly port: MessagePort;
}

export const tabLockName = (tabId: string) => `bet-tab:${tabId}`;
export const LEADER_LOCK = 'bet-leader';
export const CONTROL_CHANNEL = 'bet-control';
/** Hints between hosts: "the log is at seq N"; receivers read IndexedDB. */
export const LOG_CHANNEL = 'bet-log';
export const SHARED_WORKER_NAME = 'bet-core';
/**
 * Where the served HTML's head leaves the SharedWorker it started before the
 * page's script arrived (scripts/earlyHost.ts); the page's first connection
 * takes it from there (src/ui/runtime/sharedPath.ts).
 */
export const EARLY_HOST_GLOBAL = '__earlyHost';
