import { DEMO_CONFIG } from '../server/db/seedData';
import { BONUS_PATHS, bonusesAnswerSchema } from '../src/protocol/schemas/bonus';
import { BETS_PATHS } from '../src/protocol/schemas/bets';
import { BONUS_WAGERING_TERMS } from '../src/protocol/constants/bonus';
import { couponPayload } from '../tests/support/bets';
import { upcomingPicker } from './support/bets';
import { depositByCard } from './support/deposit';
import { testSwitch } from './support/testSwitch';
import { expect, test } from './support/server';

/** The seeded terms (server/db/seedData.ts), put back after. */
const SEEDED_TERMS = DEMO_CONFIG.firstDepositBonusSetting!;
/** Small terms: a bonus of 100.00 wagered half its amount (50.00), so two bets of 25.00 meet it and 50.00 is left to convert. */
const SMALL_TERMS = { ...SEEDED_TERMS, wageringMultiplier: 0.5 };
// Odds move while the test runs: legs are picked with room above the terms' least odds, and the bets take any change.
const pick = upcomingPicker(BONUS_WAGERING_TERMS.sport.minLegOddsMilli / 1000 + 0.2);

/**
 * The first-deposit bonus as a new player meets it: chosen at registration,
 * credited with the first deposit, shown on office/bonuses/deposit; a
 * qualifying accumulator from the bonus account moves its progress bar in a
 * second tab too (the channel), and the bet that meets it converts the bonus
 * to the main account (the header's balance rises, the bonus shows converted).
 */
test('a chosen first-deposit bonus is wagered by two bets in two tabs and converts', async ({ page, context, baseURL }) => {
  await testSwitch(baseURL!, '/__test/site-config', { firstDepositBonusSetting: SMALL_TERMS });
  try {
    await page.goto('/en/registration?type=fast_reg');
    await page.getByTestId('bonus-1').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('fast-password')).not.toBeEmpty();
    await page.getByTestId('fast-continue').click();
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(/\b0\.00\b/);

    await page.getByTestId('deposit-link').click();
    await depositByCard(page, baseURL!, '100');
    await page.goto('/en/office/bonuses/deposit');
    const card = page.locator('[data-testid="bonus-active"] [data-testid="bonus-card"]');
    await expect(card).toHaveAttribute('data-status', 'active');
    await expect(card.getByTestId('bonus-wagered')).toHaveText(/0\.00 \/ RUB.50\.00/);
    await expect(card).toContainText('at least 3 selections');

    const second = await context.newPage();
    await second.goto('/en/office/bonuses/wager');
    const secondBar = second.locator('[data-testid="bonus-active"] [data-testid="bonus-progress"]');
    await expect(secondBar).toHaveAttribute('data-percent', '0');

    const listed = bonusesAnswerSchema.parse(await (await page.request.get(BONUS_PATHS.list)).json());
    const accountId = listed.active[0]?.accountId;
    const bet = async (amount: number) => {
      const legs = await pick(page, BONUS_WAGERING_TERMS.sport.minLegs);
      const body = couponPayload({
        bets: legs.map((l) => ({
          marketId: l.outcomeId,
          gameId: l.gameId,
          typeId: l.typeId,
          coef: l.coef,
          param: l.param,
          blockId: 1,
          isLive: false,
        })),
        refId: `bonus-e2e-${amount}-${Date.now()}`,
        typeId: 1,
        accountId: accountId ?? null,
        amount,
        changeCoefAction: 1,
      });
      const placed = await page.request.post(BETS_PATHS.place, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: body });
      expect(placed.status(), await placed.text()).toBe(200);
    };

    // A qualifying accumulator from the bonus account: half the requirement, in both tabs.
    await bet(2_500);
    await expect(secondBar).toHaveAttribute('data-percent', '50');
    await expect(card.getByTestId('bonus-progress')).toHaveAttribute('data-percent', '50');

    // The second meets it: the 50.00 left in the bonus account converts to main.
    await bet(2_500);
    const ended = page.locator('[data-testid="bonus-history"] [data-testid="bonus-card"]');
    await expect(ended).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('bonus-none')).toBeVisible();
    await expect(second.getByTestId('bonus-none')).toBeVisible();
    await expect(ended.getByTestId('bonus-converted')).toContainText('50.00');
    await expect(balance).toHaveText(/150\.00/);
  } finally {
    await testSwitch(baseURL!, '/__test/site-config', { firstDepositBonusSetting: SEEDED_TERMS });
  }
});
