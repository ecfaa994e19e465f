import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxReturn } from '../src/core/coupon';
import { myBetCard, upcomingPicker } from './support/bets';
import { activeMoney, signInDemo } from './support/player';
import { expect, testWithOwnServer } from './support/server';
import { addToSlip, couponCount, expectText, openGames, rub, setStake, slipRow, slipRows } from './support/slip';
import { preAnswerAge } from './support/ageNotice';

/**
 * The slip's flows across clicks, tabs and browser restarts: a
 * one-click bet end to end, the slip kept through a browser restart, and a
 * placement in flight shown in every tab. Its own reference server with the
 * live drift off (LIVE_RATE 0): no coefficient moves under a test. Waits on
 * conditions only; the one delay is the server's, switched on through
 * /__test/faults (placeDelayMs) for the placement it must hold.
 */
const test = testWithOwnServer({ LIVE_RATE: '0', LIVE_SEED: '4' });

const pickOutcomes = upcomingPicker(1.2);

test('one-click betting on with its stake in the settings: a click on an outcome places it; the balance drops, my bets lists it', async ({
  page,
}) => {
  await signInDemo(page);
  const [pick] = await pickOutcomes(page, 1);
  if (!pick) throw new Error('no outcome');
  await openGames(page, [pick]);
  const outcome = page.getByTestId(`live-outcome-${pick.outcomeId}`);
  await expect(outcome).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('slip-settings-toggle').click();
  await page.getByTestId('slip-setting-isActiveOneClick').check();
  await expect(page.getByTestId('slip-setting-isActiveOneClick')).toBeChecked();
  await setStake(page, 'slip-setting-oneClickAmount', '37', 3_700);
  await page.getByTestId('slip-settings-close').click();
  await expectText(
    page.getByTestId('slip-one-click-on'),
    `One-click betting is on: a click on a coefficient places ${rub(3_700)} at once.`,
  );
  await expect(outcome).toHaveAttribute('data-one-click', 'true');

  const before = await activeMoney(page);
  await expectText(page.getByTestId('balance'), rub(before));
  const coupons = await couponCount(page);
  await outcome.click();

  const success = page.getByTestId('slip-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  const couponId = (await success.getAttribute('data-coupon-id')) ?? '';
  expect(couponId).toMatch(/^\d+$/);
  await expect(page.getByTestId('slip-success-number')).toContainText(couponId);
  // A single, never the coupon: the slip stays empty and the outcome is not "in the coupon".
  await expect(page.getByTestId('slip-empty')).toBeVisible();
  await expect(outcome).toHaveAttribute('data-in-coupon', 'false');
  await expect.poll(() => activeMoney(page)).toBe(before - 3_700);
  await expectText(page.getByTestId('balance'), rub(before - 3_700));
  expect(await couponCount(page)).toBe(coupons + 1);

  await page.getByTestId('slip-tab-myBets').click();
  const card = myBetCard(page, couponId);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(card.getByTestId('my-bet-stake')).toContainText('37.00');
  await expect(card.getByTestId('my-bet-leg')).toHaveCount(1);
});

test('the slip survives a browser restart: the same bets, type and stake', async ({ server }) => {
  const profile = mkdtempSync(join(tmpdir(), 'bet-slip-profile-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, {
      baseURL: server.url,
      executablePath: test.info().project.use.launchOptions?.executablePath,
      args: test.info().project.use.launchOptions?.args ?? [],
      headless: true,
    });
    await preAnswerAge(context);
    return context;
  };
  let context: BrowserContext | null = null;
  try {
    context = await launch();
    let page: Page = await context.newPage();
    await page.goto('/en');
    const picks = await pickOutcomes(page, 2);
    await addToSlip(page, picks);
    await expect(page.getByTestId('slip-coupon')).toHaveAttribute('data-type', '1');
    await setStake(page, 'slip-stake', '42', 4_200);
    // The worker has taken the stake (the return is its arithmetic), not only the input.
    const win = rub(maxReturn({ typeId: 1, stake: 4_200, legs: picks.map((p) => ({ odds: p.coef, id: p.outcomeId })) }));
    await expectText(page.getByTestId('slip-possible-win'), win);
    await context.close();
    context = null;

    context = await launch();
    page = await context.newPage();
    await page.goto('/en');
    for (const pick of picks) await expect(slipRow(page, pick)).toBeVisible({ timeout: 20_000 });
    await expect(slipRows(page)).toHaveCount(2);
    await expect(page.getByTestId('slip-coupon')).toHaveAttribute('data-type', '1');
    await expect(page.getByTestId('slip-stake')).toHaveValue('42.00');
    await expectText(page.getByTestId('slip-possible-win'), win);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a placement pressed in one tab shows its progress in the other while the server holds it, then the success in both', async ({
  page,
  context,
  server,
}) => {
  await signInDemo(page);
  const [pick] = await pickOutcomes(page, 1);
  if (!pick) throw new Error('no outcome');
  await addToSlip(page, [pick]);
  const other = await context.newPage();
  await other.goto('/en');
  await expect(slipRow(other, pick)).toBeVisible({ timeout: 20_000 });
  for (const tab of [page, other]) await expect(tab.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready');
  const before = await activeMoney(page);
  const coupons = await couponCount(page);

  try {
    // Held until the test has seen the other tab follow (released below), at most 8 s: inside the worker's 10 s for one attempt.
    await server.setFaults({ placeDelayMs: 8_000 });
    await page.getByTestId('slip-place').click();
    const place = other.getByTestId('slip-place');
    await expect(place).toHaveAttribute('data-state', 'placing');
    // Nothing debited while the server holds the placement.
    expect(await activeMoney(page)).toBe(before);
    await expect(place).toHaveAttribute('aria-busy', 'true');
    await expect(place).toHaveText('Placing the bet…');
    await expect(other.getByTestId('slip-coupon')).toHaveAttribute('data-phase', 'placing');
    // Seen while the answer is still held: neither tab has the success yet.
    for (const tab of [page, other]) expect(await tab.getByTestId('slip-success').count()).toBe(0);
    // The other tab's button is marked disabled; pressed all the same, it starts no second placement.
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await place.click({ force: true });
    await server.setFaults({ placeDelayMs: 0 });

    const success = page.getByTestId('slip-success');
    await expect(success).toBeVisible({ timeout: 20_000 });
    const couponId = (await success.getAttribute('data-coupon-id')) ?? '';
    expect(couponId).toMatch(/^\d+$/);
    await expect(other.getByTestId('slip-success')).toHaveAttribute('data-coupon-id', couponId);
    for (const tab of [page, other]) await expect(tab.getByTestId('slip-empty')).toBeVisible();
    await expect.poll(() => activeMoney(page)).toBe(before - 15_000);
    expect(await couponCount(page)).toBe(coupons + 1);
  } finally {
    await server.setFaults({ placeDelayMs: 0 });
  }
});

test('the quick coupon: on betting pages once one-click is on, hidden where the route does not allow it, its switch the setting', async ({
  page,
}) => {
  await page.goto('/en/live');
  const quick = page.getByTestId('quick-coupon');
  await page.getByTestId('slip-settings-toggle').click();
  await page.getByTestId('slip-setting-isActiveOneClick').check();
  await expect(quick).toBeVisible();
  await expect(page.getByTestId('quick-coupon-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('quick-coupon-amount')).toContainText('A click places');
  // An information page does not allow it (the route table's quickCoupon), however one-click is set.
  await page.goto('/en/contacts');
  await expect(page.getByTestId('info-page')).toBeVisible();
  await expect(quick).toHaveCount(0);
  await page.goto('/en/line');
  await expect(quick).toBeVisible();
  // Turned off from the quick coupon, it stays to be turned on again, and the slip's own setting follows.
  await page.getByTestId('quick-coupon-switch').click();
  await expect(page.getByTestId('quick-coupon-switch')).toHaveAttribute('aria-checked', 'false');
  await expect(quick).toBeVisible();
  await page.getByTestId('slip-settings-toggle').click();
  await expect(page.getByTestId('slip-setting-isActiveOneClick')).not.toBeChecked();
});
