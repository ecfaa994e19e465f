import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { REMOVE_SHARED_WORKER } from './support/noSharedWorker';
import { signInDemo } from './support/player';
import { expect, test } from './support/server';

/**
 * A live game's video: the recommended stream on the live page leads to a
 * live game with video; its page's Watch opens the player in the right
 * column, a reload keeps it, a second tab of the same browser shows it and a
 * close in one tab closes it in the other. A guest sees the sign-in prompt.
 */

/** The live page's recommended stream: a live game with video. Its page's path. */
/**
 * Opens the live page's recommended game with video and answers its path. The demo's games end on their own: one that
 * finishes between the live page and its own (no Watch button then) is passed over for the next recommendation.
 */
async function openLiveGameWithVideo(page: Page): Promise<string> {
  let path = '';
  await expect(async () => {
    await page.goto('/en/live');
    const game = page.getByTestId('media-recommended-game');
    await expect(game).toBeVisible({ timeout: 30_000 });
    path = (await game.getAttribute('href')) ?? '';
    await page.goto(path);
    await expect(page.getByTestId('media-watch')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return path;
}

const card = (page: Page) => page.locator('[data-testid^="media-card-video-"]');

test('a signed-in player watches a live game in the right column; it floats when scrolled away and on a phone', async ({ page }) => {
  await signInDemo(page);
  const path = await openLiveGameWithVideo(page);
  const gameId = Number(/\/(\d+)-[^/]*$/.exec(path)?.[1]);
  expect(gameId).toBeGreaterThan(0);
  await page.getByTestId('media-watch').click();

  // The player appears in the right column's slot, docked.
  const right = page.getByTestId('media-slot-right');
  await expect(right.getByTestId('video-player')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-testid', `media-card-video-${gameId}`);
  await expect(card(page)).toHaveAttribute('data-place', 'right');
  await expect(card(page)).toHaveAttribute('data-shown', 'docked');
  await expect(page.getByTestId('media-sign-in')).toHaveCount(0);
  // The live score from the feed over the video.
  await expect(card(page).getByTestId('media-score')).toBeVisible();
  // The card, its controls and its error or loading screen pass axe (no serious or critical violation).
  const scan = await new AxeBuilder({ page }).include('[data-testid^="media-card-"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Move video on scroll (on by default): with its column scrolled out of view it shows floating, and docks again on return.
  await page.setViewportSize({ width: 1366, height: 420 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(card(page)).toHaveAttribute('data-shown', 'floating');
  await expect(page.getByTestId('media-floating').getByTestId('video-player')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-place', 'right');
  // Its place in the column back in view (the placeholder keeps the player's height while it floats).
  await page.locator('.media-place').evaluate((place) => place.scrollIntoView({ block: 'center' }));
  await expect(card(page)).toHaveAttribute('data-shown', 'docked');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Opening it again from the page moves it: floating.
  await page.getByTestId('media-open-place-floating').check();
  await page.getByTestId('media-watch').click();
  await expect(page.getByTestId('media-floating').getByTestId('video-player')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-place', 'floating');
  // Docked back from the card itself.
  await card(page).getByTestId('media-place-right').click();
  await expect(right.getByTestId('video-player')).toBeVisible();

  // A phone has no side columns: the player floats there, its place kept for the desktop.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('media-floating').getByTestId('video-player')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-place', 'right');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(right.getByTestId('video-player')).toBeVisible();
});

test('a docked player is kept across reloads and shared by tabs: a close in one closes it in all', async ({ page, context }) => {
  await signInDemo(page);
  await openLiveGameWithVideo(page);
  await page.getByTestId('media-watch').click();
  await expect(page.getByTestId('media-slot-right').getByTestId('video-player')).toBeVisible();

  // A reload keeps it where it was.
  await page.reload();
  await expect(page.getByTestId('media-slot-right').getByTestId('video-player')).toBeVisible({ timeout: 20_000 });
  await expect(card(page)).toHaveCount(1);

  // A second tab of the same browser shows it too; closing it there closes it here.
  const second = await context.newPage();
  await second.goto('/en/live');
  await expect(second.getByTestId('media-slot-right').getByTestId('video-player')).toBeVisible({ timeout: 20_000 });
  await card(second).getByTestId('media-close').click();
  await expect(card(second)).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);
  await second.close();
});

test('without a SharedWorker (the leader tab hosts the store), tabs share the player the same way', async ({ page, context }) => {
  await context.addInitScript(REMOVE_SHARED_WORKER);
  await signInDemo(page);
  await openLiveGameWithVideo(page);
  await page.getByTestId('media-open-place-left').check();
  await page.getByTestId('media-watch').click();
  await expect(page.getByTestId('media-slot-left').getByTestId('video-player')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/en/live');
  await expect(second.getByTestId('media-slot-left').getByTestId('video-player')).toBeVisible({ timeout: 20_000 });
  await card(page).getByTestId('media-close').click();
  await expect(card(second)).toHaveCount(0);
  await second.close();
});

test('the stream plays (the video element clock advances) until the player signs out: then the sign-in prompt', async ({ page }) => {
  await signInDemo(page);
  await openLiveGameWithVideo(page);
  await page.getByTestId('media-watch').click();
  const video = page.getByTestId('video-element');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('video-error')).toHaveCount(0);

  await page.getByTestId('profile-button').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm-yes').click();
  await expect(page.getByTestId('media-slot-right').getByTestId('media-sign-in')).toBeVisible();
  await expect(page.getByTestId('video-element')).toHaveCount(0);
});

test('a guest sees the sign-in prompt instead of the stream', async ({ page }) => {
  await openLiveGameWithVideo(page);
  await page.getByTestId('media-watch').click();
  await expect(page.getByTestId('media-slot-right').getByTestId('media-sign-in')).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  await page.getByTestId('media-sign-in').getByRole('button').click();
  await expect(page.getByTestId('field-login')).toBeVisible();
});
