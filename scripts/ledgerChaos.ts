/**
 * npm run ledger:chaos -- --ops N --seed S [--clients C] [--kill-every K] [--check-every M] [--keep] [--database-url URL]
 *                           [--processes P]
 *
 * Drives a REAL server (tsx server/main.ts, a child process on a fresh PGlite
 * folder, or on the empty PostgreSQL database that --database-url names) with random deposits (every test card), bets, settlements,
 * withdrawals, cancellations, operator decisions and corrections from
 * several clients at once, while the provider's webhooks are retried,
 * duplicated, reordered and replayed (the /__test/wallet switch) and the
 * server is killed with SIGKILL and started again. A request whose answer
 * was lost in a kill is sent again with its key after the restart.
 *
 * With --processes P (PostgreSQL only) P servers share the database, the
 * clients are spread over them, a kill takes one of them down, and its
 * clients send to a survivor meanwhile, as a load balancer would.
 *
 * Every --check-every operations and after every restart the server checks
 * the ledger and the wallet's books (GET /__test/wallet/check); at the end
 * the queue is drained, the server stopped, and the database opened here to
 * check again and to find every acknowledged movement: each coupon placed
 * has its stake, each withdrawal its hold, each correction its movement,
 * each payment the provider took is credited exactly once.
 *
 * Prints one JSON report; exits 1 when anything is wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CARDS } from '../src/protocol/constants/wallet';
import { REQUESTED_WITH } from '../src/protocol/http';
import { BETS_PATHS } from '../src/protocol/schemas/bets';
import { LIVE_TOP_PATH } from '../src/protocol/schemas/live';
import { ADMIN_WALLET_PATHS, WALLET_PATHS } from '../src/protocol/schemas/wallet';
import { hashPassword } from '../server/auth/crypto';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open';
import { seedDemo } from '../server/demo';
import { checkLedger, postMovement } from '../server/ledger';
import { mulberry32, type Prng } from '../server/live/prng';
import { auditWallet } from '../server/wallet/audit';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN_TOKEN = 'chaos-operator-token-0123456789';
const REQUEST_TIMEOUT_MS = 15_000;

export interface ChaosOptions {
  readonly ops: number;
  readonly seed: number;
  /** Clients sending at the same time. */
  readonly clients?: number;
  /** Operations between two kills (with jitter); 0: never kill. */
  readonly killEvery?: number;
  /** Operations between two checks of the books by the server. */
  readonly checkEvery?: number;
  /** Keep the data folder (its path is in the report). */
  readonly keep?: boolean;
  /** An empty PostgreSQL database to run on instead of a fresh PGlite folder. */
  readonly databaseUrl?: string;
  /** Server processes on the database (more than one needs databaseUrl). */
  readonly processes?: number;
  readonly log?: (line: string) => void;
}

export interface ChaosReport {
  readonly ok: boolean;
  readonly ops: number;
  readonly seed: number;
  readonly clients: number;
  readonly processes: number;
  readonly kills: number;
  readonly checks: number;
  readonly resent: number;
  readonly durationMs: number;
  readonly opsPerSecond: number;
  /** Per kind of operation: answered 2xx, refused with a typed 4xx, and 5xx (must stay 0). */
  readonly outcomes: Record<string, { ok: number; refused: number; failed: number; ms: number }>;
  readonly acknowledged: { coupons: number; withdrawals: number; corrections: number; intents: number; credited: number };
  /** Coupons still open when the servers stopped: settlement runs behind placement on a saturated machine. */
  readonly openCoupons: number;
  readonly movements: number;
  readonly entries: number;
  readonly problems: readonly string[];
  readonly dataDir: string | null;
}

export interface Player {
  readonly userId: number;
  readonly accountId: number;
  readonly cookie: string;
}

class Lost extends Error {}

/** A line game's first open outcome, as a client reads it from the top list (GET live/top?section=line). */
export interface LineOffer {
  readonly gameId: number;
  readonly outcomeId: number;
  readonly typeId: number;
  readonly coef: number;
  readonly param: number | null;
}

