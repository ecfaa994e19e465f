import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expressCoefWithBonus, maxReturn, totalCoef, type Leg } from '../src/core/coupon';
import { formatOdds } from '../src/core/odds';
import { amountText } from '../src/core/format';
import { myBetCard, upcomingPicker } from './support/bets';
import { activeMoney, DEMO, signInDemo, submitSignIn } from './support/player';
import { liveSwitch, testWithOwnServer, type RunningServer } from './support/server';
import { addToSlip, couponCount, expectText, rub, setStake, slipRow as row, slipRows } from './support/slip';

/**
 * The bet slip end to end against its own reference server, with
 * the live simulator's drift switched off (LIVE_RATE 0) so a coefficient
 * moves only when a test moves it (/__test/live setCoefs). Bets go on
 * upcoming games far from their start, which the simulator never suspends.
 * The totals are checked against the coupon core's own calculators. Waits on
 * conditions only.
 */
const test = testWithOwnServer({ LIVE_RATE: '0', LIVE_SEED: '3' });

const decimal = (coef: number) => formatOdds(coef, 0);

async function setCoef(server: RunningServer, outcomeId: number, coef: number): Promise<void> {
  expect((await liveSwitch(server, { setCoefs: [{ outcomeId, coef }] })).coefsSet).toEqual([outcomeId]);
}

/** 1.2 or more: every leg counts for the express bonus. */
const pickOutcomes = upcomingPicker(1.2);

async function chooseType(page: Page, typeId: number): Promise<void> {
  await page.getByTestId(`slip-type-${typeId}`).click();
  await expect(page.getByTestId('slip-coupon')).toHaveAttribute('data-type', String(typeId));
}

async function chooseCoefAction(page: Page, action: 0 | 1 | 2): Promise<void> {
  await page.getByTestId('slip-settings-toggle').click();
  await page.getByTestId(`slip-setting-coef-${action}`).check();
  await expect(page.getByTestId(`slip-setting-coef-${action}`)).toBeChecked();
  await page.getByTestId('slip-settings-close').click();
}

