/// <reference lib="webworker" />
import type { AcceptPort } from '../../protocol/handshake';
import { acceptPort } from '../runtime/accept';
import { bootHost } from '../runtime/bootHost';

declare const self: DedicatedWorkerGlobalScope;

/** The leader tab's host: the leader hands it one port per tab (its own and each relayed follower). */
const host = bootHost('leader');
self.onmessage = (event: MessageEvent<AcceptPort>) => {
  if (event.data?.kind === 'accept-port') void host.then((h) => acceptPort(h, event.data.port, 'leader'));
};
