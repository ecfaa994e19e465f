import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { afterEach, expect } from 'vitest';
import {
  BETS_PATHS,
  betErrorBodySchema,
  placeAnswerSchema,
  type BetErrorBody,
  type BetErrorCode,
  type CouponView,
  type PlaceAnswer,
} from '../../../src/protocol/schemas/bets';
import type { CouponPayload, PayloadBet } from '../../../src/protocol/coupon';
import { startServer, type RunningServer } from '../../../server/app';
import { hashPassword } from '../../../server/auth/crypto';
import { createBetService, type BetService } from '../../../server/bets';
import type { Db, Queryable } from '../../../server/db/db';
import { createLiveService, type LiveService } from '../../../server/live';
import type { SimGame, SimMarket, SimOutcome } from '../../../server/live/world';
import { createLimitService } from '../../../server/limits';
import type { VirtualSports } from '../../../server/virtualSports';
import type { MessageService } from '../../../server/messages';
import type { WalletService } from '../../../server/wallet';
import { Browser, enc, testClock, type TestClock } from '../auth/helpers';
import { couponPayload } from '../../support/bets';
import { captureLogger, expectLedgerBalanced, fileScoped, openAccount, openTestDb, tempDir, type CapturedLog } from '../helpers';

export { DB_HOOK_TIMEOUT } from '../helpers';

export interface Faults {
  /** Runs inside the placement transaction right after the debit. */
  afterDebit: ((tx: Queryable) => Promise<void>) | undefined;
}

/**
 * The real server app (server/app.ts) over the test database (openTestDb) with every
 * migration and the demo data, a live service on a manual clock that only
 * moves on tick() (no coefficient drift, no random suspensions), and a bet
 * service without the periodic sweep: tests settle by finishing games and
 * awaiting settle().
 */
export interface BetsHarness {
  readonly db: Db;
  readonly live: LiveService;
  readonly clock: TestClock;
  readonly faults: Faults;
  readonly log: CapturedLog;
  /** The wallet service when the harness was given one. */
  readonly wallet: WalletService | undefined;
  /** The virtual sports schedule when the harness was given one. */
  readonly virtualSports: VirtualSports | undefined;
  bets: BetService;
  url: string;
  /** The running server (its route table: server/app.ts routesOf). */
  readonly server: RunningServer['server'];
  /** A restart of the server and the bet service on the same port, database and world (the sweep runs at start). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** A wallet service over the harness's database and clock (the default one otherwise). */
  readonly wallet?: (deps: { db: Db; clock: TestClock; log: CapturedLog }) => WalletService;
  /** The /__test/* switches (off by default, as before the wallet). */
  readonly testFaults?: boolean;
  /** A messages service over the harness's database and clock (the default one otherwise). */
  readonly messages?: (deps: { db: Db; clock: TestClock; log: CapturedLog }) => MessageService;
  /** The database, migrated and seeded (openTestDb() otherwise); the harness closes it. */
  readonly db?: () => Promise<Db>;
  /** The operator's token of the admin endpoints (none otherwise). */
  readonly adminToken?: string;
  /** The virtual sports schedule over the harness's database and clock, a new one per (re)start. */
  readonly virtualSports?: (deps: { db: Db; clock: TestClock; log: CapturedLog }) => VirtualSports;
}

