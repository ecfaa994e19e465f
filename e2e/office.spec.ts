import { depositByCard } from './support/deposit';
import { registerFast } from './support/player';
import { testSwitch } from './support/testSwitch';
import { expect, test } from './support/server';

/**
 * The office as a new player meets it: the office menu around the wallet's
 * office pages and the office's own, with the player's id in it and the page
 * on screen marked; a transfer from the main account to a new currency
 * account moves the money through the ledger and both balances change on
 * the account page. The player's convert setting (an operator's) is set
 * through the test switch.
 */
test('a player opens the office, finds the menu, moves money between two accounts and sees both balances change', async ({
  page,
  baseURL,
}) => {
  const { login } = await registerFast(page);
  await testSwitch(baseURL!, '/__test/office', { login, convertAccount: 1 });

  // Money in: the deposit page is an office page, inside the frame.
  await page.getByTestId('deposit-link').click();
  await expect(page.getByTestId('office-frame')).toBeVisible();
  await expect(page.getByTestId('office-menu-officeRecharge')).toHaveAttribute('aria-current', 'page');
  await depositByCard(page, baseURL!, '1000');
  await page.goto('/en/office');
  await expect(page.getByTestId('balance')).toHaveText(/1,000\.00/);

  // A second account, in euros, from the header's account dialog.
  await page.getByTestId('balance-button').click();
  await page.getByTestId('accounts-manage').click();
  const offered = await page.getByTestId('add-currency-iso').locator('option').allTextContents();
  await page.getByTestId('add-currency-iso').selectOption(offered.some((o) => o.startsWith('EUR')) ? 'EUR' : 'USD');
  await page.getByTestId('add-currency').click();
  await page.keyboard.press('Escape');

  // The office: the menu, with the player's id, keyboard-reachable, the account page marked.
  const menu = page.getByTestId('office-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('office-user')).toContainText(login);
  await expect(page.getByTestId('office-menu-officeAccount')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('office-account-card')).toHaveCount(2);

  await page.getByTestId('office-menu-officeTransfers').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/office\/transfers$/);
  await expect(page.getByTestId('office-menu-officeTransfers')).toHaveAttribute('aria-current', 'page');

  // 500.00 of the main account's 1,000.00 into euros at the configured rate.
  const from = page.getByTestId('transfer-from');
  const mainId = await from.locator('option').first().getAttribute('value');
  await from.selectOption(mainId!);
  await page.getByTestId('transfer-to').selectOption({ index: 0 });
  await page.getByTestId('transfer-amount').fill('500');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toContainText('500.00');
  await expect(page.getByTestId('transfer-row')).toHaveCount(1);

  // Both balances changed, on the account page.
  await page.getByTestId('office-menu-officeAccount').click();
  const cards = page.getByTestId('office-account-money');
  await expect(cards.nth(0)).toContainText('500.00');
  await expect(cards.nth(1)).toContainText(/[1-9]/);
});
