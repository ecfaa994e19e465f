import type { TabSink } from '../../protocol/api';
import type { Link } from './client';
import { handshake } from './handshake';

/**
 * The benchmark's comparison build (VITE_CORE_ON_MAIN=1, `npm run
 * bench:live`): the same host, booted from the same src/worker code, but in
 * this page's own thread. Tab and host still talk over a MessageChannel, so
 * the only difference measured is where the core runs. Never in a normal build.
 */
export async function connectLocal(tabId: string, sink: TabSink): Promise<Link> {
  const { serveLocally } = await import('../../worker/entry/local');
  const channel = new MessageChannel();
  await serveLocally(channel.port2);
  return handshake(channel.port1, tabId, sink);
}
