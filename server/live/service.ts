import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { gamesPerChamp } from './demoWorld';
import { FeedHub, type FeedHubOptions } from './feed';
import { registerLiveRoutes, type LiveRuntime } from './routes';
import { Simulator, type SimulatorOptions } from './simulator';
import { insertGames, loadWorld, seedLiveDemo, updateGames, updateMarkets } from './store';
import type { SimGame, World } from './world';

export interface LiveServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch milliseconds; a virtual clock in tests. */
  readonly now?: () => number;
  readonly seed?: number;
  /** Coefficient changes per second (LIVE_RATE). */
  readonly changesPerSecond?: number;
  /** Games in play per championship in a fresh demo world (LIVE_GAMES_PER_CHAMP); the line keeps at least as many. */
  readonly gamesPerChamp?: number;
  /** Game-clock seconds per real second (LIVE_CLOCK_SPEED, default 20): the benchmark slows games so its page keeps its size. */
  readonly clockSpeed?: number;
  /** Simulator step and feed flush interval. */
  readonly tickMs?: number;
  /** false: no interval; the caller calls tick() (tests, bench). */
  readonly autoTick?: boolean;
  /**
   * true: the simulator starts paused (LIVE_PAUSED, test servers only): ticks
   * flush the feed and send heartbeats but the world never steps, so no game
   * starts, scores, suspends or reprices (the visual snapshots' frozen world).
   */
  readonly paused?: boolean;
  /** Game status and scores are written this often, coefficients every coefPersistMs. */
  readonly persistMs?: number;
  readonly coefPersistMs?: number;
  readonly simulator?: Omit<SimulatorOptions, 'seed' | 'changesPerSecond'>;
  readonly feed?: Omit<FeedHubOptions, 'now'>;
}

export interface LiveService {
  register(router: Router): void;
  /** Loads the world (seeding an empty database) and starts ticking. */
  start(): Promise<void>;
  /** Stops ticking, ends every feed connection, writes what is pending. */
  stop(): Promise<void>;
  /** One simulator step, feed flush and heartbeat round. */
  tick(): void;
  /** Writes pending game and coefficient changes now. */
  persist(all?: boolean): Promise<void>;
  readonly runtime: (LiveRuntime & { readonly simulator: Simulator }) | undefined;
  /**
   * Calls `listener` with the id of each game the simulator finishes (status
   * 4), inside the tick; answers the unsubscribe (server/bets settles on it).
   */
  onGameFinished(listener: (gameId: number) => void): () => void;
  /** The feed refuses connections while `closed` says so (the test switch's "feed down"; never set in production). */
  closeFeedWhile(closed: () => boolean): void;
  /** Whether the simulator steps on each tick (the test switch's "simulator paused"; never set in production). */
  paused: boolean;
}

export function createLiveService(options: LiveServiceOptions): LiveService {
  const { db, log } = options;
  const now = options.now ?? (() => Date.now());
  const tickMs = options.tickMs ?? 50;
  const persistMs = options.persistMs ?? 1000;
  const coefPersistMs = options.coefPersistMs ?? 10_000;
  const worldSize = gamesPerChamp(options.gamesPerChamp);
  let runtime: (LiveRuntime & { simulator: Simulator }) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const created = new Map<number, SimGame>();
  const changed = new Map<number, SimGame>();
  let lastPersist = 0;
  let lastCoefPersist = 0;
  let writing: Promise<void> = Promise.resolve();
  let busy = false;
  const finishedListeners = new Set<(gameId: number) => void>();
  let feedClosed: () => boolean = () => false;
  let paused = options.paused === true;

  function gameChanged(game: SimGame): void {
    changed.set(game.id, game);
    if (game.status !== GAME_STATUS.finished) return;
    for (const listener of finishedListeners) {
      try {
        listener(game.id);
      } catch (error) {
        log.error(`A finished-game listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  async function writeBehind(world: World, withCoefs: boolean): Promise<void> {
    const newGames = [...created.values()];
    created.clear();
    const games = [...changed.values()];
    changed.clear();
    await insertGames(db, newGames);
    await updateGames(db, games);
    if (withCoefs)
      await updateMarkets(
        db,
        [...world.games.values()].flatMap((g) => g.markets),
      );
  }

  function persist(all = false): Promise<void> {
    const rt = runtime;
    if (!rt) return writing;
    writing = writing
      .then(() => writeBehind(rt.world, all))
      .catch((error: unknown) => log.error(`Live catalogue write failed: ${error instanceof Error ? error.message : String(error)}`));
    return writing;
  }

  function tick(): void {
    const rt = runtime;
    if (!rt) return;
    const t = now();
    if (!paused) rt.simulator.step(t);
    rt.hub.flush();
    rt.hub.heartbeat();
    if (!busy && t - lastPersist >= persistMs) {
      const withCoefs = t - lastCoefPersist >= coefPersistMs;
      lastPersist = t;
      if (withCoefs) lastCoefPersist = t;
      busy = true;
      void persist(withCoefs).finally(() => {
        busy = false;
      });
    }
  }

  return {
    get runtime() {
      return runtime;
    },
    get paused() {
      return paused;
    },
    set paused(value: boolean) {
      paused = value;
    },
    closeFeedWhile(closed) {
      feedClosed = closed;
    },
    register(router) {
      registerLiveRoutes(router, { runtime: () => runtime, db, log, now, feedClosed: () => feedClosed() });
    },
    async start() {
      if (runtime) return;
      let world = await loadWorld(db, now());
      if (world.sports.size === 0) {
        await seedLiveDemo(db, { now: now(), seed: options.seed ?? 1, perChamp: worldSize });
        world = await loadWorld(db, now());
      }
      const hub = new FeedHub(world, { now, ...options.feed });
      const simulator = new Simulator(
        world,
        {
          lineGamesPerChamp: worldSize.line,
          ...(options.clockSpeed && options.clockSpeed > 0 ? { clockSpeed: options.clockSpeed } : {}),
          ...options.simulator,
          seed: options.seed ?? 1,
          changesPerSecond: options.changesPerSecond ?? 50,
        },
        {
          emit: (change) => hub.record(change),
          gameChanged,
          gameCreated: (game) => void created.set(game.id, game),
          canDrop: (game) => hub.canDrop(game),
        },
      );
      runtime = { world, hub, simulator };
      lastPersist = now();
      lastCoefPersist = now();
      if (options.autoTick !== false) {
        timer = setInterval(tick, tickMs);
        timer.unref?.();
      }
      log.info(`Live feed started: ${world.games.size} games, ${simulator.rate} coefficient changes/s, tick ${tickMs} ms`);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      const rt = runtime;
      if (!rt) return;
      rt.hub.closeAll('shutdown');
      await persist(true);
      runtime = undefined;
    },
    tick,
    persist,
    onGameFinished(listener) {
      finishedListeners.add(listener);
      return () => void finishedListeners.delete(listener);
    },
  };
}
