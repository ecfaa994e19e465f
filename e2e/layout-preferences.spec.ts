import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/server';
import { REMOVE_SHARED_WORKER } from './support/noSharedWorker';

async function openSite(context: BrowserContext, path = '/en'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  return page;
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

function expectFolded(page: Page, side: 'left' | 'right', folded: boolean) {
  return Promise.all([
    expect(page.getByTestId(`side-${side}`)).toHaveAttribute('data-collapsed', String(folded)),
    expect(page.getByTestId(`toggle-${side}`)).toHaveAttribute('aria-expanded', String(!folded)),
  ]);
}

for (const path of ['SharedWorker', 'leader fallback'] as const) {
  test.describe(`side columns through the ${path}`, () => {
    test.beforeEach(async ({ context }) => {
      if (path === 'leader fallback') await context.addInitScript(REMOVE_SHARED_WORKER);
    });

    test('folding the left column in one tab folds it in the other without a reload, and a reload keeps it', async ({ context }) => {
      const first = await openSite(context);
      const second = await openSite(context);
      // The path under test is the one really taken.
      const host = path === 'SharedWorker' ? 'shared' : 'leader';
      for (const page of [first, second]) await expect(page.getByTestId('runtime-host')).toHaveAttribute('data-host', host);
      await expectFolded(second, 'left', false);

      await first.getByTestId('toggle-left').click();
      await expectFolded(first, 'left', true);
      await expectFolded(second, 'left', true);
      await expect(second.getByTestId('side-left').locator('.shell-side__content')).toBeHidden();
      // The other column is not touched.
      await expectFolded(second, 'right', false);

      await second.reload();
      await expect(second.getByTestId('layout-main')).toBeVisible();
      await expectFolded(second, 'left', true);

      // And back, from the other tab.
      await second.getByTestId('toggle-left').click();
      await expectFolded(first, 'left', false);
      // No answer to the cookie question yet: the fold lives in the store only.
      expect(await cookie(context, 'hide_left')).toBeUndefined();
    });
  });
}

test('the cookie question: hide_left is written only after the visitor agrees to functional cookies, by keyboard', async ({ context }) => {
  const page = await openSite(context);
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();

  await page.getByTestId('toggle-left').click();
  await expectFolded(page, 'left', true);
  await page.reload();
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expectFolded(page, 'left', true);
  expect(await cookie(context, 'hide_left')).toBeUndefined();
  expect(await cookie(context, 'cookies_agree_type')).toBeUndefined();

  // Necessary only: the answer is kept, the fold still is not.
  await banner.getByRole('button', { name: 'Necessary only' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => cookie(context, 'cookies_agree_type')).toBe('0');
  expect(await cookie(context, 'hide_left')).toBeUndefined();

  // Another tab does not ask again.
  const other = await openSite(context);
  await expect(other.getByTestId('cookie-consent')).toHaveCount(0);

  // The footer asks again; all cookies agreed: the columns are remembered in cookies too.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner.getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
  await expect(banner.getByTestId('cookie-consent-current')).toHaveText('Your current choice: necessary cookies only.');
  await banner.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => cookie(context, 'hide_left')).toBe('1');
  expect(await cookie(context, 'hide_right')).toBe('0');
  expect(await cookie(context, 'cookies_agree_type')).toBe('2');

  // Taking the agreement back removes them again.
  await other.getByRole('button', { name: 'Cookie settings' }).click();
  await other.getByRole('button', { name: 'Necessary only' }).click();
  await expect.poll(() => cookie(context, 'hide_left')).toBeUndefined();
  expect(await cookie(context, 'hide_right')).toBeUndefined();
  expect(await cookie(context, 'cookies_agree_type')).toBe('0');
});
