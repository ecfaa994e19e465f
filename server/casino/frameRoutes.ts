import type { IncomingMessage } from 'node:http';
import { OWN_ROUND_ENGINES, rtpOf } from '../../src/core/casino/engines';
import { steppedEngineOf, steppedRtpOf } from '../../src/core/casino/steppedEngines';
import { sharedRtpOf } from '../../src/core/casino/shared/sharedResult';
import { sharedTableIdSchema } from '../../src/protocol/casino/shared';
import { fairDraws, serverSeedHash } from '../../src/core/casino/fair';
import {
  FRAME_PATHS,
  GAME_RECALL_ROUNDS,
  clientSeedRequestSchema,
  frameGameAnswerSchema,
  playAnswerSchema,
  playRequestSchema,
  rotateAnswerSchema,
  seedsSchema,
  verifyAnswerSchema,
  verifyRequestSchema,
} from '../../src/protocol/casino/play';
import { ENGINE_SCHEMAS } from '../../src/protocol/casino/schemas';
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { readJsonBody, sendJson } from '../http/respond';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { demoBalance, DEMO_CURRENCY } from './demo';
import { CasinoError, parseCasino } from './errors';
import { changeClientSeed, currentSeeds, publicSeeds, rotateSeeds } from './fair/store';
import type { FindGame, PlayableGame } from './games';
import { frameLaunchOf } from './frameLaunch';
import { casinoHandler, LAUNCH_BEARER } from './http';
import type { Launch } from './launch';
import { refuseWhileSteppedOpen } from './stepped/store';
import { playRound, type PlayHooks } from './rounds/play';
import { frameFreeSpins } from '../bonus';
import { recentRounds } from './rounds/store';

export interface FrameRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly findGame: FindGame;
  readonly hooks: PlayHooks;
  /** The games origin's CORS headers: the frame's origin is opaque ("null"), so every answer must allow it. */
  readonly cors: Readonly<Record<string, string>>;
}

/**
 * The game frame's API on the games origin. Every call carries the launch
 * token (Authorization: Bearer), which names the owner, the game and the demo
 * flag: a frame reads and plays only its own owner's seeds and rounds.
 */
