import { playBonusGame } from '../src/core/bonusGames';
import { fairDraws } from '../src/core/casino/fair';
import { BONUS_GAME_TABLES } from '../src/protocol/constants/bonusGames';
import { BONUS_PATHS, bonusesAnswerSchema } from '../src/protocol/schemas/bonus';
import { registerFast } from './support/player';
import { expect, test } from './support/server';

// The wheel stops at once (the motion tokens are zero): the spec waits for the try, not for an animation.
test.use({ reducedMotion: 'reduce' });

/** A server seed whose first fortuna try with this client seed wins bonus money (found, not typed in). */
function bonusWinningServerSeed(clientSeed: string): { serverSeed: string; amount: number } {
  for (let i = 0; ; i += 1) {
    const serverSeed = i.toString(16).padStart(64, '0');
    const prize = BONUS_GAME_TABLES.fortuna[playBonusGame('fortuna', fairDraws({ serverSeed, clientSeed, nonce: 0 })).line]?.prize;
    if (prize?.kind === 'bonus') return { serverSeed, amount: prize.amount };
  }
}

/**
 * The fortuna wheel's daily free try as a player meets it: reached from its
 * landing page, spun once, its prize shown and granted exactly once (the
 * server seed fixed by the test switch, so the try wins bonus money, on
 * office/bonuses/deposit), and a second spin the same UTC day refused with
 * when the next one comes.
 */
test('a daily free spin of the fortuna wheel grants its prize once; the second the same day is refused', async ({ page }) => {
  await page.goto('/en/games-landing/fortuna');
  await expect(page.getByTestId('content-page')).toContainText('Spin the Fortuna wheel free every day');
  await page.getByRole('link', { name: 'Spin the wheel' }).click();
  await expect(page.getByTestId('bonus-game')).toHaveAttribute('data-game', 'fortuna');
  await expect(page.getByTestId('games-sign-in')).toBeVisible();

  const { login } = await registerFast(page);
  const seeds = async (serverSeed: string) =>
    (await (await page.request.post('/__test/casino-seed', { data: { login, serverSeed } })).json()) as { clientSeed: string };
  const { clientSeed } = await seeds('f'.repeat(64));
  const winning = bonusWinningServerSeed(clientSeed);
  await seeds(winning.serverSeed);
  await page.goto('/en/allgamesentrance');
  await expect(page.getByTestId('game-card-fortuna').getByTestId('daily-available')).toBeVisible();
  await page.getByTestId('game-card-fortuna').getByRole('link', { name: 'Fortuna wheel' }).click();
  await expect(page).toHaveURL(/\/en\/bonus-games\/fortuna$/);

  await page.getByTestId('spin').click();
  const result = page.getByTestId('try-result');
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-prize', 'bonus');
  await expect(page.getByTestId('daily-next')).toContainText('Next free try in');

  await page.getByTestId('spin').click();
  await expect(page.getByTestId('try-refusal')).toHaveAttribute('data-code', 'bonus_games.daily_used');
  await expect(page.getByTestId('try-refusal')).toContainText('Today’s free try of this game is played. The next comes in');

  const bonuses = bonusesAnswerSchema.parse(await (await page.request.get(BONUS_PATHS.list)).json());
  const granted = bonuses.active.filter((b) => b.source === 'bonus_game');
  expect(granted.map((b) => b.amount)).toEqual([winning.amount]);
  expect(bonuses.freeSpins).toHaveLength(0);
  await result.getByTestId('prize-link').click();
  await expect(page).toHaveURL(/\/en\/office\/bonuses\/deposit$/);
  await expect(page.getByTestId('bonus-card')).toHaveCount(1);
});
