import type { Page } from '@playwright/test';
import { BINGO_TEST_PATH } from '../server/bingo/testSwitch';
import type { BingoGame } from '../src/protocol/bingo';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';

/**
 * A bingo game end to end: a player buys a card in the 75-ball room, the
 * test switch fixes the ball order to the card's numbers, closes the buy
 * window and calls the balls; the card daubs itself as they come, and the
 * full house (with the line and two lines, the only card in the game) is paid.
 */
async function roomSwitch(page: Page, patch: Record<string, unknown>): Promise<BingoGame> {
  const reply = await page.request.post(BINGO_TEST_PATH, { data: { room: 'speed-75', ...patch } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { game: BingoGame }).game;
}

test('a bingo card daubs itself as the numbers are called and a full house is paid', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/en/bingo');
  await page.locator('[data-testid="bingo-room"][data-room="speed-75"]').getByTestId('bingo-open-room').click();
  await expect(page.getByTestId('bingo-phase')).toHaveAttribute('data-phase', 'buying');

  await page.getByTestId('bingo-buy').click();
  const card = page.getByTestId('bingo-card');
  await expect(card).toHaveCount(1);
  const numbers = await card.getByTestId('bingo-cell').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-number'))));
  expect(numbers).toHaveLength(24);
  const before = await activeMoney(page);

  await roomSwitch(page, { fixBalls: numbers, start: true, calls: 5 });
  await expect(card.locator('[data-testid="bingo-cell"][data-daubed="true"]')).toHaveCount(5);
  await expect(page.getByTestId('bingo-last-ball')).toHaveText(String(numbers[4]));

  const ended = await roomSwitch(page, { calls: 19 });
  expect(ended.phase).toBe('ended');
  await expect(card.locator('[data-testid="bingo-cell"][data-daubed="true"]')).toHaveCount(24);
  await expect(page.locator('[data-testid="bingo-prize"][data-prize="fullHouse"]')).toHaveAttribute('data-won', 'true');
  await expect(page.locator('[data-testid="bingo-win"][data-prize="fullHouse"]')).toBeVisible();
  const paid = ended.prizes.reduce((sum, p) => sum + p.amount, 0);
  expect(paid).toBe(ended.pool);
  await expect.poll(() => activeMoney(page)).toBe(before + paid);
});
