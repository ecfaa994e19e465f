import { depositByCard } from './support/deposit';
import { SEEDED_WITHDRAWAL_RULES, testSwitch } from './support/testSwitch';
import { expect, test } from './support/server';

/**
 * The money side as a new player meets it, against the reference server and
 * its simulated payment provider: a deposit through the provider's hosted
 * card page raises the header's balance, a withdrawal holds the money at
 * once, and the history shows both with the balance after each. Time is
 * driven by the wallet's test switch (the provider's queue runs now), never
 * by waiting.
 */

test('a new player deposits with the success card, sees the balance move, withdraws and finds both in the history', async ({
  page,
  baseURL,
}) => {
  // The seeded rule keeps a deposit until it is staked once: this player withdraws what they paid in.
  await testSwitch(baseURL!, '/__test/site-config', { withdrawalSettings: { depositTurnoverRequired: false, ...SEEDED_WITHDRAWAL_RULES } });
  try {
    await page.goto('/en/registration?type=fast_reg');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('fast-password')).not.toBeEmpty();
    const password = (await page.getByTestId('fast-password').textContent()) ?? '';
    await page.getByTestId('fast-continue').click();
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(/\b0\.00\b/);

    // Deposit, from the header: the method's limits are shown; the amount goes to the provider's hosted page.
    await page.getByTestId('deposit-link').click();
    await expect(page).toHaveURL(/\/en\/office\/recharge$/);
    await expect(page.getByTestId('method-card')).toContainText('100.00');
    await depositByCard(page, baseURL!, '1000');
    await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-outcome', 'success');
    await expect(page.getByTestId('onpay-text')).toContainText('1,000.00');

    // Back on the site: the header's balance is the deposit.
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(balance).toHaveText(/1,000\.00/);
    await expect(page.locator('[data-testid="history-row"][data-kind="deposit"]')).toContainText('1,000.00');

    // Withdrawal: held at once, listed as pending, and the header follows within the channel's second.
    await page.getByRole('link', { name: 'Withdraw money' }).click();
    await expect(page.getByTestId('withdrawable-amount')).toContainText('1,000.00');
    await page.getByTestId('withdraw-amount').fill('600');
    await page.getByTestId('withdraw-submit').click();
    // Money leaving: the player confirms with the password (step-up), and the request goes on as typed.
    await page.getByTestId('step-up-dialog').getByTestId('field-step-up-password').fill(password);
    await page.getByTestId('step-up-submit').click();
    await expect(page.getByTestId('withdraw-done')).toContainText('600.00');
    await expect(page.locator('[data-testid="withdrawal"][data-status="pending"]')).toContainText('600.00');
    await expect(balance).toHaveText(/400\.00/);
    await expect(page.getByTestId('withdrawable-amount')).toContainText('400.00');

    // The history: the hold first (newest), its balance after, then the deposit.
    await page.getByRole('link', { name: 'Payment history' }).click();
    const hold = page.locator('[data-testid="history-row"][data-kind="withdrawal_request"]');
    await expect(hold).toContainText('600.00');
    await expect(hold.getByTestId('history-balance')).toContainText('400.00');
    await expect(page.locator('[data-testid="history-row"][data-kind="deposit"]')).toBeVisible();
    await page.getByTestId('history-kind').selectOption('withdrawals');
    await page.getByTestId('history-apply').click();
    await expect(page.locator('[data-testid="history-row"][data-kind="deposit"]')).toHaveCount(0);
    await expect(hold).toBeVisible();
  } finally {
    await testSwitch(baseURL!, '/__test/site-config', {
      withdrawalSettings: { depositTurnoverRequired: true, ...SEEDED_WITHDRAWAL_RULES },
    });
  }
});
