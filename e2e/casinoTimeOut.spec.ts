import { LIMITS_PATHS } from '../src/protocol/schemas/limits';
import { registerFast } from './support/player';
import { expect, test } from './support/server';
import { startPlaying } from './support/gameFrame';

/**
 * A time-out set while a game is open stops its next round with the reason.
 * The player is new: a break would stop the shared demo player elsewhere.
 */
test('a time-out stops play with the reason', async ({ page }) => {
  await registerFast(page);
  await page.goto('/en/slots/game/scratch-standard/scratch-card');
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await startPlaying(frame);
  const set = await page.request.post(LIMITS_PATHS.limits, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { limits: [{ limitType: 33, limitValue: 1 }] },
  });
  expect(set.status()).toBe(200);
  await frame.getByTestId('scratch-buy').click();
  await expect(frame.getByTestId('scratch-error')).toContainText('Play is stopped: your break runs until');
});
