import { buildCatalogue, lobbyCasinoService } from '../../../server/casino/catalogue';
import { startServer, type RunningServer } from '../../../server/app';
import { hashPassword } from '../../../server/auth/crypto';
import type { Db, Queryable } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { CASINO_PATHS, FRAME_PATHS, launchAnswerSchema } from '../../../src/protocol/casino/play';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { Browser, enc } from '../auth/helpers';
import { captureLogger, fileScoped, openAccount, openTestDb, tempDir } from '../helpers';

export interface CasinoHarness {
  readonly db: Db;
  readonly running: RunningServer;
  /** Runs inside each round's transaction after its debit (a throw rolls the round back). */
  afterDebit: ((tx: Queryable) => Promise<void>) | undefined;
  close(): Promise<void>;
}

/**
 * `unpaced`: the slot's least time between spins is not enforced (the rounds benchmark measures capacity).
 * `adminToken`: the operator's endpoints exist with this token.
 */
export async function startCasinoHarness(
  options: { readonly unpaced?: boolean; readonly adminToken?: string } = {},
): Promise<CasinoHarness> {
  const db = await openTestDb();
  const log = captureLogger();
  const dist = tempDir('casino-dist-');
  const harness: { afterDebit: CasinoHarness['afterDebit'] } = { afterDebit: undefined };
  // As server/app.ts wires it, with the test seam after the debit.
  const casino = lobbyCasinoService(buildCatalogue(), {
    db,
    log,
    afterDebit: (tx) => harness.afterDebit?.(tx) ?? Promise.resolve(),
    unpaced: options.unpaced,
  });
  const running = await startServer({
    db,
    distDir: dist.path,
    port: 0,
    log,
    testFaults: false,
    casino,
    limits: createLimitService({ db }),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
  });
  return Object.assign(harness, {
    db,
    running,
    async close() {
      await running.close();
      await db.close();
      dist.remove();
    },
  });
}

export const casinoHarnessForFile = (): CasinoHarness => fileScoped(startCasinoHarness, (h) => h.close());

let players = 0;

export interface CasinoPlayer {
  readonly userId: number;
  readonly accountId: number;
  readonly browser: Browser;
}

/** A player with a RUB main account holding `money`, signed in on the site. */
export async function newCasinoPlayer(h: CasinoHarness, money = 100_000): Promise<CasinoPlayer> {
  players += 1;
  const login = `gambler${players}`;
  const password = `gambler-password-${players}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const userId = user?.id as number;
  const accountId = await openAccount(h.db, userId, 0, 'RUB', money, true);
  const browser = new Browser(h.running.url);
  const reply = await browser.post<{ status: string }>(AUTH_PATHS.login, { uLogin: login, uPassword: enc(password), save: false });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { userId, accountId, browser };
}

/** The game frame's side: calls the games origin with the launch token, as the frame does (no cookie, no X-Requested-With). */
export class Frame {
  constructor(
    readonly gamesUrl: string,
    readonly token: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(new URL(path, this.gamesUrl), {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  play(stake: number, idempotencyKey: string, gameBet: unknown = { stake }) {
    return this.call('POST', FRAME_PATHS.play, { bet: gameBet, idempotencyKey });
  }
}

/** Launches `gameId` from the site: with the player's session, or as a guest's demo. */
export async function launch(h: CasinoHarness, who: CasinoPlayer | null, gameId: string, demo: boolean): Promise<Frame> {
  const browser = who?.browser ?? new Browser(h.running.url);
  const reply = await browser.post(CASINO_PATHS.launch, { gameId, demo });
  if (reply.status !== 200) throw new Error(`launch: ${reply.status} ${JSON.stringify(reply.body)}`);
  const answer = launchAnswerSchema.parse(reply.body);
  const token = decodeURIComponent(answer.frameUrl.split('#token=')[1] ?? '');
  return new Frame(h.running.gamesUrl, token);
}

export async function ledgerRowCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM ledger_movement) + (SELECT count(*) FROM ledger_entry) AS n');
  return Number(row?.n ?? 0);
}
