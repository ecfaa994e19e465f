import {
  CASINO_HISTORY_PAGE_SIZE,
  CASINO_PATHS,
  GAME_FRAME_PAGE,
  historyAnswerSchema,
  historyQuerySchema,
  launchAnswerSchema,
  launchRequestSchema,
} from '../../src/protocol/casino/play';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { readJsonBody, sendJson } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { SCRIPT_CALL } from '../http/scriptCall';
import { openDemoSession } from './demo';
import { CasinoError, parseCasino } from './errors';
import type { FindGame } from './games';
import { playerHistory, playerHistoryGames } from './history/store';
import { casinoHandler } from './http';
import { newDemoOwner, signLaunch, userOwner } from './launch';
import type { CasinoOrigins } from './origins';

/** A table bet placed on the site's own table API names no lobby game: it is listed under its table, by these names. */
const TABLE_NAMES: Readonly<Record<string, string>> = { crash: 'Crash', roulette: 'European roulette' };

/**
 * The site's side of the casino: the launch of a game (a token for the frame
 * on the games origin) and the player's rounds and shared-table bets for the office history.
 */
export function registerCasinoSiteRoutes(
  router: Router,
  deps: { readonly db: Db; readonly auth: AuthContext; readonly findGame: FindGame; readonly origins: CasinoOrigins },
): void {
  const { db, auth } = deps;

  // A guest may launch only in demo; a player chooses. The token carries the site's origin the frame may talk to.
  router.post(
    CASINO_PATHS.launch,
    casinoHandler(async ({ req, res }) => {
      const body = parseCasino(launchRequestSchema, await readJsonBody(req), 'The launch');
      const game = deps.findGame(body.gameId);
      if (!game) throw new CasinoError('game_not_found', `No game ${body.gameId}`);
      const now = auth.now();
      let owner: string;
      let userId: number | null = null;
      if (body.demo) {
        owner = newDemoOwner();
        await openDemoSession(db, owner, now);
      } else {
        const session = await requireSession(auth, req);
        userId = session.userId;
        owner = userOwner(userId);
      }
      const site = deps.origins.siteOf(req);
      const { token, expiresAt } = await signLaunch(auth, { owner, userId, gameId: game.id, demo: body.demo, site });
      const frameOrigin = deps.origins.gamesOf(req);
      const frameUrl = `${frameOrigin}${GAME_FRAME_PAGE}#token=${encodeURIComponent(token)}`;
      sendJson(res, 200, launchAnswerSchema.parse({ frameUrl, frameOrigin, expiresAt }));
    }, SCRIPT_CALL),
    takesBody(launchRequestSchema),
  );

  router.get(
    CASINO_PATHS.rounds,
    casinoHandler(async ({ req, res, url }) => {
      const session = await requireSession(auth, req);
      const { page, ...filters } = parseCasino(historyQuerySchema, Object.fromEntries(url.searchParams), 'The query');
      const named = (gameId: string) => {
        const game = deps.findGame(gameId);
        return { name: game?.name ?? TABLE_NAMES[gameId] ?? gameId, provider: game?.provider ?? null };
      };
      // Every query is bound to the session's user: a game id only narrows the player's own rounds and bets.
      const { items, total } = await playerHistory(db, session.userId, filters, page, CASINO_HISTORY_PAGE_SIZE, named);
      const games = (await playerHistoryGames(db, session.userId)).map((id) => ({ id, name: named(id).name }));
      sendJson(
        res,
        200,
        historyAnswerSchema.parse({
          items,
          page,
          pageSize: CASINO_HISTORY_PAGE_SIZE,
          total,
          games,
        }),
      );
    }, SCRIPT_CALL),
    takesQuery(historyQuerySchema),
  );
}
