import type { Page } from '@playwright/test';
import { AUTH_PATHS } from '../src/protocol/constants/auth';
import { expect, test } from './support/server';

/**
 * Sign-in with the built-in OpenID Connect provider in a second window, and one-tap (SPEC 3, 7, 8) against it
 * (offered by default outside production): its card appears only to a visitor it already knows, and its
 * credential signs the player in; a provider script that cannot load is an error notice.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerWithLocalId(page: Page, email: string): Promise<void> {
  await page.goto('/en/live');
  await page.getByTestId('login-button').click();
  await page.getByTestId('social-local').click();
  await expect(page).toHaveURL(/\/web-api\/auth\/oauth\/local\/interaction\//);
  await page.getByLabel('Name').fill('Tap Player');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/registration\?type=soc_reg&social_token=/);
  await page.getByTestId('bonus-1').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-session')).toHaveAttribute('data-status', 'signedIn');
}

test('a player the provider knows is offered one-tap after signing out, and one click signs them back in', async ({ page }) => {
  const email = `tap-${unique()}@example.com`;
  await registerWithLocalId(page, email);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm-yes').click();
  await expect(page.getByTestId('login-button')).toBeVisible();

  await page.goto('/en/live');
  const card = page.getByTestId('local-one-tap');
  await expect(card).toContainText(email);
  await card.getByRole('button', { name: 'Continue as Tap Player' }).click();
  await expect(page.getByTestId('header-session')).toHaveAttribute('data-status', 'signedIn');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(card).toHaveCount(0);
});

test('a guest the provider does not know sees no card, and a script that cannot load is an error', async ({ page }) => {
  const asked = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.localOneTapCredential));
  await page.goto('/en/live');
  expect((await (await asked).json()) as unknown).toEqual({ credential: null });
  await expect(page.getByTestId('local-one-tap')).toHaveCount(0);

  await page.route(`**${AUTH_PATHS.localOneTapScript}`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('one-tap-error')).toContainText('Quick sign-in could not load');
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('signing in with Local ID in a second window signs the first window in too', async ({ page, context }) => {
  await page.goto('/en/live');
  await expect(page.getByTestId('login-button')).toBeVisible();
  const second = await context.newPage();
  await registerWithLocalId(second, `window-${unique()}@example.com`);
  // One session for the browser: the first window follows without a reload.
  await expect(page.getByTestId('header-session')).toHaveAttribute('data-status', 'signedIn');
});
