import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { CASINO_CATEGORIES } from '../../../src/protocol/casino/catalogue';
import { CASINO_FIRST_GAME_PATH, firstGameAnswerSchema } from '../../../src/protocol/casino/firstGame';
import { Browser } from '../auth/helpers';
import { casinoHarnessForFile, launch, newCasinoPlayer, type CasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const scratchCards = buildCatalogue().games.filter((g) => g.game.engine === 'scratch');
const [CARD_A, CARD_B] = scratchCards.map((g) => g.game);

async function firstGameOf(p: CasinoPlayer) {
  const reply = await p.browser.get(CASINO_FIRST_GAME_PATH);
  expect(reply.status).toBe(200);
  return firstGameAnswerSchema.parse(reply.body).first;
}

async function play(p: CasinoPlayer | null, gameId: string, demo: boolean, stakes: readonly number[], key: string) {
  const frame = await launch(h, p, gameId, demo);
  for (const [i, stake] of stakes.entries()) expect((await frame.play(stake, `${key}-${i}`)).status).toBe(200);
}

describe('GET first-game', () => {
  it('is null before any real-money round: demo rounds, even a signed-in player own, never count', async () => {
    expect(CARD_A && CARD_B).toBeTruthy();
    const p = await newCasinoPlayer(h);
    expect(await firstGameOf(p)).toBeNull();
    await play(p, String(CARD_A?.id), true, [100, 100], 'demo');
    expect(await firstGameOf(p)).toBeNull();
  });

  it('answers the first real-money game and its first sitting, which ends at the first round of another game', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    await play(p, String(CARD_A?.id), true, [300], 'demo-first');
    await play(p, String(CARD_A?.id), false, [100, 200], 'a');
    const first = await firstGameOf(p);
    expect(first).toMatchObject({
      gameId: String(CARD_A?.id),
      section: CASINO_CATEGORIES[CARD_A?.category ?? 'scratch'].path,
      rounds: 2,
      staked: 300,
      currency: 'RUB',
    });
    expect(first?.game).toMatchObject({ name: CARD_A?.name, providerName: CARD_A?.providerName });
    const rows = await h.db.query<{ win: number }>('SELECT win FROM casino_round WHERE user_id = $1', [p.userId]);
    expect(first?.won).toBe(rows.reduce((sum, r) => sum + r.win, 0));

    await play(p, String(CARD_B?.id), false, [100], 'b');
    await play(p, String(CARD_A?.id), false, [500], 'a-again');
    expect(await firstGameOf(p)).toEqual(first);
  });

  it('is each player own: another player with rounds does not change it', async () => {
    const one = await newCasinoPlayer(h);
    const other = await newCasinoPlayer(h);
    await play(one, 'scratch-standard', false, [100], 'one');
    expect(await firstGameOf(other)).toBeNull();
    expect(await firstGameOf(one)).toMatchObject({ gameId: 'scratch-standard', game: null, section: 'casino', rounds: 1 });
  });

  it('needs a session', async () => {
    const reply = await new Browser(h.running.url).get(CASINO_FIRST_GAME_PATH);
    expect(reply.status).toBe(401);
  });
});
