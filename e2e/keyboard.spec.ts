import { COUNT_POINTER_EVENTS, byTestId, pointerEvents, tabTo } from './support/keyboard';
import { myBetCard } from './support/bets';
import { DEMO, activeMoney } from './support/player';
import { expect, testWithOwnServer } from './support/server';
import { couponCount, expectText, rub } from './support/slip';

/**
 * From the home page to a placed bet with the keyboard only: Tab, Shift+Tab,
 * Enter, Space and typed text through page.keyboard, never a click. The
 * page counts pointer events and the test asserts none arrived. Its own
 * server with the simulator paused (LIVE_PAUSED): no game starts, suspends
 * or reprices while the keys walk the page.
 */
const test = testWithOwnServer({ LIVE_RATE: '0', LIVE_SEED: '4', LIVE_PAUSED: '1' });

test('a player signs in, picks an upcoming outcome on the home page, stakes and places it without a mouse', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(COUNT_POINTER_EVENTS);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en');
  await expect(page.getByTestId('login-button')).toBeVisible();

  // The cookie banner first, as a visitor would answer it.
  if (await page.getByTestId('cookie-consent-2').isVisible()) {
    await tabTo(page, byTestId('cookie-consent-2'), 'the cookie banner');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  }

  // Sign in: the header's button opens the form; the login field, the password, Enter sends it.
  await tabTo(page, byTestId('login-button'), 'the header sign-in button');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('field-login')).toBeVisible();
  if (!(await page.getByTestId('field-login').evaluate((el) => el === document.activeElement)))
    await tabTo(page, byTestId('field-login'), 'the login field', { max: 20 });
  await page.keyboard.type(DEMO.login);
  await tabTo(page, byTestId('field-password'), 'the password field', { max: 10 });
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
  const before = await activeMoney(page);
  const coupons = await couponCount(page);

  // An upcoming game's outcome in the home page's list: Space puts it in the slip.
  const upcoming = page.getByTestId('live-list-home-line');
  await expect(upcoming.locator('[data-testid^="live-outcome-"]').first()).toBeVisible({ timeout: 20_000 });
  const outcome = await tabTo(
    page,
    (f) => /^live-outcome-\d+$/.test(f.testId) && f.inside.includes('live-list-home-line'),
    'an outcome of an upcoming game on the home page',
    { max: 250 },
  );
  await page.keyboard.press('Space');
  const picked = page.getByTestId(outcome.testId);
  await expect(picked).toHaveAttribute('data-in-coupon', 'true');
  const outcomeId = outcome.testId.replace('live-outcome-', '');
  await expect(page.getByTestId(`slip-bet-${outcomeId}`)).toBeVisible();
  await expect(page.getByTestId('slip-quoting')).toBeHidden({ timeout: 15_000 });

  // The stake: typed into the slip's stake field, reached by Tab from the outcome.
  const stake = await tabTo(page, byTestId(/^slip-stake(-all)?$/), "the slip's stake field", { max: 250 });
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(stake.testId)).toHaveValue('25.00');

  // Place it: Tab to the place button, Enter.
  await expect(page.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await tabTo(page, byTestId('slip-place'), "the slip's place button", { max: 60 });
  await page.keyboard.press('Enter');
  const success = page.getByTestId('slip-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  const couponId = (await success.getAttribute('data-coupon-id')) ?? '';
  expect(couponId).toMatch(/^\d+$/);
  await expect.poll(() => activeMoney(page)).toBe(before - 2_500);
  await expectText(page.getByTestId('balance'), rub(before - 2_500));
  expect(await couponCount(page)).toBe(coupons + 1);

  // My bets, still by keyboard: the slip's views are one radio group (one Tab stop); the arrow key moves to "My bets" and chooses it.
  await tabTo(page, byTestId('slip-tab-coupon'), "the slip's coupon tab", { max: 80, backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('slip-tab-myBets')).toBeFocused();
  await expect(page.getByTestId('slip-tab-myBets')).toBeChecked();
  const card = myBetCard(page, couponId);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(card.getByTestId('my-bet-stake')).toContainText('25.00');

  expect(await pointerEvents(page), 'pointer or mouse events reached the page').toEqual([]);
});
