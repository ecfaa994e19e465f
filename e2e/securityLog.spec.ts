import { registerFast, signIn } from './support/player';
import { expect, test } from './support/server';

/**
 * A player signed in in two browsers sees both sessions on office/security,
 * signs the other out (that browser's next page finds itself signed out),
 * and sees the sign-in and the sign-out in the activity log.
 */
test('a player signs the other session out from office/security and sees it in the log', async ({ page, browser, baseURL }) => {
  const player = await registerFast(page);
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  try {
    await other.goto('/en');
    await signIn(other, player.login, player.password);
    await expect(other.getByTestId('user-login')).toHaveText(player.login);

    await page.goto('/en/office/security');
    const sessions = page.getByTestId('security-session');
    await expect(sessions).toHaveCount(2);
    await expect(page.locator('[data-testid="security-session"][data-current="true"]')).toContainText('This device');
    await expect(page.locator('[data-testid="security-event"][data-kind="sign_in"]')).toHaveCount(2);

    await page.getByTestId('security-end-others').click();
    await page.getByTestId('security-end-others-confirm').click();
    await expect(page.getByTestId('security-sessions-outcome')).toHaveText('Sessions signed out: 1.');
    await expect(sessions).toHaveCount(1);
    await expect(page.locator('[data-testid="security-event"][data-kind="sign_out_others"]')).toContainText('Other sessions signed out');

    // The other browser's next page: the server no longer knows its session.
    await other.goto('/en/office/security');
    await expect(other.getByTestId('login-button')).toBeVisible();
    await expect(other.getByTestId('user-login')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
