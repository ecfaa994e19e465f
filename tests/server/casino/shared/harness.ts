import { afterEach } from 'vitest';
import { AUTH_PATHS } from '../../../../src/protocol/schemas/auth';
import { sharedPath, sharedErrorBodySchema, type SharedErrorBody, type SharedTableId } from '../../../../src/protocol/casino/shared';
import { startServer, type RunningServer } from '../../../../server/app';
import { hashPassword } from '../../../../server/auth/crypto';
import { SharedTables } from '../../../../server/casino/shared';
import { SHARED_TABLES_CONFIG, type SharedTablesConfig } from '../../../../server/config/casinoShared';
import type { Db } from '../../../../server/db/db';
import { createLimitService } from '../../../../server/limits';
import { Browser, enc, testClock, type TestClock } from '../../auth/helpers';
import { Player } from '../../bets/harness';
import { captureLogger, expectLedgerBalanced, fileScoped, openAccount, openTestDb, tempDir } from '../../helpers';

export { DB_HOOK_TIMEOUT } from '../../helpers';

/** Short chains, so a test file also plays across a chain's end into a new chain. */
export const TEST_CONFIG: SharedTablesConfig = { ...SHARED_TABLES_CONFIG, chainLength: 6 };

/**
 * The real server app with the shared tables on a manual clock: nothing
 * moves until a test advances the clock and calls tick(). restart() is a new
 * process over the same database (its tables recover what was left open).
 */
export interface SharedHarness {
  readonly db: Db;
  readonly clock: TestClock;
  tables: SharedTables;
  url: string;
  /** The games origin (the game frame's API). */
  gamesUrl: string;
  advance(ms: number): Promise<void>;
  restart(options?: { readonly downMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export async function startSharedHarness(): Promise<SharedHarness> {
  const db = await openTestDb();
  const clock = testClock();
  const log = captureLogger();
  const dist = tempDir('shared-dist-');
  const boot = async (port = 0): Promise<{ tables: SharedTables; running: RunningServer }> => {
    const tables = new SharedTables({ db, log, now: clock.now, config: TEST_CONFIG, autoTick: false });
    await tables.start();
    const limits = createLimitService({ db, now: clock.now });
    const running = await startServer({ db, distDir: dist.path, port, log, sharedTables: tables, limits, testFaults: true });
    return { tables, running };
  };
  let { tables, running } = await boot();
  const h: SharedHarness = {
    db,
    clock,
    tables,
    url: running.url,
    gamesUrl: running.gamesUrl,
    async advance(ms) {
      clock.advance(ms);
      await h.tables.tick();
    },
    async restart(options = {}) {
      await running.close();
      clock.advance(options.downMs ?? 0);
      ({ tables, running } = await boot(running.port));
      h.tables = tables;
      h.url = running.url;
      h.gamesUrl = running.gamesUrl;
      // Let the clients' pooled keep-alive sockets see that the old server closed them.
      for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async close() {
      await running.close();
      await db.close();
      dist.remove();
    },
  };
  return h;
}

export function sharedHarnessForFile(): SharedHarness {
  const h = fileScoped(startSharedHarness, (running) => running.close());
  afterEach(async () => {
    await expectLedgerBalanced(h.db);
  });
  return h;
}

let players = 0;

async function signIn(h: SharedHarness, login: string, password: string): Promise<Player> {
  const browser = new Browser(h.url);
  const reply = await browser.post<{ status: string; user_id: number }>(AUTH_PATHS.login, {
    uLogin: login,
    uPassword: enc(password),
    save: false,
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return new Player(browser, reply.body.user_id);
}

/** A new session of the player (a time-out or self-exclusion ends the one it was set from). */
export const signInAgain = (h: SharedHarness, p: { login: string; password: string }): Promise<Player> => signIn(h, p.login, p.password);

/** A fresh signed-in player with a RUB account holding `money`. */
export async function newPlayer(
  h: SharedHarness,
  money = 1_000_000,
): Promise<Player & { accountId: number; login: string; password: string }> {
  players += 1;
  const login = `croupier${players}`;
  const password = `croupier-password-${players}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', money, true);
  return Object.assign(await signIn(h, login, password), { accountId, login, password });
}

export async function moneyOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]);
  return row?.money as number;
}

let refs = 0;
export const clientRef = (): string => `ref-${Date.now().toString(36)}-${(refs += 1)}`;

export type Refusal = SharedErrorBody['error'] & { status: number };

export async function post(
  player: Player,
  table: SharedTableId,
  call: 'bet' | 'cash-out',
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; error?: Refusal }> {
  const reply = await player.post(sharedPath(table, call), body);
  if (reply.status === 200) return { status: 200, body: reply.body };
  return { status: reply.status, body: reply.body, error: { ...sharedErrorBodySchema.parse(reply.body).error, status: reply.status } };
}

/** Waits out the table's round in play (or the pause after one) and the next, until a round ends that had not when called. */
export async function playRound(h: SharedHarness, table: SharedTableId): Promise<void> {
  const start = await h.tables.roundOf(table);
  const before = start?.phase === 'ended' ? start.roundId : null;
  for (let i = 0; i < 400; i += 1) {
    await h.advance(1_000);
    const round = await h.tables.roundOf(table);
    if (round?.phase === 'ended' && round.roundId !== before) return;
  }
  throw new Error(`no ${table} round ended`);
}

/** Fixes the table's next round and waits out the current one so that round is open for bets. */
export async function nextRoundWith(
  h: SharedHarness,
  fixed: { engine: 'crash'; crashPoint: number } | { engine: 'roulette'; pocket: number },
): Promise<number> {
  const table = fixed.engine;
  h.tables.switches.fixedNext.set(table, fixed);
  for (let i = 0; i < 400; i += 1) {
    const round = await h.tables.roundOf(table);
    if (round && round.phase === 'betting' && round.result === null && !h.tables.switches.fixedNext.has(table)) return round.roundId;
    await h.advance(1_000);
  }
  throw new Error(`no ${table} round opened`);
}
