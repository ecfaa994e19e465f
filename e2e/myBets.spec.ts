import { expect, type Page } from '@playwright/test';
import { couponPayload } from '../tests/support/bets';
import { myBetCard, upcomingPicker } from './support/bets';
import { activeMoney, DEMO, signInDemo } from './support/player';
import { liveSwitch, testWithOwnServer } from './support/server';

/**
 * "My bets" end to end against its own reference server: the demo
 * player's coupons, cash-out at the server's offer, insurance, settlement of
 * a finished game, and the printed ticket. Coupons are placed through the
 * server's own API with the player's cookies, on upcoming games far from
 * their start, so the live simulator (slowed down here) neither suspends nor
 * reprices them while a test runs. Waits on conditions only.
 */
const test = testWithOwnServer({ LIVE_RATE: '1', LIVE_SEED: '5' });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** 50.00 RUB: the demo player holds 1,500.00. */
const STAKE = 5_000;

const pickOutcomes = upcomingPicker(1.4);

/** A single on an upcoming game's main outcome, placed with the page's cookies; each call takes a game no other call took. */
async function placeSingle(page: Page): Promise<{ couponId: string; gameId: number }> {
  const [pick] = await pickOutcomes(page, 1);
  if (!pick) throw new Error('no upcoming game with an open outcome to bet on');
  const payload = couponPayload({
    amount: STAKE,
    bets: [
      { marketId: pick.outcomeId, gameId: pick.gameId, typeId: pick.typeId, coef: pick.coef, param: pick.param, blockId: 1, isLive: false },
    ],
    changeCoefAction: 1,
    coef: pick.coef,
    coefByView: pick.coef,
    refId: `e2e-my-bets-${Date.now()}-${pick.gameId}`,
  });
  const res = await page.request.post('/web-api/bets/place?lang=en', { headers: XHR, data: payload });
  const body = (await res.json()) as { couponId?: string };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return { couponId: body.couponId as string, gameId: pick.gameId };
}

/** The slip's second tab, showing the coupon (the list reloads after placements and every 10 s). */
async function openMyBets(page: Page, couponId: string) {
  await page.getByTestId('slip-tab-myBets').click();
  await expect(page.getByTestId('my-bets')).toBeVisible();
  const card = myBetCard(page, couponId);
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

test('my bets lists a placed coupon with its stake, legs and offers; the print page shows its ticket', async ({ page, context }) => {
  await signInDemo(page);
  const { couponId } = await placeSingle(page);
  await page.reload();
  const card = await openMyBets(page, couponId);
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(card.getByTestId('my-bet-status')).toHaveText('Open');
  await expect(card.getByTestId('my-bet-stake')).toContainText('50.00');
  await expect(card.getByTestId('my-bet-leg')).toHaveCount(1);
  await expect(card.getByTestId('my-bet-leg-status')).toHaveText('Not settled');
  await expect(card.getByTestId('my-bet-cashout-amount')).toBeVisible({ timeout: 20_000 });
  // At 1024 px the column holds the card: nothing sticks out sideways.
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // The print link opens the ticket in a new tab.
  const [ticketPage] = await Promise.all([context.waitForEvent('page'), card.getByTestId('my-bet-print').click()]);
  await expect(ticketPage).toHaveURL(new RegExp(`/en/print-coupon/${couponId}$`));
  const ticket = ticketPage.getByTestId('print-ticket');
  await expect(ticket).toBeVisible({ timeout: 20_000 });
  await expect(ticket).toHaveAttribute('data-coupon-id', couponId);
  await expect(ticket.getByRole('heading', { level: 1 })).toHaveText(`Coupon № ${couponId}`);
  await expect(ticket.getByTestId('print-ticket-player')).toContainText(DEMO.login);
  await expect(ticket.getByTestId('print-ticket-stake')).toContainText('50.00');
  await expect(ticket.getByTestId('print-ticket-leg')).toHaveCount(1);
  await expect(ticketPage.getByTestId('print-coupon-print')).toBeVisible();
  // On paper only the ticket shows.
  await ticketPage.emulateMedia({ media: 'print' });
  await expect(ticketPage.getByTestId('print-coupon-print')).toBeHidden();
  await ticketPage.close();
});

test('the print page: a non-digit id is the 404 page, an unknown coupon is not found, a guest is asked to sign in', async ({ page }) => {
  await page.goto('/en/print-coupon/12ab');
  await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 20_000 });
  await page.goto('/en/print-coupon/123');
  await expect(page.getByTestId('print-coupon-signed-out')).toBeVisible({ timeout: 20_000 });
  await signInDemo(page);
  // Signing in on the page loads the coupon; this one is nobody's.
  await page.goto('/en/print-coupon/999999999');
  await expect(page.getByTestId('print-coupon-not-found')).toBeVisible({ timeout: 20_000 });
});

