import { TOTO_CONFIG } from '../server/config/toto';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';

const STAKE = TOTO_CONFIG.sections[0]?.stakePerCombination ?? Number.NaN;

/**
 * A toto coupon end to end: the demo player opens the toto (its first visit
 * opens a draw of games from the line), quick-picks one sign per game, adds
 * a second sign on the first game, sees two combinations at twice the stake,
 * buys, and the header's balance goes down by exactly that.
 */
test('a toto coupon with two picks on one game costs twice the stake', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/en/toto');
  const form = page.getByTestId('toto-form');
  await expect(form).toBeVisible();
  const before = await activeMoney(page);

  await page.getByTestId('toto-quick-pick').click();
  await expect(page.getByTestId('toto-combinations')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('toto-total')).toHaveAttribute('data-amount', String(STAKE));
  // A second sign on the first game: whichever the quick pick left unticked.
  const first = page.getByTestId('toto-game').first();
  const unticked = first.locator('[data-testid="toto-sign"]:not(:checked)').first();
  await unticked.check();
  await expect(first.locator('[data-testid="toto-sign"]:checked')).toHaveCount(2);
  await expect(page.getByTestId('toto-combinations')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('toto-total')).toHaveAttribute('data-amount', String(2 * STAKE));

  await page.getByTestId('toto-buy').click();
  await expect(page.getByTestId('toto-bought')).toHaveAttribute('data-amount', String(2 * STAKE));
  await expect.poll(() => activeMoney(page)).toBe(before - 2 * STAKE);
  const shown = ((before - 2 * STAKE) / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('balance')).toContainText(shown);

  // The coupon is among the player's, waiting for its games.
  await page.getByTestId('toto-tab-coupons').click();
  await expect(page.getByTestId('toto-coupon').first()).toHaveAttribute('data-status', 'open');
});
