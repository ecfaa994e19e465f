import { acceptCookies, contextFor } from './support/look';
import { registerFast, signIn } from './support/player';
import { expect, test } from './support/server';

/**
 * DESIGN "Regulation", as the player lives it: a self-exclusion started on
 * office/responsible signs out every open tab at once, each saying why;
 * signing in again is allowed, but only to view the account and withdraw:
 * any other page sends to play-paused, which says until when, while the
 * withdrawal and the history still open.
 */
test('a self-exclusion signs out both tabs with the reason; signed in again, the player may only view and withdraw', async ({
  context,
}) => {
  const page = await context.newPage();
  const { login, password } = await registerFast(page);

  const second = await context.newPage();
  await second.goto('/en/live');
  await expect(second.getByTestId('user-login')).toHaveText(login);

  // The limits are one click away in the header's profile menu.
  await page.getByTestId('profile-button').click();
  await page.getByTestId('limits-open').click();
  await expect(page).toHaveURL(/\/en\/office\/responsible$/);
  const panel = page.getByTestId('break-30');
  await panel.getByTestId('break-days').selectOption('7');
  // The reasons come with the page (behind the site's flag): the first one offered.
  await expect(panel.getByTestId('break-reason').locator('option')).not.toHaveCount(1);
  await panel.getByTestId('break-reason').selectOption({ index: 1 });
  await panel.getByTestId('break-start').click();
  await page.getByTestId('break-confirm').click();

  for (const tab of [page, second]) {
    await expect(tab.getByTestId('play-block-notice')).toContainText('your time-out or self-exclusion has started');
    await expect(tab.getByTestId('login-button')).toBeVisible();
  }

  await second.goto('/en/live');
  await signIn(second, login, password);
  await expect(second).toHaveURL(/\/en\/play-paused$/);
  const paused = second.getByTestId('play-paused-page');
  await expect(paused).toHaveAttribute('data-state', 'selfExclusion');
  await expect(paused.getByRole('heading', { level: 1 })).toHaveText('Your self-exclusion is running');
  await expect(second.getByTestId('play-paused-until')).toContainText('The self-exclusion ends on');

  // Betting stays closed; the withdrawal and the history open.
  await second.goto('/en/live');
  await expect(second).toHaveURL(/\/en\/play-paused$/);
  await second.getByTestId('play-paused-withdraw').click();
  await expect(second).toHaveURL(/\/en\/office\/withdrawal$/);
  await second.goto('/en/office/historypay');
  await expect(second).toHaveURL(/\/en\/office\/historypay$/);
  await expect(second.getByTestId('play-paused-page')).toHaveCount(0);
});

test('on a phone the limits are one tap away in the profile menu', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...contextFor('phone'), baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/en/live');
    await acceptCookies(page);
    await registerFast(page);
    await page.getByTestId('profile-button').click();
    await page.getByTestId('limits-open').click();
    await expect(page).toHaveURL(/\/en\/office\/responsible$/);
    await expect(page.getByTestId('break-33')).toBeVisible();
  } finally {
    await context.close();
  }
});
