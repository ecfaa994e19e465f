import { test as base, expect, type Page } from '@playwright/test';
import { SERVER_FIXTURE, startReferenceServer, type RunningServer } from './support/server';

/**
 * Live betting end to end against its own reference server with a
 * fast simulator, so odds move within a second. Waits on conditions only.
 */
const test = base.extend<object, { liveServer: RunningServer }>({
  liveServer: [
    async ({}, use) => {
      const { server, stop } = await startReferenceServer({ LIVE_RATE: '3000', LIVE_SEED: '7' });
      await use(server);
      await stop();
    },
    SERVER_FIXTURE,
  ],
  baseURL: async ({ liveServer }, use) => use(liveServer.url),
});

async function liveSwitch(
  server: RunningServer,
  body: Record<string, unknown>,
): Promise<{ liveConnections: number; feed: string; finished?: number[] }> {
  const res = await fetch(`${server.url}/__test/live`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`live switch answered ${res.status}`);
  return (await res.json()) as { liveConnections: number; feed: string; finished?: number[] };
}
async function liveConnections(server: RunningServer): Promise<number> {
  const res = await fetch(`${server.url}/__test/live`);
  return ((await res.json()) as { liveConnections: number }).liveConnections;
}

const outcomes = (page: Page) => page.getByTestId('live-list-home-live').locator('[data-testid^="live-outcome-"]');

async function openHome(page: Page): Promise<void> {
  await page.goto('/en');
  await expect(outcomes(page).first()).toBeVisible({ timeout: 20_000 });
}

test('odds move on screen, flashing in their direction', async ({ page }) => {
  await openHome(page);
  const moved = page.locator('[data-testid^="live-outcome-"][data-dir="up"], [data-testid^="live-outcome-"][data-dir="down"]').first();
  await expect(moved).toBeVisible();
  const id = await moved.getAttribute('data-testid');
  const changes = Number(await moved.getAttribute('data-changes'));
  expect(changes).toBeGreaterThan(0);
  // The arrow of the last move stays on the number (the tint itself lasts a moment).
  await expect(page.getByTestId(id!).locator('[class*="live-move--"]')).toHaveCount(1);

  // The live section: the left column's sport menu and every sport's live games, moving too.
  await page.goto('/en/live');
  const firstSport = page.getByTestId('side-menu').locator('[data-testid^="side-menu-sport-"]').first();
  await expect(firstSport).toBeVisible();
  // The page's own sport menu would repeat it: it shows only while the left column is folded away.
  await expect(page.getByTestId('live-menu')).toBeHidden();
  await page.getByTestId('toggle-left').click();
  await expect(page.getByTestId('live-menu').locator('[data-testid^="live-menu-sport-"]').first()).toBeVisible();
  await page.getByTestId('toggle-left').click();
  // A sport's page opens its championships under it in the left menu.
  await firstSport.click();
  await expect(page.getByTestId('side-menu-champs').getByRole('link').first()).toBeVisible();
  await page.goto('/en/live');
  await expect(page.locator('[data-testid^="live-outcome-"][data-changes]:not([data-changes="0"])').first()).toBeVisible();
});

test('a suspended outcome is locked and cannot be added; an open one can', async ({ page, liveServer }) => {
  await openHome(page);
  const games = page.getByTestId('live-list-home-live').locator('[data-testid^="live-game-"]');
  await expect(games.nth(1)).toBeVisible();
  const locked = Number((await games.nth(0).getAttribute('data-testid'))!.replace('live-game-', ''));
  await liveSwitch(liveServer, { suspendGames: [locked], suspendMs: 120_000 });

  const lockedOutcome = page.getByTestId(`live-game-${locked}`).locator('[data-testid^="live-outcome-"]').first();
  await expect(lockedOutcome).toHaveAttribute('aria-disabled', 'true');
  await expect(lockedOutcome.getByTestId('live-lock')).toBeVisible();
  // Playwright refuses to click aria-disabled elements; a player's click still reaches it.
  await lockedOutcome.click({ force: true });
  await expect(page.getByTestId('live-notice')).toContainText('suspended');

  // The control: an open outcome goes into the coupon, so the refusal above was the lock, not a broken click.
  // Any other game's open outcome: the simulated world moves on, and one chosen game may have just finished or been suspended.
  const list = page.getByTestId('live-list-home-live');
  const anyOpen = list
    .locator(`[data-testid^="live-game-"]:not([data-testid="live-game-${locked}"]) [data-testid^="live-outcome-"][aria-disabled="false"]`)
    .first();
  await expect(anyOpen).toBeVisible({ timeout: 20_000 });
  const openOutcome = list.getByTestId((await anyOpen.getAttribute('data-testid'))!).first();
  await openOutcome.click();
  await expect(openOutcome).toHaveAttribute('aria-pressed', 'true');
  // data-in-coupon is the coupon's own state (aria-pressed shows the click at once).
  await expect(openOutcome).toHaveAttribute('data-in-coupon', 'true');
  await expect(lockedOutcome).toHaveAttribute('data-in-coupon', 'false');
  await expect(lockedOutcome).toHaveAttribute('aria-pressed', 'false');
});

