import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, measureFirstLoad, totalOf } from './support/firstLoad';
import { expect, test } from './support/server';

/**
 * The first load's size budget, measured as the browser downloads it: every
 * file Chromium fetches from the navigation to the page until the network is
 * quiet, with no interaction (an entry that lazy-loads everything at once
 * still counts it all). Main-thread JS at most 150 kB gzip on the home page
 * and on the live lists (the betting page most visits start on); the
 * SharedWorker's script is counted apart (e2e/support/firstLoad.ts). The
 * build is deterministic, so the figure is the same on every run.
 */
const BUDGET_GZIP = 150_000;

/** Each measured page and the chunk of the app that draws it, which its first load must hold. */
const PAGES = [
  { path: '/en/', app: /\/homeApp-[\w-]+\.js$/ },
  { path: '/en/live', app: /\/bettingApp-[\w-]+\.js$/ },
];

for (const { path, app } of PAGES) {
  test(`the first load of ${path} stays within 150 kB gzip of main-thread JS`, async ({ browser, server }) => {
    const downloads = await measureFirstLoad(browser, `${server.url}${path}`);
    const main = totalOf(downloads, (d) => d.thread === 'main' && d.kind === 'js' && d.phase === 'firstLoad');
    const worker = totalOf(downloads, (d) => d.thread === 'worker' && d.kind === 'js');
    const list = downloads
      .filter((d) => d.thread === 'main' && d.kind === 'js' && d.phase === 'firstLoad')
      .map((d) => `${kb(d.gzip).padStart(6)} kB  ${d.path}`)
      .join('\n');
    test
      .info()
      .annotations.push({ type: `first load of ${path}`, description: `${kb(main.gzip)} kB gzip in ${main.files} files\n${list}` });
    // The measurement saw the page and its worker at all (a broken page would "pass" with nothing loaded).
    expect(main.files).toBeGreaterThan(1);
    expect(downloads.some((d) => d.thread === 'main' && app.test(d.path))).toBe(true);
    expect(worker.files).toBeGreaterThanOrEqual(1);
    expect(main.gzip, `main-thread JS of the first load of ${path}:\n${list}`).toBeLessThanOrEqual(BUDGET_GZIP);
  });
}

test('source maps are not published: none in the served folder, and /assets/*.map answers 404', async ({ request }) => {
  const assets = readdirSync(join('dist', 'assets'));
  expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
  const entry = assets.find((name) => /^index-[\w-]+\.js$/.test(name));
  expect(entry).toBeDefined();
  const script = await request.get(`/assets/${entry}`);
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`/assets/${entry}.map`)).status()).toBe(404);
  expect((await request.get('/assets/anything.js.map')).status()).toBe(404);
});

test("the worker's lazily loaded parts are in the service worker's precache, so they load offline too", () => {
  const assets = readdirSync(join('dist', 'assets'));
  const workers = assets.filter((name) => /^(shared|dedicated)-[\w-]+\.js$/.test(name));
  expect(workers).toHaveLength(2);
  const precache = readFileSync(join('dist', 'sw.js'), 'utf8');
  for (const worker of workers) {
    const lazy = [...readFileSync(join('dist', 'assets', worker), 'utf8').matchAll(/import\(\s*[`'"]\.\/([\w-]+\.js)[`'"]\s*\)/g)].map(
      (m) => m[1] ?? '',
    );
    // support, the log's export and import, the session lookups: src/worker loads each on first use.
    expect(lazy.length, worker).toBeGreaterThanOrEqual(3);
    for (const chunk of lazy) expect(precache, `${worker} -> ${chunk}`).toContain(`"assets/${chunk}"`);
  }
});