test('three outcomes as singles, express, system 2/3 show the core’s totals; the placed system debits, shows in my bets, settles', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await signInDemo(page);
  const picks = await pickOutcomes(page, 3);
  await addToSlip(page, picks);
  await expect(slipRows(page)).toHaveCount(3);
  for (const pick of picks) await expect(row(page, pick).getByTestId('slip-bet-coef')).toHaveText(decimal(pick.coef));
  const legs: Leg[] = picks.map((p) => ({ odds: p.coef, id: p.outcomeId }));

  // At the narrowest desktop width, with the settings open, nothing in the slip runs out of its column.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.getByTestId('slip-settings-toggle').click();
  await expect(page.getByTestId('slip-settings')).toBeVisible();
  const overflow = await page.evaluate(() => {
    const slip = document.querySelector('[data-testid="slip"]') as HTMLElement;
    return { slip: slip.scrollWidth - slip.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
  expect(overflow).toEqual({ slip: 0, page: 0 });
  await page.getByTestId('slip-settings-close').click();

  // Singles: one stake for each, the total stake and what they pay together.
  await chooseType(page, 9);
  await setStake(page, 'slip-stake-all', '10', 1_000);
  await expect(page.getByTestId('slip-bet-stake')).toHaveCount(3);
  await expectText(page.getByTestId('slip-total-stake'), rub(3_000));
  await expectText(page.getByTestId('slip-possible-win'), rub(maxReturn({ typeId: 9, stake: 1_000, legs })));

  // Express: the product of the odds, and the automatic bonus of three legs (+3%).
  await chooseType(page, 1);
  await setStake(page, 'slip-stake', '20', 2_000);
  await expectText(page.getByTestId('slip-coef'), decimal(totalCoef({ typeId: 1, stake: 2_000, legs })));
  await expect(page.getByTestId('slip-bonus')).toContainText('Express bonus +3%');
  await expectText(page.getByTestId('slip-bonus-coef'), decimal(expressCoefWithBonus(picks.map((p) => p.coef))));
  await expectText(page.getByTestId('slip-possible-win'), rub(maxReturn({ typeId: 1, stake: 2_000, legs, expressBonusPercent: 3 })));

  // System 2/3: three lines of two, the stake split over them.
  await chooseType(page, 2);
  await expect(page.getByTestId('slip-system').locator('option:checked')).toHaveText('2 of 3: 3 lines');
  await setStake(page, 'slip-stake', '30', 3_000);
  const system = { typeId: 2 as const, systemValue: 2, stake: 3_000, legs };
  await expectText(page.getByTestId('slip-coef'), decimal(totalCoef(system)));
  await expectText(page.getByTestId('slip-possible-win'), rub(maxReturn(system)));
  await expectText(page.getByTestId('slip-total-stake'), rub(3_000));

  // Place it: the coupon number, the header's balance drops by the stake.
  const before = await activeMoney(page);
  await expect(page.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready');
  await expectText(page.getByTestId('slip-place'), `Place bet: ${rub(3_000)}`);
  await page.getByTestId('slip-place').click();
  const success = page.getByTestId('slip-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  const couponId = (await success.getAttribute('data-coupon-id')) ?? '';
  expect(couponId).toMatch(/^\d+$/);
  await expect(page.getByTestId('slip-print')).toHaveAttribute('href', `/en/print-coupon/${couponId}`);
  await expect.poll(() => activeMoney(page)).toBe(before - 3_000);
  await expectText(page.getByTestId('balance'), rub(before - 3_000));
  // Keep bets is off: the coupon is cleared for the next bet.
  await expect(page.getByTestId('slip-empty')).toBeVisible();

  // My bets shows it open; it settles when its games finish.
  await page.getByTestId('slip-tab-myBets').click();
  const card = myBetCard(page, couponId);
  await expect(card).toHaveAttribute('data-status', 'open', { timeout: 20_000 });
  expect((await liveSwitch(server, { finishGames: picks.map((p) => p.gameId) })).finished?.sort()).toEqual(
    picks.map((p) => p.gameId).sort(),
  );
  await expect(card).toHaveAttribute('data-status', /^(won|lost|returned|partial)$/, { timeout: 45_000 });
  await page.getByTestId('slip-tab-coupon').click();
});

test('a coefficient rise and fall under each changeCoefAction: 0 asks for both, 1 takes both, 2 takes the rise, asks for the fall', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await signInDemo(page);
  for (const action of [0, 1, 2] as const) {
    const [pick] = await pickOutcomes(page, 1);
    if (!pick) throw new Error('no outcome');
    await addToSlip(page, [pick]);
    await chooseCoefAction(page, action);
    const bet = row(page, pick);
    const place = page.getByTestId('slip-place');
    await expect(place).toHaveAttribute('data-state', 'ready');

    const up = Math.round(pick.coef * 1000 + 150) / 1000;
    await setCoef(server, pick.outcomeId, up);
    await expect(bet.getByTestId('slip-bet-coef')).toHaveText(decimal(up));
    await expect(bet).toHaveAttribute('data-move', 'rise');
    await expect(bet.getByTestId('slip-bet-clicked')).toHaveText(decimal(pick.coef));
    await expect(bet.getByTestId('slip-bet-move-text')).toHaveText(`The coefficient rose from ${decimal(pick.coef)} to ${decimal(up)}`);
    if (action === 0) {
      await expect(bet).toHaveAttribute('data-pending', 'true');
      await expect(bet.getByTestId('slip-bet-lock')).toContainText('Coefficient changed');
      await expect(page.getByTestId('slip-changes')).toContainText('Your setting: confirm every change of coefficients.');
      await expect(place).toHaveAttribute('data-state', 'refused');
      await expect(page.getByTestId('slip-place-reason')).toHaveText('Coefficients changed. Accept the changes to place the bet.');
      await page.getByTestId('slip-accept-changes').click();
    }
    await expect(bet).toHaveAttribute('data-pending', 'false');
    await expect(page.getByTestId('slip-changes')).toBeHidden();
    await expect(place).toHaveAttribute('data-state', 'ready');

    const down = Math.round(pick.coef * 1000 - 100) / 1000;
    await setCoef(server, pick.outcomeId, down);
    await expect(bet.getByTestId('slip-bet-coef')).toHaveText(decimal(down));
    await expect(bet).toHaveAttribute('data-move', 'fall');
    await expect(bet.getByTestId('slip-bet-clicked')).toHaveText(decimal(up));
    if (action === 1) {
      await expect(bet).toHaveAttribute('data-pending', 'false');
      await expect(page.getByTestId('slip-changes')).toBeHidden();
      await expect(place).toHaveAttribute('data-state', 'ready');
    } else {
      await expect(bet).toHaveAttribute('data-pending', 'true');
      await expect(page.getByTestId('slip-changes')).toContainText(action === 0 ? 'confirm every change' : 'accept rises, confirm falls');
      await expect(place).toHaveAttribute('data-state', 'refused');
      await page.getByTestId('slip-accept-changes').click();
      await expect(bet).toHaveAttribute('data-pending', 'false');
      await expect(place).toHaveAttribute('data-state', 'ready');
    }

    if (action === 2) {
      // Placed at the coefficient the player accepted: the server takes it as it stands.
      const before = await activeMoney(page);
      await place.click();
      await expect(page.getByTestId('slip-success')).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => activeMoney(page)).toBe(before - 15_000);
    } else {
      await page.getByTestId('slip-clear').click();
      await expect(page.getByTestId('slip-empty')).toBeVisible();
    }
  }
});

test('two tabs pressing place at the same moment make one bet, debited once', async ({ page, context }) => {
  await signInDemo(page);
  const [pick] = await pickOutcomes(page, 1);
  if (!pick) throw new Error('no outcome');
  await addToSlip(page, [pick]);
  const second = await context.newPage();
  await second.goto('/en');
  // The same slip in both tabs.
  await expect(row(second, pick)).toBeVisible({ timeout: 20_000 });
  for (const tab of [page, second]) await expect(tab.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready');
  const before = await activeMoney(page);
  const coupons = await couponCount(page);

  // Both presses in the same instant. A Playwright click waits for the button to be still and retries when the slip
  // re-renders under it; on a loaded machine the second tab's click then lands after the first placement has changed
  // that slip, and there is no button left to press. A click from inside each page fires at once.
  const press = (tab: Page) => tab.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="slip-place"]')?.click());
  await Promise.all([press(page), press(second)]);

  const first = page.getByTestId('slip-success');
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(second.getByTestId('slip-success')).toBeVisible();
  const couponId = await first.getAttribute('data-coupon-id');
  await expect(second.getByTestId('slip-success')).toHaveAttribute('data-coupon-id', couponId ?? '');
  await expect.poll(() => activeMoney(page)).toBe(before - 15_000);
  await expect.poll(() => couponCount(page)).toBe(coupons + 1);
  await second.getByTestId('slip-tab-myBets').click();
  await expect(myBetCard(second, couponId)).toHaveCount(1, { timeout: 20_000 });
  // Nothing else arrives later: still one coupon and one debit.
  await expect(myBetCard(page, couponId)).toHaveCount(1, { timeout: 20_000 });
  expect(await couponCount(page)).toBe(coupons + 1);
  expect(await activeMoney(page)).toBe(before - 15_000);
  await page.getByTestId('slip-tab-coupon').click();
});

test('an insufficient balance and a closed market each say so clearly and lose nothing', async ({ page, server }) => {
  await signInDemo(page);
  const [poor, closed] = await pickOutcomes(page, 2);
  if (!poor || !closed) throw new Error('no outcomes');

  // More than the account holds (and within the maximum): the server refuses, the slip keeps everything.
  await addToSlip(page, [poor]);
  const money = await activeMoney(page);
  const stake = money + 100_000;
  await setStake(page, 'slip-stake', amountText(stake, 2), stake);
  await page.getByTestId('slip-place').click();
  const failure = page.getByTestId('slip-failure');
  await expect(failure).toHaveAttribute('data-code', 'insufficient_balance', { timeout: 20_000 });
  await expectText(page.getByTestId('slip-failure-text'), `Not enough money: the stake is ${rub(stake)}, the account holds ${rub(money)}.`);
  await expect(failure).toContainText('Your bets and stake are still in the coupon.');
  await expect(row(page, poor)).toBeVisible();
  await expect(page.getByTestId('slip-stake')).toHaveValue(amountText(stake, 2));
  expect(await activeMoney(page)).toBe(money);
  await page.getByTestId('slip-clear').click();

  // A market closed before the slip heard of it (the feed is down): the server refuses, the slip keeps everything.
  await addToSlip(page, [closed]);
  await setStake(page, 'slip-stake', '25', 2_500);
  try {
    await liveSwitch(server, { feed: 'down' });
    await liveSwitch(server, { suspendGames: [closed.gameId], suspendMs: 120_000 });
    await page.getByTestId('slip-place').click();
    await expect(failure).toHaveAttribute('data-code', 'market_suspended', { timeout: 20_000 });
    await expect(page.getByTestId('slip-failure-text')).toHaveText(
      'A market in the coupon is suspended right now. Your bets and stake are kept: try again when it reopens.',
    );
    await expect(row(page, closed)).toBeVisible();
    await expect(page.getByTestId('slip-stake')).toHaveValue('25.00');
    expect(await activeMoney(page)).toBe(money);
  } finally {
    await liveSwitch(server, { feed: 'up' });
  }
  // Once the feed tells the slip, the bet is locked and the button says why before anything is sent.
  await expect(row(page, closed)).toHaveAttribute('data-lock', 'blocked', { timeout: 30_000 });
  await expect(row(page, closed).getByTestId('slip-bet-lock')).toContainText('Suspended');
  await expect(page.getByTestId('slip-place')).toHaveAttribute('data-state', 'refused');
  await expect(page.getByTestId('slip-place-reason')).toHaveText('A bet in the coupon is suspended. Wait until it reopens or remove it.');
  // Its game finishing marks the bet finished, and says what to do.
  await liveSwitch(server, { finishGames: [closed.gameId] });
  await expect(row(page, closed)).toHaveAttribute('data-lock', 'finished', { timeout: 30_000 });
  await expect(row(page, closed).getByTestId('slip-bet-lock')).toContainText('The game has finished: remove this bet to place the coupon.');
  await expect(page.getByTestId('slip-place-reason')).toHaveText('A game in the coupon has finished. Remove its bet to place the coupon.');
  await page.getByTestId('slip-clear').click();
});

test('a promo code pays the stake up to its value: WELCOME250 covers the default 150.00, FREEBET100 leaves the rest to balance', async ({
  page,
}) => {
  await signInDemo(page);
  const [first, second] = await pickOutcomes(page, 2);
  if (!first || !second) throw new Error('no outcomes');
  const usePromo = async (code: string) => {
    await page.getByTestId('slip-promo').locator('summary').click();
    const list = page.getByTestId('slip-promo-list');
    await expect(list.locator('option', { hasText: code })).toHaveCount(1, { timeout: 20_000 });
    await list.selectOption(code);
    await expect(page.getByTestId('slip-promo-active')).toContainText(`Promo code ${code} is applied.`);
  };

  // The 250.00 voucher on the default 150.00 stake pays 150.00: nothing leaves the balance, the rest of the voucher is said to be lost.
  await addToSlip(page, [first]);
  await expect(page.getByTestId('slip-stake')).toHaveValue(amountText(15_000, 2));
  await usePromo('WELCOME250');
  await expectText(page.getByTestId('slip-prepaid').locator('p').first(), `The promo code pays ${rub(15_000)} of the stake.`);
  await expect(page.getByTestId('slip-prepaid-rest')).toContainText(`the other ${rub(10_000)} is not kept`.replace(/\s/g, ' '));
  await expectText(page.getByTestId('slip-from-voucher'), rub(15_000));
  await expectText(page.getByTestId('slip-from-balance'), rub(0));
  let before = await activeMoney(page);
  await page.getByTestId('slip-place').click();
  await expect(page.getByTestId('slip-success')).toBeVisible({ timeout: 20_000 });
  // The answer's balance came back and it did not move; the code is used up and leaves the player's list.
  await expect(page.getByTestId('slip-empty')).toBeVisible();
  expect(await activeMoney(page)).toBe(before);
  await expectText(page.getByTestId('balance'), rub(before));

  // A stake above the voucher: 100.00 from FREEBET100, the 50.00 difference from the balance.
  await addToSlip(page, [second]);
  await usePromo('FREEBET100');
  await expect(page.getByTestId('slip-promo-list').locator('option', { hasText: 'WELCOME250' })).toHaveCount(0);
  await expectText(page.getByTestId('slip-from-voucher'), rub(10_000));
  await expectText(page.getByTestId('slip-from-balance'), rub(5_000));
  await expect(page.getByTestId('slip-prepaid-rest')).toHaveCount(0);
  before = await activeMoney(page);
  await page.getByTestId('slip-place').click();
  await expect(page.getByTestId('slip-success')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => activeMoney(page)).toBe(before - 5_000);
});

test('a guest fills the slip, which survives a reload, and signs in from it to place', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('registration-widget')).toBeVisible();
  const [pick] = await pickOutcomes(page, 1);
  if (!pick) throw new Error('no outcome');
  await addToSlip(page, [pick]);
  await expect(page.getByTestId('registration-widget')).toBeHidden();
  await page.reload();
  await expect(row(page, pick)).toBeVisible({ timeout: 20_000 });
  // Labelled for screen readers, in both directions.
  for (const lang of ['en', 'ar']) {
    if (lang === 'ar') {
      await page.goto('/ar');
      await expect(row(page, pick)).toBeVisible({ timeout: 20_000 });
    }
    const result = await new AxeBuilder({ page }).include('[data-testid="slip"]').analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      lang,
    ).toEqual([]);
  }
  await page.goto('/en');
  await expect(row(page, pick)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('slip-sign-in').click();
  await submitSignIn(page, DEMO.login, DEMO.password);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
  await expect(page.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page.getByTestId('slip-balance')).toBeVisible();
  await page.getByTestId('slip-clear').click();
});
