import { z } from 'zod';
import { pageOfIds, searchLobby } from '../../../src/core/casinoLobby';
import {
  CASINO_FAVOURITES_MAX,
  CASINO_PATHS,
  casinoFavouriteRequestSchema,
  casinoGameListSchema,
  casinoGamesPageSchema,
  casinoGamesQuerySchema,
  casinoProvidersSchema,
  TILE_ART_WIDTHS,
  type CasinoGame,
  type TileArtWidth,
} from '../../../src/protocol/casino/catalogue';
import {
  CASINO_SEARCH_PATHS,
  casinoGamesByIdQuerySchema,
  casinoGamesByIdSchema,
  casinoSearchIndexSchema,
} from '../../../src/protocol/casino/lobbySearch';
import type { AuthContext } from '../../auth/context';
import { AuthError, answer, handle, parseWith, readBody } from '../../auth/http';
import { requireSession } from '../../auth/sessions';
import type { Db } from '../../db/db';
import { sendError } from '../../http/respond';
import { NO_INPUT, takesBody, takesQuery, type Router } from '../../http/router';
import type { Catalogue } from './build';
import { countFavourites, favouriteIds, recentIds, setFavourite } from './store';
import { TileArt } from './tileArt';
import { tileSvg } from './tiles';

/** A tile's file name below the tiles folder: the game's id and .webp (the lobby's, drawn once from the SVG) or .svg (the vector art). */
const tilePathSchema = z.object({ rest: z.string().regex(/^[1-9]\d{0,8}\.(svg|webp)$/, 'must be a game id and .webp or .svg') });
/** A WebP narrower than the full art: one of TILE_ART_WIDTHS (the page's srcset, src/core/format/tileArt.ts). */
const tileQuerySchema = z.object({
  w: z
    .enum(TILE_ART_WIDTHS.map(String) as [string, ...string[]])
    .transform((w) => Number(w) as TileArtWidth)
    .optional(),
});

/**
 * The lobby's endpoints: the catalogue (pages, providers, tile art) for
 * everyone, guests included; the favourites and recent games for the
 * signed-in player only. The player's lists name no player in the request:
 * each call reads and writes the caller's own rows, so no one can touch
 * another's.
 */
export function registerCatalogueRoutes(
  router: Router,
  deps: { readonly db: Db; readonly auth: AuthContext; readonly catalogue: Catalogue; readonly now: () => number },
): void {
  const { db, auth, catalogue } = deps;
  const art = new TileArt();
  const gamesOf = (ids: readonly number[]): CasinoGame[] => ids.flatMap((id) => catalogue.byId.get(id) ?? []);

  router.get(
    CASINO_PATHS.games,
    handle(async ({ res, url }) => {
      const { cursor, limit, q, ...filters } = parseWith(casinoGamesQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      const search = q?.trim();
      const { ids, ...page } = pageOfIds(searchLobby(catalogue.index, { ...filters, ...(search ? { q: search } : {}) }), cursor, limit);
      answer(res, casinoGamesPageSchema, { ...page, games: gamesOf(ids) });
    }),
    takesQuery(casinoGamesQuerySchema),
  );

  // The worker's search index: built with the catalogue, the same for every caller and language (game and provider names are brands).
  router.get(
    CASINO_SEARCH_PATHS.index,
    handle(async ({ res }) => answer(res, casinoSearchIndexSchema, catalogue.searchIndex)),
    NO_INPUT,
  );

  router.get(
    CASINO_SEARCH_PATHS.byIds,
    handle(async ({ res, url }) => {
      const { ids } = parseWith(casinoGamesByIdQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      answer(res, casinoGamesByIdSchema, { games: gamesOf(ids) });
    }),
    takesQuery(casinoGamesByIdQuerySchema),
  );

  router.get(
    CASINO_PATHS.providers,
    handle(async ({ res }) => answer(res, casinoProvidersSchema, { providers: [...catalogue.providers] })),
    NO_INPUT,
  );

  router.get(
    CASINO_PATHS.favourites,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      answer(res, casinoGameListSchema, { games: gamesOf(await favouriteIds(db, session.userId)) });
    }),
    NO_INPUT,
  );

  router.post(
    CASINO_PATHS.favourites,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      const body = await readBody(req, casinoFavouriteRequestSchema);
      if (!catalogue.byId.has(body.gameId)) {
        throw new AuthError('invalid_request', `No such game: ${body.gameId}`, {
          fields: [{ field: 'gameId', message: `names a game the catalogue does not offer (${body.gameId})`, code: 'not_offered' }],
        });
      }
      if (body.on && (await countFavourites(db, session.userId)) >= CASINO_FAVOURITES_MAX) {
        throw new AuthError('invalid_request', `At most ${CASINO_FAVOURITES_MAX} favourite games`, {
          fields: [{ field: 'gameId', message: `at most ${CASINO_FAVOURITES_MAX} favourites are kept`, code: 'too_long' }],
        });
      }
      await setFavourite(db, session.userId, body.gameId, body.on, new Date(deps.now()));
      answer(res, casinoGameListSchema, { games: gamesOf(await favouriteIds(db, session.userId)) });
    }),
    takesBody(casinoFavouriteRequestSchema),
  );

  router.get(
    CASINO_PATHS.recent,
    handle(async ({ req, res }) => {
      const session = await requireSession(auth, req);
      answer(res, casinoGameListSchema, { games: gamesOf(await recentIds(db, session.userId)) });
    }),
    NO_INPUT,
  );

  router.under(
    CASINO_PATHS.tiles,
    ['GET'],
    async ({ res, url }) => {
      const parsed = tilePathSchema.safeParse({ rest: url.pathname.slice(CASINO_PATHS.tiles.length) });
      const game = parsed.success ? catalogue.byId.get(Number.parseInt(parsed.data.rest, 10)) : undefined;
      if (!parsed.success || !game) {
        return sendError(res, 404, 'not_found', `No tile ${url.pathname}: tiles are <gameId>.webp or .svg of the catalogue's games`);
      }
      const webp = parsed.data.rest.endsWith('.webp');
      const query = tileQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success || (!webp && query.data.w !== undefined)) {
        return sendError(res, 400, 'invalid_request', `A tile's width (?w=) is one of ${TILE_ART_WIDTHS.join(', ')}, for the .webp only`);
      }
      let body: Buffer;
      try {
        body = webp ? await art.webp(game, query.data.w) : Buffer.from(tileSvg(game));
      } catch (error) {
        return sendError(res, 503, 'unavailable', `The tile of game ${game.id} could not be drawn: ${String(error)}`);
      }
      res.writeHead(200, {
        'content-type': webp ? 'image/webp' : 'image/svg+xml; charset=utf-8',
        'content-length': body.length,
        // The art is drawn from the game's facts only: it changes with a new catalogue, never within one.
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
      res.end(res.req.method === 'HEAD' ? undefined : body);
    },
    { input: { params: tilePathSchema, query: tileQuerySchema } },
  );
}
