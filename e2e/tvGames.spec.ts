import type { Page } from '@playwright/test';
import { TV_GAMES_TEST_PATH } from '../server/tvGames/testSwitch';
import { TV_PATHS, type TvDraw, type TvShow } from '../src/protocol/tvGames';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';

/**
 * A TV draw end to end: a signed-in player bets on the first ball over the
 * middle of the next Lucky 7/42 draw; the test switch fixes the balls and
 * moves the show's clock through the betting window and the drawing; the
 * balls show on the stage and the win is paid.
 */
const SHOW = 'lucky-7-42';
const BALLS = [40, 1, 2, 3, 4, 5, 6];

async function showSwitch(page: Page, patch: Record<string, unknown>): Promise<TvDraw> {
  const reply = await page.request.post(TV_GAMES_TEST_PATH, { data: { show: SHOW, ...patch } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { draw: TvDraw }).draw;
}

test('a bet on the next TV draw wins when its balls are drawn, and is paid', async ({ page }) => {
  await signInDemo(page);
  const shows = (await (await page.request.get(TV_PATHS.shows)).json()) as { shows: TvShow[] };
  const show = shows.shows.find((s) => s.id === SHOW) as TvShow;
  await page.goto(`/en/tvgames?show=${SHOW}`);
  await expect(page.getByTestId('tv-phase')).toHaveAttribute('data-phase', 'betting');

  await page.locator('[data-testid="tv-pick"][data-selection="firstOver"]').click();
  await page.getByTestId('tv-place').click();
  const bet = page.locator('[data-testid="tv-bet"][data-selection="firstOver"]');
  await expect(bet).toHaveAttribute('data-status', 'open');
  const before = await activeMoney(page);

  // The show's time stands still but for the switch's steps: on a loaded machine the stage may paint after the next ball.
  await showSwitch(page, { fixBalls: BALLS, advanceMs: show.bettingMs + 3 * show.ballMs, hold: true });
  try {
    const stage = page.getByTestId('tv-stage');
    await expect(stage.getByTestId('tv-ball')).toHaveCount(3);
    await expect(page.getByTestId('tv-phase')).toHaveAttribute('data-phase', 'drawing');

    const ended = await showSwitch(page, { advanceMs: 4 * show.ballMs });
    expect(ended.balls).toEqual(BALLS);
    await expect(stage.getByTestId('tv-ball')).toHaveCount(7);
    await expect(stage.locator('[data-testid="tv-ball"]').first()).toHaveAttribute('data-ball', '40');
    await expect(bet).toHaveAttribute('data-status', 'won');
    const odds = show.offers.find((o) => o.selection === 'firstOver')?.odds ?? 0;
    await expect.poll(() => activeMoney(page)).toBe(before + Math.floor((show.minStake * odds) / 100));
    await expect(page.getByTestId('tv-last-draw').first()).toContainText(`#${ended.drawId}`);
  } finally {
    await showSwitch(page, { hold: false });
  }
});
