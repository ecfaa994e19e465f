import { expect, type Locator, type Page } from '@playwright/test';
import { amountText, formatMoney } from '../../src/core/format';
import type { Pick } from './bets';

/** The slip as the e2e specs drive it: its rows, stakes and the server's count of the player's coupons. */

export const rub = (minor: number) => formatMoney(minor, 'RUB', 2, 'en');

const normalized = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the element's text, whitespace folded, is `text`. */
export async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(() => normalized(locator)).toBe(text.replace(/\s+/g, ' '));
}

export const slipRows = (page: Page) => page.locator('li[data-testid^="slip-bet-"]');
export const slipRow = (page: Page, pick: Pick) => page.getByTestId(`slip-bet-${pick.outcomeId}`);

/** The games side by side (multi view). */
export async function openGames(page: Page, picks: readonly Pick[]): Promise<void> {
  await page.goto(`/en/multi?games=${picks.map((p) => p.gameId).join(',')}`);
}

/** The games side by side (multi view), a click on each outcome: the slip shows each bet. */
export async function addToSlip(page: Page, picks: readonly Pick[]): Promise<void> {
  await openGames(page, picks);
  for (const pick of picks) {
    const outcome = page.getByTestId(`live-outcome-${pick.outcomeId}`);
    await outcome.click({ timeout: 20_000 });
    await expect(outcome).toHaveAttribute('data-in-coupon', 'true');
    await expect(slipRow(page, pick)).toBeVisible();
  }
  // The server's quote for the draft (limits, the bets' state) has come back.
  await expect(page.getByTestId('slip-quoting')).toBeHidden({ timeout: 15_000 });
}

/** Types a stake into the slip input `testId` and commits it; the input then shows it in the currency's digits. */
export async function setStake(page: Page, testId: string, major: string, minor: number): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(major);
  await input.press('Enter');
  await expect(input).toHaveValue(amountText(minor, 2));
}

/** How many coupons the signed-in player has on the server. */
export async function couponCount(page: Page): Promise<number> {
  const res = await page.request.get('/web-api/bets/history?status=all&page=1&pageSize=1&lang=en');
  return ((await res.json()) as { total: number }).total;
}

/**
 * Places the slip as a player whose setting asks about every move would:
 * accepting the coefficients that moved while the test waited (upcoming odds
 * drift), and again if they move between the accept and the press.
 */
export async function placeAcceptingMoves(page: Page): Promise<void> {
  const place = page.getByTestId('slip-place');
  const accept = page.getByTestId('slip-accept-changes');
  const success = page.getByTestId('slip-success');
  await expect(async () => {
    if (await success.isVisible()) return;
    if (await accept.isVisible()) await accept.click({ timeout: 2_000 });
    await expect(place).toHaveAttribute('data-state', 'ready', { timeout: 2_000 });
    await place.click({ timeout: 2_000 });
    await expect(success).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}
