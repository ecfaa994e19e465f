import { expect, test } from './support/server';

/**
 * The betting alphabet as a reader uses it: the blocks and the A–Z index,
 * "system" typed into the search, the result opened with the keyboard, the
 * entry with its worked example, and its link into the betting calculator
 * with the same calculation. Search, fallback and the store are tested in
 * units (tests/core/alphabet, tests/server/alphabet, tests/ui/alphabet).
 */
test('search "system", open the entry with Enter, and follow its example into the calculator', async ({ page }) => {
  await page.goto('/en/betting-alphabet');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting alphabet' })).toBeVisible();
  await expect(page.getByTestId('alphabet-block')).toHaveCount(6);
  await expect(page.getByTestId('alphabet-az')).toBeVisible();

  const search = page.getByTestId('alphabet-search');
  await search.fill('system');
  await expect(page.getByTestId('alphabet-hit').first()).toContainText('System');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/en\/betting-alphabet\/bet-types\/coupon-types\/system$/);
  const entry = page.getByTestId('alphabet-entry');
  await expect(entry.getByRole('heading', { level: 1 })).toHaveText('System');
  await expect(entry).toContainText('3 lines, staking 100.00 each');
  await expect(entry).toContainText('1,175.00');

  await page.getByTestId('alphabet-calculator').click();
  await expect(page).toHaveURL(/\/en\/betting-calculator\?t=2&k=2&s=300&f=0&o=1\.5&o=2&o=2\.5$/);
  await expect(page.getByTestId('calc-max-return')).toHaveText('1,175.00');
});
