import type { LiveRole } from '../../src/protocol/schemas/health';
import { GAME_STATUS } from '../../src/protocol/schemas/live';
import { keepLatest } from '../../src/core/live/conflate';
import type { Db, HeldLock, Queryable } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { LIVE_FEED_CHANNEL, publishBatch, pruneBatches, readBatchesAfter } from './batchStore';
import { changeKey, type WorldChange } from './changes';
import { gamesPerChamp } from './demoWorld';
import { FeedHub, type FeedHubOptions } from './feed';
import { applyBatch, createdStatuses, describeBatch, replaceWorld, type PublishedBatch } from './replica';
import { registerLiveRoutes, type LiveRuntime } from './routes';
import { Simulator, type SimulatorOptions } from './simulator';
import { insertGames, loadWorld, seedLiveDemo, updateGames, updateMarkets } from './store';
import type { SimGame, SimMarket, World } from './world';

/** Batches on their way to the database at most; more changes wait in the outbox, conflated. */
const MAX_BATCHES_IN_FLIGHT = 4;

/** The advisory lock whose holder produces the live feed for every server process on the database. */
export const LIVE_LEADER_LOCK_KEY = 73_310_027;

/** `leader`: this process's simulator moves the world; `follower`: it applies the leader's published batches. */
export type { LiveRole };

export interface LiveStatus {
  readonly role: LiveRole;
  /** The feed's last sequence number. */
  readonly seq: number;
}

/** A change only the leading process may make (the test switches on a follower). */
export class NotLeaderError extends Error {
  readonly code = 'not_leader';
  constructor() {
    super('This server process follows the live feed; the simulator runs in the leading process');
  }
}

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
  /** A follower tries to take the leader lock this often (ms). */
  readonly leaderRetryMs?: number;
  /** A follower reads the batch table this often even without a NOTIFY (ms). */
  readonly followPollMs?: number;
  /** Published batches are kept this long for followers (ms). */
  readonly batchKeepMs?: number;
}

