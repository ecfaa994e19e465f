import { startPlaying } from './support/gameFrame';
import { expect, test } from './support/server';

/**
 * Blackjack from the lobby as a guest, with play money: the card games list
 * the table, the frame states its rules and return, a deal shows two cards
 * each with the dealer's hole card face down, and standing (declining
 * insurance when offered) plays the round out: every card shows and the
 * round says what it paid.
 */
test('a guest deals a blackjack hand with play money and stands it out', async ({ page }) => {
  await page.goto('/en/card-games');
  await page.getByTestId('lobby-tile').filter({ hasText: 'Single Deck Blackjack' }).getByTestId('lobby-tile-link').click();
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('blackjack-rtp')).toContainText('99.88');
  await startPlaying(frame);

  await frame.getByRole('button', { name: 'Deal' }).click();
  const status = frame.getByTestId('blackjack-status');
  await expect(frame.getByTestId('blackjack-hand-0')).toBeVisible();
  await expect(async () => {
    if (/round pays|no win/i.test((await status.textContent()) ?? '')) return;
    const decline = frame.getByRole('button', { name: /No insurance/ });
    if (await decline.isVisible()) await decline.click({ timeout: 2_000 });
    else await frame.getByRole('button', { name: /^Stand/ }).click({ timeout: 2_000 });
    await expect(status).toHaveText(/round pays|no win/i, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(frame.locator('[data-testid="blackjack-dealer"] .bj-card--back')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Deal' })).toBeEnabled();
});
