import { depositByCard } from './support/deposit';
import { expect, test } from './support/server';

/**
 * The shared notifications queue as a new player meets it: the first deposit
 * (through the simulated provider's card page) raises one notification, shown
 * in every tab of the browser; closing it in one tab closes it in all, and a
 * reload does not bring it back. Time moves by the wallet's test switch, not
 * by waiting.
 */
test('the first deposit is notified in two tabs, dismissed in one for both, and stays dismissed after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en/registration?type=fast_reg');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('fast-password')).not.toBeEmpty();
  await page.getByTestId('fast-continue').click();
  // A new player is welcomed once.
  await expect(page.getByTestId('notification-welcome')).toContainText('Welcome');

  // A second tab of the same browser: same worker, same queue.
  const other = await context.newPage();
  await other.goto('/en');
  await expect(other.getByTestId('balance')).toBeVisible();

  await page.goto('/en/office/recharge');
  await depositByCard(page, baseURL!, '1000');

  // The tab that stayed on the site hears it while the other is on the payment's own (empty-layout) page, then on the site.
  const there = other.getByTestId('notification-registrationFirstDeposit');
  await expect(there).toContainText('Your first deposit is in');
  await page.getByRole('link', { name: 'Home' }).click();
  const here = page.getByTestId('notification-registrationFirstDeposit');
  await expect(here).toContainText('Your first deposit is in');
  await expect(there.getByRole('link', { name: 'Set my limits' })).toHaveAttribute('href', '/en/office/responsible');

  await there.getByRole('button', { name: 'Close notification' }).click();
  await expect(there).toHaveCount(0);
  await expect(here).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(/1,000\.00/);
  await expect(page.getByTestId('notification-registrationFirstDeposit')).toHaveCount(0);
});