test('cash-out at the offer credits the balance and shows the coupon as sold', async ({ page }) => {
  await signInDemo(page);
  const { couponId } = await placeSingle(page);
  const card = await openMyBets(page, couponId);
  const before = await activeMoney(page);
  await expect(card.getByTestId('my-bet-sell')).toBeEnabled({ timeout: 20_000 });
  await card.getByTestId('my-bet-sell').click();
  const confirm = page.getByTestId('my-bet-sell-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('my-bet-sell-confirm-button').click();
  // A refused sale (the offer moved) asks again at the new offer.
  const again = card.getByTestId('my-bet-sell-again');
  await expect(card.getByTestId('my-bet-request-done').or(again)).toBeVisible({ timeout: 20_000 });
  if (await again.isVisible()) await again.click();
  await expect(card.getByTestId('my-bet-request-done')).toContainText('Sold for', { timeout: 20_000 });
  await expect(card).toHaveAttribute('data-status', 'sold', { timeout: 20_000 });
  const sold = await card.getByTestId('my-bet-sold').textContent();
  const amount = Math.round(Number(/([\d,]+\.\d{2})/.exec(sold ?? '')?.[1]?.replace(/,/g, '')) * 100);
  expect(amount).toBeGreaterThan(0);
  await expect.poll(() => activeMoney(page)).toBe(before + amount);
  const shown = ((before + amount) / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('balance')).toContainText(shown);
  // Sold coupons have nothing left to sell.
  await expect(card.getByTestId('my-bet-sell')).toHaveCount(0);
});

test('insurance on an open coupon: the whole stake by default, the premium debited', async ({ page }) => {
  await signInDemo(page);
  const { couponId } = await placeSingle(page);
  const card = await openMyBets(page, couponId);
  const before = await activeMoney(page);
  await expect(card.getByTestId('my-bet-insure')).toBeEnabled({ timeout: 20_000 });
  await card.getByTestId('my-bet-insure').click();
  const dialog = page.getByTestId('my-bet-insure-dialog');
  await expect(dialog.getByTestId('my-bet-insure-amount')).toHaveValue('50.00');
  await expect(dialog.getByTestId('my-bet-insure-amount')).toBeFocused();
  // The premium is the worker's quote: read it once it is there (a loaded machine paints it a moment after the dialog).
  await expect(dialog.getByTestId('my-bet-insure-premium')).toHaveText(/\d+\.\d{2}/);
  const premiumText = (await dialog.getByTestId('my-bet-insure-premium').textContent()) ?? '';
  const premium = Math.round(Number(/([\d,]+\.\d{2})/.exec(premiumText)?.[1]?.replace(/,/g, '')) * 100);
  expect(premium).toBeGreaterThan(0);
  await dialog.getByTestId('my-bet-insure-confirm').click();
  await expect(card.getByTestId('my-bet-request-done')).toContainText('Insured', { timeout: 20_000 });
  await expect(card.getByTestId('my-bet-insured')).toContainText('50.00', { timeout: 20_000 });
  await expect.poll(() => activeMoney(page)).toBe(before - premium);
  // Insured once: no second offer.
  await expect(card.getByTestId('my-bet-insure')).toHaveCount(0);
});

test('after its game finishes the coupon shows settled, under the settled filter too', async ({ page, server }) => {
  await signInDemo(page);
  const { couponId, gameId } = await placeSingle(page);
  const card = await openMyBets(page, couponId);
  await expect(card).toHaveAttribute('data-status', 'open');
  expect((await liveSwitch(server, { finishGames: [gameId] })).finished).toEqual([gameId]);
  // The page reloads every 10 s; the server settles the finished game on its report.
  await expect(card).not.toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  const status = await card.getAttribute('data-status');
  expect(['won', 'lost', 'returned', 'partial']).toContain(status);
  await expect(card.getByTestId('my-bet-leg-status')).not.toHaveText('Not started');
  await expect(card.getByTestId('my-bet-payout')).toBeVisible();
  await page.getByTestId('my-bets-filter-settled').click();
  await expect(myBetCard(page, couponId)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="my-bet"][data-status="open"]')).toHaveCount(0);
});
