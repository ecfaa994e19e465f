import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/server';
import { REMOVE_SHARED_WORKER } from './support/noSharedWorker';
import { preAnswerAge } from './support/ageNotice';

async function openSite(context: BrowserContext, path = '/en'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByTestId('company-name')).toBeVisible();
  return page;
}

async function openSettings(page: Page) {
  const dialog = page.getByTestId('display-settings');
  if (!(await dialog.isVisible())) await page.getByTestId('display-settings-button').click();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseOddsFormat(page: Page, value: string) {
  const dialog = await openSettings(page);
  await dialog.getByTestId('pref-coefViewId').selectOption(value);
}

async function expectOddsFormat(page: Page, value: string) {
  const dialog = await openSettings(page);
  await expect(dialog.getByTestId('pref-coefViewId')).toHaveValue(value);
}

// Through the SharedWorker: the leader tab's way of sharing a preference between tabs and keeping it over a reload is
// e2e/layout-preferences.spec.ts's (the side columns), its way of keeping one over a browser restart is below.
test.describe('display preferences through the SharedWorker', () => {
  test('a change in one tab shows in another tab without a reload', async ({ context }) => {
    const first = await openSite(context);
    const second = await openSite(context);
    // The path under test is the one really taken.
    for (const page of [first, second]) await expect(page.getByTestId('runtime-host')).toHaveAttribute('data-host', 'shared');
    await expectOddsFormat(second, '0');
    await chooseOddsFormat(first, '2');
    await expectOddsFormat(second, '2');
    // The theme applies to the whole page, not only the control.
    await (await openSettings(second)).getByTestId('pref-appTheme').selectOption('1');
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a reload keeps the preferences', async ({ context }) => {
    const page = await openSite(context);
    await chooseOddsFormat(page, '3');
    await (await openSettings(page)).getByTestId('pref-appViewType').selectOption('1');
    // The page takes the Asian view from the worker's projection, pushed once the change is stored: reload after
    // that, as a player who saw the choice take effect would (the controls show a choice before it is stored).
    await expect(page.locator('html')).toHaveAttribute('data-view', 'asian');
    await page.reload();
    await expect(page.getByTestId('company-name')).toBeVisible();
    await expectOddsFormat(page, '3');
    await expect((await openSettings(page)).getByTestId('pref-appViewType')).toHaveValue('1');
  });
});

test('display preferences set in one tab change what another tab paints: game numbers in the rows, the light version', async ({
  context,
}) => {
  const settings = await openSite(context);
  const live = await openSite(context, '/en/live');
  const row = live.locator('[data-testid^="live-game-"]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(live.getByTestId('live-game-number')).toHaveCount(0);
  await expect(live.locator('html')).toHaveAttribute('data-light', 'false');

  const dialog = await openSettings(settings);
  await dialog.getByTestId('pref-showGameId').check();
  await dialog.getByTestId('pref-lightVersion').check();

  // The worker's live projection now carries each game's number; the other tab paints it, and its root takes the light look.
  const number = row.getByTestId('live-game-number');
  await expect(number).toBeVisible();
  const gameId = ((await row.getAttribute('data-testid')) ?? '').replace('live-game-', '');
  await expect(number).toHaveText(`No. ${gameId}`);
  await expect(live.locator('html')).toHaveAttribute('data-light', 'true');
  expect(await live.locator('html').evaluate((html) => getComputedStyle(html.querySelector('body') ?? html).animationName)).toBe('none');

  // Compact rows and a larger font reach the other tab's computed styles, not only its attributes.
  const rowPadding = () => row.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  const rootFont = () => live.locator('html').evaluate((html) => getComputedStyle(html).fontSize);
  const paddingBefore = await rowPadding();
  expect(await rootFont()).toBe('16px');
  await dialog.getByTestId('pref-compactView').check();
  await dialog.getByTestId('pref-fontSize').selectOption('large');
  await expect.poll(rootFont).toBe('18px');
  await expect.poll(rowPadding).toBeLessThan(paddingBefore);
});

for (const path of ['SharedWorker', 'leader fallback'] as const) {
  test(`the preferences survive a browser restart (${path})`, async ({ server }) => {
    const profile = mkdtempSync(join(tmpdir(), 'bet-profile-'));
    const launch = async () => {
      const context = await chromium.launchPersistentContext(profile, {
        baseURL: server.url,
        executablePath: test.info().project.use.launchOptions?.executablePath,
        args: test.info().project.use.launchOptions?.args ?? [],
        headless: true,
      });
      await preAnswerAge(context);
      if (path === 'leader fallback') await context.addInitScript(REMOVE_SHARED_WORKER);
      return context;
    };
    try {
      let context = await launch();
      await chooseOddsFormat(await openSite(context), '5');
      await context.close();
      context = await launch();
      await expectOddsFormat(await openSite(context), '5');
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('closing the leader tab hands the host to another tab with nothing lost', async ({ context }) => {
  await context.addInitScript(REMOVE_SHARED_WORKER);
  const leader = await openSite(context);
  const follower = await openSite(context);
  await chooseOddsFormat(follower, '4');
  await expectOddsFormat(leader, '4');
  await expect(follower.getByTestId('runtime-host')).toHaveAttribute('data-host', 'leader');
  // Close the leader right after a change: if the command is still on its way, the follower re-sends it to the host it
  // starts (tests/ui/runtime/client.test.ts holds one in flight for certain); either way the change must survive.
  await chooseOddsFormat(follower, '1');
  await leader.close();
  await expectOddsFormat(follower, '1');
  await chooseOddsFormat(follower, '3');
  await expectOddsFormat(follower, '3');
  await chooseOddsFormat(follower, '1');
  const newcomer = await openSite(context);
  await expectOddsFormat(newcomer, '1');
  await chooseOddsFormat(newcomer, '2');
  await expectOddsFormat(follower, '2');
});
