import type { Page } from '@playwright/test';
import { SLOT_PAYLINES } from '../src/core/casino/slot/paylines';
import { AUTH_PATHS } from '../src/protocol/schemas/auth';
import { ADMIN_FREE_SPINS_PATH } from '../src/protocol/schemas/bonus';
import { startPlaying } from './support/gameFrame';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN, expect, test } from './support/server';

/** The house slot of the medium table (server/casino/games.ts): launchable by its id, a slot as the grant asks. */
const GAME_ID = 'slot-medium';

async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.get(AUTH_PATHS.userConfig);
  return ((await res.json()) as { user_id: number }).user_id;
}

/**
 * Free spins as a player meets them: granted by the operator, offered by
 * their slot's frame with what is left and the stake, one used by a spin
 * (the counter goes down, the player's money untouched), and listed on
 * office/bonuses/deposit with what is left and the way back into the game.
 */
test('granted free spins are offered in their slot, a spin uses one, and the grant shows on the bonus page', async ({ page, baseURL }) => {
  await registerFast(page);
  const granted = await fetch(`${baseURL}${ADMIN_FREE_SPINS_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: await userIdOf(page),
      gameId: GAME_ID,
      count: 2,
      stake: SLOT_PAYLINES.length,
      expiresAt: Date.now() + 86_400_000,
      idempotencyKey: `e2e-free-spins-${Date.now()}`,
    }),
  });
  expect(granted.status, await granted.clone().text()).toBe(201);

  await page.goto(`/en/slots/game/${GAME_ID}/slot`);
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  const offer = frame.getByTestId('frame-free-spins');
  await expect(offer).toHaveAttribute('data-left', '2');
  await expect(offer).toContainText('Free spins: 2 left');
  await startPlaying(frame);
  const spin = frame.getByTestId('slot-spin');
  // Pressed again only while no spin was used and the button is free (a click can miss as the start's can).
  await expect(async () => {
    if ((await offer.getAttribute('data-left')) === '1') return;
    if (await spin.isEnabled()) await spin.click({ timeout: 2_000 });
    await expect(offer).toHaveAttribute('data-left', '1', { timeout: 5_000 });
  }).toPass({ timeout: 15_000 });

  await page.goto('/en/office/bonuses/deposit');
  const card = page.getByTestId('free-spins-card');
  await expect(card.getByTestId('free-spins-left')).toHaveText('1 of 2');
  await expect(card.getByTestId('free-spins-countdown')).toContainText('0 d 23 h');
  await card.getByTestId('free-spins-play').click();
  await expect(page).toHaveURL(new RegExp(`/en/slots/game/${GAME_ID}/`));
  await expect(offer).toHaveAttribute('data-left', '1');
});
