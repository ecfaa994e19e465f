import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The site through a switchable network: requests pass to the reference
 * server until `down`, then every one is refused. Playwright's offline mode
 * does not reach a SharedWorker's own requests; this does, for every thread.
 */
export async function switchableNetwork(
  upstream: string,
): Promise<{ url: string; down: () => void; refused: string[]; close: () => void }> {
  const target = new URL(upstream);
  let isDown = false;
  const refused: string[] = [];
  const proxy: Server = createServer((req, res) => {
    if (isDown) {
      refused.push(req.url ?? '');
      res.destroy();
      return;
    }
    const up = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', () => listening()));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    down: () => void (isDown = true),
    refused,
    close: () => void proxy.close(),
  };
}
