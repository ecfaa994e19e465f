import type { Page } from '@playwright/test';
import { acceptCookies, contextFor } from './support/look';
import { expect, testWithOwnServer } from './support/server';

/**
 * The phone layout in Chromium: a 375 px phone, and a desktop
 * window that asked for the mobile site (platform_type=mobile, SPEC 1) and
 * keeps it on a link without the parameter. The simulator is paused so the
 * odds hold still while the player picks one.
 */
const test = testWithOwnServer({ LIVE_RATE: '0', LIVE_SEED: '3', LIVE_PAUSED: '1' });

const outcomes = (page: Page) => page.locator('[data-testid^="live-outcome-"]:not([disabled])');

/** No sideways scrolling: the page is exactly as wide as the screen. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(scroll, `${where}: scrollWidth ${scroll} against clientWidth ${client}`).toBeLessThanOrEqual(client);
}

/** Live, a selection into the slip, its count in the bottom bar, the slip sheet open and closed, the menus. */
async function betOnThePhone(page: Page, openLive: () => Promise<void>): Promise<void> {
  await openLive();
  const layout = page.getByTestId('layout-main');
  await expect(layout).toHaveAttribute('data-mode', 'phone');
  await expect(page.getByTestId('side-left')).toHaveCount(0);
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await expect(outcomes(page).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'live');

  const outcome = outcomes(page).first();
  const outcomeId = ((await outcome.getAttribute('data-testid')) ?? '').replace('live-outcome-', '');
  await outcome.click();
  await expect(page.getByTestId('bottom-nav-slip-count')).toHaveText('1');

  await page.getByTestId('bottom-nav-slip').click();
  const sheet = page.getByTestId('phone-slip-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId(`slip-bet-${outcomeId}`)).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page, 'slip sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Focus goes back to what opened the sheet.
  await expect(page.getByTestId('bottom-nav-slip')).toBeFocused();

  await page.getByTestId('bottom-nav-menu').click();
  await expect(page.getByTestId('phone-menu-drawer')).toBeVisible();
  await page.getByTestId('phone-menu-sports').click();
  const sports = page.getByTestId('phone-sports-drawer');
  await expect(sports).toBeVisible();
  await expect(sports.getByTestId('side-menu')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(sports).toBeHidden();
}

test('a player on a 375 px phone bets from the bottom bar; nothing scrolls sideways', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...contextFor('phone'), baseURL });
  const page = await context.newPage();
  try {
    await betOnThePhone(page, async () => {
      await page.goto('/en/live');
      await acceptCookies(page);
    });
    // The touch targets of the bar are 44 px at least, and the support button sits above it.
    for (const item of await page.getByTestId('bottom-nav').locator('a, button').all()) {
      const box = await item.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    const bar = await page.getByTestId('bottom-nav').boundingBox();
    const support = await page.getByTestId('support-button').boundingBox();
    expect((support?.y ?? 0) + (support?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ar/live');
    await expect(outcomes(page).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, '/ar/live at 360 px');
  } finally {
    await context.close();
  }
});

test('platform_type=mobile draws the phone layout on a desktop window, and keeps it on a link without it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...contextFor('desktop'), baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/en/?platform_type=mobile');
    await acceptCookies(page);
    await expect(page.getByTestId('layout-main')).toHaveAttribute('data-mode', 'phone');
    // The bottom bar's link to live drops the query: the layout stays the phone's (the worker kept the choice).
    await betOnThePhone(page, () => page.getByTestId('bottom-nav-live').click());
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/en/line?platform_type=desktop');
    await expect(page.getByTestId('layout-main')).toHaveAttribute('data-mode', 'desktop');
    await expect(page.getByTestId('side-left')).toBeVisible();
  } finally {
    await context.close();
  }
});
