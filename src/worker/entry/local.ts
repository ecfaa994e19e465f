import { acceptPort } from '../runtime/accept';
import { bootHost } from '../runtime/bootHost';

/**
 * The benchmark's comparison build (VITE_CORE_ON_MAIN=1, `npm run
 * bench:live`): the same host, booted from the same code, in the page's own
 * thread, served on one port of a MessageChannel. Never in a normal build.
 */
export async function serveLocally(port: MessagePort): Promise<void> {
  acceptPort(await bootHost('local'), port, 'local');
}
