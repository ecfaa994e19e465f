/// <reference lib="webworker" />
import { acceptPort } from '../runtime/accept';
import { bootHost } from '../runtime/bootHost';

declare const self: SharedWorkerGlobalScope;

// Ports that connect while the store boots wait in their queues: nothing is lost.
const host = bootHost('shared');
self.onconnect = (event) => {
  const port = event.ports[0];
  if (port) void host.then((h) => acceptPort(h, port, 'shared'));
};
