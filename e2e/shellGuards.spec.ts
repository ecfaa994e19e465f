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
  await expect(page.getByTestId('login-modal')).toBeVisible();
  // The modal's keys are used once: a reload after closing it does not bring it back.
  await expect(page).toHaveURL(/\/en$/);
  await submitSignIn(page, DEMO.login, DEMO.password);
  await expect(page).toHaveURL(/\/en\/office\/history\?page=2$/);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
});
