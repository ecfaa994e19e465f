import { fairDraws, serverSeedHash } from '../../../src/core/casino/fair';
import { replaySteppedRound } from '../../../src/core/casino/steppedEngines';
import {
  FRAME_STEPPED_PATHS,
  steppedActRequestSchema,
  steppedAnswerSchema,
  steppedHintAnswerSchema,
  steppedHintRequestSchema,
  steppedOpenAnswerSchema,
  steppedStartRequestSchema,
  steppedVerifyAnswerSchema,
  steppedVerifyRequestSchema,
} from '../../../src/protocol/casino/stepped';
import { readJsonBody, sendJson } from '../../http/respond';
import { NO_INPUT, type RequestContext, type Router, takesBody } from '../../http/router';
import { CasinoError, parseCasino } from '../errors';
import { frameLaunchOf } from '../frameLaunch';
import type { FrameRouteDeps } from '../frameRoutes';
import { casinoHandler, LAUNCH_BEARER } from '../http';
import { actSteppedRound, openSteppedRound, startSteppedRound, steppedGameOf, steppedHint } from './rounds';

/**
 * The stepped rounds' frame API on the games origin (video poker, blackjack):
 * the open round (a reload resumes it), start, act, the engine's hint and the
 * replay of a round from its seeds. The launch token names the owner and the
 * game: a round id of another owner or game is not found.
 */
export function registerSteppedRoutes(router: Router, deps: FrameRouteDeps): void {
  const { db, auth, cors } = deps;
  const answer = (handler: (rc: RequestContext) => Promise<unknown>) =>
    casinoHandler(
      async (context) => {
        sendJson(context.res, 200, await handler(context), cors);
      },
      LAUNCH_BEARER,
      cors,
    );

  router.get(
    FRAME_STEPPED_PATHS.open,
    answer(async ({ req }) => {
      const { launch, game } = await frameLaunchOf(deps, req);
      return steppedOpenAnswerSchema.parse({ round: await openSteppedRound(db, launch, game) });
    }),
    NO_INPUT,
  );

  router.post(
    FRAME_STEPPED_PATHS.start,
    answer(async ({ req }) => {
      const { launch, game } = await frameLaunchOf(deps, req);
      const body = parseCasino(steppedStartRequestSchema, await readJsonBody(req), 'The round');
      const started = await startSteppedRound(
        db,
        { launch, game, bet: body.bet, idempotencyKey: body.idempotencyKey, now: auth.now() },
        deps.hooks,
      );
      return steppedAnswerSchema.parse(started);
    }),
    takesBody(steppedStartRequestSchema, LAUNCH_BEARER),
  );

  router.post(
    FRAME_STEPPED_PATHS.act,
    answer(async ({ req }) => {
      const { launch, game } = await frameLaunchOf(deps, req);
      const body = parseCasino(steppedActRequestSchema, await readJsonBody(req), 'The action');
      const acted = await actSteppedRound(
        db,
        { launch, game, roundId: body.roundId, action: body.action, idempotencyKey: body.idempotencyKey, now: auth.now() },
        deps.hooks,
      );
      return steppedAnswerSchema.parse(acted);
    }),
    takesBody(steppedActRequestSchema, LAUNCH_BEARER),
  );

  router.post(
    FRAME_STEPPED_PATHS.hint,
    answer(async ({ req }) => {
      const { launch, game } = await frameLaunchOf(deps, req);
      const body = parseCasino(steppedHintRequestSchema, await readJsonBody(req), 'The hint');
      return steppedHintAnswerSchema.parse({ hint: await steppedHint(db, launch, game, body.roundId) });
    }),
    takesBody(steppedHintRequestSchema, LAUNCH_BEARER),
  );

  // Replays a round from seeds the player gives (a revealed server seed) and its recorded actions: the server's own core.
  router.post(
    FRAME_STEPPED_PATHS.verify,
    answer(async ({ req }) => {
      await frameLaunchOf(deps, req);
      const body = parseCasino(steppedVerifyRequestSchema, await readJsonBody(req), 'The verification');
      const game = deps.findGame(body.gameId);
      if (!game) throw new CasinoError('game_not_found', `No game ${body.gameId}`);
      const { engine, schemas, table } = steppedGameOf(game);
      const bet = parseCasino(schemas.bet, body.bet, 'The bet');
      const actions = body.actions.map((action) => parseCasino(schemas.action, action, 'An action') as unknown);
      const draws = fairDraws({ serverSeed: body.serverSeed, clientSeed: body.clientSeed, nonce: body.nonce });
      const state = replaySteppedRound(engine, draws, bet, table, actions);
      if (state === null) throw new CasinoError('action_refused', 'An action of the record is not one the replayed round allows');
      const over = engine.isOver(state);
      return steppedVerifyAnswerSchema.parse({
        serverSeedHash: serverSeedHash(body.serverSeed),
        view: engine.viewOf(state, table as never),
        win: over ? engine.winOf(state, table as never) : 0,
        over,
        draws: draws.count,
      });
    }),
    takesBody(steppedVerifyRequestSchema, LAUNCH_BEARER),
  );
}
