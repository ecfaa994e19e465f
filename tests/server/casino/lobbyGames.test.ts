import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../server/casino/catalogue';
import { OWN_ROUND_ENGINES } from '../../../src/core/casino/engines';
import { casinoErrorBodySchema, playAnswerSchema, CASINO_PATHS as PLAY_PATHS } from '../../../src/protocol/casino/play';
import { CASINO_PATHS, casinoGameListSchema } from '../../../src/protocol/casino/catalogue';
import { casinoHarnessForFile, launch, newCasinoPlayer } from './harness';

const h = casinoHarnessForFile();
const catalogue = buildCatalogue();
const lobbyGame = (engine: string) => {
  const game = [...catalogue.byId.values()].find((g) => g.engine === engine);
  if (!game) throw new Error(`the catalogue has no ${engine} game`);
  return game;
};

describe("the lobby's games in the play pipe", () => {
  it('launch every own-round engine by their catalogue id, and a real round puts the game first in the recent row', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    for (const engine of Object.keys(OWN_ROUND_ENGINES)) {
      const game = lobbyGame(engine);
      const frame = await launch(h, p, String(game.id), false);
      expect(frame.token.length, engine).toBeGreaterThan(0);
    }
    const keno = lobbyGame('keno');
    const frame = await launch(h, p, String(keno.id), false);
    const reply = await frame.play(keno.minBet, 'lobby-keno', { picks: [1, 2, 3], stake: keno.minBet });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    playAnswerSchema.parse(reply.body);
    const recent = casinoGameListSchema.parse((await p.browser.get(CASINO_PATHS.recent)).body);
    expect(recent.games[0]?.id).toBe(keno.id);
  });

  it('launch a shared-table game (crash, roulette) in the frame too, and refuse an unknown id as a game not found', async () => {
    const p = await newCasinoPlayer(h, 100_000);
    for (const engine of ['crash', 'roulette']) expect((await launch(h, p, String(lobbyGame(engine).id), false)).token).not.toBe('');
    for (const gameId of ['999999', 'nope']) {
      const reply = await p.browser.post(PLAY_PATHS.launch, { gameId, demo: false });
      expect(reply.status, gameId).toBe(404);
      expect(casinoErrorBodySchema.parse(reply.body).error.code).toBe('game_not_found');
    }
  });
});