export async function startBetsHarness(options: HarnessOptions = {}): Promise<BetsHarness> {
  const db = await (options.db ?? openTestDb)();
  const clock = testClock();
  const log = captureLogger();
  const live = createLiveService({
    db,
    log,
    now: clock.now,
    seed: 11,
    changesPerSecond: 0,
    autoTick: false,
    simulator: { suspensionsPerSecond: 0 },
  });
  await live.start();
  const dist = tempDir('bets-dist-');
  const faults: Faults = { afterDebit: undefined };
  let wallet: WalletService | undefined;
  let virtualSports: VirtualSports | undefined;
  let running: RunningServer;
  const boot = async (port = 0): Promise<{ bets: BetService; running: RunningServer }> => {
    virtualSports = options.virtualSports?.({ db, clock, log });
    const bets = createBetService({
      others: virtualSports ? [virtualSports] : [],
      db,
      log,
      live,
      now: clock.now,
      sweepMs: 0,
      hooks: { afterDebit: (tx) => faults.afterDebit?.(tx) ?? Promise.resolve() },
    });
    // A restart is a new process: a new wallet service (its queue and channels) over the same database.
    wallet = options.wallet?.({ db, clock, log });
    // The limits read the same manual clock as the bets and the wallet: cooling-offs and windows follow clock.advance.
    const limits = createLimitService({ db, now: clock.now });
    const server = await startServer({
      db,
      distDir: dist.path,
      port,
      log,
      live,
      bets,
      testFaults: options.testFaults ?? false,
      wallet,
      limits,
      messages: options.messages?.({ db, clock, log }),
      ...(virtualSports ? { virtualSports } : {}),
      ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
    });
    await wallet?.start(server.url);
    return { bets, running: server };
  };
  const first = await boot();
  running = first.running;
  const harness: BetsHarness = {
    db,
    live,
    clock,
    faults,
    log,
    get wallet() {
      return wallet;
    },
    bets: first.bets,
    get virtualSports() {
      return virtualSports;
    },
    url: running.url,
    get server() {
      return running.server;
    },
    async restart() {
      await running.close();
      await wallet?.stop();
      await harness.bets.stop();
      // Same port: the players' browsers keep their address and cookies.
      const next = await boot(running.port);
      running = next.running;
      harness.bets = next.bets;
      harness.url = running.url;
      await next.bets.settle();
      // Let the clients' pooled keep-alive sockets see that the old server closed them.
      for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async close() {
      // Every bet scenario of the file moved money through the ledger: its invariants hold at the end.
      await expectLedgerBalanced(db);
      await running.close();
      await wallet?.stop();
      await harness.bets.stop();
      await live.stop();
      await db.close();
      dist.remove();
    },
  };
  return harness;
}

/** The harness the whole test file shares, started before its first test and closed after its last. */
export function betsHarnessForFile(options: HarnessOptions = {}): BetsHarness {
  const h = fileScoped(
    () => startBetsHarness(options),
    (running) => running.close(),
  );
  // Every scenario moves money through the ledger: its invariants must hold after each one.
  afterEach(async () => {
    await expectLedgerBalanced(h.db);
  });
  return h;
}

/** A signed-in player: its own cookie jar, answers parsed as JSON. */
export class Player {
  constructor(
    readonly browser: Browser,
    readonly userId: number,
  ) {}

  post<T = Record<string, unknown>>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.browser.post<T>(path, body, headers);
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.browser.get<T>(path);
  }
}

export async function signIn(h: BetsHarness, login: string, password: string): Promise<Player> {
  const browser = new Browser(h.url);
  const reply = await browser.post<{ status: string; user_id: number }>(AUTH_PATHS.login, {
    uLogin: login,
    uPassword: enc(password),
    save: false,
  });
  if (reply.status !== 200 || reply.body.status !== 'ok')
    throw new Error(`sign-in of ${login} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return new Player(browser, reply.body.user_id);
}

let playerCount = 0;

/** A fresh player with a RUB main account holding `money`: each test starts from a known balance. */
export async function newPlayer(h: BetsHarness, money = 1_000_000): Promise<Player & { accountId: number; password: string }> {
  playerCount += 1;
  const login = `bettor${playerCount}`;
  const password = `bettor-password-${playerCount}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', money, true);
  const player = await signIn(h, login, password);
  return Object.assign(player, { accountId, password });
}

export async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]);
  return row?.money as number;
}

export interface Pick {
  readonly game: SimGame;
  readonly market: SimMarket;
  readonly outcome: SimOutcome;
}

/**
 * Outcomes of not-started games (of `sportId`, else any sport), one per game
 * and never a game an earlier call handed out: tests can finish their games
 * without touching each other's coupons.
 */
