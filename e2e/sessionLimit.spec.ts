import type { Page } from '@playwright/test';
import { LIMITS_PATHS } from '../src/protocol/schemas/limits';
import { registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * The session limit's logout (SPEC 2, 4): the worker pings while a session
 * limit is set and, when the time runs out, logs the player out in every tab
 * with the notice "Your session limit has ended. Come back tomorrow.". The
 * server's test switch makes the limit's hour last 15 s of pings; both tabs are
 * open before the worker learns of the limit, so the countdown holds only the
 * limits page's load.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function hourMs(page: Page, ms: number): Promise<void> {
  const res = await page.request.post('/__test/limits', { data: { hourMs: ms } });
  expect(res.status()).toBe(200);
}

test('a session limit that runs out logs the player out in both tabs with the notice, dismissed in one for both', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await hourMs(page, 15_000);
  try {
    await registerFast(page);
    const other = await context.newPage();
    await other.goto('/en');
    await expect(other.getByTestId('balance')).toBeVisible();
    const set = await page.request.post(LIMITS_PATHS.limits, { headers: XHR, data: { limits: [{ limitType: 31, limitValue: 1 }] } });
    expect(set.status(), await set.text()).toBe(200);
    // The limits page loads the limits again: the worker learns of the session limit and starts pinging.
    await page.goto('/en/office/responsible');
    await expect(page.getByTestId('limit-31')).toHaveAttribute('data-state', 'active');

    for (const tab of [page, other]) {
      await expect(tab.getByTestId('session-limit-notice')).toHaveText(/Your session limit has ended\. Come back tomorrow\./, {
        timeout: 30_000,
      });
      await expect(tab.getByTestId('login-button')).toBeVisible();
    }
    await other.getByTestId('session-limit-notice').getByRole('button', { name: 'OK' }).click();
    for (const tab of [page, other]) await expect(tab.getByTestId('session-limit-notice')).toBeHidden();
  } finally {
    await hourMs(page, 3_600_000);
  }
});
