import { afterEach } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { createLimitService } from '../../../server/limits';
import { LottoHall } from '../../../server/lotto';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { hashPassword } from '../../../server/auth/crypto';
import { Browser, enc, testClock, type TestClock } from '../auth/helpers';
import { Player } from '../bets/harness';
import { captureLogger, expectLedgerBalanced, fileScoped, openAccount, openTestDb, tempDir } from '../helpers';

/** The real server with the lotteries on a manual clock: nothing is drawn until a test advances it. */
export interface LottoHarness {
  readonly db: Db;
  readonly clock: TestClock;
  readonly hall: LottoHall;
  readonly url: string;
  advance(ms: number): Promise<void>;
}

export function lottoHarnessForFile(): LottoHarness {
  const h = fileScoped(
    async (): Promise<LottoHarness & { close(): Promise<void> }> => {
      const db = await openTestDb();
      const clock = testClock();
      const log = captureLogger();
      const dist = tempDir('lotto-dist-');
      const hall = new LottoHall({ db, log, now: clock.now, autoTick: false });
      await hall.start();
      const limits = createLimitService({ db, now: clock.now });
      const running: RunningServer = await startServer({ db, distDir: dist.path, port: 0, log, lotto: hall, limits, testFaults: true });
      return {
        db,
        clock,
        hall,
        url: running.url,
        async advance(ms) {
          clock.advance(ms);
          await hall.settleDue();
        },
        async close() {
          await running.close();
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

/** A fresh signed-in player with a RUB account holding `money`. */
export async function newPlayer(h: LottoHarness, money = 1_000_000): Promise<Player & { accountId: number }> {
  players += 1;
  const login = `lotto${players}`;
  const password = `lotto-password-${players}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, 'RUB', money, true);
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
export const buyKey = (): string => `lotto-key-${Date.now().toString(36)}-${(keys += 1)}`;
