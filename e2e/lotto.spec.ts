import { LOTTO_TEST_PATH } from '../server/lotto/testSwitch';
import type { LottoDraw } from '../src/protocol/lotto';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';

/**
 * A lotto ticket end to end: the player picks a 6-from-49 line with the
 * keyboard and buys it, the test switch fixes the draw's balls to three of
 * the line's numbers and brings the lottery's clock to the draw, and the
 * ticket is settled as won and paid (12 times the line price).
 */
test('a lotto ticket wins on a fixed draw and is paid', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/en/lotto');
  const lottery = page.locator('[data-testid="lotto-lottery"][data-lottery="6-49"]');
  await expect(lottery.getByTestId('lotto-return')).toContainText('54.07');
  await lottery.getByTestId('lotto-play').click();
  await expect(page).toHaveURL(/\/en\/lotto\/6-49$/);

  // 1 to 6 by keyboard: Space picks, the right arrow moves on.
  const grid = page.getByTestId('lotto-grid');
  await grid.locator('[data-number="1"]').focus();
  for (let n = 1; n <= 6; n += 1) {
    await page.keyboard.press('Space');
    if (n < 6) await page.keyboard.press('ArrowRight');
  }
  await expect(grid.locator('[aria-pressed="true"]')).toHaveCount(6);
  await expect(grid.locator('[data-number="7"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('lotto-total')).toContainText('50.00');
  await page.getByTestId('lotto-buy').click();
  await expect(page.getByTestId('lotto-bought')).toBeVisible();
  await expect(page.locator('[data-testid="lotto-ticket"][data-status="pending"]')).toHaveCount(1);
  const before = await activeMoney(page);

  const reply = await page.request.post(LOTTO_TEST_PATH, { data: { lottery: '6-49', fixBalls: [1, 2, 3, 40, 41, 42], draw: true } });
  expect(reply.status()).toBe(200);
  const draw = ((await reply.json()) as { draw: LottoDraw }).draw;
  expect(draw.status).toBe('drawn');
  await expect.poll(() => activeMoney(page)).toBe(before + 12 * 5_000);

  await page.getByTestId('lotto-nav-view').click();
  const ticket = page.locator('[data-testid="lotto-ticket"][data-status="won"]');
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByTestId('lotto-win')).toContainText('600.00');
  await expect(ticket.locator('[data-hit="true"]')).toHaveCount(3);

  await page.getByTestId('lotto-nav-results').click();
  const result = page.locator('[data-testid="lotto-draw"][data-lottery="6-49"]').first();
  await expect(result.getByTestId('lotto-balls').first().locator('li')).toHaveText(['1', '2', '3', '40', '41', '42']);
  await expect(result).toContainText(draw.seed ?? 'no seed');
});
