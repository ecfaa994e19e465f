import type { Page } from '@playwright/test';
import { AUTH_PATHS } from '../src/protocol/schemas/auth';
import { PROMOTION_PATHS } from '../src/protocol/schemas/promotions';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN, expect, test } from './support/server';

async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.get(AUTH_PATHS.userConfig);
  return ((await res.json()) as { user_id: number }).user_id;
}

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

test('an operator’s award of a participation promotion shows on its open page as "Awarded", without a reload', async ({
  page,
  baseURL,
}) => {
  await registerFast(page);
  await page.goto('/en/promotions/cashback');
  await page.getByTestId('promo-opt-in').click();
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-state', 'opted-in');
  await expect(page.getByTestId('promo-awards')).toHaveCount(0);

  const awarded = await fetch(`${baseURL}${PROMOTION_PATHS.adminAward}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slug: 'cashback',
      awardId: `e2e-award-${Date.now()}`,
      award: { kind: 'clubPoints', amount: 150 },
      players: [await userIdOf(page)],
    }),
  });
  expect(awarded.status, await awarded.clone().text()).toBe(200);
  // The award's inbox message reaches the worker on the player's channel, and the page is read again.
  await expect(page.getByTestId('promo-awards')).toContainText('Awarded: 150 club points');
});
