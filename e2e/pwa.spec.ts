import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { APP_ICON_SIZES, MASKABLE_ICON_SIZES, appIconPath, maskableIconPath } from '../src/protocol/constants/pwa';
import { preAnswerAge } from './support/ageNotice';
import { switchableNetwork } from './support/network';
import { expect, test } from './support/server';

test.use({ serviceWorkers: 'allow' });

test('the app installs: its manifest at its own path with every icon, the apple-touch icons in the head, no installability error', async ({
  page,
  request,
  server,
}) => {
  // A second, persistent Chromium is launched to ask about installability.
  test.slow();
  const manifest = await request.get('/manifest.webmanifest', { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; icons: { src: string; purpose: string }[]; screenshots: { src: string }[] };
  expect(body.name).toContain('BetHouse');
  const files = [...APP_ICON_SIZES.map(appIconPath), ...MASKABLE_ICON_SIZES.map(maskableIconPath)];
  expect(body.icons.map((icon) => icon.src).sort()).toEqual([...files].sort());
  expect(body.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(MASKABLE_ICON_SIZES.length);
  for (const file of [...files, ...body.screenshots.map((shot) => shot.src)]) {
    const image = await request.get(file);
    expect(image.status(), file).toBe(200);
    expect(image.headers()['content-type'], file).toBe('image/png');
  }

  await page.goto('/en/live');
  const touch = page.locator('head link[rel="apple-touch-icon"]');
  await expect(touch).toHaveCount(APP_ICON_SIZES.length);
  expect(await touch.evaluateAll((links) => links.map((link) => link.getAttribute('sizes')))).toEqual(
    APP_ICON_SIZES.map((size) => `${size}x${size}`),
  );

  // Chromium never offers to install from an incognito profile, which every test context is: ask a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'bet-install-'));
  const installed = await chromium.launchPersistentContext(profile, {
    baseURL: server.url,
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: test.info().project.use.launchOptions?.args ?? [],
    headless: true,
  });
  try {
    await preAnswerAge(installed);
    const tab = installed.pages()[0] ?? (await installed.newPage());
    await tab.goto('/en/live');
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await installed.newCDPSession(tab);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(JSON.parse(data)).toMatchObject({ display: 'standalone', start_url: '/' });
  } finally {
    await installed.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("with the service worker in charge, a returning visitor still gets the server's 404 page; offline, the cached app", async ({
  browser,
  context,
  page,
  server,
}) => {
  // A service-worker install precaching the whole app: on a loaded machine it took over a minute.
  test.slow();
  const network = await switchableNetwork(server.url);
  try {
    await page.goto(`${network.url}/en/live`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // A navigation of a page the service worker controls: the server's answer, status and head, never the cached shell.
    const answer = await page.goto(`${network.url}/en/wp-admin`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(answer?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A bet in the slip before the connection goes.
    await page.goto(`${network.url}/en/live`);
    const outcome = page.locator('[data-testid^="live-outcome-"]').first();
    await outcome.click({ timeout: 20_000 });
    await expect(page.locator('li[data-testid^="slip-bet-"]')).toHaveCount(1);

    // The tab closes, and with it the site's worker (its only client); the next one starts with no network at all:
    // the browser says so (navigator.onLine), and nothing reaches the server.
    await page.close();
    const browserSession = await browser.newBrowserCDPSession();
    const sharedWorkers = async () =>
      ((await browserSession.send('Target.getTargets')) as { targetInfos: { type: string }[] }).targetInfos.filter(
        (target) => target.type === 'shared_worker',
      ).length;
    await expect.poll(sharedWorkers, { timeout: 10_000 }).toBe(0);
    network.down();
    await context.setOffline(true);
    const next = await context.newPage();
    const offline = await next.goto(`${network.url}/en/live`);
    expect(offline?.status()).toBe(200);
    // The cached app with the last configuration, not the maintenance page: the shell and the slip as it was.
    await expect(next.getByTestId('company-name')).toBeVisible();
    await expect(next.locator('li[data-testid^="slip-bet-"]')).toHaveCount(1);
  } finally {
    network.close();
  }
});

test('a changed service worker found by the app-version check after 60 s waits; the update warning reloads into it', async ({
  page,
  server,
}) => {
  // Two service-worker installs, each precaching the whole app.
  test.slow();
  // The page's clock is the test's; the page meets its worker in real time first (a jump meanwhile would time it out).
  await page.clock.install();
  await page.goto('/en/live');
  await expect(page.getByTestId('company-name')).toBeVisible();
  await page.clock.runFor(5_000);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A returning visitor: the page is the service worker's client, so a new one has someone to wait for.
  await page.reload();
  await expect(page.getByTestId('company-name')).toBeVisible();
  await page.clock.runFor(5_000);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(page.getByTestId('app-update')).toHaveCount(0);

  await server.setFaults({ serviceWorkerRevision: 1 });
  try {
    // Nothing asks before the check's minute is up; then the browser finds the changed script, installs it, and it waits.
    await page.clock.runFor(50_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing ?? null)).toBeNull();
    await expect(page.getByTestId('app-update')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null), {
        timeout: 45_000,
      })
      .toBe('installed');
    // The page's service-worker library tells "waiting" from "installed" a moment later, on the page's (faked) clock,
    // once it has heard the state change: keep the page's time moving until the warning comes.
    const warning = page.getByTestId('app-update');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return warning.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(warning).toContainText('A new version of the site is available.');

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('app-update-reload').click();
    await reloaded;
    // The waiting worker took over: none waits any more, and the page runs under the new one.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await server.setFaults({ serviceWorkerRevision: 0 });
  }
});
