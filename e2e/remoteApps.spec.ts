import type { Page } from '@playwright/test';
import { expect, test } from './support/server';

/**
 * Remote apps in Chromium (SPEC 2, 4, 8, 9): the betting app's chunk made to
 * 404 with page.route, its retries, the failure panel and the recovery by its
 * refresh button; a deploy that removed the tab's chunks; and the page of a
 * route no app serves. Service workers are blocked: a worker's precache would
 * answer the chunk before page.route sees it.
 */
test.use({ serviceWorkers: 'block' });

const BETTING_CHUNK = /\/assets\/bettingApp-[\w-]+\.js$/;

/** The betting app's failed attempts, as the app logs them (SPEC 8: a remote view's failure is logged). */
function failedAttempts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const failure = /the betting app failed to load \((\w+), attempt (\d+)\)/.exec(message.text());
    if (failure) seen.push(`${failure[1]} ${failure[2]}`);
  });
  return () => seen;
}

test('a betting chunk that 404s: the skeleton through 3 retries, then the failure panel; its refresh recovers the page', async ({
  page,
}) => {
  const attempts = failedAttempts(page);
  await page.route(BETTING_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/en/live');

  // The route's own skeleton while the app is fetched and retried (1 s, 2 s, 4 s).
  await expect(page.getByTestId('preloader')).toHaveAttribute('data-kind', 'line');
  const panel = page.getByTestId('app-failure');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  expect(attempts()).toEqual(['fetch 1', 'fetch 2', 'fetch 3', 'fetch 4']);
  await expect(panel).toHaveAttribute('data-failure', 'fetch');
  await expect(panel.getByRole('heading')).toHaveText('This section could not be loaded');
  // The shell around it still works: never a blank page.
  await expect(page.getByTestId('company-name')).toBeVisible();
  await expect(page.getByTestId('app-update')).toHaveCount(0);

  await page.unroute(BETTING_CHUNK);
  const refresh = page.getByTestId('app-refresh');
  await expect(refresh).toHaveText('Refresh');
  await refresh.click();
  await expect(page.getByTestId('live-section-links')).toBeVisible({ timeout: 15_000 });
  await expect(panel).toHaveCount(0);
  expect(attempts()).toHaveLength(4);
});

test('after a new deploy, a tab whose chunk is gone reloads itself once, then offers the update with a reload button', async ({ page }) => {
  const attempts = failedAttempts(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(BETTING_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  // The server now serves another build: index.html names another entry script.
  await page.route('**/index.html', async (route) => {
    const served = await route.fetch();
    const html = (await served.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWBUILD.js');
    await route.fulfill({ response: served, body: html });
  });
  await page.goto('/en/live');

  await expect(page.getByTestId('app-update')).toBeVisible({ timeout: 30_000 });
  // One automatic reload, remembered in sessionStorage; the second failure within 60 s asks the player instead.
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('apps:last-auto-reload'))).toMatch(/^\d+$/);
  // A chunk of a build that is gone is not retried: one attempt per page load.
  expect(attempts()).toEqual(['stale 1', 'stale 1']);
  await expect(page.getByTestId('app-failure')).toHaveAttribute('data-failure', 'stale');
  await expect(page.getByTestId('app-update')).toContainText('A new version of the site is available.');
  await expect(page.getByTestId('app-update-reload')).toHaveText('Reload the page');
});

test("a route no app serves yet says so in the player's language, with the way home and no route id", async ({ page }) => {
  await page.goto('/ru/help');
  const placeholder = page.getByTestId('placeholder-page');
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByRole('heading')).toHaveText('Раздел');
  await expect(placeholder).toContainText('Этот раздел сейчас недоступен. Пожалуйста, загляните позже.');
  const text = (await placeholder.innerText()).toLowerCase();
  for (const internal of ['page-type', 'section', 'help', 'remote', 'route']) expect(text).not.toContain(internal);
  await placeholder.getByTestId('placeholder-home').click();
  await expect(page).toHaveURL(/\/ru$/);
});
