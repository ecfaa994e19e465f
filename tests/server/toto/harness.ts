import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { hashPassword } from '../../../server/auth/crypto';
import { createBetService } from '../../../server/bets';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { createLiveService, type LiveService } from '../../../server/live';
import { TotoService } from '../../../server/toto';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { Browser, enc, testClock, type TestClock } from '../auth/helpers';
import { Player } from '../bets/harness';
import { captureLogger, expectLedgerBalanced, fileScoped, openAccount, openTestDb, tempDir } from '../helpers';

/** The real server with the live world and the toto on one manual clock: nothing moves until a test moves it. */
export interface TotoHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly live: LiveService;
  readonly toto: TotoService;
  readonly url: string;
}

export function totoHarnessForFile(): TotoHarness {
  const h = fileScoped(
    async (): Promise<TotoHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const live = createLiveService({
        db,
        log,
        now: clock.now,
        seed: 23,
        changesPerSecond: 0,
        autoTick: false,
        simulator: { suspensionsPerSecond: 0 },
      });
      await live.start();
      const toto = new TotoService({ db, log, live, now: clock.now });
      const bets = createBetService({ db, log, live, now: clock.now, sweepMs: 0 });
      const limits = createLimitService({ db, now: clock.now });
      const dist = tempDir('toto-dist-');
      const running: RunningServer = await startServer({
        db,
        distDir: dist.path,
        port: 0,
        log,
        live,
        bets,
        toto,
        limits,
        testFaults: true,
      });
      return {
        db,
        clock,
        live,
        toto,
        url: running.url,
        async close() {
          await running.close();
          await live.stop();
          await db.close();
          dist.remove();
        },
      };
    },
    (running) => running.close(),
  );
  afterEach(async () => {
    await expectLedgerBalanced(h.db);
  });
  return h;
}

let players = 0;

/** A fresh signed-in player with a main account in `iso` holding `money`. */
export async function newPlayer(h: TotoHarness, money = 1_000_000, iso = 'RUB'): Promise<Player & { accountId: number }> {
  players += 1;
  const login = `tipster${players}`;
  const password = `tipster-password-${players}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, iso, money, true);
  const browser = new Browser(h.url);
  const reply = await browser.post<{ user_id: number }>(AUTH_PATHS.login, { uLogin: login, uPassword: enc(password), save: false });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return Object.assign(new Player(browser, reply.body.user_id), { accountId });
}

export async function moneyOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]);
  return row?.money as number;
}

let keys = 0;
export const couponKey = (): string => `toto-key-${Date.now().toString(36)}-${(keys += 1)}`;
