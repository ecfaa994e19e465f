import { expect, type Page } from '@playwright/test';
import { parseCouponArgs, renderCoupon } from '../scripts/coupon';
import { amountText } from '../src/core/format';
import { couponAnswerSchema, type CouponView } from '../src/protocol/schemas/bets';
import { couponPayload } from '../tests/support/bets';
import { upcomingPicker, type Pick } from './support/bets';
import { signInDemo } from './support/player';
import { liveSwitch, testWithOwnServer } from './support/server';

/**
 * The office bet history end to end (its own reference server, so the demo
 * player's coupons are these only): a single and a system 2/3 are placed
 * through the server's API, the system's games are finished through the live
 * test switch, and the history filters to the settled system coupon, keeps
 * the filters over a reload, and opens it (by keyboard) onto its lines with
 * the same returns as the coupon CLI prints for its odds and results.
 */
const test = testWithOwnServer({ LIVE_RATE: '1', LIVE_SEED: '7' });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const pickOutcomes = upcomingPicker(1.4);

async function placeCoupon(page: Page, picks: readonly Pick[], typeId: 0 | 2, amount: number): Promise<string> {
  const payload = couponPayload({
    amount,
    typeId,
    ...(typeId === 2 ? { systemValue: 2 } : {}),
    bets: picks.map((p) => ({
      marketId: p.outcomeId,
      gameId: p.gameId,
      typeId: p.typeId,
      coef: p.coef,
      param: p.param,
      blockId: 1,
      isLive: false,
    })),
    changeCoefAction: 1,
    refId: `e2e-office-history-${Date.now()}-${picks[0]?.gameId}`,
  });
  const res = await page.request.post('/web-api/bets/place?lang=en', { headers: XHR, data: payload });
  const body = (await res.json()) as { couponId?: string };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.couponId as string;
}

async function couponOf(page: Page, id: string): Promise<CouponView> {
  const res = await page.request.get(`/web-api/bets/coupon?id=${id}&lang=en`);
  return couponAnswerSchema.parse(await res.json()).coupon;
}

/** What `npm run coupon` prints for the coupon's odds and leg results. */
function cliText(c: CouponView): string {
  return renderCoupon(
    parseCouponArgs([
      '--type',
      '2',
      '--system',
      String(c.systemValue),
      '--odds',
      c.legs.map((l) => l.market.coef).join(','),
      '--status',
      c.legs.map((l) => l.statusId).join(','),
      '--stake',
      amountText(c.amount, 2),
      '--currency',
      c.currencyIso,
    ]),
  );
}

/** Each line's return as the CLI prints it (major units, "a..b" while open). */
function cliLineReturns(c: CouponView): string[] {
  return cliText(c)
    .split('\n')
    .filter((l) => l.startsWith('  #'))
    .map((l) => (l.split('return ')[1] ?? '').replace(new RegExp(` ${c.currencyIso}`, 'g'), ''));
}

test('the history filters to a settled system bet and expands it to the same line returns as the coupon CLI', async ({ page, server }) => {
  await signInDemo(page);
  const [single] = await pickOutcomes(page, 1);
  const systemPicks = await pickOutcomes(page, 3);
  const singleId = await placeCoupon(page, [single as Pick], 0, 1_000);
  const systemId = await placeCoupon(page, systemPicks, 2, 3_000);
  const games = systemPicks.map((p) => p.gameId);
  expect((await liveSwitch(server, { finishGames: games })).finished).toEqual(games);
  await expect.poll(async () => (await couponOf(page, systemId)).status, { timeout: 30_000 }).not.toBe('open');
  const settled = await couponOf(page, systemId);

  await page.goto('/en/office/history');
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(2, { timeout: 20_000 });
  await expect(items.first()).toHaveAttribute('data-coupon-id', systemId);
  await expect(items.nth(1)).toHaveAttribute('data-coupon-id', singleId);

  await page.getByTestId('history-filter-status').selectOption('settled');
  await page.getByTestId('history-filter-type').selectOption('2');
  await page.getByTestId('history-filter-apply').click();
  await expect(page).toHaveURL(/\/en\/office\/history\?status=settled&type=2$/);
  await expect(items).toHaveCount(1);
  // A reload keeps the filters: the address holds them.
  await page.reload();
  await expect(page.getByTestId('history-filter-status')).toHaveValue('settled');
  await expect(page.getByTestId('history-filter-type')).toHaveValue('2');
  await expect(items).toHaveCount(1);
  const item = items.first();
  await expect(item).toHaveAttribute('data-coupon-id', systemId);
  await expect(item).toHaveAttribute('data-status', settled.status);
  await expect(page.getByTestId('history-csv')).toHaveAttribute('href', /history\.csv\?.*typeId=2/);

  // Opened from the keyboard, it shows its legs and its lines.
  const toggle = item.getByTestId('history-item-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByTestId('my-bet-leg')).toHaveCount(3);
  await expect(item.getByTestId('history-print')).toHaveAttribute('href', `/en/print-coupon/${systemId}`);
  const cells = item.getByTestId('history-line-return');
  await expect(cells).toHaveCount(3);
  const shown = await cells.evaluateAll((tds) =>
    tds.map((td) => [Number(td.getAttribute('data-current')), Number(td.getAttribute('data-max'))] as const),
  );
  const asText = shown.map(([current, max]) =>
    current === max ? amountText(current, 2) : `${amountText(current, 2)}..${amountText(max, 2)}`,
  );
  expect(asText).toEqual(cliLineReturns(settled));
  // The coupon paid what the CLI computes for the whole coupon.
  const payout = settled.payout ?? Number.NaN;
  expect(cliText(settled)).toContain(`current return ${amountText(payout, 2)} ${settled.currencyIso}`);
  // Each line is rounded to the cent as a bet of its own and the coupon once,
  // at the end (COUPON.md), so the lines add up to the payout only to within
  // those roundings: half a cent per line and half for the total.
  const lineSum = shown.reduce((sum, [current]) => sum + current, 0);
  expect(Math.abs(lineSum - payout)).toBeLessThanOrEqual(Math.floor((shown.length + 1) / 2));

  // On a 360 px phone in Arabic the filters wrap into the column: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ar/office/history?status=settled&type=2');
  await expect(items).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
