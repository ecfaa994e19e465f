import { test as base, expect } from '@playwright/test';
import { gamePagePath } from '../src/core/live/paths';
import { LIVE_GAMES_PATH, gamesAnswerSchema, type Game } from '../src/protocol/schemas/live';
import { SERVER_FIXTURE, liveSwitch, startReferenceServer, type RunningServer } from './support/server';

/**
 * The match tracker in the match zone of a live game page, against its own
 * reference server. Time is driven by the live test switch: with the
 * simulator paused the field stands still; running again (the game clock
 * at 20x real time) a football game plays a new event within a second or two.
 */
const test = base.extend<object, { liveServer: RunningServer }>({
  liveServer: [
    async ({}, use) => {
      const { server, stop } = await startReferenceServer({ LIVE_RATE: '200', LIVE_SEED: '7' });
      await use(server);
      await stop();
    },
    SERVER_FIXTURE,
  ],
  baseURL: async ({ liveServer }, use) => use(liveServer.url),
});

/** The football game in play with the most of its first half left: no half-time or final whistle during the test. */
async function freshFootballGame(server: RunningServer): Promise<Game> {
  const games: Game[] = [];
  for (const champId of [101, 102, 103, 104]) {
    const res = await fetch(`${server.url}${LIVE_GAMES_PATH}?champId=${champId}&section=live&lang=en`);
    if (res.ok) games.push(...gamesAnswerSchema.parse(await res.json()).data.games);
  }
  const playing = games.filter((g) => g.status === 2).sort((a, b) => a.period - b.period || (a.timeSec ?? 0) - (b.timeSec ?? 0));
  const game = playing[0];
  if (!game) throw new Error('no football game in play');
  return game;
}

test('a player opens a live game zone and sees the tracker events appear', async ({ page, liveServer }) => {
  const game = await freshFootballGame(liveServer);
  await page.goto(gamePagePath('en', game));

  await liveSwitch(liveServer, { simulator: 'paused' });
  const toggle = page.getByTestId('zone-toggle');
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker).toHaveAttribute('data-field', 'pitch');
  await expect(tracker.getByTestId('tracker-field')).toBeVisible();
  const log = tracker.getByTestId('tracker-log').locator('li');
  const label = tracker.getByTestId('tracker-label');
  // The snapshot brought the game's recent events (the world played before the page opened), or none yet.
  const before = await log.count();
  const firstBefore = before > 0 ? await log.first().textContent() : null;

  await liveSwitch(liveServer, { simulator: 'running' });
  // A new event arrives on the game's topic: the newest log line changes and the field shows it.
  await expect
    .poll(async () => ((await log.count()) > 0 ? await log.first().textContent() : null), { timeout: 15_000 })
    .not.toBe(firstBefore);
  await expect(label).toHaveText(/ — /);
  await expect(tracker.getByTestId('tracker-event')).toHaveCount(1);
  await expect(tracker.getByTestId('tracker-announce')).toHaveAttribute('aria-live', 'polite');

  // A goal the simulator scores (the switch scores once, as a step would) is drawn, announced and counted.
  await liveSwitch(liveServer, { simulator: 'paused' });
  expect((await liveSwitch(liveServer, { scoreGames: [game.gameId] })).scored).toEqual([game.gameId]);
  await expect(label).toHaveText(/^Goal — /);
  await expect(tracker.getByTestId('tracker-announce')).toContainText('Goal');
  await expect(log.first()).toContainText('Goal');

  // Folding the zone takes the tracker away with it.
  await toggle.click();
  await expect(tracker).toHaveCount(0);
});
