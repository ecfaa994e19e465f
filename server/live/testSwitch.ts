import { z } from 'zod';
import { sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { GAME_STATUS } from '../../src/protocol/schemas/live';
import { NotLeaderError, type LiveService } from './service';

/** Test-only (registered with the fault switches, never in production). */
export const LIVE_TEST_PATH = '/__test/live';

/** While down, the feed refuses connections (503) as an unreachable feed would. */
export const liveTestSwitch = { feedDown: false };

const patchSchema = z
  .object({
    feed: z.enum(['down', 'up']).optional(),
    /** Paused: the simulator stops stepping (no start, score, suspension or drift) until running again. */
    simulator: z.enum(['paused', 'running']).optional(),
    /** Suspends every market of these games for suspendMs (default 60 s), as the simulator would. */
    suspendGames: z.array(z.number().int().positive()).max(50).optional(),
    suspendMs: z.number().int().positive().max(600_000).optional(),
    /** Ends these games now (status 4, markets suspended), as the simulator's final whistle would. */
    finishGames: z.array(z.number().int().positive()).max(50).optional(),
    /** Scores once in each of these games in play now, with its scoring event (a goal on a pitch), as the simulator would. */
    scoreGames: z.array(z.number().int().positive()).max(50).optional(),
    /** Sets these outcomes' coefficients now (3 decimals, above 1), as a drift of the simulator would (the slip's odds-change e2e). */
    setCoefs: z
      .array(z.object({ outcomeId: z.number().int().positive(), coef: z.number().gt(1).max(1000).multipleOf(0.001) }))
      .max(50)
      .optional(),
  })
  .strict();

/**
 * GET answers how many feed connections are open (two tabs must share one);
 * POST {feed: "down"} drops every feed connection and refuses new ones until
 * POST {feed: "up"}; POST {simulator: "paused" | "running"} stops or resumes
 * the simulator's steps (the feed and its heartbeats go on); POST {suspendGames: [id]} suspends those games' markets;
 * POST {finishGames: [id]} ends those games now and answers which are finished (by this call, or by the
 * simulator a moment before: on a loaded machine a picked game may reach its final whistle first);
 * POST {scoreGames: [id]} scores once in each of those games in play and answers which (`scored`);
 * POST {setCoefs: [{outcomeId, coef}]} moves those outcomes' coefficients and
 * answers which it moved (`coefsSet`). On a process that follows the live
 * feed every switch but `feed` answers 409 `not_leader`: send it to the
 * leading process (GET /web-api/health names each process's role).
 */
export function registerLiveTestRoutes(router: Router, live: LiveService): void {
  live.closeFeedWhile(() => liveTestSwitch.feedDown);
  const state = () => ({
    liveConnections: live.runtime?.hub.connections.size ?? 0,
    feed: liveTestSwitch.feedDown ? 'down' : 'up',
    simulator: live.paused ? 'paused' : 'running',
  });
  router.get(LIVE_TEST_PATH, ({ res }) => sendJson(res, 200, state()), NO_INPUT);
  router.post(
    LIVE_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(
        req,
        res,
        patchSchema,
        'invalid_live_switch',
        'Expected {"feed"?: "down" | "up", "simulator"?: "paused" | "running", "suspendGames"?: number[], ' +
          '"suspendMs"?: number, "finishGames"?: number[], "scoreGames"?: number[], "setCoefs"?: {outcomeId, coef}[]}',
      );
      if (!patch) return;
      const { feed: _feed, ...leaderOnly } = patch;
      // The world moves only in the leading process: a change made on a follower would be overwritten by the next batch.
      if (live.status()?.role === 'follower' && Object.keys(leaderOnly).length > 0) {
        const refusal = new NotLeaderError();
        return sendError(res, 409, refusal.code, refusal.message);
      }
      if (patch.feed) {
        liveTestSwitch.feedDown = patch.feed === 'down';
        if (liveTestSwitch.feedDown) live.runtime?.hub.closeAll('shutdown');
      }
      if (patch.simulator) live.paused = patch.simulator === 'paused';
      const rt = live.runtime;
      for (const gameId of patch.suspendGames ?? []) {
        const game = rt?.world.games.get(gameId);
        if (!rt || !game) continue;
        for (const market of game.markets) {
          market.reopenAt = Date.now() + (patch.suspendMs ?? 60_000);
          if (market.isSuspended) continue;
          market.isSuspended = true;
          rt.emit({ t: 'market', gameId, marketId: market.id, isSuspended: true });
        }
      }
      const finished: number[] = [];
      for (const gameId of patch.finishGames ?? []) {
        const ended = rt?.simulator.finishGame(gameId, Date.now());
        if (ended || rt?.world.games.get(gameId)?.status === GAME_STATUS.finished) finished.push(gameId);
      }
      const scored = (patch.scoreGames ?? []).filter((gameId) => rt?.simulator.scoreNow(gameId, Date.now()) === true);
      const coefsSet: number[] = [];
      for (const { outcomeId, coef } of patch.setCoefs ?? []) {
        for (const game of rt?.world.games.values() ?? []) {
          const market = game.markets.find((m) => m.outcomes.some((o) => o.id === outcomeId));
          const outcome = market?.outcomes.find((o) => o.id === outcomeId);
          if (!rt || !market || !outcome) continue;
          outcome.coefMilli = Math.round(coef * 1000);
          rt.emit({ t: 'coef', gameId: game.id, marketId: market.id, outcomeId, coef: outcome.coefMilli / 1000 });
          coefsSet.push(outcomeId);
          break;
        }
      }
      sendJson(res, 200, { ...state(), finished, scored, coefsSet });
    },
    takesBody(patchSchema),
  );
}
