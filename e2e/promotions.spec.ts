import { registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * Promotions as a player meets them: the list filtered to the casino, a
 * promotion's page with its countdown and eligibility, opting in, and the
 * promotion in the office's "my promotions".
 */
test('a player filters to casino, opens a promotion, opts in and finds it in office/promotion', async ({ page }) => {
  await registerFast(page);
  await page.goto('/en/promotions');
  await page.getByTestId('promo-filter-casino').click();
  await expect(page).toHaveURL(/\/en\/promotions\?product=casino$/);
  await expect(page.getByTestId('promo-filter-casino')).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('promo-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-testid="promo-card"][data-product="sport"]')).toHaveCount(0);

  await page.locator('[data-testid="promo-card"][data-slug="lucky-friday"]').getByTestId('promo-link').click();
  await expect(page).toHaveURL(/\/en\/promotions\/lucky-friday$/);
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByTestId('promo-countdown')).toHaveAttribute('data-phase', 'endsIn');
  await expect(detail.getByTestId('promo-countdown')).toContainText(/Ends in \d+ d \d+ h/);
  await expect(detail.getByTestId('promo-terms')).toContainText('500 RUB');
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-state', 'eligible');

  await page.getByTestId('promo-opt-in').click();
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-state', 'opted-in');
  await expect(page.getByTestId('promo-opt-out')).toBeVisible();

  await page.goto('/en/office/promotion');
  const mine = page.getByTestId('office-promotions-opted');
  await expect(mine.locator('[data-slug="lucky-friday"]')).toBeVisible();
  await expect(mine.getByTestId('promo-opt-out')).toBeVisible();
});