export function picker(
  h: BetsHarness,
): (count: number, where?: { sportId?: number; marketTypeId?: number; outcomeTypeId?: number }) => Pick[] {
  const used = new Set<number>();
  return (count, where = {}) => {
    const world = h.live.runtime?.world;
    if (!world) throw new Error('live world not running');
    const picks: Pick[] = [];
    for (const game of world.games.values()) {
      if (picks.length === count) break;
      if (game.status !== 1 || (where.sportId !== undefined && game.sportId !== where.sportId) || used.has(game.id)) continue;
      const market = game.markets.find((m) => m.typeId === (where.marketTypeId ?? 1));
      const outcome =
        market?.outcomes.find((o) => where.outcomeTypeId === undefined || o.typeId === where.outcomeTypeId) ?? market?.outcomes[0];
      if (!market || !outcome) continue;
      used.add(game.id);
      picks.push({ game, market, outcome });
    }
    if (picks.length < count) throw new Error(`only ${picks.length} free games left for ${JSON.stringify(where)}`);
    return picks;
  };
}

export function betOf(p: Pick, blockId = 1): PayloadBet {
  return {
    marketId: p.outcome.id,
    gameId: p.game.id,
    typeId: p.outcome.typeId,
    coef: p.outcome.coefMilli / 1000,
    param: p.market.param,
    blockId,
    isLive: false,
  };
}

let refCounter = 0;

/** A valid payload, a single for one bet and an express for more; `over` replaces any field. */
export function payload(bets: readonly PayloadBet[], over: Partial<CouponPayload> = {}): CouponPayload {
  refCounter += 1;
  return couponPayload({ bets: [...bets], refId: `ref-${Date.now()}-${refCounter}`, typeId: bets.length === 1 ? 0 : 1, ...over });
}

/**
 * Ends a game with this score through the simulator's final whistle (the
 * path the live service reports finished games on), then waits for the
 * settlement it started.
 */
export async function finishGame(h: BetsHarness, gameId: number, periodScores: [number, number][]): Promise<void> {
  const rt = h.live.runtime;
  const game = rt?.world.games.get(gameId);
  if (!rt || !game) throw new Error(`no game ${gameId}`);
  game.status = 2;
  game.period = periodScores.length;
  game.periodScores = periodScores.map((p) => [p[0], p[1]]);
  game.clockSec = 0;
  if (!rt.simulator.finishGame(gameId, h.clock.now())) throw new Error(`game ${gameId} did not finish`);
  await h.bets.settle();
}

/** A placement as the server answers it: accepted, or refused with a typed error (both checked against their schemas). */
export async function tryPlace(
  player: Player,
  body: CouponPayload,
): Promise<{ status: number; answer?: PlaceAnswer; error?: BetErrorBody['error'] }> {
  const reply = await player.post(BETS_PATHS.place, body);
  if (reply.status === 200) return { status: 200, answer: placeAnswerSchema.parse(reply.body) };
  return { status: reply.status, error: betErrorBodySchema.parse(reply.body).error };
}

/** A placement the server must refuse with this code and status. */
export async function refused(player: Player, body: CouponPayload, code: BetErrorCode, status: number): Promise<BetErrorBody['error']> {
  const result = await tryPlace(player, body);
  expect(result.error?.code, JSON.stringify(result.error)).toBe(code);
  expect(result.status).toBe(status);
  return result.error as BetErrorBody['error'];
}

/** A placement the server must accept, its answer checked against the schema. */
export async function place(player: Player, body: CouponPayload): Promise<PlaceAnswer> {
  const reply = await player.post(BETS_PATHS.place, body);
  if (reply.status !== 200) throw new Error(`placement refused: ${JSON.stringify(reply.body)}`);
  return placeAnswerSchema.parse(reply.body);
}

export async function couponOf(player: Player, id: string): Promise<CouponView> {
  const reply = await player.get<{ coupon: CouponView }>(`${BETS_PATHS.coupon}?id=${id}`);
  if (reply.status !== 200) throw new Error(`coupon ${id}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.coupon;
}
