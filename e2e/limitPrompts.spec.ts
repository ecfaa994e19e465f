import { expect, test } from './support/server';

/**
 * The limit prompts (UKGC RTS 12) for a player who has just registered: the
 * site asks for a deposit limit until "not now", and the deposit page asks
 * again before the first deposit, with the way to office/responsible.
 */
test('a new player is prompted to set a deposit limit after registration and on the deposit page', async ({ page }) => {
  await page.goto('/en/registration?type=fast_reg');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('fast-password')).not.toBeEmpty();

  await page.goto('/en');
  const prompt = page.getByTestId('limit-prompt-site');
  await expect(prompt).toContainText('Set a deposit limit');
  await expect(prompt.getByTestId('limit-prompt-set')).toHaveAttribute('href', '/en/office/responsible');
  await prompt.getByTestId('limit-prompt-not-now').click();
  await expect(prompt).toHaveCount(0);

  await page.goto('/en/recharge');
  const before = page.getByTestId('limit-prompt-depositPage');
  await expect(before).toContainText('before your first deposit');
  await before.getByTestId('limit-prompt-set').click();
  await expect(page).toHaveURL(/\/en\/office\/responsible$/);

  // "Not now" is the player's, kept by the server: a reload does not ask again on the site's pages.
  await page.goto('/en');
  await expect(page.getByTestId('footer-info')).toBeVisible();
  await expect(page.getByTestId('limit-prompt-site')).toHaveCount(0);
});