/** The line games of a live/top answer that can be bet on now, each with its first open outcome. */
export function lineOffers(top: unknown): LineOffer[] {
  const { data } = top as {
    data: {
      gameId: number;
      status: number;
      markets: { param: number | null; isSuspended: boolean; outcomes: { outcomeId: number; typeId: number; coef: number }[] }[];
    }[];
  };
  return data.flatMap((g) => {
    const market = g.markets.find((m) => !m.isSuspended);
    const outcome = market?.outcomes[0];
    return market && outcome && g.status === 1
      ? [{ gameId: g.gameId, outcomeId: outcome.outcomeId, typeId: outcome.typeId, coef: outcome.coef, param: market.param }]
      : [];
  });
}

/** A single on `offer` (POST bets/place), taking every coefficient change; `refId` is its idempotency key. */
export function lineSingle(offer: LineOffer, amount: number, refId: string): Record<string, unknown> {
  return {
    id: null,
    accountId: null,
    amount,
    amountByBlockId: {},
    amountByBetId: {},
    bets: [
      {
        marketId: offer.outcomeId,
        gameId: offer.gameId,
        typeId: offer.typeId,
        coef: offer.coef,
        param: offer.param,
        blockId: 1,
        isLive: false,
      },
    ],
    changeCoefAction: 1,
    coef: offer.coef,
    coefByView: offer.coef,
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId,
    systemValue: 2,
    typeId: 0,
    userId: null,
    promoCode: null,
    isVipBet: false,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  };
}