export function registerFrameRoutes(router: Router, deps: FrameRouteDeps): void {
  const { db, auth, cors } = deps;

  const launchOf = (req: IncomingMessage): Promise<{ launch: Launch; game: PlayableGame }> => frameLaunchOf(deps, req);

  const balanceOf = async (launch: Launch): Promise<{ balance: number; currency: string; currencyId: number | null }> => {
    if (launch.userId === null) return { balance: (await demoBalance(db, launch.owner)) ?? 0, currency: DEMO_CURRENCY, currencyId: null };
    const [row] = await db.query<{ money: number; iso: string; currency_id: number }>(
      'SELECT a.money, c.iso, a.currency_id FROM account a JOIN currency c ON c.id = a.currency_id WHERE a.user_id = $1 AND a.is_active',
      [launch.userId],
    );
    return { balance: row?.money ?? 0, currency: row?.iso ?? '', currencyId: row?.currency_id ?? null };
  };

  // The seeds' row lock (a stepped round's start takes it) and then no open stepped round: its cards stay secret.
  const lockedWhileNoneOpen = async (tx: Queryable, owner: string): Promise<void> => {
    await currentSeeds(tx, owner, auth.now(), true);
    await refuseWhileSteppedOpen(tx, owner);
  };

  router.get(
    FRAME_PATHS.game,
    casinoHandler(
      async ({ req, res }) => {
        const { launch, game } = await launchOf(req);
        // A shared table (crash, roulette) has no table of its own here: the frame plays it through the shared routes.
        const shared = sharedTableIdSchema.safeParse(game.engine);
        // A stepped game (video poker) plays through the stepped routes (server/casino/stepped), its table and RTP its engine's.
        const engine = OWN_ROUND_ENGINES[game.engine] ?? steppedEngineOf(game.engine);
        const rtp = shared.success
          ? sharedRtpOf(shared.data)
          : (rtpOf(game.engine, game.variant) ?? steppedRtpOf(game.engine, game.variant));
        if ((!engine && !shared.success) || rtp === null) throw new CasinoError('game_not_found', `Game ${game.id} has no playable engine`);
        const seeds = await currentSeeds(db, launch.owner, auth.now());
        const money = await balanceOf(launch);
        // The player's free spins of this game, in the currency the game plays from (server/bonus/README.md "Free spins").
        const freeSpins =
          launch.userId === null || money.currencyId === null
            ? null
            : await frameFreeSpins(db, { userId: launch.userId, gameId: game.id, currencyId: money.currencyId, now: auth.now() });
        sendJson(
          res,
          200,
          frameGameAnswerSchema.parse({
            game: { ...game, rtp, table: engine?.tables[game.variant] ?? null },
            demo: launch.demo,
            currency: money.currency,
            balance: money.balance,
            siteOrigin: launch.site,
            seeds: publicSeeds(seeds),
            rounds: await recentRounds(db, launch.owner, game.id, GAME_RECALL_ROUNDS),
            freeSpins,
          }),
          cors,
        );
      },
      LAUNCH_BEARER,
      cors,
    ),
    NO_INPUT,
  );

  router.get(
    FRAME_PATHS.seeds,
    casinoHandler(
      async ({ req, res }) => {
        const { launch } = await launchOf(req);
        sendJson(res, 200, seedsSchema.parse(publicSeeds(await currentSeeds(db, launch.owner, auth.now()))), cors);
      },
      LAUNCH_BEARER,
      cors,
    ),
    NO_INPUT,
  );

  router.add(
    'PUT',
    FRAME_PATHS.seeds,
    casinoHandler(
      async ({ req, res }) => {
        const { launch } = await launchOf(req);
        const { clientSeed } = parseCasino(clientSeedRequestSchema, await readJsonBody(req), 'The client seed');
        const seeds = await db.transaction(async (tx) => {
          await lockedWhileNoneOpen(tx, launch.owner);
          return changeClientSeed(tx, launch.owner, clientSeed, auth.now());
        });
        sendJson(res, 200, seedsSchema.parse(publicSeeds(seeds)), cors);
      },
      LAUNCH_BEARER,
      cors,
    ),
    takesBody(clientSeedRequestSchema, LAUNCH_BEARER),
  );

  router.post(
    FRAME_PATHS.rotate,
    casinoHandler(
      async ({ req, res }) => {
        const { launch } = await launchOf(req);
        const answer = await db.transaction(async (tx) => {
          await lockedWhileNoneOpen(tx, launch.owner);
          return rotateSeeds(tx, launch.owner, auth.now());
        });
        sendJson(res, 200, rotateAnswerSchema.parse(answer), cors);
      },
      LAUNCH_BEARER,
      cors,
    ),
    NO_INPUT,
  );

  router.post(
    FRAME_PATHS.play,
    casinoHandler(
      async ({ req, res }) => {
        const { launch, game } = await launchOf(req);
        const body = parseCasino(playRequestSchema, await readJsonBody(req), 'The round');
        const played = await playRound(
          db,
          { launch, game, bet: body.bet, idempotencyKey: body.idempotencyKey, freeSpin: body.freeSpin === true, now: auth.now() },
          deps.hooks,
        );
        sendJson(res, 200, playAnswerSchema.parse({ round: played.round, balance: played.balance, freeSpins: played.freeSpins }), cors);
      },
      LAUNCH_BEARER,
      cors,
    ),
    takesBody(playRequestSchema, LAUNCH_BEARER),
  );

  // Recomputes a round from seeds the player gives (a revealed server seed): the same core the server played with.
  router.post(
    FRAME_PATHS.verify,
    casinoHandler(
      async ({ req, res }) => {
        await launchOf(req);
        const body = parseCasino(verifyRequestSchema, await readJsonBody(req), 'The verification');
        const game = deps.findGame(body.gameId);
        const engine = game ? OWN_ROUND_ENGINES[game.engine] : undefined;
        const schemas = game ? ENGINE_SCHEMAS[game.engine] : undefined;
        const table = game ? engine?.tables[game.variant] : undefined;
        if (!game || !engine || !schemas || table === undefined) throw new CasinoError('game_not_found', `No game ${body.gameId}`);
        const bet = parseCasino(schemas.bet, body.bet, 'The bet') as never;
        const draws = fairDraws({ serverSeed: body.serverSeed, clientSeed: body.clientSeed, nonce: body.nonce });
        const { outcome, win } = engine.play(draws, bet, table);
        sendJson(
          res,
          200,
          verifyAnswerSchema.parse({ serverSeedHash: serverSeedHash(body.serverSeed), outcome, win, draws: draws.count }),
          cors,
        );
      },
      LAUNCH_BEARER,
      cors,
    ),
    takesBody(verifyRequestSchema, LAUNCH_BEARER),
  );
}
