import type { Page } from '@playwright/test';
import { LIMITS_PATHS } from '../src/protocol/schemas/limits';
import { upcomingPicker } from './support/bets';
import { signInDemo } from './support/player';
import { expect, test } from './support/server';
import { addToSlip, placeAcceptingMoves, slipRow } from './support/slip';

/**
 * The reality check across tabs (DESIGN "Regulation"): one reminder for the
 * player's session, shown in every tab; while it waits no bet is placed in
 * any tab and the slip says why before any press; continuing in one tab ends it in all of
 * them, and the bet goes through. The server's test switch makes a minute of
 * the reality check last a second, so a "30-minute" reminder comes in 30 s.
 */
const pickOutcomes = upcomingPicker(1.2);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function minuteMs(page: Page, ms: number): Promise<void> {
  const res = await page.request.post('/__test/limits', { data: { minuteMs: ms } });
  expect(res.status()).toBe(200);
}

test('a reality check shows in both tabs, holds Place in both with the reason, and continuing in one lets the bet go', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await minuteMs(page, 1000);
  try {
    await signInDemo(page);
    // The slip first, in both tabs: once the reminder shows, the page behind it takes no clicks.
    const [pick] = await pickOutcomes(page, 1);
    if (!pick) throw new Error('no outcome');
    await addToSlip(page, [pick]);
    const other = await context.newPage();
    await other.goto('/en');
    await expect(slipRow(other, pick)).toBeVisible({ timeout: 20_000 });

    const set = await page.request.post(LIMITS_PATHS.limits, { headers: XHR, data: { limits: [{ limitType: 32, limitValue: 30 }] } });
    expect(set.status(), await set.text()).toBe(200);
    // The limits page loads the limits again (in a third tab): the worker learns the interval, counted from sign-in.
    const limitsTab = await context.newPage();
    await limitsTab.goto('/en/office/responsible');
    await expect(limitsTab.getByTestId('limit-32')).toHaveAttribute('data-state', 'active');
    await limitsTab.close();

    // One reminder, in both tabs: labelled, focus on its answer, and Escape does not dismiss it.
    for (const tab of [page, other]) {
      const dialog = tab.getByRole('dialog', { name: 'Reality check' });
      await expect(dialog).toBeVisible({ timeout: 45_000 });
      await expect(tab.getByTestId('reality-check-elapsed')).toContainText('You have been playing for');
      await expect(tab.getByRole('link', { name: 'My bets' })).toHaveAttribute('href', '/en/office/bets-history');
    }
    // The next reminder would come a "30-minute" interval later, while the test still works behind this one on a loaded
    // machine: minutes are real again from here, and the worker's timer finds the next interval far off.
    await minuteMs(page, 60_000);
    await expect(page.getByTestId('reality-check-continue')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('reality-check')).toBeVisible();

    // Place is held in both tabs, and says why before any press; a press behind the dialog sends nothing.
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('slip-place')).toHaveAttribute('data-state', 'refused');
      await expect(tab.getByTestId('slip-place-reason')).toContainText('A reality check is waiting: answer it before placing a bet.');
      await tab.getByTestId('slip-place').dispatchEvent('click');
      await expect(tab.getByTestId('slip-success')).toHaveCount(0);
    }

    await other.getByTestId('reality-check-continue').click();
    for (const tab of [page, other]) await expect(tab.getByTestId('reality-check')).toBeHidden();

    await placeAcceptingMoves(page);
    await expect(other.getByTestId('slip-success')).toBeVisible();
  } finally {
    await page.request.delete(`${LIMITS_PATHS.limit}?limitType=32`, { headers: XHR });
    await minuteMs(page, 60_000);
  }
});
