import type { Server } from 'node:http';
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { Router } from '../http/router';
import type { Logger } from '../log';
import { frameSharedPath } from '../../src/protocol/casino/shared';
import { registerFrameRoutes } from './frameRoutes';
import { findEngineGame, type FindGame } from './games';
import { createGamesServer, GAMES_CORS } from './gamesServer';
import type { CasinoOrigins } from './origins';
import type { RoundPlayedHook } from './rounds/play';
import { frameAccess, registerSharedTableRoutes, type SharedTables } from './shared';
import { registerCasinoSiteRoutes } from './siteRoutes';
import { finishLeftRounds, LEFT_ROUNDS_EVERY_MS } from './stepped/leftRounds';
import { registerSteppedRoutes } from './stepped/routes';

export { casinoOrigins, type CasinoOrigins } from './origins';
export type { RoundPlayed, RoundPlayedHook } from './rounds/play';
export type { FindGame, PlayableGame } from './games';

export interface CasinoServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** The catalogue's game lookup; by default one game per built engine and variant (server/casino/games.ts). */
  readonly findGame?: FindGame;
  /** Called inside each round's transaction (the lobby's "recently played"); app wiring pushes to it. */
  readonly onRoundPlayed?: RoundPlayedHook[];
  /** Test seam: runs after a round's debit, inside its transaction. */
  readonly afterDebit?: (tx: Queryable) => Promise<void>;
  /** Benchmark seam: rounds are not paced (server/casino/rounds/play.ts PlayHooks). */
  readonly unpaced?: boolean;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
}

export interface CasinoService {
  /** The hooks each round calls (push to add one). */
  readonly onRoundPlayed: RoundPlayedHook[];
  /** The site's routes: the launch and the history. */
  register(router: Router, auth: AuthContext, origins: CasinoOrigins): void;
  /** The games origin's server (not listening): the frame's page from `frameDir` and its API. */
  gamesServer(deps: {
    readonly auth: AuthContext;
    readonly origins: CasinoOrigins;
    readonly frameDir: string;
    readonly https: boolean;
    /** The shared tables (crash, roulette), when this process runs them: the frame plays them at /web-api/game-frame/shared/. */
    readonly sharedTables?: SharedTables;
  }): Server;
  /** Starts the sweep that plays out stepped rounds left open past their deadline (server/casino/README.md). */
  start(): void;
  stop(): Promise<void>;
}

/** The casino's play pipe for own-round games (server/casino/README.md). */
export function createCasinoService(options: CasinoServiceOptions): CasinoService {
  const findGame = options.findGame ?? findEngineGame;
  const onRoundPlayed = options.onRoundPlayed ?? [];
  const now = options.now ?? (() => Date.now());
  let sweep: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const pass = (): void => {
    sweep ??= finishLeftRounds(options.db, findGame, now(), { onRoundPlayed })
      .then(({ ended, failed }) => {
        if (ended > 0) options.log.info(`casino: ${ended} stepped rounds left open were played out`);
        if (failed > 0) options.log.warn(`casino: ${failed} stepped rounds left open could not be played out; the next pass retries`);
      })
      .catch((error: unknown) => options.log.error(`casino: the left-rounds pass failed: ${String(error)}`))
      .finally(() => {
        sweep = null;
      });
  };
  return {
    onRoundPlayed,
    start() {
      if (timer) return;
      timer = setInterval(pass, LEFT_ROUNDS_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweep;
    },
    register(router, auth, origins) {
      registerCasinoSiteRoutes(router, { db: options.db, auth, findGame, origins });
    },
    gamesServer({ auth, origins, frameDir, https, sharedTables }) {
      const router = new Router();
      const frameDeps = {
        db: options.db,
        auth,
        findGame,
        cors: GAMES_CORS,
        hooks: { onRoundPlayed, unpaced: options.unpaced === true, ...(options.afterDebit ? { afterDebit: options.afterDebit } : {}) },
      };
      registerFrameRoutes(router, frameDeps);
      registerSteppedRoutes(router, frameDeps);
      if (sharedTables)
        registerSharedTableRoutes(
          router,
          sharedTables,
          frameAccess({ db: options.db, auth, findGame, cors: GAMES_CORS }),
          frameSharedPath,
          onRoundPlayed,
        );
      return createGamesServer({ router, frameDir, origins, https, log: options.log });
    },
  };
}