/** The child server: started, killed, started again on the same folder. */
export class ServerProcess {
  url = '';
  private child: ChildProcess | null = null;
  private ready: Promise<void> = Promise.resolve();
  private output = '';
  private readonly watchers: { pattern: RegExp; resolve: () => void }[] = [];
  kills = 0;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: (line: string) => void,
  ) {}

  start(): Promise<void> {
    this.output = '';
    this.ready = new Promise<void>((resolve, reject) => {
      // tsx as a loader in the server's own process (its CLI would run the server in a child a SIGKILL does not reach).
      const child = spawn(
        process.execPath,
        [...(process.env.CHAOS_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'server/main.ts'],
        {
          cwd: REPO_ROOT,
          env: this.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      this.child = child;
      let text = '';
      const onData = (chunk: Buffer): void => {
        text += chunk.toString();
        this.output = (this.output + chunk.toString()).slice(-200_000);
        for (const w of [...this.watchers])
          if (w.pattern.test(this.output)) {
            this.watchers.splice(this.watchers.indexOf(w), 1);
            w.resolve();
          }
        const match = /Site ready at (http:\/\/\S+)\n/.exec(text);
        if (match?.[1]) {
          this.url = match[1];
          text = '';
          resolve();
        }
        if (text.length > 100_000) text = text.slice(-10_000);
      };
      child.stdout?.on('data', onData);
      if (process.env.CHAOS_SERVER_LOG)
        child.stdout?.on('data', (chunk: Buffer) => appendFileSync(process.env.CHAOS_SERVER_LOG as string, chunk));
      child.stderr?.on('data', (chunk: Buffer) => {
        const line = chunk.toString();
        if (/\[error\]/.test(line)) this.log(`server: ${line.trim().slice(0, 500)}`);
        onData(chunk);
      });
      child.once('exit', (code, signal) => {
        if (!this.url || this.child === child) reject(new Error(`server exited (${code ?? signal}) before ready: ${text.slice(-2000)}`));
      });
    });
    return this.ready;
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  /** What the server wrote (stdout and stderr) since its last start. */
  get printed(): string {
    return this.output;
  }

  /** The running child's process id (for CPU readings). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Resolves once the server's output (stdout and stderr, since its last start) matches. */
  waitForOutput(pattern: RegExp): Promise<void> {
    if (pattern.test(this.output)) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ pattern, resolve }));
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.url = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
    this.kills += 1;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Where the server keeps its data: a PGlite folder, or a PostgreSQL database when `databaseUrl` is set. */
export interface DbTarget {
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

/** The database the server will run on: migrated, seeded, and the chaos players with money and a session each. */
export async function prepare(target: DbTarget, count: number): Promise<Player[]> {
  const db = await openDb(target);
  try {
    await migrate(db);
    await seedDemo(db);
    const hash = await hashPassword('chaos-password');
    const players: Player[] = [];
    for (let i = 0; i < count; i++) {
      const [user] = await db.query<{ id: number }>(
        `INSERT INTO app_user (login, password_hash, registration_type, user_name, bonus_choice) VALUES ($1, $2, 'fast_reg',
          $1, $3) RETURNING id`,
        [`chaos${i}`, hash, i % 2],
      );
      const userId = user?.id as number;
      const [account] = await db.query<{ id: number; currency_id: number }>(
        `INSERT INTO account (user_id, type, currency_id, is_active) SELECT $1, 0, id, true FROM currency WHERE iso = 'RUB'
          RETURNING id, currency_id`,
        [userId],
      );
      const accountId = account?.id as number;
      await fund(db, userId, accountId, account?.currency_id as number, 2_000_000);
      const sid = randomBytes(32).toString('hex');
      // Stepped-up for the whole run (a withdrawal needs a step-up, server/auth/stepUp.ts): the run is about the books, not the 5 minutes.
      await db.query(
        `INSERT INTO user_session (id_hash, user_id, created_at, expires_at, last_seen_at, remember, stepped_up_until)
          VALUES ($1, $2, now(), $3, now(), true, $3)`,
        [createHash('sha256').update(sid).digest('hex'), userId, new Date(Date.now() + 30 * 86_400_000)],
      );
      players.push({ userId, accountId, cookie: `sid=${sid}` });
    }
    return players;
  } finally {
    await db.close();
  }
}

async function fund(db: Db, userId: number, accountId: number, currencyId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    postMovement(tx, {
      kind: 'manual_correction',
      scope: 'seed',
      key: `chaos:${accountId}`,
      userId,
      memo: 'chaos money',
      legs: [
        { operator: 'house', currencyId, amount: -amount },
        { account: accountId, amount },
      ],
      at: Date.now(),
    }),
  );
}

/** A test server on `target` (its dist folder under `root`): test switches on, an operator token, short provider retries. */
export function serverEnv(root: string, seed: number, target: DbTarget = { dataDir: join(root, 'pglite') }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    DIST_DIR: join(root, 'dist'),
    DATABASE_URL: target.databaseUrl ?? '',
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    ADMIN_TOKEN,
    PAYMENT_WEBHOOK_SECRET: 'chaos-webhook-secret-0123456789abcdef',
    // After a kill, a delivery that was on its way is sent again this soon (just above one send's time limit).
    PAYMENT_DELIVERY_LEASE_MS: '10500',
    PAYMENT_RETRY_BASE_MS: '100',
    LIVE_RATE: '5',
    LIVE_SEED: String(seed),
  };
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const servers: ServerProcess[] = [];
  try {
    return await chaos(options, servers);
  } finally {
    // A run that failed half-way must not leave its server running.
    for (const server of servers) await server.kill().catch(() => undefined);
  }
}

async function chaos(options: ChaosOptions, servers: ServerProcess[]): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const clients = options.clients ?? 8;
  const killEvery = options.killEvery ?? Math.max(500, Math.floor(options.ops / 4));
  const checkEvery = options.checkEvery ?? 250;
  const prng = mulberry32(options.seed);
  const root = mkdtempSync(join(tmpdir(), 'ledger-chaos-'));
  const target: DbTarget = { dataDir: join(root, 'pglite'), databaseUrl: options.databaseUrl };
  const started = performance.now();
  const problems: string[] = [];
  const outcomes: Record<string, { ok: number; refused: number; failed: number; ms: number }> = {};
  let opStarted = 0;
  const tally = (kind: string, status: number): void => {
    const row = (outcomes[kind] ??= { ok: 0, refused: 0, failed: 0, ms: 0 });
    row.ms += Math.round(performance.now() - opStarted);
    opStarted = performance.now();
    if (status >= 200 && status < 300) row.ok += 1;
    else if (status >= 400 && status < 500) row.refused += 1;
    else {
      row.failed += 1;
      problems.push(`${kind} answered ${status}`);
    }
  };
  const players = await prepare(target, clients);
  const processes = Math.max(1, Math.floor(options.processes ?? 1));
  if (processes > 1 && !options.databaseUrl) throw new Error('several processes share a PostgreSQL database: give databaseUrl');
  for (let i = 0; i < processes; i++) servers.push(new ServerProcess(serverEnv(root, options.seed, target), log));
  // One after the other: the first migrates and seeds, the others find it done.
  for (const server of servers) await server.start();
  log(`${processes} server(s) ready at ${servers.map((s) => s.url).join(' ')} (${Math.round(performance.now() - started)} ms)`);
  const killed = (): number => servers.reduce((n, s) => n + s.kills, 0);

  const acknowledged = {
    coupons: new Set<number>(),
    withdrawals: new Set<number>(),
    corrections: new Set<number>(),
    intents: new Set<string>(),
  };
  const pendingWithdrawals = new Map<number, number>();
  const gamesWithBets = new Set<number>();
  let games: LineOffer[] = [];
  let resent = 0;
  let checks = 0;

  /**
   * One HTTP call to `preferred`, or to a server that is up while it is
   * down; a network error sends it again (same key, same body).
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
    preferred: ServerProcess = servers[0] as ServerProcess,
  ): Promise<{ status: number; json: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const server = preferred.url ? preferred : (servers.find((s) => s.url) ?? preferred);
      await server.whenReady();
      const url = server.url;
      if (!url) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      try {
        const res = await fetch(new URL(path, url), {
          method,
          redirect: 'manual',
          headers: {
            'x-requested-with': REQUESTED_WITH,
            ...(body !== undefined ? { 'content-type': headers['content-type'] ?? 'application/json' } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = text;
        }
        return { status: res.status, json, ...(res.headers.get('location') ? { location: res.headers.get('location') } : {}) } as never;
      } catch (error) {
        if (attempt > 200) throw new Lost(`${method} ${path}: ${String(error)}`);
        resent += 1;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }
  const serverOf = (p: Player): ServerProcess => servers[players.indexOf(p) % servers.length] as ServerProcess;
  const asPlayer = (p: Player, method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) =>
    call(method, path, body, { cookie: p.cookie, ...extra }, serverOf(p));
  const asOperator = (path: string, body?: unknown, extra: Record<string, string> = {}) =>
    call(body === undefined ? 'GET' : 'POST', path, body, { authorization: `Bearer ${ADMIN_TOKEN}`, ...extra });

  async function refreshGames(p: Player): Promise<void> {
    const reply = await asPlayer(p, 'GET', `${LIVE_TOP_PATH}?section=line&limit=100&lang=en`);
    if (reply.status === 200) games = lineOffers(reply.json);
  }

  const cards = [
    TEST_CARDS.succeeds,
    TEST_CARDS.succeeds,
    TEST_CARDS.succeeds,
    TEST_CARDS.declined,
    TEST_CARDS.pending,
    TEST_CARDS.threeDSecure,
  ];

  async function operation(r: Prng, p: Player): Promise<void> {
    opStarted = performance.now();
    const roll = r.next();
    if (roll < 0.25) {
      const key = `chaos-dep-${randomBytes(8).toString('hex')}`;
      const reply = await asPlayer(
        p,
        'POST',
        WALLET_PATHS.deposits,
        { accountId: null, methodId: r.chance(0.8) ? 'card' : 'ewallet', amount: r.int(10_000, 500_000), currencyIso: 'RUB', lang: 'en' },
        { 'idempotency-key': key },
      );
      tally('deposit', reply.status);
      if (reply.status !== 200) return;
      const answer = reply.json as { intent: { id: string }; redirectUrl: string };
      acknowledged.intents.add(answer.intent.id);
      const card = r.pick(cards);
      const form = new URLSearchParams({ card, expiry: '12/39', cvc: '123', action: r.chance(0.05) ? 'cancel' : 'pay' }).toString();
      const paid = (await call('POST', answer.redirectUrl, form, { 'content-type': 'application/x-www-form-urlencoded' })) as {
        status: number;
        location?: string;
      };
      tally('provider_page', paid.status === 303 || paid.status === 409 ? 200 : paid.status);
      if (paid.location?.endsWith('/confirm')) {
        const done = await call('POST', paid.location, new URLSearchParams({ action: r.chance(0.7) ? 'complete' : 'fail' }).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
        });
        tally('provider_confirm', done.status === 303 || done.status === 409 ? 200 : done.status);
      }
    } else if (roll < 0.55) {
      if (games.length === 0 || r.chance(0.02)) await refreshGames(p);
      const game = games.length > 0 ? r.pick(games) : null;
      if (!game) return;
      const body = lineSingle(game, r.int(1_000, 100_000), `chaos-${randomBytes(8).toString('hex')}`);
      const reply = await asPlayer(p, 'POST', `${BETS_PATHS.place}?lang=en`, body);
      tally('bet', reply.status);
      if (reply.status === 200) {
        for (const id of (reply.json as { coupons: { id: string }[] }).coupons) acknowledged.coupons.add(Number(id.id));
        gamesWithBets.add(game.gameId);
      } else if (reply.status === 409) games = games.filter((g) => g.gameId !== game.gameId || r.chance(0.5));
    } else if (roll < 0.6) {
      const gameId = [...gamesWithBets][0];
      if (gameId === undefined) return;
      gamesWithBets.delete(gameId);
      games = games.filter((g) => g.gameId !== gameId);
      // Only the process that leads the live feed moves the world (a follower answers 409 not_leader): ask each in turn.
      let reply = await call('POST', '/__test/live', { finishGames: [gameId] }, {});
      for (const other of servers) {
        if (reply.status !== 409) break;
        reply = await call('POST', '/__test/live', { finishGames: [gameId] }, {}, other);
      }
      tally('settle', reply.status);
    } else if (roll < 0.75) {
      const key = `chaos-wd-${randomBytes(8).toString('hex')}`;
      const reply = await asPlayer(
        p,
        'POST',
        WALLET_PATHS.withdrawals,
        { accountId: p.accountId, methodId: 'card', amount: r.int(50_000, 400_000) },
        { 'idempotency-key': key },
      );
      tally('withdraw', reply.status);
      if (reply.status === 200) {
        const id = (reply.json as { withdrawal: { id: number } }).withdrawal.id;
        acknowledged.withdrawals.add(id);
        pendingWithdrawals.set(id, p.userId);
      }
    } else if (roll < 0.8) {
      const mine = [...pendingWithdrawals].find(([, userId]) => userId === p.userId);
      if (!mine) return;
      pendingWithdrawals.delete(mine[0]);
      const reply = await asPlayer(p, 'POST', WALLET_PATHS.cancelWithdrawal, { withdrawalId: mine[0] });
      tally('cancel', reply.status);
    } else if (roll < 0.88) {
      const next = [...pendingWithdrawals.keys()][0];
      if (next === undefined) return;
      pendingWithdrawals.delete(next);
      const approve = r.chance(0.7);
      const reply = await asOperator(approve ? ADMIN_WALLET_PATHS.approve : ADMIN_WALLET_PATHS.refuse, {
        withdrawalId: next,
        ...(approve ? {} : { reason: 'chaos' }),
      });
      tally(approve ? 'approve' : 'refuse', reply.status);
    } else if (roll < 0.93) {
      // Failures by chance per attempt, as a flaky network fails: a count of next attempts to fail would land on the
      // oldest deliveries of a backlog again and again until the provider gives them up.
      const patch: Record<string, unknown> = {
        duplicate: r.chance(0.3),
        reorder: r.chance(0.3),
        failRate: r.chance(0.5) ? r.int(0, 30) / 100 : 0,
      };
      if (r.chance(0.5)) patch.replay = r.int(1, 5);
      const reply = await call('POST', '/__test/wallet', patch, {});
      tally('webhook_faults', reply.status);
    } else if (roll < 0.96) {
      const key = `chaos-fix-${randomBytes(8).toString('hex')}`;
      const amount = r.chance(0.7) ? r.int(1, 200_000) : -r.int(1, 200_000);
      const reply = await asOperator(
        ADMIN_WALLET_PATHS.corrections,
        { accountId: p.accountId, amount, reason: 'chaos' },
        { 'idempotency-key': key },
      );
      tally('correction', reply.status);
      if (reply.status === 200) acknowledged.corrections.add((reply.json as { movementId: number }).movementId);
    } else {
      const reply = await asPlayer(p, 'GET', `${WALLET_PATHS.history}?limit=20`);
      tally('history', reply.status);
    }
  }

  async function serverCheck(when: string): Promise<void> {
    checks += 1;
    const reply = await call('GET', '/__test/wallet/check', undefined, {});
    const body = reply.json as { ok: boolean; ledger: { problems: string[] }; audit: string[] };
    if (reply.status !== 200 || !body.ok) problems.push(`${when}: ${JSON.stringify(body).slice(0, 2000)}`);
  }

  let next = 0;
  let nextKill = killEvery > 0 ? Math.max(1, Math.round(killEvery * (0.5 + prng.next()))) : Number.POSITIVE_INFINITY;
  let nextCheck = checkEvery;
  let restarting: Promise<void> | null = null;
  let killing: Promise<void> | null = null;
  const workers = players.map((p, i) =>
    (async () => {
      const r = mulberry32(options.seed * 1000 + i + 1);
      for (;;) {
        if (restarting) await restarting;
        const index = next++;
        if (index >= options.ops) return;
        if (index >= nextKill && !killing) {
          nextKill = index + Math.max(1, Math.round(killEvery * (0.5 + prng.next())));
          const victim = servers[Math.floor(prng.next() * servers.length)] as ServerProcess;
          const restart = (async () => {
            await victim.kill();
            log(`killed server ${servers.indexOf(victim)} at operation ${index} (${killed()})`);
            await victim.start();
            await serverCheck(`after restart ${killed()}`);
            killing = null;
            restarting = null;
          })();
          killing = restart;
          // One process: every client waits for it. Several: the survivors go on serving.
          if (servers.length === 1) restarting = restart;
        }
        if (index >= nextCheck) {
          nextCheck += checkEvery;
          await serverCheck(`at operation ${index}`);
          log(`${index} operations, ${Math.round(performance.now() - started)} ms, ${problems.length} problems`);
        }
        try {
          await operation(r, p);
        } catch (error) {
          problems.push(`operation ${index}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })(),
  );
  await Promise.all(workers);
  if (killing) await killing;
  log(`${options.ops} operations done at ${Math.round(performance.now() - started)} ms`);

  // Drain: no more faults, the provider's queue and its scheduled actions run out, the books hold.
  const calm = { duplicate: false, reorder: false, failNext: 0, failRate: 0, pendingCompleteMs: 0, payoutMs: 0 };
  // Each process has its own switches (the faults reach whichever process was asked).
  for (const server of servers) await call('POST', '/__test/wallet', calm, {}, server);
  // The queue may hold a backlog after a long run: keep draining while it shrinks, stop when it stalls for 60 s.
  let drainUntil = Date.now() + 60_000;
  let left = Number.POSITIVE_INFINITY;
  for (;;) {
    const state = (await call('POST', '/__test/wallet', { flush: true, runNow: true }, {})).json as { queue: Record<string, unknown> };
    const pending = Number(state.queue.pending ?? 0) + Number(state.queue.actions ?? 0);
    if (left === Number.POSITIVE_INFINITY) log(`draining: ${JSON.stringify(state.queue)}`);
    if (pending === 0) break;
    if (pending < left) drainUntil = Date.now() + 60_000;
    left = pending;
    if (Date.now() > drainUntil) {
      problems.push(`the webhook queue did not drain: ${JSON.stringify(state.queue)}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`queue drained at ${Math.round(performance.now() - started)} ms`);
  await serverCheck('at the end');
  log(`checked at ${Math.round(performance.now() - started)} ms`);
  for (const server of servers) await server.stop();
  log(`servers stopped at ${Math.round(performance.now() - started)} ms`);

  // The database itself, opened here now that the server is gone.
  const db = await openDb(target);
  let movements = 0;
  let entries = 0;
  let credited = 0;
  let openCoupons = 0;
  try {
    const ledger = await checkLedger(db);
    movements = ledger.movements;
    entries = ledger.entries;
    problems.push(...ledger.problems, ...(await auditWallet(db)));
    const stakes = await db.query<{ id: number; n: number }>(
      `SELECT c.id, count(m.id)::integer AS n FROM bet_coupon c
         LEFT JOIN ledger_movement m ON m.kind = 'bet_stake' AND m.ref_type = 'coupon' AND m.ref_id = c.id::text
        WHERE c.id = ANY($1::integer[]) GROUP BY c.id`,
      [[...acknowledged.coupons]],
    );
    if (stakes.length !== acknowledged.coupons.size)
      problems.push(`${acknowledged.coupons.size - stakes.length} acknowledged coupons are missing`);
    for (const s of stakes) if (s.n !== 1) problems.push(`coupon ${s.id} has ${s.n} stakes`);
    const holds = await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM withdrawal w WHERE w.id = ANY($1::integer[])
          AND EXISTS (SELECT 1 FROM ledger_movement m WHERE m.kind = 'withdrawal_request' AND m.ref_id = w.id::text)`,
      [[...acknowledged.withdrawals]],
    );
    if ((holds[0]?.n ?? 0) !== acknowledged.withdrawals.size) problems.push('an acknowledged withdrawal has no hold');
    const corrections = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM ledger_movement WHERE id = ANY($1::integer[])', [
      [...acknowledged.corrections],
    ]);
    if ((corrections[0]?.n ?? 0) !== acknowledged.corrections.size) problems.push('an acknowledged correction is missing');
    const paid = await db.query<{ id: string; site: string; provider: string }>(
      `SELECT i.id, i.status AS site, p.status AS provider FROM payment_intent i JOIN provider_payment p ON p.intent_id = i.id
        WHERE i.id = ANY($1::text[]) AND (p.status = 'succeeded') <> (i.status = 'succeeded')`,
      [[...acknowledged.intents]],
    );
    for (const r of paid.slice(0, 20)) problems.push(`intent ${r.id}: the provider says ${r.provider}, the site ${r.site}`);
    const dead = await db.query<{ event_id: string; last_error: string | null }>(
      `SELECT event_id, last_error FROM provider_delivery WHERE status = 'dead' LIMIT 20`,
    );
    for (const r of dead) problems.push(`delivery ${r.event_id} was given up: ${r.last_error ?? ''}`);
    const [c] = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM payment_intent WHERE status = 'succeeded'");
    credited = c?.n ?? 0;
    const [open] = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM bet_coupon WHERE state = 'open'");
    openCoupons = open?.n ?? 0;
  } finally {
    await db.close();
  }
  if (!options.keep) rmSync(root, { recursive: true, force: true });
  const durationMs = Math.round(performance.now() - started);
  return {
    ok: problems.length === 0,
    ops: options.ops,
    seed: options.seed,
    clients,
    processes,
    kills: killed(),
    checks,
    resent,
    durationMs,
    opsPerSecond: Math.round((options.ops / durationMs) * 1000),
    outcomes,
    acknowledged: {
      coupons: acknowledged.coupons.size,
      withdrawals: acknowledged.withdrawals.size,
      corrections: acknowledged.corrections.size,
      intents: acknowledged.intents.size,
      credited,
    },
    openCoupons,
    movements,
    entries,
    problems,
    dataDir: options.keep && !options.databaseUrl ? target.dataDir : null,
  };
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

function textArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  runChaos({
    ops: arg('ops', 1000),
    seed: arg('seed', 1),
    clients: arg('clients', 8),
    killEvery: process.argv.includes('--kill-every') ? arg('kill-every', 0) : undefined,
    checkEvery: arg('check-every', 250),
    keep: process.argv.includes('--keep'),
    databaseUrl: textArg('database-url'),
    processes: arg('processes', 1),
    log: (line) => process.stderr.write(`[chaos] ${line}\n`),
  }).then(
    (report) => {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      process.exit(report.ok ? 0 : 1);
    },
    (error: unknown) => {
      process.stderr.write(`ledger:chaos failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(2);
    },
  );
}
