import { Secret, TOTP } from 'otpauth';
import { SEEDED_WITHDRAWAL_RULES, testSwitch } from './support/testSwitch';
import { TOTP_PERIOD_SECONDS } from '../src/protocol/constants/stepUp';
import { depositByCard } from './support/deposit';
import { registerFast, signIn } from './support/player';
import { expect, test } from './support/server';

/**
 * Two-step by an authenticator app and step-up, as a player meets them: the
 * app is set up from the security dialog (the test computes the app's codes
 * from the key the dialog shows, as a phone would), the next sign-in asks
 * for its code, and a withdrawal asks the player to confirm who they are,
 * then goes through with the amount they had typed.
 */

const appCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' }).generate({ timestamp: at });

test('a player turns the authenticator app on, signs in with its code, and steps up before a withdrawal', async ({ page, baseURL }) => {
  // The seeded rule keeps a deposit until it is staked once: this player withdraws what they paid in.
  await testSwitch(baseURL!, '/__test/site-config', { withdrawalSettings: { depositTurnoverRequired: false, ...SEEDED_WITHDRAWAL_RULES } });
  try {
    const { login, password } = await registerFast(page);
    await page.getByTestId('deposit-link').click();
    await depositByCard(page, baseURL!, '1000');

    // Set-up: the dialog asks for the password first (step-up), then shows the QR code and the key.
    await page.goto('/en');
    await page.getByTestId('profile-button').click();
    await page.getByTestId('security-open').click();
    await page.getByTestId('authenticator-setup').click();
    const stepUp = page.getByTestId('step-up-dialog');
    await stepUp.getByTestId('field-step-up-password').fill(password);
    await stepUp.getByTestId('step-up-submit').click();
    await expect(page.getByTestId('authenticator-qr')).toBeVisible();
    const secret = ((await page.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByTestId('field-authenticator-code').fill(appCode(secret, Date.now()));
    await page.getByTestId('authenticator-confirm').click();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    await page.getByTestId('recovery-done').click();
    await expect(page.getByTestId('authenticator-state')).toContainText('Recovery codes left: 10');
    await page.getByTestId('security-dialog').getByRole('button', { name: 'Close' }).click();

    // Sign out and in: the password, then the app's code (the next step's: the one that confirmed is used up).
    await page.getByTestId('profile-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm-yes').click();
    await signIn(page, login, password);
    await expect(page.getByTestId('two-step-app-hint')).toContainText('authenticator app');
    await page.getByTestId('field-code').fill(appCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000));
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('user-login')).toHaveText(login);

    // A withdrawal on this new session: the step-up dialog, then the same request goes through.
    await page.goto('/en/office/deduce');
    await expect(page.getByTestId('withdrawable-amount')).toContainText('1,000.00');
    await page.getByTestId('withdraw-amount').fill('600');
    await page.getByTestId('withdraw-submit').click();
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByTestId('step-up-method-totp')).toBeVisible();
    await stepUp.getByTestId('field-step-up-password').fill(password);
    await stepUp.getByTestId('step-up-submit').click();
    await expect(page.getByTestId('withdraw-done')).toContainText('600.00');
    await expect(page.locator('[data-testid="withdrawal"][data-status="pending"]')).toContainText('600.00');
  } finally {
    await testSwitch(baseURL!, '/__test/site-config', {
      withdrawalSettings: { depositTurnoverRequired: true, ...SEEDED_WITHDRAWAL_RULES },
    });
  }
});