export type LiveServiceRuntime = LiveRuntime & {
  readonly simulator: Simulator;
  /** A change to publish (the test switches' suspensions and coefficients); refused on a follower. */
  emit(change: WorldChange): void;
};

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
  readonly runtime: LiveServiceRuntime | undefined;
  /** Leader or follower and the feed's last seq; undefined before start(). */
  status(): LiveStatus | undefined;
  /** Resolves once every change stepped, published or read so far is in this process's feed (tests). */
  idle(): Promise<void>;
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
  const leaderRetryMs = options.leaderRetryMs ?? 1500;
  const followPollMs = options.followPollMs ?? 1000;
  const batchKeepMs = options.batchKeepMs ?? 60_000;
  const worldSize = gamesPerChamp(options.gamesPerChamp);
  let runtime: LiveServiceRuntime | undefined;
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

  // Several processes (real PostgreSQL): one leads, the others follow its published batches.
  /** PGlite: this process is the only one, so it leads and publishes nothing. */
  let sole = false;
  let role: LiveRole | undefined;
  let lock: HeldLock | undefined;
  /** Changes of the leader's steps since the last tick, published as the next batch. */
  let outbox: WorldChange[] = [];
  /** Markets whose hidden state the leader's steps moved since the last batch. */
  const touched = new Set<SimMarket>();
  /** The last seq the leader gave a batch (it may still be on its way to the database). */
  let issuedSeq = 0;
  let publishing: Promise<void> = Promise.resolve();
  let inFlight = 0;
  let lastPrune = 0;
  /** Pulls and reloads run one at a time: each continues where the previous left the feed. */
  let following: Promise<void> = Promise.resolve();
  let unlisten: (() => Promise<void>) | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Bumped when following stops: a LISTEN that answers after that is dropped at once. */
  let followGeneration = 0;

  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

  function gameChanged(game: SimGame): void {
    changed.set(game.id, game);
    if (game.status !== GAME_STATUS.finished) return;
    for (const listener of finishedListeners) {
      try {
        listener(game.id);
      } catch (error) {
        log.error(`A finished-game listener failed: ${message(error)}`);
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

  /** Only the leader writes the world behind: a follower's world is the leader's, a step late. */
  function persist(all = false): Promise<void> {
    const rt = runtime;
    if (!rt || role !== 'leader') return writing;
    writing = writing
      .then(() => writeBehind(rt.world, all))
      .catch((error: unknown) => log.error(`Live catalogue write failed: ${message(error)}`));
    return writing;
  }

  function emit(change: WorldChange): void {
    const rt = runtime;
    if (!rt) return;
    if (sole) rt.hub.record(change);
    else if (role === 'leader') outbox.push(change);
    else throw new NotLeaderError();
  }

  /**
   * The leader's batch goes to the database first and to this process's own
   * feed only once committed: no client anywhere holds a batch that the
   * next leader would not know.
   */
  function publishOutbox(rt: LiveServiceRuntime, t: number): void {
    const held = lock;
    // A slow database gets fewer, bigger batches (the outbox conflates meanwhile) rather than an ever longer queue.
    if (outbox.length === 0 || !held || inFlight >= MAX_BATCHES_IN_FLIGHT) return;
    inFlight += 1;
    const changes = keepLatest(outbox, changeKey);
    outbox = [];
    issuedSeq += 1;
    const batch: PublishedBatch = { seq: issuedSeq, ts: t, body: describeBatch(rt.world, changes, touched) };
    touched.clear();
    publishing = publishing
      .then(async () => {
        if (lock !== held) return;
        await publishBatch(held, batch);
        if (lock === held && runtime === rt) rt.hub.publish({ seq: batch.seq, ts: batch.ts, changes }, createdStatuses(batch.body));
      })
      .catch((error: unknown) => {
        if (lock === held) void demote(`publishing batch ${batch.seq} failed: ${message(error)}`);
      })
      .finally(() => {
        inFlight -= 1;
      });
    if (t - lastPrune >= 5000) {
      lastPrune = t;
      publishing = publishing.then(() =>
        lock === held
          ? pruneBatches(held, batchKeepMs).catch((error: unknown) => log.warn(`Pruning feed batches failed: ${message(error)}`))
          : undefined,
      );
    }
  }

  function tick(): void {
    const rt = runtime;
    if (!rt) return;
    const t = now();
    if (role === 'leader' && !paused) rt.simulator.step(t);
    if (!sole && role === 'leader') publishOutbox(rt, t);
    rt.hub.flush();
    rt.hub.heartbeat();
    if (role === 'leader' && !busy && t - lastPersist >= persistMs) {
      const withCoefs = t - lastCoefPersist >= coefPersistMs;
      lastPersist = t;
      if (withCoefs) lastCoefPersist = t;
      busy = true;
      void persist(withCoefs).finally(() => {
        busy = false;
      });
    }
  }

  /** Every published batch after the feed's last seq, applied in order; a gap it cannot fill reloads the world. */
  async function readOn(rt: LiveServiceRuntime, q: Queryable): Promise<void> {
    for (;;) {
      const batches = await readBatchesAfter(q, rt.hub.seq);
      for (const batch of batches) {
        if (runtime !== rt) return;
        if (batch.seq !== rt.hub.seq + 1) {
          await reload(rt, q, `batch ${batch.seq} follows ${rt.hub.seq}: the ones between are gone`);
          return;
        }
        applyBatch(rt.world, batch.body);
        rt.hub.publish({ seq: batch.seq, ts: batch.ts, changes: batch.body.changes }, createdStatuses(batch.body));
      }
      if (batches.length < 500) return;
    }
  }

  /** Published batches on top of the stored world: every write is absolute, so the result is the world at the newest batch. */
  async function storedWorld(q: Queryable): Promise<{ world: World; batches: PublishedBatch[] }> {
    const world = await loadWorld(q, now());
    const all: PublishedBatch[] = [];
    for (let after = 0; ;) {
      const page = await readBatchesAfter(q, after);
      all.push(...page);
      if (page.length < 500) break;
      after = (page[page.length - 1] as PublishedBatch).seq;
    }
    // Only the unbroken run up to the newest batch can be replayed (pruning eats the oldest first).
    let from = all.length - 1;
    while (from > 0 && (all[from - 1] as PublishedBatch).seq === (all[from] as PublishedBatch).seq - 1) from -= 1;
    const batches = all.slice(Math.max(from, 0));
    for (const batch of batches) applyBatch(world, batch.body);
    return { world, batches };
  }

  async function reload(rt: LiveServiceRuntime, q: Queryable, why: string): Promise<void> {
    log.warn(`Live feed: reloading the world from the database (${why}); open feeds get a snapshot`);
    const { world, batches } = await storedWorld(q);
    if (runtime !== rt) return;
    replaceWorld(rt.world, world);
    const last = batches[batches.length - 1];
    rt.hub.restartAt(Math.max(last?.seq ?? 0, rt.hub.seq));
  }

  function follow(rt: LiveServiceRuntime, firstTryMs: number): void {
    role = 'follower';
    const generation = ++followGeneration;
    const pull = (): void => {
      following = following
        .then(() => (role === 'follower' && runtime === rt ? readOn(rt, db) : undefined))
        .catch((error: unknown) => log.warn(`Live feed: reading the leader's batches failed: ${message(error)}`));
    };
    void db
      .listen(LIVE_FEED_CHANNEL, pull)
      .then((stop) => {
        if (generation === followGeneration && !stopped) unlisten = stop;
        else void stop();
      })
      .catch((error: unknown) => log.warn(`Live feed: LISTEN failed, reading every ${followPollMs} ms: ${message(error)}`));
    pollTimer = setInterval(pull, followPollMs);
    pollTimer.unref?.();
    const tryLead = (): void => {
      retryTimer = undefined;
      if (stopped || runtime !== rt || role !== 'follower') return;
      db.tryAdvisoryLock(LIVE_LEADER_LOCK_KEY)
        .then(async (held) => {
          if (!held) return;
          if (stopped || runtime !== rt) return void (await held.release());
          await lead(rt, held);
        })
        .catch((error: unknown) => log.warn(`Live feed: trying the leader lock failed: ${message(error)}`))
        .finally(() => {
          if (!stopped && runtime === rt && role === 'follower' && !retryTimer) {
            retryTimer = setTimeout(tryLead, leaderRetryMs);
            retryTimer.unref?.();
          }
        });
    };
    retryTimer = setTimeout(tryLead, firstTryMs);
    retryTimer.unref?.();
    pull();
  }

  async function stopFollowing(): Promise<void> {
    followGeneration += 1;
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = undefined;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    const stop = unlisten;
    unlisten = undefined;
    await stop?.().catch(() => undefined);
  }

  /**
   * Takes over: first every batch the old leader committed (none can come
   * after, the lock fences its connection), then the simulator steps from
   * that world and the sequence goes on from the last batch.
   */
  async function lead(rt: LiveServiceRuntime, held: HeldLock): Promise<void> {
    await stopFollowing();
    await following.catch(() => undefined);
    try {
      await readOn(rt, held);
    } catch (error) {
      // Holding the lock without leading would stall every process: give it back and follow again.
      await held.release().catch(() => undefined);
      if (!stopped && runtime === rt) follow(rt, leaderRetryMs);
      throw error;
    }
    if (stopped || runtime !== rt) return void (await held.release());
    lock = held;
    issuedSeq = rt.hub.seq;
    outbox = [];
    touched.clear();
    role = 'leader';
    // Whatever the old leader had not written behind yet is written now.
    for (const game of rt.world.games.values()) {
      created.set(game.id, game);
      changed.set(game.id, game);
    }
    lastPersist = 0;
    lastCoefPersist = 0;
    log.info(`Live feed: this process leads now; its simulator steps and the feed goes on after seq ${issuedSeq}`);
    void held.lost.then((error) => {
      if (lock === held) void demote(`the leader lock's connection died: ${error.message}`);
    });
  }

  /** Lost the lock: stop producing, drop what no one else saw, and follow from the database. */
  async function demote(why: string): Promise<void> {
    const rt = runtime;
    const held = lock;
    if (!rt || !held || role !== 'leader') return;
    log.warn(`Live feed: this process no longer leads (${why}); following again`);
    lock = undefined;
    role = 'follower';
    outbox = [];
    await held.release().catch(() => undefined);
    await publishing;
    // Its world may hold steps nobody else will ever see.
    following = following
      .then(() => reload(rt, db, 'the lead was lost'))
      .catch((error: unknown) => log.warn(`Live feed: reload failed: ${message(error)}`));
    await following;
    // Leave the lock to a healthy follower for a while.
    if (!stopped && runtime === rt) follow(rt, leaderRetryMs * 3);
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
    status() {
      return runtime && role ? { role, seq: runtime.hub.seq } : undefined;
    },
    async idle() {
      for (;;) {
        const rt = runtime;
        if (rt && !sole && role === 'leader') publishOutbox(rt, now());
        const pending = publishing;
        await pending;
        await following;
        if (pending === publishing && (outbox.length === 0 || role !== 'leader')) return;
      }
    },
    closeFeedWhile(closed) {
      feedClosed = closed;
    },
    register(router) {
      registerLiveRoutes(router, { runtime: () => runtime, db, log, now, feedClosed: () => feedClosed() });
    },
    async start() {
      if (runtime) return;
      stopped = false;
      let world = await loadWorld(db, now());
      if (world.sports.size === 0) {
        await seedLiveDemo(db, { now: now(), seed: options.seed ?? 1, perChamp: worldSize });
        world = await loadWorld(db, now());
      }
      const held = await db.tryAdvisoryLock(LIVE_LEADER_LOCK_KEY);
      sole = held?.sole === true;
      let batches: PublishedBatch[] = [];
      if (!sole) {
        // The stored world is up to a few seconds behind the leader; its published batches bring it level.
        const q = held ?? db;
        const stored = await storedWorld(q);
        world = stored.world;
        batches = stored.batches;
      }
      const hub = new FeedHub(world, { now, ...options.feed });
      const first = batches[0];
      if (first) {
        // The sequence is the cluster's: it goes on from the batches already published.
        hub.seq = first.seq - 1;
        for (const batch of batches)
          hub.publish({ seq: batch.seq, ts: batch.ts, changes: batch.body.changes }, createdStatuses(batch.body));
      }
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
          emit: (change) => emit(change),
          gameChanged,
          gameCreated: (game) => void created.set(game.id, game),
          marketTouched: (market) => {
            if (!sole) touched.add(market);
          },
          canDrop: (game) => hub.canDrop(game),
        },
      );
      const rt: LiveServiceRuntime = { world, hub, simulator, emit };
      runtime = rt;
      lastPersist = now();
      lastCoefPersist = now();
      if (sole) role = 'leader';
      else if (held) await lead(rt, held);
      else follow(rt, leaderRetryMs);
      if (options.autoTick !== false) {
        timer = setInterval(tick, tickMs);
        timer.unref?.();
      }
      log.info(
        `Live feed started: ${world.games.size} games, ${simulator.rate} coefficient changes/s, tick ${tickMs} ms` +
          (sole ? '' : `, ${role === 'leader' ? 'leading' : 'following the leading process'} at seq ${hub.seq}`),
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      const rt = runtime;
      if (!rt) return;
      await stopFollowing();
      rt.hub.closeAll('shutdown');
      // The last steps' changes go out too: the next leader starts from them, and so do the clients that resume there.
      if (!sole && role === 'leader') publishOutbox(rt, now());
      await publishing;
      await persist(true);
      const held = lock;
      lock = undefined;
      await held?.release();
      await following.catch(() => undefined);
      runtime = undefined;
      role = undefined;
    },
    tick,
    persist,
    onGameFinished(listener) {
      finishedListeners.add(listener);
      return () => void finishedListeners.delete(listener);
    },
  };
}
