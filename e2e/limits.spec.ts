import type { Page } from '@playwright/test';
import { registerFast } from './support/player';
import { expect, test } from './support/server';

/** The server's test switch for the cooling-off of a looser limit (null: the jurisdiction's 24 h). */
async function coolingOffMs(page: Page, ms: number | null): Promise<void> {
  const res = await page.request.post('/__test/limits', { data: { coolingOffMs: ms } });
  expect(res.status()).toBe(200);
}

/**
 * A player's own deposit limit, end to end against the reference server: set
 * and then lowered on office/responsible (both apply at once), after which a
 * deposit page shows the room the limit leaves, and a deposit above it is
 * refused there with the limit's name and the amount left before anything is
 * sent, so nothing reaches the server or the payment provider.
 */
test('a player lowers a deposit limit on office/responsible, then a deposit above it is refused with the amount left', async ({ page }) => {
  await registerFast(page);
  await expect(page.getByTestId('balance')).toHaveText(/\b0\.00\b/);

  await page.goto('/en/office/responsible');
  const card = page.getByTestId('limit-20');
  await expect(card).toHaveAttribute('data-state', 'none');
  await card.getByTestId('limit-input').selectOption('10000.00');
  await card.getByTestId('limit-save').click();
  await expect(card.getByTestId('limit-outcome')).toHaveText('Saved: the change applies now.');
  await expect(card.getByTestId('limit-value')).toContainText('10,000.00');

  // Lowering applies at once too: the new value is the limit in force.
  await card.getByTestId('limit-input').selectOption('1000.00');
  await card.getByTestId('limit-save').click();
  await expect(card.getByTestId('limit-value')).toHaveText(/Limit: \D*1,000\.00/);
  await expect(card).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('limits-history')).toContainText('Lowered');

  const deposits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/web-api/wallet/deposits') deposits.push(request.url());
  });
  await page.goto('/en/recharge');
  await expect(page.getByTestId('deposit-limits-link')).toBeVisible();
  // The form knows the room before sending: the lowered limit's, with the amount left.
  await expect(page.getByTestId('deposit-room')).toContainText(/Your 24-hour deposit limit leaves \D*1,000\.00 to deposit\./);
  await page.getByTestId('deposit-amount').fill('2000');
  await page.getByTestId('deposit-submit').click();
  const error = page.getByTestId('deposit-error');
  await expect(error).toContainText('24-hour deposit limit');
  await expect(error).toContainText(/1,000\.00 of \D*1,000\.00 is left/);
  await expect(page).toHaveURL(/\/en\/recharge$/);
  // Refused by the core before any call: the server never saw the larger deposit.
  expect(deposits).toEqual([]);
});

/**
 * Raising a deposit limit waits out its cooling-off (shortened here by the
 * server's test switch to 10 s) and is shown pending with its deadline; after
 * it the open page offers the confirmation by itself, the player confirms,
 * and the higher limit is the one in force.
 */
test('a raised deposit limit is pending with its deadline, then confirmed after the cooling-off', async ({ page }) => {
  await registerFast(page);
  await page.goto('/en/office/responsible');
  const card = page.getByTestId('limit-20');
  await card.getByTestId('limit-input').selectOption('1000.00');
  await card.getByTestId('limit-save').click();
  await expect(card.getByTestId('limit-value')).toHaveText(/Limit: \D*1,000\.00/);

  // Long enough for a loaded machine to show the pending state, short enough to wait out.
  await coolingOffMs(page, 10_000);
  try {
    await card.getByTestId('limit-input').selectOption('10000.00');
    await card.getByTestId('limit-save').click();
    await expect(card.getByTestId('limit-outcome')).toHaveText('Saved: the change waits for its cooling-off.');
    await expect(card).toHaveAttribute('data-state', 'pending');
    await expect(card.getByTestId('limit-pending')).toContainText(/Change to \D*10,000\.00 applies in \d+ h, at /);
    // Until then the lower limit holds, and nothing can be confirmed yet.
    await expect(card.getByTestId('limit-value')).toHaveText(/Limit: \D*1,000\.00/);
    await expect(card.getByTestId('limit-confirm')).toHaveCount(0);
  } finally {
    await coolingOffMs(page, null);
  }

  // Past the cooling-off the open page moves on by itself (the worker reads the limits again) and offers the confirmation.
  await expect(card).toHaveAttribute('data-state', 'awaitingConfirmation', { timeout: 25_000 });
  await expect(card.getByTestId('limit-pending')).toContainText(/Change to \D*10,000\.00 is ready: confirm it by /);
  await card.getByTestId('limit-confirm').click();
  await expect(card.getByTestId('limit-value')).toHaveText(/Limit: \D*10,000\.00/);
  await expect(card).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('limits-history')).toContainText('Confirmed');
});
