import { fairDraws } from '../src/core/casino/fair';
import { finalCards, videoPokerEngine } from '../src/core/casino/videoPoker/engine';
import { handOf } from '../src/core/casino/videoPoker/hands';
import { videoPokerHint } from '../src/core/casino/videoPoker/hint';
import type { VideoPokerTable } from '../src/protocol/casino/videoPoker';
import { depositByCard } from './support/deposit';
import { startPlaying } from './support/gameFrame';
import { activeMoney, registerFast } from './support/player';
import { expect, test } from './support/server';

const table = videoPokerEngine.tables['jacks-9-6'] as VideoPokerTable;
const STAKE = 50;
const SERVER_SEED = 'ab'.repeat(32);

/** A client seed whose first deal, held as the hint says, draws to a paying hand better than a pair (found, not typed in). */
function winningClientSeed(): string {
  for (let i = 0; ; i += 1) {
    const clientSeed = `e2e-poker-${i}`;
    const dealt = videoPokerEngine.start(fairDraws({ serverSeed: SERVER_SEED, clientSeed, nonce: 0 }), { stake: STAKE }, table);
    const best = videoPokerHint(dealt.deck.slice(0, 5), table).best;
    if (videoPokerEngine.winOf({ ...dealt, held: best }, table) > STAKE) return clientSeed;
  }
}

/**
 * Video poker end to end: a signed-in player with money opens poker, picks
 * Jacks or Better, sets a client seed (the server seed fixed by the test
 * switch, so the deal is known), deals, asks for the hint, holds what it
 * marks and draws; the win is the paytable's for the final hand and the
 * balance moves by the win less the stake.
 */
test('a video poker hand held on the hint pays per the paytable', async ({ page, baseURL }) => {
  const { login } = await registerFast(page);
  await page.goto('/en/office/recharge');
  await depositByCard(page, baseURL!, '1000');
  await expect.poll(() => activeMoney(page)).toBeGreaterThan(0);
  expect((await page.request.post('/__test/casino-seed', { data: { login, serverSeed: SERVER_SEED } })).status()).toBe(200);

  await page.goto('/en/poker');
  await expect(page.getByTestId('poker-page')).toBeVisible();
  await page
    .getByTestId('lobby-tile-link')
    .filter({ has: page.getByText('Jacks or Better', { exact: true }) })
    .click();
  await expect(page).toHaveURL(/\/en\/poker\/jacks-or-better$/);
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('vp-rtp')).toContainText('99.54');
  await startPlaying(frame);

  const clientSeed = winningClientSeed();
  await frame.getByLabel('Your client seed').fill(clientSeed);
  await frame.getByRole('button', { name: 'Change client seed' }).click();
  await expect(frame.getByLabel('Your client seed')).toHaveValue(clientSeed);
  const before = await activeMoney(page);

  await frame.getByTestId('vp-next').click();
  const cards = frame.locator('[data-testid^="vp-card-"]');
  await expect(cards).toHaveCount(5);
  await expect(frame.getByTestId('vp-hint')).toBeEnabled();
  await frame.getByTestId('vp-hint').click();
  const advised = frame.locator('.vp-card--advised');
  await expect(advised.first()).toBeVisible();
  for (const card of await advised.all()) await card.click();
  await expect(frame.locator('.vp-card--advised[aria-pressed="false"]')).toHaveCount(0);
  await frame.getByTestId('vp-next').click();

  const result = frame.getByTestId('vp-result');
  await expect(result).toHaveAttribute('data-win', /\d+/);
  const final = await Promise.all((await cards.all()).map(async (card) => Number(await card.getAttribute('data-card'))));
  const hand = handOf(final);
  expect(hand).not.toBeNull();
  const win = STAKE * table.pays[hand!];
  expect(Number(await result.getAttribute('data-win'))).toBe(win);
  await expect(result).toContainText((await frame.getByTestId(`vp-pay-${hand}`).textContent()) ?? '-');
  await expect.poll(() => activeMoney(page)).toBe(before - STAKE + win);
  // The hand drawn is the one the seeds deal with the hint's hold: nothing in the page chose it.
  const dealt = videoPokerEngine.start(fairDraws({ serverSeed: SERVER_SEED, clientSeed, nonce: 0 }), { stake: STAKE }, table);
  expect(final).toEqual(finalCards({ ...dealt, held: videoPokerHint(dealt.deck.slice(0, 5), table).best }));
});