test('two tabs share one feed connection', async ({ context, liveServer }) => {
  const first = await context.newPage();
  await openHome(first);
  const second = await context.newPage();
  await openHome(second);
  await expect.poll(() => liveConnections(liveServer), { timeout: 15_000 }).toBe(1);
  await second.close();
  await expect(outcomes(first).first()).toBeVisible();
  await expect.poll(() => liveConnections(liveServer)).toBe(1);
});

test('the feed dropping shows the offline banner, then the odds recover', async ({ page, liveServer }) => {
  await openHome(page);
  try {
    await liveSwitch(liveServer, { feed: 'down' });
    await expect(page.getByTestId('live-feed-banner')).toBeVisible();
    // The page stays usable: the games stay on screen.
    await expect(outcomes(page).first()).toBeVisible();
  } finally {
    await liveSwitch(liveServer, { feed: 'up' });
  }
  await expect(page.getByTestId('live-feed-banner')).toBeHidden({ timeout: 20_000 });
  const before = await page
    .locator('[data-testid^="live-outcome-"]')
    .evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-changes')), 0));
  await expect
    .poll(() =>
      page
        .locator('[data-testid^="live-outcome-"]')
        .evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-changes')), 0)),
    )
    .toBeGreaterThan(before);
});

/**
 * What the player sees of the coupon reacting to a game that finished: the
 * outcome locked on the game page, the bet kept in the slip with its
 * "finished" lock, and the coupon's own event in the event log.
 */
async function expectCouponReactedToFinish(page: Page, gameId: number, outcome: ReturnType<Page['locator']>): Promise<void> {
  await expect(outcome).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('game-finished-note')).toBeVisible();
  // The bet stays in the coupon (flagged finished by the coupon rules); a click on the locked outcome adds nothing.
  await expect(outcome).toHaveAttribute('data-in-coupon', 'true');
  await outcome.click({ force: true });
  await expect(page.getByTestId('live-notice')).toContainText('finished');
  await expect(outcome).toHaveAttribute('data-in-coupon', 'true');
  const marketId = (await outcome.getAttribute('data-testid'))!.replace('live-outcome-', '');
  await expect(page.getByTestId(`slip-bet-${marketId}`)).toHaveAttribute('data-lock', 'finished');
  await page.goto('/en/debugger');
  const finished = page.getByTestId('event-row').filter({ hasText: 'coupon/gameFinished' });
  await expect(finished).toHaveCount(1);
  await expect(finished).toContainText(`"gameId":${gameId}`);
}

