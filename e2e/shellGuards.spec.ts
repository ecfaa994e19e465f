import { expect, test } from './support/server';
import { DEMO, submitSignIn } from './support/player';

/**
 * SPEC 6 guards as a guest meets them: a page that needs sign-in, opened
 * directly (the server's 302, the demo's loginRequiredTarget 'login'), lands
 * on home with the login modal open and comes back after signing in.
 */
test('a guest opening an office page directly gets the login modal on home and returns to the page after signing in', async ({ page }) => {
  const answer = await page.request.get('/en/office/history?page=2', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/en?showLoginModal=1&return_url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2');

  await page.goto('/en/office/history?page=2');
  // The modal waits for the worker's session check (a guest is known only then).
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 30_000 });
  // The modal's keys are used once and dropped from the address.
  await expect(page).toHaveURL(/\/en$/);
  await submitSignIn(page, DEMO.login, DEMO.password);
  await expect(page).toHaveURL(/\/en\/office\/history\?page=2$/);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
});

/**
 * SPEC 2: a navigation scrolls to the top unless the route arrived at has
 * scrollToTopType angle or arrow (casino and betting pages keep the position).
 * The page is made tall enough to scroll at every step; the navigation is the
 * router's own (history and popstate), as a link click is.
 */
test('navigating scrolls to the top, except to a route whose scrollToTopType is angle or arrow', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await page.goto('/en/contacts');
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
  });
  const goInApp = async (path: string, ready: () => Promise<void>) => {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await ready();
    // The page's effects (the scroll among them) have run by the second frame after it shows.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
  const scrollY = () => page.evaluate(() => window.scrollY);

  // To a casino page (angle): the position stays.
  await scrollTo(1500);
  await goInApp('/en/virtualsports', () => expect(page.getByTestId('virtual-sports-page')).toBeVisible());
  expect(await scrollY()).toBe(1500);
  // To a betting page (arrow): the position stays.
  await goInApp('/en/lotto', () => expect(page.getByTestId('lotto-page')).toBeVisible());
  expect(await scrollY()).toBe(1500);
  // To a promotions page (no scrollToTopType): back to the top.
  await scrollTo(1200);
  await goInApp('/en/promotions', () => expect(page.getByTestId('promo-list')).toBeVisible());
  await expect.poll(scrollY).toBe(0);
});
