import type { Page } from '@playwright/test';
import { testSwitch } from './support/testSwitch';
import { AD_BAIT_PATH, POLICY_LOGO_PATH } from '../src/protocol/constants/siteNotices';
import { AD_BAIT_REPORTED_MARK } from '../src/ui/siteNotices/adBait';
import { expect, test } from './support/server';

/**
 * The site-wide notices (docs/notifications.md): the ad-blocker notice, the
 * offline notice, and the policy pixel, each started when the page is idle.
 */

/** The idle part has told the worker what the bait showed (a performance mark, nothing visible). */
async function baitReported(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, AD_BAIT_REPORTED_MARK), { timeout: 20_000 })
    .toBe(1);
}

test('an ad blocker stopping the bait shows the notice; closing it closes it', async ({ page }) => {
  await page.route(`**${AD_BAIT_PATH}`, (route) => route.abort('blockedbyclient'));
  await page.goto('/en');
  const notice = page.getByTestId('notification-adBlocker');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('blocked by an ad blocker');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('without an ad blocker no notice; offline, every page says so, and back online it goes', async ({ page, context }) => {
  await page.goto('/en/live');
  await page.locator('[data-testid^="live-outcome-"]').first().click({ timeout: 20_000 });
  await expect(page.locator('li[data-testid^="slip-bet-"]')).toHaveCount(1);
  await baitReported(page);

  await context.setOffline(true);
  const offline = page.getByTestId('notification-offline');
  await expect(offline).toBeVisible();
  await expect(offline).toContainText('You are offline');
  // The worker heard the bait report before the offline one: had it raised the ad-blocker notice, it would show by now.
  await expect(page.getByTestId('notification-adBlocker')).toHaveCount(0);
  // One thing says the connection is gone: not the live feed's banner as well.
  await expect(page.getByTestId('live-feed-banner')).toHaveCount(0);
  // The slip stays readable.
  await expect(page.locator('li[data-testid^="slip-bet-"]')).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
});

test('the policy pixel is on the page for a listed country and absent for another', async ({ page, baseURL }) => {
  // The demo config's country is 1, one SPEC 9 lists.
  await page.goto('/en');
  const pixel = page.locator(`img[src="${POLICY_LOGO_PATH}"]`);
  await expect(pixel).toHaveCount(1, { timeout: 20_000 });
  await expect(pixel).toHaveAttribute('alt', '');
  await expect(pixel).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => pixel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await testSwitch(baseURL!, '/__test/site-config', { geoCountryId: 77 });
  try {
    const other = await page.context().browser()!.newContext({ baseURL });
    const next = await other.newPage();
    await next.goto('/en');
    await baitReported(next);
    await expect(next.locator(`img[src="${POLICY_LOGO_PATH}"]`)).toHaveCount(0);
    await other.close();
  } finally {
    await testSwitch(baseURL!, '/__test/site-config', { geoCountryId: 1 });
  }
});