test('a game finishing updates the coupon', async ({ page, liveServer }) => {
  await openHome(page);
  // A game whose markets are open now (another test may have suspended one for minutes).
  const row = page
    .getByTestId('live-list-home-live')
    .locator('[data-testid^="live-game-"]')
    .filter({ has: page.locator('[aria-disabled="false"]') })
    .first();
  const gameId = Number((await row.getAttribute('data-testid'))!.replace('live-game-', ''));
  // The game's own page: its topic keeps the game after the final whistle.
  await row.getByTestId('game-link').click();
  await expect(page.getByTestId('live-game-title')).toBeVisible();
  const open = page.locator('[data-testid^="live-market-"] [data-testid^="live-outcome-"]');
  const inCoupon = page.locator('[data-testid^="live-market-"] [data-testid^="live-outcome-"][data-in-coupon="true"]').first();
  // A market may be suspended by the simulator at the moment of the click: then take another open outcome. A click
  // still on its way is not clicked again (a second click on the same outcome takes it out of the coupon).
  await expect(async () => {
    if ((await inCoupon.count()) === 0) await open.and(page.locator('[aria-disabled="false"]')).first().click();
    await expect(inCoupon).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const outcomeId = (await inCoupon.getAttribute('data-testid'))!;

  expect((await liveSwitch(liveServer, { finishGames: [gameId] })).finished).toEqual([gameId]);
  await expectCouponReactedToFinish(page, gameId, page.getByTestId(outcomeId));
});

test('a filter set in one tab is followed by the other tab, and the lists follow it', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/en/live');
  await second.goto('/en/live/sports/1-football');
  await expect(second.locator('[data-testid^="live-game-"]').first()).toBeVisible({ timeout: 20_000 });
  try {
    await first.getByTestId('live-filter-time-firstPeriod').check();
    await expect(second.getByTestId('live-filter-time-firstPeriod')).toBeChecked();
    // Only games in their first period are listed in the other tab now; the rest are counted as hidden.
    await expect
      .poll(() =>
        second.locator('[data-testid^="live-game-"]').evaluateAll((rows) => rows.every((r) => r.getAttribute('data-period') === '1')),
      )
      .toBe(true);
    await expect(second.getByTestId('live-list-hidden').or(second.getByTestId('live-list-empty')).first()).toBeVisible();

    // The left menu's live/line choice is the betting state too.
    await second.getByTestId('side-menu-tab-line').click();
    await expect(first.getByTestId('side-menu-tab-line')).toBeChecked();
  } finally {
    await first.getByTestId('live-filter-reset').click();
    await first.getByTestId('side-menu-tab-live').click();
  }
  await expect(second.getByTestId('live-filter-time-all')).toBeChecked();
});

test("cyber pages, a cyber game's own route, and its statistics window", async ({ page, context }) => {
  await page.goto('/en/cyber/real/all');
  await expect(page.getByTestId('live-cyber-all')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('live-cyber-all').getByRole('link', { name: 'CS2', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cyber\/real\/cs2$/);
  const link = page.getByTestId('game-link').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute('href', /^\/en\/cyber\/real\/cs2\/\d+-[a-z0-9-]+\/(live|line)\/\d+/);
  await link.click();
  await expect(page.getByTestId('live-game-title')).toBeVisible();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('live-stats-open').click()]);
  await expect(popup.getByTestId('live-statistic')).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByTestId('live-standings').or(popup.getByTestId('live-standings-empty'))).toBeVisible();
});

test('the politics page shows election-night games of the politics sport', async ({ page }) => {
  await page.goto('/en/politics');
  const section = page.getByTestId('live-sport-type-politics');
  await expect(section.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('game-link').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('live-sport-type-empty')).toHaveCount(0);
});

test('the section header and a game page lead to results, multi, champs and cyber; the wide scoreboard switch changes the board', async ({
  page,
}) => {
  await page.goto('/en/live');
  const links = page.getByTestId('live-section-links');
  await expect(links).toBeVisible({ timeout: 20_000 });
  await links.getByTestId('live-link-results').click();
  await expect(page).toHaveURL(/\/en\/results\/live$/);
  await expect(page.getByTestId('live-results').or(page.getByTestId('live-list-empty'))).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await page.getByTestId('side-menu-cyber').click();
  await expect(page).toHaveURL(/\/en\/cyber\/real/);

  await openHome(page);
  await page.getByTestId('live-list-home-live').getByTestId('game-link').first().click();
  await expect(page.getByTestId('live-game-title')).toBeVisible();
  const gameId = await page
    .locator('[data-testid^="game-detail-"]')
    .first()
    .getAttribute('data-testid')
    .then((id) => Number(id!.replace('game-detail-', '')));

  // The wide scoreboard is the betting state: a table of periods when on, one line when off.
  const wide = page.getByTestId('live-wide-scoreboard');
  try {
    await expect(wide).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('live-scoreboard')).toHaveCount(0);
    await wide.click();
    await expect(wide).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('live-scoreboard').locator('tbody tr')).toHaveCount(2);
    // Kept by the worker: a reload shows the wide board again.
    await page.reload();
    await expect(page.getByTestId('live-scoreboard')).toBeVisible({ timeout: 20_000 });
  } finally {
    if ((await wide.getAttribute('aria-pressed')) === 'true') await wide.click();
  }
  await expect(page.getByTestId('live-scoreboard')).toHaveCount(0);

  const champ = page.getByTestId('live-game-champ');
  await expect(champ).toHaveAttribute('href', /^\/en\/champs\/\d+-/);
  await page.getByTestId('live-add-to-multi').click();
  await expect(page).toHaveURL(new RegExp(`/en/multi\\?games=${gameId}$`));
  await expect(page.getByTestId(`live-multi-game-${gameId}`)).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await champ.click();
  await expect(page.getByTestId('live-champs-page')).toBeVisible();
  await expect(page.getByTestId(`live-game-${gameId}`)).toBeVisible({ timeout: 20_000 });
});
