import { describe, expect, it } from 'vitest';
import { buildCatalogue, registerCasinoCatalogue } from '../../../server/casino/catalogue';
import { buildLobbyIndex, searchLobby } from '../../../src/core/casinoLobby';
import { CASINO_PATHS, casinoGamesPageSchema } from '../../../src/protocol/casino/catalogue';
import { CASINO_SEARCH_PATHS, casinoGamesByIdSchema, casinoSearchIndexSchema } from '../../../src/protocol/casino/lobbySearch';
import { authErrorBodySchema } from '../../../src/protocol/schemas/auth';
import { authServerForFile, Browser } from '../auth/helpers';

const catalogue = buildCatalogue(600);
const server = authServerForFile({ also: (router, ctx, db) => registerCasinoCatalogue(router, { db, auth: ctx, catalogue }) });
const guest = () => new Browser(server.url);

/** The worker's search: the server's index, folded as the worker folds it (src/worker/casinoLobby/searchIndex.ts reads it so). */
async function workerIndex() {
  const reply = await guest().get(CASINO_SEARCH_PATHS.index);
  expect(reply.status).toBe(200);
  const answer = casinoSearchIndexSchema.parse(reply.body);
  return buildLobbyIndex(
    answer.games.map(([id, name, provider, category, subcategory, popularity, released]) => ({
      id,
      name,
      provider: answer.providers[provider]![0],
      providerName: answer.providers[provider]![1],
      category,
      subcategory,
      popularity,
      released,
    })),
  );
}

describe("the casino lobby's search index", () => {
  it('holds every game, and a search of it gives what the server pages give', async () => {
    const index = await workerIndex();
    expect(searchLobby(index, { sort: 'az' })).toHaveLength(catalogue.games.length);
    for (const query of ['q=book', 'q=wild&sort=az', 'q=gold&sort=new&category=slots', 'q=northwind', 'q=zzz']) {
      const params = new URLSearchParams(`limit=96&${query}`);
      const reply = await guest().get(`${CASINO_PATHS.games}?${params}`);
      const page = casinoGamesPageSchema.parse(reply.body);
      const filter = {
        sort: (params.get('sort') ?? 'popular') as 'az',
        q: params.get('q') ?? undefined,
        ...(params.get('category') ? { category: 'slots' as const } : {}),
      };
      const ids = searchLobby(index, filter);
      expect(ids.length, query).toBe(page.total);
      expect(ids.slice(0, 96), query).toEqual(page.games.map((g) => g.id));
    }
  });

  it('gives games by id in the asked order, leaves out unknown ids, and refuses a bad list with a typed 400', async () => {
    const [a, b] = [catalogue.games[5]!.game, catalogue.games[2]!.game];
    const reply = await guest().get(`${CASINO_SEARCH_PATHS.byIds}?ids=${a.id},999999,${b.id}`);
    expect(reply.status).toBe(200);
    expect(casinoGamesByIdSchema.parse(reply.body).games).toEqual([a, b]);
    const tooMany = Array.from({ length: 97 }, (_, i) => 1001 + i).join(',');
    for (const query of ['ids=', 'ids=a', 'ids=0', 'ids=1,,2', `ids=${tooMany}`, 'other=1']) {
      const bad = await guest().get(`${CASINO_SEARCH_PATHS.byIds}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(authErrorBodySchema.parse(bad.body).error.code).toBe('invalid_request');
    }
  });
});
