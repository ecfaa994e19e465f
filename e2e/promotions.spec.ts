import { registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * Promotions as a player meets them: the list filtered to the casino, a
 * promotion's page with its countdown and eligibility, opting in, and the
 * promotion in the office's "my promotions", and its reward, free spins, on
 * the bonus page.
 */
test('a player filters to casino, opens a promotion, opts in, finds it in office/promotion and its free spins on the bonus page', async ({
  page,
}) => {
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
  await expect(detail.getByTestId('promo-terms')).toContainText('Book of Sands');
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-state', 'eligible');

  await page.getByTestId('promo-opt-in').click();
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-state', 'opted-in');
  await expect(page.getByTestId('promo-opt-out')).toBeVisible();

  await page.goto('/en/office/promotion');
  const mine = page.getByTestId('office-promotions-opted');
  await expect(mine.locator('[data-slug="lucky-friday"]')).toBeVisible();
  await expect(mine.getByTestId('promo-opt-out')).toBeVisible();

  // Its reward: the 20 free spins wait on the bonus page, with the way into their slot.
  await page.goto('/en/office/bonuses/deposit');
  const spins = page.getByTestId('free-spins-card');
  await expect(spins.getByTestId('free-spins-left')).toHaveText('20 of 20');
  await expect(spins.getByTestId('free-spins-play')).toHaveAttribute('href', /\/en\/slots\/game\/1001\//);
});
