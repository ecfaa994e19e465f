import AxeBuilder from '@axe-core/playwright';
import { expectFocusWithin } from './support/keyboard';
import { acceptCookies, chooseTheme, contextFor } from './support/look';
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

    // The confirmation opens and closes from the keyboard, focus back on the button; only its own button signs out.
    const endOthers = page.getByTestId('security-end-others');
    await endOthers.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('security-end-others-dialog');
    await expectFocusWithin(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(endOthers).toBeFocused();
    await expect(sessions).toHaveCount(2);
    await endOthers.click();
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

/**
 * The page in Arabic (right to left), dark, on a phone: the log's rows are
 * cards, a lone session cannot sign "the others" out, and axe finds nothing
 * serious on it.
 */
test('office/security in Arabic, dark, on a phone: cards and no serious axe finding', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...contextFor('phone'), baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/ar/live');
    await acceptCookies(page);
    await chooseTheme(page, 'dark');
    await registerFast(page);
    await page.goto('/ar/office/security');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأمان');
    const row = page.getByTestId('security-event').first();
    await expect(row).toBeVisible();
    await expect(row).toHaveCSS('display', 'block');

    const endOthers = page.getByTestId('security-end-others');
    await expect(endOthers).toBeDisabled();

    const result = await new AxeBuilder({ page }).include('[data-testid="security-page"]').analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
