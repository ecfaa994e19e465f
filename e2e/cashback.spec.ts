import type { Page } from '@playwright/test';
import { SHARED_TEST_PATH } from '../server/casino/shared/testSwitch';
import type { SharedRound } from '../src/protocol/casino/shared';
import { CASHBACK_PATHS, CASHBACK_TEST_PATH, cashbackAnswerSchema } from '../src/protocol/schemas/cashback';
import { OFFICE_PATHS, officeSettingsSchema } from '../src/protocol/schemas/office';
import { depositByCard } from './support/deposit';
import { startPlaying } from './support/gameFrame';
import { activeMoney, registerFast } from './support/player';
import { E2E_ADMIN_TOKEN, expect, test } from './support/server';

/**
 * VIP cashback end to end: the operator makes a new player VIP, the player
 * loses 1,000.00 on a crash table (each round's crash point fixed at ×1.00 by
 * the table's test switch), office/casino/vipcashback shows the week's net
 * loss and the 5 % it would pay; the job's test switch runs as at the week's
 * payout time, and the open page shows the payout (the channel) while the
 * balance rises by it.
 */
async function tableSwitch(page: Page, patch: Record<string, unknown>): Promise<SharedRound> {
  const reply = await page.request.post(SHARED_TEST_PATH, { data: { table: 'crash', ...patch } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { round: SharedRound }).round;
}

/** Fixes the next round to crash at take-off and moves the schedule on until it takes bets. */
async function openLosingRound(page: Page): Promise<SharedRound> {
  const fixedAfter = (await tableSwitch(page, { fixNext: { engine: 'crash', crashPoint: 100 } })).roundId;
  for (let i = 0; i < 300; i += 1) {
    const round = await tableSwitch(page, { advanceMs: 4_000 });
    if (round.phase === 'betting' && round.roundId !== fixedAfter) return round;
  }
  throw new Error('no crash round opened');
}

test('a VIP loses on a crash table and the weekly job pays 5 % of it into the account', async ({ page, baseURL }) => {
  await registerFast(page);
  await page.goto('/en/office/recharge');
  await depositByCard(page, baseURL!, '1500');
  await expect.poll(() => activeMoney(page)).toBe(150_000);
  const settings = officeSettingsSchema.parse(await (await page.request.get(OFFICE_PATHS.settings)).json());
  const tier = await page.request.put(CASHBACK_PATHS.adminTier, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { userId: settings.menuUserData.id, tier: 'vip' },
  });
  expect(tier.status()).toBe(200);

  await page.goto('/en/crash-games?q=rocketeer');
  await page.getByTestId('lobby-tile').filter({ hasText: 'Rocketeer' }).getByTestId('lobby-tile-link').click();
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await startPlaying(frame);
  // The table's largest stake is 200.00: five lost rounds make the VIP minimum of 1,000.00.
  for (let round = 1; round <= 5; round += 1) {
    const open = await openLosingRound(page);
    await frame.getByLabel('Stake').fill('200.00');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => activeMoney(page)).toBe(150_000 - round * 20_000);
    await tableSwitch(page, { advanceMs: open.bettingEndsAt - open.serverNow + 1_000 });
  }

  await page.goto('/en/office/casino/vipcashback');
  const vip = page.getByTestId('office-vip-cashback');
  await expect(vip).toHaveAttribute('data-member', 'true');
  await expect(vip.getByTestId('cashback-net-loss')).toContainText('1,000.00');
  await expect(vip.getByTestId('cashback-would-pay')).toContainText('50.00');
  await expect(vip.getByTestId('cashback-history-empty')).toBeVisible();

  const programs = cashbackAnswerSchema.parse(await (await page.request.get(CASHBACK_PATHS.programs)).json());
  const payoutAt = programs.programs.find((p) => p.id === 'vip')?.nextPayoutAt;
  const job = await page.request.post(CASHBACK_TEST_PATH, { data: { at: payoutAt } });
  expect(job.status()).toBe(200);

  await expect(vip.getByTestId('cashback-payout')).toHaveAttribute('data-amount', '5000');
  await expect.poll(() => activeMoney(page)).toBe(55_000);
  await expect(page.getByTestId('balance')).toContainText('550.00');
});
