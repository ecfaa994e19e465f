import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/server';

test.use({ serviceWorkers: 'allow' });

/**
 * The site through a switchable network: requests pass to the reference
 * server until `down`, then every one is refused. Playwright's offline mode
 * does not reach a SharedWorker's own requests; this does, for every thread.
 */
async function switchableNetwork(upstream: string): Promise<{ url: string; down: () => void; refused: string[]; close: () => void }> {
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

/**
 * What the worker loads on first use (src/worker: here the debugger's log
 * export) comes from the service worker's precache once the network is gone.
 */
test("offline, a part the worker loads on first use comes from the service worker's precache", async ({ context, page, server }) => {
  const network = await switchableNetwork(server.url);
  try {
    await page.goto(`${network.url}/en`);
    await page.getByTestId('display-settings-button').click();
    await page.getByTestId('pref-coefViewId').selectOption('2');
    // Active means installed, and installing is precaching every file of the build.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker started before the service worker was active is not its client: let it end with its page.
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const next = await context.newPage();
    await next.goto(`${network.url}/en/debugger`);
    await expect(next.getByTestId('event-row')).toHaveCount(1);
    network.down();
    const downloading = next.waitForEvent('download');
    await next.getByTestId('export-log').click();
    const file = test.info().outputPath('offline.ndjson');
    await (await downloading).saveAs(file);
    expect(readFileSync(file, 'utf8')).toContain('"preferences/changed"');
    expect(network.refused.filter((url) => url.includes('/assets/'))).toEqual([]);
  } finally {
    network.close();
  }
});
