import { registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * QR sign-in as two devices: the signed-in one shows a code on
 * office/qr-login; a second browser (no session) opens the code's link
 * within its minute, confirms and is signed in as that player; the first
 * sees "signed in on another device" and signs that device out. Expiry,
 * second use and the rate limit are the server tests' (tests/server/auth/qrLogin.test.ts).
 */
test('a second device signs in with the QR code of office/qr-login, and the first signs it out', async ({ page, browser, baseURL }) => {
  const player = await registerFast(page);
  await page.goto('/en/office/qr-login');
  await page.getByTestId('qr-show-button').click();
  await expect(page.getByTestId('qr-code')).toBeVisible();
  const link = await page.getByTestId('qr-link').getAttribute('href');
  expect(link).toMatch(/\/en\/office\/qr-login\?t=[\w-]{43}$/);

  const context = await browser.newContext({ baseURL });
  const phone = await context.newPage();
  try {
    await phone.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await phone.getByTestId('qr-confirm-button').click();
    await expect(phone.getByTestId('qr-confirmed')).toContainText(player.login);
    await expect(phone.getByTestId('user-login')).toHaveText(player.login);

    await expect(page.getByTestId('qr-used')).toBeVisible();
    await page.getByTestId('qr-end-session').click();
    await expect(page.getByTestId('qr-session-ended')).toBeVisible();

    await phone.goto('/en/office/security');
    await expect(phone.getByTestId('login-button')).toBeVisible();
  } finally {
    await context.close();
  }
});
