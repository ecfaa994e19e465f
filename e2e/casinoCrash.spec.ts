import type { Page } from '@playwright/test';
import { SHARED_TEST_PATH } from '../server/casino/shared/testSwitch';
import type { SharedRound } from '../src/protocol/casino/shared';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';
import { startPlaying } from './support/gameFrame';

/**
 * A crash table in the game frame end to end: the lobby opens the game, the
 * frame bets and cashes out on the games origin with its launch token, and
 * the ledger pays stake x the multiplier the server answered. The test switch
 * fixes the crash point and moves the table's schedule on (no waiting).
 */
async function tableSwitch(page: Page, patch: Record<string, unknown>): Promise<SharedRound> {
  const reply = await page.request.post(SHARED_TEST_PATH, { data: { table: 'crash', ...patch } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { round: SharedRound }).round;
}

/** Fixes the next round high and moves the schedule on until that round takes bets. */
async function openFixedRound(page: Page): Promise<SharedRound> {
  const fixedAfter = (await tableSwitch(page, { fixNext: { engine: 'crash', crashPoint: 500 } })).roundId;
  for (let i = 0; i < 300; i += 1) {
    // Steps shorter than the betting window, so none is skipped.
    const round = await tableSwitch(page, { advanceMs: 4_000 });
    if (round.phase === 'betting' && round.roundId !== fixedAfter) return round;
  }
  throw new Error('no crash round opened');
}

test('a player cashes out a crash bet for stake x multiplier, finds it in the office history, then bets play money in demo', async ({
  page,
}) => {
  await signInDemo(page);
  const before = await activeMoney(page);
  await page.goto('/en/crash-games?q=rocketeer');
  await page.getByTestId('lobby-tile').filter({ hasText: 'Rocketeer' }).getByTestId('lobby-tile-link').click();
  await expect(page).toHaveURL(/\/en\/casino\/game\/\d+\//);
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('frame-rtp')).toContainText('Return to player: 99.00%');
  await startPlaying(frame);

  const round = await openFixedRound(page);
  await frame.getByLabel('Stake').fill('10.00');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByText('Your bet:')).toBeVisible();
  await expect.poll(() => activeMoney(page)).toBe(before - 1_000);
  // The session bar's net position counts the shared table's bets too (UKGC RTS 14).
  await expect(frame.getByTestId('frame-net')).toHaveText('-RUB 10.00');

  // Take-off, and 4 s into the flight (about ×1.2, under the fixed ×5.00).
  await tableSwitch(page, { advanceMs: round.bettingEndsAt - round.serverNow + 4_000 });
  await frame.getByRole('button', { name: /^Cash out/ }).click();
  const line = frame.getByText(/Cashed out at ×\d+\.\d\d/);
  await expect(line).toBeVisible();
  const multiplier = Math.round(Number(/×(\d+\.\d\d)/.exec((await line.textContent()) ?? '')?.[1]) * 100);
  expect(multiplier).toBeGreaterThan(100);
  expect(multiplier).toBeLessThan(500);
  await expect.poll(() => activeMoney(page)).toBe(before - 1_000 + 10 * multiplier);
  await expect(frame.getByTestId('frame-net')).toHaveText(`RUB ${((10 * multiplier - 1_000) / 100).toFixed(2)}`);
  await expect(page.getByTestId('balance')).toContainText(
    ((before - 1_000 + 10 * multiplier) / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
  );

  // The office casino history lists the bet under its game, with the multiplier it cashed out at.
  const gamePath = new URL(page.url()).pathname;
  await page.goto(`/en/office/casino-history?game=${/\/casino\/game\/(\d+)\//.exec(gamePath)?.[1] ?? ''}`);
  const listed = page.getByTestId('casino-history-item').first();
  await expect(listed.getByTestId('casino-history-game')).toContainText('Rocketeer');
  await expect(listed.getByTestId('casino-history-stake')).toContainText('10.00');
  await listed.getByTestId('casino-history-item-toggle').click();
  await expect(listed.getByTestId('casino-history-selection')).toContainText(`× ${(multiplier / 100).toFixed(2)}`);

  // The same game in demo bets play money on the same table; the account stays as it was.
  const after = await activeMoney(page);
  await page.goto(`${gamePath}?demo=1`);
  await startPlaying(frame);
  await openFixedRound(page);
  await frame.getByLabel('Stake').fill('10.00');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByText('Your bet:')).toBeVisible();
  await expect(page.getByTestId('game-demo-balance')).toContainText('990.00');
  expect(await activeMoney(page)).toBe(after);
});
