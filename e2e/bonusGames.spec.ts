import { BONUS_PATHS, bonusesAnswerSchema } from '../src/protocol/schemas/bonus';
import { registerFast } from './support/player';
import { expect, test } from './support/server';

// The wheel stops at once (the motion tokens are zero): the spec waits for the try, not for an animation.
test.use({ reducedMotion: 'reduce' });

/**
 * The fortuna wheel's daily free try as a player meets it: reached from its
 * landing page, spun once, its prize shown and granted exactly once (the
 * bonus or the free spins on office/bonuses/deposit, or nothing at all),
 * and a second spin the same UTC day refused with when the next one comes.
 */
test('a daily free spin of the fortuna wheel grants its prize once; the second the same day is refused', async ({ page }) => {
  await page.goto('/en/games-landing/fortuna');
  await expect(page.getByTestId('content-page')).toContainText('Spin the Fortuna wheel free every day');
  await page.getByRole('link', { name: 'Spin the wheel' }).click();
  await expect(page.getByTestId('bonus-game')).toHaveAttribute('data-game', 'fortuna');
  await expect(page.getByTestId('games-sign-in')).toBeVisible();

  await registerFast(page);
  await page.goto('/en/allgamesentrance');
  await expect(page.getByTestId('game-card-fortuna').getByTestId('daily-available')).toBeVisible();
  await page.getByTestId('game-card-fortuna').getByRole('link', { name: 'Fortuna wheel' }).click();
  await expect(page).toHaveURL(/\/en\/bonus-games\/fortuna$/);

  await page.getByTestId('spin').click();
  const result = page.getByTestId('try-result');
  await expect(result).toBeVisible();
  const prize = await result.getAttribute('data-prize');
  await expect(page.getByTestId('daily-next')).toContainText('Next free try in');

  await page.getByTestId('spin').click();
  await expect(page.getByTestId('try-refusal')).toHaveAttribute('data-code', 'bonus_games.daily_used');
  await expect(page.getByTestId('try-refusal')).toContainText('Today’s free try of this game is played. The next comes in');

  const bonuses = bonusesAnswerSchema.parse(await (await page.request.get(BONUS_PATHS.list)).json());
  expect(bonuses.active.filter((b) => b.source === 'bonus_game')).toHaveLength(prize === 'bonus' ? 1 : 0);
  expect(bonuses.freeSpins).toHaveLength(prize === 'freeSpins' ? 1 : 0);
  if (prize === 'none') {
    await expect(result).toContainText('Nothing this time');
    return;
  }
  await result.getByTestId('prize-link').click();
  await expect(page).toHaveURL(/\/en\/office\/bonuses\/deposit$/);
  await expect(page.getByTestId(prize === 'bonus' ? 'bonus-card' : 'free-spins-card')).toHaveCount(1);
});
