import AxeBuilder from '@axe-core/playwright';
import { contextFor } from './support/look';
import { expect, test } from './support/server';

/**
 * The public betting calculator as a visitor uses it (no sign-in): a
 * 2-from-4 system of 600 at 1.5, 2, 2.5 and 3 typed in, its six lines of 100
 * and maximum return of 2,975.00; the address keeps the calculation, so a
 * reload shows it again; in Arabic on a phone it fits the screen. The
 * arithmetic is tested in units (tests/core/calculator).
 */
test('a 2-from-4 system of 600 shows six lines of 100 and 2,975.00 at most, and again after a reload', async ({ page }) => {
  await page.goto('/en/betting-calculator');
  await page.getByLabel('Bet type').selectOption('2');
  await page.getByTestId('calc-add-leg').click();
  await page.getByTestId('calc-add-leg').click();
  const odds = page.getByTestId('calc-odds');
  for (const [i, value] of ['1.5', '2', '2.5', '3'].entries()) await odds.nth(i).fill(value);
  await page.getByTestId('calc-system').fill('2');
  await page.getByTestId('calc-stake').fill('600');

  const showsTheSystem = async () => {
    await expect(page.getByTestId('calc-max-return')).toHaveText('2,975.00');
    await expect(page.getByTestId('calc-line')).toHaveCount(6);
    await expect(page.getByTestId('calc-line-stake')).toHaveText(Array<string>(6).fill('100.00'));
  };
  await showsTheSystem();
  await expect(page).toHaveURL(/\/en\/betting-calculator\?t=2&k=2&s=600&f=0&o=1\.5&o=2&o=2\.5&o=3$/);
  await expect(page.getByTestId('info-page')).toBeVisible();

  await page.reload();
  await showsTheSystem();
});

test('in Arabic on a phone the calculator fits the screen, and axe finds nothing serious, a wrong leg shown too', async ({ browser }) => {
  const context = await browser.newContext(contextFor('phone'));
  const page = await context.newPage();
  await page.goto('/ar/betting-calculator?t=2&k=2&s=600&f=0&o=1.5&o=2&o=2.5&o=3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('calc-line')).toHaveCount(6);
  const { scroll, client } = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(scroll, `scrollWidth ${scroll} against clientWidth ${client}`).toBeLessThanOrEqual(client);

  await page.getByTestId('calc-odds').nth(1).fill('1');
  await expect(page.getByTestId('calc-issues')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="calculator"]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});
