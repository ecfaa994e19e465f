import { registerFast } from './support/player';
import { expect, test } from './support/server';

/**
 * office/settings as a player meets it: hiding football from live in the
 * settings of one tab takes it off /en/live in another open tab at once
 * (the worker holds the settings for every tab and filters the live lists
 * and the sports menu), and showing it again brings it back. The rules are
 * tested in units (tests/core/officeSettings, tests/worker/officeSettings).
 */
const FOOTBALL = 1;

test('disallowing football in settings hides it from /en/live in a second open tab too', async ({ page, context }) => {
  await registerFast(page);
  const other = await context.newPage();
  await other.goto('/en/live');
  const footballList = other.getByRole('heading', { name: 'Football', level: 2, exact: true });
  const footballMenu = other.getByTestId(`side-menu-sport-${FOOTBALL}`);
  await expect(footballList).toBeVisible();
  await expect(footballMenu).toBeVisible();

  await page.goto('/en/office/settings');
  const hideLive = page.getByTestId('hide-live-football');
  await expect(hideLive).not.toBeChecked();
  await hideLive.click();
  await expect(hideLive).toBeChecked();
  await expect(page.getByTestId('office-settings-saving')).toHaveAttribute('data-saving', 'false');

  await expect(footballList).toHaveCount(0);
  await expect(footballMenu).toHaveCount(0);
  // The other live sports stay (which ones are live depends on how long the worker's server has run).
  await expect(other.locator('[data-testid^="side-menu-sport-"]').first()).toBeVisible();
  // The line is another list: football stays there.
  await expect(page.getByTestId('hide-line-football')).not.toBeChecked();

  // Kept on the server: a fresh read of the page still shows it hidden.
  await page.reload();
  await expect(page.getByTestId('hide-live-football')).toBeChecked();

  await page.getByTestId('hide-live-football').click();
  await expect(footballList).toBeVisible();
  await expect(footballMenu).toBeVisible();
});
