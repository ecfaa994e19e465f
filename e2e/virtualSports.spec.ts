import type { Page } from '@playwright/test';
import { VIRTUAL_TEST_PATH } from '../server/virtualSports/testSwitch';
import { activeMoney, signInDemo } from './support/player';
import { expect, test } from './support/server';
import { expectText, rub, setStake } from './support/slip';

/**
 * A virtual football single end to end: placed through the slip before
 * kick-off on the outcome the event's seed makes win (the test switch tells
 * it), then the switch moves the schedule's clock past the event's end; the
 * bet settles and the balance moves in both of the player's tabs.
 */
interface NextEvent {
  readonly sport: string;
  readonly gameId: number;
  readonly winning: readonly number[];
}

async function virtualSwitch(page: Page, patch: Record<string, unknown>): Promise<readonly NextEvent[]> {
  const reply = await page.request.post(VIRTUAL_TEST_PATH, { data: patch });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { next: NextEvent[] }).next;
}

test('a virtual football single placed before kick-off settles when the event ends, and the balance moves in two tabs', async ({
  page,
  context,
}) => {
  await signInDemo(page);
  const [event] = (await virtualSwitch(page, {})).filter((e) => e.sport === 'football');
  if (!event) throw new Error('no football event listed');
  // The result market's outcome the seed makes win (1, X or 2): ids of the event's first market.
  const firstMarket = event.gameId * 100 + 1;
  const outcomeId = event.winning.find((id) => Math.floor(id / 10) === firstMarket);
  if (outcomeId === undefined) throw new Error('no winning result outcome');

  await page.goto('/en/virtualsports');
  const card = page.getByTestId(`virtual-event-${event.gameId}`);
  await expect(card).toBeVisible();
  await card.getByTestId(`virtual-outcome-${outcomeId}`).click();
  await expect(page.getByTestId(`slip-bet-${outcomeId}`)).toBeVisible();
  await setStake(page, 'slip-stake', '10', 1_000);
  const before = await activeMoney(page);
  await expect(page.getByTestId('slip-place')).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('slip-place').click();
  await expect(page.getByTestId('slip-success')).toBeVisible();
  await expect.poll(() => activeMoney(page)).toBe(before - 1_000);

  const second = await context.newPage();
  await second.goto('/en/virtualsports');
  for (const tab of [page, second]) await expectText(tab.getByTestId('balance'), rub(before - 1_000));

  // The event plays to its end at once: the schedule settles it through the bets.
  await virtualSwitch(page, { endNext: 'football' });
  await expect.poll(() => activeMoney(page)).toBeGreaterThan(before);
  const after = await activeMoney(page);
  for (const tab of [page, second]) await expectText(tab.getByTestId('balance'), rub(after));
  await expect(page.getByTestId('virtual-results').first()).toContainText(/\d+:\d+/);
});
