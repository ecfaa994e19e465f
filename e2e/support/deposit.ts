import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../src/protocol/constants/wallet';

/**
 * A deposit as a player makes it from office/recharge: the amount, the
 * simulated provider's card page with the card that succeeds, back on the
 * site's success page; then the provider's webhook queue runs now rather than
 * at its next tick, so the money is in.
 */
export async function depositByCard(page: Page, baseURL: string, amount: string): Promise<void> {
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/\/pay-provider\/checkout\//);
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/en\/onpay\/success\?intent=/);
  const res = await fetch(`${baseURL}/__test/wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ runNow: true }),
  });
  expect(res.ok).toBe(true);
}
