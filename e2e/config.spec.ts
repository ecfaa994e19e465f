import { expect, test } from './support/server';

test('the server down at start: retries, the error page, then recovery', async ({ page, server }) => {
  await server.setFaults({ config: 'down' });
  await page.goto('/');
  await expect(page.getByTestId('app-loading')).toBeVisible();
  // The first attempt and 5 retries 1000 ms apart (docs/routing.md, "N retries"), then the error page with a retry.
  await expect(page.getByTestId('config-error')).toBeVisible({ timeout: 15_000 });
  // Requests from a SharedWorker are not reported to the page: the server counts them.
  const configCalls = await server.refusedConfigCalls();
  expect(configCalls.length).toBe(6);
  const gaps = configCalls.slice(1).map((t, i) => t - (configCalls[i] ?? t));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);

  await server.setFaults({ config: 'up' });
  await page.getByTestId('config-retry').click();
  await expect(page.getByTestId('company-name')).toHaveText('BetHouse');
  await expect(page).toHaveURL(/\/[a-z]{2}\/?$/);
});

test('a path without a language goes to the same path in the visitor language', async ({ page, server }) => {
  await page.context().addCookies([{ name: 'lng', value: 'ru', url: server.url }]);
  await page.goto('/debugger?x=1');
  await expect(page).toHaveURL(/\/ru\/debugger\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the language switcher shows the site in another language, right to left for Arabic', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('company-name')).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
