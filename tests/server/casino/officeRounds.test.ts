import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { CASINO_HISTORY_PAGE_SIZE, CASINO_PATHS, casinoErrorBodySchema, historyAnswerSchema } from '../../../src/protocol/casino/play';
import { casinoHarnessForFile, launch, newCasinoPlayer, type CasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const HOUSE = 'scratch-standard';
const LOBBY = buildCatalogue().games.find((g) => g.game.engine === 'scratch')?.game;

async function history(p: CasinoPlayer, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const reply = await p.browser.get(`${CASINO_PATHS.rounds}${search ? `?${search}` : ''}`);
  return { status: reply.status, body: reply.body };
}

describe('the office history of casino rounds', () => {
  it('pages the real rounds newest first, names each game and its provider, and leaves demo play out', async () => {
    if (!LOBBY) throw new Error('the catalogue has no scratch card');
    const p = await newCasinoPlayer(h, 1_000_000);
    const house = await launch(h, p, HOUSE, false);
    for (let i = 0; i < CASINO_HISTORY_PAGE_SIZE; i += 1) expect((await house.play(100 + i, `h${i}`)).status).toBe(200);
    const lobby = await launch(h, p, String(LOBBY.id), false);
    expect((await lobby.play(700, 'l0')).status).toBe(200);
    // The same player's demo round is play money: never in the history.
    const demo = await launch(h, p, HOUSE, true);
    expect((await demo.play(900, 'd0')).status).toBe(200);

    const first = historyAnswerSchema.parse((await history(p)).body);
    expect(first.total).toBe(CASINO_HISTORY_PAGE_SIZE + 1);
    expect(first.items).toHaveLength(CASINO_HISTORY_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ gameId: String(LOBBY.id), gameName: LOBBY.name, provider: LOBBY.providerName, stake: 700 });
    expect(first.items[1]).toMatchObject({ gameId: HOUSE, gameName: 'Scratch card standard', provider: null, stake: 119 });
    expect(first.items.every((r) => r.kind === 'round' && !r.demo)).toBe(true);
    expect(first.games.map((g) => g.id).sort()).toEqual([HOUSE, String(LOBBY.id)].sort());
    const second = historyAnswerSchema.parse((await history(p, { page: 2 })).body);
    expect(second.items.map((r) => r.stake)).toEqual([100]);
    expect(historyAnswerSchema.parse((await history(p, { page: 3 })).body).items).toEqual([]);
  });

  it("filters by game and by a window of play times, inside the caller's own rounds only", async () => {
    const p = await newCasinoPlayer(h, 1_000_000);
    const other = await newCasinoPlayer(h, 1_000_000);
    const frame = await launch(h, p, HOUSE, false);
    for (let i = 0; i < 3; i += 1) await frame.play(200 + i, `w${i}`);
    await (await launch(h, other, HOUSE, false)).play(999, 'theirs');
    // The oldest round was played two days ago.
    const mine = historyAnswerSchema.parse((await history(p)).body).items;
    const oldest = mine[mine.length - 1];
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    await h.db.query('UPDATE casino_round SET played_at = $1 WHERE id = $2', [new Date(twoDaysAgo), Number(oldest?.id)]);

    const byGame = historyAnswerSchema.parse((await history(p, { gameId: HOUSE })).body);
    expect(byGame.items.map((r) => r.stake)).toEqual([202, 201, 200]);
    expect(historyAnswerSchema.parse((await history(p, { gameId: 'keno-standard' })).body).total).toBe(0);
    const recent = historyAnswerSchema.parse((await history(p, { from: Date.now() - 86_400_000 })).body);
    expect(recent.items.map((r) => r.stake)).toEqual([202, 201]);
    const old = historyAnswerSchema.parse((await history(p, { from: twoDaysAgo - 1000, to: twoDaysAgo + 1000 })).body);
    expect(old.items.map((r) => r.stake)).toEqual([200]);
    // The other player's round of the same game is theirs alone.
    expect(historyAnswerSchema.parse((await history(other, { gameId: HOUSE })).body).items.map((r) => r.stake)).toEqual([999]);
  });

  it('answers a bad filter with a typed 400', async () => {
    const p = await newCasinoPlayer(h);
    const bad: Record<string, string | number>[] = [{ from: 'yesterday' }, { to: -5 }, { page: 0 }, { gameId: 'x'.repeat(65) }];
    for (const query of bad) {
      const reply = await history(p, query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(casinoErrorBodySchema.parse(reply.body).error.code).toBe('invalid_request');
    }
  });
});
