import type { Page } from '@playwright/test';
import { depositByCard } from './support/deposit';
import { startPlaying } from './support/gameFrame';
import { activeMoney, registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * The casino's play pipe end to end: the game page frames the game from the
 * games origin (sandboxed), the frame plays rounds on the server, and the
 * ledger's balance reaches the header of every tab and the round the office's
 * casino history; a demo moves no money. A lobby tile opens its game; closing
 * the first real-money game thanks the player. The player is new: the shared
 * demo player's first game is whichever spec played for real money first
 * (a crash bet counts as much as a spin).
 */
const GAME_PATH = '/en/slots/game/scratch-standard/scratch-card';

async function ledgerRows(page: Page): Promise<number> {
  const reply = await page.request.get('/__test/wallet/check');
  const body = (await reply.json()) as { ledger: { movements: number; entries: number } };
  return body.ledger.movements + body.ledger.entries;
}

async function scratchOnce(page: Page) {
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('frame-rtp')).toContainText('Return to player: 96.39%');
  await startPlaying(frame);
  await frame.getByTestId('scratch-buy').click();
  return frame;
}

test('a real-money spin of a slot opened from the lobby changes the header balance in two tabs', async ({ page, context, baseURL }) => {
  // A deposit, two tabs, up to five spins of at least 2.5 s each and the thank-you page: 45 s on a quiet machine.
  test.slow();
  await registerFast(page);
  await page.goto('/en/office/recharge');
  await depositByCard(page, baseURL!, '1000');
  await expect.poll(() => activeMoney(page)).toBeGreaterThan(0);
  const second = await context.newPage();
  await second.goto('/en');
  const before = await activeMoney(page);
  await page.goto('/en/slots?q=book');
  const tile = page.getByTestId('lobby-tile').filter({ hasText: 'Book of Sands' });
  await tile.getByTestId('lobby-tile-link').click();
  await expect(page).toHaveURL(/\/en\/slots\/(.+\/)?game\/\d+\//);
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  // The paytable and its exact RTP come before the first spin.
  await expect(frame.getByTestId('slot-rtp')).toContainText('%');
  const spin = frame.getByTestId('slot-spin');
  await startPlaying(frame);
  const recall = frame.getByTestId('frame-recall').locator('li');
  // A round that wins back exactly its stake leaves the balance where it was: the player spins again (at most five).
  let after = before;
  for (let rounds = 0; after === before && rounds < 5; rounds += 1) {
    // Pressed again only while no round came back and the button is free (a click can miss as the start's can).
    await expect(async () => {
      if ((await recall.count()) > rounds) return;
      if (await spin.isEnabled()) await spin.click({ timeout: 5_000 });
      await expect(recall).not.toHaveCount(rounds, { timeout: 8_000 });
    }).toPass({ timeout: 45_000 });
    after = await activeMoney(page);
  }
  const stake = /Stake[^\d]*([\d.,]+)/.exec((await recall.first().textContent()) ?? '')?.[1] ?? '';
  expect(stake).not.toBe('');
  expect(after).not.toBe(before);
  const shown = (after / 100).toLocaleString('en', { minimumFractionDigits: 2 });
  for (const tab of [page, second]) await expect(tab.getByTestId('balance')).toContainText(shown);
  // The player's first real-money game ever: closing it leads to the thank-you page, which names it.
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(/\/en\/slots\/thankyou$/);
  await expect(page.getByTestId('thankyou-lead')).toContainText('Book of Sands');
  // The game now leads the player's recently played row.
  await page.goto('/en/slots');
  await expect(page.getByTestId('lobby-recent').getByTestId('lobby-tile').first()).toContainText('Book of Sands');
  // The office's casino history lists the round with its stake.
  await page.goto('/en/office/casino-history');
  const round = page.getByTestId('casino-history-item').first();
  await expect(round.getByTestId('casino-history-game')).toHaveText('Book of Sands');
  await expect(round.getByTestId('casino-history-stake')).toContainText(stake);
});

test('a guest demo round plays with play money and leaves the ledger as it was', async ({ page }) => {
  await page.goto('/en');
  const rows = await ledgerRows(page);
  await page.goto(GAME_PATH);
  const frame = await scratchOnce(page);
  await expect(frame.getByTestId('scratch-result')).not.toBeEmpty();
  await expect(frame.getByText('Demo: play money')).toBeVisible();
  await expect(page.getByTestId('game-demo-balance')).toBeVisible();
  expect(await ledgerRows(page)).toBe(rows);
});
