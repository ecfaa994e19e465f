import { readFileSync } from 'node:fs';
import { switchableNetwork } from './support/network';
import { expect, test } from './support/server';

test.use({ serviceWorkers: 'allow' });

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
